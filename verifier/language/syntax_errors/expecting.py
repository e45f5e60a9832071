"""What the grammar expects where a parse stopped, in words: the names of its terminals in a message ("expected one of:
…"), the keywords it would take there (for "did you mean"), the words that start a rule, and whether a word inserted
before the unexpected token would let the parse go on."""
from __future__ import annotations

import re
from functools import lru_cache

from lark import Token
from lark.exceptions import UnexpectedInput

from .. import vocabulary
from ..grammar import lark_parser


# How the terminals of the grammar are named in messages.
_TERMINAL_NAMES = {
    "NAME": "a name", "ATOM": "a rank, suit or card word", "INT": "a number", "STRING": "a quoted string",
    "COMBO": "a combination (single, pair, triple, tractor, triple-tractor)", "THROW_LED": "`throw` (led)",
    "UNITS": "a plural such as `pairs`",
    "ANY": "`any`", "SIDE": "a side (`declarers` or `attackers`)",
    "COMPARE": "a comparison (`=`, `<`, `<=`, `>`, `>=`)",
    "SIGNED": "a signed number such as `+2`", "STEP_OP": "`x` or `+`", "POSITION": "`over` or `under`",
    "NOT": "`not`", "CARD_WORD": "`card` or `cards`", "LADDER": "`bombs` or `ladder` (a row of set kinds)",
    "$END": "the end of the file",
}


_END = {"$END", "<END-OF-FILE>"}  # lark names the end of input one way or the other, depending on where it stops


# The words matched by the grammar's pattern terminals, for "did you mean".
_PATTERN_WORDS = {
    "COMBO": ("single", "pair", "triple", "tractor", "triple-tractor"),
    "UNITS": ("singles", "pairs", "triples", "tractors"),
    "ANY": ("any",), "SIDE": ("declarers", "attackers"), "POSITION": ("over", "under"), "NOT": ("not",),
    "CARD_WORD": ("card", "cards"), "STEP_OP": ("x",), "LADDER": ("bombs", "ladder"),
}


def normalize(expected) -> set[str]:
    return {"$END" if name in _END else name for name in expected}


def _expected_names(expected) -> list[str]:
    terminals = vocabulary.terminals()
    names = []
    for name in sorted(normalize(expected)):
        if name in _TERMINAL_NAMES:
            names.append(_TERMINAL_NAMES[name])
        elif name in terminals and terminals[name].pattern.type == "str":
            names.append(f"`{terminals[name].pattern.value}`")
        else:
            names.append(name.lower())
    return sorted(set(names))


def keywords(expected) -> list[str]:
    terminals = vocabulary.terminals()
    words = [terminals[n].pattern.value for n in expected if n in terminals and terminals[n].pattern.type == "str"]
    words += [w for n in expected for w in _PATTERN_WORDS.get(n, ())]
    return [w for w in words if re.fullmatch(r"[a-z][a-z-]*", w)]


@lru_cache(maxsize=1)
def all_words() -> frozenset[str]:
    """Every keyword of the language."""
    return frozenset(keywords(vocabulary.terminals()))


@lru_cache(maxsize=1)
def rule_words() -> frozenset[str]:
    """The words that start a rule at the top level of a variant (`players`, `throw`, `kitty`, …)."""
    try:
        state = lark_parser().parse_interactive("variant x {")
        state.exhaust_lexer()
        return frozenset(keywords(state.accepts()))
    except UnexpectedInput:  # the grammar changed its header: no guesses rather than a crash
        return frozenset()


def expectation(expected) -> str:
    names = _expected_names(expected)
    if len(names) > 8:
        return "expected one of: " + ", ".join(names[:8]) + f", … ({len(names) - 8} more)"
    return "expected " + (names[0] if len(names) == 1 else "one of: " + ", ".join(names))


def fits_after(exc: UnexpectedInput | None, terminal: str, value: str) -> bool:
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


def accepts_at(text: str, offset: int) -> set[str] | None:
    """What the grammar accepts at `offset`, found by parsing the text before it."""
    try:
        state = lark_parser().parse_interactive(text[:offset])
        state.exhaust_lexer()
        return normalize(state.accepts())
    except UnexpectedInput:
        return None
