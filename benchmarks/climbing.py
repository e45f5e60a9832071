"""Benchmark of the climbing engine: random whole deals per second of each climbing game, and the legal-sets query on
a 36-card hand. Prints figures; asserts nothing.

    .venv/bin/python benchmarks/climbing.py [--deals 300] [--queries 5000] [--runs 3] [VARIANT ...]
    .venv/bin/python benchmarks/climbing.py --against main [--rounds 2]

Targets on one core (issue 8): at least 100 random Gouji deals a second (216 cards), under 50 µs for a legal-sets
query. Deals are played as matches of four deals (tribute between them) by random players through the referee, which
rules on every action (`check`); the figure without the rulings is printed beside it. A legal-sets query is
`moves.beats(hand, standing)`: the sets of a 36-card hand (dealt from the decks) that beat a standing set drawn from
another hand's leads; the query for every lead of the hand (no standing set) is timed too. Without climbing variants
in spec/ (before they exist) the benchmark plays the Gouji and Baohuang rules built by hand in tests/climbing/.

A query takes a few µs, and on a shared machine about one single run in a hundred is interrupted (by the machine's
other processes, whose cache misses and interrupts land in this thread's CPU time): a single run's p99 measures the
machine. So the queries are run `--runs` times from the same state, each run in a child forked after the deals
(the engine's tables, which the queries fill, are then exactly as they were for every run, so a query that builds a
table entry builds it in every run), and each query's time is the least of its runs; the single run's median and
p99 are printed beside. `--against REV` runs this same file on REV's code (exported with `git archive`) and here,
interleaved, `--rounds` times.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))  # checkout.py beside this one

from checkout import HERE, module, use_checkout  # noqa: E402

ROOT = use_checkout(__name__)  # before `verifier` is imported

ClimbingGame = module("play.climbing.game", "play.climbing_game").ClimbingGame
simulate = module("play.climbing.simulate", "play.climbing_simulate").simulate
from verifier.runtime.climbing import deal as D  # noqa: E402
from verifier.runtime.climbing import moves  # noqa: E402


def climbing_games(names) -> list[ClimbingGame]:
    engine = module("play.engine", "engine")
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


def query_cases(game: ClimbingGame, queries: int, hand_size: int = 36) -> list:
    """(hand, standing set) of each query: a dealt hand, and a lead drawn from another hand."""
    ranks = game.ranks
    rng = random.Random(1)
    deck = D.deck(game.rules)
    cases = []
    for _ in range(queries):
        rng.shuffle(deck)
        hand = ranks.counts(deck[:hand_size])
        other = ranks.counts(deck[hand_size:2 * hand_size])
        cases.append((hand, moves.sample_lead(ranks, other, rng)))
    return cases


def time_queries(game: ClimbingGame, cases) -> tuple[list[float], list[float], int]:
    """One run: (µs per beats query, µs per leads query (the first tenth of the hands), the beats found)."""
    ranks, relation = game.ranks, game.table.relation
    clock = time.thread_time  # CPU time of this thread: another process's load does not count
    beats_us, leads_us, found = [], [], 0
    for n, (hand, standing) in enumerate(cases):
        start = clock()
        sets = moves.beats(relation, hand, standing)
        beats_us.append((clock() - start) * 1e6)
        found += len(sets)
        if n <= len(cases) // 10:
            start = clock()
            moves.leads(ranks, hand)
            leads_us.append((clock() - start) * 1e6)
    return beats_us, leads_us, found


def _forked(run):
    """run() in a forked child (this process's state, copied), its result back through a pipe; in-process where
    there is no fork."""
    if not hasattr(os, "fork"):
        return run()
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: one run, then out at once (no cleanup of the parent's state)
        os.close(read)
        try:
            with os.fdopen(write, "w") as out:
                json.dump(run(), out)
        finally:
            os._exit(0)
    os.close(write)
    with os.fdopen(read) as inp:
        result = json.load(inp)
    os.waitpid(pid, 0)
    return result


def bench_queries(game: ClimbingGame, queries: int, runs: int = 3, hand_size: int = 36) -> dict:
    """Each query's µs, the least of `runs` runs from the same state (and the first run alone), the mean beats."""
    cases = query_cases(game, queries, hand_size)
    results = [_forked(lambda: time_queries(game, cases)) for _ in range(max(1, runs))]
    least = [[min(times) for times in zip(*(r[kind] for r in results))] for kind in (0, 1)]
    return {"beats": least[0], "leads": least[1], "single": results[0][0], "single_leads": results[0][1],
            "mean": results[0][2] / len(cases), "runs": max(1, runs)}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("variants", nargs="*")
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--queries", type=int, default=5000)
    parser.add_argument("--runs", type=int, default=3, help="runs of the queries, each query's least time kept")
    parser.add_argument("--against", metavar="REV", help="compare with another commit, interleaved")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--root", help=argparse.SUPPRESS)  # read before the imports (see checkout.py)
    args = parser.parse_args(argv)
    if args.against:
        return against(args)
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
        if game.ranks is None:  # shaped sets: their generator's figures are benchmarks/legal_plays.py's
            continue
        q = bench_queries(game, args.queries, args.runs)
        beats_us, leads_us, single = q["beats"], q["leads"], q["single"]
        print(f"  legal sets against a standing set, 36-card hands: median "
              f"{statistics.median(beats_us):.1f} µs, p99 {percentile(beats_us, 0.99):.1f} µs "
              f"({q['mean']:.1f} sets on average, {len(beats_us)} queries, the least of {q['runs']} runs; "
              f"a single run: median {statistics.median(single):.1f} µs, p99 {percentile(single, 0.99):.1f} µs)")
        print(f"  every lead of a 36-card hand: median {statistics.median(leads_us):.1f} µs, "
              f"p99 {percentile(leads_us, 0.99):.1f} µs ({len(leads_us)} queries)")
    return 0


def against(args) -> int:
    """This benchmark on REV's code and on this checkout's, interleaved, `--rounds` times."""
    import shutil
    import subprocess
    import tempfile
    tmp = tempfile.mkdtemp(prefix="climbing-bench-")
    try:
        archive = subprocess.run(["git", "-C", HERE, "archive", "--format=tar", args.against], capture_output=True,
                                 check=True)
        subprocess.run(["tar", "-x", "-C", tmp], input=archive.stdout, check=True)
        print(f"climbing benchmark: {args.against} and here, {args.rounds} interleaved rounds, "
              f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
        for r in range(args.rounds):
            order = [(args.against, tmp), ("here", HERE)]
            for name, root in order if r % 2 == 0 else order[::-1]:
                cmd = [sys.executable, os.path.abspath(__file__), "--root", root, "--deals", str(args.deals),
                       "--queries", str(args.queries), "--runs", str(args.runs), *args.variants]
                out = subprocess.run(cmd, cwd=root, capture_output=True, text=True, check=True).stdout
                print(f"round {r + 1}, {name}:\n{out}", end="", flush=True)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
