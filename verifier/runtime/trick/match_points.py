"""Match points (比赛积分) of a deal, by team: `scoring { match-per-level: 3  match-take-over: 1
match-per-tribute-card: 1 }` (three-deck-tribute: 升一级得3分 … 抓分方上台但没升级，抓分方各得1分 … 每进贡1张减1分).

Each player of a team gains its figure and the other team's players lose as much, so the figures are given per team
(each of its players). The levels are those of the deal's result (the scoring row's, with its kitty-card extras); the
tribute is the one given at the start of the deal, whoever gave it (a reversed tribute counts for the declarer's side).
"""
from __future__ import annotations


def match_points(deal, side: str | None, kind: str, levels: int) -> list[int]:
    per_level, take_over, per_card = deal.rules.match_points
    team = deal.match.team
    declarers = team(deal.declarer)
    attackers = 1 - declarers
    points = [0, 0]

    def win(winner: int, amount: int) -> None:
        points[winner] += amount
        points[1 - winner] -= amount

    if kind in ("keep", "take-over") and side in ("declarers", "attackers") and levels > 0:
        win(declarers if side == "declarers" else attackers, per_level * levels)
    if kind == "take-over" and side == "attackers":
        win(attackers, take_over)
    given = deal.tribute and deal.tribute.get("given")
    if given and team(deal.tribute["giver"]) != team(deal.tribute["receiver"]):
        win(team(deal.tribute["receiver"]), per_card * len(given))
    return points
