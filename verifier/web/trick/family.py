"""The trick-taking family at a table: the match played (runtime/trick/match.py), the person's seat, what each seat
is shown, and the rulings and hints the page asks for while a question waits."""
from __future__ import annotations

from ...runtime.cards import CardError, parse_cards
from ...runtime.trick import ids as I
from ...runtime.trick.play.follow import follow_ids
from ..links import rule_link
from .seat import WebSeat, lead_problem
from .view import deal_view, stamp

__all__ = ["play", "person", "deal_view", "stamp", "check", "hint", "over"]


def play(room, agents, on_deal) -> dict:
    """Play the match; after each deal `on_deal(deal, result, last)`."""
    from ...runtime.trick.match import play_match

    limit = room.deals or room.limits.deals

    def ended(deal):
        on_deal(deal, deal.result, deal.number >= limit or deal.match.over)
    return play_match(room.game.engine, room.seed, agents, limit, ended, names=room.names(), into=room.record)


def person(room, asker) -> WebSeat:
    return WebSeat(room, asker)


def check(room, asker, text: str) -> dict:
    """The ruling of cards for the question waiting (a lead or a follow), without playing them."""
    pending = asker.pending
    action, deal, seat = pending["action"], pending.get("deal"), pending.get("seat")
    if action not in ("lead", "follow"):
        return {"type": "checked", "cards": text, "legal": False, "reason": "nothing to play now"}
    try:
        cards = I.ids(parse_cards(text))
    except CardError as exc:
        return {"type": "checked", "cards": text, "legal": False, "reason": exc.message}
    if action == "lead":
        why = lead_problem(deal, seat, cards)
        reason, rule = why or ("", "")
        legal = why is None
    else:
        ruling = follow_ids(deal.hands[seat], deal.current[0][1], cards, deal.order)
        legal, reason, rule = ruling.legal, ruling.reason, ruling.rule
    return {"type": "checked", "cards": text, "legal": legal, "reason": reason, "rule": rule,
            "link": rule_link(room.game, rule)}


def hint(room, asker, adviser) -> dict:
    """What the adviser would play for the question waiting (cards to select), or nothing to hint."""
    pending = asker.pending
    action, deal, seat = pending["action"], pending.get("deal"), pending.get("seat")
    asks = {"lead": lambda: adviser.lead(deal, seat), "follow": lambda: adviser.follow(deal, seat),
            "bury": lambda: adviser.bury(deal, seat), "call-friend": lambda: [adviser.call_friend(deal, seat)[0]]}
    if action not in asks:
        return {"type": "hint", "cards": None, "reason": "no hint for this question"}
    return {"type": "hint", "cards": " ".join(I.names(list(asks[action]())))}


def over(room, record: dict, deal) -> dict:
    """The match's result as the end screen says it: its winners (the seats of the winning team, or the player, with
    found friends); a match stopped before anyone won it says who won its last deal (`scope`)."""
    result = dict(record["result"])
    n, winner = room.game.rules.players, result.get("winner")
    individual = len(result.get("levels") or []) == n and n != 2  # found friends: levels and the winner by seat
    if winner is not None:
        result["winners"] = [winner] if individual else [s for s in range(n) if s % 2 == winner]
        result["scope"] = "match"
    elif deal is not None and deal.result is not None:
        side = (deal.result.get("settlement") or {}).get("side")
        declarers = deal.declarer_side()
        if side in ("declarers", "attackers"):
            result["winners"] = sorted(declarers if side == "declarers" else set(range(n)) - declarers)
            result["scope"] = "deal"
    return result
