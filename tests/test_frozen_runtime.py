"""The runtime's rule data (verifier/runtime/trick/rules.py, verifier/runtime/climbing/rules.py and after_deal.py) is made by verifier.runtime.frozen
too: compared class by class, as tests/test_frozen.py does for the model, with a second copy of each module built by
the standard decorator."""
from __future__ import annotations

import dataclasses
import importlib.util
import os
import sys
import types

import pytest
import test_frozen

import verifier.runtime.climbing.after_deal as after_deal
import verifier.runtime.climbing.rules as climbing_rules
import verifier.runtime.trick.rules as rules

_MODULES = (rules, climbing_rules, after_deal)  # after_deal: the settlement's and tribute's rules, split from rules


@pytest.fixture(scope="module")
def stock():
    """Each module once more from its source, with `verifier.runtime.frozen.dataclass` the standard decorator (from the
    source: a compiled runtime's module cannot be imported twice)."""
    saved = sys.modules["verifier.runtime.frozen"]
    standard = types.ModuleType("verifier.runtime.frozen")
    standard.dataclass = dataclasses.dataclass
    copies = {}
    try:
        sys.modules["verifier.runtime.frozen"] = standard
        for module in _MODULES:
            package, _, name = module.__name__.rpartition(".")
            path = os.path.join(os.path.dirname(sys.modules[package].__file__), f"{name}.py")
            spec = importlib.util.spec_from_file_location(module.__name__, path)
            copy = importlib.util.module_from_spec(spec)
            sys.modules[module.__name__] = copy  # (a dataclass looks its module up while it is made)
            try:
                spec.loader.exec_module(copy)
            finally:
                sys.modules[module.__name__] = module
            copies[module] = copy
    finally:
        sys.modules["verifier.runtime.frozen"] = saved
    assert copies[rules].Tier is not rules.Tier and copies[climbing_rules].Jokers is not climbing_rules.Jokers
    return copies


def _classes():
    """The dataclasses of the modules, but those with a `default_factory`, which the standard decorator makes in
    both copies (its factory is each copy's own class: nothing to compare)."""
    for module in _MODULES:
        for name, value in vars(module).items():
            if isinstance(value, type) and dataclasses.is_dataclass(value) and value.__module__ == module.__name__ \
                    and all(f.default_factory is dataclasses.MISSING for f in dataclasses.fields(value)):
                yield module, name


CLASSES = list(_classes())


def test_every_runtime_rule_class_is_compared():
    assert len(CLASSES) >= 30  # 32 on 2 December 2026
    assert rules.Rules in [getattr(m, n) for m, n in CLASSES]


@pytest.mark.parametrize("module,name", CLASSES, ids=[name for _, name in CLASSES])
def test_same_class_as_the_standard_decorator(stock, module, name):
    test_frozen.test_same_class_as_the_standard_decorator(stock, module, name)


@pytest.mark.parametrize("module,name", CLASSES, ids=[name for _, name in CLASSES])
def test_same_instances_as_the_standard_decorator(stock, module, name):
    test_frozen.test_same_instances_as_the_standard_decorator(stock, module, name)


def test_rules_as_the_engine_uses_them():
    """Equal rules compare and hash equal, a cached property is kept on a frozen Rules, `replace` makes new rules."""
    made = rules.Rules("x", tiers=(rules.Tier("BJ"), rules.Tier("level")))
    again = rules.Rules("x", tiers=(rules.Tier("BJ"), rules.Tier("level")))
    assert made == again and hash(made) == hash(again) and made is not again
    assert dataclasses.replace(made, id="y") != made
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.id = "y"
