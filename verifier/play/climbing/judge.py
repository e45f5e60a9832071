"""The judge of the climbing family's game records.

A record (`runtime/climbing/match.py` writes it; `climbing-record.schema.json` beside play/records.py is its schema,
checked before this judge) holds the variant, the seed, the players, what they agreed before the match (`agreed`, when
anything: the deals are replayed under it), and for every deal its number, the first
receiver, the deck in deal order (void deals first, under `redeals`), every decision (`seat`, `phase`, `kind`, and the
`set` in notation, the `card` called or returned), and the result (places, roles, first lead, revolutionaries, the
settlement with its rule, the rounds); the match's `totals` last. Nothing is trusted: the decks are dealt again from
the seed, each decision is ruled on and written back as the engine writes it, and the deal's record is then compared
field by field, to the type, with the one the engine writes of the replay (recorddiff.py). The first illegal action or
wrong fact, in the order of the game, is the verdict, with where, why and the rule (file:line).
"""
from __future__ import annotations

from ..recorddiff import first_difference, show
from ..records import CLIMBING, SCHEMA_FILES, Verdict, legacy_citations, located
from ...runtime.climbing.deal import DealError, deck
from ...runtime.climbing.game import Deal, Previous
from ...runtime.climbing.match import (FIRST_RECEIVER, REDEAL_LIMIT, action_from_data, action_to_data, agreements,
                                       deck_rng, following, new_deal, result_data, shuffled)
from ...runtime.climbing.sets import SetError

# The keys of a deal's record and of its result in the order of the game, so that the first difference found is the
# earliest; a settlement is stated whole (leaving out `swept`, or a team's score, would state another settlement).
DEAL_ORDER = ("number", "first_receiver", "redeals", "deck", "actions", "result")
RESULT_ORDER = ("revolutionaries", "first_lead", "rounds", "tribute", "levels", "level", "won_before", "failures", "places",
                "left", "roles",
                "stake", "settlement")
WHOLE = frozenset({("settlement",), ("settlement", "teams")})


class Wrong(Exception):
    """The first illegal action or wrong fact of a record: where, why, and the rule."""

    def __init__(self, where: dict, reason: str, rule: str = ""):
        super().__init__(reason)
        self.where, self.reason, self.rule = where, reason, rule


def judge(record: dict, game) -> Verdict:
    """Replay a climbing record with the game's rules (play/judge.py checks the record's schema and loads its
    variant)."""
    if game is None:
        return Verdict(False, 0, {"record": "variant"}, f"unknown variant `{record.get('variant')}`")
    if getattr(game, "family", "") != CLIMBING:
        return Verdict(False, 0, {"record": "variant"}, f"the record is a climbing record, but `{game.rules.id}` is a "
                       "trick-taking variant", SCHEMA_FILES[CLIMBING])
    if record.get("variant") != game.id:
        return Verdict(False, 0, {"record": "variant"}, f"the record is of `{record.get('variant')}`, not `{game.id}`")
    if record.get("format") == 1:  # its rules cited by the path they were read from
        record = legacy_citations(record)
    rules, deals = game.rules, record["deals"]
    if len(record["players"]) != rules.players:
        return Verdict(False, 0, {"record": "players"}, f"the record has {len(record['players'])} player(s); "
                       f"{rules.id} is played by {rules.players}", rules.teams.rule or rules.deal.rule)
    shuffler = deck_rng(record["seed"]) if record.get("seed") is not None else None
    try:
        agreed = agreements(record.get("agreed", []))
    except ValueError as exc:
        return Verdict(False, 0, {"record": "agreed"}, str(exc), rules.tribute.rule if rules.tribute else "")
    previous: Previous | None = None
    totals = [0] * rules.players
    for number, entry in enumerate(deals, start=1):
        try:
            ours, deal = _judge_deal(game.table, entry, number, previous, shuffler, agreed)
        except Wrong as wrong:
            return Verdict(False, number - 1, wrong.where, wrong.reason, wrong.rule)
        result = ours["result"]
        previous = following(game.table, deal, result)
        totals = [t + s for t, s in zip(totals, result["settlement"]["seats"])]
    if "totals" in record and first_difference(record["totals"], totals):
        return Verdict(False, len(deals), {"record": "totals"}, f"the record's totals are {show(record['totals'])}; "
                       f"the {len(deals)} deal(s) of the record give {show(totals)} (each seat's scores summed)",
                       rules.settlement[0].rule if rules.settlement else "")
    return Verdict(True, len(deals))


def _judge_deal(table, entry: dict, number: int, previous: Previous | None, shuffler, agreed=frozenset()):
    """The engine's record of one deal of the record, replayed; raises Wrong at its first illegal action or fact."""
    rules = table.rules
    where = {"deal": number}
    for key, value in (("number", number), ("first_receiver", FIRST_RECEIVER)):  # before the cards are dealt
        if key in entry and first_difference(entry[key], value):
            what = f"numbers this deal {show(entry[key])}; it is deal {number} of the match" if key == "number" else \
                f"deals the first card to seat {show(entry[key])}; the match deals it to seat {value} in every deal"
            raise Wrong({**where, "field": key}, f"the record {what}", rules.deal.rule)
    dealings = [*entry.get("redeals", []), entry]
    if len(dealings) > REDEAL_LIMIT:
        raise Wrong({**where, "redeal": REDEAL_LIMIT}, f"the record deals {len(dealings) - 1} void deals again; a "
                    f"match gives up after {REDEAL_LIMIT - 1}", rules.end_rule)
    redeals = []
    for index, source in enumerate(dealings):
        last = index == len(dealings) - 1
        at = where if last else {**where, "redeal": index + 1}
        order = _deck(table, source["deck"], at, shuffler)
        deal, actions = _replay(table, source["actions"], order, previous, at, agreed)
        if deal.void != (not last):
            raise Wrong(at, "a deal recorded as void is not void by the rules" if deal.void is False else
                        "the deal is void by the rules but is not recorded as a redeal", _void_rule(rules))
        if not last:
            redeals.append({"deck": order, "actions": actions})
    ours = {"number": number, "first_receiver": FIRST_RECEIVER, "redeals": redeals, "deck": order,
            "actions": actions, "result": result_data(deal)}
    found = first_difference({k: v for k, v in entry.items() if k != "result"}, ours, DEAL_ORDER)
    if found is None and "result" in entry:
        found = first_difference(entry["result"], ours["result"], RESULT_ORDER, complete=WHOLE)
        found = found and (("result", *found[0]), *found[1:])
    if found is not None:
        raise _wrong_result(found, ours, number, rules)
    return ours, deal


