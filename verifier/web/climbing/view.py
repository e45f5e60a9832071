"""What a seat (or a spectator) is shown of a climbing deal: its own hand, never another; the seats around the table
with their teams (each one's opposite, 对头, in Gouji) or their known roles (Baohuang), the cards left where the rules
make the count public (报牌), each seat's last play or pass in the round; the round's history; whose turn it is,
unless that would tell who the hidden guard is or whose hand has no joker."""
from __future__ import annotations

from ...runtime.climbing.game import Deal
from .history import History

SECRET_TURNS = ("revolution", "guard")  # being asked tells what the hand holds, or that the seat is the guard


def _hand(deal: Deal, seat: int) -> list[str]:
    """The seat's cards, strongest first: with suits while the emperor is called (a call names a suit), by rank after
    (suits never matter in play)."""
    ranks = deal.t.ranks
    if deal.phase in ("calling", "bidding"):
        return sorted(deal.cards[seat], key=lambda c: (-ranks.rank_of(c), c))
    counts = deal.play.hands[seat] if deal.play is not None else \
        deal.tribute.hands[seat] if deal.tribute is not None else deal.counts[seat]
    return ranks.format_counts(counts).split()  # strongest first (with suits where the game's slots have them)


def _left(deal: Deal, seat: int) -> int:
    if deal.play is not None:
        return deal.play.left[seat]
    if deal.tribute is not None:
        return sum(deal.tribute.hands[seat])
    return len(deal.cards[seat]) if deal.phase in ("calling", "bidding") else sum(deal.counts[seat])


def _roles(deal: Deal, viewer: int | None) -> list[str | None]:
    """Each seat's role as the viewer knows it: the emperor once called, the guard when open (or to the guard), the
    rebels to the guard; Gouji's teams always; everyone's at the end."""
    n = deal.rules.players
    if getattr(deal, "shaped", False):  # each for themselves, fixed partners, or the landlord once bid: all public
        return list(deal.roles())
    if deal.calling is None:
        return [f"team {deal.t.seating.alternate_team(s)}" for s in range(n)]
    calling = deal.calling
    if deal.over or calling.done and (calling.open or calling.seized):
        return calling.roles(n) if calling.emperor is not None else [None] * n
    roles: list[str | None] = [None] * n
    if calling.emperor is not None:
        roles[calling.emperor] = "emperor"
        if viewer is not None and viewer != calling.emperor:
            roles[viewer] = "guard" if viewer == calling.guard else "rebel"
        if viewer is not None and (viewer == calling.guard or viewer == calling.emperor and calling.lone):
            roles = [r or "rebel" for r in roles]
    return roles


def climbing_view(room, deal: Deal, seat: int | None, history: History) -> dict:
    rules = deal.rules
    n = rules.players
    play = deal.play
    turn = deal.turn()
    mode = deal.mode() if not deal.over else None
    if mode in SECRET_TURNS and turn != seat:
        turn = None
    entries = history.seen_by(seat)
    current = play.rounds if play is not None else 0
    last = {}
    for entry in entries:
        if entry["phase"] == "play" and entry["round"] == current:
            last[entry["seat"]] = entry
    roles = _roles(deal, seat)
    seats = []
    for s in range(n):
        shown = play.public_count(s) if play is not None else None
        public = rules.show_count is None or shown is not None or deal.over
        seats.append({"seat": s, "name": room.seat_name(s), "kind": room.seat_kind(s), "role": roles[s],
                      "opposite": deal.t.seating.opposite(s), "left": _left(deal, s) if public or s == seat else None,
                      "shown": shown, "last": last.get(s), "you": s == seat,
                      "out": play.places.index(s) + 1 if play is not None and s in play.places else None,
                      "folded": s in deal.revolutionaries})
    number = len(room.record.get("deals") or []) + (not deal.over)  # the deals played in full, and this one
    view = {"family": "climbing", "variant": room.game.id, "deal": number, "phase": deal.phase,
            "mode": mode, "turn": turn, "players": n, "seat": seat, "bots": room.bots, "seed": room.seed,
            "hand": _hand(deal, seat) if seat is not None else [], "seats": seats, "history": entries,
            "round": current, "show_count": rules.show_count,
            "standing": deal.t.ranks.format(play.standing) if play is not None and play.standing is not None
            else None,
            "standing_player": play._player if play is not None and play.standing is not None else None}
    if deal.calling is not None:
        calling = deal.calling
        view["calling"] = {"marked": rules.calling.marked, "emperor": calling.emperor, "card": calling.card,
                           "open": calling.open, "seized": calling.seized}
    if getattr(deal, "shaped", False):  # the landlord, its bid; at the end the stake (the bid doubled by bombs, spring)
        view["landlord"] = deal.landlord
        view["bid"] = deal.bidding.high if deal.bidding is not None and deal.landlord is not None else None
        view["stake"] = deal.stake() if deal.over and play is not None and deal.rules.bidding is not None else None
    if deal.tribute is not None:
        names = deal.t.ranks.names
        view["tribute"] = [{"giver": g, "receiver": r, "count": len(cards),
                            "cards": [names[i] for i in cards] if seat in (g, r) else None}
                           for g, r, cards in deal.tribute.given]
    return view


def stamp(deal: Deal) -> tuple:
    """What changes the table shows: a new stamp, a new view to send."""
    return id(deal), len(deal.log), deal.phase, len(deal.play.auto) if deal.play is not None else 0
