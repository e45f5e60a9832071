"""Mutants equivalent by what they rule, beyond equal compiled rules: a trick-taking scoring table whose rows, put in
another order or with a condition dropped, settle every score alike.

Under `precedence: first-row` two rows that no score matches both may come in either order, and a condition an
earlier row already excludes (`points >= 40` after `points < 40`) may go: the compiled rules differ, the game does
not. Every score is tried on both tables (each multiple of the point step from the least, with either side winning
the last trick) up to past the last figure of either table by two whole periods of its steps: beyond the last
figure every condition keeps its truth, so the row chosen stays the same, and a per-step outcome repeats with its
period. Tables that depend on more than the points and the last trick (a kitty condition, a bid's scaling) are left
to the compiled comparison."""
from __future__ import annotations

import dataclasses
import math

from ..play.trick.game import Game
from .trick import _settles


def same_settlements(original, changed) -> bool:
    """Whether two compiled trick-taking rule sets differ only in their scoring rows, and settle every score alike."""
    if original.scoring == changed.scoring or dataclasses.replace(changed, scoring=original.scoring) != original:
        return False
    rows = original.scoring + changed.scoring
    if original.bid_reference is not None or any(row.kitty for row in rows):
        return False
    figures = [value for row in rows for _compare, value in row.conditions]
    figures += [reference for row in rows for _amount, _points, _way, reference in row.outcome.per_points]
    period = math.lcm(*[points for row in rows for _amount, points, _way, _reference in row.outcome.per_points], 1)
    step, least = original.point_step(), original.least_points()
    top = max(figures + [100 * (original.decks + 1)]) + 2 * period + step
    games = Game(original), Game(changed)
    for points in range(least, top + 1, step):
        for side in ("declarers", "attackers"):
            found = []
            for game in games:
                try:
                    found.append(_settles(game.settle(points, side)))
                except ValueError:
                    found.append(None)
            if found[0] != found[1]:
                return False
    return True
