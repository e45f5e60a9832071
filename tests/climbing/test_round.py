"""Rounds: leading, beating in turn, passing, deferring, closing, burning, answering rights, taking the wind, places."""
import dataclasses

from verifier.runtime.climbing import actions as A

from .handmade import baohuang, gouji
from .helpers import act, burn, play_of, put

PASS, DEFER, DECLINE = A.Action(A.PASS), A.Action(A.DEFER), A.Action(A.DECLINE)


def test_baohuang_beats_in_turn_and_the_last_set_leads_the_next_round():
    p = play_of(baohuang(), ["9 3 3", "10 4", "J 5", "Q 6", "5 7"])
    act(p, 0, put(p, "9"))
    assert p.turn() == (1, "answer")
    act(p, 1, put(p, "10"))
    act(p, 2, PASS)
    act(p, 3, put(p, "Q"))
    # seat 4 holds nothing above a queen and passes without being asked; 0, 1 the same; 2 passed already
    assert p.turn() == (3, "lead") and p.standing is None
    assert [a for s, a in p.auto] == [A.PASS_ACTION] * 3


def test_a_leader_may_not_pass_and_a_set_must_be_held_and_of_one_rank():
    p = play_of(baohuang(), ["9 9 3", "10 4", "J 5", "Q 6", "5 7"])
    r = p.ruling(0, PASS)
    assert not r.legal and "leads" in r.reason and r.rule == "000_79ebff438be5e347.txt:155"
    r = p.ruling(0, put(p, "9 9 9"))
    assert not r.legal and "does not hold" in r.reason and r.rule
    r = p.ruling(1, put(p, "10"))
    assert not r.legal and "seat 0's turn" in r.reason and r.rule


def test_baohuang_defer_answers_in_the_second_circle():
    # "对于前面人出的牌，第一圈可以选择让牌 … 选择让牌的玩家可以在第二圈选择顺牌 / 过牌"
    p = play_of(baohuang(), ["9 3", "K 4", "J 5", "10 6", "Q 7"])
    act(p, 0, put(p, "9"))
    act(p, 1, DEFER)
    act(p, 2, PASS)
    act(p, 3, PASS)
    act(p, 4, PASS)
    assert p.turn() == (1, "second")
    assert DEFER not in p.legal()
    act(p, 1, put(p, "K"))
    assert p.turn() == (1, "lead")  # 2, 3, 4 passed this round; seat 0 cannot beat a king


def test_a_pass_is_out_of_the_round():
    p = play_of(baohuang(), ["9 3 3", "10 4 4", "J A 5", "Q 6 6", "8 7 7"])
    act(p, 0, put(p, "9"))
    act(p, 1, put(p, "10"))
    act(p, 2, PASS)  # holds J and A, passes anyway
    act(p, 3, put(p, "Q"))
    assert p.turn() == (3, "lead")  # seat 2 is not asked again this round


def test_take_the_wind_after_a_last_set_nobody_beats():
    p = play_of(baohuang(), ["A", "10 4", "J 5", "Q 6", "5 7"])
    act(p, 0, put(p, "A"))
    assert p.places == [0]
    assert p.turn() == (1, "lead")  # nobody beat the ace: the next player takes the wind (接风)


def test_places_and_the_end_of_the_deal():
    p = play_of(baohuang(), ["A", "K", "Q", "J", "10 10"])
    for seat in range(4):
        act(p, seat, put(p, ["A", "K", "Q", "J"][seat])) if p.turn() == (seat, "lead") else None
    assert p.over and p.places == [0, 1, 2, 3, 4]


def test_gouji_a_gouji_set_is_answered_only_by_the_opposite():
    p = play_of(gouji(), ["A A 3 3", "5 4", "5 6", "K K 2 2 7", "8 9", "10 J"])
    act(p, 0, put(p, "A A"))  # 2 aces: a gouji set
    assert p.turn() == (3, "answer")  # nobody can burn; the opposite (seat 3) answers
    r = p.ruling(1, PASS)
    assert not r.legal and "only by its opposite (seat 3)" in r.reason and r.rule == "000_79ebff438be5e347.txt:58"
    act(p, 3, put(p, "2 2"))
    assert p.turn() == (3, "lead")  # seat 0 (its opposite) holds nothing to beat 2 2


def test_gouji_a_dead_set_is_closed_by_the_opposite():
    p = play_of(gouji(), ["BJ 5 5 3", "2 2 2 4", "6", "BJ BJ K K 7", "8", "9"])
    act(p, 0, put(p, "BJ 5 5"))
    assert (3, A.Action(A.CLOSE)) in p.auto
    assert p.turn() == (0, "lead")


def test_gouji_burning_a_gouji_set_and_its_joker_obligation():
    # "烧牌的条件是：首先用能盖住所发够级牌的牌将其灭掉，然后每次所发牌中必须挂一小花或大花，但最后一次发牌可除外"
    p = play_of(gouji(), ["A A 3 3", "2 2 SJ 4 5", "6", "K 7", "8", "9"])
    act(p, 0, put(p, "A A"))
    assert p.turn() == (1, "burn")
    act(p, 1, burn(p, "2 2"))
    assert 1 in p.burning
    assert p.turn() == (1, "lead")  # nobody beats two 2s
    r = p.ruling(1, put(p, "4"))
    assert not r.legal and "carries a joker" in r.reason and r.rule == "000_79ebff438be5e347.txt:60"
    act(p, 1, put(p, "SJ 4"))
    act(p, 1, put(p, "5")) if p.turn() == (1, "lead") else None


