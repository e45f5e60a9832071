"""Rooms through the socket (Starlette's test client): a room made, joined by its id, seats taken with a token that
brings a page back to its seat (and to the question waiting), the host alone starts, spectators see no hand and cannot
play, a person gone long enough while others wait is played for by a bot until they come back, and what each seat is
shown of a Baohuang deal keeps the hidden guard hidden."""
from __future__ import annotations

import json

import pytest

pytest.importorskip("starlette", reason="the web extra is not installed (pip install .[web])")
pytest.importorskip("httpx", reason="the web extra is not installed (pip install .[web])")

from starlette.testclient import TestClient  # noqa: E402

from verifier.play import engine  # noqa: E402
from verifier.play.climbing.players import make, player_rng  # noqa: E402
from verifier.runtime.climbing import actions as A  # noqa: E402
from verifier.web.app import create_app  # noqa: E402
from verifier.web.climbing.history import History  # noqa: E402
from verifier.web.climbing.view import climbing_view  # noqa: E402
from verifier.web.limits import Limits  # noqa: E402

from .test_protocol import Player  # noqa: E402


class Page(Player):
    """A page's socket: the last room and table it was shown."""

    def __init__(self, ws):
        super().__init__(ws)
        self.room = None
        self.states: list[dict] = []

    def receive(self) -> dict:
        message = super().receive()
        if message["type"] == "room":
            self.room = message
        elif message["type"] == "state":
            self.states.append(message["state"])
        return message


@pytest.fixture
def client():
    with TestClient(create_app(Limits(rooms=4, empty=0, absent=0.5))) as c:
        yield c


def _room(client, variant="classic-2deck", **fields):
    ws = client.websocket_connect("/ws").__enter__()
    host = Page(ws)
    host.send(type="create", variant=variant, seed=3, deals=1, name="Ann", **fields)
    while host.room is None or host.room.get("you") != 0:
        host.receive()
    return host


def test_a_room_is_joined_by_its_id_and_seats_are_taken(client):
    host = _room(client)
    assert host.room["host"] and host.room["token"] and host.room["state"] == "waiting"
    with client.websocket_connect("/ws") as ws:
        guest = Page(ws)
        guest.send(type="join", room=host.room["room"])
        while guest.room is None:
            guest.receive()
        assert guest.room["you"] is None and "token" not in guest.room  # a spectator, until seated
        guest.send(type="start")
        assert "only the host starts" in guest.receive_until("error")["message"]
        guest.send(type="sit", seat=0, name="Bo")
        assert "seat 0 is taken" in guest.receive_until("error")["message"]
        guest.send(type="sit", seat=2, name="Bo")
        while guest.room.get("you") != 2:
            guest.receive()
        assert guest.room["token"] and guest.room["token"] != host.room["token"] and not guest.room["host"]
        seats = guest.room["seats"]
        assert [s["kind"] for s in seats] == ["person", "empty", "person", "empty"]
        host.send(type="start")
        ask = host.receive_until("ask")
        assert ask["state"]["seats"][1]["kind"] == "bot" and ask["state"]["seats"][2]["name"] == "Bo"
        guest.send(type="sit", seat=1, name="Bo")
        assert "has started" in guest.receive_until("error")["message"]
    host.ws.__exit__(None, None, None)


def test_a_page_that_comes_back_with_its_token_is_asked_the_same_question(client):
    host = _room(client)
    token, room = host.room["token"], host.room["room"]
    host.send(type="start")
    ask = host.receive_until("ask")
    host.ws.__exit__(None, None, None)  # the page is closed (a reload)
    with client.websocket_connect("/ws") as ws:
        back = Page(ws)
        back.send(type="join", room=room, token=token)
        again = back.receive_until("ask")
        assert back.room["you"] == 0 and again["ask"] == ask["ask"] and again["action"] == ask["action"]
        assert again["state"]["hand"] == ask["state"]["hand"]
    with client.websocket_connect("/ws") as ws:
        stranger = Page(ws)
        stranger.send(type="join", room=room, token="not-a-token")
        while stranger.room is None:
            stranger.receive()
        assert stranger.room["you"] is None  # a wrong token is a spectator's


def test_spectators_see_no_hand_and_cannot_play(client):
    host = _room(client, variant="gouji-6p-4deck")
    host.send(type="start")
    first = host.receive_until("ask")
    with client.websocket_connect("/ws") as ws:
        watcher = Page(ws)
        watcher.send(type="join", room=host.room["room"])
        watcher.receive_until("state")
        watcher.send(type="play", cards="3", ask=first["ask"])
        assert "spectator does not play" in watcher.receive_until("error")["message"]
        watcher.send(type="hint")
        assert "spectator" in watcher.receive_until("error")["message"]
        host.answer(first)
        over = None
        while over is None:  # the host plays on; the spectator is shown the table after every decision
            message = host.receive_until("ask", "match-over")
            if message["type"] == "match-over":
                over = message
            else:
                host.answer(message)
        watcher.receive_until("match-over")
    assert over["judged"]["ok"]
    assert watcher.states and all(s["hand"] == [] and s["seat"] is None for s in watcher.states)
    assert all("hands" not in s for s in watcher.states)
    host.ws.__exit__(None, None, None)


