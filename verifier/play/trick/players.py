"""Players: a random legal player, a greedy one, and a person at the terminal.

A player answers the engine's questions (runtime/game.py): `declare`, `kitty_overcall`, `tribute_return`, `bury`, `rebury`,
`exchange`, `lead`, `follow`.
The random and greedy players find legal actions without enumerating them (runtime/trick/actions/): leads are single
combinations, and a throw is built from a few parts and judged directly by the referee.
"""
from __future__ import annotations

import random
from itertools import chain, compress, repeat
from operator import mul

from ...runtime.cards import SUITS, CardError, parse_cards
from ...runtime.trick import draws
from ...runtime.trick import ids as I
from ...runtime.trick.actions.follows import legal_follow, random_follow
from ...runtime.trick.actions.keys import high_key, low_key, points_key
from ...runtime.trick.actions.leads import lead_options, random_lead, throw_candidate, top_throw
from ...runtime.trick.game import Deal
from ...runtime.trick.order import T
from ...runtime.trick.phases.kitty import returned_first
from ...runtime.trick.play.follow import follow_ids
from ...runtime.trick.play.throw import throw_ids
from ...runtime.trick.play.winner import winner_ids
from ...runtime.trick.state import Illegal


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
        """Legal cards preferred by a random key (follows.random_follow draws it only where it is asked)."""
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


