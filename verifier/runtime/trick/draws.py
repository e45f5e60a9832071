"""Draws of `random.Random` made with fewer Python calls, giving exactly what its own methods give.

`random.Random.shuffle`, `randrange(n)` (so `choice`) and `sample` call the Python method `_randbelow` for each
number drawn; at every deal (the deck) and every lead of a random player that is a call of its own per number. Here the same numbers are drawn
from `getrandbits` inline, the way `_randbelow_with_getrandbits` draws them (CPython 3.2 and later), so that a seed
gives the same deal and the same plays. A generator of another class (a subclass may draw otherwise) is asked by
its own methods. tests/engine/test_draws.py compares both on many seeds.
"""
from __future__ import annotations

import math
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


def sample(rng: random.Random, population, k: int) -> list:
    """`rng.sample(population, k)` of a list: the same items in the same order, from the same draws. `sample` draws
    from a pool it keeps where the population is small for k (up to 21 items, more when k > 5), as here; otherwise it
    is asked itself."""
    n = len(population)
    if type(rng) is not random.Random or type(population) is not list or not 0 <= k <= n or n >= len(_BITS) or \
            n > 21 + (4 ** math.ceil(math.log(k * 3, 4)) if k > 5 else 0):
        return rng.sample(population, k)
    getrandbits = rng.getrandbits
    pool = population[:]
    result = []
    for left in range(n, n - k, -1):  # (as sample: the j-th of the `left` items not yet taken, then the last moved)
        bits = _BITS[left]
        j = getrandbits(bits)
        while j >= left:
            j = getrandbits(bits)
        result.append(pool[j])
        pool[j] = pool[left - 1]
    return result
