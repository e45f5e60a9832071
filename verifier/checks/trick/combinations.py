"""C3xx: combinations the deck can make, and tractors that a player can actually form."""
from __future__ import annotations

from ... import model as m
from ...diagnostics import Label
from ..registry import CheckContext, Verdict, check
from .cardorder import _finding


@check("C301", "every combination can be made with the deck", family=m.Family.TRICK_TAKING)
def combinations_possible(variant: m.Variant, ctx: CheckContext):
    decks = variant.decks.count if variant.decks else None
    if decks is None:
        return
    for combo in variant.combinations:
        unit = m.unit_size(combo)
        if unit > decks:
            yield _finding("C301", Verdict.REFUTED, combo.kind.value,
                           f"a {combo.kind.value} needs {unit} identical cards, but the deck has {decks} of each",
                           combo.span, label=f"needs {unit} decks", witness={"decks": decks, "needed": unit},
                           secondary=(Label(variant.decks.span, "the decks"),), variant=variant.id)
        else:
            yield _finding("C301", Verdict.PROVED, f"{combo.kind.value}: {unit} identical card(s) of {decks}")


@check("C302", "tractors are at least two units long", family=m.Family.TRICK_TAKING)
def tractor_length(variant: m.Variant, ctx: CheckContext):
    for combo in variant.combinations:
        if combo.kind in (m.ComboKind.TRACTOR, m.ComboKind.TRIPLE_TRACTOR) and combo.min_length is not None:
            if combo.min_length < 2:
                yield _finding("C302", Verdict.REFUTED, combo.kind.value,
                               f"a {combo.kind.value} of {combo.min_length} unit is a plain tuple", combo.span,
                               label="min-length below 2", variant=variant.id)
            else:
                yield _finding("C302", Verdict.PROVED, f"{combo.kind.value}: at least {combo.min_length} units")
