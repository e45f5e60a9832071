"""Kitty overcalls (反底, 炒地皮): played by the engine from the model, recorded, replayed by the judge, simulated.

huanle-2deck is the variant that has them: after the declarer buries the kitty, each other player in turn may overcall
with a stronger declaration of the kitty overcall order (pairs by suit D < C < H < S, then joker pairs), take the
kitty and bury it again; the trump follows the declaration, the declarer stays, the stake doubles.
"""
import copy
import dataclasses
import json
import random

import pytest

from verifier.play import engine
from verifier.play.trick.players import GreedyPlayer, RandomPlayer
from verifier.play.trick.terminal import HumanPlayer
from verifier.play.judge import judge_record
from verifier.play.records import schema_errors
from verifier.runtime.trick import ids as I
from verifier.play.simulate import simulate

VID = "huanle-2deck"


class Eager(RandomPlayer):
    """A random player that overcalls the kitty whenever it can (with its weakest legal overcall)."""

    def kitty_overcall(self, deal, seat):
        options = deal.kitty_overcall_options(seat)
        return options[0] if options else None


class Silent(RandomPlayer):
    """A random player that never declares (and so never makes a kitty overcall possible)."""

    def declare(self, deal, seat):
        return None


def _agents(seed, kind=Eager):
    return [kind(random.Random(f"{seed}:{seat}")) for seat in range(4)]


def _deals(game, seeds, kind=Eager, deal_limit=6):
    """Every deal of a few matches (the finished Deal objects)."""
    found = []
    for seed in seeds:
        game.play_match(seed, _agents(seed, kind), deal_limit=deal_limit, on_deal=found.append)
    return found


@pytest.fixture(scope="module")
def huanle(games):
    return games[VID]


@pytest.fixture(scope="module")
def eager_deals(huanle):
    return _deals(huanle, range(1, 9))


def _trump_of(cards, level):
    """The trump a declaration of these cards makes: the suit of its level cards, or NT for jokers."""
    suits = {name[len(level):] for name in cards if name not in ("SJ", "BJ")}
    return suits.pop() if suits else "NT"


def test_the_variant_has_kitty_overcalls(huanle):
    r = huanle.rules
    assert r.kitty_overcall == (("single", None), ("pair", "D"), ("pair", "C"), ("pair", "H"), ("pair", "S"),
                                ("small-jokers", None), ("big-jokers", None))
    assert (r.kitty_overcaller, r.kitty_declarer, r.kitty_undeclared, r.kitty_limit, r.kitty_stake, r.stake) == (
        "other-players", "unchanged", False, None, 2, 2)
    assert r.ref("kitty overcall").startswith("spec/huanle-2deck.variant:")


def test_kitty_overcalls_change_trump_kitty_and_stake(huanle, eager_deals):
    made = [deal for deal in eager_deals if deal.kitty_overcalls]
    assert len(made) >= 5
    for deal in made:
        entries = deal.kitty_overcalls
        ctx = huanle.context(deal.level, "NT")
        # the first is not by the player who buried (the declarer), nor any by the player who buried just before
        buriers = [deal.declarer] + [e["player"] for e in entries]
        assert all(a != b for a, b in zip(buriers, buriers[1:]))
        # each one overcalls the one before it in the kitty overcall order, starting from the deal's declaration
        shown = [d.to_record()["cards"] for d in deal.declarations][-1:] + [e["cards"] for e in entries]
        for new, standing in zip(shown[1:], shown):
            assert huanle.overcalls(huanle.cards(" ".join(new)), huanle.cards(" ".join(standing)), ctx, kitty=True)
        # the trump is the last one's; the kitty is what its overcaller buried, 8 cards
        assert deal.trump == entries[-1]["trump"] == _trump_of(entries[-1]["cards"], deal.level)
        assert all(len(e["buried"]) == 8 for e in entries)
        assert I.names(sorted(deal.buried)) == I.names(sorted(I.from_names(entries[-1]["buried"])))
        assert deal.result["kitty_points"] == sum(deal.order.point[c] for c in deal.buried)
        # the stake doubles for every kitty overcall (and every overcall of the deal that is not reinforcing)
        assert deal.result["stake"] % 2 ** len(entries) == 0
        assert deal.check_invariants() == []


