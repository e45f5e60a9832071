"""Worked examples of overcalling the kitty (C923), checked on variants of the repository: what a declaration, nobody
declaring or a bidding leaves to overcall, and each way a claim is refused, at its line, with the setting or rule
that decided."""
from __future__ import annotations

import subprocess
import sys

import pytest

from conftest import ROOT


def _check(tmp_path, parent: str, *examples: str) -> str:
    path = tmp_path / "ko.variant"
    body = "".join(f"    example: {e}\n" for e in examples)
    path.write_text(f"variant ko extends {parent} {{\n  examples {{\n{body}  }}\n}}\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "verifier", "check", str(path)], capture_output=True, text=True,
                          cwd=ROOT)
    return done.stdout + done.stderr


@pytest.mark.parametrize("parent, example", [
    ("huanle-2deck", 'kitty overcalls player 3 "10H 10H" after player 1 "10S" at level 10 -> trump H, player 1 is the '
                     'declarer, stake x2'),
    ("huanle-3deck", 'kitty overcalls player 2 "10D 10D 10D", player 4 "BJ BJ BJ" after player 1 "SJ SJ" at level 10 '
                     '-> trump NT, stake x4'),
    ("bidding-3p-2deck", 'kitty overcalls player 3 "BJ BJ" after player 1 wins the bidding with trump C at level 5 -> '
                         'trump NT, player 1 is the declarer'),
])
def test_what_the_overcalls_leave_is_proved(tmp_path, parent, example):
    out = _check(tmp_path, parent, example)
    assert "1 clean" in out and " 0 refuted" in out, out


@pytest.mark.parametrize("parent, example, said", [
    # the declarer's own side may not overcall when only the attackers may (bidding-3p-2deck: `overcaller: attackers`)
    ("bidding-3p-2deck", 'kitty overcalls player 1 "5H 5H" after player 1 wins the bidding with trump S at level 5 -> '
                         'trump H', "error[C923]: player 1's overcall `5H 5H` is refused: the player who buried the "
                                    "kitty last cannot overcall it"),
    ("huanle-2deck", 'kitty overcalls player 2 "10D 10D" after player 1 wins the bidding with trump S at level 10 -> '
                     'trump D', "error[C923]: the variant has no bidding"),
    ("bidding-3p-2deck", 'kitty overcalls player 2 "5H 5H" after nobody declares at level 5 -> trump H',
     "error[C923]: the variant bids for the trump"),
    ("huanle-2deck", 'kitty overcalls player 2 "10H", player 3 "10D 10D" after player 1 "10S" at level 10 -> '
                     'trump D', "error[C923]: player 2's overcall `10H` is refused"),
    ("huanle-2deck", 'kitty overcalls player 2 "10D 10D" after player 1 "10S 10H" at level 10 -> trump D',
     "error[C923]: player 1's declaration `10S 10H` is refused"),
    ("huanle-2deck", 'kitty overcalls player 2 "10D 10D" after player 1 "10S" at level 10 -> player 2 may not overcall',
     "error[C923]: player 2 may overcall the kitty: the referee accepts it"),
    ("huanle-2deck", 'kitty overcalls player 2 "10D 10D" after player 1 "10S" at level 10 -> stake x4',
     "error[C923]: after these kitty overcalls: trump D, player 1 is the declarer, stake x2, not stake x4"),
    ("huanle-2deck", 'kitty overcalls player 5 "10D 10D" after player 1 "10S" at level 10 -> trump D',
     "error[C910]: there is no player 5"),
    ("huanle-2deck", 'kitty overcalls player 2 "10D 10D" after player 1 "10S" at level NT -> trump D',
     "error[C910]: no deal is played at level"),
    ("classic-2deck", 'kitty overcalls player 2 "10D 10D" after player 1 "10S" at level 10 -> trump D',
     "error[C923]: the variant has no kitty overcalls"),
])
def test_a_claim_the_rules_deny_is_refused_at_its_line(tmp_path, parent, example, said):
    out = _check(tmp_path, parent, example)
    assert said in out and "ko.variant:3:5" in out, out


def test_only_the_last_overcall_can_be_refused(tmp_path):
    """`player P may not overcall` names the last to overcall (E203): an earlier one's refusal is C923's to say."""
    out = _check(tmp_path, "huanle-2deck", 'kitty overcalls player 2 "10D 10D", player 3 "10H 10H" after player 1 '
                                           '"10S" at level 10 -> player 2 may not overcall')
    assert "error[E203]" in out and "only the last overcall can be refused" in out, out
