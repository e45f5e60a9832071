"""The newcomer's parts of the rulebook pages: how a deal goes, a deal played out with the referee's rulings, and
the figures of simulated deals drawn as SVG."""
import json
import os
import re
import xml.etree.ElementTree as ET

import pytest

from verifier.generate import Project
from verifier.rulebook.figures import FOLDER, fingerprint
from verifier.rulebook.plots import bars

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SPEC_IDS = sorted(name[:-len(".variant")] for name in os.listdir(os.path.join(ROOT, "spec")) if name.endswith(".variant"))
PAGES = os.path.join(ROOT, "generated", "rulebooks")


def _page(vid: str, lang: str) -> str:
    with open(os.path.join(PAGES, f"{vid}.{lang}.md"), encoding="utf-8") as handle:
        return handle.read()


def _resolved() -> dict:
    """spec/'s variants resolved: a delta's family and places are its parent's."""
    from verifier.language.workspace import Workspace, resolve_all, select
    workspace = Workspace()
    return resolve_all(workspace, select(workspace, [os.path.join(ROOT, "spec")]))[0]


_VARIANTS = _resolved()


def _trick_taking(vid: str) -> bool:
    from verifier.model import Family
    from verifier.model.families import family_of
    return family_of(_VARIANTS[vid]) != Family.CLIMBING


TRICK_TAKING = [vid for vid in SPEC_IDS if _trick_taking(vid)]
CLIMBING = [vid for vid in SPEC_IDS if not _trick_taking(vid)]
# The games of shaped sets (13 to 20 cards a hand, a deal over at the first out: fewer rounds than Gouji's 36 cards).
SHAPED = {vid for vid in CLIMBING if _VARIANTS[vid].places is not None and _VARIANTS[vid].places.end is not None
          and _VARIANTS[vid].places.end.value == "first-out"}


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("vid", TRICK_TAKING)
def test_every_page_opens_with_the_deal_and_plays_one(vid, lang):
    page = _page(vid, lang)
    for anchor in ("{#overview}", "{#worked-deal}", "{#statistics}"):
        assert anchor in page
    overview = page[page.index("{#overview}"):page.index("{#header}")]
    assert overview.count("\n1. ") == 1 and "\n4. " in overview  # the steps of a deal, in order
    worked = page[page.index("{#worked-deal}"):page.index("{#statistics}")]
    assert worked.count(".variant:") >= 10  # the follows cite the rules they were ruled by
    if lang == "zh":  # the referee's reasons in Chinese (verifier/play/reasons_zh.py)
        for english in ("obligation", "the hand", "must follow", "led suit"):
            assert english not in worked, english
        assert "跟花色" in worked or "首家" in worked
    assert page.count("<svg") >= 2


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("vid", CLIMBING)
def test_every_climbing_page_opens_with_the_deal_and_plays_one(vid, lang):
    page = _page(vid, lang)
    for anchor in ("{#overview}", "{#worked-round}", "{#worked-deal}", "{#statistics}"):
        assert anchor in page
    overview = page[page.index("{#overview}"):page.index("{#header}")]
    assert overview.count("\n1. ") == 1 and "\n6. " in overview
    round_ = page[page.index("{#worked-round}"):page.index("{#worked-deal}")]
    rows = [line for line in round_.split("\n") if line.startswith("| ") and not line.startswith("| Seat")
            and not line.startswith("| 座位")]
    assert len(rows) >= 4 and all(".variant:" in row for row in rows)  # every decision with its rule
    deal = page[page.index("{#worked-deal}"):page.index("{#statistics}")]
    found = re.search(r"\((\d+) rounds\)|共 (\d+) 轮", deal)
    told = int(found.group(1) or found.group(2))
    assert deal.count("\n| ") == told + 1 and (told >= 4 if vid in SHAPED else told >= 9)  # a row per round
    assert page[page.index("{#statistics}"):].count("<svg") >= 3
    if lang == "zh":  # the referee's reasons in Chinese
        for english in ("beats with", "passes", "leads ", "as many cards", "higher rank", "goes out"):
            assert english not in overview + round_ + deal, english


def test_the_worked_round_gives_the_engines_requirement_for_each_beat():
    """A beat's reason is what the beat relation asks of a set against the standing one (here: as many cards and a
    higher rank), and a gouji set's answer names its player's opposite: the engine's answering rights."""
    page = _page("gouji-6p-4deck", "en")
    round_ = page[page.index("{#worked-round}"):page.index("{#worked-deal}")]
    beats = [line for line in round_.split("\n") if "| beats with" in line]
    assert beats and all("as many cards" in line and "a higher rank than" in line for line in beats)
    assert any("is a gouji set: only its player's opposite" in line for line in beats)


