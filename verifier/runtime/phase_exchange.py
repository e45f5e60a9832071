"""An exchange of cards between players (换牌): every player gives the same number of cards to another player.

Who receives is the variant's `with`: `opponents`, the opponent after the giver in the direction of play (the next
seat, with fixed partners in alternate seats); `partner`, the seat opposite. Every player chooses from their own hand
before any card changes hands, so a card received is never given on. The referee checks the count and that each
card is in the giver's hand.
"""

from __future__ import annotations

from . import ids as I
from .state import EngineError, Illegal


class ExchangePhase:
    """A part of runtime.game.Deal, which holds the state and calls these in order."""

    def exchange_receiver(self, seat: int) -> int:
        """The player to whom `seat` gives its cards."""
        if self.friends:
            raise EngineError("an exchange of cards needs fixed partners (the sides are hidden with found friends)")
        if self.rules.exchange_with == "partner":
            return (seat + self.n // 2) % self.n
        if self.rules.exchange_with == "opponents":
            return (seat + 1) % self.n
        raise EngineError(f"the engine does not support an exchange `with: {self.rules.exchange_with}`")

    def exchange_count(self) -> int:
        return self.rules.exchange_count or 0

    def _exchange(self, agents) -> None:
        count = self.exchange_count()
        if count <= 0:
            return
        if self.rules.exchange_cards != "any":
            raise EngineError(f"the engine does not support an exchange of `cards: {self.rules.exchange_cards}`")
        self.phase = "exchange"
        rule = self.ref("exchange")
        given: list[list[int]] = []
        for seat in range(self.n):
            receiver = self.exchange_receiver(seat)
            cards = list(agents[seat].exchange(self, seat, count, receiver))
            where = self.where(player=seat)
            if len(cards) != count:
                raise Illegal(where, f"each player gives {count} card(s) in the exchange; {len(cards)} given", rule)
            left = list(self.hands[seat])
            for c in cards:
                if not isinstance(c, int) or not 0 <= c < I.COUNT or left[c] <= 0:
                    name = I.NAMES[c] if isinstance(c, int) and 0 <= c < I.COUNT else repr(c)
                    raise Illegal(where, f"{name} cannot be given: it is not in the hand", rule)
                left[c] -= 1
            given.append(cards)
            self.stats.decisions += 1
        self.exchanged = []
        for seat, cards in enumerate(given):
            receiver = self.exchange_receiver(seat)
            for c in cards:
                self.hands[seat][c] -= 1
                self.hands[receiver][c] += 1
            self.exchanged.append({"player": seat, "receiver": receiver, "cards": I.names(cards)})
