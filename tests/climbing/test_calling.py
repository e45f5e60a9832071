"""Calling the emperor: 叫庄, 让庄, 逼庄, 黄庄, 抢庄, 独保, 明保 / 暗保."""
from verifier.runtime.climbing import actions as A
from verifier.runtime.climbing.calling import Calling

from .handmade import baohuang


def hands(*texts):
    return [t.split() for t in texts]


def calling(cards, holder=0, rules=None):
    """A call where nobody seizes before the holder decides (every other player declines, in the order of the call)."""
    c = Calling(rules or baohuang(), cards, holder)
    while c.stage == "seize":
        c.apply(c.turn(), A.Action(A.DECLINE))
    return c


def test_the_holder_calls_and_the_guard_holds_the_other_copy():
    c = calling(hands("BJ 9S 9S 9S", "9S 4H", "3C", "5D", "6D"))
    assert c.turn() == 0 and A.Action(A.CALL, card="9S") in c.legal()
    c.apply(0, A.Action(A.CALL, card="9S"))
    assert (c.emperor, c.guard, c.lone) == (0, 1, False)
    assert c.turn() == 1  # the guard says open or hidden
    c.apply(1, A.Action(A.OPEN))
    assert c.done and c.kind() == "open-guard" and c.roles(5) == ["emperor", "guard", "rebel", "rebel", "rebel"]


def test_passing_the_call_goes_clockwise_and_the_emperor_takes_the_marked_card():
    c = calling(hands("BJ", "3C", "3C", "3C", "KH KH KH KH"))
    c.apply(0, A.Action(A.PASS_CALL))
    assert c.turn() == 4  # clockwise: against the direction of play
    c.apply(4, A.Action(A.CALL, card="KH"))
    assert c.emperor == 4 and c.lone and "BJ" in c.hands[4] and "BJ" not in c.hands[0]
    c.apply(4, A.Action(A.HIDDEN))
    assert c.kind() == "lone-emperor"


def test_the_forced_call_and_the_void_deal():
    c = calling(hands("BJ", "3C 3C 3C", "4D", "5S", "6H"))
    for seat in (0, 4, 3, 2, 1):
        assert c.turn() == seat
        c.apply(seat, A.Action(A.PASS_CALL))
    assert c.stage == "forced" and c.turn() == 1  # seat 1 holds exactly 3 of one card: must call
    r = c.ruling(1, A.Action(A.PASS_CALL))
    assert not r.legal and "must call" in r.reason and r.rule == "000_79ebff438be5e347.txt:104"
    c = calling(hands("BJ", "3C", "4D", "5S", "6H"))
    for seat in (0, 4, 3, 2, 1):
        c.apply(seat, A.Action(A.PASS_CALL))
    assert c.void and c.done


def test_seizing_has_no_guard():
    c = calling(hands("BJ 9S 9S 9S", "9S", "3C", "5D", "6D"))
    c.apply(0, A.Action(A.PASS_CALL))
    c.apply(4, A.Action(A.SEIZE))
    assert c.emperor == 4 and c.guard is None and c.kind() == "seized" and "BJ" in c.hands[4]


def test_a_call_needs_three_or_four():
    c = calling(hands("BJ 9S 9S", "9S", "3C", "5D", "6D"))
    r = c.ruling(0, A.Action(A.CALL, card="9S"))
    assert not r.legal and "3 or 4" in r.reason and r.rule == "000_79ebff438be5e347.txt:100"
