"""One game in the browser: a match played in a thread of its own, the person's seat asked through queues.

A `Session` plays the match between the person (seat 0) and bots, in a thread; the engine asks the person's seat for
each decision (trick.py for a trick-taking variant, climbing.py for a climbing one), which sends the browser a
request and waits here for the answer (`give` puts it, `answer` takes it). The browser is never trusted: it sends
card names and indices, nothing else, and every answer is ruled by the engine before it is played.
"""
from __future__ import annotations

import queue
import random
import threading

from ..runtime.cards import CardError, parse_cards
from ..play.trick.players import make
from ..runtime.trick import ids as I
from ..runtime.trick.play.follow import follow_ids
from ..runtime.trick.state import Illegal
from .trick import WebSeat, lead_problem
from .views import deal_view, rule_link


ASK_TIMEOUT = 30 * 60  # seconds a seat waits for the person before the game is given up


class Abandoned(BaseException):
    """The person left (the socket closed, or the server stops): the game thread ends. A BaseException, so that no
    `except Exception` of the engine keeps the game going."""


class Session:
    """A match between the person (seat 0) and bots, in a thread; messages to the browser go through `send`."""

    def __init__(self, game, send, bots: str = "greedy", seed: int | None = None, deal_limit: int | None = None):
        self.game, self._send, self.bots = game, send, bots
        self.seed = seed if seed is not None else random.randrange(10 ** 6)
        self.deal_limit = deal_limit
        self.answers: queue.Queue = queue.Queue()
        self.helper = make(bots, random.Random(f"helper:{self.seed}"))
        self.skip_declaring: int | None = None  # the deal in which the person declines every declaration
        self.record: dict | None = None
        self.pending: dict = {"id": 0, "action": None}  # the question the person is asked now
        self.pending_action: str | None = None  # the question answered last (asked again when refused)
        self.thread = threading.Thread(target=self._run, name=f"game-{self.seed}", daemon=True)

    def start(self) -> None:
        self.thread.start()

    def send(self, message: dict) -> None:
        self._send(message)

    def answer(self) -> dict:
        try:
            message = self.answers.get(timeout=ASK_TIMEOUT)
        except queue.Empty:
            raise Abandoned() from None
        if message is None:
            raise Abandoned()
        return message

    def give(self, message: dict) -> str | None:
        """An answer from the browser (already checked for its shape); what is wrong with it, or None."""
        pending = self.pending
        if message.get("ask") != pending["id"] or pending["action"] is None:
            return f"no question {message.get('ask')} is waiting for an answer (the question now is " \
                   f"{pending['id']}: {pending['action'] or 'none'})"
        if message["type"] == "skip-declaring":
            self.skip_declaring = message["deal"]
            message = {"type": "pass"}
        self.pending_action, pending["action"] = pending["action"], None  # one answer per question
        self.answers.put(message)
        return None

    def hint(self) -> dict:
        """What the bot would play for the question waiting (cards to select), or nothing to hint."""
        pending = self.pending
        action, deal, seat = pending["action"], pending.get("deal"), pending.get("seat")
        asks = {"lead": lambda: self.helper.lead(deal, seat), "follow": lambda: self.helper.follow(deal, seat),
                "bury": lambda: self.helper.bury(deal, seat)}
        if action not in asks:
            return {"type": "hint", "cards": None, "reason": "no hint for this question"}
        return {"type": "hint", "cards": " ".join(I.names(list(asks[action]())))}

    def check(self, text: str) -> dict:
        """The ruling of cards for the question waiting (lead or follow), without playing them."""
        pending = self.pending
        action, deal, seat = pending["action"], pending.get("deal"), pending.get("seat")
        if action not in ("lead", "follow"):
            return {"type": "checked", "cards": text, "legal": False, "reason": "nothing to play now"}
        try:
            cards = I.ids(parse_cards(text))
        except CardError as exc:
            return {"type": "checked", "cards": text, "legal": False, "reason": exc.message}
        if action == "lead":
            why = lead_problem(deal, seat, cards)
            reason, rule = why or ("", "")
            legal = why is None
        else:
            ruling = follow_ids(deal.hands[seat], deal.current[0][1], cards, deal.order)
            legal, reason, rule = ruling.legal, ruling.reason, ruling.rule
        return {"type": "checked", "cards": text, "legal": legal, "reason": reason, "rule": rule,
                "link": rule_link(self.game, rule)}

    def close(self) -> None:
        self.answers.put(None)

    def _run(self) -> None:
        if getattr(self.game, "family", "") == "climbing":
            return self._run_climbing()
        from ..play.judge import judge_record
        from ..runtime.trick.match import play_match
        n = self.game.rules.players
        agents = [WebSeat(self)] + [make(self.bots, random.Random(f"player:{self.seed}:{seat}"))
                                    for seat in range(1, n)]
        try:
            record = play_match(self.game.engine, self.seed, agents, self.deal_limit, self._deal_over,
                                names=["you"] + [self.bots] * (n - 1))
        except Abandoned:
            return
        except Illegal as exc:  # the engine refused an answer the page had let through: say so, with the rule
            self.send({"type": "error", "message": f"the engine refused the play: {exc.reason}", "rule": exc.rule})
            return
        except Exception as exc:  # noqa: BLE001 - the game stops; the page is told, never left waiting
            self.send({"type": "error", "message": f"the game stopped: the engine failed ({exc})"})
            return
        self.record = record
        verdict = judge_record(record, self.game)
        self.send({"type": "match-over", "result": record["result"], "record": record,
                   "judged": verdict.to_json()})

    def _run_climbing(self) -> None:
        from ..play.climbing.players import make as make_climbing, player_rng
        from ..play.climbing.judge import judge
        from .climbing import ClimbingSeat
        n = self.game.rules.players
        agents = [ClimbingSeat(self)] + [make_climbing(self.bots, player_rng(self.seed, s)) for s in range(1, n)]
        try:
            record = self.game.play_match(self.seed, agents, deals=self.deal_limit or 4,
                                          names=["you"] + [self.bots] * (n - 1))
        except Abandoned:
            return
        except Exception as exc:  # noqa: BLE001 - the game stops; the page is told, never left waiting
            self.send({"type": "error", "message": f"the game stopped: the engine failed ({exc})"})
            return
        self.record = record
        self.send({"type": "match-over", "result": {"deals": len(record["deals"]), "over": True, "winner": None,
                                                    "totals": record.get("totals")},
                   "record": record, "judged": judge(record, self.game).to_json()})

    def _deal_over(self, deal) -> None:
        if self.deal_limit is not None and deal.number >= self.deal_limit or deal.match.over:
            return  # the match ends here: match-over follows
        self.pending = {"id": self.pending["id"] + 1, "action": "continue", "deal": deal, "seat": 0}
        self.send({"type": "deal-over", "ask": self.pending["id"], "state": deal_view(self, deal, 0),
                   "result": deal.result})
        while self.answer()["type"] != "continue":  # the person reads the settlement, then goes on
            self.pending = {**self.pending, "id": self.pending["id"] + 1, "action": "continue"}
            self.send({"type": "error", "message": "the deal is over: send `continue` for the next deal",
                       "ask": self.pending["id"]})
