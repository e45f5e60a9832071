"""An internal error (a bug in the tool) is reported for the file or variant it happened on, as E999, and `check`
still reports every other file and variant of the run; the exit status is then 3 (docs/diagnostics.md, E999)."""
from __future__ import annotations

import json
import os
import shutil

import pytest

from verifier import checks
from verifier.checks import load_all  # noqa: F401 - every check registered before the faulty one is put first
from verifier.cli import main

from conftest import SPEC

SHIPPED = sum(name.endswith(".variant") for name in os.listdir(SPEC))  # the variants of spec/


@pytest.fixture
def spec_copy(tmp_path):
    folder = tmp_path / "spec"
    shutil.copytree(SPEC, folder)
    return folder


def _failing_for(vid: str):
    def faulty(variant, ctx):
        if variant.id == vid:
            raise RuntimeError("a check's own fault")
        return ()
    return faulty


def test_a_check_that_fails_on_one_variant_leaves_the_others_reported(spec_copy, monkeypatch, capsys):
    monkeypatch.setattr(checks, "REGISTRY", [checks.Check("X000", "a faulty check", _failing_for("gouji-6p-4deck"))]
                        + checks.REGISTRY)
    status = main(["check", str(spec_copy), "--jobs", "1", "--no-cache", "--format", "json"])
    out, err = capsys.readouterr()
    report = json.loads(out)
    internal = [d for d in report["diagnostics"] if d["code"] == "E999"]
    assert status == 3 and "internal error" in err
    assert [d["variant"] for d in internal] == ["gouji-6p-4deck"]
    assert "running check X000" in internal[0]["message"] and "a check's own fault" in internal[0]["message"]
    assert internal[0]["primary"]["file"].endswith("gouji-6p-4deck.variant")
    summary = report["summary"]
    assert summary["variants"] == SHIPPED and summary["clean"] == SHIPPED - 1  # every other variant checked, and said clean
    # the failing variant's other checks ran too: its own examples (Gouji's alone answer from the opposite) were proved
    assert any(f["check"] == "C954" and f["verdict"] == "proved" and "from opposite" in f["subject"]
               for f in report["findings"])


def test_a_check_that_fails_is_reported_in_text_with_the_others(spec_copy, monkeypatch, capsys):
    monkeypatch.setattr(checks, "REGISTRY", [checks.Check("X000", "a faulty check", _failing_for("classic-2deck"))]
                        + checks.REGISTRY)
    status = main(["check", str(spec_copy), "--jobs", "1", "--no-cache"])
    out, err = capsys.readouterr()
    assert status == 3
    assert "error[E999]: internal error while running check X000" in out and "classic-2deck.variant" in out
    assert f"checked {SHIPPED} variant file(s): {SHIPPED - 1} clean" in out


def test_a_check_that_fails_in_a_forked_share_is_reported_the_same(spec_copy, monkeypatch, capsys):
    monkeypatch.setattr(checks, "REGISTRY", [checks.Check("X000", "a faulty check", _failing_for("boke-2deck"))]
                        + checks.REGISTRY)
    status = main(["check", str(spec_copy), "--jobs", "2", "--no-cache", "--format", "json"])
    report = json.loads(capsys.readouterr().out)
    assert status == 3
    assert [d["variant"] for d in report["diagnostics"] if d["code"] == "E999"] == ["boke-2deck"]
    assert report["summary"]["clean"] == SHIPPED - 1


def test_a_fault_while_reading_one_file_is_that_files_error(spec_copy, monkeypatch, capsys):
    from verifier.language import workspace

    real = workspace.parse_cached

    def parse(path, text):
        if path.endswith("sanwufan.variant"):
            raise KeyError("a parser's own fault")
        return real(path, text)

    monkeypatch.setattr(workspace, "parse_cached", parse)
    status = main(["check", str(spec_copy), "--jobs", "1", "--no-cache", "--format", "json"])
    report = json.loads(capsys.readouterr().out)
    internal = [d for d in report["diagnostics"] if d["code"] == "E999"]
    assert status == 3 and len(internal) == 1 and internal[0]["primary"]["file"].endswith("sanwufan.variant")
    assert "reading the file" in internal[0]["message"]
    assert report["summary"]["variants"] == SHIPPED and report["summary"]["clean"] == SHIPPED - 1


def test_a_fault_while_resolving_one_variant_is_that_variants_error(spec_copy, monkeypatch, capsys):
    from verifier.language.resolve import Library

    real = Library.resolve

    def resolve(self, vid, *args, **kwargs):
        if vid == "huanle-2deck":
            raise IndexError("a resolver's own fault")
        return real(self, vid, *args, **kwargs)

    monkeypatch.setattr(Library, "resolve", resolve)
    status = main(["check", str(spec_copy), "--jobs", "1", "--no-cache", "--format", "json"])
    report = json.loads(capsys.readouterr().out)
    assert status == 3
    assert [d["variant"] for d in report["diagnostics"] if d["code"] == "E999"] == ["huanle-2deck"]
    assert report["summary"]["clean"] == SHIPPED - 1
