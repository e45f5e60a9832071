"""The referee's shortcuts give what the plain rulings give: the trick loop's test for the commonest follow, the
winner of a pair led, the engine's eager orders and their tables kept per rules, the declaration options (their
candidates from a flat table of what each needs and what each makes, judged without building a Declaration), and the
burials of jokers into the kitty (the cards to pick up kept per kitty, whether there is a burial known without
listing them)."""
import dataclasses
import random

from verifier.runtime.cards import SUITS
from verifier.play.trick.players import RandomPlayer
from verifier.runtime.trick import ids as I
from verifier.runtime.trick.declaring import step_rank
from verifier.runtime.trick.game import play_deal
from verifier.runtime.trick.order import CHAIN_KINDS, Context, LazyOrder, Order
from verifier.runtime.trick.play.follow import follow_ids, free_single
from verifier.runtime.trick.state import Declaration, Illegal

from .test_same_draws import _situations


def test_free_single_is_a_held_card_of_the_led_group_on_an_unbound_single(games):
    """`free_single` says yes exactly for a held card of the led group on a single lead where no `led single` rule
    binds, and such a play is legal by the ruling's own first sentence."""
    rng = random.Random(21)
    free = bound = 0
    for vid, game in sorted(games.items()):
        for hand, lead, order in _situations(game, rng, 80):
            held = [c for c in range(I.COUNT) if hand[c]]
            for play in [[c] for c in held] + [[c] for c in range(I.COUNT) if not hand[c] and order.g[c] >= 0][:3] \
                    + [held[:2]]:
                expected = (len(lead) == 1 and len(play) == 1 and "single" not in order.led and hand[play[0]] > 0
                            and order.g[play[0]] == order.g[lead[0]])
                assert free_single(hand, lead, play, order) == expected, (vid, I.names(lead), I.names(play))
                if expected:
                    ruling = follow_ids(hand, lead, play, order)
                    assert ruling.legal and ruling.reason == "no obligation for a single beyond the suit"
                    free += 1
                elif len(lead) == 1 == len(play) and hand[play[0]] and order.g[play[0]] == order.g[lead[0]]:
                    bound += 1  # a `led single` rule binds it: the whole ruling decides
    assert free > 100 * len(games)


def _tables(order):
    """Everything an order holds by card id and for the rules, but its memos (the steps of the chain kinds the
    variant has: a generated engine stores only those)."""
    return {name: getattr(order, name) for name in (
        "g", "v", "tier", "point", "members", "chains", "sequence", "compounds", "tuples", "bomb",
        "quad_pairs", "quad_triple", "led", "refs", "single_free", "rainbow", "outside", "single_plays", "strength")} | {
        "take": [take(list(range(I.COUNT))) for take in order.take],
        "lower": {kind: order.lower[kind] for kind in order.lower if order.rules.combo(kind) is not None}}


def test_the_engines_orders_are_the_lazy_orders(games):
    """The engine's orders (from its tables, or `Order.eager` at no-trump) hold the same tables as the order the
    checker builds lazily from the rules, as plain attributes (no `__getattr__`, which slows every look-up)."""
    for vid, game in sorted(games.items()):
        for level in game.rules.ladder[:4]:
            for trump in ("S", "H", "NT"):
                lazy = Order(game.rules, Context(level, trump))
                assert isinstance(lazy, LazyOrder)
                for order in (game.engine.order(level, trump), Order.eager(game.rules, Context(level, trump))):
                    assert type(order) is Order and not hasattr(type(order), "__getattr__")
                    assert _tables(order) == _tables(lazy), (vid, level, trump)
                    assert order.sort_ids(list(range(I.COUNT))) == lazy.sort_ids(list(range(I.COUNT)))


