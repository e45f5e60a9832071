"""What is at a point of a document: the innermost model nodes around it, the word or card under it."""
from __future__ import annotations

import re

from .. import model as m
from ..language.walk import nodes
from .convert import contains

_WORD = re.compile(r"[A-Za-z0-9_♠♥♣♦]+(?:-[A-Za-z0-9_]+)*")


def around(vfile: m.VariantFile | None, line: int, column: int) -> list[m.Node]:
    """The nodes whose span holds the point, outermost first."""
    if vfile is None:
        return []
    found = [node for node in nodes(vfile) if node is not vfile and contains(node.span, line, column)]
    return sorted(found, key=lambda n: (n.span.line, n.span.column, -n.span.end_line, -n.span.end_column))


def innermost(found: list[m.Node], kind) -> m.Node | None:
    return next((node for node in reversed(found) if isinstance(node, kind)), None)


def word_at(text: str, line: int, column: int) -> tuple[str, int, int] | None:
    """The word under a point (1-based), with its start and end columns (1-based, end exclusive)."""
    lines = text.split("\n")
    if not 1 <= line <= len(lines):
        return None
    for match in _WORD.finditer(lines[line - 1]):
        if match.start() + 1 <= column <= match.end() + 1:
            return match.group(), match.start() + 1, match.end() + 1
    return None


def in_string(text: str, line: int, column: int) -> tuple[int, int] | None:
    """The columns (1-based, of the quotes) of the string literal under a point, if it is inside one."""
    lines = text.split("\n")
    if not 1 <= line <= len(lines):
        return None
    row = lines[line - 1]
    for match in re.finditer(r'"(?:[^"\\]|\\.)*"?|#.*', row):
        if match.group().startswith("#"):
            return None
        if match.start() + 1 < column <= match.end() + (0 if match.group().endswith('"') and len(match.group()) > 1
                                                          else 1):
            return match.start() + 1, match.end()
    return None


def statement_of(vfile: m.VariantFile, node: m.Node):
    """The top-level statement (rule, override or removal) that holds a node."""
    for stmt in vfile.statements:
        if stmt is node or any(n is node for n in nodes(stmt)):
            return stmt
    return None
