"""Dealing: the decks as cards with suits (suits matter only to calling and to showing the 3s), the shuffle, the
cards that do not divide, and who leads first."""
from __future__ import annotations

from .rules import ClimbingRules
from .sets import SUITS, Ranks


class DealError(ValueError):
    """The decks cannot be dealt as the rules say; `rule` locates the deal rule."""

    def __init__(self, message: str, rule: str = ""):
        super().__init__(message)
        self.message, self.rule = message, rule


def card_name(rank: str, suit: str | None) -> str:
    return rank if suit is None else rank + suit


def split_card(name: str, ranks: Ranks) -> tuple[str, str | None]:
    if name in ranks.index and name in JOKER_RANKS:
        return name, None
    return name[:-1], name[-1]


JOKER_RANKS = ("SJ", "BJ")  # the jokers of the card notation: no suits, and none in a deck without jokers


def deck(rules: ClimbingRules) -> list[str]:
    """Every card of the decks, in a fixed order (the shuffle is the deal's); `decks N without jokers` has none."""
    jokers = rules.jokers
    joker_names = (jokers.small, jokers.big) if jokers else ()
    removed = set(rules.deal.removed)
    one = [card_name(rank, suit) for rank in rules.ranks if rank not in JOKER_RANKS + joker_names for suit in SUITS]
    one += [name for name in joker_names if name in rules.ranks]
    return [c for _ in range(rules.decks) for c in one if c not in removed]


def layout(rules: ClimbingRules) -> tuple[int, int]:
    """(cards per player, cards left over) for the deal, or DealError when they must divide and do not."""
    total = len(deck(rules))
    # An unstated hand shares out what the bottom cards leave (as C111 reads the deal)
    per = rules.deal.hand if rules.deal.hand is not None else (total - (rules.deal.bottom or 0)) // rules.players
    leftover = total - per * rules.players
    if leftover < 0 or (leftover and rules.deal.leftover == "none"):
        raise DealError(f"{total} cards do not deal {per} to each of {rules.players} players", rules.deal.rule)
    if rules.deal.bottom and leftover != rules.deal.bottom:
        raise DealError(f"{total} cards dealt {per} to each of {rules.players} players leave {leftover}, not the "
                        f"{rules.deal.bottom} bottom cards", rules.deal.rule)
    return per, leftover


def deal(rules: ClimbingRules, order: list[str], first_receiver: int) -> tuple[list[list[str]], list[str]]:
    """The hands (seat by seat) and the cards set aside, dealing `order` one card at a time in the direction of play."""
    per, leftover = layout(rules)
    n = rules.players
    hands: list[list[str]] = [[] for _ in range(n)]
    dealt = len(order) if rules.deal.leftover == "first-receivers" else per * n
    for i, card in enumerate(order[:dealt]):
        hands[(first_receiver + i) % n].append(card)
    return hands, list(order[dealt:])


def lead_rule(rules: ClimbingRules, previous: tuple[int, ...] | None) -> str:
    """How the first set of this deal is led: the rules' `first_lead.first` for the first deal, `later` after."""
    how = rules.first_lead.first if previous is None else rules.first_lead.later
    return rules.first_lead.first if how == "same" else how


def first_lead(rules: ClimbingRules, hands: list[list[str]], first_receiver: int, previous: tuple[int, ...] | None,
               emperor: int | None = None, landlord: int | None = None, giver: int | None = None) -> int:
    """Who leads the first set: the rules' `first_lead` for the first deal, `later` for the others. `emperor` and
    `landlord`: the deal's, where it chose one; `giver`: who gave the (larger) tribute before the play. Both deal
    kinds ask this, and so does the checker of a lead example (C960)."""
    how = lead_rule(rules, previous)
    if how == "emperor" and emperor is not None:
        return emperor
    if how == "landlord" and landlord is not None:
        return landlord
    if how == "tribute-giver" and giver is not None:
        return giver
    if how == "last-place" and previous:
        return previous[-1]
    if how in ("first-out", "tribute-giver") and previous:  # no tribute given: the previous deal's first out
        return previous[0]
    if how == "holder":  # the named card's holder (it may be set aside: then the first receiver)
        return next((s for s, hand in enumerate(hands) if rules.first_lead.card in hand), first_receiver)
    if how == "most-threes":
        return most_threes(rules, hands, first_receiver)
    return first_receiver


def most_threes(rules: ClimbingRules, hands: list[list[str]], first_receiver: int) -> int:
    """上班 / 顶班: the player showing the most 3s of one suit (two at least) leads; on a tie the first in deal order."""
    n = len(hands)
    best, best_seat = rules.first_lead.min_threes - 1, first_receiver
    for k in range(n):
        seat = (first_receiver + k) % n
        most = max((sum(1 for c in hands[seat] if c == "3" + suit) for suit in SUITS), default=0)
        if most > best:
            best, best_seat = most, seat
    return best_seat
