"""A match of a climbing game: deals one after another (a void deal dealt again), tribute from each deal's places to
the next, scores summed per seat; and the match as a record (plain JSON data) that the judge can replay.

An agent is any object with `act(deal, seat) -> Action`; the match rules on every action and stops with `Illegal`
at the first one that breaks a rule (an action the play's own legal list just gave the seat is legal as it is).
"""
from __future__ import annotations

import random

from .. import collector
from ..citation import in_record
from . import actions as A
from . import deal as D
from .game import Deal, Previous
from .rules import AGREEMENTS
from .table import Table
from .ruling import Ruling

# The record's format: 2 cites rules by the file's name and line (runtime/citation.py); 1 by the path the variant was
# read from (still judged: play/climbing/judge.py reads its citations as 2 writes them).
FORMAT = 2
FIRST_RECEIVER = 0  # the seat dealt the first card of every deal (who leads is the rules' `first lead`)
REDEAL_LIMIT = 100  # void deals in a row before the match gives up (a variant where nearly every deal is void)
STEP_LIMIT = 50_000  # decisions in one deal: more means the deal does not end (an invariant violation)


class Illegal(Exception):
    def __init__(self, seat: int, action: A.Action, ruling: Ruling, where: dict):
        super().__init__(f"seat {seat}: {ruling.reason} [{ruling.rule}]")
        self.seat, self.action, self.ruling, self.where = seat, action, ruling, where


class Unending(Exception):
    """A deal that took more than STEP_LIMIT decisions."""


def deck_rng(seed: int) -> random.Random:
    return random.Random(f"climbing:{seed}:deck")


def shuffled(rules, rng: random.Random) -> list[str]:
    """The next deck of a match: the decks shuffled by the match's generator (a void deal's new deck too)."""
    order = D.deck(rules)
    rng.shuffle(order)
    return order


# Actions as data -------------------------------------------------------------------------------------------------

def new_deal(table, order: list[str], first_receiver: int, previous: Previous | None, agreed=frozenset()):
    """A deal of the table's game: Gouji's and Baohuang's (game.Deal), or of shaped sets (shaped_deal.ShapedDeal)."""
    if getattr(table, "shaped", False):
        from .shaped_deal import ShapedDeal  # here: Gouji's matches never load the shapes' modules
        standing = None
        if table.rules.levels is not None:  # team levels: the deal's level rank and wild card are its winners'
            from . import levels
            standing = previous.standing if previous is not None and previous.standing else levels.first(table.rules)
            table = table.at(standing.level)
        return ShapedDeal(table, order, first_receiver, previous, agreed, standing)
    return Deal(table, order, first_receiver, previous, agreed)


def action_to_data(table: Table, phase: str, seat: int, action: A.Action) -> dict:
    out = {"seat": seat, "phase": phase, "kind": action.kind}
    if action.set is not None and getattr(table, "shaped", False):  # the cards with suits, and the kind read
        out["set"] = table.shapes.format(action.set)
        out["as"] = table.shapes.kinds[action.set.kind].name
    elif action.set is not None:
        out["set"] = table.ranks.format(action.set)
    if action.card is not None and action.kind == A.RETURN:  # a card returned in a tribute, in notation ("10S")
        from .shaped_tribute import card_of
        out["card"] = card_of(action)
    elif action.card is not None:
        out["card"] = action.card
    if action.rank is not None and action.kind == A.BID:
        out["bid"] = action.rank
    elif action.rank is not None:
        out["card"] = table.ranks.names[action.rank]
    return out


def action_from_data(table: Table, data: dict) -> A.Action:
    """An action from its record entry; raises SetError (with the rule) for cards that are not a set."""
    kind = data.get("kind")
    if kind in (A.PLAY, A.BURN) and getattr(table, "shaped", False):
        return A.Action(kind, shaped_set(table, str(data.get("set", "")), data.get("as")))
    if kind in (A.PLAY, A.BURN):
        return A.Action(kind, table.ranks.parse(str(data.get("set", ""))))
    if kind == A.CALL:
        return A.Action(kind, card=data.get("card"))
    if kind == A.BID:
        bid = data.get("bid")
        return A.Action(kind, rank=bid if isinstance(bid, int) else None)
    if kind == A.RETURN and getattr(table, "shaped", False):
        from .shaped_tribute import return_action
        return return_action(str(data.get("card", "")))
    if kind == A.RETURN:
        return A.Action(kind, rank=table.ranks.rank_of(str(data.get("card", ""))))
    return A.Action(str(kind))


def shaped_set(table, text: str, kind: str | None):
    """A shaped set from its notation and the kind it is played as (a reading of that kind, else the first);
    raises SetError (with the rule) for cards that are no set. The deal rules on the reading that stands."""
    readings = table.shapes.parse(text)
    return next((s for s in readings if table.shapes.kinds[s.kind].name == kind), readings[0])


# Playing -----------------------------------------------------------------------------------------------------

