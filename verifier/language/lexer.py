"""A Pygments lexer for the variant language (alias `variant`, files `*.variant`).

Registered through the package's `pygments.lexers` entry point, so that any Pygments user (MkDocs' code blocks
written ```variant, `pygmentize -l variant`) finds it once the package is installed. It colours what a reader scans
for: keywords, setting names, citations (`@alias` and `decision`), strings, cards in context (`level=10 trump=S`),
numbers and arrows. Keywords are contextual in the grammar; the lexer only needs to be right where they usually are.
"""
from __future__ import annotations

from pygments.lexer import RegexLexer, bygroups, words
from pygments.token import Comment, Keyword, Name, Number, Operator, Punctuation, String, Text, Whitespace

from .vocabulary import keywords, words_of

# The words, from the grammar (verifier/language/vocabulary.py), so that a keyword added to grammar/variant.lark is coloured
# as it lands. `decision` and `zh` have rules of their own below; `x` is read with its number (`x64`); the constant
# values are coloured as values even where the grammar also uses them as keywords.
COMBO_WORDS = words_of("COMBO") + words_of("UNITS") + words_of("ANY")
SIDE_WORDS = words_of("SIDE")
CONSTANT_WORDS = ("yes", "no", "allowed", "forbidden")
RULE_WORDS = tuple(sorted(keywords() - {*COMBO_WORDS, *SIDE_WORDS, *CONSTANT_WORDS, "decision", "zh", "x"}))
_END = r"(?![A-Za-z0-9_-])"


class VariantLexer(RegexLexer):
    name = "Variant"
    aliases = ["variant"]
    filenames = ["*.variant"]
    mimetypes = ["text/x-shengji-variant"]
    url = "https://pypi.org/project/shengji-verifier/"

    tokens = {
        "root": [
            # The Chinese text of a decision or a remark: `decision "why" zh "为何"` (a `zh` right after a string).
            (r'(?<=")([ \t\f\r\n\u3000]+)(zh)' + _END, bygroups(Whitespace, Keyword.Pseudo)),
            (r"[ \t\f\r\n\u3000]+", Whitespace),
            (r"#[^\n]*", Comment.Single),
            (r'"', String.Double, "string"),
            # Citations and decisions.
            (r"(@)([A-Za-z_][A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)*)", bygroups(Name.Decorator, Name.Decorator)),
            (r"decision" + _END, Keyword.Pseudo),
            # A trump context: level=10 trump=S
            (r"(level|trump)(=)([A-Za-z0-9♠♥♣♦]+)", bygroups(Name.Attribute, Operator, Name.Constant)),
            # `name: value` settings inside blocks (not `example …:` or `show …:`).
            (r"([a-z][a-z0-9]*(?:-[a-z0-9]+)*)(\s*)(:)(?!:)", bygroups(Name.Attribute, Whitespace, Punctuation)),
            (r"[+-][0-9]+", Number.Integer),
            (r"x[0-9]+(?:\^cards)?" + _END, Number.Integer),
            (r"[0-9]+" + _END, Number.Integer),
            (r"->|>=|<=|[<>=^]", Operator),
            (r"[{}(),:+§]", Punctuation),
            (words(COMBO_WORDS, suffix=_END), Keyword.Type),
            (words(SIDE_WORDS, suffix=_END), Name.Builtin),
            (words(RULE_WORDS, suffix=_END), Keyword),
            (words(CONSTANT_WORDS, suffix=_END), Keyword.Constant),
            (r"[A-Za-z_][A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)*", Name),
            (r"[A-Za-z0-9♠♥♣♦]+", Name.Constant),  # ranks and cards outside strings: `10`, `A`, `BJ`
            (r"[^\sA-Za-z0-9\"#@]", Text),  # anything else (an ellipsis in a doc fragment, a stray character)
        ],
        "string": [
            (r'\\.', String.Escape),
            (r'"', String.Double, "#pop"),
            (r'[^"\\\n]+', String.Double),
            (r"\n", String.Double, "#pop"),  # an unterminated string ends with its line
        ],
    }
