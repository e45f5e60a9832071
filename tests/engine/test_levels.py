"""Level rules: defended levels (only the declarers rise from them), a restart keeping the steps left over, and the
Jack rule (勾J), each played by the engine and replayed by the judge, which cites the rule."""
import copy
import os
import random

import pytest

from verifier.play import engine
from verifier.play.judge import judge_record
from verifier.runtime.trick import ids as I
from verifier.runtime.trick.game import Deal

from .conftest import ROOT
from .hands import first_deal_where, seeded_players

FIXTURES = os.path.join(ROOT, "tests", "engine", "levels")


@pytest.fixture(scope="module")
def rbtying():
    return engine.load("rbtying-default")


@pytest.fixture(scope="module")
def defend_points():
    return engine.load(os.path.join(FIXTURES, "defend-points.variant"))


def _deal(game, levels, declarer=0):
    """A deal of the game (not played) whose match stands at these levels (ranks per team), `declarer` declaring."""
    eng = game.engine
    match = eng.new_match()
    match.levels = [game.rules.ladder.index(rank) for rank in levels]
    match.declarer = declarer
    deck = eng.deck()
    random.Random(1).shuffle(deck)
    deal = Deal(eng, match, deck, random.Random(0))
    deal.declarer = declarer
    return deal


def _ranks(game, deal):
    return [game.rules.ladder[i] for i in deal.match.levels]


def test_a_rise_stops_on_a_defended_level(rbtying):
    deal = _deal(rbtying, ["Q", "2"])
    deal._advance("declarers", "keep", 3, False, 0)  # Q +3 stops on A
    assert _ranks(rbtying, deal) == ["A", "2"] and not deal.match.over


def test_attackers_on_a_defended_level_do_not_rise(rbtying):
    deal = _deal(rbtying, ["10", "A"])  # team 0 declares at 10; team 1 stands on A
    deal._advance("attackers", "take-over", 2, False, 0)
    assert _ranks(rbtying, deal) == ["10", "A"] and not deal.match.over  # it must defend A first
    assert deal.match.declarer == 1  # it takes over all the same
    deal = _deal(rbtying, ["10", "A"])
    deal._advance("attackers", "keep", 1, False, 0)  # `attackers +1` rises nobody off A either
    assert _ranks(rbtying, deal) == ["10", "A"]


def test_declarers_who_defend_the_top_pass_it(rbtying, defend_points):
    deal = _deal(defend_points, ["A", "5"])  # past the top: match-won
    deal._advance("declarers", "keep", 1, False, 0)
    assert deal.match.over and deal.match.winner == 0
    deal = _deal(rbtying, ["A", "5"])  # A is passed with the first step; NT, defended too, stops the rest
    deal._advance("declarers", "keep", 2, False, 0)
    assert _ranks(rbtying, deal) == ["NT", "5"] and deal.match.rounds == [0, 0] and not deal.match.over
    deal = _deal(rbtying, ["NT", "5"])  # past the top: wrap-around
    deal._advance("declarers", "keep", 2, False, 0)
    assert _ranks(rbtying, deal) == ["3", "5"] and deal.match.rounds == [1, 0] and not deal.match.over


def test_without_defended_levels_attackers_pass_the_top(games):
    classic = games["classic-2deck"]
    deal = _deal(classic, ["10", "A"])
    deal._advance("attackers", "take-over", 1, False, 0)
    assert deal.match.over and deal.match.winner == 1


def test_the_declarers_pass_a_defended_level_with_the_first_step_only(defend_points):
    game = defend_points
    deal = _deal(game, ["5", "2"])
    deal._advance("declarers", "keep", 3, False, 0)  # 5 is left, 6 7 8 follow
    assert _ranks(game, deal) == ["8", "2"]
    deal = _deal(game, ["8", "2"])
    deal._advance("declarers", "keep", 3, False, 0)  # 9, then 10 stops the rise
    assert _ranks(game, deal) == ["10", "2"]
    deal = _deal(game, ["4", "K"], declarer=1)  # team 0 attacks from 4: 5 stops it
    deal._advance("attackers", "take-over", 3, False, 1)
    assert _ranks(game, deal) == ["5", "K"]


