"""The `bidding { … }` block (竞标) and `teams declarer-alone`: built with checked values, printed back, resolved;
the variant spec/bidding-3p-2deck (once a draft) checks clean and prints back to an equal model."""
from pathlib import Path

import pytest

from verifier import model as m
from verifier.diagnostics import DiagnosticError
from verifier.language.parser import parse_text
from verifier.language.printer import print_file

from conftest import parse_fragment, resolve_texts

BLOCK = """bidding {
  bid: target-points
  better: lower
  highest: 200
  lowest: 5  decision "why"
  step: 5
  first-bidder: first-receiver
  pass: final
  revealed: 3
  trump: winner-names-suit
  kitty: winner
  scoring-reference: 150
  counter-exchange: 6
  counter-draw: random
  remark r "a remark"
}"""

DRAFT = Path(__file__).resolve().parent.parent / "spec" / "bidding-3p-2deck.variant"


def test_settings_are_built():
    (b,) = parse_fragment(BLOCK).statements
    assert isinstance(b, m.Bidding)
    assert (b.bid, b.better, b.highest, b.lowest, b.step) == (m.BidKind.TARGET_POINTS, m.BidBetter.LOWER, 200, 5, 5)
    assert (b.first_bidder, b.passing, b.revealed, b.trump, b.kitty) == (
        m.FirstBidder.FIRST_RECEIVER, m.BidPass.FINAL, 3, m.BidTrump.WINNER_NAMES_SUIT, m.BidKitty.WINNER)
    assert (b.scoring_reference, b.counter_exchange, b.counter_draw) == (150, 6, m.CounterDraw.RANDOM)
    assert [r.name for r in b.remarks] == ["r"]


def test_declarer_alone_is_a_team_kind():
    (t,) = parse_fragment("teams declarer-alone").statements
    assert t.kind == m.TeamKind.DECLARER_ALONE


def test_round_trip():
    vfile = parse_fragment(BLOCK)
    assert parse_text("again.variant", print_file(vfile)) == vfile


def test_draft_round_trip():
    vfile = parse_text(DRAFT.name, DRAFT.read_text(encoding="utf-8"))
    assert parse_text("again.variant", print_file(vfile)) == vfile


@pytest.mark.parametrize("bad, code", [("better: cheaper", "E203"), ("pass: later", "E203"), ("bids: 3", "E210")])
def test_bad_values_are_reported(bad, code):
    with pytest.raises(DiagnosticError) as info:
        parse_fragment("bidding {\n  " + bad + "\n}")
    assert code in {d.code for d in info.value.diagnostics}


def test_a_child_overrides_and_removes_it():
    parent = "variant p {\n" + BLOCK + "\n}\n"
    lib = resolve_texts(p=parent, c="variant c extends p {\n  override bidding {\n    step: 10\n  }\n}\n",
                        d='variant d extends p {\n  remove bidding because "none"\n}\n')
    assert lib.resolve("c").bidding.step == 10
    assert lib.resolve("d").bidding is None


def test_the_winner_s_number_has_its_place():
    """Where `player N` of `-> player N wins at B` is written (C910 points there at a player the variant lacks); an
    export without spans leaves it out, as it leaves out every span."""
    from verifier.language.export import to_data

    vfile = parse_fragment("examples {\n  example: bids 150, pass, pass -> player  9 wins at 150\n}")
    claim = vfile.statements[0].claim
    assert (claim.winner, claim.bid) == (9, 150)
    span = claim.winner_span
    assert (span.line, span.column, span.end_line, span.end_column) == (3, 44, 3, 45)
    assert to_data(claim)["winner_span"] == span.to_json()
    assert "winner_span" not in to_data(claim, spans=False)
