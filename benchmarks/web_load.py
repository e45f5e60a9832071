"""Load on `verifier serve` over the loopback: concurrent games played through their sockets by clients that take the
hint for every decision, send an illegal play now and then, and try to play in a game that is not theirs. Prints
figures; asserts nothing (tests/web/test_load.py runs it briefly and checks what must hold).

    .venv/bin/python benchmarks/web_load.py [--games 50] [--seconds 30] [--variant classic-2deck]

The server is `verifier serve` in a process of its own (the clients share no interpreter with it). Figures: the
decisions made, games finished, messages per second both ways, the latency of each request (from sending an answer or
a hint to the server's next message for it) at the 50th, 90th and 99th percentiles, the illegal plays sent, refused
and let through, the plays tried in another's game and refused, the errors, and the server's resident memory before
and after.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import socket
import statistics
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class Figures:
    def __init__(self):
        self.latencies: list[float] = []
        self.decisions = self.finished = self.sent = self.received = 0
        self.illegal_sent = self.illegal_refused = self.illegal_played = 0
        self.intrusions = self.intrusions_refused = 0
        self.errors: list[str] = []
        self.started: dict[int, int] = {}  # client -> decisions made

    def report(self, seconds: float, rss: tuple[int, int]) -> dict:
        q = statistics.quantiles(self.latencies, n=100) if len(self.latencies) >= 2 else [0.0] * 99
        return {"games": len(self.started), "seconds": round(seconds, 1), "decisions": self.decisions,
                "games finished": self.finished, "messages sent/s": round(self.sent / seconds),
                "messages received/s": round(self.received / seconds),
                "latency p50 ms": round(q[49] * 1000, 1), "latency p90 ms": round(q[89] * 1000, 1),
                "latency p99 ms": round(q[98] * 1000, 1), "illegal sent": self.illegal_sent,
                "illegal refused": self.illegal_refused, "illegal played": self.illegal_played,
                "plays in another's game": self.intrusions, "refused": self.intrusions_refused,
                "errors": len(self.errors), "server RSS kB before": rss[0], "server RSS kB after": rss[1],
                "idle games": sum(1 for n in self.started.values() if n == 0)}


RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


def _absent(hand: list[str]) -> str:
    """A card the hand does not hold: playing it is never legal."""
    return next(r + s for s in "SHCD" for r in RANKS if r + s not in hand)


async def _client(number: int, port: int, variant: str, until: float, figures: Figures, rooms: dict) -> None:
    from websockets.asyncio.client import connect
    figures.started[number] = 0
    async with connect(f"ws://127.0.0.1:{port}/ws", max_size=None) as ws:
        async def send(message: dict) -> None:
            figures.sent += 1
            await ws.send(json.dumps(message))

        async def receive(*kinds: str) -> dict:
            while True:
                message = json.loads(await ws.recv())
                figures.received += 1
                if message["type"] == "room" and message.get("you") is not None:
                    rooms[number] = message["room"]
                if message["type"] in kinds:
                    return message
                if message["type"] == "error" and "error" not in kinds:
                    figures.errors.append(message["message"])

        seed = number * 1000
        while time.time() < until:
            seed += 1
            await send({"type": "new", "variant": variant, "seed": seed, "deals": 1})
            message = await receive("ask", "match-over")
            while message["type"] != "match-over" and time.time() < until:
                ask = message
                action = ask["action"]
                if action in ("declare", "kitty-overcall", "rebury"):
                    answer = {"type": "pass", "ask": ask["ask"]}
                else:
                    started = time.perf_counter()
                    await send({"type": "hint"})
                    hint = await receive("hint")
                    figures.latencies.append(time.perf_counter() - started)
                    if action in ("lead", "follow") and figures.decisions % 7 == number % 7:
                        wrong = _absent(ask["state"]["hand"])
                        figures.illegal_sent += 1
                        await send({"type": "play", "cards": wrong, "ask": ask["ask"]})
                        refused = await receive("illegal", "ask", "match-over", "deal-over")
                        if refused["type"] == "illegal":
                            figures.illegal_refused += 1
                        else:
                            figures.illegal_played += 1
                            message = refused
                            continue
                    if action == "climbing":
                        answer = {"type": "play", "cards": hint["cards"], "ask": ask["ask"]} if hint["cards"] else \
                            {"type": "choose", "option": hint["option"], "ask": ask["ask"]}
                    elif action == "call-friend":
                        answer = {"type": "call", "cards": hint["cards"], "copy": 1, "ask": ask["ask"]}
                    elif hint.get("cards"):
                        answer = {"type": "play", "cards": hint["cards"], "ask": ask["ask"]}
                    else:
                        answer = {"type": "pass", "ask": ask["ask"]}
                started = time.perf_counter()
                await send(answer)
                message = await receive("ask", "match-over", "deal-over")
                figures.latencies.append(time.perf_counter() - started)
                figures.decisions += 1
                figures.started[number] += 1
                if message["type"] == "deal-over":
                    await send({"type": "continue", "ask": message["ask"]})
                    message = await receive("ask", "match-over")
            if message["type"] == "match-over":
                figures.finished += 1
            other = rooms.get((number + 1) % len(figures.started))
            if number % 5 == 0 and other:  # a play in another's game: a spectator there, refused
                await send({"type": "join", "room": other})
                joined = await receive("room", "error")
                while joined["type"] == "room" and joined["room"] != other:  # (news of its own room, sent before)
                    joined = await receive("room", "error")
                if joined["type"] == "room":  # (else the game ended just now, and its room with it)
                    await send({"type": "play", "cards": "2S", "ask": 1})
                    said = (await receive("error"))["message"]
                    if "there is no room" not in said:  # (else its game ended and the room closed meanwhile)
                        figures.intrusions += 1  # (counted with its answer: a run that ends meanwhile counts neither)
                        if "spectator does not play" in said:
                            figures.intrusions_refused += 1
                        else:
                            figures.errors.append(f"a play in another's game: {said}")


def serve(port: int, games: int) -> subprocess.Popen:
    process = subprocess.Popen([sys.executable, "-m", "verifier", "serve", "--port", str(port), "--rooms",
                                str(games * 2), "--connections", str(games * 2), "--limit", "empty=1"],
                               cwd=HERE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                               env=dict(os.environ, PYTHONPATH=HERE))
    deadline = time.time() + 30
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return process
        except OSError:
            if time.time() > deadline or process.poll() is not None:
                raise RuntimeError("the server did not start")
            time.sleep(0.1)


def rss(pid: int) -> int:
    with open(f"/proc/{pid}/status", encoding="utf-8") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))


def run(games: int = 50, seconds: float = 30, variant: str = "classic-2deck") -> tuple[dict, Figures, str]:
    """Load the server for `seconds`; the figures, the clients' record of them, and the server's log."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    process = serve(port, games)
    try:
        figures = Figures()
        rooms: dict[int, str] = {}  # client -> the room of its game now
        before = rss(process.pid)
        start = time.time()
        until = start + seconds

        async def main():
            await asyncio.gather(*(_client(n, port, variant, until, figures, rooms) for n in range(games)))
        with ThreadPoolExecutor(1) as pool:  # a loop of its own (the caller's thread may run one: Playwright's)
            pool.submit(asyncio.run, main()).result()
        elapsed = time.time() - start
        report = figures.report(elapsed, (before, rss(process.pid)))
    finally:
        process.terminate()
        try:
            log, _ = process.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            log, _ = process.communicate()
    return report, figures, log


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=30)
    parser.add_argument("--variant", default="classic-2deck")
    args = parser.parse_args()
    report, figures, log = run(args.games, args.seconds, args.variant)
    for key, value in report.items():
        print(f"{key:>26}: {value}")
    if figures.errors:
        print("first errors:", figures.errors[:3])
    if "Traceback" in log:
        print("the server's log holds a traceback:\n" + log)


if __name__ == "__main__":
    main()
