"""A match trusts an action the play's own legal list just gave the seat (runtime/climbing/round.py: Play.offered):
it is not ruled a second time; anything else a player sends is ruled as before, a stale action too."""
from __future__ import annotations

import random

import pytest

from verifier.play import engine
from verifier.play.climbing.players import GreedyPlayer, RandomPlayer
from verifier.runtime.climbing import actions as A
from verifier.runtime.climbing.game import Deal
from verifier.runtime.climbing.match import Illegal, play_match


def _counting(monkeypatch):
    rulings = [0]
    ruling = Deal.ruling

    def counted(self, seat, action):
        rulings[0] += 1
        return ruling(self, seat, action)
    monkeypatch.setattr(Deal, "ruling", counted)
    return rulings


class Listing:
    """Plays from the deal's legal list, and counts how often (its leads too: no sampled lead)."""

    def __init__(self, rng, taken):
        self.rng, self.taken = rng, taken

    def act(self, deal, seat):
        self.taken[0] += 1
        return self.rng.choice(deal.legal())


@pytest.mark.parametrize("vid", ["gouji-6p-4deck", "baohuang-5p-4deck"])
def test_an_action_from_the_legal_list_is_not_ruled_twice_and_the_match_is_the_same(vid, monkeypatch):
    game = engine.load(vid)
    n = game.rules.players
    kept = play_match(game.table, 4, [RandomPlayer(random.Random(s)) for s in range(n)], 2)
    rulings = _counting(monkeypatch)
    again = play_match(game.table, 4, [RandomPlayer(random.Random(s)) for s in range(n)], 2)
    assert again == kept
    actions = sum(len(d["actions"]) for d in kept["deals"]) + sum(len(r["actions"]) for d in kept["deals"]
                                                                    for r in d["redeals"])
    assert 0 < rulings[0] < actions  # the random player's sampled leads are ruled; what it took from a list, not
    taken, rulings[0] = [0], 0
    play_match(game.table, 4, [Listing(random.Random(s), taken) for s in range(n)], 1)
    before_play = rulings[0]  # (the calling, the tribute, a revolution: ruled, as before)
    assert taken[0] > 0 and before_play < taken[0] / 10


def test_an_action_the_list_did_not_give_is_ruled():
    game = engine.load("gouji-6p-4deck")

    class Cheat(GreedyPlayer):
        """Answers with the first legal list's action, however the play has moved on since (stale), or passes out of
        its list where it must not."""

        def __init__(self, rng):
            super().__init__(rng)
            self.kept = None

        def act(self, deal, seat):
            if deal.phase == "play" and deal.mode() == "answer":
                legal = deal.legal()
                if self.kept is None:
                    self.kept = legal[0]
                return self.kept
            return super().act(deal, seat)

    with pytest.raises(Illegal):
        play_match(game.table, 3, [Cheat(random.Random(s)) for s in range(6)], 1)
    deal = game.new_deal(seed=5)
    while deal.phase != "play" or deal.mode() != "answer":
        seat = deal.turn()
        deal.apply(seat, GreedyPlayer(random.Random(seat)).act(deal, seat))
    seat = deal.turn()
    offered = deal.legal()
    assert all(deal.offered(seat, a) for a in offered)
    assert not deal.offered((seat + 1) % 6, offered[0])  # another seat
    stranger = A.Action(A.PLAY, deal.play.parse("BJ BJ BJ BJ BJ BJ BJ BJ BJ"))
    assert stranger not in offered and not deal.offered(seat, stranger)
    deal.apply(seat, offered[-1])
    assert not any(deal.offered(seat, a) for a in offered)  # the play moved on: the old list is stale
