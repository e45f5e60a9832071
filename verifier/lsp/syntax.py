"""The grammar as the editor needs it: the tokens of a text (keywords included, as the contextual lexer reads them),
what the LALR parser accepts at a point, and (from verifier/language/vocabulary.py) the words each terminal can be. All of it
is read from the Lark parser at run time, so a keyword added to grammar/variant.lark is known here as it lands."""
from __future__ import annotations

from lark import Token
from lark.exceptions import UnexpectedInput

from ..language.grammar import lark_parser
from ..language.vocabulary import is_keyword, keywords, terminals, words_of  # noqa: F401 - the words, for the features


def tokens(text: str) -> list[Token]:
    """The tokens of `text` as the parser reads them, up to the first syntax error."""
    out: list[Token] = []
    try:
        state = lark_parser().parse_interactive(text)
        for token in state.iter_parse():
            out.append(token)
    except UnexpectedInput:
        pass
    return out


def accepts(prefix: str) -> set[str] | None:
    """The terminals the parser accepts after `prefix`; None when the prefix itself has a syntax error."""
    try:
        state = lark_parser().parse_interactive(prefix)
        state.exhaust_lexer()
        return set(state.accepts())
    except UnexpectedInput:
        return None


