"""verifier/language/inline.py builds, while Lark parses, the model that the Transformer builds from Lark's parse tree: the
same model with the same spans, the same diagnostics in the same order, on every variant file of the repository
and on broken ones (tests/test_scanner.py's corpus)."""
from __future__ import annotations

import json

import pytest
from lark import Lark, Tree, v_args
from lark.exceptions import UnexpectedInput, VisitError

from verifier.language import inline
from verifier.language.builder import Tree2Model
from verifier.diagnostics import DiagnosticError, render_text
from verifier.language.export import to_data
from verifier.language.cache import lark_file
from verifier.language.grammar import grammar_text, lark_parser
from verifier.language.parser import parse_text
from verifier.language.scanner import FastContextualLexer

from test_scanner import CORPUS


def _shown(name: str, text: str, model, diagnostics) -> str:
    return json.dumps([to_data(model) if model is not None else None,
                       [render_text(d, {name: text}) + repr(d.fix) for d in diagnostics]], ensure_ascii=False)


def by_tree(name: str, text: str) -> str | None:
    """The reference: Lark's parse tree (its own callbacks), then the Transformer."""
    try:
        tree = lark_parser().parse(text)
    except UnexpectedInput:
        return None
    builder = Tree2Model(name, text)
    model = builder.transform(tree)
    return _shown(name, text, None if builder.diagnostics else model, builder.diagnostics)


def in_one_pass(name: str, text: str) -> str | None:
    try:
        model = parse_text(name, text)
    except DiagnosticError as exc:
        if exc.diagnostics[0].code[:3] in ("E10",):  # a syntax error (E100-E109): the reference has no tree
            return None
        return _shown(name, text, None, exc.diagnostics)
    return _shown(name, text, model, [])


@pytest.mark.parametrize("start", range(0, len(CORPUS), 100))
def test_same_model_and_diagnostics_as_the_transformer(start):
    for name, text in CORPUS[start:start + 100]:
        if not text.strip() or "\0" in text:
            continue
        assert in_one_pass(name, text) == by_tree(name, text), name


def test_the_corpus_has_models_and_semantic_errors():
    results = [in_one_pass(name, text) for name, text in CORPUS if text.strip() and "\0" not in text]
    assert sum(r is not None and not json.loads(r)[1] for r in results) > 100  # files that build
    assert sum(r is not None and bool(json.loads(r)[1]) for r in results) > 20  # files with a builder's error


def test_lark_alone_still_builds_trees_with_positions():
    tree = lark_parser().parse('variant t {\n  players 4\n}\n')
    assert isinstance(tree, Tree) and tree.data == "start"
    players = next(tree.find_data("players"))
    assert (players.meta.line, players.meta.column, players.meta.end_line, players.meta.end_column) == (2, 3, 2, 12)


@v_args(meta=True)
class _Broken(Tree2Model):
    def hand(self, meta, children):
        raise RuntimeError("bug")


def test_an_error_in_a_callback_is_the_transformers_visit_error_after_the_parse():
    parser = Lark(grammar_text(), parser="lalr", propagate_positions=True, maybe_placeholders=False,
                  cache=lark_file(grammar_text(), "lalr", "fast-contextual") or False,
                  lexer=FastContextualLexer)  # a parser of its own: lark_parser() builds with Tree2Model
    text = "variant t {\n  hand 25\n  players 4\n}\n"
    with pytest.raises(VisitError) as exc:
        inline.build(parser, _Broken("t.variant", text), text)
    assert exc.value.rule == "hand" and repr(exc.value.orig_exc) == "RuntimeError('bug')"
    broken = text.replace("players 4", "players :")
    with pytest.raises(UnexpectedInput):  # a syntax error after it is what the parse reports, as before
        inline.build(parser, _Broken("t.variant", broken), broken)
    with pytest.raises(TypeError):  # one builder class per parser
        inline.build(parser, Tree2Model("t.variant", text), text)
