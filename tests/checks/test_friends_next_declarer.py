"""Who declares the next deal with found friends (`shares 120 points -> attackers +1, player 3 declares`): the share
example names the next declarer (player 1 the declarer, 2 the friend, the attackers after); the checker asks the end
phase's own functions (runtime/trick/shares.py `next_choice`, `friends_next_seat`), the facade the end phase itself,
and `verifier mutate` writes one to pin a changed `next declarer` word."""
import os

import pytest

from verifier import model as m
from verifier.checks import run_checks
from verifier.language.parser import parse_text
from verifier.language.printer.trick import claim as claim_text
from verifier.language.walk import nodes
from verifier.language.workspace import Workspace, resolve_all, select
from verifier.play import engine

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _findings(tmp_path, examples: list[str], parent: str = "rbtying-friends"):
    body = "\n".join(f"    example: {e}" for e in examples)
    path = tmp_path / "next-try.variant"
    path.write_text(f"variant next-try extends {parent} {{\n  examples {{\n{body}\n  }}\n}}\n", encoding="utf-8")
    workspace = Workspace()
    variant = resolve_all(workspace, select(workspace, [str(path), os.path.join(ROOT, "spec")]))[0]["next-try"]
    return [f for f in run_checks(variant).findings if f.diagnostic is not None and
            f.diagnostic.span.file.endswith("next-try.variant")]


def test_the_claim_reads_and_prints_as_written():
    written = "shares 120 points, last trick to attackers -> attackers +1, player 3 declares"
    vfile = parse_text("t.variant", f"variant t {{\n  examples {{\n    example: {written}\n  }}\n}}\n")
    (claim,) = [n.claim for n in nodes(vfile) if isinstance(n, m.Example)]
    assert claim.next_declarer == 3 and claim_text(claim) == written


def test_the_engine_and_the_checker_name_the_same_player(tmp_path):
    game = engine.load("rbtying-friends")
    assert game.next_declarer_with_friends(40, "attackers") == 1  # the friend, after the landlord's team wins
    assert game.next_declarer_with_friends(120, "attackers") == 2  # the first attacker after the landlord
    assert _findings(tmp_path, ["shares 40 points, last trick to attackers -> declarer +1, friend +1, player 2 "
                                "declares", "shares 120 points -> attackers +1, player 3 declares"]) == []


@pytest.mark.parametrize("example, says", [
    ("shares 120 points -> attackers +1, player 2 declares",
     "player 3 declares the next deal (`next-attacker`), not player 2"),
    ("shares 40 points, last trick to attackers -> declarer +1, friend +1, player 1 declares",
     "player 2 declares the next deal (`partner`), not player 1"),
])
def test_a_wrong_next_declarer_is_refuted_at_the_rule(tmp_path, example, says):
    (found,) = _findings(tmp_path, [example])
    assert found.check == "C911" and says in found.diagnostic.message
    assert [s.message for s in found.diagnostic.secondary] == ["who declares the next deal"]


MINE = """variant mine extends rbtying-friends {
  override next declarer {
    first-deal: first-to-declare
    when-declarers-keep: partner
    when-declarers-stay: partner
    when-attackers-take-over: next-attacker
  }
}
"""


def test_mutate_pins_a_changed_word_with_a_share_example(tmp_path, monkeypatch):
    from test_mutate import pinned_survivor

    monkeypatch.chdir(tmp_path)
    pinned = pinned_survivor(tmp_path, MINE, "`when-attackers-take-over`: next-attacker -> same-player", "C911")
    assert pinned.text.endswith("player 3 declares")
