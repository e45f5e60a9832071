"""The climbing family's rulebook pages (verifier/rulebook/climbing/) and `diff` across families, on the checker's
climbing fixtures (Gouji's seats and sets, Baohuang's seats and settlement)."""
from __future__ import annotations

import json
import os
import re

import pytest

from verifier.language.diff import compare, render_json, render_text
from verifier.language.parser import parse_text
from verifier.language.resolve import Library
from verifier.rulebook import ClimbingChinese, ClimbingEnglish, English, book_for, render_pages

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CASES = os.path.join(ROOT, "tests", "checks", "cases")
FILES = ("climbing-base.variant", "climbing-emperor.variant", "base.variant")


@pytest.fixture(scope="module")
def variants():
    files, paths = {}, {}
    for name in FILES:
        with open(os.path.join(CASES, name), encoding="utf-8") as handle:
            vfile = parse_text(name, handle.read())
        files[vfile.id], paths[vfile.id] = vfile, name
    library = Library(files)
    return {vid: library.resolve(vid) for vid in files}, paths


@pytest.fixture(scope="module")
def pages(variants):
    return render_pages(*variants)


def test_a_climbing_variant_gets_the_climbing_template(variants):
    found, _ = variants
    assert book_for("en", found["climbing-base"]) is ClimbingEnglish
    assert book_for("zh", found["climbing-emperor"]) is ClimbingChinese
    assert book_for("en", found["base"]) is English


@pytest.mark.parametrize("lang,headings", [
    ("en", ["Rank order", "Sets", "The beat relation", "Answering rights and the gouji sets", "A round", "Places",
            "Settlement"]),
    ("zh", ["牌的大小", "一套牌", "顺牌：什么牌管什么牌", "上牌权与够级牌", "一轮", "名次", "计分"]),
])
def test_the_climbing_sections_in_both_languages(pages, lang, headings):
    page = pages[f"climbing-base.{lang}.md"]
    found = re.findall(r"^## (.+?) \{#", page, re.M)
    assert [h for h in found if h in headings] == headings
    # No trick-taking section on a climbing page, and no climbing section on a trick-taking one.
    assert "{#card-order}" not in page and "{#kitty-bonus}" not in page
    assert "{#beat}" not in pages[f"base.{lang}.md"]


def test_the_beat_relation_and_the_gouji_table_are_printed(pages):
    en = pages["climbing-base.en.md"]
    assert "with big jokers attached, at least as many as the standing set's" in en
    assert "none: the set is dead (死牌), nothing beats it" in en
    assert re.search(r"\| Q \| 3 cards \|", en) and re.search(r"\| 2 \| 1 card \|", en)
    zh = pages["climbing-base.zh.md"]
    assert "挂大王，个数不少于前面牌的小王，牌点更大" in zh and "无：死牌，谁也管不了" in zh


def test_the_worked_splits_are_the_seeds(pages):
    """"皇帝获得头科，保皇派为二落 … 皇帝一组得分 6+-3=3 … 皇帝的得分为：组分 *2/3": the split of that order."""
    en = pages["climbing-emperor.en.md"]
    assert "| emperor, rebel, rebel, guard, rebel | emperor +3, rebels -3 | emperor +2, rebel -1, guard +1 |" in en
    zh = pages["climbing-emperor.zh.md"]
    assert "| 皇帝，革命党，革命党，保皇派，革命党 | 皇帝 +3，革命党 -3 | 皇帝 +2，革命党 -1，保皇派 +1 |" in zh
    # Gouji's table, per team: the places' points per team, then the team's score.
    assert "| a, b, b, a, a, b | a +2, b -2 | a +2, b -2 |" in pages["climbing-base.en.md"]


def test_the_hand_of_a_deal_that_does_not_divide(pages):
    assert "the cards divided equally: 43 each, 1 left over (set aside, out of the deal)" in \
        pages["climbing-emperor.en.md"]
    assert "均分：每人 43 张，余 1 张（放在一边，不发）" in pages["climbing-emperor.zh.md"]


def test_the_comparison_has_both_families(pages):
    """The trick-taking topics list the trick-taking variants, the climbing topics the climbing ones."""
    for lang, title in (("en", "The climbing games"), ("zh", "出牌比大类（够级、保皇）")):
        comparison = pages[f"comparison.{lang}.md"]
        trick, climbing = comparison.split(f"### {title} ")
        assert "[base](base.md)" in trick and "climbing-base.md" not in trick
        assert "climbing-base.md" in climbing and "climbing-emperor.md" in climbing and "(base.md)" not in climbing
    assert "the emperor (and a guard) against the rebels" in pages["comparison.en.md"]
    assert "皇帝（和保皇派）对革命党" in pages["comparison.zh.md"]


def test_diff_between_the_families_says_what_each_has_of_its_own(variants):
    found, _ = variants
    a, b = found["climbing-base"], found["base"]
    text = render_text(a, b, compare(a, b))
    first = text.splitlines()[0]
    assert first.startswith("climbing-base (climbing) -> base (trick-taking): different families")
    assert "only climbing-base, a climbing game, states" in text and "beat" in text
    assert re.search(r"only base, a trick-taking game, states \(\d+\): .*trump order", text)
    assert "players\n  rule: 6  ->  4" in text  # the rules both read, row by row
    data = json.loads(render_json(a, b, compare(a, b)))
    assert data["families"] == {"a": "climbing", "b": "trick-taking"}
    assert "beat" in data["only_a"] and "trump order" in data["only_b"] and "teams" not in data["only_a"]


def test_diff_within_the_climbing_family_is_row_by_row(variants):
    found, _ = variants
    a, b = found["climbing-base"], found["climbing-emperor"]
    text = render_text(a, b, compare(a, b))
    assert text.startswith("climbing-base -> climbing-emperor:")
    assert "settlement lone-emperor" in text and "+ share rebel: 1/4" in text


def test_a_decision_on_a_place_row_of_a_settlement_is_a_note():
    """Every row a decision may follow has a name for the notes: a place row of a settlement had none, and the page
    stopped with an internal error (KeyError)."""
    with open(os.path.join(ROOT, "spec", "baohuang-5p-4deck.variant"), encoding="utf-8") as handle:
        text = handle.read()
    row = text.index("    place third: 0")
    end = text.index("\n", row) + 1
    text = text[:end] + '      decision "the third scores nothing" zh "第三无分"\n' + text[end:]
    vfile = parse_text("baohuang-5p-4deck.variant", text)
    variant = Library({vfile.id: vfile}).resolve(vfile.id)
    pages = render_pages({vfile.id: variant}, {vfile.id: "baohuang-5p-4deck.variant"})
    assert "**place third** <small>" in pages["baohuang-5p-4deck.en.md"]
    assert "the third scores nothing" in pages["baohuang-5p-4deck.en.md"]
    assert "第三无分" in pages["baohuang-5p-4deck.zh.md"]
