"""Mutants equivalent by what they rule, beyond equal compiled rules: a trick-taking scoring table whose rows, put in
another order or with a condition dropped, settle every score alike; shows written in another order, a single's bonus
as a power of its one card, a follow ladder's plural term that asks for what its singular does, the next declarer
after a deal the declarers keep without a rise where no deal ends so, levels per player with found friends, the
mandatory levels in another order or with the ladder's first among them (same_forms); climbing rules whose lists are
sets written in another order (same_climbing_forms).

Under `precedence: first-row` two rows that no score matches both may come in either order, and a condition an
earlier row already excludes (`points >= 40` after `points < 40`) may go: the compiled rules differ, the game does
not. Every score is tried on both tables (each multiple of the point step from the least, with either side winning
the last trick) up to past the last figure of either table by two whole periods of its steps: beyond the last
figure every condition keeps its truth, so the row chosen stays the same, and a per-step outcome repeats with its
period. A table that reads the kitty (a condition, extra levels per kitty card) is tried with every kitty that
tells its rows apart (_kitties); the tribute table likewise, by the end phase's own count of the cards owed. With a
bidding whose bid scales the table, at every bid that can win it, up to past the scaled figures."""
from __future__ import annotations

import dataclasses
import itertools
import math
from fractions import Fraction

from ..play.trick.game import Game
from ..runtime.cards import parse_cards
from ..runtime.trick import ids as I
from ..runtime.trick.engine import Engine
from ..runtime.trick.scoring import bid_scale
from ..runtime.trick.situations.deal import tribute_owed
from ..runtime.trick.state import EngineError
from ..runtime.trick.rules import SUITED_PARTS
from .trick import _settles


def same_settlements(original, changed) -> bool:
    """Whether two compiled trick-taking rule sets differ only in their scoring rows, or only in their tribute rows,
    and settle every deal alike (the scoring table: the side, kind, levels and round's end; the tribute table: who
    owes how many cards)."""
    for table in ("scoring", "tribute"):
        if getattr(original, table) != getattr(changed, table) and \
                dataclasses.replace(changed, **{table: getattr(original, table)}) == original:
            return _same_table(original, changed, table)
    return False


def _same_table(original, changed, table: str) -> bool:
    rows = getattr(original, table) + getattr(changed, table)
    figures = [value for row in rows for _compare, value in row.conditions]
    figures += [reference for row in rows for _amount, _points, _way, reference in row.outcome.per_points]
    period = math.lcm(*[points for row in rows for _amount, points, _way, _reference in row.outcome.per_points], 1)
    step, least = original.point_step(), original.least_points()
    top = max(figures + [100 * (original.decks + 1)]) + 2 * period + step
    asks = [_asker(rules, table) for rules in (original, changed)]
    kitties = _kitties(rows, original.decks)
    for bid in _bids(original) if table == "scoring" else [None]:
        scale = max(Fraction(1), bid_scale(bid, original) or 1)  # the figures, and so the last, grow with the bid
        for points in range(least, math.ceil(top * scale) + step + 1, step):
            for side in ("declarers", "attackers"):
                for kitty in kitties:
                    if asks[0](points, side, kitty, bid) != asks[1](points, side, kitty, bid):
                        return False
    return True


def _bids(rules) -> list:
    """Every bid that can win a bidding whose bid scales the scoring table (its figures are written for the
    reference bid); [None] without one."""
    if rules.bid_reference is None:
        return [None]
    return list(range(rules.bid_lowest, rules.bid_highest + 1, rules.bid_step))


def _asker(rules, table: str):
    """What a table rules of a deal's end, asked of the engine's own code (a scoring table: None where no single row
    applies)."""
    if table == "scoring":
        game = Game(rules)

        def ask(points, side, kitty, bid):
            try:
                return _settles(game.settle(points, side, kitty=kitty, bid=bid))
            except ValueError:
                return None
        return ask
    owed = tribute_owed(Engine(rules))

    def ask_tribute(points, side, kitty, _bid):
        try:
            return owed(points, side, I.ids(kitty) if kitty else ())
        except EngineError:  # rows that disagree: the engine refuses the deal, which is not "nothing owed"
            return "refused"
    return ask_tribute


def _kitties(rows, decks: int) -> list:
    """The kitties a table can tell apart, by the counts of each card a row's condition or extra levels name (a
    kitty's other cards count for nothing there); [None] where no row reads the kitty. Per card, every count up to
    one past the largest a condition names (or all the deck holds): past its last condition a table's levels grow
    linearly with the count, so two tables alike at two counts there are alike at every count beyond."""
    named = sorted({card for row in rows for _count, card in row.kitty}
                   | {card for row in rows for _amount, card in row.outcome.per_kitty_card})
    if not named:
        return [None]
    counts = []
    for card in named:
        largest = max([n for row in rows for n, named_card in row.kitty if named_card == card], default=0)
        copies = decks if card in ("BJ", "SJ") else 4 * decks
        counts.append(range(min(largest + 1, copies) + 1))
    tokens = [card if card in ("BJ", "SJ") else card + "C" for card in named]  # a rank's card of any suit
    return [parse_cards(" ".join(token for token, n in zip(tokens, chosen) for _ in range(n)))
            for chosen in itertools.product(*counts)]


