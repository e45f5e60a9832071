"""The page in a real browser: Debian's Chromium driven by Playwright plays a whole deal by clicking, in English and
in Chinese; screenshots are kept in test-artifacts/ (or $TEST_ARTIFACTS)."""
import os
import shutil
import socket
import threading
import time

import pytest

pytest.importorskip("starlette", reason="the web extra is not installed (pip install .[web])")
uvicorn = pytest.importorskip("uvicorn", reason="the web extra is not installed (pip install .[web])")
sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install .[web])")

CHROMIUM = os.environ.get("CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
if not CHROMIUM:
    pytest.skip("no Chromium on this machine (Debian: apt-get install chromium)", allow_module_level=True)

from verifier.web.app import Limits, create_app  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ARTIFACTS = os.environ.get("TEST_ARTIFACTS") or os.path.join(ROOT, "test-artifacts")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]


@pytest.fixture(scope="module")
def server():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    config = uvicorn.Config(create_app(Limits(games=2)), host="127.0.0.1", port=port, log_level="warning")
    srv = uvicorn.Server(config)
    thread = threading.Thread(target=srv.run, daemon=True)
    thread.start()
    deadline = time.time() + 20
    while not srv.started:
        assert time.time() < deadline, "the server did not start"
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}"
    srv.should_exit = True
    thread.join(10)


@pytest.fixture(scope="module")
def browser():
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        yield b
        b.close()


def _play_deal(page, shots: str, errors: list) -> None:
    """Click through one deal: pass on declarations, take the hint for every play, until the judge's verdict."""
    shot = 0
    deadline = time.time() + 240
    while time.time() < deadline:
        assert not errors, errors
        if page.locator("#verdict").count():
            return
        if page.locator("#prompt button.option").count():  # a climbing game: the first legal action listed
            page.locator("#prompt button.option").first.click()
        elif page.locator("#pass").count():
            page.click("#pass")
        elif page.locator("#next").count() and page.locator("#over.shown").count():
            page.click("#next")
        elif page.locator("#hint").count():
            page.click("#hint")
            page.wait_for_selector("#play:not([disabled])", timeout=30000)
            if shot < 2 and page.locator("#table .seat").count():
                page.screenshot(path=f"{shots}-trick.png", full_page=True)
                shot += 1
            page.click("#play")
        elif page.locator("#call").count():
            page.fill("#call-card", "AH")
            page.click("#call")
        page.wait_for_timeout(30)
    page.screenshot(path=f"{shots}-stuck.png", full_page=True)
    raise AssertionError("the deal did not end in time")


@pytest.mark.parametrize("lang, variant", [("en", "classic-2deck"), ("zh", "zhaopengyou-5p-3deck"),
                                           ("zh", "gouji-6p-4deck")])
def test_a_whole_deal_by_clicking(server, browser, lang, variant):
    os.makedirs(ARTIFACTS, exist_ok=True)
    page = browser.new_page(locale="zh-CN" if lang == "zh" else "en-US", viewport={"width": 1280, "height": 900})
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(server + "/")
    page.wait_for_selector(f"#variant option[value='{variant}']", state="attached")
    assert page.locator("h1").inner_text() == ("在线试玩" if lang == "zh" else "Play a variant")
    page.select_option("#variant", variant)
    page.fill("#deals", "1")
    page.click("#start")
    page.wait_for_selector("#hand .card, #prompt button.option")
    # An illegal play sent anyway is refused with the reason and the rule: select two cards where one is led.
    shots = os.path.join(ARTIFACTS, f"web-{lang}-{variant}")
    _play_deal(page, shots, errors)
    page.screenshot(path=f"{shots}-over.png", full_page=True)
    verdict = page.locator("#verdict").inner_text()
    assert "✔" in verdict, verdict
    assert page.locator("#download").get_attribute("download").startswith(variant)
    assert not errors, errors
    page.close()


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
    assert f"spec/zhaopengyou-5p-3deck.variant:{_line_of('kitty demotion J {')}" in message
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
    assert "spec/zhaopengyou-5p-3deck.variant:26" in page.locator("#message").inner_text()
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
