"""The replay: a record opened by its name in the server's records folder (`/replay?record=NAME`) or uploaded, judged,
and stepped through deal by deal, trick by trick (trick-taking) or set by set (climbing), each step with the referee's
ruling and rule; in the browser, in both languages."""
from __future__ import annotations

import json
import os
import random

import pytest

pytest.importorskip("starlette", reason="the web extra is not installed (pip install .[web])")
pytest.importorskip("httpx", reason="the web extra is not installed (pip install .[web])")

from starlette.testclient import TestClient  # noqa: E402

from verifier.play import engine  # noqa: E402
from verifier.play.climbing.players import make as climbing_player, player_rng  # noqa: E402
from verifier.play.trick.players import make as trick_player  # noqa: E402
from verifier.runtime.trick.match import play_match  # noqa: E402
from verifier.web.app import create_app  # noqa: E402
from verifier.web.limits import Limits  # noqa: E402

from .conftest import DESKTOP, PHONE, LiveServer  # noqa: E402


def _trick_record(variant="classic-2deck", seed=4, deals=2):
    game = engine.load(variant)
    agents = [trick_player("greedy", random.Random(f"player:{seed}:{s}")) for s in range(game.rules.players)]
    return play_match(game.engine, seed, agents, deals)


def _climbing_record(variant="gouji-6p-4deck", seed=2, deals=2):
    game = engine.load(variant)
    agents = [climbing_player("greedy", player_rng(seed, s)) for s in range(game.rules.players)]
    return game.play_match(seed, agents, deals=deals)


@pytest.fixture(scope="module")
def records(tmp_path_factory):
    folder = tmp_path_factory.mktemp("records")
    (folder / "classic.json").write_text(json.dumps(_trick_record()), encoding="utf-8")
    (folder / "gouji.json").write_text(json.dumps(_climbing_record()), encoding="utf-8")
    (folder / "baohuang.json").write_text(json.dumps(_climbing_record("baohuang-5p-4deck", 3, 1)), encoding="utf-8")
    (folder / "broken.json").write_text("{not json", encoding="utf-8")
    (folder.parent / "outside.json").write_text(json.dumps(_trick_record(deals=1)), encoding="utf-8")
    return folder


@pytest.fixture(scope="module")
def client(records):
    with TestClient(create_app(Limits(record=2_000_000), records=str(records))) as c:
        yield c


def test_a_trick_taking_record_trick_by_trick(client):
    data = client.get("/api/replay", params={"record": "classic.json"}).json()
    assert data["judged"]["ok"] and data["family"] == "trick-taking" and len(data["deals"]) == 2
    deal = data["deals"][0]
    assert deal["tricks"] and deal["declarer"] is not None and deal["result"]["settlement"]["rule"]
    for trick in deal["tricks"]:
        assert len(trick["hands"]) == 4 and len(trick["plays"]) == 4
        lead, *follows = trick["plays"]
        assert lead["kind"] and lead["rule"]
        assert all(p["rule"].startswith("spec/classic-2deck.variant:") for p in follows)
        assert all(p["reason"]["en"] and p["reason"]["zh"] != p["reason"]["en"] for p in follows)
    # every hand at the start of the first trick: as many cards as a hand holds
    assert all(len(h) == 25 for h in deal["tricks"][0]["hands"])


def test_a_climbing_record_set_by_set(client):
    data = client.get("/api/replay", params={"record": "gouji.json"}).json()
    assert data["judged"]["ok"] and data["family"] == "climbing" and len(data["deals"]) == 2
    steps = data["deals"][0]["steps"]
    assert steps[0]["seat"] is None and len(steps[0]["state"]["hands"]) == 6
    played = [s for s in steps if s.get("set")]
    assert played and all(s["rule"] and s["why"]["en"] and s["why"]["zh"] for s in played)
    assert any(s.get("auto") for s in steps)  # the engine's own passes are steps too
    assert steps[-1]["state"]["places"] and len(steps[-1]["state"]["places"]) == 6
    assert all("座位" in s["text"]["zh"] or s["seat"] is None or s["text"]["zh"] for s in steps)
    second = data["deals"][1]["steps"]
    assert second[0]["state"]["phase"] in ("tribute", "play", "revolution")  # the second deal starts with tribute


