"""Bombs (炸弹) and four of a kind, played by the engine: tests/fixtures/bombs-4deck.variant (four decks, `bomb`)
and deltas over it. Each ruling cites the rule it applies."""
import random

import pytest

from verifier.play import engine
from verifier.language.parser import parse_text
from verifier.play.trick.players import GreedyPlayer
from verifier.language.printer import print_file

from .conftest import ROOT

FIXTURE = f"{ROOT}/tests/fixtures/bombs-4deck.variant"


def _line(text: str) -> int:
    with open(FIXTURE, encoding="utf-8") as handle:
        return next(n for n, line in enumerate(handle, start=1) if text in line)


def _delta(tmp_path, name: str, body: str):
    """A variant over bombs-4deck, loaded from a folder that also holds the fixture."""
    (tmp_path / "bombs-4deck.variant").write_text(open(FIXTURE, encoding="utf-8").read(), encoding="utf-8")
    path = tmp_path / f"{name}.variant"
    path.write_text(f"variant {name} extends bombs-4deck {{\n{body}\n}}\n", encoding="utf-8")
    return engine.load(str(path))


@pytest.fixture(scope="module")
def bombs():
    return engine.load(FIXTURE)


@pytest.fixture(scope="module")
def ctx(bombs):
    return bombs.context("5", "S")


def test_four_identical_cards_are_a_bomb_and_lead_as_one(bombs, ctx):
    order = bombs.order(ctx)
    assert bombs.combination(bombs.cards("KH KH KH KH"), ctx) == "bomb"
    assert bombs.combination(bombs.cards("KH KH KH"), ctx) == "throw"  # classic has no triples: a pair and a single
    assert bombs.combination(bombs.cards("KH KH KS KS"), ctx) is None  # two groups
    # read before the tractor its pairs could make with QH QH
    from verifier.runtime.trick.combos import components
    found = components(bombs.cards("KH KH KH KH QH QH"), order, bombs.rules)
    assert [c.kind for c in found] == ["bomb", "pair"]


def test_a_bomb_beats_a_tractor_and_a_trump_ruff_and_cites_the_bomb_rule(bombs, ctx):
    ruling = bombs.trick_ruling([bombs.cards("AH AH KH KH"), bombs.cards("3H 3H 3H 3H"),
                                 bombs.cards("QH QH JH JH"), bombs.cards("4H 7H 8H 9H")], ctx)
    assert ruling.winner == 1 and ruling.kinds == ("bomb",)
    assert ruling.rule.endswith(f":{_line('  bomb {')}")
    # a led bomb is not beaten by a trump tractor (a ruff of a bomb needs a bomb)
    assert bombs.trick_winner([bombs.cards("3H 3H 3H 3H"), bombs.cards("AS AS KS KS")], ctx) == 0


def test_bombs_against_each_other(bombs, ctx):
    plays = lambda *texts: [bombs.cards(t) for t in texts]  # noqa: E731
    assert bombs.trick_winner(plays("9H 9H 9H 9H", "3H 3H 3H 3H", "QH QH QH QH"), ctx) == 2  # higher bomb
    assert bombs.trick_winner(plays("9H 9H 9H 9H", "3S 3S 3S 3S", "QH QH QH QH"), ctx) == 1  # trump bomb
    assert bombs.trick_winner(plays("9H 9H 9H 9H", "3S 3S 3S 3S", "4S 4S 4S 4S"), ctx) == 2  # higher trump bomb
    assert bombs.trick_winner(plays("9H 9H 9H 9H", "9H 9H 9H 9H"), ctx) == 0  # equal: the first played


