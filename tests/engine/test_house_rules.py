"""House rules and an outside engine's defaults as short deltas over classic-2deck, played by the engine:
Hong Wu (a trump-order tier of one card), 2 always trump, and rbtying/shengji's default settings."""
import random

import pytest

from verifier.play import engine
from verifier.language.parser import parse_text
from verifier.play.trick.players import RandomPlayer
from verifier.language.printer import print_file

from .conftest import ROOT


@pytest.fixture(scope="module")
def hongwu():
    return engine.load("hongwu-2deck")


@pytest.fixture(scope="module")
def permanent_2():
    return engine.load("permanent-2-2deck")


def _line(path: str, text: str) -> int:
    with open(f"{ROOT}/{path}", encoding="utf-8") as handle:
        return next(n for n, line in enumerate(handle, start=1) if text in line)


def test_the_five_of_hearts_is_the_highest_trump_in_every_context(hongwu):
    game = hongwu
    for level, trump in (("10", "S"), ("2", "NT"), ("5", "H"), ("5", "D"), ("A", "C")):
        ctx = game.context(level, trump)
        order = game.order(ctx)
        assert order.is_trump(game.cards("5H")[0])
        assert game.trick_winner([game.cards("BJ"), game.cards("5H")], ctx) == 1
        assert game.sort(game.cards("BJ 5H AS"), ctx)[0] == game.cards("5H")[0]
    ctx = game.context("10", "S")
    assert not game.order(ctx).is_trump(game.cards("5D")[0])  # the other fives keep their place
    assert game.trick_winner([game.cards("6D"), game.cards("5D")], ctx) == 0


def test_hong_wu_follow_rulings_cite_the_follow_rule(hongwu):
    game = hongwu
    ctx = game.context("10", "S")
    follow = f"spec/classic-2deck.variant:{_line('spec/classic-2deck.variant', '  follow {')}"
    # On a trump lead the 5H must follow: it is a trump.
    r = game.follow_ruling(game.cards("5H 3C 4C"), game.cards("BJ"), game.cards("3C"), ctx)
    assert not r.legal and "must follow trump" in r.reason and r.rule == follow
    assert game.follow_ruling(game.cards("5H 3C 4C"), game.cards("BJ"), game.cards("5H"), ctx).legal
    # On a heart lead the 5H is no heart: the hand is void and may discard.
    r = game.follow_ruling(game.cards("5H 3C 4C"), game.cards("KH"), game.cards("3C"), ctx)
    assert r.legal
    # ... and ruffing a heart with it wins.
    assert game.trick_winner([game.cards("KH"), game.cards("AH"), game.cards("5H")], ctx) == 2


def test_hong_wu_pairs_and_tractors(hongwu):
    game = hongwu
    ctx = game.context("10", "S")
    assert game.combination(game.cards("5H 5H"), ctx) == "pair"
    assert game.is_tractor(game.cards("5H 5H BJ BJ"), ctx)
    assert game.is_tractor(game.cards("6H 6H 4H 4H"), ctx)  # the 5H out of hearts is skipped, as a level card is
    assert game.combination(game.cards("5H 6H"), ctx) is None  # a trump and a heart are no one play


def test_a_card_tier_is_printed_and_read_back():
    text = open(f"{ROOT}/spec/hongwu-2deck.variant", encoding="utf-8").read()
    printed = print_file(parse_text("hongwu-2deck.variant", text))
    assert "trump order 5H > BJ > SJ" in printed
    assert parse_text("again.variant", printed) == parse_text("hongwu-2deck.variant", text)
    tier = engine.load("hongwu-2deck").rules.tiers[0]
    assert (tier.cards, tier.rank, tier.suit) == ("rank", "5", "H")


def test_a_card_tier_with_a_suit_group_is_an_error():
    from verifier.diagnostics import DiagnosticError
    with pytest.raises(DiagnosticError) as caught:
        parse_text("t.variant", "variant t {\n  trump order 5H in trump suit > BJ > SJ > level > trump suit\n}\n")
    assert [d.code for d in caught.value.diagnostics] == ["E208"]


def test_two_is_always_trump(permanent_2):
    game = permanent_2
    ctx = game.context("10", "S")
    assert game.trick_winner([game.cards("AS"), game.cards("2H")], ctx) == 1
    assert game.trick_winner([game.cards("2S"), game.cards("2H")], ctx) == 0
    assert game.trick_winner([game.cards("2H"), game.cards("2D")], ctx) == 0  # equal: the first played
    r = game.follow_ruling(game.cards("2H KH 3C"), game.cards("AS"), game.cards("KH"), ctx)
    assert not r.legal and r.rule.startswith("spec/classic-2deck.variant:")
    assert game.is_tractor(game.cards("2H 2H AS AS"), ctx)
    assert not game.is_tractor(game.cards("10H 10H AS AS"), ctx)


