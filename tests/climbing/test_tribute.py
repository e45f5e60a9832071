"""Tribute between deals (Gouji): 大落 gives 头科 2 cards, 二落 gives 二科 1; BJ, SJ, 2, highest first; returned."""
from verifier.runtime.climbing import actions as A
from verifier.runtime.climbing.sets import Ranks
from verifier.runtime.climbing.tribute import TributePhase

from .handmade import gouji

PLACES = (0, 1, 2, 3, 4, 5)  # seat 0 first out, seat 4 second-last, seat 5 last


def phase(*texts, places=PLACES, swept=False):
    ranks = Ranks(gouji())
    return ranks, TributePhase(ranks, [ranks.counts(t) for t in texts], places, swept, lambda s: s % 2)


def test_the_last_gives_the_first_two_and_the_second_last_gives_the_second_one():
    ranks, t = phase("3", "4", "5", "6", "SJ 2 2 7", "BJ 2 2 8")
    assert [(g, r, [ranks.names[i] for i in cards]) for g, r, cards in t.given] == \
        [(5, 0, ["BJ", "2"]), (4, 1, ["SJ"])]
    assert t.turn() == 0  # the first out returns two cards
    t.apply(0, A.Action(A.RETURN, rank=ranks.index["3"]))  # seat 5 holds no 3: may refuse it
    assert t.turn() == 5 and A.Action(A.REFUSE) in t.legal()
    t.apply(5, A.Action(A.REFUSE))
    assert t.turn() == 0
    # the receiver changes it for a rank the giver holds (seat 5 holds 2 and 8; seat 0 holds 2, 3 and BJ)
    assert {ranks.names[a.rank] for a in t.legal()} == {"2"}
    r = t.ruling(0, A.Action(A.RETURN, rank=ranks.index["3"]))
    assert not r.legal and "a rank the giver holds" in r.reason and r.rule == "000_79ebff438be5e347.txt:73"
    t.apply(0, A.Action(A.RETURN, rank=ranks.index["2"]))
    t.apply(0, A.Action(A.RETURN, rank=ranks.index["BJ"]))
    assert t.turn() == 5  # seat 5 gave its only big joker: it may refuse this one too
    t.apply(5, A.Action(A.ACCEPT))
    assert t.turn() == 1
    t.apply(1, A.Action(A.RETURN, rank=ranks.index["4"]))
    assert t.turn() == 4 and t.legal() == [A.Action(A.ACCEPT), A.Action(A.REFUSE)]
    t.apply(4, A.Action(A.ACCEPT))
    assert t.done
    assert sum(map(sum, t.hands)) == 4 + 4 + 1 + 1 + 1 + 1  # cards conserved


def test_none_held_none_given():
    ranks, t = phase("3", "4", "5", "6", "7 7", "8 9")
    assert t.given == [] and t.done


def test_no_tribute_after_a_sweep():
    ranks, t = phase("3", "4", "5", "6", "SJ", "BJ", swept=True)
    assert t.done and t.given == []
