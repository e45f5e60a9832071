"""The words of the language, read from the grammar at run time: which terminals are fixed words (keywords) and
which words each can be. The Pygments lexer, the TextMate grammar of editors/vscode and the language server's
completion all take their keywords from here, so a keyword added to grammar/variant.lark reaches all three."""
from __future__ import annotations

import re
from functools import lru_cache

import re._parser as sre_parse  # the standard library's own reader of regular expressions (Python 3.11+)
from re import _constants as sre

from .grammar import lark_parser

# Terminals whose text the author chooses (their words are not keywords).
OPEN_TERMINALS = frozenset({"NAME", "ATOM", "INT", "STRING", "SIGNED", "COMMENT"})


@lru_cache(maxsize=1)
def terminals() -> dict:
    return {t.name: t for t in lark_parser().terminals}


@lru_cache(maxsize=None)
def words_of(terminal: str) -> tuple[str, ...]:
    """The texts a terminal matches, when they are a finite set of words (`"throw"`, COMBO, SIDE…); () otherwise."""
    term = terminals().get(terminal)
    if term is None or terminal in OPEN_TERMINALS:
        return ()
    if term.pattern.type == "str":
        return (term.pattern.value,)
    words = _finite(sre_parse.parse(term.pattern.value))
    return tuple(sorted(words)) if words is not None and len(words) <= 64 else ()


def is_keyword(terminal: str) -> bool:
    """Keywords are the terminals that match fixed words (punctuation is not a keyword)."""
    return any(re.fullmatch(r"[A-Za-z][A-Za-z-]*", word) for word in words_of(terminal))


@lru_cache(maxsize=1)
def keywords() -> frozenset[str]:
    """Every word the grammar uses as a keyword somewhere."""
    return frozenset(w for name in terminals() for w in words_of(name) if re.fullmatch(r"[A-Za-z][A-Za-z-]*", w))


def _finite(parsed) -> set[str] | None:
    """The strings a parsed regular expression matches, or None when they are not a small finite set."""
    results = {""}
    for op, arg in parsed:
        if op is sre.LITERAL:
            options = {chr(arg)}
        elif op is sre.SUBPATTERN:
            options = _finite(arg[-1])
        elif op is sre.BRANCH:
            options = set()
            for branch in arg[1]:
                sub = _finite(branch)
                if sub is None:
                    return None
                options |= sub
        elif op is sre.IN:
            chars = [chr(a) for o, a in arg if o is sre.LITERAL]
            if len(chars) != len(arg):
                return None
            options = set(chars)
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT):
            low, high, sub = arg
            inner = _finite(sub)
            if inner is None or high > 3:
                return None
            options = {"".join(p) for n in range(low, high + 1) for p in _product(inner, n)}
        elif op in (sre.ASSERT_NOT, sre.ASSERT, sre.AT):
            continue  # look-arounds do not change what is matched
        else:
            return None
        if options is None:
            return None
        results = {r + o for r in results for o in options}
        if len(results) > 64:
            return None
    return results


def _product(options: set[str], n: int):
    if n == 0:
        yield ()
        return
    for first in options:
        for rest in _product(options, n - 1):
            yield (first, *rest)
