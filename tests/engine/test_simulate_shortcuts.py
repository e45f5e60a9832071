"""The shortcuts `simulate` takes with its random players give what the plain way gives: a follow of a hand void in
the led group ruled by the ruling's own test (play.void_single), the dealing loop asking a player only at the cards
it may declare on (`declares_on_level_cards`), and a trick of singles won as card by card."""
import dataclasses
import random

import pytest

from verifier.play.trick.players import GreedyPlayer, RandomPlayer
from verifier.runtime.trick import ids as I
from verifier.runtime.trick.engine import Engine
from verifier.runtime.trick.match import play_match
from verifier.runtime.trick.order import Context, Order
from verifier.runtime.trick.play.follow import follow_ids, void_single
from verifier.runtime.trick.state import Illegal

from .test_same_draws import _situations


@pytest.mark.parametrize("ruff", ["may-ruff", "must-ruff"])
def test_void_single_is_a_held_card_of_a_void_hand_free_to_play_it(games, ruff):
    """`void_single` says yes exactly for a held card on a single lead from a hand holding none of the led group, and
    (with `must-ruff`) only for a trump, a trump led, or a hand without trumps; and follow_ids rules each such play
    legal, for the reason that the hand cannot fill the lead."""
    rng = random.Random(31)
    void = refused = 0
    for vid, game in sorted(games.items()):
        rules = dataclasses.replace(game.rules, ruff_when_void=ruff)
        for hand, lead, order in _situations(game, rng, 80):
            order = Order(rules, Context(order.ctx.level, order.ctx.trump))
            g = order.g
            group = g[lead[0]]
            empty = not any(hand[c] for c in range(I.COUNT) if g[c] == group)
            trumps = any(hand[c] for c in range(I.COUNT) if g[c] == 0)
            held = [c for c in range(I.COUNT) if hand[c]]
            for play in [[c] for c in held] + [[c] for c in range(I.COUNT) if not hand[c] and g[c] >= 0][:3] \
                    + [held[:2]]:
                expected = (len(lead) == 1 and len(play) == 1 and hand[play[0]] > 0 and empty
                            and (ruff != "must-ruff" or group == 0 or g[play[0]] == 0 or not trumps))
                assert void_single(hand, lead, play, order) == expected, (vid, ruff, I.names(lead), I.names(play))
                ruling = follow_ids(hand, lead, play, order)
                if expected:
                    assert ruling.legal and ruling.reason == "the hand cannot fill the lead from the led suit"
                    void += 1
                elif len(lead) == 1 == len(play) and empty and hand[play[0]]:
                    assert not ruling.legal  # a void hand that must ruff and does not
                    refused += 1
    assert void > 20 * len(games)
    assert refused > 0 if ruff == "must-ruff" else refused == 0


class _NoRuff(RandomPlayer):
    """A random player that once, void in a side suit led as a single and holding a trump, plays a side card."""

    def __init__(self, rng):
        super().__init__(rng)
        self.tried = False

    def follow(self, deal, seat):
        lead, o, hand = deal.current[0][1], deal.order, deal.hands[seat]
        group = o.g[lead[0]]
        if not self.tried and len(lead) == 1 and group != 0 and not o.held(hand, group) and o.held(hand, 0):
            side = [c for c in range(I.COUNT) if hand[c] and o.g[c] not in (0, group)]
            if side:
                self.tried = True
                return [side[0]]
        return super().follow(deal, seat)


def test_the_trick_loop_rules_a_void_hand_that_does_not_ruff(classic):
    """With `must-ruff`, a hand void in the led suit that holds a trump and plays a side card is refused by the trick
    loop (void_single says no, and the whole ruling decides); the random players' void follows pass."""
    engine = Engine(dataclasses.replace(classic.rules, ruff_when_void="must-ruff"))
    agents = [_NoRuff(random.Random(f"ruff:{seat}")) for seat in range(4)]
    with pytest.raises(Illegal) as caught:
        play_match(engine, 3, agents, deal_limit=5)
    assert "must ruff" in str(caught.value), caught.value
    assert any(agent.tried for agent in agents)


