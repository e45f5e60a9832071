"""Lark's contextual lexer, rebuilt so that a cold process does not compile a regex per parser state.

Lark's `ContextualLexer` gives every LALR state its own scanner: one alternation of the terminals that state accepts,
compiled the first time the state is met (about 175 of them for spec/, 0.15 s of the first parse of a cold `check`).
This lexer gives the same tokens and the same errors with one small regex per terminal: in a state, at a character,
it tries the state's terminals that can start with that character, in Lark's order (priority, then width, then
name), and takes the first that matches, which is what an alternation does. Lark's other rules are kept as they
are: a keyword that the state's NAME (or ATOM) also matches is read by that terminal and renamed when it is the
whole word (Lark's "unless" callbacks), and only there; ignored terminals (spaces, comments) are tried like the
others; line and column are counted the same way; an unexpected character raises the `UnexpectedCharacters` Lark
raises, or Lark's `UnexpectedToken` when the text is a token somewhere else in the grammar (Lark's own root lexer
decides it, built only then). tests/test_scanner.py compares it with Lark's lexer on every file of the repository
and on thousands of broken variants.

A grammar that needs what this does not do (case-insensitive or byte terminals, lexer callbacks, a postlexer)
is lexed by Lark's ContextualLexer itself.
"""
from __future__ import annotations

import re
from copy import copy

from lark import Token
from lark.exceptions import UnexpectedCharacters, UnexpectedToken
from lark.lexer import BasicLexer, ContextualLexer, Lexer

try:  # the parser of Python's `re`, read to know which characters a terminal can start with
    from re import _parser as _sre
except ImportError:  # Python before 3.11
    import sre_parse as _sre  # type: ignore[no-redef]

_ANY = None  # a terminal that may start with any character (or one the analysis below does not understand)


def _first(items) -> tuple[frozenset | None, bool]:
    """(the characters a parsed regex can start with, whether it can match the empty string)."""
    chars: set = set()
    for op, arg in items:
        name = str(op)
        if name == "LITERAL":
            return frozenset(chars | {chr(arg)}), False
        if name == "IN":
            found = set()
            for kind, value in arg:
                kind = str(kind)
                if kind == "LITERAL":
                    found.add(chr(value))
                elif kind == "RANGE" and value[1] - value[0] < 512:
                    found.update(chr(c) for c in range(value[0], value[1] + 1))
                else:  # a negation, a category (\s, \w) or a wide range: any character
                    return _ANY, False
            return frozenset(chars | found), False
        if name in ("ASSERT", "ASSERT_NOT", "AT"):  # zero width: the next item starts the match
            continue
        if name == "SUBPATTERN":
            _group, add_flags, _del_flags, pattern = arg
            if add_flags & re.IGNORECASE:
                return _ANY, False
            inner, empty = _first(pattern)
        elif name == "BRANCH":
            inner, empty = frozenset(), False
            for branch in arg[1]:
                first, may_be_empty = _first(branch)
                if first is _ANY:
                    return _ANY, False
                inner, empty = inner | first, empty or may_be_empty
        elif name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
            low, _high, pattern = arg
            inner, empty = _first(pattern)
            empty = empty or low == 0
        else:
            return _ANY, False
        if inner is _ANY:
            return _ANY, False
        chars |= inner
        if not empty:
            return frozenset(chars), False
    return frozenset(chars), True


def first_chars(regexp: str, flags: int = 0) -> frozenset | None:
    """The characters a match of `regexp` can start with; None for any character (or when it can be empty)."""
    try:
        chars, empty = _first(_sre.parse(regexp, flags))
    except Exception:  # noqa: BLE001 - an unexpected shape of the parsed pattern: assume any character
        return _ANY
    return _ANY if empty else chars


