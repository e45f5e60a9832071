"""The play of a trick: who wins it, what a follower must play, whether a throw stands.

Rulings cite the rule they apply (`rules.ref(key)`, a "file:line" of the variant), so that a referee can say why.
Each function has a core on card ids (`*_ids`, used by the engine's deal loop) and a wrapper taking Cards.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import compress
from operator import itemgetter

from ..cards import Card
from . import ids as I
from .bombs import bomb_supply, bomb_winner
from .compounds import compound, compound_winner
from .combos import Part, _count, _longest_chain, lead_kind, parts, structure
from .kept import kept
from .order import MEMO_LIMIT, Order
from .readings import readings
from .rules import Rules, ShapeTerm

T = 0  # the group number of trump (order.GROUPS)
_FIRST = itemgetter(0)


@dataclass(frozen=True)
class Ruling:
    legal: bool
    reason: str = ""
    rule: str = ""  # "spec/…:line"
    forced: tuple[Card, ...] = ()  # for a failed throw: what the leader must play


# Winning a trick ----------------------------------------------------------------------------------------------------

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


def _best_reading(play, order: Order, lead_shape, compare: str, any_shape: bool):
    """(value, parts) of the reading of a play that competes best, or None when no reading matches the lead: the
    greedy reading first, then every other (readings.py), so that a ruff is not lost to one way of reading it."""
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
    best = None
    for reading in options:
        if not any_shape and not _matches(structure(reading), lead_shape):
            continue
        value = _decisive(reading, lead_shape, compare)
        if best is None or value > best[0]:
            best = (value, reading)
    return best


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
    for index in range(1, len(plays)):
        play = plays[index]
        group = g[play[0]]
        if any(g[card] != group for card in play):
            continue  # a mixed play is a discard
        if group != lead_group and group != T:
            continue
        ruff = group == T and lead_group != T
        reading = _best_reading(play, order, lead_shape, rules.ruff_compare if ruff else "lead-shape",
                                ruff and rules.ruff_shape == "any")
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


# Following ----------------------------------------------------------------------------------------------------------

def _supply(card_ids, order: Order, protect, chains: bool = True) -> dict[str, int]:
    """What a set of cards of one group can offer: the longest tractor and triple tractor, the triples and the pairs,
    protected tuples left whole.

    Counted from the cards themselves, not from one reading of them: a triple that the greedy reading puts inside a
    tractor (`AAA KK` reads as the tractor AAKK and an A) is still a triple the hand can play. `triple-pairs` is how
    many of the pairs are taken from triples: a triple and a pair asked for together must be different cards.
    Without `chains` the longest tractors and sequences are not looked for (given as 0): for a ladder that asks for
    none of them (_chains_asked).
    """
    if len(card_ids) <= 2 and pair_or_nothing(order):  # the commonest follows
        return two_card_supply(len(card_ids) == 2 and card_ids[0] == card_ids[1])
    return _supply_counts(_count(card_ids), order, protect, chains)


def _supply_counts(counts: dict[int, int], order: Order, protect, chains: bool = True) -> dict[str, int]:
    """_supply of cards given as their counts by card id (cards held, in the order they are read)."""
    triples = sum(n // 3 for n in counts.values())
    if "triple" in protect:  # a protected triple gives no pair
        pairs = sum((n % 3 if n >= 3 else n) // 2 for n in counts.values())
        triple_pairs = 0
    else:
        pairs = sum(n // 2 for n in counts.values())
        # pairs a triple uses up: one of three cards, two of four (a quad is not a triple and a pair)
        triple_pairs = sum(n // 2 - (n - 3) // 2 for n in counts.values() if n >= 3)
    if order.quad_pairs:  # `quad: two-pairs`: four identical cards give two pairs and no triple
        triples = sum((n % 4) // 3 for n in counts.values())
    elif order.quad_triple:  # `quad: triple-and-single`: four identical cards give a triple, so one pair
        pairs = sum(n // 4 + (n % 4) // 2 for n in counts.values())
    longest = {"tractor": 0, "triple-tractor": 0, "sequence": 0}
    for unit, kind, least, lower in order.chains if chains else ():
        units = [card for card, n in counts.items() if n >= unit]
        if len(units) >= least:
            run = len(_longest_chain(units, order.v, lower))
            longest[kind] = run if run >= least else 0
    have = {"pairs": pairs, "triples": triples, "tractor": longest["tractor"],
            "triple-tractor": longest["triple-tractor"], "triple-pairs": triple_pairs}
    if order.bomb is not None:
        have["bomb"] = bomb_supply(counts, order)
    if order.sequence is not None:
        have["sequence"] = longest["sequence"]
    return have


def pair_or_nothing(order: Order) -> bool:
    """Whether two cards offer a pair or nothing (two_card_supply): no chain of the variant fits in two cards, and it
    has no bombs nor sequences (whose supply is counted too) nor quads."""
    return (order.bomb is None and order.sequence is None and not order.quad_pairs and not order.quad_triple
            and all(unit * least > 2 for unit, _kind, least, _lower in order.chains))


def two_card_supply(pair: bool) -> dict[str, int]:
    """What two cards (or fewer) offer where no chain fits in two cards: a pair, or nothing."""
    return {"pairs": 1 if pair else 0, "triples": 0, "tractor": 0, "triple-tractor": 0, "triple-pairs": 0}


def _needs(shape: tuple[ShapeTerm, ...], lead_parts: list[Part], available: dict[str, int]) -> dict[str, int]:
    """What a shape of the obligation ladder asks for, given the lead and what the hand can offer."""
    lead = structure(lead_parts)
    for p in lead_parts:
        if p.kind == "bomb":  # a bomb led asks for as many pairs (or triples) as its cards make
            lead["pairs"] += p.size // 2
            lead["triples"] += p.size // 3
    need = {"pairs": 0, "triples": 0, "tractor": 0, "triple-tractor": 0}
    for term in shape:
        count = term.count or 1
        if term.unit in ("tractor", "triple-tractor"):
            longest = max((len(p.heads) for p in lead_parts if p.kind == term.unit), default=2)
            need[term.unit] = max(need[term.unit], min(longest, available[term.unit]) or longest)
            need["pairs" if term.unit == "tractor" else "triples"] += need[term.unit] * count
        elif term.unit == "pair":
            need["pairs"] += min(lead["pairs"], available["pairs"]) if term.plural and term.count is None else count
        elif term.unit == "sequence":  # a sequence as long as the lead's longest
            need["sequence"] = max((len(p.heads) for p in lead_parts if p.kind == "sequence"), default=0)
        elif term.unit == "bomb":  # a bomb as long as the lead's (every bomb led is the whole lead)
            need["bomb"] = sum(p.size for p in lead_parts)
        elif term.unit == "triple":
            need["triples"] += min(lead["triples"], available["triples"]) if term.plural and term.count is None \
                else count
    return need


def _meets(have: dict[str, int], need: dict[str, int]) -> bool:
    """Whether what a hand (or a play) offers meets a need; triples and pairs asked for together are different
    cards, so a triple counted among the pairs cannot serve as both."""
    for key in need:  # (a loop, not all() over a generator: this runs at most follows of a pair)
        if have[key] < need[key]:
            return False
    return have["pairs"] >= need["pairs"] + min(need["triples"], have.get("triple-pairs", 0))


def _first_met(rule, lead, lead_parts, in_group, order: Order):
    """(rule, shape, need) for the first shape of the rule's ladder that the cards `in_group` can meet, or None.
    It depends only on the lead and those cards, so it is kept in the order's memo."""
    key = ("need", tuple(lead), tuple(in_group))
    memo = order.memo
    if key in memo:
        return memo[key]
    found = _met(rule, lead_parts, _count(in_group), order)
    if len(memo) > MEMO_LIMIT:
        memo.clear()
    memo[key] = found
    return found


