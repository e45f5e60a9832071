"""Benchmark: every legal play of a 20-card Dou Dizhu hand, by our generator (runtime/climbing/generate.py, reading the
sets of a variant file) and by DouZero's move generator (douzero/env/move_generator.py), on the same random hands.
Prints figures; asserts nothing (it exits 1 only when the two disagree on a hand).

    .venv/bin/python benchmarks/legal_plays.py [--hands 10000] [--runs 3] [--variant tests/checks/cases/climbing-shapes.variant]

DouZero is used when the `douzero` package is installed (`pip install --no-deps douzero`: its move generator needs
nothing else; the package's own requirements, torch and rlcard, are for its training); without it the benchmark says
so and measures ours alone. Its code is imported, never copied here. The hands are drawn from DouZero's deck (3 … A
and 2 four times, the two jokers); each hand's plays are compared as multisets of ranks (DouZero's list may hold
the same play twice; ours holds each once). Each hand is timed `--runs` times, interleaved (ours, theirs, ours, …),
and the least time of each kept, so that a run interrupted by the machine's other processes does not count; the
median and the 99th percentile of those times are printed in microseconds per hand, with the machine's load.
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

from verifier.compile.climbing import compile_climbing  # noqa: E402
from verifier.language.parser import parse_text  # noqa: E402
from verifier.language.resolve import Library  # noqa: E402
from verifier.runtime.climbing import generate  # noqa: E402
from verifier.runtime.climbing.shapes import Shapes  # noqa: E402

CASES = os.path.join(ROOT, "tests", "checks", "cases")
NAMES = {**{i: str(i) for i in range(3, 11)}, 11: "J", 12: "Q", 13: "K", 14: "A", 17: "2", 20: "SJ", 30: "BJ"}
DECK = [i for i in range(3, 15) for _ in range(4)] + [17] * 4 + [20, 30]


def shapes_of(path: str) -> Shapes:
    """The sets of a variant file (and of the files beside it, its parents)."""
    files = {}
    folder = os.path.dirname(os.path.abspath(path))
    for name in os.listdir(folder):
        if name.endswith(".variant"):
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                try:
                    file = parse_text(os.path.join(folder, name), f.read())
                except Exception:  # a fixture that shows a syntax error: not a parent of ours
                    continue
            files[file.id] = file
    target = parse_text(path, open(path, encoding="utf-8").read())
    return Shapes(compile_climbing(Library(files).resolve(target.id)))


def percentile(values, p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=10000)
    parser.add_argument("--runs", type=int, default=3, help="timings of each hand, the least kept")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variant", default=os.path.join(CASES, "climbing-shapes.variant"))
    args = parser.parse_args(argv)
    try:
        from douzero.env.move_generator import MovesGener
    except ImportError:
        MovesGener = None
    shapes = shapes_of(args.variant)
    rng = random.Random(args.seed)
    hands = [sorted(rng.sample(DECK, 20)) for _ in range(args.hands)]
    counts = [shapes.counts(" ".join(NAMES[c] for c in hand)) for hand in hands]
    ours_t = [float("inf")] * len(hands)
    theirs_t = [float("inf")] * len(hands)
    clock = time.perf_counter
    load = os.getloadavg()[0]
    for _ in range(args.runs):
        for i, hand in enumerate(hands):
            t = clock()
            generate.leads(shapes, counts[i])
            ours_t[i] = min(ours_t[i], clock() - t)
            if MovesGener is not None:
                t = clock()
                MovesGener(hand).gen_moves()
                theirs_t[i] = min(theirs_t[i], clock() - t)
    differ, plays = 0, 0
    for i, hand in enumerate(hands):
        ours = {tuple(sorted(shapes.names[x] for x in s.spent)) for s in generate.leads(shapes, counts[i])}
        plays += len(ours)
        if MovesGener is not None:
            theirs = {tuple(sorted(NAMES[c] for c in m)) for m in MovesGener(hand).gen_moves()}
            if ours != theirs:
                differ += 1
                if differ <= 3:
                    print(f"hand {' '.join(NAMES[c] for c in hand)}: only ours {sorted(ours - theirs)[:3]}, "
                          f"only DouZero's {sorted(theirs - ours)[:3]}")
    us = [t * 1e6 for t in ours_t]
    print(f"{args.hands} random 20-card Dou Dizhu hands, {plays / len(hands):.1f} plays a hand on average; "
          f"load {load:.2f} at the start, {os.getloadavg()[0]:.2f} at the end; least of {args.runs} runs per hand")
    print(f"  ours     median {statistics.median(us):8.1f} µs   p99 {percentile(us, 99):8.1f} µs")
    if MovesGener is None:
        print("  DouZero  absent (pip install --no-deps douzero): ours measured alone")
        return 0
    them = [t * 1e6 for t in theirs_t]
    print(f"  DouZero  median {statistics.median(them):8.1f} µs   p99 {percentile(them, 99):8.1f} µs")
    print(f"  ours / DouZero: median {statistics.median(us) / statistics.median(them):.2f}×, "
          f"p99 {percentile(us, 99) / percentile(them, 99):.2f}×")
    print(f"  the sets of plays agree on {len(hands) - differ} of {len(hands)} hands")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
