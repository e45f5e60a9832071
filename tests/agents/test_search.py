"""The search player: it plays every variant of spec/ (both families, the games of shaped sets too) to the end of a deal
with every action ruled, it is the same under the same seed, its budget is iterations or milliseconds, and what it
reports of a search is consistent (each tried action with its playouts, the best first). The games of shaped sets:
tests/agents/test_shaped_search.py."""
import random

import pytest

from conftest import SPEC_IDS
from verifier import engine
from verifier.play.registry import PlayerError, make_player
from verifier.play.search.budget import Budget, parse_budget
from verifier.play.trick.players import GreedyPlayer
from verifier.play.trick.search import SearchPlayer
from verifier.runtime.trick.game import play_deal
from verifier.runtime.trick.match import chance_rng


def _deal(game, agents, seed=2):
    if getattr(game, "family", "") == "climbing":
        return game.play_match(seed, agents, deals=1)["deals"][0]["result"]
    match = game.engine.new_match(len(agents))
    return play_deal(game.engine, match, agents, random.Random(seed), chance_rng(seed)).result


@pytest.mark.parametrize("variant", SPEC_IDS)
def test_the_search_player_plays_every_variant(variant):
    game = engine.load(variant)
    family = "climbing" if getattr(game, "family", "") == "climbing" else "trick"
    n = game.rules.players
    agents = [make_player("search:4" if s == 0 else "greedy", family, random.Random(s)) for s in range(n)]
    assert _deal(game, agents) is not None  # (an illegal action would raise)
    assert agents[0].searches > 0


def test_the_same_seed_gives_the_same_plays():
    game = engine.load("classic-2deck")

    def once():
        agents = [SearchPlayer(random.Random(s), Budget(12)) if s % 2 == 0 else GreedyPlayer(random.Random(s))
                  for s in range(4)]
        return _deal(game, agents, seed=5)
    first, second = once(), once()
    assert first == second


def test_a_search_reports_its_choices():
    game = engine.load("classic-2deck")
    seen = []

    class Spy(SearchPlayer):
        def follow(self, deal, seat):
            play = super().follow(deal, seat)
            if self.last is not None:
                seen.append((self.last, play))
            return play
    agents = [Spy(random.Random(0), Budget(24))] + [GreedyPlayer(random.Random(s)) for s in range(1, 4)]
    _deal(game, agents, seed=9)
    assert seen
    for result, play in seen:
        assert list(result.best) == play
        assert result.iterations >= 24 and result.seconds >= 0
        assert sum(c.visits for c in result.choices) == result.iterations
        assert len({c.key for c in result.choices}) == len(result.choices)


def test_budgets():
    assert parse_budget("300") == Budget(300)
    assert parse_budget("80ms") == Budget(iterations=None, ms=80.0)
    for bad in ("", "fast", "-3", "2.5"):
        with pytest.raises(ValueError):
            parse_budget(bad)
    with pytest.raises(PlayerError, match="not a budget"):
        make_player("search:fast", "trick", random.Random())


def test_a_time_budget_searches_within_it():
    game = engine.load("one-deck")
    agents = [SearchPlayer(random.Random(0), Budget(iterations=None, ms=15))] + \
        [GreedyPlayer(random.Random(s)) for s in range(1, 4)]
    _deal(game, agents)
    assert agents[0].searches
    assert agents[0].search_seconds / agents[0].searches < 0.5  # each near its 15 ms (a loaded machine: generous)


def test_the_confidence_test_is_the_players_option(monkeypatch):
    """`SearchPlayer(confidence=…)` asks tree.search for the test at each searched decision (one standard error by
    default, None turns it off); docs/agents.md#classic-2000 measures what it changes."""
    import verifier.play.trick.search as module
    asked = []
    real = module.search

    def spy(*args, **kwargs):
        asked.append(kwargs.get("confidence"))
        return real(*args, **kwargs)
    monkeypatch.setattr(module, "search", spy)
    game = engine.load("classic-2deck")
    for confidence in (None, 1.0, "default"):
        asked.clear()
        options = {} if confidence == "default" else {"confidence": confidence}
        agents = [SearchPlayer(random.Random(0), Budget(6), **options)] + \
            [GreedyPlayer(random.Random(s)) for s in range(1, 4)]
        _deal(game, agents, seed=9)
        assert asked and set(asked) == {1.0 if confidence == "default" else confidence}
