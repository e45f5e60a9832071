"""Throw penalties paid in levels (`throw { penalty-levels: N }`, issue 10): each failed throw gives the other side of
its leader N levels, beside the scoring table's result; penalties in points (`penalty: N`) are unchanged."""
import copy
import random

import pytest

from verifier.play import engine
from verifier.play.trick.players import GreedyPlayer, RandomPlayer
from verifier.play.judge import judge_record

VARIANT = """variant throw-levels-2deck extends classic-2deck {
  override throw {
    suits: one-suit
    judge: each-component
    on-failure: smallest-beaten
    penalty-levels: %d
  }
}
"""


def _game(folder, per: int):
    path = folder / f"throw-levels-{per}.variant"
    path.write_text(VARIANT % per, encoding="utf-8")
    return engine.load(str(path))


@pytest.fixture(scope="module")
def game(tmp_path_factory):
    return _game(tmp_path_factory.mktemp("penalty"), 2)


@pytest.fixture(scope="module")
def records(game):
    out = []
    for seed in range(12):
        agents = [(RandomPlayer if s % 2 else GreedyPlayer)(random.Random(f"p:{seed}:{s}")) for s in range(4)]
        out.append(game.play_match(seed, agents, deal_limit=4))
    return out


def _failed(entry):
    """(failed throws led by the declarer's side, by the attackers) of a recorded deal of fixed partners."""
    declarers = entry["declarer"] % 2
    leaders = [t["plays"][0]["player"] for t in entry["tricks"] if "attempted" in t["plays"][0]]
    by_declarers = sum(1 for seat in leaders if seat % 2 == declarers)
    return by_declarers, len(leaders) - by_declarers


def test_the_setting_compiles(game, tmp_path):
    assert game.rules.throw_penalty_levels == 2 and game.rules.throw_penalty == 0
    assert engine.load("classic-2deck").rules.throw_penalty_levels == 0


def test_failed_throws_pay_levels_to_the_other_side(game, records):
    ladder = game.rules.ladder
    seen = 0
    for record in records:
        for entry in record["deals"]:
            result = entry["result"]
            by_declarers, by_attackers = _failed(entry)
            declarers = entry["declarer"] % 2
            expected = [0, 0]
            expected[declarers], expected[1 - declarers] = 2 * by_attackers, 2 * by_declarers
            assert result["settlement"]["penalty_levels"] == expected
            if not any(expected) or result["match_over"]:
                continue
            # the table's result, then the penalty: each team's level rose by both (no mandatory level in classic)
            before = entry["before"]["levels"]
            after = [ladder.index(level) for level in result["levels"]]
            s = result["settlement"]
            table = [0, 0]
            if s["kind"] == "take-over" and s["side"] == "attackers":
                table[1 - declarers] = s["levels"]
            elif s["kind"] == "keep" and s["side"] == "declarers":
                table[declarers] = s["levels"]
            if result["rounds"] == entry["before"]["rounds"]:
                assert after == [min(b + t + p, len(ladder) - 1) for b, t, p in zip(before, table, expected)]
                seen += 1
    assert seen, "no deal with a failed throw in these matches"


def test_records_with_penalty_levels_pass_judge(game, records):
    assert all(judge_record(record, game).ok for record in records)


def test_judge_rejects_wrong_penalty_levels(game, records):
    record = next(r for r in records if any(any(e["result"]["settlement"]["penalty_levels"]) for e in r["deals"]))
    index = next(i for i, e in enumerate(record["deals"]) if any(e["result"]["settlement"]["penalty_levels"]))
    bad = copy.deepcopy(record)
    bad["deals"][index]["result"]["settlement"]["penalty_levels"] = [0, 0]
    verdict = judge_record(bad, game)
    assert not verdict.ok and verdict.deals == index and "penalty_levels" in verdict.reason


def test_without_the_setting_no_levels_are_paid(tmp_path):
    game = engine.load("classic-2deck")
    agents = [RandomPlayer(random.Random(f"c:{s}")) for s in range(4)]
    record = game.play_match(3, agents, deal_limit=2)
    assert all("penalty_levels" not in e["result"]["settlement"] for e in record["deals"])