def _met(rule, lead_parts, held: dict[int, int], order: Order):
    """_first_met of the cards held (their counts by card id), not kept (the duty of a hand, which holds it, is kept
    instead: follow_duty)."""
    available = _supply_counts(held, order, order.rules.protect, _chains_asked(rule))
    for shape in rule.ladder:
        need = _needs(shape, lead_parts, available)
        if _meets(available, need):
            return rule, shape, need
    return None


_CHAIN_UNITS = ("tractor", "triple-tractor", "sequence")
_CHAINS_ASKED: dict = {}


def _chains_asked(rule) -> bool:
    """Whether a led rule's ladder asks for a tractor, a triple tractor or a sequence anywhere (else what a hand
    offers is read without its chains: a pair's ladder never asks for one). Kept by identity, with the rule."""
    return kept(_CHAINS_ASKED, id(rule), rule,
                lambda: any(term.unit in _CHAIN_UNITS for shape in rule.ladder for term in shape))


_RULINGS: dict = {}


def _ruling(legal: bool, reason: str, rule: str) -> "Ruling":
    """A Ruling, shared between equal ones (they are frozen): most rulings are a few fixed sentences."""
    key = (legal, reason, rule)
    found = _RULINGS.get(key)
    if found is None:
        if len(_RULINGS) > 4096:
            _RULINGS.clear()
        found = _RULINGS[key] = Ruling(legal, reason, rule)
    return found


