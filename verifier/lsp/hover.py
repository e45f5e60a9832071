"""Hover: what the model says about the word under the cursor.

A setting's documentation and its resolved value; a rule's documentation and, for an override, the ancestor's rule it
replaces; the parent after `extends` and what the variant inherits; a citation's sentence in its seed with the text
around it; a card of a worked example with its place in the example's trump context.
"""
from __future__ import annotations

import os
import re

from lsprotocol import types as lsp

from .. import model as m
from ..runtime.cards import CardError, parse_card
from ..language.printer import rule as print_rule
from ..language.references import find_seeds
from ..language.resolve import rule_key
from . import locate, modeldocs
from .convert import contains
from .project import Analysis


def hover(analysis: Analysis, line: int, column: int) -> str | None:
    vfile, text = analysis.vfile, analysis.text
    if vfile is None:
        return None
    if contains(vfile.parent_span, line, column):
        return _parent(analysis)
    found = locate.around(vfile, line, column)
    cite = locate.innermost(found, m.Cite)
    if cite is not None and cite.source:
        return _citation(analysis, cite)
    example = locate.innermost(found, m.Example)
    if example is not None and locate.in_string(text, line, column):
        return _card(analysis, example, line, column)
    setting = locate.innermost(found, m.SettingCites)
    block = locate.innermost(found, m.Block)
    if setting is not None and block is not None:
        return _setting(analysis, block, setting.setting)
    value = _value_of(text, line, column)
    if value is not None and block is not None and value[0] in modeldocs.settings(type(block)):
        return f"`{value[1]}`, a value of " + _setting(analysis, block, value[0])
    rule = locate.innermost(found, m.Rule)
    if rule is not None:
        return _rule(analysis, rule)
    return None


def _where(analysis: Analysis, rule: m.Rule) -> str:
    span = rule.span
    path = analysis.workspace.paths.get(rule.origin) or (span.file if span else "?")
    return f"`{rule.origin}` ({os.path.relpath(path)}:{span.line if span else '?'})"


def _resolved(analysis: Analysis, rule: m.Rule) -> m.Rule | None:
    """The rule of the resolved variant with the same key (what applies, after overrides)."""
    if analysis.variant is None:
        return None
    key = rule_key(rule)
    for f in ("combinations", "sources", "examples", "remarks"):
        for other in getattr(analysis.variant, f):
            if type(other) is type(rule) and rule_key(other) == key:
                return other
    for value in vars(analysis.variant).values():
        if type(value) is type(rule):
            return value
    return None


def _inherited(analysis: Analysis, rule: m.Rule) -> m.Rule | None:
    """The ancestor's rule that an `override` in this file replaces."""
    vfile = analysis.vfile
    if vfile is None or vfile.parent is None or vfile.parent not in analysis.workspace.files:
        return None
    from ..language.resolve import Library

    try:
        parent = Library(analysis.workspace.files).resolve(vfile.parent)
    except Exception:  # noqa: BLE001 - a broken parent: nothing to show
        return None
    shadow = Analysis(analysis.path, analysis.text, None, parent, [], analysis.workspace)
    return _resolved(shadow, rule)


def _rule(analysis: Analysis, rule: m.Rule) -> str:
    out = [modeldocs.describe_rule(type(rule))]
    stmt = locate.statement_of(analysis.vfile, rule)
    if isinstance(stmt, m.Override) and stmt.rule is rule:
        parent_rule = _inherited(analysis, rule)
        if parent_rule is not None:
            out.append(f"\nOverrides the rule of {_where(analysis, parent_rule)}:\n\n```variant\n"
                       f"{print_rule(parent_rule)}\n```")
    return "\n".join(out)


def _setting(analysis: Analysis, block: m.Block, name: str) -> str:
    doc = modeldocs.settings(type(block)).get(name)
    if doc is None:
        return f"`{name}` is not a setting of this block"
    out = [modeldocs.describe_setting(doc)]
    resolved = _resolved(analysis, block)
    if resolved is not None:
        field = next(f for f in modeldocs.fields_of(type(block)) if modeldocs.written(f) == name)
        value = getattr(resolved, field.name)
        shown = ", ".join(map(str, value)) if isinstance(value, tuple) else str(value)
        out.append(f"\nIn `{analysis.variant.id}`: `{name}: {shown}`, from {_where(analysis, resolved)}")
    return "\n".join(out)


