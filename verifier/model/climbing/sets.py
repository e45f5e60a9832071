"""The climbing family's cards and sets: the rank order (no suits), the money (Gouji's 2s), the deal, what a
set is (一套牌) and the beat relation (顺牌 / 上牌)."""
from __future__ import annotations

from ..block import Block
from ..node import Permission, Rule, items, setting
from ...runtime.frozen import dataclass
from .words import (Attach, AttachedMoney, BeatCount, BeatRank, CoverTerm, JokersOnly, Kicker, Leftover, Readings,
                    SetShape, SuitRule, WildFor)


# Rules -------------------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class RankOrder(Rule):
    """The ranks of a climbing game, high to low, without suits ("不论花色，点数为准"): `BJ > SJ > 2 > A > … > 3`.
    With team levels (Guandan: `BJ > SJ > level > A > … > 3 > 2`), `level` marks where the deal's level rank (级牌)
    stands, taken out of its place in `ranks`: `level_place` is that index of the order at a level (`at`)."""

    ranks: tuple[str, ...]
    level_place: int | None = None

    def at(self, level: str | None) -> tuple[str, ...]:
        """The order, high to low, of a deal at `level`: the level rank moved to the level's place."""
        if self.level_place is None or level is None or level not in self.ranks:
            return self.ranks
        rest = [r for r in self.ranks if r != level]
        return tuple(rest[:self.level_place] + [level] + rest[self.level_place:])


@dataclass(frozen=True)
class SuitOrder(Rule):
    """The suits, high to low, where a game ranks them (Big Two: `suit order S > H > C > D`): of two sets equal in
    everything else, the one whose highest core card has the higher suit beats."""

    suits: tuple[str, ...]


@dataclass(frozen=True)
class Money(Rule):
    """Money (钱): the ranks that may be attached to a set of another rank and then count as cards of it (贴钱)."""

    ranks: tuple[str, ...]


@dataclass(frozen=True)
class Deal(Block):
    """How the decks are dealt in a game without a kitty."""

    leftover: Leftover | None = setting("What happens to the cards that do not divide among the players.",
                                        default=Leftover.NONE)


@dataclass(frozen=True)
class SetKind(Block):
    """What a set is (一套牌): one kind of set, named (`set plain`); Guandan's runs or bombs would be more kinds."""

    name: str
    shape: SetShape | None = setting("The shape of the set's core: `same-rank` (cards of one rank), `run` "
                                     "(consecutive ranks, `width` cards of each), `jokers` (jokers only, of either "
                                     "kind) or `flush` (cards of one suit, any ranks).", default=SetShape.SAME_RANK)
    count: int | None = setting("Exactly this many cards in the core (a pair: `count: 2`; a rocket: `shape: jokers  "
                                "count: 2`).")
    min_count: int | None = setting("The fewest cards of the core rank.", "min-count", default=1)
    max_count: int | None = setting("The most cards of the core rank (unset: as many as the decks allow).",
                                    "max-count")
    width: int | None = setting("The cards of each rank of a run: 1 a run of singles (顺子), 2 of pairs (连对), 3 of "
                                "triples (飞机).", default=1)
    length: int | None = setting("Exactly this many ranks in a run.")
    min_length: int | None = setting("The fewest ranks in a run.", "min-length", default=1)
    max_length: int | None = setting("The most ranks in a run (unset: as many as the run ranks allow).", "max-length")
    run_ranks: tuple[str, ...] | None = setting("The ranks a run may hold, lowest first; a rank may stand at both ends "
                                                "(Guandan's A, high or low: `A, 2, 3, …, K, A`).", "run-ranks",
                                                default=())
    suits: SuitRule | None = setting("Whether the cards of the set are of one suit (`same`: 同花顺, 同花).",
                                     default=SuitRule.ANY)
    with_: Kicker | None = setting("What is attached to the core (带): a `single` or a `pair`, never of a core rank "
                                   "(三带一, 三带二, 飞机带翅膀, 四带二).", "with")
    with_count: int | None = setting("How many are attached (unset: one for each rank of the core; four with two: "
                                     "`with-count: 2`).", "with-count")
    attach: tuple[Attach, ...] | None = setting("What may be attached to a set of another rank (挂花, 贴钱).")
    attached_money: AttachedMoney | None = setting("What an attached 2 counts as (贴钱).", "attached-money",
                                                   default=AttachedMoney.CORE_RANK)
    jokers_only: JokersOnly | None = setting("How a set of jokers only is read.", "jokers-only",
                                             default=JokersOnly.LOWEST_CORE)


