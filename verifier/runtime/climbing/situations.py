"""Rulings on one situation at the start of a deal's play, for the facade and the variants' worked examples: may a
hand answer a set played by its opposite, a teammate or another opponent; may it burn a gouji set; may, must or may it
not call the emperor. Each is asked of the engine itself, on a table where the other players hold one card of the
weakest rank (so that nobody else can beat and nobody is out), never by a second reading of the rules."""
from __future__ import annotations

from collections import Counter

from . import actions as A
from . import moves
from .ruling import LEGAL, Ruling
from .round import Play
from .sets import Set
from .table import Table


def _seat_of(table: Table, relation: str) -> int:
    """The answering seat, seen from seat 0 who plays the standing set."""
    seating = table.seating
    if relation == "opposite":
        opposite = seating.opposite(0)
        if opposite is None:
            raise ValueError("this game has no opposites")
        return opposite
    if relation == "teammate":
        return 2 % seating.n
    return 1  # an opponent who is not the opposite


def _table_with(table: Table, seat: int, hand, standing: Set) -> Play:
    ranks = table.ranks
    weakest = ranks.plain[0]
    hands = []
    for s in range(table.rules.players):
        counts = [0] * len(ranks.names)
        counts[weakest] = 1
        hands.append(counts)
    for i, n in ranks.spend(standing):
        hands[0][i] += n
    hands[seat] = list(hand)
    return Play(table, hands, 0)


def _walk_to(play: Play, seat: int, modes) -> str | None:
    """Let the others decline or pass until `seat` is asked in one of `modes`; the mode, or None if never asked."""
    for _ in range(4 * len(play.hands)):
        turn = play.turn()
        if turn is None or turn[1] == "lead":
            return None
        if turn[0] == seat and turn[1] in modes:
            return turn[1]
        other = A.Action(A.DECLINE) if turn[1] == "burn" else A.Action(A.CLOSE) if turn[1] == "close" else \
            A.Action(A.PASS)
        play.apply(turn[0], other)
    return None


def may_answer(table: Table, hand, standing: Set, relation: str) -> Ruling:
    """Whether a hand may beat a set played by its `relation` ("opposite", "teammate", "opponent")."""
    seat = _seat_of(table, relation)
    play = _table_with(table, seat, hand, standing)
    play.apply(0, A.Action(A.PLAY, standing))
    if _walk_to(play, seat, ("answer",)) is None:
        if table.rules.gouji_sets is not None and table.gouji.is_gouji(standing):
            return Ruling(False, "a gouji set is answered only by its opposite (or a burn, or a player with no "
                                 "opposite)", table.rules.gouji_sets.rule)
        if table.relation.is_dead(standing):
            return Ruling(False, "the set is dead: nothing beats it", table.relation.cover(standing).rule)
        return Ruling(False, "the hand holds nothing that beats it", table.rules.beat.rule)
    if any(a.kind == A.PLAY for a in play.legal()):
        return LEGAL
    return Ruling(False, "the hand holds nothing that beats it", table.rules.beat.rule)


def may_burn(table: Table, hand, standing: Set) -> Ruling:
    """Whether a hand (of an opponent, not the opposite) may burn the gouji set."""
    rules = table.rules
    if rules.burning is None:
        return Ruling(False, "this game has no burning", rules.round.rule)
    if not table.gouji.is_gouji(standing):
        return Ruling(False, "only a gouji set is burnt", rules.gouji_sets.rule if rules.gouji_sets else
                      rules.burning.rule)
    play = _table_with(table, 1, hand, standing)
    play.apply(0, A.Action(A.PLAY, standing))
    beats = moves.beats(table.relation, list(hand), standing)
    if not beats:
        return Ruling(False, "a burn first beats the gouji set, and the hand holds nothing that does",
                      rules.burning.rule)
    refused = next((r for r in (play._burn_condition(1, s) for s in beats) if not r.legal), None)
    if _walk_to(play, 1, ("burn",)) is not None:
        return LEGAL
    return refused if refused is not None else Ruling(False, "the hand is not offered a burn", rules.burning.rule)