def test_what_depends_on_the_rules_is_kept_per_rules_object(classic):
    """The tables an order takes from its rules are the rules' own: another Rules object (other points, another led
    rule) gets its own, never the first one's."""
    rules = classic.rules
    other = dataclasses.replace(rules, points=(("5", 50), ("K", 1)), led=rules.led[:1])
    first, second = Order.eager(rules, Context("2", "S")), Order.eager(other, Context("2", "S"))
    five, king, ten = I.BY_NAME["5H"], I.BY_NAME["KH"], I.BY_NAME["10H"]
    assert (first.point[five], first.point[king], first.point[ten]) == (5, 10, 10)
    assert (second.point[five], second.point[king], second.point[ten]) == (50, 1, 0)
    assert set(first.led) == {rule.led for rule in rules.led} and set(second.led) == {rules.led[0].led}
    assert second.chains == [(unit, kind, max(2, other.combo(kind).min_length), second.lower[kind])
                             for unit, kind in CHAIN_KINDS if other.combo(kind) is not None]


def _reference_candidates(deal, seat, shows):
    """The declarations of these shows a hand can make, read from the engine's show plans one show at a time."""
    hand = deal.hands[seat]
    options = []
    for show, fixed, level_part in deal.engine.show_plans(shows, deal.level, deal.first_deal, deal.last_round):
        if fixed is None or any(hand[c] < n for c, n in fixed):
            continue
        cards = [c for c, n in fixed for _ in range(n)]
        if level_part is not None:
            options += [(cards + [card] * level_part[0], None) for card in level_part[1] if hand[card] >= level_part[0]]
        elif show.target == "chosen-suit":
            options += [(cards, suit) for suit in SUITS]
        else:
            options.append((cards, None))
    return options


class _Checking(RandomPlayer):
    """A random player that, at every declaration it is asked for, checks the options against the plain judge."""

    checked = 0

    def declare(self, deal, seat):
        options = deal.declaration_options(seat)
        candidates = _reference_candidates(deal, seat, deal.rules.shows)
        assert deal._show_candidates(seat, deal.rules.shows) == candidates
        shows = deal.rules.shows + deal.rules.kitty_shows
        assert deal._show_candidates(seat, shows) == _reference_candidates(deal, seat, shows)
        plain = [(list(cards), chosen) for cards, chosen in candidates
                 if isinstance(deal._judge_declaration(seat, cards, chosen), Declaration)]
        assert options == plain
        for cards, chosen in deal._show_candidates(seat, deal.rules.shows):
            judged = deal._judge_declaration(seat, cards, chosen)
            assert deal._made(cards, chosen) == _plain_made(deal, cards, chosen)
            assert (deal._judge_declaration(seat, cards, chosen, False) is True) == isinstance(judged, Declaration)
            _Checking.checked += 1
        for show in deal.rules.shows:  # the steps kept with the engine are the order's (asked twice: kept, then read)
            for suit in ("", "NT") + SUITS:
                for _ in range(2):
                    assert deal.overcall_rank(show, suit) == step_rank(deal.rules.overcall, show.name, suit)
        return self.rng.choice(options) if options and self.rng.random() < 0.3 else None


def _plain_made(deal, cards, chosen):
    """What the cards make (DeclaringPhase._made), read again from the show, the trump it names and its step."""
    found = deal.show_for(cards)
    if found is None:
        return None
    show, suit = found
    try:
        trump = deal.trump_of(show, suit, chosen, {}, "")
    except Illegal as exc:
        return show, suit, None, None, exc.reason
    return show, suit, trump, step_rank(deal.rules.overcall, show.name, trump or suit), None


def test_declaration_options_are_the_candidates_the_judge_admits(games):
    """Asked at every card dealt, the options (kept by the state they depend on, judged without building a
    Declaration) are the candidates the full judge admits, in every variant."""
    _Checking.checked = 0
    for vid, game in sorted(games.items()):
        engine = game.engine
        for seed in range(3):
            match = engine.new_match()
            agents = [_Checking(random.Random(f"{seed}:{seat}")) for seat in range(game.rules.players)]
            play_deal(engine, match, agents, random.Random(seed), random.Random(seed + 100))
    assert _Checking.checked > 1000


