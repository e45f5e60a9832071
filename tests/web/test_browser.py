"""The page's questions in Debian's Chromium: an illegal play refused with the reason beside Play, and the rare
questions of a deal's end (a kitty demotion, levels not wasted) asked, refused and answered. Whole deals are played in
test_table.py; the server and the browser are the session's (conftest.py)."""
import os
import time

import pytest

from .conftest import ARTIFACTS, ROOT


def test_an_illegal_play_is_refused_in_the_page(server, browser):
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.goto(server + "/")
    page.wait_for_selector("#variant option[value='classic-2deck']", state="attached")
    page.select_option("#variant", "classic-2deck")
    page.click("#start")
    deadline = time.time() + 60
    while not page.locator("#hint").count():  # pass declarations until the first play
        assert time.time() < deadline
        if page.locator("#pass").count():
            page.click("#pass")
        elif page.locator("#play").count():  # burying: take the hint
            break
        page.wait_for_timeout(30)
    page.wait_for_selector("#hint")
    if page.locator("#table .seat").count() == 0:
        pytest.skip("the person leads the first trick in this seed: every one-suit lead is legal")
    cards = page.locator("#hand .card")
    # Select every card: more cards than were led, which the server's ruling refuses.
    for i in range(cards.count()):
        cards.nth(i).click()
    page.wait_for_selector("#actions .notice")
    assert page.locator("#play").is_disabled()
    assert "played" in page.locator("#actions .notice").inner_text()
    page.close()


def test_a_climbing_selection_is_ruled_as_it_grows(server, browser):
    """Gouji: two ranks selected are no set (the reason and the rule beside a disabled Play); one rank is."""
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.goto(server + "/")
    page.wait_for_selector("#variant option[value='gouji-6p-4deck']", state="attached")
    page.select_option("#variant", "gouji-6p-4deck")
    page.fill("#seed", "3")
    page.click("#start")
    page.wait_for_selector("#prompt[data-mode='lead'], #prompt[data-mode='answer']")
    groups = page.locator("#hand .group")
    plain = [i for i in range(groups.count()) if "JOKER" not in groups.nth(i).inner_text()]
    groups.nth(plain[-1]).locator(".card").first.click()  # one card of the weakest rank
    groups.nth(plain[-2]).locator(".card").first.click()  # and one of the next
    page.wait_for_selector("#actions .notice")
    assert page.locator("#play").is_disabled()
    assert "mixed" in page.locator("#actions .notice").inner_text()
    page.click("#hint")  # the hint selects a legal set: Play is enabled, no reason stands beside it
    page.wait_for_selector("#play:not([disabled])")
    assert page.locator("#actions .notice").count() == 0
    page.close()


def _scene_page(server, browser, monkeypatch, kind, lang="en"):
    """The page at a question of the end of a deal (tests/web/scenes.py), started as any game is."""
    from . import scenes
    scenes.install(monkeypatch, kind)
    page = browser.new_page(locale="zh-CN" if lang == "zh" else "en-US", viewport={"width": 1280, "height": 900})
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(server + "/")
    page.wait_for_selector(f"#variant option[value='{scenes.VARIANT}']", state="attached")
    page.select_option("#variant", scenes.VARIANT)
    del scenes.OUTCOMES[:]
    page.click("#start")
    return page, errors, scenes


def _outcome(scenes) -> dict:
    """What the engine's end phase made of the answer the page sent."""
    deadline = time.time() + 20
    while not scenes.OUTCOMES:
        assert time.time() < deadline, "the engine did not take the answer"
        time.sleep(0.05)
    return scenes.OUTCOMES[-1]


def _line_of(text: str) -> int:
    """The line of zhaopengyou-5p-3deck.variant that starts with `text` (the rule a refusal cites)."""
    with open(os.path.join(ROOT, "spec", "zhaopengyou-5p-3deck.variant"), encoding="utf-8") as f:
        return next(n for n, line in enumerate(f, 1) if line.strip().startswith(text))


def _fill_levels(page, counts: dict) -> None:
    for player, count in counts.items():
        page.fill(f"#levels input[data-player='{player}']", str(count))
    page.click("#send-levels")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_page_asks_who_loses_the_levels_of_a_kitty_demotion(server, browser, monkeypatch, lang):
    page, errors, scenes = _scene_page(server, browser, monkeypatch, "demotion", lang)
    page.wait_for_selector("#levels input[data-player='4']")
    prompt = page.locator("#prompt").inner_text()
    assert ("抠底降级" in prompt) and ("10" in prompt)
    assert page.locator("#levels input").count() == 2  # the attackers but the kitty winner
    _fill_levels(page, {3: 7, 4: 3})  # seat 3 can lose 6 only: refused, with the rule and the rulebook's section
    page.wait_for_selector("#message a")
    message = page.locator("#message").inner_text()
    rule = "规则" if lang == "zh" else "rule"  # cited relative to the variant's folder
    assert f"[{rule} zhaopengyou-5p-3deck.variant:{_line_of('kitty demotion J {')}]" in message
    assert ("只能再降 6 级" if lang == "zh" else "can lose 6 level(s) only") in message
    assert page.locator("#message a").get_attribute("href").endswith("#kitty-demotion-j")
    page.screenshot(path=os.path.join(ARTIFACTS, f"web-{lang}-kitty-demotion.png"), full_page=True)
    _fill_levels(page, {3: 4, 4: 6})  # asked again; now a good answer
    page.wait_for_function("() => !document.querySelector('#levels')")
    assert _outcome(scenes)["settlement"]["demotion"]["named"][0]["seats"] == [3] * 4 + [4] * 6
    assert not errors, errors
    page.close()


def test_the_page_asks_where_the_levels_not_wasted_go(server, browser, monkeypatch):
    page, errors, scenes = _scene_page(server, browser, monkeypatch, "transfer")
    page.wait_for_selector("#levels input[data-player='1']")
    assert "级数不浪费" in page.locator("#prompt").inner_text() and page.locator("#keep-unused").count()
    _fill_levels(page, {1: 2})  # the friend is one level under J, a mandatory level
    page.wait_for_selector("#message:has-text('up to a mandatory level')")
    assert "[rule zhaopengyou-5p-3deck.variant:26]" in page.locator("#message").inner_text()
    _fill_levels(page, {1: 1, 4: 1})
    assert _outcome(scenes)["settlement"]["transfers"][0]["given"] == [[1, "up"], [4, "down"]]
    assert not errors, errors
    page.close()


def test_the_page_asks_whether_to_accept_levels_given(server, browser, monkeypatch):
    page, errors, scenes = _scene_page(server, browser, monkeypatch, "accept", "zh")
    page.wait_for_selector("#refuse")
    assert "接受吗" in page.locator("#prompt").inner_text()
    page.click("#refuse")
    assert _outcome(scenes)["settlement"]["transfers"][0]["refused"] == [0]
    assert not errors, errors
    page.close()