def round_after(table: Table, steps, asked: int | None = None, asked_set: Set | None = None,
                out=frozenset()) -> tuple[Play, tuple[int, Ruling] | None]:
    """A round played by `steps` (seat, PLAY / PASS / DEFER, the set played or None), the first step the lead: the
    play after them, and the first step the engine refuses (its index and ruling) or None. Each seat holds the sets
    it plays (the seat `asked` about also `asked_set`), one card of the weakest rank, so that nobody goes out, and as
    many cards of the strongest plain rank as the largest set has, so that each may beat and a pass is their choice
    (the engine passes for a hand that cannot beat). A dead set is closed by its opposite and a chance to burn that
    no step takes is declined, as the engine asks them, up to the `asked` seat's decision. `out`: the steps (their
    indices) after which their player is out; that player holds only the sets it plays (_out_ruling)."""
    gone = {steps[i][0] for i in out}
    ranks = table.ranks
    more = [(asked, A.PLAY, asked_set)] if asked_set is not None else []
    sets = [s for _seat, _kind, s in list(steps) + more if s is not None]
    largest = max((sum(n for _i, n in ranks.spend(s)) for s in sets), default=1)
    hands = [[0] * len(ranks.names) for _ in range(table.rules.players)]
    for seat, counts in enumerate(hands):
        if seat not in gone:
            counts[ranks.plain[0]] = 1
            counts[ranks.plain[-1]] += largest
    for seat, _kind, s in list(steps) + more:
        for i, n in (ranks.spend(s) if s is not None else ()):
            hands[seat][i] += n
    play = Play(table, hands, steps[0][0])
    for step, (seat, kind, s) in enumerate(steps):
        _skip_unasked(play, seat)
        mode = play.turn()[1] if play.turn() else None
        action = A.Action(A.BURN, s) if mode == "burn" and kind == A.PLAY else \
            A.Action(A.DECLINE) if mode == "burn" and kind == A.PASS else A.Action(kind, s)
        ruling = play.ruling(seat, action)
        if not ruling.legal:
            return play, (step, ruling)
        play.apply(seat, action)
        if step in out and not (ruling := _out_ruling(play, seat)).legal:
            return play, (step, ruling)
    if asked is not None:
        _skip_unasked(play, asked)
    return play, None


def shaped_round_after(table, steps, asked: int | None = None, asked_set=None, out=frozenset()):
    """`round_after` for a game of shaped sets (Dou Dizhu, Big Two, Guandan, Paodekuai), on the engine's own play
    of such a deal (shaped_play.ShapedPlay): the same steps, the same answer. The hands are dealt from the deck (a
    card a step names is taken from it first): each seat holds the sets it plays (the seat `asked` about also
    `asked_set`) and one of the weakest cards left, so that nobody goes out. A seat asked whether it may pass holds
    a beat of the set standing then (of its kind the strongest left, else the weakest bomb), so that its pass is a
    choice; so does a seat that passes where the rules let a player who can beat pass, and where they do not (有大
    必压) it holds none: the engine passes for a hand that cannot beat, and that pass is the step's. The round
    starts as any round does, without the first lead's named card. `out`: the steps after which their player is out;
    that player holds only the sets it plays (then who leads after it, where nobody beats it, is 接风's)."""
    from . import generate
    from .deal import deck
    from .order import key
    from .shaped_play import ShapedPlay

    shapes, order = table.shapes, table.order
    pool = shapes.counts(deck(table.rules))
    n = table.rules.players
    hands = [[0] * len(pool) for _ in range(n)]
    more = [(asked, A.PLAY, asked_set)] if asked_set is not None else []
    gone = {steps[i][0] for i in out}

    def take(seat: int, spent) -> None:
        for slot in spent:
            hands[seat][slot] += 1
            pool[slot] = max(pool[slot] - 1, 0)

    for seat, _kind, s in list(steps) + more:
        if s is not None:
            take(seat, s.spent)
    standing, facing = None, []  # (seat, the set it answers) where it passes or is asked about a pass
    for seat, kind, s in steps:
        if kind == A.PLAY:
            standing = s
        elif standing is not None and table.rules.round.may_pass:
            facing.append((seat, standing))
    if asked is not None and asked_set is None and standing is not None:
        facing.append((asked, standing))
    for seat, against in facing:
        if seat in gone or generate.beats(order, hands[seat], against):
            continue
        beat = _beat_from(order, pool, against)
        if beat is not None:
            take(seat, beat.spent)
    singles = [k for k in shapes.kinds if k.sizes() == (1, 1)]
    lows = sorted(generate.leads(shapes, pool, singles), key=key) if singles else []
    for seat in (x for x in range(n) if x not in gone):
        low = next((s for s in lows if all(pool[slot] for slot in s.spent)), None)
        if low is not None:
            take(seat, low.spent)
    play = ShapedPlay(table, hands, steps[0][0])
    since = 0  # the engine's own passes since the last step applied
    for step, (seat, kind, s) in enumerate(steps):
        action = A.Action(kind, s)
        ruling = play.ruling(seat, action)
        if not ruling.legal:
            if kind == A.PASS and (seat, A.PASS_ACTION) in play.auto[since:]:
                continue  # the engine passed for a hand that cannot beat: the step's pass
            return play, (step, ruling)
        since = len(play.auto)
        play.apply(seat, action)
        if step in out and not (ruling := _out_ruling(play, seat)).legal:
            return play, (step, ruling)
    return play, None


