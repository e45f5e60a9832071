"""Who wins a trick: the play that beats the lead, by the order of the trump context.

Singles and plain pairs are decided by their cards' values; other leads by reading every play into parts (combos.py)
and comparing the lead's leading kind, or for a ruff what `ruff-compare` says; a bomb, a sequence and a triple with a
single or a pair by their own rules (bombs.py, compounds.py). Each function has a core on card ids (`*_ids`, used by
the engine's deal loop) and a wrapper taking Cards.
"""
from __future__ import annotations

from .. import ids as I
from ..bombs import bomb_winner
from ..combos import _count, parts, structure
from ..compounds import compound, compound_winner
from ..order import Order, T
from ..part import Part
from ..rainbows import rank_of as rainbow_rank, winner as rainbow_winner
from ..readings import readings
from ..rules import Rules
from .supply import _supply


_SHAPE_KEYS = (("triple-tractor", "triple-tractors", 3, True), ("tractor", "tractors", 2, True),
               ("triple", "triples", 3, False), ("pair", "pairs", 2, False))


class _EveryComponent(tuple):
    """Component strengths, longest first, compared so that one beats another only if every component is higher
    (rbtying/shengji's ThrowEvaluationPolicy::All): equal or mixed is no win."""

    def __gt__(self, other):
        if not isinstance(other, tuple):
            return all(value > other for value in self)
        return len(self) == len(other) and all(a > b for a, b in zip(self, other))


def _by_length(found: list[Part]) -> list[int]:
    """The tops of a reading's components, the longest component first, then the higher."""
    return [p.top for p in sorted(found, key=lambda p: (-p.size, -p.unit, -p.top))]


def _decisive(found: list[Part], lead_shape: dict[str, int], compare: str):
    """The strength a play competes with: its strongest component of the lead's leading kind; for a ruff compared
    by every component or by the trick unit's length, the strengths of all its components, longest first."""
    if compare == "every-component":
        return _EveryComponent(_by_length(found))
    if compare == "trick-unit-length":  # rbtying's TrickUnitLength: the longest units decide, then the next
        return tuple(_by_length(found))
    if compare == "lead-shape":
        for kind, key, unit, chains in _SHAPE_KEYS:
            if lead_shape[key]:
                return max((p.top for p in found if p.unit == unit and (not chains or p.kind == kind)), default=-1)
    return max((p.top for p in found), default=-1)


def _matches(shape: dict[str, int], lead_shape: dict[str, int]) -> bool:
    for key in lead_shape:  # (a loop, not all() over a generator: this runs at every play of a pair trick)
        if shape[key] < lead_shape[key]:
            return False
    return True


def winner_ids(plays, order: Order) -> int:
    """Index (0 for the lead) of the play that wins a trick; plays are lists of card ids in turn order."""
    lead = plays[0]
    if len(lead) == 1:
        return _single_winner(plays, order)
    if len(lead) == 2 and lead[0] == lead[1] and _plain_pairs(order):
        return _pair_winner(plays, order)
    return winner_reading_ids(plays, order)[0]


def _plain_pairs(order: Order) -> bool:
    """Whether a trick led by a pair is won as `_pair_winner` says: two identical cards read as a pair, no bombs, and
    a ruff must match the lead's shape (with `ruff-shape: any` any two trumps may win it)."""
    return order.bomb is None and order.rules.ruff_shape != "any" and (2, "pair") in order.tuples


def _pair_winner(plays, order: Order) -> int:
    """Of a pair led: the highest pair of the led group, or the first pair of trumps and then the highest; a play
    that is no pair cannot win it (as winner_reading_ids finds, without reading the plays into parts)."""
    g, v = order.g, order.v
    card = plays[0][0]
    winner, best_group, best = 0, g[card], v[card]
    for index in range(1, len(plays)):
        play = plays[index]
        if len(play) != 2:  # (not a follow the referee admits: the plays are read into parts)
            return winner_reading_ids(plays, order)[0]
        first, second = play
        if first != second:
            continue
        group = g[first]
        if group == best_group:
            if v[first] > best:
                winner, best = index, v[first]
        elif group == T:  # (the best is then of the led side suit: a ruff wins it)
            winner, best_group, best = index, T, v[first]
    return winner


def _single_winner(plays, order: Order) -> int:
    """Of single cards: the highest of the led group, or the highest trump (the first played of equals), by the
    order's scores of singles in a trick led in that group."""
    score = order.single_score[order.g[plays[0][0]]]
    scores = [score[play[0]] for play in plays]
    return scores.index(max(scores))  # (index gives the first played of equals)


