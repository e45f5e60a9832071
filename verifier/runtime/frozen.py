"""`@dataclass(frozen=True)` for the rule model, made with one `exec` per class instead of six.

The standard decorator compiles `__init__`, `__repr__`, `__eq__`, `__hash__`, `__setattr__` and `__delattr__` from
source for every class, and formats the class's signature with `inspect` when it has no docstring: for the ~190
classes of verifier.model that was most of the import's 0.18 s, paid by every cold `check`. Here only `__init__` is
compiled (its speed matters: the parser builds every node through it); the other methods are closures over the
field names, with the very same behaviour: equality and hash over the compared fields as tuples, the repr of the
shown fields, `FrozenInstanceError` on assignment, `__match_args__`, and the `__doc__` that `inspect` would give.
`dataclasses.fields`, `replace`, `is_dataclass` and `asdict` see ordinary dataclasses (tests/test_frozen.py
compares every model class with the standard decorator's).

A class that needs more (`default_factory`, `ClassVar`, `InitVar`, `KW_ONLY`, options other than `frozen=True`) is
handed to the standard decorator unchanged.
"""
from __future__ import annotations

import dataclasses
from dataclasses import MISSING, Field, FrozenInstanceError
from inspect import formatannotation
from operator import attrgetter

_FIELD = dataclasses._FIELD  # the marker `dataclasses.fields` keeps: a field that is neither ClassVar nor InitVar


@dataclasses.dataclass(frozen=True)
class _Probe:
    pass


_PARAMS = _Probe.__dataclass_params__  # the parameters of `dataclass(frozen=True)`, as this Python spells them
_UNUSUAL = ("ClassVar", "InitVar", "KW_ONLY")
# `copy.replace` support, which the standard decorator adds from Python 3.13 on (None before).
_REPLACE = _Probe.__dict__.get("__replace__")


def dataclass(cls=None, /, **options):
    """Same as `dataclasses.dataclass(frozen=True)`; anything else goes to the standard decorator."""
    if cls is None:
        return lambda klass: dataclass(klass, **options)
    if options != {"frozen": True}:
        return dataclasses.dataclass(cls, **options)
    made = _frozen(cls)
    return made if made is not None else dataclasses.dataclass(cls, frozen=True)


def _frozen(cls):
    own = cls.__dict__.get("__annotations__", {})
    if any(not isinstance(kind, str) or any(word in kind for word in _UNUSUAL) for kind in own.values()):
        return None
    fields: dict[str, Field] = {}
    for base in cls.__mro__[-1:0:-1]:
        inherited = base.__dict__.get("__dataclass_fields__")
        if inherited is not None:
            if not base.__dataclass_params__.frozen:
                raise TypeError("cannot inherit frozen dataclass from a non-frozen one")
            fields.update(inherited)
    for name, kind in own.items():
        default = cls.__dict__.get(name, MISSING)
        if isinstance(default, Field):
            spec = default
            if spec.default_factory is not MISSING:
                return None
        else:
            spec = dataclasses.field(default=default)
        if spec.default.__class__.__hash__ is None:  # the standard decorator's test: unhashable = mutable
            raise ValueError(f"mutable default {type(spec.default)} for field {name} is not allowed: use "
                             "default_factory")
        spec.name, spec.type, spec._field_type = name, kind, _FIELD
        if spec.kw_only is MISSING:
            spec.kw_only = False
        fields[name] = spec
        if isinstance(default, Field):  # the class keeps the default itself, as the standard decorator leaves it
            if spec.default is MISSING:
                delattr(cls, name)
            else:
                setattr(cls, name, spec.default)
    for name in ("__setattr__", "__delattr__"):
        if name in cls.__dict__:
            raise TypeError(f"Cannot overwrite attribute {name} in class {cls.__name__}")
    cls.__dataclass_params__ = _PARAMS
    cls.__dataclass_fields__ = fields
    every = tuple(fields.values())
    _set(cls, "__init__", _init(cls, every))
    if _REPLACE is not None and "__replace__" not in cls.__dict__:
        cls.__replace__ = _REPLACE
    _set(cls, "__repr__", _repr(cls, tuple(f.name for f in every if f.repr)))
    compared = tuple(f.name for f in every if f.compare)
    _set(cls, "__eq__", _eq(cls, compared))
    own_hash = cls.__dict__.get("__hash__", MISSING)
    if own_hash is MISSING or (own_hash is None and "__eq__" in cls.__dict__):  # no hash of its own
        cls.__hash__ = _hash(cls, tuple(f.name for f in every if (f.compare if f.hash is None else f.hash)))
    cls.__setattr__, cls.__delattr__ = _guards(cls, tuple(fields))
    if "__match_args__" not in cls.__dict__:
        cls.__match_args__ = tuple(f.name for f in every if f.init and not f.kw_only)
    if not cls.__doc__:
        cls.__doc__ = cls.__name__ + _signature(every)
    return cls


