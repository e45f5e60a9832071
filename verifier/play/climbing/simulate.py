"""Simulation of a climbing variant: matches of a few deals with runtime players, the invariants of every deal
checked, statistics printed.

Invariants: every action a player takes is legal; every deal ends (within the step limit); cards are conserved
(every card of the decks is in a hand, played, folded or set aside, at every deal's end); the places are an order of
the seats; the settlement sums as the variant says (to zero where the table is zero-sum; never below zero where only
positive scores count).
"""
from __future__ import annotations

import json
import os
import time
from collections import Counter

from ...runtime.climbing import deal as D
from ...runtime.climbing.match import Illegal, Unending, play_match
from .players import make, player_rng


def match_seed(seed: int, index: int) -> int:
    return seed * 1_000_003 + index


def deal_violations(rules, entry: dict) -> list[str]:
    """The invariants a finished deal's record entry breaks (the deal itself is checked by the engine as it goes)."""
    out = []
    result = entry["result"]
    places = result["places"]
    if sorted(places) != list(range(rules.players)):
        out.append(f"deal {entry['number']}: the places {places} are not an order of the seats")
    seats = result["settlement"]["seats"]
    table = rules.table(result["settlement"]["kind"])
    if table is not None and table.zero_sum and sum(seats) != 0:
        out.append(f"deal {entry['number']}: the settlement {seats} does not sum to zero")
    if table is not None and table.positive_only and min(seats) < 0:
        out.append(f"deal {entry['number']}: a negative score {seats} where only positive scores count")
    played = sum(len(a["set"].split()) for a in entry["actions"] if "set" in a)
    if played > len(D.deck(rules)):
        out.append(f"deal {entry['number']}: {played} cards played from a deck of {len(D.deck(rules))}")
    return out


def play_one(game, index: int, seed: int, players, count: int, check: bool = True, make_agent=make,
             keep_record: bool = False) -> dict:
    """Match `index` of a run (seed `seed`), `count` deals: what the statistics need of each deal, the violations
    in the order they are found, and the record when asked for. A match whose play raised (an illegal action, an
    unending deal) has no deals; its `count` deals are counted as played, as the whole match then replays them.
    Each match's seed comes from the run's seed and its index alone, so a worker plays it as this process would."""
    rules = game.rules
    mseed = match_seed(seed, index)
    agents = [make_agent(kind, player_rng(mseed, s)) for s, kind in enumerate(players)]
    conserved: list[tuple[int, str]] = []

    def on_deal(deal, entry):
        if deal.cards_in_play() != len(deal.order):
            conserved.append((entry["number"], f"deal {entry['number']}: {deal.cards_in_play()} cards of "
                                               f"{len(deal.order)}"))

    found = {"index": index, "seed": mseed, "count": count, "deals": [], "violations": [], "record": None,
             "failed": False}
    try:
        record = play_match(game.table, mseed, agents, count, on_deal, list(players), check)
    except (Illegal, Unending) as exc:
        # an illegal action names its deal; an unending deal only says it (the whole match then replays it)
        found["violations"] = [(getattr(exc, "where", {}).get("deal") or count, f"match {index} (seed {mseed}): {exc}")]
        found["failed"] = True
        return found
    found["violations"] = [(number, f"match {index}: {text}") for number, text in conserved]
    for entry in record["deals"]:
        texts = deal_violations(rules, entry)
        found["violations"] += [(entry["number"], f"match {index}: {v}") for v in texts]
        found["deals"].append(summary(entry, texts))
    if keep_record:
        found["record"] = record
    return found


def summary(entry: dict, violations: list[str]) -> dict:
    """One deal as the statistics and a JSON Lines stream need it: its places and roles, how it was settled, the
    sweeps, revolutions and void deals, its decisions, the invariants it broke."""
    result = entry["result"]
    return {"places": result["places"], "roles": result["roles"], "table": result["settlement"]["kind"],
            "settlement": result["settlement"]["seats"], "first_out": result["roles"][result["places"][0]],
            "swept": result["settlement"]["swept"], "revolutions": len(result["revolutionaries"]),
            "void_deals": len(entry["redeals"]), "decisions": len(entry["actions"]), "violations": violations}


