"""What a balance report (play/analysis/) needs of each climbing deal: places by seat, roles, the settlement, sweeps,
rounds, tribute given, revolutions, void deals and decisions; and matches of a few deals played for it."""
from __future__ import annotations

from ...runtime.climbing.match import Illegal, Unending, play_match
from .simulate import deal_violations


def deal_summary(rules, entry: dict) -> dict:
    result = entry["result"]
    settlement = result["settlement"]
    tribute = sum(1 for a in entry["actions"] if a["phase"] == "tribute" and a["kind"] == "return")
    return {"places": result["places"], "roles": result["roles"], "seats": settlement["seats"],
            "kind": settlement["kind"], "swept": bool(settlement["swept"]), "rounds": result["rounds"],
            "tributes": tribute, "revolutions": len(result["revolutionaries"]), "voids": len(entry["redeals"]),
            "decisions": len(entry["actions"]), "number": entry["number"],
            "violations": deal_violations(rules, entry)}


def run_match(table, seed: int, agents, deals: int) -> tuple[list[dict], dict]:
    """A match of `deals` deals: each deal's summary (an illegal action or an unending deal: a violation)."""
    try:
        record = play_match(table, seed, agents, deals)
    except (Illegal, Unending) as exc:
        return [{"error": str(exc), "violations": [str(exc)]}], {"deals": 0}
    return [deal_summary(table.rules, e) for e in record["deals"]], {"deals": len(record["deals"])}