def test_matches_with_defended_levels_are_judged(defend_points):
    game = defend_points
    record = game.play_match(5, seeded_players(5, ("greedy", "random") * 2), deal_limit=40)
    assert judge_record(record, game).ok
    defended = set(game.rules.defended)
    rises = 0
    for deal in record["deals"]:
        before, after = deal["before"]["levels"], deal["result"]["levels"]
        declaring = deal["declarer"] % 2
        for team in (0, 1):
            rank = game.rules.ladder[before[team]]
            if rank in defended and after[team] != rank:
                assert team == declaring, f"deal {deal['number']}: the attackers rose from the defended level {rank}"
                rises += 1
    assert rises, "no side rose from a defended level in 40 deals"


def _attackers_win_on_a_defended_level(game):
    """A record, the deal and the attacking team where attackers standing on a defended level win the deal."""
    for seed in range(1, 20):
        record = game.play_match(seed, seeded_players(seed, ("greedy", "random") * 2), deal_limit=30)
        for n, deal in enumerate(record["deals"]):
            attackers = 1 - deal["declarer"] % 2
            stand = deal["before"]["levels"][attackers]
            if game.rules.ladder[stand] in game.rules.defended and deal["result"]["settlement"]["side"] == "attackers":
                return record, n, attackers, stand
    pytest.fail("no deal won by attackers standing on a defended level")


def test_the_judge_rejects_attackers_rising_from_a_defended_level(defend_points):
    game = defend_points
    record, n, attackers, stand = _attackers_win_on_a_defended_level(game)
    assert record["deals"][n]["result"]["levels"][attackers] == game.rules.ladder[stand]  # they stayed
    bad = copy.deepcopy(record)
    bad["deals"][n]["result"]["levels"][attackers] = game.rules.ladder[stand + 1]
    verdict = judge_record(bad, game)
    assert not verdict.ok and verdict.where.get("deal") == n + 1
    assert verdict.rule.endswith("defend-points.variant:4") and "defended level" in verdict.reason, verdict


@pytest.fixture(scope="module")
def keep_steps():
    return engine.load(os.path.join(FIXTURES, "keep-steps.variant"))


@pytest.fixture(scope="module")
def wrap_around():
    return engine.load(os.path.join(FIXTURES, "wrap-around.variant"))


def test_a_restart_keeps_the_steps_left_over(keep_steps):
    game = keep_steps
    deal = _deal(game, ["K", "9"])
    deal._advance("declarers", "keep", 4, False, 0)  # K -> A -> past A with 2 steps left: 2 -> 3 -> 4
    assert _ranks(game, deal) == ["4", "2"] and deal.match.rounds == [1, 0] and not deal.match.over
    deal = _deal(game, ["A", "9"])
    deal._advance("declarers", "keep", 1, False, 0)  # past A with nothing left: both start again on 2
    assert _ranks(game, deal) == ["2", "2"] and deal.match.rounds == [1, 0]


def test_plain_restart_loses_the_steps_left_over(games):
    game = games["three-deck-tribute"]  # past the top: new-round
    deal = _deal(game, ["10", "5"])
    deal._advance("declarers", "keep", 3, False, 0)
    assert _ranks(game, deal) == ["3", "3"] and deal.match.rounds[0] == 1


def test_a_rise_as_long_as_the_ladder_laps_it_twice(keep_steps):
    game = keep_steps
    deal = _deal(game, ["A", "2"])
    deal._advance("declarers", "keep", 15, False, 0)  # past A (1), 13 more lap 2..A and pass A again, 1 left
    assert _ranks(game, deal) == ["3", "2"] and deal.match.rounds == [2, 0]