class HumanPlayer:
    """A person at the terminal: the hand sorted in the trump context, card notation, rejected plays explained."""

    name = "you"

    def __init__(self, read=input, write=print):
        self.read, self.write = read, write

    def _hand(self, deal: Deal, seat: int) -> str:
        return " ".join(I.names(deal.hand_ids(seat)))

    HELP = ("Type cards in card notation, rank then suit, separated by spaces: 10H KS KS SJ BJ (the order does not "
            "matter).\n  hint   a play the greedy player would make here\n  help   this text\n  quit   end the "
            "match (the record is still written with --record)")

    def _ask(self, prompt: str) -> str:
        try:
            answer = self.read(prompt).strip()
        except EOFError:
            raise SystemExit(0)
        if answer.lower() in ("quit", "exit", "q"):
            raise SystemExit(0)
        return answer

    def _cards(self, prompt: str, deal: Deal | None = None, seat: int = 0, hint=None) -> list[int]:
        while True:
            text = self._ask(prompt)
            if text.lower() in ("help", "?"):
                self.write("  " + self.HELP)
                continue
            if text.lower() == "hint":
                if hint is None:
                    self.write("  no hint here; `help` says what to type")
                else:
                    self.write(f"  hint: {' '.join(I.names(hint()))}")
                continue
            try:
                return I.ids(parse_cards(text))
            except CardError as exc:
                self.write(f"  {exc.message}" + (f" ({exc.hint})" if exc.hint else "") + "; `help` for help")

    def declare(self, deal: Deal, seat: int):
        total = deal.n * deal.rules.hand
        if deal.dealt < total and deal.dealt % deal.n and I.SUIT_OF[deal.deck[deal.dealt - 1]] is not None \
                and I.RANK_OF[deal.deck[deal.dealt - 1]] != deal.level:
            return None
        options = deal.declaration_options(seat)
        if not options:
            return None
        self.write(f"\nYour cards so far ({deal.dealt}/{total} dealt): {self._hand(deal, seat)}")
        seen = deal.seen_standing(seat)  # none while declarations are face down
        if seen:
            self.write(f"Standing declaration: player {seen.player} showed {' '.join(I.names(seen.cards))}")
        for n, (cards, suit) in enumerate(options, 1):
            self.write(f"  {n}: show {' '.join(I.names(cards))}" + (f", naming {suit}" if suit else ""))
        answer = self._ask("Declare? number, or Enter to pass: ")
        if answer.isdigit() and 1 <= int(answer) <= len(options):
            return options[int(answer) - 1]
        return None

    def rebury(self, deal: Deal, seat: int):
        options = deal.rebury_options(seat)
        if not options:
            return None
        self.write(f"\nThe declarer buried the kitty: {' '.join(I.names(deal.buried))}. You may bury jokers into it "
                   f"and pick up as many of its smallest cards without points (扣王). Your hand: {self._hand(deal, seat)}")
        for n, (jokers, picked) in enumerate(options, 1):
            self.write(f"  {n}: bury {' '.join(I.names(jokers))}, pick up {' '.join(I.names(picked))}")
        answer = self._ask("Bury jokers? number, or Enter to pass: ")
        if answer.isdigit() and 1 <= int(answer) <= len(options):
            return options[int(answer) - 1]
        return None

    def kitty_overcall(self, deal: Deal, seat: int):
        options = deal.kitty_overcall_options(seat)
        if not options:
            return None
        self.write(f"\nThe kitty is buried; player {deal.burier} buried it last. Standing declaration: "
                   + (f"player {deal.standing.player} showed {' '.join(I.names(deal.standing.cards))}"
                      if deal.standing else "none") + f". Your hand: {self._hand(deal, seat)}")
        for n, (cards, suit) in enumerate(options, 1):
            self.write(f"  {n}: overcall the kitty with {' '.join(I.names(cards))}" + (f", naming {suit}" if suit
                                                                                      else ""))
        answer = self._ask("Overcall the kitty (反底)? number, or Enter to pass: ")
        if answer.isdigit() and 1 <= int(answer) <= len(options):
            return options[int(answer) - 1]
        return None

    def call_friend(self, deal: Deal, seat: int):
        self.write(f"\nCall your friend: a card and which copy of it played makes its player your friend. Hand: "
                   f"{self._hand(deal, seat)}")
        advisor = GreedyPlayer(random.Random(f"hint:{deal.number}:call"))
        while True:
            cards = self._cards("Card to call: ", deal, seat, lambda: [advisor.call_friend(deal, seat)[0]])
            answer = self._ask("Which copy played (1, 2, ...): ")
            if len(cards) != 1 or not answer.isdigit():
                self.write("  rejected: one card, then a number")
                continue
            why = deal.call_allowed(seat, cards[0], int(answer))
            if why is None:
                return cards[0], int(answer)
            self.write(f"  rejected: {why} [{deal.ref('friends')}]")

    def transfer_levels(self, deal: Deal, seat: int, count: int, same, others):
        self.write(f"\nA mandatory level stopped your rise: {count} level(s) left over (级数不浪费). Raise a player of "
                   f"your side ({', '.join(map(str, same)) or 'none'}) or lower one of the other side "
                   f"({', '.join(map(str, others))}) [{deal.ref('friends')}]")
        while True:
            words = self._ask("For each level: player up|down (e.g. `3 down 4 down`), or Enter to keep them: ").split()
            if len(words) % 2 == 0 and all(w.isdigit() for w in words[::2]) and \
                    all(w in ("up", "down") for w in words[1::2]) and len(words) // 2 <= count:
                return [[int(words[i]), words[i + 1]] for i in range(0, len(words), 2)]
            self.write(f"  rejected: at most {count} pairs of a player and up or down")

    def accept_levels(self, deal: Deal, seat: int, giver: int, count: int) -> bool:
        answer = self._ask(f"\nPlayer {giver} gives you {count} level(s) left over (级数不浪费): accept? [Y/n] ")
        return answer.lower() not in ("n", "no")

    def name_demoted(self, deal: Deal, seat: int, count: int, candidates):
        self.write(f"\nKitty demotion (抠底降级): name who loses each of {count} level(s), among players "
                   f"{', '.join(map(str, candidates))} [{deal.ref('kitty demotion ' + deal.level)}]")
        while True:
            answer = self._ask(f"{count} player number(s), separated by spaces: ").split()
            if len(answer) == count and all(a.isdigit() and int(a) in candidates for a in answer):
                return [int(a) for a in answer]
            self.write(f"  rejected: {count} of {', '.join(map(str, candidates))}")

    def give_spoils(self, deal: Deal, seat: int, spoils: int, receivers):
        others = [r for r in receivers if r != seat]
        self.write(f"\nYou kept the kitty (保底): give out the spoils (战利品), {spoils} level(s), between you and "
                   f"player {others[0] if others else seat} [{deal.ref('friends')}]")
        while True:
            answer = self._ask(f"Levels you keep (0..{spoils}): ")
            if answer.isdigit() and int(answer) <= spoils:
                kept = int(answer)
                return [seat] * kept + [others[0] if others else seat] * (spoils - kept)
            self.write(f"  rejected: a number from 0 to {spoils}")

    def exchange(self, deal: Deal, seat: int, count: int, receiver: int):
        self.write(f"\nThe exchange: give {count} card(s) to player {receiver}. Trump: {deal.trump}. Hand: "
                   f"{self._hand(deal, seat)}")
        while True:
            cards = self._cards(f"Give {count} cards: ")
            why = deal.exchange_refusal(seat, cards, count)
            if why is None:
                return cards
            self.write(f"  rejected: {why} [{deal.ref('exchange')}]")

    def tribute_return(self, deal: Deal, seat: int, count: int):
        self.write(f"\nYou received a tribute; return {count} side card(s) without points. Hand: "
                   f"{self._hand(deal, seat)}")
        return self._cards("Return: ")

    def bid(self, deal: Deal, seat: int):
        options = deal.bid_options(seat)
        shown = f" The kitty shows {' '.join(I.names(deal.revealed))}." if deal.revealed else ""
        standing = f"Standing bid: {deal.bid} by player {deal.bidder}." if deal.bid is not None else "No bid yet."
        self.write(f"\nThe bidding (竞标): the attackers' target.{shown} {standing} Your hand: {self._hand(deal, seat)}")
        while True:
            answer = self._ask(f"Bid ({options[0]}..{options[-1]}), or Enter to pass: " if options else
                               "Enter to pass: ")
            bid = int(answer) if answer.isdigit() else None
            try:
                deal.judge_bid(seat, bid)
                return bid
            except Illegal as exc:
                self.write(f"  rejected: {exc.reason}" + (f" [{exc.rule}]" if exc.rule else ""))

    def name_trump(self, deal: Deal, seat: int):
        self.write(f"\nYou won the bidding at {deal.bid}: name the trump suit. Hand: {self._hand(deal, seat)}")
        while True:
            answer = self._ask("Trump suit (S, H, C or D): ").upper()
            if answer in SUITS:
                return answer
            self.write(f"  rejected: one of S, H, C, D [{deal.ref('bidding')}]")

    def bury(self, deal: Deal, seat: int):
        if deal.phase == "kitty-overcall":
            self.write(f"\nYou overcalled the kitty: it is yours to bury again. Trump: {deal.trump}. The kitty was "
                       f"{' '.join(I.names(deal.buried))}.")
        else:
            self.write(f"\nYou are the declarer. Trump: {deal.trump}. The kitty was {' '.join(I.names(deal.kitty))}.")
        while True:
            self.write(f"Hand: {self._hand(deal, seat)}")
            advisor = GreedyPlayer(random.Random(f"hint:{deal.number}:bury"))
            cards = self._cards(f"Bury {deal.bury_size()} cards: ", deal, seat, lambda: advisor.bury(deal, seat))
            try:
                deal.judge_bury(seat, cards)
                return cards
            except Illegal as exc:
                self.write(f"  rejected: {exc.reason}" + (f" [{exc.rule}]" if exc.rule else ""))

    def _hint(self, deal: Deal, seat: int, lead: bool):
        advisor = GreedyPlayer(random.Random(f"hint:{deal.number}:{len(deal.tricks)}"))
        return lambda: advisor.lead(deal, seat) if lead else advisor.follow(deal, seat)

    def lead(self, deal: Deal, seat: int):
        self._show_table(deal, seat)
        while True:
            cards = self._cards("Lead: ", deal, seat, self._hint(deal, seat, lead=True))
            hand = deal.hands[seat]
            counts = I.counts(cards)
            if not cards or any(counts[c] > hand[c] for c in cards):
                self.write(f"  rejected: not in your hand [{deal.ref('hand')}]")
                continue
            from ...runtime.trick.combos import kind_of_ids
            kind = kind_of_ids(cards, deal.order)
            if kind is None:
                self.write(f"  rejected: a lead is of one suit, or of trumps only [{deal.ref('follow')}]")
                continue
            if kind == "throw" and not deal.rules.throw:
                self.write(f"  rejected: not one combination, and the variant has no throws [{deal.ref('follow')}]")
                continue
            if kind == "throw":
                closed = deal.throw_closed(cards)
                if closed:
                    self.write(f"  rejected: {closed} [{deal.ref('throw')}]")
                    continue
                stands, reason, forced = throw_ids(cards, deal.others(seat), deal.order)
                if not stands:
                    self.write(f"  Your throw {' '.join(I.names(cards))} fails: {reason}. The rules make you play "
                               f"{' '.join(I.names(forced))} instead [{deal.ref('throw')}]")
            return cards

    def follow(self, deal: Deal, seat: int):
        self._show_table(deal, seat)
        lead = deal.current[0][1]
        while True:
            cards = self._cards("Play: ", deal, seat, self._hint(deal, seat, lead=False))
            ruling = follow_ids(deal.hands[seat], lead, cards, deal.order)
            if ruling.legal:
                return cards
            self.write(f"  rejected: {ruling.reason}" + (f" [{ruling.rule}]" if ruling.rule else ""))

    def _who(self, deal: Deal, player: int, seat: int) -> str:
        if player == seat:
            return "you"
        if not deal.friends and not deal.alone and deal.same_side(player, seat):
            return f"player {player} (your partner)"
        return f"player {player}"

    def _announce(self, deal: Deal, seat: int) -> None:
        """Once a deal, before its first trick: who declared and with what, the declarer, who took the kitty."""
        if getattr(self, "_announced", None) == deal.number:
            return
        self._announced = deal.number
        for d in deal.declarations:
            self.write(f"{self._who(deal, d.player, seat).capitalize()} declared with {' '.join(I.names(d.cards))}"
                       + (f", naming {d.chosen}" if d.chosen else "") + f" (after {d.after} cards dealt).")
        if deal.fallback:
            self.write(f"Nobody declared: {deal.fallback}.")
        self.write(f"Trump {deal.trump}, level {deal.level}. The declarer is {self._who(deal, deal.declarer, seat)}.")
        if deal.kitty:
            self.write(f"{self._who(deal, deal.declarer, seat).capitalize()} took the kitty "
                       f"({len(deal.kitty)} cards) and buried {len(deal.declarer_buried)}.")
        for made in deal.kitty_overcalls:
            self.write(f"{self._who(deal, made['player'], seat).capitalize()} overcalled the kitty with "
                       f"{' '.join(made['cards'])}, took it and buried again.")
        if deal.friends:
            self.write("Finding friends: there is no fixed partner.")
            if deal.call is not None:
                card, nth = deal.call
                self.write(f"The declarer calls the {_ordinal(nth)} {I.NAMES[card]} played: whoever plays it is the "
                           f"declarer's friend (the declarer alone, if the declarer plays it or nobody does).")

    def _points(self, deal: Deal, seat: int) -> str:
        """The running count: points won in tricks so far, by side where the sides are known."""
        if deal.friends and not deal.friend_found:
            won = ", ".join(f"{self._who(deal, p, seat)} {deal.points[p]}" for p in range(deal.n) if deal.points[p])
            return f"Points won so far: {won or 'none'} (the friend is not known yet)"
        attackers = sum(deal.points[p] for p in range(deal.n) if not deal.same_side(p, deal.declarer))
        side = "your side" if not deal.same_side(seat, deal.declarer) else "the other side"
        return f"Points won so far by the attackers ({side}): {attackers}"

    def _show_table(self, deal: Deal, seat: int):
        self.write("")
        self._announce(deal, seat)
        if deal.friends and deal.friend_found and getattr(self, "_friend_told", None) != deal.number:
            self._friend_told = deal.number
            self.write(f"The called card was played in trick {deal.friend_trick}: " +
                       (f"{self._who(deal, deal.friend, seat)} is the declarer's friend." if deal.friend is not None
                        else "the declarer played it, and plays alone."))
        if deal.tricks and (deal.number, len(deal.tricks)) != getattr(self, "_shown", None):
            self._shown = (deal.number, len(deal.tricks))
            last = deal.tricks[-1]
            plays = "; ".join(f"player {p['player']}: {' '.join(p['cards'])}" +
                              (f" (throw {' '.join(p['attempted'])} failed)" if p.get("attempted") else "")
                              for p in last["plays"])
            self.write(f"Last trick: {plays} -> player {last['winner']} wins {last['points']} point(s)")
        if deal.current:
            for who, cards in deal.current:
                self.write(f"  player {who}: {' '.join(I.names(cards))}")
        if deal.tricks:
            self.write(self._points(deal, seat))
        self.write(f"Trick {len(deal.tricks) + 1}, trump {deal.trump}, level {deal.level}. Your hand: "
                   f"{self._hand(deal, seat)}")


