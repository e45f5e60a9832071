"""One deal of a climbing game, phase by phase: the deal, calling the emperor, revolution, tribute, the play, the
settlement. Agents (players, a person, a record being judged) make the decisions; the deal rules on each.

    deal = Deal(table, order, first_receiver, previous)   # order: the shuffled deck
    while not deal.over:
        seat = deal.turn(); action = choose(deal.legal())  # or any action: deal.ruling(seat, action) says why not
        deal.apply(seat, action)
    deal.result()                                          # places, settlement

A void deal (黄庄, or two revolutions) is `over` with `void` set: the match deals again.
"""
from __future__ import annotations

from typing import NamedTuple

from . import actions as A
from . import deal as D
from .calling import Calling
from .round import Play
from .ruling import Acts, Ruling
from .rules import ClimbingRules
from .settlement import Settlement, settle
from .table import Table
from .tribute import TributePhase


class Previous(NamedTuple):
    """What a deal needs of the one before it."""

    places: tuple[int, ...]
    swept: bool = False
    standing: object = None  # the teams' levels before the next deal (levels.Standing), where the rules keep levels


class Result(NamedTuple):
    places: tuple[int, ...]  # seats, first out first (a revolutionary at the place the rules give)
    roles: tuple[str, ...]
    settlement: Settlement
    revolutionaries: tuple[int, ...]
    first_lead: int


class Deal(Acts):
    def __init__(self, table: Table, order: list[str], first_receiver: int = 0, previous: Previous | None = None,
                 agreed=frozenset()):
        self.t = table
        rules = self.rules = table.rules
        self.order = list(order)
        self.first_receiver = first_receiver
        self.previous = previous
        self.agreed = frozenset(agreed)  # what the players agreed before the match (rules.AGREEMENTS)
        self.cards, self.aside = D.deal(rules, self.order, first_receiver)
        self.void = False
        self.calling: Calling | None = None
        self.revolution_queue: list[int] = []
        self.revolutionaries: list[int] = []
        self.chance_queue: list[int] = []  # revolutionaries' opposites who keep or decline their 够死级 chances
        self.chances = [0] * rules.players
        self.tribute: TributePhase | None = None
        self.play: Play | None = None
        self.phase = "deal"
        self.leader: int | None = None
        self.log: list[tuple[str, int, A.Action]] = []  # (phase, seat, action): every decision taken
        if rules.calling is not None:
            marked = rules.calling.marked
            holder = next((s for s, hand in enumerate(self.cards) if marked in hand), None)
            if holder is None:
                raise D.DealError(f"the marked card {marked} is not in the deck", rules.calling.rule)
            self.calling = Calling(rules, self.cards, holder)
            self.phase = "calling"
            if self.calling.done:
                self._after_calling()
        else:
            self._after_calling()

    # Phases -------------------------------------------------------------------------------------------------

    def _after_calling(self) -> None:
        if self.calling is not None and self.calling.void:
            self.void, self.phase = True, "over"
            return
        if self.calling is not None and self.rules.deal.leftover == "emperor":
            self.cards[self.calling.emperor].extend(self.aside)
            self.aside = []
        ranks = self.t.ranks
        self.counts = [ranks.counts(hand) for hand in self.cards]
        rev = self.rules.revolution
        if rev is not None:
            eligible = [s for s in range(self.rules.players) if may_revolt(ranks, rev, self.counts[s])]
            if rev.optional:
                self.revolution_queue = eligible
            else:
                self.revolutionaries = eligible
        self.phase = "revolution"
        self._after_revolution_step()

    def _after_revolution_step(self) -> None:
        if self.revolution_queue:
            return
        rev = self.rules.revolution
        if rev is not None and len(self.revolutionaries) >= rev.void_at:
            self.void, self.phase = True, "over"
            return
        if rev is not None and rev.opposite_chances and self.phase == "revolution":
            self.phase = "chances"
            for seat in self.revolutionaries:
                opposite = self.t.seating.opposite(seat)
                if opposite is not None and opposite not in self.revolutionaries:
                    self.chances[opposite] = rev.opposite_chances
                    if rev.decline:
                        self.chance_queue.append(opposite)
        if self.chance_queue:
            return
        if self.rules.tribute is not None and self.previous is not None:
            team = self.t.seating.alternate_team
            self.tribute = TributePhase(self.t.ranks, self.counts, self.previous.places, self.previous.swept, team,
                                        self.revolutionaries, self.agreed, self.t.seating.opposite)
            self.phase = "tribute"
            if not self.tribute.done:
                return
        self._start_play()

    def _start_play(self) -> None:
        previous = self.previous.places if self.previous else None
        emperor = self.calling.emperor if self.calling else None
        leader = D.first_lead(self.rules, self.cards, self.first_receiver, previous, emperor)
        folded = set(self.revolutionaries)
        if leader in folded:
            leader = next(s for s in self.t.seating.after(leader) if s not in folded)
        self.leader = leader
        self.play = Play(self.t, self.counts, leader, folded, self.chances)
        self.phase = "play"

    # The interface --------------------------------------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.phase == "over" or (self.phase == "play" and self.play.over)

    def _current(self):
        phase = self.phase
        if phase == "play":
            return self.play
        if phase == "calling":
            return self.calling
        return self.tribute if phase == "tribute" else None

    def turn(self) -> int | None:
        if self.over:
            return None
        if self.phase == "revolution":
            return self.revolution_queue[0]
        if self.phase == "chances":
            return self.chance_queue[0]
        current = self._current()
        t = current.turn()
        return t[0] if isinstance(t, tuple) else t

    def mode(self) -> str:
        """What the seat whose turn it is decides: "call", "guard", "revolution", "chances" (a revolutionary's opposite
        keeps or declines the 够死级 chances), "tribute", "lead", "answer"…"""
        if self.phase == "play" and not self.over:
            return self.play.turn()[1]
        if self.phase == "calling":
            return self.calling.stage
        return self.phase

    def legal(self) -> list[A.Action]:
        if self.over:
            return []
        if self.phase == "revolution":
            return [A.Action(A.REVOLT), A.Action(A.KEEP)]
        if self.phase == "chances":
            return [A.Action(A.KEEP), A.Action(A.DECLINE)]
        return self._current().legal()

    def offered(self, seat: int, action: A.Action) -> bool:
        """Whether the action is one the play's last legal list gave this seat, nothing having happened since (a
        match then needs no ruling on it: Play.offered)."""
        return self.phase == "play" and not self.over and self.play.offered(seat, action)

    def ruling(self, seat: int, action: A.Action) -> Ruling:
        if self.over:
            return Ruling(False, "the deal is over", self.rules.end_rule)
        if self.phase == "revolution":
            return _choice(seat, action, self.revolution_queue[0], (A.REVOLT, A.KEEP),
                           "say whether they fold (revolution)",
                           "a player dealt no joker and no 2 may declare a revolution or keep the hand",
                           self.rules.revolution.rule)
        if self.phase == "chances":
            return _choice(seat, action, self.chance_queue[0], (A.KEEP, A.DECLINE),
                           "keep or decline their 够死级 chances",
                           "a revolutionary's opposite keeps their 够死级 chances or declines them (and then has no "
                           "opposite, 无头)", self.rules.revolution.chances_rule)
        return self._current().ruling(seat, action)

    def apply(self, seat: int, action: A.Action) -> None:
        """Apply an action that `ruling` found legal."""
        self.log.append((self.phase, seat, action))
        if self.phase == "revolution":
            self.revolution_queue.pop(0)
            if action.kind == A.REVOLT:
                self.revolutionaries.append(seat)
            self._after_revolution_step()
            return
        if self.phase == "chances":
            self.chance_queue.pop(0)
            if action.kind == A.DECLINE:
                self.chances[seat] = 0
            self._after_revolution_step()
            return
        current = self._current()
        current.apply(seat, action)
        if self.phase == "calling" and self.calling.done:
            self._after_calling()
        elif self.phase == "tribute" and self.tribute.done:
            self._start_play()

    # The end ----------------------------------------------------------------------------------------------------

    def roles(self) -> list[str]:
        n = self.rules.players
        if self.calling is not None:
            return self.calling.roles(n)
        return [f"team {self.t.seating.alternate_team(s)}" for s in range(n)]

    def places(self) -> tuple[int, ...]:
        """The finishing order, a revolutionary placed as the rules say."""
        return placed(self.rules, self.t.seating.alternate_team, self.play.places, self.revolutionaries)

    def result(self) -> Result:
        places = self.places()
        roles = self.roles()
        kind = self.calling.kind() if self.calling is not None else "normal"
        return Result(places, tuple(roles), settle(self.rules, places, roles, kind), tuple(self.revolutionaries),
                      self.leader)

    def cards_in_play(self) -> int:
        """Every card: in the hands (folded hands included), played and set aside; conservation checks it against
        the deck."""
        if self.play is None:
            return len(self.aside) + sum(len(h) for h in self.cards)
        return len(self.aside) + sum(self.play.left) + self.play.played


