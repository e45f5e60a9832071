"""One reading of the rules: what the checker says of a variant and what the engine does with it agree. A rule the
compile step does not play is C107 at check time, and loading the variant for play refuses it in the same words; what
checks clean of it loads."""
from __future__ import annotations

import pytest

from verifier.checks import CheckContext, run_checks
from verifier.checks.reading import unread
from verifier.compile import compile_read
from verifier.play import engine

from verifier.language.parser import parse_file, parse_text
from verifier.language.resolve import Library

from conftest import spec_files


def _resolve(vid: str, text: str):
    """A variant written here, resolved over the variants of spec/."""
    files = {f.id: f for f in map(parse_file, spec_files())}
    vfile = parse_text(f"{vid}.variant", text)
    files[vfile.id] = vfile
    return Library(files).resolve(vid)

SIX = '''variant six extends zhaopengyou-5p-3deck {
  override players 6
  override friends { count: 2 }
}
'''


def test_two_friends_are_refused_at_check_time_and_at_load_in_the_same_words(tmp_path):
    path = tmp_path / "six.variant"
    path.write_text(SIX, encoding="utf-8")
    with pytest.raises(engine.LoadError) as refused:
        engine.load(str(path))
    assert "2 friends (the engine plays one friend)" in str(refused.value)
    report = run_checks(engine_variant(str(path)), CheckContext())
    messages = [d.message for d in report.diagnostics if d.code == "C107"]
    assert any("2 friends (the engine plays one friend)" in text for text in messages), messages


def engine_variant(path: str):
    from verifier.language.workspace import Workspace, resolve_all, select

    workspace = Workspace()
    ids = select(workspace, [path], "spec")
    return next(iter(resolve_all(workspace, ids[:1])[0].values()))


def test_a_setting_the_compile_step_never_reads_is_found_where_it_is_written():
    variant = _resolve("pair", "variant pair extends classic-2deck {\n  override pair {\n    beats: bombs\n  }\n}\n")
    _, reads, refusals, failed = compile_read(variant)
    assert failed is None and not refusals
    found = [(type(rule).__name__, setting) for rule, setting, _ in unread(variant, reads)]
    assert found == [("Combination", "beats")]


def test_the_watching_view_records_what_is_read_and_answers_as_the_model():
    from verifier import model as m
    from verifier.compile.reading import plain, watch

    variant = _resolve("one", "variant one extends classic-2deck {\n}\n")
    view, log = watch(variant)
    assert isinstance(view, m.Variant) and isinstance(view.declare, m.Declare)
    assert plain(view.declare) is variant.declare
    view.declare.reinforce  # noqa: B018 - a read, recorded
    view.levels.steps  # noqa: B018 - a property reads through the view: its own reads are recorded
    assert ("declare", "reinforce") in log and ("levels", "first") in log and ("levels", "last") in log
    assert ("declare", "span") not in log  # where a rule is written is no reading of it
