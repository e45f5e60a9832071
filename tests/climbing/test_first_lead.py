"""Worked examples of the first lead (首出, C960): `lead in the first deal and player 3 holds "3H" -> player 3 leads`,
`lead after finish 2, 3, 4, 1 and player 1 gave the tribute -> player 1 leads`. The language reads and prints them,
the checker proves them on the function both kinds of deal start their play with (runtime/climbing/deal.py
`first_lead`), a real deal's first turn is that function's answer, and `verifier mutate` writes one to pin a change
of the `first lead` block that no other example notices."""
import os

import pytest

from verifier import model as m
from verifier.checks import run_checks
from verifier.language.parser import parse_text
from verifier.language.printer.climbing import claim as claim_text
from verifier.language.walk import nodes
from verifier.language.workspace import Workspace, resolve_all, select
from verifier.play import engine

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CLAIMS = [
    'lead in the first deal -> player 1 leads',
    'lead in the first deal and player 3 holds "3H" and player 2 holds "3S" -> player 3 leads',
    'lead after finish 2, 3, 1 and player 3 is the landlord -> player 3 leads',
    'lead after finish 2, 3, 4, 1 and player 1 gave the tribute -> player 1 leads',
    'lead in the first deal and player 2 holds "3S 3S" and player 5 is the emperor -> player 5 leads',
]


def _claims(text: str, name: str = "t"):
    vfile = parse_text(f"{name}.variant", text)
    return [n.claim for n in nodes(vfile) if isinstance(n, m.Example)]


@pytest.mark.parametrize("written", CLAIMS)
def test_a_lead_claim_reads_and_prints_as_written(written):
    (claim,) = _claims(f"variant t {{\n  family climbing\n  examples {{\n    example: {written}\n  }}\n}}\n")
    assert isinstance(claim, m.LeadClaim) and claim_text(claim) == written


def test_the_claim_holds_what_was_written():
    (claim,) = _claims('variant t {\n  family climbing\n  examples {\n    example: lead after finish 2, 3, 1 and '
                       'player 2 holds "3H 3S" and player 3 is the landlord and player 1 gave the tribute -> player 2 '
                       'leads\n  }\n}\n')
    assert (claim.after, claim.leader, claim.roles, claim.giver) == ((2, 3, 1), 2, (m.LeadRole(3, "landlord"),), 1)
    assert [(h.player, [str(c) for c in h.cards]) for h in claim.holds] == [(2, ["3H", "3S"])]


def _checked(tmp_path, parent: str, examples: list[str]):
    body = "\n".join(f"    example: {e}" for e in examples)
    path = tmp_path / "lead-try.variant"
    path.write_text(f"variant lead-try extends {parent} {{\n  examples {{\n{body}\n  }}\n}}\n", encoding="utf-8")
    workspace = Workspace()
    variant = resolve_all(workspace, select(workspace, [str(path), os.path.join(ROOT, "spec")]))[0]["lead-try"]
    return [f for f in run_checks(variant).findings if f.check == "C960"]


def test_the_spec_examples_are_proved_and_a_wrong_leader_refuted_at_the_rule(tmp_path):
    findings = _checked(tmp_path, "paodekuai-3p-1deck", [
        'lead in the first deal and player 2 holds "3H" -> player 2 leads',
        'lead in the first deal and player 2 holds "3S" and player 3 holds "3H" -> player 2 leads',
    ])
    wrong = [f for f in findings if f.verdict.value != "proved"]
    # the parent's three lead examples and the first of ours proved; the second refuted
    assert len(findings) == 5 and len(wrong) == 1 and wrong[0].diagnostic.span.file.endswith("lead-try.variant")
    wrong = wrong[0]
    assert "by the rule of the first lead, player 3 leads" in wrong.diagnostic.message
    spec = open(os.path.join(ROOT, "spec", "paodekuai-3p-1deck.variant"), encoding="utf-8").read()
    line = spec[:spec.index("  first lead {")].count("\n") + 1
    assert [(s.span.file.endswith("paodekuai-3p-1deck.variant"), s.span.line) for s in wrong.diagnostic.secondary] \
        == [(True, line)]


@pytest.mark.parametrize("example, says", [
    ('lead in the first deal and player 4 holds "3H" -> player 4 leads', "there is no player 4: the players are 1 to 3"),
    ('lead after finish 2, 1 -> player 2 leads', "does not name each of the 3 players once"),
    ('lead after finish 2, 2, 1 -> player 2 leads', "does not name each of the 3 players once"),
    ('lead in the first deal and player 2 holds "3H 3H" -> player 2 leads', "the players hold 2 of `3H`; the decks have 1"),
    ('lead in the first deal and player 2 holds "2H" -> player 2 leads', "`2H` is no card of this game"),
    ('lead in the first deal and player 2 is the rebel -> player 2 leads', "`rebel` is no role that leads"),
])
def test_an_example_that_cannot_describe_a_deal_is_refuted_with_the_reason(tmp_path, example, says):
    (found,) = [f for f in _checked(tmp_path, "paodekuai-3p-1deck", [example]) if f.diagnostic is not None]
    assert found.verdict.value == "refuted" and says in found.diagnostic.message


@pytest.mark.parametrize("vid", ["paodekuai-3p-1deck", "big-two-4p-1deck", "gouji-6p-4deck", "guandan-4p-2deck"])
def test_a_real_deal_is_led_by_whom_the_function_names(vid):
    """The first turn of dealt deals (the first deal and one after a finishing order) is the answer of `leader`, asked
    with the deal's own hands: the checker's question is the engine's."""
    game = engine.load(vid)
    n = game.rules.players
    for seed in range(12):
        previous = None if seed % 2 == 0 else [(seed + k) % n for k in range(n)]
        deal = game.new_deal(seed=seed, previous_places=previous)
        if getattr(deal, "phase", "play") != "play":
            continue  # a tribute or a call before the play: its own tests
        assert deal.turn() == game.leader(deal.cards, previous)


MINE = """variant mine extends paodekuai-3p-1deck {
  override first lead {
    first-deal: holder
    rank: 3
    suit: S
    later-deals: same
  }
}
"""


def test_mutate_pins_a_changed_card_with_a_lead_example(tmp_path, monkeypatch):
    """The 3 of spades changed to the 4 in a file with no lead example: nothing notices; the search finds the lead
    that tells them apart, and with it the change is caught (C960)."""
    from test_mutate import pinned_survivor

    monkeypatch.chdir(tmp_path)
    pinned = pinned_survivor(tmp_path, MINE, "`rank`: 3 -> 4", "C960")
    assert pinned.in_block
    assert pinned.text.startswith("example: lead in the first deal and player ") and '"3S"' in pinned.text
