"""Playing in the page by clicking only, as a person would: pass on declarations, ask for the hint and play what it
selects (or press the button it marks), go on after each deal, until the judge's verdict."""
from __future__ import annotations

import re
import time

HINTED = ("() => (document.querySelector('#play') && !document.querySelector('#play').disabled)"
          " || document.querySelector('#prompt .hinted') || (document.querySelector('#call-card') || {}).value")
LATIN = re.compile(r"[A-Za-z][A-Za-z'’-]+")


def open_page(browser, server: str, lang: str, viewport: dict, path: str = "/"):
    page = browser.new_page(locale="zh-CN" if lang == "zh" else "en-US", viewport=viewport)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(server + path)
    return page, errors


def start_alone(page, variant: str, seed: int | None = None, deals: int = 1) -> None:
    page.wait_for_selector(f"#variant option[value='{variant}']", state="attached")
    page.select_option("#variant", variant)
    page.fill("#deals", str(deals))
    if seed is not None:
        page.fill("#seed", str(seed))
    page.click("#start")


def step(page) -> bool:
    """One decision by clicking; False when nothing was waiting."""
    if page.locator("#next").count() and page.locator("#over.shown").count() and \
            not page.locator("#match-over").count():
        page.click("#next")
        return True
    action = page.locator("#prompt").get_attribute("data-action") or ""
    if action in ("exchange", "tribute-return"):  # no hint here: give the last cards of the hand
        count = int(re.search(r"\d+", page.locator("#prompt .question").inner_text()).group())
        cards = page.locator("#hand .card")
        for i in range(cards.count() - count, cards.count()):
            cards.nth(i).click()
        page.click("#play")
        return True
    if page.locator("#hint").count():
        page.click("#hint")
        try:
            page.wait_for_function(HINTED, timeout=15000)
        except Exception:  # noqa: BLE001 - no hint for this question: pass
            if page.locator("#pass").count():
                page.click("#pass")
                return True
            raise
        if page.locator("#call-card").count() and page.locator("#call-card").input_value():
            page.click("#call")
        elif page.locator("#prompt .hinted").count():
            page.click("#prompt .hinted")
        else:
            page.click("#play")
        return True
    if page.locator("#pass").count():
        page.click("#pass")
        return True
    return False


def play_to_the_end(page, errors: list, seconds: float = 240, shot=None) -> int:
    """Click until the match is over; the decisions clicked. `shot(page, n)` is called before each decision."""
    deadline = time.time() + seconds
    decisions = 0
    while time.time() < deadline:
        assert not errors, errors
        if page.locator("#match-over").count():
            return decisions
        if shot is not None:
            shot(page, decisions)
        if step(page):
            decisions += 1
        else:
            page.wait_for_timeout(25)
    raise AssertionError("the match did not end in time")


def latin_words(text: str) -> list[str]:
    """Latin words in a text of the Chinese page, but card names and the variant's id (the code of the page)."""
    found = []
    for word in LATIN.findall(text):
        if re.fullmatch(r"(?:BJ|SJ|JOKER|[AKQJ]|10|[AKQJ0-9]+[SHCD♠♥♣♦]?)", word):
            continue
        found.append(word)
    return found
