"""Tricks: leads, throws, follows, and the winner of each trick."""

from __future__ import annotations

from itertools import chain

from .. import ids as I
from ..combos import kind_of_ids
from ..play.follow import follow_ids, void_single
from ..play.throw import throw_ids
from ..play.winner import _single_winner, winner_ids
from ..state import EngineError, Illegal


class TrickPhase:
    """A part of runtime.game.Deal, which holds the state and calls these in order."""

    # 5. Tricks --------------------------------------------------------------------------------------------------

    def _tricks(self, agents) -> None:
        self.phase = "tricks"
        self.leader = self.declarer
        while self.sizes[self.leader] > 0:
            if len(self.trick_log) > self.rules.hand:
                raise EngineError("the deal does not end: more tricks than cards in a hand")
            self.play_trick(agents)

    def others(self, seat: int) -> list[list[int]]:
        return [self.hands[(seat + k) % self.n] for k in range(1, self.n)]

    def judge_lead(self, seat: int, cards: list[int]) -> tuple[list[int], bool]:
        """The cards the lead actually puts on the table, and whether it was a failed throw; or Illegal."""
        o = self.order
        if len(cards) == 1 and self.hands[seat][cards[0]] > 0:
            return cards, False  # a single card held: always a lead (the commonest)
        if not cards:
            raise Illegal(self.where(player=seat), "a lead plays at least one card", self.ref("follow"))
        hand = self.hands[seat]
        if any(cards.count(c) > hand[c] for c in cards):  # (the place and the rule are looked up only then)
            self.require_in_hand(seat, cards, self.where(player=seat), self.ref("hand"))
        kind = kind_of_ids(cards, o)
        if kind is None:
            raise Illegal(self.where(player=seat), "a lead is of one suit, or of trumps only",
                          self.ref("throw") or self.ref("follow"))
        if kind != "throw":
            return cards, False
        if not self.rules.throw:
            raise Illegal(self.where(player=seat), f"`{' '.join(I.names(cards))}` is not one combination, and the "
                          f"variant has no throws", self.ref("follow"))
        closed = self.throw_closed(cards)
        if closed:
            raise Illegal(self.where(player=seat), closed, self.ref("throw"))
        self.stats.throws += 1
        stands, reason, forced = throw_ids(cards, self.others(seat), o)
        if stands:
            return cards, False
        self.stats.failed_throws += 1
        return forced, True

    def throw_closed(self, cards: list[int]) -> str | None:
        """Why these cards may not be thrown now, or None: with `first-rounds: N` (边三轮) only a side suit is thrown,
        and only in the first N tricks led in it."""
        rounds = self.rules.throw_first_rounds
        if rounds is None or not cards:
            return None
        group = self.order.g[cards[0]]
        if group == 0:
            return "trumps are never thrown: only a side suit, in its first rounds"
        if self.suit_leads[group] >= rounds:
            return f"a side suit is thrown only in its first {rounds} rounds; it has been led {self.suit_leads[group]} " \
                   f"times"
        return None

    def play_trick(self, agents) -> None:
        o = self.order
        leader = self.leader
        hands, sizes = self.hands, self.sizes
        self.current = current = []
        attempt = list(agents[leader].lead(self, leader))
        stats = self.stats
        stats.decisions += 1
        if len(attempt) == 1 and hands[leader][attempt[0]] > 0:
            lead, failed = attempt, False  # a single card held: always a lead (judge_lead's first test)
        else:
            lead, failed = self.judge_lead(leader, attempt)
        self.suit_leads[o.g[lead[0]]] += 1
        if failed:
            self.penalty += (self.rules.throw_penalty if self.is_declarer_side(leader)
                             else -self.rules.throw_penalty)
        hand = hands[leader]
        for c in lead:  # taken from the hand (as _take)
            hand[c] -= 1
        sizes[leader] -= len(lead)
        current.append((leader, lead))
        if self.friends:
            self._reveal(leader, lead)
        self._attempt = attempt if failed else None
        self.finish_trick(agents)

    def finish_trick(self, agents) -> None:
        """The follows of the trick being played, from the player whose turn it is (after the lead: every follower),
        then its winner and points. A search player plays a copy of a deal on from the middle of a trick so
        (runtime/trick/clone.py)."""
        o = self.order
        hands, sizes, stats = self.hands, self.sizes, self.stats
        current, leader, n = self.current, self.leader, self.n
        lead = current[0][1]
        g = o.g
        lead_group = g[lead[0]]
        lone = len(lead) == 1
        plays = [play for _, play in current]
        friends = self.friends
        start = len(current)
        # On a single, two follows are legal by a test of the ruling itself, and need no Ruling: a held card of the
        # led group where nothing but the suit binds (its first test, follow.free_single), and a held card of a hand
        # void in the led group that need not ruff with it (follow.void_single)
        free = lone and o.single_free
        for k in range(start, n):
            seat = (leader + k) % n
            self._ruled = None
            got = agents[seat].follow(self, seat)
            hand = hands[seat]
            if lone and len(got) == 1 and hand[got[0]] > 0 and ((free and g[got[0]] == lead_group)
                                                                 or void_single(hand, lead, got, o)):
                card = got[0]  # the commonest follow: one card, legal by the ruling's first tests
                play = [card]
                hand[card] -= 1
                sizes[seat] -= 1
            else:
                ruled = self._ruled
                if ruled is not None and ruled[1] is got and ruled[0] == seat and got == ruled[2]:
                    play = ruled[2]  # ruled legal by rule_follow in this very turn: not ruled twice
                else:
                    play = list(got)
                    ruling = follow_ids(hand, lead, play, o)
                    if not ruling.legal:
                        stats.decisions += k - start + 1  # (the decisions so far, this one with them)
                        raise Illegal(self.where(player=seat), ruling.reason, ruling.rule)
                for c in play:  # taken from the hand (as _take)
                    hand[c] -= 1
                sizes[seat] -= len(play)
            if friends:
                self._reveal(seat, play)
            plays.append(play)
            current.append((seat, play))
        stats.decisions += n - start
        point = o.point
        if lone:
            index = _single_winner(plays, o)
            won = sum([point[p[0]] for p in plays])
        else:
            index = winner_ids(plays, o)
            won = sum(map(point.__getitem__, chain.from_iterable(plays)))
        winner = (leader + index) % n
        self.points[winner] += won
        self.trick_log.append((leader, plays, winner, won, self._attempt))
        self.leader = winner
        self.current = []
        self._last = (winner, plays[index])

    def rule_follow(self, play: list[int]) -> bool:
        """Whether `play` is legal as the follow of the player whose turn it is: the referee's ruling (follow_ids) of
        that hand, the lead and the order as they are now. A legal play is remembered with a copy, for this turn
        only: a player answering with that very list, unchanged, is not ruled a second time (play_trick); any other
        answer is ruled as every answer is."""
        if not self.current:
            raise EngineError("rule_follow: no trick is being followed")
        seat = (self.leader + len(self.current)) % self.n
        legal = follow_ids(self.hands[seat], self.current[0][1], play, self.order).legal
        if legal:
            self._ruled = (seat, play, list(play))
        return legal

    def _take(self, seat: int, cards: list[int]) -> None:
        hand = self.hands[seat]
        for c in cards:
            hand[c] -= 1
        self.sizes[seat] -= len(cards)
