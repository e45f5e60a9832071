"""Sets and hands as counts: the one encoding of the climbing engine.

A hand is a list of counts, one per rank of `rules.ranks` (weakest first): suits never matter in play. A set (一套牌) is
a `Set`: `count` cards of the `core` rank (an index), plus `money` 2s (贴钱: they count as the core rank), `small`
small jokers and `big` big jokers attached (挂花). A set of jokers only has the weakest joker as its core, the others
attached (`Jokers.alone` "lowest"), so every set has exactly one reading.
"""
from __future__ import annotations

from typing import NamedTuple

from .rules import ClimbingRules

SUITS = ("S", "H", "C", "D")
SUIT_SYMBOLS = {"♠": "S", "♥": "H", "♣": "C", "♦": "D"}


class Set(NamedTuple):
    core: int  # index of the core rank in rules.ranks
    count: int  # cards of the core rank itself
    money: int = 0  # money attached (they count as the core rank)
    small: int = 0  # small jokers attached
    big: int = 0  # big jokers attached

    @property
    def cards(self) -> int:
        return self.count + self.money + self.small + self.big


class SetError(ValueError):
    """Cards that are not a set, or a token that is not a card; `rule` locates the rule (file:line) they break."""

    def __init__(self, message: str, rule: str = ""):
        super().__init__(message)
        self.message, self.rule = message, rule


TOKENS = 1024  # the most card tokens whose rank is kept (a deck has a few hundred spellings at most)


