"""What the page offers besides selecting cards: the decisions that are no set, as buttons, and a few sets worth
playing (one per rank, the cheapest: fewest jokers and money attached, then the weakest rank), never the hundreds of
sets a long hand can lead."""
from __future__ import annotations

from ...runtime.climbing import actions as A

SUGGESTED = 6  # sets offered at most
BUTTONS = (A.PASS, A.DEFER, A.DECLINE, A.CLOSE, A.CALL, A.PASS_CALL, A.SEIZE, A.OPEN, A.HIDDEN, A.REVOLT, A.KEEP,
           A.ACCEPT, A.REFUSE, A.BID)


def choices(deal, legal) -> list[dict]:
    """The legal decisions that are no set, each with its index among the legal actions (`choose` sends it)."""
    out = []
    for index, action in enumerate(legal):
        if action.kind in BUTTONS:
            out.append({"option": index, "kind": action.kind, **({"card": action.card} if action.card else {}),
                        **({"bid": action.rank} if action.kind == A.BID else {}), **_step(deal, action)})
    return out


def _step(deal, action) -> dict:
    """A bid by call and rob says which it is (a call is a bid of 1, a rob the doubled stake: runtime/bidding.py)."""
    bidding = deal.rules.bidding if action.kind == A.BID else None
    if bidding is None or bidding.by != "call-and-rob":
        return {}
    return {"step": "call" if action.rank == 1 else "rob"}


def cost(ranks, s) -> tuple:
    return ranks.smalls(s) + 2 * ranks.bigs(s), s.money, s.core, -s.cards


def suggestions(deal, legal, limit: int = SUGGESTED) -> list[str]:
    """A few of the legal sets (to lead, beat or burn with), one per core rank, the cheapest of each, weakest first."""
    ranks = deal.t.ranks
    if getattr(deal, "shaped", False):  # a game of shaped sets: the lowest sets, bombs last
        kinds = deal.t.shapes.kinds
        sets = [a.set for a in legal if a.kind == A.PLAY and a.set is not None]
        sets.sort(key=lambda s: (kinds[s.kind].bomb, s.top, -s.size, s.tie))
        return list(dict.fromkeys(ranks.format(s) for s in sets))[:limit]
    best: dict[int, object] = {}
    for action in legal:
        if action.kind in (A.PLAY, A.BURN) and action.set is not None:
            s = action.set
            if s.core not in best or cost(ranks, s) < cost(ranks, best[s.core]):
                best[s.core] = s
    chosen = sorted(best.values(), key=lambda s: cost(ranks, s))[:limit]
    return [ranks.format(s) for s in chosen]
