"""The web app: a page to play a variant against bots, over one WebSocket per game (Starlette).

Routes: `/` the page, `/static/…` its script and style, `/api/variants` the playable variants, `/ws` the game, and
`/docs/…` the built rulebook site when there is one (`mkdocs build` writes site/), so that a ruling links to its
section. Every message from the browser is checked for its shape here and ruled by the engine in session.py.
"""
from __future__ import annotations

import asyncio
import json
import os
import threading
from dataclasses import dataclass

from starlette.applications import Starlette
from starlette.responses import FileResponse, JSONResponse
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from ..play import engine
from .session import Session

STATIC = os.path.join(os.path.dirname(os.path.abspath(__file__)), "static")
BOTS = ("random", "greedy")
MAX_MESSAGE = 2000  # characters: a card list, never more
MAX_SEATS = 16  # entries of a list of levels per player (a table has fewer players)
# The shape of each message the browser may send: field -> type (int fields are bounded below).
MESSAGES = {
    "new": {"variant": str, "bots": str, "seed": int, "deals": int},
    "play": {"cards": str, "ask": int},
    "choose": {"option": int, "ask": int},
    "levels": {"levels": list, "ask": int},
    "pass": {"ask": int},
    "call": {"cards": str, "copy": int, "ask": int},
    "continue": {"ask": int},
    "skip-declaring": {"deal": int, "ask": int},
    "check": {"cards": str},
    "hint": {},
}
REQUIRED = {"new": ("variant",), "play": ("cards", "ask"), "choose": ("option", "ask"), "levels": ("levels", "ask"),
            "pass": ("ask",),
            "call": ("cards", "copy", "ask"), "continue": ("ask",), "skip-declaring": ("deal", "ask"),
            "check": ("cards",), "hint": ()}


@dataclass
class Limits:
    games: int = 8  # games held at once (one per connection)
    deals: int = 100  # deals a game may ask for (a whole match when not asked)
    idle: float = 30 * 60  # seconds a socket may stay silent


def shape_error(message) -> str | None:
    """What is wrong with the shape of a browser message, or None."""
    if not isinstance(message, dict):
        return "a message is a JSON object"
    kind = message.get("type")
    if kind not in MESSAGES:
        return f"unknown message type {kind!r} (known: {', '.join(MESSAGES)})"
    fields = MESSAGES[kind]
    for name in message:
        if name != "type" and name not in fields:
            return f"`{kind}` has no field `{name}`"
    for name in REQUIRED[kind]:
        if name not in message:
            return f"`{kind}` needs the field `{name}`"
    for name, value in message.items():
        if name == "type":
            continue
        want = fields[name]
        if want is int and (not isinstance(value, int) or isinstance(value, bool) or not -1 <= value < 10 ** 9):
            return f"`{name}` is a whole number"
        if want is str and not isinstance(value, str):
            return f"`{name}` is a string"
        if want is list and (not isinstance(value, list) or len(value) > MAX_SEATS or not all(
                isinstance(k, int) and not isinstance(k, bool) and 0 <= k < 100 for k in value)):
            return f"`{name}` is a list of at most {MAX_SEATS} whole numbers from 0 to 99"
    return None


class Catalogue:
    """The playable variants (those with a generated engine), loaded once."""

    def __init__(self):
        self._games: dict[str, object] = {}
        self._ids: list[str] | None = None
        self._lock = threading.Lock()

    def ids(self) -> list[str]:
        if self._ids is None:
            self._ids = engine.variant_ids()  # imports every generated engine: once
        return self._ids

    def game(self, variant: str):
        with self._lock:
            if variant not in self._games:
                if variant not in self.ids():
                    return None
                self._games[variant] = engine.load(variant, prefer="generated")
            return self._games[variant]

    def describe(self) -> list[dict]:
        out = []
        for variant in self.ids():
            game = self.game(variant)
            title = dict(game.rules.title)
            out.append({"id": variant, "title": {"en": title.get("en", variant), "zh": title.get("zh", variant)},
                        "players": game.rules.players, "family": getattr(game, "family", "trick-taking")})
        return out


