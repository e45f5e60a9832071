"""The climbing referee's surroundings: the facade, players, simulation with invariants, records and the judge, the
terminal, and the dispatch from the existing entry points (engine.load, simulate, judge, play)."""
import copy
import io
import json
import re
import types

import pytest

from verifier.play import engine
from verifier.play.engine import digest
from verifier.play.climbing.game import ClimbingGame
from verifier.play.climbing.players import GreedyPlayer, RandomPlayer, player_rng
from verifier.play.climbing.judge import judge
from verifier.play.climbing.simulate import simulate
from verifier.play.climbing.terminal import HumanPlayer
from verifier.play.climbing.words import describe
from verifier.play.judge import judge_record
from verifier.runtime.climbing import actions as A

from .handmade import baohuang, gouji

GAMES = {"gouji": gouji, "baohuang": baohuang}


@pytest.fixture(params=sorted(GAMES))
def game(request):
    return ClimbingGame(GAMES[request.param]())


def test_the_facade_rules_on_sets(game):
    assert game.beats("BJ BJ J J J", "SJ SJ 9 9 9").legal
    r = game.beats("BJ SJ J J J", "SJ SJ 9 9 9")
    assert not r.legal and "big jokers" in r.reason and r.rule
    r = game.beats("9 10", "8")
    assert not r.legal and "mixed" in r.reason and r.rule
    assert game.legal_sets("A A 9 9 3", "8 8") == ["9 9", "A A"]
    assert "3" in game.legal_sets("A A 9 9 3")


def test_the_facade_settles(game):
    n = game.rules.players
    roles = None if game.rules.calling is None else ["emperor", "rebel", "rebel", "guard", "rebel"]
    s = game.settle(list(range(n)), roles)
    assert s.rule and len(s.seats) == n


def test_load_returns_a_climbing_game_for_climbing_rules():
    module = types.SimpleNamespace(RULES=gouji(), __file__="generated/engines/x.py")
    g = engine.from_module(module)
    assert isinstance(g, ClimbingGame) and g.family == "climbing"


@pytest.mark.parametrize("kind", ["random", "greedy"])
def test_a_simulated_batch_breaks_no_invariant(game, kind):
    stats = simulate(game, 24, seed=7, players=(kind,))
    assert stats["deals"] == 24
    assert stats["invariants"] == {"violations": 0, "examples": []}
    assert sum(stats["tables"].values()) == 24


def _match(game, seed=3, deals=3):
    agents = [RandomPlayer(player_rng(seed, s)) if s % 2 else GreedyPlayer(player_rng(seed, s))
              for s in range(game.rules.players)]
    return game.play_match(seed, agents, deals)


def test_records_are_confirmed_by_the_judge(game):
    record = json.loads(json.dumps(_match(game)))
    verdict = judge_record(record, game)
    assert verdict.ok and verdict.deals == 3, verdict


def _first_play(record, deal=0, after=0):
    return next(i for i, a in enumerate(record["deals"][deal]["actions"]) if a["kind"] == "play" and i >= after)


def test_a_record_with_one_changed_set_is_rejected_at_that_action(game):
    record = _match(game)
    bad = copy.deepcopy(record)
    i = _first_play(bad, 1, 5)
    action = bad["deals"][1]["actions"][i]
    action["set"] = "BJ BJ BJ BJ BJ BJ BJ BJ BJ"  # more big jokers than the decks hold, let alone the hand
    verdict = judge(bad, game)
    assert not verdict.ok and verdict.where == {"deal": 2, "action": i + 1, "seat": action["seat"]}
    assert "does not hold" in verdict.reason and verdict.rule == game.rules.sets[0].rule


@pytest.mark.parametrize("change,why", [
    (lambda a: a.update(set="9 10"), "mixed"),
    (lambda a: a.update(seat=(a["seat"] + 1) % 5), "turn"),
    (lambda a: a.update(kind="pass"), "a set must be played"),
])
def test_bad_input_gets_a_ruling_with_the_rule(game, change, why):
    record = _match(game, deals=1)
    bad = copy.deepcopy(record)
    lead = next(i for i, a in enumerate(bad["deals"][0]["actions"]) if a["phase"] == "play")
    change(bad["deals"][0]["actions"][lead])
    bad["deals"][0]["actions"][lead].pop("set", None) if why == "a set must be played" else None
    verdict = judge(bad, game)
    assert not verdict.ok and why in verdict.reason and verdict.rule, verdict
    assert verdict.where["action"] == lead + 1


