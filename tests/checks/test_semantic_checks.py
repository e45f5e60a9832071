"""The card-order, combination, following and worked-example checks (C2xx, C3xx, C8xx, C9xx).

Each case in semantic/ extends semantic/base.variant and breaks one thing; its file name starts with the code it must
produce. The rendered diagnostics are compared with the golden file beside it (UPDATE_GOLDEN=1 rewrites them).
"""
import os

import pytest

from verifier.checks import CheckContext, Verdict, run_checks
from verifier.diagnostics import Severity, render_text
from verifier.workspace import Workspace, resolve_all, select

HERE = os.path.dirname(os.path.abspath(__file__))
FOLDER = os.path.join(HERE, "semantic")
CASES = sorted(name[:-len(".variant")] for name in os.listdir(FOLDER)
               if name.endswith(".variant") and name != "base.variant")


@pytest.fixture(scope="module")
def reports(monkeypatch_module=None):
    cwd = os.getcwd()
    os.chdir(HERE)  # relative, stable paths in the rendered output
    try:
        workspace = Workspace()
        ids = select(workspace, ["semantic"], spec_dir="nowhere")
        variants, diags = resolve_all(workspace, ids)
        assert not diags and not workspace.diagnostics
        return {vid: run_checks(v, CheckContext()) for vid, v in variants.items()}, workspace.sources
    finally:
        os.chdir(cwd)


def _problems(report):
    return [f for f in report.findings if f.verdict != Verdict.PROVED]


def test_base_is_clean(reports):
    by_id, _ = reports
    assert _problems(by_id["base"]) == []
    assert by_id["base"].count(Verdict.PROVED) > 10


@pytest.mark.parametrize("case", CASES)
def test_case_is_refuted_at_its_line(reports, case):
    by_id, sources = reports
    code = case.split("-")[0].upper()
    problems = _problems(by_id[case])
    assert problems, f"{case}: nothing found"
    mine = [f for f in problems if f.diagnostic.code == code]
    assert mine, f"{case}: expected {code}, got {[f.diagnostic.code for f in problems]}"
    diag = mine[0].diagnostic
    text = open(os.path.join(FOLDER, case + ".variant"), encoding="utf-8").read().splitlines()
    assert diag.span.file.endswith(case + ".variant") or code in ("C202", "C205", "C206", "C806"), diag.span
    if diag.span.file.endswith(case + ".variant"):
        assert 2 <= diag.span.line <= len(text)
    expected = os.path.join(FOLDER, case + ".expected")
    rendered = "\n\n".join(render_text(f.diagnostic, sources) for f in problems) + "\n"
    if os.environ.get("UPDATE_GOLDEN"):
        open(expected, "w", encoding="utf-8").write(rendered)
    assert rendered == open(expected, encoding="utf-8").read()
    severity = Severity.WARNING if code == "C806" else Severity.ERROR
    assert diag.severity == severity
