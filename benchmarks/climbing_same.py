"""Same plays: the climbing variants played on another commit and here give the same records, for a few seeds.
Prints one line per case and whether everything agrees; exits 1 when something differs. A speed change to the
climbing runtime must not change WHAT is played: run this against main before landing it.

    .venv/bin/python benchmarks/climbing_same.py [--against main] [--seeds 1,2,3] [--deals 8] [--queries 2000]

For each climbing variant of spec/, each seed and each kind of player (random, greedy), `simulate` plays `--deals`
deals with their records written; the digest covers the records (decks, every action, the results) and the
statistics (the timings left out). A digest of `moves.beats` and `moves.leads` on `--queries` random 36-card hands
(each against a standing set drawn from another hand) covers the generator's output and its order, which the random
player's choices depend on. The other commit is exported with `git archive` into a temporary folder (no worktree is
added) and run in a subprocess, as is this checkout.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VARIANTS = ("gouji-6p-4deck", "baohuang-5p-4deck")


def digests(variants, seeds, deals: int, queries: int) -> dict:
    """{case: digest} for this interpreter's `verifier` (the one on sys.path)."""
    from checkout import module
    engine = module("play.engine", "engine")
    simulate = module("play.climbing.simulate", "play.climbing_simulate").simulate
    from verifier.runtime.climbing import deal as D
    from verifier.runtime.climbing import moves

    out = {}
    for vid in variants:
        game = engine.load(vid)
        for seed in seeds:
            for players in ("random", "greedy"):
                folder = tempfile.mkdtemp(prefix="climbing-same-")
                try:
                    stats = simulate(game, deals, seed=seed, players=(players,), record_dir=folder)
                    h = hashlib.sha256()
                    for name in sorted(os.listdir(folder)):
                        with open(os.path.join(folder, name), "rb") as handle:
                            h.update(handle.read())
                finally:
                    shutil.rmtree(folder, ignore_errors=True)
                for timing in ("seconds", "deals_per_second"):
                    stats.pop(timing, None)
                h.update(json.dumps(stats, sort_keys=True, ensure_ascii=False).encode())
                out[f"{vid} seed {seed} {players}"] = h.hexdigest()[:16]
        ranks, relation = game.ranks, game.table.relation
        rng = random.Random(7)
        deck = D.deck(game.rules)
        h = hashlib.sha256()
        for q in range(queries):
            rng.shuffle(deck)
            hand, other = ranks.counts(deck[:36]), ranks.counts(deck[36:72])
            standing = moves.sample_lead(ranks, other, rng)
            h.update(repr((standing, moves.beats(relation, hand, standing))).encode())
            if q % 10 == 0:
                h.update(repr(moves.leads(ranks, hand)).encode())
        out[f"{vid} {queries} legal-sets queries"] = h.hexdigest()[:16]
    return out


def run_in(root: str, args) -> dict:
    """The digests of the checkout at `root`, computed by this script in a subprocess that imports `root`'s code."""
    code = ("import json, sys; sys.path.insert(0, sys.argv[1]); sys.path.insert(0, sys.argv[2]); "
            "import climbing_same as c; "
            "print(json.dumps(c.digests(json.loads(sys.argv[3]), json.loads(sys.argv[4]), int(sys.argv[5]), "
            "int(sys.argv[6]))))")
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    result = subprocess.run([sys.executable, "-c", code, root, os.path.dirname(os.path.abspath(__file__)),
                             json.dumps(args.variants), json.dumps(args.seeds), str(args.deals), str(args.queries)],
                            cwd=root, env=env, capture_output=True, text=True)
    if result.returncode:
        sys.stderr.write(result.stderr)
        raise SystemExit(f"climbing_same: the run in {root} failed")
    return json.loads(result.stdout.strip().splitlines()[-1])


def export(rev: str, folder: str) -> None:
    """The tree of `rev` (a commit or branch) written into `folder`."""
    archive = subprocess.run(["git", "-C", HERE, "archive", "--format=tar", rev], capture_output=True, check=True)
    subprocess.run(["tar", "-x", "-C", folder], input=archive.stdout, check=True)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", default="main", help="the commit to compare with (default main)")
    parser.add_argument("--seeds", default="1,2,3", help="comma-separated simulate seeds")
    parser.add_argument("--deals", type=int, default=8, help="deals per variant, seed and kind of player")
    parser.add_argument("--queries", type=int, default=2000, help="random legal-sets queries per variant")
    parser.add_argument("--variant", action="append", dest="variants", help="default: both climbing variants")
    args = parser.parse_args(argv)
    args.seeds = [int(s) for s in args.seeds.split(",")]
    args.variants = args.variants or list(VARIANTS)
    tmp = tempfile.mkdtemp(prefix="climbing-same-rev-")
    try:
        export(args.against, tmp)
        there = run_in(tmp, args)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    here = run_in(HERE, args)
    differ = 0
    for case in here:
        same = here[case] == there.get(case)
        differ += not same
        print(f"{case}: {'same' if same else 'DIFFERENT'} ({here[case]} here, {there.get(case)} on {args.against})")
    print(f"{len(here) - differ} of {len(here)} cases the same as {args.against}")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
