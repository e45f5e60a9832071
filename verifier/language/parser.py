"""Read a variant file into its `VariantFile` model, turning every kind of bad input into diagnostics.

The text is checked here (not text, or no variant), parsed by Lark while the model builder builds (inline.py,
builder/), and a parse that stops becomes a syntax error explained (syntax_errors/).
"""
from __future__ import annotations

from lark.exceptions import UnexpectedInput, VisitError

from . import inline
from .builder import Tree2Model
from ..diagnostics import DiagnosticError, Span, error, internal_error
from ..model import VariantFile
from .grammar import lark_parser
from .source_text import decode_source, read_source  # noqa: F401 - read_source is this module's API too
from .source_text import point as _point
from .syntax_errors.cases import syntax_error

EXTENSION = ".variant"


def parse_text(path: str, text: str) -> VariantFile:
    """Parse one variant file; raises DiagnosticError with every problem found."""
    nul = text.find("\0")
    if nul >= 0:
        raise DiagnosticError(error("E102", "the file is not text: it contains a NUL byte", _point(path, text, nul),
                                    label="NUL byte here",
                                    help="variant files are UTF-8 text; is this the right file?"))
    if not text.strip() or all(line.strip().startswith("#") or not line.strip() for line in text.splitlines()):
        raise DiagnosticError(error("E100", "the file states no variant", Span(path, 1, 1, 1, 1),
                                    label="the file is empty" if not text.strip() else
                                    "only comments and blank lines in this file",
                                    help="a variant file reads `variant NAME { … }` or "
                                         "`variant NAME extends PARENT { … }`"))
    builder = Tree2Model(path, text)
    try:
        result = inline.build(lark_parser(), builder, text)  # builder.transform(lark_parser().parse(text)), in one pass
    except UnexpectedInput as exc:
        raise DiagnosticError(syntax_error(path, text, exc)) from None
    except VisitError as exc:  # a bug in a callback: still no traceback for the user
        raise DiagnosticError(internal_error("reading the file", exc.orig_exc, Span(path, 1, 1, 1, 1))) from None
    if builder.diagnostics:
        raise DiagnosticError(*builder.diagnostics)
    return result


def parse_file(path: str) -> VariantFile:
    return parse_text(path, read_source(path))