@dataclass(frozen=True)
class CoverRow(Rule):
    """`cover SJ: big-jokers, as-many, higher-rank`: what beats a standing set with jokers of this kind attached
    (and none of a bigger kind)."""

    attached: str  # "SJ" or "BJ"
    terms: tuple[CoverTerm, ...]

    def term(self, *choices: CoverTerm) -> CoverTerm | None:
        return next((t for t in self.terms if t in choices), None)

    @property
    def by(self) -> CoverTerm | None:
        return self.term(CoverTerm.BIG_JOKERS, CoverTerm.ANY_JOKERS, CoverTerm.DEAD)

    @property
    def count(self) -> CoverTerm | None:
        return self.term(CoverTerm.AS_MANY, CoverTerm.MORE, CoverTerm.ONE)

    @property
    def rank(self) -> CoverTerm | None:
        return self.term(CoverTerm.HIGHER_RANK, CoverTerm.ANY_RANK)


@dataclass(frozen=True)
class LadderRow(Rule):
    """`bombs: bomb < rocket`: bomb classes (炸弹), each beating every set that is no bomb, ordered among themselves,
    weakest first; `ladder: straight < flush < full-house`: kinds that beat a weaker kind of as many cards."""

    bombs: bool
    kinds: tuple[str, ...]


@dataclass(frozen=True)
class Beat(Block):
    """The beat relation (顺牌, 上牌): when a set beats the standing set."""

    count: BeatCount | None = setting("Whether the beater has as many cards as the standing set (\"张数相同\").",
                                      default=BeatCount.SAME)
    rank: BeatRank | None = setting("How the beater's rank compares (\"步步高\").", default=BeatRank.HIGHER)
    jokers_on_plain: Permission | None = setting("May a set with jokers attached beat a plain set (no "
                                                    "jokers), its rank being higher?", "jokers-on-plain",
                                                 default=Permission.ALLOWED)
    readings: Readings | None = setting("How a play that reads as several sets (a wild card standing for different "
                                        "cards) is judged: by its `best` reading, or the one the player `declared`.")
    covers: tuple[CoverRow, ...] = items("What beats a set with jokers attached, by the kind of joker.")
    ladders: tuple[LadderRow, ...] = items("The bomb classes and the ladders of kinds, weakest first.")


@dataclass(frozen=True)
class Wild(Block):
    """A wild card (逢人配): a card that stands for another in a set."""

    rank: str | None = setting("The wild card's rank (Guandan at level 2: `2`), or `level`: the rank of the deal's "
                               "level (逢人配, the heart level card).")
    suit: str | None = setting("The wild card's suit (Guandan: `H`, the heart level card).")
    stands_for: WildFor | None = setting("What it may stand for: `any-but-jokers`.", "stands-for")


LEVEL = "level"  # the word of the deal's level rank, in a rank order and as the wild card's rank


def first_level(variant) -> str | None:
    """The level of a climbing variant's first deal: the bottom of its `levels` ladder (None without levels)."""
    levels = getattr(variant, "levels", None)
    steps = levels.steps if levels is not None else ()
    return steps[0] if steps else None


def ranks_at_first_level(variant) -> tuple[str, ...]:
    """The rank order, high to low, of the first deal (the order as written when the variant has no levels)."""
    return variant.rank_order.at(first_level(variant)) if variant.rank_order is not None else ()


def wild_rank(variant) -> str | None:
    """The wild card's rank in the first deal: the first level for `rank: level`."""
    rank = variant.wild.rank if variant.wild is not None else None
    return first_level(variant) if rank == LEVEL else rank
