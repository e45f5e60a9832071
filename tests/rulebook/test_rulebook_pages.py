"""The rulebook pages: one per variant and language, generated from the model, fresh in generated/, escaped."""
from __future__ import annotations

import os
import re
import shutil

import pytest

from verifier.checks import run_checks
from verifier.cli import main
from verifier.generate import Project, differences, render
from verifier.rulebook import render_pages
from verifier.rulebook.markdown import esc, prose
from verifier.rulebook.site import decisions
from verifier.language.workspace import Workspace, resolve_all, select

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SPEC = os.path.join(ROOT, "spec")
GENERATED = os.path.join(ROOT, "generated")


def _project(spec: str) -> Project:
    workspace = Workspace()
    ids = select(workspace, [spec], spec_dir=spec)
    variants, diags = resolve_all(workspace, ids)
    assert not diags and not workspace.diagnostics
    return Project(dict(sorted(variants.items())), {vid: workspace.paths[vid] for vid in variants})


@pytest.fixture(scope="module")
def project() -> Project:
    return _project(SPEC)


@pytest.fixture(scope="module")
def pages(project) -> dict[str, str]:
    return render_pages(project.variants, project.paths)


def test_every_variant_has_both_pages(project, pages):
    assert len(project.variants) >= 3
    for vid in project.variants:
        for lang in ("en", "zh"):
            assert f"{vid}.{lang}.md" in pages
    for lang in ("en", "zh"):
        assert f"index.{lang}.md" in pages and f"comparison.{lang}.md" in pages


def test_generated_is_fresh(project):
    files = {path: text for path, text in render(project).items() if path.startswith("rulebooks/")}
    assert set(files) == {f"rulebooks/{name}" for name in render_pages(project.variants, project.paths)}
    stale = [p for p in differences(files, GENERATED) if p.startswith("rulebooks/")]
    assert stale == [], "run `python -m verifier build`"


def test_build_check_fails_when_a_page_is_stale(tmp_path, monkeypatch):
    monkeypatch.chdir(ROOT)
    out = tmp_path / "generated"
    assert main(["build", "--out", str(out)]) == 0
    assert main(["build", "--check", "--out", str(out)]) == 0
    page = out / "rulebooks" / "classic-2deck.zh.md"
    page.write_text(page.read_text(encoding="utf-8") + "\nedited by hand\n", encoding="utf-8")
    assert main(["build", "--check", "--out", str(out)]) == 1


def test_changing_a_number_changes_the_pages(tmp_path, pages):
    spec = tmp_path / "spec"
    shutil.copytree(SPEC, spec)
    path = spec / "classic-2deck.variant"
    text = path.read_text(encoding="utf-8")
    assert "  kitty 8 " in text and "when points < 40 -> declarers +2" in text
    text = text.replace("  kitty 8 ", "  kitty 12 ").replace("when points < 40 -> declarers +2",
                                                               "when points < 40 -> declarers +4")
    path.write_text(text, encoding="utf-8")
    changed = _project(str(spec))
    new = render_pages(changed.variants, changed.paths)
    assert new["classic-2deck.en.md"] != pages["classic-2deck.en.md"]
    assert new["classic-2deck.zh.md"] != pages["classic-2deck.zh.md"]
    assert "| Kitty (底牌) | 12 cards |" in new["classic-2deck.en.md"]
    assert "| 底牌 | 12 张 |" in new["classic-2deck.zh.md"]
    assert "The declarers rise 4 levels" in new["classic-2deck.en.md"]
    assert "庄家方升 4 级" in new["classic-2deck.zh.md"]
    # The children inherit the kitty: their pages change too; shuangsheng overrides the scoring, so its rows do not.
    assert "| Kitty (底牌) | 12 cards |" in new["shuangsheng-2deck.en.md"]
    assert "The declarers rise 4 levels" not in new["shuangsheng-2deck.en.md"]


def test_pages_are_deterministic(project, pages):
    assert render_pages(project.variants, project.paths) == pages


def test_every_decision_is_a_note_with_its_links(project, pages):
    for vid, variant in project.variants.items():
        n001 = [f for f in run_checks(variant).findings if f.check == "N001" and f.diagnostic is not None]
        notes = decisions(variant)
        assert len(notes) == len(n001) > 0
        for lang in ("en", "zh"):
            page = pages[f"{vid}.{lang}.md"]
            anchors = set(re.findall(r'<a id="note-(\d+)"></a>', page))
            assert anchors == {str(n) for n in range(1, len(notes) + 1)}
            assert set(re.findall(r"\]\(#note-(\d+)\)", page)) <= anchors
            for note in notes:  # in the page's language: the Chinese text on a Chinese page, when there is one
                zh = note.cite.decision_zh
                text = zh if lang == "zh" and zh is not None else note.cite.decision
                assert prose(text) in page  # (`code` in a decision shows as code)