def test_the_declarer_stays(huanle, eager_deals):
    """`declarer: unchanged`: the declarer leads the first trick whoever overcalled the kitty."""
    made = [deal for deal in eager_deals if deal.kitty_overcalls]
    assert any(deal.kitty_overcalls[-1]["player"] != deal.declarer for deal in made)
    for deal in made:
        assert deal.tricks[0]["leader"] == deal.declarer


def test_stake_counts_overcalls_but_not_reinforcing(huanle, eager_deals):
    for deal in eager_deals:
        stake, standing = 1, None
        for d in deal.declarations:
            entry = d.to_record()
            trump = _trump_of(entry["cards"], deal.level)
            if standing is not None and (standing[0] != entry["player"] or standing[1] != trump):
                stake *= 2
            standing = (entry["player"], trump)
        stake *= 2 ** len(deal.kitty_overcalls)
        assert deal.result["stake"] == stake
    assert any(deal.result["stake"] > 1 for deal in eager_deals)


def test_nobody_declared_means_no_kitty_overcall(huanle):
    deals = _deals(huanle, [5], Silent, deal_limit=3)
    assert deals and all(deal.fallback == "no-trump" and not deal.kitty_overcalls for deal in deals)
    # `undeclared: allowed` opens them: any step of the order may overcall
    rules = dataclasses.replace(huanle.rules, kitty_undeclared=True)
    opened = engine.Game(rules)
    deals = _deals(opened, [5, 6], Silent, deal_limit=3)
    assert any(deal.kitty_overcalls for deal in deals)


def test_overcaller_becomes_declarer_attackers_only_and_limit(huanle):
    rules = dataclasses.replace(huanle.rules, kitty_declarer="overcaller", kitty_overcaller="attackers",
                                kitty_limit=1)
    game = engine.Game(rules)
    deals = _deals(game, range(1, 7))
    made = [deal for deal in deals if deal.kitty_overcalls]
    assert made
    for deal in deals:
        assert len(deal.kitty_overcalls) <= 1
        assert deal.check_invariants() == []
    for deal in made:
        overcaller = deal.kitty_overcalls[0]["player"]
        assert deal.declarer == overcaller and deal.tricks[0]["leader"] == overcaller
        first = deal.declarations[0].player if deal.first_deal else deal.first
        assert overcaller % 2 != first % 2  # an attacker of the deal's first declarer


def test_illegal_kitty_overcalls_are_refused(huanle):
    deal = _deals(huanle, [3], deal_limit=1)[0]
    assert deal.kitty_overcalls
    from verifier.runtime.trick.state import Illegal
    # the last burier may not overcall; a declaration no stronger than the standing one does not overcall
    with pytest.raises(Illegal, match="buried the kitty last"):
        deal.judge_kitty_overcall(deal.burier, deal.standing.cards)
    other = (deal.burier + 1) % 4
    with pytest.raises(Illegal):
        deal.judge_kitty_overcall(other, deal.standing.cards)


@pytest.fixture(scope="module")
def records(tmp_path_factory):
    folder = tmp_path_factory.mktemp("huanle")
    stats = simulate(VID, 120, 7, record_dir=str(folder), progress=False, deal_limit=12,
                     players=("random", "greedy", "random", "greedy"))
    return folder, stats


def test_simulate_counts_kitty_overcalls(records):
    _, stats = records
    ko = stats["kitty_overcalls"]
    assert ko["offered"] and ko["total"] > 0 and ko["max"] >= 1
    assert sum(ko["distribution"].values()) == stats["deals"] == 120
    assert sum(stats["stakes"].values()) == 120 and any(int(k) > 1 for k in stats["stakes"])
    assert stats["invariants"]["violations"] == 0, stats["invariants"]["examples"]


def _with_kitty_overcall(records):
    folder, _ = records
    for path in sorted(folder.glob("*.json")):
        record = json.loads(path.read_text(encoding="utf-8"))
        for index, deal in enumerate(record["deals"]):
            if deal.get("kitty_overcalls"):
                return record, index
    raise AssertionError("no record with a kitty overcall")


def test_records_with_kitty_overcalls_pass_judge(records):
    folder, _ = records
    record, index = _with_kitty_overcall(records)
    assert schema_errors(record) == []
    assert judge_record(record).ok
    for path in sorted(folder.glob("*.json")):
        assert judge_record(json.loads(path.read_text(encoding="utf-8"))).ok, path


