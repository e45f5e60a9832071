"""What the search player (search.py) reads of the passes in a game of sets of one rank (Gouji, Baohuang).

A pass the engine took for a seat (the seat was asked to answer and held no beat of the standing set: round.Play's
automatic pass) is public: everyone at the table sees who passed on what. The seat's hand has only lost cards since,
so it still holds no beat of that set, and a world (a copy of the deal with the hidden cards dealt again) that gives
it one is not a world the player can be in. In these games the sets are of one rank with jokers and 2s attached, so a
pass on a middling set says most of all that the seat holds no joker and no 2: where the strongest cards are.

The play does not keep these passes with the set they were taken on (it keeps the seat and the pass, `Play.auto`),
so they are read by playing the deal's decisions again on a copy from its start (`Passes`): kept by the player from
one decision to the next, it plays only the decisions taken since. What is read is public (the standing set when a
seat was passed); the copy's hands are not looked at. A pass a player chose, a burner's pass (whose beats are bound
by the burn) and the bids are not used.
"""
from __future__ import annotations

from ...runtime.climbing import actions as A
from ...runtime.climbing import moves
from ...runtime.climbing.game import Deal


class Passes:
    """The engine's passes of one deal so far, each (seat, the set standing), read on a copy of the deal played from
    its start with the deal's own decisions (`update`)."""

    def __init__(self, deal):
        self.deal = deal
        self.copy = Deal(deal.t, deal.order, deal.first_receiver, deal.previous, deal.agreed)
        self.applied = 0  # decisions of deal.log played on the copy
        self.unable: list[tuple[int, object]] = []
        self.lost = False  # the copy came apart from the deal (a deal not made as a match makes it): nothing read

    def update(self) -> list[tuple[int, object]]:
        """The passes so far (none where the copy cannot follow the deal)."""
        if self.lost:
            return []
        try:
            self._follow()
        except Exception:  # (a copy that cannot take a decision of the deal is no copy of it)
            self.lost = True
        copy, deal = self.copy, self.deal
        if self.lost or copy.phase != deal.phase or (deal.play is not None and copy.play.left != deal.play.left):
            self.lost = True
            return []
        return self.unable

    def _follow(self) -> None:
        copy, log = self.copy, self.deal.log
        while self.applied < len(log):
            phase, seat, action = log[self.applied]
            self.applied += 1
            play = copy.play if copy.phase == "play" else None
            before = len(play.auto) if play is not None else 0
            standing = play.standing if play is not None else None
            copy.apply(seat, action)
            if play is None or copy.play is not play:
                continue
            if action.kind in (A.PLAY, A.BURN):
                standing = action.set
            for other, step in play.auto[before:]:
                if step.kind == A.PASS and standing is not None and other not in play.burning:
                    self.unable.append((other, standing))


def evidence(passes, deal, seat: int) -> list[tuple[int, object]]:
    """(other seat, set) for each set another seat still holding cards was seen unable to beat, each once; where a
    seat passed on two sets one of which beats the other, the weaker says more and the stronger is left out."""
    play, relation = deal.play, deal.t.relation
    seen = {}
    for other, standing in passes:
        if other != seat and play.left[other] > 0:
            seen.setdefault((other, standing), (other, standing))
    kept = []
    for other, standing in seen.values():
        if not any(o == other and s != standing and relation.beats(standing, s) for o, s in seen.values()):
            kept.append((other, standing))
    return kept


def could_beat(relation, hand, standing) -> bool:
    return moves.has_beat(relation, hand, standing)