def _out_ruling(play, seat: int) -> Ruling:
    """Whether a seat said to go out with the step just played (it holds only the sets it plays) is out: the step was
    its last play."""
    if play.left[seat] == 0:
        return LEGAL
    return Ruling(False, f"seat {seat} does not go out: the steps give it {play.left[seat]} more card(s) to play",
                  play.rules.round.rule)


def _beat_from(order, pool, against):
    """A set of the deck's cards left (`pool`) that beats the standing set: the strongest of its own kind, else the
    weakest of another that beats it (a bomb, a kind of its ladder). The whole deck holds sets by the million where runs may be of any length
    (each card of a run of any suit), so runs are made only as long as the standing set (or, a bomb, as its kind's
    shortest): they beat it as well as any longer one."""
    from . import generate
    from .order import key

    def bounded(kind, length: int):
        return kind._replace(min_length=length, max_length=length) if kind.shape == "run" else kind

    mine = order.kinds[against.kind]
    plain = [b for b in generate.leads(order.shapes, pool, [bounded(mine, against.length)]) if order.beats(b, against)]
    if plain:
        return max(plain, key=key)
    others = [bounded(k, k.min_length) for k in order.kinds if k is not mine and (  # as generate.beats asks
        k.bomb >= 0 and k.bomb >= mine.bomb or mine.bomb < 0 and k.ladder and mine.ladder and k.ladder[0] == mine.ladder[0])]
    return min((b for b in generate.leads(order.shapes, pool, others) if order.beats(b, against)), key=key, default=None)


def _skip_unasked(play: Play, seat: int) -> None:
    """Close a dead set and decline a burn that nobody asked about, until `seat` is asked or another decision is."""
    while (turn := play.turn()) is not None and turn[0] != seat and turn[1] in ("close", "burn"):
        play.apply(turn[0], A.Action(A.CLOSE if turn[1] == "close" else A.DECLINE))


def call_verdict(rules, cards) -> tuple[str, str]:
    """("may" | "must" | "may-not", rule) for a hand of cards with suits (`AH AH AH 5S`, jokers `SJ` `BJ`):
    whether it may call the emperor, and whether the forced call would make it."""
    calling = rules.calling
    if calling is None:
        return "may-not", ""
    counts = Counter(cards)
    joker_names = (rules.jokers.small, rules.jokers.big) if rules.jokers else ()
    held = [n for card, n in counts.items() if calling.jokers or card not in joker_names]
    if calling.forced is not None and calling.forced in held:
        return "must", calling.forced_rule or calling.rule
    if any(n in calling.counts for n in held):
        return "may", calling.rule
    return "may-not", calling.rule


def call_after(rules, hands, holder: int, steps):
    """The call of the emperor played by `steps` ((seat, PASS_CALL or CALL, the calling card or None)) on the deal's
    own call (calling.Calling), `holder` holding the marked card; every seize the engine offers is declined (nobody
    seizes). The call after them, and the first step it refuses (its index and ruling) or None."""
    from .calling import Calling

    calling = Calling(rules, [list(h) for h in hands], holder)
    for step, (seat, kind, card) in enumerate(steps):
        while calling.stage == "seize":
            calling.apply(calling.turn(), A.Action(A.DECLINE))
        action = A.Action(kind, card=card)
        ruling = calling.ruling(seat, action)
        if not ruling.legal:
            return calling, (step, ruling)
        calling.apply(seat, action)
    return calling, None
