"""The engine of one variant: its rules with the tables built from them once and kept for every deal (the card orders
by trump context, the deck, what the shows need of a hand), the check that the rules can be played, and a new match.
A deal (game.py) reads them from here.
"""
from __future__ import annotations

from operator import itemgetter

from ..cards import SUITS, Card
from . import ids as I
from .declaring import forbidden, in_scope
from .order import Context, Order
from .rules import SUITED_PARTS, Rules
from .state import EngineError, MatchState


MEMO_BOUND = 100_000  # entries of all the memos of an engine's orders together (about 30 MB: Engine._bound)
BOUND_EVERY = 16  # orders asked for between two checks of the bound (a deal asks for one or two)


class Engine:
    """The rules of one variant with their tables: orders by trump context, built once and kept."""

    def __init__(self, rules: Rules, tables: dict | None = None):
        self.rules = rules
        self.tables = tables or {}
        self._orders: dict[tuple[str, str], Order] = {}  # by trump context, the least recently used first
        self._last: tuple[str, str] | None = None  # the context last asked for
        self._asked = 0  # orders asked for since the bound was last checked
        self._deck: list[int] | None = None
        # what cards make as declarations and kitty overcalls, by the cards, the level and the scope (DeclaringPhase,
        # KittyPhase: show_for, _made, _option_tables, _kitty_step, ...); the rules are the engine's
        self.show_memo: dict = {}
        self._plans: dict = {}
        found = unplayable(rules)
        self.unsupported = found[0][2] if found else None

    def order(self, level: str, trump: str) -> Order:
        """The order of a trump context, made once. Its memos (what depends only on a hand's cards: Order.memo and
        the others `memo_entries` counts) grow as deals are played, a dozen per context and dozens of contexts in
        a run, so the engine bounds them all together (`_bound`): a long run holds the memory of a short one."""
        key = (level, trump)
        found = self._orders.get(key)
        if found is None:
            table = self.tables.get("strength", {}).get(key)
            ctx = Context(level, trump)
            if table is not None:
                lower = self.tables.get("lower", {}).get(key)
                found = Order.from_tables(self.rules, ctx, *table, lower=lower)
            else:
                found = Order.eager(self.rules, ctx)
            self._orders[key] = found
        if key != self._last:  # the most recently used last (about one context a deal)
            self._last = key
            self._orders[key] = self._orders.pop(key)
        self._asked += 1
        if self._asked >= BOUND_EVERY:
            self._bound()
        return found

    def _bound(self) -> None:
        """The least recently used bound on the orders' memos: the memos of the orders least recently asked for
        (the first of `_orders`) are emptied until all of them together hold at most MEMO_BOUND entries (the
        most recent's too, when it alone holds more). Checked every BOUND_EVERY orders asked for (counting the
        entries costs a few microseconds an order), so the memos may pass the bound by what that many deals add.
        A memo only saves work: emptying one changes no play."""
        self._asked = 0
        orders = list(self._orders.values())
        total = self.memo_entries()
        for order in orders:
            if total <= MEMO_BOUND:
                break
            total -= order.memo_entries()
            order.forget()

    def memo_entries(self) -> int:
        """How many entries the memos of all this engine's orders hold (what MEMO_BOUND bounds)."""
        return sum(order.memo_entries() for order in self._orders.values())

    def deck(self) -> list[int]:
        """The cards of the deck, in a fixed order (to be shuffled); a new list each time."""
        if self._deck is None:
            r = self.rules
            one = ([I.SJ, I.BJ] if r.jokers else []) + [I.ID[Card(rank, suit)] for suit in SUITS for rank in r.ranks]
            cards = [card for _ in range(r.decks) for card in one]
            # `removed` takes out one copy per card listed (docs/language.md#decks), as the checker counts (C101)
            for name in r.removed:
                if name in I.BY_NAME and I.BY_NAME[name] in cards:
                    cards.remove(I.BY_NAME[name])
            self._deck = cards
        return list(self._deck)

    def show_plans(self, shows, level: str, first_deal: bool, after_deal: bool = False):
        """For each show in scope: (show, its fixed cards as (id, count) or None when not in the notation, and its
        level part as (count, the level card ids of the suits it allows) or None). Built once per level and scope."""
        key = (tuple(map(id, shows)), level, first_deal, after_deal)  # the Shows live as long as the rules
        found = self._plans.get(key)
        if found is None:
            found = []
            for show in shows:
                if not in_scope(show, first_deal, after_deal):
                    continue
                fixed = []
                for p in show.parts:
                    if p.cards not in SUITED_PARTS:
                        card = I.BY_NAME.get(p.cards)
                        if card is None:
                            fixed = None
                            break
                        fixed.append((card, p.count))
                level_parts = [p for p in show.parts if p.cards in SUITED_PARTS]
                level_part = None
                if level_parts:  # (count, the cards it may be): the level cards, or every card of the suits
                    p = level_parts[0]
                    ranks = [level] if p.cards == "level" else self.rules.ranks
                    level_part = (p.count, [I.ID[Card(rank, suit)] for suit in SUITS for rank in ranks
                                            if (not p.suits or suit in p.suits) and Card(rank, suit) in I.ID])
                found.append((show, fixed, level_part))
            self._plans[key] = found
        return found

    def show_needs(self, shows, level: str, first_deal: bool, after_deal: bool = False):
        """The declarations these shows can make (show_plans), one by one: (what a hand must hold, as (id, count)
        pairs; the cards shown; the suit named, or None), in the order DeclaringPhase._show_candidates lists them."""
        key = ("needs", tuple(map(id, shows)), level, first_deal, after_deal)
        found = self._plans.get(key)
        if found is None:
            found = []
            for show, fixed, level_part in self.show_plans(shows, level, first_deal, after_deal):
                if fixed is None:
                    continue  # (a card not in the notation: never held)
                fixed = tuple(fixed)
                cards = tuple(c for c, n in fixed for _ in range(n))
                if level_part is not None:
                    count, level_ids = level_part
                    found += [(fixed + ((card, count),), cards + (card,) * count, None) for card in level_ids]
                elif show.target == "chosen-suit":
                    found += [(fixed, cards, suit) for suit in SUITS]
                else:
                    found.append((fixed, cards, None))
            self._plans[key] = found
        return found

    def show_cards(self, shows, level: str, first_deal: bool, after_deal: bool = False):
        """A function giving a hand's counts of every card these shows use (see show_plans), as a tuple."""
        key = ("cards", tuple(map(id, shows)), level, first_deal, after_deal)
        found = self._plans.get(key)
        if found is None:
            used = set()
            for show, fixed, level_part in self.show_plans(shows, level, first_deal, after_deal):
                used.update(c for c, _ in fixed or ())
                used.update(level_part[1] if level_part else ())
                used.update(I.ID[c] for c in forbidden(show, level) if c in I.ID)  # `without`: held or not
            found = self._plans[key] = _counter(sorted(used))
        return found

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
        if self.rules.teams == "friends" or self.rules.levels_per_player:  # each player levels alone
            return MatchState(n, [0] * n, rounds=[0] * n, individual=True)
        return MatchState(n, [0, 0], rounds=[0, 0])


