"""Formatting: the file as the printer writes it (parsing the result gives an equal model).

The printer knows nothing of comments, so comments are carried over where they can be: a comment on a line of its own
before the `variant` line or between top-level statements stays before the statement that follows it. A comment
inside a rule or at the end of a line has no place in the printed file; then formatting is refused, with the line.
"""
from __future__ import annotations

import re

from .. import model as m
from ..language.printer import print_file

_COMMENT = re.compile(r'"(?:[^"\\\n]|\\.)*"|(#[^\n]*)')


class CannotFormat(Exception):
    """Formatting would lose something (the message says what and where)."""


def comments(text: str) -> list[tuple[int, str, bool]]:
    """Each comment: its line (from 1), its text, and whether it is alone on its line."""
    out = []
    for match in _COMMENT.finditer(text):
        if match.group(1):
            start = text.rfind("\n", 0, match.start()) + 1
            line = text.count("\n", 0, match.start()) + 1
            out.append((line, match.group(1), not text[start:match.start()].strip()))
    return out


def format_text(vfile: m.VariantFile, text: str) -> str:
    found = comments(text)
    inside = [(s.span.line, s.span.end_line) for s in vfile.statements if s.span]
    for line, comment, alone in found:
        if not alone or any(first < line <= last for first, last in inside) or any(first == line for first, _ in
                                                                                 inside):
            raise CannotFormat(f"line {line}: the comment `{comment[:40]}` is inside a rule or ends a line, and the "
                               "printer would drop it")
    header = vfile.span.line if vfile.span else 1
    leading = [c for line, c, _ in found if line < header]
    out = leading[:]
    chunks: list[tuple[list[str], list]] = []  # (comments before, statements)
    pending: list[str] = []
    statements = list(vfile.statements)
    for index, stmt in enumerate(statements):
        before = [c for line, c, _ in found if header < line < (stmt.span.line if stmt.span else 0)
                  and (index == 0 or line > (statements[index - 1].span.end_line if statements[index - 1].span
                                             else 0))]
        pending = before
        groupable = isinstance(stmt, (m.Example, m.Remark))
        if chunks and not pending and groupable and all(isinstance(s, type(stmt)) for s in chunks[-1][1]):
            chunks[-1][1].append(stmt)
        else:
            chunks.append((pending, [stmt]))
    last_line = statements[-1].span.end_line if statements and statements[-1].span else header
    trailing = [c for line, c, _ in found if line > last_line]
    head, *_ = print_file(m.VariantFile(vfile.id, vfile.parent, ())).split("\n")
    out.append(head)
    for before, stmts in chunks:
        body = print_file(m.VariantFile(vfile.id, vfile.parent, tuple(stmts))).split("\n")[1:-2]
        indent = body[0][:len(body[0]) - len(body[0].lstrip())] if body else "  "
        out += [indent + c for c in before] + body
    out += ["  " + c for c in trailing] + ["}", ""]
    return "\n".join(out)
