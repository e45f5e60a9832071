"""The trick-taking family's combinations (singles, pairs, tractors, bombs, compounds) and throws."""
from __future__ import annotations

from ...runtime.frozen import dataclass
from ..block import Block
from ..node import setting
from .words import Adjacency, BombBeats, BombCards, BombJokers, BombVoid, ComboKind, ThrowFailure, ThrowJudge


# Combinations --------------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Combination(Block):
    kind: ComboKind
    min_length: int | None = setting("For tractors: the fewest pairs (or triples) that make one; for sequences, the "
                                     "fewest cards (3 unless set).")
    adjacency: Adjacency | None = setting("For tractors and sequences: what makes two pairs (triples, cards) adjacent.",
                                          default=Adjacency.CARD_ORDER)
    min_size: int | None = setting("For bombs: the fewest identical cards that make one (4 unless set); for rainbows, "
                                   "the fewest cards (twice the decks and one unless set).", "min-size")
    beats: BombBeats | None = setting("For bombs: what a bomb beats: `any` play of as many cards (unless set), or "
                                      "only lower `bombs`.", default=BombBeats.ANY)
    void: BombVoid | None = setting("For bombs: whether a player void in the led suit may bomb with a side suit's "
                                    "bomb (`any-suit`) or only with trumps (`trump-only`, unless set).")
    cards: BombCards | None = setting("For bombs and the triples with a single or a pair: `identical` cards (unless "
                                      "set), or cards of the `same-rank` in any suits of one group (a suit, or the "
                                      "trumps).")
    jokers: BombJokers | None = setting("For bombs: `pairs`: a pair of big jokers with a pair of small jokers is a "
                                        "bomb too.")


@dataclass(frozen=True)
class Throw(Block):
    judge: ThrowJudge | None = setting("How a throw is judged against the other hands.",
                                       default=ThrowJudge.EACH_COMPONENT)
    on_failure: ThrowFailure | None = setting("What the leader must play when a throw fails.", "on-failure",
                                              default=ThrowFailure.SMALLEST_BEATEN)
    penalty: int | None = setting("Points the attackers gain from a failed throw.", default=0)
    penalty_levels: int | None = setting("Levels the other side of a failed throw's leader gains, per failed throw, "
                                         "beside the scoring table's result.", "penalty-levels", default=0)
    suits: str | None = setting("Which cards may be thrown together, e.g. `one-suit`.")
    first_rounds: int | None = setting("A throw may be led only in a side suit, and only in the first this-many "
                                       "tricks led in that suit (边三轮); unset, any lead may be a throw.",
                                       "first-rounds")
