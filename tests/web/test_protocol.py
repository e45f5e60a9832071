"""The web app's protocol, through Starlette's test client: whole deals played through the socket, illegal plays
refused with the rule, malformed messages answered with an error while the game goes on, the limits held."""
import json
import os

import re

import pytest

pytest.importorskip("starlette", reason="the web extra is not installed (pip install .[web])")
pytest.importorskip("httpx", reason="the web extra is not installed (pip install .[web])")

from starlette.testclient import TestClient  # noqa: E402

from verifier.play import engine  # noqa: E402
from verifier.web.app import Limits, create_app  # noqa: E402

VARIANTS = engine.variant_ids()


class Player:
    """Plays the person's seat through the socket, taking the server's hint for every play."""

    def __init__(self, ws):
        self.ws = ws
        self.seen: list[dict] = []

    def send(self, **message):
        self.ws.send_text(json.dumps(message))

    def receive(self) -> dict:
        message = json.loads(self.ws.receive_text())
        self.seen.append(message)
        return message

    def receive_until(self, *types) -> dict:
        while True:
            message = self.receive()
            if message["type"] in types:
                return message
            assert message["type"] in ("notice", "checked", "hint", "room", "state"), message

    def hinted(self) -> str:
        self.send(type="hint")
        return self.receive_until("hint")["cards"]

    def answer(self, ask: dict) -> None:
        action, number = ask["action"], ask["ask"]
        if action in ("declare", "kitty-overcall"):
            self.send(type="pass", ask=number)
        elif action == "bid":  # open with the highest bid allowed, then pass
            if ask["standing"] is None and ask["bids"]:
                self.send(type="choose", option=ask["bids"][-1], ask=number)
            else:
                self.send(type="pass", ask=number)
        elif action == "name-trump":
            self.send(type="choose", option=1, ask=number)
        elif action in ("lead", "follow", "bury"):
            self.send(type="play", cards=self.hinted(), ask=number)
        elif action in ("exchange", "tribute-return"):
            self.send(type="play", cards=" ".join(ask["state"]["hand"][-ask["count"]:]), ask=number)
        elif action == "rebury":  # bury the first jokers offered into the shown kitty (扣王)
            assert ask["options"] and ask["kitty"]
            self.send(type="choose", option=0, ask=number)
        elif action == "climbing":  # what the hint says: cards to play, or a button to press
            self.send(type="hint")
            hint = self.receive_until("hint")
            if hint["cards"]:
                self.send(type="play", cards=hint["cards"], ask=number)
            else:
                self.send(type="choose", option=hint["option"], ask=number)
        elif action == "call-friend":
            held = set(ask["state"]["hand"])
            card = next(c for c in ("AH", "AS", "AC", "AD", "KH", "KS", "KC", "KD") if c not in held)
            self.send(type="call", cards=card, copy=1, ask=number)
        else:
            raise AssertionError(f"unexpected question {action}")

    def play_out(self) -> dict:
        """Answer every question until the match is over; the match-over message."""
        while True:
            message = self.receive_until("ask", "deal-over", "match-over", "error")
            if message["type"] == "error":
                raise AssertionError(message)
            if message["type"] == "match-over":
                return message
            if message["type"] == "deal-over":
                self.send(type="continue", ask=message["ask"])
            else:
                self.answer(message)


@pytest.fixture(scope="module")
def client():
    with TestClient(create_app(Limits(rooms=2, empty=0))) as c:
        yield c


def test_the_page_and_the_variants(client):
    page = client.get("/")
    assert page.status_code == 200 and "/static/app.js" in page.text
    assert client.get("/static/app.js").status_code == 200
    listed = client.get("/api/variants").json()
    assert sorted(v["id"] for v in listed) == sorted(VARIANTS)
    assert all(v["title"]["zh"] and v["title"]["en"] for v in listed)


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_whole_deal_through_the_socket(client, variant):
    with client.websocket_connect("/ws") as ws:
        player = Player(ws)
        player.send(type="new", variant=variant, bots="greedy", seed=11, deals=1)
        over = player.play_out()
    assert over["judged"]["ok"], over["judged"]
    assert over["record"]["variant"] == variant and len(over["record"]["deals"]) == 1
    asks = [m for m in player.seen if m["type"] == "ask"]
    # The person sees their own hand and the table, never another hand.
    assert not any("hands" in m["state"] for m in asks)
    if asks[0]["state"].get("family") == "climbing":
        plays = [m for m in asks if m["action"] == "climbing" and m["state"]["phase"] == "play"]
        assert plays and all((m["suggestions"] or m["choices"]) and m["state"]["hand"] for m in plays)
        assert all(len(m["suggestions"]) <= 6 for m in plays)  # a few sets, never every set of a long hand
    else:
        assert any(m["action"] in ("lead", "follow") for m in asks)
        assert all(set(m["state"]) >= {"hand", "current", "levels", "attacker_points"} for m in asks)


def test_a_climbing_play_is_ruled_by_the_engine(client):
    with client.websocket_connect("/ws") as ws:
        player = Player(ws)
        player.send(type="new", variant="gouji-6p-4deck", bots="greedy", seed=4, deals=1)
        while True:
            ask = player.receive_until("ask")
            if ask["state"]["phase"] == "play":
                break
            player.answer(ask)
        player.send(type="play", cards="3 4", ask=ask["ask"])  # two ranks: not a set
        refused = player.receive_until("illegal")
        assert refused["reason"] and refused["ask"] == ask["ask"]
        assert refused["reason_zh"] != refused["reason"] and re.search("[\u4e00-\u9fff]", refused["reason_zh"])
        player.send(type="choose", option=0, ask=ask["ask"])
        assert player.receive_until("ask", "match-over")