@pytest.mark.parametrize("cls", [RandomPlayer, GreedyPlayer])
def test_a_player_that_declares_on_level_cards_is_asked_only_there(classic, monkeypatch, cls):
    """The random and greedy players are asked, while the cards are dealt, only at a level card, a joker and the last
    card; they play exactly as when asked at every card (their declare answers None at the others)."""
    def play(picky):
        monkeypatch.setattr(cls, "declares_on_level_cards", picky)
        asked = []
        own = cls.declare

        def counting(self, deal, seat):
            if not deal.last_round:
                asked.append((deal.level, deal.deck[deal.dealt - 1], deal.dealt == deal.n * deal.rules.hand))
            return own(self, deal, seat)
        monkeypatch.setattr(cls, "declare", counting)
        try:
            record = play_match(classic.engine, 4, [cls(random.Random(f"p:{s}")) for s in range(4)], deal_limit=4)
        finally:
            monkeypatch.setattr(cls, "declare", own)
        return record, asked
    every, asked_every = play(False)
    picky, asked_picky = play(True)
    assert picky == every
    level_or_joker = [(lv, c, last) for lv, c, last in asked_every if I.SUIT_OF[c] is None or I.RANK_OF[c] == lv
                      or last]
    assert asked_picky == level_or_joker
    assert len(asked_picky) < len(asked_every) / 3


class _OwnDeclare(RandomPlayer):
    """A subclass with a declare of its own: asked at every card."""

    asked = 0

    def declare(self, deal, seat):
        if not deal.last_round:
            _OwnDeclare.asked += 1
        return super().declare(deal, seat)


class _Proxy:
    """A player that hands every question to a random player (as benchmarks/engine.py's R1 does): asked at every
    card, whatever the random player it asks says of itself."""

    asked = 0

    def __init__(self, rng):
        self.inner = RandomPlayer(rng)

    def declare(self, deal, seat):
        if not deal.last_round:
            _Proxy.asked += 1
        return self.inner.declare(deal, seat)

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return getattr(self.inner, name)


@pytest.mark.parametrize("cls", [_OwnDeclare, _Proxy])
def test_a_player_with_its_own_declare_is_asked_at_every_card(classic, cls):
    assert not getattr(cls, "declares_on_level_cards", False)
    cls.asked = 0
    record = play_match(classic.engine, 4, [cls(random.Random(f"p:{s}")) for s in range(4)], deal_limit=1)
    dealt = classic.rules.players * classic.rules.hand
    assert cls.asked == dealt * (1 + len(record["deals"][0].get("redeals", [])))


def test_a_random_player_given_a_declare_of_its_own_is_asked_at_every_card(classic):
    """The class says it declares only on level cards; an instance whose `declare` was replaced does not."""
    asked = []

    def player(seat):
        agent = RandomPlayer(random.Random(f"p:{seat}"))
        inner = agent.declare

        def declare(deal, seat):
            if not deal.last_round:
                asked.append(deal.dealt)
            return inner(deal, seat)
        agent.declare = declare
        return agent

    record = play_match(classic.engine, 4, [player(s) for s in range(4)], deal_limit=1)
    dealt = classic.rules.players * classic.rules.hand
    assert len(asked) == dealt * (1 + len(record["deals"][0].get("redeals", [])))


def _plain_single_winner(plays, order):
    """The winner of a trick of singles, card by card: a higher card of the best group so far, or the first trump on
    a side suit; the first played of equals stays."""
    g, v = order.g, order.v
    winner, group, best = 0, g[plays[0][0]], v[plays[0][0]]
    for index, (card,) in enumerate(plays[1:], 1):
        if g[card] == group and v[card] > best:
            winner, best = index, v[card]
        elif g[card] == 0 and group != 0:
            winner, group, best = index, 0, v[card]
    return winner


def test_a_trick_of_singles_is_won_as_card_by_card(games):
    """play._single_winner (read in C where every card is of the led group) against the plain card-by-card reading,
    with equal cards (the first played stays), ruffs and discards."""
    from verifier.runtime.trick.play.winner import _single_winner
    rng = random.Random(41)
    same = ties = 0
    for vid, game in sorted(games.items()):
        deck = game.engine.deck()
        for _ in range(300):
            order = game.engine.order(rng.choice(game.rules.ladder), rng.choice(["S", "H", "C", "D", "NT"]))
            lead = rng.choice(deck)
            group = [c for c in deck if order.g[c] == order.g[lead]]
            plays = [[lead]] + [[rng.choice(group if rng.random() < 0.7 else deck)] for _ in range(game.rules.players - 1)]
            assert _single_winner(plays, order) == _plain_single_winner(plays, order), (vid, plays)
            if all(order.g[p[0]] == order.g[lead] for p in plays):
                same += 1
                values = [order.v[p[0]] for p in plays]
                ties += values.count(max(values)) > 1
    assert same > 50 * len(games) and ties > 5 * len(games)
