"""The engine's answers to the worked examples about the course of a deal: the tribute of the next deal (进贡, and a
hand that turns it round), declarations shown face down (把牌盖住) and the exchange that follows (换三张), whose turn it
is to declare in a later deal (轮到定主, 弃权) and who becomes its declarer, who becomes the first deal's declarer
(先亮者为庄家) and its stake. Each builds the deal the example describes and asks that deal's own phases
(runtime/trick/phases/end.py, kitty.py, declaring.py and trump.py; reversal.py, turns.py, facedown.py), so that the
checker (checks/trick/situations/) and the facade (engine.Game) answer as the referee plays."""
from __future__ import annotations

import random
from dataclasses import dataclass

from .. import ids as I
from ..engine import Engine
from ..game import Deal
from ..order import T
from ..scoring import matching_rows, settle
from ..state import Illegal, seat_choice


@dataclass(frozen=True)
class Tribute:
    """The tribute of the next deal: the side that owes it (None: nothing owed), the cards given, who gives them to
    whom (`giver`, `receiver`: the block's players; None when nobody gives), what turned it, and the row that owes it
    ("file:line", empty when none applies)."""

    side: str | None
    count: int
    giver: str | None
    receiver: str | None
    turned: str | None  # "reversed" (庄家向进贡方进贡), "cancelled" (the giver's partner holds the cards)
    row: str


def _deal(engine: Engine, level: str | None = None, declarer: int | None = None, tribute=None, draw: int = 0) -> Deal:
    match = engine.new_match()
    match.declarer = declarer
    match.tribute = tribute
    if level is not None:
        match.levels = [engine.rules.ladder.index(level)] * len(match.levels)
    deal = Deal(engine, match, engine.deck(), random.Random(draw))
    if declarer is None:  # the examples count the players from the first receiver (player 1), drawn or not
        deal.first = 0
    return deal


class _Returner:
    """The receiver's answer to a tribute: side cards without points first, as the referee asks (any such)."""

    def tribute_return(self, deal, seat, count):
        o, hand = deal.order, deal.hands[seat]
        cards = sorted((c for c in range(I.COUNT) for _ in range(hand[c])),
                       key=lambda c: (o.g[c] == T or o.point[c] > 0, c))
        return cards[:count]


def tribute_owed(engine: Engine):
    """The end phase's own count of the tribute a deal owes the next: a function of the attacker points, who won the
    last trick and the buried kitty (card ids) to (side, cards), or None when nothing is owed. One ended deal serves
    every question (only its kitty changes)."""
    ended = _deal(engine)

    def owed(points: int, last_trick: str, kitty=()) -> tuple[str, int] | None:
        ended.buried = list(kitty)
        return ended._tribute_owed(points, last_trick)
    return owed


