"""Hypothesis strategies for variant files of both families, written as text in the variant language.

The values come from the rule model itself: every field of every rule and block (the settings declared with
`setting(doc, name)`, the items declared with `items(doc)`, the plain fields of rules such as `players` or `decks`)
is drawn from what its type allows (the words of its enumeration, yes/no, small whole numbers) or, for the types
that have no closed list of values (ranks, cards, rows), from the values the shipped variants and the
every-construct fixtures state for that field. What is drawn is a changed model, and the printer writes it in the
language (`verifier/language/printer/`), so the grammar decides what the text looks like and the whole pipeline,
parser included, reads it back.

Two shapes of file:
- a delta over a shipped variant of spec/: `variant prop-generated extends ID { … }` with rules overridden (a
  setting changed or unset, an item dropped or borrowed from another variant), removed (`remove … because "…"`),
  or added (a rule of any other variant, of either family);
- a root variant: a shipped variant resolved and printed flat, with its rules changed, dropped, or taken from
  another variant of either family.

Citations of a source (`@alias "…"`) are dropped from borrowed rules, whose aliases the new file does not declare;
decisions stay.
"""
from __future__ import annotations

import os
import typing
from dataclasses import dataclass, fields, is_dataclass, replace
from enum import Enum
from functools import lru_cache
from types import UnionType

from hypothesis import strategies as st

from verifier import model as m
from verifier.language.parser import parse_file
from verifier.language.printer import item, print_variant, rule as one_rule
from verifier.language.printer.text import quote
from verifier.language.resolve import Library, rule_key
from verifier.language.walk import nodes

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SPEC = os.path.join(ROOT, "spec")
FIXTURES = os.path.join(ROOT, "tests", "fixtures")
GENERATED_ID = "prop-generated"

# Fields that are bookkeeping, not rules: never drawn.
_BOOKKEEPING = {"span", "cites", "origin", "setting_cites"}
# Fields of `Variant` that are not rules.
_NOT_RULES = {"id", "parent", "lineage", "changes", "span", "title"}
SMALL_INTS = tuple(range(0, 9)) + (10, 12, 13, 20, 25, 27, 33, 40, 54, 80, 100, 200)


@dataclass(frozen=True)
class Generated:
    """A generated variant file: its text, the shipped variant it was made from, and how."""

    text: str
    base: str
    shape: str  # "delta" or "root"

    def __repr__(self) -> str:  # Hypothesis prints the falsifying example: the text is what reproduces it
        return f"Generated(base={self.base!r}, shape={self.shape!r}, text=\n{self.text})"


# The shipped variants, resolved, and the values the model's fields take in them ---------------------------------------

def _parsed(folder: str) -> dict[str, m.VariantFile]:
    out = {}
    for name in sorted(os.listdir(folder)):
        if name.endswith(".variant"):
            vfile = parse_file(os.path.relpath(os.path.join(folder, name)))
            out[vfile.id] = vfile
    return out


@lru_cache(maxsize=1)
def shipped() -> dict[str, m.Variant]:
    """Every variant of spec/, resolved."""
    files = _parsed(SPEC)
    library = Library(files)
    return {vid: library.resolve(vid) for vid in files}


@lru_cache(maxsize=1)
def models() -> list[m.Variant]:
    """The shipped variants and the every-construct fixtures (which state every construct of the language)."""
    files = {**_parsed(SPEC), **_parsed(FIXTURES)}
    library = Library(files)
    return [library.resolve(vid) for vid in files]


def rules_of(variant: m.Variant) -> dict[str, m.Rule]:
    """A resolved variant's rules by the key `override` and `remove` name them with (unnamed examples left out)."""
    out = {}
    for f in fields(m.Variant):
        if f.name in _NOT_RULES:
            continue
        stated = getattr(variant, f.name)
        for rule in stated if isinstance(stated, tuple) else (stated,) if stated is not None else ():
            if isinstance(rule, m.Example) and not rule.name:
                continue
            out[rule_key(rule)] = rule
    return out


def print_rule(rule: m.Rule) -> str:
    """A rule as a statement of a file: a top-level example or remark inside `examples { … }`, `remarks { … }`."""
    if isinstance(rule, (m.Example, m.Remark)):
        word = "examples" if isinstance(rule, m.Example) else "remarks"
        return f"{word} {{\n  {item(rule)}\n}}"
    return one_rule(rule)


@lru_cache(maxsize=None)
def _hints(cls) -> dict:
    return typing.get_type_hints(cls)


def _drawn_fields(node) -> list:
    return [f for f in fields(node) if f.name not in _BOOKKEEPING]


