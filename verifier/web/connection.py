"""One WebSocket: the Origin checked, every frame checked (text only, its size, its JSON's depth, its shape, the rate
of messages), then handed to the room the page is in; and the messages back, through a bounded queue.

Messages to a page are queued and sent in order; a table view (`state`) waiting at the end of the queue is replaced
by a newer one, so that bots playing fast never pile views up. A page that reads more slowly than `Limits.queue`
messages behind is dropped (and the log says so): a slow reader cannot make the server hold its messages without
bound. Its seat stays; the page comes back to it with its token.
"""
from __future__ import annotations

import asyncio
import collections
import json
import logging
import time
from urllib.parse import urlsplit

from starlette.websockets import WebSocket

from .limits import Limits
from .lobby import handle
from .protocol import decode, for_the_page

log = logging.getLogger("verifier.web")
RATE_WINDOW = 10.0  # seconds over which Limits.rate messages are allowed


class Client:
    """A connected page: its place (room, seat) and its outgoing queue."""

    def __init__(self, ws: WebSocket, limits: Limits):
        self.ws, self.limits = ws, limits
        self.loop = asyncio.get_running_loop()
        self.queue: collections.deque = collections.deque()
        self.ready = asyncio.Event()
        self.room = None
        self.seat: int | None = None
        self.dropped = False
        self.received: collections.deque = collections.deque()  # when the last messages arrived

    def send(self, message: dict) -> None:
        """Queue a message (from any thread)."""
        if self.loop.is_closed():
            return
        try:
            self.loop.call_soon_threadsafe(self._put, message)
        except RuntimeError:  # the loop has stopped (the server is stopping)
            pass

    def _put(self, message: dict) -> None:
        if self.dropped:
            return
        if message.get("type") == "state" and self.queue and self.queue[-1].get("type") == "state":
            self.queue[-1] = message  # a newer view of the table replaces one not sent yet
        else:
            self.queue.append(message)
        if len(self.queue) > self.limits.queue:
            self.dropped = True
            self.queue.clear()
            log.warning("dropped a slow reader: %d messages waiting (room %s, seat %s)", self.limits.queue,
                        getattr(self.room, "id", None), self.seat)
            asyncio.ensure_future(self._close(1013, "too slow to read the game's messages"))
        self.ready.set()

    async def _close(self, code: int, reason: str) -> None:
        try:
            await asyncio.wait_for(self.ws.close(code=code, reason=reason), timeout=5)
        except Exception:  # noqa: BLE001 - the socket is gone already
            pass

    async def pump(self) -> None:
        """Send the queue's messages as they come."""
        while not self.dropped:
            await self.ready.wait()
            self.ready.clear()
            while self.queue and not self.dropped:
                message = self.queue.popleft()
                await self.ws.send_text(json.dumps(for_the_page(message), ensure_ascii=False))

    def allowed(self) -> bool:
        """Whether one more message keeps the connection within `Limits.rate` per RATE_WINDOW seconds."""
        now = time.monotonic()
        while self.received and now - self.received[0] > RATE_WINDOW:
            self.received.popleft()
        if len(self.received) >= self.limits.rate:
            return False
        self.received.append(now)
        return True


def origin_allowed(ws: WebSocket, limits: Limits) -> bool:
    """A browser's socket comes from the server's own page (its Origin names the host the page was loaded from) or an
    origin the server was told to allow; a client that is no browser sends no Origin."""
    origin = ws.headers.get("origin")
    if origin is None or origin in limits.origins:
        return True
    return urlsplit(origin).netloc.lower() == (ws.headers.get("host") or "").lower()


async def serve_socket(ws: WebSocket, hub) -> None:
    limits = hub.limits
    if not origin_allowed(ws, limits):
        log.warning("refused a socket from origin %s (allowed: this server's own%s)", ws.headers.get("origin"),
                    "".join(f", {o}" for o in limits.origins))
        await ws.close(code=1008)
        return
    with hub.lock:
        full = hub.connections >= limits.connections
        if not full:
            hub.connections += 1
    await ws.accept()
    if full:
        await ws.send_json({"type": "error", "message": f"the server holds {limits.connections} connections "
                                                        f"already: try again later"})
        await ws.close(code=1013)
        return
    client = Client(ws, limits)
    pump = asyncio.create_task(client.pump())
    try:
        while not client.dropped and not pump.done():
            try:
                frame = await asyncio.wait_for(ws.receive(), timeout=limits.idle)
            except asyncio.TimeoutError:
                break
            if frame["type"] == "websocket.disconnect":
                break
            if frame.get("text") is None:
                client.send({"type": "error", "message": "binary frames are not part of the protocol: send JSON "
                                                         "text"})
                continue
            if not client.allowed():
                client.send({"type": "error", "message": f"at most {limits.rate} messages in "
                                                         f"{RATE_WINDOW:g} seconds"})
                continue
            message, problem = decode(frame["text"], limits)
            if problem:
                client.send({"type": "error", "message": problem})
                continue
            await handle(hub, client, message)
    except Exception:  # noqa: BLE001 - a socket that breaks mid-message: its seat stays, the log says how
        log.info("a socket closed abruptly", exc_info=True)
    finally:
        hub.detach(client)
        pump.cancel()
        with hub.lock:
            hub.connections -= 1
