"""The search player of the climbing family: information-set Monte Carlo tree search (play/search/tree.py) over the
play. At each decision of the play with more than one legal action it copies the deal (runtime/climbing/clone.py),
deals the cards it cannot see again among the other players (each keeping their number of cards; a hidden guard
drawn again among the players it could be), and plays each copy to its end, the tree choosing while it can and
greedy players after. A finished copy is worth the seat's settlement against the others' and its finishing place.
The decisions before the play (calling, revolution, tribute, the bid) are the greedy player's. In the games of
shaped sets (Big Two, Paodekuai, Dou Dizhu) the worlds, the actions tried and the worth of a deal are
shaped_worlds.py's.

The actions tried: every legal action, or where there are more than `limit`, the passes and other non-plays, the
cheapest sets (by the greedy player's measure), the two strongest, and the greedy player's own.

In the games of sets of one rank (Gouji, Baohuang) the search is `ONE_RANK`'s: it keeps the greedy player's choice
unless another action beats it world by world by more than a standard error. With `evidence` its worlds keep what a
pass of the engine showed (rank_worlds.py: no beat of the set passed on); measured not to help, it is off. What is not
used there: a pass a player chose, and the cards given in tribute.
"""
from __future__ import annotations

import math
import random

from ...runtime.climbing import actions as A
from ...runtime.climbing.clone import clone
from ..search.budget import Budget
from ..search.tree import search
from . import rank_worlds, shaped_worlds
from .players import GreedyPlayer, _cost

LIMIT = 12
# The search in the games of sets of one rank (Gouji, Baohuang): (confidence, flat) of tree.search. A playout of
# five or six hands of up to 36 cards is so noisy (measured: a root action's advantage over the greedy choice, world by
# world, has a standard deviation of about 0.5 against differences of a few hundredths) that at tens of playouts the
# search's choices were the noise's; it keeps the greedy choice unless an action beats it by one standard error. (A
# flat search, greedy after the root, was measured to change nothing: docs/agents.md, "Gouji and Baohuang".)
ONE_RANK = (1.0, False)
TRIES = 8  # draws of a world that must not give a seat a beat it was seen not to have (games of sets of one rank)


def choices(deal, seat: int, own, limit: int = LIMIT) -> list[tuple]:
    """(key, action) of the actions tried (the action is its own key)."""
    if getattr(deal, "shaped", False):
        return shaped_worlds.choices(deal, own, limit)
    legal = deal.legal()
    if len(legal) > limit:
        ranks = deal.play.t.ranks
        plays = sorted((a for a in legal if a.kind in (A.PLAY, A.BURN)), key=lambda a: _cost(ranks, a.set))
        rest = [a for a in legal if a.kind not in (A.PLAY, A.BURN)]
        legal = rest + plays[:max(1, limit - len(rest) - 2)] + plays[-2:]
        if own is not None and own not in legal:
            legal.append(own)
    return [(a, a) for a in dict.fromkeys(legal)]


def rewards(deal) -> list[float]:
    """Each seat's settlement against the mean of the others' (squashed to -1 … 1), plus its place (first out 0.5,
    last -0.5); in a game of shaped sets, the settlement alone (shaped_worlds.py)."""
    if getattr(deal, "shaped", False):
        return shaped_worlds.rewards(deal)
    result = deal.result()
    seats, places = result.settlement.seats, result.places
    n = len(seats)
    out = [0.0] * n
    for place, seat in enumerate(places):
        others = (sum(seats) - seats[seat]) / (n - 1)
        out[seat] = math.tanh((seats[seat] - others) / 4) + 0.5 - place / (n - 1)
    return out