def run_deal(deal: Deal, agents, number: int, check: bool = True) -> list[dict]:
    """Play a deal to its end with the agents; returns its actions as data."""
    table = deal.t
    taken = []
    steps = 0
    while not deal.over:
        seat = deal.turn()
        action = agents[seat].act(deal, seat)
        if check and not deal.offered(seat, action):  # (one the referee itself just listed as legal is)
            r = deal.ruling(seat, action)
            if not r.legal:
                raise Illegal(seat, action, r, {"deal": number, "action": len(taken) + 1, "seat": seat})
        taken.append(action_to_data(table, deal.phase, seat, action))
        deal.apply(seat, action)
        steps += 1
        if steps > STEP_LIMIT:
            raise Unending(f"deal {number} took more than {STEP_LIMIT} decisions")
    return taken


def result_data(deal: Deal) -> dict:
    r = deal.result()
    s = r.settlement
    return {"places": list(r.places), "roles": list(r.roles), "first_lead": r.first_lead,
            "revolutionaries": list(r.revolutionaries),
            "settlement": {"kind": s.kind, "seats": list(s.seats), "teams": dict(s.teams), "swept": s.swept,
                           "rule": in_record(s.rule)},
            "rounds": deal.play.rounds, **(shaped_result(deal) if getattr(deal, "shaped", False) else {})}


def shaped_result(deal) -> dict:
    """What a deal of shaped sets adds to its result: the cards left in each hand, the stake where there is one, the
    level it was played at and the teams' levels before it where the rules keep levels."""
    out = {"left": list(deal.play.left)}
    if deal.rules.bidding is not None:
        out["stake"] = deal.stake()
    if deal.tribute is not None:
        out["tribute"] = deal.tribute.as_data()
    if deal.standing is not None:
        out["level"], out["levels"] = deal.standing.level, [deal.rules.levels.ladder[i] for i in deal.standing.teams]
        if deal.standing.won is not None:
            out["won_before"] = f"team {deal.standing.won}"
        if deal.rules.levels.failures:  # 打A三次不过: each team's failures at its defended level so far
            out["failures"] = list(deal.standing.failures)
    return out


def following(table, deal, result: dict) -> Previous:
    """What the next deal needs of this one (its result as data): the places, a sweep, the teams' levels after it."""
    standing = getattr(deal, "standing", None)
    if standing is not None:
        from . import levels
        places, teams = result["places"], result["settlement"]["teams"]
        team = table.seating.alternate_team(places[0])
        partner_last = len(places) > 2 and table.seating.alternate_team(places[-1]) == team
        standing = levels.after(table.rules, standing, team, teams.get(f"team {team}", 0), partner_last)
    return Previous(tuple(result["places"]), result["settlement"]["swept"], standing)


def agreements(names) -> frozenset:
    """What the players agreed before the match (rules.AGREEMENTS); ValueError naming an unknown one."""
    unknown = [n for n in names if n not in AGREEMENTS]
    if unknown:
        raise ValueError(f"unknown agreement `{unknown[0]}`; the agreements are {', '.join(AGREEMENTS)}")
    return frozenset(names)


def play_match(table: Table, seed: int | None, agents, deals: int = 1, on_deal=None, names=None,
               check: bool = True, decks=None, agreed=(), into: dict | None = None) -> dict:
    """Play `deals` deals and return the match record. `decks` (an iterable of deck orders, a void deal's new deck
    too) deals by hand instead of shuffling: the record's seed is then null. `agreed`: what the players agreed before
    the match (a rule the variant gives only by agreement, as Gouji's tribute). The record is built in `into` when
    given, so that a caller whose player quits (an exception) still has the deals played in full. (The garbage
    collector's older generations run rarely meanwhile, as for the trick-taking matches: runtime/collector.py.)"""
    with collector.rarely():
        return _play_match(table, seed, agents, deals, on_deal, names, check, decks, agreements(agreed), into)


def _play_match(table: Table, seed, agents, deals: int, on_deal, names, check: bool, decks, agreed,
                into=None) -> dict:
    rules = table.rules
    rng = deck_rng(seed)
    by_hand = None if decks is None else iter(decks)
    if by_hand is not None:
        seed = None
    record = into if into is not None else {}
    record.update({"format": FORMAT, "family": "climbing", "variant": rules.id, "seed": seed,
                   "players": list(names or [type(a).__name__ for a in agents]), "deals": [],
                   "totals": [0] * rules.players})
    if agreed:
        record["agreed"] = sorted(agreed)
    previous: Previous | None = None
    first_receiver = FIRST_RECEIVER
    for number in range(1, deals + 1):
        redeals = []
        while True:
            order = shuffled(rules, rng) if by_hand is None else list(next(by_hand))
            deal = new_deal(table, order, first_receiver, previous, agreed)
            taken = run_deal(deal, agents, number, check)
            if not deal.void:
                break
            redeals.append({"deck": order, "actions": taken})
            if len(redeals) >= REDEAL_LIMIT:
                raise Unending(f"deal {number}: {REDEAL_LIMIT} void deals in a row")
        entry = {"number": number, "first_receiver": first_receiver, "redeals": redeals, "deck": order,
                 "actions": taken, "result": result_data(deal)}
        record["deals"].append(entry)
        seats = entry["result"]["settlement"]["seats"]
        record["totals"] = [t + s for t, s in zip(record["totals"], seats)]
        previous = following(table, deal, entry["result"])
        if on_deal is not None:
            on_deal(deal, entry)
    return record
