"""The questions of a kitty demotion (抠底降级) and of levels not wasted (级数不浪费) asked of the person through the
socket: who loses each level of a demotion's overflow, to whom the levels a mandatory level stopped go, whether to
accept levels given; a bad answer refused with the engine's reason and the rule, and asked again."""
import json
import re

import pytest

pytest.importorskip("starlette", reason="the web extra is not installed (pip install .[web])")
pytest.importorskip("httpx", reason="the web extra is not installed (pip install .[web])")

from starlette.testclient import TestClient  # noqa: E402

from verifier.play import engine  # noqa: E402
from verifier.play.citations import cited  # noqa: E402
from verifier.web.app import create_app  # noqa: E402

from . import scenes  # noqa: E402

GAME = engine.load(scenes.VARIANT)
# The rules as the page is told them: relative to the variant's folder (play/citations.py)
RULE_J = cited(next(d[4] for d in GAME.rules.demotions if d[0] == "J"))
FRIENDS = cited(GAME.rules.ref("friends"))
CJK = re.compile("[\u4e00-\u9fff]")


class Socket:
    def __init__(self, ws):
        self.ws = ws

    def send(self, **message):
        self.ws.send_text(json.dumps(message))

    def receive(self) -> dict:
        """The next message but the room's and the table's (`room`, `state`), which the page shows as they come."""
        while True:
            message = json.loads(self.ws.receive_text())
            if message["type"] not in ("room", "state"):
                return message

    def answer(self, ask: dict, **message) -> dict:
        self.send(ask=ask["ask"], **message)
        return self.receive()


@pytest.fixture
def scene(monkeypatch):
    def start(kind):
        scenes.install(monkeypatch, kind)
        client = TestClient(create_app())
        ws = client.websocket_connect("/ws").__enter__()
        socket = Socket(ws)
        socket.send(type="new", variant=scenes.VARIANT, bots="greedy", seed=1)
        opened.append((client, ws))
        return socket, socket.receive()
    opened = []
    yield start
    for client, ws in opened:
        ws.__exit__(None, None, None)
        client.close()


def test_the_person_names_who_loses_each_level_of_the_overflow(scene):
    socket, ask = scene("demotion")
    assert ask["action"] == "name-demoted" and ask["count"] == 10
    assert ask["candidates"] == [{"player": 3, "level": "8", "room": 6}, {"player": 4, "level": "10", "room": 8}]
    assert ask["state"]["hand"] == [] and "hands" not in ask["state"]
    refused = socket.answer(ask, type="levels", levels=[0, 0, 1, 4, 5])  # the kitty winner may not be named
    assert refused["type"] == "illegal" and refused["ask"] == ask["ask"]
    assert refused["reason"] == "player 2 may not be named: the players who may are [3, 4]"
    assert refused["rule"] == RULE_J and refused["link"] == {"page": scenes.VARIANT, "anchor": "kitty-demotion-j"}
    assert CJK.search(refused["reason_zh"])
    refused = socket.answer(ask, type="levels", levels=[0, 0, 0, 7, 3])
    assert refused["reason"] == "player 3 can lose 6 level(s) only (down to the ladder's first level)"
    refused = socket.answer(ask, type="levels", levels=[0, 0, 0, 4, 5])
    assert refused["reason"] == "10 level(s) to lose: name the player who loses each of them"
    refused = socket.answer(ask, type="levels", levels=[0, 0, 10])
    assert refused["reason"] == "give one number of levels for each of the 5 players, in seat order"
    over = socket.answer(ask, type="levels", levels=[0, 0, 0, 4, 6])
    assert over["type"] == "scene-over"
    assert over["levels"] == scenes.levels("2", "2", "5", "4", "4")  # seat 2 (the kitty winner) keeps its level
    demotion = over["settlement"]["demotion"]
    assert demotion["lost"] == [9, 5, 0, 4, 6]
    assert demotion["named"] == [{"player": 0, "seats": [3, 3, 3, 3, 4, 4, 4, 4, 4, 4]}]


def test_the_person_gives_the_levels_a_mandatory_level_stopped(scene):
    socket, ask = scene("transfer")
    assert ask["action"] == "transfer-levels" and ask["count"] == 2
    assert ask["candidates"] == [{"player": 1, "level": "10", "way": "up", "room": 1},
                                 {"player": 2, "level": "4", "way": "down", "room": 2},
                                 {"player": 3, "level": "2", "way": "down", "room": 0},
                                 {"player": 4, "level": "6", "way": "down", "room": 4}]
    for levels, reason in [
            ([0, 2, 0, 0, 0], "player 1 can be raised 1 level(s) only (up to a mandatory level, no further)"),
            ([0, 0, 0, 1, 0], "player 3 can be lowered 0 level(s) only (down to the ladder's first level)"),
            ([1, 0, 0, 0, 1], "player 0 cannot be given a level"),
            ([0, 1, 1, 0, 1], "2 level(s) left over: name at most 2 player(s), one per level")]:
        refused = socket.answer(ask, type="levels", levels=levels)
        assert (refused["type"], refused["reason"], refused["rule"]) == ("illegal", reason, FRIENDS), levels
        assert CJK.search(refused["reason_zh"])
    over = socket.answer(ask, type="levels", levels=[0, 1, 0, 0, 1])
    assert over["type"] == "scene-over"
    assert over["levels"] == scenes.levels("J", "J", "4", "2", "5")
    assert over["settlement"]["transfers"] == [{"player": 0, "levels": 2, "given": [[1, "up"], [4, "down"]],
                                                "refused": []}]


def test_the_person_may_keep_the_levels_unused(scene):
    socket, ask = scene("transfer")
    over = socket.answer(ask, type="pass")
    assert over["levels"] == scenes.TRANSFER["levels"]
    assert over["settlement"]["transfers"] == [{"player": 0, "levels": 2, "given": [], "refused": []}]


@pytest.mark.parametrize("option, level", [(0, "7"), (1, "5")])
def test_the_person_on_the_winning_side_accepts_or_refuses_levels_given(scene, option, level):
    socket, ask = scene("accept")
    assert (ask["action"], ask["giver"], ask["count"], ask["choices"]) == ("accept-levels", 1, 2, ["accept", "refuse"])
    refused = socket.answer(ask, type="choose", option=5)
    assert refused["type"] == "illegal" and refused["rule"] == FRIENDS
    assert refused["reason"] == "accept (0) or refuse (1) the levels given"
    over = socket.answer(ask, type="choose", option=option)
    assert over["levels"][0] == scenes.LADDER.index(level)
    assert over["settlement"]["transfers"][0]["refused"] == ([0] if option else [])


@pytest.mark.parametrize("levels, expected", [
    ("3 4", "`levels` is a list of at most 16 whole numbers from 0 to 99"),
    ([True, 0], "`levels` is a list"), ([-1], "`levels` is a list"), (list(range(17)), "`levels` is a list")])
def test_a_malformed_list_of_levels_is_an_error_and_the_question_stands(scene, levels, expected):
    socket, ask = scene("demotion")
    error = socket.answer(ask, type="levels", levels=levels)
    assert error["type"] == "error" and expected in error["message"]
    assert socket.answer(ask, type="levels", levels=[0, 0, 0, 4, 6])["type"] == "scene-over"