class _State:
    """What one accepted set of terminals lexes with: Lark's sorted terminals, its renamed keywords, its errors."""

    def __init__(self, lexer: "FastContextualLexer", names: frozenset):
        conf = lexer.conf
        terminals = [conf.terminals_by_name[n] for n in names | lexer.ignore | lexer.always_accept
                     if n in conf.terminals_by_name]
        terminals.sort(key=lexer.order_key)
        strings = {t.name for t in terminals if t.pattern.type == "str"}
        embedded, self.unless = set(), {}
        for regex in (t for t in terminals if t.pattern.type == "re"):  # Lark's _create_unless
            renamed = {}
            for word in lexer.words_of(regex):
                if word.name in strings:
                    renamed.setdefault(word.pattern.value, word.name)
                    embedded.add(word.name)
            if renamed:
                self.unless[regex.name] = renamed
        kept = [t for t in terminals if t.name not in embedded]
        self.allowed = {t.name for t in kept} - lexer.ignore or {"<END-OF-FILE>"}
        self.order = [(t.name, lexer.matcher(t), lexer.starts[t.name]) for t in kept]
        self.at: dict[str, tuple] = {}  # character -> the terminals that may start with it, in order

    def candidates(self, char: str) -> tuple:
        found = self.at[char] = tuple((name, match) for name, match, starts in self.order
                                      if starts is _ANY or char in starts)
        return found


