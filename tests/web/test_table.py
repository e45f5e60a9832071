"""The card table in Debian's Chromium, by clicking only: a whole deal of each family's variants, in English and in
Chinese, at a desktop's size and a phone's; the screenshots are kept (test-artifacts/). The page shows the seats
around the table, the hand as cards, the question in the page's language (no English on the Chinese page but card
names and rule citations), and at the end the winner and the judge's verdict; nothing runs off a phone's screen."""
from __future__ import annotations

import os
import re

import pytest

from .clicking import latin_words, open_page, play_to_the_end, start_alone
from .conftest import DESKTOP, PHONE

VARIANTS = ("classic-2deck", "zhaopengyou-5p-3deck", "gouji-6p-4deck", "baohuang-5p-4deck")
CASES = [(v, lang, size) for v in VARIANTS for lang in ("en", "zh") for size in ("desktop", "phone")]
RULE = re.compile(r"\[(?:rule|规则) [^\]]*\]")

pytestmark = pytest.mark.slow


def _no_english(page, variant: str) -> list[str]:
    """The Latin words of the page's own text (the setup form's variant list names each variant by its id too)."""
    text = " ".join(page.locator(s).inner_text() for s in ("#status", "#table", "#prompt", "#actions", "#over",
                                                           "#hand", "header h1", "header nav a") if page.locator(s).count())
    return latin_words(RULE.sub(" ", text).replace(variant, " "))


@pytest.mark.parametrize("variant, lang, size", CASES, ids=[f"{v}-{lang}-{size}" for v, lang, size in CASES])
def test_a_whole_deal_by_clicking(server, browser, artifacts, variant, lang, size):
    viewport = PHONE if size == "phone" else DESKTOP
    page, errors = open_page(browser, server, lang, viewport)
    name = os.path.join(artifacts, f"table-{variant}-{lang}-{size}")
    start_alone(page, variant, seed=7)
    assert page.locator("h1").inner_text() == ("在线试玩" if lang == "zh" else "Play a variant")
    page.wait_for_selector("#table .seat")
    seats = page.locator("#table .seat").count()
    foreign: list[str] = []

    def shot(page, n):
        if n in (3, 12):  # a decision early in the deal, and one in its middle
            page.screenshot(path=f"{name}-{n}.png", full_page=True)
        if lang == "zh" and n % 4 == 0:
            foreign.extend(_no_english(page, variant))
        if size == "phone" and n % 6 == 0:  # nothing wider than the screen
            width = page.evaluate("() => document.documentElement.scrollWidth")
            assert width <= viewport["width"], f"the page is {width} px wide at decision {n}"
            boxes = page.evaluate("() => [...document.querySelectorAll('#table .seat')].map(e => {"
                                  "const r = e.getBoundingClientRect(); return [r.left, r.right]; })")
            assert all(left >= -1 and right <= viewport["width"] + 1 for left, right in boxes), boxes

    decisions = play_to_the_end(page, errors, shot=shot)
    page.screenshot(path=f"{name}-over.png", full_page=True)
    assert decisions >= 5
    assert seats == {"classic-2deck": 4, "zhaopengyou-5p-3deck": 5, "gouji-6p-4deck": 6, "baohuang-5p-4deck": 5}[variant]
    verdict = page.locator("#verdict").inner_text()
    assert "✔" in verdict, verdict
    winner = page.locator("#winner").inner_text()
    assert winner.strip(), "the end screen says who won"
    assert page.locator("#download").get_attribute("download").startswith(variant)
    assert not foreign, f"English on the Chinese page: {sorted(set(foreign))}"
    assert not errors, errors
    page.close()
