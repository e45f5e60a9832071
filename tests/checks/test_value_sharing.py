"""Findings given again by value within a run, beyond checks/inputs.py's sharing by the variant's field objects: the
tables' checks (a scoring or tribute block, the same rule object, with an equal domain and kitty) and C206 (equal
jokers, ranks, trump tiers and contexts). What is given again must be what running the check finds, and a finding
that names the variant (a refutation, a note) is never given again."""
from __future__ import annotations

from pathlib import Path

from verifier.checks import REGISTRY, CheckContext, Verdict
from verifier.checks.trick import cardorder
from verifier.checks import load_all  # noqa: F401 - registers every check
from verifier.language.parser import parse_text
from verifier.language.resolve import Library

CASES = Path(__file__).parent / "cases"

# One scoring table, inherited unchanged by every child: with no kitty bonus it covers every score (0 to the deck's
# 200 points); where aces count 10 too the attackers can score 280, and 205 to 280 is a gap (the same kitty).
FILES = {
    "two": """variant two extends base {
  override scoring {
    when points < 40 -> declarers +1
    when points >= 40 and points <= 200 -> attackers take over
  }
  remove kitty bonus because "no bonus: the attackers score at most the deck's points"
  remove tribute because "no tribute"
}
""",
    "aces": """variant aces extends two {
  override points 5 = 5, 10 = 10, K = 10, A = 10
}
""",
    "aces-again": """variant aces-again extends aces {
  title en "the same rules again"
}
""",
    "one-trump-less": """variant one-trump-less extends base {
  override trump order BJ > SJ > level in trump suit > level in other suits
}
""",
    "one-trump-less-again": """variant one-trump-less-again extends one-trump-less {
  title en "the same rules again"
}
""",
}


def _variants():
    files = {}
    for name in ("base",):
        path = CASES / f"{name}.variant"
        vfile = parse_text(path.name, path.read_text(encoding="utf-8"))
        files[vfile.id] = vfile
    for name, text in FILES.items():
        files[name] = parse_text(f"{name}.variant", text)
    library = Library(files)
    return {vid: library.resolve(vid) for vid in ("two", "aces", "aces-again", "one-trump-less",
                                                   "one-trump-less-again")}


def _run(variant, code, found=None):
    registered = next(r for r in REGISTRY if r.code == code)
    return list(registered.run(variant, CheckContext(found=found)))


def test_a_table_is_given_again_only_with_an_equal_domain():
    variants = _variants()
    assert variants["aces"].scoring is variants["two"].scoring  # the same block object, inherited
    run: dict = {}
    assert [f.verdict for f in _run(variants["two"], "C501", run)] == [Verdict.PROVED]
    assert len(run) == 1
    found = _run(variants["aces"], "C501", run)  # the same rows, another domain: a gap, not two's proof
    assert [f.verdict for f in found] == [Verdict.REFUTED]
    assert found[0].diagnostic.variant == "aces" and found[0].diagnostic.witness["uncovered"] == [205, 280]
    again = _run(variants["aces-again"], "C501", run)  # the same gap, found for (and naming) this variant
    assert [f.verdict for f in again] == [Verdict.REFUTED] and again[0].diagnostic.variant == "aces-again"
    assert len(run) == 1  # refutations are not kept


def test_a_table_proof_is_kept_as_found_and_given_again_for_the_same_table():
    variants = _variants()
    run: dict = {}
    first = _run(variants["two"], "C503", run)
    assert first == _run(variants["two"], "C503") and len(run) == 1  # what running the check finds
    key = next(iter(run))
    run[key] = (run[key][0], ["given again"])
    assert _run(variants["two"], "C503", run) == ["given again"]  # the same block and domain: not run again
    assert _run(variants["aces"], "C503", run) == _run(variants["aces"], "C503")  # another domain: run


def test_c206_refutations_name_their_variant():
    variants = _variants()
    cardorder._UNSOUND.clear()
    first = _run(variants["one-trump-less"], "C206")
    again = _run(variants["one-trump-less-again"], "C206")
    assert [f.verdict for f in first] == [f.verdict for f in again] == [Verdict.REFUTED]
    assert first[0].diagnostic.variant == "one-trump-less" and again[0].diagnostic.variant == "one-trump-less-again"
    assert first[0].diagnostic.witness == again[0].diagnostic.witness
    assert len(cardorder._UNSOUND) == 1  # found once: equal card orders
    assert [f.verdict for f in _run(variants["two"], "C206")] == [Verdict.PROVED]  # another trump order: found
    assert len(cardorder._UNSOUND) == 2
