"""The seeds' two climbing games exactly as written (issue 25, part 1): each rule of the Gouji and Baohuang sections
that the engine once played otherwise, as a situation on the variants of spec/ compiled afresh. Each test says what the
engine did before, so that it fails without the rule."""
import dataclasses
import random

import pytest

from verifier.play import engine
from verifier.play.climbing.judge import judge
from verifier.play.climbing.players import make, player_rng
from verifier.runtime.climbing import actions as A
from verifier.runtime.climbing import deal as D
from verifier.runtime.climbing.calling import Calling
from verifier.runtime.climbing.game import Deal
from verifier.runtime.climbing.round import Play
from verifier.runtime.climbing.rules import AFTER_SWEEP, SAME_TEAM, TRIBUTE
from verifier.runtime.climbing.table import Table
from verifier.runtime.climbing.tribute import TributePhase

from .helpers import act, put

PASS, DEFER, DECLINE, KEEP = A.Action(A.PASS), A.Action(A.DEFER), A.Action(A.DECLINE), A.Action(A.KEEP)


@pytest.fixture(scope="module")
def gouji():
    return engine.load("gouji-6p-4deck", prefer="spec")


@pytest.fixture(scope="module")
def baohuang():
    return engine.load("baohuang-5p-4deck", prefer="spec")


def play_of(game, hands, leader=0, folded=(), chances=None):
    table = game.table
    return Play(table, [table.ranks.counts(h) for h in hands], leader, folded, chances)


# 够死级: "头科、二科的底牌，其对头分别有一次无对头够级机会" ------------------------------------------------------------------

def test_the_compile_step_reads_final_gouji_and_the_revolutionary_s_chances(gouji):
    rules = gouji.rules
    assert (rules.final_gouji.places, rules.final_gouji.chances) == ((1, 2), 1)
    assert rules.final_gouji.rule.startswith("spec/gouji-6p-4deck.variant:")
    assert (rules.revolution.opposite_chances, rules.revolution.decline) == (3, True)
    assert rules.revolution.chances_rule.startswith("spec/gouji-6p-4deck.variant:")


def test_the_first_out_s_last_set_is_answered_by_its_opposite_alone(gouji):
    # before: the last set "9" went round in turn, seat 1 first
    p = play_of(gouji, ["9", "K 3 3", "Q 4 4", "10 5 5", "A 6 6", "J 7 7"])
    act(p, 0, put(p, "9"))
    assert p.places == [0] and p.turn() == (3, "answer")
    r = p.ruling(1, put(p, "K"))
    assert not r.legal and "够死级" in r.reason and r.rule == gouji.rules.final_gouji.rule
    assert DEFER not in p.legal()  # one chance, not deferred
    act(p, 3, put(p, "10"))
    # "够死级者即获重新发牌权": nobody may answer the opposite's answer (seat 4 holds an ace), it leads
    assert p.turn() == (3, "lead")


def test_an_opposite_who_lets_the_last_set_go_leaves_the_wind(gouji):
    p = play_of(gouji, ["9", "K 3 3", "Q 4 4", "10 5 5", "A 6 6", "J 7 7"])
    act(p, 0, put(p, "9"))
    act(p, 3, PASS)
    assert p.turn() == (1, "lead")  # nobody else played to it: the next player takes the wind


def test_a_gouji_last_set_is_burnt_first_then_answered_by_the_opposite(gouji):
    # "如底牌为够级牌，则只有有权处理此够级牌的人方可发牌": burners, then the opposite; seat 5 (who could beat) never
    p = play_of(gouji, ["A A", "2 2 7 7 7", "3 4", "2 2 5 5", "3 6", "2 2 SJ 8"])
    act(p, 0, put(p, "A A"))
    assert p.turn() == (1, "burn")
    act(p, 1, DECLINE)
    assert p.turn() == (5, "burn")
    act(p, 5, DECLINE)
    assert p.turn() == (3, "answer")
    act(p, 3, put(p, "2 2"))
    # the opposite's answer (a gouji set with no opposite) is open to burns only, and nobody can burn two 2s
    assert p.turn() == (3, "lead")


