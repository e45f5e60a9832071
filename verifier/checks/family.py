"""C106: every rule belongs to the variant's family.

The checker asks each variant only for the rules of its own family (`@check(..., family=…)`); the other way round, a
rule that this family's compile step never reads and the other family's does is the other family's rule, dead text
here (what the compile steps read: checks/reading.py): a trump order in a climbing variant, a table of places in a
trick-taking one. A lint (a warning): the author may have meant the
other family, or copied a parent's rule that should have been removed. So is a worked example that only the other
family's checks prove: in a climbing variant the trick-taking claims (C901–C923), in a trick-taking one the climbing
claims (C951–C963), are proved by no check; a bidding's example is proved in both.
"""
from __future__ import annotations

from ..diagnostics import Severity
from ..model import BiddingClaim, Example, Family, Variant
from ..model.families import family_of
from ..language.resolve import rule_key
from ..language.walk import nodes
from .reading import foreign
from .registry import check
from .solver import labels, proved, refuted

BOTH = (BiddingClaim,)  # the claims both families prove (C920, C959)

_EXAMPLE_HELP = {
    Family.CLIMBING: "write it as a climbing example (a set, a beat, a settlement, a tribute of cards…), or remove it",
    Family.TRICK_TAKING: "write it as a trick-taking example (a combination, a follow, an overcall, a score…), or "
                         "remove it",
}


def foreign_examples(variant: Variant):
    """The examples whose claim only the other family's checks prove, outside the rules `foreign` reports
    already: in a climbing variant every claim but the climbing ones (C951–C963 pass them by, and C901 does not run
    there), in a trick-taking one the climbing claims (C901 passes them by: checks/examples.py)."""
    from .climbing.examples import CODES  # the claims the climbing checks prove

    climbing = family_of(variant) == Family.CLIMBING
    inside = None
    for node in nodes(variant):
        if isinstance(node, Example) and not isinstance(node.claim, BOTH) and (type(node.claim) in CODES) != climbing:
            if inside is None:
                inside = {id(n) for rule, _ in foreign(variant) for n in nodes(rule) if isinstance(n, Example)}
            if id(node) not in inside:
                yield node


@check("C106", "every rule belongs to the variant's family")
def rules_of_the_family(variant: Variant, ctx):
    mine = family_of(variant)
    stated = variant.family.span if variant.family else None
    found = False
    for rule, family in foreign(variant):
        found = True
        key = rule_key(rule)
        yield refuted("C106", key, f"`{key}` is a rule of {family.value} games, but this variant is {mine.value}: "
                      "nothing reads it", rule.span, variant, severity=Severity.WARNING,
                      label=f"a {family.value} rule",
                      secondary=labels((stated, f"family {mine.value}" if stated else "")),
                      witness={"rule": key, "family": mine.value, "rule_family": family.value},
                      help=f"{_removal(variant, rule)}, or state `family {family.value}`")
    other = Family.TRICK_TAKING if mine == Family.CLIMBING else Family.CLIMBING
    for example in foreign_examples(variant):
        found = True
        where = f" {example.span.file}:{example.span.line}" if example.span else ""
        yield refuted("C106", f"example {example.name or ''}{where}".replace("  ", " "),
                      f"this example is a claim of {other.value} games, but this variant is {mine.value}: no check "
                      "proves it", example.span, variant, severity=Severity.WARNING, label="never proved",
                      secondary=labels((stated, f"family {mine.value}" if stated else "")),
                      witness={"example": other.value, "family": mine.value}, help=_EXAMPLE_HELP[mine])
    if not found:
        yield proved("C106", f"every rule is one {mine.value} games read")


def _removal(variant: Variant, rule) -> str:
    if rule.origin and rule.origin != variant.id:  # inherited: the child removes it
        return f"remove it: `remove {rule_key(rule)} because \"…\"`"
    return "remove it"