def free_single(hand_counts, lead, play, order: Order) -> bool:
    """Whether `play` is a held card of the led group on a single lead that nothing but the suit binds: the
    commonest follow, legal by the first test of follow_ids (the trick loop asks this before the whole ruling)."""
    return len(play) == 1 == len(lead) and order.single_free and hand_counts[play[0]] > 0 and \
        order.g[play[0]] == order.g[lead[0]]


def void_single(hand_counts, lead, play, order: Order) -> bool:
    """Whether `play` is a held card on a single lead from a hand that holds none of the led group, and need not ruff
    with it (no `must-ruff`, a trump led, a trump played, or no trump held): legal by the test of follow_ids for a
    hand that cannot fill the lead from the led group (the random player and the trick loop ask this before the
    whole ruling)."""
    if len(play) != 1 or len(lead) != 1:
        return False
    card = play[0]
    g = order.g
    group = g[lead[0]]
    if hand_counts[card] < 1 or g[card] == group or any(order.take[group](hand_counts)):
        return False
    return order.rules.ruff_when_void != "must-ruff" or group == T or g[card] == T or not any(order.take[T](hand_counts))


def follow_ids(hand_counts, lead, play, order: Order) -> Ruling:
    """Whether `play` (card ids) is a legal reply to `lead` from a hand given as counts by card id (before playing)."""
    g = order.g
    n = len(lead)
    if len(play) == 1:
        card = play[0]
        if hand_counts[card] < 1:
            return _not_held(hand_counts, play, order)
        if n == 1 and order.single_free and g[card] == g[lead[0]]:  # free_single
            # the commonest follow: a card of the led group on a single, which nothing but the suit binds
            return _ruling(True, "no obligation for a single beyond the suit", order.refs.get("follow", ""))
    elif len(play) == 2:
        a, b = play
        if hand_counts[a] < (2 if a == b else 1) or hand_counts[b] < 1:
            return _not_held(hand_counts, play, order)
    else:
        for card in play:  # (plays are short: counting in C beats a dict)
            if play.count(card) > hand_counts[card]:
                return _not_held(hand_counts, play, order)
    if len(play) != n:
        return Ruling(False, f"{n} cards were led; {len(play)} played", order.refs.get("follow", ""))
    rules = order.rules
    group = g[lead[0]]
    counts = order.take[group](hand_counts)  # the hand's counts of the led group's members (one C call)
    held = sum(counts)
    groups = list(map(g.__getitem__, play))  # (counted in C: this runs at every follow)
    played = groups.count(group)
    if rules.follow_suit and played < (held if held < n else n):
        suit = "trump" if group == T else f"the led suit ({I.SUIT_OF[lead[0]]})"
        return _ruling(False, f"must follow {suit}: the hand holds {held} such card(s)", order.refs.get("follow", ""))
    if held < n:
        if rules.ruff_when_void == "must-ruff" and group != T:
            trumps = order.held(hand_counts, T)
            ruffed = groups.count(T)
            if ruffed < min(trumps, n - held):
                return Ruling(False, f"must ruff: void in the led suit, the hand holds {trumps} trump(s)",
                              order.refs.get("ruff", ""))
        return _ruling(True, "the hand cannot fill the lead from the led suit", order.refs.get("follow", ""))
    if n == 1 and order.single_free:
        return _ruling(True, "no obligation for a single beyond the suit", order.refs.get("follow", ""))
    duty = order.memo.get(("follow", tuple(lead), counts))
    if duty is None:
        duty = follow_duty(hand_counts, lead, order)
    if duty.__class__ is Ruling:  # nothing of the ladder binds this hand: every play of the led group is legal
        return duty
    need, legal, illegal, two = duty
    if need is None:  # a need that every play meets
        return legal
    inside = play if played == n else [card for card in play if g[card] == group]
    if two is not None and len(inside) <= 2:  # two cards offer a pair or nothing: decided once for the duty
        return two[0] if len(inside) == 2 and inside[0] == inside[1] else two[1]
    return legal if _meets(_supply(inside, order, ()), need) else illegal


