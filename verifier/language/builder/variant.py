"""The shape of a variant file: `variant NAME extends PARENT { … }`, overrides and removals, a rule with its
citations, examples and remarks (in a rule's block or in `examples { … }` and `remarks { … }`), and the keys by which
`remove` names a rule."""
from __future__ import annotations

from dataclasses import fields

from lark import Token, Tree, v_args

from ... import model as m
from .blocks import BlockBuilder, Setting
from .values import unquote


class _Group:
    """The items of a top-level `examples` or `remarks` block, added to the variant one by one."""

    def __init__(self, items):
        self.items = items


@v_args(meta=True)
class VariantBuilder(BlockBuilder):
    """The callbacks of a file's structure, its citations, and its worked examples and remarks."""

    def start(self, meta, children):
        return children[0]

    def variant(self, meta, children):
        name, rest = children[0], children[1:]
        parent = parent_span = None
        if rest and isinstance(rest[0], tuple) and rest[0][0] == "extends":
            parent, parent_span = rest[0][1], rest[0][2]
            rest = rest[1:]
        statements = [x for item in rest for x in (item.items if isinstance(item, _Group) else [item])]
        return m.VariantFile(str(name), parent, tuple(statements), parent_span=parent_span, span=self.span(name))

    def extends(self, meta, children):
        return ("extends", str(children[0]), self.span(children[0]))

    def override(self, meta, children):
        if isinstance(children[0], _Group):
            self.fail("E213", "examples and remarks cannot be overridden as a block", meta, "not a single rule",
                      help="remove a named example or remark (`remove example NAME because …`) and state the new one")
            return _Group([])
        return m.Override(children[0], span=self.span(meta))

    def removal(self, meta, children):
        key, reason, *zh = children
        return m.Removal(key, unquote(str(reason)), unquote(str(zh[0])) if zh else None, span=self.span(meta))

    def rule(self, meta, children):
        body, cites = self.cites(children)
        rule = body[0]
        if isinstance(rule, _Group):  # `examples { … }` or `remarks { … }`: its citations go to every item
            return _Group([type(r)(**{**_fields_of(r), "cites": r.cites + cites}, span=r.span) for r in rule.items])
        return type(rule)(**{**_fields_of(rule), "cites": rule.cites + cites}, span=rule.span)

    def examples(self, meta, c):
        return self._group(c[0], m.Example, "`examples { … }` holds only examples")

    def remarks(self, meta, c):
        return self._group(c[0], m.Remark, "`remarks { … }` holds only remarks")

    def _group(self, block, kind, help: str) -> "_Group":
        kept = []
        for item in block[1]:
            if isinstance(item, kind):
                kept.append(item)
            else:
                where = item.name_span if isinstance(item, Setting) else item.span
                self.fail("E211", f"{self._describe(item)} does not belong in this block", where, "not allowed here",
                          help=help)
        return _Group(kept)

    def source_cite(self, meta, children):
        quote = unquote(str(children[1])) if len(children) > 1 else None
        return m.Cite(source=str(children[0]), quote=quote, span=self.span(meta))

    def decision(self, meta, children):
        zh = unquote(str(children[1])) if len(children) > 1 else None
        return m.Cite(decision=unquote(str(children[0])), decision_zh=zh, span=self.span(meta))

    # Keys of `remove` ------------------------------------------------------------------------------------------------

    def __default__(self, data, children, meta):
        if isinstance(data, str) and data.startswith("k_"):
            words = data[2:].replace("_", " ")
            if data == "k_past_top":
                words = "past the top"
            if data == "k_combination":
                return str(children[0])
            return f"{words} {children[0]}" if children else words
        return Tree(data, children, meta)

    # Examples and remarks --------------------------------------------------------------------------------------------

    def example_item(self, meta, c):
        body, cites = self.cites(c)
        return type(body[0])(**{**_fields_of(body[0]), "cites": cites}, span=body[0].span)

    remark_item = example_item

    def example(self, meta, c):
        name = str(c[0]) if isinstance(c[0], Token) else None
        context = next((x for x in c if isinstance(x, m.TrumpContext)), None)
        return m.Example(name, context, c[-1], span=self.span(meta))

    def context(self, meta, c):
        trump = self.suit(c[1], allow_nt=True) if len(c) > 1 else None  # a climbing example names its level only
        return m.TrumpContext(self.level(c[0]), trump, span=self.span(meta))

    def remark(self, meta, c):
        zh = unquote(str(c[2])) if len(c) > 2 else None
        return m.Remark(str(c[0]), unquote(str(c[1])), zh, span=self.span(meta))


def _fields_of(node) -> dict:
    names = _NAMES.get(type(node))
    if names is None:  # once per class: `fields()` builds its tuple on every call, and every rule comes here
        names = _NAMES[type(node)] = tuple(f.name for f in fields(node) if f.name != "span")
    return {name: getattr(node, name) for name in names}


_NAMES: dict[type, tuple[str, ...]] = {}