def test_wrap_around_keeps_the_other_side_s_level(wrap_around):
    game = wrap_around
    deal = _deal(game, ["Q", "9"])
    deal._advance("declarers", "keep", 3, False, 0)
    assert _ranks(game, deal) == ["2", "9"] and deal.match.rounds == [1, 0] and not deal.match.over
    deal = _deal(game, ["10", "K"])
    deal._advance("attackers", "take-over", 3, False, 0)
    assert _ranks(game, deal) == ["10", "3"] and deal.match.rounds == [0, 1]


def test_matches_that_keep_the_steps_are_judged(keep_steps, wrap_around):
    for game in (keep_steps, wrap_around):
        record = game.play_match(3, seeded_players(3, ("greedy", "random") * 2), deal_limit=40)
        assert judge_record(record, game).ok
        assert not record["result"]["over"] and sum(record["result"]["rounds"]) >= 1  # the top was passed
        bad = copy.deepcopy(record)
        n = next(i for i, d in enumerate(bad["deals"]) if sum(d["result"]["rounds"]) >= 1)
        bad["deals"][n]["result"]["rounds"] = [0, 0]
        verdict = judge_record(bad, game)
        assert not verdict.ok and verdict.where.get("deal") == n + 1
        assert verdict.rule.endswith(".variant:4"), verdict  # `past the top`


@pytest.fixture(scope="module")
def single_jack():
    return engine.load(os.path.join(FIXTURES, "single-jack.variant"))


@pytest.fixture(scope="module")
def any_jack():
    return engine.load(os.path.join(FIXTURES, "any-jack.variant"))


def _ids(text):
    return [I.BY_NAME[name] for name in text.split()]


def test_the_single_jack_reading(single_jack):
    game = single_jack
    deal = _deal(game, ["J", "9"])
    assert deal.level == "J"
    assert deal._jacked("attackers", _ids("JS"))
    assert not deal._jacked("attackers", _ids("JS JS"))  # a pair of jacks is no single jack
    assert not deal._jacked("declarers", _ids("JS"))  # the declarers' own jack knocks nobody
    assert not deal._jacked("attackers", _ids("BJ"))
    assert not _deal(game, ["10", "9"])._jacked("attackers", _ids("JS"))  # only while playing J


def test_the_any_jack_reading(any_jack):
    deal = _deal(any_jack, ["J", "9"])
    assert deal._jacked("attackers", _ids("JS JS"))
    assert deal._jacked("attackers", _ids("JH JH QH QH"))
    assert not deal._jacked("attackers", _ids("QH QH"))


def test_knocked_back_to_the_bottom_then_the_deal_s_rise(single_jack):
    game = single_jack
    deal = _deal(game, ["J", "9"])
    assert deal._knock_back(deal.declarer_side()) == [0]
    deal._advance("attackers", "take-over", 1, False, 0)
    assert _ranks(game, deal) == ["2", "10"]


def test_knocked_back_some_levels(any_jack):
    game = any_jack
    deal = _deal(game, ["J", "9"])
    deal._knock_back(deal.declarer_side())
    deal._advance("declarers", "keep", 1, False, 0)  # back 2 to 9, then the declarers' own +1
    assert _ranks(game, deal) == ["10", "9"]
    deal = _deal(game, ["3", "9"])
    deal._knock_back(deal.declarer_side())  # not below the bottom
    assert _ranks(game, deal) == ["2", "9"]


def _match_where(game, settled: str, deals: int):
    """The first seeded match of the game (seeds 1 up to `deals`, `deals` deals at most) with a deal whose settlement
    records `settled`: its record and that deal's number."""
    return first_deal_where(game, lambda deal: deal["result"]["settlement"].get(settled), range(1, deals), deals,
                            ("greedy", "random") * 2, f"no deal's settlement recorded {settled} in {deals - 1} matches")