def test_a_whole_match(client):
    with client.websocket_connect("/ws") as ws:
        player = Player(ws)
        player.send(type="new", variant="boke-5-10-k", bots="random", seed=3)
        over = player.play_out()
    assert over["result"]["over"] and over["result"]["winner"] in (0, 1)
    assert over["judged"]["ok"] and over["judged"]["deals"] == over["result"]["deals"]


def _first_play(player: Player) -> dict:
    while True:
        message = player.receive_until("ask")
        if message["action"] in ("lead", "follow"):
            return message
        player.answer(message)


def test_an_illegal_play_is_refused_with_the_rule_and_asked_again(client):
    with client.websocket_connect("/ws") as ws:
        player = Player(ws)
        player.send(type="new", variant="classic-2deck", bots="greedy", seed=5, deals=1)
        ask = _first_play(player)
        hand = ask["state"]["hand"]
        legal = player.hinted()
        wrong = " ".join(hand[:len(legal.split()) + 1]) if ask["action"] == "follow" else f"{hand[0]} {hand[-1]}"
        player.send(type="check", cards=wrong)
        checked = player.receive_until("checked")
        player.send(type="play", cards=wrong, ask=ask["ask"])
        refused = player.receive_until("illegal", "ask")
        if checked["legal"]:  # the cards chosen happen to be legal: then they were played
            pytest.skip("the chosen wrong play was legal in this deal")
        assert refused["type"] == "illegal" and refused["reason"] == checked["reason"]
        assert refused["reason_zh"] == checked["reason_zh"] and re.search("[\u4e00-\u9fff]", refused["reason_zh"])
        assert refused["rule"].startswith("classic-2deck.variant:")  # relative to the variant's folder
        assert refused["link"]["page"] == "classic-2deck"
        player.send(type="play", cards="ZZ", ask=ask["ask"])  # not a card: refused, still the same question
        assert player.receive_until("illegal")["reason"]
        player.send(type="play", cards=legal, ask=ask["ask"])
        after = player.receive_until("ask", "deal-over", "match-over")
        assert after.get("ask") != ask["ask"]


@pytest.mark.parametrize("text, expected", [
    ("not json", "a message is JSON"),
    ("[1, 2]", "a message is a JSON object"),
    ('{"type": "shout"}', "unknown message type 'shout'"),
    ('{"type": "play", "ask": 1}', "`play` needs the field `cards`"),
    ('{"type": "play", "cards": 5, "ask": 1}', "`cards` is a string"),
    ('{"type": "choose", "option": true, "ask": 1}', "`option` is a whole number"),
    ('{"type": "pass", "ask": 1, "extra": 0}', "`pass` has no field `extra`"),
    ('{"type": "pass", "ask": 99999}', "no question 99999 is waiting"),
    ('{"type": "new", "variant": "nope"}', "unknown variant `nope`"),
    ('{"type": "new", "variant": "classic-2deck", "bots": "genius"}', "unknown bots `genius`"),
    ("x" * 3000, "at most 2000 characters"),
])
def test_malformed_messages_get_an_error_and_the_game_goes_on(client, text, expected):
    with client.websocket_connect("/ws") as ws:
        player = Player(ws)
        player.send(type="new", variant="classic-2deck", bots="greedy", seed=2, deals=1)
        first = player.receive_until("ask")
        ws.send_text(text)
        error = player.receive_until("error")
        assert expected in error["message"]
        player.answer(first)  # the game is still there, at the same question
        assert player.receive_until("ask", "deal-over")["type"] in ("ask", "deal-over")


def test_no_game_before_new(client):
    with client.websocket_connect("/ws") as ws:
        ws.send_text(json.dumps({"type": "pass", "ask": 1}))
        assert "send `new` first" in json.loads(ws.receive_text())["message"]


def test_the_server_holds_a_limited_number_of_rooms():
    new = json.dumps({"type": "new", "variant": "classic-2deck", "seed": 1, "deals": 1})
    with TestClient(create_app(Limits(rooms=1, empty=0))) as c:
        with c.websocket_connect("/ws") as first:
            first.send_text(new)
            Player(first).receive_until("ask")
            with c.websocket_connect("/ws") as second:
                second.send_text(new)
                refused = Player(second).receive_until("error")
                assert "holds 1 rooms" in refused["message"]
        with c.websocket_connect("/ws") as again:  # the first game's place is free again, nobody being in it
            again.send_text(new)
            assert Player(again).receive_until("ask")["type"] == "ask"


def test_serve_binds_to_loopback_by_default():
    from verifier.cli import _parser
    args = _parser().parse_args(["serve"])
    assert args.host == "127.0.0.1"
    assert os.path.isdir(os.path.join(os.path.dirname(os.path.dirname(engine.__file__)), "web", "static"))


def test_the_other_sides_round_after_a_pass_is_asked_at_its_level(client):
    """forum-2deck's `pass: other-side`: when the side in turn passes (弃权), the person of the other side is asked to
    declare at their side's level, and the prompt says so (`passed`)."""
    for seed in range(1, 9):
        with client.websocket_connect("/ws") as ws:
            player = Player(ws)
            player.send(type="new", variant="forum-2deck", bots="random", seed=seed, deals=6)
            over = player.play_out()
        assert over["judged"]["ok"], over["judged"]
        passed = [m for m in player.seen if m["type"] == "ask" and m["action"] == "declare" and m.get("passed")]
        if passed:
            ask = passed[0]
            assert ask["level"] == ask["state"]["levels"][0] == ask["state"]["level"]  # the person's side's level
            assert ask["options"] and ask["dealt"] == ask["total"]
            return
    pytest.fail("in 8 matches the person was never asked after a pass")
