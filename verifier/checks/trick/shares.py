"""Level-share examples (`example: shares …`, 找朋友's 级差权): proved by the runtime's own share-out
(runtime/shares.py) on a deal of the variant's players: the declarer at seat 0, the friend at seat 1 (none when
`alone`), the attackers after them."""
from __future__ import annotations

from ... import model as m
from ...runtime.trick import scoring
from ...runtime.trick.shares import deal_shares, give_spoils, spoils_refused
from ..registry import Finding, Verdict
from ..solver import labels
from ...diagnostics import Label
from ...runtime.trick.state import EngineError


def _seats(rules, claim: m.ShareClaim):
    n = rules.players
    friend = None if claim.alone else 1
    side = {0} if friend is None else {0, 1}
    return n, friend, side, [seat for seat in range(n) if seat not in side]


def _winners(claim: m.ShareClaim, friend, attackers) -> list[int]:
    """The seats that may have won the last trick: the one the claim names, or every role when it names none."""
    by_role = {m.ShareRole.DECLARER: [0], m.ShareRole.FRIEND: [friend] if friend is not None else [],
               m.ShareRole.ATTACKERS: attackers[:1]}
    if claim.last_trick is not None:
        return by_role[claim.last_trick]
    return [seat for seats in by_role.values() for seat in seats]


def shares_for(rules, claim: m.ShareClaim, winner: int, context=None) -> tuple[list[int] | None, str | None]:
    """The gains by seat the rules give the claim's deal with the last trick won by `winner`, or (None, why)."""
    n, friend, side, attackers = _seats(rules, claim)
    last_side = "declarers" if winner in side else "attackers"
    found = scoring.settle(claim.points, last_side, rules)
    if found is None:
        return None, f"no single row of the scoring table applies to {claim.points} points"
    shares = deal_shares(rules, found.side, found.kind, found.amount, n, 0, friend, side, winner)
    if shares.spoils:
        if claim.spoils is None:  # the claim must hold however the giver gives them out
            outcomes = {}
            for to_declarer in range(shares.spoils + 1):
                gains = list(shares.gains)
                gains[0] += to_declarer
                gains[1] += shares.spoils - to_declarer
                outcomes.setdefault((gains[0], gains[1]), to_declarer)
            if len(outcomes) > 1:
                shown = "; ".join(f"{k} to the declarer: declarer {d:+d}, friend {f:+d}"
                                  for (d, f), k in list(outcomes.items())[:3])
                return None, (f"the flexible split leaves {shares.spoils} level(s) of spoils, which the kitty keeper "
                              f"gives out as they choose ({shown}): say who gets them (`spoils to declarer` or "
                              f"`spoils to friend`)")
        given = [0 if claim.spoils == m.ShareRole.DECLARER else 1] * shares.spoils
        why = spoils_refused(shares, given)
        if why:
            return None, why
        give_spoils(shares, given)
    if rules.demotions:  # the kitty demotion's shares, before any floor (levels lost by the declarer and the friend)
        from ...runtime.trick import ids as I
        from ...runtime.trick.order import Context, Order
        from ...runtime.trick.shares import demotion_for, demotion_shares

        level = claim.level or rules.ladder[0]
        trump = context.trump if context is not None else "NT"
        order = Order(rules, Context(level, trump))
        play = [I.ID[c] for c in claim.last_cards]
        found = demotion_for(rules, level, claim.points, last_side, play, order)
        if found is not None:
            levels = [rules.ladder.index(level)] * n
            lost = demotion_shares(found[1], rules.ladder, levels, n, 0, friend)
            shares.gains = [g + x for g, x in zip(shares.gains, lost)]
    return shares.gains, None


def _next_declarer_refused(rules, claim: m.ShareClaim, winner: int, side: set[int], friend, n: int) -> str | None:
    """Why the claim's next declarer is not the one the engine's end phase names (runtime/trick/shares.py, the same
    functions), or None."""
    import random

    from ...runtime.trick.shares import friends_next_seat, next_choice

    settled = scoring.settle(claim.points, "declarers" if winner in side else "attackers", rules)
    choice = next_choice(rules, settled.side, settled.kind, settled.amount)
    if choice == "random":
        return "the next declarer is drawn at random (`random`), so no player can be named"
    seat = friends_next_seat(choice, 0, friend, side, n, random.Random(0))
    if seat + 1 != claim.next_declarer:
        return f"player {seat + 1} declares the next deal (`{choice}`), not player {claim.next_declarer}"
    return None


