"""Sanwufan's exchange (`with: eaten`, `cards: in-kind`): the player whose declaration stands ate every other
player's last declaration (大的把小的吃掉); each eaten player gives the cards of that declaration to the eater, who
gives as many back in kind — a card of the suit eaten for each suited card, a fixed trump for a joker (吃什么色给什么色
的牌，吃的王要回张固定主), any cards for a kind the hand lacks. The players choose, the referee checks, the record keeps
the exchange and the judge replays it, rejecting a wrong one with the exchange rule cited."""
import copy
import random

import pytest

from verifier.play.judge import judge_record
from verifier.runtime.trick import ids as I
from verifier.runtime.trick.game import Deal
from verifier.runtime.trick.state import Illegal

from .hands import mixed_players

VID = "sanwufan"
PERMANENT = ("2", "3", "5")


def _kind(name):
    """The kind a received card asks back: its suit, or a fixed trump for a joker."""
    return "fixed" if name in ("SJ", "BJ") else name[-1]


def _given_kind(name):
    return "joker" if name in ("SJ", "BJ") else "fixed" if name[:-1] in PERMANENT else name[-1]


@pytest.fixture(scope="module")
def match(games):
    """A match in which some deal has an eaten declaration."""
    game = games[VID]
    for seed in range(20):
        record = game.play_match(seed, mixed_players(game, seed), deal_limit=8)
        if any(d["exchange"] for d in record["deals"]):
            return game, record
    raise AssertionError("no declaration was eaten in 20 matches")


def _eaten_deal(record):
    return next((i, d) for i, d in enumerate(record["deals"]) if d["exchange"])


def test_the_eaten_declaration_goes_to_the_eater_and_as_much_comes_back_in_kind(match):
    _, record = match
    for deal in record["deals"]:
        decls = deal["declarations"]
        # face down, the biggest stands once the deal is over: the first big joker's, else the first declaration
        eater = next((d["player"] for d in decls if "BJ" in d["cards"]), decls[0]["player"]) if decls else None
        last = {d["player"]: d["cards"] for d in decls if d["player"] != eater}
        given = deal["exchange"]
        assert [g["player"] for g in given[0::2]] == list(last)  # the eaten, in the order they declared
        held = [c for k, c in enumerate(deal["deck"][:100]) if (deal["first"] + k) % 4 == eater] if decls else []
        for taken, back in zip(given[0::2], given[1::2]):
            assert taken["receiver"] == eater and taken["cards"] == last[taken["player"]]
            assert back["player"] == eater and back["receiver"] == taken["player"] and len(back["cards"]) == 3
            for kind in set(map(_kind, taken["cards"])):
                asked = [_kind(c) for c in taken["cards"]].count(kind)
                have = [_given_kind(c) for c in held].count(kind)
                assert [_given_kind(c) for c in back["cards"]].count(kind) >= min(asked, have)
            for c in back["cards"]:
                held.remove(c)


def test_the_judge_confirms_the_record(match):
    game, record = match
    assert judge_record(record, game).ok


def test_the_judge_rejects_a_card_given_back_out_of_kind(match):
    game, record = match
    bad = copy.deepcopy(record)
    d, deal = _eaten_deal(bad)
    back = deal["exchange"][1]
    hand = [c for k, c in enumerate(deal["deck"][:100]) if (deal["first"] + k) % 4 == back["player"]]
    i = next(i for i, c in enumerate(back["cards"]) if _given_kind(c) == "fixed")  # the joker's fixed trump
    back["cards"][i] = next(c for c in hand if _given_kind(c) not in ("fixed", "joker")
                            and hand.count(c) > back["cards"].count(c))
    verdict = judge_record(bad, game)
    assert not verdict.ok and verdict.deals == d and verdict.where["phase"] == "exchange"
    assert "must be given back" in verdict.reason and verdict.rule == game.rules.ref("exchange")


def test_the_judge_rejects_other_cards_taken_from_the_eaten(match):
    game, record = match
    bad = copy.deepcopy(record)
    d, deal = _eaten_deal(bad)
    deal["exchange"][0]["cards"][0] = "AS" if deal["exchange"][0]["cards"][0] != "AS" else "AH"
    verdict = judge_record(bad, game)
    assert not verdict.ok and verdict.deals == d and verdict.rule == game.rules.ref("exchange")


def _deal_with(game, hands, declarations):
    """A deal whose hands hold these cards and in which these (seat, cards) declarations were made."""
    engine = game.engine
    deal = Deal(engine, engine.new_match(), engine.deck(), random.Random(0))
    for seat, names in hands.items():
        for c in I.from_names(names):
            deal.hands[seat][c] += 1
    for seat, names in declarations:
        deal.declare(seat, I.from_names(names))
    deal.trump = deal.standing.suit
    deal.order = engine.order(deal.level, deal.trump)
    return deal


class _Gives:
    def __init__(self, names):
        self.names = names

    def exchange(self, deal, seat, count, receiver):
        return I.from_names(self.names)


def test_the_referee_asks_for_the_suit_and_a_fixed_trump(games):
    game = games[VID]
    hands = {0: ["SJ", "7H", "7H", "9C"], 1: ["BJ", "KS", "KS", "4H", "6H", "5D", "8C"]}
    declarations = [(0, ["SJ", "7H", "7H"]), (1, ["BJ", "KS", "KS"])]
    ok = _deal_with(game, hands, declarations)
    ok._exchange({1: _Gives(["4H", "6H", "5D"])})
    assert ok.exchanged == [{"player": 0, "receiver": 1, "cards": ["SJ", "7H", "7H"]},
                            {"player": 1, "receiver": 0, "cards": ["4H", "6H", "5D"]}]
    assert sorted(I.names([c for c in range(I.COUNT) for _ in range(ok.hands[0][c])])) == ["4H", "5D", "6H", "9C"]
    bad = _deal_with(game, hands, declarations)
    with pytest.raises(Illegal) as info:
        bad._exchange({1: _Gives(["4H", "6H", "8C"])})  # no fixed trump for the small joker, though one is held
    assert "1 permanent trump(s) must be given back" in info.value.reason
    assert info.value.rule == game.rules.ref("exchange")


def test_any_card_makes_up_for_a_kind_the_hand_lacks(games):
    game = games[VID]
    hands = {0: ["SJ", "7H", "7H"], 1: ["BJ", "KS", "KS", "4H", "8C", "9C"]}  # one heart, no fixed trump
    declarations = [(0, ["SJ", "7H", "7H"]), (1, ["BJ", "KS", "KS"])]
    deal = _deal_with(game, hands, declarations)
    deal._exchange({1: _Gives(["4H", "8C", "9C"])})
    assert deal.exchanged[1]["cards"] == ["4H", "8C", "9C"]
    short = _deal_with(game, hands, declarations)
    with pytest.raises(Illegal) as info:
        short._exchange({1: _Gives(["8C", "9C", "KS"])})  # the heart held must be given
    assert "1 card(s) of H must be given back" in info.value.reason


def test_nothing_is_exchanged_when_nothing_was_eaten(games):
    game = games[VID]
    deal = _deal_with(game, {0: ["SJ", "7H", "7H"]}, [(0, ["SJ", "7H", "7H"])])
    deal._exchange({})
    assert deal.exchanged == []
