"""The legal sets come in the same order as the plain loops over (core, big, small, money, count) gave them: the random
player's choices, hence every simulation's records, depend on that order. The generator joins precomputed splits
kept in bounded tables; these tests compare it, list for list, with the loops written out, on whole 36-card hands of
both games, with the tables warm, cleared, and cleared at every entry (the bound reached all the time); and
`has_beat`, which answers without generating, agrees with them."""
import dataclasses
import random

import pytest

from verifier.runtime.climbing import deal as D
from verifier.runtime.climbing import moves
from verifier.runtime.climbing.beat import BeatRelation, Requirement
from verifier.runtime.climbing.sets import Ranks, Set

from .handmade import baohuang, gouji


def _loops(ranks: Ranks, hand, req: Requirement) -> list[Set]:
    """The generator as plain loops (the engine's first version): the order to keep."""
    out = []
    kind = ranks.kind
    S = hand[ranks.small] if ranks.small >= 0 and kind.small and not req.plain_only else 0
    B = hand[ranks.big] if ranks.big >= 0 and kind.big and not req.plain_only else 0
    total, lo, hi = req.cards, max(kind.min_count, 1), kind.max_count
    jokers = ranks.rules.jokers
    s_max, b_max = (S, B) if jokers is not None and jokers.attach else (0, 0)
    M_all = sum(hand[i] for i in ranks.money) if kind.money else 0
    if req.big <= b_max and req.jokers <= s_max + b_max:
        for core in [i for i in ranks.plain if i > req.above and hand[i]]:
            held, M = hand[core], 0 if core in ranks.money else M_all
            for b in range(req.big, b_max + 1):
                for s in range(max(0, req.jokers - b), s_max + 1):
                    if total is None:
                        out += [Set(core, k, m, s, b) for m in range(M + 1) for k in range(1, held + 1)
                                if lo <= k + m and (hi is None or k + m <= hi)]
                        continue
                    rest = total - s - b
                    if rest < 1:
                        break
                    if lo <= rest and (hi is None or rest <= hi):
                        out += [Set(core, rest - m, m, s, b) for m in range(max(0, rest - held), min(M, rest - 1) + 1)]
    if jokers is not None and jokers.alone != "none":
        if ranks.small > req.above and S:
            out += [Set(ranks.small, k, 0, 0, b) for k in range(1, S + 1) for b in range(B + 1)
                    if (total is None or k + b == total) and b >= req.big and k + b >= req.jokers]
        if ranks.big > req.above and B:
            out += [Set(ranks.big, k) for k in range(max(1, req.big, req.jokers), B + 1) if total is None or k == total]
    return out


def _cases(rules, count: int, seed: int):
    ranks, relation = Ranks(rules), None
    relation = BeatRelation(ranks)
    rng = random.Random(seed)
    deck = D.deck(rules)
    for _ in range(count):
        rng.shuffle(deck)
        size = rng.choice([36, 36, 20, 8])
        hand, other = ranks.counts(deck[:size]), ranks.counts(deck[size:size + 36])
        standing = None if rng.random() < 0.15 else moves.sample_lead(ranks, other, rng)
        yield ranks, relation, hand, standing


def _clear():
    for table in (moves._SPLITS, moves._ROWS, moves._LEAD_ROWS, moves._LEAD_BLOCKS):
        table.clear()


def _bounded(rules):
    """The rules with a set kind that bounds its count (2 to 5 cards of the core rank, money included)."""
    return dataclasses.replace(rules, sets=(dataclasses.replace(rules.sets[0], min_count=2, max_count=5),))


@pytest.mark.parametrize("game", [gouji, baohuang, lambda: _bounded(gouji())], ids=["gouji", "baohuang", "bounded"])
@pytest.mark.parametrize("limit", [None, 0], ids=["limited", "cleared-at-every-entry"])
def test_the_sets_come_in_the_plain_loops_order(game, limit, monkeypatch):
    if limit is not None:
        monkeypatch.setattr(moves, "_LIMIT", limit)
    _clear()
    compared = sets = 0
    for n, (ranks, relation, hand, standing) in enumerate(_cases(game(), 400, 3)):
        if n == 200:
            _clear()
        for _ in range(2):  # a first query fills the tables, the second reads them
            if standing is None:
                got, want = moves.leads(ranks, hand), _loops(ranks, hand, Requirement(None, -1, 0, 0, False, False, ""))
            else:
                req = relation.requirement(standing)
                got = moves.beats(relation, hand, standing)
                want = [] if req.dead else _loops(ranks, hand, req)
                assert moves.has_beat(relation, hand, standing) == bool(want), (hand, standing)
            assert got == want, (hand, standing)
        compared += 1
        sets += len(want)
    assert compared == 400 and sets > 2000  # real work: whole hands, many sets
    if limit == 0:
        assert max(len(moves._SPLITS), len(moves._ROWS), len(moves._LEAD_ROWS), len(moves._LEAD_BLOCKS)) <= 1


def test_a_query_returns_its_own_list():
    """The caller may change the list it gets (the round filters it): the tables keep their own tuples."""
    rules = gouji()
    ranks = Ranks(rules)
    relation = BeatRelation(ranks)
    hand = ranks.counts("BJ SJ SJ 2 2 A A 9 9 9 5 5")
    standing = ranks.parse("8 8")
    first = moves.beats(relation, hand, standing)
    first.clear()
    assert moves.beats(relation, hand, standing) == _loops(ranks, hand, relation.requirement(standing))
