"""The text around a syntax error, read without the parser: lines and their indentation, the token before the error,
the blocks left open and the `}` that seems to close the wrong one. Where the mistake really is is often not where
Lark stopped: the end of the line before, or a `{` far above."""
from __future__ import annotations

import re

from lark import Token

from ...diagnostics import Span

# Tokens as far as the error messages need them: strings, comments, braces, and runs of anything else.
LEX = re.compile(r'"(?:[^"\\\n]|\\.)*"?|#[^\n]*|[{}]|[^\s"#{}]+')


def line_start(text: str, offset: int) -> int:
    return text.rfind("\n", 0, offset) + 1


def line_no(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def indent(text: str, offset: int) -> int:
    start = line_start(text, offset)
    line = text[start:offset + 1]
    return len(line) - len(line.lstrip(" \t"))


def first_on_line(text: str, offset: int) -> bool:
    return not text[line_start(text, offset):offset].strip()


def last_on_line(text: str, end: int) -> bool:
    newline = text.find("\n", end)
    rest = text[end:newline if newline >= 0 else len(text)].strip()
    return not rest or rest.startswith("#")


def head(text: str, offset: int) -> str | None:
    """What a line says before `offset` (`throw`, `variant classic`), when it is short enough to quote."""
    head = text[line_start(text, offset):offset].strip()
    return head if head and len(head) <= 60 and "#" not in head else None


def previous(text: str, offset: int) -> re.Match | None:
    """The last token before `offset`, comments skipped."""
    last = None
    for match in LEX.finditer(text, 0, offset):
        if not match.group().startswith("#"):
            last = match
    return last


def braces(text: str, end: int | None = None) -> tuple[list[int], tuple[int, int] | None]:
    """The `{` of text[:end] left open, innermost last; and the first `{` that a `}` seems to close by mistake.

    A `}` alone on its line closes the block whose first line is indented like it. When it closes a block whose first
    line is indented deeper, that inner block is the one that lacks its `}`: returned as (its `{`, that `}`).
    """
    stack: list[int] = []
    suspect = None
    for match in LEX.finditer(text, 0, len(text) if end is None else end):
        token = match.group()
        if token == "{":
            stack.append(match.start())
        elif token == "}" and stack:
            opener = stack.pop()
            if (suspect is None and last_on_line(text, opener + 1) and first_on_line(text, match.start())
                    and line_no(text, opener) < line_no(text, match.start())
                    and indent(text, match.start()) < indent(text, opener)):
                suspect = (opener, match.start())
    return stack, suspect


def close_before(text: str, opener: int) -> int | None:
    """The first line after a block's first line that is indented no deeper than it: where its `}` should go."""
    depth = indent(text, opener)
    offset = text.find("\n", opener)
    while offset >= 0:
        start = offset + 1
        offset = text.find("\n", start)
        line = text[start:offset if offset >= 0 else len(text)]
        if line.strip() and not line.strip().startswith("#") and len(line) - len(line.lstrip(" \t")) <= depth:
            return line_no(text, start)
    return None


def span(path: str, text: str, start: int, end: int) -> Span:
    return Span.of_text(path, text, start, end)


def token_span(path: str, token: Token) -> Span:
    return Span(path, token.line, token.column, token.end_line or token.line,
                token.end_column or token.column + len(token))