def test_gouji_a_burn_needs_jokers_for_what_is_left():
    p = play_of(gouji(), ["A A 3 3", "2 2 4 5 6", "6", "K 7", "8", "9"])
    act(p, 0, put(p, "A A"))
    # seat 1 could beat A A with 2 2 but would be left with three ranks and no joker: no burn is offered
    assert p.turn() == (3, "answer") or p.turn() == (0, "lead")
    assert 1 not in p.burning


def test_gouji_a_passer_still_answers_the_opposite():
    # "过牌者除“对头牌”外，这一轮再无权发牌"
    p = play_of(gouji(), ["5 3", "9 3", "6 3", "4 3", "8 3", "4 4"])
    act(p, 0, put(p, "5"))
    act(p, 1, PASS)  # holds a nine, passes
    act(p, 2, put(p, "6"))
    act(p, 4, put(p, "8"))  # seat 3 could not beat a six and passed without being asked
    assert 1 in p.passed and p.turn() == (1, "answer")  # seat 4 is seat 1's opposite
    act(p, 1, put(p, "9"))


def test_gouji_defer_lets_the_next_two_answer_first():
    # "持牌人对上两家过牌的对头牌 … 可声明“让牌”，即让下两家先上牌，如下家均声明过牌，再由持牌人确定上牌或扣牌"
    p = play_of(gouji(), ["9 3", "4 3", "4 5", "K 4", "10 3", "J 4"])
    act(p, 0, put(p, "9"))
    assert p.turn() == (3, "answer")  # seats 1 and 2 cannot beat a nine
    act(p, 3, DEFER)
    assert p.turn() == (4, "answer")
    act(p, 4, PASS)
    act(p, 5, PASS)
    assert p.turn() == (3, "second")
    act(p, 3, put(p, "K"))


def test_no_opposite_anyone_answers_in_turn():
    # "头科产生后，其对头的够级对象不复存在 … 其他持牌人按发牌对无头者所发的任何牌都可灭之"
    p = play_of(gouji(), ["", "5 3", "7 4", "A A 3", "2 2 4", "3 6"], leader=3)  # seat 0 is out: 3 has no opposite
    act(p, 3, put(p, "A A"))
    assert p.turn() == (4, "answer")
    act(p, 4, put(p, "2 2"))


def test_free_for_all_after_the_second_out():
    # "头科、二科产生后，其余四人不再按够级、过牌、让牌、烧牌等规则进行"
    p = play_of(gouji(), ["2", "2", "A A 3", "2 2 4", "K 5", "6 7"])
    act(p, 0, put(p, "2"))  # nobody beats a 2: seat 0 is out, seat 1 takes the wind
    act(p, 1, put(p, "2"))
    assert p.places == [0, 1] and p.turn() == (2, "lead")
    act(p, 2, put(p, "A A"))  # a gouji set, but after the second out it is answered in turn, not by seat 5 alone
    assert p.turn() == (3, "answer") and DEFER not in p.legal()


def test_free_for_all_counts_the_players_gone_out():
    p = play_of(gouji(), ["2", "3 3", "A A 3", "2 2 4", "K 5", "6 7"])
    act(p, 0, put(p, "2"))
    assert p.places == [0] and not p._free_for_all()


def test_a_pass_where_a_beat_is_forced():
    import dataclasses
    rules = baohuang()
    rules = dataclasses.replace(rules, round=dataclasses.replace(rules.round, may_pass=False))
    p = play_of(rules, ["9 3", "K 4", "J 5", "10 6", "Q 7"])
    act(p, 0, put(p, "9"))
    r = p.ruling(1, PASS)
    assert not r.legal and "must" in r.reason and r.rule == rules.round.rule


def test_a_deal_that_ends_with_the_first_out():
    # `places { end: first-out }` (as Paodekuai's shaped play reads it): the others are placed by the cards they hold
    p = play_of(baohuang(end="first-out"), ["A", "K 4 4", "Q 5", "J 6 6 6", "10 7"])
    act(p, 0, put(p, "A"))
    assert p.over and p.places == [0, 2, 4, 1, 3]
    p = play_of(baohuang(), ["A", "K 4 4", "Q 5", "J 6 6 6", "10 7"])
    act(p, 0, put(p, "A"))
    assert not p.over and p.places == [0]  # one-left: the deal goes on


def test_a_pass_for_the_set_only():
    # `pass: set`: a passer answers the next set of the round (the same hands as test_a_pass_is_out_of_the_round)
    rules = baohuang(round=dataclasses.replace(baohuang().round, pass_scope="set"))
    p = play_of(rules, ["9 3 3", "10 4 4", "J A 5", "Q 6 6", "8 7 7"])
    act(p, 0, put(p, "9"))
    act(p, 1, put(p, "10"))
    act(p, 2, PASS)
    act(p, 3, put(p, "Q"))
    assert p.turn() == (2, "answer")  # seat 4 cannot beat a queen and passes; seat 2 holds an ace


def test_a_round_of_one_circle_gives_a_deferrer_no_second_turn():
    # `ends: circles`, `circles: 1`: no second circle, so a deferral (first-circle) comes to nothing
    p = play_of(baohuang(round=dataclasses.replace(baohuang().round, circles=1)), ["9 3", "K 4", "J 5", "10 6", "Q 7"])
    act(p, 0, put(p, "9"))
    act(p, 1, DEFER)
    act(p, 2, PASS)
    act(p, 3, PASS)
    act(p, 4, PASS)
    assert p.turn() == (0, "lead")

