"""Cards as small integers, for speed: every distinct card of the notation has an id from 0 to 53.

Suited cards are `13 * suit + rank` (suits S H C D, ranks 2 up to A), then SJ = 52 and BJ = 53. A hand or a play is
a list of ids (with repeats for the copies of several decks); a `Hand` is a tuple of Cards that remembers its ids,
so that the referee converts a hand once however often it is ruled on.
"""
from __future__ import annotations

from ..cards import JOKERS, RANKS, SUITS, Card, parse_cards

CARDS: tuple[Card, ...] = tuple(Card(rank, suit) for suit in SUITS for rank in RANKS) + tuple(Card(j) for j in JOKERS)
ID: dict[Card, int] = {card: index for index, card in enumerate(CARDS)}
NAMES: tuple[str, ...] = tuple(str(card) for card in CARDS)
BY_NAME: dict[str, int] = {name: index for index, name in enumerate(NAMES)}
COUNT = len(CARDS)
SJ, BJ = ID[Card("SJ")], ID[Card("BJ")]
SINGLE: tuple[list[int], ...] = tuple([i] for i in range(COUNT))  # the one-card play of each id, shared: read only
SUIT_OF: tuple[str | None, ...] = tuple(card.suit for card in CARDS)
RANK_OF: tuple[str, ...] = tuple(card.rank for card in CARDS)


class Hand(tuple):
    """A tuple of Cards with its ids computed once, and its counts by card id once asked for."""

    def __init__(self, cards):
        self._ids = [ID[card] for card in self]
        self._counts = None

    @property
    def ids(self) -> list[int]:
        return self._ids

    @property
    def counts(self) -> list[int]:
        """The hand's counts by card id (shared: read only)."""
        found = self._counts
        if found is None:
            found = self._counts = counts(self._ids)
        return found


def ids(cards) -> list[int]:
    """The ids of some cards (Cards, or a Hand that already knows them)."""
    known = getattr(cards, "_ids", None)
    if known is not None:
        return known
    return [ID[card] for card in cards]


def cards(text_or_cards) -> Hand:
    """Cards from notation (`"KH KH QH QH"`) or from an iterable of Cards, as a Hand."""
    if isinstance(text_or_cards, Hand):
        return text_or_cards
    if isinstance(text_or_cards, str):
        return Hand(parse_cards(text_or_cards))
    return Hand(text_or_cards)


def to_cards(card_ids) -> tuple[Card, ...]:
    return tuple(CARDS[i] for i in card_ids)


def names(card_ids) -> list[str]:
    return [NAMES[i] for i in card_ids]


def from_names(words) -> list[int]:
    """Ids from card names as written in a record (`"10H"`, `"BJ"`); raises KeyError on an unknown name."""
    return [BY_NAME[word] if word in BY_NAME else ID[parse_cards(word)[0]] for word in words]


def counts_of(cards) -> list[int]:
    """The counts by card id of some cards: a Hand's own (computed once: read only), else new ones."""
    if isinstance(cards, Hand):
        return cards.counts
    return counts(ids(cards))


def counts(card_ids) -> list[int]:
    table = [0] * COUNT
    for i in card_ids:
        table[i] += 1
    return table
