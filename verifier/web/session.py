"""The match of a room, played in a thread of its own: a person's seat asks the page (web/seat.py), a bot's seat
plays at once, and before every decision each person and spectator is shown the table as they may see it. Between
deals each person reads the settlement and goes on; at the end the record is judged by `verifier judge`'s referee.
The server stays the only referee: every decision is ruled by the engine before the deal takes it.
"""
from __future__ import annotations

import logging
import threading

from .climbing import family as climbing
from .players import adviser, bot
from .seat import Abandoned, Absent, Seated, Watched
from .trick import family as trick

log = logging.getLogger("verifier.web")
FAMILIES = {"trick-taking": trick, "climbing": climbing}


def family_of(game):
    return FAMILIES[getattr(game, "family", "trick-taking")]


class Session:
    def __init__(self, room):
        self.room = room
        self.family = family_of(room.game)
        self.adviser = adviser(room.family, room.seed)
        self.deal = None  # the deal being played (the game thread's)
        self._stamp = None
        self.thread = threading.Thread(target=self._run, name=f"room-{room.id}", daemon=True)

    def start(self) -> None:
        self.thread.start()

    # What every seat sees ----------------------------------------------------------------------------------------

    def view(self, deal, seat: int | None) -> dict:
        return self.family.deal_view(self.room, deal, seat)

    def publish(self, deal, force: bool = False) -> None:
        """Show the table to everyone watching (their own view each), when it changed."""
        self.deal = deal
        stamp = self.family.stamp(deal)
        if stamp == self._stamp and not force:
            return
        self._stamp = stamp
        room = self.room
        for seat, watchers in room.watchers():
            room.send_to(watchers, {"type": "state", "state": self.view(deal, seat)})

    # The match ---------------------------------------------------------------------------------------------------

    def _agents(self) -> list:
        room, family = self.room, self.family
        agents = []
        for seat in range(room.players):
            its_bot = bot(room.family, room.bots, room.seed, seat)
            asker = room.asker(seat)
            agents.append(Watched(its_bot, self.publish) if asker is None else
                          Seated(family.person(room, asker), its_bot, self.publish, self._cannot_ask(seat)))
        return agents

    def _cannot_ask(self, seat: int):
        def notice(action: str) -> None:
            self.room.to_seat(seat, {"type": "notice", "text": f"the page cannot ask for `{action}` yet: the "
                                                                f"{self.room.bots} bot chose for you"})
        return notice

    def _run(self) -> None:
        from ..play.judge import judge_record
        room = self.room
        try:
            record = self.family.play(room, self._agents(), self._deal_over)
        except Abandoned:
            return
        except Exception as exc:  # noqa: BLE001 - the game stops; every page is told, never left waiting
            log.exception("room %s: the engine failed", room.id)
            room.stopped(f"the game stopped: the engine failed ({exc})", getattr(exc, "rule", ""))
            return
        verdict = judge_record(record, room.game)
        final = {seat: self.view(self.deal, seat) for seat, _ in room.watchers()} if self.deal is not None else {}
        room.finished(record, self.family.over(room, record, self.deal), verdict.to_json(), final)

    def _deal_over(self, deal, result: dict, last: bool) -> None:
        """Between deals: every person present reads the settlement and says `continue` (one gone too long is not
        waited for)."""
        self.publish(deal, force=True)
        if last:
            return
        waiting = []
        for seat in range(self.room.players):
            asker = self.room.asker(seat)
            if asker is not None:
                asker.ask({"type": "deal-over", "state": self.view(deal, seat), "result": result},
                          action="continue", deal=deal, seat=seat)
                waiting.append(asker)
        for asker in waiting:
            try:
                while asker.answer()["type"] != "continue":  # the person reads the settlement, then goes on
                    asker.again()
                    asker.send({"type": "error", "message": "the deal is over: send `continue` for the next deal",
                                "ask": asker.pending["id"]})
            except Absent:
                continue

    def hint(self, asker) -> dict:
        return self.family.hint(self.room, asker, self.adviser)

    def check(self, asker, cards: str) -> dict:
        return self.family.check(self.room, asker, cards)