def test_a_baohuang_record_tells_the_call(client):
    data = client.get("/api/replay", params={"record": "baohuang.json"}).json()
    assert data["judged"]["ok"]
    steps = data["deals"][0]["steps"]
    calls = [s for s in steps if s.get("kind") in ("call", "pass-call", "seize")]
    assert calls and all(s["rule"] for s in calls)


def test_a_record_uploaded(client):
    record = _climbing_record("gouji-6p-4deck", 5, 1)
    data = client.post("/api/replay", content=json.dumps(record)).json()
    assert data["judged"]["ok"] and data["seed"] == 5


def test_an_illegal_record_is_replayed_up_to_its_first_illegal_action(client):
    record = _climbing_record("gouji-6p-4deck", 6, 1)
    first_play = next(i for i, a in enumerate(record["deals"][0]["actions"]) if a["kind"] == "play")
    record["deals"][0]["actions"][first_play + 1]["set"] = "3 4"
    data = client.post("/api/replay", content=json.dumps(record)).json()
    assert not data["judged"]["ok"] and data["judged"]["reason"]
    steps = data["deals"][0]["steps"]
    assert len(steps) < len(record["deals"][0]["actions"])


@pytest.mark.parametrize("name, status", [("../outside.json", 400), ("missing.json", 404), ("broken.json", 400),
                                          ("classic", 400)])
def test_a_record_is_named_in_the_folder_only(client, name, status):
    response = client.get("/api/replay", params={"record": name})
    assert response.status_code == status and response.json()["error"]


def test_a_record_too_large_is_refused(records):
    with TestClient(create_app(Limits(record=1000), records=str(records))) as small:
        assert small.get("/api/replay", params={"record": "classic.json"}).status_code == 413
        assert small.post("/api/replay", content=b"x" * 5000).status_code == 413


def test_no_records_folder(records):
    with TestClient(create_app()) as bare:
        response = bare.get("/api/replay", params={"record": "classic.json"})
        assert response.status_code == 404 and "--records" in response.json()["error"]
        assert bare.get("/api/info").json()["docs"] is False  # no site: the page leaves the rulebook links out


@pytest.mark.parametrize("lang, size", [("en", "desktop"), ("zh", "phone")])
def test_the_replay_page_steps_through_a_record(records, browser, artifacts, lang, size):
    with LiveServer(create_app(records=str(records))) as live:
        viewport = PHONE if size == "phone" else DESKTOP
        page = browser.new_page(locale="zh-CN" if lang == "zh" else "en-US", viewport=viewport)
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        page.goto(f"{live.url}/replay?record=classic.json")
        page.wait_for_selector("#step h3")
        assert "✔" in page.locator("#verdict").inner_text()
        page.click("#next-step")
        page.wait_for_selector("#step ol.plays li")
        text = page.locator("#step").inner_text()
        assert ("第 1 墩" if lang == "zh" else "Trick 1") in text
        assert ("理由" if lang == "zh" else "Why") in text and "classic-2deck.variant:" in text
        page.screenshot(path=os.path.join(artifacts, f"replay-classic-{lang}-{size}.png"), full_page=True)
        page.goto(f"{live.url}/replay?record=gouji.json")
        page.wait_for_selector("#step h3")
        for _ in range(5):
            page.click("#next-step")
        text = page.locator("#step").inner_text()
        assert ("座位" if lang == "zh" else "Seat") in text and "gouji-6p-4deck.variant:" in text
        page.click("#deals button:nth-child(2)")
        assert ("第 1 步" if lang == "zh" else "Step 1 of") in page.locator("#step-of").inner_text()
        page.screenshot(path=os.path.join(artifacts, f"replay-gouji-{lang}-{size}.png"), full_page=True)
        width = page.evaluate("() => document.documentElement.scrollWidth")
        assert width <= viewport["width"]
        assert not errors, errors
        page.close()
