"""Legal actions, found without enumerating them: what players (and the invariant "a legal action always exists")
need.

The number of possible throws of a hand is exponential, so leads are proposed as single combinations (every single,
tuple and tractor of the hand), and a throw is built from a few of them and judged directly. A follow is built to
meet the first obligation of the ladder the hand can meet, then filled; it is always checked by the referee's own
ruling (play/follow.py: follow_ids), and a short search backs the builder up.
"""
from __future__ import annotations

import itertools
import random
from bisect import bisect_right
from itertools import accumulate, compress, repeat, starmap
from operator import call, itemgetter

from . import ids as I
from .bombs import bomb_leads
from .compounds import compound_leads
from .combos import lead_kind, parts, split
from .draws import below, sample, shuffle
from .order import MEMO_LIMIT, Order, T
from .play.follow import follow_duty, follow_ids, void_single
from .play.supply import _first_met, _meets, _supply, pair_or_nothing, two_card_supply


def group_cards(hand, order: Order, group: int) -> list[int]:
    """The hand's cards of one group, strongest first (shared: do not modify the list)."""
    return order.group_cards(hand, group)


def lead_options(hand, order: Order) -> list[list[int]]:
    """Every single combination the hand can lead: singles, tuples, and tractors with their shorter runs.
    (The plays are shared between calls: do not modify them.)"""
    options: list[list[int]] = []
    for group in range(5):
        options += _group_leads(hand, order, group)
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
    ends = list(accumulate(sizes))  # where each group's leads end, in the order of lead_options
    index = below(rng, ends[-1])  # (rng.randrange's number, with fewer calls)
    group = bisect_right(ends, index)  # the group whose leads hold the index (in C)
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


def _take(pool: dict[int, int], card: int, n: int) -> None:
    pool[card] -= n


def build_follow(hand, lead: list[int], order: Order, key) -> list[int]:
    """A follow that meets the obligation, the rest filled with the cards that sort first by `key` (card -> sortable).

    `hand` is counts by card id. The result is not yet checked: see `legal_follow`.
    """
    rules = order.rules
    g = order.g
    n = len(lead)
    group = g[lead[0]]
    if n == 1 and order.single_free:  # of a single, any card of the led group: the one that sorts first
        held = list(compress(order.members[group], order.take[group](hand)))  # distinct, strongest first
        if len(held) > 1 or (held and hand[held[0]] > 1):  # (min draws `key` once per distinct card, in this order)
            return [min(held, key=key)]
    counts = order.take[group](hand)
    if sum(counts) <= n:
        play = list(group_cards(hand, order, group))
        rest = n - len(play)
        if rest:
            others = [c for c in order.outside[group] if hand[c] for _ in range(hand[c])]  # in id order
            by = (lambda c: (g[c] != T, key(c))) if rules.ruff_when_void == "must-ruff" and group != T else key
            if rest == 1 and others:  # min calls `key` as sorting would: in list order, once per card
                play.append(min(others, key=by))
            else:
                others.sort(key=by)
                play += others[:rest]
        return play
    pool = dict(compress(zip(order.members[group], counts), counts))  # the cards held by count, strongest first
    play: list[int] = []
    # the need of the first obligation the hand can meet, from the duty the referee's ruling of this play reads
    # (a Ruling where nothing of the ladder binds; a need of None where every play meets it)
    duty = follow_duty(hand, lead, order)
    need = duty[0] if duty.__class__ is tuple else None
    if need is not None:
        for unit, kind in ((3, "triple-tractor"), (2, "tractor")):
            length = need.get(kind, 0)
            if not length:
                continue
            chains = [p for p in split(dict(pool), order) if p.kind == kind and len(p.heads) >= length]
            if not chains:
                continue
            chain = min(chains, key=lambda p: key(p.heads[-1]))
            heads = _run(chain.heads, length, key)
            for c in heads:
                play += [c] * unit
                _take(pool, c, unit)
        for unit, word in ((3, "triples"), (2, "pairs")):
            # pairs asked for besides triples are other cards: the triples already played count among the units
            wanted = need.get(word, 0) + (need.get("triples", 0) if unit == 2 and need.get("pairs", 0) else 0)
            while _count_units(play, order, unit) < wanted:
                candidates = sorted((c for c, k in pool.items() if k >= unit), key=lambda c: (pool[c] != unit, key(c)))
                if not candidates:
                    break
                play += [candidates[0]] * unit
                _take(pool, candidates[0], unit)
    rest = n - len(play)
    if rest > 0:
        left = sorted((c for c, k in pool.items() for _ in range(k)), key=key)
        play += left[:rest]
    return play[:n]


def _run(heads: tuple[int, ...], length: int, key) -> list[int]:
    """The run of `length` consecutive heads whose weakest sorts first by key."""
    runs = [list(heads[i:i + length]) for i in range(len(heads) - length + 1)]
    return min(runs, key=lambda run: key(run[-1]))


