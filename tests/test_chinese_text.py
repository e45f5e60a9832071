"""Decisions and remarks in both languages: `decision "why" zh "为何"`, `remark NAME "text" zh "中文"`.

Every decision and remark of spec/ gives its Chinese text, so that the Chinese rulebook is Chinese throughout."""
from __future__ import annotations

import os
from dataclasses import fields

import pytest

from verifier import model as m
from verifier.language.parser import parse_file, parse_text
from verifier.language.printer import print_file

from conftest import spec_files


def _texts(node, found: list) -> list:
    """Every decision citation and every remark under a node of the model."""
    if isinstance(node, (m.Cite, m.Remark)):
        if not isinstance(node, m.Cite) or node.decision is not None:
            found.append(node)
    if isinstance(node, m.Node):
        for f in fields(node):
            _texts(getattr(node, f.name), found)
    elif isinstance(node, (tuple, list)):
        for item in node:
            _texts(item, found)
    return found


@pytest.mark.parametrize("path", spec_files(), ids=os.path.basename)
def test_every_decision_and_remark_of_spec_has_its_chinese_text(path):
    found = _texts(parse_file(path), [])
    assert found
    missing = [f"{os.path.basename(path)}:{n.span.line if n.span else '?'}" for n in found
               if (n.decision_zh if isinstance(n, m.Cite) else n.text_zh) is None]
    assert missing == [], "add `zh \"…\"` after the English text of these decisions and remarks"


TEXT = '''variant t {
  hand 25  @qq "每方"
    decision "each side means each player" zh "每方指每名玩家"
  declare {
    show single: 1 level card -> own-suit  decision "why" zh "为何"
    remark first "the first stands" zh "先亮者为准"  decision "no zh here"
  }
  remarks {
    remark play-time "30 seconds" zh "30秒"
    remark english-only "English only"
  }
}
'''


def test_the_chinese_text_is_parsed_and_printed_back():
    vfile = parse_text("t.variant", TEXT)
    found = _texts(vfile, [])
    pairs = [(n.decision, n.decision_zh) if isinstance(n, m.Cite) else (n.text, n.text_zh) for n in found]
    assert set(pairs) == {("each side means each player", "每方指每名玩家"), ("why", "为何"),
                          ("the first stands", "先亮者为准"), ("no zh here", None), ("30 seconds", "30秒"),
                          ("English only", None)}
    printed = print_file(vfile)
    assert 'decision "why" zh "为何"' in printed and 'remark play-time "30 seconds" zh "30秒"' in printed
    assert parse_text("t2.variant", printed) == vfile


def test_zh_is_a_keyword_only_after_the_text():
    """`zh` stays a name elsewhere: a title's language, a setting's value."""
    vfile = parse_text("z.variant", 'variant z {\n  title zh "升级" en "Tractor"  decision "d" zh "定"\n}\n')
    title = vfile.statements[0]
    assert [n.language for n in title.names] == ["zh", "en"]
    assert title.cites[0].decision_zh == "定"


LATIN_PROSE = __import__("re").compile(r"[A-Za-z]{2,}(?:[ ,;:'’]+[A-Za-z]{2,})+")


@pytest.mark.parametrize("path", spec_files(), ids=os.path.basename)
def test_every_removal_of_spec_in_english_has_its_chinese_text(path):
    """`remove KEY because "why" zh "为何"`: a reason written in English gives its Chinese text, which the Chinese
    rulebook shows (a reason written in Chinese already needs none)."""
    removals = [s for s in parse_file(path).statements if isinstance(s, m.Removal)]
    missing = [f"{os.path.basename(path)}:{r.span.line}" for r in removals
               if r.reason_zh is None and LATIN_PROSE.search(r.reason)]
    assert missing == [], "add `zh \"…\"` after the reason of these removals"


def test_a_removals_chinese_text_is_parsed_resolved_and_printed_back():
    from verifier.language.resolve import Library
    parent = parse_text("p.variant", 'variant p {\n  title en "P"\n  hand 25\n}\n')
    child = parse_text("c.variant", 'variant c extends p {\n  title en "C"\n'
                                    '  remove hand because "not here" zh "这里没有"\n}\n')
    removal = child.statements[1]
    assert (removal.reason, removal.reason_zh) == ("not here", "这里没有")
    printed = print_file(child)
    assert 'remove hand because "not here" zh "这里没有"' in printed
    assert parse_text("c2.variant", printed) == child
    variant = Library({"p": parent, "c": child}).resolve("c")
    assert [(c.key, c.reason, c.reason_zh) for c in variant.changes if c.action == "removed"] == \
        [("hand", "not here", "这里没有")]
