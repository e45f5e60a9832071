"""C316: the decks can hold a set of every kind: at least one card (no count, length or width of 0); a run's ranks are ranks of the game (no joker, each once, only the
lowest allowed again at the top), at least its fewest ranks, each held `width` times (of one suit, where the run is
of one suit); a set of one rank fits in the copies of some rank; the jokers and flushes in the cards there are. A kind
no deck can hold is dead text, and usually a misread rule (a run of pairs of one suit from one deck)."""
from __future__ import annotations

from ...model import Family, SetShape, SuitRule, Variant, ranks_at_first_level, wild_rank
from ...runtime.cards import Card
from ..deal import copies
from ..registry import check
from ..solver import proved, refuted

JOKERS = ("SJ", "BJ")


def _copies(variant: Variant, rank: str, suited: bool) -> int:
    if rank in JOKERS:
        return copies(variant, Card(rank, None))
    suits = "S" if suited else "SHCD"
    held = sum(copies(variant, Card(rank, s)) for s in suits)
    wild, wild_of = variant.wild, wild_rank(variant)
    if wild is not None and wild_of and wild.suit:
        if wild_of != rank or suited:
            held += copies(variant, Card(wild_of, wild.suit))
    return held


def _problem(variant: Variant, kind) -> tuple[str, str] | None:
    """(what no deck can hold, the setting that says it), or None."""
    for setting, value in (("count", kind.count), ("min-count", kind.min_count), ("length", kind.length),
                           ("min-length", kind.min_length), ("width", kind.width)):
        if value is not None and value < 1:  # the engine would deal in sets of no cards (found by the long run)
            return f"`{setting}: {value}`: a set has at least one card", setting
    order = ranks_at_first_level(variant)
    suited = kind.suits == SuitRule.SAME
    shape = kind.shape or SetShape.SAME_RANK
    exact = kind.count if kind.count is not None else kind.min_count or 1
    if shape == SetShape.RUN:
        ranks = kind.run_ranks or tuple(r for r in reversed(order) if r not in JOKERS)
        for i, rank in enumerate(ranks):
            if rank not in order or rank in JOKERS:
                return f"a run cannot hold {rank}: it is {'a joker' if rank in JOKERS else 'no rank of the game'}", \
                    "run-ranks"
            if rank in ranks[:i] and not (i == len(ranks) - 1 and rank == ranks[0]):
                return f"the run ranks name {rank} twice, not as the lowest and the highest", "run-ranks"
        fewest = kind.length if kind.length is not None else kind.min_length or 1
        most = kind.length if kind.length is not None else kind.max_length
        if most is not None and most < fewest:
            return f"a run of at least {fewest} and at most {most} ranks", "max-length"
        if fewest > len(ranks):
            return f"a run of {fewest} ranks from {len(ranks)} run ranks", "min-length" if kind.length is None else \
                "length"
        width = kind.width or 1
        held = min(_copies(variant, r, suited) for r in ranks) if ranks else 0
        if width > held:
            each = "of one suit " if suited else ""
            return f"a run of {width} cards {each}of each rank, when the decks hold {held} {each}of a rank", "width"
        return None
    if shape == SetShape.JOKERS:
        held = sum(copies(variant, Card(j, None)) for j in JOKERS)
        if exact > held:
            return f"{exact} jokers, when the decks hold {held}", "count" if kind.count is not None else "min-count"
        return None
    if shape == SetShape.FLUSH:
        held = sum(copies(variant, Card(r, "S")) for r in order if r not in JOKERS)
        if exact > held:
            return f"{exact} cards of one suit, when the decks hold {held}", "count"
        return None
    most = max((_copies(variant, r, suited) for r in order), default=0)
    if exact > most:
        each = " of one suit" if suited else ""
        return f"{exact} cards of one rank{each}, when the decks hold at most {most}", \
            "count" if kind.count is not None else "min-count"
    return None


@check("C316", "the decks can hold a set of every kind (a run's ranks, lengths and widths)", family=Family.CLIMBING)
def kinds_holdable(variant: Variant, ctx):
    if not variant.sets or variant.decks is None or variant.rank_order is None:
        return
    for kind in variant.sets:
        problem = _problem(variant, kind)
        if problem is not None:
            what, setting = problem
            yield refuted("C316", f"set {kind.name}", f"no deck can hold a `{kind.name}`: {what}",
                          kind.setting_span(setting), variant, label="no deck holds this",
                          witness={"kind": kind.name},
                          help="check the rule against the source: the ranks of the run, its length, its width")
            return
    yield proved("C316", f"the decks hold a set of every kind ({', '.join(k.name for k in variant.sets)})")
