"""Benchmark: the language server's time from a change to the diagnostics, on a 200-line variant. Prints figures;
asserts nothing.

    .venv/bin/python benchmarks/lsp.py [--repeat 10]

`verifier lsp` runs in a subprocess, driven over stdio by pygls's LSP client, as an editor drives it. The document is
classic-2deck (the root variant, with its citations checked against the seeds when they are at hand) with more worked
examples, to 200 lines. Each round changes one example (so the text is new and every stage runs again) and measures
the time to the first `publishDiagnostics` (parse, build, resolve, references: the target is under 300 ms) and to the
second (the checker: semantic and Z3 checks and the worked examples), with the solver's pause set to 0 so that the
figure is the work; in an editor the pause (`verifier.solverDelay`, 0.4 s by default) comes first. It also times the
stages in this process, without the protocol.
"""
from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
_RANKS = ["3", "4", "5", "6", "7", "8", "9", "J", "Q", "K"]


def document(lines: int = 200, variant: int = 0) -> str:
    """classic-2deck as `bench`, with worked examples added until the file has `lines` lines; `variant` changes one."""
    text = open(os.path.join(ROOT, "spec", "classic-2deck.variant"), encoding="utf-8").read()
    text = text.replace("variant classic-2deck", "variant bench", 1)
    body, end = text.rstrip().rsplit("}", 1)[0], "}\n"
    extra = []
    count = lines - body.count("\n") - 3
    for n in range(max(count, 1)):
        high, low = _RANKS[(n + variant) % 9 + 1], _RANKS[(n + variant) % 9]
        extra.append(f'    example bench{n} level=2 trump=S: "{high}H {high}H {low}H {low}H" is a tractor')
    return body + "  examples {\n" + "\n".join(extra) + "\n  }\n" + end


async def measure(repeat: int) -> tuple[list[float], list[float], int]:
    from verifier.lsp.client import Session

    path = os.path.join(ROOT, "spec", "bench.variant")  # never written: the editor's text is used
    fast, solver = [], []
    async with Session(ROOT, solver_delay=0) as session:
        text = document()
        session.open(path, text)
        for _ in range(2):  # the fast stages, then the checker: warms up the grammar, Z3 and the seeds
            await session.published.get()
        for round_ in range(repeat):
            text = document(variant=round_ + 1)
            started = time.perf_counter()
            session.change(path, text)
            first, params = await session.published.get()
            assert not params.diagnostics, params.diagnostics[:1]  # a clean document: the figures are of real work
            second, params = await session.published.get()
            fast.append(first - started)
            solver.append(second - started)
    return fast, solver, text.count("\n")


def in_process(repeat: int) -> dict[str, list[float]]:
    from verifier.checks import CheckContext
    from verifier.lsp.project import Project
    from verifier.lsp.publish import solver_diagnostics

    project = Project(roots=[ROOT])
    path = os.path.join(ROOT, "spec", "bench.variant")
    times: dict[str, list[float]] = {"parse + build": [], "resolve + references + quotes": [], "checker": []}
    for round_ in range(repeat + 1):
        text = document(variant=round_)
        project.open[path] = text
        started = time.perf_counter()
        project.parse(path, text)
        parsed = time.perf_counter()
        analysis = project.analyse(path)
        analysed = time.perf_counter()
        solver_diagnostics(analysis, CheckContext(timeout_ms=2000))
        done = time.perf_counter()
        if round_:  # the first round warms up
            times["parse + build"].append(parsed - started)
            times["resolve + references + quotes"].append(analysed - parsed)
            times["checker"].append(done - analysed)
    return times


def _ms(values: list[float]) -> str:
    return f"median {statistics.median(values) * 1000:6.0f} ms   best {min(values) * 1000:6.0f} ms"


def main() -> None:
    args = argparse.ArgumentParser()
    args.add_argument("--repeat", type=int, default=10)
    opts = args.parse_args()
    fast, solver, lines = asyncio.run(measure(opts.repeat))
    print(f"verifier lsp, a {lines}-line variant, {opts.repeat} changes (whole-document sync):")
    print(f"  change -> first diagnostics (parse, build, resolve, references): {_ms(fast)}   (target < 300 ms)")
    print(f"  change -> the checker's diagnostics (semantic, Z3, examples):    {_ms(solver)}   (+ the pause in an editor)")
    print("in this process, per stage:")
    for stage, values in in_process(opts.repeat).items():
        print(f"  {stage:<32} {_ms(values)}")


if __name__ == "__main__":
    main()
