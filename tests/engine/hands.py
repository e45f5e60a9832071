"""Set-ups shared by the engine tests that rule plays on hands made by hand."""
import random

from verifier.runtime import ids as I
from verifier.runtime.game import Deal


def fresh_deal(game) -> Deal:
    """A deal of a new match of `game`, dealt from the unshuffled deck with a fixed chance generator."""
    engine = game.engine
    return Deal(engine, engine.new_match(), engine.deck(), random.Random(0))


def give(deal, seat, names) -> list[int]:
    """Add the cards named to a player's hand; their ids."""
    cards = I.from_names(names)
    for c in cards:
        deal.hands[seat][c] += 1
    return cards
