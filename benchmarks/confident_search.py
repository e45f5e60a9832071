"""Trick-taking search players for tournaments (`--players benchmarks/confident_search.py:Plain30,greedy`), to
replay docs/agents.md's "classic-2deck at 2,000 duplicate deals": `Plain30`/`Plain100` are the search of before
59b0046 (no confidence test, what `search:30` and `search:100` played then); `Confident30`/`Confident100` keep the
greedy choice unless another is more than one standard error better, world by world, which `search:N` does since
59b0046 (the same players: kept under these names for the commands the page shows)."""
from verifier.play.search.budget import Budget
from verifier.play.trick.search import SearchPlayer


def _player(iterations: int, confidence: float | None):
    class Player(SearchPlayer):
        name = f"search:{iterations}" + ("+confidence" if confidence else "-without-test")

        def __init__(self, rng):
            super().__init__(rng, Budget(iterations=iterations), confidence=confidence)
    return Player


Confident30, Confident100 = _player(30, 1.0), _player(100, 1.0)
Plain30, Plain100 = _player(30, None), _player(100, None)
