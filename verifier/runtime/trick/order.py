"""Card strength in a trump context: which cards are trump, and how any two cards of one group compare.

Every card belongs to a group: "T" for trump, or its suit for a side card. Within a group a card has a value; a higher
value beats a lower one and equal values tie (the first played wins). The trump tiers are read top to bottom: a card
belongs to the first tier that claims it; cards of one tier in different suits are equal; the trump suit's own cards
follow the rank order. Values are consecutive integers, so two classes are adjacent exactly when their values differ
by one (which is what tractors of the `card-order` kind need).
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import compress
from operator import itemgetter

from ..cards import JOKERS, SUITS, Card
from . import ids as I
from .rules import Rules, Tier

TRUMP = "T"
GROUPS = (TRUMP,) + SUITS  # group numbers: 0 for trump, 1..4 for the suits S H C D
T = 0  # the group number of trump
GROUP_NUMBER = {name: number for number, name in enumerate(GROUPS)}
CHAIN_KINDS = ((3, "triple-tractor"), (2, "tractor"), (1, "sequence"))  # largest units first
TUPLE_KINDS = ((3, "triple"), (2, "pair"), (1, "single"))


@dataclass(frozen=True)
class Context:
    level: str
    trump: str  # a suit, or "NT"

    def __str__(self) -> str:
        return f"level={self.level} trump={self.trump}"


@dataclass(frozen=True)
class Strength:
    group: str  # "T" or a suit
    value: int
    tier: int  # index of the trump tier, or -1 for a side card


class _Strengths:
    """`strength` of an order made from tables: the Strengths by Card, built on first read and then kept as the
    order's own attribute (which, this being a non-data descriptor, is read first from then on)."""

    def __get__(self, order, owner=None):
        if order is None:
            return self
        g, v, tier = order.g, order.v, order.tier
        found = order.strength = {I.CARDS[i]: Strength(GROUPS[g[i]], v[i], tier[i]) for i in range(I.COUNT)
                                  if g[i] >= 0}
        return found


