"""The climbing benchmark runs (with small numbers) and measures real work: whole deals and legal-sets queries."""
import importlib.util
import os

from conftest import ROOT


def test_climbing_benchmark_runs(capsys):
    spec = importlib.util.spec_from_file_location("climbing_benchmark", os.path.join(ROOT, "benchmarks", "climbing.py"))
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    assert bench.main(["--deals", "3", "--queries", "20"]) == 0
    out = capsys.readouterr().out
    assert "random deals/s with every action ruled" in out and "invariant violations: 0 in 3 deals" in out
    assert "legal sets against a standing set, 36-card hands: median" in out and "every lead of a 36-card hand" in out
