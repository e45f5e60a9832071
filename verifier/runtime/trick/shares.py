"""Level shares with found friends (级差权): what each player of a deal gains or loses.

Plain functions of the rules and a deal's facts, so that the engine (phases/end.py) and the checker's
level-share examples (`example: shares …`, checks/examples.py) compute the same shares:

- the scoring table's levels shared out by seat: each attacker gains the table's levels when they take over; when
  the declarer's side keeps and rises, it gains them once per attacker (balanced shares, 2 against 3: 1+1+1 = 2+1),
  or each of its players gains them (`level-shares: each`, rbtying/shengji); a declarer's side smaller than the
  declarer and the friends called gains `smaller-side-bonus` levels more when it keeps;
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
    levels += side_bonus(rules, kind_side, kind, side)
    if not (kind == "keep" and kind_side == "declarers" and levels > 0):
        return Shares(gains)
    if rules.level_shares == "each":  # every player of the declarer's side gains the table's levels
        for seat in side:
            gains[seat] = levels
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


def next_choice(rules, kind_side: str | None, kind: str, levels: int) -> str:
    """The `next declarer` word for a deal the table settled as (`kind_side`, `kind`, `levels`): the attackers taking
    over, the declarers keeping it with a rise, or the declarers staying (keeping it without rising, or nothing)."""
    if kind == "take-over" and kind_side == "attackers":
        return rules.next_take_over
    if kind == "keep" and kind_side == "declarers" and levels > 0:
        return rules.next_keep
    return rules.next_stay


def friends_next_seat(choice: str, declarer: int, friend: int | None, side: set[int], n: int, rng) -> int:
    """The next declarer with found friends: `partner` is the friend (the declarer when alone), `next-attacker` the
    first player after the declarer who is not on the declarer's side; the other words as with fixed partners."""
    from .state import seat_choice

    if choice == "partner":
        return friend if friend is not None else declarer
    if choice == "next-attacker":
        return next(((declarer + k) % n for k in range(1, n) if (declarer + k) % n not in side), (declarer + 1) % n)
    return seat_choice(choice, declarer, n, rng)


def side_bonus(rules, kind_side: str | None, kind: str, side: set[int]) -> int:
    """`smaller-side-bonus`: the levels the declarer's side gains beyond the table when it keeps the deal with fewer
    players than the declarer and the friends called (rbtying/shengji's BonusLevelForSmallerLandlordTeam)."""
    if rules.smaller_side_bonus and kind == "keep" and kind_side == "declarers" and len(side) < rules.friend_count + 1:
        return rules.smaller_side_bonus
    return 0


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


# Kitty demotion (抠底降级) ------------------------------------------------------------------------------------------
# The declarers playing a rank of `kitty demotion` lose levels when the attackers, with enough points (the kitty bonus
# counted), win the last trick with one combination of that rank only: the row of that combination (or `any`) says
# what the declarer and the friend lose. Levels a player cannot lose (at the ladder's first level) go down the
# overflow steps: the friend (陪降), attackers named level by level by the declarer or the friend, the kitty winner.


def demotion_for(rules, level: str, points: int, last_side: str, last_play, order):
    """(demotion, row) that applies to the deal, or None."""
    from . import ids as I
    from .combos import parts

    if last_side != "attackers" or not last_play:
        return None
    for demotion in rules.demotions:
        rank, least, _overflow, rows, _ref = demotion
        if rank != level or points < least or any(I.RANK_OF[c] != rank for c in last_play):
            continue
        found = parts(list(last_play), order)
        if len(found) != 1:
            return None  # a throw of several combinations: no row names it
        row = next((r for r in rows if r[0] == found[0].kind), None) or next((r for r in rows if r[0] == "any"), None)
        if row is not None:
            return demotion, row
    return None


def demotion_shares(row, ladder, levels, n: int, declarer: int, friend: int | None) -> list[int]:
    """The row's losses by seat as negative shares, before any floor; without a friend the friend's loss is not a
    seat's (it goes down the overflow steps when the demotion is applied)."""
    shares = [0] * n
    for role, amount, to in row[1]:
        seat = declarer if role == "declarer" else friend
        if seat is None:
            continue
        if to is not None:
            amount = max(0, levels[seat] - ladder.index(to))
        shares[seat] -= amount
    return shares


@dataclass
class Demotion:
    """A kitty demotion being applied: the levels each seat lost, and the players named for the overflow."""

    lost: list[int]
    named: list[dict] = field(default_factory=list)  # {"player": who named, "seats": one per level}


