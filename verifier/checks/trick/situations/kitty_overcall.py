"""Worked examples of overcalling the kitty (C923): `kitty overcalls player 2 "10D 10D", player 3 "SJ SJ" after
player 1 "10S" at level 10 -> trump NT, player 1 is the declarer, stake x4`, or `-> player 3 may not overcall`. Played by the
deal's own kitty overcall phase (verifier/runtime/trick/situations/kitty_overcall.py); a refuted example points at
the rule the referee cites, or at the kitty overcall settings that decided."""
from __future__ import annotations

from .... import model as m
from ....diagnostics import Label
from ....runtime.cards import format_cards
from ....runtime.trick import ids as I
from ...registry import Finding, Verdict
from ..refutation import refute as _refute, subject as _subject
from .deal import _engine_of, on_a_deal
from .labels import deck_refusal, level_refusal, player_refusal, ref_label, written

_SETTINGS = (("overcaller", "who may overcall the kitty"), ("undeclared", "without a declaration"),
             ("limit", "the most kitty overcalls"), ("declarer", "the declarer after an overcall"),
             ("stake", "the stake per overcall"))


def _text(claim: m.KittyOvercallClaim, found) -> str:
    """What the example states, or (`found`) what the engine answers, in the claim's words."""
    if found is None:
        return f"player {claim.steps[-1].player} may not overcall"
    trump, declarer, stake, *exchanged = found
    exchanged = exchanged[0] if exchanged else None
    return ", ".join(part for part in (
        f"trump {trump}" if trump is not None else "", f"player {declarer} is the declarer" if declarer else "",
        f"stake x{stake}" if stake is not None else "",
        f"player {claim.steps[-1].player} exchanges {exchanged} cards" if exchanged is not None else "") if part)


@on_a_deal
def prove(variant: m.Variant, example: m.Example, claim: m.KittyOvercallClaim) -> Finding:
    from ....runtime.trick.situations.kitty_overcall import kitty_overcalls
    engine = _engine_of(variant)
    rules = engine.rules
    block = variant.kitty_overcall
    steps = ([claim.standing] if claim.standing is not None else []) + list(claim.steps)
    witness = {"level": claim.level,
               "after": "nobody declares" if claim.standing is None else
               f"player {claim.standing.player} wins the bidding with trump {claim.bid_trump}" if claim.bid_trump
               else f"player {claim.standing.player} {format_cards(claim.standing.cards)}",
               "overcalls": [f"player {s.player} {format_cards(s.cards)}" for s in claim.steps]}
    if not rules.kitty_overcall:
        return _refute(variant, example, "C923", "the variant has no kitty overcalls (`kitty overcall`)", witness,
                       help="state the `kitty overcall` block, or remove the example")
    bidding = [Label(variant.bidding.span, "the bidding")] if variant.bidding and variant.bidding.span else []
    if rules.bid_better is not None and claim.bid_trump is None:
        return _refute(variant, example, "C923", "the variant bids for the trump (`bidding`): its kitty is overcalled "
                       "after the bidding, never after a declaration or a deal nobody declared in", witness, bidding,
                       help="start from the bidding: `after player 1 wins the bidding with trump S`")
    if rules.bid_better is None and claim.bid_trump is not None:
        return _refute(variant, example, "C923", "the variant has no bidding (`bidding`): the trump is declared, "
                       "never named by a bidding's winner", witness,
                       help="start from a declaration: `after player 1 \"10S\"`, or `after nobody declares`")
    bad = level_refusal(variant, example, claim.level, rules.ladder, witness)
    if bad is not None:
        return bad
    for step in steps:
        bad = player_refusal(variant, example, step.player, rules.players, witness)
        if bad is not None:
            return bad
    bad = deck_refusal(variant, example, engine, [c for s in steps for c in s.cards], "the cards shown", "shown")
    if bad is not None:
        return bad
    standing = (claim.standing.player - 1, I.ids(claim.standing.cards)) if claim.standing is not None else None
    found = kitty_overcalls(engine, claim.level, standing, [(s.player - 1, I.ids(s.cards)) for s in claim.steps],
                            claim.bid_trump)
    refusal = getattr(found, "reason", None)
    if refusal is not None and found.index == 0:  # the declaration that was to stand
        return _refute(variant, example, "C923", f"player {claim.standing.player}'s declaration "
                       f"`{format_cards(claim.standing.cards)}` is refused: {refusal}", {**witness, "ruling": refusal},
                       ref_label(variant, found.rule, "the rule applied"))
    if refusal is not None and found.index < len(claim.steps):  # an earlier overcall refused: no example of it
        step = claim.steps[found.index - 1]
        return _refute(variant, example, "C923", f"player {step.player}'s overcall `{format_cards(step.cards)}` "
                       f"is refused: {refusal}", {**witness, "refused": found.index, "ruling": refusal},
                       ref_label(variant, found.rule, "the rule applied"))
    if claim.refused:
        if refusal is not None:
            return Finding("C901", Verdict.PROVED, _subject(example))
        got = _text(claim, (found.trump, found.declarer + 1, found.stake))
        labels = [label for name, text in _SETTINGS for label in written(block, name, text)]
        return _refute(variant, example, "C923", f"player {claim.steps[-1].player} may overcall the kitty: the "
                       f"referee accepts it ({got})", {**witness, "ruling": "legal"},
                       labels or ([Label(block.span, "the kitty overcall rules")] if block and block.span else []))
    if refusal is not None:
        step = claim.steps[-1]
        return _refute(variant, example, "C923", f"player {step.player}'s overcall `{format_cards(step.cards)}` "
                       f"is refused: {refusal}", {**witness, "refused": found.index, "ruling": refusal},
                       ref_label(variant, found.rule, "the rule applied"))
    wrong = [(claim.trump, found.trump, block, "order", "the kitty overcall order (what each step makes)"),
             (claim.declarer, found.declarer + 1, block, "declarer", "the declarer after an overcall"),
             (claim.stake, found.stake, block, "stake", "the stake per overcall"),
             (claim.exchanged, found.exchanged, variant.bidding, "counter-exchange",
              "the kitty cards a counter-bidder exchanges")]
    wrong = [w for w in wrong if w[0] is not None and w[0] != w[1]]
    if not wrong:
        return Finding("C901", Verdict.PROVED, _subject(example))
    exchanged = found.exchanged if claim.exchanged is not None else None
    got = _text(claim, (found.trump, found.declarer + 1, found.stake, exchanged))
    labels = [label for _s, _f, where, name, text in wrong for label in written(where, name, text)]
    stated = _text(claim, (claim.trump, claim.declarer, claim.stake, claim.exchanged))
    return _refute(variant, example, "C923", f"after these kitty overcalls: {got}, not {stated}",
                   {**witness, "trump": found.trump, "declarer": found.declarer + 1, "stake": found.stake,
                    **({"exchanged": found.exchanged} if claim.exchanged is not None else {})},
                   labels or ([Label(block.span, "the kitty overcall rules")] if block and block.span else []))