class Ranks:
    """The rank order of a variant, compiled for counting: indices of the jokers and of money, names back."""

    def __init__(self, rules: ClimbingRules):
        self.rules = rules
        self.names = rules.ranks
        self.index = {name: i for i, name in enumerate(self.names)}
        jokers = rules.jokers
        self.small = self.index.get(jokers.small, -1) if jokers else -1
        self.big = self.index.get(jokers.big, -1) if jokers else -1
        self.money = tuple(self.index[m] for m in (rules.money.ranks if rules.money else ()) if m in self.index)
        self.plain = tuple(i for i in range(len(self.names)) if i not in (self.small, self.big))
        self.not_money = tuple(i for i in self.plain if i not in self.money)  # the plain ranks money may attach to
        self.kind = rules.sets[0]
        self.set_rule = self.kind.rule
        self._token_ranks: dict[str, int] = {}  # card token -> rank index, read once (every deal counts its hands)

    # Reading and writing -------------------------------------------------------------------------------------

    def rank_of(self, token: str) -> int:
        """The rank index of one card token (`9`, `9S`, `10♥`, `SJ`, `BJ`); raises SetError."""
        text = token.strip().upper()
        if text in self.index and text not in SUITS:
            return self.index[text]
        if text and SUIT_SYMBOLS.get(text[-1], text[-1]) in SUITS and text[:-1] in self.index:
            return self.index[text[:-1]]
        hint = "write ten as `10`" if text[:1] in ("T", "1") and text[:2] != "10" else \
            f"ranks are {' '.join(self.names)}, optionally followed by a suit (S H C D)"
        raise SetError(f"`{token}` is not a card: {hint}", self.rules.ranks_rule)

    def counts(self, text_or_tokens) -> list[int]:
        """Counts per rank of some cards, in notation (`"SJ SJ 9 9 9"`) or as a list of tokens."""
        tokens = text_or_tokens.split() if isinstance(text_or_tokens, str) else text_or_tokens
        counts = [0] * len(self.names)
        known = self._token_ranks
        for token in tokens:
            rank = known.get(token)
            if rank is None:
                rank = self.rank_of(token)
                if len(known) < TOKENS:
                    known[token] = rank
            counts[rank] += 1
        return counts

    def format_counts(self, counts) -> str:
        """Counts per rank in notation, strongest first (`BJ SJ 2 2 A ...`)."""
        return " ".join(" ".join([self.names[i]] * counts[i]) for i in range(len(counts) - 1, -1, -1)
                        if counts[i]).strip()

    def format(self, s: Set) -> str:
        """A set in notation, jokers first: `SJ SJ 9 9 9`, `BJ 10 10 2`."""
        parts = [self.names[self.big]] * s.big + [self.names[self.small]] * s.small
        parts += [self.names[s.core]] * s.count
        parts += [self.names[self.money[0]]] * s.money if self.money else []
        return " ".join(parts)

    def describe(self, s: Set) -> str:
        """A set in words, for rulings: "3 nines with 2 small jokers"."""
        words = [f"{s.count} × {self.names[s.core]}"]
        if s.money:
            words.append(f"{s.money} money ({self.names[self.money[0]]}) attached")
        if s.small:
            words.append(f"{s.small} small joker{'s' * (s.small > 1)}")
        if s.big:
            words.append(f"{s.big} big joker{'s' * (s.big > 1)}")
        return ", ".join(words[:1]) + (" with " + " and ".join(words[1:]) if words[1:] else "")

    def parse(self, text: str) -> Set:
        """The set some cards make; raises SetError naming the rule when they are not one set."""
        counts = self.counts(text)
        if not any(counts):
            raise SetError("a set has at least one card", self.set_rule)
        return self.from_counts(counts)

    def from_counts(self, counts) -> Set:
        found = self._read(counts)
        if isinstance(found, Set):
            return found
        why, rule = found
        raise SetError(why(), rule)

    def makes_set(self, counts) -> bool:
        """Whether the counts make one set: `from_counts` without the words of its refusal (a burn asks it of the rest
        of a whole hand, which is mixed nearly always)."""
        return isinstance(self._read(counts), Set)

    def _read(self, counts):
        """The set of the counts, or (a function writing why they are none, the rule): the words are written only
        when a refusal is shown."""
        small = counts[self.small] if self.small >= 0 else 0
        big = counts[self.big] if self.big >= 0 else 0
        plain = [i for i in self.plain if counts[i]]
        kind = self.kind
        if not plain:  # jokers only: the weakest joker is the core
            if self.rules.jokers is None or self.rules.jokers.alone == "none":
                return (lambda: "jokers do not make a set of their own"), \
                    self.rules.jokers.rule if self.rules.jokers else self.set_rule
            return Set(self.small, small, 0, 0, big) if small else Set(self.big, big)
        money = [i for i in plain if i in self.money]
        core = [i for i in plain if i not in self.money]
        if len(core) > 1 or (not core and len(money) > 1):
            return (lambda: f"a set is cards of one rank ({' and '.join(self.names[i] for i in plain)} are mixed); "
                    "only jokers" + (" and money" if self.money and kind.money else "") + " may be attached"), \
                self.set_rule
        if not core:  # money alone is a set of its own rank
            core_index, count, attached = money[0], counts[money[0]], 0
        else:
            core_index, count = core[0], counts[core[0]]
            attached = sum(counts[i] for i in money)
            if attached and not kind.money:
                return (lambda: f"{self.names[money[0]]} may not be attached to a set of another rank"), self.set_rule
        if (small and not kind.small) or (big and not kind.big):
            return (lambda: "jokers may not be attached to a set here"), self.rules.jokers.rule or self.set_rule
        ranked = count + attached  # the cards of the core rank, money attached counting as it (as moves.py counts)
        if ranked < kind.min_count or (kind.max_count is not None and ranked > kind.max_count):
            return (lambda: f"a set holds {_between(kind.min_count, kind.max_count)} cards of its rank, not "
                    f"{ranked}"), self.set_rule
        return Set(core_index, count, attached, small, big)

    # Counting ------------------------------------------------------------------------------------------------

    def smalls(self, s: Set) -> int:
        """The small jokers of a set, its core included."""
        return s.small + (s.count if s.core == self.small else 0)

    def bigs(self, s: Set) -> int:
        return s.big + (s.count if s.core == self.big else 0)

    def spend(self, s: Set) -> tuple[tuple[int, int], ...]:
        """(rank index, cards) taken from the hand by a set."""
        out = [(s.core, s.count)]
        if s.money:
            out.append((self.money[0], s.money))
        if s.small:
            out.append((self.small, s.small))
        if s.big:
            out.append((self.big, s.big))
        return tuple(out)

    def missing(self, hand, s: Set) -> str | None:
        """What the hand lacks to play a set, in words; None when it holds it."""
        spent = self.spend(s)
        if all(hand[i] >= n for i, n in spent) and len({i for i, _ in spent}) == len(spent):
            return None  # the common case, without the counts below (which add up a rank named twice)
        need = [0] * len(hand)
        for i, n in self.spend(s):
            need[i] += n
        short = [(i, need[i], hand[i]) for i in range(len(hand)) if need[i] > hand[i]]
        if not short:
            return None
        return "; ".join(f"it holds {held} × {self.names[i]}, the set needs {n}" for i, n, held in short)


def _between(low: int, high: int | None) -> str:
    """The counts a set of one rank may have, in words (`at least 2`, `2 to 4`, `exactly 3`)."""
    if high is None:
        return f"at least {low}"
    return f"exactly {low}" if low == high else f"{low} to {high}"