def test_matches_with_the_jack_rule_are_judged(any_jack):
    game = any_jack
    record, n = _match_where(game, "jack_rule", 40)
    assert judge_record(record, game).ok
    deal = record["deals"][n]
    assert deal["level"] == "J"
    last = deal["tricks"][-1]
    winner = next(p for p in last["plays"] if p["player"] == last["winner"])
    assert last["winner"] % 2 != deal["declarer"] % 2 and any(c.startswith("J") for c in winner["cards"])
    assert deal["result"]["settlement"]["jack_rule"] == [deal["declarer"] % 2]
    bad = copy.deepcopy(record)
    bad["deals"][n]["result"]["levels"][deal["declarer"] % 2] = "J"  # as if nobody had been knocked back
    verdict = judge_record(bad, game)
    assert not verdict.ok and verdict.where.get("deal") == n + 1
    assert verdict.rule.endswith("any-jack.variant:4") and "Jack rule" in verdict.reason, verdict


def test_a_record_that_drops_the_jack_rule_is_refused(any_jack):
    """A settlement is stated whole: a record that leaves out `jack_rule` states a deal nobody was knocked back in,
    which is not the deal played (the levels it gives are the knocked-back ones, so only the key tells)."""
    game = any_jack
    record, n = _match_where(game, "jack_rule", 40)
    bad = copy.deepcopy(record)
    del bad["deals"][n]["result"]["settlement"]["jack_rule"]
    verdict = judge_record(bad, game)
    assert not verdict.ok and verdict.where.get("deal") == n + 1 and verdict.where.get("phase") == "end"
    assert "settlement/jack_rule nothing" in verdict.reason and "Jack rule" in verdict.reason, verdict
    assert verdict.rule.endswith("any-jack.variant:4"), verdict
    other = copy.deepcopy(record)  # a settlement key left out of a deal the rule did not touch is refused as well
    m = next(i for i, d in enumerate(other["deals"]) if "jack_rule" not in d["result"]["settlement"])
    del other["deals"][m]["result"]["settlement"]["label"]
    verdict = judge_record(other, game)
    assert not verdict.ok and verdict.where.get("deal") == m + 1 and "settlement/label nothing" in verdict.reason


# The no-trump level (levels … to NT: rbtying/shengji's Rank::NoTrump after A) ------------------------------------

@pytest.fixture(scope="module")
def no_trump_top():
    return engine.load(os.path.join(FIXTURES, "no-trump-top.variant"))


class _Silent:
    """A player who never declares, and otherwise plays as the random player."""

    def __init__(self, inner):
        self.inner = inner

    def declare(self, deal, seat):
        return None

    def __getattr__(self, name):
        return getattr(self.inner, name)


def test_the_ladder_ends_at_the_no_trump_level(rbtying):
    assert rbtying.rules.ladder[-2:] == ("A", "NT") and rbtying.rules.defended == ("A", "NT")
    order = rbtying.order(rbtying.context("NT", "NT"))
    for card in ("2S", "2H", "AS", "10D"):  # no level card: every rank stays in its suit
        assert not order.is_trump(rbtying.cards(card)[0]), card
    assert order.is_trump(rbtying.cards("SJ")[0]) and order.is_trump(rbtying.cards("BJ")[0])


def test_no_level_card_can_be_shown_at_the_no_trump_level(rbtying):
    deal = _deal(rbtying, ["NT", "5"])
    deal.hands[1] = I.counts(_ids("2S 2S AS SJ SJ"))
    why = deal._judge_declaration(1, _ids("2S 2S"), None)
    assert isinstance(why, str) and "no declaration of this deal at level NT" in why
    assert not isinstance(deal._judge_declaration(1, _ids("SJ SJ"), None), str)  # a joker show can be made


