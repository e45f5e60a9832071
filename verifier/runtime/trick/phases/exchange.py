"""An exchange of cards between players (换牌).

Who gives to whom is the variant's `with`:
- `opponents`: every player gives to the opponent after them in the direction of play (the next seat, with fixed
  partners in alternate seats); `partner`: to the seat opposite. Every player gives the same number of cards, chosen
  from their own hand before any card changes hands, so a card received is never given on.
- `eaten` (三五番: 大的把小的吃掉, 然后在换三张牌给对方): the player whose declaration stands ate every other player's
  last declaration. Each eaten player gives the cards of that declaration to the eater, who gives as many back.

Which cards the giver chooses is `cards`: `any`; or `in-kind` (吃什么色给什么色的牌，吃的王要回张固定主), for each card
received one of its kind — a card of its suit (not a permanent trump) for a suited card, a permanent trump for a
joker — while the hand holds them, and any cards for the rest. The referee checks the count, the hand and the kinds.
"""

from __future__ import annotations

from collections import Counter

from .. import ids as I
from ..state import EngineError, Illegal

PERMANENT = "permanent"  # the kind of card given back for a joker: a permanent trump (固定主)


class ExchangePhase:
    """A part of runtime.game.Deal, which holds the state and calls these in order."""

    def exchange_receiver(self, seat: int) -> int:
        """The player to whom `seat` gives its cards (`opponents` and `partner`)."""
        if self.friends:
            raise EngineError("an exchange of cards needs fixed partners (the sides are hidden with found friends)")
        if self.rules.exchange_with == "partner":
            return (seat + self.n // 2) % self.n
        if self.rules.exchange_with == "opponents":
            return (seat + 1) % self.n
        raise EngineError(f"the engine does not support an exchange `with: {self.rules.exchange_with}`")

    def exchange_count(self) -> int:
        return self.rules.exchange_count or 0

    def eaten(self) -> list[tuple[int, list[int]]]:
        """(player, the cards of their declaration) for each declaration the standing one ate: every other
        player's last declaration, in the order they were made."""
        standing = self.standing
        if standing is None:
            return []
        last = {}
        for decl in self.declarations:
            if decl.player != standing.player:
                last[decl.player] = decl
        return [(d.player, list(d.cards)) for d in sorted(last.values(), key=self.declarations.index)]

    def exchange_kinds(self, seat: int) -> tuple[list[int], list[tuple[list[int], int]]]:
        """What `seat`, asked to give now, may give: the cards it holds and has not given yet, and with `cards:
        in-kind` for each kind received (the cards of that kind among them, how many of that kind were received).
        Any cards make up for a kind the hand holds too few of."""
        left = Counter({c: n for c, n in enumerate(self.hands[seat]) if n}) - self._pledged[seat]
        held = sorted(left.elements())
        received = self._receiving
        if self.rules.exchange_cards != "in-kind" or received is None:
            return held, []
        wanted = Counter(I.SUIT_OF[c] or PERMANENT for c in received)  # a fixed trump received is of its suit too
        return held, [([c for c in held if self._kind(c) == kind], n) for kind, n in sorted(wanted.items())]

    def _kind(self, card: int) -> str:
        """A joker: `joker`; a permanent trump (固定主): `permanent`; another card: its suit. A joker received is paid
        back with a permanent trump (吃的王要回张固定主)."""
        suit = I.SUIT_OF[card]
        return "joker" if suit is None else PERMANENT if I.RANK_OF[card] in self.rules.permanent else suit

    def _exchange(self, agents) -> None:
        count = self.exchange_count()
        if count <= 0:
            return
        if self.rules.exchange_cards not in ("any", "in-kind"):
            raise EngineError(f"the engine does not support an exchange of `cards: {self.rules.exchange_cards}`")
        self.phase = "exchange"
        self._pledged = [Counter() for _ in range(self.n)]
        if self.rules.exchange_with == "eaten":
            swaps = []
            for player, cards in self.eaten():  # the eaten cards, known to all, then the cards given back
                eater = self.standing.player
                self._pledged[player].update(cards)
                swaps += [(player, eater, cards), (eater, player, self._given(agents, eater, player, cards))]
        else:
            if self.rules.exchange_cards == "in-kind":
                raise EngineError("`cards: in-kind` gives back in kind of the cards received: it needs `with: eaten`")
            swaps = []
            for seat in range(self.n):
                receiver = self.exchange_receiver(seat)
                swaps.append((seat, receiver, self._given(agents, seat, receiver, None)))
        self.exchanged = []
        for seat, receiver, cards in swaps:
            for c in cards:
                self.hands[seat][c] -= 1
                self.hands[receiver][c] += 1
            self.exchanged.append({"player": seat, "receiver": receiver, "cards": I.names(cards)})

    def _given(self, agents, seat: int, receiver: int, received: list[int] | None) -> list[int]:
        """The cards `seat` chooses to give `receiver` (for `received`, with `with: eaten`), checked."""
        count = len(received) if received is not None else self.exchange_count()
        self._receiving = received
        cards = list(agents[seat].exchange(self, seat, count, receiver))
        why = self.exchange_refusal(seat, cards, count)
        if why is not None:
            raise Illegal(self.where(player=seat), why, self.ref("exchange"))
        self._pledged[seat].update(cards)
        self.stats.decisions += 1
        return cards

    def exchange_refusal(self, seat: int, cards: list, count: int) -> str | None:
        """Why `seat` may not give these cards now (the count, the hand, the kinds), or None."""
        if len(cards) != count:
            return f"each player gives {count} card(s) in the exchange; {len(cards)} given"
        left = list(self.hands[seat])
        for c, n in self._pledged[seat].items():
            left[c] -= n
        for c in cards:
            if not isinstance(c, int) or not 0 <= c < I.COUNT or left[c] <= 0:
                name = I.NAMES[c] if isinstance(c, int) and 0 <= c < I.COUNT else repr(c)
                return f"{name} cannot be given: it is not in the hand"
            left[c] -= 1
        given = Counter(self._kind(c) for c in cards)
        for pool, n in self.exchange_kinds(seat)[1]:
            if pool and given[(kind := self._kind(pool[0]))] < min(n, len(pool)):
                what = "permanent trump(s)" if kind == PERMANENT else f"card(s) of {kind}"
                return (f"{min(n, len(pool))} {what} must be given back for {' '.join(I.names(self._receiving))} "
                        f"(in kind of the cards received); {given[kind]} given")
        return None