def same_forms(original, changed) -> bool:
    """Whether two compiled trick-taking rule sets differ only in forms that rule alike (_normal)."""
    return original != changed and _normal(original) == _normal(changed)


def _normal(rules):
    """The rules in one form where forms rule alike: a show's parts or suits in any order (the cards must hold them
    all), the shows in any order where no cards fit two of them (cards make the first show they fit, so the order
    decides only there), a single's kitty bonus as a power of its one card or not (x2 is 2^1), a follow ladder's
    plural term where it asks for what the singular does (_singular), `when-declarers-stay` where no row of the
    scoring table ends a deal so (_stays), the kitty overcall's `overcaller` with the declarer alone and one kitty
    overcall (_one_kitty_overcall_alone), levels per player or not with found friends, where each player has a
    level of their own either way, and the mandatory levels as the engine reads them (_mandatory). The lines a
    refusal cites move with the shows and are left out. The direction of play is no rule of a deal: the seats are
    numbered in it, and nothing the engine plays reads it; with fixed partners the next player after the declarer is
    the next attacker (state.seat_choice). Where a deal's declarer is chosen among at most one declaration, the first
    to declare is the last (_one_declaration)."""
    fields = {}
    for field in ("shows", "kitty_shows"):
        shows = tuple(map(_canonical, getattr(rules, field)))
        fields[field] = shows if _overlapping(shows) else tuple(sorted(shows, key=repr))
    fields["refs"] = tuple((key, ref) for key, ref in rules.refs if not key.startswith("show "))
    fields["bonus"] = tuple(dataclasses.replace(row, power_of_cards=False) if row.combination == "single" else row
                            for row in rules.bonus)
    fields["direction"] = ""  # the seats are numbered in the direction of play: nothing of a deal reads it
    fields["led"] = tuple(dataclasses.replace(rule, ladder=tuple(
        tuple(_singular(rules, rule.ladder, at, i, rule.led) for i in range(len(shape)))
        for at, shape in enumerate(rule.ladder))) for rule in rules.led)
    if rules.teams == "friends":  # with found friends every player levels alone (engine.py new_match), per player or not
        fields["levels_per_player"] = True
    fields["mandatory"] = _mandatory(rules)
    if rules.teams != "friends":  # with fixed partners in alternate seats the next player is the next attacker
        for name in ("next_keep", "next_stay", "next_take_over", "next_first_deal"):
            if getattr(rules, name, None) == "next-attacker":
                fields[name] = "next-player"
    if rules.first_declarer == "last-to-declare" and _one_declaration(rules):
        fields["first_declarer"] = "first-to-declare"  # the one declaration's player is the first and the last
    if not _stays(rules):  # no deal ends with the declarers keeping it without a rise: `when-declarers-stay` unread
        fields["next_stay"] = ""
    if _one_kitty_overcall_alone(rules):
        fields["kitty_overcaller"] = "other-players"
    return dataclasses.replace(rules, **fields)


def _one_declaration(rules) -> bool:
    """Whether every deal whose declarer the declarations choose (`first-declarer`: the first deal, unless `next
    declarer`'s `first-deal` names one, and a later deal declared anew) has at most one declaration: declarations
    face up, no bidding, and no show that may be made there in the overcall order (phases/declaring.py refuses
    every declaration once one outside the order stands: `cannot be overcalled`, before any reinforcement or
    self-overcall). Then its player is both the first and the last to declare."""
    if rules.face != "up" or rules.bid_better is not None:
        return False
    anew = any(getattr(rules, name) == "first-to-declare" for name in ("next_keep", "next_stay", "next_take_over"))
    ordered = {name for name, _suit in rules.overcall}
    return not any(show.name in ordered for show in rules.shows if anew or show.scope != "later-deals")


# How many pairs and triples a lead of each combination holds, as the engine counts a lead (runtime/trick/combos.py
# structure): (least, most; None: no bound). A triple holds no pair, a triple tractor no pairs; a bomb is counted
# apart (_bomb_holds); a throw or another compound may hold any number, or none.
_LEAD_HOLDS = {("pair", "pair"): (1, 1), ("tractor", "pair"): (2, None),
               ("triple", "triple"): (1, 1), ("triple-tractor", "triple"): (2, None)}


