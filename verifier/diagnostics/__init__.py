"""One diagnostic type for the parser, the semantic checks, the solver checks and the generators.

A diagnostic has a stable code, a severity, a message that stands on its own, a primary span, secondary labels,
notes, and (from the solver) a witness. It renders the way compilers do, or as JSON for tools.
"""
from __future__ import annotations

import json
import sys
import unicodedata
from dataclasses import dataclass
from enum import Enum


class Severity(str, Enum):
    ERROR = "error"
    WARNING = "warning"
    NOTE = "note"


@dataclass(frozen=True)
class Span:
    """A place in a source file; lines and columns count from 1, `end_*` is exclusive."""

    file: str
    line: int
    column: int
    end_line: int
    end_column: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}"

    def to_json(self) -> dict:
        return {"file": self.file, "line": self.line, "column": self.column,
                "end_line": self.end_line, "end_column": self.end_column}

    @staticmethod
    def of_text(file: str, text: str, start: int, end: int) -> "Span":
        """The span of text[start:end], with lines and columns computed from the offsets."""
        line = text.count("\n", 0, start) + 1
        column = start - (text.rfind("\n", 0, start) + 1) + 1
        end_line = text.count("\n", 0, end) + 1
        end_column = end - (text.rfind("\n", 0, end) + 1) + 1
        return Span(file, line, column, end_line, end_column)


@dataclass(frozen=True)
class Label:
    span: Span
    message: str = ""


@dataclass(frozen=True)
class Fix:
    """A "did you mean" as data: the text that replaces `span` (for an editor's quick fix)."""

    span: Span
    replacement: str

    def to_json(self) -> dict:
        return {**self.span.to_json(), "replacement": self.replacement}


@dataclass(frozen=True)
class Diagnostic:
    code: str
    severity: Severity
    message: str
    span: Span | None = None
    label: str = ""  # printed under the primary span's caret
    secondary: tuple[Label, ...] = ()
    notes: tuple[str, ...] = ()
    help: str | None = None
    witness: dict | None = None
    variant: str | None = None
    fix: Fix | None = None  # the "did you mean" of `help`, when there is one

    def to_json(self) -> dict:
        return {
            "code": self.code,
            "severity": self.severity.value,
            "message": self.message,
            "variant": self.variant,
            "primary": None if self.span is None else {**self.span.to_json(), "label": self.label},
            "secondary": [{**lab.span.to_json(), "label": lab.message} for lab in self.secondary],
            "notes": list(self.notes),
            "help": self.help,
            "witness": self.witness,
            "fix": None if self.fix is None else self.fix.to_json(),
        }


class DiagnosticError(Exception):
    """Raised to abandon a unit of work (one file, one variant) after recording diagnostics."""

    def __init__(self, *diagnostics: Diagnostic):
        super().__init__(diagnostics[0].message if diagnostics else "")
        self.diagnostics = diagnostics


def error(code: str, message: str, span: Span | None = None, **kwargs) -> Diagnostic:
    return Diagnostic(code, Severity.ERROR, message, span, **kwargs)


INTERNAL = "E999"  # an internal error: a bug in the tool, reported where it happened (`check` then exits with 3)


def internal_error(where: str, exc: BaseException, span: Span | None = None, variant: str | None = None) -> Diagnostic:
    """An unexpected exception of the tool while it `where` ("reading the file", "running check C951"): reported at
    the file or variant it happened on, so that the other files and variants are still read, checked and reported."""
    return Diagnostic(INTERNAL, Severity.ERROR, f"internal error while {where}: {exc!r}", span,
                      label="the tool failed on this", variant=variant,
                      help="this is a bug in the tool, not in the variant: please report it with this file")


def replace_with(span: Span | None, guess: str | None) -> Fix | None:
    """The fix of a "did you mean `guess`?" whose unknown word is `span` (none without a guess or a span)."""
    return Fix(span, guess) if span is not None and guess else None