def naming_refused(seats, count: int, candidates, room: dict[int, int]) -> str | None:
    """Why a naming of the players who lose `count` levels of an overflow is not allowed, or None."""
    if not isinstance(seats, (list, tuple)) or len(seats) != count:
        return f"{count} level(s) to lose: name the player who loses each of them"
    for seat in seats:
        if seat not in candidates:
            return f"player {seat} may not be named: the players who may are {sorted(candidates)}"
    for seat in set(seats):
        if seats.count(seat) > room[seat]:
            return f"player {seat} can lose {room[seat]} level(s) only (down to the ladder's first level)"
    return None


def apply_demotion(demotion, row, levels, n: int, declarer: int, friend: int | None, kitty_winner: int,
                   side: set[int], name, ladder_index) -> Demotion:
    """Lower `levels` (ladder indices by seat, changed in place) by the row, the overflow going down its steps;
    `name(chooser, count, candidates, room)` asks a player to name who loses each of `count` levels."""
    _rank, _least, overflow, _rows, _ref = demotion
    lost = [0] * n
    result = Demotion(lost)

    def lose(seat: int, amount: int) -> int:
        taken = min(amount, levels[seat])
        levels[seat] -= taken
        lost[seat] += taken
        return amount - taken

    ladder_losses = {role: (amount, to) for role, amount, to in row[1]}
    rest = 0
    if "declarer" in ladder_losses:
        amount, to = ladder_losses["declarer"]
        if to is not None:  # down to a level (never below the ladder's first): nothing overflows
            amount = max(0, levels[declarer] - ladder_index(to))
        rest += lose(declarer, amount)
    steps = list(overflow)
    friend_loss = ladder_losses.get("friend", (0, None))
    if friend is not None:
        own = friend_loss[0] if friend_loss[1] is None else max(0, levels[friend] - ladder_index(friend_loss[1]))
        carried = rest if "friend" in steps else 0
        rest -= carried
        rest += lose(friend, own + carried)
    else:
        rest += friend_loss[0]  # no friend: the friend's part goes down the overflow
    attackers = [seat for seat in range(n) if seat not in side]
    for step in steps:
        if not rest:
            break
        if step == "kitty-winner":
            rest = lose(kitty_winner, rest)
        elif step in ("others-by-declarer", "attackers-by-friend"):
            chooser = declarer if step == "others-by-declarer" or friend is None else friend
            candidates = [s for s in attackers if step == "attackers-by-friend" or s != kitty_winner]
            room = {s: levels[s] for s in candidates}
            count = min(rest, sum(room.values()))
            if count:
                seats = name(chooser, count, [s for s in candidates if room[s]], room)
                for seat in seats:
                    lose(seat, 1)
                result.named.append({"player": chooser, "seats": [int(s) for s in seats]})
                rest -= count
    return result


# Levels not wasted (级数不浪费) --------------------------------------------------------------------------------------
# A player whose rise a mandatory level stops may give the levels left over: raising players of the same side (each
# up to their next mandatory level, no further) or lowering players of the other side (down to the ladder's first
# level). A player of the side that won the deal may refuse; a player of the side that lost may not.


def room_up(level: int, ladder, mandatory) -> int:
    """Levels a player can be raised by a transfer: up to the next mandatory level (none when at one)."""
    if ladder[level] in mandatory:
        return 0
    for k in range(level + 1, len(ladder)):
        if ladder[k] in mandatory:
            return k - level
    return len(ladder) - 1 - level


def transfer_refused(given, count: int, giver: int, same: set[int], levels, ladder, mandatory) -> str | None:
    """Why a transfer (one entry per level: [seat, "up" or "down"]) is not allowed, or None."""
    if not isinstance(given, (list, tuple)) or len(given) > count:
        return f"{count} level(s) left over: name at most {count} player(s), one per level"
    up: dict[int, int] = {}
    down: dict[int, int] = {}
    for entry in given:
        if not isinstance(entry, (list, tuple)) or len(entry) != 2 or entry[1] not in ("up", "down"):
            return "each level is given as [player, \"up\"] or [player, \"down\"]"
        seat, way = entry
        if not isinstance(seat, int) or not 0 <= seat < len(levels) or seat == giver:
            return f"player {seat} cannot be given a level"
        if way == "up" and seat not in same:
            return f"player {seat} is on the other side: a level left over lowers them, it does not raise them"
        if way == "down" and seat in same:
            return f"player {seat} is on the same side: a level left over raises them, it does not lower them"
        (up if way == "up" else down)[seat] = (up if way == "up" else down).get(seat, 0) + 1
    for seat, n in up.items():
        if n > room_up(levels[seat], ladder, mandatory):
            return f"player {seat} can be raised {room_up(levels[seat], ladder, mandatory)} level(s) only (up to a " \
                   f"mandatory level, no further)"
    for seat, n in down.items():
        if n > levels[seat]:
            return f"player {seat} can be lowered {levels[seat]} level(s) only (down to the ladder's first level)"
    return None
