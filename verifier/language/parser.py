"""Read a variant file into its `VariantFile` model, turning every kind of bad input into diagnostics.

The grammar ships inside the package (verifier.grammar, from grammar/ at the top of the repository).
"""
from __future__ import annotations

import re
from functools import lru_cache
from importlib import resources

from lark import Lark, Token
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken, VisitError

from . import inline
from .builder import Tree2Model
from ..diagnostics import Diagnostic, DiagnosticError, Fix, Label, Span, error, replace_with
from ..model import VariantFile
from .scanner import FastContextualLexer
from .source_text import decode_source, read_source  # noqa: F401 - read_source is this module's API too
from .source_text import point as _point
from ..diagnostics.suggest import closest

EXTENSION = ".variant"

# How the terminals of the grammar are named in messages.
_TERMINAL_NAMES = {
    "NAME": "a name", "ATOM": "a rank, suit or card word", "INT": "a number", "STRING": "a quoted string",
    "COMBO": "a combination (single, pair, triple, tractor, triple-tractor)", "THROW_LED": "`throw` (led)", "UNITS": "a plural such as `pairs`",
    "ANY": "`any`", "SIDE": "a side (`declarers` or `attackers`)",
    "COMPARE": "a comparison (`=`, `<`, `<=`, `>`, `>=`)",
    "SIGNED": "a signed number such as `+2`", "STEP_OP": "`x` or `+`", "POSITION": "`over` or `under`",
    "NOT": "`not`", "CARD_WORD": "`card` or `cards`", "$END": "the end of the file",
}


@lru_cache(maxsize=1)
def grammar_text() -> str:
    return resources.files("verifier.grammar").joinpath("variant.lark").read_text(encoding="utf-8")


@lru_cache(maxsize=1)
def lark_parser() -> Lark:
    # Building the LALR tables is most of a short `check`'s time: Lark keeps them in a file of the temporary folder,
    # named by a hash of the grammar and the options (a stale or unreadable one is rebuilt, silently). The lexer is
    # Lark's contextual one without a regex compiled per parser state (verifier/language/scanner.py): the same tokens.
    return Lark(grammar_text(), parser="lalr", propagate_positions=True, maybe_placeholders=False, cache=True,
                lexer=FastContextualLexer)


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
        raise DiagnosticError(error("E999", f"internal error while reading the file: {exc.orig_exc!r}",
                                    Span(path, 1, 1, 1, 1))) from None
    if builder.diagnostics:
        raise DiagnosticError(*builder.diagnostics)
    return result


def parse_file(path: str) -> VariantFile:
    return parse_text(path, read_source(path))


# Syntax errors ------------------------------------------------------------------------------------------------------
#
# Lark says which token it could not take and what it expected there. A variant author needs more: where the mistake
# really is (often the end of the line before, or a `{` far above), and the word they probably meant. The guesses
# below use what the grammar allows and, for braces, the indentation of the file.

_END = {"$END", "<END-OF-FILE>"}  # lark names the end of input one way or the other, depending on where it stops

# Characters that look like the language's punctuation: full-width forms typed with a Chinese input method, and
# typographic quotes pasted from a forum post.
_LOOKALIKES = {
    "：": ":", "，": ",", "、": ",", "“": '"', "”": '"', "„": '"', "「": '"', "」": '"', "＂": '"', "｛": "{",
    "｝": "}", "＝": "=", "＞": ">", "＜": "<", "＋": "+", "－": "-", "＠": "@", "＃": "#", "→": "->", "≥": ">=",
    "≤": "<=",
}

# Invisible characters pasted from web pages and word processors: (what it is, the fix).
_INVISIBLES = {
    "\u00a0": ("a no-break space", "replace it with a plain space"),
    "\u2002": ("an en space", "replace it with a plain space"),
    "\u2003": ("an em space", "replace it with a plain space"),
    "\u2009": ("a thin space", "replace it with a plain space"),
    "\u200b": ("a zero-width space", "delete it"),
    "\u200c": ("a zero-width non-joiner", "delete it"),
    "\u200d": ("a zero-width joiner", "delete it"),
    "\u2060": ("a word joiner", "delete it"),
    "\ufeff": ("a byte-order mark", "delete it"),
}

