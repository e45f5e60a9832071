"""C111: the deal of a climbing variant adds up.

Climbing games deal the whole deck: decks × (54, or 52 without jokers) − removed = players × hand + kitty (Dou Dizhu's
three cards; none in Gouji or Baohuang) + left over. Cards left over (216 cards to five players leave one) are only
allowed where the variant says what becomes of them, and then fewer than the players (or every player would hold one
more). An unstated hand is the deck divided equally. Z3 solves it over integers as `checks/deal.py` does: each stated
value is a named clause, so an unsat core names the lines that disagree.
"""
from __future__ import annotations

from dataclasses import dataclass

import z3

from ...model import Family, Variant
from ..registry import check
from ..deal import deck_text, cards_in_play
from ..solver import Undecided, ask, labels, memo, proved, refuted, undecided


def leftover_rule(variant: Variant):
    """The rule that says what becomes of the cards that do not divide among the players, or None when the variant
    is silent (then they must divide)."""
    deal = getattr(variant, "deal", None)  # the climbing model's `deal` block, where the language has one
    return deal if deal is not None and getattr(deal, "leftover", None) not in (None, "none") else None


@dataclass
class ClimbingDeal:
    players: int
    cards: int
    kitty: int
    error: Undecided | None = None
    adds_up: bool = False
    core: frozenset[str] = frozenset()
    hand: int | None = None  # the hand that adds up, or the equal share that does not
    left_over: int = 0


def _analyse(variant: Variant, ctx) -> list[ClimbingDeal]:
    cards = cards_in_play(variant)
    if cards is None or variant.players is None:
        return []
    kitty = variant.kitty.size if variant.kitty else 0
    hand, left, players = z3.Int("climb.hand"), z3.Int("climb.left"), z3.Int("climb.players")
    dealt = [players * hand + kitty + left == cards, hand >= 1, left >= 0]
    cases = []
    for count in range(variant.players.least, variant.players.most + 1):
        case = ClimbingDeal(count, cards, kitty)
        tracked = [("players", players == count)]
        if variant.hand is not None:
            tracked.append(("hand", hand == variant.hand.size))
        # Silent on leftovers: every card is dealt. Otherwise fewer left over than the players.
        tracked.append(("leftover", left == 0 if leftover_rule(variant) is None else left < players))
        try:
            answer = ask(ctx, dealt, tracked)
            case.adds_up, case.core = answer.sat, answer.core
            if answer.sat:
                case.hand, case.left_over = answer.value(hand), answer.value(left)
            else:
                share = variant.hand.size if variant.hand else (cards - kitty) // count
                case.hand, case.left_over = share, cards - kitty - count * share
        except Undecided as exc:
            case.error = exc
        cases.append(case)
    return cases


def climbing_deals(variant: Variant, ctx) -> list[ClimbingDeal]:
    return memo("climbing-deal", variant, lambda v: _analyse(v, ctx), ctx)


@check("C111", "the climbing deal adds up: decks × cards − removed = players × hand (+ kitty), what is left over "
       "stated", family=Family.CLIMBING)
def climbing_deal_adds_up(variant: Variant, ctx):
    missing = [name for name in ("players", "decks") if getattr(variant, name) is None]
    if missing:  # the engine would deal its own numbers (another game's: runtime/climbing/rules.py), not the variant's
        names = " and ".join(f"`{name}`" for name in missing)
        yield refuted("C111", "the climbing deal states its players and decks", f"the variant does not state its "
                      f"{names}: the deal cannot be made from its rules", variant.span, variant,
                      label=f"no {names}", witness={"missing": missing}, help=f"state {names}")
        return
    for case in climbing_deals(variant, ctx):
        subject = f"deal for {case.players} players"
        span = (variant.hand or variant.decks or variant).span
        if case.error:
            yield undecided("C111", subject, case.error, span, variant)
            continue
        kitty = f" + {case.kitty}" if case.kitty else ""
        if case.adds_up:
            left = f" + {case.left_over} left over" if case.left_over else ""
            yield proved("C111", f"{subject}: {case.cards} cards = {case.players} × {case.hand}{kitty}{left}")
            continue
        yield _refutation(variant, case, kitty)


_DEAL_RULES = frozenset({"deal", "hand", "decks", "players", "kitty"})  # the rules a climbing deal is made of


def _refutation(variant: Variant, case: ClimbingDeal, kitty: str):
    hand, rule = variant.hand, leftover_rule(variant)
    deck = f"{deck_text(variant)} make {case.cards} cards"
    witness = {"players": case.players, "cards_in_play": case.cards, "hand": case.hand,
               "dealt": case.players * case.hand + case.kitty, "left_over": case.left_over}
    if case.left_over < 0:
        message = (f"the hands need more cards than the deck has for {case.players} players: {deck}, but "
                   f"{case.players} × {case.hand}{kitty} = {case.players * case.hand + case.kitty}")
        fix = "change the hand (or the decks) so that the hands take every card"
    elif rule is None:
        message = (f"the cards do not divide among {case.players} players: {deck}, {case.players} × {case.hand}"
                   f"{kitty} = {case.players * case.hand + case.kitty}, and {case.left_over} left over that the "
                   "variant does not place")
        fix = ("say what becomes of the cards left over (set aside, dealt on to the first receivers, …) with a cited "
               "`decision`, or change the decks or the players")
    else:
        message = (f"{case.left_over} cards left over for {case.players} players: {deck}, {case.players} × "
                   f"{case.hand}{kitty} = {case.players * case.hand + case.kitty}; with as many left over as there "
                   "are players, every hand could hold one more")
        fix = "raise the hand so that fewer cards are left over than there are players"
    primary = hand if hand is not None and "hand" in case.core else variant.decks
    # The variant's own removal of what the deal is made of: the line of the change, often a child's whose parent's
    # lines the others are (an override shows itself: it is the rule named).
    changed = [(c.span, f"`{c.key}` removed here") for c in variant.changes
               if c.key in _DEAL_RULES and c.action == "removed"]
    secondary = labels(
        *changed,
        (variant.decks.span if primary is not variant.decks else None, f"{deck_text(variant)}: {case.cards} cards"),
        (variant.players.span, f"{case.players} players"),
        (variant.kitty.span if variant.kitty else None, f"{case.kitty} in the kitty"),
        (rule.span if rule is not None else None, "what is left over"))
    return refuted("C111", f"deal for {case.players} players", message, (primary or variant).span, variant,
                   label="does not add up", secondary=secondary, witness=witness, help=fix)