def test_the_second_out_s_last_set_too_and_the_free_for_all_then_begins(gouji):
    p = play_of(gouji, ["2", "9", "K 3 3", "2 4 4", "10 5 5", "Q 6"])
    act(p, 0, put(p, "2"))  # the first out: opposite seat 3 cannot beat a single 2
    assert p.turn() == (1, "lead")  # the wind
    act(p, 1, put(p, "9"))  # the second out
    assert p.places == [0, 1] and p._free_for_all()
    assert p.turn() == (4, "answer")  # seat 2's king and seat 5's queen are not asked
    act(p, 4, put(p, "10"))
    assert p.turn() == (4, "lead")


# 四人乱缠: "不再按够级、过牌、让牌、烧牌等规则进行" ------------------------------------------------------------------------

def test_after_two_outs_a_seat_that_passed_is_asked_again(gouji):
    p = play_of(gouji, ["2", "2", "5 4 4", "9 6 6", "7 8 8", "8 J J"])
    act(p, 0, put(p, "2"))
    act(p, 1, put(p, "2"))
    assert p.places == [0, 1] and p.turn() == (2, "lead")
    act(p, 2, put(p, "5"))
    act(p, 3, PASS)  # holds a nine, passes
    act(p, 4, put(p, "7"))
    act(p, 5, put(p, "8"))
    # seat 2 cannot beat an eight; seat 3 passed before, and the pass rule is gone too: before, the round ended here
    assert p.turn() == (3, "answer")
    act(p, 3, put(p, "9"))


# 让牌: "对让牌人顺的牌，唯有对头才有上牌权" ---------------------------------------------------------------------------------

def test_a_set_played_over_a_deferral_is_answered_by_the_deferrer_s_opposite_alone(gouji):
    assert gouji.rules.round.defer.then == "deferrer-opposite"
    p = play_of(gouji, ["9 J 3", "4 3", "4 5", "K 4", "10 3", "Q 4"])
    act(p, 0, put(p, "9"))
    assert p.turn() == (3, "answer")
    act(p, 3, DEFER)
    act(p, 4, put(p, "10"))
    # before: seat 5 (a queen) answered in turn, then the deferrer
    assert p.turn() == (0, "answer")
    r = p.ruling(5, put(p, "Q"))
    assert not r.legal and "deferral" in r.reason and r.rule == gouji.rules.round.defer.then_rule
    act(p, 0, put(p, "J"))


def test_when_both_pass_the_deferrer_answers_as_before(gouji):
    p = play_of(gouji, ["9 J 3", "4 3", "4 5", "K 4", "10 3", "Q 4"])
    act(p, 0, put(p, "9"))
    act(p, 3, DEFER)
    act(p, 4, PASS)
    act(p, 5, PASS)
    assert p.turn() == (3, "second")


# 革命: "其对头取得三次够死级的权力。声明放弃此权力即视为无头" --------------------------------------------------------------

def test_the_revolutionary_s_opposite_plays_three_gouji_sets_that_only_a_burn_answers(gouji):
    hands = ["A A K K Q Q Q 9 3", "3 4", "5 6", "", "2 2 7 8", "8 10"]
    p = play_of(gouji, hands, folded={3}, chances=[3, 0, 0, 0, 0, 0])
    act(p, 0, put(p, "A A"))
    # before: seat 0 had no opposite (无头) from the first lead, and seat 4 beat the aces with two 2s
    assert p.turn() == (0, "lead") and p.chances[0] == 2 and not p._no_opposite(0)
    act(p, 0, put(p, "K K"))
    act(p, 0, put(p, "Q Q Q"))
    assert p.turn() == (0, "lead") and p.chances[0] == 0 and p._no_opposite(0)
    act(p, 0, put(p, "9"))  # the chances spent, 无头: answered in turn
    assert p.turn() == (4, "answer")


