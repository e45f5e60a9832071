"""Ordinary edits of the climbing variants never end in an internal error: every line of gouji-6p-4deck and
baohuang-5p-4deck deleted in turn, every statement (a block with all it holds), and every value replaced by another
value the language allows there (tests/checks/mutants.py). Each mutant is read, resolved, its names checked and, when
that is clean, checked; nothing may raise, no diagnostic may be an internal error (E999), and every error has its
place (a span). Then the edits that ended `check` in exit 3 before, one test each, through the command line.

The value replacements are many (903): the suite takes one replacement of each value, chosen with a fixed seed;
`VERIFIER_MUTANTS=all` takes them all (docs/diagnostics.md, E999, gives the last full run's figures)."""
from __future__ import annotations

import os
import random
import re

import pytest

from verifier.checks import CheckContext, run_checks
from verifier.diagnostics import INTERNAL, DiagnosticError, Severity
from verifier.language.parser import parse_text
from verifier.language.references import check_references, check_source_names
from verifier.language.resolve import Library

from conftest import SPEC, spec_files
from mutants import deleted_lines, deleted_statements, replaced_values

CLIMBING = [os.path.join(SPEC, name) for name in ("gouji-6p-4deck.variant", "baohuang-5p-4deck.variant")]
SEED = 24
EVERY_VALUE = os.environ.get("VERIFIER_MUTANTS") == "all"


@pytest.fixture(scope="module")
def spec():
    found = {}
    for path in spec_files():
        vfile = parse_text(path, open(path, encoding="utf-8").read())
        found[vfile.id] = vfile
    return found


def outcome(spec: dict, path: str, text: str) -> str:
    """What `check` makes of a mutant: "syntax", "names", "checked"; raises AssertionError on an internal error."""
    try:
        vfile = parse_text(path, text)
        variant = Library({**spec, vfile.id: vfile}).resolve(vfile.id)
    except DiagnosticError as exc:
        _placed(exc.diagnostics)
        return "syntax"
    diags = check_references(variant) + check_source_names(variant)
    _placed(diags)
    if any(d.severity == Severity.ERROR for d in diags):
        return "names"
    findings = run_checks(variant, CheckContext(timeout_ms=500), guarded=True).findings
    _placed([f.diagnostic for f in findings if f.diagnostic is not None])
    return "checked"


def _placed(diags) -> None:
    internal = [d.message for d in diags if d.code == INTERNAL]
    assert not internal, internal
    unplaced = [f"{d.code} {d.message}" for d in diags if d.severity == Severity.ERROR and d.span is None]
    assert not unplaced, unplaced


def _run(spec, mutants) -> dict:
    tally: dict = {}
    failures = []
    for path in CLIMBING:
        text = open(path, encoding="utf-8").read()
        for label, mutant in mutants(text):
            try:
                kind = outcome(spec, path, mutant)
            except Exception as exc:  # noqa: BLE001 - every failing mutant is listed, not only the first
                failures.append(f"{os.path.basename(path)}: {label}: {exc!r}")
                continue
            tally[kind] = tally.get(kind, 0) + 1
    assert not failures, "\n".join(failures)
    return tally


def test_every_line_deleted(spec):
    tally = _run(spec, deleted_lines)
    assert sum(tally.values()) > 300 and tally["checked"] > 200  # most deletions leave a variant that is checked


def test_every_statement_deleted(spec):
    tally = _run(spec, deleted_statements)
    assert sum(tally.values()) > 200 and tally["checked"] > 200


def _one_of_each(text: str):
    """One replacement of each value (the line and the value's column), chosen with the seed."""
    rng = random.Random(SEED)
    by_value: dict = {}
    for label, mutant in replaced_values(text):
        by_value.setdefault(re.match(r"line \d+: `[^`]*`", label).group(), []).append((label, mutant))
    for options in by_value.values():
        yield rng.choice(options)


def test_every_value_replaced(spec):
    tally = _run(spec, replaced_values if EVERY_VALUE else _one_of_each)
    assert tally["checked"] > (550 if EVERY_VALUE else 120) and tally["names"] > 0


# The edits that ended `check` in exit 3 (ValueError, SetError, KeyError inside a check), through the command line:
# each is now a clean finding or diagnostic at its place, and the variant's other checks are reported.

GOUJI = CLIMBING[0]