# Keywords of the language that are right somewhere else.
_BELONGS = {
    "example": "at the top level, examples go in `examples { … }`; or put it in the block of the rule it illustrates",
    "remark": "at the top level, remarks go in `remarks { … }`; or put it in the block of the rule it explains",
    "show": "`show` belongs in `declare { … }` or `kitty overcall { … }`",
    "order": "`order:` belongs in `declare { … }` or `kitty overcall { … }`",
    "when": "`when` rows belong in `scoring { … }` or `tribute { … }`",
    "place": "`place` rows belong in `places { … }`",
    "variant": "one file states one variant; put this one in a file of its own",
}

# Tokens as far as the error messages need them: strings, comments, braces, and runs of anything else.
_LEX = re.compile(r'"(?:[^"\\\n]|\\.)*"?|#[^\n]*|[{}]|[^\s"#{}]+')


# The words matched by the grammar's pattern terminals, for "did you mean".
_PATTERN_WORDS = {
    "COMBO": ("single", "pair", "triple", "tractor", "triple-tractor"),
    "UNITS": ("singles", "pairs", "triples", "tractors"),
    "ANY": ("any",), "SIDE": ("declarers", "attackers"), "POSITION": ("over", "under"), "NOT": ("not",),
    "CARD_WORD": ("card", "cards"), "STEP_OP": ("x",),
}


def _normalize(expected) -> set[str]:
    return {"$END" if name in _END else name for name in expected}


@lru_cache(maxsize=1)
def _terminals() -> dict:
    return {t.name: t for t in lark_parser().terminals}


def _expected_names(expected) -> list[str]:
    terminals = _terminals()
    names = []
    for name in sorted(_normalize(expected)):
        if name in _TERMINAL_NAMES:
            names.append(_TERMINAL_NAMES[name])
        elif name in terminals and terminals[name].pattern.type == "str":
            names.append(f"`{terminals[name].pattern.value}`")
        else:
            names.append(name.lower())
    return sorted(set(names))


def _keywords(expected) -> list[str]:
    terminals = _terminals()
    words = [terminals[n].pattern.value for n in expected if n in terminals and terminals[n].pattern.type == "str"]
    words += [w for n in expected for w in _PATTERN_WORDS.get(n, ())]
    return [w for w in words if re.fullmatch(r"[a-z][a-z-]*", w)]


@lru_cache(maxsize=1)
def _all_words() -> frozenset[str]:
    """Every keyword of the language."""
    return frozenset(_keywords(_terminals()))


@lru_cache(maxsize=1)
def _rule_words() -> frozenset[str]:
    """The words that start a rule at the top level of a variant (`players`, `throw`, `kitty`, …)."""
    try:
        state = lark_parser().parse_interactive("variant x {")
        state.exhaust_lexer()
        return frozenset(_keywords(state.accepts()))
    except UnexpectedInput:  # the grammar changed its header: no guesses rather than a crash
        return frozenset()


def _expectation(expected) -> str:
    names = _expected_names(expected)
    if len(names) > 8:
        return "expected one of: " + ", ".join(names[:8]) + f", … ({len(names) - 8} more)"
    return "expected " + (names[0] if len(names) == 1 else "one of: " + ", ".join(names))


# Reading around the error --------------------------------------------------------------------------------------------

def _line_start(text: str, offset: int) -> int:
    return text.rfind("\n", 0, offset) + 1


