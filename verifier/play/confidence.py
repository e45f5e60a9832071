"""95% confidence intervals, for the tournament and the balance reports: a rate (Wilson's score interval), a mean
(Student's t), a difference of two rates or of two independent means (normal approximation), a paired difference
(the mean of per-deal differences, as duplicate deals give them)."""
from __future__ import annotations

import math

Z = 1.959963984540054  # the normal quantile of 97.5%

# Student's t quantile of 97.5% for 1..30 degrees of freedom (beyond: the normal's)
_T = (12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160, 2.145, 2.131, 2.120,
      2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042)


def _t(df: int) -> float:
    return _T[df - 1] if 1 <= df <= len(_T) else Z


def interval(value: float | None, low: float | None, high: float | None, n: int) -> dict:
    r = lambda x: None if x is None else round(x, 4)  # noqa: E731
    return {"value": r(value), "low": r(low), "high": r(high), "n": n}


def rate(k: float, n: int) -> dict:
    """A proportion k/n with Wilson's 95% interval (k may be fractional: a draw counts a half)."""
    if n == 0:
        return interval(None, None, None, 0)
    p = k / n
    centre = (p + Z * Z / (2 * n)) / (1 + Z * Z / n)
    half = Z * math.sqrt(p * (1 - p) / n + Z * Z / (4 * n * n)) / (1 + Z * Z / n)
    return interval(p, max(0.0, centre - half), min(1.0, centre + half), n)


class Moments:
    """Count, sum and sum of squares of values added one at a time (constant memory)."""

    __slots__ = ("n", "s", "ss")

    def __init__(self):
        self.n, self.s, self.ss = 0, 0.0, 0.0

    def add(self, x: float) -> None:
        self.n += 1
        self.s += x
        self.ss += x * x

    def merge(self, other: "Moments") -> None:
        self.n += other.n
        self.s += other.s
        self.ss += other.ss

    @property
    def mean(self) -> float | None:
        return self.s / self.n if self.n else None

    @property
    def variance(self) -> float:
        if self.n < 2:
            return 0.0
        return max(0.0, (self.ss - self.s * self.s / self.n) / (self.n - 1))

    def interval(self) -> dict:
        """The mean with Student's 95% interval."""
        if not self.n:
            return interval(None, None, None, 0)
        half = _t(self.n - 1) * math.sqrt(self.variance / self.n) if self.n > 1 else math.inf
        return interval(self.mean, self.mean - half if self.n > 1 else None,
                        self.mean + half if self.n > 1 else None, self.n)


def mean(values) -> dict:
    m = Moments()
    for x in values:
        m.add(x)
    return m.interval()


def significant(ci: dict, even: float = 0.0) -> bool:
    """Whether a 95% interval lies wholly on one side of `even`."""
    return ci["low"] is not None and (ci["low"] > even or ci["high"] < even)


def rate_difference(k1: float, n1: int, k2: float, n2: int) -> dict:
    """p1 - p2 of two independent rates, with the normal 95% interval."""
    if not n1 or not n2:
        return interval(None, None, None, min(n1, n2))
    p1, p2 = k1 / n1, k2 / n2
    half = Z * math.sqrt(p1 * (1 - p1) / n1 + p2 * (1 - p2) / n2)
    return interval(p1 - p2, p1 - p2 - half, p1 - p2 + half, min(n1, n2))


def mean_difference(a: Moments, b: Moments) -> dict:
    """The difference of two independent means, with the normal (Welch) 95% interval."""
    if not a.n or not b.n:
        return interval(None, None, None, min(a.n, b.n))
    d = a.mean - b.mean
    half = Z * math.sqrt(a.variance / a.n + b.variance / b.n)
    return interval(d, d - half, d + half, min(a.n, b.n))