class FastContextualLexer(Lexer):
    """A Lark lexer class (`Lark(..., lexer=FastContextualLexer)`) with the tokens of lexer="contextual"."""

    __future_interface__ = 2  # lex(lexer_state, parser_state), as Lark's own lexers

    def __init__(self, conf):
        self.conf = conf
        self.ignore = frozenset(conf.ignore)
        self.always_accept = frozenset(conf.postlex.always_accept) if conf.postlex else frozenset()
        self.fallback = None
        if conf.callbacks or conf.postlex or conf.use_bytes or conf.g_regex_flags or any(
                t.pattern.flags for t in conf.terminals):
            self.fallback = False  # made on the first text, when the parse table is known
        self.newline_types = frozenset(t.name for t in conf.terminals if _has_newline(t.pattern.to_regexp()))
        self.starts = {t.name: (frozenset(t.pattern.value[:1]) if t.pattern.type == "str"
                                else first_chars(t.pattern.to_regexp())) for t in conf.terminals}
        self._matchers: dict = {}
        self._keys: dict = {}
        self._words: dict = {}
        self._states: dict = {}  # parser state -> _State
        self._by_names: dict = {}  # accepted terminals -> _State
        self._root = None

    def order_key(self, terminal) -> tuple:
        """Lark's order of a state's terminals: priority, then the longest match, then the longest pattern."""
        key = self._keys.get(terminal.name)
        if key is None:
            key = self._keys[terminal.name] = (-terminal.priority, -terminal.pattern.max_width,
                                               -len(terminal.pattern.value), terminal.name)
        return key

    def words_of(self, regex) -> list:
        """The string terminals of the grammar that `regex` matches whole, at its priority, in Lark's order: the
        keywords a state renames when it reads them with `regex` (and no state's scanner tries by themselves)."""
        words = self._words.get(regex.name)
        if words is None:
            match = self.matcher(regex)
            words = self._words[regex.name] = sorted(
                (t for t in self.conf.terminals if t.pattern.type == "str" and t.priority == regex.priority
                 and (found := match(t.pattern.value, 0)) is not None and found.group(0) == t.pattern.value),
                key=self.order_key)
        return words

    def matcher(self, terminal):
        """The `match` of one compiled terminal; a string's is `startswith` made to look like one."""
        match = self._matchers.get(terminal.name)
        if match is None:
            if terminal.pattern.type == "str":
                match = _Literal(terminal.pattern.value).match
            else:
                match = re.compile(terminal.pattern.to_regexp()).match
            self._matchers[terminal.name] = match
        return match

    def _state(self, parser_state) -> _State:
        position = parser_state.position
        state = self._states.get(position)
        if state is None:
            names = frozenset(parser_state.parse_conf.parse_table.states[position])
            state = self._by_names.get(names)
            if state is None:
                state = self._by_names[names] = _State(self, names)
            self._states[position] = state
        return state

    def lex(self, lexer_state, parser_state):
        if self.fallback is not None:
            if self.fallback is False:
                states = {i: list(t.keys()) for i, t in parser_state.parse_conf.parse_table.states.items()}
                self.fallback = ContextualLexer(self.conf, states, self.always_accept)
            yield from self.fallback.lex(lexer_state, parser_state)
            return
        text = getattr(lexer_state.text, "text", lexer_state.text)
        end = getattr(lexer_state.text, "end", len(text))
        counter = lexer_state.line_ctr
        ignore, newline_types, states, stack = self.ignore, self.newline_types, self._states, parser_state.state_stack
        while True:
            pos, line, line_start = counter.char_pos, counter.line, counter.line_start_pos
            if pos >= end:
                return
            state = states.get(stack[-1]) or self._state(parser_state)  # the parser's state: once a token
            at = state.at
            while True:  # the next token, ignored ones (spaces, comments) skipped
                char = text[pos]
                for type_, match in at.get(char) or state.candidates(char):
                    found = match(text, pos, end)
                    if found is not None:
                        break
                else:
                    counter.char_pos, counter.line, counter.line_start_pos = pos, line, line_start
                    counter.column = pos - line_start + 1
                    self._unexpected(lexer_state, parser_state, text, state)
                value = found.group(0)
                start, start_line, column = pos, line, pos - line_start + 1
                pos += len(value)
                if type_ in newline_types:
                    newlines = value.count("\n")
                    if newlines:
                        line += newlines
                        line_start = start + value.rindex("\n") + 1
                if type_ not in ignore:
                    break
                if pos >= end:
                    counter.char_pos, counter.line, counter.line_start_pos = pos, line, line_start
                    counter.column = pos - line_start + 1
                    return
            renamed = state.unless.get(type_)
            if renamed is not None:
                type_ = renamed.get(value, type_)
            if _FAST_TOKEN:  # Token(type_, value, start, start_line, column, line, end_column, pos), without its
                token = _new_str(Token, value)  # two Python-level constructors
                token.type, token.value, token.start_pos, token.line = type_, value, start, start_line
                token.column, token.end_line, token.end_column, token.end_pos = column, line, pos - line_start + 1, pos
            else:
                token = Token(type_, value, start, start_line, column, line, pos - line_start + 1, pos)
            counter.char_pos, counter.line, counter.line_start_pos = pos, line, line_start
            counter.column = pos - line_start + 1
            lexer_state.last_token = token
            yield token

    def _unexpected(self, lexer_state, parser_state, text, state: _State):
        """What Lark's ContextualLexer raises at a character that no terminal of the state matches."""
        counter = lexer_state.line_ctr
        error = UnexpectedCharacters(text, counter.char_pos, counter.line, counter.column, allowed=state.allowed,
                                     token_history=lexer_state.last_token and [lexer_state.last_token],
                                     state=parser_state, terminals_by_name=self.conf.terminals_by_name)
        if self._root is None:
            root_conf = copy(self.conf)
            root_conf.skip_validation = True
            self._root = BasicLexer(root_conf)
        last_token = lexer_state.last_token
        try:
            token = self._root.next_token(lexer_state, parser_state)
        except UnexpectedCharacters:
            raise error from None
        raise UnexpectedToken(token, error.allowed, state=parser_state, token_history=[last_token],
                              terminals_by_name=self._root.terminals_by_name)


class _Literal:
    """A string terminal, matched like a compiled regex (`match(text, pos, end)` gives an object with `group(0)`)."""

    __slots__ = ("word", "size")

    def __init__(self, word: str):
        self.word, self.size = word, len(word)

    def match(self, text: str, pos: int, end: int):
        return self if text.startswith(self.word, pos, end) else None

    def group(self, _index: int = 0) -> str:
        return self.word


_new_str = str.__new__
# Lark's Token is a str with these slots (lark 1.1 to 1.3); anything else is made by its constructor.
_FAST_TOKEN = set(getattr(Token, "__slots__", ())) == {"type", "start_pos", "value", "line", "column", "end_line",
                                                      "end_column", "end_pos"}


def _has_newline(regexp: str) -> bool:
    """Lark's test of which terminals may hold a newline (lark.lexer._regexp_has_newline)."""
    return "\n" in regexp or "\\n" in regexp or "\\s" in regexp or "[^" in regexp or ("(?s" in regexp and "." in regexp)
