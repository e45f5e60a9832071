"""Worked examples of calling a friend (C919): `call "AH" copy 2, player 3 plays "AH", player 4 plays "AH" -> player
4 is the friend`, `… -> the declarer is alone`, `… -> the call is refused`. Played by the deal's own friend phase
(verifier/runtime/trick/situations/friends.py); a refuted example points at the `friends` settings that decided."""
from __future__ import annotations

from .... import model as m
from ....runtime.cards import format_cards
from ....diagnostics import Label
from ....runtime.trick import ids as I
from ...registry import Finding, Verdict
from .deal import _engine_of, on_a_deal
from .labels import deck_refusal, player_refusal, written
from ..refutation import refute as _refute, subject as _subject


def _result_text(friend, refused: bool = False) -> str:
    if refused:
        return "the call is refused"
    return "the declarer is alone" if friend is None else f"player {friend} is the friend"


@on_a_deal
def prove(variant: m.Variant, example: m.Example, claim: m.FriendCallClaim) -> Finding:
    from ....runtime.trick.situations.friends import friend_call
    engine = _engine_of(variant)
    rules = engine.rules
    ctx = example.context
    called = f"{format_cards(claim.card)} copy {claim.copy}"
    witness = {"context": str(ctx), "call": called,
               "plays": [f"player {p.player} plays {format_cards(p.cards)}" for p in claim.plays]}
    block = variant.friends
    if rules.teams != "friends":
        teams = variant.teams.span if variant.teams is not None else None
        return _refute(variant, example, "C919", "the variant calls no friend: its teams are not `friends`", witness,
                       [Label(teams, "the teams")] if teams else [])
    far = max([p.player for p in claim.plays] + [claim.friend or 0])
    bad = player_refusal(variant, example, far, rules.players, witness) or \
        deck_refusal(variant, example, engine, [c for p in claim.plays for c in p.cards], "the plays", "plays")
    if bad is not None:
        return bad
    found = friend_call(engine, ctx.level, ctx.trump, I.ids(claim.card)[0], claim.copy, I.ids(claim.held),
                        [(p.player - 1, I.ids(p.cards)) for p in claim.plays])
    if found.refusal is not None:
        if claim.refused:
            return Finding("C901", Verdict.PROVED, _subject(example))
        own = "hold" in found.refusal.reason
        labels = written(block, "own-card" if own else "call", "may the declarer call a card they hold" if own
                         else "how a friend is called")
        return _refute(variant, example, "C919", f"the call of {called} is refused: {found.refusal.reason}",
                       {**witness, "ruling": found.refusal.reason},
                       labels or ([Label(block.span, "the friends rules")] if block is not None and block.span else []))
    friend = None if found.friend is None else found.friend + 1
    if not claim.refused and friend == claim.friend:
        return Finding("C901", Verdict.PROVED, _subject(example))
    if claim.refused:
        why = "the referee accepts the call"
    elif found.found_at is None:
        why = "no play here is the called copy, so no friend is found (at the end of the deal the declarer is alone)"
    else:
        who = "the declarer plays it" if friend is None else f"player {friend} plays it"
        why = f"play {found.found_at} holds the called copy and {who}: {_result_text(friend)}"
    labels = written(block, "call", "how a friend is called") + written(block, "reveal", "when the friend is known")
    if claim.refused and claim.held:
        labels += written(block, "own-card", "may the declarer call a card they hold")
    return _refute(variant, example, "C919", f"{called} called: {why}, not `{_result_text(claim.friend, claim.refused)}`",
                   {**witness, "friend": friend, "found_at": found.found_at}, labels)
