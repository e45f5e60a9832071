"""The memos of an engine's card orders (what depends only on a hand's cards, a dozen per trump context) are bounded
together, least recently used context first (runtime/trick/engine.py: MEMO_BOUND), so that a long run holds the
memory of a short one. Sizes are measured here (entries, bytes traced), never times; the bound is lowered so that a
short run reaches it."""
from __future__ import annotations

import gc
import random
import tracemalloc

from verifier.play import engine
from verifier.play.trick.players import RandomPlayer
from verifier.runtime.trick import engine as engine_module
from verifier.runtime.trick.match import play_match

BOUND = 2000  # entries: a few dozen deals of classic-2deck fill it (about 50 new entries a deal)
DEALS = 200


def _play(game, first: int, deals: int) -> list:
    """Random matches from the seed `first` on, until `deals` deals are played; their deals' tricks."""
    played, seed, tricks = 0, first, []
    while played < deals:
        agents = [RandomPlayer(random.Random(f"{seed}:{seat}")) for seat in range(4)]
        record = play_match(game.engine, seed, agents, stop=deals - played)
        tricks += [deal["tricks"] for deal in record["deals"]]
        played += record["result"]["deals"]
        seed += 1
    return tricks


def test_a_run_twice_as_long_holds_no_more_memory(monkeypatch):
    monkeypatch.setattr(engine_module, "MEMO_BOUND", BOUND)
    game = engine.load("classic-2deck")
    tracemalloc.start()
    try:
        _play(game, 0, DEALS)
        gc.collect()
        first, entries_first = tracemalloc.get_traced_memory()[0], game.engine.memo_entries()
        _play(game, 10**6, DEALS)
        gc.collect()
        second, entries_second = tracemalloc.get_traced_memory()[0], game.engine.memo_entries()
    finally:
        tracemalloc.stop()
    contexts = len(game.engine._orders)
    assert contexts > 10  # the memos of many trump contexts, bounded together
    assert entries_first >= BOUND // 2  # the bound is reached (without it: about 12,000 entries, then 23,000)
    assert entries_second <= 2 * BOUND  # (checked every BOUND_EVERY orders asked for: a few deals' entries more)
    # Without the bound the second run added 65% to the memory traced since the first began; with it, nothing.
    assert second <= 1.2 * first, (first, second)


def test_emptying_the_memos_changes_no_play(monkeypatch):
    game = engine.load("classic-2deck")
    kept = _play(game, 5, 12)
    monkeypatch.setattr(engine_module, "MEMO_BOUND", 0)
    monkeypatch.setattr(engine_module, "BOUND_EVERY", 1)  # every memo emptied at every order asked for
    forgetting = engine.load("classic-2deck")
    assert _play(forgetting, 5, 12) == kept
    assert forgetting.engine.memo_entries() < game.engine.memo_entries()


def test_the_least_recently_used_contexts_are_emptied_first(monkeypatch):
    monkeypatch.setattr(engine_module, "MEMO_BOUND", 25)
    monkeypatch.setattr(engine_module, "BOUND_EVERY", 1)
    eng = engine.load("classic-2deck").engine

    def fill(level, trump):
        order = eng.order(level, trump)
        order.memo.update({("entry", n): n for n in range(10)})
        return order

    first, second = fill("2", "S"), fill("3", "H")
    assert eng.order("2", "S") is first  # asked again: now the most recent
    third = fill("4", "NT")
    assert eng.memo_entries() == 30  # (the bound is checked when an order is asked for)
    eng.order("4", "NT")
    assert (len(first.memo), len(second.memo), len(third.memo)) == (10, 0, 10)
    fill("5", "D")
    eng.order("5", "D")
    assert (len(first.memo), len(third.memo)) == (0, 10)
