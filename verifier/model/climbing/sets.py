"""The climbing family's cards and sets: the rank order (no suits), the money (Gouji's 2s), the deal, what a
set is (一套牌) and the beat relation (顺牌 / 上牌)."""
from __future__ import annotations

from ..block import Block
from ..node import Permission, Rule, items, setting
from ...runtime.frozen import dataclass
from .words import Attach, AttachedMoney, BeatCount, BeatRank, CoverTerm, JokersOnly, Leftover, SetShape


# Rules -------------------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class RankOrder(Rule):
    """The ranks of a climbing game, high to low, without suits ("不论花色，点数为准"): `BJ > SJ > 2 > A > … > 3`."""

    ranks: tuple[str, ...]


@dataclass(frozen=True)
class Money(Rule):
    """Money (钱): the ranks that may be attached to a set of another rank and then count as cards of it (贴钱)."""

    ranks: tuple[str, ...]


@dataclass(frozen=True)
class Deal(Block):
    """How the decks are dealt in a game without a kitty."""

    leftover: Leftover | None = setting("What happens to the cards that do not divide among the players.")


@dataclass(frozen=True)
class SetKind(Block):
    """What a set is (一套牌): one kind of set, named (`set plain`); Guandan's runs or bombs would be more kinds."""

    name: str
    shape: SetShape | None = setting("The shape of the set's core: `same-rank`, N cards of one rank.")
    min_count: int | None = setting("The fewest cards of the core rank.", "min-count")
    max_count: int | None = setting("The most cards of the core rank (unset: as many as the decks allow).",
                                    "max-count")
    attach: tuple[Attach, ...] | None = setting("What may be attached to a set of another rank (挂花, 贴钱).")
    attached_money: AttachedMoney | None = setting("What an attached 2 counts as (贴钱).", "attached-money")
    jokers_only: JokersOnly | None = setting("How a set of jokers only is read.", "jokers-only")


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
class Beat(Block):
    """The beat relation (顺牌, 上牌): when a set beats the standing set."""

    count: BeatCount | None = setting("Whether the beater has as many cards as the standing set (\"张数相同\").")
    rank: BeatRank | None = setting("How the beater's rank compares (\"步步高\").")
    jokers_on_plain: Permission | None = setting("May a set with jokers attached beat a plain set (no "
                                                    "jokers), its rank being higher?", "jokers-on-plain")
    covers: tuple[CoverRow, ...] = items("What beats a set with jokers attached, by the kind of joker.")
