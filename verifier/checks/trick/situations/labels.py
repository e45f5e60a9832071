"""What the deal-example checks (checks/deal_examples_*.py) share: labels on the setting or rule that decided, and the
cards of an example checked against the variant's deck, its kitty and its players."""
from __future__ import annotations

from collections import Counter

from ....runtime.cards import format_cards
from ....diagnostics import Label
from ....runtime.trick import ids as I
from ....language.walk import nodes
from ...registry import Finding
from ..refutation import refute as _refute, rule_label as _rule_label


def written(block, name: str, text: str) -> list[Label]:
    """A label on the setting where it is written (in this file or a parent's); none when it is not written."""
    span = next((s.span for s in block.setting_cites if s.setting == name), None) if block is not None else None
    return [Label(span, text)] if span is not None else []


def deck_refusal(variant, example, engine, cards, what: str, key: str) -> Finding | None:
    """C909 for cards of the example the variant's deck does not hold (or holds fewer copies of)."""
    deck = Counter(I.NAMES[c] for c in engine.deck())
    names = Counter(str(c) for c in cards)
    extra = next((card for card, n in names.items() if n > deck[card]), None)
    if extra is None:
        return None
    why = f"{extra} is not in this variant's deck" if not deck[extra] else \
        f"{what} hold {names[extra]} copies of {extra} between them, but the deck holds {deck[extra]}"
    return _refute(variant, example, "C909", why, {key: format_cards(cards)})


def kitty_refusal(variant, example, kitty, size: int, witness: dict, help: str) -> Finding | None:
    """C910 for a kitty of the example that holds another number of cards than the variant's kitty (`size`); `help`
    says what the kitty of this kind of example is to give."""
    if len(kitty) == size:
        return None
    return _refute(variant, example, "C910", f"the kitty holds {size} cards; the example gives {len(kitty)}",
                   {**witness, "kitty_size": size},
                   [Label(variant.kitty.span, "the kitty's size")] if variant.kitty and variant.kitty.span else [],
                   help=help, label="not the variant's kitty")


def player_refusal(variant, example, player: int, players: int, witness: dict, at=None,
                   help: str | None = None) -> Finding | None:
    """C910 for a player the variant does not have (the players are numbered from 1): at the example, or at `at`,
    where the player's number is written."""
    if player <= players:
        return None
    return _refute(variant, example, "C910", f"there is no player {player}: the variant has {players} players",
                   witness, help=help, label="no such player", at=at)


def ref_label(variant, ref: str, text: str) -> list[Label]:
    """A label on what a ruling cites ("file:line"): a rule, or a setting as written in a block."""
    found = _rule_label(variant, ref, text)
    if found or not ref:
        return found
    for node in nodes(variant):
        for setting in getattr(node, "setting_cites", ()):
            span = setting.span
            if span is not None and ref == f"{span.file}:{span.line}":
                return [Label(span, text)]
    return []


def level_refusal(variant, example, level: str, ladder, witness: dict) -> Finding | None:
    """C910 for an example of a deal at a level off the variant's ladder (no deal is played there), else None."""
    if level in ladder:
        return None
    levels = variant.levels.span if variant.levels is not None else None
    return _refute(variant, example, "C910", f"no deal is played at level {level}: the variant's levels are "
                   f"{', '.join(ladder)}", {**witness, "levels": list(ladder)},
                   [Label(levels, "the levels a deal is played at")] if levels else [],
                   help="give the example a level of the variant's `levels`", label="not a level of the variant")
