"""A whole deal, driven by the rules of one variant (runtime.rules.Rules) as its Engine holds them (engine.py); a
match of deals is match.py's.

The engine asks its agents (runtime players, a person at the terminal, or a game record being judged) for every
decision and rules on each one; an illegal decision raises `Illegal`, which says where, why, and the rule (file:line).

A deal runs in this order:

1. **Dealing**, card by card, from the first receiver (the declarer; in the first deal seat 0, or a seat drawn at random with
   `first-receiver: random`) in the direction of
   play; the last `kitty` cards of the deck are the kitty. Each time a player receives a card they may declare or
   overcall; when the last card is dealt every player, from the first receiver on, has one more chance.
2. **Trump and declarer**: the standing declaration fixes the trump; in the first deal the declarer is the first (or
   last, or a random) player to declare, as the variant says. With no declaration the variant's fallbacks apply in
   order (no-trump, redeal, draw-kitty-card, kitty-match, lowest-kitty-card); when all fail, no-trump.
3. **Tribute**, where the variant has a tribute table and the previous deal owes one. Where the variant has an
   exchange of cards (换牌), every player gives its cards to the player the variant names, before the tribute
   (`time: after-deal`) or after the kitty and its overcalls (`after-kitty`).
4. **The kitty**: the declarer takes it and buries as many cards. Where the variant has kitty overcalls (反底), each
   other player in turn, from the one after the player who buried last, may overcall with a stronger declaration of
   the kitty overcall order: the overcaller takes the kitty and buries as many cards, the trump becomes the one the
   declaration makes, and the stake multiplies; the round starts again after each overcall, until a full round passes.
   With found friends (teams "friends"), the declarer then calls a card and which copy of it played; whoever plays
   that copy becomes the friend (the declarer alone when it is the declarer, or the copy is never played).
5. **Tricks**: the declarer leads the first; a lead is one combination, or a throw judged against the other hands
   (a failed throw is replaced by the forced play, and the penalty goes to the attackers); every follow is ruled;
   the winner of a trick leads the next.
6. **The end**: the attackers' points (with found friends, of the players off the declarer's side at the end), the
   kitty bonus when they win the last trick, the settlement from the scoring table (shared out by seat with found
   friends), levels (mandatory levels stop a rise; past the top: match won, or restart), the next declarer.

Only the standard library is used. Nothing here names a variant: every difference comes from the Rules.
"""
from __future__ import annotations

import random
from itertools import chain
from operator import itemgetter

from . import draws
from . import ids as I
from .engine import Engine
from .facedown import FaceDownPhase
from .order import Context, Order
from .phases.bidding import BiddingPhase
from .phases.declaring import DeclaringPhase
from .phases.end import EndPhase
from .phases.exchange import ExchangePhase
from .phases.friends import FriendPhase
from .phases.kitty import KittyPhase
from .phases.rebury import ReburyPhase
from .phases.tricks import TrickPhase
from .phases.trump import TrumpPhase
from .state import Declaration, Illegal, MatchState, Stats
from .turns import TurnPhase


