"""Print the rule model back in the variant language.

`print_file` writes a variant file's own statements; `print_variant` writes a resolved variant as one standalone file
(its ancestors flattened in). Parsing what they print gives back an equal model (tests/test_roundtrip.py).

This face writes what both families share (a file, a rule and its block, the header and the deal, tribute, examples
and remarks) and asks each family's printer (trick.py, climbing.py) for its own rules' heads, items and claims;
text.py writes the values. Neither family's printer imports the other.
"""
from __future__ import annotations

from dataclasses import fields

from ... import model as m
from . import climbing, trick
from .text import cards, cites, quote, value

INDENT = "  "

_FAMILIES = (climbing, trick)


def claim(c) -> str:
    """A worked example's claim, as written after `example …:`."""
    for family in _FAMILIES:
        text = family.claim(c)
        if text is not None:
            return text
    raise TypeError(c)


def example(ex: m.Example) -> str:
    name = f" {ex.name}" if ex.name else ""
    context = f" {ex.context}" if ex.context else ""
    return f"example{name}{context}: {claim(ex.claim)}"


def item(x) -> str:
    """A block item (row, show, order, example, remark), without its citations."""
    if isinstance(x, m.Example):
        return example(x)
    if isinstance(x, m.Remark):
        return f"remark {x.name} {quote(x.text)}" + (f" zh {quote(x.text_zh)}" if x.text_zh is not None else "")
    for family in _FAMILIES:
        text = family.item(x)
        if text is not None:
            return text
    raise TypeError(x)


def _block_lines(rule: m.Block) -> list[str]:
    """Settings first, then rows and other items, then examples and remarks."""
    settings, rows, last = [], [], []
    cited = {entry.setting: entry for entry in rule.setting_cites}
    for f in fields(rule):
        state = getattr(rule, f.name)
        if "setting" in f.metadata:
            if state is not None:
                name = f.metadata["setting"] or f.name.replace("_", "-")
                shown = ", ".join(value(v) for v in state) if isinstance(state, tuple) else value(state)
                settings.append(f"{name}: {shown}" + (cites(cited[name]) if name in cited else ""))
        elif f.name not in ("span", "cites", "origin", "kind", "name", "setting_cites", "rank", "ranks"):
            target = last if f.name in ("examples", "remarks") else rows
            for x in state if isinstance(state, tuple) else ([state] if state is not None else []):
                target.append(item(x) + cites(x))
    return settings + rows + last


def rule(r: m.Rule) -> str:
    """One rule as it is written in a variant file (several lines for a block), with its citations."""
    text = head(r)
    if isinstance(r, m.Block):
        body = _block_lines(r)
        if not body and isinstance(r, (m.Combination, m.Throw, m.SetKind, m.NoOpposite, m.DefendedLevels)):
            return text + cites(r)
        inner = "\n".join(INDENT + line for line in body)
        return f"{text} {{\n{inner}\n}}" + cites(r) if body else f"{text} {{}}" + cites(r)
    return text + cites(r)


def head(r: m.Rule) -> str:
    """A rule's first line without its citations: its keyword and what follows it, before a block's `{`."""
    match r:
        case m.Title():
            return "title " + " ".join(f"{n.language} {quote(n.text)}" for n in r.names)
        case m.FamilyRule():
            return f"family {r.family.value}"
        case m.Source():
            return f"source {r.alias} {quote(r.file)}" + (f" section {quote(r.section)}" if r.section else "")
        case m.Players():
            return f"players {r.least}" + (f" to {r.most}" if r.most != r.least else "")
        case m.Teams():
            return f"teams {r.kind.value}"
        case m.DirectionRule():
            return f"direction {r.direction.value}"
        case m.Decks():
            return (f"decks {r.count}" + ("" if r.jokers else " without jokers") +
                    (f" removed {cards(r.removed)}" if r.removed else ""))
        case m.Hand():
            return f"hand {r.size}"
        case m.Kitty():
            return f"kitty {r.size}"
        case m.Points():
            return "points " + ", ".join(f"{p.rank} = {p.value}" for p in r.values)
        case m.Tribute():
            return "tribute"
    for family in _FAMILIES:
        text = family.head(r)
        if text is not None:
            return text
    raise KeyError(type(r))


def _indented(text: str) -> str:
    return "\n".join(INDENT + line for line in text.split("\n"))


def _grouped(rules):
    """Top-level examples and remarks are written inside `examples { … }` and `remarks { … }`: group runs of them."""
    run: list = []
    for r in rules:
        if run and type(r) is not type(run[0]):
            yield run
            run = []
        if isinstance(r, (m.Example, m.Remark)):
            run.append(r)
        else:
            yield r
    if run:
        yield run


def _rule_or_group(r) -> str:
    if isinstance(r, list):
        word = "examples" if isinstance(r[0], m.Example) else "remarks"
        return f"{word} {{\n" + "\n".join(INDENT + item(x) + cites(x) for x in r) + "\n}"
    return rule(r)


def print_file(vfile: m.VariantFile) -> str:
    lines = [f"variant {vfile.id}" + (f" extends {vfile.parent}" if vfile.parent else "") + " {"]
    for stmt in _grouped(vfile.statements):
        if isinstance(stmt, list):
            lines.append(_indented(_rule_or_group(stmt)))
        elif isinstance(stmt, m.Removal):
            zh = f" zh {quote(stmt.reason_zh)}" if stmt.reason_zh is not None else ""
            lines.append(_indented(f"remove {stmt.key} because {quote(stmt.reason)}{zh}"))
        elif isinstance(stmt, m.Override):
            lines.append(_indented("override " + rule(stmt.rule)))
        else:
            lines.append(_indented(rule(stmt)))
    return "\n".join(lines) + "\n}\n"


def print_variant(variant: m.Variant) -> str:
    """A resolved variant as one standalone file, in the order of the fields of `Variant`."""
    lines = [f"# {variant.id}, resolved: " + " <- ".join(variant.lineage), f"variant {variant.id} {{"]
    for f in fields(m.Variant):
        stated = getattr(variant, f.name)
        if f.name in ("id", "parent", "lineage", "changes", "span") or stated is None or stated == ():
            continue
        for r in _grouped(stated if isinstance(stated, tuple) else (stated,)):
            lines.append(_indented(_rule_or_group(r)))
    return "\n".join(lines) + "\n}\n"
