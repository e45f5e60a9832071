"""Variants compared rule by rule: `verifier diff A B` and the comparison matrix of the rulebook.

Every rule of the model is a group of rows: the rule itself, then (for a block) each of its settings, its items, its
examples and its remarks. `rows(variant)` renders each row of one variant as lines in the variant language (no lines:
the variant does not state it, shown as "—"); `compare(a, b)` lists the rows whose lines differ. The rows come from
the classes of `model.py`, not from the variants, so the matrix shows every rule of the model, stated or not.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, fields, replace

from .. import model as m
from ..model.families import family_of, foreign_rules
from . import printer
from .resolve import _FIELD, rule_key

# The field of `Variant` -> the class of rule it holds.
RULE_CLASS: dict[str, type] = {name: cls for cls, name in _FIELD.items()}
_META = ("id", "parent", "lineage", "changes", "span")
_SKIP = ("span", "cites", "origin", "setting_cites", "kind", "name")
# The settings of a combination block that apply to each kind (the others are never set on it).
_KIND_SETTINGS = {m.ComboKind.TRACTOR: ("min-length", "adjacency"),
                  m.ComboKind.TRIPLE_TRACTOR: ("min-length", "adjacency"),
                  m.ComboKind.SEQUENCE: ("min-length", "adjacency"),
                  m.ComboKind.BOMB: ("min-size", "beats", "void", "cards", "jokers"),
                  m.ComboKind.RAINBOW: ("min-size",),
                  m.ComboKind.TRIPLE_WITH_SINGLE: ("cards",), m.ComboKind.TRIPLE_WITH_PAIR: ("cards",)}
_NAMED = ("sets", "settlements", "kitty_demotions")  # fields of named blocks, one row group per name
ABSENT = "—"


@dataclass(frozen=True)
class Row:
    """One row of the comparison: `rule` is the rule's key; `item` a setting or item of it (None: the rule itself)."""

    rule: str
    item: str | None = None
    count: bool = False  # the matrix shows how many lines (examples, citations) rather than the lines

    @property
    def key(self) -> str:
        return self.rule if self.item is None else f"{self.rule}: {self.item}"


def _ordered(cls) -> list:
    """The fields of a block: settings and items first, then examples and remarks."""
    return sorted(fields(cls), key=lambda f: f.name in ("examples", "remarks"))


def _block_rows(rule: str, cls: type) -> list[Row]:
    out = []
    for f in _ordered(cls):
        if f.name in _SKIP:
            continue
        if "setting" in f.metadata:
            out.append(Row(rule, f.metadata["setting"] or f.name.replace("_", "-")))
        elif f.name in ("examples", "remarks"):
            out.append(Row(rule, f.name, count=f.name == "examples"))
        else:
            out.append(Row(rule, f.name.replace("_", " ")))
    return out


def _named_keys(name: str, variants) -> list[str]:
    """The keys of a field that holds named blocks (`set plain`, `settlement normal`): every kind the model names,
    then the others the variants state."""
    known = [f"settlement {kind.value}" for kind in m.DealKind] if name == "settlements" else []
    stated = [rule_key(block) for v in variants for block in getattr(v, name)]
    return list(dict.fromkeys(known + stated))


def model_rows(*variants: m.Variant) -> list[Row]:
    """Every row, in the order of the fields of `Variant`: the rules of the model, whether a variant states them
    (and, for named blocks such as `set plain`, the names the given variants use)."""
    out: list[Row] = []
    for f in fields(m.Variant):
        if f.name in _META:
            continue
        cls = RULE_CLASS[f.name]
        if f.name in _NAMED:
            for key in _named_keys(f.name, variants):
                out.append(Row(key))
                out += _block_rows(key, cls)
            continue
        if cls is m.Combination:
            for kind in m.ComboKind:
                if kind == m.ComboKind.THROW:
                    continue
                out.append(Row(kind.value))
                if kind in _KIND_SETTINGS:
                    out += [r for r in _block_rows(kind.value, cls) if r.item in _KIND_SETTINGS[kind]]
                out.append(Row(kind.value, "examples", count=True))
            continue
        name = "past the top" if f.name == "past_top" else f.name.replace("_", " ")
        if cls in (m.Example, m.Remark):
            out.append(Row(name, count=cls is m.Example))
            continue
        out.append(Row(name))
        if issubclass(cls, m.Block):
            out += _block_rows(name, cls)
    return out


