"""What a player of a trick-taking deal has seen, and worlds drawn consistent with it (the search player's
determinization): the other hands and a kitty it did not bury, drawn from the cards it cannot see.

What is seen: its own hand; every card played; the groups (suits, or trumps) a player showed void in by not
following them; the kitty, by the player who buried it last; the cards a player showed in a declaration and has not
played since (unless that player took the kitty: they may have buried them; nor where cards changed hands in an
exchange or a tribute). What is not used: the cards given in an exchange or a tribute, and what a play suggests
beyond a void.
"""
from __future__ import annotations

import random

from ...runtime.trick import ids as I

_TRIES = 20  # draws that keep every void before one that keeps only the sizes


class Seen:
    """What `seat` knows of a deal in its tricks (computed once per decision)."""

    def __init__(self, deal, seat: int):
        n, o = deal.n, deal.order
        self.seat = seat
        self.played = [0] * I.COUNT
        voids: list[set[int]] = [set() for _ in range(n)]
        tricks = [(leader, plays) for leader, plays, *_ in deal.trick_log]
        if deal.current:
            tricks.append((deal.current[0][0], [play for _, play in deal.current]))
        bound = deal.rules.follow_suit
        for leader, plays in tricks:
            group = o.g[plays[0][0]]
            for k, play in enumerate(plays):
                for c in play:
                    self.played[c] += 1
                if k and bound and any(o.g[c] != group for c in play):
                    voids[(leader + k) % n].add(group)
        self.voids = voids
        self.kitty_known = seat == deal.burier or not deal.buried
        buriers = {deal.declarer, deal.burier} | {k.get("player") for k in deal.kitty_overcalls}
        shown = [[0] * I.COUNT for _ in range(n)]
        moved = deal.exchanged is not None or deal.tribute is not None  # (shown cards may have been given away)
        for d in deal.declarations if not moved else ():
            if d.player != seat and d.player not in buriers:
                counts = I.counts(d.cards)
                shown[d.player] = [max(a, b) for a, b in zip(shown[d.player], counts)]
        self.holds = []  # cards each other player is known to hold still
        for p in range(n):
            if p == seat or not any(shown[p]):
                self.holds.append(None)
                continue
            mine = [0] * I.COUNT
            for leader, plays in tricks:
                k = (p - leader) % n
                if k < len(plays):
                    for c in plays[k]:
                        mine[c] += 1
            left = [max(0, a - b) for a, b in zip(shown[p], mine)]
            self.holds.append(left if any(left) else None)


def determinize(world, seen: Seen, rng: random.Random) -> None:
    """Redraw, in a copy of the deal, the hands of the other players (and the kitty where the seat did not bury it)
    from the cards the seat cannot see, keeping each player's number of cards, known holdings and voids."""
    n, seat, g = world.n, seen.seat, world.order.g
    places = [p for p in range(n) if p != seat]
    pool = [0] * I.COUNT
    for p in places:
        for c, k in enumerate(world.hands[p]):
            pool[c] += k
    kitty = not seen.kitty_known
    if kitty:
        for c in world.buried:
            pool[c] += 1
    need = {}
    fixed = {}
    for p in places:
        holds = seen.holds[p]
        base = holds[:] if holds is not None else [0] * I.COUNT
        if holds is not None:
            for c, k in enumerate(holds):
                pool[c] -= k
        fixed[p] = base
        need[p] = world.sizes[p] - sum(base)
    if kitty:
        need[-1] = len(world.buried)
    cards = [c for c in range(I.COUNT) for _ in range(pool[c])]
    drawn = _draw(cards, need, seen.voids, g, rng)
    for p in places:
        hand = fixed[p]
        for c in drawn[p]:
            hand[c] += 1
        world.hands[p] = hand
    if kitty:
        world.buried = drawn[-1]


def _draw(cards: list[int], need: dict, voids, g, rng: random.Random) -> dict:
    """Cards to places (-1: the kitty), each place its number, no card in a group its player is void in; after
    _TRIES dead ends, by numbers alone."""
    for attempt in range(_TRIES + 1):
        keep_voids = attempt < _TRIES
        left = dict(need)
        out = {p: [] for p in need}
        order = cards[:]
        rng.shuffle(order)
        if keep_voids:  # the cards fewest places may take go first
            order.sort(key=lambda c: sum(1 for p in need if p < 0 or g[c] not in voids[p]))
        ok = True
        for c in order:
            allowed = [p for p, k in left.items() if k > 0 and (p < 0 or not keep_voids or g[c] not in voids[p])]
            if not allowed:
                ok = False
                break
            weights = [left[p] for p in allowed]
            pick = rng.choices(allowed, weights)[0] if len(allowed) > 1 else allowed[0]
            out[pick].append(c)
            left[pick] -= 1
        if ok:
            return out
    raise AssertionError("unreachable: the sizes add up to the cards")
