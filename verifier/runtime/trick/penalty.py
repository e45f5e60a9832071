"""Throw penalties paid in levels (`throw { penalty-levels: N }`): each failed throw gives the other side of its
leader N levels, after the scoring table's result is applied (rbtying/shengji pays its throw penalty in points; the
language states both)."""
from __future__ import annotations


def failed_throws(deal, side: set[int]) -> tuple[int, int]:
    """The failed throws of the deal: (led by the declarer's side, led by the attackers), sides as the deal ends."""
    leaders = [trick[0] for trick in deal.trick_log if trick[4] is not None]  # (leader, ..., attempted)
    declaring = sum(1 for seat in leaders if seat in side)
    return declaring, len(leaders) - declaring


def throw_penalty_levels(deal, side: set[int]) -> list[int]:
    """Apply the levels the failed throws give to the other side of their leaders; returns the levels gained by each
    team (by each seat where players level alone). Nothing is gained once the table's result has ended the match."""
    match, per = deal.match, deal.rules.throw_penalty_levels
    by_declarers, by_attackers = failed_throws(deal, side)
    if match.individual:
        gains = [per * (by_attackers if seat in side else by_declarers) for seat in range(deal.n)]
        if match.over:
            return [0] * deal.n
        return deal._apply_gains(gains, False)
    declarers = deal.declarer % 2
    gains = [0, 0]
    gains[declarers], gains[1 - declarers] = per * by_attackers, per * by_declarers
    if match.over:
        return [0, 0]
    for team in (declarers, 1 - declarers):
        left = deal._rise(team, gains[team], declaring=team == declarers) if gains[team] and not match.over else None
        if left is not None:  # past the top, with the steps left over
            deal._past_top([(team, left)])
    return gains
