"""The person's seat in a climbing game (Gouji, Baohuang): the engine's one question, `act`, asked in the page.

The page gets the choices that are no set (pass, defer, decline a burn, call the emperor with a card, pass the call,
seize, open or hidden guard, revolt or keep, accept or refuse a returned card) as buttons, a few suggested sets, and
selects cards for a set (or the card returned in tribute): the server rules the selection as it grows (`check`), and
every answer is ruled by the engine (`deal.ruling`) before it is played, refused with the reason and the rule
otherwise.
"""
from __future__ import annotations

from ...play.climbing.words import parse
from ...runtime.climbing import actions as A
from ...runtime.climbing.sets import SetError
from ..links import rule_link
from .suggest import choices, suggestions

SELECTED = {"burn": "burn ", "tribute": "return "}  # what selected cards mean in a mode (else a set played)


def selected_action(deal, mode: str, cards: str) -> A.Action | None:
    """The action of the cards selected in the page: a set played or burnt, the card returned in tribute."""
    return parse(deal, mode, SELECTED.get(mode, "") + cards.strip())


class ClimbingSeat:
    name = "you"

    def __init__(self, room, asker, view):
        self.room, self.asker, self.view = room, asker, view

    def act(self, deal, seat: int):
        asker = self.asker
        legal = deal.legal()
        mode = deal.mode()
        asker.ask({"type": "ask", "action": "climbing", "mode": mode, "choices": choices(deal, legal),
                   "suggestions": suggestions(deal, legal), "state": self.view(deal, seat)},
                  action="climbing", deal=deal, seat=seat, legal=legal)
        while True:
            answer = asker.answer()
            action, problem = None, None
            if answer["type"] == "choose":
                index = answer.get("option")
                if isinstance(index, int) and 0 <= index < len(legal):
                    action = legal[index]
                else:
                    problem = (f"there is no option {index!r}", "")
            elif answer["type"] == "pass":
                action = A.Action(A.DECLINE if mode == "burn" else A.PASS_CALL if mode == "call" else A.PASS)
            else:
                try:
                    action = selected_action(deal, mode, answer.get("cards", ""))
                except SetError as error:
                    problem = (error.message, error.rule)
                if action is None and problem is None:
                    problem = ("select the cards of a set, or choose one of the buttons", "")
            if action is not None:
                ruling = deal.ruling(seat, action)
                if ruling.legal:
                    return action
                problem = (ruling.reason, ruling.rule)
            asker.again()  # the same question stands
            asker.send({"type": "illegal", "ask": asker.pending["id"], "reason": problem[0], "rule": problem[1],
                        "link": rule_link(self.room.game, problem[1]) if problem[1] else None})
