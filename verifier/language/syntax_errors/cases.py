"""A syntax error as a diagnostic: which case Lark's exception is (an unexpected character, token or end of file), and
the message of each case (E103-E109), with where the mistake really is and the word the author probably meant."""
from __future__ import annotations

import re

from lark import Token
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from ...diagnostics import Diagnostic, Label, Span, error, replace_with
from ...diagnostics.suggest import closest
from ..source_text import point as _point
from . import expecting, hints, layout


def _shown(word: str) -> str:
    return word if len(word) <= 40 else word[:37] + "…"


def _unclosed(path: str, text: str, opener: int, *labels: Label, before: int | None = None,
              at_end: bool = False) -> Diagnostic:
    head = layout.head(text, opener)
    what = f"`{head} {{`" if head else "this `{`"
    before = before or (None if at_end else layout.close_before(text, opener))
    fix = "add `}` at the end of the file" if at_end else \
        f"add `}}` before line {before}" if before else "add `}` where the block ends"
    return error("E103", f"unclosed block: {what} has no matching `}}`", _point(path, text, opener),
                 label="block opened here", secondary=labels, help=fix)


def syntax_error(path: str, text: str, exc: UnexpectedInput) -> Diagnostic:
    """The diagnostic of a parse that Lark stopped with `exc`."""
    if isinstance(exc, UnexpectedCharacters):
        return _unexpected_character(path, text, exc)
    token = exc.token if isinstance(exc, UnexpectedToken) else None
    expected = expecting.normalize(getattr(exc, "expected", ()) or getattr(exc, "accepts", ()) or ())
    if isinstance(exc, UnexpectedEOF) or (token is not None and token.type == "$END"):
        return _early_end(path, text, expected)
    span = layout.token_span(path, token)
    word = str(token)
    if token.type == "SLASH" and "SLASH" not in expected:  # `/` is only the bar of a share (`2/3`): a stray one
        return _stray_character(path, text, token.start_pos, expected)
    if expected == {"$END"}:
        return _after_end(path, text, token, span)
    previous = layout.previous(text, token.start_pos)
    on_new_line = previous is not None and layout.line_no(text, previous.start()) < token.line
    if expected == {"COLON"} and previous is not None:
        return _missing_colon(path, text, token, span, previous, exc)
    if on_new_line is False and previous is not None and "COLON" not in expected:
        misspelt = _misspelt_start(path, text, previous)
        if misspelt is not None:
            return misspelt
    if token.type in ("NAME", "ATOM"):
        guess = closest(word, expecting.keywords(expected))
        if guess and guess != word:
            return error("E106", f"unknown word `{word}`; {expecting.expectation(expected)}", span,
                         label="not expected here", help=f"did you mean `{guess}`?", fix=replace_with(span, guess))
    if on_new_line and "LBRACE" in expected and token.type != "LBRACE" and (
            "RBRACE" not in expected or re.match(r"[A-Za-z_][\w-]*[ \t]*:", text[token.start_pos:])):
        head = layout.head(text, previous.end())
        return error("E107", f"expected `{{` after `{previous.group()}`", _point(path, text, previous.end()),
                     label="`{` missing here?",
                     secondary=(Label(span, f"`{_shown(word)}` would be inside the block"),),
                     help=f"write `{head} {{`" if head else "a block starts with `{`")
    if on_new_line and not expected & {"RBRACE", "$END"}:
        head, keywords = layout.head(text, previous.end()), expecting.keywords(expected)
        fix = f"write `{head} {keywords[0]} …`" if head and len(expected) == len(keywords) == 1 else None
        return error("E107", f"incomplete statement: {expecting.expectation(expected)} after "
                     f"`{_shown(previous.group())}`", _point(path, text, previous.end()),
                     label="the statement stops here",
                     secondary=(Label(span, f"`{_shown(word)}` cannot continue it"),), help=fix)
    if expected == {"VARIANT"}:
        rest = text[token.end_pos:].lstrip()
        fix = f"write `variant {word} {{`" if token.type == "NAME" and rest.startswith(("{", "extends")) else None
        return error("E107", f"unexpected `{_shown(word)}`; a variant file starts with `variant NAME {{`", span,
                     label="`variant` expected here", help=fix)
    if re.fullmatch(r"[a-z][a-z-]*", word) and token.type not in ("NAME", "ATOM") and word in hints.BELONGS:
        return error("E107", f"`{word}` cannot be used here; {expecting.expectation(expected)}", span,
                     label="not expected here", help=hints.BELONGS[word])
    hint = hints.context_hint(text, token.start_pos, token.end_pos, word, expected, previous, exc)
    depth = len(layout.braces(text, token.start_pos)[0])
    return error("E107", f"unexpected `{_shown(word)}`; {expecting.expectation(expected)}", span,
                 label="not expected here", help=hint or hints.hint_for(text, token, expected, depth),
                 fix=hints.keyword_fix(span, hint))