def _not_held(hand_counts, play, order: Order) -> Ruling:
    """The ruling on a play of cards the hand does not hold: the missing cards, named."""
    wanted = _count(play)
    missing = [card for card, n in wanted.items() for _ in range(n - hand_counts[card]) if n > hand_counts[card]]
    return Ruling(False, f"{' '.join(I.NAMES[c] for c in sorted(missing, key=I.CARDS.__getitem__))} not in the "
                  f"hand", order.refs.get("hand", ""))


def follow_duty(hand_counts, lead, order: Order):
    """`_duty` of a hand that can fill the lead from the led group, kept in the order's memo by the lead and the
    hand's counts of the led group: the player who builds a follow (actions.build_follow) reads the need from it, and
    the referee's ruling of the play built (follow_ids) finds it there instead of reading the ladder a second time."""
    group = order.g[lead[0]]
    counts = order.take[group](hand_counts)
    key = ("follow", tuple(lead), counts)
    memo = order.memo
    duty = memo.get(key)
    if duty is None:
        if len(memo) > MEMO_LIMIT:
            memo.clear()
        duty = memo[key] = _duty(lead, group, counts, order)
    return duty


def _duty(lead, group: int, counts: tuple, order: Order):
    """What the obligation ladder asks of a hand (its counts of the led group's members) that can fill the lead from
    the led group (a lead of several cards, or a single where a `led single` rule binds): the ruling itself where
    nothing binds, else (need, the ruling on a play that meets it, on one that does not, and where two cards offer a
    pair or nothing (pair_or_nothing) the rulings on a pair and on any other two cards), with need None where every
    play meets it. It depends only on the lead and the hand's cards of the led group, so follow_ids keeps it in the
    order's memo by those; the rulings are made once for it."""
    follow_ref = order.refs.get("follow", "")
    lead_parts = parts(lead, order)
    kind = lead_parts[0].kind if len(lead_parts) == 1 else \
        lead_kind(lead, lead_parts, order) if order.compounds else "throw"
    rule = order.led.get(kind)
    if rule is None:
        return _ruling(True, f"no obligation for a {kind} beyond the suit", follow_ref)
    found = _met(rule, lead_parts, dict(compress(zip(order.members[group], counts), counts)), order)
    if found is None:
        return _ruling(True, "no obligation of the ladder can be met", rule.ref)
    _rule, shape, need = found
    legal, illegal = _shape_rulings(rule, shape)
    # a need of nothing but zeros, of what a play's supply counts (_supply: a bomb and a sequence only where the
    # variant has them), is met by every play
    if not any(need.values()) and (order.bomb is not None or "bomb" not in need) and \
            (order.sequence is not None or "sequence" not in need):
        return None, legal, illegal, None
    two = None
    if pair_or_nothing(order):
        two = legal if _meets(_PAIR, need) else illegal, legal if _meets(_NO_PAIR, need) else illegal
    return need, legal, illegal, two


_PAIR, _NO_PAIR = two_card_supply(True), two_card_supply(False)  # (read only)
_SHAPE_RULINGS: dict = {}


def _shape_rulings(rule, shape) -> tuple[Ruling, Ruling]:
    """The rulings on a play that meets a shape of a led rule's ladder and on one that does not, made once per shape
    (kept by identity, with the rule and the shape kept alive, as the rules' tables are)."""
    key = (id(rule), id(shape))
    kept = _SHAPE_RULINGS.get(key)
    if kept is None or kept[0] is not rule or kept[1] is not shape:
        if len(_SHAPE_RULINGS) > 4096:
            _SHAPE_RULINGS.clear()
        kept = _SHAPE_RULINGS[key] = (
            rule, shape, Ruling(True, f"plays {describe(shape)}, the first obligation the hand can meet", rule.ref),
            Ruling(False, f"the hand holds {describe(shape)} of the led suit, so it must play it", rule.ref))
    return kept[2], kept[3]


def follow_ruling(hand, lead, play, order: Order, rules: Rules) -> Ruling:
    """Whether `play` is a legal reply to `lead` from `hand` (the hand before playing)."""
    return follow_ids(I.counts(I.ids(hand)), I.ids(lead), I.ids(play), order)


