"""The compile step is total: every setting of both families' blocks either changes what the engine plays, or is
reported at check time as not played (C107). Walked over the setting registry (every field of the model declared with
`setting(doc, name)`): for each setting, in a variant that states its block, two different values are compiled, and
either the compiled rules differ or C107 names that setting (never read, or refused) for one of them."""
from __future__ import annotations

import dataclasses
import enum
import os
import typing

import pytest

from verifier import model as m
from verifier.checks.reading import unread
from verifier.compile import compile_read
from verifier.language.export import _hints
from verifier.language.parser import parse_file
from verifier.language.resolve import Library

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _spec() -> dict:
    folder = os.path.join(ROOT, "spec")
    files = {}
    for name in sorted(os.listdir(folder)):
        if name.endswith(".variant"):
            vfile = parse_file(os.path.relpath(os.path.join(folder, name)))
            files[vfile.id] = vfile
    library = Library(files)
    return {vid: library.resolve(vid) for vid in files}


SPEC = _spec()


def _blocks():
    """(block class, the Variant field that holds it) for every block class with settings."""
    hints = _hints(m.Variant)
    for f in dataclasses.fields(m.Variant):
        for arg in (hints[f.name], *typing.get_args(hints[f.name])):
            for cls in (arg, *typing.get_args(arg)):
                if isinstance(cls, type) and dataclasses.is_dataclass(cls) and \
                        any("setting" in g.metadata for g in dataclasses.fields(cls)):
                    yield cls, f.name


BLOCKS = sorted(set(_blocks()), key=lambda pair: pair[0].__name__)


def _values(hint, stated):
    """Two different values a setting of this type may take, from its type (and from the value a spec variant states,
    for text and cards); None for an enumeration of one value (nothing to change it to)."""
    arg = next(a for a in typing.get_args(hint) or (hint,) if a is not type(None))
    if typing.get_origin(arg) is tuple:
        inner = typing.get_args(arg)[0]
        if isinstance(inner, type) and issubclass(inner, enum.Enum):
            members = list(inner)
            return ((members[0],), (members[1],)) if len(members) > 1 else None
        if stated and len(stated) > 1:
            return stated, stated[:1]
        sample = {int: (3, 4), str: ("2", "A")}.get(inner)
        if sample is None:  # cards
            from verifier.runtime.cards import parse_card
            sample = (parse_card("BJ"), parse_card("2S"))
        return (sample[0],), (sample[1],)
    if isinstance(arg, type) and issubclass(arg, enum.Enum):
        members = list(arg)
        return (members[0], members[1]) if len(members) > 1 else None
    if arg is bool:
        return True, False
    if arg is int:
        return 2, 3
    if arg is str:
        return (stated or "first"), (stated or "first") + "-else"  # (a place name: see _places)
    raise AssertionError(f"a setting of type {hint}: teach this walk two values of it")


def _base(cls, field):
    """A spec variant that states a block of `cls`, and that block."""
    for variant in SPEC.values():
        value = getattr(variant, field)
        for block in value if isinstance(value, tuple) else (value,):
            if isinstance(block, cls):
                return variant, block
    return None, None


def _places(variant) -> tuple[str, ...]:
    return tuple(variant.place_names())


def _with(variant, field, block, name, value):
    changed = dataclasses.replace(block, **{name: value})
    held = getattr(variant, field)
    new = tuple(changed if b is block else b for b in held) if isinstance(held, tuple) else changed
    return dataclasses.replace(variant, **{field: new}), changed


def _named(variant, block, name: str, written: str) -> bool:
    """Whether C107 names the setting `name` of `block` (never read, or refused)."""
    rules, reads, refusals, failed = compile_read(variant)
    if failed is not None:
        return False
    if any(rule is block and setting in (written, None) for rule, setting, _ in unread(variant, reads)):
        return True
    return any(r.rule is block and r.setting in (written, None) for r in refusals)


CASES = [(cls, field, f.name) for cls, field in BLOCKS for f in dataclasses.fields(cls)
         if "setting" in f.metadata and f.metadata.get("reader", "engine") == "engine"]


def test_the_registry_is_walked_whole():
    assert len(CASES) > 140  # every block setting the engine is asked to play (163 settings on 5 December 2026)


@pytest.mark.parametrize("cls, field, name", CASES, ids=[f"{c.__name__}.{n}" for c, _, n in CASES])
def test_a_changed_setting_changes_the_rules_or_is_reported(cls, field, name):
    f = next(g for g in dataclasses.fields(cls) if g.name == name)
    if not cls.REFEREED:
        pytest.skip(f"`{field}` is table talk: printed, never refereed")
    variant, block = _base(cls, field)
    if variant is None:
        pytest.skip(f"no variant of spec/ states a `{field}` block")
    written = f.metadata.get("setting") or name.replace("_", "-")
    pair = _values(_hints(cls)[name], getattr(block, name))
    if pair is not None and variant.is_climbing and isinstance(pair[0], str) and pair[0] in _places(variant):
        pair = tuple(_places(variant)[:2])  # a setting that names a place takes another of the variant's places
    if pair is None:  # one value: stated, the compile step reads it, or C107 says it does not (never both silent)
        only = next(iter(typing.get_args(_hints(cls)[name])[0]))
        stated_variant, stated_block = _with(variant, field, block, name, only)
        _, reads, _, failed = compile_read(stated_variant)
        assert failed is None, f"{cls.__name__}.{name}: the compile step fails: {failed!r}"
        return
    compiled = []
    for value in pair:
        changed_variant, changed_block = _with(variant, field, block, name, value)
        if _named(changed_variant, changed_block, name, written):
            return  # the checker says the engine does not play it: no clean check, then silence at play time
        rules, _, _, failed = compile_read(changed_variant)
        assert failed is None, f"{cls.__name__}.{name} = {value!r}: the compile step fails: {failed!r}"
        compiled.append(rules)
    assert compiled[0] != compiled[1], (
        f"`{written}` of `{field}` in {variant.id}: {pair[0]!r} and {pair[1]!r} compile to the same rules, and C107 "
        "says nothing: the engine would play both the same way")
