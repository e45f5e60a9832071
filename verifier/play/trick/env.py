"""The environment of a trick-taking variant (play/env.py documents the API both families share): one deal, the first
of a match seeded by `reset(seed)`, played by the engine in a thread of its own that stops at each decision
(decisions.py) until `step` answers it, so that every answer is still ruled by the referee.
"""
from __future__ import annotations

import queue
import random
import threading

from ...runtime.trick import ids as I
from ...runtime.trick.game import play_deal
from ...runtime.trick.match import chance_rng
from ..legal import Legal
from .decisions import Asker, counts
from .outcomes import rewards, winners


class _Closed(Exception):
    """The environment was reset or closed while the engine waited for an answer."""


_CLOSE = object()


def observe(deal, seat: int) -> dict:
    """What `seat` knows of the deal: its hand, the public course of the deal, the kitty where it buried it."""
    n = deal.n
    played = [[0] * I.COUNT for _ in range(n)]
    tricks = []
    for leader, plays, winner, points, _ in deal.trick_log:
        for k, play in enumerate(plays):
            for c in play:
                played[(leader + k) % n][c] += 1
        tricks.append({"leader": leader, "plays": [I.names(p) for p in plays], "winner": winner, "points": points})
    for player, play in deal.current:
        for c in play:
            played[player][c] += 1
    standing = deal.seen_standing(seat) if deal.phase in ("dealing", "declaring") else deal.standing
    return {
        "seat": seat, "phase": deal.phase, "deal": deal.number, "level": deal.level, "trump": deal.trump,
        "declarer": deal.declarer, "hand": list(deal.hands[seat]), "hand_text": " ".join(I.names(deal.hand_ids(seat))),
        "sizes": list(deal.sizes), "dealt": deal.dealt,
        "standing": None if standing is None else {"player": standing.player, "cards": I.names(standing.cards)},
        "tricks": tricks, "current": [{"player": p, "cards": I.names(c)} for p, c in deal.current],
        "played": played, "points": list(deal.points),
        "kitty": I.names(deal.buried) if deal.buried and seat == deal.burier else None,
        "friend_call": deal.call_record() if deal.friends else None,
        "friend": deal.friend if deal.friends and deal.friend_found else None,
    }


class TrickEnv:
    """`reset(seed)`, `player`, `legal_actions()`, `step(action)`, `observation(seat)`, `rewards`, `done`."""

    family = "trick-taking"

    def __init__(self, game):
        self.game = game
        self.players = game.rules.players
        self._thread = None
        self._deal = self._decision = None
        self.done = True
        self.rewards = [0.0] * self.players
        self.wins = None

    # The engine's side ------------------------------------------------------------------------------------------

    def _ask(self, deal, decision) -> int:
        self._events.put(("decision", deal, decision))
        answer = self._answers.get()
        if answer is _CLOSE:
            raise _Closed
        return answer

    def _run(self, seed: int) -> None:
        engine = self.game.engine
        match = engine.new_match(self.players)
        before = list(match.levels)
        try:
            agents = [Asker(self._ask)] * self.players
            deal = play_deal(engine, match, agents, random.Random(seed), chance_rng(seed))
            self._events.put(("end", deal, (rewards(deal, before), winners(deal))))
        except _Closed:
            pass
        except BaseException as exc:  # noqa: BLE001 - handed to the caller's step, which raises it
            self._events.put(("error", None, exc))

    def _next(self) -> None:
        kind, deal, payload = self._events.get()
        if kind == "error":
            self.done = True
            raise payload
        self._deal = deal
        if kind == "end":
            self._decision, self.done = None, True
            self.rewards, self.wins = payload
            self._thread.join()
            self._thread = None
        else:
            self._decision = payload

    # The caller's side ------------------------------------------------------------------------------------------

    def reset(self, seed: int | None = None) -> dict:
        self.close()
        self.seed = random.randrange(2 ** 31) if seed is None else seed
        self._events, self._answers = queue.Queue(), queue.Queue()
        self.done, self.rewards, self.wins = False, [0.0] * self.players, None
        self._thread = threading.Thread(target=self._run, args=(self.seed,), daemon=True,
                                        name=f"verifier-env-{self.game.id}")
        self._thread.start()
        self._next()
        return self.observation(self.player) if not self.done else {}

    @property
    def player(self) -> int | None:
        return None if self.done else self._decision.seat

    @property
    def decision(self):
        """The decision waiting (its kind, seat and options), None once the deal is over."""
        return None if self.done else self._decision

    @property
    def deal(self):
        """The engine's deal (read only)."""
        return self._deal

    def legal_actions(self) -> list[Legal]:
        if self.done:
            return []
        d = self._decision
        return [Legal(i, o.text, tuple(counts(o.cards)), d.kind) for i, o in enumerate(d.options)]

    def step(self, action) -> tuple[dict, list[float], bool]:
        """Answer the decision with an index of `legal_actions()`, a `Legal`, or its text; returns the observation
        of the next player to act (empty at the end), the rewards (all 0 until the end) and whether it is over."""
        if self.done:
            raise ValueError("the deal is over: reset the environment")
        index = self._index(action)
        self._answers.put(index)
        self._next()
        return (self.observation(self.player) if not self.done else {}), list(self.rewards), self.done

    def _index(self, action) -> int:
        options = self._decision.options
        if isinstance(action, Legal):
            action = action.index
        if isinstance(action, str):
            texts = [o.text for o in options]
            if action not in texts:
                raise ValueError(f"`{action}` is not a legal action here ({len(texts)} are: {', '.join(texts[:8])}"
                                 + (", …" if len(texts) > 8 else "") + ")")
            return texts.index(action)
        index = int(action)
        if not 0 <= index < len(options):
            raise ValueError(f"action {index} is not one of the {len(options)} legal actions")
        return index

    def observation(self, seat: int) -> dict:
        if self._deal is None:
            raise ValueError("reset the environment first")
        out = observe(self._deal, seat)
        if not self.done and self._decision.seat == seat:
            out["decision"] = self._decision.kind
        return out

    def close(self) -> None:
        if self._thread is not None:
            self._answers.put(_CLOSE)
            self._thread.join()
            self._thread = None
        self.done = True