def _check_edit(tmp_path, capsys, path: str, edit) -> tuple[int, str]:
    from verifier.cli import main

    text = open(path, encoding="utf-8").read()
    changed = edit(text)
    assert changed != text
    out = tmp_path / os.path.basename(path)
    out.write_text(changed, encoding="utf-8")
    status = main(["check", str(out), "--jobs", "1", "--no-cache"])
    printed, err = capsys.readouterr()
    assert "internal error" not in printed + err and "Traceback" not in printed + err
    return status, printed


def _without(line_start: str):
    def edit(text: str) -> str:
        return "\n".join(line for line in text.split("\n") if not line.strip().startswith(line_start))
    return edit


@pytest.mark.parametrize("deleted", ["players 6", "teams alternate"])
def test_without_opposites_an_answer_example_from_the_opposite_is_refuted(tmp_path, capsys, deleted):
    status, out = _check_edit(tmp_path, capsys, GOUJI, _without(deleted))
    assert status == 1
    assert "error[C954]: the example says a hand \"A A A 5 6\" may answer \"K K K\" from its opposite, but the engine " \
           "rules: this game has no opposites" in out


def test_without_money_an_example_with_money_attached_is_refuted_as_no_set(tmp_path, capsys):
    status, out = _check_edit(tmp_path, capsys, GOUJI, _without("money 2"))
    assert status == 1
    assert "error[C953]: the example says \"2 10 10 10 10\" is a gouji set, but it is not a set: a set is cards of " \
           "one rank (10 and 2 are mixed)" in out


def test_a_set_kind_without_attach_refutes_the_examples_with_jokers(tmp_path, capsys):
    status, out = _check_edit(tmp_path, capsys, GOUJI, _without("attach: small-jokers"))
    assert status == 1
    assert "error[C953]: the example says \"SJ 5 5\" is a gouji set, but it is not a set: jokers may not be " \
           "attached to a set here" in out


@pytest.mark.parametrize("place", ["first", "fourth", "last"])
def test_a_place_deleted_is_an_unknown_place_where_it_is_named(tmp_path, capsys, place):
    status, out = _check_edit(tmp_path, capsys, GOUJI, _without(f"place {place} \""))
    assert status == 1 and f"error[E223]: unknown place `{place}`" in out
    assert "not a finishing place of this variant" in out and "= help: the places: " in out


def test_baohuang_without_its_places_says_so(tmp_path, capsys):
    def edit(text):
        start = text.index("  places {")
        return text[:start] + text[text.index("  }\n", start) + 4:]
    status, out = _check_edit(tmp_path, capsys, CLIMBING[1], edit)
    assert status == 1 and "error[C564]: the variant does not name its finishing places" in out


def test_players_zero_is_a_value_error(tmp_path, capsys):
    status, out = _check_edit(tmp_path, capsys, GOUJI, lambda text: text.replace("  players 6 ", "  players 0 "))
    assert status == 1 and "error[E207]: a game of 0 players" in out and "at least 2" in out


PLACES_ROWS = """  places {
    end: one-left
    place first: +4
    place second: +2
    place third: 0
    place %s: 0
    place second-last: -2
    place last: -4
  }

"""


def _settled_in_places(fourth: str):
    """Gouji with its settlement written as the rows of `places` (one table), the fourth place named `fourth`. These
    rows state no sweep (串三户), so the examples of tribute after a sweep go with the sweep rows."""
    def edit(text):
        start, end = text.index("  places {"), text.index("  # Gouji sets and answering")
        text = text[:start] + PLACES_ROWS % fourth + text[end:]
        lines = text.split("\n")
        for i in [i for i, line in enumerate(lines) if "tribute after finish 1, 3, 5, 2, 4, 6" in line][::-1]:
            del lines[i:i + 2]  # the example and its citation
        return "\n".join(lines)
    return edit


def test_a_settlement_in_places_rows_checks_and_plays(tmp_path, capsys):
    from verifier import engine
    from verifier.play.climbing.simulate import simulate

    status, out = _check_edit(tmp_path, capsys, GOUJI, _settled_in_places("fourth"))
    assert status == 0, out
    stats = simulate(engine.load(str(tmp_path / "gouji-6p-4deck.variant")), 4, seed=3)
    assert stats["deals"] == 4 and stats["tables"] == {"normal": 4} and stats["invariants"]["violations"] == 0


def test_a_settlement_in_places_rows_without_a_place_named_elsewhere(tmp_path, capsys):
    status, out = _check_edit(tmp_path, capsys, GOUJI, _settled_in_places("fifth"))
    assert status == 1
    assert "error[E223]: unknown place `fourth`" in out and "counts-as: fourth" in out
    assert "= help: the places: first, second, third, fifth, second-last, last" in out
