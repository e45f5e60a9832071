"""Visit every node of the rule model (for reference checks, exports and printers that need them all)."""
from __future__ import annotations

from dataclasses import fields, is_dataclass

from .model import Node


_FIELDS: dict[type, tuple[str, ...] | None] = {}


def _field_names(cls: type) -> tuple[str, ...] | None:
    """The field names of a dataclass (None for any other type), looked up once per class."""
    try:
        return _FIELDS[cls]
    except KeyError:
        names = _FIELDS[cls] = tuple(f.name for f in fields(cls)) if is_dataclass(cls) else None
        return names


def nodes(root):
    """Every Node reachable from `root`, parents before children."""
    stack = [root]
    while stack:
        item = stack.pop()
        if isinstance(item, tuple):
            stack.extend(reversed(item))
            continue
        names = _field_names(type(item))
        if names is None:
            continue
        if isinstance(item, Node):
            yield item
        stack.extend([getattr(item, name) for name in reversed(names)])
