"""Players of the trick-taking family: a random legal player and a greedy one (`make` builds either by name).

A player answers the engine's questions (runtime/trick/game.py): `declare`, `kitty_overcall`, `tribute_return`,
`bury`, `rebury`, `exchange`, `lead`, `follow`.
The random and greedy players find legal actions without enumerating them (runtime/trick/actions.py): leads are single
combinations, and a throw is built from a few parts and judged directly by the referee.
"""
from __future__ import annotations

import random
from itertools import chain, compress, repeat
from operator import mul

from ...runtime.cards import SUITS
from ...runtime.trick.actions.follows import legal_follow, random_follow
from ...runtime.trick.actions.keys import high_key, low_key, points_key
from ...runtime.trick.actions.leads import lead_options, random_lead, throw_candidate, top_throw
from ...runtime.trick import draws
from ...runtime.trick import ids as I
from ...runtime.trick.game import Deal
from ...runtime.trick.phases.kitty import returned_first
from ...runtime.trick.order import T
from ...runtime.trick.play.winner import winner_ids


_SUIT_OF, _RANK_OF = I.SUIT_OF, I.RANK_OF


class NoLegalAction(Exception):
    """The invariant "a legal action always exists" failed: no legal follow was found."""


def _follow_or_fail(deal: Deal, seat: int, key, rng) -> list[int]:
    lead = deal.current[0][1]
    play = legal_follow(deal.hands[seat], lead, deal.order, key, rng)
    return play if play is not None else _no_follow(deal, seat, lead)


def _no_follow(deal: Deal, seat: int, lead: list[int]):
    """The invariant "a legal action always exists" failed: recorded, and raised."""
    message = (f"deal {deal.number} trick {len(deal.tricks) + 1} player {seat}: no legal follow to "
               f"{' '.join(I.names(lead))} from {' '.join(I.names(deal.hand_ids(seat)))}")
    deal.stats.violations.append(message)
    raise NoLegalAction(message)


def _tribute_kinds(o, hand) -> tuple[list[int], list[int]]:
    """The cards of a hand a tribute is returned with first (side cards without points), and the others."""
    return tuple(_copies(map(mul, hand, kind)) for kind in returned_first(o))


def _copies(counts) -> list[int]:
    """Card ids by their counts (a hand's, or part of it): each id as many times as counted, in id order."""
    counts = list(counts)
    held = list(compress(range(I.COUNT), counts))  # (each card held repeated: fewer than all the ids)
    return list(chain.from_iterable(map(repeat, held, map(counts.__getitem__, held))))


def _exchange_pick(deal: Deal, seat: int, count: int, choose) -> list[int]:
    """Cards to give in the exchange: of each kind the exchange asks for (`cards: in-kind`) as many as asked and held,
    then any others; `choose(pool, n)` picks n cards of a pool."""
    held, kinds = deal.exchange_kinds(seat)
    cards: list[int] = []
    for pool, n in kinds:
        cards += choose(pool, min(n, len(pool)))
    rest = list(held)
    for c in cards:
        rest.remove(c)
    return cards + choose(rest, count - len(cards))


def _big_first(deal: Deal, seat: int, cards: list[int]) -> list[int]:
    """With `joker-order: big-first`, a small joker chosen for burial while the hand keeps a big joker becomes it."""
    if deal.rules.bury_big_first:
        kept = deal.hands[seat][I.BJ] - cards.count(I.BJ)
        for i, c in enumerate(cards):
            if c == I.SJ and kept > 0:
                cards[i], kept = I.BJ, kept - 1
    return cards


def _allowed_burial(deal: Deal, seat: int) -> list[int]:
    """The hand's cards that may be buried, by id (the copies of a card together)."""
    return _copies(map(mul, deal.hands[seat], deal.buriable()))


def _trump_length(deal: Deal, hand):
    """How many trumps a declaration would give the hand: the suit it names, or for no-trump the jokers and level
    cards."""
    def length(option) -> int:
        cards, chosen = option
        suit = chosen or next((I.SUIT_OF[c] for c in cards if I.SUIT_OF[c]), None)
        if suit is None:  # no-trump: worth it with many jokers and level cards
            return sum(hand[c] for c in range(I.COUNT) if I.SUIT_OF[c] is None or I.RANK_OF[c] == deal.level)
        return sum(hand[c] for c in range(I.COUNT) if I.SUIT_OF[c] == suit)
    return length


