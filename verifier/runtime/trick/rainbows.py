"""Rainbows (rbtying/shengji's rainbow tricks): cards of one rank spanning four groups of the card order.

A rainbow is at least `size` cards of one rank (no joker), in at least four groups of the trump context, the trumps
counting as one: with hearts trump, `7H 7S 7C 7D 7D` spans the trumps (7H) and three side suits. The level rank,
every card of which is a trump, makes none. It is the one lead of several groups. A follower's duty is its
`rainbow led:` rule (`rainbow > any`: a rainbow of as many cards where the hand holds one, else any cards; without
the rule only the number of cards binds); of the rainbows of a trick the highest rank wins (the variant's rank
order, A high), of equal ranks the first played. Variants without rainbows never come here (`order.rainbow` is
None).
"""
from __future__ import annotations

from itertools import combinations

from . import ids as I
from .part import Part

GROUPS_SPANNED = 4  # the trumps and three side suits, or the four side suits at no-trump


def rank_of(play, order) -> str | None:
    """The rank of a rainbow, or None when the play is no rainbow of the variant."""
    if order.rainbow is None or len(play) < max(order.rainbow, GROUPS_SPANNED):
        return None
    rank = I.RANK_OF[play[0]]
    if rank in ("SJ", "BJ"):
        return None
    g = order.g
    groups = set()
    for card in play:
        if I.RANK_OF[card] != rank:
            return None
        groups.add(g[card])
    return rank if len(groups) >= GROUPS_SPANNED else None


def strength(rank: str, order) -> int:
    """A rainbow's rank as a number, higher for a higher rank of the variant's rank order (`ranks`, high to low)."""
    ranks = order.rules.ranks
    return len(ranks) - ranks.index(rank) if rank in ranks else -1


def _by_rank(hand, order) -> dict[str, list[int]]:
    """The hand's cards by rank (jokers left out), each rank's cards in id order, a card once per copy held."""
    found: dict[str, list[int]] = {}
    for card in range(I.COUNT):
        count = hand[card]
        if count and order.g[card] >= 0:
            rank = I.RANK_OF[card]
            if rank not in ("SJ", "BJ"):
                found.setdefault(rank, []).extend([card] * count)
    return found


def _spans(cards, order) -> bool:
    g = order.g
    return len({g[card] for card in cards}) >= GROUPS_SPANNED


def _made(cards: list[int], size: int, order) -> list[int] | None:
    """A rainbow of exactly `size` of these cards of one rank (one of each group first, then in id order), or
    None when they make none."""
    if len(cards) < size or not _spans(cards, order):
        return None
    g = order.g
    first: dict[int, int] = {}
    for card in cards:
        first.setdefault(g[card], card)
    chosen = list(first.values())
    rest = list(cards)
    for card in chosen:
        rest.remove(card)
    return sorted(chosen + rest[:size - len(chosen)]) if size >= len(chosen) else None


def leads(hand, order) -> list[list[int]]:
    """The rainbows a hand may lead: of each rank that makes one, the fewest cards it may lead and all it holds."""
    size = max(order.rainbow, GROUPS_SPANNED)
    options: list[list[int]] = []
    for cards in _by_rank(hand, order).values():
        made = _made(cards, size, order)
        if made is not None:
            options.append(made)
            if len(cards) > size:
                options.append(sorted(cards))
    return options


def held(hand, size: int, order) -> list[list[int]]:
    """A rainbow of `size` cards of each rank of the hand that makes one (the lowest rank first)."""
    found = []
    for rank, cards in _by_rank(hand, order).items():
        made = _made(cards, size, order)
        if made is not None:
            found.append((strength(rank, order), made))
    return [made for _, made in sorted(found)]


def every_held(hand, size: int, order, limit: int) -> list[list[int]]:
    """Every rainbow of `size` cards the hand holds (each multiset once, at most `limit`), the lowest rank first."""
    found: list[list[int]] = []
    ranks = sorted(_by_rank(hand, order).items(), key=lambda item: strength(item[0], order))
    for _rank, cards in ranks:
        if len(cards) < size or not _spans(cards, order):
            continue
        seen = set()
        for play in combinations(cards, size):
            if play not in seen and _spans(play, order):
                seen.add(play)
                found.append(list(play))
                if len(found) >= limit:
                    return found
    return found


def winner(plays, order) -> tuple[int, list[Part]]:
    """(index, reading) of the play that wins a trick led by a rainbow: the highest rainbow as long, the first played
    of equal ranks; any other play cannot win it."""
    best, won = -1, 0
    for index, play in enumerate(plays):
        rank = rank_of(play, order)
        if rank is None or len(play) != len(plays[0]):
            continue
        value = strength(rank, order)
        if value > best:
            best, won = value, index
    cards = tuple(sorted(plays[won], key=lambda c: -order.v[c]))
    return won, [Part("rainbow", len(cards), (cards[0],), best, cards)]