def _count_units(play: list[int], order: Order, unit: int) -> int:
    if not play:
        return 0
    found = parts(play, order)
    if unit == 2:
        return sum(len(p.heads) for p in found if p.unit >= 2)
    return sum(len(p.heads) for p in found if p.unit == 3)


def legal_follow(hand, lead: list[int], order: Order, key, rng: random.Random | None = None,
                 tries: int = 20) -> list[int] | None:
    """A legal follow (checked by the ruling), preferring cards by `key`; None if none was found."""
    return _checked(hand, lead, order, build_follow(hand, lead, order, key), rng, tries)


def random_follow(hand, lead: list[int], order: Order, rng: random.Random, rule=None) -> list[int] | None:
    """`legal_follow(hand, lead, order, random_key(rng), rng)`: the same draws and the same play. On a single lead
    (nine follows in ten) the card is found without the key: one draw per distinct candidate card, in the order in
    which `build_follow` asks the key, and the first least draw wins, as `min` picks it. `rule(play)`, when given,
    rules the plays built instead of `follow_ids` (the deal's `rule_follow`: a play it found legal is not ruled
    again when it is played)."""
    if len(lead) == 1:
        group = order.g[lead[0]]
        counts = order.take[group](hand)
        held = list(compress(order.members[group], counts))  # distinct, strongest first
        if held:
            if order.single_free:  # of the led group on a single: legal (_checked's first test)
                if len(held) > 1 or hand[held[0]] > 1:
                    draws = list(starmap(rng.random, repeat((), len(held))))  # (as _draws: inline, at most follows)
                    return [held[draws.index(min(draws))]]
                return held  # the only card of the group: no draw
            if sum(counts) == 1:  # the only card of the group (no draw), where a `led single` rule binds
                return _checked(hand, lead, order, held, rng, 20, rule)
        else:
            play = _void_follow(hand, group, order, rng)
            if play is not None:
                if void_single(hand, lead, play, order):
                    return play  # void in the led group, and free to play it: legal by that test of the ruling
                return _checked(hand, lead, order, play, rng, 20, rule)
    return _checked(hand, lead, order, build_follow(hand, lead, order, random_key(rng)), rng, 20, rule)


def _void_follow(hand, group: int, order: Order, rng: random.Random) -> list[int] | None:
    """`build_follow` of a single with a fresh random key from a hand holding no card of the led group: any other
    card, each asked in id order (a trump first where one must ruff), or None for an empty hand."""
    others = list(compress(order.outside[group], order.take_outside[group](hand)))
    if not others:
        return None
    draws = _draws(rng, len(others))
    if order.rules.ruff_when_void == "must-ruff" and group != T:  # trumps first, then the least draw
        g = order.g
        return [others[min(range(len(others)), key=lambda i: (g[others[i]] != T, draws[i]))]]
    return [others[draws.index(min(draws))]]


def _draws(rng: random.Random, n: int) -> list[float]:
    """n draws of the generator, as a random key draws them for n cards asked in turn (called in C)."""
    return list(starmap(rng.random, repeat((), n)))


def _checked(hand, lead: list[int], order: Order, play: list[int], rng: random.Random | None,
             tries: int, rule=None) -> list[int] | None:
    """The built play if the ruling finds it legal, else a short random search (of `tries` draws, then in order).
    `rule(play)` rules instead of `follow_ids` when given."""
    if len(play) == 1 and len(lead) == 1 and order.single_free and order.g[play[0]] == order.g[lead[0]]:
        return play  # a card held of the led group on a single: legal by the ruling's first test (follow_ids)
    if rule is None:
        def rule(p):
            return follow_ids(hand, lead, p, order).legal
    if rule(play):
        return play
    rng = rng or random.Random(0)
    n = len(lead)
    group = order.g[lead[0]]
    in_group = group_cards(hand, order, group)
    cards = [c for c in range(I.COUNT) for _ in range(hand[c])]
    for _ in range(tries):
        pool = in_group if len(in_group) >= n else cards
        play = rng.sample(pool, n)
        if rule(play):
            return play
    if len(in_group) >= n:
        seen = set()
        for combo in itertools.combinations(in_group, n):
            if combo in seen:
                continue
            seen.add(combo)
            if len(seen) > 50000:
                break
            play = list(combo)
            if rule(play):
                return play
    return None


def multisets(items, k: int):
    """Every k-multiset of (card, available) items, in a fixed order: the first item's count from high to low, then
    the next item's (the lexicographic order of the items' positions, as itertools gives it)."""
    if k == 0:
        yield []
        return
    cards = [c for c, _ in items]
    if k == 1:
        for c in cards:
            yield [c]
        return
    avail = [a for _, a in items]
    enough = all(a >= k for a in avail)
    for positions in itertools.combinations_with_replacement(range(len(cards)), k):
        if not enough:  # a card taken more often than the hand holds it
            previous, run, ok = -1, 0, True
            for i in positions:
                run = run + 1 if i == previous else 1
                previous = i
                if run > avail[i]:
                    ok = False
                    break
            if not ok:
                continue
        yield [cards[i] for i in positions]