def _longest_suit(deal: Deal, hand) -> str:
    """The suit of which the hand holds the most cards that are not level cards."""
    return max(SUITS, key=lambda suit: (sum(hand[c] for c in range(I.COUNT) if I.SUIT_OF[c] == suit
                                            and I.RANK_OF[c] != deal.level), suit))


def _name_demoted(deal: Deal, count: int, candidates, pick) -> list[int]:
    """`count` seats, one per level, each picked among the candidates who can still lose a level."""
    room = {s: deal.match.levels[s] for s in candidates}
    named = []
    for _ in range(count):
        seat = pick([s for s in candidates if room[s] > 0])
        room[seat] -= 1
        named.append(seat)
    return named


def _transfer(deal: Deal, count: int, same, others, pick) -> list[list]:
    """Up to `count` levels left over (级数不浪费), one at a time: `pick(options)` chooses among the players who can
    still be raised (same side, up to a mandatory level) or lowered (other side, down to the first level), or None
    to keep the rest unused."""
    from ...runtime.trick.shares import room_up
    rules, levels = deal.rules, deal.match.levels
    up = {s: room_up(levels[s], rules.ladder, rules.mandatory) for s in same}
    down = {s: levels[s] for s in others}
    given = []
    for _ in range(count):
        options = [[s, "up"] for s in same if up[s] > 0] + [[s, "down"] for s in others if down[s] > 0]
        chosen = pick(options) if options else None
        if chosen is None:
            break
        (up if chosen[1] == "up" else down)[chosen[0]] -= 1
        given.append(chosen)
    return given


def _greedy_transfer(deal: Deal, count: int, same, others) -> list[list]:
    """Lower the strongest opponent first (the nearest to winning), else raise a teammate."""
    levels = deal.match.levels
    return _transfer(deal, count, same, others, lambda options: max(
        options, key=lambda o: (o[1] == "down", levels[o[0]], -o[0])))


def _callable(deal: Deal) -> list[int]:
    """The distinct cards of the deck, in id order."""
    return sorted(set(deal.deck))


def _random_call(deal: Deal, seat: int, rng: random.Random) -> tuple[int, int]:
    options = [(c, k) for c in _callable(deal) for k in range(1, deal.copies(c) + 1)
               if deal.call_allowed(seat, c, k) is None]
    return rng.choice(options)


class RandomPlayer:
    """Every decision uniformly at random among legal ones (throws now and then)."""

    name = "random"
    # Its declare answers None at every card dealt but a level card, a joker and the last: the deal need not ask it
    # at the others (read from the class; a subclass with a declare of its own is asked at every card).
    declares_on_level_cards = True

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.declares_on_level_cards = cls.declare is RandomPlayer.declare

    def __init__(self, rng: random.Random, declare_rate: float = 0.25, throw_rate: float = 0.1):
        self.rng, self.declare_rate, self.throw_rate = rng, declare_rate, throw_rate

    def declare(self, deal: Deal, seat: int):
        dealt = deal.dealt
        card = deal.deck[dealt - 1]
        if _SUIT_OF[card] is not None and _RANK_OF[card] != deal.level and dealt != deal.n * deal.rules.hand:
            return None  # only a level card or a joker can make a new declaration possible (asked at every card)
        if self.rng.random() >= self.declare_rate:
            return None
        options = deal.declaration_options(seat)
        return self.rng.choice(options) if options else None

    def rebury(self, deal: Deal, seat: int):
        """Bury jokers into the kitty (扣王) one time in four, any of the burials allowed (listed only then)."""
        if not deal.may_rebury(seat) or self.rng.random() >= self.declare_rate:
            return None
        return self.rng.choice(deal.rebury_options(seat))

    def kitty_overcall(self, deal: Deal, seat: int):
        options = deal.kitty_overcall_options(seat)
        if not options or self.rng.random() >= self.declare_rate:
            return None
        return self.rng.choice(options)

    def tribute_return(self, deal: Deal, seat: int, count: int):
        o = deal.order
        hand = deal.hands[seat]
        allowed, others = _tribute_kinds(o, hand)
        if len(allowed) >= count:  # (rng.sample's cards, fewer calls)
            return draws.sample(self.rng, allowed, count)
        return allowed + draws.sample(self.rng, others, count - len(allowed))

    def exchange(self, deal: Deal, seat: int, count: int, receiver: int):
        """Any cards of the hand (of the kinds asked for)."""
        return _exchange_pick(deal, seat, count, self.rng.sample)

    def call_friend(self, deal: Deal, seat: int):
        """Any card of the deck and any of its copies."""
        return _random_call(deal, seat, self.rng)

    def give_spoils(self, deal: Deal, seat: int, spoils: int, receivers):
        """Each level of the spoils (弹性分配) to any player of the declarer's side."""
        return [self.rng.choice(receivers) for _ in range(spoils)]

    def name_demoted(self, deal: Deal, seat: int, count: int, candidates):
        """Each level of a kitty demotion's overflow to any player named who can still lose one."""
        return _name_demoted(deal, count, candidates, lambda able: self.rng.choice(able))

    def transfer_levels(self, deal: Deal, seat: int, count: int, same, others):
        """Each level left over to any player who can take it, or (one time in four) the rest kept unused."""
        return _transfer(deal, count, same, others,
                         lambda options: None if self.rng.random() < 0.25 else self.rng.choice(options))

    def accept_levels(self, deal: Deal, seat: int, giver: int, count: int) -> bool:
        return self.rng.random() < 0.75

    def bid(self, deal: Deal, seat: int):
        """Pass half the time (never as a required opening), else any bid that beats the standing one."""
        options = deal.bid_options(seat)
        must = deal.rules.bid_opening == "required" and not deal.bids
        if not options or (not must and self.rng.random() < 0.5):
            return None
        return self.rng.choice(options)

    def name_trump(self, deal: Deal, seat: int):
        return self.rng.choice(SUITS)

    def bury(self, deal: Deal, seat: int):
        size = deal.bury_size()
        allowed = _allowed_burial(deal, seat)
        if len(allowed) < size:
            allowed = deal.hand_ids(seat)
        return _big_first(deal, seat, draws.sample(self.rng, allowed, size))  # (rng.sample's cards, fewer calls)

    def lead(self, deal: Deal, seat: int):
        hand = deal.hands[seat]
        if deal.rules.throw and self.rng.random() < self.throw_rate:
            throw = throw_candidate(hand, deal.order, self.rng)
            if throw and deal.throw_closed(throw) is None:
                return throw
        return random_lead(hand, deal.order, self.rng)  # rng.choice(lead_options(...)): the same draw

    def follow(self, deal: Deal, seat: int):
        """Legal cards preferred by a random key (actions.random_follow draws it only where it is asked)."""
        lead = deal.current[0][1]
        play = random_follow(deal.hands[seat], lead, deal.order, self.rng, deal.rule_follow)
        return play if play is not None else _no_follow(deal, seat, lead)


