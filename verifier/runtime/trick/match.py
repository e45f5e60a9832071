"""A match: deals one after the other, levels carried over, until a side wins the match or a deal limit is reached.

The match's seed makes it reproducible: the deck is shuffled by `random.Random(seed)`, the variant's random choices
(a random declarer) come from `random.Random("chance:<seed>")`, and each player is given its own generator by the
caller. The record (verifier/play/records.py describes it) holds every deck and every decision, so a judge can replay it.
"""
from __future__ import annotations

import random

from .. import collector
from .engine import Engine
from .game import play_deal

FORMAT = "shengji-match"
# The record's version: 2 cites rules by the file's name and line (runtime/citation.py); 1 by the path the variant was
# read from (still judged: play/trick/judge.py reads its citations as 2 writes them).
VERSION = 2


def chance_rng(seed) -> random.Random:
    return random.Random(f"chance:{seed}")


def match_result(match, deals: int, error: str | None = None, cut: bool = False) -> dict:
    result = {"deals": deals, "over": match.over, "winner": match.winner,
              "levels": list(match.levels), "rounds": list(match.rounds), "next_declarer": match.declarer}
    if error:
        result["error"] = error
    if cut:
        result["cut"] = True
    return result


def play_match(engine: Engine, seed: int, agents, deal_limit: int | None = None, on_deal=None,
               names: list[str] | None = None, catch: bool = False, into: dict | None = None,
               stop: int | None = None, deals: bool = True) -> dict:
    """Play a match with the given agents (one per seat) and return its record.

    With `catch`, an exception ends the match and is kept in the record's result as `error` (the simulator counts
    it as a violation) instead of propagating. The record is built in `into` when given, so that a caller whose
    player quits (an exception) still has the deals played so far. (The garbage collector's older generations run
    rarely meanwhile: runtime/collector.py.)

    `stop` cuts the match after that many deals (the caller needs no more: `simulate` stops its last match at the
    N-th deal asked for); a match so cut, neither won nor at its deal limit, says `cut` in its result. Without
    `deals`, the record keeps no deals (only its result): `simulate` without `--record` has no use for them.
    """
    with collector.rarely():
        return _play_match(engine, seed, agents, deal_limit, on_deal, names, catch, into, stop, deals)


def _play_match(engine: Engine, seed: int, agents, deal_limit, on_deal, names, catch, into, stop=None,
                keep=True) -> dict:
    shuffler, chance = random.Random(seed), chance_rng(seed)
    match = engine.new_match(len(agents))
    record = into if into is not None else {}
    record.update({"format": FORMAT, "version": VERSION, "variant": engine.rules.id, "seed": seed,
                   "players": names or [getattr(a, "name", type(a).__name__) for a in agents],
                   "deal_limit": deal_limit, "deals": []})
    error = None
    played = 0
    limit = deal_limit if stop is None else stop if deal_limit is None else min(deal_limit, stop)
    while not match.over and (limit is None or match.deal_number < limit):
        before = match.to_record() if keep else None
        try:
            deal = play_deal(engine, match, agents, shuffler, chance)
        except Exception as exc:  # noqa: BLE001 - kept in the record when asked
            if not catch:
                raise
            error = f"{type(exc).__name__}: {exc}"
            break
        played += 1
        if keep:
            entry = deal.to_record()
            entry["before"] = before
            record["deals"].append(entry)
        if on_deal is not None:
            on_deal(deal)
    cut = (error is None and not match.over and limit is not None and match.deal_number >= limit
           and (deal_limit is None or match.deal_number < deal_limit))
    record["result"] = match_result(match, played, error, cut)
    return record