def test_a_deal_at_the_no_trump_level_is_played_no_trump(rbtying):
    """Nobody declares in the first deal at NT: the fallback (draw-kitty-card) names the declarer, and whatever suit
    it draws, the deal has no trump suit."""
    for seed in range(4):
        deal = _deal(rbtying, ["NT", "5"], declarer=None)
        deal.declarer, deal.first_deal = None, True
        assert deal.level == "NT"
        deal.run([_Silent(a) for a in seeded_players(seed)])
        assert deal.trump == "NT" and deal.fallback == "draw-kitty-card", (deal.trump, deal.fallback)
        assert deal.order.ctx.trump == "NT" and deal.result["settlement"]


def test_past_the_no_trump_level(rbtying):
    deal = _deal(rbtying, ["NT", "5"])
    deal._advance("declarers", "keep", 2, False, 0)  # NT is defended: passed with the first step, then wraps
    assert _ranks(rbtying, deal) == ["3", "5"] and deal.match.rounds == [1, 0] and not deal.match.over
    deal = _deal(rbtying, ["10", "NT"])
    deal._advance("attackers", "take-over", 3, False, 0)  # the attackers on NT must defend it first
    assert _ranks(rbtying, deal) == ["10", "NT"]
    deal = _deal(rbtying, ["Q", "5"])
    deal._advance("declarers", "keep", 3, False, 0)  # a rise stops on A, the level before NT
    assert _ranks(rbtying, deal) == ["A", "5"]


def test_matches_at_the_no_trump_level_are_judged(no_trump_top):
    game = no_trump_top
    record, n = first_deal_where(game, lambda deal: deal["level"] == "NT", range(1, 30), 40, ("greedy", "random") * 2,
                                 "no match reached the no-trump level")
    assert judge_record(record, game).ok
    assert record["deals"][n]["trump"] == "NT"
    bad = copy.deepcopy(record)
    bad["deals"][n]["trump"] = "S"  # as if a suit had been trump at NT
    verdict = judge_record(bad, game)
    assert not verdict.ok and verdict.where.get("deal") == n + 1
    assert "no-trump level" in verdict.reason and verdict.rule.endswith("no-trump-top.variant:3"), verdict


# Both sides rising in one deal (`declarers +1 and attackers +1`) ------------------------------------------------

@pytest.fixture(scope="module")
def both_rise():
    return engine.load(os.path.join(FIXTURES, "both-rise.variant"))


def test_settle_gives_both_sides_rises(both_rise):
    found = both_rise.settle(60)
    assert (found.side, found.kind, found.levels, found.also) == ("declarers", "keep", 1, (("attackers", 1),))
    assert found.rule.endswith("both-rise.variant:7")
    assert both_rise.settle(20).also == () and both_rise.settle(100).also == ()


def test_both_sides_rise_and_the_declarers_keep(both_rise):
    game = both_rise
    deal = _deal(game, ["5", "9"])
    deal._advance("declarers", "keep", 1, False, 0, (("attackers", 1),))
    assert _ranks(game, deal) == ["6", "10"] and deal.match.declarer == 2  # the declarers keep: the partner


def test_of_two_sides_passing_the_top_the_outcome_s_passes_first(both_rise):
    game = both_rise
    deal = _deal(game, ["A", "A"])
    deal._advance("declarers", "keep", 1, False, 0, (("attackers", 1),))
    assert deal.match.over and deal.match.winner == 0


def test_matches_where_both_sides_rise_are_judged(both_rise):
    game = both_rise
    record, n = _match_where(game, "also", 30)
    assert judge_record(record, game).ok
    deal = record["deals"][n]
    assert deal["result"]["settlement"]["also"] == [{"side": "attackers", "levels": 1}]
    before, after = deal["before"]["levels"], deal["result"]["levels"]
    ladder = game.rules.ladder
    assert [ladder.index(a) - b for a, b in zip(after, before)] == [1, 1] or deal["result"]["match_over"]
    bad = copy.deepcopy(record)  # as if only the declarers had risen
    attackers = 1 - deal["declarer"] % 2
    bad["deals"][n]["result"]["levels"][attackers] = ladder[before[attackers]]
    verdict = judge_record(bad, game)
    assert not verdict.ok and verdict.where.get("deal") == n + 1
    assert verdict.rule.endswith("both-rise.variant:7") and "raises both sides" in verdict.reason, verdict
    dropped = copy.deepcopy(record)  # a settlement that leaves the other side's rise out
    del dropped["deals"][n]["result"]["settlement"]["also"]
    verdict = judge_record(dropped, game)
    assert not verdict.ok and "settlement/also nothing" in verdict.reason, verdict