def test_a_revolutionary_s_opposite_with_chances_is_not_without_opposite(gouji):
    hands = ["A A A 3", "K K 4", "5 6", "", "2 2 7", "8 9"]
    p = play_of(gouji, hands, leader=1, folded={3}, chances=[3, 0, 0, 0, 0, 0])
    act(p, 1, put(p, "K K"))  # a gouji set: its opposite (seat 4) answers, not seat 0
    assert p.turn() == (4, "answer")
    r = p.ruling(0, put(p, "A A"))
    assert not r.legal
    p = play_of(gouji, hands, leader=1, folded={3})  # declined (no chances): 无头, seat 0 answers anyone
    act(p, 1, put(p, "K K"))
    assert (0, "answer") in p.queue


def _order_for(rules, hands):
    """A deck order that deals these hands (seat 0 receiving first), the rest of the decks after them."""
    rest = D.deck(rules)
    for hand in hands:
        for card in hand:
            rest.remove(card)
    per = len(hands[0])
    order = []
    for i in range(per):
        for hand in hands:
            order.append(hand[i])
    return order + rest


def _revolution_deal(game):
    """A Gouji deal where seat 1 holds no joker and no 2 (so may revolt) and everyone else holds a 2."""
    rules = game.rules
    deck = D.deck(rules)
    plain = [c for c in deck if not (c.startswith("2") or c in ("SJ", "BJ"))]
    hands = [[] for _ in range(6)]
    hands[1] = plain[:36]
    others = [c for c in deck]
    for c in hands[1]:
        others.remove(c)
    others.sort(key=lambda c: not c.startswith("2"))  # the 2s first, so each other hand gets some
    for i, c in enumerate(others[:180]):
        hands[[0, 2, 3, 4, 5][i % 5]].append(c)
    return Deal(game.table, _order_for(rules, hands))


def test_the_revolutionary_s_opposite_keeps_or_declines_the_chances(gouji):
    deal = _revolution_deal(gouji)
    assert deal.phase == "revolution" and deal.turn() == 1
    deal.apply(1, A.Action(A.REVOLT))
    assert deal.phase == "chances" and deal.turn() == 4 and deal.legal() == [KEEP, DECLINE]
    r = deal.ruling(0, KEEP)
    assert not r.legal and r.rule == gouji.rules.revolution.chances_rule
    deal.apply(4, KEEP)
    assert deal.phase == "play" and deal.play.chances[4] == 3
    deal = _revolution_deal(gouji)
    deal.apply(1, A.Action(A.REVOLT))
    deal.apply(4, DECLINE)
    assert deal.play.chances == [0] * 6 and deal.play._no_opposite(4)


# Tribute: "采取积分制一般不再进贡"; "进贡在联邦中进行时，可自行商定是否进贡" --------------------------------------------------

def _tribute(game, places, agreed=(), swept=False):
    ranks = game.ranks
    hands = [ranks.counts("BJ SJ 2 2 5 6") for _ in range(6)]
    return TributePhase(ranks, hands, places, swept, game.table.seating.alternate_team, (), frozenset(agreed),
                        game.table.seating.opposite)


def test_no_tribute_unless_the_players_agreed_to_it(gouji):
    assert gouji.rules.tribute.by_agreement and gouji.rules.tribute.same_team == "agree"
    t = _tribute(gouji, (0, 1, 2, 3, 4, 5))
    assert t.done and t.given == []
    t = _tribute(gouji, (0, 1, 2, 3, 4, 5), {TRIBUTE})
    assert [(g, r, len(c)) for g, r, c in t.given] == [(5, 0, 2), (4, 1, 1)]


def test_between_teammates_only_when_they_agreed(gouji):
    # previous places 0,1,2,3,5,4: before, seat 4 gave its teammate seat 0 two cards, and seat 5 its teammate seat 1
    t = _tribute(gouji, (0, 1, 2, 3, 5, 4), {TRIBUTE})
    assert t.given == [] and t.done
    t = _tribute(gouji, (0, 1, 2, 3, 5, 4), {TRIBUTE, SAME_TEAM})
    assert [(g, r) for g, r, _ in t.given] == [(4, 0), (5, 1)]


