"""The trump and the declarer, once the cards are dealt: the standing declaration fixes them; with none, the variant's
fallbacks apply in order (no-trump, redeal, draw-kitty-card, kitty-match, lowest-kitty-card), and no-trump when all
fail. At the no-trump level the deal has no trump suit, whatever was declared."""
from __future__ import annotations

from ...cards import NO_TRUMP_LEVEL
from .. import ids as I
from ..state import MAX_REDEALS, EngineError


class TrumpPhase:
    """A part of runtime.game.Deal, which holds the state and calls these in order."""

    def _settle_trump(self) -> bool:
        """Fix the trump and the declarer; False when the deal must be dealt again."""
        rules = self.rules
        if self.standing is not None:
            decl = self.standing
            if not decl.suit:  # the next drawn suit never came: the first suited card of the kitty
                decl.suit = next((I.SUIT_OF[c] for c in self.kitty if I.SUIT_OF[c]), "NT")
            self.trump = decl.suit
            turned = self.turn_declarer()  # `turn: declarers`: the first declarer keeps the kitty and leads
            if turned is not None:
                self.declarer = turned
            if self.declarer is None:
                how = rules.next_first_deal if rules.next_first_deal not in (None, "first-to-declare") \
                    else rules.first_declarer
                if how == "last-to-declare":
                    self.declarer = decl.player
                elif how == "random":
                    self.declarer = self.rng.randrange(self.n)
                else:
                    self.declarer = self.declarations[0].player
            return True
        fallbacks = rules.nobody_declares_first_deal if self.first_deal and rules.nobody_declares_first_deal \
            else rules.nobody_declares
        for fallback in fallbacks:
            if fallback == "redeal":
                if len(self.redeals) >= MAX_REDEALS:
                    continue
                self.fallback = "redeal"
                return False
            done = self._fallback(fallback)
            if done:
                self.fallback = fallback
                return True
        self.fallback = "no-trump"
        self.trump = "NT"
        self._undeclared_declarer()
        return True

    def _no_trump_level(self) -> None:
        """At the no-trump level (`levels … to NT`) the deal has no trump suit, whatever was shown, bid or drawn
        (rbtying/shengji's trump_for(Rank::NoTrump, _)): no card is a level card there, so only a show without level
        cards (jokers) could be made, and it or the nobody-declares fallback decides only the declarer."""
        if self.level == NO_TRUMP_LEVEL:
            self.trump = "NT"

    def _undeclared_declarer(self) -> None:
        """Nobody declared and no declarer carries over: the first receiver, or a player drawn at random
        (`nobody-declares-declarer: random`, with the deal's chance generator, which the judge replays)."""
        if self.declarer is None:
            random_pick = self.rules.nobody_declares_declarer == "random"
            self.declarer = self.rng.randrange(self.n) if random_pick else self.first

    def _fallback(self, fallback: str) -> bool:
        if fallback == "no-trump":
            self.trump = "NT"
            self._undeclared_declarer()
            return True
        if fallback == "draw-kitty-card":
            if self.rules.drawn_joker == "no-trump" and self.kitty and I.SUIT_OF[self.kitty[0]] is None:
                self.trump = "NT"  # the drawn card is a joker: no-trump
                self._undeclared_declarer()
                return True
            suit = next((I.SUIT_OF[c] for c in self.kitty if I.SUIT_OF[c]), None)
            if suit is None:
                return False
            self.trump = suit
            self._undeclared_declarer()
            return True
        if fallback == "kitty-match":
            for index, card in enumerate(self.kitty):
                if I.RANK_OF[card] == self.level:
                    self.trump = I.SUIT_OF[card]
                    if self.declarer is None:
                        self.declarer = (self.first + index) % self.n
                    return True
            return False
        if fallback == "lowest-kitty-card":
            turned = self.kitty[:self.n]
            ranks = self.rules.ranks

            def low(card: int) -> int:  # natural strength: jokers highest, then the rank order of a suit
                return 100 + card if I.SUIT_OF[card] is None else len(ranks) - ranks.index(I.RANK_OF[card])
            # a permanent trump (常主) is never the smallest card, whatever its rank: it is a trump, not a suit's card
            suited = [(low(c), i, c) for i, c in enumerate(turned)
                      if I.SUIT_OF[c] and I.RANK_OF[c] not in self.rules.permanent]
            if not suited:
                return False
            _, index, card = min(suited)
            self.trump = I.SUIT_OF[card]
            if self.declarer is None:
                self.declarer = (self.first + index) % self.n
            return True
        raise EngineError(f"nobody-declares fallback `{fallback}` is not supported")