@lru_cache(maxsize=1)
def seen_values() -> dict[tuple[type, str], tuple]:
    """(class, field) -> every value the shipped variants and the fixtures state for it, in a stable order."""
    found: dict[tuple[type, str], dict] = {}
    for variant in models():
        for node in nodes(variant):
            if not is_dataclass(node) or isinstance(node, m.Variant):
                continue
            for f in _drawn_fields(node):
                value = getattr(node, f.name)
                try:
                    found.setdefault((type(node), f.name), {})[value] = None
                except TypeError:  # an unhashable value: not drawn from
                    continue
    return {key: tuple(values) for key, values in found.items()}


@lru_cache(maxsize=1)
def rule_pool() -> tuple[m.Rule, ...]:
    """Every rule stated by a shipped variant or a fixture, of either family: what a generated file may borrow."""
    out = {}
    for variant in models():
        for rule in rules_of(variant).values():
            out.setdefault((rule_key(rule), print_rule(uncited(rule))), uncited(rule))
    return tuple(out.values())


# Drawing a field's value ---------------------------------------------------------------------------------------------

def _kind(hint):
    """(element type, many, optional) of a field's type."""
    optional = False
    if isinstance(hint, UnionType) or typing.get_origin(hint) is typing.Union:
        args = [a for a in typing.get_args(hint) if a is not type(None)]
        optional = len(args) < len(typing.get_args(hint))
        hint = args[0] if len(args) == 1 else hint
    many = typing.get_origin(hint) is tuple
    element = typing.get_args(hint)[0] if many else hint
    return element, many, optional


def values_for(cls, f) -> st.SearchStrategy:
    """What a field may hold: its type's values (enumerations, yes/no, small numbers) and what the shipped
    variants state for it. A setting may also be left unstated (None)."""
    element, many, optional = _kind(_hints(cls)[f.name])
    seen = seen_values().get((cls, f.name), ())
    choices = []
    if isinstance(element, type) and issubclass(element, Enum):
        one = st.sampled_from(list(element))
        choices.append(st.lists(one, min_size=1, max_size=4, unique=True).map(tuple) if many else one)
    elif element is bool and not many:
        choices.append(st.booleans())
    elif element is int and not many:
        choices.append(st.sampled_from(SMALL_INTS))
    if seen:
        choices.append(st.sampled_from(seen))
    if optional or "setting" in f.metadata:
        choices.append(st.none())
    if many and not choices:
        choices.append(st.just(()))
    return st.one_of(choices) if choices else st.just(getattr(cls, f.name, None))


def uncited(node):
    """The node with the citations of a source taken out (decisions kept), in it and in every node it holds."""
    if isinstance(node, tuple):
        return tuple(uncited(x) for x in node)
    if not isinstance(node, m.Node) or not is_dataclass(node):
        return node
    changes = {}
    for f in fields(node):
        value = getattr(node, f.name)
        if f.name == "cites":
            kept = tuple(c for c in value if c.source is None)
            if kept != value:
                changes["cites"] = kept
        elif isinstance(value, (tuple, m.Node)) and f.name != "span":
            new = uncited(value)
            if new is not value and new != value:
                changes[f.name] = new
    return replace(node, **changes) if changes else node


@st.composite
def changed(draw, node, depth: int = 0):
    """The node with some of its fields drawn afresh: a setting changed or unset, an item list thinned or joined by
    items of the same kind from another variant, an item changed in turn (one level down)."""
    candidates = _drawn_fields(node)
    if not candidates:
        return node
    picked = draw(st.lists(st.sampled_from(candidates), min_size=1, max_size=3, unique_by=lambda f: f.name))
    changes = {}
    for f in picked:
        value = getattr(node, f.name)
        element, many, _ = _kind(_hints(type(node))[f.name])
        if many and isinstance(element, type) and issubclass(element, m.Node) or \
                many and value and isinstance(value[0], m.Node):
            changes[f.name] = draw(_items(type(node), f, value, depth))
        else:
            changes[f.name] = draw(values_for(type(node), f))
    try:
        new = replace(node, **changes)
    except (TypeError, ValueError):  # a combination of values the class refuses to hold: keep the node
        return node
    return new if all(holds(new) for cls, holds in _INVARIANTS.items() if isinstance(new, cls)) else node


# What the builder always makes true of a node and its field types do not say: no file can state its opposite.
_INVARIANTS = {
    m.Tier: lambda t: t.cards != m.TierCards.RANK or t.rank is not None,  # a permanent trump rank names its rank
    # the levels left over follow the level a rise reaches (`to J with 5 to give`), `lost` follows a number of them
    m.RoleShare: lambda s: (s.reaches is not None or s.left is None) and (s.left is not None or not s.left_lost),
    # a refused kitty overcall exchanges nothing; one that stands takes up a card at least
    m.KittyOvercallClaim: lambda c: c.exchanged is None or (not c.refused and c.exchanged >= 1),
    # the kitty cards shown before a bidding are said with its winner
    m.BiddingClaim: lambda c: c.revealed is None or (c.winner is not None and not c.refused and c.revealed >= 0),
    # a throw refused names its round and nothing else; a round starts from 1
    m.ThrowClaim: lambda c: (c.round is None or c.round >= 1) and (not c.refused or (
        c.round is not None and not c.others and not c.stands and not c.forced)) and (c.refused or bool(c.others)),
}


