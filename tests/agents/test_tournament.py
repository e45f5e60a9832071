"""`verifier tournament`: the seatings rotate the kinds over the seats of the same deals, each kind's figures and each
pair's paired differences come with 95% intervals, the ranking follows the figures, and the process backend gives the
very same figures as this process."""
import json

import pytest

from verifier.cli import main
from verifier.play.confidence import Moments, mean, rate, significant
from verifier.play.tournament import seatings, tournament


def test_seatings_rotate_the_kinds():
    assert seatings(["A", "B"], 4) == [("A", "B", "A", "B"), ("B", "A", "B", "A")]
    five = seatings(["S", "G", "G", "G", "G"], 5)
    assert len(five) == 5 and all(sum(k == "S" for k in s) == 1 for s in five)
    assert sorted(s.index("S") for s in five) == [0, 1, 2, 3, 4]
    assert len(seatings(["A", "B"], 5)) == 5


def test_a_tournament_scores_every_kind_over_the_same_deals():
    t = tournament("one-deck", ["random", "greedy"], 12, seed=3, progress=False)
    assert t["deals"] == 12 and t["plays"] == 24
    random_, greedy = t["kinds"]["random"], t["kinds"]["greedy"]
    for k in (random_, greedy):
        ci = k["score"]
        assert ci["n"] == 12 and ci["low"] <= ci["value"] <= ci["high"]
    # two teams, each kind one team in each seating: what one gains the other loses, deal by deal
    assert random_["score"]["value"] == pytest.approx(-greedy["score"]["value"], abs=1e-3)  # (rounded to 4 places)
    pair = t["pairs"][0]
    assert pair["score"]["value"] == pytest.approx(random_["score"]["value"] - greedy["score"]["value"], abs=1e-3)
    assert t["ranking"][0] == max(t["kinds"], key=lambda k: t["kinds"][k]["score"]["value"])


def test_a_climbing_tournament_ranks_by_place():
    t = tournament("baohuang-5p-4deck", ["random", "greedy", "greedy", "greedy", "greedy"], 4, progress=False)
    assert t["plays"] == 20
    places = {k: v["place"]["value"] for k, v in t["kinds"].items()}
    assert t["ranking"][0] == min(places, key=places.get)
    assert 1 <= places["random"] <= 5


def test_the_process_backend_gives_the_same_figures():
    serial = tournament("one-deck", ["random", "greedy"], 6, seed=2, progress=False)
    parallel = tournament("one-deck", ["random", "greedy"], 6, seed=2, jobs=2, backend="process", progress=False)
    for t in (serial, parallel):
        t.pop("seconds"), t.pop("backend")
    assert serial == parallel


def test_the_command(capsys):
    assert main(["tournament", "one-deck", "--players", "greedy,random", "--games", "4", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "duplicate deals" in out and "greedy - random" in out
    assert main(["tournament", "one-deck", "--players", "greedy", "--games", "2", "--quiet"]) == 2
    assert main(["tournament", "one-deck", "--players", "greedy,random", "--games", "2", "--format", "json",
                 "--quiet"]) == 0
    assert json.loads(capsys.readouterr().out)["deals"] == 2


def test_intervals():
    r = rate(30, 100)
    assert r["low"] < 0.3 < r["high"] and round(r["low"], 3) == 0.219 and round(r["high"], 3) == 0.396  # Wilson
    m = mean([1, 2, 3, 4])
    assert m["value"] == 2.5 and m["low"] == pytest.approx(2.5 - 3.182 * (1.6667 / 4) ** 0.5, abs=1e-3)
    assert significant({"value": 0.2, "low": 0.1, "high": 0.3}) and not significant({"value": 0, "low": -1, "high": 1})
    acc = Moments()
    acc.add(5)
    assert acc.interval()["low"] is None  # one value: no interval
