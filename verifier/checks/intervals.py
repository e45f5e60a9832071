"""The rows of a table as intervals of reachable scores, so that overlaps are found by a sweep, not pair by pair.

A row is a conjunction of comparisons of the attackers' points with numbers, and perhaps of who won the last trick;
so for each side winning the last trick, the scores it matches are one interval of multiples of the point step
(or none). Overlaps of n rows are then found in O(n log n + overlaps) by sweeping the intervals in order (a table of
200 rows took 45 s pair by pair with the solver, one query per pair); the solver is kept for what is not intervals.
"""
from __future__ import annotations

import heapq
from dataclasses import dataclass

from ..model import Compare, LastTrickCondition, PointsCondition, Side, TableRow


@dataclass(frozen=True)
class Band:
    """The reachable scores a row matches with one side winning the last trick: low to high, in steps."""

    low: int
    high: int

    def __contains__(self, other: "Band") -> bool:
        return self.low <= other.low and other.high <= self.high


def band(row: TableRow, attackers_last: bool, step: int, most: int, least: int = 0) -> Band | None:
    """The scores (multiples of `step` from `least` to `most`) the row matches when the last trick goes as said."""
    low, high = least, most
    for cond in row.conditions:
        if isinstance(cond, LastTrickCondition):
            if (cond.side == Side.ATTACKERS) != attackers_last:
                return None
        elif isinstance(cond, PointsCondition):
            v = cond.value
            if cond.compare == Compare.EQ:
                low, high = max(low, v), min(high, v)
            elif cond.compare == Compare.LT:
                high = min(high, v - 1)
            elif cond.compare == Compare.LE:
                high = min(high, v)
            elif cond.compare == Compare.GT:
                low = max(low, v + 1)
            else:
                low = max(low, v)
    low = -(-low // step) * step  # up to the next multiple of the step
    high = high // step * step
    return Band(low, high) if low <= high else None


def bands(rows, step: int, most, least: int = 0) -> list[dict[bool, Band]]:
    """For each row, its band for each side winning the last trick (`most(attackers_last)` bounds the scores)."""
    out = []
    for row in rows:
        found = {}
        for attackers_last in (False, True):
            b = band(row, attackers_last, step, most(attackers_last), least)
            if b is not None:
                found[attackers_last] = b
        out.append(found)
    return out


def overlapping(found: list[dict[bool, Band]]) -> dict[tuple[int, int], tuple[int, bool]]:
    """Every pair of rows (i < j) matching a common score: the smallest such score and the last trick there
    (the declarers' when both sides give the same smallest score)."""
    pairs: dict[tuple[int, int], tuple[int, bool]] = {}
    for attackers_last in (False, True):
        starts = sorted((b[attackers_last].low, i) for i, b in enumerate(found) if attackers_last in b)
        active: list[tuple[int, int]] = []  # (high, row) of the bands begun and not yet ended
        for low, i in starts:
            while active and active[0][0] < low:
                heapq.heappop(active)
            for _high, k in active:
                pair = (min(i, k), max(i, k))
                if pair not in pairs or low < pairs[pair][0]:
                    pairs[pair] = (low, attackers_last)
            heapq.heappush(active, (found[i][attackers_last].high, i))
    return pairs


def within(inner: dict[bool, Band], outer: dict[bool, Band]) -> bool:
    """Whether every score the first row matches, the second matches too (the first is a special case of it)."""
    return all(side in outer and b in outer[side] for side, b in inner.items())


def meets(one: dict[bool, Band], other: dict[bool, Band]) -> bool:
    """Whether two rows match some common score."""
    return any(side in other and b.low <= other[side].high and other[side].low <= b.high for side, b in one.items())


def first_uncovered(own: dict[bool, Band], earlier: list[dict[bool, Band]], step: int) -> int | None:
    """The smallest score a row matches that none of the earlier rows matches (None: they shadow it)."""
    found = []
    for side, b in own.items():
        score = b.low
        for other in sorted((e[side] for e in earlier if side in e), key=lambda x: x.low):
            if other.low > score:
                break
            score = max(score, other.high + step)
        if score <= b.high:
            found.append(score)
    return min(found, default=None)