def test_after_a_sweep_nothing_unless_the_manner_was_agreed(gouji):
    t = _tribute(gouji, (0, 2, 4, 1, 3, 5), {TRIBUTE}, swept=True)
    assert t.given == []
    t = _tribute(gouji, (0, 2, 4, 1, 3, 5), {TRIBUTE, AFTER_SWEEP}, swept=True)
    assert sorted((g, r, len(c)) for g, r, c in t.given) == [(1, 4, 1), (3, 0, 1), (5, 2, 1)]


def test_the_last_and_second_last_of_one_team_choose_who_gives_as_the_last(gouji):
    places = (1, 2, 3, 5, 0, 4)  # seat 0 second-last, seat 4 last: teammates
    t = _tribute(gouji, places, {TRIBUTE})
    assert not t.done and t.turn() == 4 and t.legal() == [KEEP, A.Action(A.SWAP)]
    t.apply(4, A.Action(A.SWAP))
    # seat 0 now gives as the last (two cards to the first, seat 1); seat 4 would give its teammate seat 2: skipped
    assert [(g, r, len(c)) for g, r, c in t.given] == [(0, 1, 2)]


def test_a_match_records_its_agreements_and_the_judge_replays_them(gouji):
    agents = [make("greedy", player_rng(3, s)) for s in range(6)]
    record = gouji.play_match(3, agents, 2, agreed=(TRIBUTE, SAME_TEAM))
    assert record["agreed"] == sorted((TRIBUTE, SAME_TEAM))
    assert any(a["phase"] == "tribute" for a in record["deals"][1]["actions"])
    assert judge(record, gouji).ok
    without = dict(record, agreed=[])
    assert not judge(without, gouji).ok  # the tribute's returns are not owed without the agreement
    bad = dict(record, agreed=["tribute", "cake"])
    verdict = judge(bad, gouji)
    assert not verdict.ok and "unknown agreement `cake`" in verdict.reason
    plain = gouji.play_match(3, agents, 2)
    assert "agreed" not in plain and not any(a["phase"] == "tribute" for d in plain["deals"] for a in d["actions"])


# 抢庄: "不需要等别人让庄" -------------------------------------------------------------------------------------------------

def _hands(*texts):
    return [t.split() for t in texts]


def test_any_player_may_seize_before_the_call_comes_to_them(baohuang):
    c = Calling(baohuang.rules, _hands("BJ 9S 9S 9S", "9S", "3C", "5D", "6D"), 0)
    # before: only the holder (seat 0) was asked; seat 2 could seize only once the call was passed to it
    assert c.stage == "seize" and c.turn() == 4 and c.legal() == [A.Action(A.SEIZE), DECLINE]
    c.apply(4, DECLINE)
    c.apply(3, DECLINE)
    assert c.turn() == 2
    c.apply(2, A.Action(A.SEIZE))
    assert (c.emperor, c.guard, c.kind()) == (2, None, "seized") and "BJ" in c.hands[2]


def test_once_all_decline_the_holder_calls(baohuang):
    c = Calling(baohuang.rules, _hands("BJ 9S 9S 9S", "9S", "3C", "5D", "6D"), 0)
    for seat in (4, 3, 2, 1):
        r = c.ruling(seat, A.Action(A.CALL, card="9S"))
        assert not r.legal
        c.apply(seat, DECLINE)
    assert c.stage == "call" and c.turn() == 0 and A.Action(A.SEIZE) in c.legal()


# 独保: "如果庄家的叫庄牌有 4 张，那麽庄家就是独保" ---------------------------------------------------------------------------

def _call(rules, hands):
    c = Calling(rules, hands, 0)
    while c.stage == "seize":
        c.apply(c.turn(), DECLINE)
    return c


def test_a_call_of_three_whose_fourth_copy_is_set_aside_is_no_lone_emperor(baohuang):
    assert baohuang.rules.calling.no_guard == "redeal"
    c = _call(baohuang.rules, _hands("BJ 9S 9S 9S", "3C", "4D", "5D", "6D"))  # the fourth 9S is nowhere
    c.apply(0, A.Action(A.CALL, card="9S"))
    # before: the lone emperor (独保), settled on the 16/4/0/-4/-16 table
    assert c.void and c.done and not c.lone
    lone = dataclasses.replace(baohuang.rules, calling=dataclasses.replace(baohuang.rules.calling,
                                                                           no_guard="lone-emperor"))
    c = _call(lone, _hands("BJ 9S 9S 9S", "3C", "4D", "5D", "6D"))
    c.apply(0, A.Action(A.CALL, card="9S"))
    assert c.lone and not c.void


