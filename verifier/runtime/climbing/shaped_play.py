"""The play of a deal of shaped sets (Big Two, Paodekuai, Dou Dizhu): rounds of a lead, then beats in turn by a set
of the kind and length of the standing set that ranks higher, or a bomb by the ladder (order.py); passes; when every
other player has passed the player of the standing set leads again; a player out, the next leads (接风) where nobody
beat their last set. Every decision is ruled with the rule it rests on.

The round rules are the variant's: a pass leaves the player out of the round or of the set only (`round.pass_scope`),
a player able to beat may pass or must beat (有大必压, `round.may_pass`), the first lead of a deal holds a named card
(`first_lead.card`), the deal ends when one player is out or all but one (`end`). A seat that cannot beat passes
without being asked (the engine asks agents only real decisions and replays the same steps when it judges a record).
Hands are counts per slot of shapes.py (a rank, or a rank and a suit).
"""
from __future__ import annotations

from . import actions as A
from . import generate
from .order import key
from .ruling import LEGAL, Ruling
from .shapes import Shaped
from .table import ShapedTable


class ShapedPlay:
    """The play phase of one deal of shaped sets."""

    def __init__(self, table: ShapedTable, hands, leader: int, must_lead: int | None = None):
        self.t = table
        self.rules = table.rules
        self.hands = [list(h) for h in hands]
        self.left = [sum(h) for h in self.hands]
        self.active = [n > 0 for n in self.left]
        self.places: list[int] = []  # seats in the order they went out
        self.auto: list[tuple[int, A.Action]] = []  # steps the engine took itself (passes of who cannot beat)
        self.unable: list[tuple[int, Shaped]] = []  # (seat, the set it could not beat): each pass the engine took
        self.over = False
        self.rounds = 0
        self.played = 0
        self.sets = [0] * len(hands)  # sets each seat has played (a spring: the losers played none)
        self.bombs = 0  # bombs played (a rocket too): each doubles the stake where the settlement says so
        self.must_lead = must_lead  # the slot of the card the first lead holds (Big Two's 3♦), until it is led
        self._unique = table.unique if table.unique is not None else _unique_kinds(table)
        self._memo_key, self._memo = None, []
        self.version = 0
        self._start_round(leader)

    # The state a player or a referee reads ---------------------------------------------------------------------

    @property
    def standing(self) -> Shaped | None:
        return self._standing

    def turn(self) -> tuple[int, str] | None:
        return None if self.over else (self.seat, self.mode)

    def legal(self) -> list[A.Action]:
        if self.over:
            return []
        if self.mode == "lead":
            return [A.Action(A.PLAY, s) for s in self._leads(self.seat)]
        out = [A.Action(A.PLAY, s) for s in self._beats(self.seat)]
        if self.rules.round.may_pass or not out:
            out.append(A.PASS_ACTION)
        return out

    def public_count(self, seat: int) -> int | None:
        """报牌: a hand's count shown to everyone when it is at or under `show_count` (None: hidden)."""
        return self.rules.public_count(self.left[seat])

    # Rulings ----------------------------------------------------------------------------------------------------

    def ruling(self, seat: int, action: A.Action) -> Ruling:
        rules = self.rules
        if self.over:
            return Ruling(False, "the deal is over", rules.end_rule)
        if seat != self.seat:
            if not self.active[seat]:
                return Ruling(False, f"seat {seat} has no cards in play", rules.end_rule)
            what = "lead" if self.mode == "lead" else "answer"
            return Ruling(False, f"it is seat {self.seat}'s turn to {what}, not seat {seat}'s", rules.round.rule)
        if action.kind == A.PASS:
            if self.mode == "lead":
                return Ruling(False, f"seat {seat} leads: a set must be played (a pass is not allowed here)",
                              rules.round.rule)
            if not rules.round.may_pass and self._beats(seat):
                return Ruling(False, "a player who can beat the standing set must (有大必压)", rules.round.rule)
            return LEGAL
        if action.kind != A.PLAY:
            return Ruling(False, f"a {action.kind} is not an action of this game's play", rules.round.rule)
        return self._set_ruling(seat, action.set)[1]

    def _set_ruling(self, seat: int, s) -> tuple[Shaped | None, Ruling]:
        """The reading that stands for the set played (the cards' best or declared reading), and the ruling."""
        shapes = self.t.shapes
        rule = self.rules.sets[0].rule
        if not isinstance(s, Shaped):
            return None, Ruling(False, "a play needs a set", rule)
        hand = self.hands[seat]
        need: dict[int, int] = {}
        for slot in s.spent:
            need[slot] = need.get(slot, 0) + 1
        short = [slot for slot, n in need.items() if hand[slot] < n]
        if short:
            return None, Ruling(False, f"the hand does not hold {shapes.format(s)}: it has "
                                       f"{hand[short[0]]} × {shapes.card(short[0])}", rule)
        reading, ruling = self.t.canonical(tuple(sorted(s.spent)), s.kind, self._standing)
        if reading is None:
            return None, ruling
        if self.mode == "lead" and self.must_lead is not None and self.must_lead not in need:
            return None, Ruling(False, f"the first lead holds {shapes.card(self.must_lead)}",
                                self.rules.first_lead.card_rule or self.rules.first_lead.rule)
        return reading, LEGAL

    # Applying an action ------------------------------------------------------------------------------------------

    def apply(self, seat: int, action: A.Action) -> None:
        """Apply a legal action (rule on it first) and take the automatic steps that follow."""
        self.version += 1
        if action.kind == A.PASS:
            self.passed.add(seat)
            self._advance(seat)
            return
        s, _ = self._set_ruling(seat, action.set)
        self.must_lead = None
        hand = self.hands[seat]
        for slot in s.spent:
            hand[slot] -= 1
        self.left[seat] -= s.size
        self.played += s.size
        self.sets[seat] += 1
        self.bombs += self.t.shapes.kinds[s.kind].bomb >= 0
        self._standing, self._player = s, seat
        if self.rules.round.pass_scope == "set":
            self.passed = set()
        if self.left[seat] == 0:
            self.active[seat] = False
            self.places.append(seat)
            remaining = [x for x in self.t.seating.after(seat) if self.active[x]]
            if self.rules.end == "first-out" or len(remaining) <= 1:
                self._finish(remaining)
                return
        self._advance(seat)

    def _finish(self, remaining: list[int]) -> None:
        """The deal is over: the players still holding cards are placed by how many, fewest first (ties in turn
        order after the last out)."""
        self.places.extend(sorted(remaining, key=lambda x: self.left[x]))
        for x in remaining:
            self.active[x] = False
        self.over = True

    def _advance(self, frm: int) -> None:
        """The next seat to answer, passing who cannot beat; the round's end when every other player passed."""
        while True:
            seat = next((x for x in self.t.seating.after(frm)
                         if self.active[x] and x not in self.passed and x != self._player), None)
            if seat is None:
                self._end_round()
                return
            if not self._can_beat(seat):
                self.auto.append((seat, A.PASS_ACTION))
                self.unable.append((seat, self._standing))
                self.passed.add(seat)
                frm = seat
                continue
            self.seat, self.mode = seat, "answer"
            return

    def _start_round(self, leader: int) -> None:
        self._standing: Shaped | None = None
        self._player: int | None = None
        self.passed: set[int] = set()
        self.seat, self.mode = leader, "lead"
        self.rounds += 1

    def _end_round(self) -> None:
        winner = self._player
        if self.active[winner]:
            self._start_round(winner)
            return
        self._start_round(self.t.seating.wind(winner, self.active, self.rules.round.wind_to))

    # Sets a seat may play ---------------------------------------------------------------------------------------

    def _leads(self, seat: int) -> list[Shaped]:
        sets = self._readable(generate.leads(self.t.shapes, self.hands[seat]), None)
        if self.must_lead is not None:
            sets = [s for s in sets if self.must_lead in s.spent]
        return sets

    def _can_beat(self, seat: int) -> bool:
        return bool(self._beats(seat))

    def could_beat(self, seat: int, standing: Shaped) -> bool:
        """Whether the seat's hand holds a set that beats `standing`, read as a play of it would be (a searcher's
        world must not give a seat a beat of a set the engine passed it on: `unable`)."""
        return bool(self._readable(generate.beats(self.t.order, self.hands[seat], standing), standing))

    def _beats(self, seat: int) -> list[Shaped]:
        memo = (seat, self.version)
        if self._memo_key != memo:
            found = generate.beats(self.t.order, self.hands[seat], self._standing)
            self._memo_key, self._memo = memo, self._readable(found, self._standing)
        return self._memo

    def _readable(self, sets: list[Shaped], standing: Shaped | None) -> list[Shaped]:
        """The generated sets as they are read when played: one reading per cards and kind, the one that stands
        (the best or declared reading), so that what the engine offers is what its ruling accepts."""
        out, seen = [], set()
        wild = self.t.shapes.wild
        for s in sets:
            if self._unique[s.kind] and (wild < 0 or wild not in s.spent):
                out.append(s)
                continue
            cards = tuple(sorted(s.spent))
            if (cards, s.kind) in seen:
                continue
            reading, _ = self.t.canonical(cards, s.kind, standing)
            if reading is not None and key(reading) == key(s):
                seen.add((cards, s.kind))
                out.append(s)
        return out


