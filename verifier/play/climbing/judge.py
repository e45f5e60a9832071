"""The judge of the climbing family's game records.

A record (`runtime/climbing/match.py` writes it) holds the variant, the seed, the players, what they agreed before the
match (`agreed`, when anything), and for every deal: the
first receiver, the deck in deal order (void deals first, under `redeals`), every decision (`seat`, `phase`, `kind`,
and the `set` in notation, the `card` called or returned), and the result (places, roles, the settlement with its
rule). The judge replays the decisions through the engine: the first illegal one is reported with where, why and the
rule (file:line); a result that differs from what the rules give is reported at the deal.
"""
from __future__ import annotations

from ..records import Verdict
from ...runtime.climbing.deal import deck
from ...runtime.climbing.game import Deal, Previous
from ...runtime.climbing.match import action_from_data, agreements, result_data
from ...runtime.climbing.sets import SetError


def judge(record: dict, game) -> Verdict:
    """Replay a climbing record with the game's rules."""
    if game is None:
        return Verdict(False, 0, {"record": "variant"}, f"unknown variant `{record.get('variant')}`")
    if record.get("variant") != game.id:
        return Verdict(False, 0, {"record": "variant"},
                       f"the record is of `{record.get('variant')}`, not `{game.id}`")
    table = game.table
    try:
        agreed = agreements(record.get("agreed", []))
    except (TypeError, ValueError) as exc:
        return Verdict(False, 0, {"record": "agreed"}, str(exc))
    previous: Previous | None = None
    deals = record.get("deals")
    if not isinstance(deals, list):
        return Verdict(False, 0, {"record": "deals"}, "a record holds a list of deals")
    for number, entry in enumerate(deals, start=1):
        if not isinstance(entry, dict):
            return Verdict(False, number - 1, {"deal": number}, "a deal is a JSON object")
        for redeal in entry.get("redeals", []):
            verdict, deal = _replay(table, redeal, entry, previous, number, "redeal", agreed)
            if verdict is not None:
                return Verdict(False, number - 1, *verdict)
            if not deal.void:
                return Verdict(False, number - 1, {"deal": number, "redeal": True},
                               "a deal recorded as void is not void by the rules", table.rules.end_rule)
        verdict, deal = _replay(table, entry, entry, previous, number, "deal", agreed)
        if verdict is not None:
            return Verdict(False, number - 1, *verdict)
        if deal.void:
            return Verdict(False, number - 1, {"deal": number}, "the deal is void by the rules but is not recorded "
                           "as a redeal", table.rules.end_rule)
        stated, actual = entry.get("result"), result_data(deal)
        if stated is not None:
            for key in ("places", "roles", "settlement"):
                if stated.get(key) != actual[key]:
                    rule = actual["settlement"]["rule"] if key == "settlement" else table.rules.end_rule
                    return Verdict(False, number - 1, {"deal": number, "result": key},
                                   f"the record states {key} {stated.get(key)}, the rules give {actual[key]}", rule)
        previous = Previous(tuple(actual["places"]), actual["settlement"]["swept"])
    return Verdict(True, len(deals))


def _replay(table, source: dict, entry: dict, previous, number: int, what: str, agreed=frozenset()):
    """Replay one dealing of a deal; (None, deal) when every action is legal, else ((where, reason, rule), deal)."""
    order = source.get("deck")
    if not isinstance(order, list) or sorted(map(str, order)) != sorted(_deck(table)):
        return ({"deal": number, what: "deck"}, "the deck is not the variant's decks", table.rules.deal.rule), None
    try:
        deal = Deal(table, list(order), int(entry.get("first_receiver", 0)), previous, agreed)
    except ValueError as exc:
        return ({"deal": number}, str(getattr(exc, "message", exc)), getattr(exc, "rule", "")), None
    actions = source.get("actions", [])
    for index, data in enumerate(actions, start=1):
        where = {"deal": number, "action": index}
        if what == "redeal":
            where["redeal"] = True
        if not isinstance(data, dict) or not isinstance(data.get("seat"), int):
            return (where, "an action is an object with a seat", ""), deal
        where["seat"] = data["seat"]
        try:
            action = action_from_data(table, data)
        except SetError as error:
            return (where, error.message, error.rule), deal
        ruling = deal.ruling(data["seat"], action)
        if not ruling.legal:
            return (where, ruling.reason, ruling.rule), deal
        deal.apply(data["seat"], action)
    if not deal.over:
        return ({"deal": number, "action": len(actions) + 1},
                f"the record ends before the deal does (seat {deal.turn()} is to {deal.mode()})",
                table.rules.end_rule), deal
    return None, deal


def _deck(table) -> list[str]:
    return sorted(deck(table.rules))
