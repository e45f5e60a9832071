"""verifier.runtime.frozen makes the model's classes as `dataclasses.dataclass(frozen=True)` does: compared class by class
with a second copy of verifier.model built by the standard decorator."""
from __future__ import annotations

import copy
import dataclasses
import importlib
import inspect
import sys
import types

import pytest

import verifier.model as model
from verifier.runtime.frozen import dataclass

_FROZEN = "verifier.runtime.frozen"
# Every module of the rule model (the package and each of its modules), made again with the standard decorator.
_MODEL = tuple(sorted(name for name in sys.modules if name == "verifier.model" or name.startswith("verifier.model.")))


@pytest.fixture(scope="module")
def stock():
    """The modules of verifier.model once more, with the standard decorator: {module: its copy}."""
    replaced = (_FROZEN,) + _MODEL
    saved = {name: sys.modules[name] for name in replaced}
    # `from . import climbing` takes the parent package's attribute: those go too while the copies are made.
    attributes = {name: getattr(sys.modules[name.rpartition(".")[0]], name.rpartition(".")[2]) for name in replaced}
    standard = types.ModuleType(_FROZEN)
    standard.dataclass = dataclasses.dataclass
    try:
        for name in replaced:
            del sys.modules[name]
        for name in replaced:
            delattr(saved.get(name.rpartition(".")[0]) or sys.modules[name.rpartition(".")[0]], name.rpartition(".")[2])
        sys.modules[_FROZEN] = standard
        copies = {saved[name]: importlib.import_module(name) for name in _MODEL}
    finally:
        sys.modules.update(saved)
        for name, value in attributes.items():
            setattr(sys.modules[name.rpartition(".")[0]], name.rpartition(".")[2], value)
    again = copies[model]
    assert again is not model and again.Players is not model.Players
    return copies


def _classes():
    for module in (sys.modules[name] for name in _MODEL):
        for name, value in vars(module).items():
            if isinstance(value, type) and dataclasses.is_dataclass(value) and value.__module__ == module.__name__:
                yield module, name


CLASSES = list(_classes())


def test_every_model_class_is_compared():
    assert len(CLASSES) > 100  # 122 on 1 December 2026
    assert all(vars(cls).get("__dataclass_params__") is not None for cls in (getattr(m, n) for m, n in CLASSES))


def _field_facts(cls):
    return [(f.name, f.type, repr(f.default), f.default_factory, f.init, f.repr, f.compare, f.hash, f.kw_only,
             dict(f.metadata)) for f in dataclasses.fields(cls)]


def _sample(cls, marker: str):
    """An instance with a distinct plain value in every field (the model checks no types when it is built)."""
    values = {f.name: (marker, f.name) for f in dataclasses.fields(cls) if f.init}
    return cls(**values)


@pytest.mark.parametrize("module,name", CLASSES, ids=[name for _, name in CLASSES])
def test_same_class_as_the_standard_decorator(stock, module, name):
    ours, theirs = getattr(module, name), getattr(stock[module], name)
    assert _field_facts(ours) == _field_facts(theirs)
    assert str(inspect.signature(ours)) == str(inspect.signature(theirs))
    assert ours.__doc__ == theirs.__doc__
    assert ours.__match_args__ == theirs.__match_args__
    assert ours.__dataclass_params__.frozen and ours.__dataclass_params__.eq
    assert (ours.__hash__ is None) == (theirs.__hash__ is None)
    # the same special methods: `__replace__` (copy.replace) is the standard decorator's from Python 3.13 on
    # (`__slotnames__` is copyreg's cache, written on a class when one of its objects is first pickled or copied)
    special = lambda cls: {k for k in vars(cls) if k.startswith("__") and k != "__slotnames__"}  # noqa: E731
    assert special(ours) == special(theirs)
    assert {k: v for k, v in vars(ours).items() if not k.startswith("__")}.keys() == \
        {k: v for k, v in vars(theirs).items() if not k.startswith("__")}.keys()