class Order:
    """The strength of every card of the deck in one context.

    Besides `strength` (by Card), the same facts are kept in lists indexed by card id (ids.py) for the fast
    paths of the engine: `g` the group number (-1: not in the deck), `v` the value, `lower[kind]` the ids that may
    follow a card one step down in a tractor of that kind, `point` the point value.

    The engine's orders (`from_tables`, `eager`) have every table as a plain attribute, so that reading one is a
    plain look-up (a class with `__getattr__` makes every attribute read slower). `Order(rules, ctx)` makes a
    LazyOrder, which builds the tables on first use: the checker asks most orders only which group a card is in.
    """

    def __new__(cls, *args, **kwargs):
        return object.__new__(LazyOrder if cls is Order else cls)

    strength = _Strengths()  # (of an order from tables: built on first read)
    hand_key = None  # the sort key of each card id in hand order (sort_ids), made on first use

    def __init__(self, rules: Rules, ctx: Context, strength: dict[Card, Strength] | None = None,
                 lower: dict[str, tuple[tuple[int, ...], ...]] | None = None):
        self.rules, self.ctx = rules, ctx
        self._lower_given = lower
        if strength is not None:  # precomputed
            self.strength = strength
            self.unplaced = []
            return
        self.strength, self.unplaced = self._kept_strengths()
        # The tables by card id (_index) are built by `eager`, or by a LazyOrder on first use.

    def _kept_strengths(self) -> tuple[dict[Card, Strength], list[Card]]:
        """The strengths and the unplaced cards, shared between equal contexts (read only)."""
        rules, ctx = self.rules, self.ctx
        key = (rules.tiers, rules.ranks, rules.jokers, ctx.level, ctx.trump)  # all the strengths depend on
        kept = _STRENGTHS.get(key)
        if kept is None:
            if len(_STRENGTHS) > 4096:
                _STRENGTHS.clear()
            kept = _STRENGTHS[key] = self._strengths()
        return kept

    def _strengths(self) -> tuple[dict[Card, Strength], list[Card]]:
        rules = self.rules
        self.strength: dict[Card, Strength] = {}
        deck = [Card(j) for j in JOKERS if rules.jokers] + [Card(rank, suit) for suit in SUITS for rank in rules.ranks]
        claimed: dict[int, list[Card]] = {}
        for card in deck:
            tier = next((i for i, t in enumerate(rules.tiers) if self._in_tier(card, t)), None)
            if tier is not None:
                claimed.setdefault(tier, []).append(card)
        value = 1000
        for index, tier in enumerate(rules.tiers):
            for cls in self._classes(tier, claimed.get(index, [])):
                for card in cls:
                    self.strength[card] = Strength(TRUMP, value, index)
                value -= 1
        for suit in SUITS:
            side = [Card(rank, suit) for rank in rules.ranks if Card(rank, suit) not in self.strength]
            for position, card in enumerate(side):
                self.strength[card] = Strength(suit, len(side) - position, -1)
        return self.strength, [card for card in deck if card not in self.strength]

    @classmethod
    def from_tables(cls, rules: Rules, ctx: Context, groups, values, tiers, lower=None) -> "Order":
        """An order from precomputed tables: group number, value and tier by card id (group -1: not in the deck).
        The Strengths by Card are built only when asked for (`strength`): the engine works on the tables."""
        order = object.__new__(cls)
        order.rules, order.ctx, order.unplaced = rules, ctx, []
        order._ids(list(groups), list(values), list(tiers), lower)
        return order

    @classmethod
    def eager(cls, rules: Rules, ctx: Context) -> "Order":
        """An order of the rules with its tables by card id built now (the engine's orders where it has no
        precomputed tables)."""
        order = object.__new__(cls)
        order.rules, order.ctx = rules, ctx
        order.strength, order.unplaced = order._kept_strengths()
        order._index(None)
        return order

    def tables(self) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
        """Group number, value and tier by card id: what a generated engine stores."""
        return tuple(self.g), tuple(self.v), tuple(self.tier)

    def _index(self, lower) -> None:
        g, v, tier = [-1] * I.COUNT, [0] * I.COUNT, [-1] * I.COUNT
        for card, s in self.strength.items():
            i = I.ID[card]
            g[i], v[i], tier[i] = GROUP_NUMBER[s.group], s.value, s.tier
        self._ids(g, v, tier, lower)

    def _ids(self, g: list[int], v: list[int], tier: list[int], lower) -> None:
        """The tables by card id from the group number, value and tier of every card."""
        rules = self.rules
        self.g, self.v, self.tier = g, v, tier
        (self.point, self.sequence, self.compounds, self.tuples, self.bomb, self.quad_pairs, self.quad_triple,
         self.led, self.refs, self.single_free, self.rainbow) = _of_rules(rules)  # (the same in every context)
        self.tuple_units = tuple(unit for unit, _kind in self.tuples if unit > 1)  # (in the order of the tuples)
        # whether the tuple units are every number from 2 to the copies of a card (pairs and triples with three
        # decks): a member held k times then leads k singles and tuples (a hand holds at most the copies of a card)
        self.every_tuple = sorted(self.tuple_units) == list(range(2, rules.decks + 1))
        present = list(compress(range(I.COUNT), map((0).__le__, g)))  # (in C: an order is made every few deals)
        # Members of each group, strongest first (ties by id): the order hands are sorted and searched in.
        self.members = {g: [] for g in range(len(GROUPS))}
        v = self.v
        for i in sorted(present, key=lambda i: (-v[i], i)):
            self.members[self.g[i]].append(i)
        self.lower = dict(lower) if lower is not None else \
            {kind: self._lower(kind) for _, kind in CHAIN_KINDS if kind != "sequence" or rules.combo(kind)}
        for _, kind in CHAIN_KINDS:
            if kind not in self.lower and rules.combo(kind) is not None:
                self.lower[kind] = self._lower(kind)
        self.chains = [(unit, kind, max(2, rules.combo(kind).min_length), self.lower[kind])
                       for unit, kind in CHAIN_KINDS if rules.combo(kind) is not None]
        # Without chains, bombs or compounds, and with every tuple unit from 2 to the copies of a card, a group's leads
        # are its singles and tuples: as many as the hand's cards of the group (leads.random_lead counts them so)
        self.leads_are_cards = (self.bomb is None and not self.compounds and not self.chains and self.every_tuple)
        # For the fast paths: a hand's counts of one group's members in one C call (`take[group](hand)`), and
        # memos of what depends only on some cards (readings by card sequence, a group's cards by their counts).
        groups = list(map(g.__getitem__, present))
        self.outside = [list(compress(present, map(group.__ne__, groups))) for group in range(len(GROUPS))]  # by id
        self.take = [_getter(self.members.get(g, [])) for g in range(len(GROUPS))]
        self.take_outside = [_getter(outside) for outside in self.outside]  # a hand's counts of `outside[group]`
        # What a single card scores in a trick of singles led in each group: its value in the led group, above every
        # such value when it is a trump on a side suit led, and -1 in another group (a discard): the first highest
        # score wins the trick (play/winner.py: _single_winner)
        top = max(v) + 1
        self.single_score = [[-1 if group < 0 or (group != led and group != 0) else
                              v[i] + top if group == 0 and led != 0 else v[i]
                              for i, group in enumerate(g)] for led in range(len(GROUPS))]
        # each member's one-card play (shared, read only), in the order of `take`: a hand's are picked with compress
        self.single_plays = [list(map(I.SINGLE.__getitem__, self.members[g])) for g in range(len(GROUPS))]
        self.memo: dict = {}
        self.group_memo: dict = {}
        self.lead_memo: list[dict] = [{} for _ in GROUPS]  # a group's leads by the hand's counts (actions/leads.py)
        self.lead_count: list[dict] = [{} for _ in GROUPS]  # how many leads (leads.random_lead)
        self.lead_steps: list = [None] * len(GROUPS)  # each group's members a step apart (leads._steps)

    def memo_entries(self) -> int:
        """How many entries this order's memos hold (what depends only on some cards: see `forget`)."""
        return (len(self.memo) + len(self.group_memo) + sum(map(len, self.lead_memo))
                + sum(map(len, self.lead_count)))

    def forget(self) -> None:
        """Empty every memo of this order (all at once: a group's lead count and lead list go together)."""
        self.memo.clear()
        self.group_memo.clear()
        for memo in (*self.lead_memo, *self.lead_count):
            memo.clear()

    def group_cards(self, hand, group: int) -> list[int]:
        """A hand's cards (counts by card id) of one group, strongest first. Shared: do not modify the list."""
        counts = self.take[group](hand)
        key = (group, counts)
        found = self.group_memo.get(key)
        if found is None:
            if len(self.group_memo) > MEMO_LIMIT:
                self.group_memo.clear()
            found = self.group_memo[key] = [c for c, n in zip(self.members[group], counts) if n for _ in range(n)]
        return found

    def held(self, hand, group: int) -> int:
        """How many cards of one group a hand (counts by card id) holds."""
        return sum(self.take[group](hand))

    def _lower(self, kind: str) -> tuple[tuple[int, ...], ...]:
        """For each card id, the ids one step below it in a tractor of this kind (see combos.adjacent)."""
        combo = self.rules.combo(kind)
        natural = combo is not None and combo.adjacency == "natural-ranks"
        ranks = self.rules.ranks
        g, v = self.g, self.v
        by_value: dict[tuple[int, int], list[int]] = {}  # (group, value) -> ids, strongest first then by id
        for group, members in self.members.items():
            for i in members:
                by_value.setdefault((group, v[i]), []).append(i)
        position = {rank: n for n, rank in enumerate(ranks)}
        by_card = {(I.RANK_OF[i], I.SUIT_OF[i]): i for i in range(I.COUNT)}
        table = []
        for high in range(I.COUNT):
            found: tuple[int, ...] = ()
            if g[high] >= 0:
                if natural:
                    suit, at = I.SUIT_OF[high], position.get(I.RANK_OF[high])
                    if suit is not None and at is not None and at + 1 < len(ranks):
                        low = by_card.get((ranks[at + 1], suit))
                        if low is not None and g[low] == g[high]:
                            found = (low,)
                else:
                    found = tuple(by_value.get((g[high], v[high] - 1), ()))
            table.append(found)
        return tuple(table)

    def _in_tier(self, card: Card, tier: Tier) -> bool:
        if tier.cards in JOKERS:
            return card.rank == tier.cards
        if card.is_joker:
            return False
        if tier.cards == "trump-suit":
            return card.suit == self.ctx.trump
        rank = self.ctx.level if tier.cards == "level" else tier.rank
        if card.rank != rank:
            return False
        if tier.suit is not None:  # one card, whatever the trump (a `5H` tier)
            return card.suit == tier.suit
        if tier.suits == "trump-suit":
            return card.suit == self.ctx.trump
        if tier.suits == "other-suits":
            return card.suit != self.ctx.trump
        return True

    def _classes(self, tier: Tier, cards: list[Card]) -> list[list[Card]]:
        """Cards of one strength, strongest first: a whole tier, except the trump suit, which goes by rank."""
        if tier.cards != "trump-suit":
            return [cards] if cards else []
        by_rank = {card.rank: card for card in cards}
        return [[by_rank[rank]] for rank in self.rules.ranks if rank in by_rank]

    def __getitem__(self, card: Card) -> Strength:
        return self.strength[card]

    def group(self, card: Card) -> str:
        return self.strength[card].group

    def is_trump(self, card: Card) -> bool:
        return self.strength[card].group == TRUMP

    def sort_key(self, card: Card):
        """Hand order: trumps first, then suits; strongest first within each."""
        s = self.strength[card]
        return (s.group != TRUMP, s.group, -s.value, str(card))

    def sort_ids(self, card_ids) -> list[int]:
        """Card ids in hand order (as sort_key)."""
        key = self.hand_key
        if key is None:  # (made on first use: most orders never sort a hand)
            g, v = self.g, self.v
            key = self.hand_key = [(g[i] != 0, g[i], -v[i], I.NAMES[i]) for i in range(I.COUNT)]
        return sorted(card_ids, key=key.__getitem__)


