"""What a finished climbing deal is worth to each seat, for the tournament: its finishing place, its settlement
score against the mean of the others', and a win (1 when that is above 0, 0.5 at 0, else 0)."""
from __future__ import annotations

from ...runtime.climbing.match import play_match


def scores(settlement_seats, places) -> dict:
    n = len(settlement_seats)
    total = sum(settlement_seats)
    score = [s - (total - s) / (n - 1) for s in settlement_seats]
    place = [0] * n
    for k, seat in enumerate(places):
        place[seat] = k + 1
    return {"score": score, "win": [1.0 if x > 0 else 0.5 if x == 0 else 0.0 for x in score], "place": place}


def duel(table, seed: int, agents) -> dict:
    """One deal, the first of a match seeded with `seed`, played by `agents`."""
    record = play_match(table, seed, agents, 1)
    result = record["deals"][0]["result"]
    return scores(result["settlement"]["seats"], result["places"])
