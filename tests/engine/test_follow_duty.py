"""The follow ruling's shortcuts give exactly the full ruling: `follow_ids` keeps what the ladder asks of a hand (its
duty: the first obligation the hand can meet and the rulings on a play that meets it or not) by the lead and the
hand's cards of the led group, decides two-card plays from it without reading the play, and takes a Hand's counts
once. Here every case of a random corpus per variant (legal plays, plays at random from the hand, plays of cards not
held, plays of the wrong length, from hands of every size) is ruled by the full ruling written plainly below, with no
memo and no shortcut, and by `follow_ids` twice (the second time from its memo): same legality, reason and rule.
A deliberately broken shortcut is caught by the same comparison."""
import dataclasses
import random

from verifier.runtime.trick import ids as I
from verifier.runtime.trick.actions import follows as F
from verifier.runtime.trick.actions import keys as K
from verifier.runtime.trick.actions import leads as L
from verifier.runtime.trick.combos import _count, lead_kind, split
from verifier.runtime.trick.order import Context, Order, T
from verifier.runtime.trick.part import Part
from verifier.runtime.trick.play import follow as P
from verifier.runtime.trick.play import supply as S


def _full_ruling(hand, lead, play, order):
    """(legal, reason, rule) of the full ruling: the tests of `follow_ids` in its order, each computed from the
    cards (no memo, no shortcut): the hand holds the play; as many cards as led; the suit followed; a ruff where
    one must; then the first shape of the led rule's ladder the hand's cards of the led group can meet, and whether
    the play's cards of that group meet it."""
    rules, refs, g = order.rules, order.refs, order.g
    wanted = _count(play)
    missing = [card for card, n in wanted.items() for _ in range(n - hand[card]) if n > hand[card]]
    if missing:
        names = " ".join(I.NAMES[c] for c in sorted(missing, key=I.CARDS.__getitem__))
        return False, f"{names} not in the hand", refs.get("hand", "")
    if len(play) != len(lead):
        return False, f"{len(lead)} cards were led; {len(play)} played", refs.get("follow", "")
    group = g[lead[0]]
    in_group = [c for c in order.members[group] for _ in range(hand[c])]
    held = len(in_group)
    played = sum(1 for c in play if g[c] == group)
    if rules.follow_suit and played < min(held, len(lead)):
        suit = "trump" if group == T else f"the led suit ({I.SUIT_OF[lead[0]]})"
        return False, f"must follow {suit}: the hand holds {held} such card(s)", refs.get("follow", "")
    if held < len(lead):
        if rules.ruff_when_void == "must-ruff" and group != T:
            trumps = sum(hand[c] for c in order.members[T])
            if sum(1 for c in play if g[c] == T) < min(trumps, len(lead) - held):
                return False, f"must ruff: void in the led suit, the hand holds {trumps} trump(s)", refs.get("ruff", "")
        return True, "the hand cannot fill the lead from the led suit", refs.get("follow", "")
    lead_parts = split(_count(lead), order) if len(lead) > 1 else \
        [Part("single", 1, (lead[0],), order.v[lead[0]])]
    kind = lead_parts[0].kind if len(lead_parts) == 1 else \
        lead_kind(lead, lead_parts, order) if order.compounds else "throw"
    rule = order.led.get(kind)
    if rule is None:
        return True, f"no obligation for a {kind} beyond the suit", refs.get("follow", "")
    available = S._supply(in_group, order, rules.protect)
    met = []  # the shapes the hand meets, in the ladder's order, with their needs
    for shape in rule.ladder:
        need = S._needs(shape, lead_parts, available)
        if S._meets(available, need):
            met.append((shape, need))
    # the first that asks for something (a shape of combinations asking for none yields), else the first met
    asks = [(shape, need) for shape, need in met if any(need.values())
            or all(term.unit in ("any", "single") for term in shape)]
    if not met:
        return True, "no obligation of the ladder can be met", rule.ref
    shape, need = (asks or met)[0]
    if S._meets(S._supply([c for c in play if g[c] == group], order, ()), need):
        return True, f"plays {P.describe(shape)}, the first obligation the hand can meet", rule.ref
    return False, f"the hand holds {P.describe(shape)} of the led suit, so it must play it", rule.ref


def _plays(hand, lead, order, rng):
    """Plays to rule on a lead: legal ones (two the engine's builder makes, some of the players' options), plays
    at random from the hand (of the led group, and of any cards), one with a card not held, one too short."""
    n = len(lead)
    cards = [c for c in range(I.COUNT) for _ in range(hand[c])]
    group = order.g[lead[0]]
    inside = [c for c in cards if order.g[c] == group]
    plays = [F.legal_follow(hand, lead, order, K.random_key(rng), rng),
             F.legal_follow(hand, lead, order, K.low_key(order), rng)]
    options = F.follow_options(hand, lead, order, 64)
    plays += rng.sample(options, min(4, len(options)))
    for _ in range(6):
        plays.append(rng.sample(cards, n))
    if len(inside) >= n:
        for _ in range(6):
            plays.append(rng.sample(inside, n))
    if n <= len(inside) + 1 and inside:  # of the led group but one card
        outside = [c for c in cards if order.g[c] != group]
        if outside:
            plays.append(rng.sample(inside, n - 1) + [rng.choice(outside)])
    absent = [c for c in range(I.COUNT) if not hand[c] and order.g[c] >= 0]
    if absent:
        plays.append(rng.sample(cards, n - 1) + [rng.choice(absent)])
    plays.append(cards[:n - 1] if n > 1 else cards[:2])
    return [list(p) for p in plays if p is not None]


