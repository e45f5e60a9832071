"""The on-disk cache (verifier/language/cache.py): it answers only for exactly the inputs it was made from.

Every test has its own cache folder. A changed file, a changed parent, another path, another time limit, changed code:
each must be parsed or checked afresh; an entry that cannot be read is made again; `--no-cache` keeps nothing.
"""
from __future__ import annotations

import json
import dataclasses
import os
import pickle
import shutil

import pytest

import verifier.checks as checks
import verifier.language.parser as parser
from verifier.language import cache
from verifier.checks import CheckContext, Finding, Report, Verdict
from verifier.cli import main
from verifier.language.workspace import parse_cached

from conftest import ROOT, SPEC

CHILD = "variant mini extends classic-2deck {\n  override hand %d\n}\n"


@pytest.fixture
def folder(tmp_path, monkeypatch):
    where = tmp_path / "cache"
    monkeypatch.setenv(cache.ENV, str(where))
    return where


def entries(where, kind):
    return sorted(p.name for p in (where / kind).glob("*.pickle")) if (where / kind).is_dir() else []


def same(a, b) -> bool:
    """Equal, spans and origins included (the model's equality leaves them out)."""
    if dataclasses.is_dataclass(a) and not isinstance(a, type):
        return type(a) is type(b) and all(same(getattr(a, f.name), getattr(b, f.name)) for f in dataclasses.fields(a))
    if isinstance(a, (tuple, list)):
        return type(a) is type(b) and len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    return type(a) is type(b) and a == b


def refuse(*args, **kwargs):
    raise AssertionError("the cache was expected to answer")


def count_parses(monkeypatch):
    calls = []
    original = parser.parse_text
    monkeypatch.setattr(parser, "parse_text", lambda path, text: calls.append(path) or original(path, text))
    return calls


def test_a_parsed_file_is_kept_and_given_back_equal(folder, monkeypatch):
    path = os.path.join(SPEC, "classic-2deck.variant")
    text = open(path, encoding="utf-8").read()
    fresh = parse_cached(path, text)
    assert fresh == parser.parse_text(path, text) and len(entries(folder, "parse")) == 1
    monkeypatch.setattr(parser, "parse_text", refuse)
    again = parse_cached(path, text)
    assert again == fresh and same(again, fresh)


def test_a_changed_text_is_parsed_again(folder, monkeypatch):
    calls = count_parses(monkeypatch)
    first = parse_cached("mini.variant", CHILD % 25)
    changed = parse_cached("mini.variant", CHILD % 24)
    assert len(calls) == 2 and len(entries(folder, "parse")) == 2
    assert "25" in repr(first.statements) and "24" in repr(changed.statements)
    assert "25" not in repr(changed.statements)
    assert parse_cached("mini.variant", CHILD % 25) == first and len(calls) == 2


def test_another_path_is_parsed_again_so_that_spans_name_it(folder, monkeypatch):
    calls = count_parses(monkeypatch)
    parse_cached("a/mini.variant", CHILD % 25)
    moved = parse_cached("b/mini.variant", CHILD % 25)
    assert len(calls) == 2 and moved.span.file == "b/mini.variant"


def test_changed_code_reads_no_old_entry(folder, monkeypatch):
    calls = count_parses(monkeypatch)
    parse_cached("mini.variant", CHILD % 25)
    monkeypatch.setattr(cache, "fingerprint", lambda: b"other code")
    parse_cached("mini.variant", CHILD % 25)
    assert len(calls) == 2 and len(entries(folder, "parse")) == 2


def test_the_fingerprint_follows_every_file_of_the_package(tmp_path, monkeypatch):
    package = tmp_path / "pkg"
    (package / "sub").mkdir(parents=True)
    (package / "sub" / "rules.py").write_text("A = 1\n")
    (package / "grammar.lark").write_text("start: x\n")
    monkeypatch.setattr(cache, "PACKAGE", str(package))
    prints = []
    for change in (None, ("sub/rules.py", "A = 2\n"), ("grammar.lark", "start: y\n"), ("new.py", "")):
        if change:
            (package / change[0]).write_text(change[1])
        cache.fingerprint.cache_clear()
        prints.append(cache.fingerprint())
    cache.fingerprint.cache_clear()
    assert len(set(prints)) == 4


def test_the_fingerprint_follows_the_grammar_where_the_install_reads_it(tmp_path, monkeypatch):
    """An editable install maps verifier.grammar to grammar/ at the top of the checkout, outside verifier/: a grammar
    edited there must change the fingerprint too, or a parse made with the old grammar would be given back."""
    from importlib.resources import files

    grammar = os.path.abspath(str(files("verifier.grammar")))
    walked = {top for top, *_ in cache._code_files()}
    assert grammar in walked or grammar.startswith(cache.PACKAGE + os.sep)
    mapped = tmp_path / "mapped_grammar"  # a subpackage outside the package, as grammar/ is in a checkout
    mapped.mkdir()
    monkeypatch.setattr(cache, "_locations", lambda package: [str(mapped)])
    prints = []
    for text in ("start: x\n", "start: y\n"):
        (mapped / "variant.lark").write_text(text)
        cache.fingerprint.cache_clear()
        prints.append(cache.fingerprint())
    cache.fingerprint.cache_clear()
    assert prints[0] != prints[1]


