"""Set-ups shared by the engine tests: the players of a seeded match, and deals with hands made by hand."""
import random

from verifier.play.trick.players import GreedyPlayer, RandomPlayer
from verifier.runtime.trick import ids as I
from verifier.runtime.trick.game import Deal


def seeded_players(seed, kinds=("random",) * 4) -> list:
    """A player of each kind ("random" or "greedy"), seat by seat, each seeded from `seed` and its seat."""
    return [(RandomPlayer if k == "random" else GreedyPlayer)(random.Random(f"{seed}:{seat}"))
            for seat, k in enumerate(kinds)]


def mixed_players(game, seed) -> list:
    """A player for every seat of `game`: greedy on the odd seats, random on the even ones."""
    return seeded_players(seed, ["greedy" if seat % 2 else "random" for seat in range(game.rules.players)])


def first_deal_where(game, wanted, seeds, deal_limit: int, kinds=("random",) * 4, missing: str = "") -> tuple[dict, int]:
    """The record of the first seeded match of `game` (one for each seed, its players `seeded_players(seed, kinds)`)
    with a deal whose record `wanted` holds for, and that deal's number; the test fails with `missing` if none has."""
    for seed in seeds:
        record = game.play_match(seed, seeded_players(seed, kinds), deal_limit=deal_limit)
        found = next((n for n, deal in enumerate(record["deals"]) if wanted(deal)), None)
        if found is not None:
            return record, found
    raise AssertionError(missing or f"no such deal in {len(seeds)} matches")


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
