"""Sets of every shape (runtime/climbing/shapes.py, order.py, generate.py) on the checker's fixtures of Dou Dizhu's,
Guandan's and Big Two's sets: the generator gives exactly what the reader reads back, the beats it generates are
exactly the leads the relation lets beat, rulings say why and cite the rule, and DouZero's move generator (when the
`douzero` package is installed) gives the same plays on random hands."""
import random
from collections import Counter
from pathlib import Path

import pytest

from verifier.compile.climbing import compile_climbing
from verifier.language.resolve import Library
from verifier.language.parser import parse_text
from verifier.play.climbing.game import ClimbingGame
from verifier.runtime.climbing import deal as D
from verifier.runtime.climbing import generate
from verifier.runtime.climbing.order import key
from verifier.runtime.climbing.shapes import UNSTATED
from verifier.runtime.climbing.table import Unsupported

CASES = Path(__file__).parent.parent / "checks" / "cases"


def _game(name: str) -> ClimbingGame:
    files = {}
    for stem in (name, "climbing-base"):
        path = CASES / f"{stem}.variant"
        file = parse_text(str(path), path.read_text(encoding="utf-8"))
        files[file.id] = file
    return ClimbingGame(compile_climbing(Library(files).resolve(name)))


@pytest.fixture(scope="module")
def games():
    return {name: _game(name) for name in ("climbing-shapes", "climbing-wild", "climbing-suits")}


def _hand(game: ClimbingGame, rng: random.Random, size: int) -> list[int]:
    cards = D.deck(game.rules)
    return game.shapes.counts(rng.sample(cards, size))


def _counts(game, spent):
    counts = [0] * (len(game.shapes.names) * game.shapes.width)
    for slot in spent:
        counts[slot] += 1
    return counts


@pytest.mark.parametrize("name,size", [("climbing-shapes", 20), ("climbing-wild", 27), ("climbing-suits", 13)])
def test_every_generated_set_reads_back_as_itself(games, name, size):
    game = games[name]
    shapes, rng = game.shapes, random.Random(7)
    for _ in range(40):
        hand = _hand(game, rng, size)
        found = generate.leads(shapes, hand)
        assert found and len(set(found)) == len(found)
        for s in found:
            spent = Counter(s.spent)
            assert all(hand[slot] >= n for slot, n in spent.items())  # the hand holds it
            assert key(s) in {key(r) for r in shapes.read(_counts(game, s.spent))}, shapes.format(s)


@pytest.mark.parametrize("name,size", [("climbing-shapes", 20), ("climbing-wild", 27), ("climbing-suits", 13)])
def test_the_beats_generated_are_the_leads_that_beat(games, name, size):
    game = games[name]
    shapes, order, rng = game.shapes, game.order, random.Random(11)
    for _ in range(25):
        hand, other = _hand(game, rng, size), _hand(game, rng, size)
        for standing in rng.sample(generate.leads(shapes, other), 5):
            beating = generate.beats(order, hand, standing)
            expected = [s for s in generate.leads(shapes, hand) if order.beats(s, standing)]
            assert sorted(beating) == sorted(expected)


def test_dou_dizhu_sets(games):
    g = games["climbing-shapes"]
    assert g.readings("3 3 3 4 4 4") == ["a plane (3 to 4)"]
    assert g.legal_sets("3 3 3 4 4 4 5 SJ BJ", "9 9 9 8") == ["BJ SJ"]
    assert "4 4 4 3 3 3 SJ 5" in g.legal_sets("3 3 3 4 4 4 5 SJ BJ")  # a plane with wings
    lines = (CASES / "climbing-shapes.variant").read_text(encoding="utf-8").splitlines()
    beat, bombs = (1 + next(i for i, line in enumerate(lines) if line.strip().startswith(word))
                   for word in ("override beat", "bombs:"))
    r = g.beats("3 3 4 4 5 5", "3 4 5 6 7 8")
    assert not r.legal and "beaten only by a straight or a bomb" in r.reason and r.rule.endswith(f":{beat}")
    r = g.beats("2 2 2 2", "SJ BJ")
    assert not r.legal and "lower bomb" in r.reason and r.rule.endswith(f":{bombs}")
    assert not g.set_ruling("A 2 3 4 5").legal and g.set_ruling("10 J Q K A").legal


