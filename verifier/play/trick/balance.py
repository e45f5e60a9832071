"""What a balance report (play/analysis/) needs of each trick-taking deal, computed where the deal is played: the
simulation's summary (statistics.py) and, besides, the declarer's seat, whether it is a match's first deal, the
levels the declarers' side gained against the attackers' (from the match's levels before the deal, which the end of
the deal keeps in `deal.before`), and the tricks played."""
from __future__ import annotations

from ...runtime.trick.match import play_match
from .outcomes import level_gains
from .statistics import summary


def deal_summary(deal) -> dict:
    s = summary(deal)
    gains = level_gains(deal, deal.before["levels"])
    side = deal.declarer_side()
    declarers = [gains[p] for p in range(deal.n) if p in side]
    attackers = [gains[p] for p in range(deal.n) if p not in side]
    s.update({"declarer": deal.declarer, "first_deal": deal.first_deal, "tricks": len(deal.trick_log),
              "declarer_levels": (sum(declarers) / len(declarers) if declarers else 0.0)
              - (sum(attackers) / len(attackers) if attackers else 0.0)})
    return s


def run_match(engine, seed: int, agents, deal_limit: int, stop: int | None = None) -> tuple[list[dict], dict]:
    """A match played to its end, its deal limit or `stop` deals: each deal's summary (an error: a summary of its
    own, counted as a violation), and the match's result."""
    out: list[dict] = []
    record = play_match(engine, seed, agents, deal_limit, lambda deal: out.append(deal_summary(deal)), catch=True,
                        stop=stop, deals=False)
    result = record["result"]
    if result.get("error"):
        out.append({"error": result["error"], "violations": [result["error"]]})
    return out, result