def _line_no(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def _indent(text: str, offset: int) -> int:
    start = _line_start(text, offset)
    line = text[start:offset + 1]
    return len(line) - len(line.lstrip(" \t"))


def _first_on_line(text: str, offset: int) -> bool:
    return not text[_line_start(text, offset):offset].strip()


def _last_on_line(text: str, end: int) -> bool:
    newline = text.find("\n", end)
    rest = text[end:newline if newline >= 0 else len(text)].strip()
    return not rest or rest.startswith("#")


def _head(text: str, offset: int) -> str | None:
    """What a line says before `offset` (`throw`, `variant classic`), when it is short enough to quote."""
    head = text[_line_start(text, offset):offset].strip()
    return head if head and len(head) <= 60 and "#" not in head else None


def _previous(text: str, offset: int) -> re.Match | None:
    """The last token before `offset`, comments skipped."""
    last = None
    for match in _LEX.finditer(text, 0, offset):
        if not match.group().startswith("#"):
            last = match
    return last


def _braces(text: str, end: int | None = None) -> tuple[list[int], tuple[int, int] | None]:
    """The `{` of text[:end] left open, innermost last; and the first `{` that a `}` seems to close by mistake.

    A `}` alone on its line closes the block whose first line is indented like it. When it closes a block whose first
    line is indented deeper, that inner block is the one that lacks its `}`: returned as (its `{`, that `}`).
    """
    stack: list[int] = []
    suspect = None
    for match in _LEX.finditer(text, 0, len(text) if end is None else end):
        token = match.group()
        if token == "{":
            stack.append(match.start())
        elif token == "}" and stack:
            opener = stack.pop()
            if (suspect is None and _last_on_line(text, opener + 1) and _first_on_line(text, match.start())
                    and _line_no(text, opener) < _line_no(text, match.start())
                    and _indent(text, match.start()) < _indent(text, opener)):
                suspect = (opener, match.start())
    return stack, suspect


def _close_before(text: str, opener: int) -> int | None:
    """The first line after a block's first line that is indented no deeper than it: where its `}` should go."""
    indent = _indent(text, opener)
    offset = text.find("\n", opener)
    while offset >= 0:
        start = offset + 1
        offset = text.find("\n", start)
        line = text[start:offset if offset >= 0 else len(text)]
        if line.strip() and not line.strip().startswith("#") and len(line) - len(line.lstrip(" \t")) <= indent:
            return _line_no(text, start)
    return None


def _span(path: str, text: str, start: int, end: int) -> Span:
    return Span.of_text(path, text, start, end)


def _token_span(path: str, token: Token) -> Span:
    return Span(path, token.line, token.column, token.end_line or token.line,
                token.end_column or token.column + len(token))


def _shown(word: str) -> str:
    return word if len(word) <= 40 else word[:37] + "…"


# The diagnostics ---------------------------------------------------------------------------------------------------

def _unclosed(path: str, text: str, opener: int, *labels: Label, before: int | None = None,
              at_end: bool = False) -> Diagnostic:
    head = _head(text, opener)
    what = f"`{head} {{`" if head else "this `{`"
    before = before or (None if at_end else _close_before(text, opener))
    fix = "add `}` at the end of the file" if at_end else \
        f"add `}}` before line {before}" if before else "add `}` where the block ends"
    return error("E103", f"unclosed block: {what} has no matching `}}`", _point(path, text, opener),
                 label="block opened here", secondary=labels, help=fix)


def syntax_error(path: str, text: str, exc: UnexpectedInput) -> Diagnostic:
    if isinstance(exc, UnexpectedCharacters):
        return _unexpected_character(path, text, exc)
    token = exc.token if isinstance(exc, UnexpectedToken) else None
    expected = _normalize(getattr(exc, "expected", ()) or getattr(exc, "accepts", ()) or ())
    if isinstance(exc, UnexpectedEOF) or (token is not None and token.type == "$END"):
        return _early_end(path, text, expected)
    span = _token_span(path, token)
    word = str(token)
    if token.type == "SLASH" and "SLASH" not in expected:  # `/` is only the bar of a share (`2/3`): a stray one
        return _stray_character(path, text, token.start_pos, expected)
    if expected == {"$END"}:
        return _after_end(path, text, token, span)
    previous = _previous(text, token.start_pos)
    on_new_line = previous is not None and _line_no(text, previous.start()) < token.line
    if expected == {"COLON"} and previous is not None:
        return _missing_colon(path, text, token, span, previous, exc)
    if token.type in ("NAME", "ATOM"):
        guess = closest(word, _keywords(expected))
        if guess and guess != word:
            return error("E106", f"unknown word `{word}`; {_expectation(expected)}", span, label="not expected here",
                         help=f"did you mean `{guess}`?", fix=replace_with(span, guess))
    if on_new_line and "LBRACE" in expected and token.type != "LBRACE" and (
            "RBRACE" not in expected or re.match(r"[A-Za-z_][\w-]*[ \t]*:", text[token.start_pos:])):
        head = _head(text, previous.end())
        return error("E107", f"expected `{{` after `{previous.group()}`", _point(path, text, previous.end()),
                     label="`{` missing here?",
                     secondary=(Label(span, f"`{_shown(word)}` would be inside the block"),),
                     help=f"write `{head} {{`" if head else "a block starts with `{`")
    if on_new_line and not expected & {"RBRACE", "$END"}:
        head, keywords = _head(text, previous.end()), _keywords(expected)
        fix = f"write `{head} {keywords[0]} …`" if head and len(expected) == len(keywords) == 1 else None
        return error("E107", f"incomplete statement: {_expectation(expected)} after `{_shown(previous.group())}`",
                     _point(path, text, previous.end()), label="the statement stops here",
                     secondary=(Label(span, f"`{_shown(word)}` cannot continue it"),), help=fix)
    if expected == {"VARIANT"}:
        rest = text[token.end_pos:].lstrip()
        fix = f"write `variant {word} {{`" if token.type == "NAME" and rest.startswith(("{", "extends")) else None
        return error("E107", f"unexpected `{_shown(word)}`; a variant file starts with `variant NAME {{`", span,
                     label="`variant` expected here", help=fix)
    if re.fullmatch(r"[a-z][a-z-]*", word) and token.type not in ("NAME", "ATOM") and word in _BELONGS:
        return error("E107", f"`{word}` cannot be used here; {_expectation(expected)}", span,
                     label="not expected here", help=_BELONGS[word])
    hint = _context_hint(text, token.start_pos, token.end_pos, word, expected, previous, exc)
    return error("E107", f"unexpected `{_shown(word)}`; {_expectation(expected)}", span, label="not expected here",
                 help=hint or _hint_for(text, token, expected, len(_braces(text, token.start_pos)[0])),
                 fix=_keyword_fix(span, hint))


# `face down` then one declaration or none, up to the error: the claim compares two declarations or more.
_FACE_DOWN_FEW = re.compile(r'\bface[ \t]+down[ \t]*("(?:[^"\\\n]|\\.)*"[ \t]*,?[ \t]*)?\Z')

_NUMERALS = {"一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10}


def _context_hint(text: str, offset: int, end: int, word: str, expected: set[str], previous: re.Match | None,
                  exc: UnexpectedInput | None = None) -> str | None:
    """A fix read from the text around the error: a `"` that ended a string early, a number written in Chinese, a
    keyword left out (`kitty bonus cap 64` for `kitty bonus cap x64`)."""
    if expected & {"COMMA", "STRING"} and _FACE_DOWN_FEW.search(text, _line_start(text, offset), offset):
        return ('a face-down example states two declarations or more, made by different players in turn: '
                '`face down "CARDS", "CARDS" -> declaration N stands` (or `-> player N gives …`); one declaration '
                'alone is compared with nothing')
    if previous is not None and previous.end() == offset and previous.group().startswith('"') \
            and text[end:end + 1] == '"':  # "…"word"…": the word sits between two quotes
        return 'a `"` inside a string ends it: write `\\"` for a quotation mark within the text'
    if re.search(rf"^\s*source\s+{re.escape(word)}\s", text, re.M) and text[end:].lstrip(" \t").startswith('"'):
        return f"a citation starts with `@`: `@{word} \"…\"`"
    if "INT" in expected and word in _NUMERALS:
        return f"write the number in digits: `{_NUMERALS[word]}`"
    keywords = _keywords(expected)
    head = _head(text, offset)
    if len(expected) == 1 and len(keywords) == 1 and previous is not None \
            and _line_no(text, previous.start()) == _line_no(text, offset):
        keyword = keywords[0]
        if word.isalpha() and keyword.startswith(word.lower()):
            return f"did you mean `{keyword}`?"
        value = re.fullmatch(r'[\w"+-][^\s]*', word) is not None
        if head and value and len(word) <= 20 and _fits_after(exc, next(iter(expected)), keyword):
            joiner = "" if keyword == "x" else " "  # a multiplier reads `x64`
            return f"write `{head} {keyword}{joiner}{word}`"
    return None


def _keyword_fix(span: Span, hint: str | None) -> Fix | None:
    """The fix of `_context_hint`'s "did you mean `keyword`?" (its other hints rewrite more than the word)."""
    guess = re.fullmatch(r"did you mean `([a-z][a-z-]*)`\?", hint or "")
    return replace_with(span, guess.group(1)) if guess else None


def _fits_after(exc: UnexpectedInput | None, terminal: str, value: str) -> bool:
    """Would the parser take the unexpected token if `value` (of the terminal `terminal`) were written before it?"""
    parser = getattr(exc, "interactive_parser", None)
    token = getattr(exc, "token", None)
    if parser is None or token is None:
        return False
    try:
        trial = parser.copy()
        trial.feed_token(Token(terminal, value))
        accepted = trial.accepts()
    except Exception:  # noqa: BLE001 - lark refuses the inserted token: then it is no fix
        return False
    word_like = re.fullmatch(r"[A-Za-z_][\w-]*", str(token)) is not None  # a keyword reads as a name in most places
    return token.type in accepted or (word_like and "NAME" in accepted)


def _early_end(path: str, text: str, expected: set[str]) -> Diagnostic:
    end = _point(path, text, len(text.rstrip()))
    stack, suspect = _braces(text)
    if "RBRACE" in expected and stack:
        if suspect is not None:
            opener, closer = suspect
            outer = _braces(text, closer)[0]
            where = f"the block of line {_line_no(text, outer[-2])}" if len(outer) >= 2 else "an outer block"
            return _unclosed(path, text, opener, Label(_span(path, text, closer, closer + 1),
                                                       f"by its indentation, this `}}` closes {where}"))
        if len(stack) == 1:
            return _unclosed(path, text, stack[-1], Label(end, "the file ends here"), at_end=True)
        return _unclosed(path, text, stack[-1], Label(end, "the file ends here"))
    return error("E104", f"the file ends too early; {_expectation(expected)}", end, label="the file ends here")


def _after_end(path: str, text: str, token: Token, span: Span) -> Diagnostic:
    """A token after the `}` that closes the variant: a stray `}` earlier on, or text outside the variant."""
    closer = _previous(text, token.start_pos)
    first = _LEX.search(text)
    variant_indent = _indent(text, first.start()) if first else 0
    if closer is not None and closer.group() == "}" and _indent(text, closer.start()) > variant_indent \
            and str(token) != "variant":
        return error("E105", "unmatched `}`: it closes the variant too early", _span(path, text, closer.start(),
                     closer.end()), label="this `}` ends the variant",
                     secondary=(Label(span, "so this is outside the variant"),),
                     help="remove this `}`; is it one too many?")
    if token.type == "RBRACE":
        return error("E105", "unmatched `}`", span, label="no block is open here", help="remove this `}`")
    ends = (Label(_span(path, text, closer.start(), closer.end()), "the variant ends here"),) if closer else ()
    if str(token) == "variant":
        return error("E107", "a second variant in one file", span, label="a second `variant`", secondary=ends,
                     help=_BELONGS["variant"])
    return error("E107", f"unexpected `{_shown(str(token))}` after the end of the variant", span,
                 label="outside the variant", secondary=ends, help="everything goes inside `variant NAME { … }`")


def _missing_colon(path: str, text: str, token: Token, span: Span, previous: re.Match,
                   exc: UnexpectedInput) -> Diagnostic:
    """`NAME` then something other than `:`: a setting without its colon, or a rule inside a block left open."""
    name = previous.group()
    if not _first_on_line(text, previous.start()):
        before = _accepts_at(text, previous.start())
        if before is not None and "RBRACE" in before:  # a complete item, then a stray word: the word is the mistake
            return _stray_word(path, text, previous, before)
    stack, _ = _braces(text, previous.start())
    rule_word = name in _rule_words() and _first_on_line(text, previous.start())
    if rule_word and len(stack) >= 2 and _indent(text, previous.start()) <= _indent(text, stack[-1]):
        return _unclosed(path, text, stack[-1],
                         Label(_span(path, text, previous.start(), previous.end()),
                               f"`{name}` starts a new rule, but the block is still open"),
                         before=_line_no(text, previous.start()))
    head = _head(text, token.start_pos) if _line_no(text, previous.start()) == token.line else None
    hint = f"write `{head}: {_shown(str(token))}`" if head and _fits_after(exc, "COLON", ":") else None
    if len(stack) >= 2 and _first_on_line(text, previous.start()):  # inside a block, at the start of a line
        hint = (hint + "; a setting reads `name: value`") if hint else "a setting reads `name: value`"
        if rule_word:
            hint += f"; if `{name}` starts a new rule, close the block of line {_line_no(text, stack[-1])} first"
    return error("E107", f"unexpected `{_shown(str(token))}`; expected `:` after `{name}`", span,
                 label="not expected here", help=hint)


def _accepts_at(text: str, offset: int) -> set[str] | None:
    """What the grammar accepts at `offset`, found by parsing the text before it."""
    try:
        state = lark_parser().parse_interactive(text[:offset])
        state.exhaust_lexer()
        return _normalize(state.accepts())
    except UnexpectedInput:
        return None


def _stray_word(path: str, text: str, word: re.Match, expected: set[str]) -> Diagnostic:
    """A word after a complete item on the same line, which the parser took for the start of a new setting."""
    name = word.group()
    span = _span(path, text, word.start(), word.end())
    guess = None if name in _all_words() else closest(name, _keywords(expected))
    if guess and guess != name:
        return error("E106", f"unknown word `{_shown(name)}`; {_expectation(expected)}", span,
                     label="not expected here", help=f"did you mean `{guess}`?", fix=replace_with(span, guess))
    alias = re.search(rf"^\s*source\s+{re.escape(name)}\s", text, re.M)
    return error("E107", f"unexpected `{_shown(name)}`; {_expectation(expected)}", span, label="not expected here",
                 help=f"a citation starts with `@`: `@{name} \"…\"`" if alias else None)


def _hint_for(text: str, token: Token, expected, depth: int) -> str | None:
    if token.type == "INT" and "ATOM" in expected:
        return None
    if token.type == "LBRACE":
        if not _last_on_line(text, token.end_pos):  # a stray `{`, not the start of a block
            return None
        if depth >= 2:
            return "blocks do not nest: a block holds settings, rows and examples, not other blocks"
        return "only some rules open a block with `{`, such as `throw`, `declare` or `scoring`"
    if "LBRACE" in expected and re.match(r"[A-Za-z_][\w-]*[ \t]*:", text[token.start_pos:]):
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
    allowed = _normalize(exc.allowed or ())
    if char in _INVISIBLES:
        what, fix = _INVISIBLES[char]
        return error("E109", f"unexpected character U+{ord(char):04X} ({what})", span, label=f"{what} here",
                     help=f"{fix}: it looks like a space but is not one")
    if char in _LOOKALIKES:
        plain = _LOOKALIKES[char]
        return error("E109", f"unexpected character `{char}`", span, label=f"this is not `{plain}`",
                     help=f"write `{plain}`: the language uses plain ASCII punctuation" +
                          ("; strings take straight double quotes" if plain == '"' else ""))
    word = re.match(r"[^\s{}:,\"]+", text[exc.pos_in_stream:]) if char.isalnum() or char == "_" else None
    if word and allowed:
        guess = closest(word.group(), _keywords(allowed))
        end = Span(path, span.line, span.column, span.line, span.column + len(word.group()))
        if guess:
            return error("E106", f"unknown word `{_shown(word.group())}`; {_expectation(allowed)}", end,
                         label="not expected here", help=f"did you mean `{guess}`?", fix=replace_with(end, guess))
        hint = _context_hint(text, exc.pos_in_stream, word.end() + exc.pos_in_stream, word.group(), allowed,
                             _previous(text, exc.pos_in_stream))
        return error("E107", f"unexpected `{_shown(word.group())}`; {_expectation(allowed)}", end,
                     label="not expected here", help=hint, fix=_keyword_fix(end, hint))
    return _stray_character(path, text, exc.pos_in_stream, allowed)


def _stray_character(path: str, text: str, offset: int, allowed: set[str]) -> Diagnostic:
    """A character that is no part of the language where it stands (`//` for a comment, a stray `;`)."""
    char, span = text[offset], _point(path, text, offset)
    shown = repr(char) if not char.isprintable() else f"`{char}`"
    comment = _first_on_line(text, offset) and char in "-=*/;!%"
    return error("E109", f"unexpected character {shown}" + (f"; {_expectation(allowed)}" if allowed else ""), span,
                 label="not part of the language",
                 help="is this line meant as a comment? comments start with `#`" if comment else None)
