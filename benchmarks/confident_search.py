"""Trick-taking search players for tournaments (`--players benchmarks/confident_search.py:Confident30,greedy`): 30
(or 100) iterations a decision, keeping the greedy choice unless another is more than one standard error better (the
confidence test of tree.search, as the one-rank climbing games search). docs/agents.md, "classic-2deck at 2,000
duplicate deals", compares it with `search:30`."""
from verifier.play.search.budget import Budget
from verifier.play.trick.search import SearchPlayer


class Confident30(SearchPlayer):
    name = "search:30+confidence"

    def __init__(self, rng):
        super().__init__(rng, Budget(iterations=30), confidence=1.0)


class Confident100(SearchPlayer):
    name = "search:100+confidence"

    def __init__(self, rng):
        super().__init__(rng, Budget(iterations=100), confidence=1.0)