class LazyOrder(Order):
    """An order of the rules whose tables by card id are built on first use (what `Order(rules, ctx)` makes)."""

    def __getattr__(self, name: str):
        """Called only for an attribute not set yet: the tables by card id (everything `_ids` sets), made on first
        use."""
        found = self.__dict__
        if not name.startswith("__") and "g" not in found and "strength" in found:
            self._index(found.pop("_lower_given", None))
            if name in found:
                return found[name]
        raise AttributeError(name)


_STRENGTHS: dict = {}  # (tiers, ranks, jokers, level, trump) -> (strength by Card, unplaced cards)

MEMO_LIMIT = 50000  # entries of each memo of an Order; cleared when full (an engine bounds its orders' together)


def point_table(rules: Rules) -> list[int]:
    """The point value of each card by id, as a trick taken counts it."""
    return _of_rules(rules)[0]


def _of_rules(rules: Rules) -> tuple:
    """What an order holds that depends only on the rules, kept per Rules object (looked up by identity, as
    order_for does), shared by every order of those rules (read only): the point value by card id, the sequence
    combination, the compounds, the tuples, the bomb, the two quad readings, the led rules by kind, the rules'
    references, whether a single lead binds only the suit, and the fewest cards of a rainbow."""
    kept = _RULE_TABLES.get(id(rules))
    if kept is not None and kept[0] is rules:
        return kept[1]
    point = [rules.point_value(I.RANK_OF[i]) for i in range(I.COUNT)]
    compounds = {kind: rules.combo(kind) for kind in ("triple-with-single", "triple-with-pair")
                 if rules.combo(kind) is not None}  # empty without triples with a single or a pair
    tuples = [(unit, kind) for unit, kind in TUPLE_KINDS if unit == 1 or rules.combo(kind) is not None]
    # Bombs (four or more identical cards): None without them, so that the common paths test one attribute. A bomb
    # of n cards is a tuple of n; the longest come first, as reading takes the largest units first.
    bomb = rules.combo("bomb")
    if bomb is not None and bomb.cards == "identical":
        tuples = [(n, "bomb") for n in range(rules.decks, bomb.size - 1, -1)] + tuples
    led: dict = {}
    for rule in rules.led:
        led.setdefault(rule.led, rule)
    rainbow = rules.combo("rainbow")  # the fewest cards of a rainbow, or None without rainbows (rainbows.py)
    found = (point, rules.combo("sequence"), compounds, tuples, bomb,
             rules.quad == "two-pairs" and rules.combo("pair") is not None, rules.quad == "triple-and-single",
             led, dict(rules.refs), "single" not in led, rainbow.size if rainbow is not None else None)
    if len(_RULE_TABLES) >= 64:
        _RULE_TABLES.clear()
    _RULE_TABLES[id(rules)] = (rules, found)
    return found


_RULE_TABLES: dict[int, tuple[Rules, dict]] = {}  # id(rules) -> (the rules, kept alive; the attributes they give)


def _getter(members):
    """A function giving the counts of these card ids in a hand, as a tuple."""
    if len(members) > 1:
        return itemgetter(*members)
    if members:
        only = members[0]
        return lambda hand: (hand[only],)
    return lambda hand: ()


_ORDERS: dict[int, tuple[Rules, dict]] = {}  # id(rules) -> (the rules, kept alive; their orders by context)


def order_for(rules: Rules, level: str, trump: str) -> Order:
    """The order of a context, kept per Rules object (looked up by identity: hashing compiled rules walks all of
    them, which cost more than the order)."""
    kept = _ORDERS.get(id(rules))
    if kept is None or kept[0] is not rules:
        if len(_ORDERS) >= 64:
            _ORDERS.clear()
        kept = _ORDERS[id(rules)] = (rules, {})
    orders = kept[1]
    found = orders.get((level, trump))
    if found is None:
        found = orders[(level, trump)] = Order(rules, Context(level, trump))
    return found
