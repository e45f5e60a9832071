"""`verifier diff A B`: what differs between two variants, rule by rule; and the comparison page by topic."""
from __future__ import annotations

import json
import os

import pytest

from verifier.cli import main
from verifier.language.diff import compare, model_rows, rows
from verifier.language.workspace import Workspace, resolve_all, select

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@pytest.fixture(autouse=True)
def _root(monkeypatch):
    monkeypatch.chdir(ROOT)


@pytest.fixture(scope="module")
def variants():
    workspace = Workspace()
    ids = select(workspace, [os.path.join(ROOT, "spec")], spec_dir=os.path.join(ROOT, "spec"))
    return resolve_all(workspace, ids)[0]


def test_diff_text(capsys):
    assert main(["diff", "classic-2deck", "shuangsheng-2deck"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("classic-2deck -> shuangsheng-2deck:")
    assert "scoring cap\n  rule: —  ->  200" in out
    assert "nobody-declares: no-trump  ->  kitty-match, redeal" in out
    assert '    + when points > 0 and points < 40 -> declarers +2 "小光头"' in out
    assert "decks" not in out.split("\n")  # the same in both: not listed


def test_diff_json(capsys):
    assert main(["diff", "classic-2deck", "three-deck-tribute", "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["a"] == "classic-2deck" and data["b"] == "three-deck-tribute"
    by_key = {(d["rule"], d["item"]): d for d in data["differences"]}
    assert by_key[("decks", None)]["a"] == ["2"] and by_key[("decks", None)]["b"] == ["3"]
    assert by_key[("tractor", None)]["b"] == []
    assert by_key[("tribute", "giver")]["b"] == ["player-before-declarer"]


def test_diff_of_a_variant_with_itself(capsys):
    assert main(["diff", "classic-2deck", "classic-2deck"]) == 0
    assert capsys.readouterr().out == "classic-2deck and classic-2deck state the same rules\n"


def test_diff_unknown_variant(capsys):
    assert main(["diff", "classic-2deck", "classic-2dek"]) == 2
    assert "unknown variant `classic-2dek`" in capsys.readouterr().err


def test_diff_by_file(capsys):
    assert main(["diff", "spec/classic-2deck.variant", "spec/three-deck-tribute.variant"]) == 0
    assert "three-deck-tribute" in capsys.readouterr().out


def test_rows_cover_the_model(variants):
    keys = [row.key for row in model_rows(*variants.values())]  # named blocks (`set plain`) as the variants name them
    assert len(keys) == len(set(keys))
    for variant in variants.values():
        assert set(rows(variant)) <= set(keys)
    for expected in ("players", "tractor: min-length", "declare: nobody-declares", "scoring: rows", "tribute: giver",
                     "kitty overcall", "places: rows", "examples", "remarks"):
        assert expected in keys


def test_compare_is_empty_for_equal_variants(variants):
    v = variants["classic-2deck"]
    assert compare(v, v) == []
    assert {d.row.rule for d in compare(v, variants["shuangsheng-2deck"])} == {
        "title", "declare", "scoring", "scoring cap", "examples", "remarks"}


def test_the_comparison_is_by_topic_in_words(variants):
    """A table per topic, a row per variant of its family, the cells in words (no variant-language code)."""
    from verifier.rulebook import render_pages

    pages = render_pages(variants, {vid: f"{vid}.variant" for vid in variants})
    trick = [vid for vid, v in variants.items() if not v.is_climbing]
    for lang in ("en", "zh"):
        page = pages[f"comparison.{lang}.md"]
        assert "<code>" not in page
        topics = page.split("\n### ")[1:]
        assert len(topics) == 6
        for topic in topics:
            rows = [line for line in topic.split("\n") if line.startswith("| [")]
            family = [vid for vid in variants if f"]({vid}.md)" in topic]
            assert len(rows) == len(family) and family in (trick, [v for v in variants if v not in trick])
            assert all(line.count(" | ") == rows[0].count(" | ") for line in rows)

    def cell(lang: str, vid: str, topic: str, column: int) -> str:
        section = pages[f"comparison.{lang}.md"].split(f"{{#{topic}}}")[1].split("\n### ")[0]
        line = next(line for line in section.split("\n") if f"]({vid}.md)" in line)
        return line.strip("|").split(" | ")[column].strip()
    assert cell("en", "classic-2deck", "scoring", 3) == "80 points"
    assert cell("zh", "huanle-3deck", "scoring", 3) == "120 分"
    assert cell("en", "three-deck-tribute", "trump", 4) == "every 2"
    assert cell("zh", "sanwufan", "trump", 4) == "所有的 5、所有的 3、所有的 2"
    assert cell("en", "bidding-3p-2deck", "table", 2) == "the bidder alone against the others"
    assert cell("en", "one-deck", "play", 1) == "single"
    assert cell("en", "boke-5-10-k", "scoring", 5).startswith("5, 10, K;")
    assert cell("zh", "gouji-6p-4deck", "climbing-end", 3) == "名次靠后的向靠前的进贡"
