"""Mutants equivalent by what they rule, beyond equal compiled rules: a trick-taking scoring table whose rows, put in
another order or with a condition dropped, settle every score alike; shows written in another order, a single's bonus
as a power of its one card (same_forms); climbing rules whose lists are sets written in another order
(same_climbing_forms).

Under `precedence: first-row` two rows that no score matches both may come in either order, and a condition an
earlier row already excludes (`points >= 40` after `points < 40`) may go: the compiled rules differ, the game does
not. Every score is tried on both tables (each multiple of the point step from the least, with either side winning
the last trick) up to past the last figure of either table by two whole periods of its steps: beyond the last
figure every condition keeps its truth, so the row chosen stays the same, and a per-step outcome repeats with its
period. Tables that depend on more than the points and the last trick (a kitty condition, a bid's scaling) are left
to the compiled comparison."""
from __future__ import annotations

import dataclasses
import math

from ..play.trick.game import Game
from ..runtime.trick.rules import SUITED_PARTS
from .trick import _settles


def same_settlements(original, changed) -> bool:
    """Whether two compiled trick-taking rule sets differ only in their scoring rows, and settle every score alike."""
    if original.scoring == changed.scoring or dataclasses.replace(changed, scoring=original.scoring) != original:
        return False
    rows = original.scoring + changed.scoring
    if original.bid_reference is not None or any(row.kitty for row in rows):
        return False
    figures = [value for row in rows for _compare, value in row.conditions]
    figures += [reference for row in rows for _amount, _points, _way, reference in row.outcome.per_points]
    period = math.lcm(*[points for row in rows for _amount, points, _way, _reference in row.outcome.per_points], 1)
    step, least = original.point_step(), original.least_points()
    top = max(figures + [100 * (original.decks + 1)]) + 2 * period + step
    games = Game(original), Game(changed)
    for points in range(least, top + 1, step):
        for side in ("declarers", "attackers"):
            found = []
            for game in games:
                try:
                    found.append(_settles(game.settle(points, side)))
                except ValueError:
                    found.append(None)
            if found[0] != found[1]:
                return False
    return True


def same_forms(original, changed) -> bool:
    """Whether two compiled trick-taking rule sets differ only in forms that rule alike (_normal)."""
    return original != changed and _normal(original) == _normal(changed)


def _normal(rules):
    """The rules in one form where forms rule alike: a show's parts or suits in any order (the cards must hold them
    all), the shows in any order where no cards fit two of them (cards make the first show they fit, so the order
    decides only there), and a single's kitty bonus as a power of its one card or not (x2 is 2^1). The lines a
    refusal cites move with the shows and are left out. The direction of play is no rule of a deal: the seats are
    numbered in it, and nothing the engine plays reads it; with fixed partners the next player after the declarer is
    the next attacker (state.seat_choice)."""
    fields = {}
    for field in ("shows", "kitty_shows"):
        shows = tuple(map(_canonical, getattr(rules, field)))
        fields[field] = shows if _overlapping(shows) else tuple(sorted(shows, key=repr))
    fields["refs"] = tuple((key, ref) for key, ref in rules.refs if not key.startswith("show "))
    fields["bonus"] = tuple(dataclasses.replace(row, power_of_cards=False) if row.combination == "single" else row
                            for row in rules.bonus)
    fields["direction"] = ""  # the seats are numbered in the direction of play: nothing of a deal reads it
    if rules.teams != "friends":  # with fixed partners in alternate seats the next player is the next attacker
        for name in ("next_keep", "next_stay", "next_take_over", "next_first_deal"):
            if getattr(rules, name, None) == "next-attacker":
                fields[name] = "next-player"
    return dataclasses.replace(rules, **fields)


def _canonical(show):
    """A show with its parts and suits in one order."""
    def part(p):
        return dataclasses.replace(p, suits=tuple(sorted(p.suits))) if p is not None else None
    return dataclasses.replace(show, parts=tuple(sorted(map(part, show.parts), key=repr)), without=part(show.without))


def _overlapping(shows) -> bool:
    """Whether some cards might fit two of the shows: shows of the same counts of jokers and of cards with a suit,
    whose suits meet (a conservative test: equal shapes are taken to overlap unless their suits are apart)."""
    def shape(show):
        return sorted(("suited" if p.cards in SUITED_PARTS else p.cards, p.count) for p in show.parts)

    def suits(show):
        named = [set(p.suits) for p in show.parts if p.cards in SUITED_PARTS]
        return set.union(*named) if named and all(named) else None  # None: any suit

    for i, a in enumerate(shows):
        for b in shows[i + 1:]:
            if shape(a) == shape(b) and (suits(a) is None or suits(b) is None or suits(a) & suits(b)):
                return True
    return False


def same_climbing_forms(original, changed) -> bool:
    """Whether two compiled climbing rule sets differ only in the order of lists the engine reads as sets
    (_climbing_normal)."""
    return original != changed and _climbing_normal(original) == _climbing_normal(changed)


def _climbing_normal(rules):
    """The climbing rules with their sets in one order: the ranks whose absence makes a revolutionary and the places
    whose last set is answered as 够死级 (the engine asks only whether one is among them), and the tribute's rows where
    each names other places than the rest (each giver then hands over from their own hand to a receiver who gives
    nothing: the order decides only who returns cards first, which no rule states). Whether a table says its deals
    sum to zero is a claim the checker proves of it, no rule of play. Later deals led `same` as the first, or by the
    first deal's rule named again (the engine reads `same` as that rule: runtime/climbing/deal.py lead_rule)."""
    fields = {"settlement": tuple(dataclasses.replace(t, zero_sum=True) for t in rules.settlement),
              "direction": ""}  # the seats are numbered in the direction of play: only passing the call reads it
    if rules.calling is not None:  # which way the call goes, seen from the order of play (calling.py)
        relative = (rules.calling.pass_direction == "clockwise") == (rules.direction == "counter-clockwise")
        fields["calling"] = dataclasses.replace(rules.calling, pass_direction=str(relative))
    if rules.revolution is not None:
        fields["revolution"] = dataclasses.replace(rules.revolution, without=tuple(sorted(rules.revolution.without)))
    if rules.final_gouji is not None:
        fields["final_gouji"] = dataclasses.replace(rules.final_gouji, places=tuple(sorted(rules.final_gouji.places)))
    if rules.first_lead.later == "same":  # later deals led as the first: by the first deal's rule (deal.lead_rule)
        fields["first_lead"] = dataclasses.replace(rules.first_lead, later=rules.first_lead.first)
    t = rules.tribute
    if t is not None:
        named = [place for row in t.rows for place in (row.giver, row.receiver)]
        if len(set(named)) == len(named):
            fields["tribute"] = dataclasses.replace(t, rows=tuple(sorted(t.rows, key=repr)))
    return dataclasses.replace(rules, **fields)
