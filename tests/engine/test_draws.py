"""runtime/draws.py gives what `random.Random`'s own methods give: the same permutation of a deck and the same
number below n, from the same draws (the generator left in the same state), so a seed plays the same deals."""
import random

import pytest

from verifier.runtime.trick import draws


def test_shuffle_is_random_shuffle():
    for seed in range(300):
        size = (0, 1, 2, 3, 52, 54, 100, 108, 162, 1023, 1024, 1500)[seed % 12]
        fast, plain = random.Random(seed), random.Random(seed)
        a, b = list(range(size)), list(range(size))
        draws.shuffle(fast, a)
        plain.shuffle(b)
        assert a == b, (seed, size)
        assert fast.getstate() == plain.getstate(), (seed, size)


def test_below_is_randrange():
    for seed in range(300):
        fast, plain = random.Random(seed), random.Random(seed)
        for n in (1, 2, 3, 5, 7, 8, 9, 31, 32, 33, 100, 1000, 1023, 1024, 5000):
            assert draws.below(fast, n) == plain.randrange(n), (seed, n)
        assert fast.getstate() == plain.getstate(), seed


class _Counting(random.Random):
    """A generator of another class: asked by its own methods."""

    def __init__(self, seed):
        super().__init__(seed)
        self.asked = []

    def shuffle(self, x):
        self.asked.append("shuffle")
        super().shuffle(x)

    def randrange(self, *args):
        self.asked.append("randrange")
        return super().randrange(*args)


@pytest.mark.parametrize("how", ["shuffle", "randrange"])
def test_another_generator_is_asked_itself(how):
    rng = _Counting(5)
    if how == "shuffle":
        draws.shuffle(rng, list(range(10)))
    else:
        draws.below(rng, 10)
    assert rng.asked == [how]


def test_sample_is_random_sample():
    """The same items in the same order and the generator left in the same state, for the pools `sample` keeps
    (small populations, and the larger ones it keeps for k above 5) and the sets it uses beyond them."""
    for seed in range(300):
        size = (1, 2, 3, 5, 8, 21, 22, 40, 85, 86, 200)[seed % 11]
        for k in sorted({min(size, k) for k in (0, 1, 2, 3, 5, 6, 8, size)}):
            fast, plain = random.Random(seed), random.Random(seed)
            items = [f"c{i}" for i in range(size)]
            assert draws.sample(fast, items, k) == plain.sample(items, k), (seed, size, k)
            assert fast.getstate() == plain.getstate(), (seed, size, k)
            assert items == [f"c{i}" for i in range(size)]  # the population is left as it was
