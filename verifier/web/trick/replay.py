"""A trick-taking record as the replay page steps through it: each deal replayed through the engine by the judge's
recorded seats (play/trick/replay.py), trick by trick: every hand at the trick's start, each play with the referee's
ruling of it (why a follow was legal, the combination led, a throw that failed) and the rule, the winner and points;
the deal's declaring before, its settlement after."""
from __future__ import annotations

from ...play.reasons_zh import zh
from ...play.trick.replay import Book, RecordedSeat, read_cards
from ...runtime.trick import ids as I
from ...runtime.trick.combos import kind_of_ids
from ...runtime.trick.game import play_deal
from ...runtime.trick.match import chance_rng
from ...runtime.trick.play.follow import follow_ids
from ...runtime.trick.state import EngineError, Illegal


class _Watching:
    """A recorded seat whose leads and follows are noted with the hands and the ruling at that moment."""

    def __init__(self, inner, plays: list):
        self.inner, self.plays = inner, plays

    def __getattr__(self, name):
        return getattr(self.inner, name)

    def lead(self, deal, seat):
        hands = [I.names(deal.hand_ids(s)) for s in range(deal.n)]
        cards = list(self.inner.lead(deal, seat))
        kind = kind_of_ids(cards, deal.order)
        self.plays.append({"trick": len(deal.tricks), "seat": seat, "hands": hands, "kind": kind,
                           "reason": "", "rule": deal.ref("throw") if kind == "throw" else deal.ref("follow")})
        return cards

    def follow(self, deal, seat):
        cards = list(self.inner.follow(deal, seat))
        ruling = follow_ids(deal.hands[seat], deal.current[0][1], cards, deal.order)
        self.plays.append({"trick": len(deal.tricks), "seat": seat, "reason": ruling.reason, "rule": ruling.rule})
        return cards


def _trick(number: int, trick: dict, noted: list[dict]) -> dict:
    rulings = {p["seat"]: p for p in noted if p["trick"] == number}
    plays = []
    for play in trick["plays"]:
        ruled = rulings.get(play["player"], {})
        plays.append({"player": play["player"], "cards": play["cards"], "attempted": play.get("attempted"),
                      "kind": ruled.get("kind"), "reason": {"en": ruled.get("reason", ""),
                                                            "zh": zh(ruled.get("reason", ""))},
                      "rule": ruled.get("rule", "")})
    lead = next((p for p in noted if p["trick"] == number and "hands" in p), None)
    return {"trick": number + 1, "plays": plays, "winner": trick["winner"], "points": trick["points"],
            "hands": lead["hands"] if lead else None}


def deals(record: dict, game) -> list[dict]:
    engine = game.engine
    match = engine.new_match(game.rules.players)
    chance = chance_rng(record.get("seed"))
    out = []
    for number, entry in enumerate(record.get("deals") or [], 1):
        noted: list[dict] = []
        book = Book(entry)
        agents = [_Watching(RecordedSeat(seat, book), noted) for seat in range(game.rules.players)]
        try:
            where = {"deal": number}
            decks = [read_cards(r["deck"], where, "deck") for r in entry.get("redeals") or []] + \
                [read_cards(entry["deck"], where, "deck")]
            deal = play_deal(engine, match, agents, None, chance, decks)
        except (Illegal, EngineError, KeyError, TypeError, ValueError):  # the judge's verdict says what is wrong
            break
        out.append({"number": number, "level": deal.level, "trump": deal.trump, "declarer": deal.declarer,
                    "declarations": [d.to_record() for d in deal.declarations], "kitty": I.names(deal.kitty),
                    "buried": entry.get("buried") or [], "friend_call": entry.get("call"),
                    "tricks": [_trick(k, t, noted) for k, t in enumerate(deal.tricks)], "result": deal.result})
    return out