def test_a_person_gone_while_others_wait_is_played_for_by_a_bot(client):
    host = _room(client, variant="classic-2deck")
    room = host.room["room"]
    with client.websocket_connect("/ws") as ws:
        guest = Page(ws)
        guest.send(type="join", room=room)
        guest.receive_until("room")
        guest.send(type="sit", seat=1, name="Bo")
        while guest.room.get("you") != 1:
            guest.receive()
        host.send(type="start")
    # The guest's page is gone; the host plays, and the guest's seat is played for (Limits.absent is 0.5 s here).
    over = None
    while over is None:
        message = host.receive_until("ask", "match-over", "deal-over")
        if message["type"] == "match-over":
            over = message
        elif message["type"] == "ask":
            host.answer(message)
    assert over["judged"]["ok"] and over["record"]["players"][1] == "Bo"
    assert len(over["record"]["deals"]) == 1
    host.ws.__exit__(None, None, None)


def test_what_a_seat_is_shown_of_a_baohuang_deal_keeps_the_guard_hidden():
    """Until the guard shows themself (or the deal ends), nobody but the guard sees who it is: not in the roles, not
    in the history (a hidden guard's choice), not by whose turn it is while the guard decides."""
    game = engine.load("baohuang-5p-4deck")

    class Room:
        record: dict = {}
        bots, seed = "greedy", 1

        def seat_name(self, seat):
            return ""

        def seat_kind(self, seat):
            return "bot"

    Room.game = game
    checked = 0
    for seed in range(1, 40):
        deal = game.new_deal(seed=seed)
        history = History()
        players = [make("greedy", player_rng(seed, s)) for s in range(game.rules.players)]
        while deal.phase == "calling":
            history.sync(deal)
            seat, mode = deal.turn(), deal.mode()
            if mode == "guard":  # while the guard decides, whose turn it is shows to the guard alone
                views = {s: climbing_view(Room(), deal, s, history) for s in [None, *range(game.rules.players)]}
                assert all(v["turn"] is None for s, v in views.items() if s != seat) and views[seat]["turn"] == seat
            action = players[seat].act(deal, seat)
            if mode == "guard":
                action = A.Action(A.HIDDEN)
            deal.apply(seat, action)
        calling = deal.calling
        if deal.over or calling.guard is None or calling.open:
            continue
        history.sync(deal)
        guard = calling.guard
        for viewer in [None, *range(game.rules.players)]:
            view = climbing_view(Room(), deal, viewer, history)
            roles = [s["role"] for s in view["seats"]]
            assert roles[calling.emperor] == "emperor"
            if viewer == guard:
                assert roles[guard] == "guard" and all(r for r in roles)
            else:
                assert "guard" not in roles, (viewer, roles)
                assert all(e["kind"] != "hidden" for e in view["history"])
        checked += 1
        if checked >= 3:
            break
    assert checked >= 3, "no deal with a hidden guard in 40 seeds"


def test_a_climbing_hand_is_its_own(client):
    """Each seat's hand is its own: as many cards as the seat has left, which no other page is shown."""
    host = _room(client, variant="baohuang-5p-4deck")
    host.send(type="start")
    for _ in range(6):
        ask = host.receive_until("ask", "match-over")
        if ask["type"] == "match-over":
            break
        mine = ask["state"]["seats"][0]
        assert len(ask["state"]["hand"]) == mine["left"]
        host.answer(ask)
    host.ws.__exit__(None, None, None)


def test_a_seed_is_kept_and_deals_the_same_cards(client):
    hands = []
    for _ in range(2):
        with client.websocket_connect("/ws") as ws:
            page = Page(ws)
            page.send(type="new", variant="gouji-6p-4deck", seed=321, deals=1)
            ask = page.receive_until("ask")
            hands.append(ask["state"]["hand"])
            assert ask["state"]["seed"] == 321
    assert hands[0] == hands[1]


def test_messages_to_a_page_are_json_with_the_chinese_reason():
    from verifier.web.protocol import for_the_page
    out = for_the_page({"type": "illegal", "reason": "must follow the led suit (S): the hand holds 2 such card(s)"})
    assert out["reason"] == "must follow the led suit (♠): the hand holds 2 such card(s)"
    assert out["reason_zh"] == "必须跟首家的花色（黑桃）：手里还有 2 张"
    assert json.loads(json.dumps(out, ensure_ascii=False)) == out
