"""Benchmark: the time to check each variant in spec/ (after imports), and scoring tables of 50, 200 and 400 rows.
Prints figures; asserts nothing.

    .venv/bin/python benchmarks/check.py [--repeat 5] [--rows 50,200,400]

Times are CPU seconds of this process (the machine is shared). Each run resolves the variant and runs every check
(semantic and Z3) with one fresh CheckContext, so one solver is created per variant and reused, with push/pop, by
every query of that variant; what an earlier run kept (the model's walks, the card orders) is dropped first.
"""
from __future__ import annotations

import argparse
import os
import statistics
import time

from verifier.checks import CheckContext, Verdict, run_checks
from verifier.parser import parse_text
from verifier.references import check_quotes, check_references, find_seeds
from verifier.workspace import Workspace, resolve_all, select

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def many_rows(rows: int) -> str:
    """classic-2deck with a scoring table of `rows` rows, one band of 5 points each and the last open-ended: the
    checker's time on it grew with the square of the rows (200 rows: 45 s) until overlaps became a sweep."""
    lines = [f"    when points >= {5 * k} and points < {5 * k + 5} -> "
             + ("declarers +1" if 5 * k < 80 else "attackers take over") for k in range(rows - 1)]
    lines.append(f"    when points >= {5 * (rows - 1)} -> attackers take over +1")
    return (f"variant rows-{rows} extends classic-2deck {{\n  title en \"{rows} scoring rows\"\n  override scoring {{\n"
            + "\n".join(lines) + "\n  }\n}\n")


def _time(variant, repeat: int, before=None):
    times = []
    for _ in range(repeat):
        _forget()
        started = time.process_time()
        if before:
            before()
        report = run_checks(variant, CheckContext())
        times.append(time.process_time() - started)
    return report, times


def _forget() -> None:
    """Drop what an earlier run kept (the model's walks, the card orders), so that every run is a first check."""
    from verifier import walk
    from verifier.runtime import order
    walk._WALKED.clear()
    order._ORDERS.clear()
    order._STRENGTHS.clear()


def _line(name, report, times) -> str:
    return (f"{name:<22} {len(report.findings):>6} {report.count(Verdict.PROVED):>6} "
            f"{report.count(Verdict.REFUTED):>7} {report.count(Verdict.UNKNOWN):>7} "
            f"{statistics.median(times) * 1000:>7.0f}ms {min(times) * 1000:>7.0f}ms")


def main() -> None:
    args = argparse.ArgumentParser()
    args.add_argument("--repeat", type=int, default=5)
    args.add_argument("--rows", default="50,200,400", help="sizes of the generated scoring tables")
    opts = args.parse_args()
    os.chdir(ROOT)
    workspace = Workspace()
    ids = select(workspace, ["spec"])
    variants, _ = resolve_all(workspace, ids)
    run_checks(next(iter(variants.values())))  # warm up: imports, the grammar, z3's first solver
    print(f"{'variant':<22} {'checks':>6} {'proved':>6} {'refuted':>7} {'unknown':>7} {'median':>9} {'best':>9}")
    for vid, variant in variants.items():
        def references(variant=variant, vid=vid):
            check_references(variant)
            seeds = find_seeds(workspace.paths[vid])
            if seeds:
                check_quotes(variant, seeds)
        print(_line(vid, *_time(variant, opts.repeat, references)))
    library = workspace.library()
    for rows in (int(n) for n in opts.rows.split(",") if n):
        vfile = parse_text(f"rows-{rows}.variant", many_rows(rows))
        library.files[vfile.id] = vfile
        variant = library.resolve(vfile.id)
        print(_line(f"scoring table {rows} rows", *_time(variant, max(1, opts.repeat // 2))))


if __name__ == "__main__":
    main()
