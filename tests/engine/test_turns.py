"""Whose turn it is to fix the trump in a later deal (`turn: declarers`, 轮到定主) and the pass to the other side
(`pass: other-side`, 弃权), as forum-2deck plays them: 再归你定主的时候，你没有上面可以搭配的牌，那么你叫弃权，你对方就
可以定他的主，规则一样。原始底牌该他们所有. The referee refuses an attacker's first declaration citing `turn`, and
a declaration of the side that passed citing `pass`; the first declarer keeps the kitty and leads whoever overcalls;
after a pass the other side declares at its own level and becomes the declarers; the judge holds records to it."""
import copy
import random

import pytest

from verifier.play.judge import judge_record
from verifier.runtime.trick import ids as I
from verifier.runtime.trick.game import Deal
from verifier.runtime.trick.state import Illegal

from .hands import first_deal_where, give

VID = "forum-2deck"


def later_deal(game, declarer=0, levels=(0, 0), deck=None):
    """A deal after the first: `declarer` carried over, the teams at these levels (indices into the ladder)."""
    engine = game.engine
    match = engine.new_match()
    match.declarer, match.deal_number, match.levels = declarer, 1, list(levels)
    return Deal(engine, match, deck or engine.deck(), random.Random(0))


def test_an_attackers_first_declaration_is_refused_citing_turn(games):
    game = games[VID]
    deal = later_deal(game)
    with pytest.raises(Illegal) as info:
        deal.judge_declaration(1, give(deal, 1, ["BJ", "2H"]))
    assert "declarers' side's" in info.value.reason and info.value.rule == game.rules.ref("turn")
    assert game.rules.ref("turn") != game.rules.ref("declare")
    assert deal.declaration_options(1) == []  # the engine offers the attackers nothing before it stands


def test_the_partner_may_fix_it_and_the_attackers_then_overcall(games):
    deal = later_deal(games[VID])
    deal.declare(2, give(deal, 2, ["BJ", "2H"]))  # the carried declarer's partner fixes the trump
    overcall = give(deal, 1, ["SJ", "2S"])
    assert deal.judge_declaration(1, overcall).suit == "S"  # an attacker overcalls it, step by step
    deal.declare(1, overcall)
    deal.last_round = True
    assert deal._settle_trump() and deal.trump == "S"
    assert deal.declarer == 2, "the first declarer keeps the kitty and leads, whoever overcalls"


def test_the_first_deal_is_anyones(games):
    deal = later_deal(games[VID], declarer=None)
    deal.match.declarer = None
    deal.first_deal = True
    assert deal.judge_declaration(1, give(deal, 1, ["BJ", "2H"])).suit == "H"


class Passing:
    """The side in turn (team 0) never declares; the other side declares its first option in the pass round."""

    def __init__(self):
        self.asked = []

    def declare(self, deal, seat):
        self.asked.append((seat, deal.passed, deal.level))
        if deal.passed:
            options = deal.declaration_options(seat)
            return options[0] if options else None
        return None


def _passed_deal(game):
    """A later deal in which team 0 passes and team 1 (at level 5) fixes the trump in the pass round."""
    for seed in range(200):
        deck = game.engine.deck()
        random.Random(seed).shuffle(deck)
        deal = later_deal(game, declarer=0, levels=(0, 3), deck=deck)
        agent = Passing()
        deal._deal([agent] * 4)
        if deal.declarations:
            return deal, agent
    raise AssertionError("team 1 never could declare in the pass round")


def test_after_a_pass_the_other_side_declares_at_its_level_and_becomes_the_declarers(games):
    game = games[VID]
    deal, agent = _passed_deal(game)
    passed_round = [(seat, level) for seat, passed, level in agent.asked if passed]
    assert [seat for seat, _ in passed_round] == [1, 3][:len(passed_round)] and {lv for _, lv in passed_round} == {"5"}
    first = deal.declarations[0]
    assert first.passed and first.player % 2 == 1 and deal.level == "5"
    assert any(I.RANK_OF[c] == "5" for c in first.cards), "declared with the other side's level cards"
    assert deal._settle_trump() and deal.declarer == first.player  # 原始底牌该他们所有


def test_the_side_that_passed_may_not_declare_in_the_other_sides_round(games):
    game = games[VID]
    deal = later_deal(game, declarer=0, levels=(0, 3))
    deal.passed, deal.level = True, "5"
    with pytest.raises(Illegal) as info:
        deal.judge_declaration(2, give(deal, 2, ["BJ", "5H"]))
    assert "passed" in info.value.reason and info.value.rule == game.rules.ref("pass")


def test_nobody_declaring_after_the_pass_keeps_the_side_in_turn(games):
    game = games[VID]
    deal = later_deal(game, declarer=0, levels=(0, 3))

    class Silent:
        def declare(self, deal, seat):
            return None
    deal._deal([Silent()] * 4)
    assert not deal.declarations and deal.level == "2"
    assert deal._settle_trump() and deal.trump == "NT" and deal.declarer == 0


def _match_with_a_pass(game):
    return first_deal_where(game, lambda deal: any(x.get("passed") for x in deal["declarations"]), range(60), 6,
                            missing="no deal with a pass in 60 matches")


def test_a_recorded_pass_is_judged_and_the_kitty_goes_to_the_other_side(games):
    game = games[VID]
    record, d = _match_with_a_pass(game)
    assert judge_record(record, game).ok
    deal = record["deals"][d]
    carried = deal["before"]["declarer"]
    assert deal["declarer"] % 2 != carried % 2 and deal["declarer"] == deal["declarations"][0]["player"]
    assert deal["level"] == game.rules.ladder[deal["before"]["levels"][1 - carried % 2]]


def test_the_judge_rejects_an_attacker_declaring_first_without_a_pass(games):
    game = games[VID]
    record, d = _match_with_a_pass(game)
    bad = copy.deepcopy(record)
    for decl in bad["deals"][d]["declarations"]:
        decl.pop("passed", None)  # as if the attackers had declared in the last round, before any pass
    verdict = judge_record(bad, game)
    assert not verdict.ok and verdict.deals == d
    assert verdict.rule == game.rules.ref("turn") and "declarers' side's" in verdict.reason
