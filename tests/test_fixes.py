"""Every "did you mean" carries its fix as data (Diagnostic.fix), and applying the fix makes that diagnostic go.

Run over the malformed-input cases (tests/malformed/), where the parser's, the builder's and the reference checks'
guesses are made; the editor's quick fixes (verifier/lsp/actions.py) are these fixes.
"""
import contextlib
import glob
import io
import json
import os
import re

import pytest

from verifier.cli import main

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The cases whose expected diagnostics guess a word.
CASES = sorted(path for path in glob.glob(os.path.join(ROOT, "tests", "malformed", "*.variant"))
               if "did you mean" in open(path[:-len(".variant")] + ".expected", encoding="utf-8").read())


def _diagnostics(path: str, text: str, tmp: str):
    """The diagnostics of `check` (every stage: parser, builder, resolver, references) on a copy of the case."""
    copy = os.path.join(tmp, os.path.basename(path))
    with open(copy, "w", encoding="utf-8") as handle:
        handle.write(text)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        main(["check", copy, "--format", "json"])
    return json.loads(out.getvalue())["diagnostics"]


def _apply(text: str, fix: dict) -> str:
    lines = text.split("\n")
    start = sum(len(line) + 1 for line in lines[:fix["line"] - 1]) + fix["column"] - 1
    end = sum(len(line) + 1 for line in lines[:fix["end_line"] - 1]) + fix["end_column"] - 1
    return text[:start] + fix["replacement"] + text[end:]


def _readable(path):
    return open(path, encoding="utf-8").read()


def test_there_are_cases_with_guesses():
    assert len(CASES) >= 5


@pytest.mark.parametrize("path", CASES, ids=[os.path.basename(p) for p in CASES])
def test_each_guess_has_its_fix_and_the_fix_removes_the_diagnostic(path, tmp_path):
    guesses = [d for d in _diagnostics(path, _readable(path), str(tmp_path)) if d["help"] and "did you mean" in d["help"]]
    assert guesses
    for diag in guesses:
        guess = re.search(r"did you mean `([^`]+)`\?", diag["help"]).group(1)
        assert diag["fix"] is not None and diag["fix"]["replacement"] == guess, diag
        after = _diagnostics(path, _apply(_readable(path), diag["fix"]), str(tmp_path))
        assert (diag["code"], diag["primary"]["line"]) not in [(d["code"], (d["primary"] or {}).get("line"))
                                                               for d in after]


def test_fixes_are_in_the_json_output(tmp_path, capsys):
    (tmp_path / "typo.variant").write_text(
        "variant typo {\n  throw {\n    judge: each-componnent\n  }\n}\n", encoding="utf-8")
    main(["check", str(tmp_path / "typo.variant"), "--format", "json"])
    out = capsys.readouterr().out
    assert '"replacement": "each-component"' in out
