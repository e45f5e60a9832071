"""The judge of game records, around the corruptions (test_judge_corrupted.py): a record cites its rules by the
variant file's name and line, so that it judges the same from any folder and any install; records of the formats
before that are still judged; `verifier judge --variant FILE` judges the records of a user's own variant; a record of
the other family, of no known shape or that breaks its schema is refused with exit 1 (never the internal error); and
issue 24's false climbing records and trick-taking misses, each rejected on the command line with the rule."""
import copy
import json
import os

import pytest

from verifier.cli import main
from verifier.play import engine
from verifier.play.climbing.players import make, player_rng
from verifier.play.judge import judge_record

from .conftest import ROOT
from .hands import seeded_players

TRICK, GOUJI, BAOHUANG = "classic-2deck", "gouji-6p-4deck", "baohuang-5p-4deck"


def _record(game, seed=5, deals=2):
    if game.family == "climbing":
        agents = [make("random" if s % 2 else "greedy", player_rng(seed, s)) for s in range(game.rules.players)]
        return json.loads(json.dumps(game.play_match(seed, agents, deals)))
    agents = seeded_players(seed, ("random",) * game.rules.players)
    return json.loads(json.dumps(game.play_match(seed, agents, deal_limit=deals)))


def _settlements(record) -> list[dict]:
    return [deal["result"]["settlement"] for deal in record["deals"]]


@pytest.fixture(scope="module")
def records():
    return {vid: _record(engine.load(vid)) for vid in (TRICK, GOUJI, BAOHUANG)}


def _write(folder, record, name="r.json") -> str:
    path = os.path.join(folder, name)
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(record, handle)
    return path


def _judge(capsys, *argv) -> tuple[int, str]:
    status = main(["judge", *argv])
    out = capsys.readouterr()
    assert "internal error" not in out.err and "Traceback" not in out.err, out.err
    return status, out.out + out.err


# Rules cited by the variant file's name: the same record from any folder, any install -----------------------------

@pytest.mark.parametrize("vid", [TRICK, GOUJI, BAOHUANG])
def test_a_record_judges_the_same_from_another_folder(records, vid, tmp_path, monkeypatch):
    """Written in the checkout (the generated engine cites `spec/…`), judged from another folder by the variant
    compiled from its absolute path (as an installed package does), and the other way round."""
    here = engine.load(vid)
    monkeypatch.chdir(tmp_path)
    elsewhere = engine.load(vid, prefer="spec")
    cited = here.rules.end_rule if here.family == "climbing" else here.rules.ref("hand")
    moved = elsewhere.rules.end_rule if here.family == "climbing" else elsewhere.rules.ref("hand")
    assert cited.startswith("spec/") and os.path.isabs(moved), (cited, moved)  # the two cite differently
    for settlement in _settlements(records[vid]):
        assert settlement["rule"].startswith(f"{vid}.variant:"), settlement["rule"]  # by the file's name
    assert judge_record(records[vid], elsewhere).ok
    assert judge_record(_record(elsewhere), here).ok


@pytest.mark.parametrize("vid", [TRICK, GOUJI])
def test_a_rule_cited_on_another_line_is_another_rule(records, vid):
    record = copy.deepcopy(records[vid])
    settlement = _settlements(record)[0]
    file, line = settlement["rule"].rsplit(":", 1)
    settlement["rule"] = f"{file}:{int(line) + 1}"
    verdict = judge_record(record)
    assert not verdict.ok and verdict.where["deal"] == 1 and "settlement" in verdict.reason
    assert verdict.rule.startswith("spec/") and verdict.rule.endswith(f"{file}:{line}")  # the full location cited


@pytest.mark.parametrize("vid", [TRICK, GOUJI])
@pytest.mark.parametrize("folder", ["spec", "/opt/elsewhere/verifier/spec", "C:\\Users\\me\\spec"])
def test_older_records_cite_rules_by_the_path_they_were_read_from_and_are_still_judged(records, vid, folder):
    """Trick-taking `version` 1 and climbing `format` 1 cited `spec/…:LINE` (or an absolute path): still judged, the
    line still compared."""
    old = copy.deepcopy(records[vid])
    old["version" if "version" in old else "format"] = 1
    separator = "\\" if "\\" in folder else "/"
    for settlement in _settlements(old):
        settlement["rule"] = folder + separator + settlement["rule"]
    assert judge_record(old).ok
    file, line = _settlements(old)[0]["rule"].rsplit(":", 1)
    _settlements(old)[0]["rule"] = f"{file}:{int(line) + 1}"
    assert not judge_record(old).ok


# A user's own variant file ----------------------------------------------------------------------------------------

USERS = {"mine": 'variant mine extends classic-2deck {\n  title en "Mine" zh "我的"\n  scoring cap 240\n}\n',
         "mygouji": 'variant mygouji extends gouji-6p-4deck {\n  title en "My Gouji" zh "我的够级"\n}\n'}