def test_guandan_sets_with_the_wild_card(games):
    g = games["climbing-wild"]
    assert g.set_ruling("A 2 3 4 5").legal and g.set_ruling("10 J Q K A").legal
    assert not g.set_ruling("Q K A 2 3").legal
    assert g.readings("9 9 9 2H") == ["a four (9)"]  # the wild card stands for the fourth nine
    assert not g.set_ruling("SJ 2H").legal  # never for a joker
    r = g.set_ruling("2 2 3 3 2H 2H")  # a plane or a run of pairs: the player declares which
    assert not r.legal and "declares which" in r.reason
    assert g.set("2 2 3 3 2H 2H", declared="plane").length == 2
    assert g.beats("3 3 3 3 3 3 3", "A A A A A A").legal  # more cards first within a class
    assert not g.beats("A A A A A A", "3 3 3 3 3 3 3").legal
    assert g.beats("3H 4H 5H 6H 7H", "A A A A A").legal and not g.beats("A A A A A", "3H 4H 5H 6H 7H").legal


def test_big_two_suits_break_ties_and_hands_climb_by_kind(games):
    g = games["climbing-suits"]
    assert g.beats("3S", "3H").legal and not g.beats("3D", "3C").legal
    r = g.beats("3H", "3S")
    assert not r.legal and "higher suit" in r.reason and r.rule == g.rules.suits_rule
    assert g.beats("4C 4D 4H 3S 3D", "9S JS QS KS AS").legal  # a full house over a flush
    r = g.beats("9S JS QS KS AS", "4C 4D 4H 3S 3D")
    assert not r.legal and "lower than a full-house on the ladder" in r.reason
    assert g.readings("3D 4D 5D 6D 7D") == ["a straight (3 to 7)", "a flush (7 high)", "a straight-flush (3 to 7)"]
    assert g.set("3D 4D 5D 6D 7D").kind == g.shapes.by_name["straight-flush"].index  # the best reading


def test_a_deck_without_jokers_is_dealt_without_them(games):
    """`decks 1 without jokers`: 52 cards, as the checker proves (the engine dealt 54 before)."""
    rules = games["climbing-suits"].rules
    assert rules.jokers is None and rules.deck_size == 52 and len(D.deck(rules)) == 52
    assert not [c for c in D.deck(rules) if c in ("SJ", "BJ")]


def test_a_shaped_game_is_dealt_and_its_gouji_questions_refused(games):
    """Dou Dizhu's sets are dealt and played (shaped_deal.py); a question of Gouji's sets (a gouji set, an answer by
    the opposite) is refused with a message, never answered with another game's rules."""
    deal = games["climbing-shapes"].new_deal(seed=1)
    assert deal.mode() == "lead" and deal.legal()
    with pytest.raises(Unsupported, match="rules of Gouji's and Baohuang's sets"):
        games["climbing-shapes"].is_gouji("3 3")


def test_the_moves_of_dou_dizhu_agree_with_douzero(games):
    """The same plays as DouZero's move generator (douzero/env/move_generator.py) on random 20-card hands; the
    benchmark (benchmarks/legal_plays.py) asks it of 10,000."""
    generator = pytest.importorskip("douzero.env.move_generator")
    g = games["climbing-shapes"]
    names = {**{i: str(i) for i in range(3, 11)}, 11: "J", 12: "Q", 13: "K", 14: "A", 17: "2", 20: "SJ", 30: "BJ"}
    deck = [i for i in range(3, 15) for _ in range(4)] + [17] * 4 + [20, 30]
    rng = random.Random(3)
    for _ in range(200):
        hand = sorted(rng.sample(deck, 20))
        theirs = {tuple(sorted(names[c] for c in m)) for m in generator.MovesGener(hand).gen_moves()}
        counts = g.shapes.counts(" ".join(names[c] for c in hand))
        ours = {tuple(sorted(g.shapes.names[x] for x in s.spent)) for s in generate.leads(g.shapes, counts)}
        assert ours == theirs


def test_a_card_without_its_suit_is_no_card_of_a_suited_set(games):
    g = games["climbing-wild"]
    assert g.shapes.suit_of(g.shapes.slot_of("3")) == UNSTATED
    assert g.readings("3 4 5 6 7") == ["a straight (3 to 7)"]  # of no suit: no straight flush
