"""Same seeds, same plays: digests of what the engine plays, to compare two revisions of the runtime.
Prints digests; asserts nothing (the comparison with `--against` says equal or different, and exits 1 if different).

    .venv/bin/python benchmarks/same_plays.py [--variant ID ...]            # digests of this checkout
    .venv/bin/python benchmarks/same_plays.py --against main [--variant ID ...]

For every trick-taking variant of spec/ (or those given; the climbing ones are compared by
benchmarks/climbing_same.py): `simulate` of `--deals` deals (default 60) with seed 3, once with random
and once with greedy players (the statistics without their timing, and the JSON Lines of every deal), and whole deals
under R1 (`--r1-deals`, default 40: the digest of benchmarks/engine.py, which covers the deck, the declarations, the
kitty and every trick's plays). A change of HOW the engine computes (a faster path, a memo) must leave every digest
equal; a change of WHAT it plays changes some. `--against REV` checks REV out into a temporary git worktree, runs this
same script there and here (one process each, with `nice` if asked), and prints the variants whose digests differ.
The R1 policy is this checkout's (benchmarks/engine.py), on both sides.
"""
from __future__ import annotations

import argparse
import hashlib
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TIMING = ("seconds", "deals_per_second", "decisions_per_second", "elapsed", "rate")


def digests(root: str, variants, deals: int, r1_deals: int) -> dict:
    """{variant: {"random": digest, "greedy": digest, "r1": digest}} of the runtime at `root` (imported here)."""
    sys.path.insert(0, root)
    os.chdir(root)
    import verifier  # noqa: F401 - from `root`, before benchmarks/engine.py puts this checkout on the path
    sys.path.insert(0, os.path.join(HERE, "benchmarks"))
    import engine as bench
    from checkout import module
    simulate = module("play.simulate", "simulate").simulate
    out = {}
    for vid in variants or bench.spec_variants(root):
        game, why = bench.playable(vid)
        if getattr(game, "family", "") == "climbing":  # their plays and records: benchmarks/climbing_same.py
            out[vid] = {"random": "climbing: see climbing_same.py", "greedy": "climbing: see climbing_same.py",
                        "r1": "climbing: see climbing_same.py"}
            continue
        row = {}
        for kind in ("random", "greedy"):
            stream = io.StringIO()
            try:
                players = (kind,) * game.rules.players if game is not None else None
                stats = simulate(vid, deals, 3, progress=False, players=players, jsonl=stream)
                for key in TIMING:
                    stats.pop(key, None)
                text = json.dumps(stats, sort_keys=True, default=str) + stream.getvalue()
                row[kind] = hashlib.sha256(text.encode()).hexdigest()[:16]
            except Exception as exc:  # noqa: BLE001 - a variant that fails is reported (and compared) as failing
                row[kind] = f"error {type(exc).__name__}: {exc}"[:100]
        if game is not None:
            try:
                row["r1"] = bench.bench_r1(game, r1_deals)["digest"]
            except Exception as exc:  # noqa: BLE001
                row["r1"] = f"error {type(exc).__name__}: {exc}"[:100]
        else:
            row["r1"] = f"not played: {why}"[:100]
        out[vid] = row
    return out


def _run(root: str, args) -> dict:
    cmd = [sys.executable, os.path.abspath(__file__), "--root", root, "--json", "--deals", str(args.deals),
           "--r1-deals", str(args.r1_deals)] + [x for vid in args.variant or () for x in ("--variant", vid)]
    if args.nice:
        cmd = ["nice", "-n", "10"] + cmd
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode:
        sys.stderr.write(done.stderr)
        raise SystemExit(f"same_plays failed in {root}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def against(rev: str, args) -> int:
    tmp = tempfile.mkdtemp(prefix="same-plays-")
    other = os.path.join(tmp, "rev")
    subprocess.run(["git", "-C", HERE, "worktree", "add", "--detach", other, rev], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        there = _run(other, args)
        here = _run(HERE, args)
    finally:
        subprocess.run(["git", "-C", HERE, "worktree", "remove", "--force", other], check=False,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        shutil.rmtree(tmp, ignore_errors=True)
    differ = []
    for vid in sorted(set(here) | set(there)):
        a, b = here.get(vid, {}), there.get(vid, {})
        keys = [k for k in ("random", "greedy", "r1") if a.get(k) != b.get(k)]
        if keys:
            differ.append(vid)
            for k in keys:
                print(f"{vid} {k}: here {a.get(k)} / {rev} {b.get(k)}")
    print(f"{len(here)} variants against {rev}: " + ("all equal" if not differ else f"{len(differ)} differ: "
                                                      + ", ".join(differ)))
    return 1 if differ else 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", action="append", help="a variant id (repeatable); default: every one of spec/")
    parser.add_argument("--deals", type=int, default=60, help="deals of each `simulate` (seed 3)")
    parser.add_argument("--r1-deals", type=int, default=40, help="whole deals under R1")
    parser.add_argument("--against", metavar="REV", help="compare with another commit")
    parser.add_argument("--nice", action="store_true", help="run both sides with nice -n 10")
    parser.add_argument("--json", action="store_true", help="print the digests as one JSON line")
    parser.add_argument("--root", default=HERE, help=argparse.SUPPRESS)  # the checkout whose runtime is played
    args = parser.parse_args(argv)
    if args.against:
        return against(args.against, args)
    out = digests(os.path.abspath(args.root), args.variant, args.deals, args.r1_deals)
    if args.json:
        print(json.dumps(out, sort_keys=True))
    else:
        for vid, row in out.items():
            print(f"{vid}: random {row['random']}, greedy {row['greedy']}, R1 {row['r1']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
