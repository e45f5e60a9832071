"""The grammar of the language and its LALR parser.

The grammar ships inside the package (verifier.grammar, from grammar/ at the top of the repository). The parser, the
syntax errors' messages, the words of the language (vocabulary.py) and the editor all read this one Lark parser.
"""
from __future__ import annotations

from functools import lru_cache
from importlib import resources

from lark import Lark

from .cache import lark_file
from .scanner import FastContextualLexer


@lru_cache(maxsize=1)
def grammar_text() -> str:
    return resources.files("verifier.grammar").joinpath("variant.lark").read_text(encoding="utf-8")


@lru_cache(maxsize=1)
def lark_parser() -> Lark:
    # Building the LALR tables is most of a short `check`'s time: Lark keeps them in a file of the project's private
    # cache folder (cache.lark_file; never the shared temporary folder, where another user could plant a pickle), which
    # holds a hash of the grammar and the options (a stale or unreadable one is rebuilt, silently). The lexer is Lark's
    # contextual one without a regex compiled per parser state (verifier/language/scanner.py): the same tokens.
    return Lark(grammar_text(), parser="lalr", propagate_positions=True, maybe_placeholders=False,
                cache=lark_file(grammar_text(), "lalr", "fast-contextual") or False, lexer=FastContextualLexer)
