"""The follows a hand may make: one built to meet the first obligation of the ladder the hand can meet, then filled
by the cards a key prefers, and always checked by the referee's own ruling (play/follow.py), with a short search to
back the builder up; the random player's follow, drawn as the builder would draw it; and every legal follow listed
(`follow_options`), from the obligation the hand faces rather than by ruling each play.
"""
from __future__ import annotations

import itertools
import random
from itertools import compress, repeat, starmap

from .. import ids as I
from ..combos import lead_kind, parts, split
from ..order import Order, T
from ..rainbows import every_held as every_held_rainbows, held as held_rainbows, rank_of as rainbow_rank
from ..play.follow import follow_duty, follow_ids, rainbow_duty, void_single
from ..play.supply import _first_met, _meets, _supply, pair_or_nothing, two_card_supply
from .keys import random_key
from .leads import _SINGLE, group_cards


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
    if order.rainbow is not None and rainbow_rank(lead, order) is not None:
        return _rainbow_follow(hand, lead, order, key)
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


def _rainbow_follow(hand, lead: list[int], order: Order, key) -> list[int]:
    """build_follow of a rainbow: the lowest rainbow as long as the lead's where the hand owes one, else the cards
    that sort first by `key`, of any group."""
    if rainbow_duty(hand, lead, order)[0]:
        return held_rainbows(hand, len(lead), order)[0]
    return sorted((c for c in range(I.COUNT) for _ in range(hand[c])), key=key)[:len(lead)]


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
    if order.rainbow is not None and rainbow_rank(lead, order) is not None:
        return _rainbow_options(hand, lead, order, limit)
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


def _rainbow_options(hand, lead: list[int], order: Order, limit: int) -> list[list[int]]:
    """follow_options of a rainbow: every rainbow as long as the lead's where the hand owes one, else every choice of
    as many cards of the hand (the number of cards is all that binds it then)."""
    if rainbow_duty(hand, lead, order)[0]:
        return every_held_rainbows(hand, len(lead), order, limit)
    items = [(c, hand[c]) for c in range(I.COUNT) if hand[c]]
    return list(itertools.islice(multisets(items, len(lead)), limit))


def _play_supply(play: list[int], order: Order) -> dict[str, int]:
    """What a play of one group offers (supply._supply)."""
    return _supply(play, order, ())
