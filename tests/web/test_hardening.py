"""The server against a hostile client, over the loopback (uvicorn as `verifier serve` runs it, the `websockets`
client): a socket from another origin is refused (and one from an origin allowed is not); a message too long, JSON
too deep and a binary frame are each answered with an error, the connection going on, and a frame larger than the
socket layer takes is closed cleanly; a reader that does not read is dropped once its queue is full, and the log says
so. Nothing of this leaves a traceback in the log."""
from __future__ import annotations

import asyncio
import base64
import json
import os
import socket
import struct
import time

import pytest

pytest.importorskip("uvicorn", reason="the web extra is not installed (pip install .[web])")
websockets = pytest.importorskip("websockets", reason="the web extra is not installed (pip install .[web])")

from websockets.asyncio.client import connect  # noqa: E402

from verifier.web.serve import MAX_FRAME  # noqa: E402

from .conftest import Served  # noqa: E402

ALLOWED = "https://cards.example.org"


@pytest.fixture(scope="module")
def live(tmp_path_factory):
    """`verifier serve` with a short outgoing queue (32), no rate to speak of, and one origin allowed besides its own."""
    server = Served(tmp_path_factory.mktemp("hardening"), "--origin", ALLOWED, "--limit", "queue=32",
                    "--limit", "rate=1000000")
    yield server
    server.close()


@pytest.fixture
def log(live):
    """The server's log as the test left it; no traceback in it (every case below is handled)."""
    yield live
    assert "Traceback" not in live.log(), live.log()


def _run(coroutine):
    """Run a client's coroutine on a loop of its own thread (Playwright's sync API keeps a loop in this one)."""
    from concurrent.futures import ThreadPoolExecutor

    async def bounded():
        return await asyncio.wait_for(coroutine, 60)
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, bounded()).result()


async def _receive(ws, kind: str) -> dict:
    while True:
        message = json.loads(await ws.recv())
        if message["type"] == kind:
            return message


async def _game(ws) -> dict:
    await ws.send(json.dumps({"type": "new", "variant": "classic-2deck", "seed": 1, "deals": 1}))
    return await _receive(ws, "ask")


def test_a_socket_from_another_origin_is_refused(live, log):
    async def attempt(origin):
        try:
            async with connect(f"ws://127.0.0.1:{live.port}/ws", origin=origin) as ws:
                return (await _game(ws))["type"]
        except websockets.exceptions.InvalidStatus as exc:
            return exc.response.status_code
    assert _run(attempt("http://evil.example")) == 403
    assert _run(attempt(f"http://127.0.0.1:{live.port}")) == "ask"  # the server's own page
    assert _run(attempt(ALLOWED)) == "ask"  # an origin the server was told to allow (`--origin`)
    assert "refused a socket from origin http://evil.example" in log.log()


@pytest.mark.parametrize("frame, expected", [
    ("x" * 3000, "at most 2000 characters"),
    ("[" * 990 + "]" * 990, "nests at most 4 levels"),
    ('{"type": "play", "cards": [[[[[["9S"]]]]]], "ask": 1}', "nests at most 4 levels"),
    (b"\x00\x01binary", "binary frames are not part of the protocol"),
])
def test_a_bad_frame_is_answered_and_the_game_goes_on(live, log, frame, expected):
    async def attempt():
        async with connect(f"ws://127.0.0.1:{live.port}/ws") as ws:
            ask = await _game(ws)
            await ws.send(frame)
            error = await _receive(ws, "error")
            await ws.send(json.dumps({"type": "pass", "ask": ask["ask"]} if ask["action"] == "declare" else
                                     {"type": "hint"}))
            after = json.loads(await ws.recv())
            return error, after
    error, after = _run(attempt())
    assert expected in error["message"]
    assert after["type"] in ("ask", "hint", "state", "room")  # the connection and the game go on


def test_a_frame_larger_than_the_socket_takes_is_closed_cleanly(live, log):
    async def attempt():
        async with connect(f"ws://127.0.0.1:{live.port}/ws", max_size=None) as ws:
            await _game(ws)
            await ws.send("x" * (MAX_FRAME + 1))
            try:
                while True:
                    await ws.recv()
            except websockets.exceptions.ConnectionClosed as closed:
                return closed.rcvd.code if closed.rcvd else None
    assert _run(attempt()) == 1009  # "message too big", from the socket layer, before the app reads it


def test_a_reader_that_does_not_read_is_dropped(live, log):
    """Requests sent without ever reading an answer (each answer echoes the 1,800 characters of cards asked about):
    once the socket's buffers are full, the server's queue for this connection reaches its bound (32 here), the
    connection is dropped, and the log says so. (A client of its own: a WebSocket library reads in the background.)"""
    sock = _handshake(live.port)
    sock.sendall(_frame(json.dumps({"type": "new", "variant": "classic-2deck", "seed": 1, "deals": 1})))
    request = _frame(json.dumps({"type": "check", "cards": "2S " * 600}))
    sock.settimeout(10)
    sent = 0
    try:
        for sent in range(1, 20_001):  # at most 36 MB of answers, were they all queued
            sock.sendall(request)
            if sent % 500 == 0 and "dropped a slow reader" in log.log():
                break
    except OSError:  # the server stopped reading this socket (it is dropped)
        pass
    deadline = time.time() + 30
    while "dropped a slow reader" not in log.log() and time.time() < deadline:
        time.sleep(0.1)
    sock.close()
    assert "dropped a slow reader: 32 messages waiting" in log.log(), (sent, log.log())


def _handshake(port: int) -> socket.socket:
    """A WebSocket opened by hand, whose answers are never read (a small receive buffer: they back up soon)."""
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.connect(("127.0.0.1", port))
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall(f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                 f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n".encode())
    assert sock.recv(1024).startswith(b"HTTP/1.1 101")
    return sock


def _frame(text: str) -> bytes:
    """A masked text frame, as a browser sends it."""
    data, mask = text.encode(), os.urandom(4)
    n = len(data)
    length = bytes([0x80 | n]) if n < 126 else bytes([0x80 | 126]) + struct.pack("!H", n)
    return bytes([0x81]) + length + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data))
