"""Tribute between deals (进贡 / 还贡): by the previous deal's places, the givers' highest legal tribute cards go to the
receivers, who return as many cards of their choice; a giver may refuse a returned card of a rank they do not hold,
and the receiver changes it for one of a rank the giver holds (when the receiver has one)."""
from __future__ import annotations

from . import actions as A
from .ruling import LEGAL, Ruling
from .sets import Ranks


def tribute_cards(ranks: Ranks, hand, count: int) -> list[int]:
    """The rank indices a hand gives as `count` tribute cards: its highest legal tribute cards (BJ, SJ, 2 …, in the
    order of `Tribute.cards`); none held, none given."""
    cards: list[int] = []
    for name in ranks.rules.tribute.cards:
        i = ranks.index.get(name)
        if i is not None:
            cards += [i] * min(hand[i], count - len(cards))
    return cards


class TributePhase:
    def __init__(self, ranks: Ranks, hands: list[list[int]], previous: tuple[int, ...], swept: bool,
                 team_of, folded=()):
        self.ranks = ranks
        self.t = ranks.rules.tribute
        self.hands = hands
        self.given: list[tuple[int, int, list[int]]] = []  # (giver, receiver, rank indices given)
        self.returned: list[tuple[int, int, list[int]]] = []  # (receiver, giver, rank indices returned)
        self.refused: list[tuple[int, int]] = []  # (giver, rank index refused)
        self.steps: list[list] = []  # [receiver, giver, cards still to return, the ranks returned so far]
        if self.t is not None and not (swept and self.t.after_sweep == "none"):
            self._give(previous, team_of, set(folded))
        self.stage = "return"
        self.pending: int | None = None  # the rank just returned, awaiting the giver
        self._skip()

    def _give(self, previous, team_of, folded) -> None:
        n = len(previous)
        for row in self.t.rows:
            giver = previous[row.giver if row.giver < 0 else row.giver - 1] if n else None
            receiver = previous[row.receiver if row.receiver < 0 else row.receiver - 1] if n else None
            if giver is None or giver == receiver or giver in folded or receiver in folded:
                continue
            if team_of(giver) == team_of(receiver) and self.t.same_team == "skip":
                continue
            cards = tribute_cards(self.ranks, self.hands[giver], row.count)
            for i in cards:
                self.hands[giver][i] -= 1
                self.hands[receiver][i] += 1
            if cards:
                self.given.append((giver, receiver, cards))
                back: list[int] = []
                self.returned.append((receiver, giver, back))
                self.steps.append([receiver, giver, len(cards), back])

    @property
    def done(self) -> bool:
        return not self.steps

    def turn(self) -> int | None:
        if not self.steps:
            return None
        receiver, giver = self.steps[0][:2]
        return giver if self.stage == "answer" else receiver

    def legal(self) -> list[A.Action]:
        if not self.steps:
            return []
        if self.stage == "answer":
            return [A.Action(A.ACCEPT), A.Action(A.REFUSE)]
        receiver, giver = self.steps[0][:2]
        hand = self.hands[receiver]
        ranks = [i for i in range(len(hand)) if hand[i]]
        if self.stage == "change":
            held = [i for i in ranks if self.hands[giver][i] and i != self.pending]
            ranks = held or ranks
        return [A.Action(A.RETURN, rank=i) for i in ranks]

    def ruling(self, seat: int, action: A.Action) -> Ruling:
        rule = self.t.rule if self.t else ""
        turn = self.turn()
        if turn is None:
            return Ruling(False, "no tribute is owed", rule)
        if seat != turn:
            return Ruling(False, f"it is seat {turn}'s turn in the tribute, not seat {seat}'s", rule)
        if action not in self.legal():
            if self.stage == "answer":
                return Ruling(False, "the giver accepts or refuses the returned card", rule)
            name = self.ranks.names[action.rank] if action.rank is not None and 0 <= action.rank < len(
                self.ranks.names) else "?"
            why = "a card of a rank the giver holds" if self.stage == "change" else "a card of their hand"
            return Ruling(False, f"the receiver returns {why}, not {name}", rule)
        return LEGAL

    def apply(self, seat: int, action: A.Action) -> None:
        step = self.steps[0]
        receiver, giver = step[:2]
        if action.kind == A.RETURN:
            self.hands[receiver][action.rank] -= 1
            self.pending = action.rank
            if self.stage == "return" and self.t.refuse and not self.hands[giver][action.rank]:
                self.stage = "answer"  # the giver may refuse it
                return
            self._take(step, action.rank)
        elif action.kind == A.REFUSE:
            self.hands[receiver][self.pending] += 1
            self.refused.append((giver, self.pending))
            self.stage = "change"
        else:  # accept
            self._take(step, self.pending)
        self._skip()

    def _take(self, step, rank: int) -> None:
        self.hands[step[1]][rank] += 1
        step[3].append(rank)
        step[2] -= 1
        self.stage, self.pending = "return", None
        if step[2] == 0:
            self.steps.pop(0)

    def _skip(self) -> None:
        while self.steps and not any(self.hands[self.steps[0][0]]):
            self.steps.pop(0)
