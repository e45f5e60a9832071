"""One default per setting (issue 24, item 2): a setting a variant does not state has one documented default (the
`default=` of its `setting(...)` in the rule model), and the compile step, which the engine, the checker's worked
examples and the rulebook all read, gives the very same rules whether the default is stated or left out: in every
variant of spec/ that has the setting's block."""
from __future__ import annotations

import dataclasses
import enum
import typing

import pytest

from verifier import model as m
from verifier.compile import compile_read
from verifier.language.export import _hints
from verifier.lsp.modeldocs import describe_setting, settings

import test_compile_total as T

DEFAULTED = [(cls, field, f) for cls, field in T.BLOCKS for f in dataclasses.fields(cls)
             if "setting" in f.metadata and m.default_of(f) is not m.NO_DEFAULT]


def test_most_settings_have_a_default():
    assert len(DEFAULTED) > 100  # 125 on 5 December 2026; the others' absence is no value (a limit not set)


@pytest.mark.parametrize("cls, field, f", DEFAULTED, ids=[f"{c.__name__}.{f.name}" for c, _, f in DEFAULTED])
def test_the_default_is_a_value_of_the_setting(cls, field, f):
    default = m.default_of(f)
    hint = _hints(cls)[f.name]
    arg = next(a for a in typing.get_args(hint) or (hint,) if a is not type(None))
    if typing.get_origin(arg) is tuple:
        inner = typing.get_args(arg)[0]
        assert isinstance(default, tuple) and all(isinstance(x, inner) for x in default), default
    elif isinstance(arg, type) and issubclass(arg, enum.Enum):
        assert isinstance(default, arg), default
    else:
        assert type(default) is arg, default


@pytest.mark.parametrize("cls, field, f", DEFAULTED, ids=[f"{c.__name__}.{f.name}" for c, _, f in DEFAULTED])
def test_stating_the_default_changes_nothing(cls, field, f):
    """In every spec variant with the block, the setting left out and the setting stated as its default compile to
    the same rules (what the engine plays), and neither is refused."""
    default = m.default_of(f)
    found = 0
    for variant in T.SPEC.values():
        value = getattr(variant, field)
        for block in value if isinstance(value, tuple) else (value,):
            if not isinstance(block, cls):
                continue
            compiled = []
            for v in (None, default):
                changed, _ = T._with(variant, field, block, f.name, v)
                rules, _, refusals, failed = compile_read(changed)
                assert failed is None and not refusals, (variant.id, v, failed, refusals and refusals[0].message)
                compiled.append(rules)
            assert compiled[0] == compiled[1], f"{variant.id}: `{f.name}` unstated is not `{default}`"
            found += 1
    if not found:
        pytest.skip(f"no variant of spec/ has a `{field}` block")


def test_the_editor_shows_the_default():
    doc = settings(m.Declare)["self-overcall"]
    assert "Default: `forbidden`" in describe_setting(doc)
    assert "Default" not in describe_setting(settings(m.Bidding)["highest"])  # no limit is no value


@pytest.mark.parametrize("page", ["language.md", "language.zh.md"])
def test_the_language_page_lists_every_default(page):
    """docs/language.md's "Defaults" table (and its Chinese twin's) is the model's, row for row."""
    import os
    import re

    from verifier.lsp.modeldocs import defaults_rows
    text = open(os.path.join(T.ROOT, "docs", page), encoding="utf-8").read()
    section = text[text.index("{#defaults}"):]
    section = section[:section.index("\n## ")]
    listed = [tuple(cells) for cells in re.findall(r"^\| `([^`]*)` \| `([^`]*)` \| `([^`]*)` \|$", section, re.M)]
    assert listed == defaults_rows(), "regenerate the table from verifier.lsp.modeldocs.defaults_rows()"


@pytest.mark.parametrize("cls, field, f", DEFAULTED, ids=[f"{c.__name__}.{f.name}" for c, _, f in DEFAULTED])
def test_the_checker_reads_the_default_as_the_engine_does(cls, field, f):
    """The checks find the same faults with the setting left out as with its default stated (C107 aside: a setting
    stated where its rule does not apply is C107's to report, whatever its value)."""
    from verifier.checks import run_checks
    variant, block = T._base(cls, field)
    if variant is None:
        pytest.skip(f"no variant of spec/ has a `{field}` block")
    found = []
    for v in (None, m.default_of(f)):
        changed, _ = T._with(variant, field, block, f.name, v)
        found.append(sorted((x.check, x.subject) for x in run_checks(changed).findings
                            if x.verdict.value == "refuted" and x.check != "C107"))
    assert found[0] == found[1], f"{variant.id}: `{f.name}` left out is read otherwise by the checker: {found}"
