"""Which cards a player prefers, as keys to sort them by (card id -> sortable): cheap cards, strong cards, point cards,
or a random draw per card. The players' follows are filled by a key (follows.py).
"""
from __future__ import annotations

import random

from ..order import Order, T


def low_key(order: Order):
    """Prefer cheap cards: no points, not trump, weakest."""
    g, v, point = order.g, order.v, order.point
    return lambda c: (point[c] > 0, g[c] == T, v[c], c)


def high_key(order: Order):
    g, v = order.g, order.v
    return lambda c: (-v[c] if g[c] == T else -v[c], c)


def points_key(order: Order):
    """Prefer point cards (to give them to a partner who wins the trick), then cheap cards."""
    g, v, point = order.g, order.v, order.point
    return lambda c: (-point[c], g[c] == T, v[c], c)


def random_key(rng: random.Random):
    """A key drawing one random number per card, the first time the card is asked for."""
    table: dict[int, float] = {}
    get, draw = table.get, rng.random

    def key(c):
        found = get(c)
        if found is None:
            found = table[c] = draw()
        return found
    return key