def test_a_void_players_side_suit_bomb_is_a_discard_unless_any_suit(bombs, ctx, tmp_path):
    plays = [bombs.cards("AH AH KH KH"), bombs.cards("3C 3C 3C 3C")]
    assert bombs.trick_winner(plays, ctx) == 0
    any_suit = _delta(tmp_path, "bombs-any-suit", "  override bomb {\n    void: any-suit\n  }")
    assert any_suit.trick_winner(plays, ctx) == 1
    # a side suit's bomb beats a lower bomb of the led suit, and loses to a trump bomb
    assert any_suit.trick_winner([any_suit.cards("3H 3H 3H 3H"), any_suit.cards("4C 4C 4C 4C")], ctx) == 1
    assert any_suit.trick_winner([any_suit.cards("3H 3H 3H 3H"), any_suit.cards("4C 4C 4C 4C"),
                                  any_suit.cards("3S 3S 3S 3S")], ctx) == 2


def test_beats_bombs_makes_a_bomb_a_unit(tmp_path):
    game = _delta(tmp_path, "bombs-unit", "  override bomb {\n    beats: bombs\n  }")
    ctx = game.context("5", "S")
    # a bomb no longer beats a tractor led; it still beats a lower bomb led
    assert game.trick_winner([game.cards("AH AH KH KH"), game.cards("3H 3H 3H 3H")], ctx) == 0
    assert game.trick_winner([game.cards("3H 3H 3H 3H"), game.cards("4H 4H 4H 4H")], ctx) == 1
    assert game.trick_winner([game.cards("3H 3H 3H 3H"), game.cards("AH AH KH KH")], ctx) == 0


def test_what_a_follower_owes_to_a_led_bomb(bombs, ctx):
    lead = bombs.cards("QH QH QH QH")
    hand = bombs.cards("9H 9H 9H 9H KH KH 3H 4H")
    refused = bombs.follow_ruling(hand, lead, bombs.cards("KH KH 3H 4H"), ctx)
    assert not refused.legal and "bomb" in refused.reason
    assert refused.rule.endswith(f":{_line('bomb led:')}")
    assert bombs.follow_ruling(hand, lead, bombs.cards("9H 9H 9H 9H"), ctx).legal
    no_bomb = bombs.cards("9H 9H 9H KH KH 3H 4H")
    assert bombs.follow_ruling(no_bomb, lead, bombs.cards("9H 9H KH KH"), ctx).legal
    assert not bombs.follow_ruling(no_bomb, lead, bombs.cards("9H KH 3H 4H"), ctx).legal


def test_quad_setting_says_how_four_identical_cards_count(tmp_path):
    """Without bombs: `follow { quad: two-pairs }` reads a led quad as two pairs and makes a follower's quad two
    pairs; `quad: triple-and-single` makes it a triple and a single (one pair)."""
    base = "  remove bomb because \"the quad setting is tested without bombs\"\n  triple\n"
    follow = ("  override follow {\n    suit: must-follow\n    pair led: pair > any\n    triple led: triple > pair > any\n"
              "    tractor led: tractor > pairs > any\n    throw led: pairs > any\n    quad: {quad}\n  }")
    pairs = _delta(tmp_path, "quad-pairs", base + follow.replace("{quad}", "two-pairs"))
    triple = _delta(tmp_path, "quad-triple", base + follow.replace("{quad}", "triple-and-single"))
    ctx = pairs.context("5", "S")
    from verifier.runtime.trick.combos import components
    assert [c.kind for c in components(pairs.cards("9H 9H 9H 9H"), pairs.order(ctx), pairs.rules)] == ["pair", "pair"]
    assert [c.kind for c in components(triple.cards("9H 9H 9H 9H"), triple.order(ctx), triple.rules)] == \
        ["triple", "single"]
    hand = "9H 9H 9H 9H 3H 4H 5H"
    lead = "QH QH QH"  # a triple led: the triple-and-single reading owes the triple, the two-pairs one a pair
    assert not triple.follow_ruling(triple.cards(hand), triple.cards(lead), triple.cards("9H 9H 3H"), ctx).legal
    assert pairs.follow_ruling(pairs.cards(hand), pairs.cards(lead), pairs.cards("9H 9H 3H"), ctx).legal
    lead = "QH QH 10H 10H"  # two pairs that are no tractor: a throw
    play = "9H 9H 9H 9H"
    assert pairs.follow_ruling(pairs.cards(hand), pairs.cards(lead), pairs.cards("9H 9H 3H 4H"), ctx).legal is False
    assert pairs.follow_ruling(pairs.cards(hand), pairs.cards(lead), pairs.cards(play), ctx).legal
    # as a triple and a single, the quad holds one pair: one pair and two singles meet the obligation
    assert triple.follow_ruling(triple.cards(hand), triple.cards(lead), triple.cards("9H 9H 3H 4H"), ctx).legal