def test_every_source_citation_is_shown_with_its_file(project, pages):
    from verifier.model import Cite, Node
    from dataclasses import fields

    def cites(node):
        if isinstance(node, Cite):
            yield node
        elif isinstance(node, Node):
            for f in fields(node):
                yield from cites(getattr(node, f.name))
        elif isinstance(node, tuple):
            for item in node:
                yield from cites(item)

    for vid, variant in project.variants.items():
        files = {s.alias: s.file for s in variant.sources}
        for lang in ("en", "zh"):
            page = pages[f"{vid}.{lang}.md"]
            for cite in cites(variant):
                if cite.quote is not None:
                    assert f"“{esc(cite.quote)}” <span class=\"where\">(<span class=\"alias\">{esc(cite.source)}" \
                           f"</span> · {esc(files[cite.source])})</span>" in page, cite.quote


def test_pages_use_the_glossary_terms(pages):
    zh, en = pages["classic-2deck.zh.md"], pages["classic-2deck.en.md"]
    for term in ("拖拉机", "对子", "单张", "亮主", "反主", "自保", "自反", "庄家", "闲家", "底牌", "扣底", "抠底", "甩牌",
                 "毙", "垫牌", "主级牌", "副级牌", "上台", "对家", "下家"):
        assert term in zh, term
    for heading in ("## Card order", "## Scoring", "## Kitty bonus"):
        assert heading not in zh
    for term in ("tractor", "pair", "declare", "overcall", "kitty bonus", "ruff", "throw", "declarer", "attackers",
                 "level card", "trump suit", "side suit", "take over"):
        assert term in en.lower(), term
    assert "主牌大小" not in en


def test_card_order_comes_from_the_runtime(pages):
    en = pages["classic-2deck.en.md"]
    assert "level 10, trump ♠" in en
    assert "| 3 | 10♠ | level card of the trump suit (主级牌) |" in en
    assert ('| 4 | 10<span class="red">♥</span> = 10♣ = 10<span class="red">♦</span> | level cards of the other '
            'suits (副级牌) |') in en
    assert "| 5 | A♠ | trump suit (♠) |" in en
    three = pages["three-deck-tribute.en.md"]  # its examples are at level 6, hearts trump; 2s are permanent trumps
    assert "level 6, trump <span class=\"red\">♥</span>" in three
    assert "| 5 | 2<span class=\"red\">♥</span> | permanent trump 2 of the trump suit |" in three
    assert "| 6 | 2♠ = 2♣ = 2<span class=\"red\">♦</span> | permanent trump 2 of the other suits |" in three


def test_examples_are_shown_as_code_and_in_words(pages):
    en = pages["classic-2deck.en.md"]
    assert '```variant\nexample kkqq level=10 trump=S: "KH KH QH QH" is a tractor\n  @qq "KKQQ"' in en
    assert 'K<span class="red">♥</span> K<span class="red">♥</span> Q<span class="red">♥</span> ' \
           'Q<span class="red">♥</span> is a tractor.' in en
    zh = pages["classic-2deck.zh.md"]
    assert "小王 小王 10♠ 10♠ 是拖拉机。" in zh


def test_changes_from_the_parent(pages):
    three = pages["three-deck-tribute.en.md"]
    assert "## Changes from classic-2deck" in three
    assert "| <code>tractor</code> | removed | 首家可以出单牌、棒子、滚子" in three
    assert "**No <code>tractor</code> in this variant:**" in three
    assert "## Tribute" in three and "## 进贡" in pages["three-deck-tribute.zh.md"]
    assert "## Tribute" not in pages["classic-2deck.en.md"]
    assert "This is a root variant" in pages["classic-2deck.en.md"]


HOSTILE = r'''variant hostile {
  title en "<script>alert(1)</script> | *bold* [x](http://evil)" zh "标题 `code` <b>"
  family trick-taking
  source s "a_b*c.txt" section "<img src=x onerror=alert(1)>"
  players 4  @s "quote with | pipe and <tag> and __under__"
  hand 25  decision "a | b <i>c</i> # not a heading ```"
  remarks {
    remark r "<iframe src=javascript:alert(1)> |x| **y** \\ back"
  }
}
'''


