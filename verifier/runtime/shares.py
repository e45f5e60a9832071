"""Level shares with found friends (级差权): what each player of a deal gains or loses.

Plain functions of the rules and a deal's facts, so that the engine (runtime/phase_end.py) and the checker's
level-share examples (`example: shares …`, checks/examples.py) compute the same shares:

- the scoring table's levels shared out by seat: each attacker gains the table's levels when they take over; when
  the declarer's side keeps and rises, it gains them once per attacker (balanced shares, 2 against 3: 1+1+1 = 2+1);
- the declarer's side's split between the declarer and the friend: the hard split (`split: kitty-keeper`, 硬性分配)
  gives two thirds to the kitty keeper (保底: who of the two won the last trick; the declarer when the attackers won
  it), the flexible split (`split: flexible`, 弹性分配) gives each a third and leaves the last third as spoils (战利品)
  that the kitty keeper gives out.
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Shares:
    """A deal's shares by seat, and the spoils still to give out (flexible split)."""

    gains: list[int]
    spoils: int = 0  # levels the giver gives out among `receivers`
    giver: int | None = None
    receivers: tuple[int, ...] = ()
    given: list[int] = field(default_factory=list)  # the seat that gets each level of the spoils, once given


def deal_shares(rules, kind_side: str | None, kind: str, levels: int, n: int, declarer: int, friend: int | None,
                side: set[int], last_winner: int) -> Shares:
    """The shares of the table's outcome: take-over gains for each attacker, or the declarer's side's split."""
    attackers = [seat for seat in range(n) if seat not in side]
    gains = [0] * n
    if kind == "take-over" and kind_side == "attackers":
        for seat in attackers:
            gains[seat] = levels
        return Shares(gains)
    if not (kind == "keep" and kind_side == "declarers" and levels > 0):
        return Shares(gains)
    total = levels * len(attackers) if rules.level_shares == "balanced" else levels
    if friend is None:
        gains[declarer] = total
        return Shares(gains)
    keeper = friend if last_winner == friend else declarer  # 保底; the declarer when the attackers won (被抠底)
    other = declarer if keeper == friend else friend
    if rules.share_split == "flexible":
        third = total // 3
        gains[declarer] = gains[friend] = third
        return Shares(gains, spoils=total - 2 * third, giver=keeper, receivers=(declarer, friend))
    gains[keeper] = total * 2 // 3
    gains[other] = total - gains[keeper]
    return Shares(gains)


def spoils_refused(shares: Shares, given) -> str | None:
    """Why a giving-out of the spoils (the seat that gets each level) is not allowed, or None."""
    if not isinstance(given, (list, tuple)) or len(given) != shares.spoils:
        return f"the spoils are {shares.spoils} level(s): name the player who gets each of them"
    wrong = [seat for seat in given if seat not in shares.receivers]
    if wrong:
        names = " and ".join(f"player {seat}" for seat in shares.receivers)
        return f"the spoils go to the declarer's side ({names}), not to player {wrong[0]}"
    return None


def give_spoils(shares: Shares, given) -> None:
    """Add the spoils to the gains (the giving-out is allowed: see spoils_refused)."""
    shares.given = [int(seat) for seat in given]
    for seat in shares.given:
        shares.gains[seat] += 1
