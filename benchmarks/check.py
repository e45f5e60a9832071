"""Benchmark: the time to check each variant in spec/ (after imports), scoring tables of 50, 200 and 400 rows, and
`verifier check` as a whole process. Prints figures; asserts nothing.

    .venv/bin/python benchmarks/check.py [--repeat 5] [--rows 50,200,400] [--processes 5] [--sources DIR]
                                         [--against REV]

Times are CPU seconds (the machine is shared). Each run after imports resolves the variant and runs every check
(semantic and Z3) with one fresh CheckContext, so one solver is created per variant and reused, with push/pop, by
every query of that variant; what an earlier run kept (the model's walks, the card orders) is dropped first; the
on-disk cache (verifier/language/cache.py) is not used. The whole processes (`check spec/`, and `check ID` for the slowest
variants) run four ways: `--no-cache` (on the default number of processes), `--no-cache --jobs 1`; "cold", with an
empty cache folder (every file parsed and every variant checked,
and the entries written); "warm", with the folder a cold run filled (CPU of the child process, and its wall time);
with `--against REV`, REV's `check` too, in a temporary git worktree, interleaved with the others.
"""
from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager

from checkout import own_grammar  # (benchmarks/ is on the path: this script's folder, or the tests')
from verifier.checks import CheckContext, Verdict, run_checks
from verifier.language.parser import parse_text
from verifier.language.references import check_quotes, check_references, find_seeds
from verifier.language.workspace import Workspace, resolve_all, select

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
    from verifier.language import walk
    from verifier.checks.trick import cardorder
    from verifier.runtime.trick import order
    walk._WALKED.clear()
    order._ORDERS.clear()
    order._STRENGTHS.clear()
    cardorder._UNSOUND.clear()


def _line(name, report, times) -> str:
    return (f"{name:<22} {len(report.findings):>6} {report.count(Verdict.PROVED):>6} "
            f"{report.count(Verdict.REFUTED):>7} {report.count(Verdict.UNKNOWN):>7} "
            f"{statistics.median(times) * 1000:>7.0f}ms {min(times) * 1000:>7.0f}ms")


def _process(argv: list[str], cache: str | None, root: str = ROOT) -> tuple[float, float]:
    """CPU and wall seconds of one `verifier` process run in `root` (`cache`: the cache folder; None: --no-cache; for
    another checkout, which may not know the option, the cache is only turned off by $VERIFIER_CACHE)."""
    env = {**os.environ, "VERIFIER_CACHE": cache or "off"}
    flags = [] if cache or root != ROOT else ["--no-cache"]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "verifier", *argv, *flags], cwd=root, env=env, check=False,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # -m: the checkout of `root` is imported
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime, wall


def whole_processes(targets: list[str], sources: list[str], repeat: int, against: tuple[str, str] | None) -> None:
    modes = ([against[0]] if against else []) + ["no cache", "no cache, 1 job", "cold cache", "warm cache"]
    print(f"\n{'whole process':<40} " + " ".join(f"{m:>17}" for m in modes) + "   (median CPU s / wall s)")
    for target in targets:
        argv = ["check", target, *sources]
        runs: dict[str, list[tuple[float, float]]] = {mode: [] for mode in modes}
        for _ in range(repeat):  # interleaved, so that a change of load falls on every mode alike
            if against:
                runs[against[0]].append(_process(argv, None, against[1]))
            runs["no cache"].append(_process(argv, None))
            runs["no cache, 1 job"].append(_process([*argv, "--jobs", "1"], None))
            with tempfile.TemporaryDirectory(prefix="verifier-bench-cache-") as folder:
                runs["cold cache"].append(_process(argv, folder))
                runs["warm cache"].append(_process(argv, folder))
        cells = [f"{statistics.median(c for c, _ in r):>7.2f} / {statistics.median(w for _, w in r):>5.2f} s"
                 for r in runs.values()]
        print(f"{'check ' + target:<40} " + " ".join(f"{cell:>17}" for cell in cells))


@contextmanager
def checkout(rev: str | None):
    """REV checked out into a temporary git worktree (removed afterwards), or None."""
    if rev is None:
        yield None
        return
    tmp = tempfile.mkdtemp(prefix="bench-check-")
    other = os.path.join(tmp, "rev")
    subprocess.run(["git", "-C", ROOT, "worktree", "add", "--detach", other, rev], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    own_grammar(other)  # REV's parser with REV's grammar
    # Bytecode, as scripts/setup.sh gives this checkout: else REV would compile every module it imports, every run.
    subprocess.run([sys.executable, "-m", "compileall", "-q", os.path.join(other, "verifier")], check=False,
                   stdout=subprocess.DEVNULL)
    # The compiled runtime too, where this checkout has one: an extension is loaded only if it was built from the
    # module's current source (verifier/runtime/native.py), so REV uses those of its runtime modules that are unchanged.
    native = os.path.join(ROOT, "verifier", "_native")
    if os.path.isdir(native):
        shutil.copytree(native, os.path.join(other, "verifier", "_native"), dirs_exist_ok=True)
    try:
        yield (rev, other)
    finally:
        subprocess.run(["git", "-C", ROOT, "worktree", "remove", "--force", other], check=False,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        shutil.rmtree(tmp, ignore_errors=True)


def main() -> None:
    args = argparse.ArgumentParser()
    args.add_argument("--repeat", type=int, default=5)
    args.add_argument("--rows", default="50,200,400", help="sizes of the generated scoring tables")
    args.add_argument("--processes", type=int, default=5, help="whole processes of each kind (0: none)")
    args.add_argument("--sources", default=None, help="the seeds folder, passed to the whole processes' `check`")
    args.add_argument("--slowest", type=int, default=3, help="variants checked alone as whole processes")
    args.add_argument("--against", metavar="REV", default=None,
                      help="also time the whole processes of REV (a temporary git worktree), interleaved")
    opts = args.parse_args()
    sources = ["--sources", os.path.abspath(opts.sources)] if opts.sources else []
    os.chdir(ROOT)
    workspace = Workspace()
    ids = select(workspace, ["spec"])
    variants, _ = resolve_all(workspace, ids)
    run_checks(next(iter(variants.values())))  # warm up: imports, the grammar, z3's first solver
    print(f"{'variant':<22} {'checks':>6} {'proved':>6} {'refuted':>7} {'unknown':>7} {'median':>9} {'best':>9}")
    medians = {}
    for vid, variant in variants.items():
        def references(variant=variant, vid=vid):
            check_references(variant)
            seeds = find_seeds(workspace.paths[vid])
            if seeds:
                check_quotes(variant, seeds)
        report, times = _time(variant, opts.repeat, references)
        medians[vid] = statistics.median(times)
        print(_line(vid, report, times))
    slowest = sorted(medians, key=medians.get, reverse=True)[:opts.slowest]
    print(f"{'sum of the medians':<22} {'':>37} {sum(medians.values()) * 1000:>7.0f}ms;  slowest: "
          + ", ".join(f"{vid} {medians[vid] * 1000:.0f}ms" for vid in slowest))
    library = workspace.library()
    for rows in (int(n) for n in opts.rows.split(",") if n):
        vfile = parse_text(f"rows-{rows}.variant", many_rows(rows))
        library.files[vfile.id] = vfile
        variant = library.resolve(vfile.id)
        print(_line(f"scoring table {rows} rows", *_time(variant, max(1, opts.repeat // 2))))
    if opts.processes:
        with checkout(opts.against) as against:
            whole_processes(["spec/", *slowest], sources, opts.processes, against)


if __name__ == "__main__":
    main()
