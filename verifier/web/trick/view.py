"""What a seat (or a spectator) is shown of a trick-taking deal: its own hand and what is on the table, never another
hand; the seats around the table with their sides, the cards left and their play in the trick; the tricks of the deal
so far."""
from __future__ import annotations

from ...runtime.trick import ids as I


def _team(deal, seat: int) -> str | None:
    """The side a seat is known to be on: a partnership's number, the declarer's side, or None (unknown yet)."""
    if deal.friends or deal.alone:
        if deal.declarer is None or deal.phase in ("dealing", "declaring"):
            return None
        if seat == deal.declarer or (deal.friends and deal.friend_found and seat == deal.friend):
            return "declarers"
        return "attackers" if deal.alone or (deal.friend_found and deal.friend is not None) else None
    return str(seat % 2)


def seats(room, deal, viewer: int | None) -> list[dict]:
    out = []
    played = {who: I.names(cards) for who, cards in deal.current}
    for seat in range(deal.n):
        out.append({"seat": seat, "name": room.seat_name(seat), "kind": room.seat_kind(seat),
                    "team": _team(deal, seat), "left": deal.sizes[seat], "played": played.get(seat),
                    "declarer": seat == deal.declarer and deal.phase not in ("dealing", "declaring"),
                    "you": seat == viewer})
    return out


def deal_view(room, deal, seat: int | None) -> dict:
    """The state of a deal as the player at `seat` sees it (None: a spectator, who sees no hand)."""
    n = deal.n
    declared = deal.declarer is not None and deal.phase not in ("dealing", "declaring")
    seen = deal.seen_standing(-1 if seat is None else seat)  # none while declarations are face down (把牌盖住)
    attackers = sum(deal.points[s] for s in range(n) if declared and not deal.is_declarer_side(s))
    hand = deal.hand_ids(seat) if seat is not None else []
    turn = deal.current[-1][0] if deal.current else None
    view = {
        "family": "trick-taking", "variant": deal.rules.id, "deal": deal.number, "phase": deal.phase, "players": n,
        "seat": seat, "bots": room.bots, "seed": room.seed,
        "level": deal.level, "trump": deal.trump, "declarer": deal.declarer if declared else None,
        "hand": I.names(hand), "sizes": list(deal.sizes),
        "trumps": sum(1 for c in hand if deal.order is not None and deal.order.g[c] == 0),
        "dealt": deal.dealt, "total": n * deal.rules.hand, "kitty_size": len(deal.kitty),
        "bid": getattr(deal, "bid", None), "bidder": getattr(deal, "bidder", None),
        "standing": ({"player": seen.player, "cards": I.names(seen.cards)} if seen else None),
        "declarations": [{"player": d.player, "cards": I.names(d.cards)} for d in deal.declarations
                         if seen is deal.standing or d.player == seat],  # face down: only one's own
        "kitty_taker": deal.burier,
        "current": [{"player": who, "cards": I.names(cards)} for who, cards in deal.current],
        "last_trick": deal.tricks[-1] if deal.tricks else None, "history": list(deal.tricks),
        "tricks": len(deal.tricks), "points": list(deal.points), "attacker_points": attackers,
        "levels": [deal.rules.ladder[i] for i in deal.match.levels], "individual": deal.match.individual,
        "teams": "friends" if deal.friends else "alone" if deal.alone else "partners",
        "seats": seats(room, deal, seat), "last": turn,
    }
    if deal.friends:
        view["friend_call"] = ({"card": I.NAMES[deal.call[0]], "copy": deal.call[1]} if deal.call else None)
        view["friend"] = deal.friend if deal.friend_found else None
    if deal.result is not None:
        view["result"] = deal.result
    return view


def stamp(deal) -> tuple:
    """What changes the table shows: a new stamp, a new view to send."""
    return (deal.number, deal.phase, deal.dealt, len(deal.declarations), len(deal.tricks), len(deal.current),
            deal.declarer, deal.trump, deal.burier, getattr(deal, "bid", None))
