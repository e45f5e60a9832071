"""A climbing deal told decision by decision: each decision of a recorded deal replayed through the engine, with
what the rules asked of it at that moment and the rule cited, and the steps the engine took itself among them (a pass
of a seat that cannot beat, the close of a dead set), and who went out.

A legal decision has no refusal to quote, so the reason told is the requirement it met: the beat relation's
requirement for the standing set, the answering rights of a gouji set, the wind, the first lead. Reasons and
decisions are word keys with their values (`Step.said`, `Step.why`), put in words by each reader in its language
(the rulebook's worked round and the web's replay, whose words are rulebook/climbing/learn.py's `WORDS`).
"""
from __future__ import annotations

from typing import Iterator, NamedTuple

from ...runtime.climbing import actions as A
from ...runtime.climbing.game import Deal
from ...runtime.climbing.match import action_from_data, new_deal

SAID = {A.CALL: "calls", A.PASS_CALL: "pass-call", A.SEIZE: "seize", A.OPEN: "open", A.HIDDEN: "hidden",
        A.REVOLT: "revolt", A.KEEP: "keep", A.RETURN: "return", A.ACCEPT: "accept", A.REFUSE: "refuse",
        A.BID: "bids"}

# A decision whose words depend on the phase it is taken in (a decline of the seize, the 够死级 chances kept).
PHASE_SAID = {("calling", A.DECLINE): "no-seize", ("chances", A.KEEP): "keep-chances",
              ("chances", A.DECLINE): "decline-chances", ("tribute", A.KEEP): "keep-last",
              ("tribute", A.SWAP): "swap-last", ("bidding", A.PASS): "pass-bid"}


class Step(NamedTuple):
    seat: int
    round: int  # 0 before the first lead
    said: tuple[str, dict]  # the decision: (word key, values)
    why: tuple[tuple[str, dict], ...]  # what the rules asked of it: (word key, values), in order
    rule: str  # the rules cited, "file:line" separated by spaces
    set: str | None = None  # the set played or burnt, in notation
    out: tuple[tuple[int, int], ...] = ()  # (seat, place) of who went out with it
    auto: bool = False  # a step the engine took itself
    kind: str = ""


def dealt(table, entry: dict, previous=None) -> Deal:
    """A recorded deal (an entry of a match record) as dealt, before its first decision."""
    return new_deal(table, list(entry["deck"]), int(entry.get("first_receiver", 0)), previous)


def narrate(table, entry: dict, previous=None, deal: Deal | None = None) -> Iterator[tuple[Step, Deal]]:
    """The steps of a recorded deal, each with the deal as it stands after it (`deal`: the deal as dealt)."""
    deal = deal if deal is not None else dealt(table, entry, previous)
    first = True
    last_set: tuple[int, int] | None = None  # (seat, round) of the last set played, for the wind
    for data in entry["actions"]:
        seat = data["seat"]
        action = action_from_data(table, data)
        play = deal.play
        round_before = play.rounds if play else 0
        auto_before = len(play.auto) if play else 0
        out_before = len(play.places) if play else 0
        wind = None  # the last set of the round before was a finisher's, and nobody beat it: the wind (接风)
        if play is not None and play.standing is None and last_set is not None and last_set[1] == round_before - 1 \
                and last_set[0] in play.places and last_set[0] != seat:
            wind = last_set[0]
        said, why, rule = explain(deal, seat, action, first, wind)
        standing = action.set if action.kind in (A.PLAY, A.BURN) else (play.standing if play else None)
        first = first and deal.phase != "play"
        ruling = deal.ruling(seat, action)
        if not ruling.legal:  # a record the judge refuses: the steps stop where it breaks a rule
            return
        deal.apply(seat, action)
        play = deal.play
        out = ()
        if play is not None and len(play.places) > out_before:
            out = tuple((s, play.places.index(s) + 1) for s in play.places[out_before:])
        if action.kind in (A.PLAY, A.BURN):
            last_set = (seat, round_before)
        shown = table.ranks.format(action.set) if action.kind in (A.PLAY, A.BURN) else None
        yield Step(seat, round_before, said, why, rule, shown, out, kind=action.kind), deal
        if play is not None:
            text = table.ranks.format(standing) if standing is not None else ""
            for auto_seat, auto in play.auto[auto_before:]:
                if auto.kind == A.PASS:
                    yield Step(auto_seat, round_before, ("auto-pass", {}), (("r-auto", {"standing": text}),),
                               table.rules.beat.rule, auto=True, kind=A.PASS), deal
                else:
                    yield Step(auto_seat, round_before, ("closes", {}), (("r-close", {}),), table.rules.beat.rule,
                               auto=True, kind=A.CLOSE), deal


