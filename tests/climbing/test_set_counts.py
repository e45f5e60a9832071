"""A set kind's `min-count` and `max-count` bound the cards of its rank wherever a set is read: in the referee's
ruling and the worked examples, not only in the move generator (issue 24: with `min-count: 2` in Gouji the example
`"3" is a set` was proved, and a single offered from outside was taken)."""
from __future__ import annotations

import dataclasses
import random

import pytest

from verifier.runtime.climbing import moves
from verifier.runtime.climbing.sets import Ranks, SetError

from test_cli import run
from .handmade import gouji


def _bounded():
    rules = gouji()
    return dataclasses.replace(rules, sets=(dataclasses.replace(rules.sets[0], min_count=2, max_count=5),))


def test_a_set_outside_its_counts_is_refused_with_the_counts():
    ranks = Ranks(_bounded())
    for text in ("3", "3 3 3 3 3 3", "SJ 9"):
        with pytest.raises(SetError, match="2 to 5 cards of its rank"):
            ranks.parse(text)
    assert ranks.parse("3 3").count == 2 and ranks.parse("9 9 9 9 9").count == 5
    assert ranks.parse("9 2").count == 1  # money attached counts as the core rank (`attached-money: core-rank`)
    assert Ranks(gouji()).parse("3").count == 1  # unbounded: a single is a set


def test_every_set_the_generators_offer_reads_as_a_set():
    """The random lead and the full list of leads keep the counts too: what they offer, the referee takes."""
    ranks, rng = Ranks(_bounded()), random.Random(24)
    deck = [i for i in range(len(ranks.names)) for _ in range(16)]
    for _ in range(300):
        rng.shuffle(deck)
        hand = [0] * len(ranks.names)
        for i in deck[:20]:
            hand[i] += 1
        for s in [moves.sample_lead(ranks, hand, rng)] + moves.leads(ranks, hand):
            if s is None:
                continue
            counts = [0] * len(ranks.names)
            for i, n in ranks.spend(s):
                counts[i] += n
            assert ranks.from_counts(counts) == s


def test_the_example_of_a_single_is_refuted_under_min_count(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "pairs.variant").write_text(
        'variant pairs extends gouji-6p-4deck {\n  title en "Pairs"\n  override set plain {\n    min-count: 2\n'
        '    attach: small-jokers, big-jokers, money\n    attached-money: core-rank\n'
        '    example single: "3" is a set\n  }\n}\n', encoding="utf-8")
    status, out, _ = run(capsys, "check", "pairs.variant")
    assert status != 0 and "C951" in out and "at least 2 cards of its rank, not 1" in out