def _deck(table, order, where: dict, shuffler) -> list[str]:
    """The record's deck, when it is the variant's decks and (with a seed) the seed's next shuffle."""
    rules = table.rules
    if sorted(order) != sorted(deck(rules)):
        raise Wrong({**where, "field": "deck"}, "the deck is not the variant's decks", rules.deal.rule)
    if shuffler is not None:
        dealt = shuffled(rules, shuffler)
        if dealt != order:
            first = next(i for i, (a, b) in enumerate(zip(order, dealt)) if a != b)
            raise Wrong({**where, "field": "deck"}, f"the deck is not the one the match's seed shuffles (card "
                        f"{first + 1} is {order[first]}, not {dealt[first]})", rules.deal.rule)
    return list(order)


def _replay(table, actions: list, order: list[str], previous, where: dict,
            agreed=frozenset()) -> tuple[Deal, list[dict]]:
    """Replay one dealing's actions: the deal, and its actions as the engine writes them."""
    rules = table.rules
    try:
        deal = new_deal(table, list(order), FIRST_RECEIVER, previous, agreed)
    except DealError as exc:
        raise Wrong(where, exc.message, exc.rule) from None
    table = deal.t  # the table of the deal's level, where the rules keep team levels (the wild card's rank)
    written = []
    for index, data in enumerate(actions, start=1):
        at = {**where, "action": index, "seat": data["seat"]}
        if data["seat"] >= rules.players:
            raise Wrong(at, f"there is no seat {data['seat']}: {rules.id} is played by {rules.players} (seats 0 to "
                        f"{rules.players - 1})", rules.teams.rule or rules.deal.rule)
        phase = deal.phase
        try:
            action = action_from_data(table, data)
        except SetError as error:
            raise Wrong(at, error.message, error.rule) from None
        ruling = deal.ruling(data["seat"], action)
        if not ruling.legal:
            raise Wrong(at, ruling.reason, ruling.rule)
        ours = action_to_data(table, phase, data["seat"], action)
        for key in ("set", "card"):  # the cards ruled on, in the record's own notation (`9 9 SJ` is `SJ 9 9`)
            if isinstance(data.get(key), str) and key in ours:
                ours[key] = data[key]
        found = first_difference(data, ours)
        if found is not None:
            path, theirs, mine = found
            raise Wrong({**at, "field": "/".join(map(str, path))}, f"the record says {'/'.join(map(str, path))} "
                        f"{show(theirs)}; the rules give {show(mine)} ({_mode(deal)})", _phase_rule(rules, phase))
        deal.apply(data["seat"], action)
        written.append(ours)
    if not deal.over:
        raise Wrong({**where, "action": len(actions) + 1}, f"the record ends before the deal does (seat "
                    f"{deal.turn()} is to {deal.mode()})", rules.end_rule)
    return deal, written


def _mode(deal: Deal) -> str:
    return f"seat {deal.turn()} is to {deal.mode()}, in the {deal.phase}"


def _phase_rule(rules, phase: str) -> str:
    block = {"calling": rules.calling, "bidding": rules.bidding, "revolution": rules.revolution,
             "tribute": rules.tribute}.get(phase)
    return block.rule if block is not None else rules.round.rule


def _void_rule(rules) -> str:
    """The rule that voids a deal: the call nobody makes (黄庄), else too many revolutionaries."""
    if rules.calling is not None:
        return rules.calling.forced_rule or rules.calling.rule
    if rules.bidding is not None:
        return rules.bidding.rule
    return rules.revolution.rule if rules.revolution is not None else rules.end_rule


def _wrong_result(found, ours: dict, number: int, rules) -> Wrong:
    """The first difference of a deal's record from the replay, at the fact it concerns, with its rule."""
    path, theirs, mine = found
    what = "/".join(map(str, path))
    reason = f"the record says {what} {show(theirs)}; the rules give {show(mine)}"
    if path[0] != "result" or len(path) < 2:  # the deal's own shape: a redeal or an action more or less
        return Wrong({"deal": number, "field": what}, reason, rules.end_rule)
    key = path[1]
    where = {"deal": number, "result": key}
    if key == "settlement":
        rule = located(rules, ours["result"]["settlement"]["rule"])
    elif key in ("levels", "level", "won_before", "failures") and rules.levels is not None:  # the team levels' rules
        rule = rules.levels.defended_rule if key == "failures" else rules.levels.rule
    else:
        block = {"revolutionaries": rules.revolution, "first_lead": rules.first_lead, "rounds": rules.round}.get(key)
        rule = block.rule if block is not None else rules.end_rule
    return Wrong(where, reason, rule)
