"""What the search player (search.py) needs of a game of shaped sets (Big Two, Paodekuai, Dou Dizhu): the worlds it
may be in, the actions it tries and what a finished deal is worth.

A world is a copy of the deal (runtime/climbing/clone.py) where the cards the player cannot see are dealt again among
the other players, each keeping their number of cards (public in these games) and the cards everyone knows they
hold: the bottom cards the landlord took in Dou Dizhu (shown to all), less those of their ranks the landlord has
played since. The player's own hand, the cards played and the cards removed from the deck (Paodekuai's) are as they
are.

A pass the engine took for a seat shows that the seat could not beat the set standing then (`play.unable`), and
its hand has only lost cards since: a world that gives it a beat of that set is drawn again (up to `TRIES` draws; the
world that breaks the fewest of them is kept). What is not used: the bids, and a pass a player chose.
"""
from __future__ import annotations

import math

from ...runtime.climbing import actions as A
from ...runtime.climbing.clone import clone
from .players import shaped_cost


def known(deal, seat: int) -> dict[int, list[int]]:
    """The cards (counts per slot) that `seat` knows another seat holds: the landlord's bottom cards not yet played
    (at least: a card of the bottom's rank played may have come from the hand dealt)."""
    landlord = deal.landlord
    if landlord is None or landlord == seat or not deal.bottom:
        return {}
    shapes = deal.t.shapes
    held = shapes.counts(deal.bottom)
    for phase, who, action in deal.log:
        if phase == "play" and who == landlord and action.kind == A.PLAY:
            for slot in action.set.spent:
                held[slot] = max(0, held[slot] - 1)
    return {landlord: held}


TRIES = 8  # draws of a world that must not give a seat a beat it was seen not to have


def evidence(deal, seat: int) -> list[tuple]:
    """(other seat, set) for each set another seat still holding cards was seen unable to beat (a pass the engine
    took for it), each once."""
    play = deal.play
    seen = {}
    for other, standing in play.unable:
        if other != seat and play.left[other] > 0:
            seen.setdefault((other, standing.kind, tuple(sorted(standing.spent))), (other, standing))
    return list(seen.values())


def sample(deal, seat: int, rng, fixed: dict[int, list[int]], unable=()):
    """A copy of the deal with the other players' cards dealt again (`fixed`: the cards a seat keeps, from `known`),
    where no seat holds a beat of a set it could not beat (`unable`, from `evidence`), as far as `TRIES` draws find."""
    best, broken = None, None
    for _ in range(TRIES if unable else 1):
        world = _draw(deal, seat, rng, fixed)
        count = sum(world.play.could_beat(other, standing) for other, standing in unable)
        if best is None or count < broken:
            best, broken = world, count
        if not count:
            break
    return best


def _draw(deal, seat: int, rng, fixed: dict[int, list[int]]):
    """One copy of the deal with the other players' cards dealt again."""
    world = clone(deal)
    play = world.play
    others = [p for p in range(len(play.hands)) if p != seat and play.left[p] > 0]
    width = len(play.hands[seat])
    none = [0] * width
    pool = [slot for p in others
            for slot, (k, keep) in enumerate(zip(play.hands[p], fixed.get(p, none))) for _ in range(k - keep)]
    rng.shuffle(pool)
    for p in others:
        hand = list(fixed.get(p, none))
        draw = play.left[p] - sum(hand)
        for slot in pool[:draw]:
            hand[slot] += 1
        del pool[:draw]
        play.hands[p] = hand
    play.version += 1  # (the play's memo of the legal beats is by version)
    return world


def choices(deal, own, limit: int) -> list[tuple]:
    """(key, action) of the actions tried: every legal one, or where there are more than `limit`, the pass, the
    greedy player's own, the cheapest set of each kind and size (by the greedy player's measure), then the cheapest
    others, and the two strongest sets."""
    legal = deal.legal()
    if len(legal) > limit:
        plays = sorted((a for a in legal if a.kind == A.PLAY), key=shaped_cost(deal))
        kinds = deal.t.shapes.kinds
        strongest = sorted(plays, key=lambda a: (kinds[a.set.kind].bomb, a.set.top, a.set.size))[-2:]
        picked = [a for a in legal if a.kind != A.PLAY] + ([own] if own is not None else [])
        shapes = {}
        for a in plays:
            shapes.setdefault((a.set.kind, a.set.size), a)
        room = max(1, limit - len(picked) - len(strongest))
        legal = picked + list(dict.fromkeys(list(shapes.values()) + plays))[:room] + strongest
    return [(a, a) for a in dict.fromkeys(legal)]


def rewards(deal) -> list[float]:
    """Each seat's settlement against the mean of the others', in hands' worth of cards (squashed to -1 … 1): what
    the games pay is the settlement, by cards left and at a stake."""
    seats = deal.result().settlement.seats
    n = len(seats)
    scale = max(1, max(sum(h) for h in deal.counts))
    total = sum(seats)
    return [math.tanh((seats[s] - (total - seats[s]) / (n - 1)) / scale) for s in range(n)]
