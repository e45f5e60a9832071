"""Worked examples of the bidding (C920): `bids 150, 120, 115, pass, pass -> player 3 wins at 115`, `bids 150, 155
-> bid 155 is refused`, `… -> dealt again`. The steps are made in the turns of the deal's own bidding
(verifier/runtime/trick/situations/bidding.py); a refuted example points at the `bidding` settings that decided."""
from __future__ import annotations

from .... import model as m
from ....diagnostics import Label
from ...registry import Finding, Verdict
from .deal import _engine_of, on_a_deal
from .labels import player_refusal, ref_label, written
from ..refutation import refute as _refute, subject as _subject


def _step_text(step) -> str:
    player, bid = step
    return f"player {player} " + ("passes" if bid is None else f"bids {bid}")


def _result_text(claim: m.BiddingClaim) -> str:
    if claim.refused:
        last = claim.steps[-1]
        return "pass is refused" if last is None else f"{last} is refused" if isinstance(last, str) else \
            f"bid {last} is refused"
    return "dealt again" if claim.winner is None else f"player {claim.winner} wins at {claim.bid}"


@on_a_deal
def prove(variant: m.Variant, example: m.Example, claim: m.BiddingClaim) -> Finding:
    from ....runtime.trick.situations.bidding import bidding
    engine = _engine_of(variant)
    rules = engine.rules
    block = variant.bidding
    witness = {"steps": ["pass" if s is None else s for s in claim.steps]}
    if rules.bid_better is None:
        return _refute(variant, example, "C920", "the variant declares for the trump: it has no `bidding`", witness,
                       [Label(variant.declare.span, "the declaring")] if variant.declare and variant.declare.span
                       else [])
    if claim.winner is not None:
        bad = player_refusal(variant, example, claim.winner, rules.players, witness, at=claim.winner_span,
                             help=f"name a player from 1 to {rules.players}: player 1 bids first, player 2 is the "
                             "next in the direction of play")
        if bad is not None:
            return bad
    word = next((s for s in claim.steps if isinstance(s, str)), None)
    if word is not None:  # 叫地主 / 抢地主: the climbing family's bid for the landlord
        return _refute(variant, example, "C920", f"`{word}` is a step of a bid for the landlord by call and rob (the "
                       "climbing family's `bid { by: call-and-rob }`); this bidding is in points or a pass", witness,
                       written(block, "better", "the better bid"), help="write each step as a bid in points or pass")
    found = bidding(engine, rules.ladder[0], claim.steps)
    witness["made"] = [_step_text(s) for s in found.steps]
    turns = written(block, "first-bidder", "who bids first") + written(block, "pass", "a pass")
    want = _result_text(claim)
    if found.refusal is not None:
        index = found.refusal.index
        if claim.refused and index == len(claim.steps):
            return Finding("C901", Verdict.PROVED, _subject(example))
        step = claim.steps[index - 1]
        what = "a pass" if step is None else f"the bid of {step}"
        labels = written(block, "better", "the better bid") + written(block, "opening", "the first bid") + \
            ref_label(variant, found.refusal.rule, "the rule applied")
        return _refute(variant, example, "C920", f"step {index} ({what}) is refused: {found.refusal.reason}; the "
                       f"example says `{want}`", {**witness, "ruling": found.refusal.reason}, labels)
    if claim.refused and len(found.steps) >= len(claim.steps):
        last = claim.steps[-1]
        return _refute(variant, example, "C920", f"the referee accepts step {len(claim.steps)} "
                       f"({'a pass' if last is None else f'the bid of {last}'}), not `{want}`",
                       {**witness, "winner": found.winner, "bid": found.bid},
                       written(block, "better", "the better bid") + written(block, "opening", "the first bid") +
                       turns)
    if found.unstated is not None:
        return _refute(variant, example, "C920", f"after these {len(claim.steps)} steps the bidding goes on: player "
                       f"{found.unstated} is asked next, which the example does not state", witness, turns,
                       help="state every bid and pass until the bidding ends")
    if len(found.steps) < len(claim.steps):
        return _refute(variant, example, "C920", f"the bidding ends after {len(found.steps)} steps: step "
                       f"{len(found.steps) + 1} is never asked", witness, turns)
    if not claim.refused and (found.winner, found.bid) == (claim.winner, claim.bid):
        if claim.revealed is None or claim.revealed == found.revealed:
            return Finding("C901", Verdict.PROVED, _subject(example))
        return _refute(variant, example, "C920", f"{found.revealed} kitty card(s) are shown before the bidding, not "
                       f"{claim.revealed}", {**witness, "revealed": found.revealed},
                       written(block, "revealed", "the kitty cards shown") or
                       ([Label(block.span, "the bidding")] if block is not None and block.span else []))
    got = "every player passes: the cards are dealt again" if found.winner is None else \
        f"player {found.winner} wins at {found.bid}"
    labels = written(block, "better", "the better bid") + turns + written(block, "opening", "the first bid")
    return _refute(variant, example, "C920", f"{got}, not `{want}`", {**witness, "winner": found.winner,
                                                                    "bid": found.bid}, labels)
