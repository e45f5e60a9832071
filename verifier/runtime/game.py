"""A whole deal, and a match of deals, driven by the rules of one variant (runtime.rules.Rules).

The engine asks its agents (runtime players, a person at the terminal, or a game record being judged) for every
decision and rules on each one; an illegal decision raises `Illegal`, which says where, why, and the rule (file:line).

A deal runs in this order:

1. **Dealing**, card by card, from the first receiver (the declarer; seat 0 in the first deal) in the direction of
   play; the last `kitty` cards of the deck are the kitty. Each time a player receives a card they may declare or
   overcall; when the last card is dealt every player, from the first receiver on, has one more chance.
2. **Trump and declarer**: the standing declaration fixes the trump; in the first deal the declarer is the first (or
   last, or a random) player to declare, as the variant says. With no declaration the variant's fallbacks apply in
   order (no-trump, redeal, draw-kitty-card, kitty-match, lowest-kitty-card); when all fail, no-trump.
3. **Tribute**, where the variant has a tribute table and the previous deal owes one.
4. **The kitty**: the declarer takes it and buries as many cards. Where the variant has kitty overcalls (反底), each
   other player in turn, from the one after the player who buried last, may overcall with a stronger declaration of
   the kitty overcall order: the overcaller takes the kitty and buries as many cards, the trump becomes the one the
   declaration makes, and the stake multiplies; the round starts again after each overcall, until a full round passes.
5. **Tricks**: the declarer leads the first; a lead is one combination, or a throw judged against the other hands
   (a failed throw is replaced by the forced play, and the penalty goes to the attackers); every follow is ruled;
   the winner of a trick leads the next.
6. **The end**: the attackers' points, the kitty bonus when they win the last trick, the settlement from the scoring
   table, levels (mandatory levels stop a rise; past the top: match won, or restart), the next declarer.

Only the standard library is used. Nothing here names a variant: every difference comes from the Rules.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from ..cards import SUITS, Card
from . import ids as I
from .combos import kind_of_ids
from .declaring import _fits, kitty_rank, step_rank
from .order import Context, Order
from .play import T, follow_ids, throw_ids, winner_ids
from .rules import Rules, Show
from .scoring import evaluate, matching_rows, multiplier_ids, settle

MAX_REDEALS = 100


class EngineError(Exception):
    """The rules lack something the engine needs, or use a setting the engine does not support."""


class Illegal(Exception):
    """An illegal decision: where it happened, why, and the rule it breaks ("file:line", may be empty)."""

    def __init__(self, where: dict, reason: str, rule: str = ""):
        super().__init__(reason)
        self.where, self.reason, self.rule = where, reason, rule

    def __str__(self) -> str:
        place = ", ".join(f"{k} {v}" for k, v in self.where.items())
        return f"{place}: {self.reason}" + (f" [{self.rule}]" if self.rule else "")


@dataclass
class Declaration:
    player: int
    cards: list[int]
    after: int  # cards dealt when it was made
    show: Show
    suit: str  # the trump it makes: a suit, "NT", or "" while the next drawn suit is awaited
    rank: int | None  # position in the overcall order (None: outside it, so nothing overcalls it)
    chosen: str | None = None  # the suit named, for a chosen-suit show
    last_round: bool = False  # made in the last round, after the last card
    kitty: bool = False  # a kitty overcall (反底): `rank` is then its position in the kitty overcall order

    def to_record(self) -> dict:
        entry = {"player": self.player, "after": self.after, "cards": I.names(self.cards)}
        if self.chosen:
            entry["suit"] = self.chosen
        if self.last_round:
            entry["last_round"] = True
        return entry


@dataclass
class MatchState:
    """What carries from one deal to the next."""

    players: int
    levels: list[int]  # per team, an index into the ladder
    declarer: int | None = None  # seat of the next deal's declarer (None before the first deal)
    deal_number: int = 0
    rounds: list[int] = field(default_factory=list)  # rounds won per team (past the top with `restart`)
    over: bool = False
    winner: int | None = None  # team
    tribute: tuple[str, int] | None = None  # (giving side, cards) owed in the next deal

    def team(self, seat: int) -> int:
        return seat % 2

    def to_record(self) -> dict:
        return {"levels": list(self.levels), "declarer": self.declarer, "rounds": list(self.rounds),
                "tribute": list(self.tribute) if self.tribute else None}


@dataclass
class Stats:
    """Counts of one deal for the statistics and the invariants."""

    throws: int = 0
    failed_throws: int = 0
    kitty_overcalls: int = 0
    decisions: int = 0
    violations: list[str] = field(default_factory=list)


class Engine:
    """The rules of one variant with their tables: orders by trump context, built once and kept."""

    def __init__(self, rules: Rules, tables: dict | None = None):
        self.rules = rules
        self.tables = tables or {}
        self._orders: dict[tuple[str, str], Order] = {}
        if rules.teams != "partners":
            self.unsupported = f"teams `{rules.teams}` (the engine plays fixed partners only)"
        elif rules.players % 2:
            self.unsupported = f"{rules.players} players in partnerships"
        else:
            self.unsupported = None

    def order(self, level: str, trump: str) -> Order:
        key = (level, trump)
        found = self._orders.get(key)
        if found is None:
            table = self.tables.get("strength", {}).get(key)
            ctx = Context(level, trump)
            if table is not None:
                lower = self.tables.get("lower", {}).get(key)
                found = Order.from_tables(self.rules, ctx, *table, lower=lower)
            else:
                found = Order(self.rules, ctx)
            self._orders[key] = found
        return found

    def deck(self) -> list[int]:
        """The cards of the deck, in a fixed order (to be shuffled)."""
        r = self.rules
        removed = {I.BY_NAME[name] for name in r.removed if name in I.BY_NAME}
        one = ([I.SJ, I.BJ] if r.jokers else []) + [I.ID[Card(rank, suit)] for suit in SUITS for rank in r.ranks]
        return [card for _ in range(r.decks) for card in one if card not in removed]

    def check_sizes(self) -> None:
        r = self.rules
        if self.unsupported:
            raise EngineError(f"the engine does not support {self.unsupported}")
        if r.hand is None or r.kitty is None:
            raise EngineError("the variant does not state the hand size and the kitty size")
        if r.players * r.hand + r.kitty != len(self.deck()):
            raise EngineError(f"{r.players} hands of {r.hand} and a kitty of {r.kitty} do not make the deck of "
                              f"{len(self.deck())} cards")

    def new_match(self, players: int | None = None) -> MatchState:
        n = players or self.rules.players
        return MatchState(n, [0, 0], rounds=[0, 0])


# Seats ---------------------------------------------------------------------------------------------------------------

def seat_choice(choice: str, declarer: int, players: int, rng: random.Random) -> int:
    if choice == "partner":
        return (declarer + players // 2) % players
    if choice == "next-player":
        return (declarer + 1) % players
    if choice == "random":
        return rng.randrange(players)
    return declarer  # same-player (and first-to-declare, which only the first deal knows)


# The deal ----------------------------------------------------------------------------------------------------------

class Deal:
    """One deal. `run(agents)` plays it; the record of its decisions and results is `self.record`."""

    def __init__(self, engine: Engine, match: MatchState, deck: list[int], chance: random.Random,
                 redeals: list[dict] | None = None):
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
        self.tricks: list[dict] = []
        self.current: list[tuple[int, list[int]]] = []  # the trick being played: (seat, cards)
        self.leader = 0
        self.points = [0] * self.n  # points won in tricks, by seat
        self.penalty = 0
        self.stats = Stats()
        self.tribute: dict | None = None
        self.redeals = redeals or []
        self.result: dict | None = None
        self.phase = "dealing"

    # Views for the agents ------------------------------------------------------------------------------------------

    def where(self, **extra) -> dict:
        place = {"deal": self.number, "phase": self.phase}
        if self.phase == "tricks":
            place["trick"] = len(self.tricks) + 1
        place.update(extra)
        return place

    def ref(self, key: str) -> str:
        return self.rules.ref(key)

    def hand_ids(self, seat: int) -> list[int]:
        """A player's cards in hand order (trumps first, strongest first), once the trump is known."""
        h = self.hands[seat]
        cards = [c for c in range(I.COUNT) for _ in range(h[c])]
        return (self.order or self.engine.order(self.level, "NT")).sort_ids(cards)

    def is_declarer_side(self, seat: int) -> bool:
        return self.declarer is not None and seat % 2 == self.declarer % 2

    def context(self) -> Context:
        return Context(self.level, self.trump or "NT")

    # 1. Dealing ------------------------------------------------------------------------------------------------

    def _deal(self, agents) -> None:
        total = self.n * self.rules.hand
        pending: Declaration | None = None
        for k in range(total):
            seat = (self.first + k) % self.n
            card = self.deck[k]
            self.hands[seat][card] += 1
            self.sizes[seat] += 1
            self.dealt = k + 1
            if pending is not None and pending.player == seat and I.SUIT_OF[card] is not None and not pending.suit:
                pending.suit = I.SUIT_OF[card]
            choice = agents[seat].declare(self, seat)
            if choice is not None:
                self.declare(seat, *choice)
                if self.standing is not None and not self.standing.suit:
                    pending = self.standing
        self.last_round = True
        for offset in range(self.n):  # a last chance for everyone, from the first receiver on
            seat = (self.first + offset) % self.n
            choice = agents[seat].declare(self, seat)
            if choice is not None:
                self.declare(seat, *choice)

    def show_for(self, cards: list[int]) -> tuple[Show, str] | None:
        """The show (in scope for this deal) that these cards make, and the suit its level cards name ("")."""
        ctx = Context(self.level, "NT")
        shown = tuple(I.CARDS[c] for c in cards)
        for show in self.rules.shows:
            if show.scope == "first-deal" and not self.first_deal:
                continue
            if show.scope == "later-deals" and self.first_deal:
                continue
            suit = _fits(show, shown, ctx)
            if suit is not None:
                return show, suit
        return None

    def overcall_rank(self, show: Show, suit: str) -> int | None:
        return step_rank(self.rules.overcall, show.name, suit)

    def trump_of(self, show: Show, suit: str, chosen: str | None, where: dict, ref: str) -> str:
        """The trump a show makes: a suit, "NT", or "" while the next drawn suit is awaited; or Illegal."""
        target = show.target
        if target == "no-trump":
            return "NT"
        if target == "own-suit":
            if not suit:
                raise Illegal(where, f"the show `{show.name}` names no suit", ref)
            return suit
        if target == "chosen-suit":
            if chosen not in SUITS:
                raise Illegal(where, f"the show `{show.name}` names a suit of the declarer's choice: none named",
                              ref)
            return chosen
        if target == "next-drawn-suit":
            return ""
        raise EngineError(f"declaration target `{target}` is not supported")

    def judge_declaration(self, seat: int, cards: list[int], chosen: str | None = None) -> Declaration:
        """The declaration these cards make now, or Illegal."""
        where = self.where(player=seat, after=self.dealt)
        if self.last_round:
            where["last_round"] = True
        ref = self.ref("declare")
        if not cards:
            raise Illegal(where, "a declaration shows at least one card", ref)
        counts: dict[int, int] = {}
        for c in cards:
            counts[c] = counts.get(c, 0) + 1
        missing = [c for c, n in counts.items() if self.hands[seat][c] < n]
        if missing:
            raise Illegal(where, f"{' '.join(I.NAMES[c] for c in missing)} not in the hand", ref)
        found = self.show_for(cards)
        if found is None:
            raise Illegal(where, f"`{' '.join(I.names(cards))}` is no declaration of this deal at level "
                          f"{self.level}", ref)
        show, suit = found
        trump = self.trump_of(show, suit, chosen, where, ref)
        target = show.target
        rank = self.overcall_rank(show, trump or suit)
        decl = Declaration(seat, list(cards), self.dealt, show, trump, rank, chosen if target == "chosen-suit"
                           else None, self.last_round)
        standing = self.standing
        if standing is None:
            return decl
        if standing.rank is None:
            raise Illegal(where, f"the standing declaration `{standing.show.name}` cannot be overcalled: it is not "
                          f"in the overcall order", ref)
        if rank is None:
            raise Illegal(where, f"`{show.name}` is not in the overcall order and cannot overcall", ref)
        if rank <= standing.rank:
            raise Illegal(where, f"`{show.name}` does not overcall the standing `{standing.show.name}`: only a "
                          f"later step of the overcall order does", ref)
        if standing.player == seat:
            same = trump == standing.suit
            if same and not self.rules.reinforce:
                raise Illegal(where, "a player may not reinforce their own declaration", ref)
            if not same and not self.rules.self_overcall:
                raise Illegal(where, "a player may not overcall their own declaration", ref)
        if self.rules.overcall_limit is not None and self.overcalls >= self.rules.overcall_limit:
            raise Illegal(where, f"at most {self.rules.overcall_limit} overcall(s) in a deal", ref)
        return decl

    def declare(self, seat: int, cards: list[int], chosen: str | None = None) -> None:
        decl = self.judge_declaration(seat, cards, chosen)
        if self.standing is not None:
            self.overcalls += 1
            reinforcing = self.standing.player == seat and decl.suit == self.standing.suit
            if self.rules.stake and not reinforcing:  # reinforcing (自保) is no overcall of the stake
                self.stake *= self.rules.stake
        self.declarations.append(decl)
        self.standing = decl
        self.stats.decisions += 1

    def declaration_options(self, seat: int) -> list[tuple[list[int], str | None]]:
        """Every declaration the player could make now: (cards, chosen suit)."""
        legal = []
        for cards, chosen in self._show_candidates(seat, self.rules.shows):
            try:
                self.judge_declaration(seat, cards, chosen)
            except Illegal:
                continue
            legal.append((cards, chosen))
        return legal

    def _show_candidates(self, seat: int, shows) -> list[tuple[list[int], str | None]]:
        """The declarations of these shows (in scope for this deal) that the player's hand can make."""
        hand = self.hands[seat]
        options = []
        for show in shows:
            if (show.scope == "first-deal" and not self.first_deal) or \
                    (show.scope == "later-deals" and self.first_deal):
                continue
            level_parts = [p for p in show.parts if p.cards == "level"]
            fixed: list[int] = []
            ok = True
            for p in show.parts:
                if p.cards != "level":
                    card = I.BY_NAME.get(p.cards)
                    if card is None or hand[card] < p.count:
                        ok = False
                        break
                    fixed += [card] * p.count
            if not ok:
                continue
            if level_parts:
                p = level_parts[0]
                for suit in SUITS:
                    if p.suits and suit not in p.suits:
                        continue
                    card = I.ID[Card(self.level, suit)] if Card(self.level, suit) in I.ID else None
                    if card is not None and hand[card] >= p.count:
                        options.append((fixed + [card] * p.count, None))
            elif show.target == "chosen-suit":
                options += [(fixed, suit) for suit in SUITS]
            else:
                options.append((fixed, None))
        return options

    # 2. Trump and declarer -----------------------------------------------------------------------------------

    def _settle_trump(self) -> bool:
        """Fix the trump and the declarer; False when the deal must be dealt again."""
        rules = self.rules
        if self.standing is not None:
            decl = self.standing
            if not decl.suit:  # the next drawn suit never came: the first suited card of the kitty
                decl.suit = next((I.SUIT_OF[c] for c in self.kitty if I.SUIT_OF[c]), "NT")
            self.trump = decl.suit
            if self.declarer is None:
                how = rules.next_first_deal if rules.next_first_deal not in (None, "first-to-declare") \
                    else rules.first_declarer
                if how == "last-to-declare":
                    self.declarer = decl.player
                elif how == "random":
                    self.declarer = self.rng.randrange(self.n)
                else:
                    self.declarer = self.declarations[0].player
            return True
        fallbacks = rules.nobody_declares_first_deal if self.first_deal and rules.nobody_declares_first_deal \
            else rules.nobody_declares
        for fallback in fallbacks:
            if fallback == "redeal":
                if len(self.redeals) >= MAX_REDEALS:
                    continue
                self.fallback = "redeal"
                return False
            done = self._fallback(fallback)
            if done:
                self.fallback = fallback
                return True
        self.fallback = "no-trump"
        self.trump = "NT"
        if self.declarer is None:
            self.declarer = self.first
        return True

    def _fallback(self, fallback: str) -> bool:
        if fallback == "no-trump":
            self.trump = "NT"
            if self.declarer is None:
                self.declarer = self.first
            return True
        if fallback == "draw-kitty-card":
            suit = next((I.SUIT_OF[c] for c in self.kitty if I.SUIT_OF[c]), None)
            if suit is None:
                return False
            self.trump = suit
            if self.declarer is None:
                self.declarer = self.first
            return True
        if fallback == "kitty-match":
            for index, card in enumerate(self.kitty):
                if I.RANK_OF[card] == self.level:
                    self.trump = I.SUIT_OF[card]
                    if self.declarer is None:
                        self.declarer = (self.first + index) % self.n
                    return True
            return False
        if fallback == "lowest-kitty-card":
            turned = self.kitty[:self.n]
            ranks = self.rules.ranks

            def low(card: int) -> int:  # natural strength: jokers highest, then the rank order of a suit
                return 100 + card if I.SUIT_OF[card] is None else len(ranks) - ranks.index(I.RANK_OF[card])
            suited = [(low(c), i, c) for i, c in enumerate(turned) if I.SUIT_OF[c]]
            if not suited:
                return False
            _, index, card = min(suited)
            self.trump = I.SUIT_OF[card]
            if self.declarer is None:
                self.declarer = (self.first + index) % self.n
            return True
        raise EngineError(f"nobody-declares fallback `{fallback}` is not supported")

    # 3. Tribute -------------------------------------------------------------------------------------------------

    def _tribute(self, agents) -> None:
        owed = self.match.tribute
        if not owed or owed[1] <= 0:
            return
        rules = self.rules
        side, count = owed
        if rules.tribute_giver not in (None, "player-before-declarer") or \
                rules.tribute_receiver not in (None, "declarer") or \
                rules.tribute_cards not in (None, "highest-non-point") or \
                rules.tribute_returned not in (None, "side-non-point"):
            raise EngineError("the engine supports the tribute of a player-before-declarer to the declarer, of the "
                              "highest-non-point cards, returned with side-non-point cards")
        self.phase = "tribute"
        giver, receiver = (self.declarer - 1) % self.n, self.declarer
        o = self.order
        hand = self.hands[giver]
        pool = sorted((c for c in range(I.COUNT) for _ in range(hand[c]) if o.point[c] == 0),
                      key=lambda c: (o.g[c] != T, -o.v[c], c))  # the highest first: trumps, then by strength
        given = pool[:count]
        for c in given:
            self.hands[giver][c] -= 1
            self.hands[receiver][c] += 1
        returned = list(agents[receiver].tribute_return(self, receiver, len(given))) if given else []
        rhand = self.hands[receiver]
        allowed = [c for c in range(I.COUNT) for _ in range(rhand[c]) if o.g[c] != T and o.point[c] == 0]
        where = self.where(player=receiver)
        if len(returned) != min(len(given), len(allowed)):
            raise Illegal(where, f"the tribute of {len(given)} card(s) is returned with as many side cards without "
                          f"points (the hand holds {len(allowed)}); {len(returned)} returned", self.ref("tribute"))
        left = {}
        for c in allowed:
            left[c] = left.get(c, 0) + 1
        for c in returned:
            if left.get(c, 0) <= 0:
                raise Illegal(where, f"{I.NAMES[c]} cannot be returned: only side cards without points, from the "
                              f"hand", self.ref("tribute"))
            left[c] -= 1
        for c in returned:
            self.hands[receiver][c] -= 1
            self.hands[giver][c] += 1
        self.tribute = {"giver": giver, "receiver": receiver, "side": side, "given": I.names(given),
                        "returned": I.names(returned)}
        self.stats.decisions += 1

    # 4. The kitty -----------------------------------------------------------------------------------------------

    def _kitty(self, agents) -> None:
        self.phase = "kitty"
        d = self.declarer
        for c in self.kitty:
            self.hands[d][c] += 1
        size = len(self.kitty)
        buried = list(agents[d].bury(self, d))
        self.judge_bury(d, buried)
        for c in buried:
            self.hands[d][c] -= 1
        self.buried = buried
        self.declarer_buried = list(buried)
        self.burier = d
        self.stats.decisions += 1

    def bury_allowed(self, card: int) -> bool:
        if not self.rules.bury_points and self.order.point[card]:
            return False
        if not self.rules.bury_jokers and I.SUIT_OF[card] is None:
            return False
        return True

    def judge_bury(self, seat: int, buried: list[int]) -> None:
        where = self.where(player=seat)
        ref = self.ref("bury") or self.ref("kitty")
        size = len(self.kitty)
        if len(buried) != size:
            raise Illegal(where, f"{'the declarer' if seat == self.declarer else 'the kitty overcaller'} buries "
                          f"{size} cards, as many as the kitty; {len(buried)} buried", self.ref("kitty"))
        counts: dict[int, int] = {}
        for c in buried:
            counts[c] = counts.get(c, 0) + 1
        hand = self.hands[seat]
        missing = [c for c, n in counts.items() if hand[c] < n]
        if missing:
            raise Illegal(where, f"{' '.join(I.NAMES[c] for c in missing)} not in the hand", self.ref("kitty"))
        forbidden = [c for c in buried if not self.bury_allowed(c)]
        if forbidden:
            others = sum(hand[c] for c in range(I.COUNT) if self.bury_allowed(c))
            if others >= size:
                raise Illegal(where, f"{' '.join(I.NAMES[c] for c in forbidden)} may not be buried", ref)

    # 4b. Kitty overcalls (反底, 炒地皮) ---------------------------------------------------------------------------

    def kitty_overcall_open(self) -> bool:
        """Whether the variant has kitty overcalls and this deal allows one: a declaration stands, or the variant
        allows kitty overcalls where nobody declared (`undeclared: allowed`)."""
        rules = self.rules
        if not rules.kitty_overcall or (self.standing is None and not rules.kitty_undeclared):
            return False
        return rules.kitty_limit is None or len(self.kitty_overcalls) < rules.kitty_limit

    def may_overcall_kitty(self, seat: int) -> bool:
        """Whether the player is one who may overcall the kitty now (`overcaller`)."""
        if seat == self.burier:
            return False
        return self.rules.kitty_overcaller != "attackers" or not self.is_declarer_side(seat)

    def _kitty_overcalls(self, agents) -> None:
        """Each other player in turn, from the one after the player who buried last, may overcall the kitty; after
        an overcall the round starts again after the overcaller; it ends when a whole round passes."""
        while self.kitty_overcall_open():
            self.phase = "kitty-overcall"
            made = False
            for k in range(1, self.n):
                seat = (self.burier + k) % self.n
                if not self.may_overcall_kitty(seat):
                    continue
                ask = getattr(agents[seat], "kitty_overcall", None)
                choice = ask(self, seat) if ask is not None else None
                if choice is not None:
                    self.overcall_kitty(seat, *choice, agents=agents)
                    made = True
                    break
            if not made:
                break

    def _kitty_standing_rank(self) -> int:
        """The standing declaration's position in the kitty overcall order (-1: below every step, or none)."""
        d = self.standing
        if d is None:
            return -1
        if d.kitty:
            return d.rank
        ctx = Context(self.level, "NT")
        shown = tuple(I.CARDS[c] for c in d.cards)
        fitting = [(show, d.suit if show.target == "chosen-suit" else suit)
                   for show in self.rules.shows + self.rules.kitty_shows
                   if (suit := _fits(show, shown, ctx)) is not None]
        return kitty_rank(fitting, self.rules)

    def judge_kitty_overcall(self, seat: int, cards: list[int], chosen: str | None = None) -> Declaration:
        """The kitty overcall these cards make now, or Illegal."""
        where = self.where(player=seat)
        ref = self.ref("kitty overcall")
        rules = self.rules
        if not self.kitty_overcall_open():
            if not rules.kitty_overcall:
                raise Illegal(where, "the variant has no kitty overcalls", self.ref("declare"))
            if self.standing is None and not rules.kitty_undeclared:
                raise Illegal(where, "nobody declared in this deal: there is no declaration to overcall", ref)
            raise Illegal(where, f"at most {rules.kitty_limit} kitty overcall(s) in a deal", ref)
        if seat == self.burier:
            raise Illegal(where, "the player who buried the kitty last cannot overcall it", ref)
        if not self.may_overcall_kitty(seat):
            raise Illegal(where, "only the attackers may overcall the kitty", ref)
        if not cards:
            raise Illegal(where, "a kitty overcall shows at least one card", ref)
        counts: dict[int, int] = {}
        for c in cards:
            counts[c] = counts.get(c, 0) + 1
        missing = [c for c, n in counts.items() if self.hands[seat][c] < n]
        if missing:
            raise Illegal(where, f"{' '.join(I.NAMES[c] for c in missing)} not in the hand", ref)
        ctx = Context(self.level, "NT")
        shown = tuple(I.CARDS[c] for c in cards)
        best = None
        for show in rules.shows + rules.kitty_shows:
            if (show.scope == "first-deal" and not self.first_deal) or \
                    (show.scope == "later-deals" and self.first_deal):
                continue
            suit = _fits(show, shown, ctx)
            if suit is None:
                continue
            named = chosen if show.target == "chosen-suit" else suit
            found = step_rank(rules.kitty_overcall, show.name, named)
            if found is not None and (best is None or found > best[2]):
                best = (show, suit, found)
        if best is None:
            raise Illegal(where, f"`{' '.join(I.names(cards))}` is no declaration of the kitty overcall order at "
                          f"level {self.level}", ref)
        show, suit, rank = best
        trump = self.trump_of(show, suit, chosen, where, ref)
        if not trump:
            raise EngineError(f"a kitty overcall cannot wait for the next drawn suit (show `{show.name}`)")
        standing = self._kitty_standing_rank()
        if rank <= standing:
            raise Illegal(where, f"`{show.name}` does not overcall the standing `{self.standing.show.name}`: only a "
                          f"later step of the kitty overcall order does", ref)
        return Declaration(seat, list(cards), self.dealt, show, trump, rank,
                           chosen if show.target == "chosen-suit" else None, kitty=True)

    def overcall_kitty(self, seat: int, cards: list[int], chosen: str | None = None, agents=None) -> None:
        """A kitty overcall: the trump changes, the stake multiplies, the overcaller takes the kitty and buries as
        many cards (asking `agents[seat].bury`)."""
        decl = self.judge_kitty_overcall(seat, cards, chosen)
        rules = self.rules
        self.standing = decl
        self.trump = decl.suit
        self.order = self.engine.order(self.level, self.trump)
        if rules.kitty_declarer == "overcaller":
            self.declarer = seat
        if rules.kitty_stake:
            self.stake *= rules.kitty_stake
        entry = {"player": seat, "cards": I.names(cards)}
        if decl.chosen:
            entry["suit"] = decl.chosen
        entry["trump"] = self.trump
        self.kitty_overcalls.append(entry)
        self.stats.kitty_overcalls += 1
        self.stats.decisions += 1
        for c in self.buried:
            self.hands[seat][c] += 1
        buried = list(agents[seat].bury(self, seat))
        self.judge_bury(seat, buried)
        for c in buried:
            self.hands[seat][c] -= 1
        self.buried = buried
        self.burier = seat
        entry["buried"] = I.names(buried)
        self.stats.decisions += 1

    def kitty_overcall_options(self, seat: int) -> list[tuple[list[int], str | None]]:
        """Every kitty overcall the player could make now: (cards, chosen suit)."""
        if not self.kitty_overcall_open() or not self.may_overcall_kitty(seat):
            return []
        legal = []
        for cards, chosen in self._show_candidates(seat, self.rules.shows + self.rules.kitty_shows):
            try:
                self.judge_kitty_overcall(seat, cards, chosen)
            except Illegal:
                continue
            if (cards, chosen) not in legal:
                legal.append((cards, chosen))
        return legal

    # 5. Tricks --------------------------------------------------------------------------------------------------

    def _tricks(self, agents) -> None:
        self.phase = "tricks"
        self.leader = self.declarer
        while self.sizes[self.leader] > 0:
            if len(self.tricks) > self.rules.hand:
                raise EngineError("the deal does not end: more tricks than cards in a hand")
            self.play_trick(agents)

    def others(self, seat: int) -> list[list[int]]:
        return [self.hands[(seat + k) % self.n] for k in range(1, self.n)]

    def judge_lead(self, seat: int, cards: list[int]) -> tuple[list[int], bool]:
        """The cards the lead actually puts on the table, and whether it was a failed throw; or Illegal."""
        where = self.where(player=seat)
        o = self.order
        hand = self.hands[seat]
        if not cards:
            raise Illegal(where, "a lead plays at least one card", self.ref("follow"))
        counts: dict[int, int] = {}
        for c in cards:
            counts[c] = counts.get(c, 0) + 1
        missing = [c for c, n in counts.items() if hand[c] < n]
        if missing:
            raise Illegal(where, f"{' '.join(I.NAMES[c] for c in missing)} not in the hand", self.ref("hand"))
        kind = kind_of_ids(cards, o)
        if kind is None:
            raise Illegal(where, "a lead is of one suit, or of trumps only", self.ref("throw") or self.ref("follow"))
        if kind != "throw":
            return cards, False
        if not self.rules.throw:
            raise Illegal(where, f"`{' '.join(I.names(cards))}` is not one combination, and the variant has no "
                          f"throws", self.ref("follow"))
        self.stats.throws += 1
        stands, reason, forced = throw_ids(cards, self.others(seat), o)
        if stands:
            return cards, False
        self.stats.failed_throws += 1
        return forced, True

    def play_trick(self, agents) -> None:
        o = self.order
        leader = self.leader
        self.current = []
        attempt = list(agents[leader].lead(self, leader))
        self.stats.decisions += 1
        lead, failed = self.judge_lead(leader, attempt)
        entry = {"player": leader, "cards": I.names(lead)}
        if failed:
            entry["attempted"] = I.names(attempt)
            self.penalty += (self.rules.throw_penalty if self.is_declarer_side(leader)
                             else -self.rules.throw_penalty)
        plays = [lead]
        entries = [entry]
        self._take(leader, lead)
        self.current.append((leader, lead))
        for k in range(1, self.n):
            seat = (leader + k) % self.n
            play = list(agents[seat].follow(self, seat))
            self.stats.decisions += 1
            hand = self.hands[seat]
            ruling = follow_ids(hand, lead, play, o)
            if not ruling.legal:
                raise Illegal(self.where(player=seat), ruling.reason, ruling.rule)
            self._take(seat, play)
            plays.append(play)
            entries.append({"player": seat, "cards": I.names(play)})
            self.current.append((seat, play))
        index = winner_ids(plays, o)
        winner = (leader + index) % self.n
        won = sum(o.point[c] for play in plays for c in play)
        self.points[winner] += won
        self.tricks.append({"leader": leader, "plays": entries, "winner": winner, "points": won})
        self.leader = winner
        self.current = []
        self._last = (winner, plays[index])

    def _take(self, seat: int, cards: list[int]) -> None:
        hand = self.hands[seat]
        for c in cards:
            hand[c] -= 1
        self.sizes[seat] -= len(cards)

    # 6. The end ------------------------------------------------------------------------------------------------

    def _finish(self) -> dict:
        rules, o, match = self.rules, self.order, self.match
        self.phase = "end"
        declarers = self.declarer % 2
        trick_points = sum(p for seat, p in enumerate(self.points) if seat % 2 != declarers)
        kitty_points = sum(o.point[c] for c in self.buried)
        last_winner, last_play = self._last
        last_side = "declarers" if last_winner % 2 == declarers else "attackers"
        multiplier = None
        bonus = 0
        if last_side == "attackers":
            multiplier = multiplier_ids(last_play, o) if rules.bonus else 1
            bonus = kitty_points * (multiplier if multiplier is not None else 1)
        attackers = max(0, trick_points + bonus + self.penalty)
        found = settle(attackers, last_side, rules)
        if found is None:
            rows = matching_rows(min(attackers, rules.scoring_cap or attackers), last_side, rules)
            raise EngineError(f"the scoring table gives no single outcome for {attackers} points with the last trick "
                              f"to the {last_side} ({len(rows)} rows match)")
        levels = found.amount
        for amount, card in found.per_kitty_card:
            levels += amount * sum(1 for c in self.buried if I.RANK_OF[c] == card)
        row = next((r for r in rules.scoring if r.ref == found.ref), None)
        settlement = {"side": found.side, "kind": found.kind, "levels": levels, "round_ends": found.round_ends,
                      "rule": found.ref, "label": row.label if row else None}
        before = match.to_record()
        self._advance(found.side, found.kind, levels, found.round_ends, declarers)
        tribute = self._tribute_owed(attackers, last_side)
        match.tribute = tribute
        self.result = {
            "attacker_points": attackers, "trick_points": trick_points, "kitty_points": kitty_points,
            "last_trick": last_side, "kitty_multiplier": multiplier, "kitty_bonus": bonus, "penalty": self.penalty,
            "stake": self.stake, "settlement": settlement, "next_declarer": match.declarer,
            "levels": [self.rules.ladder[i] for i in match.levels], "rounds": list(match.rounds),
            "match_over": match.over, "winner": match.winner,
            "tribute_owed": list(tribute) if tribute else None,
        }
        self.before = before
        return self.result

    def _rise(self, team: int, steps: int) -> bool:
        """Raise a team's level; True when it passes the top."""
        ladder, mandatory = self.rules.ladder, self.rules.mandatory
        i = self.match.levels[team]
        for _ in range(steps):
            if i == len(ladder) - 1:
                return True
            i += 1
            self.match.levels[team] = i
            if ladder[i] in mandatory:
                break
        return False

    def _advance(self, side, kind, levels, round_ends, declarers) -> None:
        match, rules = self.match, self.rules
        attackers = 1 - declarers
        d = self.declarer
        passed = None
        if kind == "take-over" and side == "attackers":
            if self._rise(attackers, levels):
                passed = attackers
            match.declarer = seat_choice(rules.next_take_over, d, self.n, self.rng)
        elif kind == "keep" and side == "declarers":
            if levels > 0:
                if self._rise(declarers, levels):
                    passed = declarers
                match.declarer = seat_choice(rules.next_keep, d, self.n, self.rng)
            else:
                match.declarer = seat_choice(rules.next_stay, d, self.n, self.rng)
        else:  # nothing (or a settlement the scoring table should not give)
            match.declarer = seat_choice(rules.next_stay, d, self.n, self.rng)
        if passed is not None:
            if rules.past_top == "restart":
                match.rounds[passed] += 1
                match.levels = [0, 0]
            else:
                match.over, match.winner = True, passed
        if round_ends:
            match.levels = [0, 0]
        match.deal_number = self.number

    def _tribute_owed(self, points: int, last_side: str) -> tuple[str, int] | None:
        rules = self.rules
        if not rules.tribute:
            return None
        rows = [row for row in rules.tribute
                if all(_COMPARE[op](points, value) for op, value in row.conditions)
                and (row.last_trick is None or row.last_trick == last_side)]
        if not rows:
            return None
        if len(rows) > 1 and not rules.tribute_first_row and len({repr(r.outcome) for r in rows}) > 1:
            raise EngineError(f"the tribute table gives no single row for {points} points")
        found = evaluate(rows[0].outcome, points, rows[0].ref)
        count = found.amount
        for amount, card in found.per_kitty_card:
            count += amount * sum(1 for c in self.buried if I.RANK_OF[c] == card)
        return (found.side or "attackers", count) if count > 0 else None

    # The whole deal ----------------------------------------------------------------------------------------------

    def run(self, agents) -> dict:
        self._deal(agents)
        self.phase = "declaring"
        if not self._settle_trump():
            return None  # deal again
        self.order = self.engine.order(self.level, self.trump)
        self._tribute(agents)
        self._kitty(agents)
        self._kitty_overcalls(agents)
        self._tricks(agents)
        return self._finish()

    def check_invariants(self) -> list[str]:
        """Cards conserved, points add up to the deck's total, the deal ended."""
        problems = []
        o = self.order
        if any(any(h) for h in self.hands):
            problems.append("cards left in hand at the end of the deal")
        played = [I.BY_NAME[name] for trick in self.tricks for p in trick["plays"] for name in p["cards"]]
        seen = sorted(played + self.buried)
        if seen != sorted(self.deck):
            problems.append("the cards played and buried are not the deck")
        total = sum(o.point[c] for c in self.deck)
        if sum(t["points"] for t in self.tricks) + sum(o.point[c] for c in self.buried) != total:
            problems.append("the points of the tricks and the kitty do not add up to the deck's total")
        if not self.tricks or len(self.tricks) > self.rules.hand or any(self.sizes):
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
        if self.kitty_overcalls:
            rec["kitty_overcalls"] = self.kitty_overcalls
        if self.redeals:
            rec["redeals"] = self.redeals
        return rec


_COMPARE = {"=": lambda a, b: a == b, "<": lambda a, b: a < b, "<=": lambda a, b: a <= b,
            ">": lambda a, b: a > b, ">=": lambda a, b: a >= b}


def play_deal(engine: Engine, match: MatchState, agents, shuffler: random.Random, chance: random.Random,
              decks: list[list[int]] | None = None) -> Deal:
    """Deal (again while the variant says to redeal) and play one deal; returns the finished Deal.

    `shuffler` shuffles the deck, `chance` makes the variant's random choices (a random declarer); a judge passes the
    recorded `decks` (the redealt ones first) instead of shuffling.
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
            shuffler.shuffle(deck)
        deal = Deal(engine, match, deck, chance, redeals)
        result = deal.run(agents)
        if result is not None:
            return deal
        redeals.append({"deck": I.names(deck), "declarations": [d.to_record() for d in deal.declarations]})
