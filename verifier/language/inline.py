"""Build the model while Lark parses, instead of building a parse tree and transforming it afterwards.

`Lark(propagate_positions=True)` then `Tree2Model().transform(tree)` made two passes over every node: a Tree with
its position (Lark's ChildFilter and PropagatePositions wrappers) while parsing, then the Transformer's walk, which
calls each callback through `v_args(meta=True)` (a `functools.wraps` per call). Together they were about two thirds
of a parse. Here each grammar rule gets one callback that does what that chain does, in the same order: it keeps
the children Lark keeps (no anonymous tokens, `_rule`s spliced in, a `?rule` of one child replaced by that child),
computes the rule's position from all its children as PropagatePositions does (the same `line`, `column`,
`end_line`, `end_column`, container positions, `empty`), and calls the builder's method for the rule (or
`__default__`) with that position as `meta` and the children's values. LALR reduces in the order of the
Transformer's walk (children left to right, then the rule), so the model and the diagnostics are the same; an
exception in a method is reported as the VisitError the Transformer raises, once the parse is over.

The callbacks build only while `build` runs, in its thread; anywhere else (`parse_interactive` for the error
messages and the editor, `Lark.parse` itself) they call Lark's own, which build the same trees as before.
tests/test_inline.py compares the model and the positions with those of the parse tree and the Transformer.
"""
from __future__ import annotations

import threading

from lark import Token
from lark.exceptions import GrammarError, VisitError
from lark.visitors import _vargs_meta

_active = threading.local()


class Node:
    """A reduced rule while the parser runs: its value, its kept children (for a `_rule`), its position."""

    __slots__ = ("value", "children", "empty", "line", "column", "start_pos", "end_line", "end_column", "end_pos",
                 "container_line", "container_column", "container_start_pos", "container_end_line",
                 "container_end_column", "container_end_pos")

    def __init__(self):
        self.value = None
        self.empty = True

    def __lark_meta__(self):  # how Lark's own PropagatePositions reads the position of a child it does not know
        return self


def _place(node: Node, raw) -> None:
    """lark.parse_tree_builder.PropagatePositions: a node starts where the container of its first child with a
    position starts (a Token's container is itself) and ends where its last one's ends; a node that has a position
    already (a `?rule` replaced by its only child) keeps it and takes the container's."""
    for first in raw:
        if type(first) is Node:
            if not first.empty:  # a placed Node always has its container's position
                line, column, start = first.container_line, first.container_column, first.container_start_pos
                break
        elif isinstance(first, Token):
            line, column, start = first.line, first.column, first.start_pos
            break
    else:
        return  # no child has a position: the node has none (`empty`), like Lark's
    for last in reversed(raw):
        if type(last) is Node:
            if not last.empty:
                end_line, end_column, end = last.container_end_line, last.container_end_column, last.container_end_pos
                break
        elif isinstance(last, Token):
            end_line, end_column, end = last.end_line, last.end_column, last.end_pos
            break
    if node.empty:
        node.line, node.column, node.start_pos = line, column, start
        node.end_line, node.end_column, node.end_pos = end_line, end_column, end
        node.empty = False
    node.container_line, node.container_column, node.container_start_pos = line, column, start
    node.container_end_line, node.container_end_column, node.container_end_pos = end_line, end_column, end


def _values(children) -> list:
    return [child.value if type(child) is Node else child for child in children]


def _method(builder_class, name: str):
    """How the Transformer calls the builder for rule `name`: ("meta", function) for a `v_args(meta=True)` method,
    ("plain", function) for another one, ("default", None) when the builder has no such attribute."""
    for klass in builder_class.__mro__:
        if name in vars(klass):
            found = vars(klass)[name]
            break
    else:
        return ("default", None)
    wrapper = getattr(found, "visit_wrapper", None)
    if wrapper is None:
        return ("plain", found)
    if wrapper is not _vargs_meta:
        raise TypeError(f"{builder_class.__name__}.{name}: only v_args(meta=True) is supported here")
    return ("meta", found.base_func)


def _callback(rule, original, builder_class):
    name = rule.alias or rule.options.template_source or rule.origin.name
    keep_all = rule.options.keep_all_tokens
    kept = [(i, not symbol.is_term and symbol.name.startswith("_")) for i, symbol in enumerate(rule.expansion)
            if keep_all or not (symbol.is_term and symbol.filter_out)]  # Lark's maybe_create_child_filter
    identity = len(kept) == len(rule.expansion) and not any(spliced for _, spliced in kept)
    expand_single = rule.options.expand1 and not rule.alias
    spliced_rule = rule.origin.name.startswith("_")  # only ever spliced into the rule that uses it
    kind, function = _method(builder_class, name)

    def reduce(raw):
        builder = getattr(_active, "builder", None)
        if builder is None:
            return original(raw)
        if identity:
            children = raw
        else:
            children = []
            for i, spliced in kept:
                if spliced:
                    children += raw[i].children
                else:
                    children.append(raw[i])
        if expand_single and len(children) == 1:
            node = children[0]
            if type(node) is Node:
                _place(node, raw)
            return node
        node = Node()
        node.children = children
        _place(node, raw)
        if spliced_rule:
            return node
        if kind == "default":
            node.value = builder.__default__(name, _values(children), node)
            return node
        try:
            if kind == "meta":
                node.value = function(builder, node, _values(children))
            else:
                node.value = getattr(builder, name)(_values(children))
        except GrammarError:
            raise
        except Exception as exc:  # noqa: BLE001 - the Transformer's VisitError, raised when the parse is over
            if _active.error is None:
                _active.error = VisitError(name, node, exc)
        return node
    return reduce


def install(lark, builder_class) -> None:
    """Give every rule of `lark`'s LALR parser a callback that builds with `builder_class` during `build`."""
    installed = getattr(lark, "_inline_builder", None)
    if installed is not None:
        if installed is not builder_class:
            raise TypeError(f"this parser builds with {installed.__name__} already")
        return
    terminals = {t.name for t in lark.terminals}
    if any(hasattr(builder_class, name) for name in terminals):  # the Transformer would call it for the token
        raise TypeError(f"{builder_class.__name__} has a method named like a terminal")
    callbacks = lark.parser.parser.parser.callbacks  # the dict every ParserState of this Lark reads
    for rule, original in list(callbacks.items()):
        if not isinstance(rule, str):
            callbacks[rule] = _callback(rule, original, builder_class)
    lark._inline_builder = builder_class


def build(lark, builder, text: str):
    """`builder.transform(lark.parse(text))`, in one pass. Raises what the parser raises, or the VisitError."""
    install(lark, type(builder))
    previous = getattr(_active, "builder", None), getattr(_active, "error", None)
    _active.builder, _active.error = builder, None
    try:
        result = lark.parse(text)
        error = _active.error
    finally:
        _active.builder, _active.error = previous
    if error is not None:
        raise error
    return result.value if type(result) is Node else result
