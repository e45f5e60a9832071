"""Rooms: a table of one variant that people join by its link. The host creates it, people take seats (each gets a
token: the page keeps it, and a page that reloads or reconnects comes back to its seat with it, no login), the host
starts, bots fill the empty seats. Others watch as spectators, who see no hidden card. A game alone is a room too,
with one person, started at once (`new`).

`Hub` holds the rooms within the limits (web/limits.py) and closes a room nobody has been connected to for
`Limits.empty` seconds. Membership changes on the server's event loop, under the room's lock; the match plays in its
own thread (web/session.py) and reaches the pages through `to_seat`, `send_to` and the room's messages.
"""
from __future__ import annotations

import logging
import random
import secrets
import threading
import time

from .limits import Limits
from .players import kinds
from .seat import Asker
from .session import Session, family_of

log = logging.getLogger("verifier.web")


class Seat:
    def __init__(self, number: int):
        self.number = number
        self.token: str | None = None  # a person's seat: the secret that brings them back to it
        self.name = ""
        self.client = None  # the page connected for this seat now
        self.gone = time.monotonic()  # when the page left (the seat's person is absent from then on)
        self.asker: Asker | None = None


class Room:
    def __init__(self, hub: "Hub", rid: str, game, bots: str, seed: int, deals: int | None, private: bool):
        self.hub, self.id, self.game, self.bots, self.seed, self.deals = hub, rid, game, bots, seed, deals
        self.private = private
        self.limits: Limits = hub.limits
        self.family = getattr(game, "family", "trick-taking")
        self.players = game.rules.players
        self.seats = [Seat(n) for n in range(self.players)]
        self.spectators: set = set()
        self.host: str | None = None  # the token of the seat that created the room
        self.state = "waiting"  # waiting, playing, over
        self.closed = False
        self.session: Session | None = None
        self.record: dict = {}  # the match record as it is played (its deals so far)
        self.ending: dict | None = None  # the last message of the match, sent to a page that comes later
        self.lock = threading.RLock()
        self.empty_since = time.monotonic()

    # Who is who ---------------------------------------------------------------------------------------------------

    def seat_kind(self, seat: int) -> str:
        s = self.seats[seat]
        return "person" if s.token else "bot" if self.state != "waiting" else "empty"

    def seat_name(self, seat: int) -> str:
        s = self.seats[seat]
        return s.name if s.token else self.bots if self.state != "waiting" else ""

    def names(self) -> list[str]:
        return [self.seat_name(s) or self.bots for s in range(self.players)]

    def asker(self, seat: int) -> Asker | None:
        return self.seats[seat].asker

    def absent(self, seat: int) -> bool:
        """Whether a person's seat has been left long enough, while someone else is here, for a bot to decide for it;
        or the room has been empty long enough to close."""
        with self.lock:
            s = self.seats[seat]
            if s.client is not None:
                return False
            others = any(x.client is not None for x in self.seats) or self.spectators
            if not others and time.monotonic() - self.empty_since > self.limits.empty:
                self.close()
                return False
            return bool(others) and time.monotonic() - s.gone > self.limits.absent

    def clients(self) -> list:
        return [s.client for s in self.seats if s.client is not None] + list(self.spectators)

    def watchers(self) -> list[tuple[int | None, list]]:
        """(seat, its pages) of every seat with a page, then (None, the spectators)."""
        with self.lock:
            out = [(s.number, [s.client]) for s in self.seats if s.client is not None]
            if self.spectators:
                out.append((None, list(self.spectators)))
            return out

    # Messages to the pages -------------------------------------------------------------------------------------------

    def to_seat(self, seat: int, message: dict) -> None:
        client = self.seats[seat].client
        if client is not None:
            client.send(message)

    def send_to(self, clients, message: dict) -> None:
        for client in clients:
            client.send(message)

    def info(self, client) -> dict:
        """The room as a page sees it: its seats, who is host, where the page sits (and its token, to itself)."""
        mine = client.seat if client.room is self else None
        out = {"type": "room", "room": self.id, "variant": self.game.id, "family": self.family,
               "players": self.players, "bots": self.bots, "seed": self.seed, "deals": self.deals,
               "state": self.state, "private": self.private, "you": mine,
               "host": mine is not None and self.seats[mine].token == self.host,
               "seats": [{"seat": s.number, "name": self.seat_name(s.number), "kind": self.seat_kind(s.number),
                          "connected": s.client is not None} for s in self.seats],
               "spectators": len(self.spectators)}
        if mine is not None:
            out["token"] = self.seats[mine].token
        return out

    def announce(self) -> None:
        for client in self.clients():
            client.send(self.info(client))

    # Membership (on the event loop) ---------------------------------------------------------------------------------

    def join(self, client, token: str | None = None) -> str | None:
        """A page enters: back to its seat when its token is one, else as a spectator; what is wrong, or None."""
        with self.lock:
            if self.closed:
                return f"room {self.id} is closed"
            seat = next((s for s in self.seats if token and s.token == token), None)
            if seat is None and len(self.spectators) >= self.limits.spectators:
                return f"room {self.id} has {self.limits.spectators} spectators already"
            self.hub.detach(client)
            client.room = self
            if seat is not None:
                if seat.client is not None and seat.client is not client:  # the seat opened in another page
                    old = seat.client
                    old.room, old.seat = None, None
                    old.send({"type": "notice", "text": "this seat is open in another page now"})
                seat.client, client.seat = client, seat.number
            else:
                self.spectators.add(client)
                client.seat = None
        self.announce()
        self._catch_up(client)
        return None

    def sit(self, client, number: int, name: str) -> str | None:
        with self.lock:
            if client.room is not self:
                return "join the room first"
            if self.state != "waiting":
                return "the game has started: the empty seats are the bots'"
            if not 0 <= number < self.players:
                return f"seat {number} is not at this table (seats 0 to {self.players - 1})"
            seat = self.seats[number]
            if seat.token is not None:
                return f"seat {number} is taken"
            if client.seat is not None:  # moving to another seat
                old = self.seats[client.seat]
                old.token, old.client, old.name, old.asker = None, None, "", None
                if old.number == 0 and self.host is not None and self.host not in [s.token for s in self.seats]:
                    self.host = None
            self.spectators.discard(client)
            seat.token, seat.name, seat.client = secrets.token_urlsafe(16), name or f"player {number}", client
            seat.asker = Asker(self, number)
            client.seat = number
            if self.host is None:
                self.host = seat.token
        self.announce()
        return None

    def start(self, client) -> str | None:
        with self.lock:
            if client.room is not self or client.seat is None or self.seats[client.seat].token != self.host:
                return "only the host starts the game"
            if self.state != "waiting":
                return "the game has started already"
            self.state = "playing"
            self.session = Session(self)
        self.announce()
        self.session.start()
        return None

    def leave(self, client) -> None:
        with self.lock:
            if client.room is not self:
                return
            self.spectators.discard(client)
            if client.seat is not None and self.seats[client.seat].client is client:
                seat = self.seats[client.seat]
                seat.client, seat.gone = None, time.monotonic()
            client.room, client.seat = None, None
            if not self.clients():
                self.empty_since = time.monotonic()
        if not self.closed:
            self.announce()

    def _catch_up(self, client) -> None:
        """A page that comes (back): the table now, and the question waiting for its seat, or the match's end."""
        session = self.session
        if session is not None and session.deal is not None and self.state == "playing":
            client.send({"type": "state", "state": session.view(session.deal, client.seat)})
        if client.seat is not None:
            asker = self.seats[client.seat].asker
            if asker is not None and asker.asked is not None:
                client.send(asker.asked)
        if self.ending is not None:
            client.send(self.ending)

    # The game's end (from the game thread) ---------------------------------------------------------------------------

    def finished(self, record: dict, result: dict, judged: dict, final: dict) -> None:
        with self.lock:
            self.state = "over"
            self.ending = {"type": "match-over", "result": result, "record": record, "judged": judged}
            pages = [(seat, clients) for seat, clients in self.watchers()]
        for seat, clients in pages:
            self.send_to(clients, {**self.ending, "state": final.get(seat)})
        self.announce()

    def stopped(self, message: str, rule: str = "") -> None:
        with self.lock:
            self.state = "over"
            self.ending = {"type": "error", "message": message, "rule": rule}
        self.send_to(self.clients(), self.ending)

    def close(self) -> None:
        """Close the room: its game thread ends at its next question."""
        with self.lock:
            if self.closed:
                return
            self.closed = True
            for seat in self.seats:
                if seat.asker is not None:
                    seat.asker.close()
        self.hub.forget(self)

    def idle(self) -> bool:
        """Nobody connected for `Limits.empty` seconds (or a finished game nobody is looking at)."""
        with self.lock:
            if self.clients():
                return False
            return self.state == "over" or time.monotonic() - self.empty_since >= self.limits.empty


