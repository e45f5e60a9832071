"""The engine's answers to the worked examples about the course of a deal: the tribute of the next deal (进贡, and a
hand that turns it round), declarations shown face down (把牌盖住), and whose turn it is to declare in a later deal
(轮到定主, 弃权). Each builds the deal the example describes and asks that deal's own phases (runtime/phase_end.py,
phase_kitty.py, reversal.py, phase_declaring.py, turns.py, facedown.py), so that the checker (checks/deal_examples.py)
and the facade (engine.Game) answer as the referee plays."""
from __future__ import annotations

import random
from dataclasses import dataclass

from .runtime import ids as I
from .runtime.game import Deal, Engine
from .runtime.play import T
from .runtime.scoring import matching_rows
from .runtime.state import Illegal


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


def _deal(engine: Engine, level: str | None = None, declarer: int | None = None, tribute=None) -> Deal:
    match = engine.new_match()
    match.declarer = declarer
    match.tribute = tribute
    if level is not None:
        match.levels = [engine.rules.ladder.index(level)] * len(match.levels)
    return Deal(engine, match, engine.deck(), random.Random(0))


class _Returner:
    """The receiver's answer to a tribute: side cards without points first, as the referee asks (any such)."""

    def tribute_return(self, deal, seat, count):
        o, hand = deal.order, deal.hands[seat]
        cards = sorted((c for c in range(I.COUNT) for _ in range(hand[c])),
                       key=lambda c: (o.g[c] == T or o.point[c] > 0, c))
        return cards[:count]


def tribute(engine: Engine, points: int, last_trick: str, kitty=None, holder: str | None = None,
            held=()) -> Tribute:
    """After a deal of `points` attacker points with the last trick to `last_trick` and `kitty` buried (card ids),
    the tribute the next deal gives, where `holder` ("giver", "receiver" or "partner": the giver's) holds `held`."""
    rules = engine.rules
    ended = _deal(engine)
    ended.buried = list(kitty or ())
    owed = ended._tribute_owed(points, last_trick)
    rows = matching_rows(points, last_trick, rules, kitty=ended.buried, table=rules.tribute)
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


def face_down(engine: Engine, declarations, level: str) -> int | Refusal:
    """Declarations (card ids) made in this order by different players, from seat 0, in a deal at `level` (in the
    last round of declaring, so that every show counts): the one that stands at the end (1 for the first), or the
    first the referee refuses."""
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
    return next(i for i, d in enumerate(deal.declarations) if d is deal.standing) + 1


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
