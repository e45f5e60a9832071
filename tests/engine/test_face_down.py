"""Declarations face down (`declare { face: down }`), as sanwufan plays them: 定主的时候把牌盖住,一人定完主别人也可以
定,摸完牌后比大小,大的把小的吃掉. A player may declare once, a smaller declaration too; the biggest stands (the first of
equal ones) and eats every other; a second declaration is refused citing the declare block; nobody sees the others'
declarations while the cards are dealt; the judge holds records to it."""
import copy

import pytest

from verifier.play.judge import judge_record
from verifier.runtime.trick.state import Illegal

from .hands import first_deal_where, fresh_deal, give

VID = "sanwufan"


def test_a_smaller_declaration_may_follow_and_the_biggest_stands(games):
    deal = fresh_deal(games[VID])
    deal.declare(0, give(deal, 0, ["BJ", "7H", "7H"]))
    small = give(deal, 1, ["SJ", "KS", "KS"])
    assert deal.judge_declaration(1, small).suit == "S"  # face down: nobody answers what they cannot see
    deal.declare(1, small)
    assert deal.standing.player == 0 and [d.player for d in deal.declarations] == [0, 1]
    deal.declare(2, give(deal, 2, ["BJ", "9C", "9C"]))  # as big as the standing one: the first made stands
    assert deal.standing.player == 0
    assert deal.eaten() == [(1, deal.declarations[1].cards), (2, deal.declarations[2].cards)]


def test_a_bigger_declaration_made_later_stands(games):
    deal = fresh_deal(games[VID])
    deal.declare(0, give(deal, 0, ["SJ", "KS", "KS"]))
    deal.declare(3, give(deal, 3, ["BJ", "4D", "4D"]))
    assert deal.standing.player == 3 and deal.overcalls == 0


def test_a_player_declares_once_citing_declare(games):
    game = games[VID]
    deal = fresh_deal(game)
    deal.declare(0, give(deal, 0, ["SJ", "KS", "KS"]))
    with pytest.raises(Illegal) as info:
        deal.judge_declaration(0, give(deal, 0, ["BJ", "AH", "AH"]))
    assert "each player declares once" in info.value.reason and info.value.rule == game.rules.ref("declare")
    assert deal.declaration_options(0) == []


def test_the_others_declarations_are_not_seen_while_dealing(games):
    deal = fresh_deal(games[VID])
    deal.declare(0, give(deal, 0, ["BJ", "7H", "7H"]))
    give(deal, 1, ["SJ", "KS", "KS"])
    assert deal.seen_standing(1) is None
    assert [tuple(c) for c, _ in deal.declaration_options(1)]  # a smaller one is offered
    deal.phase = "kitty"
    assert deal.seen_standing(1) is deal.standing


def test_classic_declarations_stay_face_up(games):
    deal = fresh_deal(games["classic-2deck"])
    deal.declare(0, give(deal, 0, ["2H"]))
    assert deal.seen_standing(1) is deal.standing
    with pytest.raises(Illegal):
        deal.judge_declaration(1, give(deal, 1, ["2S"]))  # face up: an equal one does not overcall


def _with_two_declarers(game):
    return first_deal_where(game, lambda deal: len({x["player"] for x in deal["declarations"]}) >= 2, range(60), 4,
                            missing="no deal with two players declaring in 60 matches")


def test_matches_eat_every_other_declaration_and_are_judged(games):
    game = games[VID]
    record, d = _with_two_declarers(game)
    assert judge_record(record, game).ok
    deal = record["deals"][d]
    players = [x["player"] for x in deal["declarations"]]
    assert len(players) == len(set(players)), "each player declares once"
    eaten = {x["player"] for x in deal["exchange"] if x["receiver"] == deal["declarer"]}
    assert eaten == set(players) - {deal["declarer"]}


def test_the_judge_rejects_a_second_declaration(games):
    game = games[VID]
    record, d = _with_two_declarers(game)
    bad = copy.deepcopy(record)
    deal = bad["deals"][d]
    again = dict(deal["declarations"][0], after=4 * game.rules.hand, last_round=True)  # the same cards, once more
    deal["declarations"].append(again)
    verdict = judge_record(bad, game)
    assert not verdict.ok and verdict.deals == d and "each player declares once" in verdict.reason
    assert verdict.rule == game.rules.ref("declare")
