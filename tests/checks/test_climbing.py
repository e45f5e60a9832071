"""The checker and the climbing family: each check is asked only of the family it declares, and the climbing checks
refute what they should, with their witnesses (the fixtures and goldens are in test_checks.py)."""
from __future__ import annotations

import pytest

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


def test_the_beat_relation_witnesses():
    both = [f for f in findings_of("c312-jokers-both-ways") if f.verdict == Verdict.REFUTED]
    assert {f.check for f in both} >= {"C311", "C312"}
    pair = next(f for f in both if f.check == "C312").diagnostic.witness["sets"]
    assert len(pair) == 2 and pair[0] != pair[1] and all("BJ" in s for s in pair)
    [triple] = [f for f in findings_of("c313-no-big-joker-row") if f.check == "C313" and f.verdict != Verdict.PROVED]
    assert triple.diagnostic.witness == {"sets": ["5 5", "BJ 4", "SJ 3"]}
    subjects = [f.subject for f in findings_of("climbing-base") if f.check == "C311"]
    assert "beat relation: no set beats itself (82,024 sets the deck allows)" in subjects


def test_the_settlement_witnesses():
    [zero] = [f for f in findings_of("c563-not-zero") if f.check == "C563" and f.verdict != Verdict.PROVED]
    assert zero.diagnostic.witness == {"order": ["a", "a", "a", "b", "b", "b"], "scores": "a +6, b -5", "sum": "1"}
    [split] = [f for f in findings_of("c562-shares") if f.check == "C562" and f.verdict != Verdict.PROVED]
    assert split.diagnostic.witness["score"] == "-9/4"
    proofs = [f.subject for f in findings_of("climbing-emperor") if f.check == "C561"]
    assert "settlement seized: 5 finishing orders, one outcome each" in proofs
    assert "settlement normal: 20 finishing orders, one outcome each" in proofs


def test_unknown_answers_of_the_climbing_checks_are_warnings():
    from test_checks import _Undecided
    findings = [f for r in REGISTRY for f in r.run(LIBRARY.resolve("climbing-base"), CheckContext(_solver=_Undecided()))]
    unknown = {f.check for f in findings if f.verdict == Verdict.UNKNOWN}
    assert {"C111", "C311"} <= unknown
    assert not [f for f in findings if f.check in ("C111", "C311", "C312", "C313") and f.verdict == Verdict.PROVED]


def test_the_checkers_beat_relation_is_the_engines():
    """The checker reads `beat` as the runtime does: on random pairs of sets the deck allows, the Z3 formula and the
    runtime's BeatRelation (on Gouji's rules built by hand from the seed) agree, with and without the big joker's
    row."""
    import dataclasses
    import random

    import z3

    from climbing.handmade import gouji
    from verifier.checks.climbing.beat import beats
    from verifier.checks.climbing.sets import SetTerm, deck_of
    from verifier.runtime.climbing.beat import BeatRelation
    from verifier.runtime.climbing.sets import Ranks, Set

    rng = random.Random(8)
    for vid, rules in (("climbing-base", gouji()),
                       ("c313-no-big-joker-row", gouji(beat=dataclasses.replace(gouji().beat,
                                                                                covers=gouji().beat.covers[:1])))):
        variant = LIBRARY.resolve(vid)
        deck, relation = deck_of(variant), BeatRelation(Ranks(rules))
        assert deck.ranks == rules.ranks

        def random_set():
            core = rng.randrange(len(deck.ranks))
            if deck.ranks[core] == "BJ":
                return Set(core, rng.randint(1, 4))
            if deck.ranks[core] == "SJ":
                return Set(core, rng.randint(1, 4), 0, 0, rng.randint(0, 4))
            money = rng.randint(0, 3) if deck.ranks[core] != "2" else 0
            return Set(core, rng.randint(1, 4), money, rng.randint(0, 2), rng.randint(0, 2))

        agree = 0
        for _ in range(1500):
            a, b = random_set(), random_set()
            if rng.random() < 0.8:  # mostly sets of the same size, where the joker rules decide
                b = b._replace(count=max(1, b.count + a.cards - b.cards)) if b.count + a.cards - b.cards >= 1 else b
            terms = [SetTerm(*(z3.IntVal(x) for x in s)) for s in (a, b)]
            formula = z3.simplify(beats(variant, deck, *terms))
            assert z3.is_true(formula) == relation.beats(a, b), (vid, a, b)
            agree += 1
        assert agree == 1500


# The climbing worked examples (C951-C958), run on the engine ---------------------------------------------------------

_FLIPS = ((" is not a set", " is a set"), (" is a set", " is not a set"), (" does not beat ", " beats "),
          (" beats ", " does not beat "), (" is not a gouji set", " is a gouji set"),
          (" is a gouji set", " is not a gouji set"), (" may not ", " may "), (" may ", " may not "),
          (" must call", " may not call"), ("a +2, b 0", "a +1, b 0"), ("emperor -40", "emperor -39"),
          ('is "SJ 2"', 'is "SJ SJ"'), ("is nothing", 'is "K"'), ("-> player 4 leads", "-> player 3 leads"),
          ("-> player 1 leads", "-> player 2 leads"), ("gives 2 to player 1", "gives 2 to player 2"),
          ("player 2 gives 1 to player 5", "player 2 gives 1 to player 4"),
          ("places 2, 3, 4, 1, 5, 6", "places 2, 3, 1, 4, 5, 6"), ("the deal is void", "places 3, 4, 1, 5, 2, 6"),
          ("player 4 is the guard", "player 3 is the guard"), (" is the lone emperor", " is the emperor"),
          ("the deal is dealt again", "player 1 is the emperor"), ("-> the deal is over", "-> player 2 leads"),
          (" is not shown", " is shown"), (" is shown", " is not shown"), (" need not revolt", " must revolt"))