@pytest.mark.parametrize("damage", ["garbage", "another key"])
def test_an_unreadable_or_foreign_entry_is_made_again(folder, monkeypatch, damage):
    parse_cached("mini.variant", CHILD % 25)
    [name] = entries(folder, "parse")
    entry = folder / "parse" / name
    if damage == "garbage":
        entry.write_bytes(b"\x80\x05not a pickle")
    else:  # a whole entry stored under the wrong name: its key says so
        other = parse_cached("other.variant", CHILD % 24)
        shutil.copy(folder / "parse" / next(n for n in entries(folder, "parse") if n != name), entry)
        assert other.span.file == "other.variant"
    calls = count_parses(monkeypatch)
    assert parse_cached("mini.variant", CHILD % 25).span.file == "mini.variant" and calls == ["mini.variant"]
    assert parse_cached("mini.variant", CHILD % 25).span.file == "mini.variant" and len(calls) == 1


def test_an_unwritable_folder_is_no_cache(tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    monkeypatch.setenv(cache.ENV, str(blocker / "cache"))  # below a file: cannot be made
    calls = count_parses(monkeypatch)
    assert parse_cached("mini.variant", CHILD % 25) == parse_cached("mini.variant", CHILD % 25) and len(calls) == 2


def test_off_keeps_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv(cache.ENV, "off")
    assert cache.folder() is None
    calls = count_parses(monkeypatch)
    parse_cached("mini.variant", CHILD % 25)
    parse_cached("mini.variant", CHILD % 25)
    assert len(calls) == 2 and not any(tmp_path.iterdir())


# Check results ------------------------------------------------------------------------------------------------------

def check_json(capsys, *args) -> tuple[int, dict]:
    status = main(["check", *args, "--format", "json"])
    out = json.loads(capsys.readouterr().out)
    out["summary"].pop("seconds")
    return status, out


class _Planted:
    """A pickle that, loaded, makes a file: what another user could plant to run code in the next `check`."""

    def __init__(self, marker: str):
        self.marker = marker

    def __reduce__(self):
        return (open, (self.marker, "w"))


def _plant(path, marker) -> None:
    """Replace a cache file's pickle by the planted one, after the header line Lark checks (its grammar's hash)."""
    header = path.read_bytes().split(b"\n", 1)[0]
    path.write_bytes(header + b"\n" + pickle.dumps(_Planted(str(marker))))


def test_larks_tables_are_kept_in_the_private_folder_never_in_the_shared_temporary_one(folder, tmp_path, monkeypatch):
    import tempfile

    from lark import Lark

    from verifier.language import grammar
    from verifier.language.scanner import FastContextualLexer

    shared = tmp_path / "shared-tmp"
    shared.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(shared))
    options = dict(parser="lalr", propagate_positions=True, maybe_placeholders=False, lexer=FastContextualLexer)
    Lark(grammar.grammar_text(), cache=True, **options)  # Lark's default, as the parser was built before
    [default] = shared.glob(".lark_cache_*")
    marker = tmp_path / "the planted pickle ran"
    _plant(default, marker)
    Lark(grammar.grammar_text(), cache=True, **options)  # the control: Lark's default loads what was planted
    assert marker.exists()
    marker.unlink()
    grammar.lark_parser.cache_clear()
    try:
        parser_now = grammar.lark_parser()
        assert not marker.exists()  # the file planted in the temporary folder was not read
        assert parser_now.parse("variant t {\n  players 4\n}\n") is not None
        [kept] = (folder / "lark").glob("grammar-*.pickle")  # the tables, in the cache folder
        assert os.stat(folder).st_mode & 0o777 == 0o700 and os.stat(folder / "lark").st_mode & 0o777 == 0o700
        grammar.lark_parser.cache_clear()
        assert grammar.lark_parser() is not parser_now and not marker.exists()  # read back from there
        assert [p.name for p in shared.iterdir()] == [default.name]  # and nothing new in the temporary folder
    finally:
        grammar.lark_parser.cache_clear()  # the rest of the run builds its own again


def test_a_cache_folder_others_may_write_in_is_never_read(tmp_path, monkeypatch):
    shared = tmp_path / "shared-cache"
    shared.mkdir()
    monkeypatch.setenv(cache.ENV, str(shared))
    parse_cached("mini.variant", CHILD % 25)
    [name] = entries(shared, "parse")  # a private folder of the user's own: used
    os.chmod(shared, 0o777)  # now anyone may plant an entry there
    marker = tmp_path / "the planted pickle ran"
    (shared / "parse" / name).write_bytes(pickle.dumps((name[:-len(".pickle")], _Planted(str(marker)))))
    calls = count_parses(monkeypatch)
    assert cache.private_folder() is None
    parse_cached("mini.variant", CHILD % 25)
    assert calls == ["mini.variant"] and not marker.exists()  # parsed afresh; the entry was not loaded
    assert cache.lark_file("grammar") is None


