"""Visit every node of the rule model (for reference checks, exports and printers that need them all)."""
from __future__ import annotations

from dataclasses import fields, is_dataclass

from ..runtime.cards import Card
from ..diagnostics import Span
from ..model import Node


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
        kept = _WALKED[id(root)] = (root, _composed(root))
    else:  # a walk reads every field: read them again, for a variant whose reads are watched (checks/inputs.py)
        for name in _field_names(type(root)) or ():
            getattr(root, name)
    return iter(kept[1])


_PARTS: dict[int, tuple[object, list]] = {}  # id(a walked root's field value) -> (the value, kept alive; its nodes)


def _composed(root) -> list:
    """`list(_walk(root))` from the kept walks of the values of its fields: the root, then each field's nodes in turn
    (the order of `_walk`). A child variant holds most of its parent's rule objects, and their walks are the same."""
    out = [root]
    for name in _field_names(type(root)) or ():
        value = getattr(root, name)
        if not isinstance(value, tuple) and _field_names(type(value)) is None:
            continue  # a plain value: no node
        kept = _PARTS.get(id(value))
        if kept is None or kept[0] is not value:
            if len(_PARTS) >= 16384:
                _PARTS.clear()
            kept = _PARTS[id(value)] = (value, list(_walk(value)))
        out.extend(kept[1])
    return out


def _walk(root):
    """Every Node under `root` (itself included), parents before children, fields in their order. What a walk only
    steps over is never put on the stack: plain values (text, numbers, enums, spans, cards) are told apart by their
    class, looked up once (`_kinds`)."""
    kinds = _KINDS
    stack = [root]
    pop, push = stack.pop, stack.append
    while stack:
        item = pop()
        kind = kinds.get(type(item)) or _kind(type(item))
        if kind is _TUPLE:
            for value in reversed(item):
                if (kinds.get(type(value)) or _kind(type(value))) is not _PLAIN:
                    push(value)
            continue
        if kind is _PLAIN:
            continue
        names, is_node = kind
        if is_node:
            yield item
        for name in reversed(names):
            value = getattr(item, name)
            if (kinds.get(type(value)) or _kind(type(value))) is not _PLAIN:
                push(value)


_TUPLE, _PLAIN = "tuple", "plain"  # what a walk does with a value of a class: look inside a tuple, or step over
_KINDS: dict[type, object] = {tuple: _TUPLE}  # class -> _TUPLE, _PLAIN, or (its field names, whether it is a Node)


def _kind(cls: type):
    if issubclass(cls, tuple):  # (a named tuple too: its items are walked)
        found = _KINDS[cls] = _TUPLE
        return found
    names = _field_names(cls)
    found = _KINDS[cls] = _PLAIN if names is None else (names, issubclass(cls, Node))
    return found
