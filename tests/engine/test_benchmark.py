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
