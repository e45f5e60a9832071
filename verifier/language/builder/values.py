"""The model builder's base: a node's span, an error recorded at a value, and the values every rule is made of.

The grammar checks structure; the builder checks values (ranks, levels, suits, cards, words of an enumeration,
numbers) so that a mistake is reported at the value, with the closest valid word. Both families' callbacks (trick/,
climbing.py) and the shared ones build on `Builder`; it holds no grammar callback.
"""
from __future__ import annotations

import re
from enum import Enum

from lark import Token, Transformer

from ... import model as m
from ...runtime.cards import JOKERS, NO_TRUMP_LEVEL, RANKS, SUIT_SYMBOLS, SUITS, Card, CardError, parse_cards
from ...diagnostics import Diagnostic, Span, error, replace_with
from ...diagnostics.suggest import closest, did_you_mean

_SUIT_WORDS = set(SUITS) | set(SUIT_SYMBOLS)


def unquote(token: str) -> str:
    body = token[1:-1]
    return body.replace('\\"', '"').replace("\\\\", "\\") if "\\" in body else body


_LONG_QUOTED = re.compile(r"`([^`\n]{41,})`")  # a word quoted in a message, too long to repeat (5,000 digits)


class Builder(Transformer):
    """Transforms the tree of one file; semantic errors are collected in `diagnostics`, never raised."""

    def __init__(self, file: str, text: str):
        super().__init__()
        self.file, self.text = file, text
        self.diagnostics: list[Diagnostic] = []

    # Spans and errors ------------------------------------------------------------------------------------------------

    def span(self, item) -> Span | None:
        if isinstance(item, Token):
            return Span(self.file, item.line, item.column, item.end_line, item.end_column)
        if getattr(item, "empty", True):
            return None
        return Span(self.file, item.line, item.column, item.end_line, item.end_column)

    def fail(self, code: str, message: str, where, label: str = "", help: str | None = None,
             guess: str | None = None) -> None:
        """Record an error at `where`; `guess` is the word that would replace it (the "did you mean")."""
        span = where if isinstance(where, Span) or where is None else self.span(where)
        message = _LONG_QUOTED.sub(lambda found: f"`{found.group(1)[:37]}…`", message)  # the caret shows it whole
        self.diagnostics.append(error(code, message, span, label=label, help=help, fix=replace_with(span, guess)))

    # Values ------------------------------------------------------------------------------------------------------------

    def rank(self, token: Token) -> str:
        word = str(token).upper()
        if word in RANKS:
            return word
        if word in _SUIT_WORDS:
            self.fail("E204", f"`{token}` is a suit, not a rank", token, "a rank is expected here",
                      help="ranks are 2..10, J, Q, K, A")
        elif word in JOKERS:
            self.fail("E204", f"`{token}` is a joker, not a rank", token, "a rank is expected here",
                      help="ranks are 2..10, J, Q, K, A")
        else:
            self.fail("E201", f"unknown rank `{token}`", token, "not a rank",
                      help=did_you_mean(word, RANKS) or "ranks are 2..10, J, Q, K, A", guess=closest(word, RANKS))
        return word

    def level(self, token: Token) -> str:
        """A level: a rank, or `NT`, the no-trump level (whether it is the ladder's top is C708's to say)."""
        if str(token).upper() == NO_TRUMP_LEVEL:
            return NO_TRUMP_LEVEL
        return self.rank(token)

    def suit(self, token: Token, allow_nt: bool = False) -> str:
        word = SUIT_SYMBOLS.get(str(token), str(token).upper())
        if word in SUITS or (allow_nt and word == "NT"):
            return word
        if word in RANKS:
            self.fail("E204", f"`{token}` is a rank, not a suit", token, "a suit is expected here",
                      help="suits are S, H, C, D" + (", or NT for no-trump" if allow_nt else ""))
        else:
            known = [*SUITS, "NT"] if allow_nt else SUITS
            self.fail("E202", f"unknown suit `{token}`", token, "not a suit",
                      help=did_you_mean(word, known) or "suits are S, H, C, D", guess=closest(word, known))
        return word

    def joker_or_level(self, token: Token) -> str:
        word = str(token)
        if word.upper() in JOKERS:
            return word.upper()
        if word.lower() in ("level", "suited"):
            return word.lower()
        self.fail("E205", f"`{token}` cannot be shown here", token, "expected `level`, `suited`, `BJ` or `SJ`",
                  help=did_you_mean(word, ["level", "suited", *JOKERS]),
                  guess=closest(word, ["level", "suited", *JOKERS]))
        return word

    def word(self, enum: type[Enum], token) -> Enum | str:
        text = str(token)
        for member in enum:
            if member.value == text:
                return member
        choices = [member.value for member in enum]
        self.fail("E203", f"`{text}` is not a valid value here", token,
                  f"expected one of: {', '.join(choices)}", help=did_you_mean(text, choices),
                  guess=closest(text, choices))
        return text

    def cards(self, token: Token) -> tuple[Card, ...]:
        text = unquote(str(token))
        try:
            cards = parse_cards(text)
        except CardError as exc:
            start = token.start_pos + 1 + exc.offset
            span = Span.of_text(self.file, self.text, start, start + exc.length)
            self.fail("E206", exc.message, span, "not a card", help=exc.hint, guess=exc.replacement)
            return ()
        if not cards:
            self.fail("E206", "no cards given", token, "an empty list of cards")
        return cards

    def integer(self, token: Token) -> int:
        """A whole number, signed or not, of at most 9 digits (Python refuses to read one of over 4,300)."""
        if len(str(token).lstrip("+-")) > 9:
            self.fail("E207", f"the number `{str(token)[:12]}…` is too large", token, "at most 9 digits")
            return 0
        return int(str(token))

    # Generic helpers ---------------------------------------------------------------------------------------------------

    def make(self, cls, meta, *args, **kwargs):
        return cls(*args, span=self.span(meta), **kwargs)

    def cites(self, children) -> tuple[list, tuple[m.Cite, ...]]:
        body = [c for c in children if not isinstance(c, m.Cite)]
        return body, tuple(c for c in children if isinstance(c, m.Cite))
