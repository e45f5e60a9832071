"""The climbing family at a table: the match played (runtime/climbing/match.py), the person's seat, what each seat is
shown, and the rulings and hints the page asks for while a question waits."""
from __future__ import annotations

from ...play.climbing.words import describe
from ...runtime.climbing import actions as A
from ...runtime.climbing.sets import SetError
from ..links import rule_link
from .history import History
from .seat import ClimbingSeat, selected_action
from .view import climbing_view, stamp

__all__ = ["play", "person", "deal_view", "stamp", "check", "hint", "over", "DEALS"]

DEALS = 4  # deals of a match when none are asked (a climbing match has no end of its own)


def _history(room) -> History:
    if not hasattr(room, "climbing_history"):
        room.climbing_history = History()
    return room.climbing_history


def deal_view(room, deal, seat: int | None) -> dict:
    history = _history(room)
    history.sync(deal)
    return climbing_view(room, deal, seat, history)


def play(room, agents, on_deal) -> dict:
    """Play the match; after each deal `on_deal(deal, result, last)`."""
    def ended(deal, entry):
        _history(room).sync(deal)
        on_deal(deal, entry["result"], entry["number"] >= (room.deals or DEALS))
    return room.game.play_match(room.seed, agents, deals=room.deals or DEALS, on_deal=ended, names=room.names(),
                                into=room.record)


def person(room, asker) -> ClimbingSeat:
    return ClimbingSeat(room, asker, lambda deal, seat: deal_view(room, deal, seat))


def check(room, asker, text: str) -> dict:
    """The ruling of the cards selected, for the question waiting, without playing them."""
    pending = asker.pending
    deal, seat = pending.get("deal"), pending.get("seat")
    if pending["action"] != "climbing" or not text.strip():
        return {"type": "checked", "cards": text, "legal": False, "reason": "nothing to play now"}
    try:
        action = selected_action(deal, deal.mode(), text)
    except SetError as error:
        return {"type": "checked", "cards": text, "legal": False, "reason": error.message, "rule": error.rule,
                "link": rule_link(room.game, error.rule)}
    if action is None:
        return {"type": "checked", "cards": text, "legal": False, "reason": "nothing to play now"}
    ruling = deal.ruling(seat, action)
    return {"type": "checked", "cards": text, "legal": ruling.legal, "reason": ruling.reason, "rule": ruling.rule,
            "link": rule_link(room.game, ruling.rule) if ruling.rule else None}


def hint(room, asker, adviser) -> dict:
    """What the adviser would do: cards to select (a set, the card returned), or the button to press."""
    pending = asker.pending
    if pending["action"] != "climbing":
        return {"type": "hint", "cards": None, "reason": "no hint for this question"}
    deal, seat = pending["deal"], pending["seat"]
    action = adviser.act(deal, seat)
    if action.kind in (A.PLAY, A.BURN):
        return {"type": "hint", "cards": deal.t.ranks.format(action.set)}
    if action.kind == A.RETURN and not getattr(deal, "shaped", False):
        return {"type": "hint", "cards": deal.t.ranks.names[action.rank]}
    legal = pending.get("legal") or []
    return {"type": "hint", "cards": None, "option": legal.index(action) if action in legal else None,
            "words": describe(deal, action)}


def over(room, record: dict, deal=None) -> dict:
    """The match's result as the end screen says it: the totals, and the seats with the best total (in Gouji, the
    team with the best total; in Dou Dizhu both peasants when they won)."""
    totals = list(record.get("totals") or [])
    result = {"deals": len(record["deals"]), "over": True, "totals": totals, "winner": None, "winners": [],
              "scope": "match"}
    if not totals:
        return result
    rules = room.game.rules
    if rules.calling is None and rules.teams.kind == "alternate":  # two teams of alternate seats (Gouji)
        teams = [sum(t for s, t in enumerate(totals) if s % 2 == k) for k in (0, 1)]
        if teams[0] != teams[1]:
            result["winner"] = 0 if teams[0] > teams[1] else 1
            result["winners"] = [s for s in range(len(totals)) if s % 2 == result["winner"]]
        result["teams"] = teams
    else:
        best = max(totals)
        result["winners"] = [s for s, t in enumerate(totals) if t == best]
    return result
