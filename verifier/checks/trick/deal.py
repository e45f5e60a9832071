"""C101, C102: the deal of a trick-taking variant adds up, and it states every number it needs.

decks × (54, or 52 without jokers) − removed cards = players × hand + kitty, for every player count the variant
allows. Z3 solves it over integers: the stated values are tracked clauses (so an unsat core names the lines that
disagree), the unstated ones are free (so a model says what they must be).
"""
from __future__ import annotations

from dataclasses import dataclass

import z3

from ...model import Family, Variant
from ..deal import cards_in_play, deck_text, per_deck, players_text
from ..registry import check
from ..solver import Undecided, ask, labels, memo, proved, refuted, smallest, undecided

# Bounds for values a variant leaves unstated, so that "what must it be" has finitely many answers.
_FREE = {"decks": (1, 8), "players": (2, 12), "hand": (1, 500), "kitty": (0, 500)}
_NAMES = {"decks": "number of decks", "players": "number of players", "hand": "hand size", "kitty": "kitty size"}


# C101 / C102: the deal adds up -------------------------------------------------------------------------------------

@dataclass
class DealCase:
    players: int | None  # the player count examined; None when the variant does not state it
    error: Undecided | None = None
    adds_up: bool = False
    core: frozenset[str] = frozenset()
    solved: dict | None = None  # one solution: name -> value
    unstated: dict | None = None  # name -> the one value it must have, or a list of solutions (dicts)


def _stated(variant: Variant) -> dict[str, int]:
    values = {"decks": variant.decks and variant.decks.count, "hand": variant.hand and variant.hand.size,
              "kitty": variant.kitty and variant.kitty.size}
    return {name: value for name, value in values.items() if value is not None}


def _analyse(variant: Variant, ctx) -> list[DealCase]:
    stated = _stated(variant)
    counts = range(variant.players.least, variant.players.most + 1) if variant.players else [None]
    terms = {name: z3.Int(f"deal.{name}") for name in _FREE}
    removed = len(variant.decks.removed) if variant.decks else 0
    plain = [terms["decks"] * per_deck(variant) - removed == terms["players"] * terms["hand"] + terms["kitty"]]
    plain += [z3.And(low <= terms[n], terms[n] <= high) for n, (low, high) in _FREE.items() if n not in stated]
    cases = []
    for count in counts:
        case = DealCase(count)
        fixed = dict(stated, **({"players": count} if count is not None else {}))
        if len(fixed) == len(_FREE) and _adds_up(variant, stated, fixed):  # every value given: the one solution
            case.adds_up, case.solved, case.unstated = True, {name: fixed[name] for name in terms}, {}
            cases.append(case)
            continue
        tracked = [(name, terms[name] == value) for name, value in fixed.items()]
        try:
            answer = ask(ctx, plain, tracked)
            case.adds_up, case.core = answer.sat, answer.core
            if answer.sat:
                case.solved = {name: answer.value(term) for name, term in terms.items()}
                case.unstated = _unstated(ctx, terms, plain + [c for _, c in tracked], fixed, case.solved)
        except Undecided as exc:
            case.error = exc
        cases.append(case)
    return cases


def _adds_up(variant: Variant, stated: dict[str, int], fixed: dict[str, int]) -> bool:
    """The query of `_analyse` with every value given (no term left free): the equation holds, and a value not
    stated (the player count examined) is within its bounds."""
    removed = len(variant.decks.removed) if variant.decks else 0
    bounded = all(low <= fixed[n] <= high for n, (low, high) in _FREE.items() if n not in stated)
    return bounded and fixed["decks"] * per_deck(variant) - removed == fixed["players"] * fixed["hand"] + fixed["kitty"]


def _unstated(ctx, terms, plain, fixed, solved) -> dict:
    """What each unstated value must be: one value, or (when several fit) the first few solutions."""
    free = [name for name in ("kitty", "hand", "decks", "players") if name not in fixed]
    if not free:
        return {}
    others = ask(ctx, plain + [z3.Or([terms[n] != solved[n] for n in free])])
    if not others.sat:
        return {name: solved[name] for name in free}
    solutions, lead, low = [], terms[free[0]], _FREE[free[0]][0]
    for _ in range(3):  # the smallest kitty (or hand …) first, so the list reads in order
        answer = ask(ctx, plain + [lead >= low])
        if not answer.sat:
            break
        value = smallest(ctx, lead, plain + [lead >= low], answer.value(lead), low)
        pinned = ask(ctx, plain + [lead == value])
        solutions.append({name: pinned.value(terms[name]) for name in free})
        low = value + 1
    return {"solutions": solutions}


def deal_cases(variant: Variant, ctx) -> list[DealCase]:
    return memo("deal", variant, lambda v: _analyse(v, ctx), ctx)


