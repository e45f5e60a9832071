"""Benchmark: Dou Dizhu by our engine (spec/doudizhu-3p-1deck.variant) against RLCard's own Dou Dizhu, uniform random
legal actions on both sides, interleaved in one process on one core. Prints figures; asserts nothing.

    OMP_NUM_THREADS=1 .venv/bin/python benchmarks/rlcard_doudizhu.py [--games 200] [--rounds 5] [--seed 1]

RLCard (`pip install rlcard`; not an extra of this project: it is only measured against) is driven through its raw
game, `DoudizhuGame.init_game` and `game.step(action)`, each action drawn uniformly from the state's legal actions:
the way its environments drive it, without the feature encoding of `env.step`. Ours is `simulate` with random players
(verifier/play/climbing/simulate.py), with the referee on (every action ruled against the rules of the file, the
invariants checked after each deal) and, beside it, off.

The work differs, and the figures say so rather than hide it: RLCard picks the landlord as it deals (no bidding), and
ends at the first player out without settling a score; ours bids for the landlord (1, 2 or 3, a redeal when nobody
bids: a void deal counts as a game played, its bids as its decisions), shows and gives the bottom cards, doubles the
stake by bombs, the rocket and spring, and settles every deal. A decision is one action asked of a player: a bid, a
set or a pass; RLCard asks a player whose only legal action is to pass, ours passes them without asking (the engine's
automatic step, recorded), so its games have about as many sets played but fewer decisions: games per CPU-second is
the comparable figure. Times are this process's CPU time (time.process_time), so the machine's other load does not count;
the two sides alternate batch by batch (`--rounds` batches of `--games` each), and the ratio is of the sums.
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)


def ours(games: int, seed: int, check: bool) -> tuple[int, int, float]:
    """(games, decisions, CPU seconds) of `games` random deals of doudizhu-3p-1deck."""
    from verifier.play import engine
    from verifier.play.climbing.simulate import simulate

    game = engine.load("doudizhu-3p-1deck")
    start = time.process_time()
    stats = simulate(game, games, seed=seed, players=("random",), check=check)
    cpu = time.process_time() - start
    if check and stats["invariants"]["violations"]:
        raise SystemExit(f"invariant violations: {stats['invariants']['examples']}")
    return stats["deals"], round(stats["decisions_per_deal"] * stats["deals"]), cpu


def theirs(games: int, seed: int) -> tuple[int, int, float]:
    """(games, decisions, CPU seconds) of `games` RLCard games, each action uniform among the legal ones."""
    from rlcard.games.doudizhu.game import DoudizhuGame

    rng = random.Random(seed)
    game = DoudizhuGame()
    game.np_random.seed(seed)
    decisions = 0
    start = time.process_time()
    for _ in range(games):
        state, _player = game.init_game()
        while not game.is_over():
            state, _player = game.step(rng.choice(state["actions"]))
            decisions += 1
    return games, decisions, time.process_time() - start


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=200, help="games a batch")
    parser.add_argument("--rounds", type=int, default=5, help="batches of each side, alternated")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    try:
        import rlcard
    except ModuleNotFoundError:
        print("RLCard is not installed (pip install rlcard): nothing to compare with")
        return 0
    sides = {"ours, every action ruled": lambda s: ours(args.games, s, True),
             "ours, no referee": lambda s: ours(args.games, s, False),
             f"RLCard {rlcard.__version__} game.step": lambda s: theirs(args.games, s)}
    totals = {name: [0, 0, 0.0] for name in sides}
    for r in range(args.rounds):
        names = list(sides) if r % 2 == 0 else list(sides)[::-1]
        for name in names:
            for i, value in enumerate(sides[name](args.seed + r)):
                totals[name][i] += value
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else 0.0
    print(f"Dou Dizhu, uniform random legal actions, {args.rounds} alternated batches of {args.games} games a side, "
          f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, load {load:.1f} (CPU time of this process)")
    rates = {}
    for name, (games, decisions, cpu) in totals.items():
        rates[name] = (games / cpu, decisions / cpu)
        print(f"  {name}: {games / cpu:.1f} games/CPU-s, {decisions / cpu:.0f} decisions/CPU-s, "
              f"{decisions / games:.1f} decisions a game, {cpu * 1e6 / decisions:.1f} µs a decision")
    rl = rates[f"RLCard {rlcard.__version__} game.step"]
    for name in list(sides)[:2]:
        print(f"  {name} / RLCard: {rates[name][0] / rl[0]:.2f}x games per CPU-second, "
              f"{rates[name][1] / rl[1]:.2f}x decisions per CPU-second")
    return 0


if __name__ == "__main__":
    sys.exit(main())