def test_a_pair_led_is_won_as_the_plays_read_into_parts(games):
    """Tricks led by a pair (`play._pair_winner`): the same winner as reading every play into parts
    (winner_reading_ids), with pairs, ruffs, discards and equal pairs, and with `ruff-shape: any` and `ruff-compare`
    set otherwise on classic-2deck's rules."""
    from verifier.runtime.trick.play.winner import _pair_winner, _plain_pairs, winner_ids, winner_reading_ids
    rng = random.Random(22)
    compared = ruffs = 0
    variants = [(vid, game.rules) for vid, game in sorted(games.items())]
    classic = games["classic-2deck"].rules
    variants += [("any-shape", dataclasses.replace(classic, ruff_shape="any")),
                 ("every-component", dataclasses.replace(classic, ruff_compare="every-component"))]
    for vid, rules in variants:
        deck = [c for c in range(I.COUNT) for _ in range(rules.decks)]
        for _ in range(150):
            order = Order.eager(rules, Context(rng.choice(rules.ladder), rng.choice(["S", "H", "C", "D", "NT"])))
            lead_group = rng.choice([g for g in range(5) if order.members[g]])
            pair = rng.choice(order.members[lead_group])
            plays = [[pair, pair]]
            for _ in range(rng.choice((2, 3, 4))):
                pool = order.members[rng.choice((lead_group, lead_group, 0))] or order.members[lead_group]
                card = rng.choice(pool)
                plays.append([card, card] if rng.random() < 0.6 else [card, rng.choice(deck)])
            expected = winner_reading_ids(plays, order)[0]
            assert winner_ids(plays, order) == expected, (vid, plays)
            if _plain_pairs(order):
                assert _pair_winner(plays, order) == expected, (vid, plays)
                compared += 1
                ruffs += order.g[plays[expected][0]] == 0 != lead_group
    assert compared > 1000 and ruffs > 100


def _highest_single(plays, order):
    """The reference for a trick of singles: the first highest card of the led group, unless a trump is played on a
    side suit led, then the first highest trump."""
    g, v = order.g, order.v
    led = g[plays[0][0]]
    trumped = led != 0 and any(g[play[0]] == 0 for play in plays)
    group = 0 if trumped else led
    best = max(v[play[0]] for play in plays if g[play[0]] == group)
    return next(i for i, play in enumerate(plays) if g[play[0]] == group and v[play[0]] == best)


def test_a_single_led_is_won_by_the_highest_of_the_led_group_or_of_trumps(games):
    """Tricks of singles (`play._single_winner`, by the order's scores of singles): the reference winner with
    discards, ruffs, over-ruffs and equal cards, in every variant's orders (trump suits and no-trump)."""
    from verifier.runtime.trick.play.winner import _single_winner
    rng = random.Random(23)
    ruffed = ties = 0
    for vid, game in sorted(games.items()):
        rules = game.rules
        for _ in range(300):
            order = Order.eager(rules, Context(rng.choice(rules.ladder), rng.choice(["S", "H", "C", "D", "NT"])))
            groups = [g for g in range(5) if order.members[g]]
            lead_group = rng.choice(groups)
            plays = [[rng.choice(order.members[lead_group])]]
            for _ in range(rng.choice((2, 3, 4, 5))):
                pool = order.members[rng.choice((lead_group, lead_group, 0, rng.choice(groups)))]
                plays.append([rng.choice(pool or order.members[lead_group])])
            expected = _highest_single(plays, order)
            assert _single_winner(plays, order) == expected, (vid, plays)
            ruffed += order.g[plays[expected][0]] == 0 != lead_group
            ties += sum(order.v[p[0]] == order.v[plays[expected][0]] and order.g[p[0]] == order.g[plays[expected][0]]
                        for p in plays) > 1
    assert ruffed > 500 and ties > 100