def test_rbtying_kitty_bonus_is_twice_the_largest_unit():
    game = engine.load("rbtying-default")
    ctx = game.context("10", "S")
    assert game.kitty_multiplier(game.cards("BJ"), ctx) == 2
    assert game.kitty_multiplier(game.cards("AS AS"), ctx) == 4
    assert game.kitty_multiplier(game.cards("SJ SJ 10S 10S"), ctx) == 8
    assert game.kitty_multiplier(game.cards("10S 10S 10H 10H AS AS"), ctx) == 12
    # rbtying/shengji core/src/scoring.rs test_level_deltas, two decks: the same table as classic-2deck
    for points, side, levels in ((0, "declarers", 3), (5, "declarers", 2), (35, "declarers", 2),
                                 (40, "declarers", 1), (75, "declarers", 1), (80, "attackers", 0),
                                 (115, "attackers", 0), (120, "attackers", 1), (155, "attackers", 1),
                                 (160, "attackers", 2), (195, "attackers", 2), (200, "attackers", 3),
                                 (235, "attackers", 3), (240, "attackers", 4), (280, "attackers", 5)):
        o = game.settle(points)
        assert (o.side, o.levels) == (side, levels), points


@pytest.mark.parametrize("vid", ["hongwu-2deck", "permanent-2-2deck", "rbtying-default"])
def test_house_rules_play_whole_matches(vid):
    game = engine.load(vid)
    record = game.play_match(5, [RandomPlayer(random.Random(f"5:{s}")) for s in range(4)], deal_limit=3)
    assert record["deals"]


def test_a_led_throw_draws_the_pairs_the_follower_holds():
    """rbtying-default's `throw led: pairs > any` (TrickDrawPolicy: format-based draw), with the rule cited."""
    game = engine.load("rbtying-default")
    ctx = game.context("10", "H")
    rule = f"spec/rbtying-default.variant:{_line('spec/rbtying-default.variant', 'throw led: pairs > any')}"
    lead = game.cards("AS AS QS")
    r = game.follow_ruling(game.cards("KS KS 9S 3S"), lead, game.cards("KS 9S 3S"), ctx)
    assert not r.legal and r.rule == rule and "pairs" in r.reason
    r = game.follow_ruling(game.cards("KS KS 9S 3S"), lead, game.cards("KS KS 3S"), ctx)
    assert r.legal and r.rule == rule
    r = game.follow_ruling(game.cards("KS 9S 3S 4D"), lead, game.cards("KS 9S 3S"), ctx)  # no pair to give
    assert r.legal
    # Two pairs thrown, two pairs held: both must come.
    r = game.follow_ruling(game.cards("KS KS 9S 9S 3S"), game.cards("AS AS QS QS JS"), game.cards("KS KS 9S 3S 9S"), ctx)
    assert r.legal
    assert not game.follow_ruling(game.cards("KS KS 9S 9S 3S 4S"), game.cards("AS AS QS QS JS"),
                                  game.cards("KS KS 9S 3S 4S"), ctx).legal
    # classic-2deck states no `throw led`: the suit alone binds.
    classic = engine.load("classic-2deck")
    assert classic.follow_ruling(classic.cards("KS KS 9S 3S"), lead, classic.cards("KS 9S 3S"), ctx).legal


PENALTY = """variant rbtying-throw-penalty extends rbtying-default {
  title en "rbtying/shengji with ThrowPenalty::TenPointsPerAttempt"
  override throw {
    suits: one-suit
    judge: each-component
    on-failure: smallest-beaten
    penalty: 10
  }
  override scoring {
    when points <= 0 -> declarers +3, +1 per 40 points under 0
    when points > 0 and points < 40 -> declarers +2
    when points >= 40 and points < 80 -> declarers +1
    when points >= 80 and points < 120 -> attackers take over
    when points >= 120 -> attackers take over +1, +1 per 40 points over 120
    example: -40 points -> declarers +4
  }
}
"""


def test_negative_scores_where_throw_penalties_make_them(tmp_path, capsys):
    """rbtying/shengji scoring.rs test_level_deltas: -80 gives the landlords 5 levels, -40 four, -35 three. The
    checker covers scores below 0 only where a throw penalty can make them (C501), and settle() rejects the rest."""
    from verifier.cli import main
    path = tmp_path / "rbtying-throw-penalty.variant"
    path.write_text(PENALTY, encoding="utf-8")
    assert main(["check", str(path)]) == 0, capsys.readouterr().out
    game = engine.load(str(path))
    assert game.rules.least_points() == -10 * 25
    for points, levels in ((-80, 5), (-40, 4), (-35, 3), (0, 3), (5, 2)):
        o = game.settle(points)
        assert (o.side, o.levels) == ("declarers", levels), points
    with pytest.raises(ValueError, match="no deal ends with -255"):
        game.settle(-255)
    classic = engine.load("classic-2deck")
    with pytest.raises(ValueError, match="no deal ends with -80 attacker points"):
        classic.settle(-80)  # no throw penalty: the `< 40` row must not answer
    with pytest.raises(ValueError, match="multiples of 5"):
        classic.settle(42)
