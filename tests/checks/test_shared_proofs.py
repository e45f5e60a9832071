"""A check is run once for the variants of a run that give it the same inputs (verifier/checks/inputs.py): the findings
must be exactly those of running every check on every variant.

The fixtures of cases/ are the test: most extend base.variant and change one rule so that one check is refuted, so a
check that answered with base's proof for a changed input would be caught here, whichever way it reads that input
(directly, through `solver.memo`, through a walk of the model).
"""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from verifier.checks import REGISTRY, CheckContext, Finding, Verdict, run_checks
from verifier.checks import load_all  # noqa: F401 - registers every check
from verifier.checks.inputs import FIELDS, Proofs, recording, watch
from verifier.diagnostics import DiagnosticError
from verifier.language.parser import parse_text
from verifier.language.resolve import Library
from verifier.language.walk import nodes

CASES = Path(__file__).parent / "cases"
SPEC = Path(__file__).parent.parent.parent / "spec"


def resolved(folder: Path) -> dict:
    files = {}
    for path in sorted(folder.glob("*.variant")):
        vfile = parse_text(path.name, path.read_text(encoding="utf-8"))
        files[vfile.id] = vfile
    library, variants = Library(files), {}
    for vid in files:
        try:
            variants[vid] = library.resolve(vid)
        except DiagnosticError:
            pass
    return variants


def verdicts(findings):
    return [(f.check, f.verdict, f.diagnostic) for f in findings]


@pytest.mark.parametrize("folder, order", [(CASES, "parents first"), (SPEC, "children first")],
                         ids=["cases", "spec"])
def test_shared_findings_are_those_of_every_check_run(folder, order):
    """The same verdicts and diagnostics; on spec/ the same subjects too. (A subject may print a value of the solver's
    model where several fit, which can differ between two runs of the same check in one process: cases/
    c102-hand-and-kitty's C101 prints 4 × 1 + 104 or 4 × 27 + 0 for a deal with neither hand nor kitty.)"""
    variants = resolved(folder)
    ids = sorted(variants, key=lambda vid: len(variants[vid].lineage), reverse=order == "children first")
    proofs = Proofs()
    for vid in ids:
        alone = run_checks(variants[vid], CheckContext()).findings
        shared = run_checks(variants[vid], CheckContext(), proofs).findings
        assert verdicts(shared) == verdicts(alone), vid
        if folder == SPEC:
            assert shared == alone, vid
    assert proofs.shared > proofs.run / 4  # the sharing is real: children share most of their parents' proofs


def test_a_check_that_reads_the_id_or_gets_an_unknown_verdict_is_run_again():
    variant = resolved(SPEC)["classic-2deck"]
    runs = []

    def names_it(v, ctx):
        runs.append("id")
        yield Finding("X1", Verdict.PROVED, v.id)

    def undecided(v, ctx):
        runs.append("unknown")
        yield Finding("X2", Verdict.UNKNOWN, str(len(v.combinations)))

    proofs, watched = Proofs(), watch(variant)
    for _ in range(2):
        for fn in (names_it, undecided):
            proofs.findings(fn, watched, lambda fn=fn: fn(watched, None))
    assert runs == ["id", "unknown", "id", "unknown"] and proofs.shared == 0


def test_a_kept_walk_counts_as_reading_every_field():
    watched = watch(resolved(SPEC)["classic-2deck"])
    list(nodes(watched))  # walked (and kept) outside any check
    with recording() as names:
        list(nodes(watched))
    assert {"scoring", "declare", "examples", "id"} <= names


def test_an_equal_copy_of_a_rule_is_not_the_same_input():
    """A child that states a rule again, equal but on its own line, is not given the parent's findings for the checks
    that read it (their diagnostics would point at the parent's line): here the scoring table, which the scoring
    checks read through `solver.memo`."""
    parent = watch(resolved(SPEC)["classic-2deck"])
    proofs, ctx = Proofs(), CheckContext()
    for registered in REGISTRY:
        proofs.findings(registered, parent, lambda: registered.run(parent, ctx))
    child = watch(parent.__class__.__mro__[1](**{f: getattr(parent, f) for f in ("id", "parent")}))
    for name in FIELDS:
        object.__setattr__(child, name, object.__getattribute__(parent, name))
    object.__setattr__(child, "scoring", replace(parent.scoring))  # equal, another object
    ran, ctx = [], CheckContext()
    for registered in REGISTRY:
        proofs.findings(registered, child, lambda: ran.append(registered.code) or registered.run(child, ctx))
    assert {"C501", "C502", "C503", "C504", "C505"} <= set(ran)
    assert "C201" not in ran and "C101" not in ran  # the ranks and the deal are the parent's own objects