def _counter(card_ids):
    """A function giving a hand's counts of these card ids as a tuple."""
    if len(card_ids) > 1:
        return itemgetter(*card_ids)
    return lambda hand: tuple(hand[c] for c in card_ids)


def unplayable(rules: Rules) -> list[tuple[str, str | None, str]]:
    """What of `rules` this engine does not play, each as (the variant's rule it comes from, its setting or None,
    what): the engine refuses such rules when it is made, and the checker reports them at check time (C107), in these
    words."""
    found = []
    if rules.teams == "friends":
        if rules.friend_call is None:
            found.append(("teams", None, "teams `friends` without a `friends` block saying how the friend is called"))
        elif rules.friend_count != 1:
            found.append(("friends", "count", f"{rules.friend_count} friends (the engine plays one friend)"))
        elif rules.players < 3:
            found.append(("players", None, f"found friends with {rules.players} players"))
    elif rules.teams not in ("partners", "declarer-alone"):
        found.append(("teams", None, f"teams `{rules.teams}` (the engine plays fixed partners, the declarer alone and found "
                               "friends only)"))
    elif rules.teams == "partners" and rules.players % 2:
        found.append(("players", None, f"{rules.players} players in partnerships"))
    if rules.exchange_count:
        if rules.teams == "friends" and rules.exchange_with != "eaten":
            found.append(("exchange", "with", "an exchange of cards between partners or opponents with found friends (the "
                                      "sides are hidden until the friend is known)"))
        if rules.exchange_cards == "in-kind" and rules.exchange_with != "eaten":
            found.append(("exchange", "cards", "`cards: in-kind` without `with: eaten` (it gives back in kind of the cards "
                                      "received)"))
    if rules.tribute and (rules.tribute_giver not in (None, "player-before-declarer")
                          or rules.tribute_receiver not in (None, "declarer")
                          or rules.tribute_cards not in (None, "highest-non-point")
                          or rules.tribute_returned not in (None, "side-non-point")):
        found.append(("tribute", None, "a tribute other than the player-before-declarer's highest-non-point cards to the "
                                 "declarer, returned with side-non-point cards"))
    for show in rules.kitty_shows:
        if show.target == "next-drawn-suit":
            found.append(("kitty overcall", None, f"a kitty overcall by the show `{show.name}`, which waits for the next "
                                            "drawn suit"))
    return found
