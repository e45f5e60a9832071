"""The engine benchmark runs (with small numbers) and measures real work."""
import importlib.util
import os

from .conftest import ROOT


def test_engine_benchmark_runs(capsys):
    spec = importlib.util.spec_from_file_location("engine_benchmark", os.path.join(ROOT, "benchmarks", "engine.py"))
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    assert bench.main(["--deals", "5", "--rulings", "30"]) == 0
    out = capsys.readouterr().out
    assert "deals/s" in out and "invariant violations: 0" in out
    assert "25-card hands: follow_ruling median" in out and "39-card hands" in out and "throw_ruling" in out
