"""C901's proofs given again within a run (checks/example_proofs.py): to a variant holding the same example objects
with rules equal but for the id, never to one whose rules differ, and never a refutation; whatever is given again is
what proving the example there finds."""
from __future__ import annotations

from pathlib import Path

from verifier.checks import REGISTRY, CheckContext, Verdict
from verifier.checks import load_all  # noqa: F401 - registers every check
from verifier.language.parser import parse_text
from verifier.language.resolve import Library

CASES = Path(__file__).parent / "cases"

# base's examples: "KH KH QH QH" is a tractor, "10S" > "10H" (level 10, trump S).
FILES = {
    "same": """variant same extends base {
  title en "the same rules again"
}
""",
    # the level cards of the other suits above those of the trump suit: "10S" > "10H" no longer holds
    "flipped": """variant flipped extends base {
  override trump order BJ > SJ > level in other suits > level in trump suit > trump suit
}
""",
    # K and Q no longer adjacent: "KH KH QH QH" is no tractor
    "apart": """variant apart extends base {
  override ranks A K J Q 10 9 8 7 6 5 4 3 2
}
""",
}


def _variants():
    path = CASES / "base.variant"
    files = {"base": parse_text(path.name, path.read_text(encoding="utf-8"))}
    for name, text in FILES.items():
        files[name] = parse_text(f"{name}.variant", text)
    library = Library(files)
    return {vid: library.resolve(vid) for vid in ("base", *FILES)}


def _c901(variant, found=None):
    registered = next(r for r in REGISTRY if r.code == "C901")
    return list(registered.run(variant, CheckContext(found=found)))


def _verdicts(findings):
    return [(f.subject, f.verdict) for f in findings]


def test_the_children_hold_the_parent_s_examples():
    variants = _variants()
    examples = [id(example) for example in variants["base"].examples]
    assert examples and all([id(example) for example in variants[name].examples] == examples for name in FILES)


def test_a_proof_is_given_again_only_where_the_rules_are_equal():
    variants = _variants()
    run: dict = {}
    base = _c901(variants["base"], run)
    assert base and all(f.verdict == Verdict.PROVED for f in base)
    same = _c901(variants["same"], run)
    assert all(a is b for a, b in zip(same, base)) and len(same) == len(base)  # given again: the same findings
    for name in ("flipped", "apart"):
        found = _c901(variants[name], run)
        alone = _c901(variants[name])  # what proving there finds, in a run of its own
        assert _verdicts(found) == _verdicts(alone)
        assert any(f.verdict == Verdict.REFUTED for f in found)  # the base's proof was not given to it
        assert [f.diagnostic.variant for f in found if f.diagnostic] == [name] * sum(
            f.diagnostic is not None for f in found)


def test_refutations_are_not_kept():
    variants = _variants()
    run: dict = {}
    first = _c901(variants["flipped"], run)
    refuted = [f for f in first if f.verdict == Verdict.REFUTED]
    assert refuted
    kept = [found for key, proofs in run.items() if key[0] == "C901 proofs" for _, found in proofs.values()]
    assert all(f.verdict == Verdict.PROVED for f in kept) and not any(f in kept for f in refuted)
