"""The leads a hand may make, found without enumerating its throws: every single combination of each group (its
singles, tuples, tractors with their shorter runs, bombs and triples with a single or a pair), kept by the hand's
counts of the group; the random player's lead drawn from their count without listing them; and a few throws to try
(a throw is judged by the referee, play/throw.py).
"""
from __future__ import annotations

import random
from bisect import bisect_right
from itertools import accumulate, compress, repeat
from operator import call, itemgetter

from .. import ids as I
from ..bombs import bomb_leads
from ..combos import parts, split
from ..compounds import compound_leads
from ..draws import below, sample, shuffle
from ..order import MEMO_LIMIT, Order
from ..rainbows import leads as rainbow_leads


def group_cards(hand, order: Order, group: int) -> list[int]:
    """The hand's cards of one group, strongest first (shared: do not modify the list)."""
    return order.group_cards(hand, group)


def lead_options(hand, order: Order) -> list[list[int]]:
    """Every single combination the hand can lead: singles, tuples, and tractors with their shorter runs.
    (The plays are shared between calls: do not modify them.)"""
    options: list[list[int]] = []
    for group in range(5):
        options += _group_leads(hand, order, group)
    if order.rainbow is not None:  # the one lead of several groups, after the groups' leads
        options += rainbow_leads(hand, order)
    return options


def random_lead(hand, order: Order, rng: random.Random) -> list[int]:
    """`rng.choice(lead_options(hand, order))`, the same draw, without listing the leads: `choice` draws an index
    below the number of leads as `randrange` does, so only the groups' counts of leads are needed (kept by the
    hand's counts of each group, `order.lead_count`), and only the lead drawn is made (`_lead_at`)."""
    keys = list(map(call, order.take, repeat(hand, len(order.take))))  # each group's counts (in C: at every lead)
    if order.leads_are_cards:  # (what _lead_count finds there, without a memo)
        sizes = list(map(sum, keys))
    else:
        sizes = list(map(dict.get, order.lead_count, keys))
        while None in sizes:
            group = sizes.index(None)
            sizes[group] = _lead_count(order, group, keys[group])
    rainbows = rainbow_leads(hand, order) if order.rainbow is not None else ()
    if rainbows:  # after the groups' leads, as lead_options lists them
        sizes.append(len(rainbows))
    ends = list(accumulate(sizes))  # where each group's leads end, in the order of lead_options
    index = below(rng, ends[-1])  # (rng.randrange's number, with fewer calls)
    group = bisect_right(ends, index)  # the group whose leads hold the index (in C)
    if group == len(keys):
        return rainbows[index - ends[group - 1]]
    return _lead_at(order, group, keys[group], index - ends[group] + sizes[group])


def _lead_count(order: Order, group: int, counts: tuple) -> int:
    """The number of leads of one group from the hand's counts of its members, kept in `order.lead_count`: the
    singles and tuples counted, or where there may be more (chains, bombs, 三带一) the leads listed and kept in the
    lead memo (`_leads_of`, which empties both memos together: a group counted and not listed has only singles and
    tuples). Where no two units of a chain kind are a step apart in the hand, its leads are its singles and tuples,
    counted here in C: this runs at about two groups a lead, and most hands hold fewer than two pairs of a group."""
    memo = order.lead_count[group]
    if len(memo) > MEMO_LIMIT:  # (before a list is kept: random_lead finds the list of a group it counted so)
        memo.clear()
        order.lead_memo[group].clear()
    size = -1
    if order.bomb is None and not order.compounds:
        held = len(counts) - counts.count(0)
        size = sum(counts) if order.every_tuple else _singles_and_tuples(order, counts, held)
        if order.sequence is None:  # a chain's units are pairs or triples
            held -= counts.count(1)
        if held > 1 and _chained(order, group, counts):
            size = -1  # two units a step apart: the leads are listed
    if size < 0:
        size = len(_leads_of(order, group, counts))
    memo[counts] = size
    return size


def _singles_and_tuples(order: Order, counts: tuple, held: int) -> int:
    """How many singles and tuples the members' counts make (`held` of the members are held): each member held, and
    each held `unit` times or more for every tuple unit (where the tuple units are every number from 2 to the
    copies of a card, `order.every_tuple`, the sum of the counts)."""
    for unit in order.tuple_units:
        held += len(counts) - sum(map(counts.count, range(unit)))  # the members held `unit` times or more
    return held


def _chained(order: Order, group: int, counts: tuple) -> bool:
    """Whether the hand (its counts of the group's members) holds two members a step apart, each held at least the
    unit of a chain kind (`_steps`): wherever a chain is there, and with the variants' chain kinds (which share
    their steps and are two units or more) only there; elsewhere the group is listed in vain, never counted short."""
    layout, table = order.lead_steps[group] or _steps(order, group)
    return layout is not None and b"\x01\x01" in bytes(layout(counts + (0,))).translate(table)


