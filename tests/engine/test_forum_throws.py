"""forum-2deck's forms of a throw (甩牌) played by the engine: sequences (句) and bombs of one rank (炸弹, 四个一样的
（不分颜色）, the jokers only as a pair of each). Each ruling cites the rule it applies."""
import random

import pytest

from verifier.play import engine
from verifier.play.trick.players import GreedyPlayer, RandomPlayer

from .conftest import ROOT

SPEC = "spec/forum-2deck.variant"


def _line(text: str) -> int:
    with open(f"{ROOT}/{SPEC}", encoding="utf-8") as handle:
        return next(n for n, line in enumerate(handle, start=1) if text in line)


@pytest.fixture(scope="module")
def forum():
    return engine.load("forum-2deck")


@pytest.fixture(scope="module")
def ctx(forum):
    return forum.context("2", "S")


def test_a_sequence_is_one_combination_of_four_or_more(forum, ctx):
    assert forum.combination(forum.cards("KH QH JH 10H"), ctx) == "sequence"
    assert forum.combination(forum.cards("KH QH JH 10H 9H 8H"), ctx) == "sequence"
    assert forum.combination(forum.cards("KH QH JH"), ctx) == "throw"  # three singles: a throw, judged card by card
    assert forum.combination(forum.cards("AS KS QS JS"), ctx) == "sequence"  # of trumps
    # the level rank is skipped, as in the tractors
    assert forum.combination(forum.cards("6H 5H 4H 2H"), forum.context("3", "S")) == "sequence"


def test_a_sequence_is_beaten_only_by_a_higher_sequence_as_long(forum, ctx):
    plays = lambda *texts: [forum.cards(t) for t in texts]  # noqa: E731
    assert forum.trick_winner(plays("KH QH JH 10H", "AH KH QH JH"), ctx) == 1
    assert forum.trick_winner(plays("KH QH JH 10H", "AH 9H 5H 3H"), ctx) == 0  # higher cards, no sequence
    assert forum.trick_winner(plays("KH QH JH 10H", "9H 8H 7H 6H"), ctx) == 0  # a lower sequence
    assert forum.trick_winner(plays("KH QH JH 10H", "AS KS QS JS", "8S 7S 6S 5S"), ctx) == 1  # trump sequences
    assert forum.trick_winner(plays("KH QH JH 10H", "8S 7S 6S 5S", "AS KS QS JS"), ctx) == 2
    assert forum.trick_winner(plays("KH QH JH 10H", "AS AS KS KS"), ctx) == 0  # a trump tractor is no sequence


def test_only_the_suit_binds_a_follower_of_a_sequence(forum, ctx):
    r = forum.follow_ruling(forum.cards("AH KH QH JH 9H 9H 3C"), forum.cards("KH QH JH 10H"),
                            forum.cards("9H 9H 3C AH"), ctx)
    assert not r.legal and "must follow" in r.reason  # the suit: five hearts held
    r = forum.follow_ruling(forum.cards("AH KH QH JH 9H 9H 3C"), forum.cards("KH QH JH 10H"),
                            forum.cards("9H 9H QH JH"), ctx)
    assert r.legal and r.rule.endswith(f":{_line('sequence led: any')}")


def test_bombs_of_one_rank_and_the_jokers(forum, ctx):
    assert forum.combination(forum.cards("2H 2C 2D 2D"), ctx) == "bomb"
    assert forum.combination(forum.cards("2S 2S 2H 2H"), ctx) == "bomb"
    assert forum.combination(forum.cards("BJ BJ SJ SJ"), ctx) == "bomb"  # no longer a tractor of trumps
    assert forum.combination(forum.cards("BJ SJ 2H 2H"), ctx) != "bomb"
    assert forum.combination(forum.cards("2H 2C 2D"), ctx) != "bomb"
    # in a side suit two decks hold two of a card: four kings are no play of one suit
    assert forum.combination(forum.cards("KH KH KC KC"), ctx) is None


def test_what_a_bomb_beats(forum, ctx):
    plays = lambda *texts: [forum.cards(t) for t in texts]  # noqa: E731
    ruling = forum.trick_ruling(plays("AS AS KS KS", "2H 2C 2D 2D"), ctx)
    assert ruling.winner == 1 and ruling.kinds == ("bomb",)
    assert ruling.rule.endswith(f":{_line('  bomb {')}")
    assert forum.trick_winner(plays("AH AH KH KH", "2S 2C 2D 2D"), ctx) == 1  # a void player's trump bomb
    assert forum.trick_winner(plays("2H 2C 2D 2D", "BJ BJ SJ SJ"), ctx) == 1  # the jokers' bomb is higher
    assert forum.trick_winner(plays("2H 2C 2D 2D", "2S 2S 2H 2C"), ctx) == 0  # one rank: the first played
    # four kings of two side suits from a void player are a discard
    assert forum.trick_winner(plays("AD AD QD QD", "KH KH KC KC"), ctx) == 0


