"""`verifier soak`: every variant of spec/ with each kind of player, and a broken invariant reported where it is."""
import io
import json
import os

import pytest

from verifier.cli import main
from verifier.runtime.trick.game import Deal
from verifier.play.simulate import simulate

from conftest import ROOT

SPEC_IDS = [name[:-len(".variant")] for name in sorted(os.listdir(os.path.join(ROOT, "spec")))
            if name.endswith(".variant")]  # in the order of the files, as `soak spec/` plays them


@pytest.fixture(autouse=True)
def at_root(monkeypatch):
    monkeypatch.chdir(ROOT)


def soak_json(capsys, *argv):
    status = main(["soak", *argv, "--format", "json"])
    return status, json.loads(capsys.readouterr().out)


def test_every_variant_of_spec_with_both_players(capsys):
    status, report = soak_json(capsys, "spec/", "--games", "10", "--seed", "9", "--backend", "serial")
    runs = report["runs"]
    assert [(r["variant"], r["player"]) for r in runs] == [(v, p) for v in SPEC_IDS for p in ("random", "greedy")]
    assert all(r["deals"] == 10 for r in runs)
    assert {r["family"] for r in runs} == {"trick-taking", "climbing"}
    bad = [r for r in runs if r["violations"] or r["errors"]]
    assert not bad, bad
    assert status == 0


def test_text_report_names_every_run_and_the_invariants(capsys):
    status = main(["soak", "classic-2deck", "gouji-6p-4deck", "--games", "3", "--backend", "serial"])
    out = capsys.readouterr().out
    assert status == 0
    lines = out.splitlines()
    assert lines[0].split() == ["variant", "family", "player", "deals", "violations", "errors", "seconds"]
    assert lines[1].split()[:6] == ["classic-2deck", "trick-taking", "random", "3", "0", "0"]
    assert lines[4].split()[:6] == ["gouji-6p-4deck", "climbing", "greedy", "3", "0", "0"]
    assert "4 run(s) of 2 variant(s), seed 1: 12 deals, 0 invariant violation(s), 0 error(s)" in out
    assert "invariants checked on every climbing deal" in out and "every trick-taking deal" in out


def _rich_deal(self):
    """A deliberately broken invariant (for this test only): no deal may give the attackers 80 points or more."""
    broken = ["test invariant: the attackers took 80 or more"] if self.result["attacker_points"] >= 80 else []
    return _real(self) + broken


_real = Deal.check_invariants


def test_a_broken_invariant_is_reported_with_the_deal_that_replays_it(capsys, monkeypatch, tmp_path):
    # what the deals are, from an honest run: every line of the stream, in merge order
    stream = io.StringIO()
    simulate("classic-2deck", 60, 5, players=("random",) * 4, progress=False, jsonl=stream)
    deals = [json.loads(line) for line in stream.getvalue().splitlines()]
    rich = [d for d in deals if d["points"] >= 80]
    assert 0 < len(rich) < len(deals)

    monkeypatch.setattr(Deal, "check_invariants", _rich_deal)
    status, report = soak_json(capsys, "classic-2deck", "--games", "60", "--seed", "5", "--players", "random",
                               "--backend", "serial")
    assert status == 1
    (row,) = report["runs"]
    assert row["violations"] == len(rich) and row["errors"] == 0 and row["deals"] == 60
    first = row["first"]
    assert (first["match"], first["deal"]) == (rich[0]["match"], rich[0]["deal"])
    assert first["text"] == "test invariant: the attackers took 80 or more"
    assert first["seed"] == 5 * 1000003 + first["match"]
    assert first["through"] == deals.index(rich[0]) + 1
    assert f"--seed 5 --games {first['through']} --players random" in first["replay"]

    # the replay it names: that many deals, and the record of the match holds the deal that broke it, last
    monkeypatch.setattr(Deal, "check_invariants", _real)
    records = tmp_path / "records"
    stats = simulate("classic-2deck", first["through"], 5, players=("random",) * 4, progress=False,
                     record_dir=str(records))
    record = json.loads((records / f"classic-2deck-5-{first['match']:05d}.json").read_text(encoding="utf-8"))
    assert record["seed"] == first["seed"] and len(record["deals"]) == first["deal"]
    assert record["deals"][-1]["result"]["attacker_points"] >= 80
    assert stats["deals"] == first["through"]


def test_a_climbing_violation_names_its_match_and_deal(capsys, monkeypatch):
    import verifier.play.climbing.simulate as C

    real = C.deal_violations
    monkeypatch.setattr(C, "deal_violations",
                        lambda rules, entry: real(rules, entry) + (["test: deal 3"] if entry["number"] == 3 else []))
    status, report = soak_json(capsys, "gouji-6p-4deck", "--games", "8", "--players", "greedy")
    (row,) = report["runs"]
    assert status == 1 and row["violations"] == 2  # deal 3 of each match of four deals
    first = row["first"]
    assert (first["match"], first["deal"], first["through"]) == (0, 3, 3)
    assert first["text"] == "match 0: test: deal 3" and first["seed"] == 1 * 1000003


def test_a_variant_the_engine_cannot_play_is_an_error_of_the_report(capsys, tmp_path):
    (tmp_path / "alone.variant").write_text("variant alone extends classic-2deck {\n  override teams emperor\n}\n",
                                            encoding="utf-8")
    status, report = soak_json(capsys, str(tmp_path / "alone.variant"), "--games", "2", "--players", "random")
    (row,) = report["runs"]
    assert status == 1 and row["errors"] == 1 and row["deals"] == 0
    assert row["first"]["kind"] == "error" and "emperor" in row["first"]["text"]


def test_paths_that_name_nothing(capsys, tmp_path):
    assert main(["soak", str(tmp_path)]) == 2
    assert "no variant" in capsys.readouterr().err