@pytest.mark.parametrize("module,name", CLASSES, ids=[name for _, name in CLASSES])
def test_same_instances_as_the_standard_decorator(stock, module, name):
    ours, theirs = getattr(module, name), getattr(stock[module], name)
    a, b = _sample(ours, "x"), _sample(theirs, "x")
    assert repr(a) == repr(b)
    assert hash(a) == hash(b)
    assert a == _sample(ours, "x") and a != _sample(ours, "y") or not any(f.compare for f in dataclasses.fields(ours))
    assert a != b  # another class, as two dataclasses of the same name are
    for f in dataclasses.fields(ours):
        changed = dataclasses.replace(a, **{f.name: "other"}) if f.init else a
        assert (changed == a) == (not f.compare or not f.init)
        with pytest.raises(dataclasses.FrozenInstanceError) as ours_error:
            setattr(a, f.name, 1)
        with pytest.raises(dataclasses.FrozenInstanceError) as theirs_error:
            setattr(b, f.name, 1)
        assert str(ours_error.value) == str(theirs_error.value)
        with pytest.raises(dataclasses.FrozenInstanceError):
            delattr(a, f.name)
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.not_a_field = 1
    assert dataclasses.asdict(a).keys() == dataclasses.asdict(b).keys()


def test_the_standard_decorator_takes_what_this_one_does_not():
    @dataclass(frozen=True)
    class Listed:
        items: list = dataclasses.field(default_factory=list)

    @dataclass(eq=False)
    class Plain:
        x: int = 0

    assert Listed().items == [] and Listed() == Listed()
    plain = Plain()
    plain.x = 2  # not frozen: the standard decorator made it
    assert plain.x == 2 and plain != Plain(2)


def test_errors_of_the_standard_decorator():
    with pytest.raises(TypeError, match="non-default argument 'b' follows default argument"):
        @dataclass(frozen=True)
        class Late:
            a: int = 0
            b: int

    with pytest.raises(ValueError, match="mutable default"):
        @dataclass(frozen=True)
        class Mutable:
            a: list = []  # noqa: RUF012 - the mistake under test

    with pytest.raises(ValueError, match="mutable default <class 'bytearray'> for field a"):
        @dataclass(frozen=True)
        class Unhashable:  # any unhashable default is shared mutable state, not only a list, dict or set
            a: bytearray = bytearray(b"x")

    @dataclasses.dataclass
    class Thawed:
        a: int = 0

    with pytest.raises(TypeError, match="cannot inherit frozen dataclass from a non-frozen one"):
        @dataclass(frozen=True)
        class Refrozen(Thawed):
            b: int = 0


def test_positional_keyword_and_inherited_fields():
    @dataclass(frozen=True)
    class Base:
        a: int
        tag: str = dataclasses.field(default="t", kw_only=True, compare=False, repr=False)

    @dataclass(frozen=True)
    class Child(Base):
        b: tuple = ()

        def __post_init__(self):
            object.__setattr__(self, "seen", True)

    child = Child(1, (2,), tag="u")
    assert (child.a, child.b, child.tag, child.seen) == (1, (2,), "u", True)
    assert repr(child) == "test_positional_keyword_and_inherited_fields.<locals>.Child(a=1, b=(2,))"
    assert child == Child(1, (2,)) and hash(child) == hash((1, (2,)))
    assert str(inspect.signature(Child)) == "(a: 'int', b: 'tuple' = (), *, tag: 'str' = 't') -> None"
    with pytest.raises(TypeError):
        Child(1, (2,), "u")  # `tag` is keyword-only
    assert dataclasses.replace(child, a=3) == Child(3, (2,))
    if hasattr(copy, "replace"):  # Python 3.13: copy.replace goes through the class's __replace__
        assert copy.replace(child, a=3) == Child(3, (2,)) and copy.replace(child).tag == "u"
    match child:
        case Child(1, (2,)):
            pass
        case _:
            pytest.fail("__match_args__ should name a and b")
