"""Worked examples of burying the kitty (C918): `hand "…" may [not] bury "…"` (the declarer's burial, 扣底) and
`hand "…" may [not] bury "BJ" into kitty "…" and pick up "3C"` (another player's jokers, 扣王). Judged by the
deal's own referee (verifier/runtime/trick/situations/bury.py); a refuted example points at the rule the referee cites, or at
the bury settings that let the burial through."""
from __future__ import annotations

from collections import Counter

from .... import model as m
from ....runtime.cards import format_cards
from ....diagnostics import Label
from ....runtime.trick import ids as I
from ...registry import Finding, Verdict
from .deal import _engine_of, on_a_deal
from .labels import deck_refusal, kitty_refusal, ref_label, written
from ..refutation import refute as _refute, subject as _subject

_DECLARER = (("points", "may point cards be buried"), ("jokers", "may jokers be buried"),
             ("joker-order", "the order jokers are buried in"))
_OTHERS = (("others-bury-jokers", "may the others bury jokers"), ("joker-order", "the order jokers are buried in"),
           ("pick-up", "what is picked up"), ("all-points-closes", "when the kitty is closed"))


def _lacking(cards, held) -> list:
    """The cards of `cards` that `held` does not hold (as many copies as are lacking)."""
    short = Counter(cards) - Counter(held)
    return sorted(short.elements(), key=str)


def _trivial(variant, example, claim: m.BuryClaim, size: int, witness) -> Finding | None:
    """C910: a `may not` claim the referee refuses whatever the bury rules say (cards not held, a burial of another
    size than the kitty's, cards picked up that are not in the kitty)."""
    if claim.holds:
        return None
    why = None
    if _lacking(claim.buried, claim.hand):
        why = f"the hand lacks {format_cards(_lacking(claim.buried, claim.hand))}"
    elif claim.kitty and _lacking(claim.picked, claim.kitty):
        why = f"the kitty lacks {format_cards(_lacking(claim.picked, claim.kitty))}"
    elif not claim.kitty and len(claim.buried) != size:
        why = f"the declarer buries as many cards as the kitty holds ({size}), not {len(claim.buried)}"
    if why is None:
        return None
    return _refute(variant, example, "C910", f"the burial is refused whatever the bury rules say: {why}", witness,
                   help="bury cards of the hand (into the kitty: pick up cards of the kitty), as many as the rules "
                   "ask", label="trivially true")


def _relevant(rules, claim: m.BuryClaim):
    """The declarer's bury settings a burial depends on: points for point cards, jokers and their order for jokers."""
    points = any(rules.point_value(c.rank) for c in claim.buried if not c.is_joker)
    jokers = any(c.is_joker for c in claim.buried)
    return tuple(item for item, used in zip(_DECLARER, (points, jokers, jokers)) if used)


@on_a_deal
def prove(variant: m.Variant, example: m.Example, claim: m.BuryClaim) -> Finding:
    from ....runtime.trick.situations.bury import bury, rebury
    engine = _engine_of(variant)
    rules = engine.rules
    ctx = example.context
    witness = {"context": str(ctx), "hand": format_cards(claim.hand), "buried": format_cards(claim.buried)}
    if claim.kitty:
        witness.update(kitty=format_cards(claim.kitty), picked=format_cards(claim.picked))
        bad = kitty_refusal(variant, example, claim.kitty, rules.kitty, witness,
                            "give every card of the kitty the declarer buried") or \
            deck_refusal(variant, example, engine, claim.hand + claim.kitty, "the hand and the kitty", "hand_and_kitty")
        if bad is not None:
            return bad
    bad = _trivial(variant, example, claim, rules.kitty, witness)
    if bad is not None:
        return bad
    hand, buried = I.ids(claim.hand), I.ids(claim.buried)
    if claim.kitty:
        found = rebury(engine, ctx.level, ctx.trump, I.ids(claim.kitty), hand, buried, I.ids(claim.picked))
    else:
        found = bury(engine, ctx.level, ctx.trump, hand, buried)
    if (found is None) == claim.holds:
        return Finding("C901", Verdict.PROVED, _subject(example))
    what = f"bury `{format_cards(claim.buried)}`"
    if claim.kitty:
        what += " into the kitty" + (f" and pick up `{format_cards(claim.picked)}`" if claim.picked else "")
    who = "another player" if claim.kitty else "the declarer"
    block = variant.bury
    group = _OTHERS if claim.kitty else _relevant(rules, claim)
    if found is not None:
        labels = ref_label(variant, found.rule, "the rule applied")
        if block is not None and block.span and found.rule == f"{block.span.file}:{block.span.line}":
            labels += [label for name, text in group for label in written(block, name, text)]  # the block's own line
        if not labels and block is not None and block.span:
            labels = [Label(block.span, "the bury rules")]
        return _refute(variant, example, "C918", f"{who} holding `{format_cards(claim.hand)}` may not {what}: "
                       f"{found.reason}", {**witness, "ruling": found.reason}, labels)
    labels = [label for name, text in group for label in written(block, name, text)]
    if not labels and block is not None and block.span:
        labels = [Label(block.span, "the bury rules")]
    return _refute(variant, example, "C918", f"{who} holding `{format_cards(claim.hand)}` may {what}: the referee "
                   f"accepts it", {**witness, "ruling": "legal"}, labels)
