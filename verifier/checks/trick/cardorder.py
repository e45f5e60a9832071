"""C2xx: the card order, in every trump context the variant can reach (every level of its ladder x each suit and NT).

The order is built from the trump tiers, so it is a strict weak order by construction; what can go wrong is the
input: a rank missing from `ranks`, a permanent trump that no tier places, jokers with no tier, a level that is not
trump, cards of one rank and suit that would be unequal.
"""
from __future__ import annotations

from dataclasses import replace

from ... import model as m
from ...runtime.cards import LEVELS, NO_TRUMP_LEVEL, RANKS, SUITS, Card
from ...compile.trick import card_order_rules
from ...diagnostics import Label, Severity, error
from ...runtime.trick.order import Context, LazyOrder, Order
from ..registry import CheckContext, Finding, Verdict, check


def contexts(variant: m.Variant):
    """(level, trump) for every level of the ladder and every suit, and no-trump."""
    if variant.levels and all(rank in LEVELS for rank in (variant.levels.first, variant.levels.last,
                                                          *variant.levels.ranks)):
        levels = variant.levels.steps  # `levels 5, 10, K`: only those ranks are ever the level
    else:
        levels = RANKS
    return [(level, trump) for level in levels  # at the no-trump level every deal is no-trump
            for trump in ((*SUITS, "NT") if level != NO_TRUMP_LEVEL else ("NT",))]


def _finding(code, verdict, subject, message=None, span=None, **kw):
    if verdict == Verdict.PROVED:
        return Finding(code, verdict, subject)
    diag = error(code, message, span, **kw)
    if verdict == Verdict.UNKNOWN:
        diag = replace(diag, severity=Severity.WARNING)
    return Finding(code, verdict, subject, diag)


@check("C201", "the ranks of a suit are the thirteen ranks, each once", family=m.Family.TRICK_TAKING)
def ranks_complete(variant: m.Variant, ctx: CheckContext):
    if variant.ranks is None:
        yield _finding("C201", Verdict.REFUTED, "ranks", "the variant does not state the ranks of a suit",
                       variant.span, label="no `ranks`", help="add `ranks A K Q J 10 9 8 7 6 5 4 3 2`",
                       variant=variant.id)
        return
    order = variant.ranks.order
    missing = [r for r in RANKS if r not in order]
    twice = sorted({r for r in order if order.count(r) > 1}, key=RANKS.index)
    if missing or twice:
        what = "; ".join(x for x in (f"missing {', '.join(missing)}" if missing else "",
                                     f"twice: {', '.join(twice)}" if twice else "") if x)
        yield _finding("C201", Verdict.REFUTED, "ranks", f"the ranks of a suit are not the thirteen ranks ({what})",
                       variant.ranks.span, label="here", witness={"missing": missing, "repeated": twice},
                       variant=variant.id)
    else:
        yield _finding("C201", Verdict.PROVED, "ranks: thirteen ranks, each once")


@check("C202", "every trump card has a place in the trump order", family=m.Family.TRICK_TAKING)
def trumps_placed(variant: m.Variant, ctx: CheckContext):
    order_rule = variant.trump_order
    if order_rule is None:
        yield _finding("C202", Verdict.REFUTED, "trump order", "the variant does not state the trump order",
                       variant.span, label="no `trump order`", variant=variant.id)
        return
    tiers = order_rule.tiers
    jokers = variant.decks is None or variant.decks.jokers
    for joker in ("BJ", "SJ"):
        has = any(t.cards.value == joker for t in tiers)
        if jokers and not has:
            yield _finding("C202", Verdict.REFUTED, f"{joker} in the trump order",
                           f"the deck has {joker} but the trump order does not place it", order_rule.span,
                           label=f"no `{joker}` here", witness={"card": joker}, variant=variant.id)
    for rank in variant.permanent_trumps.ranks if variant.permanent_trumps else ():
        if not any(t.cards == m.TierCards.RANK and t.rank == rank for t in tiers):
            yield _finding("C203", Verdict.REFUTED, f"permanent trump {rank}",
                           f"{rank} is a permanent trump, but the trump order does not place it",
                           variant.permanent_trumps.span, label="declared permanent here",
                           secondary=(Label(order_rule.span, f"no `{rank}` tier in the trump order"),),
                           witness={"card": f"{rank}S"}, help=f"add `{rank} in trump suit > {rank} in other suits`",
                           variant=variant.id)
    for tier in tiers:
        if tier.cards == m.TierCards.RANK and tier.suit is None and (not variant.permanent_trumps or
                                               tier.rank not in variant.permanent_trumps.ranks):
            yield _finding("C204", Verdict.REFUTED, f"tier {tier.rank}",
                           f"the trump order places {tier.rank}s, which are not declared permanent trumps",
                           tier.span, label="not a permanent trump",
                           help=f"add `permanent trumps {tier.rank}` or remove this tier", variant=variant.id)
    if not any(t.cards == m.TierCards.LEVEL for t in tiers):
        yield _finding("C205", Verdict.REFUTED, "level cards", "the trump order does not place the level cards",
                       order_rule.span, label="no `level` tier", variant=variant.id)
    yield _finding("C202", Verdict.PROVED, "every joker, level card and permanent trump has a tier")


