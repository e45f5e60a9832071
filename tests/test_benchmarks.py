"""The benchmarks' generated inputs stay valid, so that the figures they print measure real work."""
import os
import sys

from verifier.parser import parse_text

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "benchmarks"))

import parse as parse_benchmark  # noqa: E402


def test_generated_variant_parses():
    text = parse_benchmark.generate(200)
    vfile = parse_text("big.variant", text)
    assert text.count("\n") >= 190
    assert len(vfile.statements) > 5
