"""Benchmark: the time to check each variant in spec/ (after imports). Prints figures; asserts nothing.

    .venv/bin/python benchmarks/check.py [--repeat 5]

Each run resolves the variant and runs every check (semantic and Z3) with one fresh CheckContext, so one solver is
created per variant and reused, with push/pop, by every query of that variant.
"""
from __future__ import annotations

import argparse
import os
import statistics
import time

from verifier.checks import CheckContext, Verdict, run_checks
from verifier.references import check_quotes, check_references, find_seeds
from verifier.workspace import Workspace, resolve_all, select

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main() -> None:
    args = argparse.ArgumentParser()
    args.add_argument("--repeat", type=int, default=5)
    opts = args.parse_args()
    os.chdir(ROOT)
    workspace = Workspace()
    ids = select(workspace, ["spec"])
    variants, _ = resolve_all(workspace, ids)
    run_checks(next(iter(variants.values())))  # warm up: imports, the grammar, z3's first solver
    print(f"{'variant':<22} {'checks':>6} {'proved':>6} {'refuted':>7} {'unknown':>7} {'median':>9} {'best':>9}")
    for vid, variant in variants.items():
        times = []
        for _ in range(opts.repeat):
            started = time.perf_counter()
            check_references(variant)
            seeds = find_seeds(workspace.paths[vid])
            if seeds:
                check_quotes(variant, seeds)
            report = run_checks(variant, CheckContext())
            times.append(time.perf_counter() - started)
        print(f"{vid:<22} {len(report.findings):>6} {report.count(Verdict.PROVED):>6} "
              f"{report.count(Verdict.REFUTED):>7} {report.count(Verdict.UNKNOWN):>7} "
              f"{statistics.median(times) * 1000:>7.0f}ms {min(times) * 1000:>7.0f}ms")


if __name__ == "__main__":
    main()
