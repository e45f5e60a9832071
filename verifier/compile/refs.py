"""How a compiled rule cites the rule of the variant it comes from: `file:line`, which the referee names in a
ruling and the judge in a record."""
from __future__ import annotations

from ..model import Node


def ref(rule: Node | None) -> str:
    return f"{rule.span.file}:{rule.span.line}" if rule is not None and rule.span is not None else ""