@check("C101", "the deal adds up: decks × cards − removed = players × hand + kitty", family=Family.TRICK_TAKING)
def deal_adds_up(variant: Variant, ctx):
    cards = cards_in_play(variant)
    for case in deal_cases(variant, ctx):
        who = players_text(case.players)
        subject = f"deal for {who}"
        span = (variant.hand or variant.kitty or variant.decks or variant).span
        if case.error:
            yield undecided("C101", subject, case.error, span, variant)
        elif case.adds_up:
            s = case.solved
            yield proved("C101", f"{subject}: {_cards(variant, s)} cards = {s['players']} × {s['hand']} + "
                                 f"{s['kitty']}")
        else:
            yield _refutation(variant, case, cards, subject)


def _refutation(variant: Variant, case: DealCase, cards: int | None, subject: str):
    hand, kitty, count = variant.hand, variant.kitty, case.players
    if hand and kitty and count is not None:
        dealt = count * hand.size
        message = (f"the deal does not add up for {count} players: {deck_text(variant)} make {cards} cards, but "
                   f"{count} × {hand.size} + {kitty.size} = {dealt + kitty.size}")
        witness = {"players": count, "cards_in_play": cards, "dealt": dealt, "kitty": kitty.size}
    elif kitty and count is not None and cards is not None:
        message = (f"no hand size makes the deal add up for {count} players: {deck_text(variant)} make {cards} "
                   f"cards; less the kitty of {kitty.size}, {cards - kitty.size} do not divide among {count}")
        witness = {"players": count, "cards_in_play": cards, "dealt": cards - kitty.size, "kitty": kitty.size}
    elif hand and count is not None and cards is not None:
        message = (f"the hands alone need more cards than the deck has for {count} players: {count} × {hand.size} "
                   f"= {count * hand.size}, but {deck_text(variant)} make {cards}")
        witness = {"players": count, "cards_in_play": cards, "dealt": count * hand.size, "kitty": None}
    else:
        message = f"the deal cannot add up for {players_text(count)} with the values stated"
        witness = {"players": count, "cards_in_play": cards}
    core = case.core
    primary = hand if hand and "hand" in core else kitty if kitty and "kitty" in core else variant.decks
    secondary = labels(
        (variant.decks.span if variant.decks and "decks" in core and primary is not variant.decks else None,
         f"{deck_text(variant)}: {cards} cards"),
        (hand.span if hand and "hand" in core and primary is not hand else None, f"{hand.size if hand else ''} each"),
        (kitty.span if kitty and "kitty" in core and primary is not kitty else None,
         f"{kitty.size if kitty else ''} in the kitty"),
        (variant.players.span if variant.players and "players" in core else None, f"with {count} players"))
    return refuted("C101", subject, message, (primary or variant).span, variant, label="does not add up",
                   secondary=secondary, witness=witness,
                   help="change the hand or the kitty so that players × hand + kitty equals the cards in play")


@check("C102", "the deal states every number it needs", family=Family.TRICK_TAKING)
def deal_is_stated(variant: Variant, ctx):
    """An error, not a warning: the engine deals only a stated hand and kitty (`Engine.check_sizes`), so a variant
    that leaves one out would check clean and then be refused by `simulate` and `play`."""
    for case in deal_cases(variant, ctx):
        subject = f"deal for {players_text(case.players)} states decks, hand and kitty"
        if case.error or not case.adds_up:
            continue  # C101 reports it
        if not case.unstated:
            yield proved("C102", subject)
            continue
        secondary = labels(
            (variant.decks and variant.decks.span, f"{deck_text(variant)}: {cards_in_play(variant)} cards"),
            (variant.players and variant.players.span, players_text(case.players)),
            (variant.hand and variant.hand.span, f"{variant.hand.size if variant.hand else ''} each"),
            (variant.kitty and variant.kitty.span, f"{variant.kitty.size if variant.kitty else ''} in the kitty"))
        if "solutions" not in case.unstated:
            for name, value in case.unstated.items():
                message = f"the variant does not state the {_NAMES[name]}; it must be {value}"
                if case.players is not None and variant.players and variant.players.least != variant.players.most:
                    message += f" with {case.players} players"
                yield refuted("C102", subject, message, variant.span, variant,
                              label=f"no `{name}` stated", secondary=secondary,
                              witness={**case.solved, "cards_in_play": _cards(variant, case.solved)},
                              help=f"state it: `{name} {value}`")
        else:
            names = [n for n in ("decks", "players", "hand", "kitty") if n in case.unstated["solutions"][0]]
            options = "; ".join(", ".join(f"{n} {s[n]}" for n in names) for s in case.unstated["solutions"])
            message = (f"the variant does not state the {' or the '.join(_NAMES[n] for n in names)}; several values "
                       f"add up, e.g. {options}")
            yield refuted("C102", subject, message, variant.span, variant,
                          label="not stated", secondary=secondary,
                          witness={"players": case.players, "cards_in_play": cards_in_play(variant),
                                   "solutions": case.unstated["solutions"]},
                          help="state the values the sources give, or choose one with a `decision`")


def _cards(variant: Variant, solved: dict) -> int:
    return solved["decks"] * per_deck(variant) - (len(variant.decks.removed) if variant.decks else 0)
