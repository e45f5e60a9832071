"""Card notation (design.md, "Card notation"): rank then suit, jokers SJ and BJ.

`KH KH QH QH` is a pair of kings and a pair of queens of hearts. Suit symbols ♠ ♥ ♣ ♦ are read as S H C D.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

RANKS: tuple[str, ...] = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
# The no-trump level (rbtying/shengji's Rank::NoTrump): a rung of the ladder after A that is no rank. No card is its
# level card, and a deal played at it has no trump suit: only the jokers (and permanent trumps) are trump.
NO_TRUMP_LEVEL = "NT"
LEVELS = RANKS + (NO_TRUMP_LEVEL,)  # what a level may be: a rank, or the no-trump level last
SUITS: tuple[str, ...] = ("S", "H", "C", "D")
JOKERS: tuple[str, ...] = ("SJ", "BJ")
SUIT_SYMBOLS = {"♠": "S", "♥": "H", "♣": "C", "♦": "D"}
SUIT_NAMES = {"S": "spades", "H": "hearts", "C": "clubs", "D": "diamonds"}
# The colour of each suit, for declarations such as "big joker with hearts or diamonds".
RED_SUITS = frozenset({"H", "D"})


@dataclass(frozen=True, order=True)
class Card:
    rank: str  # one of RANKS, or "SJ" / "BJ" for a joker
    suit: str | None = None  # None for a joker

    @property
    def is_joker(self) -> bool:
        return self.suit is None

    def __str__(self) -> str:
        return self.rank if self.is_joker else f"{self.rank}{self.suit}"


class CardError(ValueError):
    """A token of card notation that is not a card; `offset` and `length` locate it inside the parsed text."""

    def __init__(self, message: str, offset: int, length: int, hint: str | None = None,
                 replacement: str | None = None):
        super().__init__(message)
        self.message, self.offset, self.length, self.hint = message, offset, length, hint
        self.replacement = replacement  # the card the hint suggests, when it suggests one


_TOKEN = re.compile(r"\S+")


def parse_card(token: str, offset: int = 0) -> Card:
    """One card in notation. Raises CardError with a suggestion where one fits."""
    text = token.upper()
    if text in JOKERS:
        return Card(text)
    if text in ("JOKER", "RJ", "LJ"):
        raise CardError(f"`{token}` is not a card", offset, len(token), "write jokers as `SJ` (small) or `BJ` (big)")
    suit = SUIT_SYMBOLS.get(text[-1:], text[-1:])
    rank = text[:-1]
    if suit in SUITS and rank in RANKS:
        return Card(rank, suit)
    if text[:1] in SUITS and text[1:] in RANKS:  # suit first, e.g. "HK"
        return _reject(token, offset, f"write the rank first: `{text[1:]}{text[:1]}`", f"{text[1:]}{text[:1]}")
    if suit not in SUITS:
        if text in RANKS:
            return _reject(token, offset, f"a card needs a suit, e.g. `{text}S`")
        return _reject(token, offset, "a card is a rank (2..10, J, Q, K, A) then a suit (S H C D), or SJ / BJ")
    if rank == "1" or rank == "T":
        return _reject(token, offset, f"write ten as `10{suit}`", f"10{suit}")
    return _reject(token, offset, f"`{rank}` is not a rank; ranks are 2..10, J, Q, K, A")


def _reject(token: str, offset: int, hint: str, replacement: str | None = None) -> Card:
    raise CardError(f"`{token}` is not a card", offset, len(token), hint, replacement)


def parse_cards(text: str) -> tuple[Card, ...]:
    """Cards separated by spaces: `"KH KH QH QH"`."""
    return tuple(parse_card(m.group(), m.start()) for m in _TOKEN.finditer(text))


def format_cards(cards) -> str:
    return " ".join(str(card) for card in cards)


def rank_index(rank: str) -> int:
    """Position of a rank in the natural order 2 < 3 < ... < A."""
    return RANKS.index(rank)
