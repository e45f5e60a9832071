"""C506: a scoring step (`+1 per 40 points over 200`) as wide as the bands of the rows below it (issue 29, item 4).

Past its reference a table often goes on "依此类推": one level more per band of the same width as the rows before it.
A step of another width still holds together (no gap, no overlap, a monotone table), so nothing else notices it: a
40-point step copied into a table of 60-point bands, or a step moved by a slip. A warning, unless a `decision` on the
row says the step is meant.
"""
from __future__ import annotations

from ...diagnostics import Severity
from ...model import Family, PerPoints, PointsCondition, Position, Variant
from ..registry import check
from ..solver import labels, proved, refuted


def _band(row) -> tuple[int, int] | None:
    """The points a row covers, where it states both a lower and an upper bound."""
    low = [c.value for c in row.conditions if isinstance(c, PointsCondition) and c.compare.value in (">=", ">")]
    high = [c.value for c in row.conditions if isinstance(c, PointsCondition) and c.compare.value in ("<", "<=")]
    return (low[0], high[0]) if low and high else None


@check("C506", "a scoring step is as wide as the bands of the rows below it", family=Family.TRICK_TAKING)
def step_fits_the_bands(variant: Variant, ctx):
    rows = variant.scoring.rows if variant.scoring else ()
    for row in rows:
        for extra in row.outcome.extras:
            if not isinstance(extra, PerPoints) or extra.position != Position.OVER:
                continue
            below = [(r, band) for r in rows for band in [_band(r)] if band and band[1] <= extra.reference]
            near = below[-2:]  # the last bands before the reference: what "依此类推" goes on from
            widths = {high - low for _r, (low, high) in near}
            subject = f"the step of {extra.points} points over {extra.reference}"
            if len(widths) != 1 or extra.points in widths:
                yield proved("C506", subject)
                continue
            width = widths.pop()
            if any(cite.decision for cite in row.cites):
                yield proved("C506", f"{subject}: bands of {width} below it, as the variant decides")
                continue
            yield refuted("C506", subject, f"the step of {extra.points} points over {extra.reference} differs from "
                          f"the bands of {width} points of the rows below it", extra.span or row.span, variant,
                          severity=Severity.WARNING, label=f"per {extra.points} points",
                          secondary=labels(*((r.span, f"a band of {width}") for r, _band_ in near)),
                          witness={"step": extra.points, "bands": [list(band) for _r, band in near]},
                          help=f"write `per {width} points` if the table goes on as it began; if the step is meant, "
                               "say so with a cited `decision` on the row")
