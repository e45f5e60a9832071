"""What a finished trick-taking deal is worth to each seat: the levels its team (or, with levels per player, the
seat itself) gained against the others', read from the match's levels before and after the deal (so that a mandatory
level, a knock-back or a match won count as the engine applied them). The environment's rewards and the tournament's
scores are these; the search player adds a small share of the points (`search_rewards`)."""
from __future__ import annotations

MATCH_WON = 1  # a team that passes the top gains this beyond the levels the ladder can show


def level_gains(deal, before: list[int]) -> list[float]:
    """The levels each seat's team gained in the deal (a match won: MATCH_WON more)."""
    match = deal.match
    gains = []
    for seat in range(deal.n):
        team = match.team(seat)
        gain = match.levels[team] - before[team]
        if match.over and match.winner == team:
            gain += MATCH_WON
        gains.append(float(gain))
    return gains


def rewards(deal, before: list[int]) -> list[float]:
    """Each seat's gain less the mean gain of the seats of the other teams: zero-sum between two teams."""
    gains = level_gains(deal, before)
    match = deal.match
    out = []
    for seat in range(deal.n):
        team = match.team(seat)
        others = [gains[q] for q in range(deal.n) if match.team(q) != team]
        out.append(gains[seat] - (sum(others) / len(others) if others else 0.0))
    return out


POINTS_SHARE = 1.0  # the weight of the points in a search reward: one level over the whole range of points


def search_rewards(deal, before: list[int], total_points: int) -> list[float]:
    """`rewards`, plus the side's share of the points (attackers: their points; declarers: the rest), so that a
    playout that gains no level still tells a better play from a worse."""
    out = rewards(deal, before)
    side = deal.declarer_side()
    share = min(1.0, max(0.0, deal.result["attacker_points"] / total_points)) if total_points else 0.5
    for seat in range(deal.n):
        mine = 1.0 - share if seat in side else share
        out[seat] += POINTS_SHARE * (mine - 0.5)
    return out


def winners(deal) -> list[float]:
    """Each seat's result of the deal as a win: 1 on the side the settlement favours, 0 on the other, 0.5 when it
    favours neither (a settlement of `nothing`)."""
    s = deal.result["settlement"]
    side = deal.declarer_side()
    if s["side"] is None or s["kind"] == "nothing":
        return [0.5] * deal.n
    declarers_won = s["side"] == "declarers"
    return [1.0 if (seat in side) == declarers_won else 0.0 for seat in range(deal.n)]


def duel(engine, seed: int, agents) -> dict:
    """One deal, the first of a match seeded with `seed`, played by `agents`: each seat's levels against the other
    side (`rewards`), its win (`winners`), and the deal itself (for the caller's statistics)."""
    import random

    from ...runtime.trick.game import play_deal
    from ...runtime.trick.match import chance_rng
    match = engine.new_match(len(agents))
    before = list(match.levels)
    deal = play_deal(engine, match, agents, random.Random(seed), chance_rng(seed))
    return {"score": rewards(deal, before), "win": winners(deal), "place": None}
