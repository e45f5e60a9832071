"""Scenes for the web tests: a session that starts at the end of a deal of zhaopengyou-5p-3deck, where the engine asks
the questions of a kitty demotion (抠底降级) and of levels not wasted (级数不浪费).

In a whole match these questions come rarely (a demotion overflows to named players only when the declarer and the
friend are near the bottom of the ladder), so a scene sets the match's levels and calls the engine's own end phase
(`Deal._kitty_demotion`, `Deal._transfer_unused`) with the person's seat (`WebSeat`) and bots as its agents: every
message between the engine and the page is the real one, through the real socket. Only the deal's tricks are not
played; the demotion is the one the variant's table gives for the last trick named.
"""
from __future__ import annotations

import random

from verifier.runtime.cards import parse_cards
from verifier.play.trick.players import make
from verifier.runtime.trick import ids as I
from verifier.runtime.trick.game import Deal
from verifier.web import rooms as web_rooms
from verifier.web.seat import Abandoned
from verifier.web.session import Session
from verifier.web.trick.seat import WebSeat

VARIANT = "zhaopengyou-5p-3deck"
LADDER = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


def levels(*names: str) -> list[int]:
    return [LADDER.index(name) for name in names]


# The person (seat 0) declares at J with the friend at seat 1; the attackers (2, 3, 4) win the last trick with a
# tractor of J (declarer -16, friend -8): the declarer goes down to 2 with 7 levels over, the friend (at 7) loses
# 8 + 7, 5 of them down to 2, with 10 over, and the declarer names who of the attackers but the kitty winner (seat 2)
# loses them: seats 3 (at 8, room 6) and 4 (at 10, room 8).
DEMOTION = {"levels": levels("J", "7", "5", "8", "10"), "last": "JH JH JS JS", "points": 120, "winner": 2}
# The person (seat 0) declared and won; the rise to J stopped two levels (J is mandatory): they may raise the
# friend (seat 1, at 10: one level, up to J) or lower the attackers (seats 2 at 4 and 4 at 6; seat 3 is at 2).
TRANSFER = {"levels": levels("J", "10", "4", "2", "6"), "stopped": {0: 2}, "winners": {0, 1}}
# A bot (seat 1) stopped with two levels over, the attackers already at 2: it can only raise the person (at 5),
# who may refuse (胜利方有权拒绝).
ACCEPT = {"levels": levels("5", "J", "2", "2", "2"), "stopped": {1: 2}, "winners": {0, 1}}


OUTCOMES: list[dict] = []


class Scene(Session):
    """A session whose match is one end of a deal: `kind` is "demotion", "transfer" or "accept". What the end
    phase made of the answers is sent as `scene-over` (the page ignores it) and kept in `OUTCOMES`."""

    kind = "demotion"

    def _run(self) -> None:
        room = self.room
        engine = room.game.engine
        match = engine.new_match()
        match.declarer = 0
        scene = {"demotion": DEMOTION, "transfer": TRANSFER, "accept": ACCEPT}[self.kind]
        match.levels = list(scene["levels"])
        deal = Deal(engine, match, engine.deck(), random.Random(0))
        deal.trump, deal.friend, deal.friend_found = "H", 1, True
        deal.order = engine.order(deal.level, "H")
        deal.stopped = dict(scene.get("stopped", {}))
        agents = [WebSeat(room, room.asker(0))] + [make(room.bots, random.Random(f"player:{room.seed}:{s}"))
                                                   for s in range(1, deal.n)]
        settlement: dict = {}
        try:
            if self.kind == "demotion":
                deal._kitty_demotion(agents, scene["points"], "attackers", scene["winner"],
                                     I.ids(parse_cards(scene["last"])),
                                     {0, 1}, settlement)
            else:
                settlement["transfers"] = deal._transfer_unused(agents, scene["winners"])
        except Abandoned:
            return
        outcome = {"type": "scene-over", "levels": list(match.levels), "settlement": settlement}
        OUTCOMES.append(outcome)
        room.to_seat(0, outcome)


def install(monkeypatch, kind: str) -> None:
    """Make the app start scenes of `kind` instead of matches."""
    scene = type(f"{kind.title()}Scene", (Scene,), {"kind": kind})
    monkeypatch.setattr(web_rooms, "Session", scene)
