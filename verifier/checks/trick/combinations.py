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


@check("C303", "a rainbow can be made: four cards or more, no more than the copies of a rank",
       family=m.Family.TRICK_TAKING)
def rainbow_possible(variant: m.Variant, ctx: CheckContext):
    combo = variant.combination(m.ComboKind.RAINBOW)
    if combo is None or variant.decks is None:
        return
    decks = variant.decks.count
    size, most = combo.min_size or m.rainbow_size(decks), 4 * decks
    if size < 4:
        yield _finding("C303", Verdict.REFUTED, "rainbow", f"a rainbow of {size} cards cannot span four suits: one "
                       "card of each is four", combo.span, label=f"min-size {size}", witness={"min-size": size},
                       variant=variant.id)
    elif size > most:
        yield _finding("C303", Verdict.REFUTED, "rainbow", f"a rainbow of {size} cards of one rank needs more than "
                       f"the {most} copies of a rank the decks hold", combo.span, label=f"min-size {size}",
                       witness={"min-size": size, "copies": most}, secondary=(Label(variant.decks.span, "the decks"),),
                       variant=variant.id)
    else:
        yield _finding("C303", Verdict.PROVED, f"rainbow: {size} to {most} cards of a rank, one of each suit at least")