def test_the_marked_big_joker_comes_with_the_call(baohuang):
    # seat 4 holds two big jokers; passed the call, it holds the marked one too: a call of three, guarded by seat 2
    c = _call(baohuang.rules, _hands("BJ 3C", "5D", "BJ 6H", "7S", "BJ BJ"))
    c.apply(0, A.Action(A.PASS_CALL))
    assert c.turn() == 4 and A.Action(A.CALL, card="BJ") in c.legal()  # before: two big jokers, no call
    c.apply(4, A.Action(A.CALL, card="BJ"))
    assert (c.emperor, c.count, c.guard, c.lone) == (4, 3, 2, False)
    # with three of its own and the marked one, a call of four: the lone emperor by the seed's rule
    c = _call(baohuang.rules, _hands("BJ 3C", "5D", "6H", "7S", "BJ BJ BJ"))
    c.apply(0, A.Action(A.PASS_CALL))
    c.apply(4, A.Action(A.CALL, card="BJ"))
    assert (c.count, c.lone, c.guard) == (4, True, None)


def test_only_calls_of_four_are_settled_as_the_lone_emperor(baohuang):
    """The 600 deals that once had 6 lone emperors after calls of three: every lone emperor now called four."""
    table = Table(baohuang.rules)
    lone = 0
    for seed in range(600):
        agents = [make("random", player_rng(seed, s)) for s in range(5)]
        order = D.deck(baohuang.rules)
        random.Random(seed).shuffle(order)
        deal = Deal(table, order)
        while deal.phase == "calling":
            seat = deal.turn()
            deal.apply(seat, agents[seat].act(deal, seat))
        if deal.calling.lone:
            lone += 1
            assert deal.calling.count == baohuang.rules.calling.lone_at
    assert lone > 0


def test_the_lone_emperor_is_asked_open_or_hidden_only_where_open_lone_allows(baohuang):
    rules = baohuang.rules
    assert rules.calling.open_lone
    closed = dataclasses.replace(rules, calling=dataclasses.replace(rules.calling, open_lone=False))
    c = _call(closed, _hands("BJ KH KH KH KH", "3C", "4D", "5D", "6D"))
    c.apply(0, A.Action(A.CALL, card="KH"))
    assert c.lone and c.done and c.kind() == "lone-emperor"


def test_the_terminal_and_the_browser_read_the_new_decisions(baohuang):
    from verifier.play.climbing.words import HELP, parse as _parse
    deal = baohuang.new_deal(seed=4)
    assert deal.mode() == "seize" and "seize" in HELP["seize"]
    assert _parse(deal, "seize", "seize") == A.Action(A.SEIZE)
    assert _parse(deal, "seize", "decline") == DECLINE
    assert _parse(deal, "chances", "keep") == KEEP and _parse(deal, "chances", "decline") == DECLINE
    assert _parse(deal, "tribute", "swap") == A.Action(A.SWAP)
    assert "decline" in HELP["chances"] and "swap" in HELP["tribute"]


def test_more_final_gouji_chances_carry_on_to_the_opposite_s_next_gouji_sets(gouji):
    rules = dataclasses.replace(gouji.rules, final_gouji=dataclasses.replace(gouji.rules.final_gouji, chances=2))
    table = Table(rules)
    p = Play(table, [table.ranks.counts(h) for h in ["9", "K 3 3", "Q 4 4", "10 A A 5", "2 2 6 7", "J 7 7"]], 0)
    act(p, 0, put(p, "9"))
    act(p, 3, put(p, "10"))  # the first chance: the exclusive answer
    assert p.turn() == (3, "lead") and p.chances[3] == 1
    act(p, 3, put(p, "A A"))  # the second: a gouji set only a burn answers (seat 4's two 2s may not)
    assert p.turn() == (3, "lead") and p.chances[3] == 0