def _orders(game, rng):
    """Fresh orders of a variant's rules (empty memos), and of its rules with `follow suit` off and with must-ruff
    (rules no variant file has, so that the tests of follow_ids they reach are compared too)."""
    rules = game.rules
    variants = [rules]
    if rng.random() < 0.5:
        variants.append(dataclasses.replace(rules, follow_suit=False))
    else:
        variants.append(dataclasses.replace(rules, ruff_when_void="must-ruff"))
    return [Order.eager(r, Context(rng.choice(rules.ladder), rng.choice(["S", "H", "C", "D", "NT"])))
            for r in variants]


def _compare(games, seed: int, hands: int):
    """Rule every case of the corpus both ways: (cases, differences, the reasons seen with their counts)."""
    rng = random.Random(seed)
    cases, differences, reasons = 0, [], {}
    for vid, game in sorted(games.items()):
        deck = game.engine.deck()
        size = game.rules.hand or 25
        for _ in range(hands):
            for order in _orders(game, rng):
                rng.shuffle(deck)
                cut = rng.choice((size, size, 39, 12, 5, 3))  # short hands: void or a few cards of the led group
                hand, other = I.counts(deck[:cut]), I.counts(deck[-size:])
                options = L.lead_options(other, order)
                big = [o for o in options if len(o) > 1] or options
                long = [o for o in options if len(o) > 2] or big  # triples, tractors
                lead = rng.choice(long if rng.random() < 0.4 else big if rng.random() < 0.7 else options)
                if rng.random() < 0.2 and game.rules.throw:
                    lead = L.throw_candidate(other, order, rng) or lead
                if sum(hand) < len(lead):
                    continue
                for play in _plays(hand, lead, order, rng):
                    expected = _full_ruling(hand, lead, play, order)
                    for _ in range(2):  # the second time from the memo
                        ruling = P.follow_ids(hand, lead, play, order)
                        got = (ruling.legal, ruling.reason, ruling.rule)
                        if got != expected:
                            differences.append((vid, I.names(lead), I.names(play), got, expected))
                    cases += 1
                    reason = expected[1].split(",")[0].split(":")[0].split(" of the led suit")[0]
                    if reason.endswith(("not in the hand", "played")):
                        reason = "not held" if reason.endswith("hand") else "the wrong length"
                    reasons[reason] = reasons.get(reason, 0) + 1
    return cases, differences, reasons


def test_the_follow_ruling_is_the_full_ruling(games):
    cases, differences, reasons = _compare(games, 31, 50)
    assert not differences, differences[:5]
    assert cases > 25000
    # every outcome of the ruling is reached, the ladder's often: a pair, pairs, tractors, triples, any
    assert sum(n for r, n in reasons.items() if r.startswith("plays ")) > 3000
    assert sum(n for r, n in reasons.items() if r.startswith("the hand holds ")) > 1000
    for reason in ("plays a pair", "plays any", "plays pairs", "the hand holds a pair", "must follow trump",
                   "no obligation for a single beyond the suit", "no obligation for a throw beyond the suit",
                   "must ruff", "the hand cannot fill the lead from the led suit", "not held", "the wrong length"):
        assert reasons.get(reason, 0) > 100, (reason, sorted(reasons.items()))
    for reason in ("plays a tractor", "plays a triple", "the hand holds a tractor", "the hand holds a triple"):
        assert reasons.get(reason, 0) > 5, (reason, sorted(reasons.items()))


def test_a_hand_keeps_its_counts(classic):
    """A Hand's counts are computed once and are its cards' counts; other cards get new counts."""
    hand = I.cards("KH KH QH 5S BJ")
    assert I.counts_of(hand) is I.counts_of(hand) == I.counts(I.ids(hand))
    cards = list(hand)
    assert I.counts_of(cards) == I.counts(I.ids(hand)) and I.counts_of(cards) is not I.counts_of(cards)
    ctx = classic.context("2", "S")
    lead, play = classic.cards("AH AH"), classic.cards("QH 5S")
    assert not classic.follow_ruling(hand, lead, play, ctx).legal
    assert classic.follow_ruling(hand, lead, classic.cards("KH KH"), ctx).legal


def _broken_duty(duty):
    """A duty with its two-card verdicts swapped."""
    def broken(hand_counts, lead, group, order):
        found = duty(hand_counts, lead, group, order)
        if isinstance(found, tuple) and found[3] is not None:
            return found[:3] + ((found[3][1], found[3][0]),)
        return found
    return broken


def _everything_met(duty):
    """A duty whose need every play meets."""
    def broken(hand_counts, lead, group, order):
        found = duty(hand_counts, lead, group, order)
        return (None,) + found[1:] if isinstance(found, tuple) else found
    return broken


def test_a_broken_shortcut_is_caught(games, monkeypatch):
    """The comparison above fails when the duty's shortcuts are wrong: the two-card verdicts swapped, or every
    need taken as met."""
    subset = {vid: games[vid] for vid in ("classic-2deck", "shuangsheng-3deck")}
    for breaking in (_broken_duty, _everything_met):
        with monkeypatch.context() as patch:
            patch.setattr(P, "_duty", breaking(P._duty))
            _cases, differences, _reasons = _compare(subset, 32, 20)
        assert len(differences) > 20, breaking.__name__