class Hub:
    """The rooms of a server, within its limits."""

    def __init__(self, catalogue, limits: Limits):
        self.catalogue, self.limits = catalogue, limits
        self.rooms: dict[str, Room] = {}
        self.lock = threading.Lock()
        self.connections = 0

    def create(self, variant: str, bots: str | None, seed: int | None, deals: int | None,
               private: bool) -> tuple[Room | None, str | None]:
        """A new room (not started), or what is wrong. Called in a worker thread: loading a variant may compile it."""
        game = self.catalogue.game(variant)
        if game is None:
            return None, f"unknown variant `{variant}` (known: {', '.join(self.catalogue.ids())})"
        family = getattr(game, "family", "trick-taking")
        bots = bots or "greedy"
        if bots not in kinds(family):
            return None, f"unknown bots `{bots}` (known: {', '.join(kinds(family))})"
        if deals is not None and not 1 <= deals <= self.limits.deals:
            return None, f"`deals` is from 1 to {self.limits.deals}"
        family_of(game)  # (the family is one the page knows)
        self.reap()
        with self.lock:
            if len(self.rooms) >= self.limits.rooms:
                return None, f"the server holds {self.limits.rooms} rooms already: try again later"
            rid = secrets.token_urlsafe(6)
            room = Room(self, rid, game, bots, seed if seed is not None and seed >= 0 else random.randrange(10 ** 6),
                        deals, private)
            self.rooms[rid] = room
        log.info("room %s: %s created", rid, variant)
        return room, None

    def find(self, rid: str) -> Room | None:
        with self.lock:
            return self.rooms.get(rid)

    def forget(self, room: Room) -> None:
        with self.lock:
            if self.rooms.get(room.id) is room:
                del self.rooms[room.id]

    def detach(self, client) -> None:
        """A page that enters a room leaves the one it was in."""
        if client.room is not None:
            room = client.room
            room.leave(client)
            if room.private and room.idle():
                room.close()

    def reap(self) -> None:
        for room in list(self.rooms.values()):
            if room.idle():
                room.close()