def _role_gains(gains: list[int], friend, attackers) -> dict:
    out = {m.ShareRole.DECLARER: gains[0]}
    if friend is not None:
        out[m.ShareRole.FRIEND] = gains[friend]
    out[m.ShareRole.ATTACKERS] = sorted({gains[a] for a in attackers})
    return out


def _text(found: dict) -> str:
    parts = []
    for role, value in found.items():
        if isinstance(value, list):
            parts.append(f"{role.value} " + "/".join(f"{v:+d}" for v in value))
        else:
            parts.append(f"{role.value} {value:+d}")
    return ", ".join(parts)


_LAST: list = [None, None]  # the variant last compiled, and its rules (a variant's examples come together)


def _game_rules(variant):
    """The rules of a whole deal (teams, friends, levels), as far as the engine plays them (C107 reports the rest)."""
    from ...compile import compiled

    if _LAST[0] is not variant:
        _LAST[:] = [variant, compiled(variant)[0]]
    return _LAST[1]


def prove_shares(variant, rules, example, claim: m.ShareClaim) -> Finding:
    from .refutation import refute as _refute, subject as _subject

    rules = _game_rules(variant)

    if rules.teams != "friends":
        return _refute(variant, example, "C911", "a level-share example, but the variant has no found friends "
                       "(`teams friends`)", {"teams": rules.teams})
    least, step = rules.least_points(), rules.point_step()
    if claim.points < least or claim.points % step:
        return _refute(variant, example, "C910", f"no deal ends with {claim.points} attacker points: scores are "
                       f"multiples of {step} from {least}", {"points": claim.points, "least": least, "step": step},
                       label="unreachable")
    if claim.level is not None and claim.level not in rules.ladder:  # (the deal's level: a demotion counts from it)
        return _refute(variant, example, "C911", f"a level-share example at level {claim.level}, which is not on the "
                       f"ladder ({' '.join(rules.ladder)})", {"level": claim.level}, label="no such level")
    off = next((s.reaches for s in claim.shares if s.reaches is not None and s.reaches not in rules.ladder), None)
    if off is not None:  # a rise can reach no level off the ladder
        return _refute(variant, example, "C911", f"a rise to {off}, which is not on the ladder "
                       f"({' '.join(rules.ladder)})", {"level": off}, label="no such level")
    n, friend, side, attackers = _seats(rules, claim)
    if claim.last_trick == m.ShareRole.FRIEND and friend is None:
        return _refute(variant, example, "C911", "the last trick to the friend, but the declarer plays `alone`",
                       {"alone": True}, label="contradictory facts")
    claimed = {s.role: s.levels for s in claim.shares}
    if m.ShareRole.FRIEND in claimed and friend is None:
        return _refute(variant, example, "C911", "a share for the friend, but the declarer plays `alone`",
                       {"alone": True}, label="contradictory facts")
    for winner in _winners(claim, friend, attackers):
        gains, why = shares_for(rules, claim, winner, example.context)
        role = "the declarer" if winner == 0 else "the friend" if winner == friend else "an attacker"
        if gains is None:
            return _refute(variant, example, "C911", f"{claim.points} points, last trick to {role}: {why}",
                           {"points": claim.points, "last_trick": role})
        if claim.next_declarer is not None:
            why = _next_declarer_refused(rules, claim, winner, side, friend, n)
            if why:
                return _refute(variant, example, "C911", f"{claim.points} points with the last trick to {role}: {why}",
                               {"points": claim.points, "last_trick": role, "next_declarer": claim.next_declarer},
                               labels((getattr(variant.next_declarer, "span", None), "who declares the next deal")))
        found = _role_gains(gains, friend, attackers)
        wanted = {r: ([claimed.get(r, 0)] if r == m.ShareRole.ATTACKERS else claimed.get(r, 0)) for r in found}
        if found != wanted:
            return _refute(variant, example, "C911", f"{claim.points} points with the last trick to {role} give: "
                           f"{_text(found)}", {"points": claim.points, "last_trick": role,
                                               "shares": {r.value: v for r, v in found.items()}},
                           help="a role the example does not name gains nothing")
        if any(s.reaches is not None for s in claim.shares):
            try:
                why = _rise_refused(variant, rules, example, claim, winner, friend, attackers)
            except EngineError as exc:  # a deal the engine cannot make (C101, C107 say why): not decided
                from .situations.deal import cannot_deal
                return cannot_deal(variant, example, exc)
            if why is not None:
                return _refute(variant, example, "C911", f"{claim.points} points with the last trick to {role}, "
                               f"from level {claim.level or rules.ladder[0]}: {why[0]}",
                               {"points": claim.points, "last_trick": role, **why[1]}, _rise_labels(variant))
    return Finding("C901", Verdict.PROVED, _subject(example))


