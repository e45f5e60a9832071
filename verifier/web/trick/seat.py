"""The person's seat in a trick-taking game: each question the engine asks (runtime/trick/game.py calls
`agent.lead(deal, seat)` and so on), asked in the browser.

`WebSeat` answers by asking the page through its seat's `Asker` (web/seat.py) and waiting for the answer; every answer
is ruled by the engine's own rulings before it is given to the deal, and an illegal one is refused with the reason and
the rule, and asked again. A question the page cannot ask yet is answered by a bot, and the person is told so
(web/seat.py, `Seated`).
"""
from __future__ import annotations

from ...runtime.cards import SUITS, CardError, parse_cards
from ...runtime.trick import ids as I
from ...runtime.trick.combos import kind_of_ids
from ...runtime.trick.play.follow import follow_ids
from ...runtime.trick.shares import naming_refused, room_up, transfer_refused
from ...runtime.trick.state import Illegal
from ..links import rule_link
from .view import deal_view


class WebSeat:
    """The person's seat: each decision is a request to the browser, ruled when it comes back."""

    name = "you"

    def __init__(self, room, asker):
        self.room, self.asker = room, asker
        self._declare_shown: tuple | None = None
        self._retry = False  # the last answer was refused: the question stands

    # The exchange with the browser ---------------------------------------------------------------------------------

    def _ask(self, deal, seat: int, action: str, **details) -> dict:
        """Send the state and a request, or after a refusal wait again on the same request; the person's answer (a
        dict, already of the right shape)."""
        if self._retry:
            self._retry = False
        else:
            self.asker.ask({"type": "ask", "action": action, "state": deal_view(self.room, deal, seat), **details},
                           action=action, deal=deal, seat=seat)
        return self.asker.answer()

    def _refuse(self, reason: str, rule: str = "") -> None:
        """Refuse the answer; the same question stands (armed again before the browser hears of the refusal)."""
        self._retry = True
        self.asker.again()
        self.asker.send({"type": "illegal", "ask": self.asker.pending["id"], "reason": reason, "rule": rule,
                         "link": rule_link(self.room.game, rule)})

    def _cards(self, answer: dict) -> list[int] | None:
        """The cards of an answer, or None (refused with the card error)."""
        try:
            return I.ids(parse_cards(answer.get("cards", "")))
        except CardError as exc:
            self._refuse(exc.message + (f" ({exc.hint})" if exc.hint else ""))
            return None

    def _choice(self, deal, seat: int, action: str, options, **details):
        """A choice among options (or none, when `pass` is allowed): the option chosen, or None."""
        shown = [{"cards": I.names(cards), "suit": suit} for cards, suit in options]
        while True:
            answer = self._ask(deal, seat, action, options=shown, **details)
            if answer["type"] == "pass":
                return None
            index = answer.get("option")
            if isinstance(index, int) and not isinstance(index, bool) and 0 <= index < len(options):
                return options[index]
            self._refuse(f"there is no option {index!r}: choose one of the {len(options)} shown, or pass")

    # The decisions the engine asks for -----------------------------------------------------------------------------

    def declare(self, deal, seat: int):
        options = deal.declaration_options(seat)
        if not options or self.asker.skip_declaring == deal.number:
            return None
        key = (deal.number, tuple(tuple(c) for c, _ in options), deal.standing and deal.standing.player)
        if key == self._declare_shown and deal.dealt < deal.n * deal.rules.hand:
            return None  # the same options as the last time asked: ask again when something changes
        self._declare_shown = key
        passed = {"passed": True, "level": deal.level} if deal.passed else {}  # the other side's round (弃权)
        return self._choice(deal, seat, "declare", options, dealt=deal.dealt, total=deal.n * deal.rules.hand,
                            **passed)

    def kitty_overcall(self, deal, seat: int):
        options = deal.kitty_overcall_options(seat)
        return self._choice(deal, seat, "kitty-overcall", options) if options else None

    def rebury(self, deal, seat: int):
        """Bury jokers into the shown kitty (扣王): each burial allowed is an option, its cards picked up beside it."""
        options = deal.rebury_options(seat)
        if not options:
            return None
        shown = [(jokers, "⇄ " + " ".join(I.names(picked))) for jokers, picked in options]
        chosen = self._choice(deal, seat, "rebury", shown, kitty=I.names(deal.buried))
        return None if chosen is None else options[shown.index(chosen)]

    def bid(self, deal, seat: int):
        while True:
            answer = self._ask(deal, seat, "bid", bids=deal.bid_options(seat), standing=deal.bid,
                               bidder=deal.bidder, revealed=I.names(deal.revealed or []))
            bid = None if answer["type"] == "pass" else answer.get("option")
            try:
                deal.judge_bid(seat, bid)
                return bid
            except Illegal as exc:
                self._refuse(exc.reason, exc.rule)

    def name_trump(self, deal, seat: int):
        while True:
            answer = self._ask(deal, seat, "name-trump", suits=list(SUITS), bid=deal.bid)
            index = answer.get("option")
            if isinstance(index, int) and 0 <= index < len(SUITS):
                return SUITS[index]
            self._refuse("name one of the four suits", deal.ref("bidding"))

    def bury(self, deal, seat: int):
        kitty = deal.buried if deal.phase == "kitty-overcall" else deal.kitty
        while True:
            answer = self._ask(deal, seat, "bury", count=deal.bury_size(), kitty=I.names(kitty))
            cards = self._cards(answer)
            if cards is None:
                continue
            try:
                deal.judge_bury(seat, cards)
                return cards
            except Illegal as exc:
                self._refuse(exc.reason, exc.rule)

    def _seat_levels(self, deal, seat: int, action: str, rule: str, **details) -> list[int]:
        """Ask for a number of levels per player (one whole number for each seat, in seat order); the answer as
        seats, one entry per level, or refused (and asked again) when it is not one count per seat."""
        n = deal.n
        while True:
            answer = self._ask(deal, seat, action, **details)
            if answer["type"] == "pass":
                return []
            counts = answer.get("levels")
            if isinstance(counts, list) and len(counts) == n:
                return [s for s, k in enumerate(counts) for _ in range(k)]
            self._refuse(f"give one number of levels for each of the {n} players, in seat order", rule)

    def name_demoted(self, deal, seat: int, count: int, candidates):
        """Kitty demotion (抠底降级): the levels a demotion's overflow takes from players the chooser names; the person
        names who loses each of them, ruled as the engine rules it (shares.naming_refused)."""
        levels, ladder = deal.match.levels, deal.rules.ladder
        room = {s: levels[s] for s in candidates}
        rule = next((d[4] for d in deal.rules.demotions if d[0] == deal.level), "") or deal.ref("friends")
        shown = [{"player": s, "level": ladder[levels[s]], "room": room[s]} for s in candidates]
        while True:
            seats = self._seat_levels(deal, seat, "name-demoted", rule, count=count, candidates=shown)
            why = naming_refused(seats, count, candidates, room)
            if why is None:
                return seats
            self._refuse(why, rule)

    def transfer_levels(self, deal, seat: int, count: int, same, others):
        """级数不浪费: the levels a mandatory level stopped, given one by one to players of the person's side (raised)
        or of the other side (lowered), or kept unused (`pass`, or fewer than `count`); ruled as the engine rules
        it (shares.transfer_refused)."""
        levels, rules = deal.match.levels, deal.rules
        rule = deal.ref("friends")
        shown = [{"player": s, "level": rules.ladder[levels[s]], "way": "up",
                  "room": room_up(levels[s], rules.ladder, rules.mandatory)} for s in same]
        shown += [{"player": s, "level": rules.ladder[levels[s]], "way": "down", "room": levels[s]} for s in others]
        while True:
            seats = self._seat_levels(deal, seat, "transfer-levels", rule, count=count, candidates=shown)
            given = [[s, "down" if s in others else "up"] for s in seats]
            why = transfer_refused(given, count, seat, set(same) | {seat}, levels, rules.ladder, rules.mandatory)
            if why is None:
                return given
            self._refuse(why, rule)

    def accept_levels(self, deal, seat: int, giver: int, count: int) -> bool:
        """级数不浪费: a player of the winning side named in a transfer may refuse it (胜利方有权拒绝)."""
        while True:
            answer = self._ask(deal, seat, "accept-levels", giver=giver, count=count, choices=["accept", "refuse"])
            choice = answer.get("option")
            if choice in (0, 1) and not isinstance(choice, bool):
                return choice == 0
            self._refuse("accept (0) or refuse (1) the levels given", deal.ref("friends"))

    def give_spoils(self, deal, seat: int, spoils: int, receivers):
        """The flexible split (弹性分配): how many levels of the spoils the kitty keeper keeps; the rest to the other."""
        other = next((r for r in receivers if r != seat), seat)
        while True:
            answer = self._ask(deal, seat, "give-spoils", spoils=spoils, keep=list(range(spoils + 1)))
            kept = answer.get("option")
            if isinstance(kept, int) and not isinstance(kept, bool) and 0 <= kept <= spoils:
                return [seat] * kept + [other] * (spoils - kept)
            self._refuse(f"keep from 0 to {spoils} level(s) of the spoils", deal.ref("friends"))

    def call_friend(self, deal, seat: int):
        while True:
            answer = self._ask(deal, seat, "call-friend")
            cards = self._cards(answer)
            nth = answer.get("copy")
            if cards is None:
                continue
            if len(cards) != 1 or not isinstance(nth, int) or isinstance(nth, bool):
                self._refuse("call one card, and which copy of it played makes its player your friend",
                             deal.ref("friends"))
                continue
            why = deal.call_allowed(seat, cards[0], nth)
            if why is None:
                return cards[0], nth
            self._refuse(why, deal.ref("friends"))

    def exchange(self, deal, seat: int, count: int, receiver: int):
        while True:
            answer = self._ask(deal, seat, "exchange", count=count, receiver=receiver)
            cards = self._cards(answer)
            if cards is None:
                continue
            try:
                if len(cards) != count:
                    raise Illegal({}, f"give {count} card(s); {len(cards)} chosen", deal.ref("exchange"))
                deal.require_in_hand(seat, cards, {}, deal.ref("exchange"))
                return cards
            except Illegal as exc:
                self._refuse(exc.reason, exc.rule)

    def tribute_return(self, deal, seat: int, count: int):
        while True:
            answer = self._ask(deal, seat, "tribute-return", count=count)
            cards = self._cards(answer)
            if cards is None:
                continue
            try:
                deal.judge_tribute_return(seat, cards, count)
                return cards
            except Illegal as exc:
                self._refuse(exc.reason, exc.rule)

    def lead(self, deal, seat: int):
        while True:
            answer = self._ask(deal, seat, "lead")
            cards = self._cards(answer)
            if cards is None:
                continue
            why = lead_problem(deal, seat, cards)
            if why is None:
                return cards
            self._refuse(*why)

    def follow(self, deal, seat: int):
        lead = deal.current[0][1]
        while True:
            answer = self._ask(deal, seat, "follow", count=len(lead))
            cards = self._cards(answer)
            if cards is None:
                continue
            ruling = follow_ids(deal.hands[seat], lead, cards, deal.order)
            if ruling.legal:
                return cards
            self._refuse(ruling.reason, ruling.rule)


def lead_problem(deal, seat: int, cards: list[int]) -> tuple[str, str] | None:
    """Why a lead is illegal (reason, rule), or None. A failed throw is legal: the engine forces its smallest part."""
    if not cards:
        return "a lead plays at least one card", deal.ref("follow")
    try:
        deal.require_in_hand(seat, cards, {}, deal.ref("hand"))
    except Illegal as exc:
        return exc.reason, exc.rule
    kind = kind_of_ids(cards, deal.order)
    if kind is None:
        return "a lead is of one suit, or of trumps only", deal.ref("throw") or deal.ref("follow")
    if kind == "throw" and not deal.rules.throw:
        return "not one combination, and the variant has no throws", deal.ref("follow")
    return None
