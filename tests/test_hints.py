"""export._hints (the model's type hints, read by the JSON export and the model builder) is typing.get_type_hints."""
from __future__ import annotations

import dataclasses
import typing

import sys

import verifier.model as model
from verifier.runtime.cards import Card
from verifier.language.export import _hints


def test_same_hints_as_typing_for_every_model_class():
    modules = [module for name, module in sorted(sys.modules.items()) if name.startswith(model.__name__ + ".")]
    classes = [cls for module in modules for cls in vars(module).values()
               if isinstance(cls, type) and dataclasses.is_dataclass(cls) and cls.__module__ == module.__name__]
    assert len(classes) > 100
    for cls in classes:
        ours, theirs = _hints(cls), typing.get_type_hints(cls)
        assert ours == theirs and list(ours) == list(theirs), cls.__name__


def test_a_name_only_the_class_binds_is_left_to_typing():
    class Shadow:
        Kind = str  # no `Kind` in this module: typing reads the class's own
        kinds: tuple[Kind, ...]
        cards: tuple[Card, ...]

    Shadow.__module__ = __name__
    assert _hints(Shadow) == typing.get_type_hints(Shadow) == {"kinds": tuple[str, ...], "cards": tuple[Card, ...]}