def _ordinal(n: int) -> str:
    return {1: "first", 2: "second", 3: "third"}.get(n, f"{n}th")


def make(kind: str, rng: random.Random):
    if kind == "random":
        return RandomPlayer(rng)
    if kind == "greedy":
        return GreedyPlayer(rng)
    raise ValueError(f"unknown player `{kind}` (random, greedy)")


def run_play(args, read=input, write=print) -> int:
    """The `play` command: you are seat 0; seats 1-3 are runtime players; your partner sits opposite (seat 2)."""
    import json

    from ..engine import LoadError, load
    from ...runtime.trick.match import play_match

    try:
        game = load(args.variant)
    except LoadError as exc:
        write(f"verifier: play: {exc}")
        return 2
    if getattr(game, "family", "") == "climbing":
        from ..climbing.terminal import run_play as run_climbing
        return run_climbing(args, game, read, write)
    seed = args.seed if args.seed is not None else random.randrange(10 ** 6)
    n = game.rules.players
    agents = [HumanPlayer(read, write)] + [make(args.opponents, random.Random(f"player:{seed}:{seat}"))
                                            for seat in range(1, n)]
    title = dict(game.rules.title).get("en") or game.id
    teams = game.rules.teams
    partner = ("there is no fixed partner: the declarer calls a card, and its player becomes the friend"
               if teams == "friends" else "the declarer plays alone against the others" if teams == "declarer-alone"
               else f"your partner is player {n // 2}")
    write(f"{title} ({game.id}), seed {seed}. You are player 0; {partner}. Cards are written rank then suit: "
          f"10H KS SJ BJ. Type `help` at any prompt; `quit` (or Ctrl-D) ends the match.")

    def on_deal(deal):
        r = deal.result
        s = r["settlement"]
        stake = f" Stake x{r['stake']}." if r.get("stake", 1) > 1 else ""
        write(f"\nDeal {deal.number} over: the attackers have {r['attacker_points']} points "
              f"(kitty bonus {r['kitty_bonus']}). {s['side'] or ''} {s['kind']} {s['levels']:+d} "
              f"[{s['rule']}]. Levels: team 0 {r['levels'][0]}, team 1 {r['levels'][1]}.{stake}")

    record: dict = {}  # filled as the match goes, so that quitting early still leaves the deals played
    try:
        play_match(game.engine, seed, agents, None, on_deal, names=["you"] + [args.opponents] * (n - 1),
                   into=record)
    except SystemExit:
        write(f"\nbye: {len(record.get('deals') or [])} deal(s) played in full.")
    else:
        result = record["result"]
        write(f"\nThe match is over after {result['deals']} deal(s): team {result['winner']} wins.")
    if args.record:
        try:
            with open(args.record, "w", encoding="utf-8") as handle:
                json.dump(record, handle, ensure_ascii=False)
        except OSError as exc:
            write(f"verifier: play: cannot write {args.record}: {exc.strerror or exc}")
            return 2
        write(f"The record is in {args.record} (`verifier judge {args.record}` replays it).")
    return 0
