"""Blocks and their items: a block's `name: value` settings read by the model's field metadata (which settings a
block takes, and the type of each value), its other items put in the field of their type, a setting or an item
stated twice (E301), an item that does not belong in the block (E211).

Each family's builder names its own items and blocks for these messages (`item_names`, `item_places`,
`block_words`); the face (builder/__init__.py) joins both families' tables.
"""
from __future__ import annotations

import typing
from dataclasses import fields
from enum import Enum
from types import UnionType

from lark import Token, v_args

from ... import model as m
from ...runtime.cards import Card
from ...diagnostics import Label, Span, error
from ...diagnostics.suggest import closest, did_you_mean
from ..export import _hints as type_hints
from .values import Builder, unquote


class Setting:
    """A `name: value, value` line, kept raw until its block knows the setting's type."""

    def __init__(self, name: Token, values: list[Token], cites):
        self.name, self.values, self.cites = str(name), values, cites
        self.name_span: Span | None = None


class BlockBuilder(Builder):
    """Fills a block's class from its items; the callbacks of `block` and `setting`."""

    # How an item is named in "does not belong in this block", where it belongs, and the keyword that opens a block
    # (where its class name is not that keyword): each family's own.
    item_names: dict[type, str] = {}
    item_places: dict[type, str] = {}
    block_words: dict[type, str] = {}

    @v_args(meta=True)
    def block(self, meta, c):
        return ("block", c, meta)

    @v_args(meta=True)
    def setting(self, meta, c):
        body, cites = self.cites(c)
        item = Setting(body[0], body[1:], cites)
        item.name_span = self.span(body[0])
        return item

    def _block_rule(self, cls, meta, block, **fixed):
        return self.fill_block(cls, meta, block[1] if block else [], **fixed)

    def fill_block(self, cls, meta, items, **fixed):
        """Fill a block class from its items: settings by name, item lists by type, examples, remarks."""
        hints = type_hints(cls)  # resolved once per class: evaluating the annotations was a tenth of a parse
        by_setting = {}
        item_fields = {}
        for f in fields(cls):
            if "setting" in f.metadata:
                by_setting[f.metadata["setting"] or f.name.replace("_", "-")] = f
            elif f.name not in fixed and f.name not in ("span", "cites", "origin", "setting_cites"):
                item_fields[f.name] = f
        values: dict = {}
        lists: dict[str, list] = {name: [] for name, f in item_fields.items() if f.default == ()}
        seen: dict[str, Span | None] = {}
        for item in items:
            if isinstance(item, Setting):
                f = by_setting.get(item.name)
                if f is None:
                    known = sorted(by_setting)
                    where = f"`{self._keyword(cls, fixed)}`" if known else "this block"
                    rule_of_its_own = f"{self._keyword(cls, fixed)} {item.name}"
                    if rule_of_its_own in ("scoring cap", "kitty bonus cap"):
                        help = f"`{rule_of_its_own}` is a rule of its own: write it after the block"
                    else:
                        help = did_you_mean(item.name, known) or (
                            f"settings here: {', '.join(known)}" if known else "this block takes no settings")
                    guess = None if rule_of_its_own in ("scoring cap", "kitty bonus cap") else closest(item.name, known)
                    self.fail("E210", f"`{item.name}` is not a setting of {where}", item.name_span,
                              "unknown setting", help=help, guess=guess)
                    continue
                if f.name in values:
                    self._duplicate(item.name, item.name_span, seen[f.name])
                    continue
                values[f.name] = self.setting_value(hints[f.name], item)
                seen[f.name] = item.name_span
                continue
            target = self._item_field(item, hints, item_fields)
            if target is None:
                self.fail("E211", f"{self._describe(item)} does not belong in this block", item.span,
                          "not allowed here", help=self._belongs(item))
            elif target in lists:
                lists[target].append(item)
            elif target in values:
                self._duplicate(target.replace("_", " "), item.span, seen[target])
            else:
                values[target] = item
                seen[target] = item.span
        values.update({name: tuple(vals) for name, vals in lists.items()})
        position = {name: i for i, name in enumerate(by_setting)}  # in the order of the class's fields
        cited = tuple(sorted((m.SettingCites(item.name, item.cites, span=item.name_span) for item in items
                              if isinstance(item, Setting) and item.name in position),
                             key=lambda entry: position[entry.setting]))
        return cls(**fixed, **values, setting_cites=cited, span=self.span(meta))

    def _item_field(self, item, hints, item_fields) -> str | None:
        for name in item_fields:
            hint = hints[name]
            inner = typing.get_args(hint)[0] if typing.get_origin(hint) is tuple else hint
            options = typing.get_args(inner) if isinstance(inner, UnionType) else (inner,)
            if any(isinstance(option, type) and isinstance(item, option) for option in options):
                return name
        return None

    def _duplicate(self, what: str, span: Span | None, first: Span | None) -> None:
        diag = error("E301", f"`{what}` is stated twice", span, label="stated again here",
                     secondary=(Label(first, "first stated here"),) if first else (),
                     help="state it once")
        self.diagnostics.append(diag)

    def setting_value(self, hint, item: "Setting"):
        args = [a for a in typing.get_args(hint) if a is not type(None)]
        kind = args[0] if args else hint
        many = typing.get_origin(kind) is tuple
        element = typing.get_args(kind)[0] if many else kind
        if not many and len(item.values) > 1:
            self.fail("E212", f"`{item.name}` takes one value", item.values[1], "unexpected second value")
        parsed = tuple(self._one_value(element, token, item.name) for token in item.values)
        return parsed if many else parsed[0]

    def _one_value(self, element, token: Token, name: str):
        if isinstance(element, type) and issubclass(element, Enum):
            return self.word(element, token)
        if element is int:
            if token.type == "INT":
                return self.integer(token)
            self.fail("E203", f"`{name}` takes a whole number", token, "not a number",
                      help=f"write digits, e.g. `{name}: 2`")
            return 0
        if element is Card:  # `reversal: BJ, BJ, BJ`: one card per value
            if token.type != "STRING":  # a bare word: read as if quoted, so that a caret still points into it
                bare = token
                token = Token.new_borrow_pos("STRING", f'"{bare}"', bare)
                token.start_pos = bare.start_pos - 1
            found = self.cards(token)
            if len(found) > 1:
                self.fail("E206", f"`{name}` takes one card per value", token, "several cards",
                          help=f"separate the cards with commas: `{name}: {', '.join(map(str, found))}`")
            return found[0] if found else Card("BJ")
        if element is bool:
            if str(token) in ("yes", "no"):
                return str(token) == "yes"
            self.fail("E203", f"`{name}` takes `yes` or `no`", token, "not yes or no",
                      help=did_you_mean(str(token), ["yes", "no"]), guess=closest(str(token), ["yes", "no"]))
            return False
        return unquote(str(token)) if token.type == "STRING" else str(token)

    def _keyword(self, cls, fixed) -> str:
        """The keyword that opens a block of this class, as the author wrote it."""
        if cls in self.block_words:
            return self.block_words[cls]
        if "kind" in fixed:
            return str(fixed["kind"])
        return cls.__name__.lower()

    def _describe(self, item) -> str:
        if isinstance(item, Setting):
            return f"the setting `{item.name}`"
        return self.item_names.get(type(item), "this item")

    def _belongs(self, item) -> str | None:
        return self.item_places.get(type(item))
