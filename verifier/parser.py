"""Read a variant file into its `VariantFile` model, turning every kind of bad input into diagnostics.

The grammar ships inside the package (verifier.grammar, from grammar/ at the top of the repository).
"""
from __future__ import annotations

import re
from functools import lru_cache
from importlib import resources

from lark import Lark, Token
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken, VisitError

from .build import Tree2Model
from .diagnostics import Diagnostic, DiagnosticError, Label, Span, error
from .model import VariantFile
from .suggest import closest

EXTENSION = ".variant"

# How the terminals of the grammar are named in messages.
_TERMINAL_NAMES = {
    "NAME": "a name", "ATOM": "a rank, suit or card word", "INT": "a number", "STRING": "a quoted string",
    "COMBO": "a combination (single, pair, triple, tractor, triple-tractor)", "UNITS": "a plural such as `pairs`",
    "ANY": "`any`", "SIDE": "`declarers` or `attackers`", "COMPARE": "a comparison (`=`, `<`, `<=`, `>`, `>=`)",
    "SIGNED": "a signed number such as `+2`", "STEP_OP": "`x` or `+`", "POSITION": "`over` or `under`",
    "NOT": "`not`", "CARD_WORD": "`card` or `cards`", "$END": "the end of the file",
}


@lru_cache(maxsize=1)
def grammar_text() -> str:
    return resources.files("verifier.grammar").joinpath("variant.lark").read_text(encoding="utf-8")


@lru_cache(maxsize=1)
def lark_parser() -> Lark:
    return Lark(grammar_text(), parser="lalr", propagate_positions=True, maybe_placeholders=False, cache=False)


def read_source(path: str) -> str:
    """The text of a file; undecodable or binary content becomes a diagnostic, not a traceback."""
    try:
        data = open(path, "rb").read()
    except OSError as exc:
        raise DiagnosticError(error("E001", f"cannot read `{path}`: {exc.strerror or exc}")) from None
    return decode_source(path, data)


def decode_source(path: str, data: bytes) -> str:
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    nul = data.find(b"\0")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        text = data[:exc.start].decode("utf-8")
        raise DiagnosticError(error(
            "E102", "the file is not UTF-8 text", _point(path, text, exc.start), label="undecodable byte here",
            notes=(f"byte 0x{data[exc.start]:02x} at offset {exc.start}",),
            help="variant files are UTF-8 text; is this the right file?")) from None
    if nul >= 0:
        raise DiagnosticError(error("E102", "the file is not text: it contains a NUL byte",
                                    _point(path, text, nul), label="NUL byte here",
                                    help="variant files are UTF-8 text; is this the right file?"))
    return text


def _point(path: str, text: str, offset: int) -> Span:
    span = Span.of_text(path, text, offset, offset)
    return Span(path, span.line, span.column, span.line, span.column + 1)


def parse_text(path: str, text: str) -> VariantFile:
    """Parse one variant file; raises DiagnosticError with every problem found."""
    if not text.strip() or all(line.strip().startswith("#") or not line.strip() for line in text.splitlines()):
        raise DiagnosticError(error("E100", "the file states no variant", Span(path, 1, 1, 1, 1),
                                    help="a variant file reads `variant NAME { … }` or "
                                         "`variant NAME extends PARENT { … }`"))
    try:
        tree = lark_parser().parse(text)
    except UnexpectedInput as exc:
        raise DiagnosticError(syntax_error(path, text, exc)) from None
    builder = Tree2Model(path, text)
    try:
        result = builder.transform(tree)
    except VisitError as exc:  # a bug in a callback: still no traceback for the user
        raise DiagnosticError(error("E999", f"internal error while reading the file: {exc.orig_exc!r}",
                                    Span(path, 1, 1, 1, 1))) from None
    if builder.diagnostics:
        raise DiagnosticError(*builder.diagnostics)
    return result


def parse_file(path: str) -> VariantFile:
    return parse_text(path, read_source(path))


# Syntax errors ------------------------------------------------------------------------------------------------------

def _expected_names(expected) -> list[str]:
    terminals = {t.name: t for t in lark_parser().terminals}
    names = []
    for name in sorted(expected):
        if name in _TERMINAL_NAMES:
            names.append(_TERMINAL_NAMES[name])
        elif name in terminals and terminals[name].pattern.type == "str":
            names.append(f"`{terminals[name].pattern.value}`")
        else:
            names.append(name.lower())
    return sorted(set(names))


