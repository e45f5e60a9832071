"""Information-set Monte Carlo tree search (single-observer ISMCTS with determinization, Cowling, Powley and
Whitehouse 2012), generic over the game, with the root's actions compared on common worlds by sequential halving
(Karnin, Koren and Somekh 2013).

Each playout draws a world consistent with what the searching player has seen (`adapter.sample`) and plays it to its
end (`adapter.play_out`), asking `Walk.choose` at every decision: below the root the walk follows the tree while every
action of the decision has been tried (UCB1, a child's chances counted by how often it was available), adds one node,
then leaves the choices to the playout policy (a node's first action is the policy's own, where it is untried); the rewards of the finished deal, one per seat, are backed up along the
path, each node taking the reward of the seat that chose it. At the root every action still in the running is played
in the same worlds with the same playout seed (common random numbers: the hidden cards, the largest part of a
playout's noise, are the same for all), and after each phase the worse half is dropped, until one is left or the
budget is spent. Where two values are within `prior` of each other, the playout policy's own choice (the adapter's
`prior_key`) is preferred: the search leaves the greedy player's choice only for a better one. With `confidence`, the
policy's choice stays in the running to the end and is left only for an action whose advantage over it, world by world
(paired by the common worlds), is more than `confidence` standard errors above 0; with `flat`, the tree is the root
alone (the policy plays every later decision). `confidence` is for games whose playouts are too noisy for the
budget, where the halving's choices on a world or two follow the noise (Gouji and Baohuang: climbing/search.py);
`flat` was measured there and changed nothing (docs/agents.md).

An adapter (trick/search.py, climbing/search.py) provides:

- `sample(rng)`: a determinized copy of the deal (the searching player's own cards as they are, the hidden ones drawn);
- `copy(world)`: another copy of a drawn world, for the next root action;
- `play_out(world, walk, rng)`: play the copy to its end, calling `walk.choose(seat, options)` where a decision has
  several options ((key, action) pairs; the key names the action in the tree), and return the rewards by seat;
- `prior_key`: the key of the action the playout policy would take at the root (or None).
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass

from .budget import Budget


class Node:
    __slots__ = ("children", "visits", "total", "available")

    def __init__(self):
        self.children: dict = {}
        self.visits = 0
        self.total = 0.0
        self.available = 0


class Walk:
    """One iteration's way down the tree: `choose` answers in the tree, None once it has left it (the playout
    policy then decides)."""

    __slots__ = ("node", "path", "rng", "c", "in_tree", "force", "flat")

    def __init__(self, root: Node, rng: random.Random, c: float, force=None, flat: bool = False):
        self.node, self.path, self.rng, self.c, self.in_tree = root, [], rng, c, True
        self.force = force  # the key of the root action this playout plays
        self.flat = flat  # the tree ends at the root: the policy plays every decision after the forced one

    def choose(self, seat: int, options, preferred=None):
        """The action to take among `options` ((key, action) pairs, at least two), or None past the tree. A node's
        first untried action is the `preferred` one (the playout policy's) when it is untried, else one at random."""
        if not self.in_tree:
            return None
        children = self.node.children
        if self.force is not None:
            key, self.force = self.force, None
            child = children.get(key)
            if child is None:
                child = children[key] = Node()
            self.node = child
            self.path.append((child, seat))
            if self.flat:
                self.in_tree = False
            return dict(options)[key]
        fresh = []
        for option in options:
            child = children.get(option[0])
            if child is None:
                fresh.append(option)
            else:
                child.available += 1
        if fresh:
            pick = next((option for option in fresh if option[0] == preferred), None) if preferred is not None \
                else None
            key, action = pick or (fresh[self.rng.randrange(len(fresh))] if len(fresh) > 1 else fresh[0])
            child = children[key] = Node()
            child.available = 1
            self.path.append((child, seat))
            self.in_tree = False
            return action
        log, c = math.log, self.c
        best, best_score = None, -math.inf
        for key, action in options:
            child = children[key]
            score = child.total / child.visits + c * math.sqrt(log(child.available) / child.visits)
            if score > best_score:
                best, best_score = (child, action), score
        self.node = best[0]
        self.path.append((best[0], seat))
        return best[1]

    def back_up(self, rewards) -> None:
        for node, seat in self.path:
            node.visits += 1
            node.total += rewards[seat]


@dataclass
class Choice:
    """One action of the root as the search valued it."""

    key: object
    action: object
    visits: int
    value: float  # the mean reward of the searching player after it (-1 … 1 or so: each family's scale)


@dataclass
class Result:
    """What a search found: the actions tried at the root, most visited first, the iterations and the CPU time."""

    choices: list[Choice]
    iterations: int
    seconds: float

    @property
    def best(self):
        return self.choices[0].action


def search(adapter, options, seat: int, budget: Budget, rng: random.Random, c: float = 0.7,
           prior: float = 0.05, confidence: float | None = None, flat: bool = False) -> Result:
    """Search from the decision of `seat` among `options` ((key, action) pairs of the real deal); a single option is
    the answer without a playout.

    `confidence`: where given, the playout policy's own choice (`adapter.prior_key`) stays in the running to the end,
    and the search leaves it only for an action whose mean advantage over it, world by world (the same worlds and
    playout seeds), is more than `confidence` standard errors of that advantage above 0; else the `prior` bonus
    decides, as it does without. `flat`: the tree is the root alone (the policy plays every later decision)."""
    started = time.process_time()
    if len(options) == 1:
        return Result([Choice(options[0][0], options[0][1], 0, 0.0)], 0, 0.0)
    root = Node()
    alive = [key for key, _ in options]
    keep = adapter.prior_key if confidence is not None and adapter.prior_key in alive else None
    worth: dict = {key: [] for key in alive}  # the searching seat's reward in each world, by root action
    phases = max(1, math.ceil(math.log2(len(alive))))
    total = _playouts(adapter, budget, rng, c, root, alive, started, seat, worth, flat)
    done = len(alive)  # (the first world, played by _playouts for a time budget, or below)
    if budget.iterations is not None:
        total, done = budget.iterations, 0
    while done < total:
        per_phase = max(len(alive), (total - done) // max(1, phases))
        worlds = max(1, per_phase // len(alive))
        for _ in range(worlds):
            if done >= total:
                break
            _round(adapter, root, alive, rng, c, seat, worth, flat)
            done += len(alive)
        if len(alive) > 1 and done < total:
            alive = _better_half(root, alive, adapter.prior_key, prior, keep)
            phases = max(1, phases - 1)
    actions = dict(options)
    choices = [Choice(key, actions[key], root.children[key].visits,
                      root.children[key].total / root.children[key].visits)
               for key in actions if key in root.children and root.children[key].visits]
    choices += [Choice(key, action, 0, 0.0) for key, action in options
                if key not in root.children or not root.children[key].visits]
    rank = {key: i for i, key in enumerate(alive)}
    bonus = {adapter.prior_key: prior}
    choices.sort(key=lambda ch: (ch.key not in rank, -(ch.value + bonus.get(ch.key, 0.0)) if ch.key in rank
                                 else -ch.visits))
    if keep is not None and choices[0].key != keep and not _surely_better(worth[choices[0].key], worth[keep],
                                                                           confidence):
        choices.sort(key=lambda ch: ch.key != keep)  # (stable: the others stay in their order)
    return Result(choices, done, time.process_time() - started)


def _surely_better(mine: list, theirs: list, confidence: float) -> bool:
    """Whether the rewards `mine` beat `theirs` world by world (the first len(mine) worlds of `theirs` are the same
    ones) by more than `confidence` standard errors of the mean difference."""
    diffs = [a - b for a, b in zip(mine, theirs)]
    n = len(diffs)
    if n < 2:
        return False
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean > confidence * math.sqrt(var / n)


def _round(adapter, root: Node, alive, rng: random.Random, c: float, seat: int, worth: dict, flat: bool) -> None:
    """One world, played once for every root action still in the running, each with the same playout seed."""
    world = adapter.sample(rng)
    seed = rng.getrandbits(64)
    for i, key in enumerate(alive):
        copy = adapter.copy(world) if i < len(alive) - 1 else world
        playout = random.Random(seed)
        walk = Walk(root, playout, c, force=key, flat=flat)
        rewards = adapter.play_out(copy, walk, playout)
        walk.back_up(rewards)
        worth[key].append(rewards[seat])


def _playouts(adapter, budget: Budget, rng, c, root, alive, started, seat, worth, flat) -> int:
    """For a time budget: the number of playouts it allows, measured on a first world (played here)."""
    if budget.ms is None:
        return 0
    _round(adapter, root, alive, rng, c, seat, worth, flat)
    spent = time.process_time() - started
    each = max(spent / len(alive), 1e-6)
    return max(len(alive), int(budget.ms / 1000 / each))


def _better_half(root: Node, alive: list, prior_key, prior: float, keep=None) -> list:
    """The better half of the root actions by their mean reward (the prior's choice helped by `prior`), and `keep`
    (the prior's choice where the search compares every other with it)."""
    def value(key):
        child = root.children.get(key)
        mean = child.total / child.visits if child is not None and child.visits else -math.inf
        return mean + (prior if key == prior_key else 0.0)
    ranked = sorted(alive, key=value, reverse=True)
    half = ranked[:max(1, math.ceil(len(ranked) / 2))]
    return half + [keep] if keep is not None and keep not in half else half
