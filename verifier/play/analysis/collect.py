"""The deals of a balance report: matches seeded as `simulate` seeds them (match j: S × 1000003 + j, each player's
generator seeded as simulate seeds it), played by the players given, on a backend (play/backends.py), merged in match
order: the same figures on every backend, and the same deals as `simulate` with the same seed and players."""
from __future__ import annotations

from ..registry import make_player
from ..simulate import match_seed, player_rng

CLIMBING_DEALS = 4  # deals per climbing match, as `simulate` plays them (tribute runs from the second deal)
_GAME = None


def _game(variant, generated):
    from ..engine import load
    global _GAME
    if _GAME is None or (_GAME.id != variant and _GAME.origin != variant):
        _GAME = load(variant, generated)
    return _GAME


def play_match(task) -> tuple[int, list[dict]]:
    """One match (a task): its index and the summaries of its deals."""
    variant, seed, index, players, deal_limit, generated, budget = task
    game = _game(variant, generated)
    s = match_seed(seed, index)
    climbing = getattr(game, "family", "") == "climbing"
    family = "climbing" if climbing else "trick"
    if climbing:
        from ..climbing.players import player_rng as climbing_rng
        agents = [make_player(kind, family, climbing_rng(s, seat)) for seat, kind in enumerate(players)]
        from ..climbing.balance import run_match
        summaries, _ = run_match(game.table, s, agents, min(CLIMBING_DEALS, budget))
    else:
        agents = [make_player(kind, family, player_rng(s, seat)) for seat, kind in enumerate(players)]
        from ..trick.balance import run_match
        summaries, _ = run_match(game.engine, s, agents, deal_limit, stop=budget)
    return index, summaries


def deals(variant: str, players, games: int, seed: int, deal_limit: int = 50, jobs: int = 1, backend=None,
          address=None, generated=None, progress=None):
    """The summaries of the first `games` deals, in match order (a generator); `progress(done)` as they come."""
    from ..backends import make_backend
    backend = backend or ("process" if jobs > 1 else "serial")
    runner = make_backend(backend, jobs, address)
    taken = 0

    def tasks():
        index = 0
        while True:
            yield (variant, seed, index, tuple(players), deal_limit, generated, max(1, games - taken))
            index += 1
    try:
        for index, summaries in runner.run(play_match, tasks(), lambda: taken >= games):
            for s in summaries:
                if taken >= games:
                    break
                taken += 1
                yield {**s, "match": index}
            if progress is not None:
                progress(taken)
            if taken >= games:
                break
    finally:
        runner.close()