class Deal(DeclaringPhase, TrumpPhase, TurnPhase, FaceDownPhase, BiddingPhase, KittyPhase, ReburyPhase, ExchangePhase,
           FriendPhase, TrickPhase, EndPhase):
    """One deal. `run(agents)` plays it; the record of its decisions and results is `self.record`."""

    def __init__(self, engine: Engine, match: MatchState, deck: list[int], chance: random.Random,
                 redeals: list[dict] | None = None, first: int | None = None):
        engine.check_sizes()
        self.engine, self.rules, self.match, self.rng = engine, engine.rules, match, chance
        self.n = match.players
        self.number = match.deal_number + 1
        self.first_deal = match.declarer is None
        self.declarer: int | None = match.declarer
        team = match.team(match.declarer) if match.declarer is not None else 0
        self.level = self.rules.ladder[match.levels[team]]
        self.deck = list(deck)
        self.first = match.declarer if match.declarer is not None else 0
        if self.first_deal and self.rules.first_receiver == "random":  # 第一局随机确认庄家，并从庄家开始逆时针发牌
            # drawn with the deal's chance; a judge of a game dealt by hand (no seed) gives the recorded one
            self.first = first if first is not None else chance.randrange(self.n)
        if self.rules.bid_better is not None:  # no declarer carries over: the first receiver moves on each deal
            self.first = match.receiver or 0
        self.hands: list[list[int]] = [[0] * I.COUNT for _ in range(self.n)]
        self.sizes = [0] * self.n
        self.dealt = 0
        self.last_round = False  # the round of declarations after the last card
        self.kitty = self.deck[self.n * self.rules.hand:]
        self.declarations: list[Declaration] = []
        self.standing: Declaration | None = None
        self.overcalls = 0
        self.stake = 1  # multiplied by `stake` per overcall and by the kitty overcall's `stake` per kitty overcall
        self.kitty_overcalls: list[dict] = []  # the kitty overcalls made, as recorded
        self.burier: int | None = None  # who buried the kitty last
        self.trump: str | None = None
        self.fallback: str | None = None
        self.order: Order | None = None
        self.buried: list[int] = []  # the kitty as it is now: the last cards buried
        self.declarer_buried: list[int] = []  # the cards the declarer buried (before any kitty overcall)
        self.reburied: list[dict] = []  # the other players' jokers buried into the kitty, as recorded (扣王)
        self.dry_pot = False  # 干锅: the kitty shown after the deal is all trumps or all side cards, kept as dealt
        # Each trick as played, in card ids: (leader, the plays in turn order from the leader, winner, points, the
        # cards a failed throw attempted or None). The records of the tricks (`tricks`, with the cards' names) are
        # written from it when first read: a simulation that keeps no records never writes a name.
        self.trick_log: list[tuple] = []
        self._trick_records: list[dict] = []
        self.current: list[tuple[int, list[int]]] = []  # the trick being played: (seat, cards)
        self.leader = 0
        self.points = [0] * self.n  # points won in tricks, by seat
        self.penalty = 0
        self.stats = Stats()
        self.tribute: dict | None = None
        self.exchanged: list[dict] | None = None  # the exchange of cards (换牌): who gave which cards to whom
        self.friends = self.rules.teams == "friends"
        self.call: tuple[int, int] | None = None  # the called card and which copy of it played (found friends)
        self.called_seen = 0  # copies of the called card played so far
        self.friend: int | None = None  # the friend, once the called copy is played by another player
        self.friend_found = False  # the called copy has been played (by the friend, or by the declarer)
        self.friend_trick: int | None = None  # the trick in which the called copy was played
        self.alone = self.rules.teams == "declarer-alone"  # the declarer against all the others
        self.bids: list[dict] = []  # the bidding (竞标): each turn's bid, None for a pass
        self.bid: int | None = None  # the standing (in the end, the winning) bid
        self.bidder: int | None = None
        self.named: str | None = None  # the trump suit the winner of the bidding named
        self.revealed: list[int] = []  # the kitty cards shown before the bidding
        self.suit_leads = [0] * 5  # tricks led so far in each group of the card order (throws' `first-rounds`)
        self.redeals = redeals or []
        self.result: dict | None = None
        self.phase = "dealing"

    @property
    def tricks(self) -> list[dict]:
        """The record of every trick played so far: its leader, each play ({"player", "cards"}, and "attempted" for
        a failed throw's leader), its winner and its points, with the cards' names (written from `trick_log`)."""
        records, log = self._trick_records, self.trick_log
        if len(records) < len(log):
            records += map(_trick_record, log[len(records):])
        return records

    @tricks.setter
    def tricks(self, records: list[dict]) -> None:
        """Records given by a caller stand for the deal's (the tricks logged past them are still written)."""
        self._trick_records = records

    # Views for the agents ------------------------------------------------------------------------------------------

    def where(self, **extra) -> dict:
        place = {"deal": self.number, "phase": self.phase}
        if self.phase == "tricks":
            place["trick"] = len(self.trick_log) + 1
        place.update(extra)
        return place

    def ref(self, key: str) -> str:
        return self.rules.ref(key)

    def hand_ids(self, seat: int) -> list[int]:
        """A player's cards in hand order (trumps first, strongest first), once the trump is known."""
        h = self.hands[seat]
        cards = [c for c in range(I.COUNT) for _ in range(h[c])]
        return (self.order or self.engine.order(self.level, "NT")).sort_ids(cards)

    def require_in_hand(self, seat: int, cards: list[int], where: dict, rule: str) -> None:
        """Raise Illegal unless the player holds every card shown (as many copies as shown)."""
        counts: dict[int, int] = {}
        for c in cards:
            counts[c] = counts.get(c, 0) + 1
        missing = [c for c, n in counts.items() if self.hands[seat][c] < n]
        if missing:
            raise Illegal(where, f"{' '.join(I.NAMES[c] for c in missing)} not in the hand", rule)

    def is_declarer_side(self, seat: int) -> bool:
        """On the declarer's side as far as the table knows: with found friends, the declarer and a revealed friend."""
        if self.friends:
            return self.declarer is not None and seat in (self.declarer, self.friend)
        if self.alone:
            return seat == self.declarer
        return self.declarer is not None and seat % 2 == self.declarer % 2

    def same_side(self, a: int, b: int) -> bool:
        """Whether two players are known to be on one side: partners always; with found friends, once the friend is
        revealed (before that, each player knows only themselves)."""
        if self.alone:
            return a == b or (self.declarer is not None and self.declarer not in (a, b))
        if not self.friends:
            return a % 2 == b % 2
        if a == b:
            return True
        if self.declarer is None or not self.friend_found:
            return False
        return self.is_declarer_side(a) == self.is_declarer_side(b)

    def declarer_side(self) -> set[int]:
        """The seats of the declarer's side as it stands."""
        return {seat for seat in range(self.n) if self.is_declarer_side(seat)}

    def context(self) -> Context:
        return Context(self.level, self.trump or "NT")

    # The whole deal ----------------------------------------------------------------------------------------------

    def run(self, agents) -> dict:
        self._deal(agents)
        if self.bidding:
            if not self._bid(agents):
                return None  # every player passed: deal again
        else:
            self.phase = "declaring"
            if not self._settle_trump():
                return None  # deal again
        self._no_trump_level()
        self.order = self.engine.order(self.level, self.trump)
        after_deal = self.rules.exchange_time == "after-deal"
        if after_deal:
            self._exchange(agents)
        self._tribute(agents)
        self._kitty(agents)
        self._rebury(agents)
        self._kitty_overcalls(agents)
        if not after_deal:
            self._exchange(agents)
        if self.friends:
            self._call_friend(agents)
        self._tricks(agents)
        return self._finish(agents)

    def check_invariants(self) -> list[str]:
        """Cards conserved, points add up to the deck's total, the deal ended."""
        problems = []
        o = self.order
        if any(any(h) for h in self.hands):
            problems.append("cards left in hand at the end of the deal")
        log = self.trick_log
        played = list(chain.from_iterable(chain.from_iterable(map(_PLAYS, log))))  # (read in C: at every deal)
        if sorted(played + self.buried) != sorted(self.deck):
            problems.append("the cards played and buried are not the deck")
        point = o.point.__getitem__
        total = sum(map(point, self.deck))
        if sum(map(_POINTS, log)) + sum(map(point, self.buried)) != total:
            problems.append("the points of the tricks and the kitty do not add up to the deck's total")
        if not log or len(log) > self.rules.hand or any(self.sizes):
            problems.append("the deal did not end with every hand played out")
        return problems + self.stats.violations

    def to_record(self) -> dict:
        rec = {
            "number": self.number, "level": self.level, "first": self.first, "deck": I.names(self.deck),
            "declarations": [d.to_record() for d in self.declarations], "fallback": self.fallback,
            "trump": self.trump, "declarer": self.declarer, "tribute": self.tribute,
            "kitty": I.names(self.kitty), "buried": I.names(self.declarer_buried), "tricks": self.tricks,
            "result": self.result,
        }
        if self.reburied:
            rec["rebury"] = self.reburied
        if self.dry_pot:
            rec["dry_pot"] = True
        if self.kitty_overcalls:
            rec["kitty_overcalls"] = self.kitty_overcalls
        if self.exchanged is not None:
            rec["exchange"] = self.exchanged
        if self.friends:
            rec["friend_call"] = self.call_record()
            rec["friend"] = self.friend
            rec["friend_trick"] = self.friend_trick
        if self.bidding:
            rec["bidding"] = self.bidding_record()
        if self.redeals:
            rec["redeals"] = self.redeals
        return rec


