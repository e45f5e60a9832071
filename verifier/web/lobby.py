"""What a page asks of the server, message by message (shapes already checked, web/protocol.py): a game alone
(`new`), a room (`create`, `join`, `sit`, `start`), and for its seat the answers, rulings (`check`) and hints."""
from __future__ import annotations

import asyncio

ANSWERS = ("play", "choose", "levels", "pass", "call", "continue", "skip-declaring")


async def handle(hub, client, message: dict) -> None:
    kind = message["type"]
    if kind in ("new", "create"):
        room, problem = await asyncio.to_thread(hub.create, message["variant"], message.get("bots"),
                                                message.get("seed"), message.get("deals"), kind == "new")
        if problem:
            client.send({"type": "error", "message": problem})
            return
        room.join(client)
        problem = room.sit(client, 0, message.get("name") or ("you" if kind == "new" else "host"))
        if not problem and kind == "new":
            problem = room.start(client)
        if problem:
            client.send({"type": "error", "message": problem})
        return
    if kind == "join":
        room = hub.find(message["room"])
        problem = room.join(client, message.get("token")) if room is not None else \
            f"there is no room {message['room']} (a room closes when nobody has been in it for a while)"
        if problem:
            client.send({"type": "error", "message": problem})
        return
    room = client.room
    if room is None:
        client.send({"type": "error", "message": "no game yet: send `new` first (or join a room)"})
        return
    if kind == "sit":
        problem = room.sit(client, message["seat"], message.get("name") or "")
    elif kind == "start":
        problem = room.start(client)
    else:
        asker = room.asker(client.seat) if client.seat is not None else None
        if asker is None or room.session is None:
            problem = "a spectator does not play: take a seat before the game starts" if client.seat is None \
                else "the game has not started"
        elif kind == "check":
            client.send(room.session.check(asker, message["cards"]))
            return
        elif kind == "hint":
            client.send(await asyncio.to_thread(room.session.hint, asker))
            return
        else:
            problem = asker.give(message)
    if problem:
        client.send({"type": "error", "message": problem})
