"""The engine's answer to a worked example of calling a friend (找朋友): the declarer calls the Nth copy of a card,
then the called card is played; whoever plays the called copy is the friend, and the declarer who plays it is alone
(1打4). The deal's own phase (phases/friends.py: `call_allowed`, then `_reveal` at each play) decides, so that
the checker (checks/trick/situations/friends.py) and the facade (engine.Game) answer as the referee plays."""
from __future__ import annotations

from dataclasses import dataclass

from .deal import Refusal, _deal
from ..engine import Engine


@dataclass(frozen=True)
class Called:
    """After the call and the plays: the friend's seat (None: no friend: the declarer played the called copy, or it
    was not played), whether the called copy was played (and at which play, 1 for the first), or the refusal of the
    call."""

    friend: int | None
    found_at: int | None = None
    refusal: Refusal | None = None


def friend_call(engine: Engine, level: str, trump: str, card: int, copy: int, held, plays) -> Called:
    """The declarer at seat 0, holding `held` (card ids), calls the `copy`th copy of `card` in a deal at `level`
    and `trump`; then the `plays` ((seat, card ids), in order) are made: who is the friend."""
    deal = _deal(engine, level, declarer=0)
    deal.trump, deal.order = trump, engine.order(level, trump)
    deal.phase = "friend"
    for c in held:
        deal.hands[0][c] += 1
    why = deal.call_allowed(0, card, copy)
    if why:
        return Called(None, refusal=Refusal(1, why, deal.ref("friends")))
    deal.call = (card, copy)
    deal.phase = "tricks"
    found_at = None
    for index, (seat, cards) in enumerate(plays, 1):
        deal._reveal(seat, list(cards))
        if deal.friend_found and found_at is None:
            found_at = index
    return Called(deal.friend, found_at)
