"""The command line a newcomer meets: every `--help` ends with examples, `simulate` says how many deals a cut match
had, and `play` tells what happened (declarations, declarer, kitty, points, failed throws, found friends), answers
`help` and `hint`, and writes its record even when the player quits."""
import argparse
import json
import re

import pytest

from verifier.cli import _parser, main
from verifier.cli_help import EXAMPLES

COMMANDS = sorted(next(a for a in _parser()._actions if isinstance(a, argparse._SubParsersAction)).choices)


@pytest.mark.parametrize("command", [None, *COMMANDS])
def test_every_help_ends_with_examples(capsys, command):
    assert command in EXAMPLES, f"add the examples of `verifier {command}` to verifier/cli_help.py"
    status = main([command, "--help"] if command else ["--help"])
    out = capsys.readouterr().out
    assert status == 0
    tail = out[out.rindex("examples:"):]
    assert out.rstrip().endswith(tail.rstrip()) and tail.count("verifier ") >= 1
    for line in tail.split("\n")[1:]:
        if line.strip():
            assert line.startswith("  verifier "), line  # one example per line, as typed


def test_simulate_says_at_how_many_deals_a_match_was_cut(capsys):
    status = main(["simulate", "classic-2deck", "--games", "3", "--deal-limit", "5", "--quiet"])
    out = capsys.readouterr().out
    assert status == 0
    assert re.search(r"matches: .*\b1 cut at 3 deals\b", out), out
    status = main(["simulate", "classic-2deck", "--games", "3", "--deal-limit", "5", "--quiet", "--format", "json"])
    assert json.loads(capsys.readouterr().out)["match_ends"] == {"cut at 3 deals": 1}


class Driver:
    """Answers the terminal's prompts: asks for a hint, then plays it; passes on declarations; quits after a while."""

    def __init__(self, limit=4000, quit_after_tricks=None):
        self.out, self.reads, self.limit, self.quit_after = [], 0, limit, quit_after_tricks

    def write(self, text=""):
        self.out.append(str(text))

    def read(self, prompt):
        self.reads += 1
        self.out.append(prompt)
        if self.reads > self.limit:
            raise EOFError
        if self.quit_after is not None and sum("Trick " in line for line in self.out) > self.quit_after:
            return "quit"
        if prompt.startswith(("Play", "Lead", "Bury", "Card to call")):
            last = self.out[-2] if len(self.out) > 1 else ""
            if last.startswith("  hint: "):
                return last[len("  hint: "):]
            return "hint"
        if prompt.startswith("Which copy"):
            return "1"
        return ""


def _play(tmp_path, variant, seed, **driver):
    from verifier.play.terminal import run_play

    d = Driver(**driver)
    args = argparse.Namespace(variant=variant, seed=seed, opponents="greedy", record=str(tmp_path / "r.json"))
    status = run_play(args, read=d.read, write=d.write)
    return status, "\n".join(d.out), tmp_path / "r.json"


def test_play_tells_the_deal_and_keeps_the_count(tmp_path, capsys):
    status, text, record = _play(tmp_path, "classic-2deck", 4, quit_after_tricks=30)
    assert status == 0
    assert re.search(r"(Player \d|You) declared with ", text) or "Nobody declared" in text
    assert "The declarer is " in text and "took the kitty (8 cards)" in text
    assert "Points won so far by the attackers" in text
    assert "hint: " in text
    data = json.loads(record.read_text(encoding="utf-8"))
    assert len(data["deals"]) >= 1  # the first deal was played in full before quitting
    assert main(["judge", str(record)]) == 0, capsys.readouterr().out


def test_play_finding_friends_has_no_fixed_partner(tmp_path, capsys):
    status, text, record = _play(tmp_path, "zhaopengyou-5p-3deck", 2, quit_after_tricks=40)
    assert status == 0
    assert "there is no fixed partner" in text and "your partner is" not in text
    assert re.search(r"The declarer calls the \w+ \S+ played", text), text[:3000]
    assert "The called card was played in trick" in text


def test_play_quit_at_once_still_writes_the_record(tmp_path, capsys):
    from verifier.play.terminal import run_play

    answers = iter(["help", "quit"])
    out = []
    args = argparse.Namespace(variant="classic-2deck", seed=1, opponents="random", record=str(tmp_path / "r.json"))
    assert run_play(args, read=lambda prompt: next(answers), write=out.append) == 0
    assert any("hint   the search player's choice" in line for line in out)
    assert json.loads((tmp_path / "r.json").read_text(encoding="utf-8"))["deals"] == []
    assert main(["judge", str(tmp_path / "r.json")]) == 0


def test_play_explains_a_failed_throw(capsys):
    """A throw that fails says what the rules force instead, and why."""
    from verifier.play import engine

    game = engine.load("classic-2deck")
    for seed in range(40):  # find a deal where player 0 leads and holds a failing throw
        out, said = [], []
        record = game.play_match(seed, [_Throwing(out, said)] + [_greedy(seed, s) for s in range(1, 4)],
                                 deal_limit=1)
        if said:
            break
    assert said, "no failing throw found in 40 deals"
    text = "\n".join(out)
    assert "Your throw " in text and " fails: " in text and "The rules make you play " in text
    assert record["deals"][0]["tricks"]


def _greedy(seed, seat):
    import random

    from verifier.play.trick.players import GreedyPlayer
    return GreedyPlayer(random.Random(f"{seed}:{seat}"))


class _Throwing:
    """Seat 0 as a person who leads the longest throw they hold, once, then plays as the greedy player would."""

    name = "you"

    def __init__(self, out, said):
        import random

        from verifier.play.trick.players import GreedyPlayer
        from verifier.play.trick.terminal import HumanPlayer
        self.out, self.said = out, said
        self.greedy = GreedyPlayer(random.Random(0))
        self.human = HumanPlayer(read=self._read, write=out.append)
        self.answer = None

    def _read(self, prompt):
        return self.answer

    def __getattr__(self, name):
        return getattr(self.greedy, name)

    def lead(self, deal, seat):
        from verifier.runtime.trick import ids as I
        from verifier.runtime.trick.play.throw import throw_ids

        if not self.said and deal.rules.throw:
            hand = deal.hands[seat]
            for group in range(1, 5):
                cards = [c for c in range(I.COUNT) for _ in range(hand[c]) if deal.order.g[c] == group]
                if len(cards) >= 2 and not throw_ids(cards, deal.others(seat), deal.order)[0] \
                        and deal.throw_closed(cards) is None:
                    self.answer = " ".join(I.names(cards))
                    played = self.human.lead(deal, seat)
                    self.said.append(played)
                    return played
        return self.greedy.lead(deal, seat)


@pytest.mark.parametrize("page", ["getting-started.md", "getting-started.zh.md"])
def test_getting_started_covers_the_commands(page):
    import os

    from conftest import ROOT

    text = open(os.path.join(ROOT, "docs", page), encoding="utf-8").read()
    for command in ("check", "show", "diff", "play", "simulate", "judge"):
        assert f"verifier {command} " in text, f"docs/{page} shows no `verifier {command}`"
    assert "--sources" in text and "W230" in text


def test_the_license_is_stated():
    import os
    import tomllib

    from conftest import ROOT

    project = tomllib.load(open(os.path.join(ROOT, "pyproject.toml"), "rb"))["project"]
    assert project["license"] == "MIT" and project["license-files"] == ["LICENSE"]
    assert open(os.path.join(ROOT, "LICENSE"), encoding="utf-8").read().startswith("MIT License")
    assert "## Unreleased" in open(os.path.join(ROOT, "CHANGELOG.md"), encoding="utf-8").read()
