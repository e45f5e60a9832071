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
import sys
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


def simulate(game, games: int, seed: int = 1, players=None, deals_per_match: int = 4, record_dir: str | None = None,
             check: bool = True, make_agent=make) -> dict:
    """Play `games` deals in matches of `deals_per_match`; `make_agent(kind, rng)` builds a player (by default the
    random and greedy ones of players.py; `verifier simulate` passes the registry's, which knows every kind)."""
    rules = game.rules
    players = tuple(players or ("random",) * rules.players)
    if len(players) == 1:
        players = players * rules.players
    violations: list[str] = []
    first: dict | None = None  # where the first violation is: its match, the match's seed, the deal, the deals through it
    kinds, first_roles, swept = Counter(), Counter(), 0
    revolutions = voids = played = actions = 0
    start = time.perf_counter()
    index = 0

    def note(texts: list[str], mseed: int, number: int) -> None:
        nonlocal first
        if texts and first is None:
            first = {"text": texts[0], "match": index, "seed": mseed, "deal": number, "through": played + number}
        violations.extend(texts)

    while played < games:
        mseed = match_seed(seed, index)
        agents = [make_agent(kind, player_rng(mseed, s)) for s, kind in enumerate(players)]
        count = min(deals_per_match, games - played)
        conserved: list[tuple[int, str]] = []

        def on_deal(deal, entry):
            if deal.cards_in_play() != len(deal.order):
                conserved.append((entry["number"], f"deal {entry['number']}: {deal.cards_in_play()} cards of "
                                                   f"{len(deal.order)}"))

        try:
            record = play_match(game.table, mseed, agents, count, on_deal, list(players), check)
        except (Illegal, Unending) as exc:
            # an illegal action names its deal; an unending deal only says it (the whole match then replays it)
            note([f"match {index} (seed {mseed}): {exc}"], mseed, getattr(exc, "where", {}).get("deal") or count)
            played += count
            index += 1
            continue
        for number, text in conserved:
            note([f"match {index}: {text}"], mseed, number)
        for entry in record["deals"]:
            note([f"match {index}: {v}" for v in deal_violations(rules, entry)], mseed, entry["number"])
            result = entry["result"]
            kinds[result["settlement"]["kind"]] += 1
            first_roles[result["roles"][result["places"][0]]] += 1
            swept += result["settlement"]["swept"]
            revolutions += len(result["revolutionaries"])
            voids += len(entry["redeals"])
            actions += len(entry["actions"])
        played += len(record["deals"])
        if record_dir:
            os.makedirs(record_dir, exist_ok=True)
            with open(os.path.join(record_dir, f"match-{index:05d}.json"), "w", encoding="utf-8") as handle:
                json.dump(record, handle, ensure_ascii=False)
        index += 1
    elapsed = time.perf_counter() - start
    return {"variant": rules.id, "family": "climbing", "deals": played, "matches": index, "seed": seed,
            "players": list(players), "seconds": round(elapsed, 3),
            "deals_per_second": round(played / elapsed, 1) if elapsed else None,
            "decisions_per_deal": round(actions / played, 1) if played else 0,
            "tables": dict(kinds), "first_out_by_role": dict(first_roles), "sweeps": swept,
            "revolutions": revolutions, "void_deals": voids,
            "invariants": {"violations": len(violations), "examples": violations[:10]}, "first_violation": first}


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


def run(args, game, make_agent=make) -> int:
    """`verifier simulate` for a climbing variant (cli dispatches here by the variant's family)."""
    players = tuple(args.players.split(",")) if args.players else None
    if players and len(players) not in (1, game.rules.players):
        print(f"verifier: simulate: {game.rules.id} is played by {game.rules.players} players; --players names "
              f"{len(players)}", file=sys.stderr)
        return 2
    try:
        stats = simulate(game, args.games, args.seed, players, min(args.deal_limit, 4), args.record,
                         make_agent=make_agent)
    except ValueError as exc:
        print(f"verifier: simulate: {exc}", file=sys.stderr)
        return 2
    if args.format == "json":
        print(json.dumps(stats, indent=2, ensure_ascii=False))
    else:
        print(render_text(stats), end="")
    return 1 if stats["invariants"]["violations"] else 0