class _Worlds:
    def __init__(self, deal, seat: int, options, limit: int, passes=None):
        self.deal, self.seat, self.options, self.limit = deal, seat, options, limit
        self.prior_key = GreedyPlayer(random.Random(0)).act(deal, seat)
        self.shaped = getattr(deal, "shaped", False)
        self.known = shaped_worlds.known(deal, seat) if self.shaped else None
        if self.shaped:
            self.unable = shaped_worlds.evidence(deal, seat)
        else:
            self.unable = rank_worlds.evidence(passes.update(), deal, seat) if passes is not None else ()

    def sample(self, rng):
        if self.shaped:
            return shaped_worlds.sample(self.deal, self.seat, rng, self.known, self.unable)
        if not self.unable:
            return self._draw(rng)
        relation = self.deal.t.relation
        best, broken = None, None
        for _ in range(TRIES):
            world = self._draw(rng)
            hands = world.play.hands
            count = sum(rank_worlds.could_beat(relation, hands[other], standing) for other, standing in self.unable)
            if best is None or count < broken:
                best, broken = world, count
            if not count:
                break
        return best

    def _draw(self, rng):
        world = clone(self.deal)
        play, seat = world.play, self.seat
        others = [p for p in range(len(play.hands)) if p != seat and play.left[p] > 0]
        pool = [i for p in others for i, k in enumerate(play.hands[p]) for _ in range(k)]
        rng.shuffle(pool)
        width = len(play.hands[seat])
        for p in others:
            hand = [0] * width
            for i in pool[:play.left[p]]:
                hand[i] += 1
            del pool[:play.left[p]]
            play.hands[p] = hand
        play.version += 1  # (the play's memo of the legal beats is by version)
        calling = world.calling
        if calling is not None and calling.guard is not None and not calling.open and seat != calling.guard:
            could = [p for p in range(len(play.hands)) if p not in (calling.emperor, seat)]
            calling.guard = could[rng.randrange(len(could))]
        return world

    def copy(self, world):
        return clone(world)

    def play_out(self, world, walk, rng):
        agents = [GreedyPlayer(rng) for _ in range(len(world.play.hands))]
        root = self.options
        while not world.over:
            seat = world.turn()
            agent = agents[seat]
            if walk.in_tree and world.phase == "play":
                own = agent.act(world, seat)
                options, root = root or choices(world, seat, own, self.limit), None
                chosen = walk.choose(seat, options, own) if len(options) > 1 else options[0][1]
                action = own if chosen is None else chosen
            else:
                action = agent.act(world, seat)
            world.apply(seat, action)
        return rewards(world)


class SearchPlayer(GreedyPlayer):
    """Information-set Monte Carlo tree search over the play; the greedy player's decisions before it. `budget`:
    iterations or CPU milliseconds per decision; `last`: the last search's result (`play` shows it, `hint` explains
    it)."""

    name = "search"

    def __init__(self, rng: random.Random, budget: Budget | None = None, c: float = 0.7, limit: int = LIMIT,
                 confidence: float | None = None, flat: bool | None = None, evidence: bool = False):
        super().__init__(rng)
        self.budget, self.c, self.limit = budget or Budget(), c, limit
        # None: as the game is (ONE_RANK in the games of sets of one rank, the tree search measured before else);
        # `evidence`: in those games, worlds that keep the engine's passes (rank_worlds.py; measured not to help at
        # 30 iterations and 13% dearer, so off)
        self.confidence, self.flat, self.evidence = confidence, flat, evidence
        self.last = None
        self._passes = None  # the engine's passes of the deal being played (rank_worlds.Passes)
        self.searches, self.search_seconds = 0, 0.0  # decisions searched, and their CPU time

    def act(self, deal, seat: int) -> A.Action:
        if deal.phase != "play":
            return super().act(deal, seat)
        result = self.last = self.analyse(deal, seat)
        if result is None:
            return deal.legal()[0]
        self.searches += 1
        self.search_seconds += result.seconds
        return result.best

    def analyse(self, deal, seat: int):
        """The search's result for the decision `seat` faces now (None where the play has one legal action)."""
        if deal.phase != "play":
            return None
        options = choices(deal, seat, super().act(deal, seat), self.limit)
        if len(options) == 1:
            self.last = None
            return None
        shaped = getattr(deal, "shaped", False)
        passes = None
        if self.evidence and not shaped:
            if self._passes is None or self._passes.deal is not deal:
                self._passes = rank_worlds.Passes(deal)
            passes = self._passes
        confidence, flat = (None, False) if shaped else ONE_RANK
        confidence = confidence if self.confidence is None else self.confidence
        flat = flat if self.flat is None else self.flat
        return search(_Worlds(deal, seat, options, self.limit, passes), options, seat, self.budget, self.rng, self.c,
                      confidence=confidence or None, flat=flat)