def follow_options(hand, lead: list[int], order: Order, limit: int = 256) -> list[list[int]]:
    """The legal follows (each multiset once), at most `limit` of them, in a fixed order: min(held, led) cards of the
    led group, strongest first, and the rest from the other cards by id.

    Each is legal by the referee's own tests (follow_ids), computed once for the hand rather than per play: the
    obligation the hand faces, then what each play offers against it (tests/engine/test_benchmark.py compares the two).
    (The plays may be shared between calls: do not modify them.)
    """
    rules = order.rules
    n = len(lead)
    group = order.g[lead[0]]
    counts = order.take[group](hand)
    if n == 1 and rules.follow_suit:
        if order.single_free:  # the commonest follow: any card of the led group (if it holds one)
            found = list(compress(order.single_plays[group], counts))  # strongest first
            if found:
                return found if len(found) <= limit else found[:limit]
        held = sum(counts)
        if not held:  # void: any other card, by id (a trump when one must ruff)
            ids = order.outside[group]
            others = compress(ids, map(hand.__getitem__, ids))
            if rules.ruff_when_void == "must-ruff" and group != T and order.held(hand, T):
                g = order.g
                others = [c for c in others if g[c] == T]
            return list(map(_SINGLE.__getitem__, others))[:limit]
    else:
        held = sum(counts)
    inside = [(c, k) for c, k in zip(order.members[group], counts) if k]
    found: list[list[int]] = []
    if not rules.follow_suit or held < n:  # (the other groups' cards: only where some are played)
        outside = [(c, hand[c]) for c in order.outside[group] if hand[c]]
    if not rules.follow_suit:  # any number of the led group: the ruling decides each play
        for k in range(min(held, n), -1, -1):
            for head in multisets(inside, k):
                for tail in multisets(outside, n - k):
                    play = head + tail
                    if follow_ids(hand, lead, play, order).legal:
                        found.append(play)
                        if len(found) >= limit:
                            return found
        return found
    if held < n:  # all of the led group, the rest from the others (as many trumps as possible with must-ruff)
        head = [c for c, a in inside for _ in range(a)]
        least = 0
        if rules.ruff_when_void == "must-ruff" and group != T:
            least = min(order.held(hand, T), n - held)
        g = order.g
        if n - held == 1:  # one card from the others: each distinct card, by id (a trump when one must ruff)
            return [head + [c] for c, _ in outside if not least or g[c] == T][:limit]
        for tail in multisets(outside, n - held):
            if least and sum(1 for c in tail if g[c] == T) < least:
                continue
            found.append(head + tail)
            if len(found) >= limit:
                break
        return found
    need = None
    if n > 1 or order.led.get("single") is not None:
        lead_parts = parts(lead, order)
        kind = lead_parts[0].kind if len(lead_parts) == 1 else \
            lead_kind(lead, lead_parts, order) if order.compounds else "throw"
        rule = order.led.get(kind)
        if rule is not None:
            met = _first_met(rule, lead, lead_parts, order.group_cards(hand, group), order)
            if met is not None:
                need = met[2]
    if need is None:
        return list(itertools.islice(multisets(inside, n), limit))
    if n == 2 and pair_or_nothing(order):  # two cards offer a pair or nothing: each case is decided once
        pair_meets, two_meet = _meets(two_card_supply(True), need), _meets(two_card_supply(False), need)
        if pair_meets and not two_meet:  # the pairs, in the order of the multisets
            return [[c, c] for c, k in inside if k >= 2][:limit]
        return [play for play in multisets(inside, n)
                if (pair_meets if play[0] == play[1] else two_meet)][:limit]
    for play in multisets(inside, n):
        if _meets(_play_supply(play, order), need):
            found.append(play)
            if len(found) >= limit:
                break
    return found


_SINGLE = I.SINGLE  # one-card plays, shared (do not modify them)


def _play_supply(play: list[int], order: Order) -> dict[str, int]:
    """What a play of one group offers (supply._supply)."""
    return _supply(play, order, ())


def low_key(order: Order):
    """Prefer cheap cards: no points, not trump, weakest."""
    g, v, point = order.g, order.v, order.point
    return lambda c: (point[c] > 0, g[c] == T, v[c], c)


def high_key(order: Order):
    g, v = order.g, order.v
    return lambda c: (-v[c] if g[c] == T else -v[c], c)


def points_key(order: Order):
    """Prefer point cards (to give them to a partner who wins the trick), then cheap cards."""
    g, v, point = order.g, order.v, order.point
    return lambda c: (-point[c], g[c] == T, v[c], c)


def random_key(rng: random.Random):
    """A key drawing one random number per card, the first time the card is asked for."""
    table: dict[int, float] = {}
    get, draw = table.get, rng.random

    def key(c):
        found = get(c)
        if found is None:
            found = table[c] = draw()
        return found
    return key