# Rendering ---------------------------------------------------------------------------------------------------------

_MAX_SHOWN = 100  # columns of a source line shown around the caret; a 100,000-character line stays readable
_LEAD = 20  # columns kept before the caret when a long line is cut


def _visible(line: str) -> str:
    """Control characters would corrupt the terminal; tabs would misplace the caret."""
    return "".join(ch if ch.isprintable() else " " for ch in line)


def _width(text: str) -> int:
    """Terminal columns: Chinese characters and full-width forms take two, so carets under them must be wider."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def _window(line: str, start: int, end: int) -> tuple[str, int, int]:
    """Cut a long line to about _MAX_SHOWN columns around [start, end) (character indices).

    Returns the text shown and the shifted indices. The cut keeps _LEAD columns before `start` where it can.
    """
    if _width(line) <= _MAX_SHOWN:
        return line, start, end
    start = min(start, len(line))
    left, lead = start, 0
    while left > 0 and lead + _width(line[left - 1]) <= _LEAD:
        left -= 1
        lead += _width(line[left])
    right, shown = left, 0
    while right < len(line) and shown + _width(line[right]) <= _MAX_SHOWN:
        shown += _width(line[right])
        right += 1
    while left > 0 and shown + _width(line[left - 1]) <= _MAX_SHOWN:  # the end of the line: fill from the left
        left -= 1
        shown += _width(line[left])
    prefix = "…" if left > 0 else ""
    suffix = "…" if right < len(line) else ""
    shift = len(prefix) - left
    return prefix + line[left:right] + suffix, start + shift, min(end + shift, len(prefix) + right - left)


def _snippet(span: Span, sources: dict[str, str], label: str, mark: str, gutter: int) -> list[str]:
    text = sources.get(span.file)
    if text is None:
        return []
    lines = text.split("\n")
    if not 1 <= span.line <= len(lines):
        return []
    line = _visible(lines[span.line - 1].rstrip("\r"))
    start = span.column - 1
    end = span.end_column - 1 if span.end_line == span.line else len(line)
    end = max(end, start + 1)
    shown, start, end = _window(line, start, end)
    pad = " " * gutter
    caret = " " * _width(shown[:start]) + mark * max(1, _width(shown[start:end]))
    return [f"{pad} |", f"{span.line:>{gutter}} | {shown}", f"{pad} | {caret}{(' ' + label) if label else ''}"]


def render_text(diag: Diagnostic, sources: dict[str, str]) -> str:
    out = [f"{diag.severity.value}[{diag.code}]: {diag.message}"]
    spans = [s for s in [diag.span, *(lab.span for lab in diag.secondary)] if s is not None]
    gutter = max([len(str(s.line)) for s in spans] or [1])
    if diag.span is not None:
        out.append(f"{' ' * gutter}--> {diag.span}")
        out += _snippet(diag.span, sources, diag.label, "^", gutter)
    for lab in diag.secondary:
        out.append(f"{' ' * gutter}::: {lab.span}")
        out += _snippet(lab.span, sources, lab.message, "-", gutter)
    if diag.witness is not None:
        out.append(f"{' ' * gutter} = witness: {json.dumps(diag.witness, ensure_ascii=False)}")
    for note in diag.notes:
        out.append(f"{' ' * gutter} = note: {note}")
    if diag.help:
        out.append(f"{' ' * gutter} = help: {diag.help}")
    return "\n".join(out)


def stop_on(diags, sources: dict[str, str], command: str) -> int:
    """The problems that stop a command which needs clean variants, printed to stderr; its exit status, 1."""
    for diag in diags:
        print(render_text(diag, sources), end="\n\n", file=sys.stderr)
    print(f"verifier: {command}: fix the variants first", file=sys.stderr)
    return 1


def render_json(diags, **extra) -> str:
    return json.dumps({**extra, "diagnostics": [d.to_json() for d in diags]}, ensure_ascii=False, indent=2)
