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


def _load(name: str):
    spec = importlib.util.spec_from_file_location(f"{name}_benchmark", os.path.join(ROOT, "benchmarks", f"{name}.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_engine_benchmark_has_climbing_rows(capsys):
    """benchmarks/engine.py plays the climbing games under R1 (no longer skipped) and prints their figures."""
    bench = _load("engine")
    assert bench.main(["--deals", "4", "--sim-deals", "2", "--rulings", "0", "--variant", "gouji-6p-4deck",
                       "--variant", "baohuang-5p-4deck"]) == 0
    out = capsys.readouterr().out
    assert "skipped" not in out
    for vid in ("gouji-6p-4deck", "baohuang-5p-4deck"):
        row = next(line for line in out.splitlines() if line.startswith(f"{vid}: R1 4 deals"))
        assert "lead (every lead)" in row and "answer (the beats)" in row and "invariant violations: 0" in row
    assert out.count("simulate (random players)") == 2


def test_climbing_r1_plays_the_same_deals_for_the_same_seeds():
    """R1's record digest is what `--against` compares: the same for the same seeds, and it changes with the deals."""
    from verifier.play import engine
    r1 = _load("climbing_r1")
    game = engine.load("gouji-6p-4deck")
    first, again = r1.bench_r1(game, 2), r1.bench_r1(game, 2)
    assert first["digest"] == again["digest"] and first["violations"] == 0
    assert r1.bench_r1(game, 5)["digest"] != first["digest"]
    assert first["lead_us"] > 0 and first["answer_us"] > 0 and 0 < first["query_share"] < 1


def test_the_same_plays_digests_cover_records_and_queries():
    same = _load("climbing_same")
    one = same.digests(["baohuang-5p-4deck"], [1], 2, 50)
    assert one == same.digests(["baohuang-5p-4deck"], [1], 2, 50)
    assert set(one) == {"baohuang-5p-4deck seed 1 random", "baohuang-5p-4deck seed 1 greedy",
                        "baohuang-5p-4deck 50 legal-sets queries"}
    other = same.digests(["baohuang-5p-4deck"], [2], 2, 60)
    assert other["baohuang-5p-4deck seed 2 random"] != one["baohuang-5p-4deck seed 1 random"]
    assert other["baohuang-5p-4deck 60 legal-sets queries"] != one["baohuang-5p-4deck 50 legal-sets queries"]
