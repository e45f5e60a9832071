"""`verifier diff A B`: what differs between two variants, rule by rule; and the comparison matrix."""
from __future__ import annotations

import json
import os
import re

import pytest

from verifier.cli import main
from verifier.diff import compare, model_rows, rows
from verifier.workspace import Workspace, resolve_all, select

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


def test_comparison_page_has_every_row_and_variant(variants):
    from verifier.rulebook import render_pages

    pages = render_pages(variants, {vid: f"{vid}.variant" for vid in variants})
    for lang in ("en", "zh"):
        page = pages[f"comparison.{lang}.md"]
        table = [line for line in page.split("\n") if line.startswith("|")]
        tables = sum(line.startswith("|---") for line in table)  # with both families: shared, then each family's
        assert len(table) == len(model_rows(*variants.values())) + 2 * tables
        for vid in variants:
            assert f"]({vid}.md)" in table[0]
    # One column per variant of the table's family, in the page's order: shuangsheng-2deck caps the score at 200.
    lines = pages["comparison.en.md"].split("\n")
    cap = next(i for i, line in enumerate(lines) if line.startswith("| **scoring cap**"))
    header = next(line for line in reversed(lines[:cap]) if line.startswith("| Rule"))
    columns = re.findall(r"\]\(([\w-]+)\.md\)", header)
    cells = " | ".join("<code>200</code>" if variants[vid].scoring_cap and variants[vid].scoring_cap.points == 200
                       else "—" for vid in columns)
    assert "<code>200</code>" in cells
    assert f"| **scoring cap** | ≠ | {cells} |" in pages["comparison.en.md"]
    assert f"| **scoring cap** (得分上限) | ≠ | {cells} |" in pages["comparison.zh.md"]
