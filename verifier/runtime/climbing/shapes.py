"""Sets of every shape as counts: runs, attachments, jokers, flushes, suits and wild cards (the climbing family
beyond Gouji's and Baohuang's one kind of one rank, which `sets.py` reads).

A hand is a list of counts per card slot. Where suits never matter (Dou Dizhu) a slot is a rank, as in `sets.py`;
where they do (a kind of one suit, a suit order, a wild card) a slot is a rank and a suit: `rank * 5 + suit`, suits
S H C D, and 4 for a card written without its suit (a worked example's "3 4 5 6 7") or a joker. A set is a `Shaped`:
its kind, the strength of its core (`top`), the core's length and width, the suit of its highest core card where
suits break ties, and the slots it spends. A play's cards may read as several sets (`read`): each kind is tried by
type, from the counts, never by enumerating subsets of the cards; a wild card fills what the core lacks.
"""
from __future__ import annotations

from typing import NamedTuple

from .rules import ClimbingRules, SetKind
from .sets import SUIT_SYMBOLS, SUITS, SetError

UNSTATED = 4  # the suit slot of a card written without its suit, and of a joker
JOKER_NAMES = ("SJ", "BJ")


class Shaped(NamedTuple):
    kind: int  # index of the set kind in rules.sets
    top: int  # the core's strength: its rank (same-rank), its top's place in the run ranks (run), its highest rank
    length: int  # ranks in the core (1 but for a run)
    width: int  # cards of each core rank (a same-rank set: its count)
    tie: int  # the strength of the suit of its highest core card (-1: suits do not break ties)
    size: int  # cards in all
    core: tuple  # the core's rank indices, lowest first
    kickers: tuple  # the rank indices of the attached cards, lowest first (a wild card: its own rank)
    spent: tuple  # the slots of its cards (the core's first, each part ascending): what it takes from the hand


class Kind(NamedTuple):
    """One set kind, compiled: counts as ranges, the run as rank indices, its bomb class and ladder."""

    index: int
    name: str
    shape: str
    lo: int  # the core's cards (same-rank, jokers, flush) from lo to hi
    hi: int
    width: int
    min_length: int
    max_length: int
    run: tuple  # rank indices, lowest first
    suited: bool
    kicker: str | None
    kickers: int | None
    bomb: int  # its class on the bomb ladder, -1: no bomb
    ladder: tuple  # (ladder number, place), () when on none
    rule: str

    def kicked(self, length: int) -> int:
        """How many kickers a core of `length` ranks takes."""
        if self.kicker is None:
            return 0
        return self.kickers if self.kickers is not None else length

    def sizes(self) -> tuple[int, int]:
        """The fewest and the most cards of a set of this kind, its attachments counted."""
        per = {"single": 1, "pair": 2}.get(self.kicker, 0)
        if self.shape == "run":
            return (self.width * self.min_length + per * self.kicked(self.min_length),
                    self.width * self.max_length + per * self.kicked(self.max_length))
        return self.lo + per * self.kicked(1), self.hi + per * self.kicked(1)