class Accumulator:
    """The statistics of a run, merged match by match in match order (whatever played them): counts only, so
    that memory does not grow with the deals."""

    def __init__(self, rules, players):
        self.rules, self.players = rules, tuple(players)
        self.kinds, self.first_roles = Counter(), Counter()
        self.swept = self.revolutions = self.voids = self.actions = self.deals = self.matches = 0
        self.violations = 0
        self.examples: list[str] = []
        self.first: dict | None = None  # the first violation: its match, the match's seed, the deal, the deals through it

    def add(self, found: dict) -> None:
        for number, text in found["violations"]:
            if self.first is None:
                self.first = {"text": text, "match": found["index"], "seed": found["seed"], "deal": number,
                              "through": self.deals + number}
            self.violations += 1
            if len(self.examples) < 10:
                self.examples.append(text)
        for deal in found["deals"]:
            self.kinds[deal["table"]] += 1
            self.first_roles[deal["first_out"]] += 1
            self.swept += deal["swept"]
            self.revolutions += deal["revolutions"]
            self.voids += deal["void_deals"]
            self.actions += deal["decisions"]
        self.deals += found["count"] if found["failed"] else len(found["deals"])
        self.matches += 1

    def statistics(self, seed: int, elapsed: float) -> dict:
        played = self.deals
        return {"variant": self.rules.id, "family": "climbing", "deals": played, "matches": self.matches,
                "seed": seed, "players": list(self.players), "seconds": round(elapsed, 3),
                "deals_per_second": round(played / elapsed, 1) if elapsed else None,
                "decisions_per_deal": round(self.actions / played, 1) if played else 0,
                "tables": dict(self.kinds), "first_out_by_role": dict(self.first_roles), "sweeps": self.swept,
                "revolutions": self.revolutions, "void_deals": self.voids,
                "invariants": {"violations": self.violations, "examples": self.examples},
                "first_violation": self.first}


def write_record(record_dir: str, index: int, record: dict) -> None:
    os.makedirs(record_dir, exist_ok=True)
    with open(os.path.join(record_dir, f"match-{index:05d}.json"), "w", encoding="utf-8") as handle:
        json.dump(record, handle, ensure_ascii=False)


def seats(rules, players) -> tuple:
    """The players' kinds, one a seat (one kind for every seat; random by default)."""
    players = tuple(players or ("random",) * rules.players)
    return players * rules.players if len(players) == 1 else players


def simulate(game, games: int, seed: int = 1, players=None, deals_per_match: int = 4, record_dir: str | None = None,
             check: bool = True, make_agent=make) -> dict:
    """Play `games` deals in matches of `deals_per_match`, in this process; `make_agent(kind, rng)` builds a player
    (by default the random and greedy ones of players.py). `verifier simulate` plays the same matches on any
    backend (verifier/play/simulate.py, with the registry's players, which know every kind)."""
    players = seats(game.rules, players)
    acc = Accumulator(game.rules, players)
    start = time.perf_counter()
    index = 0
    while acc.deals < games:
        found = play_one(game, index, seed, players, min(deals_per_match, games - acc.deals), check, make_agent,
                         bool(record_dir))
        acc.add(found)
        if found["record"] is not None:
            write_record(record_dir, index, found["record"])
        index += 1
    return acc.statistics(seed, time.perf_counter() - start)


def render_text(stats: dict) -> str:
    lines = [f"{stats['variant']}: {stats['deals']} deal(s) in {stats['matches']} match(es), seed {stats['seed']}, "
             f"players {', '.join(stats['players'])}: {stats['seconds']} s ({stats['deals_per_second']} deals/s), "
             f"{stats['decisions_per_deal']} decisions a deal",
             "settled by: " + ", ".join(f"{k} {v}" for k, v in sorted(stats["tables"].items())),
             "first out: " + ", ".join(f"{k} {v}" for k, v in sorted(stats["first_out_by_role"].items())),
             f"sweeps {stats['sweeps']}, revolutions {stats['revolutions']}, void deals {stats['void_deals']}",
             f"invariant violations: {stats['invariants']['violations']}"]
    lines += [f"  {v}" for v in stats["invariants"]["examples"]]
    return "\n".join(lines) + "\n"
