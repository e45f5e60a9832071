"""The person's seat in a climbing game (Gouji, Baohuang): the engine's one question, `act`, asked in the browser.

The browser gets the actions the engine lists as legal (as words it can click) and may also type a set; every answer
is ruled by the engine (`deal.ruling`) before it is played, and refused with the reason and the rule otherwise.
"""
from __future__ import annotations

from ..play.climbing.terminal import HELP, _parse, _words
from ..runtime.climbing.sets import SetError
from .views import rule_link

SHOWN = 60  # legal actions offered as buttons (the rest can be typed)


def climbing_view(session, deal, seat: int) -> dict:
    """What the player at `seat` sees: the own hand, the standing set, the counts shown (报牌), never a hand."""
    ranks = deal.t.ranks
    view = {"variant": session.game.id, "family": "climbing", "phase": deal.phase, "seat": seat,
            "players": len(deal.cards), "bots": session.bots, "seed": session.seed}
    if deal.phase == "play":
        play = deal.play
        view.update(hand=ranks.format_counts(play.hands[seat]), left=play.left[seat],
                    standing=ranks.format(play.standing) if play.standing is not None else None,
                    standing_player=play._player if play.standing is not None else None,
                    shown={s: play.public_count(s) for s in range(len(play.hands))
                           if s != seat and play.public_count(s) is not None})
    elif deal.phase == "tribute":
        view.update(hand=ranks.format_counts(deal.tribute.hands[seat]))
    else:
        view.update(hand=" ".join(sorted(deal.cards[seat])))
    return view


class ClimbingSeat:
    name = "you"

    def __init__(self, session):
        self.session = session

    def act(self, deal, seat: int):
        session = self.session
        legal = deal.legal()
        mode = deal.mode()
        session.pending = {"id": session.pending["id"] + 1, "action": "climbing", "deal": deal, "seat": seat}
        session.send({"type": "ask", "ask": session.pending["id"], "action": "climbing", "mode": mode,
                      "help": HELP.get(mode, ""), "options": [_words(deal, a) for a in legal[:SHOWN]],
                      "state": climbing_view(session, deal, seat)})
        while True:
            answer = session.answer()
            action, problem = None, None
            if answer["type"] == "choose":
                index = answer.get("option")
                if isinstance(index, int) and 0 <= index < min(len(legal), SHOWN):
                    action = legal[index]
                else:
                    problem = (f"there is no option {index!r}", "")
            else:
                try:
                    action = _parse(deal, mode, answer.get("cards", "") if answer["type"] == "play" else "pass")
                except SetError as error:
                    problem = (error.message, error.rule)
                if action is None and problem is None:
                    problem = (HELP.get(mode, "not an action here"), "")
            if action is not None:
                ruling = deal.ruling(seat, action)
                if ruling.legal:
                    return action
                problem = (ruling.reason, ruling.rule)
            session.pending["action"] = "climbing"  # the same question stands
            session.send({"type": "illegal", "ask": session.pending["id"], "reason": problem[0], "rule": problem[1],
                          "link": rule_link(session.game, problem[1]) if problem[1] else None})