def _steps(order: Order, group: int) -> tuple:
    """What `_chained` needs of a group, made once per order and group (`order.lead_steps`): a layout of the
    members' counts along paths of members a step apart in any chain kind (a 0 between two paths, read past the
    counts' end), and the table making each count 1 where it is the smallest chain unit or more, else 0, so that
    two members a step apart held as a unit are b"\x01\x01" in the bytes, found in C (where comparing each two
    members a step apart took a loop). The layout is None where no two members are a step apart."""
    members = order.members[group]
    at = {c: i for i, c in enumerate(members)}
    below: list[list[int]] = [[] for _ in members]  # each member's steps down, by position (once each)
    for _unit, _kind, _least, lower in order.chains:
        for steps, c in zip(below, members):
            for d in lower[c]:
                step = at.get(d)
                if step is not None and step not in steps:
                    steps.append(step)
    path: list[int] = []
    for top, steps in enumerate(below):
        while steps:  # a path down from `top` along steps not laid out yet: each step is laid out once
            path += [len(members), top] if path else [top]
            while steps:
                step = steps.pop(0)
                path.append(step)
                steps = below[step]
            steps = below[top]
    unit = min((u for u, _kind, _least, _lower in order.chains), default=1)
    found = order.lead_steps[group] = (itemgetter(*path) if path else None, bytes(unit) + b"\x01" * (256 - unit))
    return found


def _lead_at(order: Order, group: int, counts: tuple, index: int) -> list[int]:
    """The `index`-th lead of a group (in the order of `_leads_of`) once `_lead_count` has counted them: the listed
    leads' where they are listed, else a single or a tuple, made at once (as they are where a group's leads are
    nothing else: `order.leads_are_cards`)."""
    if not order.leads_are_cards:
        found = order.lead_memo[group].get(counts)
        if found is not None:
            return found[index]
    members = order.members[group]
    held = list(compress(members, counts))
    if index < len(held):
        return _SINGLE[held[index]]
    index -= len(held)
    for unit in order.tuple_units:
        units = [c for c, k in zip(members, counts) if k >= unit]
        if index < len(units):
            return [units[index]] * unit
        index -= len(units)
    raise IndexError(index)  # not reached: the count came from the same tuples


def _group_leads(hand, order: Order, group: int) -> list[list[int]]:
    """The leads of one group; they depend only on the hand's cards of that group, so they are kept in the order's
    memo and a hand's unchanged groups are not read again."""
    counts = order.take[group](hand)
    found = order.lead_memo[group].get(counts)
    return found if found is not None else _leads_of(order, group, counts)


def _leads_of(order: Order, group: int, counts: tuple) -> list[list[int]]:
    """The leads of one group from the hand's counts of its members (`order.take[group]`), kept in the memo."""
    held = list(compress(zip(order.members[group], counts), counts))  # (card, count) held, strongest first
    options: list[list[int]] = [[c] for c, _ in held]
    if held:
        for unit, kind in order.tuples:
            if unit > 1:
                options += [[c] * unit for c, k in held if k >= unit]
        if order.bomb is not None or order.compounds:  # bombs of one rank (identical ones are tuples), 三带一
            cards = [c for c, k in held for _ in range(k)]
            if order.bomb is not None:
                options += bomb_leads(cards, order)
            if order.compounds:
                options += compound_leads(cards, order)
        reading = None
        for unit, kind, least, lower in order.chains:
            units = {c for c, k in held if k >= unit}
            if len(units) < least or not any(d in units for c in units for d in lower[c]):
                continue  # no two units a step apart, so no chain of this kind: no need to read the group
            if reading is None:  # (reading only takes cards away: a chain is made of units a step apart)
                reading = split(dict(held), order, tuples=False)
            for p in reading:
                if p.kind != kind:
                    continue
                for length in range(least, len(p.heads) + 1):
                    for start in range(len(p.heads) - length + 1):
                        options.append([c for c in p.heads[start:start + length] for _ in range(unit)])
    memo = order.lead_memo[group]
    if len(memo) > MEMO_LIMIT:  # (with the counts: random_lead finds a group's list wherever it counted one)
        memo.clear()
        order.lead_count[group].clear()
    memo[counts] = options
    return options


def throw_candidate(hand, order: Order, rng: random.Random) -> list[int] | None:
    """A throw of two or three parts of one group of the hand, or None when no group has two parts."""
    held = list(map(sum, map(call, order.take, repeat(hand, len(order.take)))))  # each group's cards (in C)
    groups = [g for g in range(5) if held[g] >= 2]
    shuffle(rng, groups)  # (rng.shuffle, rng.choice and rng.sample: the same draws, with fewer calls)
    for group in groups:
        found = parts(group_cards(hand, order, group), order)
        if len(found) >= 2:
            chosen = sample(rng, found, min(len(found), (2, 2, 3)[below(rng, 3)]))
            return [c for p in chosen for c in p.ids]
    return None


def top_throw(hand, order: Order) -> list[int] | None:
    """The strongest parts of the side suit where the hand is longest: a throw a cautious player might try."""
    best = None
    for group in range(1, 5):
        found = parts(group_cards(hand, order, group), order)
        if len(found) >= 2 and (best is None or len(found) > len(best)):
            best = found
    if best is None:
        return None
    best = sorted(best, key=lambda p: -p.top)[:2]
    return [c for p in best for c in p.ids]


_SINGLE = I.SINGLE  # one-card plays, shared (do not modify them)
