"""Visit every node of the rule model (for reference checks, exports and printers that need them all)."""
from __future__ import annotations

from dataclasses import fields, is_dataclass

from .model import Node


def nodes(root):
    """Every Node reachable from `root`, parents before children."""
    stack = [root]
    while stack:
        item = stack.pop()
        if isinstance(item, Node):
            yield item
            stack.extend(reversed([getattr(item, f.name) for f in fields(item)]))
        elif isinstance(item, tuple):
            stack.extend(reversed(item))
        elif is_dataclass(item) and not isinstance(item, type):
            stack.extend(reversed([getattr(item, f.name) for f in fields(item)]))
