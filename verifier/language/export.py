"""The rule model as plain data (JSON, YAML) and its JSON Schema, both derived from the dataclasses of model.py."""
from __future__ import annotations

import json
import re
import sys
import typing
from dataclasses import fields, is_dataclass
from enum import Enum
from functools import lru_cache
from importlib import resources
from types import UnionType

from .. import model as m
from ..runtime.cards import Card, format_cards
from ..diagnostics import Span

SCHEMA_FILE = "rule-model.schema.json"
SCHEMA_ID = "https://shengji-verifier.invalid/rule-model.schema.json"

# Members of a union field carry a "kind" so that a reader can tell them apart.
_UNION_MEMBERS = {cls for union in (m.Claim, m.Condition, m.Extra) for cls in typing.get_args(union)}


def to_data(obj, spans: bool = True, hint=None):
    """Plain data for JSON and YAML; `hint` is the declared type, so that an empty list of cards is still ""."""
    if hint is not None and obj is not None and (_card_list(hint) or _card_list(_present(hint))):
        return format_cards(obj)
    if isinstance(obj, Enum):
        return obj.value
    if isinstance(obj, Card):
        return str(obj)
    if isinstance(obj, tuple):
        element = _element(hint)
        return [to_data(x, spans, element) for x in obj]
    if isinstance(obj, Span):
        return obj.to_json()
    if is_dataclass(obj):
        hints = _hints(type(obj))
        data = {"kind": _kind(type(obj))} if type(obj) in _UNION_MEMBERS else {}
        for f in fields(obj):
            if not spans and (f.name == "span" or _is_span(hints.get(f.name))):
                continue
            data[f.name] = to_data(getattr(obj, f.name), spans, hints.get(f.name))
        return data
    return obj


@lru_cache(maxsize=None)
def _hints(cls) -> dict:
    """typing.get_type_hints(cls), for the model's classes: each annotation text is evaluated once per module (the
    model's few hundred annotations repeat a few dozen texts; typing compiles each one: 15 ms of a cold parse)."""
    hints = {}
    for klass in reversed(cls.__mro__):
        annotations = klass.__dict__.get("__annotations__", {})
        module = sys.modules.get(klass.__module__)
        for name, text in annotations.items():
            if not isinstance(text, str) or module is None or _IDENTIFIER.findall(text) and \
                    not klass.__dict__.keys().isdisjoint(_IDENTIFIER.findall(text)):
                return typing.get_type_hints(cls)  # not a plain text, or a name the class itself binds
            hints[name] = _evaluated(module.__name__, text)
    return hints


_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


@lru_cache(maxsize=None)
def _evaluated(module: str, text: str):
    value = eval(text, vars(sys.modules[module]))  # noqa: S307 - the model's own annotations
    return type(None) if value is None else value


def _element(hint):
    """The element type of `tuple[X, ...]` (possibly inside `… | None`)."""
    if hint is None:
        return None
    for candidate in (hint, *typing.get_args(hint)):
        if typing.get_origin(candidate) is tuple:
            return typing.get_args(candidate)[0]
    return None


def _kind(cls) -> str:
    return "".join("-" + c.lower() if c.isupper() else c for c in cls.__name__).lstrip("-")


def to_json(variant: m.Variant, spans: bool = True) -> str:
    return json.dumps(to_data(variant, spans), ensure_ascii=False, indent=2)


def to_yaml(variant: m.Variant, spans: bool = True) -> str:
    import yaml

    return yaml.safe_dump(to_data(variant, spans), allow_unicode=True, sort_keys=False)


# JSON Schema ---------------------------------------------------------------------------------------------------------

def _present(hint):
    """`X` of an optional `X | None` (a claim's cards that may be absent), else None."""
    args = [a for a in typing.get_args(hint) if a is not type(None)]
    return args[0] if typing.get_origin(hint) is not tuple and len(args) == 1 else None


def _is_span(hint) -> bool:
    """A field that says where something is written (`span`, `winner_span`): left out with the spans."""
    return hint is Span or _present(hint) is Span


def _card_list(hint) -> bool:
    return typing.get_origin(hint) is tuple and typing.get_args(hint)[:1] == (Card,)


class _SchemaWriter:
    def __init__(self):
        self.defs: dict[str, dict] = {}

    def of(self, hint) -> dict:
        if hint is type(None):
            return {"type": "null"}
        if hint is int:
            return {"type": "integer"}
        if hint is str:
            return {"type": "string"}
        if hint is bool:
            return {"type": "boolean"}
        if hint is dict:
            return {"type": "object"}
        if _card_list(hint):
            return {"type": "string", "description": "cards in notation, e.g. `KH KH QH QH`"}
        if isinstance(hint, UnionType) or typing.get_origin(hint) is typing.Union:
            return {"anyOf": [self.of(arg) for arg in typing.get_args(hint)]}
        if typing.get_origin(hint) is tuple:
            return {"type": "array", "items": self.of(typing.get_args(hint)[0])}
        if isinstance(hint, type) and issubclass(hint, Enum):
            return {"enum": [member.value for member in hint]}
        if hint is Span:
            return self._def("Span", lambda: {
                "type": "object", "additionalProperties": False,
                "required": ["file", "line", "column", "end_line", "end_column"],
                "properties": {"file": {"type": "string"}, **{k: {"type": "integer"} for k in
                                                              ("line", "column", "end_line", "end_column")}}})
        if is_dataclass(hint):
            return self._def(hint.__name__, lambda: self._object(hint))
        raise TypeError(f"no schema for {hint!r}")

    def _def(self, name: str, make) -> dict:
        if name not in self.defs:
            self.defs[name] = {}  # reserve first: definitions may refer to themselves
            self.defs[name] = make()
        return {"$ref": f"#/$defs/{name}"}

    def _object(self, cls) -> dict:
        hints = typing.get_type_hints(cls)
        props = {}
        if cls in _UNION_MEMBERS:
            props["kind"] = {"const": _kind(cls)}
        for f in fields(cls):
            schema = dict(self.of(hints[f.name]))
            doc = f.metadata.get("doc")
            if doc:
                schema = {"description": doc, **schema} if "$ref" not in schema else {"description": doc,
                                                                                       "allOf": [schema]}
            props[f.name] = schema
        out = {"type": "object", "additionalProperties": False, "properties": props}
        out["required"] = [name for name in props if name != "span" and not _is_span(hints.get(name))]
        if cls.__doc__:
            out["description"] = " ".join(cls.__doc__.split())
        return out


def make_schema() -> dict:
    writer = _SchemaWriter()
    root = writer.of(m.Variant)
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": SCHEMA_ID,
            "title": "A resolved Shengji-family variant (rule model)", **root, "$defs": writer.defs}


def schema_text() -> str:
    return json.dumps(make_schema(), ensure_ascii=False, indent=2) + "\n"


@lru_cache(maxsize=1)
def shipped_schema() -> dict:
    return json.loads(resources.files("verifier").joinpath(SCHEMA_FILE).read_text(encoding="utf-8"))


def validate(data) -> list[str]:
    """Problems of `data` against the shipped schema; empty when valid."""
    import jsonschema

    validator = jsonschema.Draft202012Validator(shipped_schema())
    return [f"{'/'.join(map(str, e.absolute_path)) or '(root)'}: {e.message}"
            for e in map(_deepest, validator.iter_errors(data))]


def _deepest(err):
    """An optional field fails as a whole (`anyOf` object or null); report the innermost cause instead."""
    while err.context:
        err = max(err.context, key=lambda e: (len(e.absolute_path), e.validator != "type"))
    return err
