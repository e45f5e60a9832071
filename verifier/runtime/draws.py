"""Draws of `random.Random` made with fewer Python calls, giving exactly what its own methods give.

`random.Random.shuffle` and `randrange(n)` call the Python method `_randbelow` for each number drawn; at every deal
(the deck) and every lead of a random player that is a call of its own per number. Here the same numbers are drawn
from `getrandbits` inline, the way `_randbelow_with_getrandbits` draws them (CPython 3.2 and later), so that a seed
gives the same deal and the same plays. A generator of another class (a subclass may draw otherwise) is asked by
its own methods. tests/engine/test_draws.py compares both on many seeds.
"""
from __future__ import annotations

import random

_BITS = tuple(n.bit_length() for n in range(1024))  # the bits drawn for a number below n (n < 1024)


def shuffle(rng: random.Random, cards: list) -> None:
    """`rng.shuffle(cards)`: the same permutation, from the same draws."""
    if type(rng) is not random.Random or len(cards) >= len(_BITS):
        rng.shuffle(cards)
        return
    getrandbits = rng.getrandbits
    for i, k in _steps(len(cards)):  # (as random.shuffle: x[i] swapped with x[randbelow(i + 1)])
        j = getrandbits(k)
        while j > i:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]


_STEPS: dict[int, tuple[tuple[int, int], ...]] = {}


def _steps(size: int) -> tuple[tuple[int, int], ...]:
    """For a list of `size`: each position from the last down to 1, with the bits drawn for a number up to it."""
    found = _STEPS.get(size)
    if found is None:
        found = _STEPS[size] = tuple((i, _BITS[i + 1]) for i in range(size - 1, 0, -1))
    return found


def below(rng: random.Random, n: int) -> int:
    """`rng.randrange(n)` for n > 0 (and so `rng.choice`'s index): the same number, from the same draws."""
    if type(rng) is not random.Random or not 0 < n < len(_BITS):
        return rng.randrange(n)
    getrandbits = rng.getrandbits
    k = _BITS[n]
    j = getrandbits(k)
    while j >= n:
        j = getrandbits(k)
    return j
