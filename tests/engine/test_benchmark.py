"""The engine benchmark runs (with small numbers) and measures real work."""
import importlib.util
import os

from .conftest import ROOT


def load_benchmark():
    spec = importlib.util.spec_from_file_location("engine_benchmark", os.path.join(ROOT, "benchmarks", "engine.py"))
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    return bench


def test_engine_benchmark_runs(capsys):
    bench = load_benchmark()
    assert bench.main(["--deals", "4", "--sim-deals", "3", "--rulings", "30", "--variant", "classic-2deck",
                       "--variant", "shuangsheng-3deck"]) == 0
    out = capsys.readouterr().out
    assert "classic-2deck: R1 4 deals" in out and "shuangsheng-3deck: R1 4 deals" in out
    assert "invariant violations: 0" in out and "declare" in out and "follow" in out
    assert "25-card hands: follow_ruling median" in out and "39-card hands" in out and "throw_ruling" in out


def test_r1_with_the_same_queries_plays_the_same_deals_and_says_which_is_which(classic, capsys):
    """Beside its own R1 (the runtime's follow_options and random_lead), the benchmark plays R1 with the queries every
    revision has (follows enumerated by the benchmark and ruled by the referee, leads from lead_options): the same
    deals, each R1 named by what it asks, and both ratios named in a comparison."""
    bench = load_benchmark()
    assert bench.FOLLOWS is not bench.follow_candidates and bench.LEAD is not bench._choose_lead  # (this runtime's)
    own = bench.bench_r1(classic, 6)
    same = bench.bench_r1(bench.playable("classic-2deck")[0], 6, bench.SAME_QUERIES)
    assert own["deals"] == same["deals"] == 6 and own["digest"] == same["digest"]
    assert bench.main(["--deals", "3", "--sim-deals", "0", "--rulings", "0", "--variant", "classic-2deck"]) == 0
    out = capsys.readouterr().out
    assert "R1 3 deals (its own queries: the runtime's follow_options and random_lead)" in out
    assert "R1 with the same queries on every revision (follows enumerated here and each ruled by the referee, " \
           "leads from lead_options): 3 deals" in out and "the same deals as its own R1" in out
    row = bench._ratio_row({"deals_per_second": 4.0, "same_deals_per_second": 3.0},
                           {"deals_per_second": 1.0, "same_deals_per_second": 2.0})
    assert bench._ratios(row) == "R1 own queries x4.00, R1 same queries x1.50"


def test_r1_follows_are_legal_and_distinct(classic):
    """R1 picks among legal plays only, each multiset once."""
    import random
    from verifier.runtime.trick import ids as I
    from verifier.runtime.trick.play.follow import follow_ids
    bench = load_benchmark()
    rng = random.Random(3)
    order = classic.engine.order("2", "S")
    deck = classic.engine.deck()
    for _ in range(30):
        rng.shuffle(deck)
        hand, other = I.counts(deck[:25]), I.counts(deck[25:50])
        lead = rng.choice(bench.L.lead_options(other, order))
        found = bench.follow_candidates(hand, lead, order)
        assert found and len(found) <= bench.LIMIT
        assert all(follow_ids(hand, lead, p, order).legal for p in found)
        assert len({tuple(sorted(p)) for p in found}) == len(found)


def test_follow_options_are_the_reference_enumeration(games):
    """The runtime's follow_options (R1's follows) give exactly the plays the reference enumeration of the benchmark
    finds by ruling every candidate: same plays, same order, on every variant."""
    import random
    from verifier.runtime.trick import ids as I
    from verifier.runtime.trick.actions import follows as F
    from verifier.runtime.trick.actions import leads as L
    bench = load_benchmark()
    rng = random.Random(5)
    compared = 0
    for vid, game in sorted(games.items()):
        deck = game.engine.deck()
        size = game.rules.hand or 25
        for _ in range(12):
            order = game.engine.order(rng.choice(game.rules.ladder), rng.choice(["S", "H", "C", "D", "NT"]))
            rng.shuffle(deck)
            hand, other = I.counts(deck[:size]), I.counts(deck[size:2 * size])
            options = L.lead_options(other, order)
            big = [o for o in options if len(o) > 1] or options
            lead = rng.choice(big if rng.random() < 0.7 else options)
            if rng.random() < 0.3 and game.rules.throw:
                lead = L.throw_candidate(other, order, rng) or lead
            assert F.follow_options(hand, lead, order, 64) == bench.follow_candidates(hand, lead, order, 64)
            compared += 1
    assert compared == 12 * len(games)
