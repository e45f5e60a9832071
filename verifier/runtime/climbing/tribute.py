"""Tribute between deals (进贡 / 还贡): by the previous deal's places, the givers' highest legal tribute cards go to the
receivers, who return as many cards of their choice; a giver may refuse a returned card of a rank they do not hold,
and the receiver changes it for one of a rank the giver holds (when the receiver has one).

What the rules leave to the players' agreement before the match (`agreed`, rules.AGREEMENTS) is given only when they
agreed: the tribute itself (`by_agreement`), a tribute between teammates (`same_team: "agree"`), the manner after a
sweep (`after_sweep_agreed`). When the last and second-last are teammates and `choose_last`, the last first says
whether the second-last gives as the last instead (KEEP or SWAP)."""
from __future__ import annotations

from . import actions as A
from .ruling import LEGAL, Ruling
from .rules import AFTER_SWEEP, SAME_TEAM, TRIBUTE
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


def turn_ruling(turn: int | None, seat: int, rule: str) -> Ruling | None:
    """The ruling on an action of the tribute out of turn (or when none is owed); None when it is the seat's turn."""
    if turn is None:
        return Ruling(False, "no tribute is owed", rule)
    if seat != turn:
        return Ruling(False, f"it is seat {turn}'s turn in the tribute, not seat {seat}'s", rule)
    return None


class TributePhase:
    def __init__(self, ranks: Ranks, hands: list[list[int]], previous: tuple[int, ...], swept: bool,
                 team_of, folded=(), agreed=frozenset(), opposite_of=None):
        self.ranks = ranks
        self.t = ranks.rules.tribute
        self.hands = hands
        self.given: list[tuple[int, int, list[int]]] = []  # (giver, receiver, rank indices given)
        self.returned: list[tuple[int, int, list[int]]] = []  # (receiver, giver, rank indices returned)
        self.refused: list[tuple[int, int]] = []  # (giver, rank index refused)
        self.steps: list[list] = []  # [receiver, giver, cards still to return, the ranks returned so far]
        self.swapped = False  # the second-last gave as the last (choose_last)
        self.stage = "return"
        self.pending: int | None = None  # the rank just returned, awaiting the giver
        self.agreed, self.team_of, self.folded = frozenset(agreed), team_of, set(folded)
        self.previous = list(previous)
        t = self.t
        if t is None or (t.by_agreement and TRIBUTE not in self.agreed) or not self.previous:
            return
        if swept:
            manner = t.after_sweep_agreed if AFTER_SWEEP in self.agreed else t.after_sweep
            if manner == "to-opposite" and opposite_of is not None:
                self._to_opposite(opposite_of)
            return
        last, second_last = self.previous[-1], self.previous[-2] if len(self.previous) > 1 else None
        if t.choose_last and second_last is not None and team_of(last) == team_of(second_last) and \
                not {last, second_last} & self.folded:
            self.stage = "choose"  # the last says whether the second-last gives as the last
            return
        self._give()

    def _give(self) -> None:
        previous = self.previous
        if self.swapped:
            previous[-1], previous[-2] = previous[-2], previous[-1]
        for row in self.t.rows:
            giver = previous[row.giver if row.giver < 0 else row.giver - 1]
            receiver = previous[row.receiver if row.receiver < 0 else row.receiver - 1]
            if giver == receiver or giver in self.folded or receiver in self.folded:
                continue
            if self.team_of(giver) == self.team_of(receiver) and (
                    self.t.same_team == "skip" or (self.t.same_team == "agree" and SAME_TEAM not in self.agreed)):
                continue
            self._hand_over(giver, receiver, row.count)
        self._skip()

    def _to_opposite(self, opposite_of) -> None:
        """串三户's manner: each player of the swept team gives one card to their opposite."""
        winners = {self.team_of(s) for s in self.previous[:3]}
        for giver in self.previous:
            receiver = opposite_of(giver)
            if self.team_of(giver) not in winners and receiver is not None and \
                    not {giver, receiver} & self.folded:
                self._hand_over(giver, receiver, 1)
        self._skip()

    def _hand_over(self, giver: int, receiver: int, count: int) -> None:
        cards = tribute_cards(self.ranks, self.hands[giver], count)
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
        return not self.steps and self.stage != "choose"

    def turn(self) -> int | None:
        if self.stage == "choose":
            return self.previous[-1]
        if not self.steps:
            return None
        receiver, giver = self.steps[0][:2]
        return giver if self.stage == "answer" else receiver

    def legal(self) -> list[A.Action]:
        if self.stage == "choose":
            return [A.Action(A.KEEP), A.Action(A.SWAP)]
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
        out_of_turn = turn_ruling(self.turn(), seat, rule)
        if out_of_turn is not None:
            return out_of_turn
        if self.stage == "choose":
            return LEGAL if action.kind in (A.KEEP, A.SWAP) else Ruling(
                False, "the last says whether they give as the last (keep) or their teammate the second-last does "
                       "(swap)", self.t.choose_last_rule)
        if action not in self.legal():
            if self.stage == "answer":
                return Ruling(False, "the giver accepts or refuses the returned card", rule)
            name = self.ranks.names[action.rank] if action.rank is not None and 0 <= action.rank < len(
                self.ranks.names) else "?"
            why = "a card of a rank the giver holds" if self.stage == "change" else "a card of their hand"
            return Ruling(False, f"the receiver returns {why}, not {name}", rule)
        return LEGAL

    def apply(self, seat: int, action: A.Action) -> None:
        if self.stage == "choose":
            self.swapped = action.kind == A.SWAP
            self.stage = "return"
            self._give()
            return
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