def explain(deal: Deal, seat: int, action: A.Action, first: bool, wind_from: int | None):
    """(said, why, rule) of a decision about to be taken."""
    rules, table = deal.rules, deal.t
    kind = action.kind
    if deal.phase != "play":
        card = ""
        if action.card is not None:
            card = action.card if isinstance(action.card, str) else "".join(x or "" for x in action.card)
        if action.rank is not None:
            card = str(action.rank) if kind == A.BID else table.ranks.names[action.rank]
        reason = {A.CALL: "r-call", A.OPEN: "r-guard", A.HIDDEN: "r-guard", A.BID: "r-bid"}.get(kind)
        if deal.phase == "bidding":
            said = PHASE_SAID.get((deal.phase, kind)) or SAID.get(kind, "other")
            if kind == A.BID and rules.bidding.by == "call-and-rob":  # a call (a bid of 1) or a rob (the doubled stake)
                said, reason = ("calls-landlord", "r-call-landlord") if action.rank == 1 else ("robs", "r-rob")
            return (said, {"card": card, "kind": kind}), ((reason, {}),) if reason else (), rules.bidding.rule
        calling = rules.calling
        rule = ((calling.seize_rule or calling.rule) if calling and kind == A.SEIZE
                else (calling.forced_rule or calling.rule) if calling and deal.mode() == "forced"
                else calling.rule if calling and kind in (A.CALL, A.PASS_CALL, A.OPEN, A.HIDDEN)
                else rules.revolution.rule if rules.revolution and kind in (A.REVOLT, A.KEEP)
                else rules.tribute.rule if rules.tribute else "")
        said = PHASE_SAID.get((deal.phase, kind)) or SAID.get(kind, "other")
        if deal.phase == "chances":
            rule = rules.revolution.chances_rule
        return (said, {"card": card, "kind": kind}), ((reason, {}),) if reason else (), rule
    play = deal.play
    standing = play.standing
    if kind == A.PLAY and standing is None:
        said = ("leads", {"set": table.ranks.format(action.set)})
        if first:
            return said, (("r-first-lead", {"who": f"lead={rules.first_lead.first}"}),), rules.first_lead.rule
        if wind_from is not None:
            return said, (("r-wind", {"out": wind_from}),), rules.round.wind_rule
        return said, (("r-lead", {}),), rules.round.rule
    if kind == A.PLAY and getattr(deal, "shaped", False):
        return ("beats", {"set": table.ranks.format(action.set)}), *_shaped_beat(deal, action.set, standing)
    if kind in (A.PLAY, A.BURN):
        req = table.relation.requirement(standing)
        shown = table.ranks.format(standing)
        why = [("r-beat", {"n": req.cards, "standing": shown}) if req.cards is not None
               else ("r-beat-any", {"standing": shown})]
        if req.big:
            why.append(("r-big", {"n": req.big}))
        elif req.jokers:
            why.append(("r-jokers", {"n": req.jokers}))
        rule = req.rule
        played = table.ranks.format(action.set)
        if kind == A.BURN:
            return ("burns", {"set": played}), (("r-burn", {}), *why), rules.burning.rule
        if play._final_for == seat:  # the last set of a player out first or second: their opposite's (够死级)
            why.append(("r-final", {"standing": shown, "opposite": seat}))
            rule = f"{rule} {rules.final_gouji.rule}"
        elif play._gouji_now(standing) and table.seating.opposite(play._player) == seat:
            why.append(("r-gouji", {"standing": shown, "opposite": seat}))
            rule = f"{rule} {rules.gouji_sets.rule}"
        return ("beats", {"set": played}), tuple(why), rule
    if kind == A.PASS:
        return ("passes", {}), (("r-pass", {}),), rules.round.rule
    if kind == A.DEFER:
        return ("defers", {}), (("r-defer", {}),), rules.round.defer.rule if rules.round.defer else ""
    if kind == A.DECLINE:
        return ("declines", {}), (), rules.burning.rule if rules.burning else ""
    return ("other", {"kind": kind}), (), ""


def _shaped_beat(deal, s, standing) -> tuple[tuple, str]:
    """(why, rule) of a beat of shaped sets: a bomb over a set that is none, a higher bomb, a higher kind on the
    ladder, or a higher set of the standing set's kind and length."""
    rules, shapes = deal.rules, deal.t.shapes
    mine, theirs = shapes.kinds[s.kind], shapes.kinds[standing.kind]
    shown = deal.t.ranks.format(standing)
    if mine.bomb >= 0:
        return (("r-bomb", {"standing": shown}),), rules.beat.bombs_rule or rules.beat.rule
    if mine.index != theirs.index:
        return (("r-ladder", {"standing": shown}),), rules.beat.ladders[mine.ladder[0]][1]
    return (("r-beat-kind", {"standing": shown}),), rules.beat.rule