def describe(shape: tuple[ShapeTerm, ...]) -> str:
    words = []
    for term in shape:
        unit = term.unit + ("s" if term.plural and term.unit != "any" else "")
        if term.count:
            words.append(f"{term.count} {unit}")
        else:  # "a pair", but "pairs" (as many as the hand holds) and "any"
            words.append(unit if term.plural or term.unit == "any" else f"a {unit}")
    return " + ".join(words)


_describe = describe


# Throws -------------------------------------------------------------------------------------------------------------

def _beats_part(part: Part, hand_parts: list[Part], hand_counts: dict[int, int], value) -> bool:
    for other in hand_parts:
        if other.unit >= part.unit and len(other.heads) >= len(part.heads) and other.top > part.top:
            if len(part.heads) == 1 or other.kind == part.kind:
                return True
    if part.unit > 1 and len(part.heads) == 1:  # a higher tuple may hide inside a longer component
        for card, n in hand_counts.items():
            if n >= part.unit and value[card] > part.top:
                return True
    return False


def _highest(members: list[int], tables: list[tuple], value: list[int], unit: int):
    """The highest value of which one hand holds `unit` equal cards (`tables`: each hand's counts of a group's
    members, strongest first), or -inf: another hand beats a part of `unit` equal cards by as many equal cards,
    higher, exactly when the part's value is below it. (A hand's first member held `unit` times is its highest,
    found in C.)"""
    best = _NOTHING
    for counts in tables:
        first = next(compress(members, counts if unit == 1 else map(unit.__le__, counts)), None)
        if first is not None and value[first] > best:
            best = value[first]
    return best


_NOTHING = float("-inf")


def throw_ids(throw, others, order: Order) -> tuple[bool, str, list[int]]:
    """Judge a throw (card ids) against the other hands, each given as counts by card id.

    Returns (stands, reason, forced ids); only the other hands' cards of the thrown group are looked at.
    """
    rules = order.rules
    g, v = order.g, order.v
    group = g[throw[0]]
    if any(g[card] != group for card in throw):
        return False, "a throw is of one suit (or of trumps only)", []
    found = parts(throw, order)
    if rules.throw_judge == "highest-card":  # the throw stands or falls with its highest card, as a single
        best = max(found, key=lambda p: p.top)
        judged = [Part("single", 1, best.heads[:1], best.top)]
    elif rules.throw_judge == "longest-component":
        judged = [found[0]]
    else:
        judged = found
    if order.bomb is None and all(len(p.heads) == 1 for p in judged):
        # singles and tuples only: each is beaten by as many equal cards, higher, in another hand (alone or inside a
        # longer component: _beats_part), read from the hands' counts without reading the hands into parts
        members, take = order.members[group], order.take[group]
        tables = [take(hand) for hand in others]
        highest = {}  # by unit: the highest value of which another hand holds as many equal cards
        for p in judged:
            if p.unit not in highest:
                highest[p.unit] = _highest(members, tables, v, p.unit)
        beaten = [p for p in judged if highest[p.unit] > p.top]
    else:
        views = []
        for hand in others:
            cards = order.group_cards(hand, group)
            if cards:
                views.append((parts(cards, order), _count(cards)))
        beaten = [p for p in judged if any(_beats_part(p, hp, hc, v) for hp, hc in views)]
    if not beaten:
        return True, "no other hand beats any part of the throw", []
    if rules.throw_failure == "smallest-card":
        forced = [min(throw, key=lambda c: v[c])]
    elif rules.throw_failure == "smallest-unit-beaten":  # singles first, then pairs…; of one size the lowest
        forced = min(beaten, key=lambda p: (p.unit * len(p.heads), p.top)).ids
    else:
        forced = min(beaten, key=lambda p: (p.top, p.unit * len(p.heads))).ids
    shown = min(beaten, key=lambda p: p.top)
    return False, f"another hand beats {' '.join(I.NAMES[c] for c in shown.ids)}", forced


def throw_ruling(throw, others, order: Order, rules: Rules) -> Ruling:
    """Whether a throw stands against the other hands; when it fails, `.forced` is what the leader must play."""
    stands, reason, forced = throw_ids(I.ids(throw), [I.counts(I.ids(hand)) for hand in others], order)
    ref = order.refs.get("throw", "")
    if stands:
        return Ruling(True, reason, ref)
    return Ruling(False, reason, ref, I.to_cards(forced) if forced else ())