def tribute(engine: Engine, points: int, last_trick: str, kitty=None, holder: str | None = None,
            held=()) -> Tribute:
    """After a deal of `points` attacker points with the last trick to `last_trick` and `kitty` buried (card ids),
    the tribute the next deal gives, where `holder` ("giver", "receiver" or "partner": the giver's) holds `held`."""
    rules = engine.rules
    owed = tribute_owed(engine)(points, last_trick, kitty or ())
    rows = matching_rows(points, last_trick, rules, kitty=list(kitty or ()), table=rules.tribute)
    row = rows[0].ref if rows else ""
    if owed is None:
        return Tribute(None, 0, None, None, None, row)
    deal = _deal(engine, declarer=0, tribute=owed)  # the next deal: the declarer at seat 0, the giver before it
    n = deal.n
    seats = {"receiver": 0, "giver": n - 1, "partner": (n - 1 + n // 2) % n}
    held = list(held)
    for card in held:
        deal.hands[seats[holder]][card] += 1
    # The other cards, dealt round so that every hand has enough to give: none of the cards that turn a tribute
    # round, which only the holder holds.
    turning = {I.BY_NAME[name] for name in rules.tribute_reversal or ()}
    rest = list(engine.deck())
    for card in held:
        rest.remove(card)
    rest = [c for c in rest if c not in turning]
    room = [rules.hand - sum(hand) for hand in deal.hands]
    seat = 0
    for card in rest:
        if max(room) <= 0:
            break
        while room[seat] <= 0:
            seat = (seat + 1) % n
        deal.hands[seat][card] += 1
        room[seat] -= 1
        seat = (seat + 1) % n
    deal.order = engine.order(deal.level, "NT")
    deal._tribute([_Returner()] * n)
    given = deal.tribute or {}
    role = {seat: name for name, seat in seats.items()}
    side, count = owed
    if not given.get("given"):
        return Tribute(side, 0, None, None, given.get("turned"), row)
    return Tribute(side, len(given["given"]), role.get(given["giver"]), role.get(given["receiver"]),
                   given.get("turned"), row)


@dataclass(frozen=True)
class Refusal:
    """A declaration the referee refuses: which (1 for the first), why, and the rule it cites ("file:line")."""

    index: int
    reason: str
    rule: str


def _face_down_deal(engine: Engine, declarations, level: str) -> Deal | Refusal:
    """A deal at `level` in which different players, from seat 0, make these declarations (card ids) in this order,
    in the last round of declaring (so that every show counts); or the referee's refusal of one."""
    deal = _deal(engine, level)
    deal.last_round = True
    for index, cards in enumerate(declarations):
        seat = index % deal.n
        for card in cards:
            deal.hands[seat][card] += 1
        try:
            deal.declare(seat, list(cards))
        except Illegal as exc:
            return Refusal(index + 1, exc.reason, exc.rule)
    return deal


def face_down(engine: Engine, declarations, level: str) -> int | Refusal:
    """Declarations (card ids) made in this order by different players, from seat 0, in a deal at `level`: the one
    that stands at the end (1 for the first), or the first the referee refuses."""
    deal = _face_down_deal(engine, declarations, level)
    if isinstance(deal, Refusal):
        return deal
    return next(i for i, d in enumerate(deal.declarations) if d is deal.standing) + 1


@dataclass(frozen=True)
class Exchanged:
    """The exchange after declarations face down, give by give in the referee's order: (giver, receiver, card ids),
    the players by seat from the first receiver (seat s made declaration s + 1). `refusal`: the last give, which the
    referee refused (its index: 1 for the first give); `unstated`: the give asked next, (giver, receiver, count),
    which the example does not state; `standing`: the declaration that stands (1 for the first)."""

    gives: tuple[tuple[int, int, tuple[int, ...]], ...]
    standing: int
    refusal: Refusal | None = None
    unstated: tuple[int, int, int] | None = None


class _Unstated(Exception):
    pass


class _Giver:
    """The players' answers in the exchange: the cards of the example's gives, by giver and receiver, in order. It
    keeps the gives as the referee makes them: with `with: eaten` the eaten cards (the giver's declaration, not asked)
    come before the eater's answer."""

    def __init__(self, gives):
        self.pending = [(giver, receiver, list(cards)) for giver, receiver, cards in gives]
        self.made: list[tuple[int, int, tuple[int, ...]]] = []

    def exchange(self, deal, seat, count, receiver):
        received = deal._receiving
        if received is not None:  # the eaten cards given to `seat` (phases/exchange.py, `eaten`)
            self.made.append((receiver, seat, tuple(received)))
        found = next((i for i, (g, r, _) in enumerate(self.pending) if (g, r) == (seat, receiver)), None)
        if found is None:
            raise _Unstated(seat, receiver, count)
        cards = self.pending.pop(found)[2]
        self.made.append((seat, receiver, tuple(cards)))
        return cards


def exchange(engine: Engine, declarations, holdings, gives, level: str) -> Exchanged | Refusal:
    """Declarations (card ids) made face down by different players from seat 0 in a deal at `level`, each player
    holding besides `holdings` ({seat: card ids}); then the exchange (`exchange`, e.g. `with: eaten`) in which the
    players give the cards of `gives` ((giver, receiver, card ids) by seat, in order; the eaten cards are given by the
    referee): the gives made (Exchanged), or the referee's refusal of a declaration."""
    deal = _face_down_deal(engine, declarations, level)
    if isinstance(deal, Refusal):
        return deal
    for seat, cards in holdings.items():
        for card in cards:
            deal.hands[seat][card] += 1
    deal.phase = "declaring"
    deal._settle_trump()
    deal.order = engine.order(deal.level, deal.trump)
    standing = next(i for i, d in enumerate(deal.declarations) if d is deal.standing) + 1
    giver = _Giver(gives)
    try:
        deal._exchange([giver] * deal.n)
    except Illegal as exc:
        return Exchanged(tuple(giver.made), standing, Refusal(len(giver.made), exc.reason, exc.rule))
    except _Unstated as exc:
        return Exchanged(tuple(giver.made), standing, unstated=exc.args)
    made = tuple((e["player"], e["receiver"], tuple(I.from_names(e["cards"]))) for e in deal.exchanged or ())
    return Exchanged(made, standing)


@dataclass(frozen=True)
class TurnDeclarer:
    """Who declares a later deal: the declarer's seat (seat 0 is the player the deal passed to), the seat of each
    declaration of the example, the deal's level and trump."""

    declarer: int
    seats: tuple[int, ...]
    level: str
    trump: str


class _Declarer:
    """The other side's answers in its round after a pass: the example's declarations, by seat."""

    def __init__(self, pending):
        self.pending = pending  # [(index of the declaration, seat, card ids)]
        self.asking: int | None = None

    def declare(self, deal, seat):
        found = next((p for p in self.pending if p[1] == seat), None)
        if found is None:
            return None
        self.pending.remove(found)
        self.asking = found[0]
        return list(found[2]), None


def turn_seats(engine: Engine, steps) -> list[int]:
    """The seat of each declaration of (side, card ids) steps of a later deal whose turn is seat 0's side: each by
    the side's next player who has not declared yet, in the order the cards are received."""
    match = engine.new_match()
    match.declarer = 0
    free = {side: [s for s in range(match.players) if (match.team(s) == match.team(0)) == (side == "declarers")]
            for side in ("declarers", "attackers")}
    return [free[side].pop(0) if free[side] else -1 for side, cards in steps if cards]


def turn_declarer(engine: Engine, steps, level: str) -> TurnDeclarer | Refusal:
    """A later deal at `level` (both sides' level) whose turn to declare is the declarers' (the declarer carried over
    at seat 0): `steps` are (side, card ids), no cards for the declarers' pass, which comes first; the declarations
    are made in the last round (every show counts), or after the pass in the other side's round (turns.py).
    Who the declarer is once the trump is settled, or the referee's refusal of a declaration (1 for the first)."""
    deal = _deal(engine, level, declarer=0)
    deal.last_round = True
    seats = turn_seats(engine, steps)
    declared = [(i, seat, cards) for i, (seat, (_, cards)) in
                enumerate(zip(seats, [s for s in steps if s[1]]), 1)]
    for _, seat, cards in declared:
        for card in cards:
            deal.hands[seat][card] += 1
    if steps and not steps[0][1]:  # the declarers passed: the other side's round (DeclaringPhase._deal's last step)
        answers = _Declarer(list(declared))
        try:
            deal._pass_round([answers] * deal.n)
        except Illegal as exc:
            return Refusal(answers.asking, exc.reason, exc.rule)
        for index, seat, cards in answers.pending:  # never asked: why the referee would refuse it
            deal.passed = True
            try:
                deal.judge_declaration(seat, list(cards))
            except Illegal as exc:
                return Refusal(index, exc.reason, exc.rule)
            return Refusal(index, "the declarers passed, and the variant gives the other side no round to declare",
                           deal.ref("pass") or deal.ref("declare"))
    else:
        for index, seat, cards in declared:
            try:
                deal.declare(seat, list(cards))
            except Illegal as exc:
                return Refusal(index, exc.reason, exc.rule)
    deal.phase = "declaring"
    deal._settle_trump()
    return TurnDeclarer(deal.declarer, tuple(seats), deal.level, deal.trump or "NT")


@dataclass(frozen=True)
class FirstDeclarer:
    """Who becomes the first deal's declarer after its declarations: the declarer's seat (seat 0 is the first
    receiver), or None when the deal's chance draw decides (`first-declarer: random`): then `drawn` holds the seats
    the draws gave. `refusal`: the declaration the referee refused (1 for the first), when one was."""

    declarer: int | None
    drawn: tuple[int, ...] = ()
    trump: str = ""
    refusal: Refusal | None = None
    stake: int = 1  # the deal's stake once declared (`stake`: multiplied at each overcall)


FIRST_DRAWS = 12  # the chance draws a first deal's declaring is settled with (FirstDeclarer: fixed, or drawn)


def _first_declaring(engine: Engine, steps, level: str | None, draw: int) -> Deal | Refusal:
    """A first deal (no declarer carried over) at `level` (else the match's first), seat 0 its first receiver, in
    which `steps` ((seat, card ids), in order) are declared in the last round of declaring (every show counts), each
    player holding the cards of all its steps (the most of each card any of them shows); or the referee's refusal."""
    deal = _deal(engine, level, draw=draw)
    deal.last_round = True
    held: dict[int, dict[int, int]] = {}
    for seat, cards in steps:
        mine = held.setdefault(seat, {})
        for card in set(cards):
            mine[card] = max(mine.get(card, 0), list(cards).count(card))
    for seat, cards in held.items():
        for card, count in cards.items():
            deal.hands[seat][card] += count
    for index, (seat, cards) in enumerate(steps, 1):
        try:
            deal.declare(seat, list(cards))
        except Illegal as exc:
            return Refusal(index, exc.reason, exc.rule)
    return deal


def first_declarer(engine: Engine, steps, level: str | None = None) -> FirstDeclarer:
    """Who becomes the first deal's declarer after `steps` ((seat, card ids) in the order declared: declaring.py's
    judge and declare), once the trump is settled (trump.py's _settle_trump, `first-declarer`): settled with
    FIRST_DRAWS chance draws of the deal, the seat they all give, or None with the seats drawn when they differ.
    With a refused step, its Refusal (the steps before it made)."""
    found = []
    trump, stake = "", 1
    for draw in range(FIRST_DRAWS):
        deal = _first_declaring(engine, steps, level, draw)
        if isinstance(deal, Refusal):
            return FirstDeclarer(None, refusal=deal)
        deal.phase = "declaring"
        deal._settle_trump()
        found.append(deal.declarer)
        trump, stake = deal.trump or "NT", deal.stake
    seats = tuple(dict.fromkeys(found))
    return FirstDeclarer(seats[0] if len(seats) == 1 else None, seats, trump, stake=stake)


def declare_in_turn(engine: Engine, side: str, cards, level: str, after_pass: bool) -> Refusal | None:
    """Whether a player of `side` (the declarers: the side a later deal passes to) may show `cards` (ids, the cards
    it holds) as the first declaration of a later deal at `level`, or, `after_pass`, in the other side's round once
    the side in turn passed (at the level of the side declaring): None, or the refusal."""
    deal = _deal(engine, level, declarer=0)
    deal.last_round = True
    deal.passed = after_pass
    seat = 0 if side == "declarers" else 1
    for card in cards:
        deal.hands[seat][card] += 1
    try:
        deal.judge_declaration(seat, list(cards))
    except Illegal as exc:
        return Refusal(1, exc.reason, exc.rule)
    return None


@dataclass(frozen=True)
class NextDeal:
    """The next deal after a deal's settlement: each side's level ({"declarers": "10", …}), who declares (a seat
    from this deal's declarer at seat 0; None: declared anew, as a first deal), the side that won the match (or
    None), and the row that settled the deal ("file:line")."""

    levels: dict
    declarer: int | None
    winner: str | None
    row: str
    jacked: bool = False  # the Jack rule knocked the declarers back before the rise


def next_deal(engine: Engine, points: int, last_trick: str, level: str, attackers_level: str | None = None,
              kitty=(), last_play=()):
    """After a deal of `points` attacker points with the last trick to `last_trick`, played at `level` (the
    declarers', the declarer at seat 0; the attackers at `attackers_level`, else the same): the next deal as the
    deal's end sets it (EndPhase._advance: the row's rise, mandatory and defended levels, past the top, the next
    declarer), or None when no single row settles the deal. `kitty` (card ids) is the kitty at the end, for the rows
    and extras on its cards; `last_play` (card ids) the play that won the last trick, for the Jack rule (without
    one it does not apply)."""
    rules = engine.rules
    deal = _deal(engine, level, declarer=0)
    match = deal.match
    if match.individual:
        return _next_deal_players(deal, points, last_trick, attackers_level, kitty)
    if attackers_level is not None:
        match.levels[1] = rules.ladder.index(attackers_level)
    found, levels = _settled(deal, points, last_trick, kitty)
    if found is None:
        return None
    jacked = bool(last_play) and deal._jacked(last_trick, list(last_play))
    if jacked:  # before the rise, as the deal's end does (EndPhase._finish)
        deal._knock_back(deal.declarer_side())
    deal._advance(found.side, found.kind, levels, found.round_ends, 0, found.also)
    sides = ("declarers", "attackers")
    return NextDeal({side: rules.ladder[match.levels[team]] for team, side in enumerate(sides)}, match.declarer,
                    sides[match.winner] if match.over else None, found.ref, jacked)


def _settled(deal: Deal, points: int, last_trick: str, kitty):
    """The scoring row that settles the deal with `kitty` buried (None where no single row does), and the levels it
    gives with the kitty's cards counted, as the end phase reads them; the levels stopped are cleared for the rise."""
    deal.buried = list(kitty)
    found = settle(points, last_trick, deal.rules, kitty=deal.buried)
    deal.stopped = {}
    if found is None:
        return None, 0
    return found, found.amount + sum(amount * deal._kitty_count(card) for amount, card in found.per_kitty_card)


def _next_deal_players(deal: Deal, points: int, last_trick: str, attackers_level: str | None, kitty=()):
    """next_deal where each player keeps a level of their own (`levels … per player`, without found friends): the
    declarer's side (the declarer at seat 0, alone with `declarer-alone`) at the deal's level, every other player at
    `attackers_level` (else the same); the end phase's own rise by seat (EndPhase._advance_players: every player of
    the side the row names rises its levels, stopped by mandatory levels, past the top). A side's level is its
    players' one level, or their levels joined by "/" where they differ. The next declarer: None where the next deal
    is declared anew or bid for (a bidding: no declarer carries over)."""
    rules, match = deal.rules, deal.match
    side = deal.declarer_side()
    if attackers_level is not None:
        for seat in range(deal.n):
            if seat not in side:
                match.levels[seat] = rules.ladder.index(attackers_level)
    found, levels = _settled(deal, points, last_trick, kitty)
    if found is None:
        return None
    deal._advance_players(found.side, found.kind, levels, found.round_ends, side, found.also)

    def level_of(seats) -> str:
        return "/".join(dict.fromkeys(rules.ladder[match.levels[seat]] for seat in seats))

    winner = None
    if match.over:
        winner = "declarers" if match.winner in side else "attackers"
    declarer = None if deal.bidding or match.declarer is None else match.declarer
    return NextDeal({"declarers": level_of(sorted(side)),
                     "attackers": level_of(s for s in range(deal.n) if s not in side)},
                    declarer, winner, found.ref)


def seat_of(choice: str, players: int) -> int | None:
    """The seat a `next declarer` word names from a declarer at seat 0; None for `first-to-declare` (declared anew,
    as a first deal)."""
    if choice == "first-to-declare":
        return None
    return seat_choice(choice, 0, players, random.Random(0))
