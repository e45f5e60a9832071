"""A Pygments lexer for the variant language (alias `variant`, files `*.variant`).

Registered through the package's `pygments.lexers` entry point, so that any Pygments user (MkDocs' code blocks
written ```variant, `pygmentize -l variant`) finds it once the package is installed. It colours what a reader scans
for: keywords, setting names, citations (`@alias` and `decision`), strings, cards in context (`level=10 trump=S`),
numbers and arrows. Keywords are contextual in the grammar; the lexer only needs to be right where they usually are.
"""
from __future__ import annotations

from pygments.lexer import RegexLexer, bygroups, words
from pygments.token import Comment, Keyword, Name, Number, Operator, Punctuation, String, Text, Whitespace

# Words that start a rule or an item (grammar/variant.lark), and the words used inside them.
RULE_WORDS = (
    "variant", "extends", "override", "remove", "because", "title", "family", "source", "section", "players", "teams",
    "direction", "decks", "hand", "kitty", "points", "levels", "mandatory", "past", "the", "top", "ranks",
    "permanent", "trumps", "trump", "order", "throw", "declare", "overcall", "bury", "follow", "ruff", "bonus", "cap",
    "scoring", "next", "declarer", "tribute", "bidding", "exchange", "places", "place", "examples", "example", "remarks", "remark", "show",
    "when", "led", "per", "further", "in", "kitty", "only", "without", "jokers", "removed", "to", "and", "or",
    "other", "suits", "suit", "level", "last", "trick", "against", "stands", "fails", "must", "play", "wins", "is",
    "not", "a", "does", "overcalls", "legal", "lead", "round", "ends", "nothing", "keep", "take", "over", "under",
    "give", "card", "cards",
    # the climbing family
    "rank", "money", "deal", "set", "beat", "first", "settlement", "gouji", "sets", "burn", "no", "opposite", "free",
    "for", "all", "count", "advice", "final", "revolution", "call", "cover", "threshold", "share", "if", "from",
    "beats", "may", "answer", "finish",
)
RULE_WORDS = tuple(dict.fromkeys(RULE_WORDS))
COMBO_WORDS = ("single", "pair", "triple", "tractor", "triple-tractor", "singles", "pairs", "triples", "tractors",
               "any")
SIDE_WORDS = ("declarers", "attackers")
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
            (r"(yes|no|allowed|forbidden)" + _END, Keyword.Constant),
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