@pytest.mark.parametrize("vid", sorted(USERS))
def test_judge_the_records_of_a_users_variant_with_variant(vid, tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    (tmp_path / f"{vid}.variant").write_text(USERS[vid], encoding="utf-8")
    (tmp_path / "records").mkdir()
    record = _record(engine.load(f"{vid}.variant"))
    path = _write(str(tmp_path / "records"), record)
    status, out = _judge(capsys, path)
    assert status == 1 and f"`{vid}`" in out and "--variant FILE" in out  # by id alone: unknown, and how to judge it
    status, out = _judge(capsys, "records", "--variant", f"{vid}.variant")
    assert status == 0 and "confirmed: 2 deal(s)" in out, out
    bad = copy.deepcopy(record)
    settlement = _settlements(bad)[-1]
    if "seats" in settlement:
        settlement["seats"][0] += 1
    else:
        settlement["levels"] += 1
    status, out = _judge(capsys, _write(str(tmp_path), bad, "bad.json"), "--variant", f"{vid}.variant")
    assert status == 1 and "illegal: deal 2" in out and "rule: " in out, out
    status, out = _judge(capsys, path, "--variant", "nowhere.variant")
    assert status == 2 and "--variant nowhere.variant" in out


def test_a_record_names_its_variant_by_id_never_by_path(records, tmp_path, capsys):
    record = copy.deepcopy(records[TRICK])
    record["variant"] = os.path.join(ROOT, "spec", "classic-2deck.variant")
    status, out = _judge(capsys, _write(str(tmp_path), record))
    assert status == 1 and "names its variant by id" in out and "--variant FILE" in out


# Records of the other family, of no known shape, breaking their schema: refused, exit 1, never exit 3 ---------------

@pytest.mark.parametrize("vid,variant,family", [(TRICK, GOUJI, "climbing"), (GOUJI, TRICK, "trick-taking"),
                                                (BAOHUANG, TRICK, "trick-taking")])
def test_a_record_naming_a_variant_of_the_other_family_is_refused(records, vid, variant, family, tmp_path, capsys):
    record = dict(records[vid], variant=variant)
    status, out = _judge(capsys, _write(str(tmp_path), record))
    assert status == 1 and f"`{variant}` is a {family} variant" in out and "rule: " in out, out


@pytest.mark.parametrize("change,message", [
    (lambda r: r["deals"][0]["redeals"].append(7), "deals/0/redeals/0: 7 is not of type 'object'"),
    (lambda r: r["deals"][0]["actions"][0].update(kind="fly"), "deals/0/actions/0/kind: 'fly' is not one of"),
    (lambda r: r.update(family="tricks"), "not a game record of this tool"),
    (lambda r: r.update(format=3), "format: 3 is not one of [1, 2]"),
    (lambda r: r.pop("family"), "not a game record of this tool"),
])
def test_a_climbing_record_of_another_shape_is_refused(records, change, message, tmp_path, capsys):
    record = copy.deepcopy(records[GOUJI])
    change(record)
    status, out = _judge(capsys, _write(str(tmp_path), record))
    assert status == 1 and message in out and "schema.json" in out, out


# Issue 24's cases on the command line: each was confirmed (or ended in exit 3) before ------------------------------

def _deal_dropped(record):
    del record["deals"][0]


CLIMBING_CASES = {
    "totals": lambda r: r["totals"].__setitem__(0, r["totals"][0] + 1),
    "seed": lambda r: r.update(seed=r["seed"] + 1),
    "dropped deal": _deal_dropped,
    "renumbered deal": lambda r: r["deals"][1].update(number=3),
    "first lead": lambda r: r["deals"][0]["result"].update(first_lead=(r["deals"][0]["result"]["first_lead"] + 1)
                                                           % len(r["players"])),
    "revolutionaries": lambda r: r["deals"][0]["result"]["revolutionaries"].append(0),
    "players": lambda r: r["players"].append("random"),
    "format": lambda r: r.update(format=7),
    "phase": lambda r: r["deals"][0]["actions"][-1].update(phase="tribute"),
    "rounds": lambda r: r["deals"][1]["result"].update(rounds=r["deals"][1]["result"]["rounds"] + 1),
    "first receiver": lambda r: r["deals"][0].update(first_receiver=1),
    "a team's score left out": lambda r: r["deals"][0]["result"]["settlement"]["teams"].popitem(),
}


@pytest.mark.parametrize("vid", [GOUJI, BAOHUANG])
@pytest.mark.parametrize("case", sorted(CLIMBING_CASES))
def test_the_issues_climbing_cases_are_rejected_with_the_rule(records, vid, case, tmp_path, capsys):
    record = copy.deepcopy(records[vid])
    CLIMBING_CASES[case](record)
    status, out = _judge(capsys, _write(str(tmp_path), record))
    assert status == 1 and "illegal: " in out and "rule: " in out, (case, out)


TRICK_CASES = {
    "cut": lambda r: r["result"].update(cut=True),  # the match stopped at its own deal limit: not cut
    "rule": lambda r: r["deals"][0]["result"]["settlement"].update(
        rule=r["deals"][0]["result"]["settlement"]["rule"].replace(":", ":1")),
}


@pytest.mark.parametrize("case", sorted(TRICK_CASES))
def test_the_issues_trick_taking_cases_are_rejected_with_the_rule(records, case, tmp_path, capsys):
    record = copy.deepcopy(records[TRICK])
    assert not record["result"]["over"] and record["result"]["deals"] == record["deal_limit"]
    TRICK_CASES[case](record)
    status, out = _judge(capsys, _write(str(tmp_path), record))
    assert status == 1 and "illegal: " in out and "rule: " in out, (case, out)


def test_a_cut_match_is_judged_cut(tmp_path):
    """`simulate` cuts its last match at the N-th deal: that record says `cut`, and the judge confirms it."""
    game = engine.load(TRICK)
    from verifier.runtime.trick.match import play_match
    record = json.loads(json.dumps(play_match(game.engine, 5, seeded_players(5), None, stop=1)))
    assert record["result"].get("cut") is True and judge_record(record).ok
    record["result"]["cut"] = False
    assert not judge_record(record).ok
