"""The settlement of a deal by finishing places: points by place summed per team, then split among the members (or
fixed amounts per role), as the variant's tables say."""
from __future__ import annotations

from typing import NamedTuple

from .rules import ClimbingRules, Table


class SettlementError(ValueError):
    def __init__(self, message: str, rule: str = ""):
        super().__init__(message)
        self.message, self.rule = message, rule


class Settlement(NamedTuple):
    kind: str  # the table used ("normal", "open-guard", ...)
    teams: tuple[tuple[str, int], ...]  # (team, its score)
    seats: tuple[int, ...]  # each seat's score
    swept: bool  # 串三户: one team took the first `sweep_places` places
    rule: str


def settle(rules: ClimbingRules, places: tuple[int, ...], roles: list[str], kind: str = "normal",
           left=None, stake: int = 1) -> Settlement:
    """Settle a finishing order. `roles[seat]` is the seat's role: "emperor", "guard", "rebel", or a team name
    ("team 0", "team 1") where the team is the scoring unit. `left`: the cards each seat holds at the end, for a
    table by cards left; `stake`: what every amount is multiplied by (Dou Dizhu's bid, doubled by bombs)."""
    found = _settle(rules, places, roles, kind, left)
    if stake == 1:
        return found
    return found._replace(teams=tuple((t, v * stake) for t, v in found.teams),
                          seats=tuple(v * stake for v in found.seats))


def _settle(rules: ClimbingRules, places: tuple[int, ...], roles: list[str], kind: str, left) -> Settlement:
    table = rules.table(kind)
    if table is None:
        raise SettlementError(f"the variant has no settlement table for a {kind} deal", rules.end_rule)
    n = len(roles)
    if sorted(places) != list(range(n)):
        raise SettlementError(f"the places {places} are not an order of the {n} seats", table.rule)
    if table.left:
        return _by_cards_left(table, places, roles, kind, left)
    place_of = {seat: i + 1 for i, seat in enumerate(places)}
    if table.fixed:
        return _fixed(table, place_of, roles, kind)
    if len(table.points) != n:
        raise SettlementError(f"the table has {len(table.points)} places for {n} players", table.rule)
    team_of = [_team(role) for role in roles]
    names = sorted(set(team_of), key=team_of.index)
    sums = {t: sum(table.points[place_of[s] - 1] for s in range(n) if team_of[s] == t) for t in names}
    swept = False
    if table.sweep_places:
        top = {team_of[s] for s in places[:table.sweep_places]}
        if len(top) == 1:
            swept = True
            winner = top.pop()
            sums = {t: (table.sweep_amount if t == winner else -table.sweep_amount) for t in names}
    if table.positive_only:
        sums = {t: max(0, v) for t, v in sums.items()}
    sums = {t: v * table.multiplier for t, v in sums.items()}
    seats = tuple(_share(table, roles[s], sums[team_of[s]]) for s in range(n))
    return Settlement(kind, tuple(sums.items()), seats, swept, table.rule)


def _team(role: str) -> str:
    return "emperor" if role in ("emperor", "guard") else "rebels" if role == "rebel" else \
        "peasants" if role == "peasant" else role


def _share(table: Table, role: str, team_score: int) -> int:
    """A member's part of the team's score; with no shares every member carries the team's score."""
    share = next((sh for sh in table.shares if sh.role == role), None)
    if share is None:
        return team_score
    value = team_score * share.numerator
    if value % share.denominator:
        raise SettlementError(f"{role}'s share {share.numerator}/{share.denominator} of {team_score} is not whole",
                              table.rule)
    return value // share.denominator


def _fixed(table: Table, place_of: dict[int, int], roles: list[str], kind: str) -> Settlement:
    for row in table.fixed:
        deciders = [s for s, role in enumerate(roles) if role == row.role]
        if deciders and all(place_of[s] in row.places for s in deciders):
            amounts = dict(row.amounts)
            seats = tuple(amounts.get(role, 0) for role in roles)
            teams: dict[str, int] = {}
            for s, role in enumerate(roles):
                teams[_team(role)] = teams.get(_team(role), 0) + seats[s]
            return Settlement(kind, tuple(teams.items()), seats, False, row.rule or table.rule)
    raise SettlementError("no fixed row of the table applies to these places", table.rule)


def stake_of(table: Table | None, bid: int | None, bombs: int, spring: bool) -> int:
    """What a table's amounts are multiplied by: the winning bid where the stake is the bid, doubled by each bomb
    played and by a spring where the table says so."""
    if table is None:
        return 1
    stake = bid if table.stake == "bid" and bid is not None else 1
    if "bomb" in table.doubles:
        stake *= 2 ** bombs
    if "spring" in table.doubles and spring:
        stake *= 2
    return stake


def pays(table: Table, cards: int) -> tuple[int, str]:
    """What a loser left with `cards` cards pays the first out, and the row's rule (0 cards: nothing)."""
    if cards == 0:
        return 0, table.rule
    for row in table.left:
        if row.least <= cards <= row.most:
            return cards * row.per_card, row.rule or table.rule
    raise SettlementError(f"the table has no row for a player left with {cards} cards", table.rule)


def _by_cards_left(table: Table, places, roles: list[str], kind: str, left) -> Settlement:
    """Each other player pays the first out by the cards left in hand, at the rate of their row (锄大地, 跑得快)."""
    if left is None or len(left) != len(roles):
        raise SettlementError("a settlement by cards left needs each player's cards left", table.rule)
    winner = places[0]
    seats = [0] * len(roles)
    for seat, cards in enumerate(left):
        if seat != winner:
            amount, _ = pays(table, cards)
            seats[seat] -= amount
            seats[winner] += amount
    seats = [x * table.multiplier for x in seats]
    teams: dict[str, int] = {}
    for seat, role in enumerate(roles):
        teams[_team(role)] = teams.get(_team(role), 0) + seats[seat]
    return Settlement(kind, tuple(teams.items()), tuple(seats), False, table.rule)