def test_strings_from_variant_files_are_escaped():
    from verifier.language.parser import parse_text
    from verifier.language.resolve import Library

    vfile = parse_text("hostile.variant", HOSTILE)
    variant = Library({"hostile": vfile}).resolve("hostile")
    pages = render_pages({"hostile": variant}, {"hostile": "hostile.variant"})
    for name, page in pages.items():
        body = re.sub(r"```.*?```", "", page, flags=re.S)  # code blocks are literal text
        for raw in ("<script", "<img", "<iframe", "<i>", "<tag>", "<b>", "](http://evil)", "**y**", "*bold*"):
            assert raw not in body, (name, raw)
        for line in body.split("\n"):  # every row of a table has as many cells as its header
            if line.startswith("|"):
                assert line.count(" | ") + 2 == len(re.findall(r"(?:^\||\|$| \| )", line)), line
        tables = re.findall(r"((?:^\|.*\n)+)", body, flags=re.M)
        for tbl in tables:
            widths = {len(re.findall(r"(?<!&#124)\|", row)) for row in tbl.strip().split("\n")}
            assert len(widths) == 1, (name, tbl)


def test_kitty_overcall_section(pages):
    """huanle-2deck: the kitty overcall order (its steps name the shows of `declare`), its settings, in both languages."""
    en, zh = pages["huanle-2deck.en.md"], pages["huanle-2deck.zh.md"]
    section = en[en.index("### Kitty overcall (反底) {#kitty-overcall}"):en.index("## Play")]
    # the order's steps are the shows of `declare`: shown with their cards, one row per suit of the pairs
    assert "| 2 | <code>pair</code> (<span class=\"red\">♦</span>) | 2 level cards (identical) |" in section
    assert "| 7 | <code>big-jokers</code> | 2 × <abbr title=\"big joker\">BJ</abbr> | no-trump |" in section
    assert "Kitty overcall order, weakest first: <code>single</code> &lt; <code>pair</code>" in section
    for words in ("every player but the one who buried it last", "unchanged: the declarer (庄家) stays",
                  "nobody may overcall the kitty", "×2 for each kitty overcall", "**triples**"):
        assert words in section, words
    assert "×2 for each overcall (reinforcing is no overcall)" in en
    part = zh[zh.index("### 反底（炒地皮） {#kitty-overcall}"):zh.index("## 出牌")]
    for words in ("反底大小，从小到大", "除最后扣底者以外的其他玩家", "庄家不变", "每反底一次乘 2", "2 张相同的级牌"):
        assert words in part, words
    assert "每反主一次乘 2（自保不算）" in zh
    # the classic page has no kitty overcall
    assert "{#kitty-overcall}" not in pages["classic-2deck.en.md"]


def test_the_chinese_page_shows_the_chinese_decisions_and_remarks(pages):
    """`decision "why" zh "为何"` and `remark NAME "text" zh "中文"`: each page gives the text in its language."""
    zh, en = pages["classic-2deck.zh.md"], pages["classic-2deck.en.md"]
    note = next(line for line in zh.splitlines() if 'id="note-2"' in line)
    assert "「每方」必指每名玩家" in note and "must mean each player" not in note
    note = next(line for line in en.splitlines() if 'id="note-2"' in line)
    assert "must mean each player" in note and "必指" not in note
    zh, en = pages["boke-2deck.zh.md"], pages["boke-2deck.en.md"]
    remark = next(line for line in zh.splitlines() if line.startswith("- **<code>room-stakes</code>**"))  # a name: code
    assert "赢家得房间底分" in remark and "the winners gain" not in remark
    remark = next(line for line in en.splitlines() if line.startswith("- **room-stakes**"))
    assert "the winners gain" in remark and "赢家得房间底分" not in remark


def test_without_chinese_text_the_chinese_page_shows_the_english(tmp_path):
    (tmp_path / "t.variant").write_text(
        'variant t {\n  title zh "测试" en "Test"\n  players 4  decision "four players, in English only"\n'
        '  remarks {\n    remark english-only "an English remark"\n  }\n}\n', encoding="utf-8")
    project = _project(str(tmp_path))
    zh = render_pages(project.variants, project.paths)["t.zh.md"]
    assert "four players, in English only" in zh and "an English remark" in zh
