"""The play of a deal: rounds of leading and beating (一轮), passing, deferring, closing, burning, taking the wind,
finishing places. Every decision is ruled with the rule it rests on.

The play keeps a queue of who answers the standing set next, each with a mode: "lead", "answer", "second" (a deferrer
answering again), "burn" (a chance to burn a gouji set out of turn), "close" (the opposite closing a dead set). After
each set the queue is rebuilt from the rules' answering rights (answering.py). A seat that cannot beat passes without
being asked, a close of a dead set is applied at once, and a burn is offered only to a seat that has one: the engine
asks agents only real decisions, and replays the same automatic steps when it judges a record.
"""
from __future__ import annotations

from . import actions as A
from . import moves
from .answering import AnsweringRights
from .ruling import LEGAL, Ruling
from .sets import Ranks, Set, SetError
from .table import READINGS, Table


_new = tuple.__new__  # an Action without the NamedTuple constructor's extra call (every legal play is one)


class Play(AnsweringRights):
    """The play phase of one deal (who may answer a set: AnsweringRights, answering.py)."""

    def __init__(self, table: Table, hands, leader: int, folded=(), chances=None):
        self.t = table
        self.rules = table.rules
        self.hands = [list(h) for h in hands]
        self.left = [sum(h) for h in self.hands]
        self.active = [seat not in folded and self.left[seat] > 0 for seat in range(len(hands))]
        # 够死级 chances a seat holds for its own gouji sets (a revolutionary's opposite who kept them)
        self.chances = list(chances) if chances is not None else [0] * len(hands)
        self.places: list[int] = []  # seats in the order they went out
        self.burning: set[int] = set()
        self.auto: list[tuple[int, A.Action]] = []  # steps the engine took itself, for the record's reader
        self.over = False
        self.rounds = 0
        self.played = 0  # cards played so far
        self.version = 0  # bumped by every action, for the cache of the legal beats
        self._cache_key, self._cache = None, []
        self._offered: tuple = (-1, -1, ())  # (version, seat, actions) of the last legal list given out: offered()
        self._start_round(leader)

    # The state a player or a referee reads ---------------------------------------------------------------------

    @property
    def standing(self) -> Set | None:
        return self._standing

    def turn(self) -> tuple[int, str] | None:
        """(seat, mode) of the decision the play waits for; None when the deal is over."""
        return None if self.over else self.queue[0]

    def legal(self) -> list[A.Action]:
        """Every legal action of the seat whose turn it is."""
        if self.over:
            return []
        seat, mode = self.queue[0]
        if mode == "lead":
            out = [_new(A.Action, (A.PLAY, s, None, None)) for s in self._leads(seat)]
        elif mode == "burn":
            out = [A.Action(A.BURN, s) for s in self._burns(seat)] + [A.Action(A.DECLINE)]
        elif mode == "close":
            out = [A.Action(A.CLOSE)]
        else:
            out = [_new(A.Action, (A.PLAY, s, None, None)) for s in self._beats(seat)]
            if self.rules.round.may_pass or not out:
                out.append(A.Action(A.PASS))
            if mode == "answer" and self._may_defer(seat):
                out.append(A.Action(A.DEFER))
        self._offered = (self.version, seat, out)
        return out

    def offered(self, seat: int, action: A.Action) -> bool:
        """Whether `action` is one of the actions the last `legal()` listed for `seat`, and nothing happened since:
        then it is legal without a ruling (a match trusts the referee's own list; what else a player sends is
        ruled). The list is kept with the play's version, which every action and a redrawn world bump."""
        version, asked, out = self._offered
        return version == self.version and asked == seat and action in out

    def sample_lead(self, seat: int, rng) -> A.Action:
        """A random lead, drawn by type (a core rank, then how many of it, then what is attached), without listing
        every lead: the random player's lead."""
        ranks = self.t.ranks
        hand = self.hands[seat]
        s = moves.sample_lead(ranks, hand, rng)
        if s is None or not self._burner_ok(seat, s, lead=True):
            s = rng.choice(self._leads(seat))
        return A.Action(A.PLAY, s)

    def public_count(self, seat: int) -> int | None:
        """报牌: a hand's count shown to everyone when it is at or under `show_count` (None: hidden)."""
        return self.rules.public_count(self.left[seat])

    # Rulings ----------------------------------------------------------------------------------------------------

    def parse(self, text: str) -> Set:
        return self.t.ranks.parse(text)

    def ruling(self, seat: int, action: A.Action) -> Ruling:
        """Whether `seat` may take `action` now, and if not why, citing the rule."""
        rules = self.rules
        if self.over:
            return Ruling(False, "the deal is over", rules.end_rule)
        turn, mode = self.queue[0]
        if seat != turn:
            return self._out_of_turn(seat, turn, mode)
        kind = action.kind
        if mode == "lead":
            if kind != A.PLAY:
                return Ruling(False, f"seat {seat} leads: a set must be played (a {kind} is not allowed here)",
                              rules.round.rule)
            return self._set_ruling(seat, action.set, None)
        if mode == "close":
            return LEGAL if kind == A.CLOSE else Ruling(
                False, "the standing set is dead: its opposite closes it", self.t.relation.cover(self._standing).rule)
        if mode == "burn":
            if kind == A.DECLINE:
                return LEGAL
            if kind != A.BURN:
                return Ruling(False, f"seat {seat} may burn the gouji set or decline", self._burn_rule())
            r = self._set_ruling(seat, action.set, self._standing)
            return r if not r.legal else self._burn_condition(seat, action.set)
        if kind == A.PASS:
            if not rules.round.may_pass and self._beats(seat):
                return Ruling(False, "a player who can beat the standing set must", rules.round.rule)
            return LEGAL
        if kind == A.DEFER:
            return LEGAL if mode == "answer" and self._may_defer(seat) else Ruling(
                False, "defer is not allowed here" + self._defer_scope(), self._defer_rule())
        if kind != A.PLAY:
            return Ruling(False, f"a {kind} is not an action of the play", rules.round.rule)
        return self._set_ruling(seat, action.set, self._standing)

    def _out_of_turn(self, seat: int, turn: int, mode: str) -> Ruling:
        rules = self.rules
        if mode in ("answer", "burn") and self._standing is not None:
            narrowed = self._narrowed(seat)
            if narrowed is not None:
                return narrowed
        if self._standing is not None and self._gouji_now(self._standing) and mode in ("answer", "burn"):
            opposite = self.t.seating.opposite(self._player)
            return Ruling(False, f"seat {seat} may not answer now: a gouji set is answered only by its opposite "
                                 f"(seat {opposite}), a burn or a player with no opposite, and it is seat {turn}'s "
                                 "turn", rules.gouji_sets.rule)
        if not self.active[seat]:
            return Ruling(False, f"seat {seat} has no cards in play", rules.end_rule)
        what = {"lead": "lead", "close": "close the dead set", "burn": "burn or decline"}.get(mode, "answer")
        return Ruling(False, f"it is seat {turn}'s turn to {what}, not seat {seat}'s", rules.round.rule)

    def _set_ruling(self, seat: int, s: Set | None, standing: Set | None) -> Ruling:
        ranks = self.t.ranks
        if s is None:
            return Ruling(False, "a play needs a set", ranks.set_rule)
        reading = self.t.readings.get(s)
        if reading is None:
            try:
                reading = ranks.from_counts(_counts_of(ranks, s))  # one reading, with the kinds of attachment allowed
            except SetError as error:
                reading = error
            if len(self.t.readings) < READINGS:
                self.t.readings[s] = reading
        if isinstance(reading, SetError):
            return Ruling(False, reading.message, reading.rule)
        if s != reading:
            return Ruling(False, f"the set reads as {ranks.format(reading)}", ranks.set_rule)
        missing = ranks.missing(self.hands[seat], s)
        if missing:
            return Ruling(False, f"the hand does not hold {ranks.format(s)}: {missing}", ranks.set_rule)
        if standing is not None:
            r = self.t.relation.ruling(s, standing)
            if not r.legal:
                return r
        if not self._burner_ok(seat, s, lead=standing is None):
            return Ruling(False, "after a burn every set of the burner carries a joker, the last excepted",
                          self._burn_rule())
        return LEGAL

    # Applying an action ------------------------------------------------------------------------------------------

    def apply(self, seat: int, action: A.Action) -> None:
        """Apply a legal action (rule on it first) and take the automatic steps that follow."""
        self.queue.pop(0)
        self.version += 1
        kind = action.kind
        if kind in (A.PLAY, A.BURN):
            if kind == A.BURN:
                self.burning.add(seat)
            self._play(seat, action.set)
        elif kind == A.PASS:
            self.passed.add(seat)
        elif kind == A.DEFER:
            self._defer(seat)
        elif kind == A.CLOSE:
            self.queue.clear()
        # DECLINE: nothing but the next in the queue.
        self._advance()

    def _play(self, seat: int, s: Set) -> None:
        # 够死级: the opposite's answer to a last set, or a gouji set played with a chance, stands but for burns
        stands = self.rules.final_gouji.rule if self._final_for == seat else None
        if stands is None and self.chances[seat] and self._gouji_now(s):
            self.chances[seat] -= 1
            stands = self.rules.revolution.chances_rule
        self._final_for = self._after_defer = None
        self._stands = stands
        hand = self.hands[seat]
        for i, n in self.t.ranks.spend(s):
            hand[i] -= n
        self.left[seat] -= s.cards
        self.played += s.cards
        self._standing, self._player = s, seat
        self._req = self.t.relation.requirement(s)
        if self.rules.round.pass_scope == "set":  # a pass is for the set passed only: answer the next one
            self.passed = set()
        if self.left[seat] == 0:
            self.active[seat] = False
            self.places.append(seat)
            remaining = [x for x in self.t.seating.after(seat) if self.active[x]]
            if self.rules.end == "first-out" or len(remaining) <= 1:
                # the players still holding cards, fewest first (ties in turn order after the last out), as
                # shaped_play places them
                self.places.extend(sorted(remaining, key=lambda x: self.left[x]))
                for x in remaining:
                    self.active[x] = False
                self.over = True
                self.queue = []
                return
        self.queue = self._answerers(seat, s, stands is not None)
        self.deferred = set()

    def _defer(self, seat: int) -> None:
        self.deferred.add(seat)
        defer = self.rules.round.defer
        if defer.scope == "next-two":
            ahead = [x for x in self.t.seating.after(seat) if self._may_answer(x) and x != self._player][:2]
            self.queue = [(x, "answer") for x in ahead] + [(seat, "second")] + \
                [q for q in self.queue if q[0] not in ahead]
        elif self.rules.round.ends != "circles" or self.rules.round.circles >= 2:
            # first-circle: answer again in the second circle, after everyone else
            self.queue.append((seat, "second"))
        # a round that ends after one circle with no beat has no second circle: the deferrer does not answer again

    def _advance(self) -> None:
        """Take the automatic steps: skip who cannot act, pass who cannot beat, close dead sets, end the round."""
        while not self.over:
            if not self.queue:
                self._end_round()
                continue
            seat, mode = self.queue[0]
            if not self.active[seat]:
                self.queue.pop(0)
            elif mode == "close":
                self.auto.append((seat, A.Action(A.CLOSE)))
                self.queue.clear()
            elif mode == "burn":
                if self._burns(seat):
                    return
                self.queue.pop(0)
            elif mode in ("answer", "second"):
                if mode == "answer" and seat in self.passed and not self._pass_exception(seat):
                    self.queue.pop(0)
                elif not self._can_beat(seat):
                    self.auto.append((seat, A.PASS_ACTION))
                    self.queue.pop(0)
                    self.passed.add(seat)
                else:
                    return
            else:
                return

    def _start_round(self, leader: int) -> None:
        self._standing: Set | None = None
        self._req = None
        self._player: int | None = None
        self.passed: set[int] = set()
        self.deferred: set[int] = set()
        self._final_for: int | None = None  # the opposite who alone answers the standing last set (够死级)
        self._after_defer: int | None = None  # the deferrer whose opposite alone answers the standing set
        self._stands: str | None = None  # the standing set was played with a 够死级 chance (its rule): only burns
        self.queue: list[tuple[int, str]] = [(leader, "lead")]
        self.rounds += 1

    def _end_round(self) -> None:
        winner = self._player
        if self.active[winner]:
            self._start_round(winner)
            return
        self._start_round(self._wind(winner))

    def _wind(self, finisher: int) -> int:
        """接风: who leads after a finisher's last set that nobody beat."""
        return self.t.seating.wind(finisher, self.active, self.rules.round.wind_to)

    def _team(self, seat: int) -> int:
        return self.t.seating.alternate_team(seat)

    # Sets a seat may play ---------------------------------------------------------------------------------------

    def _leads(self, seat: int) -> list[Set]:
        sets = moves.leads(self.t.ranks, self.hands[seat])
        if seat not in self.burning:  # only a burner's sets are bound (_burner_ok)
            return sets
        ok = [s for s in sets if self._burner_ok(seat, s, lead=True)]
        return ok or sets  # a burner who cannot keep the obligation still leads (the engine's reading)

    def _can_beat(self, seat: int) -> bool:
        # (Keeping the answers per seat and standing set until the hand changes was measured, 2026-12-05: 14% of the
        # questions of Gouji are asked again, but the memo's look-ups cost what they saved: Gouji as fast, Baohuang
        # 2.5% slower, in interleaved runs. A hand meets few standing sets twice.)
        if self._standing is None:
            return False
        if seat in self.burning:
            return bool(self._beats(seat))
        return moves.has_beat(self.t.relation, self.hands[seat], self._standing, self._req)

    def _beats(self, seat: int) -> list[Set]:
        if self._standing is None:
            return []
        key = (seat, self.version)
        if self._cache_key == key:
            return self._cache
        sets = moves.beats(self.t.relation, self.hands[seat], self._standing, self._req)
        sets = [s for s in sets if self._burner_ok(seat, s, lead=False)] if seat in self.burning else sets
        self._cache_key, self._cache = key, sets
        return sets

    def _burns(self, seat: int) -> list[Set]:
        return [s for s in self._beats(seat) if self._burn_short(seat, s) is None]

    def _burner_ok(self, seat: int, s: Set, lead: bool) -> bool:
        burning = self.rules.burning
        if seat not in self.burning or burning is None or not burning.jokers_after:
            return True
        if s.cards == self.left[seat]:
            return True
        ranks = self.t.ranks
        if ranks.smalls(s) + ranks.bigs(s) > 0:
            return True
        return lead and not any(ranks.smalls(x) + ranks.bigs(x) > 0 or x.cards == self.left[seat]
                                for x in moves.leads(ranks, self.hands[seat]))

    def _burn_condition(self, seat: int, s: Set) -> Ruling:
        """A burn leaves a single set, or enough jokers to attach one to every later set but the last."""
        short = self._burn_short(seat, s)
        if short is None:
            return LEGAL
        plain, jokers = short
        return Ruling(False, f"a burn must leave one set, or a joker for every later set but the last ({plain} "
                             f"ranks left, {jokers} jokers)", self.rules.burning.rule)

    def _burn_short(self, seat: int, s: Set) -> tuple[int, int] | None:
        """None where burning `s` keeps the burn's condition, else (the plain ranks, the jokers) it would leave: the
        test of `_burn_condition` without its sentence (`_burns` asks it of every beat)."""
        burning, ranks = self.rules.burning, self.t.ranks
        rest = list(self.hands[seat])
        for i, n in ranks.spend(s):
            rest[i] -= n
        if not any(rest) or not burning.jokers_after:
            return None
        if ranks.makes_set(rest):
            return None
        jokers = (rest[ranks.small] if ranks.small >= 0 else 0) + (rest[ranks.big] if ranks.big >= 0 else 0)
        plain = sum(1 for i in ranks.plain if rest[i])
        if jokers >= plain - 1:
            return None
        return plain, jokers

    def _burn_rule(self) -> str:
        return self.rules.burning.rule if self.rules.burning else self.rules.round.rule


def _counts_of(ranks: Ranks, s: Set) -> list[int]:
    counts = [0] * len(ranks.names)
    for i, n in ranks.spend(s):
        if not 0 <= i < len(counts) or n < 0:
            raise SetError("not a set of this game", ranks.set_rule)
        counts[i] += n
    return counts
