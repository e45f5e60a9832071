"""Following with triples and triple tractors: what a hand can offer is counted from its cards, and a triple and a
pair asked for together are different cards."""
import random

from verifier.compile.trick import compile_rules
from verifier.language.parser import parse_text
from verifier.language.resolve import Library
from verifier.runtime.trick import ids as I
from verifier.runtime.trick.actions.follows import build_follow, legal_follow
from verifier.runtime.trick.actions.keys import low_key
from verifier.runtime.trick.order import order_for
from verifier.runtime.trick.play.follow import follow_ruling

TEXT = """
variant three-decks {
  family trick-taking
  players 4 teams partners decks 3 hand 39 kitty 6
  points 5 = 5, 10 = 10, K = 10
  levels 2 to A
  ranks A K Q J 10 9 8 7 6 5 4 3 2
  trump order BJ > SJ > level in trump suit > level in other suits > trump suit
  single
  pair
  triple
  tractor { min-length: 2 adjacency: card-order }
  triple-tractor { min-length: 2 adjacency: card-order }
  follow {
    suit: must-follow
    pair led: pair > any
    tractor led: tractor > pairs > any
    triple led: triple > pair + single > any
    triple-tractor led: triple-tractor > tractor + 2 any > 2 triples > triple + pair + single > triple + 3 singles > 2 pairs + 2 singles > pair + 4 singles > 6 singles
  }
}
"""

RULES = compile_rules(Library({"three-decks": parse_text("three-decks.variant", TEXT)}).resolve("three-decks"))
ORDER = order_for(RULES, "5", "S")


def cards(text):
    return I.to_cards(I.from_names(text.split()))


def legal(hand, lead, play):
    return follow_ruling(cards(hand), cards(lead), cards(play), ORDER, RULES).legal


def test_a_triple_read_inside_a_tractor_is_still_a_triple():
    # AAAKK reads as the tractor AAKK and an A; the hand still holds the triple of aces.
    assert legal("AH AH AH KH KH 7H", "QH QH QH", "AH AH AH")
    assert not legal("AH AH AH KH KH 7H", "QH QH QH", "KH KH 7H")


def test_a_triple_and_a_pair_are_different_cards():
    lead = "JH JH JH 10H 10H 10H"
    assert legal("KH KH 9H 9H 9H 7H 3H", lead, "9H 9H 9H KH KH 3H")
    assert not legal("KH KH 9H 9H 9H 7H 3H", lead, "9H 9H 9H KH 7H 3H")
    # With no pair besides the triple, the triple and three singles meet the ladder.
    assert legal("KH 9H 9H 9H 7H 3H 2H", lead, "9H 9H 9H KH 7H 3H")


def test_a_tractor_comes_before_two_triples():
    lead = "JH JH JH 10H 10H 10H"
    hand = "KH KH QH QH 9H 9H 9H 7H 7H 7H"
    assert legal(hand, lead, "KH KH QH QH 9H 7H")
    assert not legal(hand, lead, "9H 9H 9H 7H 7H 7H")


def test_the_builder_plays_the_pair_besides_the_triple():
    hand = I.counts(I.from_names("KH KH 9H 9H 9H 7H 3H 2C".split()))
    lead = I.from_names("JH JH JH 10H 10H 10H".split())
    play = build_follow(hand, lead, ORDER, low_key(ORDER))
    assert sorted(I.names(play)) == sorted("9H 9H 9H KH KH 3H".split())
    assert legal_follow(hand, lead, ORDER, low_key(ORDER), random.Random(0)) == play