class Shapes:
    """The set kinds of a variant, compiled for reading, comparing and generating sets."""

    def __init__(self, rules: ClimbingRules):
        self.rules = rules
        self.names = rules.ranks
        self.index = {name: i for i, name in enumerate(self.names)}
        self.jokers = tuple(i for i, name in enumerate(self.names) if name in JOKER_NAMES)
        self.plain = tuple(i for i in range(len(self.names)) if i not in self.jokers)
        self.suit_strength = {s: i for i, s in enumerate(rules.suits)}  # weakest first
        kinds = rules.sets
        named = rules.first_lead.card  # a first lead by the holder of a card of a suit (3♦) tells the suits apart
        self.suited = bool(rules.suits or rules.wild or any(k.suited for k in kinds)
                           or (named is not None and named not in JOKER_NAMES))
        self.width = 5 if self.suited else 1  # slots per rank
        self.wild = -1
        if rules.wild is not None and rules.wild.rank in self.index:
            self.wild = self.slot(self.index[rules.wild.rank], SUITS.index(rules.wild.suit))
        bombs = {name: i for i, name in enumerate(rules.beat.bombs)}
        ladders = {name: (n, i) for n, (names, _) in enumerate(rules.beat.ladders) for i, name in enumerate(names)}
        self.kinds = tuple(self._kind(i, k, bombs, ladders) for i, k in enumerate(kinds))
        self.sizes = tuple(k.sizes() for k in self.kinds)  # (fewest, most) cards of each kind
        self._runs: dict = {}  # (kind, length) -> its runs (`_windows`)
        self.by_name = {k.name: k for k in self.kinds}
        self.cache: dict = {}  # the generator's tables, per kind (generate.py)

    def _kind(self, i: int, k: SetKind, bombs: dict, ladders: dict) -> Kind:
        copies = self.rules.decks * (5 if self.wild >= 0 else 4)  # of a rank, and a wild card of each deck
        if k.shape == "run":
            run = tuple(self.index[r] for r in (k.run_ranks or [n for n in self.names if n not in JOKER_NAMES])
                        if r in self.index)
            most = len(run) if k.max_length is None else min(k.max_length, len(run))
            return Kind(i, k.name, k.shape, k.width, k.width, k.width, k.min_length, most, run, k.suited, k.kicker,
                        k.kickers, bombs.get(k.name, -1), ladders.get(k.name, ()), k.rule)
        hi = k.max_count if k.max_count is not None else copies
        return Kind(i, k.name, k.shape, k.min_count, hi, 0, 1, 1, (), k.suited, k.kicker, k.kickers,
                    bombs.get(k.name, -1), ladders.get(k.name, ()), k.rule)

    # Slots and notation ----------------------------------------------------------------------------------------

    def slot(self, rank: int, suit: int = UNSTATED) -> int:
        return rank * 5 + suit if self.suited else rank

    def rank_of(self, slot: int) -> int:
        return slot // 5 if self.suited else slot

    def suit_of(self, slot: int) -> int:
        return slot % 5 if self.suited else UNSTATED

    def slot_of(self, token: str) -> int:
        """The slot of one card token (`9`, `9S`, `10♥`, `SJ`); raises SetError."""
        text = token.strip().upper()
        if text in self.index:
            return self.slot(self.index[text])
        suit = SUIT_SYMBOLS.get(text[-1:], text[-1:])
        if suit in SUITS and text[:-1] in self.index and text[:-1] not in JOKER_NAMES:
            return self.slot(self.index[text[:-1]], SUITS.index(suit) if self.suited else UNSTATED)
        hint = "write ten as `10`" if text[:1] in ("T", "1") and text[:2] != "10" else \
            f"ranks are {' '.join(self.names)}, optionally followed by a suit (S H C D)"
        raise SetError(f"`{token}` is not a card: {hint}", self.rules.ranks_rule)

    def counts(self, text_or_tokens) -> list[int]:
        tokens = text_or_tokens.split() if isinstance(text_or_tokens, str) else text_or_tokens
        counts = [0] * (len(self.names) * self.width)
        for token in tokens:
            counts[self.slot_of(token)] += 1
        return counts

    def card(self, slot: int) -> str:
        rank, suit = self.rank_of(slot), self.suit_of(slot)
        return self.names[rank] + ("" if suit == UNSTATED else SUITS[suit])

    def core_ranks(self, s: Shaped) -> tuple:
        """The core's ranks, lowest first (a run's in the order of its run ranks: A 2 3 4 5)."""
        kind = self.kinds[s.kind]
        return kind.run[s.top - s.length + 1:s.top + 1] if kind.shape == "run" else s.core

    def format(self, s: Shaped) -> str:
        """A set in notation, its core first, highest first, then what is attached: `7 6 5 4 3`, `9 9 9 8 8 8 5 3`."""
        place = {rank: i for i, rank in enumerate(self.core_ranks(s))}
        slots = sorted(s.spent, key=lambda x: (self.rank_of(x) not in place or x == self.wild,
                                                -place.get(self.rank_of(x), self.rank_of(x)), self.suit_of(x)))
        return " ".join(self.card(x) for x in slots)

    def describe(self, s: Shaped) -> str:
        """A set in words, for rulings: "a straight (3 to 7)"."""
        kind = self.kinds[s.kind]
        ranks = [self.names[r] for r in self.core_ranks(s)]
        core = ranks[0] if len(ranks) == 1 else f"{ranks[0]} to {ranks[-1]}"
        if kind.shape == "jokers":
            core = f"{s.width} jokers"
        elif kind.shape == "flush":
            core = f"{self.names[s.top]} high"
        return f"a {kind.name} ({core})"

    # Reading ---------------------------------------------------------------------------------------------------

    def parse(self, text: str) -> list[Shaped]:
        """Every reading of some cards as a set; raises SetError when they read as none."""
        counts = self.counts(text)
        if not any(counts):
            raise SetError("a set has at least one card", self.rules.sets[0].rule)
        found = self.read(counts)
        if not found:
            names = ", ".join(k.name for k in self.kinds)
            raise SetError(f"\"{text.strip()}\" is no set of this game (its kinds: {names})", self.rules.sets[0].rule)
        return found

    def read(self, counts, spent: tuple | None = None) -> list[Shaped]:
        """Every reading of the cards (counts per slot; `spent`, the same cards as slots in order, where known) as one
        set of one kind."""
        wild = counts[self.wild] if self.wild >= 0 else 0
        naturals = list(counts)
        if wild:
            naturals[self.wild] = 0
        by_rank = [0] * len(self.names)
        for slot, n in enumerate(naturals):
            if n:
                by_rank[self.rank_of(slot)] += n
        if spent is None:
            spent = tuple(slot for slot, n in enumerate(counts) for _ in range(n))
        found: list[Shaped] = []
        size = len(spent)
        for kind in self.kinds:
            low, high = self.sizes[kind.index]
            if not low <= size <= high:
                continue  # no set of this kind has as many cards
            for need, width, length, top, suit in self._cores(kind, naturals, by_rank, wild, size):
                leftover = wild - sum(n - by_rank[r] for r, n in need.items() if n > by_rank[r])
                kickers = [r for r, held in enumerate(by_rank) if held and r not in need for _ in range(held)]
                if not _fits(kind, kickers, leftover, self.jokers):
                    continue
                kickers += [self.rank_of(self.wild)] * leftover
                core = tuple(sorted(need))
                high = kind.run[top] if kind.shape == "run" else core[-1]  # the rank of the highest core card
                filled = need[high] > by_rank[high]  # a wild card stands for a card of it
                found.append(Shaped(kind.index, top, length, width, self._tie(high, naturals, filled, suit),
                                    len(spent), core, tuple(sorted(kickers)), spent))
        return list(dict.fromkeys(found))

    def _cores(self, kind: Kind, naturals, by_rank, wild: int, size: int):
        """(cards needed of each core rank, width, length, top, suit) of every way the cards read as this kind
        (its attachments not yet looked at: `_fits`)."""
        if kind.shape == "jokers":
            jokers = sum(by_rank[i] for i in self.jokers)
            if not wild and jokers == size and kind.lo <= size <= kind.hi:
                yield {i: by_rank[i] for i in self.jokers if by_rank[i]}, size, 1, 0, -1
            return
        if kind.shape == "flush":
            suits = {self.suit_of(s) for s, n in enumerate(naturals) if n}
            if wild:
                suits.add(self.suit_of(self.wild))  # a wild card in a flush is its own card
            if len(suits) == 1 and UNSTATED not in suits and kind.lo <= size <= kind.hi:
                need = {r: n for r, n in enumerate(by_rank) if n}
                if wild:
                    need[self.rank_of(self.wild)] = need.get(self.rank_of(self.wild), 0) + wild
                yield need, size, 1, max(need), suits.pop()
            return
        per = 2 if kind.kicker == "pair" else 1
        if kind.shape == "same-rank":
            for count in range(kind.lo, min(kind.hi, size) + 1):
                if size - count == per * kind.kicked(1):
                    for rank in self._candidates(by_rank, wild, count):
                        yield {rank: count}, count, 1, rank, -1
            return
        held = {r for r, n in enumerate(by_rank) if n}
        for length in range(kind.min_length, kind.max_length + 1):  # a run
            if size - length * kind.width != per * kind.kicked(length):
                continue
            for start, ranks, need in self._windows(kind, length):
                if kind.kicker is None and not held <= ranks:
                    continue  # a card outside the run, and nothing attached
                if any(by_rank[r] > n for r, n in need.items()):
                    continue  # cards of a core rank beyond the core would be attached to their own rank
                if any(r in self.jokers and by_rank[r] < n for r, n in need.items()):
                    continue  # a wild card never stands for a joker
                if sum(n - by_rank[r] for r, n in need.items()) > wild:
                    continue
                top = start + length - 1
                if not kind.suited:
                    yield need, kind.width, length, top, -1
                    continue
                suits = {self.suit_of(s) for s, n in enumerate(naturals) if n and self.rank_of(s) in need}
                if len(suits) == 1 and UNSTATED not in suits:
                    yield need, kind.width, length, top, suits.pop()
                elif not suits:  # wild cards alone: of any suit, the highest where suits rank
                    yield need, kind.width, length, top, SUITS.index(self.rules.suits[-1]) if self.rules.suits else 0

    def _windows(self, kind: Kind, length: int) -> list:
        """(start, its ranks, cards needed of each) of every run of `length` ranks of the kind, made once (read only)."""
        found = self._runs.get((kind.index, length))
        if found is None:
            found = []
            for start in range(len(kind.run) - length + 1):
                need: dict[int, int] = {}
                for rank in kind.run[start:start + length]:
                    need[rank] = need.get(rank, 0) + kind.width
                found.append((start, frozenset(need), need))
            self._runs[(kind.index, length)] = found
        return found

    def _candidates(self, by_rank, wild: int, count: int):
        """The ranks a core of `count` cards of one rank may be: a rank held (with wild cards for what it lacks), or
        any rank but a joker's when wild cards alone make it."""
        for rank, held in enumerate(by_rank):
            if held and held <= count and count - held <= wild and (held == count or rank not in self.jokers):
                yield rank
        if wild >= count:
            for rank in self.plain:
                if not by_rank[rank]:
                    yield rank

    def _tie(self, top: int, naturals, filled: bool, suit: int) -> int:
        """The strength of the suit of the highest core card, where suits break ties (a wild card: the highest)."""
        if not self.suit_strength:
            return -1
        if suit >= 0:
            return self.suit_strength.get(SUITS[suit], -1)
        held = [self.suit_strength.get(SUITS[self.suit_of(s)], -1) for s, n in enumerate(naturals)
                if n and self.rank_of(s) == top and self.suit_of(s) != UNSTATED]
        return max(held + ([len(self.suit_strength) - 1] if filled else []), default=-1)


def _fits(kind: Kind, kickers: list, spare: int, jokers: tuple) -> bool:
    """Whether the cards beside the core (natural ranks, `spare` wild cards) are what the kind attaches: nothing,
    singles, or pairs of distinct ranks (a wild card pairs a single or another wild card; never a joker)."""
    if kind.kicker is None:
        return not kickers and not spare
    if kind.kicker == "single":
        return True  # the size was counted, and no attached card is of a core rank
    ranks: dict[int, int] = {}
    for r in kickers:
        ranks[r] = ranks.get(r, 0) + 1
    odd = 0
    for r, n in ranks.items():
        if n > 2 or (n == 1 and r in jokers):
            return False
        odd += n == 1
    return odd <= spare and (spare - odd) % 2 == 0
