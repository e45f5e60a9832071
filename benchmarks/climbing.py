"""Benchmark of the climbing engine: random whole deals per second of each climbing game, and the legal-sets query on
a 36-card hand. Prints figures; asserts nothing.

    .venv/bin/python benchmarks/climbing.py [--deals 300] [--queries 5000] [VARIANT ...]

Targets on one core (issue 8): at least 100 random Gouji deals a second (216 cards), under 50 µs for a legal-sets
query. Deals are played as matches of four deals (tribute between them) by random players through the referee, which
rules on every action (`check`); the figure without the rulings is printed beside it. A legal-sets query is
`moves.beats(hand, standing)`: the sets of a 36-card hand (dealt from the decks) that beat a standing set drawn from
another hand's leads; the query for every lead of the hand (no standing set) is timed too. Without climbing variants
in spec/ (before they exist) the benchmark plays the Gouji and Baohuang rules built by hand in tests/climbing/.
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from verifier.play.climbing_game import ClimbingGame  # noqa: E402
from verifier.play.climbing_simulate import simulate  # noqa: E402
from verifier.runtime.climbing import deal as D  # noqa: E402
from verifier.runtime.climbing import moves  # noqa: E402


def climbing_games(names) -> list[ClimbingGame]:
    from verifier import engine
    if names:
        return [engine.load(name) for name in names]
    found = []
    spec = os.path.join(ROOT, "spec")
    for file in sorted(os.listdir(spec)):
        if not file.endswith(".variant") or "family climbing" not in open(os.path.join(spec, file),
                                                                           encoding="utf-8").read():
            continue
        try:
            game = engine.load(file[:-len(".variant")])
        except engine.LoadError:
            continue
        if getattr(game, "family", "") == "climbing":
            found.append(game)
    if found:
        return found
    sys.path.insert(0, os.path.join(ROOT, "tests"))
    from climbing.handmade import baohuang, gouji
    print("(no climbing variant in spec/ yet: the rules built by hand in tests/climbing/handmade.py)")
    return [ClimbingGame(gouji()), ClimbingGame(baohuang())]


def timed(run):
    """(result, CPU seconds, wall seconds) of a call."""
    cpu, wall = time.process_time(), time.perf_counter()
    result = run()
    return result, time.process_time() - cpu, time.perf_counter() - wall


def percentile(values, p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(p * len(values)))]


def bench_queries(game: ClimbingGame, queries: int, hand_size: int = 36) -> tuple[list[float], list[float], float]:
    """(µs per beats query, µs per leads query, mean number of beats)."""
    rules, ranks, relation = game.rules, game.ranks, game.table.relation
    rng = random.Random(1)
    deck = D.deck(rules)
    beats_us, leads_us, found = [], [], 0
    clock = time.thread_time  # CPU time of this thread: another process's load does not count
    for _ in range(queries):
        rng.shuffle(deck)
        hand = ranks.counts(deck[:hand_size])
        other = ranks.counts(deck[hand_size:2 * hand_size])
        standing = moves.sample_lead(ranks, other, rng)
        start = clock()
        sets = moves.beats(relation, hand, standing)
        beats_us.append((clock() - start) * 1e6)
        found += len(sets)
        if len(leads_us) < queries // 10 + 1:
            start = clock()
            moves.leads(ranks, hand)
            leads_us.append((clock() - start) * 1e6)
    return beats_us, leads_us, found / queries


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("variants", nargs="*")
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--queries", type=int, default=5000)
    args = parser.parse_args(argv)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else 0.0
    print(f"(per second of this process's CPU time, so a shared machine's load, now {load:.1f}, does not count; "
          "the wall-clock figure beside it)")
    for game in climbing_games(args.variants):
        ruled, cpu, wall = timed(lambda: simulate(game, args.deals, seed=1, players=("random",)))
        bare, cpu_bare, _ = timed(lambda: simulate(game, args.deals, seed=1, players=("random",), check=False))
        print(f"{game.id}: {ruled['deals'] / cpu:.1f} random deals/s with every action ruled "
              f"({bare['deals'] / cpu_bare:.1f} without the rulings; wall clock {ruled['deals'] / wall:.1f}), "
              f"{ruled['decisions_per_deal']} decisions a deal, "
              f"invariant violations: {ruled['invariants']['violations']} in {ruled['deals']} deals")
        beats_us, leads_us, mean = bench_queries(game, args.queries)
        print(f"  legal sets against a standing set, 36-card hands: median "
              f"{statistics.median(beats_us):.1f} µs, p99 {percentile(beats_us, 0.99):.1f} µs "
              f"({mean:.1f} sets on average, {len(beats_us)} queries)")
        print(f"  every lead of a 36-card hand: median {statistics.median(leads_us):.1f} µs, "
              f"p99 {percentile(leads_us, 0.99):.1f} µs ({len(leads_us)} queries)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
