"""verifier/language/scanner.py lexes as Lark's own contextual lexer does: the same tokens (type, text, positions) and the
same errors, on every variant file of the repository and on broken variants made from them (seeded)."""
from __future__ import annotations

import glob
import os
import random

import pytest
from lark import Lark
from lark.exceptions import UnexpectedInput

from verifier.language.cache import lark_file
from verifier.language.grammar import grammar_text, lark_parser
from verifier.language.scanner import FastContextualLexer, first_chars

from conftest import ROOT
from test_fuzz import MUTATIONS

SEED = 11
# Insertions that move the lexer between its states: keywords, words a keyword starts, punctuation, odd spaces.
INSERTS = list('{}:,"#@+->=</^x\n\t 0') + ["variant", "throw", "throw:", "pair", "pairs", "when", "not", "cards",
                                           "x64", "-2", "10S", "♠", "\u00a0", "：", "\u3000", "“"]


def corpus() -> list[tuple[str, str]]:
    """Every variant file of the repository, then broken ones made from them."""
    paths = sorted(glob.glob(os.path.join(ROOT, "spec", "*.variant")) +
                   glob.glob(os.path.join(ROOT, "tests", "**", "*.variant"), recursive=True))
    files = [(os.path.relpath(p, ROOT), open(p, encoding="utf-8", errors="replace").read()) for p in paths]
    rng = random.Random(SEED)
    broken = []
    for name, text in files:
        data = text.encode("utf-8")
        if not data.strip():  # tests/malformed/empty-file.variant: nothing to break
            continue
        for index in range(2):
            mutation = rng.choice(MUTATIONS)
            broken.append((f"{name} #{index} {mutation.__name__}", mutation(rng, data).decode("utf-8", "replace")))
        for index in range(2):
            at = rng.randrange(len(text) + 1)
            word = rng.choice(INSERTS)
            broken.append((f"{name} +{word!r}@{at}", text[:at] + word + text[at:]))
    return files + broken


CORPUS = corpus()


def lexed(parser: Lark, text: str) -> list:
    """The tokens the parser reads (through the parser, so that the lexer sees its states), then how it ends."""
    out = []
    try:
        state = parser.parse_interactive(text)
        for token in state.iter_parse():
            out.append((token.type, str(token), token.start_pos, token.line, token.column, token.end_line,
                        token.end_column, token.end_pos))
        state.feed_eof()
        out.append("end")
    except UnexpectedInput as exc:
        token = getattr(exc, "token", None)
        out.append((type(exc).__name__, exc.pos_in_stream, exc.line, exc.column, getattr(exc, "char", None),
                    sorted(getattr(exc, "allowed", None) or ()), sorted(getattr(exc, "expected", None) or ()),
                    token and (token.type, str(token), token.start_pos, token.line, token.column)))
    return out


@pytest.fixture(scope="module")
def reference() -> Lark:
    return Lark(grammar_text(), parser="lalr", lexer="contextual", propagate_positions=True,
                maybe_placeholders=False, cache=lark_file(grammar_text(), "lalr", "contextual") or False)


def test_the_parser_uses_it():
    assert isinstance(lark_parser().parser.lexer, FastContextualLexer)


def test_the_corpus_has_both_files_and_errors(reference):
    ends = [lexed(reference, text)[-1] for _, text in CORPUS]
    assert len(CORPUS) > 300
    assert sum(end == "end" for end in ends) > 100
    kinds = {end[0] for end in ends if end != "end"}
    assert kinds == {"UnexpectedCharacters", "UnexpectedToken"}


@pytest.mark.parametrize("start", range(0, len(CORPUS), 50))
def test_same_tokens_and_errors_as_lark(reference, start):
    ours = lark_parser()
    for name, text in CORPUS[start:start + 50]:
        assert lexed(ours, text) == lexed(reference, text), name


def test_a_keyword_is_a_keyword_only_where_the_grammar_expects_it():
    tokens = [(t.type, str(t)) for t in lark_parser().parse_interactive(
        'variant throw {\n  throw { throw: allowed }\n  kitty bonus cap x64\n}\n').iter_parse()]
    assert tokens[:2] == [("VARIANT", "variant"), ("NAME", "throw")]
    assert ("THROW", "throw") in tokens and ("NAME", "throw") in tokens[3:]
    assert tokens[-4:] == [("CAP", "cap"), ("X", "x"), ("INT", "64"), ("RBRACE", "}")]


def test_first_characters_of_terminals():
    assert first_chars("(?:ab|c)d") == frozenset("ac")
    assert first_chars("x?[0-2]+") == frozenset("x012")
    assert first_chars("(?!z)[a-c]") == frozenset("abc")
    assert first_chars("[^a]") is None and first_chars(r"\w+") is None and first_chars("a*") is None
