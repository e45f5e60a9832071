"""From a syntax tree to the rule model: every value checked, every node given its span.

The grammar checks structure; this module checks values (ranks, suits, cards, enum words, setting names) so that a
mistake is reported at the value, with the closest valid word.
"""
from __future__ import annotations

import typing
from dataclasses import fields
from enum import Enum
from types import UnionType

from lark import Token, Transformer, Tree, v_args

from ... import model as m
from ...model.climbing import keys as climbing_keys
from ...runtime.cards import JOKERS, LEVELS, NO_TRUMP_LEVEL, RANKS, SUIT_SYMBOLS, SUITS, Card, CardError, parse_cards
from ...diagnostics import Diagnostic, Label, Span, error, replace_with
from ..export import _hints as type_hints
from ...diagnostics.suggest import closest, did_you_mean

_SUIT_WORDS = set(SUITS) | set(SUIT_SYMBOLS)


def unquote(token: str) -> str:
    body = token[1:-1]
    return body.replace('\\"', '"').replace("\\\\", "\\") if "\\" in body else body


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
            if isinstance(item, _Setting):
                f = by_setting.get(item.name)
                if f is None:
                    known = sorted(by_setting)
                    where = f"`{_keyword(cls, fixed)}`" if known else "this block"
                    rule_of_its_own = f"{_keyword(cls, fixed)} {item.name}"
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
                self.fail("E211", f"{_describe(item)} does not belong in this block", item.span,
                          "not allowed here", help=_belongs(item))
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
                              if isinstance(item, _Setting) and item.name in position),
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

    def setting_value(self, hint, item: "_Setting"):
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

    def cites(self, children) -> tuple[list, tuple[m.Cite, ...]]:
        body = [c for c in children if not isinstance(c, m.Cite)]
        return body, tuple(c for c in children if isinstance(c, m.Cite))


def _tier_card(word: str) -> tuple[str, str] | None:
    """(rank, suit) when a trump-order tier is written as one card (`5H`, `5♥`), else None."""
    suit = SUIT_SYMBOLS.get(word[-1:], word[-1:].upper())
    rank = word[:-1].upper()
    return (rank, suit) if rank in RANKS and suit in SUITS else None


def _keyword(cls, fixed) -> str:
    """The keyword that opens a block of this class, as the author wrote it."""
    if cls in climbing_keys.RULES:
        return climbing_keys.RULES[cls][1]
    if "kind" in fixed:
        return str(fixed["kind"])
    words = {m.KittyBonus: "kitty bonus", m.KittyOvercall: "kitty overcall", m.NextDeclarer: "next declarer"}
    return words.get(cls, cls.__name__.lower())


def _describe(item) -> str:
    if isinstance(item, _Setting):
        return f"the setting `{item.name}`"
    return {m.Show: "`show`", m.OvercallOrder: "`order`", m.LedRule: "a `… led:` rule", m.BonusRow: "a multiplier row",
            m.TableRow: "a `when … ->` row", m.PlaceRow: "a `place` row",
            **climbing_items.DESCRIBE}.get(type(item), "this item")


def _belongs(item) -> str | None:
    return {m.Show: "`show` belongs in `declare` or `kitty overcall`",
            m.OvercallOrder: "`order` belongs in `declare` or `kitty overcall`",
            m.LedRule: "`… led:` rules belong in `follow`",
            m.BonusRow: "multiplier rows belong in `kitty bonus`",
            m.TableRow: "`when` rows belong in `scoring` or `tribute`",
            m.PlaceRow: "`place` rows belong in `places` or `settlement`",
            **climbing_items.BELONGS}.get(type(item))


class _Group:
    """The items of a top-level `examples` or `remarks` block, added to the variant one by one."""

    def __init__(self, items):
        self.items = items


class _Setting:
    """A `name: value, value` line, kept raw until its block knows the setting's type."""

    def __init__(self, name: Token, values: list[Token], cites):
        self.name, self.values, self.cites = str(name), values, cites
        self.name_span: Span | None = None


from . import climbing as climbing_items  # noqa: E402 - it builds on Builder, above
from .climbing import ClimbingBuilder  # noqa: E402