def _rise_labels(variant) -> list:
    found = []
    for node, text in ((variant.mandatory_levels, "a mandatory level stops a rise"),
                       (variant.past_top, "past the top")):
        if node is not None and node.span is not None:
            found.append(Label(node.span, text))
    from .situations.deal import _setting

    return found + _setting(variant.friends, "unused-levels", "the levels a mandatory level stopped")


def _rise_refused(variant, rules, example, claim: m.ShareClaim, winner: int, friend, attackers):
    """Why the levels the claim's rises reach are not the end phase's (runtime/trick/situations/rise.py), as (the
    reason, the witness), or None."""
    from ...runtime.trick.situations.rise import friends_rise
    from .situations.deal import _engine_of

    level = claim.level or rules.ladder[0]
    if rules.demotions and claim.last_cards:
        from ...runtime.trick import ids as I
        from ...runtime.trick.order import Context, Order
        from ...runtime.trick.shares import demotion_for

        trump = example.context.trump if example.context is not None else "NT"
        last_side = "attackers" if winner in attackers else "declarers"
        if demotion_for(rules, level, claim.points, last_side, [I.ID[c] for c in claim.last_cards],
                        Order(rules, Context(level, trump))) is not None:
            return ("a kitty demotion follows the rise (`kitty demotion`), and the example states the levels "
                    "before it: state the shares only", {})
    engine = _engine_of(variant)
    spoils = 0 if claim.spoils in (None, m.ShareRole.DECLARER) else 1
    rise = friends_rise(engine, claim.points, winner, level, friend, spoils)
    if rise is None:
        return f"no single row of the scoring table applies to {claim.points} points", {}
    seats = {m.ShareRole.DECLARER: [0], m.ShareRole.FRIEND: [friend] if friend is not None else [],
             m.ShareRole.ATTACKERS: attackers}
    for share in claim.shares:
        if share.reaches is None:
            continue
        for seat in seats[share.role]:
            name = "the declarer" if seat == 0 else "the friend" if seat == friend else f"player {seat + 1}"
            witness = {"player": seat + 1, "level": rise.levels[seat], "stopped": rise.stopped[seat],
                       "offered": rise.offered[seat], "passed_top": rise.passed[seat]}
            if rise.passed[seat]:
                return f"{name}'s rise passes the top of the ladder, reaching no level", witness
            if rise.levels[seat] != share.reaches:
                return f"{name}'s rise reaches {rise.levels[seat]}, not {share.reaches}", witness
            if share.left is None:
                continue
            if rise.stopped[seat] != share.left:
                stopped = f"{rise.stopped[seat]} level(s)" if rise.stopped[seat] else "no level"
                return f"a mandatory level stopped {stopped} of {name}'s rise, not {share.left}", witness
            if share.left and share.left_lost != (rise.offered[seat] == 0):
                said = "given on (`unused-levels: transfer`)" if rise.offered[seat] else \
                    "lost (`unused-levels: lost`)" if rules.unused_levels != "transfer" else \
                    "lost (the match is over, or its round ended)"
                return f"the {share.left} level(s) left over of {name}'s rise are {said}", witness
    return None