def _value_of(text: str, line: int, column: int) -> tuple[str, str] | None:
    """(setting, value) when the point is on a value of a `name: value, value` line."""
    row = text.split("\n")[line - 1]
    head = re.match(r"\s*([a-z][a-z0-9]*(?:-[a-z0-9]+)*)\s*:", row)
    word = locate.word_at(text, line, column)
    if head is None or word is None or word[1] <= head.end():
        return None
    return head.group(1), word[0]


def _parent(analysis: Analysis) -> str:
    vfile, variant = analysis.vfile, analysis.variant
    path = analysis.workspace.paths.get(vfile.parent)
    out = [f"**extends `{vfile.parent}`**" + (f" ({os.path.relpath(path)})" if path else " (not found)")]
    if variant is not None:
        out.append("\nLineage: " + " → ".join(variant.lineage))
        own = {c.key for c in variant.changes}
        inherited = []
        for value in vars(variant).values():
            for r in value if isinstance(value, tuple) else (value,):
                if isinstance(r, m.Rule) and r.origin and r.origin != variant.id and rule_key(r) not in own:
                    inherited.append(f"- `{rule_key(r)}` from {_where(analysis, r)}")
        if inherited:
            out.append(f"\nInherited ({len(inherited)} rules):\n\n" + "\n".join(inherited))
    return "\n".join(out)


def _citation(analysis: Analysis, cite: m.Cite) -> str:
    variant = analysis.variant
    source = next((s for s in variant.sources if s.alias == cite.source), None) if variant else None
    if source is None:
        return f"`@{cite.source}`: no `source {cite.source}` in this variant"
    out = [f"**@{cite.source}** — `{source.file}`" + (f" § {source.section}" if source.section else "")]
    seeds = find_seeds(analysis.path)
    path = os.path.join(seeds, source.file) if seeds else None
    if cite.quote and path and os.path.isfile(path):
        found = quote_in(open(path, encoding="utf-8").read(), cite.quote)
        out.append("\n> " + found.replace("\n", "\n> ") if found else "\nthe quote is not in the seed")
    elif cite.quote:
        out.append("\n(the seed documents are not at hand)")
    return "\n".join(out)


def quote_in(seed: str, quote: str, context: int = 80) -> str | None:
    """The quote in its seed with up to `context` characters around it, the quote in bold. Spacing is ignored in
    the match, as the reference checks ignore it."""
    squeezed, where = [], []
    for index, char in enumerate(seed):
        if not char.isspace():
            squeezed.append(char)
            where.append(index)
    needle = "".join(quote.split())
    at = "".join(squeezed).find(needle)
    if at < 0 or not needle:
        return None
    start, end = where[at], where[at + len(needle) - 1] + 1
    before = seed[max(0, start - context):start].split("\n")[-2:]
    after = seed[end:end + context].split("\n")[:2]
    return ("…" + "\n".join(before) + f"**{seed[start:end]}**" + "\n".join(after) + "…").strip()


def _card(analysis: Analysis, example: m.Example, line: int, column: int) -> str | None:
    word = locate.word_at(analysis.text, line, column)
    if word is None:
        return None
    try:
        card = parse_card(word[0])
    except CardError as exc:
        return f"`{word[0]}` is not a card" + (f": {exc.hint}" if exc.hint else "")
    if example.context is None:
        return f"`{card}`: this example has no trump context (`level=… trump=…`)"
    if analysis.variant is None or analysis.variant.trump_order is None or analysis.variant.ranks is None:
        return f"`{card}`"
    from ..compile.trick import compile_rules
    from ..runtime.trick.order import TRUMP, order_for

    order = order_for(compile_rules(analysis.variant), example.context.level, example.context.trump)
    if card not in order.strength:
        return f"`{card}` is not in this variant's deck"
    strength = order.strength[card]
    group = [s.value for s in order.strength.values() if s.group == strength.group]
    place = sorted(set(group), reverse=True).index(strength.value) + 1
    ctx = example.context
    if strength.group == TRUMP:
        tier = analysis.variant.trump_order.tiers[strength.tier]
        what = f"trump, in the tier `{_tier_text(tier)}`; {_nth(place)} highest of {len(set(group))} trump ranks"
    else:
        what = f"a side card of {strength.group}; {_nth(place)} highest of {len(set(group))} in its suit"
    return f"`{card}` at level={ctx.level} trump={ctx.trump}: {what}"


def _tier_text(tier: m.Tier) -> str:
    from ..language.printer.trick import tier as tier_text

    return tier_text(tier)


def _nth(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def to_lsp(markdown: str | None) -> lsp.Hover | None:
    if not markdown:
        return None
    return lsp.Hover(contents=lsp.MarkupContent(kind=lsp.MarkupKind.Markdown, value=markdown))