def _best_reading(play, order: Order, lead_shape, compare: str, any_shape: bool, standing=None, lead_format=None):
    """(value, parts) of the reading of a play that competes best, or None when no reading matches the lead: the
    greedy reading first, then every other (readings.py), so that a ruff is not lost to one way of reading it.

    Compared by every component or by the trick unit's length, a play is read in the lead's format (its components
    of the lead's sizes, rbtying/shengji's TrickFormat::matches) and each such reading is tried against the play that
    stands (`standing`, its value): of the readings that beat it, the strongest by its components in turn is the one
    that counts (a partial order cannot rank the readings against each other)."""
    found = parts(play, order)
    if compare in ("lead-shape", "highest-card") and (any_shape or _matches(structure(found), lead_shape)):
        # the greedy reading takes the longest and strongest units first: when it matches, no other reading
        # competes better by the leading kind or the highest card (and tricks stay fast)
        return _decisive(found, lead_shape, compare), found
    if not any_shape and not _could_match(play, order, lead_shape):
        return None  # no reading holds the lead's pairs, triples and tractors: no need to list them
    options = [found]
    if len(play) > 2 and len(set(play)) < len(play):
        options += readings(_count(play), order)
    if compare in _BY_COMPONENTS:
        return _best_by_components(options, lead_shape, compare, any_shape, standing, lead_format)
    best = None
    for reading in options:
        if not any_shape and not _matches(structure(reading), lead_shape):
            continue
        value = _decisive(reading, lead_shape, compare)
        if best is None or value > best[0]:
            best = (value, reading)
    return best


_BY_COMPONENTS = ("every-component", "trick-unit-length")


def _format(found: list[Part]) -> tuple:
    """The sizes of a reading's components (cards per unit, units), which a play read in the lead's format shares."""
    return tuple(sorted((p.unit, len(p.heads)) for p in found))


def _best_by_components(options, lead_shape, compare: str, any_shape: bool, standing, lead_format):
    """_best_reading by every component or the trick unit's length: the readings in the lead's format, those that
    beat the standing play where one stands in the same group, the strongest of them component by component."""
    found = []
    for reading in options:
        if any_shape or _format(reading) == lead_format:
            found.append((_decisive(reading, lead_shape, compare), reading))
    if not found:
        return None
    if standing is not None:
        found = [option for option in found if option[0] > standing] or found
    return max(found, key=lambda option: tuple(option[0]))


def _could_match(play, order: Order, lead_shape) -> bool:
    """A necessary condition for some reading of the play to match the lead: enough pairs, triples and a tractor
    (or triple tractor) at all, counted from the cards (as a follower's supply is)."""
    have = _supply(play, order, ())
    if have["pairs"] < lead_shape["pairs"] or have["triples"] < lead_shape["triples"]:
        return False
    if lead_shape["tractors"] and not have["tractor"]:
        return False
    return not (lead_shape["triple-tractors"] and not have["triple-tractor"])


def winner_reading_ids(plays, order: Order) -> tuple[int, list[Part]]:
    """The winning play's index and the reading of it that won (its parts)."""
    g, v = order.g, order.v
    lead = plays[0]
    lead_group = g[lead[0]]
    if len(lead) == 1:  # singles: the highest card of the led group, or the highest trump
        winner = _single_winner(plays, order)
        card = plays[winner][0]
        return winner, [Part("single", 1, (card,), v[card])]
    rules = order.rules
    if order.rainbow is not None and rainbow_rank(lead, order) is not None:
        return rainbow_winner(plays, order)
    if order.bomb is not None:
        decided = bomb_winner(plays, order)
        if decided is not None:
            return decided
    lead_parts = parts(lead, order)
    if order.sequence is not None and len(lead_parts) == 1 and lead_parts[0].kind == "sequence":
        return _sequence_winner(plays, order, lead_parts[0])
    if order.compounds and len(lead_parts) > 1:
        made = compound(lead, order)
        if made is not None:
            return compound_winner(plays, order, *made)
    lead_shape = structure(lead_parts)
    winner, best_group, best = 0, lead_group, _decisive(lead_parts, lead_shape, "lead-shape")
    won = lead_parts
    lead_format = _format(lead_parts) if rules.ruff_compare in _BY_COMPONENTS else None
    for index in range(1, len(plays)):
        play = plays[index]
        group = g[play[0]]
        if any(g[card] != group for card in play):
            continue  # a mixed play is a discard
        if group != lead_group and group != T:
            continue
        ruff = group == T and lead_group != T
        reading = _best_reading(play, order, lead_shape, rules.ruff_compare if ruff else "lead-shape",
                                ruff and rules.ruff_shape == "any", best if best_group == T else None, lead_format)
        if reading is None:
            continue  # without the lead's pairs and tractors it cannot win (a ruff so played is a discard)
        value, found = reading
        if (group == T and best_group != T) or (group == best_group and value > best):
            winner, best_group, best, won = index, group, value, found  # equal plays: the first played stays
    return winner, won


def _sequence_winner(plays, order: Order, lead: Part) -> tuple[int, list[Part]]:
    """A sequence led is beaten only by a sequence as long: a higher one of the led suit, or one of trumps (a ruff);
    of trump sequences the higher. Any other play cannot win it."""
    g = order.g
    lead_group = g[lead.heads[0]]
    winner, best_group, best, won = 0, lead_group, lead.top, [lead]
    for index in range(1, len(plays)):
        play = plays[index]
        group = g[play[0]]
        if group != lead_group and group != T:
            continue
        found = parts(play, order)
        if len(found) != 1 or found[0].kind != "sequence" or any(g[card] != group for card in play):
            continue
        value = found[0].top
        if (group == T and best_group != T) or (group == best_group and value > best):
            winner, best_group, best, won = index, group, value, found
    return winner, won


def trick_winner(plays, order: Order, rules: Rules) -> int:
    """Index (0 for the lead) of the play that wins a trick, plays in turn order."""
    return winner_ids([I.ids(play) for play in plays], order)