def test_judge_rejects_a_kitty_overcall_out_of_turn(records):
    record, index = _with_kitty_overcall(records)
    bad = copy.deepcopy(record)
    deal = bad["deals"][index]
    # the declarer buried first: a first kitty overcall of theirs is out of turn
    deal["kitty_overcalls"][0]["player"] = deal["declarer"]
    verdict = judge_record(bad)
    assert not verdict.ok and verdict.deals == index
    assert verdict.where == {"deal": index + 1, "phase": "kitty-overcall", "player": deal["declarer"]}
    assert "no turn" in verdict.reason and verdict.rule.startswith("spec/huanle-2deck.variant:")


def test_judge_rejects_a_wrong_trump_or_stake(records):
    record, index = _with_kitty_overcall(records)
    bad = copy.deepcopy(record)
    entry = bad["deals"][index]["kitty_overcalls"][0]
    entry["trump"] = next(s for s in ("S", "H", "C", "D", "NT") if s != entry["trump"])
    verdict = judge_record(bad)
    assert not verdict.ok and "kitty overcall 1: the record says trump" in verdict.reason
    bad = copy.deepcopy(record)
    bad["deals"][index]["result"]["stake"] *= 2
    verdict = judge_record(bad)
    assert not verdict.ok and "stake" in verdict.reason


def test_variants_without_kitty_overcalls_record_none(games):
    record = games["classic-2deck"].play_match(4, _agents(4), deal_limit=3)
    for deal in record["deals"]:
        assert "kitty_overcalls" not in deal and deal["result"]["stake"] == 1


def test_greedy_overcalls_the_other_sides_kitty(huanle):
    deals = []
    for seed in range(1, 13):
        huanle.play_match(seed, [GreedyPlayer(random.Random(f"{seed}:{s}")) for s in range(4)], deal_limit=4,
                          on_deal=deals.append)
    made = [deal for deal in deals if deal.kitty_overcalls]
    assert made
    for deal in made:
        # greedy never overcalls its own side's standing declaration
        standing = [deal.declarations[-1].player] + [e["player"] for e in deal.kitty_overcalls]
        assert all(a % 2 != b % 2 for a, b in zip(standing, standing[1:]))


def test_a_person_is_offered_the_kitty_overcalls(huanle):
    said = []
    person = HumanPlayer(read=lambda prompt: "1", write=said.append)

    class AtTheKitty(Eager):
        """Random play, but a person answers every chance to overcall the kitty (and takes the first option)."""

        def kitty_overcall(self, deal, seat):
            return person.kitty_overcall(deal, seat)

    deals = []
    huanle.play_match(3, _agents(3, AtTheKitty), deal_limit=3, on_deal=deals.append)
    assert any(deal.kitty_overcalls for deal in deals)
    assert any(line.startswith("  1: overcall the kitty with ") for line in said)
    assert any(line.startswith("\nThe kitty is buried; player ") for line in said)


class _Checking(RandomPlayer):
    """A random player that, whenever it is asked for a kitty overcall, also asks the referee about every candidate
    of its hand (each of the shows' card sets it holds, and a set it does not hold) and keeps what both said."""

    seen: list = []

    def kitty_overcall(self, deal, seat):
        options = deal.kitty_overcall_options(seat)
        candidates = deal._show_candidates(seat, deal.rules.shows + deal.rules.kitty_shows)
        judged = []
        for cards, chosen in candidates + [([I.BJ] * 3, None)]:
            try:
                deal.judge_kitty_overcall(seat, cards, chosen)
            except Exception as refused:  # noqa: BLE001 - an Illegal, its reason kept
                self.seen.append((False, str(refused)))
                continue
            self.seen.append((True, ""))
            if (cards, chosen) not in judged and cards != [I.BJ] * 3:
                judged.append((cards, chosen))
        assert options == judged, (deal.number, seat, options, judged)
        return super().kitty_overcall(deal, seat)


def test_the_options_are_the_candidates_the_referee_admits(huanle):
    """kitty_overcall_options (which judges each candidate without raising) lists exactly the candidates that
    judge_kitty_overcall admits, in the same order, after overcalls too; the refusals keep their reasons."""
    _Checking.seen = []
    for seed in range(1, 41):
        huanle.play_match(seed, _agents(seed, _Checking), deal_limit=5)
    admitted = sum(1 for ok, _ in _Checking.seen if ok)
    refused = [why for ok, why in _Checking.seen if not ok]
    assert admitted > 30, admitted
    assert any("not in the hand" in why for why in refused) and any("does not overcall" in why for why in refused)
