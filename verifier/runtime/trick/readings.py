"""Every reading of a play: the ways its cards split into the variant's combinations.

The greedy split of combos.py is the reading a leader means (longest tractors of the largest units first). A
follower's play may mean another: at level 2 with spades trump, `4S 4S 4S 3S 3S BJ` reads greedily as the tractor
4S4S3S3S, a 4S and the BJ, but it is also a triple, a pair and a single, which is what it must be to ruff a led
triple-and-pair. The trick is judged on the best reading that matches the lead (rbtying/shengji tries every
format of a play the same way).
"""
from __future__ import annotations

from .part import Part

MAX_READINGS = 512  # a long play (a thrown suit) is read greedily past this many readings


def readings(counts: dict[int, int], order) -> list[list[Part]]:
    """The readings of counted card ids of one group, each a list of parts (largest first); the greedy one is not
    necessarily first. At most MAX_READINGS are returned."""
    value = order.v
    units = {1} | {unit for unit, _kind in order.tuples} | {unit for unit, *_ in order.chains}
    tuple_kind = dict((unit, kind) for unit, kind in order.tuples)
    found: list[list[Part]] = []

    def chains_from(card: int, unit: int, lower, left: dict[int, int]):
        """Every run of units of `unit` cards headed by `card`, going down the adjacency table."""
        runs = [[card]]
        out = []
        while runs:
            run = runs.pop()
            out.append(run)
            for below in lower[run[-1]]:
                if left.get(below, 0) >= unit and below not in run:
                    runs.append(run + [below])
        return out

    def walk(left: dict[int, int], taken: list[Part]) -> None:
        if len(found) >= MAX_READINGS:
            return
        rest = [c for c, n in left.items() if n]
        if not rest:
            found.append(sorted(taken, key=lambda p: (-p.size, -p.top)))
            return
        card = max(rest, key=lambda c: value[c])  # the strongest card heads the part that holds it
        n = left[card]
        options: list[Part] = []
        for unit, kind, least, lower in order.chains:
            if n >= unit:
                for run in chains_from(card, unit, lower, left):
                    if len(run) >= least:
                        options.append(Part(kind, unit, tuple(run), value[card]))
        for unit in sorted(units, reverse=True):
            if n >= unit and unit in tuple_kind:
                options.append(Part(tuple_kind[unit], unit, (card,), value[card]))
        for part in options:
            for head in part.heads:
                left[head] -= part.unit
            walk(left, taken + [part])
            for head in part.heads:
                left[head] += part.unit

    walk(dict(counts), [])
    return found
