"""While a match is played, the garbage collector's older generations run rarely (runtime/collector.py); the
thresholds come back when it ends, however it ends, and the match is the same."""
from __future__ import annotations

import gc
import random

import pytest

from verifier.play import engine
from verifier.play.trick.players import RandomPlayer
from verifier.runtime import collector
from verifier.runtime.trick.match import play_match


class Watching(RandomPlayer):
    """A random player that notes the collector's thresholds when it leads (and may fail on its first lead)."""

    def __init__(self, rng, seen, fail=False):
        super().__init__(rng)
        self.seen, self.fail = seen, fail

    def lead(self, deal, seat):
        self.seen.append(gc.get_threshold())
        if self.fail:
            raise RuntimeError("the player quits")
        return super().lead(deal, seat)


def _agents(seen, fail=False):
    return [Watching(random.Random(seat), seen, fail) for seat in range(4)]


def test_older_generations_run_rarely_during_a_match_and_come_back_after():
    game = engine.load("classic-2deck")
    before = gc.get_threshold()
    seen: list = []
    record = play_match(game.engine, 5, _agents(seen), deal_limit=1)
    assert gc.get_threshold() == before
    assert seen and all(t == (before[0], *(max(x, collector.OLDER) for x in before[1:])) for t in seen)
    plain = [RandomPlayer(random.Random(seat)) for seat in range(4)]
    with_default = {}
    saved = gc.get_threshold()
    try:  # the same match with the collector as it was: the same record
        collector.OLDER = 0
        with_default = play_match(game.engine, 5, plain, deal_limit=1)
    finally:
        collector.OLDER = 1000
        gc.set_threshold(*saved)
    assert [d["tricks"] for d in record["deals"]] == [d["tricks"] for d in with_default["deals"]]


def test_thresholds_come_back_after_an_exception_and_after_nested_matches():
    game = engine.load("classic-2deck")
    before = gc.get_threshold()
    with pytest.raises(RuntimeError):
        play_match(game.engine, 5, _agents([], fail=True), deal_limit=1)
    assert gc.get_threshold() == before
    with collector.rarely():
        raised = gc.get_threshold()
        play_match(game.engine, 5, _agents([]), deal_limit=1)
        assert gc.get_threshold() == raised, "the outer block still holds"
    assert gc.get_threshold() == before
