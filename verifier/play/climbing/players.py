"""Players of a climbing game: a random legal player and a simple greedy one. Each has `act(deal, seat) -> Action`."""
from __future__ import annotations

import random

from ...runtime.climbing import actions as A


class RandomPlayer:
    """Every decision at random among the legal ones; a lead drawn by type (a rank, a count, what is attached), so
    that a 36-card hand's hundreds of leads are not listed for every lead; a seize now and then."""

    def __init__(self, rng: random.Random, seize_rate: float = 0.015):
        self.rng = rng
        # Uniform seizing would make nearly every Baohuang deal a seized one; a deal offers the seize about five
        # times (every player before the holder calls, then each in their turn of the call): about 8% are seized.
        self.seize_rate = seize_rate

    def act(self, deal, seat: int) -> A.Action:
        if getattr(deal, "shaped", False):  # a game of shaped sets: every legal action listed, one drawn
            return self.rng.choice(deal.legal())
        if deal.phase == "play" and deal.mode() == "lead":
            return deal.play.sample_lead(seat, self.rng)
        legal = deal.legal()
        if deal.phase == "calling" and A.Action(A.SEIZE) in legal:
            if self.rng.random() < self.seize_rate:
                return A.Action(A.SEIZE)
            legal = [a for a in legal if a.kind != A.SEIZE]
        return self.rng.choice(legal)


class GreedyPlayer:
    """Leads its weakest rank whole and plain; beats with the cheapest set (fewest jokers and money, lowest rank),
    spending jokers only when its hand is short; never defers or burns; calls when it can, never seizes; keeps its
    hand and its 够死级 chances; keeps its place in the tribute and returns its weakest cards."""

    def __init__(self, rng: random.Random, joker_hand: int = 12):
        self.rng = rng
        self.joker_hand = joker_hand  # spend jokers to beat only at or under this many cards

    def act(self, deal, seat: int) -> A.Action:
        if getattr(deal, "shaped", False):
            return shaped_choice(deal, seat)
        mode = deal.mode()
        if deal.phase == "play" and mode == "lead":
            play = deal.play
            ranks = play.t.ranks
            hand = play.hands[seat]
            weakest = next((i for i in ranks.plain if hand[i]), None)
            if weakest is not None:
                lead = A.Action(A.PLAY, ranks.from_counts([hand[j] if j == weakest else 0 for j in range(len(hand))]))
                if play.ruling(seat, lead).legal:
                    return lead
            return min(deal.legal(), key=lambda a: _cost(ranks, a.set))
        legal = deal.legal()
        if deal.phase == "play":
            play = deal.play
            ranks = play.t.ranks
            beats = [a for a in legal if a.kind == A.PLAY]
            if beats:
                best = min(beats, key=lambda a: _cost(ranks, a.set))
                jokers = ranks.smalls(best.set) + ranks.bigs(best.set)
                if not jokers or play.left[seat] <= self.joker_hand or best.set.cards == play.left[seat]:
                    return best
            for kind in (A.PASS, A.DECLINE, A.CLOSE):
                if A.Action(kind) in legal:
                    return A.Action(kind)
            return legal[0]
        if deal.phase == "calling":
            calls = [a for a in legal if a.kind == A.CALL]
            if calls:
                return calls[0]
            for kind in (A.HIDDEN, A.DECLINE):
                if A.Action(kind) in legal:
                    return A.Action(kind)
            return A.Action(A.PASS_CALL)
        if deal.phase in ("revolution", "chances"):
            return A.Action(A.KEEP)
        if deal.phase == "tribute":
            for kind in (A.ACCEPT, A.KEEP):
                if A.Action(kind) in legal:
                    return A.Action(kind)
            return min(legal, key=lambda a: a.rank)
        return legal[0]


def shaped_choice(deal, seat: int) -> A.Action:
    """The greedy choice in a game of shaped sets: lead the lowest set, the longest of it (to shed low cards); beat
    with the cheapest set, a bomb only when a hand (its own or another's) is nearly out."""
    legal = deal.legal()
    if deal.phase == "bidding":  # bid by the hand's top cards: the 2s, the jokers and every four of a rank
        hand = deal.t.shapes.counts(deal.cards[seat])
        shapes = deal.t.shapes
        strong = sum(n for slot, n in enumerate(hand) if shapes.rank_of(slot) >= len(shapes.names) - 3) + \
            2 * sum(1 for n in hand if n == 4)
        bids = [a for a in legal if a.kind == A.BID]
        if bids and strong >= 3:
            return bids[-1] if strong >= 5 else bids[0]
        return A.PASS_ACTION
    plays = [a for a in legal if a.kind == A.PLAY]
    if not plays:
        return legal[0]
    kinds = deal.t.shapes.kinds
    play = deal.play
    plain = [a for a in plays if kinds[a.set.kind].bomb < 0]
    cheap = shaped_cost(deal)
    if deal.mode() == "lead":
        return min(plain or plays, key=cheap)
    short = min(play.left[s] for s in range(len(play.left)) if s != seat and play.active[s]) <= 3
    choices = plain if plain or not (short or play.left[seat] <= 6) else plays
    if not choices:
        return A.PASS_ACTION if A.PASS_ACTION in legal else legal[0]
    return min(choices, key=cheap)


def shaped_cost(deal):
    """The greedy player's measure of a set played in a game of shaped sets, cheapest first: to lead, the lowest core
    and the most cards (to shed low cards); to beat, no bomb, the fewest cards, the lowest."""
    kinds = deal.t.shapes.kinds
    if deal.mode() == "lead":
        low = deal.t.shapes.core_ranks
        return lambda a: (kinds[a.set.kind].bomb >= 0, low(a.set)[0], -a.set.size, a.set.tie, a.set.kind)
    return lambda a: (kinds[a.set.kind].bomb, a.set.size, a.set.top, a.set.tie)


def _cost(ranks, s) -> tuple:
    return (ranks.smalls(s) + ranks.bigs(s) * 2, s.money, s.core, -s.cards)


def make(kind: str, rng: random.Random):
    if kind == "random":
        return RandomPlayer(rng)
    if kind == "greedy":
        return GreedyPlayer(rng)
    raise ValueError(f"unknown player `{kind}`; players are random and greedy")


def player_rng(seed: int, seat: int) -> random.Random:
    return random.Random(f"climbing-player:{seed}:{seat}")
