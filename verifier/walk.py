"""Visit every node of the rule model (for reference checks, exports and printers that need them all)."""
from __future__ import annotations

from dataclasses import fields, is_dataclass

from .cards import Card
from .diagnostics import Span
from .model import Node


# Dataclasses that hold no Node (their fields are plain values): a walk does not look inside them. Every Node has a
# Span, so skipping spans halves a walk.
_FIELDS: dict[type, tuple[str, ...] | None] = {Span: None, Card: None}


def _field_names(cls: type) -> tuple[str, ...] | None:
    """The field names of a dataclass (None for any other type), looked up once per class."""
    try:
        return _FIELDS[cls]
    except KeyError:
        names = _FIELDS[cls] = tuple(f.name for f in fields(cls)) if is_dataclass(cls) else None
        return names


field_names = _field_names  # (for the walks of their own that checks make)


_WALKED: dict[int, tuple[object, list]] = {}  # id(root) -> (the root, kept alive; its nodes)


def nodes(root):
    """Every Node reachable from `root`, parents before children.

    The model is frozen, so a Node's walk is kept (by identity) and given again: the checks of one variant walk it
    several times."""
    if not isinstance(root, Node):
        return _walk(root)
    kept = _WALKED.get(id(root))
    if kept is None or kept[0] is not root:
        if len(_WALKED) >= 256:
            _WALKED.clear()
        kept = _WALKED[id(root)] = (root, list(_walk(root)))
    else:  # a walk reads every field: read them again, for a variant whose reads are watched (checks/inputs.py)
        for name in _field_names(type(root)) or ():
            getattr(root, name)
    return iter(kept[1])


def _walk(root):
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