def test_a_bomb_led_binds_only_the_suit(forum, ctx):
    r = forum.follow_ruling(forum.cards("AS AS 9S 5S 3S 3C"), forum.cards("2H 2C 2D 2D"), forum.cards("AS 9S 5S 3S"),
                            ctx)
    assert r.legal and r.rule.endswith(f":{_line('bomb led: any')}")


def test_kitty_bonus_of_a_bomb_and_a_sequence(forum, ctx):
    assert forum.kitty_multiplier(forum.cards("BJ BJ SJ SJ"), ctx) == 8
    assert forum.kitty_multiplier(forum.cards("AS KS QS JS"), ctx) == 2


def test_matches_are_played_with_sequences_and_bombs(forum):
    kinds = set()
    for seed in range(4):
        players = [GreedyPlayer(random.Random(f"{seed}:{s}")) for s in range(2)] + \
            [RandomPlayer(random.Random(f"{seed}:{s}")) for s in range(2, 4)]
        record = forum.play_match(seed, players, deal_limit=2)
        for deal in record["deals"]:
            ctx = forum.context(deal["level"], deal["trump"])
            for trick in deal["tricks"]:
                plays = [forum.cards(" ".join(p["cards"])) for p in trick["plays"]]
                ruling = forum.trick_ruling(plays, ctx)
                assert ruling.winner == (trick["winner"] - trick["leader"]) % 4
                kinds.add(forum.combination(plays[0], ctx))
    assert "sequence" in kinds


def test_a_triple_with_a_single_or_a_pair(forum, ctx):
    assert forum.combination(forum.cards("2H 2C 2D 5S"), ctx) == "triple-with-single"
    assert forum.combination(forum.cards("2H 2C 2D 5S 5S"), ctx) == "triple-with-pair"
    assert forum.combination(forum.cards("2H 2C 2D 5S 6S"), ctx) == "throw"
    plays = lambda *texts: [forum.cards(t) for t in texts]  # noqa: E731
    # the single does not count; a tractor or higher cards do not beat it; one rank: the first played
    assert forum.trick_winner(plays("2H 2C 2D 5S", "AS AS KS KS"), ctx) == 0
    assert forum.trick_winner(plays("2H 2C 2D 5S", "2S 2S 2H AS"), ctx) == 0
    # ... but a bomb does
    assert forum.trick_winner(plays("2H 2C 2D 5S", "BJ BJ SJ SJ"), ctx) == 1
    # a 三带一 is a combination, not a throw: leading it is never judged against the other hands
    assert forum.kitty_multiplier(forum.cards("2H 2C 2D 5S"), ctx) == 4
    r = forum.follow_ruling(forum.cards("AS AS 9S 5S 3C"), forum.cards("2H 2C 2D 5S"), forum.cards("AS 9S 5S AS"), ctx)
    assert r.legal and r.rule.endswith(f":{_line('triple-with-single led: any')}")


def test_identical_triples_with_a_kicker_compare_by_the_triple(tmp_path):
    """With four decks the triple may be identical cards (the default `cards`): the higher triple wins."""
    fixture = open(f"{ROOT}/tests/fixtures/bombs-4deck.variant", encoding="utf-8").read()
    (tmp_path / "bombs-4deck.variant").write_text(fixture, encoding="utf-8")
    (tmp_path / "kickers.variant").write_text(
        "variant kickers extends bombs-4deck {\n  triple-with-single\n  triple-with-pair\n"
        "  override kitty bonus {\n    single: x2\n    pair: x4\n    tractor: x8\n    bomb: x16\n"
        "    triple-with-single: x4\n    triple-with-pair: x4\n    throw: largest-component\n  }\n}\n",
        encoding="utf-8")
    game = engine.load(str(tmp_path / "kickers.variant"))
    ctx = game.context("5", "S")
    assert game.combination(game.cards("9H 9H 9H 3H"), ctx) == "triple-with-single"
    assert game.combination(game.cards("9H 9H 9C 3H"), ctx) is None
    assert game.combination(game.cards("9H 9H 8H 3H"), ctx) == "throw"
    plays = lambda *texts: [game.cards(t) for t in texts]  # noqa: E731
    assert game.trick_winner(plays("9H 9H 9H 3H", "QH QH QH 2H"), ctx) == 1
    assert game.trick_winner(plays("9H 9H 9H 3H", "8H 8H 8H AH"), ctx) == 0  # the single does not count
    assert game.trick_winner(plays("9H 9H 9H 3H 3H", "QH QH QH 4H 4H", "3S 3S 3S 4S 4S"), ctx) == 2  # a ruff
    assert game.trick_winner(plays("9H 9H 9H 3H 3H", "QH QH QH 4H 7H"), ctx) == 0  # no pair: no triple-with-pair
