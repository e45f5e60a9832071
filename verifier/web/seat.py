"""A person's seat at a table: the one question the engine waits on for it, and the answers from its page.

The game thread asks (`ask`) and waits (`answer`); the page's answers arrive from the server's event loop (`give`),
checked against the question waiting, one answer per question. The last question is kept, so that a page that
reloads or reconnects is asked it again. While the person is gone and someone else at the table is waiting, a bot
decides for the seat after `Limits.absent` seconds (`Absent`), until the person comes back.
"""
from __future__ import annotations

import queue

POLL = 0.5  # seconds between looks at the room while waiting for an answer


class Abandoned(BaseException):
    """The room is closed (nobody came back, the server stops): the game thread ends. A BaseException, so that no
    `except Exception` of the engine keeps the game going."""


class Absent(Exception):
    """The person has been gone too long while others wait: a bot makes this decision for the seat."""


class Asker:
    def __init__(self, room, seat: int):
        self.room, self.seat = room, seat
        self.answers: queue.Queue = queue.Queue()
        self.pending: dict = {"id": 0, "action": None}  # the question the person is asked now
        self.pending_action: str | None = None  # the question answered last (asked again when refused)
        self.asked: dict | None = None  # the last question sent, sent again to a page that comes back
        self.skip_declaring: int | None = None  # the deal in which the person declines every declaration

    def send(self, message: dict) -> None:
        self.room.to_seat(self.seat, message)

    def ask(self, message: dict, **pending) -> None:
        """Send a new question (numbered here) and wait for its answer from now on."""
        self.pending = {"id": self.pending["id"] + 1, **pending}
        self.asked = {**message, "ask": self.pending["id"]}
        self.send(self.asked)

    def again(self) -> None:
        """The same question stands after a refused answer."""
        self.pending["action"] = self.pending_action

    def answer(self) -> dict:
        """The person's next answer; Absent when a bot should decide instead, Abandoned when the room closes."""
        waited = 0.0
        while True:
            try:
                message = self.answers.get(timeout=POLL)
            except queue.Empty:
                waited += POLL
                room = self.room
                if room.closed or waited > room.limits.idle:
                    raise Abandoned() from None
                if room.absent(self.seat):
                    self.pending["action"] = None  # a late answer is refused
                    self.asked = None
                    raise Absent() from None
                continue
            if message is None:
                raise Abandoned()
            return message

    def give(self, message: dict) -> str | None:
        """An answer from the page (already checked for its shape); what is wrong with it, or None."""
        pending = self.pending
        if message.get("ask") != pending["id"] or pending["action"] is None:
            return f"no question {message.get('ask')} is waiting for an answer (the question now is " \
                   f"{pending['id']}: {pending['action'] or 'none'})"
        if message["type"] == "skip-declaring":
            self.skip_declaring = message["deal"]
            message = {"type": "pass"}
        self.pending_action, pending["action"] = pending["action"], None  # one answer per question
        self.asked = None
        self.answers.put(message)
        return None

    def close(self) -> None:
        self.answers.put(None)


class Seated:
    """An agent that stands for a person's seat: each decision is the person's (`inner`), or the bot's while the
    person is absent (`Absent`) or where the page cannot ask it yet (`cannot_ask` tells the person); before any
    decision the table is shown to everyone (`publish`)."""

    def __init__(self, inner, bot, publish, cannot_ask=None):
        self.inner, self.bot, self.publish, self.cannot_ask = inner, bot, publish, cannot_ask

    def __getattr__(self, name: str):
        theirs = getattr(self.bot, name)  # a decision no player makes: AttributeError, as the engine expects
        mine = getattr(self.inner, name, None)
        if not callable(theirs):
            raise AttributeError(name)

        def decide(deal, *args):
            self.publish(deal)
            if mine is None:
                if self.cannot_ask is not None:
                    self.cannot_ask(name)
                return theirs(deal, *args)
            try:
                return mine(deal, *args)
            except Absent:
                return theirs(deal, *args)
        return decide


class Watched:
    """A bot's seat: its decisions are the bot's, and the table is shown to everyone before each."""

    def __init__(self, bot, publish):
        self.bot, self.publish = bot, publish

    def __getattr__(self, name: str):
        theirs = getattr(self.bot, name)
        if not callable(theirs):
            raise AttributeError(name)

        def decide(deal, *args):
            self.publish(deal)
            return theirs(deal, *args)
        return decide
