"""The environment of a climbing variant (play/env.py documents the API both families share): one deal, the first
of a match seeded by `reset(seed)` (a void deal dealt again, as a match does), stepped decision by decision; every
action is ruled by the referee (`deal.ruling`) before it is applied."""
from __future__ import annotations

import random

from ...runtime.climbing import actions as A
from ...runtime.climbing import deal as D
from ...runtime.climbing.game import Deal
from ...runtime.climbing.match import REDEAL_LIMIT, action_to_data, deck_rng
from ..legal import Legal
from .outcomes import scores


def action_text(table, phase: str, seat: int, action: A.Action) -> str:
    data = action_to_data(table, phase, seat, action)
    return " ".join([data["kind"]] + [str(data[k]) if not isinstance(data[k], (list, tuple)) else
                                      " ".join(x for x in data[k] if x) for k in ("set", "card") if k in data])


def action_counts(ranks, action: A.Action) -> tuple[int, ...]:
    out = [0] * len(ranks.names)
    if action.set is not None:
        for i, k in ranks.spend(action.set):
            out[i] += k
    elif action.card is not None and action.card[0] in ranks.index:
        out[ranks.index[action.card[0]]] += 1
    elif action.rank is not None:
        out[action.rank] += 1
    return tuple(out)


def observe(deal, seat: int) -> dict:
    """What `seat` knows: its hand (counts per rank), each player's cards left and cards played, the standing set,
    the places so far and the roles it can see."""
    table = deal.t
    ranks = table.ranks
    width = len(ranks.names)
    played = [[0] * width for _ in range(deal.rules.players)]
    for phase, player, action in deal.log:
        if action.kind in (A.PLAY, A.BURN) and action.set is not None:
            for i, k in ranks.spend(action.set):
                played[player][i] += k
    play = deal.play
    hand = list(play.hands[seat]) if play is not None else ranks.counts(deal.cards[seat])
    roles = deal.roles()
    calling = deal.calling
    visible = [r if (s == seat or r == "emperor" or (calling is not None and calling.open) or calling is None)
               else "unknown" for s, r in enumerate(roles)]
    return {
        "seat": seat, "phase": deal.phase, "mode": deal.mode() if not deal.over else None,
        "hand": hand, "hand_text": ranks.format_counts(hand),
        "left": list(play.left) if play is not None else [len(c) for c in deal.cards],
        "played": played,
        "standing": None if play is None or play.standing is None else
        {"player": play._player, "set": ranks.format(play.standing)},
        "places": list(play.places) if play is not None else [], "roles": visible,
    }


class ClimbingEnv:
    """`reset(seed)`, `player`, `legal_actions()`, `step(action)`, `observation(seat)`, `rewards`, `done`."""

    family = "climbing"

    def __init__(self, game):
        self.game = game
        self.table = game.table
        self.players = game.rules.players
        self._deal = None
        self.done = True
        self.rewards = [0.0] * self.players
        self.wins = self.places = None

    def reset(self, seed: int | None = None) -> dict:
        self.seed = random.randrange(2 ** 31) if seed is None else seed
        self._deck = deck_rng(self.seed)
        self._voids = 0
        self.done, self.rewards, self.wins, self.places = False, [0.0] * self.players, None, None
        self._new_deal()
        return self.observation(self.player) if not self.done else {}

    def _new_deal(self) -> None:
        while True:
            order = D.deck(self.table.rules)
            self._deck.shuffle(order)
            self._deal = Deal(self.table, order, 0, None)
            if not self._settle():
                return

    def _settle(self) -> bool:
        """At the end of the deal: the rewards; a void deal: True (deal again)."""
        deal = self._deal
        if not deal.over:
            return False
        if deal.void:
            self._voids += 1
            if self._voids >= REDEAL_LIMIT:
                raise RuntimeError(f"{REDEAL_LIMIT} void deals in a row")
            return True
        result = deal.result()
        found = scores(result.settlement.seats, result.places)
        self.rewards, self.wins, self.places = list(result.settlement.seats), found["win"], found["place"]
        self.done = True
        return False

    @property
    def player(self) -> int | None:
        return None if self.done else self._deal.turn()

    @property
    def deal(self):
        return self._deal

    def _legal(self) -> list[A.Action]:
        return [] if self.done else self._deal.legal()

    def legal_actions(self) -> list[Legal]:
        deal = self._deal
        seat = self.player
        return [Legal(i, action_text(self.table, deal.phase, seat, a), action_counts(self.table.ranks, a), a.kind)
                for i, a in enumerate(self._legal())]

    def step(self, action) -> tuple[dict, list[float], bool]:
        if self.done:
            raise ValueError("the deal is over: reset the environment")
        legal = self._legal()
        if isinstance(action, Legal):
            action = action.index
        if isinstance(action, str):
            texts = [l.text for l in self.legal_actions()]
            if action not in texts:
                raise ValueError(f"`{action}` is not a legal action here ({', '.join(texts[:8])}"
                                 + (", …" if len(texts) > 8 else "") + ")")
            action = texts.index(action)
        if isinstance(action, A.Action):
            chosen = action
        else:
            index = int(action)
            if not 0 <= index < len(legal):
                raise ValueError(f"action {index} is not one of the {len(legal)} legal actions")
            chosen = legal[index]
        seat = self.player
        ruling = self._deal.ruling(seat, chosen)
        if not ruling.legal:
            raise ValueError(f"illegal: {ruling.reason} [{ruling.rule}]")
        self._deal.apply(seat, chosen)
        if self._settle():
            self._new_deal()
        return (self.observation(self.player) if not self.done else {}), list(self.rewards), self.done

    def observation(self, seat: int) -> dict:
        if self._deal is None:
            raise ValueError("reset the environment first")
        out = observe(self._deal, seat)
        if not self.done and self.player == seat:
            out["decision"] = self._deal.mode()
        return out

    def close(self) -> None:
        self.done = True