def _keywords(expected) -> list[str]:
    terminals = {t.name: t for t in lark_parser().terminals}
    words = [terminals[n].pattern.value for n in expected if n in terminals and terminals[n].pattern.type == "str"]
    words += [w for n in expected if n == "COMBO" for w in ("single", "pair", "triple", "tractor", "triple-tractor")]
    return [w for w in words if re.fullmatch(r"[a-z][a-z-]*", w)]


def _expectation(expected) -> str:
    names = _expected_names(expected)
    if len(names) > 8:
        return "expected one of: " + ", ".join(names[:8]) + f", … ({len(names) - 8} more)"
    return "expected " + (names[0] if len(names) == 1 else "one of: " + ", ".join(names))


def _unclosed_brace(text: str) -> int | None:
    """Offset of the last `{` left open, ignoring strings and comments."""
    stack = []
    for match in re.finditer(r'"(?:[^"\\\n]|\\.)*"?|#[^\n]*|[{}]', text):
        token = match.group()
        if token == "{":
            stack.append(match.start())
        elif token == "}" and stack:
            stack.pop()
    return stack[-1] if stack else None


def syntax_error(path: str, text: str, exc: UnexpectedInput) -> Diagnostic:
    if isinstance(exc, UnexpectedCharacters):
        return _unexpected_character(path, text, exc)
    token = exc.token if isinstance(exc, UnexpectedToken) else None
    expected = set(getattr(exc, "expected", ()) or getattr(exc, "accepts", ()) or ())
    at_end = isinstance(exc, UnexpectedEOF) or (token is not None and token.type == "$END")
    if at_end:
        end = _point(path, text, len(text.rstrip()) or 0)
        brace = _unclosed_brace(text)
        if "RBRACE" in expected and brace is not None:
            return error("E103", "unclosed block: this `{` has no matching `}`", _point(path, text, brace),
                         label="block opened here", secondary=(Label(end, "the file ends here"),),
                         help="add `}` where the block ends")
        return error("E104", f"the file ends too early; {_expectation(expected)}", end, label="the file ends here")
    span = Span(path, token.line, token.column, token.end_line or token.line,
                token.end_column or token.column + len(token))
    if token.type == "RBRACE" and "$END" in expected:
        return error("E105", "unmatched `}`", span, label="no block is open here", help="remove this `}`")
    guess = closest(str(token), _keywords(expected)) if token.type in ("NAME", "ATOM") else None
    if guess and guess != str(token):
        return error("E106", f"unknown word `{token}`; {_expectation(expected)}", span, label="not expected here",
                     help=f"did you mean `{guess}`?")
    shown = str(token) if len(str(token)) <= 40 else str(token)[:37] + "…"
    return error("E107", f"unexpected `{shown}`; {_expectation(expected)}", span, label="not expected here",
                 help=_hint_for(token, expected))


def _hint_for(token: Token, expected) -> str | None:
    if token.type == "INT" and "ATOM" in expected:
        return None
    if "LBRACE" in expected and token.type != "LBRACE":
        return "a block starts with `{`"
    if token.type == "NAME" and expected <= {"RBRACE", "$END"}:
        return "is a `}` missing before this?"
    return None


def _unexpected_character(path: str, text: str, exc: UnexpectedCharacters) -> Diagnostic:
    char = text[exc.pos_in_stream] if exc.pos_in_stream < len(text) else ""
    span = _point(path, text, exc.pos_in_stream)
    if char == '"':
        return error("E108", "unterminated string", span, label="this string has no closing `\"`",
                     help="close the string on the same line")
    allowed = set(exc.allowed or ())
    word = re.match(r"[^\s{}:,\"]+", text[exc.pos_in_stream:])
    if word and allowed:
        guess = closest(word.group(), _keywords(allowed))
        end = Span(path, span.line, span.column, span.line, span.column + len(word.group()))
        if guess:
            return error("E106", f"unknown word `{word.group()}`; {_expectation(allowed)}", end,
                         label="not expected here", help=f"did you mean `{guess}`?")
        return error("E107", f"unexpected `{word.group()[:40]}`; {_expectation(allowed)}", end,
                     label="not expected here")
    shown = repr(char) if not char.isprintable() else f"`{char}`"
    return error("E109", f"unexpected character {shown}", span, label="not part of the language",
                 help=_expectation(allowed) if allowed else None)
