"""Calling the emperor (Baohuang): 叫庄, 让庄, 逼庄, 黄庄, 抢庄, 独保, and the guard open or hidden (明保 / 暗保).

The holder of the marked card may call with 3 or 4 cards of one rank and suit (jokers of one kind count), pass the
call on (in `pass_direction`), or seize; a player the call is passed to has the same choices. The marked card goes
with the call (让庄, "将特殊标记的大王让给下一位玩家"), so a caller counts it among their calling cards when the marked
card is what they call. When every player has passed, the forced call goes round from the first holder: whoever holds
exactly `forced` cards of one kind must call. With no such player the deal is void. The emperor takes the marked card
into their hand.

A seize needs no passing of the call ("不需要等别人让庄"): before the holder's decision, every other player, in the
order the call would pass, says whether they seize; each may seize again when the call comes to them.

A call of `lone_at` cards makes the lone emperor (独保); the guard of a call of fewer is whoever holds another copy of
the calling card. When nobody does (a copy set aside), `no_guard` says what happens: a void deal, or the lone
emperor. A seizer has no guard.
"""
from __future__ import annotations

from collections import Counter

from . import actions as A
from .ruling import LEGAL, Ruling
from .rules import ClimbingRules


class Calling:
    def __init__(self, rules: ClimbingRules, hands: list[list[str]], marked_holder: int):
        self.rules = rules
        self.c = rules.calling
        self.hands = hands
        self.marked_holder = marked_holder
        n = rules.players
        step = -1 if (self.c.pass_direction == "clockwise") == (rules.direction == "counter-clockwise") else 1
        self.order = [(marked_holder + step * k) % n for k in range(n)]
        self.seizers = self.order[1:] if self.c.seize else []  # asked whether they seize before the holder calls
        self.stage = "seize" if self.seizers else "call"
        self.index = 0
        self.emperor: int | None = None
        self.card: str | None = None
        self.count = 0  # the calling cards of the call
        self.guard: int | None = None
        self.lone = False
        self.seized = False
        self.open = False
        self.void = False
        self._skip_forced()

    # State --------------------------------------------------------------------------------------------------

    @property
    def done(self) -> bool:
        return self.stage in ("done", "void")

    def turn(self) -> int | None:
        if self.stage == "seize":
            return self.seizers[0]
        if self.stage in ("call", "forced"):
            return self.order[self.index]
        if self.stage == "guard":
            return self.emperor if self.lone else self.guard
        return None

    def held(self, seat: int, card: str) -> int:
        """The copies of `card` a caller holds, the marked card that came with the call among them."""
        extra = 1 if card == self.c.marked and seat != self.marked_holder else 0
        return self.hands[seat].count(card) + extra

    def callable_cards(self, seat: int, exactly: int | None = None) -> list[str]:
        counts = Counter(self.hands[seat])
        if seat != self.marked_holder:
            counts[self.c.marked] += 1  # the marked card came with the call
        jokers = self.rules.jokers
        joker_names = (jokers.small, jokers.big) if jokers else ()
        out = []
        for card, n in sorted(counts.items()):
            if card in joker_names and not self.c.jokers:
                continue
            if (exactly is None and n in self.c.counts) or n == exactly:
                out.append(card)
        return out

    def legal(self) -> list[A.Action]:
        seat = self.turn()
        if self.stage == "seize":
            return [A.Action(A.SEIZE), A.Action(A.DECLINE)]
        if self.stage == "call":
            out = [A.Action(A.CALL, card=c) for c in self.callable_cards(seat)] + [A.Action(A.PASS_CALL)]
            return out + ([A.Action(A.SEIZE)] if self.c.seize else [])
        if self.stage == "forced":
            return [A.Action(A.CALL, card=c) for c in self.callable_cards(seat, self.c.forced)]
        if self.stage == "guard":
            return [A.Action(A.OPEN), A.Action(A.HIDDEN)]
        return []

    def ruling(self, seat: int, action: A.Action) -> Ruling:
        c = self.c
        turn = self.turn()
        if turn is None:
            return Ruling(False, "the call is over", c.rule)
        if seat != turn:
            what = {"call": "call or pass the call", "forced": "call (forced)", "guard": "say open or hidden",
                    "seize": "seize or not"}
            return Ruling(False, f"it is seat {turn}'s turn to {what[self.stage]}, not seat {seat}'s",
                          c.forced_rule if self.stage == "forced" else c.rule)
        if self.stage == "guard":
            return LEGAL if action.kind in (A.OPEN, A.HIDDEN) else Ruling(
                False, f"{'the lone emperor' if self.lone else 'the guard'} says open or hidden", c.rule)
        if self.stage == "seize":
            return LEGAL if action.kind in (A.SEIZE, A.DECLINE) else Ruling(
                False, "before the holder of the marked card calls, each other player seizes or declines",
                c.seize_rule or c.rule)
        if action.kind == A.SEIZE:
            return LEGAL if self.stage == "call" and c.seize else Ruling(False, "seizing is not allowed now",
                                                                         c.seize_rule or c.rule)
        if action.kind == A.PASS_CALL:
            return LEGAL if self.stage == "call" else Ruling(
                False, f"the forced call: a player holding exactly {c.forced} cards of one kind must call",
                c.forced_rule)
        if action.kind != A.CALL:
            return Ruling(False, f"a {action.kind} is not part of the call", c.rule)
        card = action.card
        held = self.held(seat, card) if card else 0
        if self.stage == "forced" and held != c.forced:
            return Ruling(False, f"the forced call is made with exactly {c.forced} cards of one kind "
                                 f"(seat {seat} holds {held} × {card})", c.forced_rule)
        if held not in c.counts:
            wanted = " or ".join(str(n) for n in c.counts)
            return Ruling(False, f"a call needs {wanted} cards of one rank and suit; seat {seat} holds {held} × "
                                 f"{card}", c.rule)
        jokers = self.rules.jokers
        if jokers is not None and card in (jokers.small, jokers.big) and not c.jokers:
            return Ruling(False, "jokers are not calling cards here", c.rule)
        return LEGAL

    # Applying ---------------------------------------------------------------------------------------------------

    def apply(self, seat: int, action: A.Action) -> None:
        kind = action.kind
        if self.stage == "guard":
            self.open = kind == A.OPEN
            self.stage = "done"
        elif self.stage == "seize" and kind == A.DECLINE:
            self.seizers.pop(0)
            if not self.seizers:
                self.stage = "call"
        elif kind == A.PASS_CALL:
            self.index += 1
            if self.index == len(self.order):
                self.stage, self.index = "forced", 0
                self._skip_forced()
        elif kind == A.SEIZE:
            self._crown(seat)
            self.seized = True
            self.stage = "done"
        else:
            self.count = self.held(seat, action.card)
            self._crown(seat)
            self.card = action.card
            holders = [s for s in range(len(self.hands)) if s != seat and action.card in self.hands[s]]
            self.lone = self.count >= self.c.lone_at
            self.guard = None if self.lone or not holders else holders[0]
            if self.guard is None and not self.lone:  # a copy is set aside: nobody can guard
                if self.c.no_guard == "redeal":
                    self.stage, self.void = "void", True
                    return
                self.lone = True
            self.stage = "guard" if (self.c.open_lone if self.lone else self.c.open_guard) else "done"

    def _crown(self, seat: int) -> None:
        """The emperor takes the marked card from its holder."""
        self.emperor = seat
        if seat != self.marked_holder:
            self.hands[self.marked_holder].remove(self.rules.calling.marked)
            self.hands[seat].append(self.rules.calling.marked)

    def _skip_forced(self) -> None:
        if self.stage != "forced":
            return
        if self.c.forced is None:
            self.stage, self.void = "void", True
            return
        while self.index < len(self.order) and not self.callable_cards(self.order[self.index], self.c.forced):
            self.index += 1
        if self.index == len(self.order):
            self.stage, self.void = "void", True

    def kind(self) -> str:
        """The settlement table this deal is settled by."""
        if self.seized:
            return "seized"
        if self.lone:
            return "open-lone-emperor" if self.open else "lone-emperor"
        return "open-guard" if self.open else "normal"

    def roles(self, n: int) -> list[str]:
        return ["emperor" if s == self.emperor else "guard" if s == self.guard else "rebel" for s in range(n)]
