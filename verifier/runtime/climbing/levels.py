"""Team levels across a match (级, Guandan): the level each team stands on, the level a deal is played at (that of the
team that won the deal before), the rules of that deal (the level rank moved to its place in the rank order, the wild
card of the level rank), and the climb after it (the first out's team climbs its points of the settlement, stopping
on a defended level it did not play; passing the top wins the match and starts both teams again from the bottom)."""
from __future__ import annotations

from dataclasses import replace
from typing import NamedTuple


class Standing(NamedTuple):
    """The teams' levels before a deal: the index on the ladder of each team (team 0, team 1), and the level the deal
    is played at."""

    teams: tuple[int, ...]
    level: str
    won: int | None = None  # the team that passed the top in the deal before (the match won), else None


def first(rules) -> Standing | None:
    """The standing of a match's first deal: every team at the bottom, the deal at the bottom level."""
    lv = rules.levels
    return None if lv is None else Standing((0, 0), lv.ladder[0])


def rules_at(rules, level: str):
    """The rules of a deal played at `level`: the level rank at the level's place of the rank order (级牌), the wild
    card of that rank where the wild card follows the level."""
    lv = rules.levels
    ranks = [r for r in lv.natural if r != level]
    ranks.insert(lv.place, level)
    wild = replace(rules.wild, rank=level) if lv.wild and rules.wild is not None else rules.wild
    return replace(rules, ranks=tuple(ranks), wild=wild)


def after(rules, standing: Standing, first_out_team: int, points: int) -> Standing:
    """The standing after a deal at `standing.level` whose first out's team scored `points` (its climb)."""
    lv = rules.levels
    teams = list(standing.teams)
    at = teams[first_out_team]
    here = lv.ladder[at]
    played_own = standing.level == here  # the deal was played at the winners' own level
    top = len(lv.ladder) - 1
    won = None
    if here in lv.defended and not played_own:
        new = at  # a defended level is passed only by winning a deal played at it (打 A)
    else:
        new = at + max(points, 0)
        stop = next((i for i in range(at + 1, min(new, top) + 1) if lv.ladder[i] in lv.defended), None)
        new = new if stop is None else min(new, stop)  # a rise stops on a defended level
        if new > top:
            won, new = first_out_team, top
    teams[first_out_team] = new
    if won is not None:  # past the top: both teams start again from the bottom (`match-won`: a new match)
        return Standing((0, 0), lv.ladder[0], won if lv.past_top == "match-won" else None)
    return Standing(tuple(teams), lv.ladder[teams[first_out_team]])