@st.composite
def _items(draw, cls, f, value: tuple, depth: int):
    kept = [x for x in value if draw(st.booleans())] if value else []
    seen = [x for x in (y for v in seen_values().get((cls, f.name), ()) for y in v) if isinstance(x, m.Node)]
    if seen and draw(st.booleans()):
        kept += draw(st.lists(st.sampled_from(seen), max_size=2))
    if kept and depth < 1 and draw(st.booleans()):
        i = draw(st.integers(0, len(kept) - 1))
        kept[i] = draw(changed(kept[i], depth + 1))
    return tuple(uncited(x) for x in kept)


# Whole files -------------------------------------------------------------------------------------------------------

def _borrowed(keys: set[str]) -> st.SearchStrategy:
    """A rule of another variant (either family) whose key is not among `keys`, perhaps changed."""
    pool = [r for r in rule_pool() if rule_key(r) not in keys]
    return st.sampled_from(pool).flatmap(lambda r: st.one_of(st.just(r), changed(r)))


@st.composite
def deltas(draw):
    """`variant prop-generated extends ID { … }`: overrides, removals and additions over a shipped variant."""
    base = draw(st.sampled_from(sorted(shipped())))
    rules = rules_of(shipped()[base])
    keys = sorted(k for k, r in rules.items() if not isinstance(r, (m.Example, m.Remark, m.Source)))
    lines = []
    used: set[str] = set()
    for _ in range(draw(st.integers(1, 4))):
        action = draw(st.sampled_from(["override", "remove", "add"]))
        if action in ("override", "remove"):
            key = draw(st.sampled_from(keys))
            if key in used:
                continue
            used.add(key)
            if action == "remove":
                lines.append(f"remove {key} because {quote('generated')}")
            else:
                lines.append("override " + print_rule(uncited(draw(changed(rules[key])))))
        else:
            rule = draw(_borrowed(set(rules) | used))
            if rule_key(rule) in used:
                continue
            used.add(rule_key(rule))
            lines.append(print_rule(rule))
    body = "\n".join("  " + line.replace("\n", "\n  ") for line in lines)
    return Generated(f"variant {GENERATED_ID} extends {base} {{\n  title en \"generated\"\n{body}\n}}\n", base,
                     "delta")


@st.composite
def roots(draw):
    """A shipped variant resolved and printed as a root, with rules changed, dropped or borrowed."""
    base = draw(st.sampled_from(sorted(shipped())))
    variant = shipped()[base]
    rules = rules_of(variant)
    keys = sorted(k for k, r in rules.items() if not isinstance(r, (m.Example, m.Remark, m.Source)))
    slots = {rule_key(r): f.name for f in fields(m.Variant) if f.name not in _NOT_RULES
             for r in (lambda s: s if isinstance(s, tuple) else (s,) if s is not None else ())(getattr(variant, f.name))
             if not (isinstance(r, m.Example) and not r.name)}
    changes: dict[str, object] = {}

    def put(rule, old_key=None):
        name = m_field(rule)
        current = changes.get(name, getattr(variant, name))
        if isinstance(current, tuple):
            kept = tuple(r for r in current if rule_key(r) not in (old_key, rule_key(rule)))
            changes[name] = kept + ((rule,) if rule is not None else ())
        else:
            changes[name] = rule

    for _ in range(draw(st.integers(1, 4))):
        action = draw(st.sampled_from(["change", "drop", "add"]))
        if action == "add":
            put(draw(_borrowed(set(rules))))
            continue
        key = draw(st.sampled_from(keys))
        name = slots[key]
        current = changes.get(name, getattr(variant, name))
        if action == "drop":
            changes[name] = tuple(r for r in current if rule_key(r) != key) if isinstance(current, tuple) else None
        else:
            put(draw(changed(rules[key])), key)
    text = print_variant(replace(variant, id=GENERATED_ID, **changes))
    return Generated(text, base, "root")


@lru_cache(maxsize=None)
def _field_of(cls) -> str:
    from verifier.language.resolve import _FIELD

    return _FIELD[cls]


def m_field(rule) -> str:
    """The field of `Variant` that holds a rule."""
    return _field_of(type(rule))


def variants() -> st.SearchStrategy[Generated]:
    """A generated variant file of either family: a delta over a shipped variant, or a changed root."""
    return st.one_of(deltas(), roots())
