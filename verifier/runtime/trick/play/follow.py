"""What a follower must play: the ruling on a reply to a lead, from the hand that plays it.

The suit first (`follow-suit`, and `must-ruff` for a hand void in it), then the obligation ladder of the led
combination (`led ...`): the first shape the hand can meet (supply.py) is its duty, kept in the order's memo by the
lead and the hand's cards of the led group. Rulings are shared between equal ones. The core works on card ids
(`follow_ids`, used by the engine's deal loop); `follow_ruling` takes Cards.
"""
from __future__ import annotations

from itertools import compress

from .. import ids as I
from ..combos import _count, lead_kind, parts
from ..order import MEMO_LIMIT, Order, T
from ..rainbows import held as held_rainbows, rank_of as rainbow_rank
from ..rules import Rules, ShapeTerm
from .ruling import Ruling
from .supply import _meets, _met, _supply, pair_or_nothing, two_card_supply


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
    if order.rainbow is not None and rainbow_rank(lead, order) is not None:  # a lead of several groups
        return rainbow_follow(hand_counts, lead, play, order)
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


def rainbow_duty(hand_counts, lead, order: Order) -> tuple[bool, str, str]:
    """What a hand owes to a rainbow led (no suit binds it): (whether it owes a rainbow as long as the lead's, the
    words of the shape it meets, the rule), from the first shape of the `rainbow led:` rule the hand can meet
    (`rainbow`; `any`); without the rule only the number of cards binds."""
    rule = order.led.get("rainbow")
    if rule is None:
        return False, "", order.refs.get("rainbow", "")
    for shape in rule.ladder:
        if all(term.unit == "any" for term in shape):
            return False, "any", rule.ref
        if any(term.unit == "rainbow" for term in shape) and held_rainbows(hand_counts, len(lead), order):
            return True, "a rainbow", rule.ref
    return False, "", rule.ref


def rainbow_follow(hand_counts, lead, play, order: Order) -> Ruling:
    """The ruling on a follow of a rainbow (its cards held, as many as led): the hand's duty (rainbow_duty)."""
    owed, words, ref = rainbow_duty(hand_counts, lead, order)
    if owed and rainbow_rank(play, order) is None:
        return _ruling(False, "the hand holds a rainbow as long as the lead's, so it must play it", ref)
    if words:
        return _ruling(True, f"plays {words}, the first obligation the hand can meet", ref)
    return _ruling(True, "no obligation for a rainbow beyond the number of cards", ref)


def _not_held(hand_counts, play, order: Order) -> Ruling:
    """The ruling on a play of cards the hand does not hold: the missing cards, named."""
    wanted = _count(play)
    missing = [card for card, n in wanted.items() for _ in range(n - hand_counts[card]) if n > hand_counts[card]]
    return Ruling(False, f"{' '.join(I.NAMES[c] for c in sorted(missing, key=I.CARDS.__getitem__))} not in the "
                  f"hand", order.refs.get("hand", ""))


def follow_duty(hand_counts, lead, order: Order):
    """`_duty` of a hand that can fill the lead from the led group, kept in the order's memo by the lead and the
    hand's counts of the led group: the player who builds a follow (actions/follows.py: build_follow) reads the need
    from it, and the referee's ruling of the play built (follow_ids) finds it there instead of reading the ladder a
    second time."""
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
