"""Team levels across a match (级, Guandan): the level each team stands on, the level a deal is played at (that of the
team that won the deal before), the rules of that deal (the level rank moved to its place in the rank order, the wild
card of the level rank), and the climb after it (the first out's team climbs its points of the settlement, stopping
on a defended level, which it passes only by winning a deal played at it as its own, and goes back down after the
rules' number of failures there; passing the top wins the match and starts both teams again from the bottom)."""
from __future__ import annotations

from dataclasses import replace
from typing import NamedTuple


class Standing(NamedTuple):
    """The teams' levels before a deal: the index on the ladder of each team (team 0, team 1), and the level the deal
    is played at."""

    teams: tuple[int, ...]
    level: str
    won: int | None = None  # the team that passed the top in the deal before (the match won), else None
    team: int | None = None  # the team whose level the deal is played at (the first out's before); None: nobody's
    failures: tuple[int, ...] = (0, 0)  # each team's deals played at its defended level without passing it


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


def after(rules, standing: Standing, first_out_team: int, points: int, partner_last: bool = False) -> Standing:
    """The standing after a deal at `standing.level` whose first out's team scored `points` (its climb);
    `partner_last`: the first out's partner was out last."""
    lv = rules.levels
    teams, failures = list(standing.teams), list(standing.failures)
    at = teams[first_out_team]
    here = lv.ladder[at]
    top = len(lv.ladder) - 1
    won = None
    if here in lv.defended and not _passes(lv, standing, first_out_team, partner_last):
        new = at  # a defended level is passed only by winning a deal played at it as its team (打 A)
    else:
        new = at + max(points, 0)
        stop = next((i for i in range(at + 1, min(new, top) + 1) if lv.ladder[i] in lv.defended), None)
        new = new if stop is None else min(new, stop)  # a rise stops on a defended level
        if new > top:
            won, new = first_out_team, top
    teams[first_out_team] = new
    if won is not None:  # past the top: both teams start again from the bottom (`match-won`: a new match)
        return Standing((0, 0), lv.ladder[0], won if lv.past_top == "match-won" else None)
    for t in range(len(teams)):  # a team that moved starts counting again
        if teams[t] != standing.teams[t]:
            failures[t] = 0
    if _failed(lv, standing, teams):
        failures[standing.team] += 1
        if failures[standing.team] >= lv.failures:  # 打A三次不过: back down the ladder
            teams[standing.team], failures[standing.team] = lv.back_to, 0
    return Standing(tuple(teams), lv.ladder[teams[first_out_team]], team=first_out_team, failures=tuple(failures))


def _passes(lv, standing: Standing, first_out_team: int, partner_last: bool) -> bool:
    """Whether the first out's team passes the defended level it stands on: the deal was played at it, as its own
    (not the other team's at the same level), and its partner was not last where the rules need that."""
    return (standing.level == lv.ladder[standing.teams[first_out_team]]
            and standing.team in (None, first_out_team) and not (lv.partner_not_last and partner_last))


def _failed(lv, standing: Standing, teams: list[int]) -> bool:
    """Whether the deal counts as a failure of the team whose defended level it was played at: it still stands there
    (it did not pass, by losing the deal or by a win that does not pass)."""
    t = standing.team
    return bool(lv.failures) and t is not None and standing.level in lv.defended \
        and lv.ladder[standing.teams[t]] == standing.level and teams[t] == standing.teams[t]
