"""The engine's answer to a worked example of a deal nobody declares in (`nobody-declares`: 无人亮主): the kitty is
turned over as the example gives it, and the deal's own phase (runtime/trick/phases/trump.py, `_settle_trump`) tries the
variant's fallbacks in order (draw a kitty card, match the level in the kitty, the lowest kitty card, no-trump, deal
again). The checker (checks/trick/situations/nobody.py) and the facade (engine.Game) answer as the referee plays."""
from __future__ import annotations

import random
from dataclasses import dataclass

from .deal import _deal
from ..engine import Engine


@dataclass(frozen=True)
class Undeclared:
    """How a deal nobody declared in goes on: the trump (a suit or "NT"; None: the cards are dealt again), the
    declarer as a player from the first receiver (1; in a later deal, the declarer carried over), the fallback that
    decided ("redeal" when dealt again; "no-trump" also when every fallback failed), and whether the declarer was
    drawn with the deal's chance (`nobody-declares-declarer: random`), so that no example can name them."""

    trump: str | None
    declarer: int | None
    fallback: str
    drawn: bool = False


class _Chance(random.Random):
    """The deal's chance, noting whether the deal drew from it (a random declarer)."""

    drawn = False

    def randrange(self, *args, **kwargs):
        self.drawn = True
        return super().randrange(*args, **kwargs)


def nobody_declares(engine: Engine, first_deal: bool, level: str, kitty) -> Undeclared:
    """A deal at `level` (the first of the match, or a later one whose declarer carried over) that ends with no
    declaration, its kitty `kitty` (card ids, in the order they are turned over): what the fallbacks make of it."""
    deal = _deal(engine, level, declarer=None if first_deal else 0)
    deal.kitty = list(kitty)
    deal.rng = chance = _Chance(0)
    deal.dealt = deal.n * engine.rules.hand
    deal.last_round = True
    deal.phase = "declaring"
    if not deal._settle_trump():
        return Undeclared(None, None, deal.fallback or "redeal")
    deal._no_trump_level()
    player = (deal.declarer - deal.first) % deal.n + 1
    return Undeclared(deal.trump, player, deal.fallback, chance.drawn)
