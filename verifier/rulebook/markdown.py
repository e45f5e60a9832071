"""Markdown for the rulebook pages: a variant's text escaped, fenced code blocks, tables, signed numbers.

Every string that comes from a variant file goes through `esc` (Markdown and HTML escaped) before it reaches a page, or
is printed inside a fenced code block of the variant language, where Markdown does not apply.
"""
from __future__ import annotations

import re

# Markdown and HTML: every character that could start markup, as an entity.
_ESCAPES = {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "|": "&#124;", "*": "&#42;", "_": "&#95;",
            "`": "&#96;", "[": "&#91;", "]": "&#93;", "\\": "&#92;", "#": "&#35;", "~": "&#126;", "{": "&#123;",
            "}": "&#125;"}
_ESCAPE_RE = re.compile("[" + re.escape("".join(_ESCAPES)) + "]")


def esc(text: object) -> str:
    """A string from a variant file, safe to put anywhere in Markdown (a table cell, a list item, a heading)."""
    flat = " ".join(str(text).split())
    return _ESCAPE_RE.sub(lambda match: _ESCAPES[match.group()], flat)


def prose(text: object) -> str:
    """A variant's words (a decision, a remark, a reason): escaped as `esc` does, but for what stands between
    backticks, which is code (`pass`, `TrickFormat::is_legal_play`) and shows as code."""
    parts = re.sub(r"\s+", " ", str(text)).strip().split("`")
    if len(parts) % 2 == 0:  # a backtick without its pair: all of it is text
        return esc(text)
    return "".join(_ESCAPE_RE.sub(lambda match: _ESCAPES[match.group()], part) if i % 2 == 0 else
                   f"<code>{esc(part)}</code>" for i, part in enumerate(parts))


def fence(code: str, lang: str = "variant") -> str:
    """A fenced code block longer than any run of backticks inside it."""
    longest = max((len(run) for run in re.findall(r"`+", code)), default=0)
    marks = "`" * max(3, longest + 1)
    return f"{marks}{lang}\n{code.rstrip()}\n{marks}"


def table(header: list[str], body: list[list[str]]) -> str:
    """A Markdown table; cells are already Markdown (escaped where they hold variant text)."""
    def line(cells):
        return "| " + " | ".join(c.replace("\n", " ") or " " for c in cells) + " |"
    return "\n".join([line(header), "|" + "|".join("---" for _ in header) + "|"] + [line(r) for r in body])


def signed(n: int) -> str:
    return f"+{n}" if n >= 0 else str(n)
