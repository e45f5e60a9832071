"""A climbing decision as a person types it and reads it: `parse` turns a typed line into an action, `describe` an
action into words, `HELP` says what each kind of decision takes. The terminal and the web page share them."""
from __future__ import annotations

from ...runtime.climbing import actions as A
from ...runtime.climbing.shaped_tribute import card_of, return_action

HELP = {
    "lead": "type a set (e.g. `SJ 9 9 9`)",
    "answer": "type a set that beats it, `pass`, or `defer` where allowed",
    "second": "type a set that beats it, or `pass`",
    "burn": "type `burn` and a set to burn the gouji set, or `decline`",
    "call": "`call CARD` (e.g. `call 9S`, `call SJ`), `pass`, or `seize`",
    "seize": "`seize` the marked card before its holder calls (抢庄), or `decline`",
    "forced": "`call CARD`: you hold exactly the forced number of one card",
    "guard": "`open` or `hidden`",
    "revolution": "`revolt` (fold this hand) or `keep`",
    "bid": "`bid N` (e.g. `bid 2`: more than the bid before) or `pass`; by call and rob, `call` or `rob` or `pass`",
    "chances": "`keep` your 够死级 chances (your gouji sets answered by burns only) or `decline` them (无头)",
    "tribute": "`return RANK` (e.g. `return 3`), or `accept` / `refuse` a returned card; as the last, `keep` "
               "giving as the last or `swap` with your teammate the second-last",
}


def describe(deal, action: A.Action) -> str:
    """An action in the words `parse` reads back: `9 9 9`, `burn SJ K K`, `call 9S`, `return 3`, `pass`."""
    if action.set is not None:
        return ("burn " if action.kind == A.BURN else "") + deal.t.ranks.format(action.set)
    if action.kind == A.RETURN and action.card is not None:  # a return of a tribute of shaped sets (Guandan)
        return f"return {card_of(action)}"
    if action.card is not None:
        return f"call {action.card}"
    if action.kind == A.BID:  # a call and a rob are the bids of the stake they make (runtime/climbing/bidding.py)
        if deal.rules.bidding.by == "call-and-rob":
            return "call" if action.rank == 1 else "rob"
        return f"bid {action.rank}"
    if action.rank is not None:
        return f"return {deal.t.ranks.names[action.rank]}"
    return action.kind


def parse(deal, mode: str, line: str) -> A.Action | None:
    """The action a typed line means for a decision of `mode`; None when it is none (SetError for cards that are not a
    set, with the rule)."""
    word, _, rest = line.partition(" ")
    word = word.lower()
    if not line:
        return None
    if mode == "burn":
        if word in ("decline", "pass"):
            return A.Action(A.DECLINE)
        return A.Action(A.BURN, deal.t.ranks.parse(rest if word == "burn" else line))
    if mode == "seize":
        return {"seize": A.Action(A.SEIZE), "decline": A.Action(A.DECLINE), "pass": A.Action(A.DECLINE)}.get(word)
    if mode == "chances":
        return {"keep": A.Action(A.KEEP), "decline": A.Action(A.DECLINE)}.get(word)
    if mode in ("call", "forced"):
        if word == "call" and rest:
            return A.Action(A.CALL, card=rest.strip().upper())
        return {"pass": A.Action(A.PASS_CALL), "pass-call": A.Action(A.PASS_CALL), "seize": A.Action(A.SEIZE)}.get(word)
    if mode == "guard":
        return {"open": A.Action(A.OPEN), "hidden": A.Action(A.HIDDEN)}.get(word)
    if mode == "bid":
        if word == "bid" and rest.strip().isdigit():
            return A.Action(A.BID, rank=int(rest.strip()))
        if word in ("call", "rob") and not rest:  # the bid the phase allows now (the referee rules a rob too early)
            bid = next((a for a in deal.legal() if a.kind == A.BID), None)
            return bid if bid is not None and describe(deal, bid) == word else A.Action(A.BID, rank=0)
        return A.PASS_ACTION if word == "pass" else None
    if mode == "revolution":
        return {"revolt": A.Action(A.REVOLT), "keep": A.Action(A.KEEP)}.get(word)
    if mode == "tribute":
        if word == "return" and rest and getattr(deal, "shaped", False):
            return return_action(rest)
        if word == "return" and rest:
            return A.Action(A.RETURN, rank=deal.t.ranks.rank_of(rest.strip()))
        return {"accept": A.Action(A.ACCEPT), "refuse": A.Action(A.REFUSE), "keep": A.Action(A.KEEP),
                "swap": A.Action(A.SWAP)}.get(word)
    if word in ("pass", "defer"):
        return A.Action(word)
    return A.Action(A.PLAY, deal.t.ranks.parse(line))
