"""The referee rules a follow once: a play that `Deal.rule_follow` found legal in this very turn, answered as that
very list and unchanged, is not ruled again (the random player rules the follows it builds so). Every other answer is
ruled: another play, the same list changed after its ruling, a list ruled in an earlier turn."""
import random

import pytest

from verifier.play.trick.players import RandomPlayer
from verifier.runtime.trick.phases import tricks as phase_tricks
from verifier.runtime.trick.match import play_match
from verifier.runtime.trick.state import Illegal


def _single_lead_choice(deal, seat):
    """On a single lead, for a hand holding both: a card of the led group (legal) and one of another group (not)."""
    lead = deal.current[0][1]
    if len(lead) != 1:
        return None
    o, hand = deal.order, deal.hands[seat]
    group = o.g[lead[0]]
    inside = [c for c in range(len(hand)) if hand[c] and o.g[c] == group]
    outside = [c for c in range(len(hand)) if hand[c] and o.g[c] != group]
    if not inside or not outside:
        return None
    return inside[0], outside[0]


class Cheat(RandomPlayer):
    """A random player that, once, has a legal play ruled and then answers otherwise (`how`)."""

    def __init__(self, rng, how):
        super().__init__(rng)
        self.how, self.done, self.kept = how, False, None

    def follow(self, deal, seat):
        if self.kept is not None:  # ruled in an earlier turn, answered now without a ruling
            return self.kept
        found = None if self.done else _single_lead_choice(deal, seat)
        if found is None:
            return super().follow(deal, seat)
        legal, illegal = found
        self.done = True
        play = [legal]
        assert deal.rule_follow(play)
        bad = [illegal]
        assert not deal.rule_follow(bad)  # a play ruled illegal is no pass either
        if self.how == "another":
            return bad
        if self.how == "changed":
            play[0] = illegal
            return play
        if self.how == "later" and deal.hands[seat][legal] == 1:  # the card is gone once played
            self.kept = play
            return play
        self.done = False  # (not a hand for this case: try at a later turn)
        return super().follow(deal, seat)


@pytest.mark.parametrize("how", ["another", "changed", "later"])
def test_a_ruled_play_is_not_a_pass_for_another_answer(classic, how):
    agents = [Cheat(random.Random(f"cheat:{seat}"), how) for seat in range(4)]
    with pytest.raises(Illegal) as caught:
        play_match(classic.engine, 5, agents, deal_limit=1)
    assert "must follow" in str(caught.value) or "not in the hand" in str(caught.value), caught.value


def test_the_random_players_follows_are_ruled_once(classic, monkeypatch):
    """The trick loop rules every follow but those rule_follow found legal in their turn: a held card of the led
    group on a single passes the ruling's first test inline (`play.free_single`), a void hand's card its test for a
    hand that cannot fill the lead (`play.void_single`), the others follow_ids. With the random player, the follows
    it built past those tests are ruled once, by rule_follow."""
    import sys

    from verifier.runtime.trick import ids as I
    by = {"finish_trick": 0, "rule_follow": 0}  # (the trick loop rules its follows in finish_trick)
    rulings = {name: getattr(phase_tricks, name) for name in ("follow_ids", "void_single")}

    def counting(name):
        def counted(*args):
            found = rulings[name](*args)
            if name == "follow_ids" or found:  # (void_single rules only the plays it finds legal)
                by[sys._getframe(1).f_code.co_name] += 1
            return found
        return counted
    for name in rulings:
        monkeypatch.setattr(phase_tricks, name, counting(name))
    record = play_match(classic.engine, 7, [RandomPlayer(random.Random(s)) for s in range(4)], deal_limit=3)
    follows = free = 0
    for deal in record["deals"]:
        g = classic.engine.order(deal["level"], deal["trump"] or "NT").g
        for trick in deal["tricks"]:
            lead = I.from_names(trick["plays"][0]["cards"])
            for play in trick["plays"][1:]:
                cards = I.from_names(play["cards"])
                follows += 1
                free += len(lead) == 1 == len(cards) and g[cards[0]] == g[lead[0]]
    assert by["rule_follow"] > 0 and 0 < by["finish_trick"] < follows - free
    assert by["finish_trick"] + by["rule_follow"] + free >= follows
