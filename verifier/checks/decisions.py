"""N001: every `decision` of the variant, reported as a note.

A decision is the variant's explicit resolution of a silence or a contradiction in its sources. The checker proves
nothing about it, but lists each one with the rule it belongs to, so that a reader (and the rulebook) sees them all.
"""
from __future__ import annotations

from .. import model
from ..model import (BonusRow, Cite, Example, LedRule, Node, OvercallOrder, PlaceRow, Remark, Rule, Show, TableRow,
                     Variant)
from ..language.resolve import rule_key
from ..language.walk import field_names
from .registry import check
from .solver import labels, noted


# The citations of one setting of a block, where the model records them apart (`judge: …  decision "…"`).
_SETTING_CITES = getattr(model, "SettingCites", None)


def _decisions(node, owner):
    """(decision, the innermost rule holding it, the setting it follows or None), parents before children."""
    if isinstance(node, Cite):
        if node.decision:
            yield node, owner
    elif _SETTING_CITES is not None and isinstance(node, _SETTING_CITES):
        for cite in node.cites:
            if cite.decision:
                yield cite, (owner, node.setting, node.span)
    elif isinstance(node, Node):
        owner = node if isinstance(node, Rule) else owner
        for name in field_names(type(node)):  # (a plain value holds no decision: not visited)
            value = getattr(node, name)
            if isinstance(value, (Node, tuple)):
                yield from _decisions(value, owner)
    elif isinstance(node, tuple):
        for item in node:
            if isinstance(item, (Node, tuple)):
                yield from _decisions(item, owner)


def describe(rule: Rule) -> str:
    """How a rule is named in a note: its key, or the item inside a block."""
    if isinstance(rule, Show):
        return f"show {rule.name}"
    if isinstance(rule, OvercallOrder):
        return "the overcall order"
    if isinstance(rule, TableRow):
        return f"the row `{_row(rule)}`"
    if isinstance(rule, BonusRow):
        return f"the kitty bonus row `{rule.combination}`"
    if isinstance(rule, LedRule):
        return f"`{rule.led.value} led`"
    if isinstance(rule, PlaceRow):
        return f"place {rule.place}"
    if isinstance(rule, Example):
        return f"example {rule.name}" if rule.name else "an example"
    if isinstance(rule, Remark):
        return f"remark {rule.name}"
    try:
        return f"`{rule_key(rule)}`"
    except KeyError:
        return type(rule).__name__.lower()


def _row(row: TableRow) -> str:
    from .trick.table import outcome_text, row_text
    return f"{row_text(row)} -> {outcome_text(row.outcome)}"


_OF_VALUE: dict[int, tuple[object, list]] = {}  # id(a field's value) -> (the value, kept alive; its decisions)


def _variant_decisions(variant: Variant):
    """`_decisions(variant, None)`, with the decisions under each field's value kept by the value's identity: a child
    variant holds most of its parent's rule objects, and what is under a rule does not depend on the variant."""
    owner = variant if isinstance(variant, Rule) else None  # (a Variant is no Rule: what it holds itself has none)
    for name in field_names(type(variant)):
        value = getattr(variant, name)
        if not isinstance(value, (Node, tuple)):
            continue
        if owner is not None:
            yield from _decisions(value, owner)
            continue
        kept = _OF_VALUE.get(id(value))
        if kept is None or kept[0] is not value:
            if len(_OF_VALUE) >= 4096:
                _OF_VALUE.clear()
            kept = _OF_VALUE[id(value)] = (value, list(_decisions(value, None)))
        yield from kept[1]


@check("N001", "every decision of the variant is listed")
def decisions(variant: Variant, ctx):
    for cite, owner in _variant_decisions(variant):
        owner, setting, span = owner if isinstance(owner, tuple) else (owner, None, owner and owner.span)
        what = describe(owner) if owner is not None else "the variant"
        if setting:  # a setting of a block: `declare: nobody-declares`
            what = f"{what[:-1]}: {setting}`" if what.endswith("`") else f"{what}, setting `{setting}`"
        yield noted("N001", f"decision on {what}", f"decision: {cite.decision}", cite.span, variant,
                    label="decision", secondary=labels((span or (owner and owner.span), f"on {what}")))