@v_args(meta=True)
class Tree2Model(ClimbingBuilder):
    """One callback per grammar rule; see grammar/variant.lark."""

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
        key, reason = children
        return m.Removal(key, unquote(str(reason)), span=self.span(meta))

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
                where = item.name_span if isinstance(item, _Setting) else item.span
                self.fail("E211", f"{_describe(item)} does not belong in this block", where, "not allowed here",
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

    # Header and deal ---------------------------------------------------------------------------------------------------

    def title(self, meta, c):
        names = tuple(m.LocalName(str(c[i]), unquote(str(c[i + 1])), span=self.span(c[i]))
                      for i in range(0, len(c), 2))
        return self.make(m.Title, meta, names)

    def family(self, meta, c):
        return self.make(m.FamilyRule, meta, self.word(m.Family, c[0]))

    def source(self, meta, c):
        section = unquote(str(c[2])) if len(c) > 2 else None
        return self.make(m.Source, meta, str(c[0]), unquote(str(c[1])), section)

    def players(self, meta, c):
        least = self.integer(c[0])
        most = self.integer(c[1]) if len(c) > 1 else least
        if most < least:
            self.fail("E207", f"`players {least} to {most}` counts down", c[1], f"should be at least {least}")
        return self.make(m.Players, meta, least, most)

    def teams(self, meta, c):
        return self.make(m.Teams, meta, self.word(m.TeamKind, c[0]))

    def direction(self, meta, c):
        return self.make(m.DirectionRule, meta, self.word(m.Direction, c[0]))

    def decks(self, meta, c):
        jokers, removed = True, ()
        for option in c[1:]:
            if option == "without_jokers":
                jokers = False
            else:
                removed = removed + option
        return self.make(m.Decks, meta, self.integer(c[0]), jokers, removed)

    def without_jokers(self, meta, c):
        return "without_jokers"

    def removed_cards(self, meta, c):
        return self.cards(c[0])

    def hand(self, meta, c):
        return self.make(m.Hand, meta, self.integer(c[0]))

    def kitty(self, meta, c):
        return self.make(m.Kitty, meta, self.integer(c[0]))

    def points(self, meta, c):
        return self.make(m.Points, meta, tuple(c))

    def point_value(self, meta, c):
        return m.PointValue(self.rank(c[0]), self.integer(c[1]), span=self.span(meta))

    # Levels and card order ---------------------------------------------------------------------------------------------

    def levels(self, meta, c):
        per = bool(c) and c[-1] == "per_player"
        return self.make(m.Levels, meta, self.level(c[0]), self.level(c[1]), per_player=per)

    def per_player(self, meta, c):
        return "per_player"

    def levels_list(self, meta, c):
        per = bool(c) and c[-1] == "per_player"
        if per:
            c = c[:-1]
        ranks, seen = [], set()
        for token in c:
            rank = self.level(token)
            if rank in seen and rank in LEVELS:
                self.fail("E215", f"level {rank} is listed twice", token, "listed again here",
                          help="name each level of the ladder once, in playing order")
                continue
            seen.add(rank)
            ranks.append(rank)
        return self.make(m.Levels, meta, ranks[0], ranks[-1], tuple(ranks), per_player=per)

    def mandatory_levels(self, meta, c):
        return self.make(m.MandatoryLevels, meta, tuple(self.level(t) for t in c))

    def defended_levels(self, meta, c):
        return self.make(m.DefendedLevels, meta, tuple(self.level(t) for t in c))

    def jack_rule(self, meta, c):
        return self.make(m.JackRule, meta, self.word(m.JackWin, c[0]), self.integer(c[1]) if len(c) > 1 else None)

    def past_top(self, meta, c):
        return self.make(m.PastTopRule, meta, self.word(m.PastTop, c[0]))

    def ranks(self, meta, c):
        return self.make(m.Ranks, meta, tuple(self.rank(t) for t in c))

    def permanent_trumps(self, meta, c):
        return self.make(m.PermanentTrumps, meta, tuple(self.rank(t) for t in c))

    def trump_order(self, meta, c):
        return self.make(m.TrumpOrder, meta, tuple(c))

    def tier(self, meta, c):
        word, group = str(c[0]), (c[1] if len(c) > 1 else None)
        if word.upper() in JOKERS:
            if group is not None:
                self.fail("E208", f"a joker has no suit: `{word} in {group.value.replace('-', ' ')}`", meta,
                          "remove the suit group")
            return m.Tier(m.TierCards(word.upper()), span=self.span(meta))
        card = _tier_card(word)
        if card is not None:  # one card, `5H`: a rank in a fixed suit (Hong Wu)
            if group is not None:
                self.fail("E208", f"`{word}` is one card of one suit: it takes no suit group", meta,
                          "remove the suit group")
            return m.Tier(m.TierCards.RANK, card[0], None, card[1], span=self.span(meta))
        return m.Tier(m.TierCards.RANK, self.rank(c[0]), group, span=self.span(meta))

    def level_tier(self, meta, c):
        return m.Tier(m.TierCards.LEVEL, None, c[0] if c else None, span=self.span(meta))

    def trump_suit_tier(self, meta, c):
        return m.Tier(m.TierCards.TRUMP_SUIT, span=self.span(meta))

    def in_trump_suit(self, meta, c):
        return m.SuitGroup.TRUMP_SUIT

    def in_other_suits(self, meta, c):
        return m.SuitGroup.OTHER_SUITS

    # Blocks ---------------------------------------------------------------------------------------------------------

    def block(self, meta, c):
        return ("block", c, meta)

    def setting(self, meta, c):
        body, cites = self.cites(c)
        item = _Setting(body[0], body[1:], cites)
        item.name_span = self.span(body[0])
        return item

    def _block_rule(self, cls, meta, block, **fixed):
        return self.fill_block(cls, meta, block[1] if block else [], **fixed)

    def combination(self, meta, c):
        kind = self.word(m.ComboKind, c[0])
        return self._block_rule(m.Combination, meta, c[1] if len(c) > 1 else None, kind=kind)

    def throw(self, meta, c):
        return self._block_rule(m.Throw, meta, c[0] if c else None)

    def declare(self, meta, c):
        rule = self._block_rule(m.Declare, meta, c[0])
        known = [show.name for show in rule.shows]  # `override declare` states the whole block: its shows are here
        for item in c[0][1] if c[0] else []:
            if isinstance(item, _Setting) and item.name == "step-by-step":
                for token in item.values:
                    if str(token) not in known:
                        self.fail("E221", f"unknown declaration `{token}` in `step-by-step`", token,
                                  "no `show` has this name", help=did_you_mean(str(token), known) or
                                  "name shows of this block: `step-by-step: NAME, …`", guess=closest(str(token), known))
        return rule

    def kitty_overcall(self, meta, c):
        return self._block_rule(m.KittyOvercall, meta, c[0])

    def bury(self, meta, c):
        return self._block_rule(m.Bury, meta, c[0])

    def follow(self, meta, c):
        return self._block_rule(m.Follow, meta, c[0])

    def ruff(self, meta, c):
        return self._block_rule(m.Ruff, meta, c[0])

    def kitty_bonus(self, meta, c):
        return self._block_rule(m.KittyBonus, meta, c[0])

    def scoring(self, meta, c):
        return self._block_rule(m.Scoring, meta, c[0])

    def tribute(self, meta, c):
        return self._block_rule(m.Tribute, meta, c[0])

    def exchange(self, meta, c):
        return self._block_rule(m.Exchange, meta, c[0])

    def bidding(self, meta, c):
        return self._block_rule(m.Bidding, meta, c[0])

    def next_declarer(self, meta, c):
        return self._block_rule(m.NextDeclarer, meta, c[0])

    def friends(self, meta, c):
        return self._block_rule(m.Friends, meta, c[0])

    def places(self, meta, c):
        return self._block_rule(m.Places, meta, c[0])

    def kitty_demotion(self, meta, c):
        return self._block_rule(m.KittyDemotion, meta, c[1], rank=self.rank(c[0]))

    def demotion_row(self, meta, c):
        body, cites = self.cites(c)
        losses = tuple(x for x in body if isinstance(x, m.DemotionLoss))
        return m.DemotionRow(str(body[0]), losses, cites=cites, span=self.span(meta))

    def loss_levels(self, meta, c):
        amount = int(str(c[1]))
        if amount >= 0:
            self.fail("E207", f"a demotion loses levels: `{c[1]}` is not a loss", c[1], "expected a negative number",
                      help="write the levels lost with a minus sign: `friend -2`")
        return m.DemotionLoss(self.word(m.ShareRole, c[0]), -amount, span=self.span(meta))

    def loss_to(self, meta, c):
        return m.DemotionLoss(self.word(m.ShareRole, c[0]), to=self.rank(c[1]), span=self.span(meta))

    def kitty_bonus_cap(self, meta, c):
        return self.make(m.KittyBonusCap, meta, self.integer(c[0]))

    def scoring_cap(self, meta, c):
        return self.make(m.ScoringCap, meta, self.integer(c[0]))

    # Declaring -----------------------------------------------------------------------------------------------------

    def show(self, meta, c):
        body, cites = self.cites(c)
        name, rest = str(body[0]), body[1:]
        parts = tuple(p for p in rest if isinstance(p, m.ShowPart))
        words = [t for t in rest if isinstance(t, Token)]
        target = self.word(m.DeclareTarget, words[0])
        scope = self.word(m.DealScope, words[1]) if len(words) > 1 else None
        without = next((p for p in rest if isinstance(p, m.ShowAbsence)), None)
        return m.Show(name, parts, target, scope, without, cites=cites, span=self.span(meta))

    def show_absence(self, meta, c):
        what = self.joker_or_level(c[0])
        if what == "suited":
            self.fail("E205", "`suited` cannot follow `without`", c[0], "expected `level`, `BJ` or `SJ`",
                      help="`without level cards` asks that the hand hold no level card beside those shown")
        suits = tuple(self.suit(t) for t in c[1:] if t.type != "CARD_WORD")
        if suits and what != "level":
            self.fail("E208", f"a joker has no suit: `without {what} in …`", c[1], "only level cards have a suit")
        return m.ShowAbsence(what, suits, span=self.span(meta))

    def show_part(self, meta, c):
        count, what = self.integer(c[0]), self.joker_or_level(c[1])
        suits = tuple(self.suit(t) for t in c[2:] if t.type != "CARD_WORD")
        if suits and what not in ("level", "suited"):
            self.fail("E208", f"a joker has no suit: `{what} in …`", c[2], "only level and suited cards have a suit",
                      help=f"to show a joker with level cards of a suit, write `1 {what} + 1 level card in …`")
        return m.ShowPart(count, what, suits, span=self.span(meta))

    def overcall_order(self, meta, c):
        body, cites = self.cites(c)
        return m.OvercallOrder(tuple(body), cites=cites, span=self.span(meta))

    def overcall_step(self, meta, c):
        return m.OvercallStep(str(c[0]), self.suit(c[1]) if len(c) > 1 else None, span=self.span(meta))

    # Following -----------------------------------------------------------------------------------------------------

    def led_rule(self, meta, c):
        body, cites = self.cites(c)
        return m.LedRule(self.word(m.ComboKind, body[0]), tuple(body[1:]), cites=cites, span=self.span(meta))

    def shape(self, meta, c):
        return m.Shape(tuple(c), span=self.span(meta))

    def shape_term(self, meta, c):
        count = self.integer(c[0]) if len(c) > 1 else None
        word = str(c[-1])
        plural = c[-1].type == "UNITS"
        unit = word[:-1] if plural else word
        if count is not None and count > 1 and c[-1].type == "COMBO":
            unit, plural = unit, True  # "2 triple" reads as "2 triples"
        return m.ShapeTerm(count, unit, plural, span=self.span(meta))

    # Kitty bonus ---------------------------------------------------------------------------------------------------

    def bonus_row(self, meta, c):
        body, cites = self.cites(c)
        combination, multiplier = str(body[0]), body[1]
        unit = {"tractor": "pair", "triple-tractor": "triple"}.get(combination)
        if multiplier.step_unit is not None and multiplier.step_unit != unit:
            expected = f"`per further {unit}`" if unit else "no step: only tractors grow by a unit"
            self.fail("E214", f"a {combination} does not grow by a {multiplier.step_unit}", multiplier.span,
                      f"expected {expected}", help="a tractor grows by a pair, a triple tractor by a triple")
        return m.BonusRow(combination, multiplier, cites=cites, span=self.span(meta))

    def multiplier(self, meta, c):
        base = self.integer(c[0])
        power = any(isinstance(x, Tree) and x.data == "power" for x in c[1:])
        step = next((x for x in c[1:] if isinstance(x, tuple)), None)
        op, amount, unit = step if step else (None, None, None)
        return m.Multiplier(base, power, op, amount, unit, span=self.span(meta))

    def step(self, meta, c):
        return (str(c[0]), self.integer(c[1]), str(c[2]))

    # Tables --------------------------------------------------------------------------------------------------------

    def table_row(self, meta, c):
        body, cites = self.cites(c)
        conditions = tuple(x for x in body if isinstance(x, (m.PointsCondition, m.LastTrickCondition,
                                                             m.KittyCondition)))
        outcome = next(x for x in body if isinstance(x, m.Outcome))
        extras = tuple(x for x in body if isinstance(x, (m.PerPoints, m.PerKittyCard, m.RoundEnds)))
        label = next((unquote(str(x)) for x in body if isinstance(x, Token) and x.type == "STRING"), None)
        outcome = m.Outcome(outcome.side, outcome.kind, outcome.amount, extras, self._also(outcome, body),
                            span=outcome.span)
        return m.TableRow(conditions, outcome, label, cites=cites, span=self.span(meta))

    def _also(self, outcome: m.Outcome, body) -> m.Rise | None:
        """The other side's rise of `declarers +1 and attackers +1`, checked against the outcome it follows."""
        also = next((x for x in body if isinstance(x, m.Rise)), None)
        if also is None:
            return None
        if outcome.kind in (m.OutcomeKind.GIVE, m.OutcomeKind.NOTHING):
            self.fail("E209", f"`and {also.side.value} {also.amount:+d}` follows an outcome that raises nobody",
                      also.span, "the other side's rise", help="both sides rise after a rise or a take-over: "
                      "`declarers +1 and attackers +1`")
            return None
        if also.side == outcome.side:
            self.fail("E209", f"`and {also.side.value} {also.amount:+d}` raises the side the outcome already names",
                      also.span, "the same side", help=f"write one rise for the {also.side.value}, or raise the "
                      "other side: `declarers +1 and attackers +1`")
            return None
        if also.amount < 1:
            self.fail("E209", f"`and {also.side.value} {also.amount:+d}` raises nobody", also.span, "not a rise",
                      help="the other side rises by at least one level: `and attackers +1`")
            return None
        return also

    def also_rise(self, meta, c):
        return m.Rise(self.word(m.Side, c[0]), self.integer(c[1]), span=self.span(meta))

    def points_condition(self, meta, c):
        return m.PointsCondition(m.Compare(str(c[0])), self.integer(c[1]), span=self.span(meta))

    def last_trick_condition(self, meta, c):
        return m.LastTrickCondition(self.word(m.Side, c[0]), span=self.span(meta))

    def kitty_condition(self, meta, c):
        return m.KittyCondition(self.integer(c[0]), self._kitty_card(c[1]), span=self.span(meta))

    def _kitty_card(self, token) -> str:
        """A card of the kitty counted by rank: a joker (`BJ`, `SJ`) or a rank."""
        card = str(token).upper()
        return card if card in JOKERS else self.rank(token)

    def _outcome(self, meta, kind, side, amount=0):
        return m.Outcome(m.Side(str(side)) if side is not None else None, kind, amount, span=self.span(meta))

    def keep_outcome(self, meta, c):
        if str(c[0]) == "attackers" and len(c) < 2:  # `attackers +1` rises without taking over (到点即升级)
            self.fail("E209", "the attackers cannot keep: only the declarers keep declaring", c[0],
                      "not an outcome", help="write `declarers keep`, `attackers +N` (they rise, the declarer "
                      "stays) or `attackers take over +N`")
        return self._outcome(meta, m.OutcomeKind.KEEP, c[0], self.integer(c[1]) if len(c) > 1 else 0)

    def take_over_outcome(self, meta, c):
        return self._outcome(meta, m.OutcomeKind.TAKE_OVER, c[0], self.integer(c[1]) if len(c) > 1 else 0)

    def give_outcome(self, meta, c):
        return self._outcome(meta, m.OutcomeKind.GIVE, c[0], self.integer(c[1]))

    def no_outcome(self, meta, c):
        return self._outcome(meta, m.OutcomeKind.NOTHING, None)

    def per_points(self, meta, c):
        return m.PerPoints(self.integer(c[0]), self.integer(c[1]), m.Position(str(c[2])), self.integer(c[3]),
                           span=self.span(meta))

    def per_kitty_card(self, meta, c):
        return m.PerKittyCard(self.integer(c[0]), self._kitty_card(c[1]), span=self.span(meta))

    def round_ends(self, meta, c):
        return m.RoundEnds(span=self.span(meta))

    def place_row(self, meta, c):
        body, cites = self.cites(c)
        return m.PlaceRow(str(body[0]), self.integer(body[1]), cites=cites, span=self.span(meta))

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
        return m.TrumpContext(self.level(c[0]), self.suit(c[1], allow_nt=True), span=self.span(meta))

    def combination_claim(self, meta, c):
        holds = not any(isinstance(x, Token) and x.type == "NOT" for x in c)
        return m.CombinationClaim(self.cards(c[0]), self.word(m.ComboKind, c[-1]), holds, span=self.span(meta))

    def order_claim(self, meta, c):
        return m.OrderClaim(self.cards(c[0]), self.cards(c[1]), span=self.span(meta))

    def equal_claim(self, meta, c):
        return m.OrderClaim(self.cards(c[0]), self.cards(c[1]), equal=True, span=self.span(meta))

    def throw_claim(self, meta, c):
        verdict = c[-1]
        others = tuple(self.cards(t) for t in c[1:-1])
        forced = self.cards(verdict.children[0]) if verdict.data == "throw_fails" else ()
        return m.ThrowClaim(self.cards(c[0]), others, verdict.data == "throw_stands", forced, span=self.span(meta))

    def throw_stands(self, meta, c):
        return Tree("throw_stands", c, meta)

    def throw_fails(self, meta, c):
        return Tree("throw_fails", c, meta)

    def trick_claim(self, meta, c):
        plays = tuple(self.cards(t) for t in c[:-1])
        return m.TrickClaim(plays, self._one_of(c[-1], len(plays), "play"), span=self.span(meta))

    def _one_of(self, token, count: int, what: str) -> int:
        """The number `token` names one of a claim's `count` numbered items (E207 if it is not)."""
        n = self.integer(token)
        if not 1 <= n <= count:
            self.fail("E207", f"{what} {n} is not one of the {count} {what}s", token, f"expected 1 to {count}")
        return n

    def follow_claim(self, meta, c):
        legal = not any(isinstance(x, Token) and x.type == "NOT" for x in c)
        return m.FollowClaim(self.cards(c[0]), self.cards(c[1]), self.cards(c[2]), legal, span=self.span(meta))

    def overcall_claim(self, meta, c):
        holds = not any(isinstance(x, Token) and x.type == "NOT" for x in c)
        return m.OvercallClaim(self.cards(c[0]), self.cards(c[-1]), holds, span=self.span(meta))

    def declare_claim(self, meta, c):
        holds = not any(isinstance(x, Token) and x.type == "NOT" for x in c)
        return m.DeclareClaim(self.cards(c[0]), self.cards(c[-1]), holds, span=self.span(meta))

    def reinforce_claim(self, meta, c):
        holds = not any(isinstance(x, Token) and x.type == "NOT" for x in c)
        lists = [self.cards(x) for x in c if not (isinstance(x, Token) and x.type == "NOT")]
        return m.ReinforceClaim(lists[0], lists[1], lists[2] if len(lists) > 2 else None, holds,
                                span=self.span(meta))

    def kitty_bonus_claim(self, meta, c):
        return m.KittyBonusClaim(self.cards(c[0]), self.integer(c[1]), span=self.span(meta))

    def score_claim(self, meta, c):
        side = next((self.word(m.Side, x) for x in c[1:] if isinstance(x, Token) and x.type == "NAME"), None)
        outcome = next(x for x in c if isinstance(x, m.Outcome))
        extras = tuple(x for x in c if isinstance(x, (m.PerPoints, m.PerKittyCard, m.RoundEnds)))
        outcome = m.Outcome(outcome.side, outcome.kind, outcome.amount, extras, self._also(outcome, c),
                            span=outcome.span)
        bid = next((x[1] for x in c if isinstance(x, tuple) and x and x[0] == "at_bid"), None)
        kitty = next((x[1] for x in c if isinstance(x, tuple) and x and x[0] == "with_kitty"), ())
        return m.ScoreClaim(self.integer(c[0]), side, outcome, bid, kitty, span=self.span(meta))

    def tribute_deal_claim(self, meta, c):
        side = next((self.word(m.Side, x) for x in c[1:] if isinstance(x, Token) and x.type == "NAME"), None)
        given = next(x for x in c if isinstance(x, (m.Outcome, m.TributeTurned)))
        if isinstance(given, m.Outcome) and given.kind not in (m.OutcomeKind.GIVE, m.OutcomeKind.NOTHING):
            self.fail("E203", "a tribute example ends with the tribute given: `SIDE give N`, `ROLE gives N to ROLE` "
                      "or `nothing`", given.span, "not a tribute", help="e.g. `-> attackers give 2`")
        kitty = next((x[1] for x in c if isinstance(x, tuple) and x and x[0] == "with_kitty"), ())
        holds = next((x[1:] for x in c if isinstance(x, tuple) and x and x[0] == "holds"), (None, ()))
        return m.TributeDealClaim(self.integer(c[0]), side, given, kitty, holds[0], holds[1], span=self.span(meta))

    def tribute_holds(self, meta, c):
        return ("holds", self.word(m.TributeRole, c[0]), self.cards(c[1]))

    def tribute_turned(self, meta, c):
        giver, receiver = self.word(m.TributeRole, c[0]), self.word(m.TributeRole, c[2])
        if {giver, receiver} != {m.TributeRole.GIVER, m.TributeRole.RECEIVER}:
            self.fail("E203", f"the tribute goes between the giver and the receiver, not from {c[0]} to {c[2]}",
                      c[0], "not the tribute's players", help="`giver gives N to receiver`, or turned round "
                      "`receiver gives N to giver`")
        return m.TributeTurned(giver, self.integer(c[1]), receiver, span=self.span(meta))

    def face_down_claim(self, meta, c):
        declarations = tuple(self.cards(t) for t in c[:-1])
        return m.FaceDownClaim(declarations, self._one_of(c[-1], len(declarations), "declaration"), span=self.span(meta))

    def turn_claim(self, meta, c):
        holds = not any(isinstance(x, Token) and x.type == "NOT" for x in c)
        turn = next(x for x in c if isinstance(x, m.TurnMoment))
        return m.TurnClaim(m.Side(str(c[0])), self.cards(next(x for x in c if isinstance(x, Token)
                                                              and x.type == "STRING")), turn, holds,
                           span=self.span(meta))

    def exchange_claim(self, meta, c):
        declarations = tuple(self.cards(t) for t in c if isinstance(t, Token))
        parts = [x for x in c if isinstance(x, tuple)]  # (node, the tokens of its player numbers)
        holdings = tuple(x for x, _ in parts if isinstance(x, m.PlayerHolds))
        gives = tuple(x for x, _ in parts if isinstance(x, m.ExchangeGive))
        n = len(declarations)
        for token in (t for _, tokens in parts for t in tokens):
            if not 1 <= int(token) <= n:
                self.fail("E207", f"player {token} made none of the {n} declarations", token,
                          f"expected a player from 1 to {n}", help="player N is the player of declaration N")
        refused = next((i for i, g in enumerate(gives) if not g.holds), None)
        if refused is not None and refused != len(gives) - 1:
            self.fail("E203", "a give the referee refuses ends the exchange: `may not give` is the example's last",
                      gives[refused].span, "not the last give", help="move it to the end, or make it a give")
        return m.ExchangeClaim(declarations, gives, holdings, span=self.span(meta))

    def exchange_holds(self, meta, c):
        return m.PlayerHolds(self.integer(c[0]), self.cards(c[1]), span=self.span(meta)), (c[0],)

    def exchange_given(self, meta, c, holds=True):
        giver, receiver = self.integer(c[0]), self.integer(c[2])
        if giver == receiver:
            self.fail("E203", f"player {giver} gives to themselves", c[2], "the giver again",
                      help="an exchange gives cards to another player")
        return m.ExchangeGive(giver, self.cards(c[1]), receiver, holds, span=self.span(meta)), (c[0], c[2])

    def exchange_refused(self, meta, c):
        return self.exchange_given(meta, c, holds=False)

    def turn_declarer_claim(self, meta, c):
        steps = tuple(x for x in c if isinstance(x, m.TurnStep))
        for i, step in enumerate(steps):
            if not step.declaration and (i or step.side != m.Side.DECLARERS):
                self.fail("E203", "only the side in turn passes, before anyone declares: `turn declarers pass, …`",
                          step.span, "not the declarers' pass first", help="the declarers (the side the deal "
                          "passes to) pass first; then the attackers declare")
        declared = sum(1 for step in steps if step.declaration)
        declarer = self.integer(c[-1])
        if not 1 <= declarer <= declared:
            self.fail("E207", f"player {declarer} made none of the {declared} declarations", c[-1],
                      f"expected a player from 1 to {declared}" if declared else "no declaration",
                      help="player N is the player of declaration N (passes are not counted)")
        return m.TurnDeclarerClaim(steps, declarer, span=self.span(meta))

    def next_deal_claim(self, meta, c):
        last = next((self.word(m.Side, x) for x in c[1:] if isinstance(x, Token) and x.type == "NAME"), None)
        level = next(self.level(x) for x in c[1:] if isinstance(x, Token) and x.type in ("ATOM", "INT"))
        other = next((x for x in c if isinstance(x, tuple) and x[0] != "with_kitty"), None)
        kitty = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "with_kitty"), ())
        if other is not None and other[0] != m.Side.ATTACKERS:
            self.fail("E203", "the deal is played at the declarers' level; the other level given is the attackers'",
                      other[2], "not the attackers", help="e.g. `at level 9, attackers at 5`")
        facts = tuple(x for x in c if isinstance(x, m.NextFact))
        won = next((self.cards(x) for x in c if isinstance(x, Token) and x.type == "STRING"), ())
        return m.NextDealClaim(self.integer(c[0]), last, level, other[1] if other else None, facts, kitty, won,
                               span=self.span(meta))

    def next_levels(self, meta, c):
        return (m.Side(str(c[0])), self.level(c[1]), c[0])

    def next_level(self, meta, c):
        return m.NextFact(m.Side(str(c[0])), self.level(c[1]), span=self.span(meta))

    def next_declares(self, meta, c):
        seat = self.word(m.SeatChoice, c[0])
        if seat == m.SeatChoice.RANDOM:
            self.fail("E203", "a random declarer is no fact an example can state", c[0], "random",
                      help="name the seat: same-player, partner, next-player, next-attacker or first-to-declare")
        return m.NextFact(declarer=seat, span=self.span(meta))

    def next_match_won(self, meta, c):
        return m.NextFact(m.Side(str(c[0])), match_won=True, span=self.span(meta))

    def bidding_claim(self, meta, c):
        steps = tuple(x for x in c[:-1])
        kind, value, where = c[-1]
        if kind == "refused" and (not steps or steps[-1] != value):
            self.fail("E203", "the step the referee refuses ends the bidding: it is the example's last step",
                      where, "not the last step", help=f"end the steps with {value if value is not None else 'pass'}")
        if kind == "won":
            return m.BiddingClaim(steps, value[0], value[1], winner_span=self.span(where), span=self.span(meta))
        return m.BiddingClaim(steps, None, refused=kind == "refused", span=self.span(meta))

    def bid_points(self, meta, c):
        return self.integer(c[0])

    def bid_pass(self, meta, c):
        return None

    def bid_won(self, meta, c):
        player = self.integer(c[0])
        if player < 1:
            self.fail("E207", f"there is no player {player}", c[0], "expected a player from 1",
                      help="player 1 bids first, player 2 is the next in the direction of play")
        return "won", (player, self.integer(c[1])), c[0]

    def bid_refused(self, meta, c):
        return "refused", self.integer(c[0]), c[0]

    def pass_refused(self, meta, c):
        return "refused", None, meta

    def bid_dealt_again(self, meta, c):
        return "again", None, meta

    def friend_call_claim(self, meta, c):
        card = self.cards(c[0])
        if len(card) != 1:
            self.fail("E206", "a friend is called by one card", c[0], "not one card", help='e.g. `call "AH" copy 2`')
        copy = self.integer(c[1])
        if copy < 1:
            self.fail("E207", f"there is no copy {copy}", c[1], "expected 1 for the first copy played, 2 for the next")
        held = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "held"), ())
        plays = tuple(x for x in c if isinstance(x, m.CalledPlay))
        result = c[-1]
        return m.FriendCallClaim(card, copy, plays, result[0], result[1], held,
                                 span=self.span(meta))

    def call_held(self, meta, c):
        return ("held", self.cards(c[0]))

    def called_play(self, meta, c):
        player = self.integer(c[0])
        if player < 1:
            self.fail("E207", f"there is no player {player}", c[0], "expected a player from 1",
                      help="player 1 is the declarer, player 2 the next in the direction of play")
        return m.CalledPlay(player, self.cards(c[1]), span=self.span(meta))

    def call_friend(self, meta, c):
        if str(c[1]) != "friend":
            self.fail("E203", f"`{c[1]}` is not a valid value here", c[1], "expected `friend`",
                      help="`player N is the friend`", guess="friend")
        return self.integer(c[0]), False

    def call_alone(self, meta, c):
        return None, False

    def call_refused(self, meta, c):
        return None, True

    def bury_claim(self, meta, c):
        holds = not any(isinstance(x, Token) and x.type == "NOT" for x in c)
        lists = [self.cards(x) for x in c if isinstance(x, Token) and x.type == "STRING"]
        into = next((x for x in c if isinstance(x, tuple)), ((), ()))
        return m.BuryClaim(lists[0], lists[1], holds, into[0], into[1], span=self.span(meta))

    def bury_into(self, meta, c):
        return self.cards(c[0]), self.cards(c[1]) if len(c) > 1 else ()

    def nobody_declares_claim(self, meta, c):
        level = self.level(c[1])
        trump, declarer = c[3]
        return m.NobodyDeclaresClaim(c[0], level, c[2][1], trump, declarer, span=self.span(meta))

    def nobody_first_deal(self, meta, c):
        return True

    def nobody_later_deal(self, meta, c):
        return False

    def nobody_trump(self, meta, c):
        declarer = self.integer(c[1]) if len(c) > 1 else None
        if declarer is not None and declarer < 1:
            self.fail("E207", f"there is no player {declarer}", c[1], "expected a player from 1",
                      help="player 1 receives the first card (in a later deal, the declarer), player 2 the next")
        return self.suit(c[0], allow_nt=True), declarer

    def nobody_dealt_again(self, meta, c):
        return None, None

    def turn_pass(self, meta, c):
        return m.TurnStep(m.Side(str(c[0])), span=self.span(meta))

    def turn_declares(self, meta, c):
        return m.TurnStep(m.Side(str(c[0])), self.cards(c[1]), span=self.span(meta))

    def turn_first(self, meta, c):
        return m.TurnMoment.FIRST

    def turn_after_pass(self, meta, c):
        return m.TurnMoment.AFTER_PASS

    def shares_claim(self, meta, c):
        facts = dict(x for x in c if isinstance(x, tuple))
        shares = tuple(x for x in c if isinstance(x, m.RoleShare))
        last = facts.get("last")
        return m.ShareClaim(self.integer(c[0]), last[0] if last else None, shares,
                            last_cards=last[1] if last else (), alone="alone" in facts, level=facts.get("level"),
                            spoils=facts.get("spoils"), span=self.span(meta))

    def share_last_trick(self, meta, c):
        cards = self.cards(c[0]) if len(c) > 1 else ()
        return ("last", (self.word(m.ShareRole, c[-1]), cards))

    def share_alone(self, meta, c):
        return ("alone", True)

    def share_level(self, meta, c):
        return ("level", self.rank(c[0]))

    def share_spoils(self, meta, c):
        return ("spoils", self.word(m.ShareRole, c[0]))

    def share(self, meta, c):
        return m.RoleShare(self.word(m.ShareRole, c[0]), int(str(c[1])), span=self.span(meta))

    def at_bid(self, meta, c):
        return ("at_bid", self.integer(c[0]))

    def with_kitty(self, meta, c):
        return ("with_kitty", self.cards(c[0]))

    def remark(self, meta, c):
        zh = unquote(str(c[2])) if len(c) > 2 else None
        return m.Remark(str(c[0]), unquote(str(c[1])), zh, span=self.span(meta))


def _fields_of(node) -> dict:
    names = _NAMES.get(type(node))
    if names is None:  # once per class: `fields()` builds its tuple on every call, and every rule comes here
        names = _NAMES[type(node)] = tuple(f.name for f in fields(node) if f.name != "span")
    return {name: getattr(node, name) for name in names}


_NAMES: dict[type, tuple[str, ...]] = {}
