"""The climbing variants of spec/ of Gouji's and Baohuang's sets, loaded as the engine loads them (generated/engines/, else compiled): each is played,
simulated with random and greedy players (a bounded batch; the 10,000-deal runs are a one-off, see the issue note),
its records judged, a corrupted record rejected at the right action, its settlement checked for every finishing
order, and the seed's worked examples ruled on its own rules."""
import copy
import dataclasses
import itertools

import pytest

from conftest import SPEC_IDS
from verifier.play import engine
from verifier.cli import main
from verifier.play.climbing.game import ClimbingGame
from verifier.play.climbing.players import make, player_rng
from verifier.play.climbing.judge import judge
from verifier.play.climbing.simulate import simulate


def _climbing(vid: str) -> bool:
    """Of the climbing family, stated or inherited (a delta says nothing of its family)."""
    return getattr(engine.load(vid), "family", "") == "climbing"


def _of_one_rank(vid: str) -> bool:
    """Gouji's and Baohuang's sets of one rank (the games of shaped sets: test_shaped_deal.py)."""
    return engine.load(vid).shapes is None


CLIMBING = [vid for vid in SPEC_IDS if _climbing(vid) and _of_one_rank(vid)]


@pytest.fixture(scope="module", params=CLIMBING)
def game(request):
    return engine.load(request.param)


def test_a_climbing_variant_loads_as_a_climbing_game(game):
    assert isinstance(game, ClimbingGame) and game.family == "climbing"
    path = f"spec/{game.id}.variant:"
    assert game.rules.beat.rule.startswith(path) and game.rules.round.rule.startswith(path)
    for f in dataclasses.fields(game.rules):
        value = getattr(game.rules, f.name)
        if dataclasses.is_dataclass(value) and "rule" in {x.name for x in dataclasses.fields(value)}:
            assert value.rule.startswith(path), f"{f.name} cites no rule of the variant"


@pytest.mark.parametrize("beater", ["BJ BJ J J J", "BJ BJ BJ J J"])
def test_the_seeds_worked_example_on_the_variants_rules(game, beater):
    assert game.beats(beater, "SJ SJ 9 9 9").legal
    r = game.beats("BJ SJ J J J", "SJ SJ 9 9 9")
    assert not r.legal and r.rule.startswith(f"spec/{game.id}.variant:")


@pytest.mark.parametrize("kind", ["random", "greedy"])
def test_a_bounded_batch_breaks_no_invariant(game, kind):
    stats = simulate(game, 40, seed=5, players=(kind,))
    assert stats["deals"] == 40 and stats["invariants"]["violations"] == 0, stats["invariants"]


def test_records_are_judged_and_a_changed_set_is_rejected_at_it(game):
    agents = [make("random" if s % 2 else "greedy", player_rng(9, s)) for s in range(game.rules.players)]
    record = game.play_match(9, agents, 2)
    assert judge(record, game).ok
    bad = copy.deepcopy(record)
    actions = bad["deals"][1]["actions"]
    i = next(k for k, a in enumerate(actions) if a["kind"] == "play" and k > 10)
    actions[i]["set"] = "2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2"  # more 2s than the decks hold
    verdict = judge(bad, game)
    assert not verdict.ok and verdict.where == {"deal": 2, "action": i + 1, "seat": actions[i]["seat"]}
    assert "does not hold" in verdict.reason and verdict.rule.startswith(f"spec/{game.id}.variant:")


def test_every_finishing_order_settles_as_the_table_says(game):
    rules = game.rules
    n = rules.players
    for table in rules.settlement:
        if table.when == "seized":
            roles_of = [["rebel"] * s + ["emperor"] + ["rebel"] * (n - s - 1) for s in range(n)]
        elif table.when in ("lone-emperor", "open-lone-emperor"):
            roles_of = [["emperor"] + ["rebel"] * (n - 1)]
        elif rules.calling is not None:
            roles_of = [["emperor", "guard"] + ["rebel"] * (n - 2)]
        else:
            roles_of = [None]
        for roles in roles_of:
            for places in itertools.permutations(range(n)):
                s = game.settle(places, roles, table.when)
                if table.zero_sum:
                    assert sum(s.seats) == 0, (table.when, places, s)
                if table.positive_only:
                    assert min(s.seats) >= 0


def test_the_command_line_simulates_and_judges_it(game, tmp_path, capsys):
    assert main(["simulate", game.id, "--games", "4", "--seed", "3", "--record", str(tmp_path)]) == 0
    assert "invariant violations: 0" in capsys.readouterr().out
    assert main(["judge", str(tmp_path)]) == 0
    assert "confirmed" in capsys.readouterr().out