# Rendering one variant's rows ---------------------------------------------------------------------------------------

def _plain(rule: m.Rule) -> str:
    """A rule without its keyword: `decks 2` -> `2`, `past the top: match-won` -> `match-won`."""
    head = printer.head(rule)
    key = rule_key(rule)
    for prefix in (key + ": ", key + " "):
        if head.startswith(prefix):
            return head[len(prefix):]
    return head


def _item_lines(value) -> tuple[str, ...]:
    if value is None or value == ():
        return ()
    items = value if isinstance(value, tuple) else (value,)
    if items and not isinstance(items[0], m.Node):  # a setting that takes a list
        return (", ".join(printer.value(v) for v in items),)
    return tuple(printer.item(item) for item in items)


def _block_values(rule: str, block: m.Block, out: dict[str, tuple[str, ...]]) -> None:
    for f in fields(block):
        if f.name in _SKIP:
            continue
        value = getattr(block, f.name)
        if "setting" in f.metadata:
            item = f.metadata["setting"] or f.name.replace("_", "-")
            if value is not None:
                out[Row(rule, item).key] = _item_lines(value) if isinstance(value, tuple) else (printer.value(value),)
        else:
            out[Row(rule, f.name.replace("_", " ")).key] = _item_lines(value)


def rows(variant: m.Variant) -> dict[str, tuple[str, ...]]:
    """Row key -> the lines of that row for this variant; a row the variant does not state is absent."""
    out: dict[str, tuple[str, ...]] = {}
    for f in fields(m.Variant):
        if f.name in _META:
            continue
        value = getattr(variant, f.name)
        if value is None or value == ():
            continue
        if f.name == "title":
            out["title"] = tuple(f"{n.language}: {n.text}" for n in value.names)
        elif f.name == "sources":
            out["sources"] = tuple(f"{s.alias}: {s.file}" + (f" § {s.section}" if s.section else "") for s in value)
        elif f.name in ("examples", "remarks"):
            out[f.name] = tuple(printer.item(x) for x in value)
        elif f.name == "combinations":
            for combo in value:
                kind = combo.kind.value
                out[kind] = ("yes",)
                _block_values(kind, combo, out)
        elif isinstance(value, m.Block) or f.name in _NAMED:
            for block in value if isinstance(value, tuple) else (value,):
                name = rule_key(block)
                out[name] = (f"stated in {block.origin}",) if block.origin else ("stated",)
                _block_values(name, block, out)
        else:
            out[rule_key(value)] = (_plain(value),)
    return {key: lines for key, lines in out.items() if lines}


@dataclass(frozen=True)
class Difference:
    row: Row
    a: tuple[str, ...]
    b: tuple[str, ...]

    @property
    def removed(self) -> tuple[str, ...]:
        return tuple(line for line in self.a if line not in self.b)

    @property
    def added(self) -> tuple[str, ...]:
        return tuple(line for line in self.b if line not in self.a)

    def to_json(self) -> dict:
        return {"rule": self.row.rule, "item": self.row.item, "a": list(self.a), "b": list(self.b),
                "removed": list(self.removed), "added": list(self.added)}


def compare(a: m.Variant, b: m.Variant) -> list[Difference]:
    """The rows whose lines differ between two variants, in the order of the model."""
    ra, rb = rows(a), rows(b)
    out = []
    for row in model_rows(a, b):
        la, lb = ra.get(row.key, ()), rb.get(row.key, ())
        if la != lb:
            out.append(Difference(row, la, lb))
    return out


def _one(lines: tuple[str, ...]) -> str:
    return lines[0] if lines else ABSENT


