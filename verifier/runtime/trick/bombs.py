"""Bombs (炸弹): four or more identical cards, with four decks or more (`bomb { min-size: 4 }`), or four or more cards
of one rank in any suits of one group (`cards: same-rank`, 四个一样的（不分颜色）), and with `jokers: pairs` a pair of
big jokers with a pair of small jokers (大鬼一对小鬼一对).

A whole play that is one bomb is a bomb. Every play of a trick has the lead's number of cards, so the bombs that meet
in one trick are equally long: a trump bomb beats a side suit's bomb, and of two bombs of one kind the higher wins
(equal ones: the first played). A bomb of one rank is as strong as its weakest card (its rank; in the trumps a level
card of another suit is weaker than the trump suit's). With `beats: any` a bomb beats every play of the trick that is
not a higher bomb, whatever the lead; with `beats: bombs` it is a unit like a pair, which beats only a lower bomb led.
A player void in the led suit bombs with trumps (a ruff); with `void: any-suit` also with a bomb of another side
suit. Tricks without a bomb are judged as before (play/winner.py), and variants without bombs never come here
(`order.bomb` is None).
"""
from __future__ import annotations

from . import ids as I
from .order import T
from .part import Part

JOKER_RANKS = ("BJ", "SJ")


def _part(cards, order, top):
    return Part("bomb", len(cards), (cards[0],), top, tuple(cards))


def take_bombs(counts: dict[int, int], order) -> list:
    """The bombs among counted card ids, taken out of `counts` (as parts, strongest card first)."""
    bomb, v = order.bomb, order.v
    found = []
    if bomb.cards == "identical":
        for card, n in counts.items():
            if n >= bomb.size:
                found.append(_part([card] * n, order, v[card]))
                counts[card] = 0
        return found
    g, rank_of = order.g, I.RANK_OF
    by_rank: dict[tuple[int, str], list[int]] = {}
    for card, n in counts.items():
        if n:
            by_rank.setdefault((g[card], rank_of[card]), []).append(card)
    if bomb.jokers == "pairs":
        big = [c for c, n in counts.items() if n == 2 and rank_of[c] == "BJ"]
        small = [c for c, n in counts.items() if n == 2 and rank_of[c] == "SJ"]
        if big and small and g[big[0]] == g[small[0]] and by_rank.get((g[big[0]], "BJ")) == big and \
                by_rank.get((g[small[0]], "SJ")) == small:
            cards = [big[0]] * 2 + [small[0]] * 2
            found.append(_part(cards, order, min(v[c] for c in cards)))
            counts[big[0]] = counts[small[0]] = 0
    for (_group, rank), cards in by_rank.items():
        total = sum(counts[c] for c in cards)
        if total >= bomb.size:
            ids = [c for c in sorted(cards, key=lambda c: -v[c]) for _ in range(counts[c])]
            found.append(_part(ids, order, min(v[c] for c in ids)))
            for c in cards:
                counts[c] = 0
    return found


def bomb_value(play, order) -> int | None:
    """The strength of a play that is one bomb (card ids), else None."""
    bomb = order.bomb
    if len(play) < bomb.size:
        return None
    first = play[0]
    if bomb.cards == "identical":
        for card in play:
            if card != first:
                return None
        return order.v[first]
    g, v, rank_of = order.g, order.v, I.RANK_OF
    group = g[first]
    if any(g[card] != group for card in play):
        return None
    ranks = {rank_of[card] for card in play}
    if len(ranks) == 1:
        return min(v[card] for card in play)
    if bomb.jokers == "pairs" and len(play) == 4 and ranks == set(JOKER_RANKS) and \
            sum(1 for card in play if rank_of[card] == "BJ") == 2:
        return min(v[card] for card in play)
    return None


def bomb_winner(plays, order) -> tuple[int, list] | None:
    """(index, reading) of the bomb that wins the trick, or None when no bomb decides it (no bomb was played, or
    `beats: bombs` and the lead is no bomb)."""
    bomb = order.bomb
    if len(plays[0]) < bomb.size:
        return None
    g = order.g
    if bomb.beats == "bombs" and bomb_value(plays[0], order) is None:
        return None
    lead_group = g[plays[0][0]]
    best = None
    for index, play in enumerate(plays):
        value = bomb_value(play, order)
        if value is None:
            continue
        group = g[play[0]]
        if index and group != lead_group and group != T and bomb.void != "any-suit":
            continue  # a side suit's bomb from a void player is a discard
        key = (group == T, value)
        if best is None or key > best[0]:
            best = (key, index, value)
    if best is None:
        return None
    _key, index, value = best
    cards = sorted(plays[index], key=lambda c: -order.v[c])
    return index, [_part(cards, order, value)]


def bomb_supply(counts: dict[int, int], order) -> int:
    """The longest bomb some cards of one group hold (0: none)."""
    bomb = order.bomb
    if bomb.cards == "identical":
        longest = max(counts.values(), default=0)
    else:
        by_rank: dict[str, int] = {}
        for card, n in counts.items():
            by_rank[I.RANK_OF[card]] = by_rank.get(I.RANK_OF[card], 0) + n
        longest = max(by_rank.values(), default=0)
        if bomb.jokers == "pairs" and by_rank.get("BJ", 0) >= 2 and by_rank.get("SJ", 0) >= 2:
            longest = max(longest, 4)
    return longest if longest >= bomb.size else 0


def bomb_leads(cards: list[int], order) -> list[list[int]]:
    """The bombs of one rank a group's cards (strongest first) can lead: every card of the rank (identical bombs are
    tuples, listed with them)."""
    bomb = order.bomb
    if bomb.cards == "identical":
        return []
    by_rank: dict[str, list[int]] = {}
    for card in cards:
        by_rank.setdefault(I.RANK_OF[card], []).append(card)
    leads = [same for same in by_rank.values() if len(same) >= bomb.size]
    big, small = by_rank.get("BJ", []), by_rank.get("SJ", [])
    if bomb.jokers == "pairs" and len(big) >= 2 and len(small) >= 2:
        leads.append(big[:2] + small[:2])
    return leads