def test_a_changed_result_is_reported(game):
    record = _match(game, deals=1)
    record["deals"][0]["result"]["settlement"]["seats"][0] += 1
    verdict = judge(record, game)
    assert not verdict.ok and verdict.where == {"deal": 1, "result": "settlement"}


def test_the_terminal_player_explains_and_retries(game):
    deal = game.new_deal(seed=4)
    while deal.phase != "play":
        deal.apply(deal.turn(), GreedyPlayer(player_rng(1, 0)).act(deal, deal.turn()))
    seat = deal.turn()
    hand = deal.play.hands[seat]
    held = next(game.ranks.names[i] for i in game.ranks.plain if hand[i])
    lines = iter(["9 10", "pass", "hint", "BJ BJ BJ BJ BJ BJ BJ BJ BJ", held])
    out = []
    action = HumanPlayer(lambda prompt: next(lines), out.append).act(deal, seat)
    assert action.kind == A.PLAY and game.format(action.set) == held
    text = "\n".join(out)
    assert "mixed" in text and "a set must be played" in text and "does not hold" in text and "legal:" in text
    assert text.count("[000_79ebff438be5e347.txt:") >= 3


@pytest.mark.parametrize("variant", ["doudizhu-3p-1deck", "big-two-4p-1deck"])
def test_the_hint_shows_the_searchs_top_moves_in_games_of_shaped_sets(variant):
    """`hint` in a game of shaped sets: the legal plays and the search player's top moves with their values, each
    move one of the legal plays (the search plays these games: docs/agents.md#shaped-strength)."""
    shaped = engine.load(variant)
    deal = shaped.new_deal(seed=4)
    while deal.phase != "play":
        deal.apply(deal.turn(), GreedyPlayer(player_rng(1, 0)).act(deal, deal.turn()))
    seat = deal.turn()
    lines = iter(["hint", "pass"] + [describe(deal, a) for a in deal.legal()])
    out = []
    HumanPlayer(lambda prompt: next(lines), out.append).act(deal, seat)
    text = "\n".join(out)
    assert "the search player's top moves" in text and "in hands of cards" in text, text
    legal = {describe(deal, a) for a in deal.legal()}
    moves = re.findall(r"^    (.+?)\s+value [+-]\d", text, re.M)
    assert moves and set(moves) <= legal, (moves, legal)


def test_play_in_the_terminal_quits_on_end_of_input(game):
    from verifier.play.climbing.terminal import run_play

    def eof(prompt):
        raise EOFError

    out = []
    args = types.SimpleNamespace(seed=1, opponents="greedy", record=None)
    assert run_play(args, game, eof, out.append) == 0 and out[-1].strip() == "bye: 0 deal(s) played in full."


def test_help_quit_and_a_record_marked_unfinished(game, tmp_path):
    """`help` says what to type, `quit` ends the match, and the record written holds the deals played in full,
    marked unfinished, and judges clean."""
    from verifier.play.climbing.terminal import run_play
    from verifier.play.judge import judge_record

    typed = iter(["help", "quit"])
    out = []
    path = tmp_path / "quit.json"
    args = types.SimpleNamespace(seed=2, opponents="greedy", record=str(path))
    assert run_play(args, game, lambda prompt: next(typed), out.append) == 0
    text = "\n".join(out)
    assert "hint" in text and "quit   end the match" in text and "bye: 0 deal(s)" in text
    record = json.loads(path.read_text())
    assert record["unfinished"] is True and record["deals"] == [] and record["variant"] == game.id
    assert judge_record(record, game).ok  # the schema knows `unfinished`


def _generated(tmp_path, rules):
    folder = tmp_path / "engines"
    folder.mkdir()
    (folder / (rules.id.replace("-", "_") + ".py")).write_text(
        "from verifier.runtime.climbing.rules import *  # noqa\n"
        f"VARIANT_ID = {rules.id!r}\nSOURCES = ()\nDIGEST = {digest([])!r}\nRULES = {rules!r}\n", encoding="utf-8")
    return str(tmp_path)