_PLAYS, _POINTS = itemgetter(1), itemgetter(3)  # of a trick in Deal.trick_log


def _trick_record(trick: tuple) -> dict:
    """The record of a trick of Deal.trick_log, with the cards' names."""
    leader, plays, winner, points, attempted = trick
    n, name = len(plays), I.NAMES.__getitem__
    entries = [{"player": (leader + k) % n, "cards": list(map(name, play))} for k, play in enumerate(plays)]
    if attempted is not None:
        entries[0]["attempted"] = list(map(name, attempted))
    return {"leader": leader, "plays": entries, "winner": winner, "points": points}


def play_deal(engine: Engine, match: MatchState, agents, shuffler: random.Random, chance: random.Random,
              decks: list[list[int]] | None = None, first: int | None = None) -> Deal:
    """Deal (again while the variant says to redeal) and play one deal; returns the finished Deal.

    `shuffler` shuffles the deck, `chance` makes the variant's random choices (a random declarer); a judge passes the
    recorded `decks` (the redealt ones first) instead of shuffling, and for a game dealt by hand the recorded first
    receiver of a first deal dealt from a random player (`first-receiver: random`), which no seed draws.
    """
    redeals: list[dict] = []
    while True:
        if decks is not None:
            if len(redeals) >= len(decks):
                raise Illegal({"deal": match.deal_number + 1, "phase": "declaring"},
                              "nobody declared and the variant deals again, but the record has no further deck",
                              engine.rules.ref("declare"))
            deck = decks[len(redeals)]
        else:
            deck = engine.deck()
            draws.shuffle(shuffler, deck)  # (shuffler.shuffle's permutation, with fewer calls)
        deal = Deal(engine, match, deck, chance, redeals, first)
        result = deal.run(agents)
        if result is not None:
            return deal
        redeals.append({"deck": I.names(deck), "declarations": [d.to_record() for d in deal.declarations]})