@pytest.mark.parametrize("vid", TRICK_TAKING + CLIMBING)
def test_the_figures_are_those_of_the_variant_files(vid):
    from verifier.language.workspace import Workspace, resolve_all, select
    workspace = Workspace()
    variants, _ = resolve_all(workspace, select(workspace, [os.path.join(ROOT, "spec", f"{vid}.variant")]))
    project = Project(variants, dict(workspace.paths))
    with open(os.path.join(ROOT, "generated", FOLDER, f"{vid}.json"), encoding="utf-8") as handle:
        figures = json.load(handle)
    assert figures["digest"] == fingerprint(project, vid)
    counted = figures["points"] if "points" in figures else figures["first_out_by_role"]
    assert sum(counted.values()) == figures["deals"]
    assert figures["violations"] == 0


def test_bars_draw_well_formed_svg_with_every_bar_and_mark():
    svg = bars([("0", 3), ("5", 0), ("10", 7)], "T & <title>", "x", "y", marks=((2, "10"),))
    frame = ET.fromstring(svg)  # a frame that scrolls sideways on a phone, the plot in it
    assert frame.tag == "div" and "overflow-x:auto" in frame.get("style")
    ns = "{http://www.w3.org/2000/svg}"
    root = frame.find(f"{ns}svg")
    assert "min-width:480px" in root.get("style")
    assert len(root.findall(f"{ns}rect")) == 3
    heights = [float(r.get("height")) for r in root.findall(f"{ns}rect")]
    assert heights[1] == 0 and heights[2] > heights[0] > 0
    assert any(line.get("stroke-dasharray") for line in root.findall(f"{ns}line"))
    assert root.get("aria-label") == "T & <title>"


def test_a_new_setting_left_at_its_default_changes_no_fingerprint():
    """Engineers add settings to the compiled rules: a variant that leaves one at its default keeps its figures."""
    import dataclasses

    from verifier.compile import game_rules
    from verifier.rulebook.figures import _without_places
    from verifier.runtime.trick.rules import Rules
    from verifier.language.workspace import Workspace, resolve_all, select
    workspace = Workspace()
    variants, _ = resolve_all(workspace, select(workspace, [os.path.join(ROOT, "spec", "classic-2deck.variant")]))
    rules = game_rules(variants["classic-2deck"])
    wider = dataclasses.make_dataclass("Rules", [("new_setting", int, dataclasses.field(default=0))],
                                       bases=(Rules,), frozen=True)
    values = {f.name: getattr(rules, f.name) for f in dataclasses.fields(rules)}
    assert _without_places(wider(**values)) == _without_places(rules)
    assert _without_places(wider(**values, new_setting=1)) != _without_places(rules)
    assert _without_places(dataclasses.replace(rules, throw_penalty=rules.throw_penalty + 10)) != _without_places(rules)
    # Nor does what the play never reads: a remark, the title.
    assert _without_places(dataclasses.replace(rules, remarks=rules.remarks + (("x", "y", "a.variant:1"),),
                                               title=())) == _without_places(rules)


@pytest.mark.parametrize("lang, words", [
    ("en", {"gouji-6p-4deck": ("| defers (让牌)", "| burns with", "is a gouji set: only its player's opposite"),
            "baohuang-5p-4deck": ("calls the emperor with", "guard (", "seizes the emperor's place (抢庄)",
                                  "| defers (让牌)")}),
    ("zh", {"gouji-6p-4deck": ("| 让牌 |", "烧牌", "是够级牌：只有出牌人的对头"),
            "baohuang-5p-4deck": ("叫庄 —", "保 —", "抢庄——", "| 让牌 |")}),
])
def test_the_worked_round_shows_the_rules_at_work(lang, words):
    """Gouji's round played out holds a deferral, a burn and a gouji set answered by its opposite; Baohuang's the call,
    the guard's choice and (from another deal) a seize: the deal shown is the first seeded one that holds them."""
    for vid, wanted in words.items():
        page = _page(vid, lang)
        round_ = page[page.index("{#worked-round}"):page.index("{#worked-deal}")]
        for text in wanted:
            assert text in round_, (vid, lang, text)
