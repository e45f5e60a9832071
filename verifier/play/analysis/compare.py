"""Two balance reports side by side (`analyse A --against B`): every figure with an interval in both, the difference
A - B with its normal 95% interval (the standard errors of two independent samples combined: a rate's from its
value and deals, a mean's from its interval), and whether it is significant (the interval excludes 0)."""
from __future__ import annotations

import math

from ..confidence import Z, interval


def _is_interval(x) -> bool:
    return isinstance(x, dict) and {"value", "low", "high", "n"} <= set(x)


def _figures(report, path=()):
    """(path, interval) of every figure with an interval, in the report's order."""
    if _is_interval(report):
        yield path, report
        return
    if isinstance(report, dict):
        for key, value in report.items():
            yield from _figures(value, path + (str(key),))
    elif isinstance(report, list):
        for i, value in enumerate(report):
            label = str(value.get("seat", i)) if isinstance(value, dict) else str(i)
            yield from _figures(value, path + (label,))


def _se(ci: dict, is_rate: bool) -> float | None:
    if ci["value"] is None or ci["n"] < 2:
        return None
    if is_rate:
        p = ci["value"]
        return math.sqrt(max(p * (1 - p), 1e-12) / ci["n"])
    if ci["low"] is None:
        return None
    return (ci["high"] - ci["low"]) / (2 * Z)


RATES = ("win_rate", "rate", "first_out", "last_out", "sweeps", "bonus_paid", "attackers_won_last_trick",
         "failure_rate")


def compare(a: dict, b: dict) -> list[dict]:
    """The figures of both reports, each with A's, B's, the difference and whether it is significant."""
    theirs = dict(_figures(b))
    out = []
    for path, ci in _figures(a):
        other = theirs.get(path)
        if other is None:
            continue
        is_rate = path[-1] in RATES or (len(path) > 1 and path[0] in ("settlements", "tables")) or \
            path[-1] == "declarers_win_rate"
        s1, s2 = _se(ci, is_rate), _se(other, is_rate)
        if s1 is None or s2 is None or other["value"] is None:
            diff = interval(None, None, None, 0)
            significant = False
        else:
            d = ci["value"] - other["value"]
            half = Z * math.sqrt(s1 * s1 + s2 * s2)
            diff = interval(d, d - half, d + half, min(ci["n"], other["n"]))
            significant = d - half > 0 or d + half < 0
        out.append({"figure": " / ".join(path), "a": ci, "b": other, "difference": diff, "significant": significant})
    return out
