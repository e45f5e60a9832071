"""Worked examples of a deal nobody declares in (C917): `nobody declares in the first deal at level 3 with kitty "…"
-> trump C, player 3 is the declarer`. Proved on that deal by the engine's own fallbacks
(verifier/runtime/trick/situations/nobody.py); a refuted example points at the fallback setting that decided."""
from __future__ import annotations

from .... import model as m
from ....runtime.cards import format_cards
from ....diagnostics import Label
from ....runtime.trick import ids as I
from ...registry import Finding, Verdict
from .deal import _engine_of, on_a_deal
from .labels import deck_refusal, kitty_refusal, level_refusal, player_refusal, written as _written
from ..refutation import refute as _refute, subject as _subject


def _result_text(trump, player) -> str:
    if trump is None:
        return "the cards are dealt again"
    named = "no-trump" if trump == "NT" else f"trump {trump}"
    return named + (f", player {player} is the declarer" if player is not None else "")


@on_a_deal
def prove(variant: m.Variant, example: m.Example, claim: m.NobodyDeclaresClaim) -> Finding:
    from ....runtime.trick.situations.nobody import nobody_declares
    engine = _engine_of(variant)
    rules = engine.rules
    deal = "the first deal" if claim.first_deal else "a later deal"
    witness = {"deal": "first" if claim.first_deal else "later", "level": claim.level,
               "kitty": format_cards(claim.kitty)}
    block = variant.declare
    if rules.bid_better is not None:
        return _refute(variant, example, "C917", "the variant bids for the trump (`bidding`): no deal ends with "
                       "nobody declaring, so the `nobody-declares` fallbacks never apply", witness,
                       [Label(variant.bidding.span, "the bidding")] if variant.bidding and variant.bidding.span
                       else [])
    bad = level_refusal(variant, example, claim.level, rules.ladder, witness)
    if bad is not None:
        return bad
    bad = deck_refusal(variant, example, engine, claim.kitty, "the cards of the kitty", "kitty") or \
        kitty_refusal(variant, example, claim.kitty, rules.kitty, witness,
                      "give every card of the kitty, in the order they are turned over")
    if bad is not None:
        return bad
    bad = player_refusal(variant, example, claim.declarer or 0, rules.players, witness)
    if bad is not None:
        return bad
    found = nobody_declares(engine, claim.first_deal, claim.level, I.ids(claim.kitty))
    first_only = claim.first_deal and rules.nobody_declares_first_deal
    key = "nobody-declares-first-deal" if first_only else "nobody-declares"
    fallbacks = list(rules.nobody_declares_first_deal if first_only else rules.nobody_declares)
    witness.update(fallbacks=fallbacks, decided_by=found.fallback, trump=found.trump,
                   declarer=None if found.drawn else found.declarer)
    labels = _written(block, key, "the fallbacks tried, in order") or \
        ([Label(block.span, "no fallback written: no-trump")] if block is not None and block.span else [])
    if found.trump is not None and found.fallback == "draw-kitty-card":
        labels += _written(block, "drawn-joker", "a joker drawn")
    trump_holds = found.trump == claim.trump
    if trump_holds and claim.declarer is not None and found.drawn:
        return _refute(variant, example, "C917", f"nobody declares in {deal}: the declarer is drawn at random "
                       f"(`nobody-declares-declarer: random`), so no example can name player {claim.declarer}",
                       witness, _written(block, "nobody-declares-declarer", "the declarer drawn at random") or labels,
                       help=f"leave the declarer out: `-> trump {found.trump}`")
    if trump_holds and (claim.declarer is None or claim.declarer == found.declarer):
        return Finding("C901", Verdict.PROVED, _subject(example))
    got = _result_text(found.trump, found.declarer if not found.drawn else None)
    how = "every fallback fails: no-trump" if found.fallback == "no-trump" and "no-trump" not in fallbacks else \
        f"decided by `{found.fallback}`"
    return _refute(variant, example, "C917", f"nobody declares in {deal} at level {claim.level} with this kitty: "
                   f"{got} ({how}), not {_result_text(claim.trump, claim.declarer)}", witness, labels)
