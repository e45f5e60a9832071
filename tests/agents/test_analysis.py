"""`verifier analyse`: a balance report's figures are the simulation's own deals counted again (the same seeds and
players as `simulate`: checked against its records), each rate and mean with its 95% interval; `--against` puts two
variants side by side and marks the significant differences; the page holds the plots (SVG from matplotlib, or the
plain-text fallback) and the JSON beside it."""
import json
import os
from collections import Counter

import pytest

from verifier.cli import main
from verifier.play.analysis import plots
from verifier.play.analysis.command import analyse
from verifier.play.analysis.compare import compare


def _records(folder):
    for name in sorted(os.listdir(folder)):
        with open(os.path.join(folder, name), encoding="utf-8") as handle:
            yield json.load(handle)


def test_a_trick_taking_report_counts_the_simulations_deals(tmp_path):
    games, seed = 40, 5
    assert main(["simulate", "classic-2deck", "--games", str(games), "--seed", str(seed), "--players", "greedy",
                 "--record", str(tmp_path), "--quiet", "--format", "json"]) == 0
    deals = [d for r in _records(tmp_path) for d in r["deals"]]
    assert len(deals) == games
    report = analyse("classic-2deck", ["greedy"], games, seed)["figures"]
    assert report["deals"] == games and report["violations"] == 0
    won = [d["result"]["settlement"]["side"] == "declarers" for d in deals]
    assert report["declarers_win_rate"]["value"] == round(sum(won) / games, 4)
    by_seat = Counter(d["declarer"] for d in deals)
    assert [s["deals"] for s in report["by_declarer_seat"]] == [by_seat.get(s, 0) for s in range(4)]
    wins_by_seat = Counter(d["declarer"] for d, w in zip(deals, won) if w)
    for s in report["by_declarer_seat"]:
        if s["deals"]:
            assert s["win_rate"]["value"] == round(wins_by_seat.get(s["seat"], 0) / s["deals"], 4)
    points = sum(d["result"]["attacker_points"] for d in deals)
    assert report["attacker_points"]["mean"]["value"] == pytest.approx(points / games, abs=1e-4)
    failed = sum(1 for d in deals for t in d["tricks"] if t["plays"][0].get("attempted"))
    assert report["throws"]["failed"] == failed
    first = [d for d in deals if d["number"] == 1]
    assert report["first_declarer"]["deals"] == len(first)
    ci = report["declarers_win_rate"]
    assert ci["low"] < ci["value"] < ci["high"]


def test_a_climbing_report_counts_the_simulations_deals(tmp_path):
    games, seed = 8, 2
    assert main(["simulate", "baohuang-5p-4deck", "--games", str(games), "--seed", str(seed), "--players", "greedy",
                 "--record", str(tmp_path), "--format", "json"]) == 0
    deals = [d for r in _records(tmp_path) for d in r["deals"]]
    report = analyse("baohuang-5p-4deck", ["greedy"], games, seed)["figures"]
    assert report["deals"] == len(deals) == games
    for s in report["by_seat"]:
        places = [d["result"]["places"].index(s["seat"]) + 1 for d in deals]
        assert s["place"]["value"] == pytest.approx(sum(places) / games, abs=1e-4)
    firsts = Counter(d["result"]["roles"][d["result"]["places"][0]] for d in deals)
    for role, figures in report["by_role"].items():
        seen = sum(1 for d in deals for r in d["result"]["roles"] if r == role)
        assert figures["first_out"]["value"] == pytest.approx(firsts.get(role, 0) / seen, abs=1e-4)
    assert report["rounds"]["mean"]["value"] == pytest.approx(sum(d["result"]["rounds"] for d in deals) / games,
                                                              abs=1e-4)


def test_against_and_the_page(tmp_path, capsys):
    out = tmp_path / "hongwu.html"
    assert main(["analyse", "classic-2deck", "--against", "hongwu-2deck", "--games", "30", "--out", str(out),
                 "--quiet"]) == 0
    text = capsys.readouterr().out
    assert "significant differences" in text and "declarers' win rate" in text
    page = out.read_text(encoding="utf-8")
    saved = json.loads((tmp_path / "hongwu.json").read_text(encoding="utf-8"))
    assert saved["against"]["variant"] == "hongwu-2deck" and saved["differences"]
    if plots.available():
        assert page.count("<svg") >= 2  # the points and the win rates (no match ends in 30 deals)
    else:
        assert "<pre>" in page
    for d in saved["differences"]:
        lo, hi = d["difference"]["low"], d["difference"]["high"]
        if lo is not None:
            assert d["significant"] == (lo > 0 or hi < 0)


def test_a_difference_is_significant_only_beyond_its_interval():
    a = {"x": {"win_rate": {"value": 0.6, "low": 0.55, "high": 0.65, "n": 400}},
         "m": {"mean": {"value": 10.0, "low": 9.0, "high": 11.0, "n": 100}}}
    b = {"x": {"win_rate": {"value": 0.4, "low": 0.35, "high": 0.45, "n": 400}},
         "m": {"mean": {"value": 10.5, "low": 9.5, "high": 11.5, "n": 100}}}
    found = {d["figure"]: d for d in compare(a, b)}
    assert found["x / win_rate"]["significant"] and not found["m / mean"]["significant"]


def test_the_text_fallback_of_a_plot():
    text = plots.text_bars([("A", [0.5, 0.25], [(0.4, 0.6), (0.2, 0.3)])], ["0", "1"], "T", percent=True)
    assert "50.0% [40.0, 60.0]" in text and text.count("#") == 30 + 15
