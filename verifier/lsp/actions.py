"""Code actions: the quick fix of every diagnostic that carries a "did you mean" (its `fix`)."""
from __future__ import annotations

from lsprotocol import types as lsp

from ..diagnostics import Diagnostic
from .convert import Text, uri_of


def quick_fixes(path: str, text: Text, diags: list[Diagnostic], wanted: lsp.Range) -> list[lsp.CodeAction]:
    out = []
    for diag in diags:
        fix = diag.fix
        if fix is None or fix.span.file != path:
            continue
        where = text.range(fix.span)
        if (where.end.line, where.end.character) < (wanted.start.line, wanted.start.character) or \
                (where.start.line, where.start.character) > (wanted.end.line, wanted.end.character):
            continue
        out.append(lsp.CodeAction(
            title=f"Replace with `{fix.replacement}`", kind=lsp.CodeActionKind.QuickFix, is_preferred=True,
            edit=lsp.WorkspaceEdit(changes={uri_of(path): [lsp.TextEdit(where, fix.replacement)]}),
            diagnostics=[lsp.Diagnostic(where, diag.message, code=diag.code, source="verifier")]))
    return out
