"""Between the checker's spans (lines and columns from 1, in characters) and LSP ranges (from 0, in the client's
code units: UTF-16 unless the client chose otherwise)."""
from __future__ import annotations

import os

from lsprotocol import types as lsp
from pygls.uris import from_fs_path, to_fs_path
from pygls.workspace.position_codec import PositionCodec, ServerTextPosition

from ..diagnostics import Diagnostic, Severity, Span

SEVERITY = {Severity.ERROR: lsp.DiagnosticSeverity.Error, Severity.WARNING: lsp.DiagnosticSeverity.Warning,
            Severity.NOTE: lsp.DiagnosticSeverity.Information}
SOURCE = "verifier"


def uri_of(path: str) -> str:
    return from_fs_path(os.path.abspath(path))


def path_of(uri: str) -> str:
    return os.path.abspath(to_fs_path(uri))


class Text:
    """One text's lines, to turn offsets, spans and positions into one another."""

    def __init__(self, text: str, codec: PositionCodec | None = None):
        self.text = text
        self.lines = text.split("\n")
        self.codec = codec or PositionCodec()
        self._starts = [0]
        for line in self.lines[:-1]:
            self._starts.append(self._starts[-1] + len(line) + 1)

    def position(self, line: int, column: int) -> lsp.Position:
        """An LSP position from a 1-based line and column (clamped to the text)."""
        row = min(max(line - 1, 0), len(self.lines) - 1)
        col = min(max(column - 1, 0), len(self.lines[row]))
        return self.codec.position_to_client_units(self.lines, ServerTextPosition(row, col))

    def range(self, span: Span) -> lsp.Range:
        return lsp.Range(self.position(span.line, span.column), self.position(span.end_line, span.end_column))

    def offset(self, position: lsp.Position) -> int:
        """The character offset of an LSP position."""
        server = self.codec.position_from_client_units(self.lines, position)
        row = min(server.line, len(self.lines) - 1)
        return self._starts[row] + min(server.character, len(self.lines[row]))

    def line_column(self, position: lsp.Position) -> tuple[int, int]:
        """The 1-based line and column of an LSP position, as spans count them."""
        server = self.codec.position_from_client_units(self.lines, position)
        return server.line + 1, server.character + 1

    def whole(self) -> lsp.Range:
        return lsp.Range(lsp.Position(0, 0), self.position(len(self.lines), len(self.lines[-1]) + 1))


def contains(span: Span | None, line: int, column: int) -> bool:
    if span is None:
        return False
    return (span.line, span.column) <= (line, column) <= (span.end_line, span.end_column)


def message(diag: Diagnostic) -> str:
    """The message as `check` prints it, minus the source lines: label, witness, notes and help on lines of their
    own (the editor shows the spans itself)."""
    out = [diag.message]
    if diag.label:
        out[0] += f" ({diag.label})"
    if diag.witness is not None:
        import json

        out.append("witness: " + json.dumps(diag.witness, ensure_ascii=False))
    out += [f"note: {note}" for note in diag.notes]
    if diag.help:
        out.append(f"help: {diag.help}")
    return "\n".join(out)


def to_lsp(diag: Diagnostic, path: str, texts: dict[str, Text], anchor: lsp.Range) -> lsp.Diagnostic:
    """One diagnostic of the document at `path`. A primary span in another file (an inherited rule) is shown at
    `anchor` (the document's `variant` line), with the real place as related information."""
    here = texts[path]
    related = []
    if diag.span is not None and os.path.abspath(diag.span.file) == path:
        where = here.range(diag.span)
    else:
        where = anchor
        if diag.span is not None:
            related.append(_related(diag.span, diag.label or "here", texts))
    related += [_related(label.span, label.message or "see also", texts) for label in diag.secondary]
    data = None
    if diag.fix is not None and os.path.abspath(diag.fix.span.file) == path:
        data = {"replacement": diag.fix.replacement, "range": _range_json(here.range(diag.fix.span))}
    return lsp.Diagnostic(range=where, message=message(diag), severity=SEVERITY[diag.severity], code=diag.code,
                          source=SOURCE, related_information=[r for r in related if r is not None] or None,
                          data=data)


def _range_json(r: lsp.Range) -> dict:
    return {"start": {"line": r.start.line, "character": r.start.character},
            "end": {"line": r.end.line, "character": r.end.character}}


def _related(span: Span, text: str, texts: dict[str, Text]) -> lsp.DiagnosticRelatedInformation | None:
    path = os.path.abspath(span.file)
    if path not in texts:
        return None
    return lsp.DiagnosticRelatedInformation(lsp.Location(uri_of(path), texts[path].range(span)), text)
