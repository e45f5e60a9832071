"""Benchmark: parse (and build the model of) a generated 2,000-line variant file. Prints figures; asserts nothing.

    .venv/bin/python benchmarks/parse.py [--lines 2000] [--repeat 5]
"""
from __future__ import annotations

import argparse
import statistics
import time

from verifier.parser import lark_parser, parse_text
from verifier.resolve import Library

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


def main() -> None:
    args = argparse.ArgumentParser()
    args.add_argument("--lines", type=int, default=2000)
    args.add_argument("--repeat", type=int, default=5)
    opts = args.parse_args()

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
