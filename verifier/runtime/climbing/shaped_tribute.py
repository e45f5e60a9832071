"""Tribute in a game of shaped sets (Guandan's 进贡, 还贡, 抗贡), before the play of every deal but the first: by the
previous deal's places the last gives the first out its highest card but the wild card (`gives:
highest-but-wild`); when the last two places are teammates (双下, `double-down: both-give`) both give, the larger
tribute to the first out and the other to the second; no tribute is given when the givers hold the `resist` cards
between them (抗贡: both big jokers). Each receiver returns a card of its choice, of at most `return_at_most` in the
natural order of the ranks (还贡: 10 or lower). Who gave the larger tribute is `leader` (the first lead's
`tribute-giver`). Hands are lists of cards in notation ("10S", "BJ")."""
from __future__ import annotations

from . import actions as A
from .ruling import LEGAL, Ruling
from .tribute import turn_ruling

SUIT_ORDER = "SHCD"  # which of equal cards a giver gives: the first in this order (the rank is what the rules fix)


def rank_of(card: str, jokers=("SJ", "BJ")) -> str:
    return card if card in jokers else card[:-1]


def return_action(card: str) -> A.Action:
    """The return (还贡) of a card written in notation ("10S", "BJ"), as the action the tribute rules on."""
    card = card.strip().upper()
    rank = rank_of(card)
    return A.Action(A.RETURN, card=(rank, None if rank == card else card[-1]))


def card_of(action: A.Action) -> str:
    """The card of a return, in notation."""
    return "".join(x for x in (action.card or ()) if x)


class ShapedTribute:
    def __init__(self, rules, hands: list[list[str]], places: tuple[int, ...], team_of, natural=None):
        self.rules, self.t, self.hands = rules, rules.tribute, hands
        self.strength = {r: i for i, r in enumerate(rules.ranks)}  # the deal's order (its level rank moved up)
        self.natural = {r: i for i, r in enumerate(natural or rules.ranks)}  # the order without levels, for returns
        self.given: list[tuple[int, int, str]] = []  # (giver, receiver, card)
        self.returned: list[tuple[int, int, str]] = []  # (receiver, giver, card)
        self.steps: list[tuple[int, int]] = []  # (receiver, giver) still to return a card, in order
        self.resisted = False
        self.leader: int | None = None
        t = self.t
        if t is None or not places:
            return
        last, second_last = places[-1], places[-2]
        if t.double_down and team_of(last) == team_of(second_last):
            pairs = [(last, places[0]), (second_last, places[1])]
        else:
            pairs = [(places[row.giver if row.giver < 0 else row.giver - 1],
                      places[row.receiver if row.receiver < 0 else row.receiver - 1]) for row in t.rows]
        givers = [g for g, _ in pairs]
        if t.resist and _holds(sum((hands[g] for g in givers), []), t.resist):
            self.resisted = True  # 抗贡: the first out leads as after no tribute
            return
        cards = {g: self._highest(hands[g]) for g in givers}
        if len(pairs) == 2 and t.double_down and team_of(last) == team_of(second_last):
            # the larger tribute goes to the first out; equal ones: the giver next after the first out gives to it
            n = len(hands)
            after_first = sorted(givers, key=lambda g: ((g - places[0]) % n))
            ranked = sorted(after_first, key=lambda g: -self._power(cards[g]))
            pairs = [(ranked[0], places[0]), (ranked[1], places[1])]
        for giver, receiver in pairs:
            card = cards[giver]
            if card is None:
                continue
            hands[giver].remove(card)
            hands[receiver].append(card)
            self.given.append((giver, receiver, card))
            self.steps.append((receiver, giver))
        if self.given:
            self.leader = self.given[0][0]

    def _power(self, card: str | None) -> int:
        return -1 if card is None else self.strength[rank_of(card)]

    def _highest(self, hand: list[str]) -> str | None:
        found = highest_but_wild(self.rules, hand, 1)
        return found[0] if found else None

    @property
    def done(self) -> bool:
        return not self.steps

    def turn(self) -> int | None:
        return self.steps[0][0] if self.steps else None

    def legal(self) -> list[A.Action]:
        """The cards the receiver may return, lowest first (of at most `return_at_most`; none such: any card)."""
        if not self.steps:
            return []
        hand = self.hands[self.steps[0][0]]
        top = self.t.return_at_most
        cards = sorted(set(hand), key=lambda c: (self.natural[rank_of(c)], SUIT_ORDER.find(c[-1])))
        low = [c for c in cards if top is None or self.natural[rank_of(c)] <= self.natural[top]]
        return [A.Action(A.RETURN, card=(rank_of(c), None if rank_of(c) == c else c[-1])) for c in low or cards]

    def ruling(self, seat: int, action: A.Action) -> Ruling:
        rule = self.t.rule if self.t else ""
        out_of_turn = turn_ruling(self.turn(), seat, rule)
        if out_of_turn is not None:
            return out_of_turn
        if action.kind != A.RETURN or action not in self.legal():
            card = card_of(action) or action.kind
            top = self.t.return_at_most
            why = f"a card of its hand of {top} or lower" if top else "a card of its hand"
            return Ruling(False, f"the receiver returns {why}, not {card}", rule)
        return LEGAL

    def apply(self, seat: int, action: A.Action) -> None:
        receiver, giver = self.steps.pop(0)
        card = card_of(action)
        self.hands[receiver].remove(card)
        self.hands[giver].append(card)
        self.returned.append((receiver, giver, card))

    def as_data(self) -> dict:
        return {"given": [list(g) for g in self.given], "returned": [list(r) for r in self.returned],
                "resisted": self.resisted}


def highest_but_wild(rules, hand, count: int) -> list[str]:
    """A giver's `count` highest cards but the wild card, in the deal's order (of equal cards, the first in
    SUIT_ORDER): `gives: highest-but-wild`."""
    strength = {r: i for i, r in enumerate(rules.ranks)}
    wild = rules.wild
    wild_card = None if wild is None else wild.rank + wild.suit
    cards = sorted((c for c in hand if c != wild_card),
                   key=lambda c: (-strength[rank_of(c)], SUIT_ORDER.find(c[-1])))
    return cards[:count]


def _holds(cards: list[str], wanted: tuple[str, ...]) -> bool:
    pool = list(cards)
    for card in wanted:
        if card not in pool:
            return False
        pool.remove(card)
    return True
