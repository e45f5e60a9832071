"""The catalogue of friendly messages for syntax errors: characters that look like the language's punctuation or like a
space, keywords written where they do not belong, and the hints read from the text around an error (a string ended
early by a `"`, a number written in Chinese, a keyword left out, a `{` that opens no block)."""
from __future__ import annotations

import re

from lark import Token
from lark.exceptions import UnexpectedInput

from ...diagnostics import Fix, Span, replace_with
from . import expecting, layout

# Characters that look like the language's punctuation: full-width forms typed with a Chinese input method, and
# typographic quotes pasted from a forum post.
LOOKALIKES = {
    "：": ":", "，": ",", "、": ",", "“": '"', "”": '"', "„": '"', "「": '"', "」": '"', "＂": '"', "｛": "{",
    "｝": "}", "＝": "=", "＞": ">", "＜": "<", "＋": "+", "－": "-", "＠": "@", "＃": "#", "→": "->", "≥": ">=",
    "≤": "<=",
}


# Invisible characters pasted from web pages and word processors: (what it is, the fix).
INVISIBLES = {
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
BELONGS = {
    "example": "at the top level, examples go in `examples { … }`; or put it in the block of the rule it illustrates",
    "remark": "at the top level, remarks go in `remarks { … }`; or put it in the block of the rule it explains",
    "show": "`show` belongs in `declare { … }` or `kitty overcall { … }`",
    "order": "`order:` belongs in `declare { … }` or `kitty overcall { … }`",
    "when": "`when` rows belong in `scoring { … }` or `tribute { … }`",
    "place": "`place` rows belong in `places { … }`",
    "variant": "one file states one variant; put this one in a file of its own",
}


# `face down` then one declaration or none, up to the error: the claim compares two declarations or more.
_FACE_DOWN_FEW = re.compile(r'\bface[ \t]+down[ \t]*("(?:[^"\\\n]|\\.)*"[ \t]*,?[ \t]*)?\Z')


_NUMERALS = {"一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10}


def context_hint(text: str, offset: int, end: int, word: str, expected: set[str], previous: re.Match | None,
                 exc: UnexpectedInput | None = None) -> str | None:
    """A fix read from the text around the error: a `"` that ended a string early, a number written in Chinese, a
    keyword left out (`kitty bonus cap 64` for `kitty bonus cap x64`)."""
    if expected & {"COMMA", "STRING"} and _FACE_DOWN_FEW.search(text, layout.line_start(text, offset), offset):
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
    keywords = expecting.keywords(expected)
    head = layout.head(text, offset)
    if len(expected) == 1 and len(keywords) == 1 and previous is not None \
            and layout.line_no(text, previous.start()) == layout.line_no(text, offset):
        keyword = keywords[0]
        if word.isalpha() and keyword.startswith(word.lower()):
            return f"did you mean `{keyword}`?"
        value = re.fullmatch(r'[\w"+-][^\s]*', word) is not None
        if head and value and len(word) <= 20 and expecting.fits_after(exc, next(iter(expected)), keyword):
            joiner = "" if keyword == "x" else " "  # a multiplier reads `x64`
            return f"write `{head} {keyword}{joiner}{word}`"
    return None


def keyword_fix(span: Span, hint: str | None) -> Fix | None:
    """The fix of `context_hint`'s "did you mean `keyword`?" (its other hints rewrite more than the word)."""
    guess = re.fullmatch(r"did you mean `([a-z][a-z-]*)`\?", hint or "")
    return replace_with(span, guess.group(1)) if guess else None


def hint_for(text: str, token: Token, expected, depth: int) -> str | None:
    """A hint for an unexpected token that the text around does not explain: a `{` or a name where none goes."""
    if token.type == "INT" and "ATOM" in expected:
        return None
    if token.type == "LBRACE":
        if not layout.last_on_line(text, token.end_pos):  # a stray `{`, not the start of a block
            return None
        if depth >= 2:
            return "blocks do not nest: a block holds settings, rows and examples, not other blocks"
        return "only some rules open a block with `{`, such as `throw`, `declare` or `scoring`"
    if "LBRACE" in expected and re.match(r"[A-Za-z_][\w-]*[ \t]*:", text[token.start_pos:]):
        return "a block starts with `{`"
    if token.type == "NAME" and expected <= {"RBRACE", "$END"}:
        return "is a `}` missing before this?"
    return None
