"""The checker and the climbing family: each check is asked only of the family it declares, and the climbing checks
refute what they should, with their witnesses (the fixtures and goldens are in test_checks.py)."""
from __future__ import annotations

from verifier.checks import REGISTRY, CheckContext, Verdict
from verifier.checks import load_all  # noqa: F401 - registers every check
from verifier.model import Family

from test_checks import LIBRARY, findings_of


def _codes(vid: str) -> set[str]:
    return {f.check for f in findings_of(vid)}


def test_every_check_declares_a_family_or_none():
    assert all(r.family in (None, Family.TRICK_TAKING, Family.CLIMBING) for r in REGISTRY)
    trick = {r.code for r in REGISTRY if r.family == Family.TRICK_TAKING}
    assert {"C201", "C202", "C801", "C501", "C901"} <= trick


def test_a_climbing_variant_is_never_asked_for_trick_taking_rules():
    variant = LIBRARY.resolve("climbing-base")
    ctx = CheckContext()
    for registered in REGISTRY:
        findings = list(registered.run(variant, ctx))
        if registered.family == Family.TRICK_TAKING:
            assert findings == [], registered.code
    assert {"C201", "C202", "C801"} & _codes("climbing-base") == set()
    assert "C111" in _codes("climbing-base")


def test_a_trick_taking_variant_is_never_asked_for_climbing_rules():
    climbing = {r.code for r in REGISTRY if r.family == Family.CLIMBING}
    assert climbing and not climbing & _codes("base")


def test_a_variant_without_a_family_is_trick_taking():
    from dataclasses import replace
    variant = replace(LIBRARY.resolve("base"), family=None)
    assert [r.code for r in REGISTRY if r.applies(variant) and r.family == Family.CLIMBING] == []
    assert any(r.applies(variant) for r in REGISTRY if r.family == Family.TRICK_TAKING)


def test_rules_of_the_other_family_are_named():
    [finding] = [f for f in findings_of("c106-trump-order") if f.check == "C106"]
    assert finding.verdict == Verdict.REFUTED
    assert finding.diagnostic.witness == {"rule": "trump order", "family": "climbing", "rule_family": "trick-taking"}
    assert "remove it" in finding.diagnostic.help


def test_the_climbing_deal_witness():
    [finding] = [f for f in findings_of("c111-five-players") if f.check == "C111" and f.verdict != Verdict.PROVED]
    assert finding.diagnostic.witness == {"players": 5, "cards_in_play": 216, "hand": 43, "dealt": 215,
                                          "left_over": 1}
    [proof] = [f.subject for f in findings_of("climbing-base") if f.check == "C111"]
    assert proof == "deal for 6 players: 216 cards = 6 × 36"
