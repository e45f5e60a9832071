"""Finding Friends (找朋友): the declarer calls a card after the kitty; who plays the called copy is the friend.

The call names a card and which copy of it played counts (the first, the second, …). Until that copy is played the
friend is hidden; the player who plays it joins the declarer's side. When the declarer plays it, or it lies in the
kitty, the declarer has no friend and plays alone against all the others.
"""

from __future__ import annotations

from .. import ids as I
from ..state import Illegal


class FriendPhase:
    """A part of runtime.game.Deal, which holds the state and calls these in order."""

    def copies(self, card: int) -> int:
        """How many copies of a card the deck holds."""
        kept = self.__dict__.get("_copies")  # counted once a deal: a player asks it for every card of the deck
        if kept is None:
            kept = self._copies = I.counts(self.deck)
        return kept[card]

    def call_allowed(self, seat: int, card: int, nth: int) -> str | None:
        """Why a call is not allowed, or None."""
        copies = self.copies(card) if 0 <= card < I.COUNT else 0
        if copies == 0:
            return "the called card is not in the deck"
        if not 1 <= nth <= copies:
            return f"the deck holds {copies} {I.NAMES[card]}: the copy called is copy 1 to {copies}"
        if not self.rules.friend_own_card and self.hands[seat][card] > 0:
            return f"the declarer holds {I.NAMES[card]} and may not call a card they hold"
        return None

    def _call_friend(self, agents) -> None:
        self.phase = "friend"
        d = self.declarer
        answer = agents[d].call_friend(self, d)
        self.stats.decisions += 1
        where = self.where(player=d)
        try:
            card, nth = int(answer[0]), int(answer[1])
        except (TypeError, ValueError, IndexError):
            raise Illegal(where, "the declarer calls a friend by a card and which copy of it", self.ref("friends"))
        why = self.call_allowed(d, card, nth)
        if why:
            raise Illegal(where, why, self.ref("friends"))
        self.call = (card, nth)

    def call_record(self) -> dict | None:
        if self.call is None:
            return None
        return {"card": I.NAMES[self.call[0]], "nth": self.call[1]}

    def _reveal(self, seat: int, cards: list[int]) -> None:
        """Count the called card in a play; the player of the called copy becomes the friend (not the declarer)."""
        if self.call is None or self.friend_found:
            return
        card, nth = self.call
        self.called_seen += sum(1 for c in cards if c == card)
        if self.called_seen >= nth:
            self.friend_found = True
            self.friend_trick = len(self.trick_log) + 1
            if seat != self.declarer:
                self.friend = seat