def _set(cls, name: str, function) -> None:
    """Like the standard decorator: a method the class body defines itself is kept."""
    if name not in cls.__dict__:
        function.__qualname__ = f"{cls.__qualname__}.{name}"
        setattr(cls, name, function)


def _init(cls, every: tuple[Field, ...]):
    positional = [f for f in every if f.init and not f.kw_only]
    keywords = [f for f in every if f.init and f.kw_only]
    seen_default = None
    for f in positional:
        if f.default is not MISSING:
            seen_default = f.name
        elif seen_default:
            raise TypeError(f"non-default argument {f.name!r} follows default argument")
    space: dict = {"__set": object.__setattr__}
    params = []
    for f in positional + ([] if not keywords else [None]) + keywords:
        if f is None:
            params.append("*")
        elif f.default is MISSING:
            params.append(f.name)
        else:
            space[f"__d_{f.name}"] = f.default
            params.append(f"{f.name}=__d_{f.name}")
    body = []
    for f in every:
        if f.init:
            body.append(f" __set(self, {f.name!r}, {f.name})")
        elif f.default is not MISSING:
            space[f"__d_{f.name}"] = f.default
            body.append(f" __set(self, {f.name!r}, __d_{f.name})")
    if hasattr(cls, "__post_init__"):
        body.append(" self.__post_init__()")
    exec(f"def __init__({', '.join(['self', *params])}):\n" + ("\n".join(body) or " pass"), space)  # noqa: S102
    init = space["__init__"]
    init.__annotations__ = {**{f.name: f.type for f in positional + keywords}, "return": None}
    return init


def _key(names: tuple[str, ...]):
    """The tuple of these fields of an object (what the standard methods compare and hash)."""
    if not names:
        return lambda obj: ()
    if len(names) == 1:
        get = attrgetter(names[0])
        return lambda obj: (get(obj),)
    return attrgetter(*names)


def _repr(cls, names: tuple[str, ...]):
    def __repr__(self):
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in names)
        return f"{self.__class__.__qualname__}({shown})"
    return __repr__


def _eq(cls, names: tuple[str, ...]):
    key = _key(names)

    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return key(self) == key(other)
        return NotImplemented
    return __eq__


def _hash(cls, names: tuple[str, ...]):
    key = _key(names)

    def __hash__(self):
        return hash(key(self))
    __hash__.__qualname__ = f"{cls.__qualname__}.__hash__"
    return __hash__


def _guards(cls, names: tuple[str, ...]):
    def __setattr__(self, name, value):
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    def __delattr__(self, name):
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)
    __setattr__.__qualname__ = f"{cls.__qualname__}.__setattr__"
    __delattr__.__qualname__ = f"{cls.__qualname__}.__delattr__"
    return __setattr__, __delattr__


def _signature(every: tuple[Field, ...]) -> str:
    """`(a: 'int', *, span: 'Span | None' = None)`: what `str(inspect.signature(cls))` says of `__init__`."""
    positional = [f for f in every if f.init and not f.kw_only]
    keywords = [f for f in every if f.init and f.kw_only]
    parts = [_parameter(f) for f in positional]
    if keywords:
        parts += ["*", *(_parameter(f) for f in keywords)]
    return f"({', '.join(parts)})"


def _parameter(f: Field) -> str:
    text = f"{f.name}: {formatannotation(f.type)}"
    return text if f.default is MISSING else f"{text} = {f.default!r}"


def field_default(f: Field):
    """A dataclass field's default value (MISSING when it has none)."""
    if f.default is not MISSING:
        return f.default
    if f.default_factory is not MISSING:
        return f.default_factory()
    return MISSING
