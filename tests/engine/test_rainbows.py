"""Rainbows (rbtying/shengji's rainbow tricks, pull request #508): cards of one rank spanning four groups of the card
order, the one lead of several groups; a follower owes a rainbow as long where its `rainbow led:` rule says so, and
the highest rank wins. Played on spec/rbtying-4deck.variant (four decks, `rainbow { min-size: 9 }`)."""
import random

import pytest

from verifier.play import engine
from verifier.play.judge import judge_record
from verifier.play.trick.players import GreedyPlayer, RandomPlayer
from verifier.runtime.trick import ids as I
from verifier.runtime.trick.actions.follows import follow_options, legal_follow
from verifier.runtime.trick.actions.keys import low_key
from verifier.runtime.trick.actions.leads import lead_options

RAINBOW = "7S 7S 7H 7H 7C 7C 7D 7D 7D"


@pytest.fixture(scope="module")
def game():
    return engine.load("rbtying-4deck")


@pytest.fixture(scope="module")
def ctx(game):
    return game.context("4", "S")


def test_a_rainbow_spans_four_groups_of_one_rank(game, ctx):
    assert game.combination(game.cards(RAINBOW), ctx) == "rainbow"
    assert game.combination(game.cards("7S 7S 7S 7H 7H 7C 7C 7C 7C"), ctx) is None  # no diamond: three groups
    assert game.combination(game.cards("7S 7H 7C 7D 7D 7H 7C 7S"), ctx) is None  # eight cards, nine at least
    assert game.combination(game.cards("4S 4S 4H 4H 4C 4C 4D 4D 4D"), ctx) == "throw"  # level cards: all trumps
    nt = game.context("4", "NT")
    assert game.combination(game.cards(RAINBOW), nt) == "rainbow"  # four side suits at no-trump


def test_the_highest_rank_wins_of_equal_ranks_the_first(game, ctx):
    plays = [RAINBOW, "9S 9H 9H 9C 9C 9D 9D 9D 9D", "8S 8H 8H 8C 8C 8D 8D 8D 8D", "9S 9S 9H 9C 9C 9D 9D 9D 9H"]
    ruling = game.trick_ruling([game.cards(p) for p in plays], ctx)
    assert ruling.winner == 1 and ruling.kinds == ("rainbow",)
    assert ruling.rule == game.rules.ref("rainbow")
    # a trump play of nine cards is no rainbow: it does not beat one
    assert game.trick_winner([game.cards(RAINBOW), game.cards("AS AS AS KS KS QS QS JS JS")], ctx) == 0


def test_the_follow_duty(game, ctx):
    lead = game.cards(RAINBOW)
    owes = game.cards("9S 9H 9H 9C 9C 9D 9D 9D 9D KH")
    ruling = game.follow_ruling(owes, lead, game.cards("9S 9H 9H 9C 9C 9D 9D 9D KH"), ctx)
    assert not ruling.legal and ruling.rule.endswith(f":{_line('rainbow led:')}")
    assert game.follow_ruling(owes, lead, game.cards("9S 9H 9H 9C 9C 9D 9D 9D 9D"), ctx).legal
    free = game.cards("9S 9H 9H 9C 9C 9H 3D KH AH QC")  # no rainbow: any nine cards, of any suits
    assert game.follow_ruling(free, lead, game.cards("9S 9H 9H 9C 9C 9H 3D KH AH"), ctx).legal
    assert not game.follow_ruling(free, lead, game.cards("9S 9H 9H 9C"), ctx).legal  # nine cards were led


def _line(text: str) -> int:
    with open("spec/rbtying-4deck.variant", encoding="utf-8") as handle:
        return next(n for n, line in enumerate(handle, start=1) if text in line)


def test_without_a_rainbow_led_rule_only_the_count_binds(game, ctx, tmp_path):
    path = tmp_path / "rb-free.variant"
    path.write_text("variant rb-free extends rbtying-4deck {\n  title en \"f\"\n  override follow {\n"
                    "    suit: must-follow\n    pair led: pair > any\n  }\n}\n", encoding="utf-8")
    free = engine.load(str(path))
    owes = free.cards("9S 9H 9H 9C 9C 9D 9D 9D 9D KH")
    assert free.follow_ruling(owes, free.cards(RAINBOW), free.cards("9S 9H 9H 9C 9C 9D 9D 9D KH"), ctx).legal


def test_the_players_lead_and_follow_rainbows(game, ctx):
    order = game.order(ctx)
    hand = I.counts(I.ids(game.cards(RAINBOW + " 9H 3C")))
    leads = [sorted(I.names(lead)) for lead in lead_options(hand, order)]
    assert sorted(RAINBOW.split()) in leads
    assert sorted((RAINBOW + " 7S").split()) not in leads  # (the hand holds two 7S)
    owes = I.counts(I.ids(game.cards("9S 9H 9H 9C 9C 9D 9D 9D 9D KH")))
    follow = legal_follow(owes, I.ids(game.cards(RAINBOW)), order, low_key(order))
    assert sorted(I.names(follow)) == sorted("9S 9H 9H 9C 9C 9D 9D 9D 9D".split())
    options = follow_options(owes, I.ids(game.cards(RAINBOW)), order)
    assert options and all(game.combination([I.CARDS[c] for c in o], ctx) == "rainbow" for o in options)


def test_the_kitty_bonus_of_a_rainbow(game, ctx):
    assert game.kitty_multiplier(game.cards(RAINBOW), ctx) == 2


def test_matches_with_rainbows_are_judged():
    """Rainbows are led in played matches, and the judge confirms the records."""
    game = engine.load("rbtying-4deck")
    led = 0
    for seed in range(12):
        players = [(GreedyPlayer if s % 2 else RandomPlayer)(random.Random(f"{seed}:{s}")) for s in range(4)]
        record = game.play_match(seed, players, deal_limit=3)
        assert judge_record(record).ok
        led += sum(1 for deal in record["deals"] for trick in deal["tricks"]
                   if game.combination(game.cards(" ".join(trick["plays"][0]["cards"])),
                                       game.context(deal["level"], deal["trump"] or "NT")) == "rainbow")
    assert led