def _singular(rules, ladder, at: int, index: int, led: str):
    """A follow ladder's term (ladder[at][index]) in its singular form where the plural rules alike: `pairs` on a
    pair led is `pair`, `tractors` on a tractor led is `tractor`.

    A plural term asks for as many as the lead holds, at most as many as the hand has (runtime/trick/play/supply.py
    _needs); a counted term (`2 pairs`) reads no plural. The engine reads the plural of pairs and triples only: a
    tractor, a triple tractor, a bomb, a sequence, a rainbow, a single is asked for once (the lead's longest, or as
    long as the lead's), plural or not; and outside a throw, whose lead may hold two tractors, a lead holds at most
    one of them, so the plural means one there too.

    `pairs` (`triples`) asks for min(held by the lead, held by the hand), `pair` for one. Where the lead holds at
    least one, they ask alike of a hand that holds one, and where the hand holds none `pairs` asks for nothing: its
    shape binds nothing and the ladder goes on (supply.py _met), as it does past a `pair` the hand cannot meet (with
    no later shape met, every play is legal either way), so long as the term is its shape's one term that asks for
    combinations (`pairs + single`; beside another, as in `pairs + triple`, the other would bind alone where
    `pair + triple` binds nothing). So they rule alike where the lead holds exactly one (a pair led holds one pair,
    a triple led one triple, a bomb of four or five cards one triple), and where the lead holds at least one and no
    hand that holds two reaches the shape: an earlier shape of the ladder, `2 pairs` or `pairs` alone, binds every
    hand holding two pairs (a bomb's `... > 2 pairs > pair + 2 any`, a triple tractor's `... > 2 triples > ... >
    triple + 3 any`). Only the wording of a ruling's reason differs."""
    term = ladder[at][index]
    if not term.plural or term.count is not None:
        return term
    if term.unit not in ("pair", "triple"):
        return dataclasses.replace(term, plural=False) if led != "throw" else term
    if any(i != index and other.unit not in ("single", "any") for i, other in enumerate(ladder[at])):
        return term
    least, most = _bomb_holds(rules, term.unit) if led == "bomb" else _LEAD_HOLDS.get((led, term.unit), (0, None))
    earlier = any(len(shape) == 1 and shape[0].unit == term.unit and (shape[0].count == 2 or shape[0].count is None
                                                                         and shape[0].plural)
                  for shape in ladder[:at])
    if least >= 1 and (most == 1 or earlier):
        return dataclasses.replace(term, plural=False)
    return term


def _bomb_holds(rules, unit: str) -> tuple[int, int | None]:
    """How many pairs (triples) a bomb led holds: its cards // 2 (// 3), as supply.py _needs counts them, from the
    fewest cards of a bomb (four where the jokers make one: BJ BJ SJ SJ) to the most, as many as the decks where its
    cards are identical (jokers of two kinds, or cards of one rank of several suits, are left unbounded)."""
    bomb = next((c for c in rules.combos if c.kind == "bomb"), None)
    if bomb is None:
        return 0, None
    per = 2 if unit == "pair" else 3
    if bomb.cards != "identical" or bomb.jokers:
        return min(bomb.size, 4) // per, None
    return bomb.size // per, rules.decks // per


def _mandatory(rules) -> tuple[str, ...]:
    """The mandatory levels as the engine reads them: a set (a rise stops on any of them, runtime/trick/phases/end.py
    _rise), written in any order; and the ladder's first level is one only where a player standing on it may be
    raised by a transfer of unused levels (shares.py room_up): a rise steps onto a level above the one it starts
    from, so it never stops on the first, not even past the top (the levels start again from it)."""
    first = rules.ladder[:1] if rules.unused_levels != "transfer" else ()
    return tuple(sorted(set(rules.mandatory) - set(first)))


def _one_kitty_overcall_alone(rules) -> bool:
    """Whether `overcaller: attackers` and `other-players` ask the same players, so that no game tells them apart:
    with the declarer alone (`teams declarer-alone`) and one kitty overcall at most (`limit: 1`). The round of kitty
    overcalls asks every player but the one who buried last (phases/kitty.py may_overcall_kitty), `attackers` every
    one of those not on the declarer's side, which with the declarer alone is the declarer only. Before the first kitty
    overcall the one who buried last is the declarer (phases/kitty.py _kitty and rebury.py: the declarer buries, or
    keeps the dry pot as dealt), so both words leave out the declarer alone; after it, with `limit: 1`, nobody is
    asked again (kitty_overcall_open). Only a second overcall, its kitty buried by an attacker, would ask the declarer
    under `other-players`."""
    return rules.teams == "declarer-alone" and rules.kitty_limit == 1