def with_chinese(message: dict) -> dict:
    """The message with the referee's reason (and an error's text) also in Chinese, for the page's Chinese mode
    (`reason_zh`, `message_zh`: verifier/play/reasons_zh.py)."""
    from ..play.reasons_zh import zh
    out = dict(message)
    for key in ("reason", "message"):
        if isinstance(out.get(key), str) and out[key]:
            out[f"{key}_zh"] = zh(out[key])
    return out


def create_app(limits: Limits | None = None, site: str | None = None) -> Starlette:
    limits = limits or Limits()
    catalogue = Catalogue()
    held = {"games": 0}
    lock = threading.Lock()

    async def index(request):
        return FileResponse(os.path.join(STATIC, "index.html"))

    async def variants(request):
        return JSONResponse(await asyncio.to_thread(catalogue.describe))

    async def game_socket(ws: WebSocket):
        with lock:
            full = held["games"] >= limits.games
            if not full:
                held["games"] += 1
        await ws.accept()
        if full:
            await ws.send_json({"type": "error", "message": f"the server holds {limits.games} games already: "
                                                            f"try again later"})
            await ws.close(code=1013)
            return
        loop = asyncio.get_running_loop()
        out: asyncio.Queue = asyncio.Queue()
        session: Session | None = None

        def send(message: dict) -> None:  # from the game thread
            loop.call_soon_threadsafe(out.put_nowait, message)

        async def sender():
            while True:
                message = await out.get()
                await ws.send_text(json.dumps(with_chinese(message), ensure_ascii=False))

        pump = asyncio.create_task(sender())
        try:
            while True:
                try:
                    text = await asyncio.wait_for(ws.receive_text(), timeout=limits.idle)
                except asyncio.TimeoutError:
                    break
                if len(text) > MAX_MESSAGE:
                    await out.put({"type": "error", "message": f"a message is at most {MAX_MESSAGE} characters"})
                    continue
                try:
                    message = json.loads(text)
                except ValueError:
                    await out.put({"type": "error", "message": "a message is JSON"})
                    continue
                problem = shape_error(message)
                if problem:
                    await out.put({"type": "error", "message": problem})
                    continue
                if message["type"] == "new":  # a new game replaces the old one, once it could start
                    started, problem = await asyncio.to_thread(_new_session, catalogue, limits, message, send)
                    if problem:
                        await out.put({"type": "error", "message": problem})
                        continue
                    if session is not None:
                        session.close()
                    session = started
                    continue
                if session is None:
                    await out.put({"type": "error", "message": "no game yet: send `new` first"})
                    continue
                if message["type"] == "check":
                    await out.put(session.check(message["cards"]))
                    continue
                if message["type"] == "hint":
                    await out.put(await asyncio.to_thread(session.hint))
                    continue
                problem = session.give(message)
                if problem:
                    await out.put({"type": "error", "message": problem})
        except WebSocketDisconnect:
            pass
        finally:
            if session is not None:
                session.close()
            pump.cancel()
            with lock:
                held["games"] -= 1

    routes = [Route("/", index), Route("/api/variants", variants), WebSocketRoute("/ws", game_socket),
              Mount("/static", StaticFiles(directory=STATIC), name="static")]
    if site and os.path.isdir(site):
        routes.append(Mount("/docs", StaticFiles(directory=site, html=True), name="docs"))
    return Starlette(routes=routes)


def _new_session(catalogue: Catalogue, limits: Limits, message: dict, send):
    variant = message["variant"]
    game = catalogue.game(variant)
    if game is None:
        return None, f"unknown variant `{variant}` (known: {', '.join(catalogue.ids())})"
    bots = message.get("bots", "greedy")
    if bots not in BOTS:
        return None, f"unknown bots `{bots}` (known: {', '.join(BOTS)})"
    deals = message.get("deals")
    if deals is not None and not 1 <= deals <= limits.deals:
        return None, f"`deals` is from 1 to {limits.deals}"
    session = Session(game, send, bots, message.get("seed"), deals or limits.deals)
    session.start()
    return session, None