def _example_findings(text: str, name: str = "every-climbing-construct.variant"):
    from verifier.language.parser import parse_text
    from verifier.language.resolve import Library
    from verifier.checks.climbing.examples import examples_hold

    vfile = parse_text(name, text)
    return list(examples_hold(Library({vfile.id: vfile}).resolve(vfile.id), CheckContext()))


def test_every_climbing_example_kind_is_proved_and_refuted_on_the_engine():
    """Each example of the every-construct fixture the engine proves is refuted, at its line, once its claim is turned
    round: the provers run the engine and can fail."""
    import os

    path = os.path.join(os.path.dirname(__file__), "..", "fixtures", "every-climbing-construct.variant")
    text = open(path, encoding="utf-8").read()
    proved = [f for f in _example_findings(text) if f.verdict == Verdict.PROVED]
    assert {f.check for f in proved} == {"C951", "C952", "C953", "C955", "C956", "C957", "C958", "C960", "C961", "C962",
                                         "C963"}
    lines = text.split("\n")
    flipped = 0
    for number, line in enumerate(lines, start=1):
        if "example:" not in line:
            continue
        changed = next((line.replace(a, b, 1) for a, b in _FLIPS if a in line), None)
        assert changed is not None and changed != line, line
        findings = _example_findings("\n".join(lines[:number - 1] + [changed] + lines[number:]))
        at = [f for f in findings if f.diagnostic is not None and f.diagnostic.span.line == number]
        was = [f for f in proved if f.subject.split(": ", 1)[1] in line.replace('"', '"')]
        if was:  # a claim the engine proves, turned round, is refuted
            assert at and at[0].verdict == Verdict.REFUTED, changed
            flipped += 1
    assert flipped >= 20


def test_a_refuted_climbing_example_names_the_engines_reason():
    [finding] = [f for f in findings_of("c951-examples") if f.verdict == Verdict.REFUTED and f.check == "C952"]
    assert "a set that beats is of a higher rank" in finding.diagnostic.message
    [cited] = finding.diagnostic.secondary
    assert (cited.span.file, cited.span.line, cited.message) == ("climbing-base.variant", 17,
                                                                  "the rule the engine cites")


# Found by the property tests of generated variants (tests/properties/) --------------------------------------------------


@pytest.mark.parametrize("parent,change", [
    ("gouji-6p-4deck", 'remove players because "x"'), ("gouji-6p-4deck", 'remove teams because "x"'),
    ("gouji-6p-4deck", "override players 5"), ("gouji-6p-4deck", 'remove money because "x"'),
    ("gouji-6p-4deck", 'remove places because "x"\n  remove settlement normal because "x"'),
    ("baohuang-5p-4deck", 'remove places because "x"')])
def test_odd_climbing_input_is_a_diagnostic_not_an_internal_error(tmp_path, capsys, parent, change):
    from verifier import cli

    path = tmp_path / "odd.variant"
    path.write_text(f"variant odd extends {parent} {{\n  {change}\n}}\n", encoding="utf-8")
    status = cli.main(["check", str(path), "--jobs", "1"])
    assert status == 1, capsys.readouterr().err


def test_a_call_the_engine_plays_needs_the_tables_of_its_deals(tmp_path):
    path = tmp_path / "gouji-call.variant"
    path.write_text("variant gouji-call extends gouji-6p-4deck {\n  call {\n    marked: BJ\n    cards: 3, 4\n"
                    "    same: rank-and-suit\n    forced: 3\n    void: redeal\n    guard: calling-card\n"
                    "    open-guard: allowed\n  }\n}\n", encoding="utf-8")
    at_the_call = [f for f in _refuted_in(path, "gouji-call") if f.diagnostic.span and
                   f.diagnostic.span.file == str(path) and f.diagnostic.span.line == 2]
    assert at_the_call, "the call is accepted, and the engine plays deals the variant cannot settle"


def test_teams_emperor_need_a_call(tmp_path):
    path = tmp_path / "no-call.variant"
    path.write_text('variant no-call extends baohuang-5p-4deck {\n  remove call because "x"\n}\n', encoding="utf-8")
    refused = [f for f in _refuted_in(path, "no-call") if f.check == "C107" and "teams emperor" in f.diagnostic.message]
    assert refused and refused[0].diagnostic.span.file.endswith("baohuang-5p-4deck.variant"), \
        "an emperor nobody can become"


def _refuted_in(path, vid: str) -> list:
    """The refuted findings of the checks on a variant file (that extends a variant of spec/)."""
    from verifier.checks import run_checks
    from verifier.language.workspace import Workspace, resolve_all, select

    workspace = Workspace()
    variant = resolve_all(workspace, select(workspace, [str(path)]))[0][vid]
    return [f for f in run_checks(variant).findings if f.verdict == Verdict.REFUTED]


def test_an_example_naming_a_rank_the_rank_order_left_out_is_refuted_not_an_internal_error(tmp_path, capsys):
    """A rank dropped from Gouji's rank order while its examples still name it (found by `verifier mutate`): C951
    refutes those examples (their cards are no cards of the game) instead of an E999 of the check."""
    from verifier import cli

    path = tmp_path / "no-kings.variant"
    path.write_text("variant no-kings extends gouji-6p-4deck {\n"
                    "  override rank order BJ > SJ > 2 > A > Q > J > 10 > 9 > 8 > 7 > 6 > 5 > 4 > 3\n}\n",
                    encoding="utf-8")
    status = cli.main(["check", str(path), "--jobs", "1"])
    err = capsys.readouterr()
    text = err.out + err.err
    assert status == 1 and "E999" not in text and "internal error" not in text
    assert "error[C9" in text and "no cards of this game" in text