class _Reburying(RandomPlayer):
    """A random player that, asked to bury jokers into the kitty (扣王), checks the burials every player is offered
    against plain readings, and its own draws against the plain random player's (the options listed first)."""

    checked = 0

    def rebury(self, deal, seat):
        o = deal.order
        assert deal.pickable() == sorted((c for c in deal.buried if not o.point[c] and I.SUIT_OF[c] is not None),
                                         key=deal.smallness)
        for other in range(deal.n):
            options = deal.rebury_options(other)
            assert deal.may_rebury(other) == bool(options)
            assert deal.rebury_options(other, 1) == options[:1]
            _Reburying.checked += 1
        options = deal.rebury_options(seat)
        state = self.rng.getstate()
        made = RandomPlayer.rebury(self, deal, seat)
        after = self.rng.getstate()
        self.rng.setstate(state)
        plain = None if not options or self.rng.random() >= 0.5 else self.rng.choice(options)
        assert made == plain and self.rng.getstate() == after
        return made


def test_the_burials_of_jokers_offered_are_the_plain_ones(games):
    """Every variant where others bury jokers, many deals: the cards to pick up (kept while the kitty is the same),
    whether a player may bury (without listing the burials), the first burial, and the random player's draws."""
    _Reburying.checked = 0
    for vid, game in sorted(games.items()):
        if not game.rules.others_bury_jokers:
            continue
        engine = game.engine
        for seed in range(30):
            match = engine.new_match()
            agents = [_Reburying(random.Random(f"{seed}:{seat}"), declare_rate=0.5)
                      for seat in range(game.rules.players)]
            play_deal(engine, match, agents, random.Random(seed), random.Random(seed + 100))
    assert _Reburying.checked > 200


def test_the_tables_of_the_kitty_the_tribute_and_the_scoring_give_the_plain_readings(games):
    """The tribute given (the highest cards without points, walked down a table per order), the cards returned first,
    the cards that may be buried, and the scoring and tribute rows kept by points and their outcomes by score, against
    the plain readings, on random hands in every variant."""
    from verifier.play.trick.players import _allowed_burial, _tribute_kinds
    from verifier.runtime.trick.phases.kitty import tribute_order
    from verifier.runtime.trick.order import T
    from verifier.runtime.trick.scoring import COMPARE, _evaluate, evaluate, kitty_holds, matching_rows
    from .hands import fresh_deal
    rng = random.Random(23)
    for vid, game in sorted(games.items()):
        deal = fresh_deal(game)
        rules = game.rules
        for _ in range(6):
            deal.order = o = game.engine.order(rng.choice(rules.ladder), rng.choice(SUITS + ("NT",)))
            hand = deal.hands[1] = [0] * I.COUNT
            for c in rng.sample(game.engine.deck(), rules.hand):
                hand[c] += 1
            pool = sorted((c for c in range(I.COUNT) for _ in range(hand[c]) if o.point[c] == 0),
                          key=lambda c: (o.g[c] != T, -o.v[c], c))
            walked = [c for c in tribute_order(o) for _ in range(hand[c])]
            assert walked == pool, vid
            first = [c for c in range(I.COUNT) for _ in range(hand[c]) if o.g[c] != T and o.point[c] == 0]
            assert _tribute_kinds(o, hand) == (first, [c for c in range(I.COUNT) for _ in range(hand[c])
                                                       if not (o.g[c] != T and o.point[c] == 0)])
            assert _allowed_burial(deal, 1) == [c for c in range(I.COUNT) for _ in range(hand[c])
                                                if deal.bury_allowed(c)]
            kitty = rng.sample(game.engine.deck(), rules.kitty or 1)
            for table in (rules.scoring, rules.tribute):
                for points in range(-20, 400, 5):
                    for last in ("declarers", "attackers"):
                        plain = [row for row in table if all(COMPARE[op](points, value) for op, value in row.conditions)
                                 and row.last_trick in (None, last) and kitty_holds(row, kitty)]
                        assert matching_rows(points, last, rules, kitty=kitty, table=table) == plain
                        assert matching_rows(points, last, rules, kitty=kitty, table=table) == plain  # (kept)
                        for row in plain:
                            assert evaluate(row.outcome, points, row.ref) == _evaluate(row.outcome, points, row.ref,
                                                                                       None)
