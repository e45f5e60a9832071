"""Figures of the agents (docs/agents.md), not pass/fail: what one search decision costs, how strong the search
player is against the greedy one, and `analyse` with search players on the process and Ray backends.

    python benchmarks/agents.py --cost                       # per variant: the CPU time of a search decision
    python benchmarks/agents.py --cost --budgets 50,100,200,400 --variant classic-2deck
    python benchmarks/agents.py --strength --games 300       # tournaments against greedy (long: run with nice)
    python benchmarks/agents.py --backends --games 2000      # analyse on process and ray: the same report?

The cost: deals of the variant with one search player (seat 0, then each seat in turn) among greedy players; every
decision it searched (more than one action to choose from) is timed in CPU seconds of this process (the search's
own clock, `Result.seconds`), and the median and the 99th percentile are printed per budget, with decisions per
second. The strength: `verifier tournament` of the search player against greedy on duplicate deals (the kinds and
budgets below), with the margins and their 95% intervals. The backends: the same `analyse` run on the process and
the Ray backends (2 workers each), and whether the two JSON reports are identical but for their timings.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from verifier import engine  # noqa: E402
from verifier.play.registry import make_player  # noqa: E402

# The strength figures of docs/agents.md: (variant, kinds, duplicate deals by default)
STRENGTH = [
    ("classic-2deck", "search:100,greedy"),
    ("zhaopengyou-5p-3deck", "search:100,greedy,greedy,greedy,greedy"),
    ("gouji-6p-4deck", "search:30,greedy,greedy,greedy,greedy,greedy"),
    ("baohuang-5p-4deck", "search:30,greedy,greedy,greedy,greedy"),
    ("doudizhu-3p-1deck", "search:50,greedy,greedy"),
    ("paodekuai-3p-1deck", "search:50,greedy,greedy"),
    ("big-two-4p-1deck", "search:50,greedy,greedy,greedy"),
]


def _machine() -> str:
    load = os.getloadavg()
    return (f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, {os.cpu_count()} cores, load average "
            f"{load[0]:.1f} {load[1]:.1f} {load[2]:.1f}, Python {sys.version.split()[0]}")


def decision_times(variant: str, budget: str, deals: int, seed: int = 1) -> list[float]:
    """The CPU seconds of every searched decision of one search player among greedy ones, over `deals` deals."""
    game = engine.load(variant)
    family = "climbing" if getattr(game, "family", "") == "climbing" else "trick"
    n = game.rules.players
    times: list[float] = []
    for d in range(deals):
        seat = d % n
        agents = [make_player(f"search:{budget}" if s == seat else "greedy", family, random.Random(f"{seed}:{d}:{s}"))
                  for s in range(n)]
        searcher = agents[seat]
        inner = searcher.act if family == "climbing" else None

        def timed_act(deal, s, _inner=inner, _p=searcher):
            action = _inner(deal, s)
            if _p.last is not None and deal.phase == "play":
                times.append(_p.last.seconds)
            return action
        if family == "climbing":
            searcher.act = timed_act
            game.play_match(seed * 1000 + d, agents, deals=1)
        else:
            from verifier.runtime.trick.game import play_deal
            from verifier.runtime.trick.match import chance_rng
            for name in ("lead", "follow"):
                method = getattr(searcher, name)

                def timed(deal, s, _m=method, _p=searcher):
                    out = _m(deal, s)
                    if _p.last is not None:
                        times.append(_p.last.seconds)
                    return out
                setattr(searcher, name, timed)
            play_deal(game.engine, game.engine.new_match(n), agents, random.Random(seed * 1000 + d),
                      chance_rng(seed * 1000 + d))
    return times


def cost(variants, budgets, deals) -> None:
    print(f"cost of a search decision ({_machine()})")
    print("| variant | budget | decisions | median ms | p99 ms | decisions/s |")
    print("|---|---|---|---|---|---|")
    for variant in variants:
        for budget in budgets:
            times = sorted(decision_times(variant, budget, deals))
            if not times:
                continue
            p99 = times[min(len(times) - 1, int(0.99 * len(times)))]
            print(f"| {variant} | {budget} | {len(times)} | {1000 * statistics.median(times):.1f} | "
                  f"{1000 * p99:.1f} | {len(times) / sum(times):.1f} |", flush=True)


def strength(games: int, seed: int, jobs: int, only) -> None:
    from verifier.play.tournament import tournament
    print(f"strength against greedy ({_machine()})")
    for variant, kinds in STRENGTH:
        if only and variant not in only:
            continue
        t = tournament(variant, kinds.split(","), games, seed, jobs=jobs, progress=False)
        search = kinds.split(",")[0]
        pair = next(p for p in t["pairs"] if search in (p["a"], p["b"]))
        k = t["kinds"][search]
        print(json.dumps({"variant": variant, "kinds": kinds, "deals": t["deals"], "plays": t["plays"],
                          "seconds": t["seconds"], "search": k.get("search"), "pair": pair,
                          "kinds_figures": t["kinds"]}), flush=True)


def backends(variant: str, players: str, games: int) -> None:
    from verifier.play.analysis.command import analyse
    print(f"analyse on process and ray ({_machine()})")
    reports = {}
    for backend in ("process", "ray"):
        started = time.perf_counter()
        report = analyse(variant, players.split(","), games, 1, jobs=2, backend=backend)
        report.pop("seconds")
        reports[backend] = report
        print(f"{backend}: {games} deals of {variant} by {players}: {time.perf_counter() - started:.0f} s wall", flush=True)
    same = json.dumps(reports["process"], sort_keys=True) == json.dumps(reports["ray"], sort_keys=True)
    print(f"identical reports: {same}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cost", action="store_true")
    parser.add_argument("--strength", action="store_true")
    parser.add_argument("--backends", action="store_true")
    parser.add_argument("--variant", action="append", default=None)
    parser.add_argument("--budgets", default="200", help="iterations (or `Nms`), comma-separated")
    parser.add_argument("--deals", type=int, default=4, help="deals per variant and budget for --cost")
    parser.add_argument("--games", type=int, default=300, help="duplicate deals (--strength) or deals (--backends)")
    parser.add_argument("--players", default="search:4", help="--backends: the players of the report")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    variants = args.variant or [v for v, _ in STRENGTH]
    if args.cost:
        cost(variants, args.budgets.split(","), args.deals)
    if args.strength:
        strength(args.games, args.seed, args.jobs, args.variant)
    if args.backends:
        backends((args.variant or ["one-deck"])[0], args.players, args.games)
    if not (args.cost or args.strength or args.backends):
        parser.print_help()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