def test_the_cache_folder_is_made_private(tmp_path, monkeypatch):
    monkeypatch.setenv(cache.ENV, str(tmp_path / "new" / "cache"))
    before = os.umask(0)  # the most open umask: the folder is private all the same
    try:
        assert cache.private_folder() == str(tmp_path / "new" / "cache")
    finally:
        os.umask(before)
    assert os.stat(tmp_path / "new" / "cache").st_mode & 0o777 == 0o700


@pytest.fixture
def project(tmp_path, monkeypatch, folder):
    """A copy of classic-2deck and a child of it, checked from the copy's folder."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "spec").mkdir()
    shutil.copy(os.path.join(SPEC, "classic-2deck.variant"), tmp_path / "spec")
    (tmp_path / "spec" / "mini.variant").write_text(CHILD % 25)
    return tmp_path / "spec"


def test_a_second_check_gives_the_same_findings_from_the_cache(project, folder, capsys, monkeypatch):
    cold = check_json(capsys, "spec/mini.variant")
    assert cold[0] == 0 and cold[1]["summary"]["proved"] > 50 and len(entries(folder, "checks")) == 1
    monkeypatch.setattr(checks, "run_checks", refuse)
    assert check_json(capsys, "spec/mini.variant") == cold


def test_a_changed_file_is_checked_again(project, folder, capsys, monkeypatch):
    assert check_json(capsys, "spec/mini.variant")[1]["summary"]["refuted"] == 0
    (project / "mini.variant").write_text(CHILD % 24)  # 4 × 24 + 8 is not the 108 cards in play
    status, out = check_json(capsys, "spec/mini.variant")
    assert status == 1 and out["summary"]["refuted"] == 1
    assert [d["code"] for d in out["diagnostics"] if d["severity"] == "error"] == ["C101"]


def test_a_changed_parent_checks_the_child_again(project, folder, capsys):
    assert check_json(capsys, "spec/mini.variant")[1]["summary"]["refuted"] == 0
    parent = project / "classic-2deck.variant"
    text = parent.read_text(encoding="utf-8")
    assert text.count("  kitty 8 ") == 1
    parent.write_text(text.replace("  kitty 8 ", "  kitty 6 "), encoding="utf-8")
    status, out = check_json(capsys, "spec/mini.variant")
    assert status == 1 and "C101" in [d["code"] for d in out["diagnostics"] if d["severity"] == "error"]


def test_another_time_limit_is_checked_again(project, folder, capsys, monkeypatch):
    calls = []
    original = checks.run_checks
    monkeypatch.setattr(checks, "run_checks", lambda v, ctx, *more: calls.append(ctx.timeout_ms) or original(v, ctx, *more))
    first = check_json(capsys, "spec/mini.variant")
    assert check_json(capsys, "spec/mini.variant", "--timeout", "3000") == first
    assert check_json(capsys, "spec/mini.variant", "--timeout", "3000") == first
    assert calls == [2000, 3000] and len(entries(folder, "checks")) == 2


def test_an_unknown_verdict_is_not_kept(project, folder, monkeypatch):
    from verifier.language.workspace import Workspace, resolve_all, select

    workspace = Workspace()
    variants, _ = resolve_all(workspace, select(workspace, ["spec/mini.variant"]))
    variant = variants["mini"]
    undecided = [Finding("C501", Verdict.UNKNOWN, "a time-out")]
    monkeypatch.setattr(checks, "run_checks", lambda v, ctx, *more: Report(v.id, undecided, 0.0))
    inputs = workspace.chain_inputs(variant)
    assert inputs[::2] == ["spec/mini.variant", "spec/classic-2deck.variant"]
    assert checks.check_cached(variant, inputs, CheckContext()) == undecided
    assert entries(folder, "checks") == []


def test_no_cache_reads_and_keeps_nothing(project, folder, capsys, monkeypatch):
    first = check_json(capsys, "spec/mini.variant", "--no-cache")
    assert not folder.exists()
    assert check_json(capsys, "spec/mini.variant") == first and entries(folder, "checks")
    calls = count_parses(monkeypatch)
    assert check_json(capsys, "spec/mini.variant", "--no-cache") == first
    assert {"spec/mini.variant", "spec/classic-2deck.variant"} <= set(calls)
    assert cache.folder() is not None  # only for that run


def test_spec_checks_the_same_from_the_cache(folder, capsys, monkeypatch):
    monkeypatch.chdir(ROOT)
    cold = check_json(capsys, "spec/", "--no-cache")
    assert check_json(capsys, "spec/") == cold  # made
    monkeypatch.setattr(checks, "run_checks", refuse)
    monkeypatch.setattr(parser, "parse_text", refuse)
    assert check_json(capsys, "spec/") == cold  # read