def _choice(seat: int, action: A.Action, turn: int, kinds: tuple[str, ...], what: str, why: str, rule: str) -> Ruling:
    """A ruling on a choice between a few kinds of action asked of one seat (a revolution, the 够死级 chances)."""
    if seat != turn:
        return Ruling(False, f"it is seat {turn}'s turn to {what}, not seat {seat}'s", rule)
    if action.kind not in kinds:
        return Ruling(False, why, rule)
    return Ruling(True)


def placed(rules: ClimbingRules, team_of, order, revolutionaries) -> tuple[int, ...]:
    """The places of a deal: the finishing order of those who played it (seats, first out first), each revolutionary
    put in the place the rules give them (`place`, or `place_if_teammates_top` when their teammates went out first
    and second)."""
    order = list(order)
    rev = rules.revolution
    for seat in revolutionaries:
        mates = [s for s in range(rules.players) if s != seat and team_of(s) == team_of(seat)]
        place = rev.place_if_teammates_top if mates and set(mates) <= set(order[:2]) else rev.place
        order.insert(min(place - 1, len(order)), seat)
    return tuple(order)


def may_revolt(ranks, rev, counts) -> bool:
    """Whether a hand dealt (counts by rank index) may revolt: it holds none of the revolution's `without` cards."""
    return not any(counts[ranks.index[r]] for r in rev.without if r in ranks.index)
