"""A climbing record as the replay page steps through it: each deal set by set (every decision, and the engine's own
passes and closes), with every hand, the standing set and the places after each step, and the referee's reason and
rule for it (play/climbing/narrate.py), in both languages (the rulebook's words)."""
from __future__ import annotations

from ...play.climbing.narrate import dealt, narrate
from ...rulebook.climbing.learn import WORDS
from ...runtime.climbing.game import Previous
from ...runtime.climbing.sets import SetError

LANGS = ("en", "zh")


def _words(lang: str, key: str, values: dict) -> str:
    values = dict(values)
    if "who" in values:
        values["who"] = WORDS[lang].get(values["who"], values["who"])
    if "out" in values:
        values["out"] = WORDS[lang]["player"].format(seat=values["out"])
    return WORDS[lang].get(key, key).format(**values)


def _snapshot(deal) -> dict:
    ranks = deal.t.ranks
    play = deal.play
    if deal.phase == "calling":
        hands = [sorted(h, key=lambda c: (-ranks.rank_of(c), c)) for h in deal.cards]
    else:
        counts = play.hands if play is not None else deal.tribute.hands if deal.tribute is not None else deal.counts
        hands = [ranks.format_counts(h).split() for h in counts]
    return {"phase": deal.phase, "hands": hands, "round": play.rounds if play is not None else 0,
            "standing": ranks.format(play.standing) if play is not None and play.standing is not None else None,
            "standing_player": play._player if play is not None and play.standing is not None else None,
            "places": list(play.places) if play is not None else [], "roles": deal.roles() if deal.over else None,
            "folded": list(deal.revolutionaries)}


def deals(record: dict, game) -> list[dict]:
    table = game.table
    previous = None
    out = []
    for number, entry in enumerate(record.get("deals") or [], 1):
        try:
            deal = dealt(table, entry, previous)
        except (ValueError, KeyError, TypeError):  # the judge's verdict says what is wrong with it
            break
        steps = [{"seat": None, "text": {lang: WORDS[lang]["before"].rstrip(":：") for lang in LANGS},
                  "state": _snapshot(deal)}]
        try:
            for step, after in narrate(table, entry, previous, deal):
                steps.append({
                    "seat": step.seat, "round": step.round, "set": step.set, "auto": step.auto, "kind": step.kind,
                    "text": {lang: _words(lang, *step.said) for lang in LANGS},
                    "why": {lang: "".join(_words(lang, key, values) for key, values in step.why) for lang in LANGS},
                    "rule": step.rule, "out": [list(o) for o in step.out], "state": _snapshot(after)})
        except (SetError, KeyError, TypeError, ValueError):  # a decision that is no action: the verdict says so
            pass
        result = entry.get("result") or {}
        out.append({"number": number, "steps": steps, "result": result})
        if not deal.over or deal.void:
            break
        r = deal.result()
        previous = Previous(tuple(r.places), r.settlement.swept)
    return out