@check("C206", "in every trump context the level cards and the trump suit are trump", family=m.Family.TRICK_TAKING)
def contexts_sound(variant: m.Variant, ctx: CheckContext):
    if variant.trump_order is None or variant.ranks is None:
        return
    reached = contexts(variant)
    found = unsound_context(card_order_rules(variant), tuple(reached))
    if found is None:
        yield _finding("C206", Verdict.PROVED,
                       f"{len(reached)} trump contexts: level cards and the trump suit are trump")
        return
    level, trump, level_cards, cards = found
    where = f"level={level} trump={trump}"
    what, label = (("level cards", "the trump order") if level_cards
                   else ("cards of the trump suit", "no `trump suit` tier"))
    yield _finding("C206", Verdict.REFUTED, where, f"{what} are not trump in {where}", variant.trump_order.span,
                   label=label, witness={"context": where, "cards": cards}, variant=variant.id)


_UNSOUND: dict = {}  # (tiers, ranks, jokers, contexts) -> what unsound_context found


def unsound_context(rules, reached: tuple) -> tuple[str, str, bool, list[str]] | None:
    """The first context, in the order of `reached`, where a level card or a card of the trump suit is not trump:
    (level, trump, whether it is a level card, the cards), or None. It depends only on the cards' strengths, so it
    is found once for the variants of a run whose jokers, ranks, trump tiers and contexts are equal."""
    key = (rules.tiers, rules.ranks, rules.jokers, reached)
    if key not in _UNSOUND:
        if len(_UNSOUND) >= 256:
            _UNSOUND.clear()
        _UNSOUND[key] = _first_unsound(rules, reached)
    return _UNSOUND[key]


def _first_unsound(rules, reached: tuple):
    """What `unsound_context` finds, asking of each card only what decides that it is trump. In the runtime's order
    (runtime/order.py `_strengths`) a card of the deck is trump exactly when a trump tier claims it (`Order._in_tier`,
    the tiers read top to bottom); every other card of a suit is a side card and a joker no tier claims is not in the
    deck's order at all. So the strengths, values and classes that an order builds for all its cards are not needed
    here (tests/checks/test_cardorder.py compares this with the strengths of full orders)."""
    tiers = rules.tiers
    in_deck = set(rules.ranks)  # the deck's suit cards are ranks x suits (a level card of no rank is not in it)
    level_cards = {level: [Card(level, s) for s in SUITS] for level in {level for level, _ in reached}}
    suit_cards = {suit: [Card(r, suit) for r in rules.ranks] for suit in SUITS}
    for level, trump in reached:
        probe = _probe(rules, Context(level, trump))
        claimed = probe._in_tier

        def is_trump(card, claimed=claimed):
            return any(claimed(card, tier) for tier in tiers)

        not_trump = [str(c) for c in level_cards[level] if level in in_deck and not is_trump(c)]
        if not_trump:
            return level, trump, True, not_trump
        if trump != "NT":
            side = [str(card) for card in suit_cards[trump] if not is_trump(card)]
            if side:
                return level, trump, False, side
    return None


def _probe(rules, context: Context) -> Order:
    """An order of the context whose tables are never built: only its `_in_tier` is asked."""
    order = object.__new__(LazyOrder)
    order.rules, order.ctx = rules, context
    return order