def _unique_kinds(table: ShapedTable) -> tuple[bool, ...]:
    """Per kind, whether its cards read as no other set (then a generated set needs no reading): no attachment, no
    ladder, no suit of its own, and no other kind that could take the same cards. A set holding a wild card is read
    in any case (`_readable`): without one, its cards read as they would in the game without the wild card. Kept on
    the table (`table.unique`)."""
    shapes = table.shapes
    out = []
    for k in shapes.kinds:
        per_rank = k.width if k.shape == "run" else k.hi
        alone = k.kicker is None and not k.ladder and not k.suited and k.shape != "flush"
        for o in shapes.kinds:
            if o is k or not alone or o.sizes()[1] < k.sizes()[0] or k.sizes()[1] < o.sizes()[0]:
                continue  # (kinds of different numbers of cards never take the same cards)
            if o.kicker is not None:
                alone = o.lo > per_rank if o.shape != "run" else o.width > per_rank
            elif o.shape == k.shape or {o.shape, k.shape} == {"same-rank", "jokers"} or o.shape == "flush":
                if o.shape == "run" and k.shape == "run":
                    alone = o.width != k.width or o.max_length < k.min_length or k.max_length < o.min_length
                else:
                    alone = o.hi < k.lo or k.hi < o.lo
        out.append(alone)
    table.unique = tuple(out)  # (the table's, kept: every deal's play asks it)
    return table.unique