def _early_end(path: str, text: str, expected: set[str]) -> Diagnostic:
    end = _point(path, text, len(text.rstrip()))
    stack, suspect = layout.braces(text)
    if "RBRACE" in expected and stack:
        if suspect is not None:
            opener, closer = suspect
            outer = layout.braces(text, closer)[0]
            where = f"the block of line {layout.line_no(text, outer[-2])}" if len(outer) >= 2 else "an outer block"
            return _unclosed(path, text, opener, Label(layout.span(path, text, closer, closer + 1),
                                                       f"by its indentation, this `}}` closes {where}"))
        if len(stack) == 1:
            return _unclosed(path, text, stack[-1], Label(end, "the file ends here"), at_end=True)
        return _unclosed(path, text, stack[-1], Label(end, "the file ends here"))
    return error("E104", f"the file ends too early; {expecting.expectation(expected)}", end, label="the file ends here")


def _after_end(path: str, text: str, token: Token, span: Span) -> Diagnostic:
    """A token after the `}` that closes the variant: a stray `}` earlier on, or text outside the variant."""
    closer = layout.previous(text, token.start_pos)
    first = layout.LEX.search(text)
    variant_indent = layout.indent(text, first.start()) if first else 0
    if closer is not None and closer.group() == "}" and layout.indent(text, closer.start()) > variant_indent \
            and str(token) != "variant":
        return error("E105", "unmatched `}`: it closes the variant too early", layout.span(path, text, closer.start(),
                     closer.end()), label="this `}` ends the variant",
                     secondary=(Label(span, "so this is outside the variant"),),
                     help="remove this `}`; is it one too many?")
    if token.type == "RBRACE":
        return error("E105", "unmatched `}`", span, label="no block is open here", help="remove this `}`")
    ends = (Label(layout.span(path, text, closer.start(), closer.end()), "the variant ends here"),) if closer else ()
    if str(token) == "variant":
        return error("E107", "a second variant in one file", span, label="a second `variant`", secondary=ends,
                     help=hints.BELONGS["variant"])
    return error("E107", f"unexpected `{_shown(str(token))}` after the end of the variant", span,
                 label="outside the variant", secondary=ends, help="everything goes inside `variant NAME { … }`")


def _missing_colon(path: str, text: str, token: Token, span: Span, previous: re.Match,
                   exc: UnexpectedInput) -> Diagnostic:
    """`NAME` then something other than `:`: a setting without its colon, or a rule inside a block left open."""
    name = previous.group()
    if not layout.first_on_line(text, previous.start()):
        before = expecting.accepts_at(text, previous.start())
        if before is not None and "RBRACE" in before:  # a complete item, then a stray word: the word is the mistake
            return _stray_word(path, text, previous, before)
    misspelt = _misspelt_start(path, text, previous)
    if misspelt is not None and not _line_parses(text, previous, name + ":"):  # `exmaple single: …`, not `name v`
        return misspelt
    stack, _ = layout.braces(text, previous.start())
    rule_word = name in expecting.rule_words() and layout.first_on_line(text, previous.start())
    if rule_word and len(stack) >= 2 and layout.indent(text, previous.start()) <= layout.indent(text, stack[-1]):
        return _unclosed(path, text, stack[-1],
                         Label(layout.span(path, text, previous.start(), previous.end()),
                               f"`{name}` starts a new rule, but the block is still open"),
                         before=layout.line_no(text, previous.start()))
    head = layout.head(text, token.start_pos) if layout.line_no(text, previous.start()) == token.line else None
    hint = f"write `{head}: {_shown(str(token))}`" if head and expecting.fits_after(exc, "COLON", ":") else None
    if len(stack) >= 2 and layout.first_on_line(text, previous.start()):  # inside a block, at the start of a line
        hint = (hint + "; a setting reads `name: value`") if hint else "a setting reads `name: value`"
        if rule_word:
            hint += f"; if `{name}` starts a new rule, close the block of line {layout.line_no(text, stack[-1])} first"
    return error("E107", f"unexpected `{_shown(str(token))}`; expected `:` after `{name}`", span,
                 label="not expected here", help=hint)


