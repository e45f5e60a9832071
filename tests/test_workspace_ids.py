"""`select` of variant ids reads only the files those variants need (their `extends` chain), and gives what reading
every file of spec/ gives: the same variants, or — when it cannot be sure — the very same reading of every file."""
from __future__ import annotations

import os

import pytest

from verifier.language import workspace as W
from verifier.language.workspace import Workspace, resolve_all, select

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SPEC = os.path.join(ROOT, "spec")
IDS = sorted(name[:-len(".variant")] for name in os.listdir(SPEC) if name.endswith(".variant"))


def _eager(targets, spec_dir):
    """What select does without the shortcut: every file of spec_dir and of the shipped variants."""
    ws = Workspace()
    original = W._read_for_ids
    try:
        W._read_for_ids = lambda *args: False
        ids = select(ws, targets, spec_dir)
    finally:
        W._read_for_ids = original
    return ws, ids


def _chain(ws, vid):
    chain = []
    while vid is not None:
        chain.append(vid)
        vid = ws.files[vid].parent
    return chain


@pytest.mark.parametrize("vid", IDS)
def test_an_id_reads_its_chain_only_and_resolves_as_reading_everything(vid, monkeypatch):
    monkeypatch.chdir(ROOT)
    ws = Workspace()
    ids = select(ws, [vid], "spec")
    assert ids == [vid]
    read = {ws.files[v].id for v in ws.files}
    assert read == set(_chain(ws, vid)), "only the variant and its ancestors are parsed"
    eager, eager_ids = _eager([vid], "spec")
    assert eager_ids == ids and len(eager.files) > len(ws.files)
    assert ws.paths[vid] == eager.paths[vid]
    lazy_variants, lazy_diags = resolve_all(ws, ids)
    eager_variants, eager_diags = resolve_all(eager, ids)
    assert lazy_variants == eager_variants and lazy_diags == eager_diags


def test_an_unknown_id_is_reported_as_before(monkeypatch):
    """Not found by its header: every file is read, and the error lists the known ids as it always did."""
    monkeypatch.chdir(ROOT)
    with pytest.raises(W.UsageError) as lazy:
        select(Workspace(), ["classic-2dek"], "spec")
    with pytest.raises(W.UsageError) as eager:
        _eager(["classic-2dek"], "spec")
    assert str(lazy.value) == str(eager.value) and "did you mean" in str(lazy.value)


def _folder(tmp_path, files: dict[str, str]) -> str:
    folder = tmp_path / "spec"
    folder.mkdir()
    for name, text in files.items():
        (folder / name).write_text(text, encoding="utf-8")
    return str(folder)


PARENT = 'variant base {\n  title en "Base"\n}\n'
CHILD = 'variant child extends base {\n  title en "Child"\n}\n'


def test_the_first_file_of_an_id_wins_as_before(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    folder = _folder(tmp_path, {"a.variant": PARENT, "b.variant": PARENT.replace("Base", "Other"),
                                "child.variant": CHILD})
    monkeypatch.setattr(W, "shipped_spec", lambda: None)
    ws = Workspace()
    assert select(ws, ["child"], folder) == ["child"]
    eager, _ = _eager(["child"], folder)
    assert ws.paths["base"] == eager.paths["base"] and ws.paths["base"].endswith("a.variant")


@pytest.mark.parametrize("broken, shortcut", [
    ("variant base {\n  title en \n}\n", False),  # base.variant fails to parse: read everything, as before
    ("\ufeffvariant base {\n}\n", False),  # a header the scan does not read: likewise
    ("# a comment\nvariant other {\n}\n", True)])  # base.variant is another id's: z.variant is base
def test_a_doubtful_file_makes_select_read_everything(tmp_path, monkeypatch, broken, shortcut):
    monkeypatch.chdir(tmp_path)
    folder = _folder(tmp_path, {"base.variant": broken, "child.variant": CHILD, "z.variant": PARENT})
    monkeypatch.setattr(W, "shipped_spec", lambda: None)
    calls = []
    original = W._read_for_ids
    monkeypatch.setattr(W, "_read_for_ids", lambda *args: calls.append(original(*args)) or calls[-1])
    ws = Workspace()
    ids = select(ws, ["child"], folder)
    eager, eager_ids = _eager(["child"], folder)
    assert calls == [shortcut]
    assert ids == eager_ids and resolve_all(ws, ids) == resolve_all(eager, ids)
    if shortcut:  # the chain only, from the files reading everything takes
        assert sorted(ws.files) == ["base", "child"] and ws.paths["base"] == eager.paths["base"]
    else:  # the very same reading of every file
        assert sorted(ws.files) == sorted(eager.files) and ws.paths == eager.paths
        assert sorted(ws.quiet_failures) == sorted(eager.quiet_failures)


def _reading(monkeypatch):
    """The paths parsed from now on (the parse cache answers nothing: every file read is parsed)."""
    read: list[str] = []
    original = W.parse_cached
    monkeypatch.setattr(W, "parse_cached", lambda path, text: read.append(path) or original(path, text))
    return read


@pytest.mark.parametrize("vid", IDS)
def test_a_file_reads_itself_and_its_chain_only(vid, monkeypatch):
    """`check spec/ID.variant` parses that file and its ancestors, not the whole folder (issue 29, item 6), and
    resolves as reading every file of the folders did."""
    monkeypatch.chdir(ROOT)
    read = _reading(monkeypatch)
    ws = Workspace()
    target = f"spec/{vid}.variant"
    ids = select(ws, [target], "spec")
    assert ids == [vid]
    chain = _chain(ws, vid)
    assert sorted(os.path.basename(p) for p in read) == sorted(f"{v}.variant" for v in chain)
    eager = Workspace()
    original = W._read_for_ids
    monkeypatch.setattr(W, "_read_for_ids", lambda *args: False)
    eager_ids = select(eager, [target], "spec")
    monkeypatch.setattr(W, "_read_for_ids", original)
    assert eager_ids == ids and len(eager.files) > len(ws.files)
    assert resolve_all(ws, ids) == resolve_all(eager, ids)


def test_a_file_of_its_own_folder_finds_its_parent_there_first(tmp_path, monkeypatch):
    """A user's file whose parent sits beside it: that parent, not spec/'s variant of the id, and no other file of
    the folder is parsed."""
    monkeypatch.chdir(ROOT)
    (tmp_path / "classic-2deck.variant").write_text(open(os.path.join(SPEC, "classic-2deck.variant"),
                                                         encoding="utf-8").read(), encoding="utf-8")
    (tmp_path / "mine.variant").write_text('variant mine extends classic-2deck {\n  title en "Mine"\n}\n',
                                           encoding="utf-8")
    (tmp_path / "other.variant").write_text('variant other extends classic-2deck {\n  title en "Other"\n}\n',
                                            encoding="utf-8")
    read = _reading(monkeypatch)
    ws = Workspace()
    assert select(ws, [str(tmp_path / "mine.variant")], "spec") == ["mine"]
    assert sorted(os.path.basename(p) for p in read) == ["classic-2deck.variant", "mine.variant"]
    assert ws.paths["classic-2deck"] == str(tmp_path / "classic-2deck.variant")


def test_a_file_that_does_not_parse_is_read_as_before(tmp_path, monkeypatch):
    """No shortcut when the named file has errors: everything is read, and the errors reported as they always were."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "broken.variant").write_text("variant broken extends classic-2deck {\n  hand\n}\n", encoding="utf-8")
    ws = Workspace()
    assert select(ws, ["broken.variant"], "spec") == []
    assert ws.diagnostics and ws.failed_paths == {"broken.variant"}