def test_kitty_bonus_for_a_bomb(bombs, ctx):
    assert bombs.kitty_multiplier(bombs.cards("AS AS AS AS"), ctx) == 16


def test_throw_with_a_bomb_is_beaten_by_a_higher_bomb(bombs, ctx):
    throw = bombs.cards("9H 9H 9H 9H AH")
    assert bombs.throw_ruling(throw, [bombs.cards("3H 3H 3H 3H")], ctx).legal
    failed = bombs.throw_ruling(throw, [bombs.cards("QH QH QH QH")], ctx)
    assert not failed.legal and "9H" in failed.reason


def test_the_engine_plays_matches_with_bombs_and_they_win_tricks(bombs):
    won_by_bombs = 0
    for seed in range(4):  # greedy players lead their longest combination: a bomb when they hold one
        record = bombs.play_match(seed, [GreedyPlayer(random.Random(f"{seed}:{s}")) for s in range(4)], deal_limit=2)
        for deal in record["deals"]:
            ctx = bombs.context(deal["level"], deal["trump"])
            for trick in deal["tricks"]:
                plays = [bombs.cards(" ".join(p["cards"])) for p in trick["plays"]]
                ruling = bombs.trick_ruling(plays, ctx)
                assert ruling.winner == (trick["winner"] - trick["leader"]) % 4
                won_by_bombs += ruling.kinds == ("bomb",)
    assert won_by_bombs > 0


def test_variants_without_bombs_read_four_identical_cards_as_before(tmp_path):
    game = _delta(tmp_path, "no-bombs", "  remove bomb because \"read as before\"")
    ctx = game.context("5", "S")
    from verifier.runtime.trick.combos import components
    assert [c.kind for c in components(game.cards("9H 9H 9H 9H"), game.order(ctx), game.rules)] == ["pair", "pair"]
    assert game.trick_winner([game.cards("AH AH KH KH"), game.cards("3H 3H 3H 3H")], ctx) == 0
    assert game.order(ctx).bomb is None


def test_bomb_round_trips_through_the_printer():
    text = open(FIXTURE, encoding="utf-8").read()
    printed = print_file(parse_text("bombs-4deck.variant", text))
    assert "  bomb {\n    min-size: 4\n    beats: any\n    void: trump-only" in printed
    assert "    bomb led: bomb > pairs > any" in printed
    assert parse_text("again.variant", printed) == parse_text("bombs-4deck.variant", text)


def test_the_rulebook_shows_bombs_in_english_and_chinese(tmp_path):
    from verifier.rulebook import render_pages
    from verifier.language.workspace import Workspace, resolve_all, select
    spec = tmp_path / "spec"
    spec.mkdir()
    for name in ("classic-2deck.variant",):
        (spec / name).write_text(open(f"{ROOT}/spec/{name}", encoding="utf-8").read(), encoding="utf-8")
    (spec / "bombs-4deck.variant").write_text(open(FIXTURE, encoding="utf-8").read(), encoding="utf-8")
    workspace = Workspace()
    ids = select(workspace, [str(spec)], spec_dir=str(spec))
    variants, diags = resolve_all(workspace, ids)
    assert not diags
    pages = render_pages(variants, {vid: workspace.paths[vid] for vid in variants})
    en, zh = pages["bombs-4deck.en.md"], pages["bombs-4deck.zh.md"]
    assert "Bomb" in en and "Four or more identical cards" in en and "any play of as many cards" in en
    assert "炸弹" in zh and "四张或更多完全相同的牌" in zh and "只能用主牌炸弹" in zh
    assert "| Bomb | a bomb; else as many pairs as they hold; else any cards |" in en  # the obligation, in words