def _misspelt_start(path: str, text: str, word: re.Match) -> Diagnostic | None:
    """A misspelt keyword at the start of a line that the parser took for a name continuing the statement before
    (`title en "…"` then `kity 8`: a language's name, then no string): the word is the mistake, as it would be
    anywhere else at the top level (E106)."""
    name = word.group()
    if not layout.first_on_line(text, word.start()) or not re.fullmatch(r"[A-Za-z_][\w-]*", name) \
            or name in expecting.all_words():
        return None
    before = expecting.accepts_at(text, word.start())
    guess = closest(name, expecting.keywords(before)) if before else None
    if not guess or guess == name or not _line_parses(text, word, guess):
        return None
    span = layout.span(path, text, word.start(), word.end())
    return error("E106", f"unknown word `{_shown(name)}`; {expecting.expectation(before)}", span,
                 label="not expected here", help=f"did you mean `{guess}`?", fix=replace_with(span, guess))


def _line_parses(text: str, word: re.Match, replacement: str) -> bool:
    """Does the text parse to the end of the word's line once the word is replaced (a guess proved by the parser)?"""
    changed = text[:word.start()] + replacement + text[word.end():]
    end = changed.find("\n", word.start())
    return expecting.accepts_at(changed, len(changed) if end < 0 else end) is not None


def _stray_word(path: str, text: str, word: re.Match, expected: set[str]) -> Diagnostic:
    """A word after a complete item on the same line, which the parser took for the start of a new setting."""
    name = word.group()
    span = layout.span(path, text, word.start(), word.end())
    guess = None if name in expecting.all_words() else closest(name, expecting.keywords(expected))
    if guess and guess != name:
        return error("E106", f"unknown word `{_shown(name)}`; {expecting.expectation(expected)}", span,
                     label="not expected here", help=f"did you mean `{guess}`?", fix=replace_with(span, guess))
    alias = re.search(rf"^\s*source\s+{re.escape(name)}\s", text, re.M)
    return error("E107", f"unexpected `{_shown(name)}`; {expecting.expectation(expected)}", span,
                 label="not expected here", help=f"a citation starts with `@`: `@{name} \"…\"`" if alias else None)


def _unexpected_character(path: str, text: str, exc: UnexpectedCharacters) -> Diagnostic:
    char = text[exc.pos_in_stream] if exc.pos_in_stream < len(text) else ""
    span = _point(path, text, exc.pos_in_stream)
    if char == '"':
        return error("E108", "unterminated string", span, label="this string has no closing `\"`",
                     help="close the string on the same line")
    allowed = expecting.normalize(exc.allowed or ())
    if char in hints.INVISIBLES:
        what, fix = hints.INVISIBLES[char]
        return error("E109", f"unexpected character U+{ord(char):04X} ({what})", span, label=f"{what} here",
                     help=f"{fix}: it looks like a space but is not one")
    if char in hints.LOOKALIKES:
        plain = hints.LOOKALIKES[char]
        return error("E109", f"unexpected character `{char}`", span, label=f"this is not `{plain}`",
                     help=f"write `{plain}`: the language uses plain ASCII punctuation" +
                          ("; strings take straight double quotes" if plain == '"' else ""))
    word = re.match(r"[^\s{}:,\"]+", text[exc.pos_in_stream:]) if char.isalnum() or char == "_" else None
    if word and allowed:
        guess = closest(word.group(), expecting.keywords(allowed))
        end = Span(path, span.line, span.column, span.line, span.column + len(word.group()))
        if guess:
            return error("E106", f"unknown word `{_shown(word.group())}`; {expecting.expectation(allowed)}", end,
                         label="not expected here", help=f"did you mean `{guess}`?", fix=replace_with(end, guess))
        hint = hints.context_hint(text, exc.pos_in_stream, word.end() + exc.pos_in_stream, word.group(), allowed,
                                  layout.previous(text, exc.pos_in_stream))
        return error("E107", f"unexpected `{_shown(word.group())}`; {expecting.expectation(allowed)}", end,
                     label="not expected here", help=hint, fix=hints.keyword_fix(end, hint))
    return _stray_character(path, text, exc.pos_in_stream, allowed)


def _stray_character(path: str, text: str, offset: int, allowed: set[str]) -> Diagnostic:
    """A character that is no part of the language where it stands (`//` for a comment, a stray `;`)."""
    char, span = text[offset], _point(path, text, offset)
    shown = repr(char) if not char.isprintable() else f"`{char}`"
    comment = layout.first_on_line(text, offset) and char in "-=*/;!%"
    expects = f"; {expecting.expectation(allowed)}" if allowed else ""
    return error("E109", f"unexpected character {shown}{expects}", span, label="not part of the language",
                 help="is this line meant as a comment? comments start with `#`" if comment else None)