def _stays(rules) -> bool:
    """Whether a deal may end with the declarers staying: keeping the deal without a rise, or an outcome that is no
    rise of theirs nor a take-over (`nothing`, `attackers +N`, a give), which is when the engine reads
    `when-declarers-stay` (runtime/trick/shares.py next_choice, phases/end.py _advance and _advance_players). Every
    row of the table either hands the deal to the attackers or raises the declarers by a figure above 0 that
    nothing takes from (no per-points or per-kitty-card amount below 0), or some deal may stay: the scoring cap
    limits the points only, and a table no row of which applies settles no deal at all."""
    for row in rules.scoring:
        o = row.outcome
        if (o.side, o.kind) == ("attackers", "take-over"):
            continue
        if (o.side, o.kind) == ("declarers", "keep") and o.amount > 0 and \
                all(step[0] >= 0 for step in o.per_points) and all(amount >= 0 for amount, _card in o.per_kitty_card):
            continue
        return True
    return False


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


def _without_whole_shares(table):
    """A climbing settlement table without its shares of the whole (`share emperor: 1/1`): a role with no share row
    carries its team's whole score (runtime/climbing/settlement.py _share), which is what a share of 1/1 gives, so
    such a row, dropped or naming another role (Baohuang's lone emperor, alone on their side), settles alike."""
    return dataclasses.replace(table, shares=tuple(sh for sh in table.shares if sh.numerator != sh.denominator))


def _least_thresholds(gouji_sets):
    """The gouji sets' thresholds with one card for none: every set holds at least one card of its core rank
    (runtime/climbing/sets.py _read), so `threshold BJ: 0` makes the same sets gouji sets as `threshold BJ: 1`
    (answering.py GoujiSets.is_gouji asks whether the core cards and the money reach it)."""
    return dataclasses.replace(gouji_sets, thresholds=tuple((rank, max(count, 1)) for rank, count in gouji_sets.thresholds))


def _call_counts(calling) -> tuple[int, ...]:
    """How many calling cards a call may be made with, as the engine reads them: a set (runtime/climbing/calling.py
    asks only whether a count is among them; their order shows in the words of a refusal alone)."""
    return tuple(sorted(set(calling.counts)))


def _round_end(rnd):
    """A one-rank round with its end in one form where the forms rule alike: each player asked in a circle beats (the
    set is new, and its circles count anew), passes (out of this set at least, whatever the pass's scope) or defers
    (`first-circle`, once, to answer in the second circle; `next-two`, answered within the first); so a second circle
    asks only the first-circle deferrers and a third asks nobody. A round that ends when every other player passed
    (`all-pass`) or after two circles or more with no beat ends alike; after one circle it differs only where a
    player may defer to the second (runtime/climbing/round.py _defer). Games of shaped sets end `all-pass` only
    (compile/climbing.py refuses the others)."""
    if rnd is None:
        return rnd
    first_circle = rnd.defer is not None and rnd.defer.scope == "first-circle"
    one_circle = rnd.ends == "circles" and rnd.circles < 2 and first_circle
    return dataclasses.replace(rnd, ends="circles" if one_circle else "all-pass", circles=1 if one_circle else 2)


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
    first deal's rule named again (the engine reads `same` as that rule: runtime/climbing/deal.py lead_rule). A round
    ending when every other player passed or after two circles or more (_round_end). A row of cards left from 0 is
    the same row from 1: a player left with no card pays nothing before any row is read (settlement.pays)."""
    fields = {"settlement": tuple(dataclasses.replace(_without_whole_shares(t), zero_sum=True, left=tuple(
        dataclasses.replace(row, least=max(row.least, 1)) for row in t.left)) for t in rules.settlement),
              "direction": ""}  # the seats are numbered in the direction of play: only passing the call reads it
    if rules.calling is not None:  # which way the call goes, seen from the order of play (calling.py)
        relative = (rules.calling.pass_direction == "clockwise") == (rules.direction == "counter-clockwise")
        fields["calling"] = dataclasses.replace(rules.calling, pass_direction=str(relative),
                                                counts=_call_counts(rules.calling))
    if rules.revolution is not None:
        fields["revolution"] = dataclasses.replace(rules.revolution, without=tuple(sorted(rules.revolution.without)))
    lead = rules.first_lead
    if lead is not None and lead.later == "same":  # the later deals led as the first (deal.lead_rule)
        fields["first_lead"] = dataclasses.replace(lead, later=lead.first)
    fields["round"] = _round_end(rules.round)
    if rules.gouji_sets is not None:
        fields["gouji_sets"] = _least_thresholds(rules.gouji_sets)
    if rules.final_gouji is not None:
        fields["final_gouji"] = dataclasses.replace(rules.final_gouji, places=tuple(sorted(rules.final_gouji.places)))
    t = rules.tribute
    if t is not None:
        named = [place for row in t.rows for place in (row.giver, row.receiver)]
        if len(set(named)) == len(named):
            fields["tribute"] = dataclasses.replace(t, rows=tuple(sorted(t.rows, key=repr)))
    return dataclasses.replace(rules, **fields)
