"""What the browser is shown of a deal: the person's own hand and what is on the table, never another hand."""
from __future__ import annotations

from ..runtime.trick import ids as I

# The rule keys of runtime.rules.Rules.ref and the rulebook section that states each (generated/rulebooks/ID.*.md).
SECTIONS = (("follow", "following"), ("ruff", "ruffing"), ("throw", "throws"), ("declare", "declaring"),
            ("kitty overcall", "kitty-overcall"), ("bury", "kitty"), ("kitty", "kitty"), ("friends", "friends"),
            ("exchange", "exchange"), ("tribute", "tribute"), ("scoring", "scoring"), ("kitty bonus", "kitty-bonus"),
            ("bidding", "bidding"), ("hand", "header"), ("decks", "header"))


def rule_link(game, rule: str) -> dict | None:
    """The rulebook page and section of a rule ("spec/ID.variant:LINE"), for a link beside a ruling."""
    if not rule:
        return None
    ref = getattr(game.rules, "ref", None)  # the climbing rules carry their locations on each block instead
    for key, anchor in SECTIONS if ref else ():
        if ref(key) == rule:
            return {"page": game.id, "anchor": anchor}
    for rank, _points, _overflow, rows, block in getattr(game.rules, "demotions", ()):  # a section per rank
        if rule == block or any(row[2] == rule for row in rows):
            return {"page": game.id, "anchor": f"kitty-demotion-{rank.lower()}"}
    return {"page": game.id, "anchor": ""}


def _team_levels(deal) -> list[str]:
    return [deal.rules.ladder[i] for i in deal.match.levels]


def deal_view(session, deal, seat: int) -> dict:
    """The state of a deal as the player at `seat` sees it."""
    n = deal.n
    declared = deal.declarer is not None and deal.phase not in ("dealing", "declaring")
    seen = deal.seen_standing(seat)  # none while declarations are face down (把牌盖住)
    attackers = sum(deal.points[s] for s in range(n) if declared and not deal.is_declarer_side(s))
    view = {
        "variant": deal.rules.id, "deal": deal.number, "phase": deal.phase, "players": n, "seat": seat,
        "bots": session.bots, "seed": session.seed,
        "level": deal.level, "trump": deal.trump, "declarer": deal.declarer if declared else None,
        "hand": I.names(deal.hand_ids(seat)), "sizes": list(deal.sizes),
        "trumps": sum(1 for c in deal.hand_ids(seat) if deal.order is not None and deal.order.g[c] == 0),
        "dealt": deal.dealt, "total": n * deal.rules.hand, "kitty_size": len(deal.kitty),
        "bid": getattr(deal, "bid", None), "bidder": getattr(deal, "bidder", None),
        "standing": ({"player": seen.player, "cards": I.names(seen.cards)} if seen else None),
        "declarations": [{"player": d.player, "cards": I.names(d.cards)} for d in deal.declarations
                         if seen is deal.standing or d.player == seat],  # face down: only one's own
        "kitty_taker": deal.burier,
        "current": [{"player": who, "cards": I.names(cards)} for who, cards in deal.current],
        "last_trick": deal.tricks[-1] if deal.tricks else None,
        "tricks": len(deal.tricks), "points": list(deal.points), "attacker_points": attackers,
        "levels": _team_levels(deal), "individual": deal.match.individual,
        "teams": "friends" if deal.friends else "partners",
    }
    if deal.friends:
        view["friend_call"] = ({"card": I.NAMES[deal.call[0]], "copy": deal.call[1]} if deal.call else None)
        view["friend"] = deal.friend if deal.friend_found else None
    if deal.result is not None:
        view["result"] = deal.result
    return view