class GreedyPlayer:
    """Simple tricks: declare the longest suit, lead the strongest combination, win a trick cheaply when it can,
    give points to a partner who is winning, otherwise play the cheapest legal cards."""

    name = "greedy"
    declares_on_level_cards = True  # (as the random player's)

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.declares_on_level_cards = cls.declare is GreedyPlayer.declare

    def __init__(self, rng: random.Random, throw_rate: float = 0.2):
        self.rng, self.throw_rate = rng, throw_rate

    def declare(self, deal: Deal, seat: int):
        card = deal.deck[deal.dealt - 1]
        final = deal.dealt == deal.n * deal.rules.hand
        if not final and I.SUIT_OF[card] is not None and I.RANK_OF[card] != deal.level:
            return None
        options = deal.declaration_options(seat)
        if not options:
            return None
        hand = deal.hands[seat]
        length = _trump_length(deal, hand)
        best = max(options, key=length)
        seen = deal.seen_standing(seat)  # none while declarations are face down
        if seen is not None and deal.same_side(seen.player, seat):
            return None  # the side's declaration stands: keep the cards hidden
        if not final and length(best) < deal.dealt // (deal.n * 4):
            return None
        return best

    def rebury(self, deal: Deal, seat: int):
        """The declarer's partner with three jokers or more buries one: the declarers keep the kitty most often, and
        its jokers then add levels; the attackers keep theirs for the tricks."""
        hand = deal.hands[seat]
        if not deal.is_declarer_side(seat) or hand[I.BJ] + hand[I.SJ] < 3:
            return None
        options = deal.rebury_options(seat, 1)
        return options[0] if options else None

    def kitty_overcall(self, deal: Deal, seat: int):
        """Overcall the kitty of the other side with a long trump suit (the kitty's cards are worth having)."""
        if deal.standing is not None and deal.same_side(deal.standing.player, seat):
            return None  # the side's declaration stands
        options = deal.kitty_overcall_options(seat)
        if not options:
            return None
        length = _trump_length(deal, deal.hands[seat])
        best = max(options, key=length)
        return best if length(best) >= deal.rules.hand // 3 else None

    def tribute_return(self, deal: Deal, seat: int, count: int):
        o = deal.order
        hand = deal.hands[seat]
        allowed, others = _tribute_kinds(o, hand)
        low = low_key(o)
        return (sorted(allowed, key=low) + sorted(others, key=low))[:count]

    def call_friend(self, deal: Deal, seat: int):
        """The strongest side-suit card the hand lacks a copy of (an ace, usually): the copy after those it holds, so
        that another player's copy makes the friend; else a random call."""
        o = deal.order
        hand = deal.hands[seat]
        side = [c for c in _callable(deal) if o.g[c] != T and hand[c] < deal.copies(c)]
        for card in sorted(side, key=lambda c: (-o.v[c], c)):
            if deal.call_allowed(seat, card, hand[card] + 1) is None:
                return card, hand[card] + 1
        return _random_call(deal, seat, self.rng)

    def give_spoils(self, deal: Deal, seat: int, spoils: int, receivers):
        """The spoils (弹性分配) kept: every level to the giver, who is on the declarer's side."""
        return [seat] * spoils

    def name_demoted(self, deal: Deal, seat: int, count: int, candidates):
        """Each level of a kitty demotion's overflow to the highest of the players named (the nearest to winning)."""
        return _name_demoted(deal, count, candidates, lambda able: max(able, key=lambda s: (deal.match.levels[s], -s)))

    def transfer_levels(self, deal: Deal, seat: int, count: int, same, others):
        return _greedy_transfer(deal, count, same, others)

    def accept_levels(self, deal: Deal, seat: int, giver: int, count: int) -> bool:
        """A rise is always welcome."""
        return True

    def exchange(self, deal: Deal, seat: int, count: int, receiver: int):
        """To an opponent the cheapest cards (no points, no trumps, the weakest); to a partner the strongest."""
        key = (high_key if deal.same_side(seat, receiver) else low_key)(deal.order)
        return _exchange_pick(deal, seat, count, lambda pool, n: sorted(pool, key=key)[:n])

    def bid(self, deal: Deal, seat: int):
        """A target from the hand's strength (its longest suit with the jokers and level cards, and its aces): the
        estimate when it beats the standing bid, else pass."""
        options = deal.bid_options(seat)
        if not options:
            return None
        hand = deal.hands[seat]
        suit = _longest_suit(deal, hand)
        trumps = sum(hand[c] for c in range(I.COUNT) if I.SUIT_OF[c] in (None, suit) or I.RANK_OF[c] == deal.level)
        aces = sum(hand[c] for c in range(I.COUNT) if I.RANK_OF[c] == "A")
        estimate = 215 - 5 * trumps - 3 * aces
        fitting = [b for b in options if b >= estimate]
        if fitting:
            return min(fitting, key=lambda b: abs(b - estimate))
        return max(options) if deal.rules.bid_opening == "required" and not deal.bids else None

    def name_trump(self, deal: Deal, seat: int):
        return _longest_suit(deal, deal.hands[seat])

    def bury(self, deal: Deal, seat: int):
        size = deal.bury_size()
        o = deal.order
        allowed = sorted(_allowed_burial(deal, seat), key=low_key(o))
        if len(allowed) < size:
            allowed = sorted(deal.hand_ids(seat), key=low_key(o))
        return _big_first(deal, seat, allowed[:size])

    def lead(self, deal: Deal, seat: int):
        o = deal.order
        hand = deal.hands[seat]
        if deal.rules.throw and self.rng.random() < self.throw_rate:
            throw = top_throw(hand, o)
            if throw and deal.throw_closed(throw) is None:
                return throw
        options = lead_options(hand, o)
        return max(options, key=lambda cards: (len(cards), o.g[cards[0]] != T, o.v[cards[0]]))

    def follow(self, deal: Deal, seat: int):
        o = deal.order
        hand = deal.hands[seat]
        lead = deal.current[0][1]
        plays = [cards for _, cards in deal.current]
        best = winner_ids(plays, o)
        partner_winning = deal.same_side(deal.current[best][0], seat)
        if partner_winning:
            return _follow_or_fail(deal, seat, points_key(o), self.rng)
        cheap = _follow_or_fail(deal, seat, low_key(o), self.rng)
        strong = legal_follow(hand, lead, o, high_key(o), self.rng)
        if strong is not None and winner_ids(plays + [strong], o) == len(plays):
            return strong
        return cheap


def make(kind: str, rng: random.Random):
    if kind == "random":
        return RandomPlayer(rng)
    if kind == "greedy":
        return GreedyPlayer(rng)
    raise ValueError(f"unknown player `{kind}` (random, greedy)")
