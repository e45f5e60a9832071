"""What the deal-example checks share (checks/deal_examples_labels.py): the refusal of a kitty of another size than
the variant's (C910), one function for the bury examples (C918) and the nobody-declares examples (C917), which give it
their own help."""
from __future__ import annotations

from pathlib import Path

from verifier.runtime.cards import parse_cards
from verifier.checks.trick.situations.labels import kitty_refusal
from verifier.language.parser import parse_file
from verifier.language.resolve import Library

CASES = Path(__file__).parent / "cases"


def _base():
    files = {vfile.id: vfile for vfile in (parse_file(str(CASES / name)) for name in ("base.variant",
                                                                                     "c910-nobody-kitty.variant"))}
    return Library(files).resolve("c910-nobody-kitty")


def test_a_kitty_of_the_variant_s_size_is_not_refused():
    variant = _base()
    example = variant.examples[0]
    assert kitty_refusal(variant, example, parse_cards("BJ SJ 7H 6S KD 4C 3C 3C"), 8, {}, "help") is None


def test_a_kitty_of_another_size_is_refused_with_the_help_given():
    variant = _base()
    example = variant.examples[0]
    finding = kitty_refusal(variant, example, parse_cards("BJ SJ 7H"), 8, {"deal": "later"}, "give the kitty")
    diag = finding.diagnostic
    assert (finding.check, diag.code, diag.message) == ("C910", "C910", "the kitty holds 8 cards; the example gives 3")
    assert diag.witness == {"deal": "later", "kitty_size": 8}
    assert diag.help == "give the kitty"
    assert [(Path(label.span.file).name, label.span.line, label.message) for label in diag.secondary] == \
        [("base.variant", 8, "the kitty's size")]
    assert (diag.span, diag.label) == (example.span, "not the variant's kitty")
