"""What the differential test compares (tests/engine/test_native.py): run as a script, once on the compiled runtime and
once with VERIFIER_PURE=1, it plays every variant of spec/ with the same seeds and writes what was played as JSON.

    python tests/engine/native_probe.py OUT.json --deals N

Per variant: `simulate`'s JSON Lines, its match records and its statistics (the timings left out) with random and
greedy players; the R1 digest of benchmarks/engine.py (benchmarks/climbing_r1.py for the climbing games); for the
trick-taking games also the referee's follow and throw rulings on the benchmark's generated cases. The runtime actually loaded is written too, so that the test knows each side ran
the runtime it was meant to.
"""
from __future__ import annotations

import argparse
import importlib.util
import io
import json
import os
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, ROOT)

from verifier.play import engine
from verifier.runtime import native  # noqa: E402

TIMINGS = {"seconds", "deals_per_second", "decisions_per_second"}  # how fast, not what was played


def _records(folder: str) -> list:
    return [json.load(open(os.path.join(folder, name), encoding="utf-8")) for name in sorted(os.listdir(folder))]


def _stats(stats: dict) -> dict:
    return {k: v for k, v in stats.items() if k not in TIMINGS}


def _benchmark():
    spec = importlib.util.spec_from_file_location("bench_engine", os.path.join(ROOT, "benchmarks", "engine.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _ruling(r) -> str:
    return repr(r)  # every field: legal, reason, rule, the cards forced


def trick_taking(vid: str, game, deals: int, bench) -> dict:
    from verifier.play.simulate import simulate
    out: dict = {}
    for kind in ("random", "greedy"):
        with tempfile.TemporaryDirectory() as folder:
            lines = io.StringIO()
            stats = simulate(vid, deals, 7, players=(kind,) * game.rules.players, record_dir=folder,
                             progress=False, jsonl=lines)
            out[kind] = {"jsonl": lines.getvalue().splitlines(), "records": _records(folder), "stats": _stats(stats)}
    r1 = bench.bench_r1(game, deals)
    out["r1"] = {"digest": r1["digest"], "deals": r1["deals"], "violations": r1["violations"]}
    follows, throws = bench.ruling_cases(game, 25, max(20, deals))
    out["follow_rulings"] = [_ruling(game.follow_ruling(*case)) for case in follows]
    out["throw_rulings"] = [_ruling(game.throw_ruling(*case)) for case in throws] if game.rules.throw else []
    return out


def climbing(vid: str, game, deals: int, bench) -> dict:
    from verifier.play.climbing.simulate import simulate
    out: dict = {}
    for kind in ("random", "greedy"):
        with tempfile.TemporaryDirectory() as folder:
            stats = simulate(game, deals, 7, (kind,), record_dir=folder)
            out[kind] = {"records": _records(folder), "stats": _stats(stats)}
    r1 = bench.climbing_r1.bench_r1(game, deals)
    out["climbing_r1"] = {"digest": r1["digest"], "deals": r1["deals"]}
    return out


def searched(variants) -> dict:
    """A deal of each family with the search player at seat 0 (an iteration budget: the same plays on any machine),
    so that the deal copies it plays its playouts on (runtime/*/clone.py) run on both runtimes too."""
    from verifier.play.climbing.simulate import simulate as simulate_climbing
    from verifier.play.registry import make_player
    from verifier.play.simulate import simulate
    out = {}
    for vid in ("classic-2deck", "gouji-6p-4deck"):
        if variants and vid not in variants:
            continue
        game = engine.load(vid)
        players = ("search:3",) + ("greedy",) * (game.rules.players - 1)
        with tempfile.TemporaryDirectory() as folder:
            if getattr(game, "family", "") == "climbing":
                simulate_climbing(game, 1, 7, players, record_dir=folder,
                                  make_agent=lambda kind, rng: make_player(kind, "climbing", rng))
            else:
                simulate(vid, 1, 7, players=players, record_dir=folder, progress=False)
            out[vid] = _records(folder)
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--variant", action="append")
    args = parser.parse_args(argv)
    bench = _benchmark()
    variants = args.variant or bench.spec_variants(ROOT)
    played = {}
    for vid in variants:
        game = engine.load(vid)
        if getattr(game, "family", "") == "climbing":
            played[vid] = climbing(vid, game, args.deals, bench)
        else:
            played[vid] = trick_taking(vid, game, args.deals, bench)
    search = searched(args.variant)
    with open(args.out, "w", encoding="utf-8") as f:  # (the modules loaded, once every part has run)
        json.dump({"runtime": native.status(), "variants": played, "search": search}, f, ensure_ascii=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
