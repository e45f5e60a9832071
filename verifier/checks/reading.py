"""C107: the engine plays every rule the variant states.

The compile step is the one reading of the rules (docs/architecture.md): what it never reads, the engine never plays,
and what the engine cannot play it refuses (compile/refusals.py; it also refuses what the engine made from its rules
would refuse: runtime/trick/engine.unplayable, runtime/climbing/table.Unsupported). So a rule or a setting the variant
states is played only if its family's compile step read it and refused nothing of it; anything else is an error here,
at its line, instead of a clean check followed by a refusal (or by silence) at play time. A rule that only the other
family's compile step reads is C106's (a warning: that family's rule, dead here); what the engine is told not to
referee (table talk: `REFEREED = False`) and what only the checker reads (a setting declared with `reader="checker"`)
are not asked for.
"""
from __future__ import annotations

from dataclasses import MISSING, fields, replace

from .. import model as m
from ..compile import compile_read
from ..language.resolve import rule_key
from ..model.families import family_of
from .registry import check
from .solver import proved, refuted

# Fields of a variant that are no rule to play: what it is called, where it comes from, what it shows of itself.
_NOT_PLAYED = frozenset({"id", "parent", "lineage", "changes", "span", "title", "family", "sources", "examples",
                         "remarks"})
# Fields of a rule that say where it is written, how it is cited or illustrated.
_NOT_RULES = frozenset({"span", "cites", "origin", "setting_cites", "examples", "remarks", "parent_span"})


def _stated(value, f) -> bool:
    """Whether a field holds a statement of the variant: a value other than its default (a required field always)."""
    if f.default is not MISSING:
        return value != f.default
    if f.default_factory is not MISSING:
        return value != f.default_factory()
    return True


def _read_below(reads: frozenset, path: tuple) -> bool:
    n = len(path)
    return any(len(p) > n and p[:n] == path for p in reads)


def rules_of(variant: m.Variant):
    """(path, rule) for every rule the variant states that the engine is asked to play."""
    for f in fields(variant):
        if f.name in _NOT_PLAYED:
            continue
        value = getattr(variant, f.name)
        if isinstance(value, tuple):
            for i, rule in enumerate(value):
                if isinstance(rule, m.Node) and getattr(rule, "REFEREED", True):
                    yield (f.name, i), rule
        elif isinstance(value, m.Node) and getattr(value, "REFEREED", True):
            yield (f.name,), value


def unread(variant: m.Variant, reads: frozenset):
    """(rule, the setting as written or None for the whole rule, the field) for every rule the variant states, and
    every stated setting, item or value of such a rule, that the compile step did not read."""
    prefixes = {p[:k] for p in reads for k in range(1, len(p) + 1)}
    for path, rule in rules_of(variant):
        if path not in prefixes:  # never looked at (a rule only present, with nothing stated, is played by presence)
            yield rule, None, None
            continue
        derived = rule.derived_fields() if hasattr(rule, "derived_fields") else ()
        for f in fields(rule):
            if f.name in _NOT_RULES or f.name in derived or f.metadata.get("reader", "engine") != "engine":
                continue
            if _stated(getattr(rule, f.name), f) and path + (f.name,) not in prefixes:
                yield rule, f.metadata.get("setting") or f.name.replace("_", "-"), f


def other_family_reads(variant: m.Variant) -> frozenset:
    """What the other family's compile step reads of this variant (as far as it gets: it may fail on it)."""
    other = m.Family.TRICK_TAKING if family_of(variant) == m.Family.CLIMBING else m.Family.CLIMBING
    return compile_read(replace(variant, family=m.FamilyRule(other)))[1]


def foreign(variant: m.Variant):
    """(rule, the other family) for every rule the variant states that its family's compile step never reads and the
    other family's does: that family's rule, dead text here (C106)."""
    reads = compile_read(variant)[1]
    others = None
    for path, rule in rules_of(variant):
        if _read_below(reads, path):
            continue
        others = other_family_reads(variant) if others is None else others
        if _read_below(others, path):
            yield rule, (m.Family.TRICK_TAKING if family_of(variant) == m.Family.CLIMBING else m.Family.CLIMBING)


def _key(rule) -> str:
    try:
        return rule_key(rule)
    except KeyError:  # a block item (a row, a set kind's cover): named by its class
        return type(rule).__name__


def _what(rule, setting: str | None, f) -> str:
    if setting is None:
        return f"`{_key(rule)}`"
    if f is not None and "setting" in f.metadata:
        return f"`{setting}` of `{_key(rule)}`"
    return f"`{_key(rule)}` ({setting}: {getattr(rule, f.name)!r})"


def _span(rule, setting: str | None):
    if setting is not None and hasattr(rule, "setting_span"):
        return rule.setting_span(setting)
    return getattr(rule, "span", None)


@check("C107", "the engine plays every rule the variant states")
def every_rule_is_played(variant: m.Variant, ctx):
    _, reads, refusals, failed = compile_read(variant)
    if failed is not None:
        raise failed  # the compile step failing on a resolved variant is a bug of the tool, reported as such
    found = False
    others = None
    for rule, setting, f in unread(variant, reads):
        if setting is None:
            others = other_family_reads(variant) if others is None else others
            if _read_below(others, _path_of(variant, rule)):
                continue  # the other family's rule: C106 says so
        found = True
        what = _what(rule, setting, f)
        yield refuted("C107", f"{what} is played", f"{what} is stated, but the engine does not play it: the compile "
                      "step never reads it", _span(rule, setting), variant, label="never read",
                      witness={"rule": _key(rule), "setting": setting},
                      help="state it as a `remark` (a rule the engine does not referee), or remove it")
    for refusal in refusals:
        found = True
        yield refuted("C107", f"{refusal.message}", refusal.message, refusal.span, variant,
                      label="not played", witness={"rule": _key(refusal.rule), "setting": refusal.setting})
    if not found:
        yield proved("C107", "every rule the variant states is played")


def _path_of(variant: m.Variant, rule) -> tuple:
    return next(path for path, stated in rules_of(variant) if stated is rule)
