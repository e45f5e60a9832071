"""Bombs (炸弹): four or more identical cards, with four decks or more (`bomb { min-size: 4 }`).

A whole play of identical cards, at least `min-size` of them, is a bomb. Every play of a trick has the lead's number
of cards, so the bombs that meet in one trick are equally long: a trump bomb beats a side suit's bomb, and of two
bombs of one kind the higher card wins (equal ones: the first played). With `beats: any` a bomb beats every play of
the trick that is not a higher bomb, whatever the lead; with `beats: bombs` it is a unit like a pair, which beats
only a lower bomb led. A player void in the led suit bombs with trumps (a ruff); with `void: any-suit` also with a
bomb of another side suit. Tricks without a bomb are judged as before (runtime/play.py), and variants without bombs
never come here (`order.bomb` is None).
"""
from __future__ import annotations

from .combos import Part

T = 0  # the group number of trump


def bomb_card(play, order) -> int | None:
    """The card of a play that is one bomb (card ids), else None."""
    if len(play) < order.bomb.size:
        return None
    first = play[0]
    for card in play:
        if card != first:
            return None
    return first


def bomb_winner(plays, order) -> tuple[int, list[Part]] | None:
    """(index, reading) of the bomb that wins the trick, or None when no bomb decides it (no bomb was played, or
    `beats: bombs` and the lead is no bomb)."""
    bomb = order.bomb
    if len(plays[0]) < bomb.size:
        return None
    g, v = order.g, order.v
    lead = bomb_card(plays[0], order)
    if lead is None and bomb.beats == "bombs":
        return None
    lead_group = g[plays[0][0]]
    best = None
    for index, play in enumerate(plays):
        card = bomb_card(play, order)
        if card is None:
            continue
        group = g[card]
        if index and group != lead_group and group != T and bomb.void != "any-suit":
            continue  # a side suit's bomb from a void player is a discard
        key = (group == T, v[card])
        if best is None or key > best[0]:
            best = (key, index, card)
    if best is None:
        return None
    _key, index, card = best
    return index, [Part("bomb", len(plays[index]), (card,), v[card])]


def bomb_supply(counts: dict[int, int], order) -> int:
    """The longest bomb some cards hold (0: none)."""
    longest = max(counts.values(), default=0)
    return longest if longest >= order.bomb.size else 0
