"""Python source for the plain data of a generated engine: literals and the runtime's rule classes.

Both engine generators (generate/engines/trick.py, climbing.py) write their modules through `write`, so that
a string from a variant file reaches the module only through repr() and no name, label or remark can inject code.
"""
from __future__ import annotations

import dataclasses

from ..runtime.frozen import field_default


def write(value, classes: dict[str, type], spread: type, indent: int = 0) -> str:
    """Python source for a value made of literals and instances of `classes` (by name), fields left at their default
    left out; an instance of `spread` (the whole rules) is written one field a line, to keep the module readable."""
    if value is None or isinstance(value, (bool, int, str)):
        return repr(value)
    if isinstance(value, tuple):
        inner = [write(item, classes, spread, indent) for item in value]
        return "(" + ", ".join(inner) + ("," if len(inner) == 1 else "") + ")"
    if isinstance(value, dict):
        pad = " " * (indent + 4)
        body = "".join(f"{pad}{write(k, classes, spread)}: {write(v, classes, spread, indent + 4)},\n"
                       for k, v in value.items())
        return "{\n" + body + " " * indent + "}" if value else "{}"
    if dataclasses.is_dataclass(value) and classes.get(type(value).__name__) is type(value):
        fields = [f for f in dataclasses.fields(value) if getattr(value, f.name) != field_default(f)]
        if isinstance(value, spread):
            pad = " " * (indent + 4)
            body = "".join(f"{pad}{f.name}={write(getattr(value, f.name), classes, spread, indent + 4)},\n"
                           for f in fields)
            return f"{type(value).__name__}(\n{body}{' ' * indent})"
        return f"{type(value).__name__}(" + ", ".join(
            f"{f.name}={write(getattr(value, f.name), classes, spread, indent)}" for f in fields) + ")"
    raise TypeError(f"cannot write {type(value).__name__} as a literal")
