"""The random player's fast paths draw exactly what the plain functions draw: the same play from the same generator,
and the generator left in the same state (so every later decision of a seeded simulation is the same too)."""
import random

from verifier.runtime.trick import ids as I
from verifier.runtime.trick.actions import follows as F
from verifier.runtime.trick.actions import keys as K
from verifier.runtime.trick.actions import leads as L


def _situations(game, rng, count):
    """(hand, lead, order) of random hands: mostly single leads (as in play), some pairs, tractors and throws, and
    hands void in the led group or holding one card of it."""
    deck = game.engine.deck()
    size = game.rules.hand or 25
    for _ in range(count):
        order = game.engine.order(rng.choice(game.rules.ladder), rng.choice(["S", "H", "C", "D", "NT"]))
        rng.shuffle(deck)
        cut = rng.choice((size, size // 2, 5, 3))  # short hands: void or one card of the led group, often
        hand, other = I.counts(deck[:cut]), I.counts(deck[size:2 * size])
        options = L.lead_options(other, order)
        big = [o for o in options if len(o) > 1] or options
        lead = rng.choice(options if rng.random() < 0.7 else big)
        if rng.random() < 0.1 and game.rules.throw:
            lead = L.throw_candidate(other, order, rng) or lead
        if sum(hand) >= len(lead):
            yield hand, lead, order


def test_random_follow_is_legal_follow_with_a_random_key(games):
    rng = random.Random(11)
    compared = voids = 0
    for vid, game in sorted(games.items()):
        for hand, lead, order in _situations(game, rng, 150):
            seed = rng.random()
            fast, plain = random.Random(seed), random.Random(seed)
            expected = F.legal_follow(hand, lead, order, K.random_key(plain), plain)
            assert F.random_follow(hand, lead, order, fast) == expected, (vid, I.names(lead))
            assert fast.getstate() == plain.getstate(), (vid, I.names(lead))
            compared += 1
            voids += order.held(hand, order.g[lead[0]]) == 0
    assert compared > 100 * len(games) and voids > 10 * len(games)


def test_random_lead_is_a_choice_among_the_lead_options(games):
    rng = random.Random(12)
    for vid, game in sorted(games.items()):
        for hand, _lead, order in _situations(game, rng, 60):
            if rng.random() < 0.5:  # groups not met yet: counted, not listed
                for memo in order.lead_count + order.lead_memo:
                    memo.clear()
            if rng.random() < 0.5:  # leads listed, counted afresh
                for memo in order.lead_count:
                    memo.clear()
            seed = rng.random()
            fast, plain = random.Random(seed), random.Random(seed)
            assert L.random_lead(hand, order, fast) == plain.choice(L.lead_options(hand, order)), vid
            assert fast.getstate() == plain.getstate(), vid


def test_each_lead_is_made_as_listed(games, monkeypatch):
    """`random_lead` counts a group's leads and makes only the one drawn: each index makes the lead of that index in
    the list, whether the list is kept or not, and the count is the list's length (groups with chains, bombs and
    三带一 too); also where the count's memo is full (the memos are emptied before a list is kept, not after), and
    where a group's leads are nothing but its singles and tuples, as many as its cards (`order.leads_are_cards`)."""
    monkeypatch.setattr(L, "MEMO_LIMIT", 2)
    rng = random.Random(16)
    made = chains = summed = 0
    for vid, game in sorted(games.items()):
        for hand, _lead, order in _situations(game, rng, 30):
            for group in range(5):
                counts = order.take[group](hand)
                for memo in order.lead_memo + order.lead_count:
                    memo.clear()
                listed = list(L._leads_of(order, group, counts))
                assert L._lead_count(order, group, counts) == len(listed), vid
                if order.leads_are_cards:  # random_lead's count there: the group's cards
                    assert sum(counts) == len(listed), vid
                    summed += 1
                for kept in ("listed", "counted", "full"):  # the listed leads kept, or counted afresh (memo full)
                    if kept != "listed":
                        order.lead_memo[group].clear()
                        order.lead_count[group].clear()
                        if kept == "full":
                            order.lead_count[group].update({(): 0, (0,): 1, (1,): 1})
                        assert L._lead_count(order, group, counts) == len(listed), vid
                    assert [L._lead_at(order, group, counts, i) for i in range(len(listed))] == listed, vid
                made += len(listed)
                chains += sum(len(set(lead)) > 1 for lead in listed)  # (chains, and bombs of several cards, 三带一)
    assert made > 100 * len(games) and chains > 2 * len(games) and summed > 100


def test_random_follow_with_must_ruff(classic):
    """A hand void in the led suit must ruff (`ruff-when-void: must-ruff`, no variant of spec/ has it yet): the
    trumps are preferred, and the draws are still one per distinct card."""
    import dataclasses

    from verifier.runtime.trick.order import Context, Order
    rules = dataclasses.replace(classic.rules, ruff_when_void="must-ruff")
    rng = random.Random(13)
    ruffed = 0
    for hand, lead, order in _situations(classic, rng, 400):
        order = Order(rules, Context(order.ctx.level, order.ctx.trump))
        seed = rng.random()
        fast, plain = random.Random(seed), random.Random(seed)
        expected = F.legal_follow(hand, lead, order, K.random_key(plain), plain)
        assert F.random_follow(hand, lead, order, fast) == expected
        assert fast.getstate() == plain.getstate()
        group = order.g[lead[0]]
        if len(lead) == 1 and group != 0 and order.held(hand, group) == 0 and order.held(hand, 0):
            assert order.g[expected[0]] == 0  # a trump
            ruffed += 1
    assert ruffed > 10


def _reference_chain_leads(hand, order, group):
    """The chains a group's leads hold, by reading the group's cards whole for every chain kind (the definition,
    without the shortcut that skips a group in which no two units are a step apart)."""
    from verifier.runtime.trick.combos import split
    held = {c: k for c, k in zip(order.members[group], order.take[group](hand)) if k}
    found = []
    for unit, kind, least, _lower in order.chains:
        for p in split(dict(held), order):
            if p.kind == kind:
                found += [[c for c in p.heads[s:s + n] for _ in range(unit)]
                          for n in range(least, len(p.heads) + 1) for s in range(len(p.heads) - n + 1)]
    return found


def test_chain_leads_are_every_run_of_the_reading(games):
    from verifier.runtime.trick.combos import kind_of_ids
    rng = random.Random(14)
    chains = 0
    for vid, game in sorted(games.items()):
        deck = game.engine.deck()
        for _ in range(60):
            order = game.engine.order(rng.choice(game.rules.ladder), rng.choice(["S", "H", "C", "D", "NT"]))
            rng.shuffle(deck)
            hand = I.counts(deck[:game.rules.hand or 25])
            for memo in order.lead_memo:
                memo.clear()
            for group in range(5):
                leads = L._group_leads(hand, order, group)
                made = [p for p in leads if kind_of_ids(p, order) in ("tractor", "triple-tractor", "sequence")]
                assert made == _reference_chain_leads(hand, order, group), (vid, group)
                chains += len(made)
    assert chains > 10 * len(games)  # hands of a whole deal hold a chain now and then


def test_follow_options_of_short_hands_are_the_reference_enumeration(games):
    """R1's follows (follow_options) with hands void in the led group or short of it, as the benchmark's reference
    enumeration rules them one by one (tests/engine/test_benchmark.py compares whole hands)."""
    from .test_benchmark import load_benchmark
    bench = load_benchmark()
    rng = random.Random(15)
    voids = 0
    for vid, game in sorted(games.items()):
        for hand, lead, order in _situations(game, rng, 40):
            assert F.follow_options(hand, lead, order, 64) == bench.follow_candidates(hand, lead, order, 64), vid
            voids += order.held(hand, order.g[lead[0]]) == 0
    assert voids > 3 * len(games)


def _throw_differences(games, seed: int, count: int):
    """Throws of random hands judged by play.throw_ids and by reading every other hand into parts and comparing
    each part (play._beats_part): (throws judged, failed, the throws judged otherwise)."""
    from verifier.runtime.trick.combos import _count, parts
    from verifier.runtime.trick.play.throw import _beats_part, throw_ids
    rng = random.Random(seed)
    judged = failed = 0
    differences = []
    for vid, game in sorted(games.items()):
        if not game.rules.throw:
            continue
        deck = game.engine.deck()
        size = game.rules.hand or 25
        for _ in range(count):
            order = game.engine.order(rng.choice(game.rules.ladder), rng.choice(["S", "H", "C", "D", "NT"]))
            rng.shuffle(deck)
            hands = [I.counts(deck[k * size:(k + 1) * size]) for k in range(4)]
            throw = L.throw_candidate(hands[0], order, rng)
            if not throw:
                continue
            stands, _reason, forced = throw_ids(throw, hands[1:], order)
            group, rules = order.g[throw[0]], order.rules
            found = parts(throw, order)
            whole = found[:1] if rules.throw_judge == "longest-component" else found
            if rules.throw_judge != "highest-card":
                views = [(parts(c, order), _count(c)) for c in (order.group_cards(h, group) for h in hands[1:]) if c]
                beaten = [p for p in whole if any(_beats_part(p, hp, hc, order.v) for hp, hc in views)]
                expected = forced
                if beaten and rules.throw_failure == "smallest-unit-beaten":
                    expected = min(beaten, key=lambda p: (p.unit * len(p.heads), p.top)).ids
                elif beaten and rules.throw_failure != "smallest-card":
                    expected = min(beaten, key=lambda p: (p.top, p.unit * len(p.heads))).ids
                if stands != (not beaten) or forced != expected:
                    differences.append((vid, I.names(throw), stands, forced))
            judged += 1
            failed += not stands
    return judged, failed, differences


def test_throws_of_singles_and_tuples_are_judged_as_by_the_parts(games):
    """A throw of singles and tuples is judged from the other hands' counts (play.throw_ids: each unit's highest
    tuple in another hand, play._highest): the same verdict and forced cards as reading every other hand into parts
    and comparing each part (play._beats_part)."""
    judged, failed, differences = _throw_differences(games, 16, 60)
    assert not differences, differences[:5]
    assert judged > 100 and failed > 20


def test_a_wrong_highest_tuple_is_caught(games, monkeypatch):
    """The comparison above fails when the highest tuple read from the counts is wrong (one value too low)."""
    from verifier.runtime.trick.play import throw as P
    highest = P._highest
    monkeypatch.setattr(P, "_highest", lambda *args: highest(*args) - 1)
    _judged, _failed, differences = _throw_differences(games, 16, 60)
    assert len(differences) > 10


def test_lead_count_where_the_tuples_stop_short_of_the_copies(classic, games):
    """`_lead_count` sums a group's counts only where the tuple units are every number from 2 to the copies of a
    card: with three copies and pairs alone (the classic rules over three decks), or three copies with triples and
    no pairs, a member held three times leads twice, not three times, and the count is still the list's."""
    import dataclasses

    from verifier.runtime.trick.order import Context, Order
    three = games["shuangsheng-3deck"].rules
    no_pairs = dataclasses.replace(three, combos=tuple(c for c in three.combos if c.kind not in ("pair", "tractor")))
    rng = random.Random(17)
    triples = 0
    for rules in (dataclasses.replace(classic.rules, decks=3), no_pairs):
        deck = [c for c in classic.engine.deck() for _ in range(3)][::2]  # three copies of each card
        for _ in range(80):
            order = Order(rules, Context(rng.choice(rules.ladder), rng.choice(["S", "H", "C", "D", "NT"])))
            rng.shuffle(deck)
            hand = I.counts(deck[:39])
            for group in range(5):
                counts = order.take[group](hand)
                assert L._lead_count(order, group, counts) == len(L._leads_of(order, group, counts))
                triples += counts.count(3)
    assert triples > 100