@pytest.mark.parametrize("outcome,why", [
    ("declarers +1 and declarers +1", "raises the side the outcome already names"),
    ("nothing and attackers +1", "follows an outcome that raises nobody"),
    ("declarers +1 and attackers -1", "raises nobody"),
])
def test_a_rise_of_both_sides_that_says_nothing_is_refused(outcome, why):
    from verifier.diagnostics import DiagnosticError
    from verifier.language.parser import parse_text
    text = ("variant t extends classic-2deck {\n  title en \"t\"\n  override scoring {\n"
            f"    when points >= 0 -> {outcome}\n  }}\n}}\n")
    with pytest.raises(DiagnosticError) as raised:
        parse_text("t.variant", text)
    found = [d for d in raised.value.diagnostics if d.code == "E209"]
    assert found and why in found[0].message and found[0].span.line == 4, raised.value.diagnostics


# Levels per player in a team game (partners at different levels) --------------------------------------------------

@pytest.fixture(scope="module")
def team_per_player():
    return engine.load(os.path.join(FIXTURES, "team-per-player.variant"))


def test_a_deal_is_played_at_the_declarer_s_own_level(team_per_player):
    """Partners standing at different levels (as a record's match may start): the deal is played at the declarer's
    level, not the partner's (seed 000: 级牌：当前庄家的级别就是级牌; rbtying: the landlord's Player::level)."""
    game = team_per_player
    assert game.engine.new_match().individual
    for declarer, level in ((0, "5"), (2, "9"), (1, "7"), (3, "K")):
        deal = _deal(game, ["5", "7", "9", "K"], declarer=declarer)
        assert deal.level == level, (declarer, deal.level)


def test_every_player_of_the_side_rises_alone(team_per_player):
    game = team_per_player
    deal = _deal(game, ["5", "7", "9", "K"], declarer=2)
    gains = deal._advance_players("declarers", "keep", 2, False, deal.declarer_side())
    assert gains == [2, 0, 2, 0] and _ranks(game, deal) == ["7", "7", "J", "K"]
    deal = _deal(game, ["5", "7", "9", "10"], declarer=0)
    deal._advance_players("attackers", "take-over", 3, False, deal.declarer_side())
    assert _ranks(game, deal) == ["5", "10", "9", "K"] and deal.match.declarer == 1  # each attacker from its own


def test_team_games_with_levels_per_player_are_played_and_judged(team_per_player):
    """Matches from the first deal: partners start together and every rule raises (or knocks back) a side as one,
    so they stay at one level; the judge holds each player's level, and one partner's changed level is refused."""
    game = team_per_player
    record = game.play_match(4, seeded_players(4, ("greedy", "random") * 2), deal_limit=20)
    assert judge_record(record, game).ok and len(record["deals"]) > 3
    for deal in record["deals"]:
        levels = deal["result"]["levels"]
        assert len(levels) == 4 and levels[0] == levels[2] and levels[1] == levels[3], levels
        assert deal["level"] == game.rules.ladder[deal["before"]["levels"][deal["declarer"]]]
    bad = copy.deepcopy(record)
    n = 1
    seat = (bad["deals"][n]["declarer"] + 2) % 4  # the declarer's partner
    bad["deals"][n]["result"]["levels"][seat] = "A"
    verdict = judge_record(bad, game)
    assert not verdict.ok and verdict.where.get("deal") == n + 1, verdict
