"""Benchmark: what a cold `check spec/` spends before the checks, and the parse of a generated 2,000-line variant
file. Prints figures; asserts nothing.

    .venv/bin/python benchmarks/parse.py [--lines 2000] [--repeat 5] [--processes 7] [--against REV]

The first part runs fresh processes (CPU seconds, the median of `--processes`): `import verifier.model`, then
`import verifier.language.parser` (Lark, the model builder), then `lark_parser()` (Lark's LALR tables, read from its cache
file in the temporary folder, which Lark writes on the first run after a grammar change: a cold `check` reads it),
then the parse of every file of spec/ into its model, a first time (in a fresh process: what a cold run pays) and a
second time, and the µs per token (Lark's tokens, spaces and comments not counted). With `--against REV` the same
figures of REV (a temporary git worktree), in processes interleaved with this checkout's.
"""
from __future__ import annotations

import argparse
import glob
import json
import os
import statistics
import subprocess
import sys
import time

from checkout import use_checkout

ROOT = use_checkout(__name__)

from verifier.language.grammar import lark_parser  # noqa: E402 - after the checkout is chosen
from verifier.language.parser import parse_text  # noqa: E402
from verifier.language.resolve import Library  # noqa: E402

# One fresh process: the phases of a cold run before the checks, timed in CPU seconds.
_PHASES = """
import glob, json, sys, time
sys.path.insert(0, sys.argv[1])
clock = time.process_time
t0 = clock()
import verifier.model
t1 = clock()
import verifier.language.parser as parser
t2 = clock()
try:
    import verifier.language.grammar as grammar
except ImportError:  # a revision whose parser module held the grammar
    grammar = parser
# The grammar of the measured checkout: an editable install would give this checkout's to another one.
grammar.grammar_text = lambda: open(sys.argv[1] + "/grammar/variant.lark", encoding="utf-8").read()
lark = grammar.lark_parser()
t3 = clock()
texts = [(p, open(p, encoding="utf-8").read()) for p in sorted(glob.glob(sys.argv[1] + "/spec/*.variant"))]
for path, text in texts:
    parser.parse_text(path, text)
t4 = clock()
for path, text in texts:
    parser.parse_text(path, text)
t5 = clock()
tokens = 0
for path, text in texts:
    tokens += sum(1 for _ in lark.parse_interactive(text).iter_parse())
print(json.dumps({"import verifier.model": t1 - t0, "import verifier.language.parser": t2 - t1, "lark_parser()": t3 - t2,
                  "first parse of spec/": t4 - t3, "second parse of spec/": t5 - t4, "tokens": tokens}))
"""

_BLOCK = """  {combo} {{
    min-length: 2
    adjacency: card-order
{examples}  }}
"""
_EXAMPLE = '    example e{n} level={level} trump={suit}: "{a}{suit} {a}{suit} {b}{suit} {b}{suit}" is a tractor  @s "KKQQ"\n'
_ROW = "    when points >= {low} and points < {high} -> attackers take over +{levels}  decision \"row {n}\"\n"
_RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]


def generate(lines: int) -> str:
    """A valid variant of about `lines` lines: a header, many worked examples, a long scoring table."""
    head = ['variant big {', '  source s "000_79ebff438be5e347.txt"', "  players 4", "  decks 2", "  hand 25",
            "  kitty 8", "  ranks A K Q J 10 9 8 7 6 5 4 3 2",
            "  trump order BJ > SJ > level in trump suit > level in other suits > trump suit"]
    examples = "".join(_EXAMPLE.format(n=n, level=_RANKS[n % 13], suit="SHCD"[n % 4], a=_RANKS[(n % 11) + 1],
                                       b=_RANKS[n % 11]) for n in range(lines // 2))
    rows = "".join(_ROW.format(low=40 * n, high=40 * (n + 1), levels=n, n=n) for n in range(lines // 2 - 20))
    body = "\n".join(head) + "\n" + _BLOCK.format(combo="tractor", examples=examples)
    body += "  scoring {\n" + rows + "  }\n}\n"
    return body


def _phases(root: str) -> dict:
    out = subprocess.run([sys.executable, "-c", _PHASES, root], cwd=root, check=True, capture_output=True, text=True)
    return json.loads(out.stdout)


def cold_phases(processes: int, against: tuple[str, str] | None) -> None:
    roots = {"this checkout": ROOT, **({against[0]: against[1]} if against else {})}
    runs: dict[str, list[dict]] = {name: [] for name in roots}
    for _ in range(processes):  # interleaved, so that a change of load falls on both alike
        for name, root in roots.items():
            runs[name].append(_phases(root))
    names = list(roots)
    print(f"{'fresh process, CPU s (median)':<32}" + "".join(f"{name:>16}" for name in names))
    phases = [key for key in runs[names[0]][0] if key != "tokens"]
    total = {name: 0.0 for name in names}
    for phase in phases:
        cells = []
        for name in names:
            value = statistics.median(run[phase] for run in runs[name])
            if phase != "second parse of spec/":
                total[name] += value
            cells.append(f"{value:>16.3f}")
        print(f"{phase:<32}" + "".join(cells))
    print(f"{'before the checks, cold':<32}" + "".join(f"{total[name]:>16.3f}" for name in names))
    for name in names:
        tokens = runs[name][0]["tokens"]
        second = statistics.median(run["second parse of spec/"] for run in runs[name])
        first = statistics.median(run["first parse of spec/"] for run in runs[name])
        print(f"{name}: {len(glob.glob(os.path.join(roots[name], 'spec', '*.variant')))} files, {tokens:,} tokens: "
              f"{first / tokens * 1e6:.1f} µs a token the first time, {second / tokens * 1e6:.1f} µs the second")


def main() -> None:
    args = argparse.ArgumentParser()
    args.add_argument("--lines", type=int, default=2000)
    args.add_argument("--repeat", type=int, default=5)
    args.add_argument("--processes", type=int, default=7, help="fresh processes for the cold figures (0: none)")
    args.add_argument("--against", metavar="REV", default=None,
                      help="also the cold figures of REV (a temporary git worktree), interleaved")
    args.add_argument("--root", help=argparse.SUPPRESS)  # read by checkout.use_checkout
    opts = args.parse_args()
    if opts.processes:
        from check import checkout  # the temporary worktree of benchmarks/check.py
        with checkout(opts.against) as against:
            cold_phases(opts.processes, against)
        print()

    started = time.perf_counter()
    lark_parser()
    grammar_ms = (time.perf_counter() - started) * 1000

    text = generate(opts.lines)
    count = text.count("\n")
    times = []
    for _ in range(opts.repeat):
        started = time.perf_counter()
        vfile = parse_text("big.variant", text)
        Library({vfile.id: vfile}).resolve(vfile.id)
        times.append(time.perf_counter() - started)
    print(f"grammar load (once per process): {grammar_ms:.0f} ms")
    print(f"variant file: {count} lines, {len(text):,} characters")
    print(f"parse + build model + resolve: median {statistics.median(times) * 1000:.0f} ms, "
          f"best {min(times) * 1000:.0f} ms over {opts.repeat} runs "
          f"({count / statistics.median(times):,.0f} lines/s)")


if __name__ == "__main__":
    main()
