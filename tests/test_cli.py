"""The command line: exit statuses, formats, and answers to unknown names."""
import json
import os

import pytest

from verifier.cli import main
from verifier.language.sources import locate

from conftest import ROOT


@pytest.fixture(autouse=True)
def at_root(monkeypatch):
    monkeypatch.chdir(ROOT)


def run(capsys, *argv):
    status = main(list(argv))
    out = capsys.readouterr()
    return status, out.out, out.err


SPEC_FILES = len([name for name in os.listdir(os.path.join(ROOT, "spec")) if name.endswith(".variant")])


def test_check_spec_is_clean(capsys):
    status, out, _ = run(capsys, "check", "spec/")
    assert status == 0
    assert f"{SPEC_FILES} clean;" in out and " 0 refuted" in out and "0 error(s)" in out


def test_check_by_id_and_by_file(capsys):
    assert run(capsys, "check", "shuangsheng-2deck")[0] == 0
    assert run(capsys, "check", "spec/three-deck-tribute.variant")[0] == 0


def test_check_json_summary(capsys):
    status, out, _ = run(capsys, "check", "spec/", "--format", "json")
    data = json.loads(out)
    assert status == 0 and data["summary"]["variants"] == SPEC_FILES and data["summary"]["refuted"] == 0
    # Without the seeds (a user's clone), the one warning says the quotes were not verified (W230).
    assert {d["code"] for d in data["diagnostics"] if d["severity"] != "note"} <= \
        (set() if locate("spec/classic-2deck.variant") else {"W230"})
    assert data["summary"]["proved"] == len(data["findings"]) > 100
    notes = [d for d in data["diagnostics"] if d["code"] == "N001"]
    assert notes and all(n["primary"]["file"].startswith("spec/") for n in notes)


def test_unknown_variant_suggests_the_closest(capsys):
    status, _, err = run(capsys, "show", "clasic-2deck")
    assert status == 2
    assert "unknown variant `clasic-2deck`; did you mean `classic-2deck`?" in err


def test_missing_file_is_a_usage_error(capsys):
    status, _, err = run(capsys, "check", "spec/nowhere.variant")
    assert status == 2 and "no such file" in err


def test_bad_option_is_a_usage_error(capsys):
    status, _, err = run(capsys, "check", "--format", "xml")
    assert status == 2 and "invalid choice" in err


@pytest.mark.parametrize("fmt", ["text", "json", "yaml"])
def test_show_formats(capsys, fmt):
    status, out, _ = run(capsys, "show", "shuangsheng-2deck", "--format", fmt)
    assert status == 0
    if fmt == "json":
        data = json.loads(out)
        assert data["lineage"] == ["shuangsheng-2deck", "classic-2deck"]
        assert data["scoring_cap"]["points"] == 200
    elif fmt == "text":
        assert out.startswith("# shuangsheng-2deck, resolved: shuangsheng-2deck <- classic-2deck")
        assert "scoring cap 200" in out


def test_schema_command(capsys):
    status, out, _ = run(capsys, "schema")
    assert status == 0 and json.loads(out)["$defs"]["Variant"]["type"] == "object"


def test_a_variant_the_engine_cannot_play_is_an_error_not_a_crash(capsys, tmp_path):
    (tmp_path / "alone.variant").write_text("variant alone extends classic-2deck {\n  override teams emperor\n}\n",
                                            encoding="utf-8")
    status, _, err = run(capsys, "simulate", str(tmp_path / "alone.variant"), "--games", "1", "--quiet")
    assert status == 1
    assert "the engine cannot play `alone`" in err and "teams `emperor`" in err and "internal error" not in err


@pytest.mark.parametrize("command", ["simulate", "play", "tournament", "analyse"])
def test_the_play_commands_give_a_load_error_its_own_status(capsys, tmp_path, monkeypatch, command):
    """1 for a variant the engine cannot play (as `check` says of a variant with errors), 2 for one not found: the
    same for every command of the play stage (play/errors.py `refused`)."""
    (tmp_path / "alone.variant").write_text("variant alone extends classic-2deck {\n  override teams emperor\n}\n",
                                            encoding="utf-8")
    monkeypatch.setattr("builtins.input", lambda *a: "quit")
    extra = {"simulate": ["--games", "1", "--quiet"], "play": [],
             "tournament": ["--players", "greedy,random", "--games", "1", "--quiet"],
             "analyse": ["--games", "1", "--quiet"]}[command]
    status, out, err = run(capsys, command, str(tmp_path / "alone.variant"), *extra)
    assert status == 1, (out, err)
    assert "the engine cannot play `alone`" in out + err and "internal error" not in out + err
    status, out, err = run(capsys, command, str(tmp_path / "missing.variant"), *extra)
    assert status == 2, (out, err)