def render_text(a: m.Variant, b: m.Variant, diffs: list[Difference]) -> str:
    if family_of(a) != family_of(b):  # a climbing and a trick-taking game
        return _families_text(a, b, diffs, lambda shown: _rows_text(a, b, shown))
    if not diffs:
        return f"{a.id} and {b.id} state the same rules\n"
    rules = list(dict.fromkeys(d.row.rule for d in diffs))
    return f"{a.id} -> {b.id}: {len(diffs)} row(s) differ in {len(rules)} rule(s)\n\n" + _rows_text(a, b, diffs)


def _rows_text(a: m.Variant, b: m.Variant, diffs: list[Difference]) -> str:
    lines = []
    for rule in dict.fromkeys(d.row.rule for d in diffs):
        if lines:
            lines.append("")
        lines.append(rule)
        for d in (d for d in diffs if d.row.rule == rule):
            label = d.row.item or "rule"
            if len(d.a) <= 1 and len(d.b) <= 1:
                lines.append(f"  {label}: {_one(d.a)}  ->  {_one(d.b)}")
                continue
            lines.append(f"  {label}:" + ("" if d.a else f" {ABSENT} in {a.id}") + ("" if d.b else f" {ABSENT} in {b.id}"))
            lines += [f"    - {line}" for line in d.removed]
            lines += [f"    + {line}" for line in d.added]
            if not d.removed and not d.added:
                lines.append("    (the same lines in another order)")
    return "\n".join(lines) + "\n"


def render_json(a: m.Variant, b: m.Variant, diffs: list[Difference]) -> str:
    out = {"a": a.id, "b": b.id, "differences": [d.to_json() for d in diffs]}
    if family_of(a) != family_of(b):
        out.update(_families_json(a, b, diffs))
    return json.dumps(out, ensure_ascii=False, indent=2) + "\n"


def run_diff(args) -> int:
    """`verifier diff A B [--format json]`: exit 0 whether or not they differ; 1 when a variant has errors."""
    import sys

    from ..diagnostics import render_text as render_diag
    from .workspace import Workspace, resolve_all, select

    workspace = Workspace()
    ids = select(workspace, [args.a, args.b])
    if len(ids) == 1:  # the same variant twice
        ids = ids * 2
    variants, diags = resolve_all(workspace, list(dict.fromkeys(ids)))
    diags = workspace.diagnostics + diags
    if diags or len(variants) < len(set(ids)):
        for diag in diags:
            print(render_diag(diag, workspace.sources), end="\n\n", file=sys.stderr)
        return 1
    a, b = variants[ids[0]], variants[ids[1]]
    diffs = compare(a, b)
    print(render_json(a, b, diffs) if args.format == "json" else render_text(a, b, diffs), end="")
    return 0


# Variants of two families (a climbing and a trick-taking game): the rules both families read are compared row by row
# as usual; the rules of one family only are not "differences" of a setting but the other game's own rules, so they
# are listed by name, each side's under its family (model/families.py says which are which).

def own_rules(variant: m.Variant) -> list[str]:
    """The keys of the rules of `variant` that only its family reads (in the order of the model)."""
    mine = family_of(variant)
    other = next(f for f in type(mine) if f != mine)
    # The rules the *other* family would find foreign in this variant are this family's own.
    probe = _as_family(variant, other)
    # The teams are a rule of both (their kinds differ by family): they are compared as a shared rule.
    return list(dict.fromkeys(rule_key(rule) for rule, _ in foreign_rules(probe) if rule is not variant.teams))


def _as_family(variant: m.Variant, family) -> m.Variant:
    return replace(variant, family=m.FamilyRule(family))


def split(a: m.Variant, b: m.Variant, diffs):
    """(the differences of the rules both read, a's own rules, b's own rules)."""
    own_a, own_b = own_rules(a), own_rules(b)
    own = set(own_a) | set(own_b)
    shared = [d for d in diffs if d.row.rule not in own]
    return shared, own_a, own_b


def _families_text(a: m.Variant, b: m.Variant, diffs, render_rows) -> str:
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


def _families_json(a: m.Variant, b: m.Variant, diffs) -> dict:
    shared, own_a, own_b = split(a, b, diffs)
    return {"families": {"a": family_of(a).value, "b": family_of(b).value}, "only_a": own_a, "only_b": own_b,
            "shared_differences": len(shared)}
