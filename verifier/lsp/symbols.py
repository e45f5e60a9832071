"""The outline of a document: its rules (blocks with their settings, items, examples and remarks), overrides and
removals, as `DocumentSymbol`s."""
from __future__ import annotations

from lsprotocol import types as lsp

from .. import model as m
from ..language.resolve import rule_key
from .convert import Text

_KIND = lsp.SymbolKind


def symbols(vfile: m.VariantFile, text: Text) -> list[lsp.DocumentSymbol]:
    children = [s for s in (_statement(stmt, text) for stmt in vfile.statements) if s is not None]
    top = _symbol(f"variant {vfile.id}", _KIND.Module, vfile.span, text, children,
                  f"extends {vfile.parent}" if vfile.parent else None)
    if top is not None:  # the variant's own span is its name: widen it to the whole file
        top.range = text.whole()
    return [top] if top else children


def _statement(stmt, text: Text) -> lsp.DocumentSymbol | None:
    if isinstance(stmt, m.Removal):
        return _symbol(f"remove {stmt.key}", _KIND.Null, stmt.span, text, [], stmt.reason)
    if isinstance(stmt, m.Override):
        inner = _rule(stmt.rule, text)
        if inner is not None:
            inner.name = "override " + inner.name
            inner.range = text.range(stmt.span) if stmt.span else inner.range
        return inner
    return _rule(stmt, text)


def _rule(rule: m.Rule, text: Text) -> lsp.DocumentSymbol | None:
    if isinstance(rule, m.Example):
        return _symbol(f"example {rule.name or ''}".strip(), _KIND.Event, rule.span, text, [],
                       str(rule.context) if rule.context else None)
    if isinstance(rule, m.Remark):
        return _symbol(f"remark {rule.name}", _KIND.String, rule.span, text, [], None)
    children: list[lsp.DocumentSymbol | None] = []
    if isinstance(rule, m.Block):
        children += [_symbol(s.setting, _KIND.Property, s.span, text, [], None) for s in rule.setting_cites]
        for value in vars(rule).values():
            for item in value if isinstance(value, tuple) else ():
                if isinstance(item, m.Show):
                    children.append(_symbol(f"show {item.name}", _KIND.EnumMember, item.span, text, [], None))
                elif isinstance(item, (m.Example, m.Remark)):
                    children.append(_rule(item, text))
                elif isinstance(item, m.Rule):  # rows of a table, led rules, places
                    children.append(_symbol(_first_line(text, item.span), _KIND.Field, item.span, text, [], None))
        order = getattr(rule, "order", None)
        if isinstance(order, m.OvercallOrder):
            children.append(_symbol("order", _KIND.Field, order.span, text, [], None))
    kind = _KIND.Namespace if isinstance(rule, m.Block) else _KIND.Constant
    return _symbol(rule_key(rule), kind, rule.span, text, [c for c in children if c], None)


def _first_line(text: Text, span) -> str:
    if span is None:
        return "?"
    line = text.lines[span.line - 1][span.column - 1:].strip()
    return line if len(line) <= 60 else line[:57] + "…"


def _symbol(name, kind, span, text: Text, children, detail) -> lsp.DocumentSymbol | None:
    if span is None:
        return None
    where = text.range(span)
    first = lsp.Range(where.start, where.end if span.end_line == span.line else
                      text.position(span.line, len(text.lines[span.line - 1]) + 1))
    return lsp.DocumentSymbol(name=name or "?", kind=kind, range=where, selection_range=first, children=children,
                              detail=detail)