def test_the_cli_dispatches_simulate_judge_and_play_by_family(tmp_path, monkeypatch, capsys):
    from verifier.cli import main
    rules = gouji()
    monkeypatch.setattr(engine, "GENERATED", _generated(tmp_path, rules))
    assert main(["simulate", rules.id, "--games", "3", "--seed", "2", "--record", str(tmp_path / "rec")]) == 0
    out = capsys.readouterr().out
    assert "invariant violations: 0" in out and "3 deal(s)" in out
    assert main(["judge", str(tmp_path / "rec")]) == 0
    assert "confirmed" in capsys.readouterr().out
    record = tmp_path / "rec" / "match-00000.json"
    data = json.loads(record.read_text())
    i = _first_play(data)
    data["deals"][0]["actions"][i]["set"] = "9 10"
    record.write_text(json.dumps(data))
    assert main(["judge", str(record)]) == 1
    assert "mixed" in capsys.readouterr().out
    monkeypatch.setattr("sys.stdin", io.StringIO(""))  # end of input at the first question
    assert main(["play", rules.id, "--seed", "1"]) == 0
    assert "bye" in capsys.readouterr().out


def test_situations_answer_burn_call_tribute():
    # the worked examples of the variants' answering, burning, calling and tribute rules, on the handmade rules
    g = ClimbingGame(gouji())
    assert g.may_answer("A A A 5 6", "K K K", "opposite").legal
    for source in ("opponent", "teammate"):
        r = g.may_answer("A A A 5 6", "K K K", source)
        assert not r.legal and "only by its opposite" in r.reason and r.rule == g.rules.gouji_sets.rule
    assert g.may_answer("10 10 5", "9 9", "opponent").legal
    assert g.may_burn("A A SJ 5 BJ 6", "K K").legal
    assert g.may_burn("A A 7 7 7", "K K").legal
    r = g.may_burn("A A 5 6", "K K")
    assert not r.legal and "joker" in r.reason and r.rule == g.rules.burning.rule
    assert not g.may_burn("Q Q SJ 5", "K K").legal
    assert g.tribute(2, "BJ SJ SJ 2 A") == ["BJ", "SJ"]
    assert g.tribute(1, "2 2 K") == ["2"] and g.tribute(2, "A K Q 3") == []
    b = ClimbingGame(baohuang())
    assert b.call("AH AH AH 5S")[0] == "must" and b.call("AH AH AH AH 5S")[0] == "may"
    assert b.call("SJ SJ SJ 5S")[0] == "must" and b.call("AH AH 5S")[0] == "may-not"


def test_shaped_sets_with_goujis_own_rules_are_refused_clearly():
    """Runs with Gouji's gouji sets, burning, money and revolution: a deal of shaped sets plays none of those, so the
    engine refuses the rules with a message that names them, never plays them as if they were not there."""
    import dataclasses
    from verifier.runtime.climbing import rules as r
    rules = dataclasses.replace(gouji(), sets=(r.SetKind(shape="run", min_length=5),))
    with pytest.raises(engine.LoadError, match="without Gouji's and Baohuang's own rules .*gouji_sets"):
        engine.from_module(types.SimpleNamespace(RULES=rules, __file__="x.py"))


@pytest.mark.parametrize("vid", ["gouji-6p-4deck", "baohuang-5p-4deck"])
def test_the_python_entry_point_simulates_a_climbing_variant(vid):
    """`verifier.simulate.simulate(variant, games, seed)` (docs/simulation.md) for both families: a climbing variant's
    deals are those of `verifier simulate` (matches of at most 4 deals), whatever the backend."""
    import verifier
    from verifier import engine

    stats = verifier.simulate.simulate(vid, 5, 3, progress=False)
    assert stats["variant"] == vid and stats["family"] == "climbing" and stats["deals"] == 5
    assert stats["invariants"]["violations"] == 0
    direct = simulate(engine.load(vid), 5, seed=3, deals_per_match=4)
    timing = ("seconds", "deals_per_second", "jobs", "backend")
    assert {k: v for k, v in stats.items() if k not in timing} == {k: v for k, v in direct.items() if k not in timing}
    greedy = verifier.simulate.simulate(vid, 2, 3, players=["greedy"], backend="process", jobs=2, progress=False)
    assert set(greedy["players"]) == {"greedy"} and greedy["backend"] == "process"
