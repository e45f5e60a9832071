"""The search player of the trick-taking family: information-set Monte Carlo tree search (play/search/tree.py) over
the play of the cards. At each lead and follow with more than one choice it copies the deal (runtime/trick/clone.py),
draws the hidden hands consistent with what it has seen (determinize.py), and plays each copy to its end with the
referee, the tree choosing while it can and greedy players after; a finished copy is worth the levels it gives each
side, plus a little of the points (outcomes.py). The decisions before the tricks (declaring, bidding, the kitty,
calling a friend, exchanges) and after them are the greedy player's.

The actions tried: every lead of one combination, and the throw of the hand's strongest parts where throws are
allowed; every legal follow, or where there are more than `follow_limit`, those the greedy player's keys build and a
seeded sample of the others.
"""
from __future__ import annotations

import random

from ...runtime.trick.actions.follows import follow_options, legal_follow
from ...runtime.trick.actions.keys import high_key, low_key, points_key
from ...runtime.trick.actions.leads import lead_options, top_throw
from ...runtime.trick.clone import clone, play_on
from ...runtime.trick.scoring import deck_points
from ..search.budget import Budget
from ..search.tree import search
from .determinize import Seen, determinize
from .outcomes import search_rewards
from .players import GreedyPlayer

FOLLOW_LIMIT = 12


def lead_choices(deal, seat: int) -> list[tuple]:
    """(key, cards) of the leads tried: every single combination, and the strongest throw where one may be made."""
    hand, o = deal.hands[seat], deal.order
    out, seen = [], set()
    for cards in lead_options(hand, o):
        key = tuple(sorted(cards))
        if key not in seen:
            seen.add(key)
            out.append((key, cards))
    if deal.rules.throw:
        throw = top_throw(hand, o)
        if throw and deal.throw_closed(throw) is None:
            key = tuple(sorted(throw))
            if key not in seen:
                out.append((key, throw))
    return out


def follow_choices(deal, seat: int, rng: random.Random, limit: int = FOLLOW_LIMIT) -> list[tuple]:
    """(key, cards) of the follows tried: every legal one, or the greedy keys' and a sample of the rest."""
    hand, o = deal.hands[seat], deal.order
    lead = deal.current[0][1]
    plays = follow_options(hand, lead, o)
    if len(plays) > limit:
        built = [legal_follow(hand, lead, o, key(o)) for key in (low_key, high_key, points_key)]
        rest = rng.sample(plays, limit)
        plays = [p for p in built if p is not None] + rest
    if not plays:
        found = legal_follow(hand, lead, o, low_key(o))
        plays = [found] if found is not None else []
    out, seen = [], set()
    for cards in plays:
        key = tuple(sorted(cards))
        if key not in seen:
            seen.add(key)
            out.append((key, list(cards)))
    return out[:limit] if len(out) > limit else out


class _Worlds:
    """The search's adapter: copies of the deal seen from `seat`, played out by walkers and greedy players."""

    def __init__(self, deal, seat: int, options, follow_limit: int):
        self.deal, self.seat, self.options, self.follow_limit = deal, seat, options, follow_limit
        self.seen = Seen(deal, seat)
        greedy = GreedyPlayer(random.Random(0), throw_rate=0.0)
        choice = greedy.follow(deal, seat) if deal.current else greedy.lead(deal, seat)
        self.prior_key = tuple(sorted(choice))
        self.before = list(deal.match.levels)
        self.total = deck_points(deal.rules) or 0

    def sample(self, rng):
        world = clone(self.deal)
        determinize(world, self.seen, rng)
        return world

    def copy(self, world):
        return clone(world)

    def play_out(self, world, walk, rng):
        agents = [_Walker(walk, GreedyPlayer(rng), self.follow_limit) for _ in range(world.n)]
        agents[self.seat].root = self.options  # the decision searched: the same options in every world
        play_on(world, agents)
        return search_rewards(world, self.before, self.total)


class _Walker:
    """A seat of a playout: the tree's choice at leads and follows while the walk is in the tree, the greedy
    player's otherwise (and for every other decision)."""

    def __init__(self, walk, fallback, follow_limit: int):
        self.walk, self.fallback, self.follow_limit = walk, fallback, follow_limit
        self.root = None

    def __getattr__(self, name):
        return getattr(self.fallback, name)

    def lead(self, deal, seat):
        if self.walk.in_tree:
            options, self.root = self.root or lead_choices(deal, seat), None
            if len(options) == 1:
                return options[0][1]
            own = self.fallback.lead(deal, seat)
            chosen = self.walk.choose(seat, options, tuple(sorted(own)))
            return own if chosen is None else chosen
        return self.fallback.lead(deal, seat)

    def follow(self, deal, seat):
        if self.walk.in_tree:
            options, self.root = self.root or follow_choices(deal, seat, self.walk.rng, self.follow_limit), None
            if len(options) == 1:
                return options[0][1]
            own = self.fallback.follow(deal, seat)
            chosen = self.walk.choose(seat, options, tuple(sorted(own)))
            return own if chosen is None else chosen
        return self.fallback.follow(deal, seat)


class SearchPlayer(GreedyPlayer):
    """Information-set Monte Carlo tree search over the tricks; the greedy player's decisions elsewhere. `budget`:
    iterations or CPU milliseconds per decision; `last` holds the last search's result (its choices with their
    visits and values, the iterations and the time), which `play` shows and `hint` explains. `confidence`: keep the
    greedy choice unless another is that many standard errors better, world by world (tree.search); None: the
    search of before, which at 30 iterations lost to greedy over 2,000 deals of classic-2deck where the test won
    (docs/agents.md, "classic-2deck at 2,000 duplicate deals")."""

    name = "search"

    def __init__(self, rng: random.Random, budget: Budget | None = None, c: float = 0.7,
                 follow_limit: int = FOLLOW_LIMIT, confidence: float | None = 1.0):
        super().__init__(rng)
        self.budget, self.c, self.follow_limit = budget or Budget(), c, follow_limit
        self.confidence = confidence
        self.last = None
        self.searches, self.search_seconds = 0, 0.0  # decisions searched, and their CPU time

    def lead(self, deal, seat):
        options = lead_choices(deal, seat)
        if len(options) == 1:
            self.last = None
            return options[0][1]
        return self._search(deal, seat, options)

    def follow(self, deal, seat):
        options = follow_choices(deal, seat, self.rng, self.follow_limit)
        if len(options) == 1:
            self.last = None
            return options[0][1]
        return self._search(deal, seat, options)

    def analyse(self, deal, seat):
        """The search's result for the decision `seat` faces now (a lead or a follow), without playing it."""
        options = follow_choices(deal, seat, self.rng, self.follow_limit) if deal.current else lead_choices(deal, seat)
        return search(_Worlds(deal, seat, options, self.follow_limit), options, seat, self.budget, self.rng, self.c,
                      confidence=self.confidence)

    def _search(self, deal, seat, options):
        self.last = search(_Worlds(deal, seat, options, self.follow_limit), options, seat, self.budget, self.rng,
                           self.c, confidence=self.confidence)
        self.searches += 1
        self.search_seconds += self.last.seconds
        return list(self.last.best)
