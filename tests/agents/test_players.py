"""Pluggable players: a class of the user's, in a file of their own or an importable module, with the small protocol
(`choose(observation, legal)`) or the engine's own methods, plays through `simulate`, `tournament` and the Python API
of both families; a kind that names nothing is a usage error with a hint."""
import json
import random
import sys
import textwrap

import pytest

from verifier.cli import main
from verifier.play.registry import PLAYERS, PlayerError, make_player

MINE = textwrap.dedent('''
    class Lowest:
        """The last legal action, every time (the protocol: an observation and the legal actions)."""
        def __init__(self, rng):
            self.rng = rng
            self.asked = 0

        def choose(self, observation, legal):
            assert "hand" in observation and observation["seat"] >= 0
            self.asked += 1
            return legal[-1]

    class ByText:
        def __init__(self, rng):
            self.rng = rng

        def choose(self, observation, legal):
            return self.rng.choice(legal).text
''')


@pytest.fixture
def player_file(tmp_path):
    path = tmp_path / "mine.py"
    path.write_text(MINE, encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("variant,seats", [("classic-2deck", 4), ("gouji-6p-4deck", 6)])
def test_a_users_player_in_its_own_file_plays_simulate(player_file, variant, seats, capsys):
    kinds = ",".join([f"{player_file}:Lowest"] + ["greedy"] * (seats - 1))
    status = main(["simulate", variant, "--games", "2", "--players", kinds, "--format", "json", "--quiet"])
    out = json.loads(capsys.readouterr().out)
    assert status == 0 and out["deals"] == 2
    assert out["invariants"]["violations"] == 0


def test_a_users_player_by_module_and_answers_by_text(player_file, monkeypatch, tmp_path):
    monkeypatch.syspath_prepend(str(tmp_path))
    sys.modules.pop("mine", None)
    agent = make_player("mine:ByText", "trick", random.Random(1))
    from verifier import engine
    from verifier.runtime.trick.game import play_deal
    from verifier.runtime.trick.match import chance_rng
    game = engine.load("one-deck")
    agents = [agent] + [make_player("random", "trick", random.Random(s)) for s in range(1, 4)]
    deal = play_deal(game.engine, game.engine.new_match(4), agents, random.Random(2), chance_rng(2))
    assert deal.result is not None


def test_a_tournament_of_a_users_player(player_file, capsys):
    status = main(["tournament", "one-deck", "--players", f"{player_file}:Lowest,greedy", "--games", "3",
                   "--format", "json", "--quiet"])
    out = json.loads(capsys.readouterr().out)
    assert status == 0 and out["deals"] == 3 and set(out["kinds"]) == {f"{player_file}:Lowest", "greedy"}


@pytest.mark.parametrize("kind,message", [("serch", "did you mean `search`"), ("nowhere.py:X", "no file"),
                                          ("json:Nothing", "has no `Nothing`"),
                                          ("no_such_module_here:X", "cannot import")])
def test_a_kind_that_names_nothing(kind, message):
    with pytest.raises(PlayerError, match=message):
        make_player(kind, "trick", random.Random())


def test_the_registry_lists_its_players():
    assert set(PLAYERS) == {"random", "greedy", "search"}
    for kind in PLAYERS:
        for family in ("trick", "climbing"):
            assert make_player(kind, family, random.Random()) is not None


def test_bad_players_on_the_command_line(capsys):
    assert main(["simulate", "one-deck", "--players", "serch"]) == 2
    assert "did you mean `search`" in capsys.readouterr().err
