"""walk.nodes gives every Node of the model, parents before children, fields in their order: the same nodes in the
same order as the plain walk it replaced (which put every field value on its stack), on every variant file of the
repository, as parsed and as resolved, and on a model holding a named tuple."""
from __future__ import annotations

from dataclasses import fields, is_dataclass
from pathlib import Path
from typing import NamedTuple

import pytest

from verifier.language import walk
from verifier.runtime.cards import Card
from verifier.diagnostics import Span
from verifier.model import Node

from conftest import read_folder

ROOT = Path(__file__).resolve().parents[1]


def plain_walk(root):
    stack = [root]
    while stack:
        item = stack.pop()
        if isinstance(item, tuple):
            stack.extend(reversed(item))
            continue
        if not is_dataclass(item) or isinstance(item, (Span, Card)):
            continue
        if isinstance(item, Node):
            yield item
        stack.extend([getattr(item, f.name) for f in reversed(fields(item))])


def _roots():
    folders = {p.parent for p in ROOT.glob("spec/*.variant")} | {p.parent for p in ROOT.glob("tests/**/*.variant")}
    for folder in sorted(folders):
        parsed, resolved = read_folder(folder)
        yield from parsed
        yield from resolved


ROOTS = list(_roots())


def test_the_corpus_is_walked():
    assert len(ROOTS) > 300


@pytest.mark.parametrize("index", range(0, len(ROOTS), 25))
def test_a_walk_gives_the_nodes_of_the_plain_walk(index):
    for root in ROOTS[index:index + 25]:
        assert [id(n) for n in walk._walk(root)] == [id(n) for n in plain_walk(root)]
        assert [id(n) for n in walk.nodes(root)] == [id(n) for n in plain_walk(root)]


class Pair(NamedTuple):
    first: object
    second: object


def test_the_items_of_a_named_tuple_are_walked():
    vfile = ROOTS[0]
    held = Pair(vfile, ("text", 3, None, vfile))
    assert [id(n) for n in walk._walk(held)] == [id(n) for n in plain_walk(held)] != []


def test_a_folder_is_read_as_check_reads_it(tmp_path):
    """read_folder (conftest.py, shared with tests/checks/test_cardorder.py): the files that parse, in the order of
    their paths; of those, the variants that resolve, the first file of an id being the one resolved."""
    (tmp_path / "a.variant").write_text("variant a {\n}\n")
    (tmp_path / "b.variant").write_text("variant b extends nowhere {\n}\n")
    (tmp_path / "c-broken.variant").write_text("variant {{{\n")
    (tmp_path / "d.variant").write_text('variant a {\n  title en "again"\n}\n')
    parsed, resolved = read_folder(tmp_path)
    assert [(Path(f.span.file).name, f.id) for f in parsed] == [("a.variant", "a"), ("b.variant", "b"),
                                                                ("d.variant", "a")]
    assert [(v.id, v.title) for v in resolved] == [("a", None)]
