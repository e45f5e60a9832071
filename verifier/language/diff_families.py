"""`verifier diff` between variants of two families (a climbing and a trick-taking game): the rules both families
read are compared row by row as usual; the rules of one family only are not "differences" of a setting but the other
game's own rules, so they are listed by name, each side's under its family (checks/family.py says which are which)."""
from __future__ import annotations

from ..model.families import family_of, foreign_rules
from ..model import Variant
from .resolve import rule_key


def own_rules(variant: Variant) -> list[str]:
    """The keys of the rules of `variant` that only its family reads (in the order of the model)."""
    mine = family_of(variant)
    other = next(f for f in type(mine) if f != mine)
    # The rules the *other* family would find foreign in this variant are this family's own.
    probe = _as_family(variant, other)
    # The teams are a rule of both (their kinds differ by family): they are compared as a shared rule.
    return list(dict.fromkeys(rule_key(rule) for rule, _ in foreign_rules(probe) if rule is not variant.teams))


def _as_family(variant: Variant, family) -> Variant:
    from dataclasses import replace

    from ..model import FamilyRule
    return replace(variant, family=FamilyRule(family))


def split(a: Variant, b: Variant, diffs):
    """(the differences of the rules both read, a's own rules, b's own rules)."""
    own_a, own_b = own_rules(a), own_rules(b)
    own = set(own_a) | set(own_b)
    shared = [d for d in diffs if d.row.rule not in own]
    return shared, own_a, own_b


def render_text(a: Variant, b: Variant, diffs, render_rows) -> str:
    shared, own_a, own_b = split(a, b, diffs)
    fa, fb = family_of(a).value, family_of(b).value
    lines = [f"{a.id} ({fa}) -> {b.id} ({fb}): different families; the rules both read differ in {len(shared)} "
             f"row(s), and each has its own family's rules"]
    lines.append("")
    lines.append(render_rows(shared).rstrip("\n") if shared else "the rules both read are the same")
    for variant, family, own in ((a, fa, own_a), (b, fb, own_b)):
        lines.append("")
        lines.append(f"only {variant.id}, a {family} game, states ({len(own)}): " + (", ".join(own) or "nothing"))
    return "\n".join(lines) + "\n"


def to_json(a: Variant, b: Variant, diffs) -> dict:
    shared, own_a, own_b = split(a, b, diffs)
    return {"families": {"a": family_of(a).value, "b": family_of(b).value}, "only_a": own_a, "only_b": own_b,
            "shared_differences": len(shared)}

