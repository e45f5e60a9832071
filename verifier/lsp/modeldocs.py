"""What the rule model says about itself: the settings of each block (their written names, documentation and
values), the rule classes and the words that head them. Read from the dataclasses of verifier/model.py, where each
setting is declared once, as the printer, the builder and the JSON Schema read them."""
from __future__ import annotations

import typing
from dataclasses import dataclass, fields
from enum import Enum
from functools import lru_cache
from types import UnionType

from .. import model as m
from ..language.resolve import _FIELD as RULE_FIELDS  # the one table of rule kinds (rule class -> field of Variant)


@dataclass(frozen=True)
class SettingDoc:
    name: str  # as written: `on-failure`
    doc: str
    values: tuple[str, ...]  # the words it takes, for an enumerated setting
    kind: str  # what it takes, in words
    many: bool
    default: str | None = None  # what it means unstated, as written (`forbidden`), where that is a value


def written_value(value) -> str:
    """A setting's value as a variant file writes it: `forbidden`, `yes`, `1, 2`."""
    if isinstance(value, tuple):
        return ", ".join(written_value(v) for v in value) or "(none)"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(getattr(value, "value", value))


def _own_doc(cls) -> str | None:
    """A class's docstring, unless it is the signature dataclasses writes for a class without one."""
    doc = cls.__doc__ or ""
    return None if not doc or doc.startswith(cls.__name__ + "(") else " ".join(doc.split())


@lru_cache(maxsize=None)
def settings(cls) -> dict[str, SettingDoc]:
    """The settings of a block class, by written name, in the order of its fields."""
    out = {}
    hints = typing.get_type_hints(cls)
    for f in fields(cls):
        if "setting" not in f.metadata:
            continue
        name = f.metadata["setting"] or f.name.replace("_", "-")
        kind = hints[f.name]
        args = [a for a in typing.get_args(kind) if a is not type(None)] if isinstance(kind, UnionType) else [kind]
        kind = args[0] if args else kind
        many = typing.get_origin(kind) is tuple
        element = typing.get_args(kind)[0] if many else kind
        values = tuple(e.value for e in element) if isinstance(element, type) and issubclass(element, Enum) else ()
        if element is bool:
            values = ("yes", "no")
        what = ("one of: " + ", ".join(values)) if values else {int: "a whole number", str: "a word or a string"}.get(
            element, getattr(element, "__name__", str(element)))
        default = m.default_of(f)
        out[name] = SettingDoc(name, f.metadata["doc"], values, ("a list of " if many else "") + what, many,
                               None if default is m.NO_DEFAULT else written_value(default))
    return out


def item_docs(cls) -> list[tuple[str, str]]:
    """The kinds of items a block holds besides settings (rows, shows, examples), with their documentation."""
    return [(f.name.replace("_", " "), f.metadata["doc"]) for f in fields(cls)
            if "doc" in f.metadata and "setting" not in f.metadata and f.name != "setting_cites"]


@lru_cache(maxsize=1)
def heads() -> dict[str, type]:
    """The words that head a rule (`kitty bonus`, `next declarer`, `tractor`) -> its class."""
    out = {}
    for cls, name in RULE_FIELDS.items():
        if cls is m.Combination:
            out.update({kind.value: cls for kind in m.ComboKind if kind is not m.ComboKind.THROW})
        else:
            out[{"past_top": "past the top", "sources": "source", "examples": "example",
                 "remarks": "remark"}.get(name, name.replace("_", " "))] = cls
    return out


def block_of(head_words: list[str]) -> type | None:
    """The block class of a rule head as written before its `{` (`override kitty bonus` -> KittyBonus)."""
    words = [w for w in head_words if w != "override"]
    for start in range(len(words)):
        cls = heads().get(" ".join(words[start:]))
        if cls is not None and issubclass(cls, m.Block):
            return cls
    return None


def describe_rule(cls) -> str:
    """Markdown: what the model says about one kind of rule."""
    head = next((h for h, c in heads().items() if c is cls), cls.__name__)
    lines = [f"**{head}**" + (f" — {_own_doc(cls)}" if _own_doc(cls) else "")]
    if isinstance(cls, type) and issubclass(cls, m.Block):
        own = settings(cls)
        if own:
            lines.append("\nSettings:\n")
            lines += [f"- `{s.name}`: {s.doc}" + (f" ({', '.join(s.values)})" if s.values else "")
                      + (f"; default `{s.default}`" if s.default is not None else "") for s in own.values()]
        items = item_docs(cls)
        if items:
            lines.append("\nItems:\n")
            lines += [f"- {name}: {doc}" for name, doc in items]
    return "\n".join(lines)


def describe_setting(s: SettingDoc) -> str:
    default = f"\n\nDefault: `{s.default}` (what it means when a variant does not state it)." if s.default else ""
    return f"**{s.name}**: {s.doc}\n\nTakes {s.kind}.{default}"


def fields_of(cls):
    return [f for f in fields(cls) if "setting" in f.metadata]


def written(f) -> str:
    """A setting field's name as written in a variant file."""
    return f.metadata["setting"] or f.name.replace("_", "-")


_SINGULAR = {"sets": "set", "settlements": "settlement", "kitty demotions": "kitty demotion"}  # a named block's word


def defaults_rows() -> list[tuple[str, str, str]]:
    """(rule, setting, default) of every setting with a documented default, rules in the model's order: the table of
    docs/language.md's "Defaults" section (tests/test_defaults.py keeps it the model's)."""
    rows, seen = [], set()
    for head, cls in heads().items():
        if cls in seen or not (isinstance(cls, type) and issubclass(cls, m.Block)):
            continue
        seen.add(cls)
        rule = "tractor, bomb, …" if cls is m.Combination else _SINGULAR.get(head, head)
        rows += [(rule, s.name, s.default) for s in settings(cls).values() if s.default is not None]
    return rows

