"""The `exchange { … }` block (换牌): built with checked values, printed back, resolved, compiled to the runtime."""
import os

import pytest

from verifier import model as m
from verifier.diagnostics import DiagnosticError
from verifier.compile import game_rules
from verifier.language.parser import parse_text
from verifier.language.printer import print_file

from conftest import parse_fragment, resolve_texts

BLOCK = """exchange {
  count: 2
  with: partner  decision "why"
  time: after-kitty
  cards: any
  remark r "a remark"
}"""


def test_settings_are_built():
    vfile = parse_fragment(BLOCK)
    (e,) = vfile.statements
    assert isinstance(e, m.Exchange)
    assert (e.count, e.given_to, e.time, e.cards) == (2, m.ExchangeWith.PARTNER, m.ExchangeTime.AFTER_KITTY,
                                                       m.ExchangeCards.ANY)
    assert [r.name for r in e.remarks] == ["r"]


def test_round_trip():
    vfile = parse_fragment(BLOCK)
    assert parse_text("again.variant", print_file(vfile)) == vfile


@pytest.mark.parametrize("bad, code", [("with: everybody", "E203"), ("time: before-deal", "E203"),
                                       ("swap: 3", "E210")])
def test_bad_values_are_reported(bad, code):
    with pytest.raises(DiagnosticError) as info:
        parse_fragment("exchange {\n  " + bad + "\n}")
    assert code in {d.code for d in info.value.diagnostics}


def test_a_child_overrides_and_removes_it():
    parent = "variant p {\n" + BLOCK + "\n}\n"
    lib = resolve_texts(p=parent, c="variant c extends p {\n  override exchange {\n    count: 4\n  }\n}\n",
                        d='variant d extends p {\n  remove exchange because "none"\n}\n')
    assert lib.resolve("c").exchange.count == 4
    assert lib.resolve("d").exchange is None


def test_defaults_reach_the_runtime():
    spec = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "spec", "classic-2deck.variant")
    with open(spec, encoding="utf-8") as handle:
        classic = handle.read()
    lib = resolve_texts(e="variant e extends classic-2deck {\n  exchange {\n  }\n}\n", **{"classic-2deck": classic})
    rules = game_rules(lib.resolve("e"))
    assert (rules.exchange_count, rules.exchange_with, rules.exchange_time, rules.exchange_cards) == (
        3, "opponents", "after-kitty", "any")
