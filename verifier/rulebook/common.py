"""What the English and the Chinese rulebook share: reading the model, escaping, tables, citations, decisions.

A language template (en.py, zh.py) subclasses `Book`: it sets `lang`, the words `W` (the headings among them) and the
phrase methods; `page()` (the layout of a variant's page, the same in both languages), `index_page()` and
`comparison_page()` are here. Every string that comes from a variant file goes through `esc` (Markdown and HTML escaped) before it reaches a
page, or is printed inside a fenced code block of the variant language, where Markdown does not apply.
"""
from __future__ import annotations

import os
import re
from collections import Counter
from dataclasses import dataclass, fields

from .. import model as m
from ..language import printer
from ..runtime.cards import Card
from ..compile.trick import compile_rules
from ..language.diff import ABSENT
from ..language.resolve import rule_key
from ..runtime.trick.order import TRUMP, order_for

SYMBOL = {"S": "♠", "H": "♥", "C": "♣", "D": "♦"}
RED = frozenset("HD")
DEFAULT_CONTEXT = ("10", "S")

# Markdown and HTML: every character that could start markup, as an entity.
_ESCAPES = {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "|": "&#124;", "*": "&#42;", "_": "&#95;",
            "`": "&#96;", "[": "&#91;", "]": "&#93;", "\\": "&#92;", "#": "&#35;", "~": "&#126;", "{": "&#123;",
            "}": "&#125;"}
_ESCAPE_RE = re.compile("[" + re.escape("".join(_ESCAPES)) + "]")


def esc(text: object) -> str:
    """A string from a variant file, safe to put anywhere in Markdown (a table cell, a list item, a heading)."""
    flat = " ".join(str(text).split())
    return _ESCAPE_RE.sub(lambda match: _ESCAPES[match.group()], flat)


def fence(code: str, lang: str = "variant") -> str:
    """A fenced code block longer than any run of backticks inside it."""
    longest = max((len(run) for run in re.findall(r"`+", code)), default=0)
    marks = "`" * max(3, longest + 1)
    return f"{marks}{lang}\n{code.rstrip()}\n{marks}"


def table(header: list[str], body: list[list[str]]) -> str:
    """A Markdown table; cells are already Markdown (escaped where they hold variant text)."""
    def line(cells):
        return "| " + " | ".join(c.replace("\n", " ") or " " for c in cells) + " |"
    return "\n".join([line(header), "|" + "|".join("---" for _ in header) + "|"] + [line(r) for r in body])


def signed(n: int) -> str:
    return f"+{n}" if n >= 0 else str(n)


@dataclass
class Site:
    """The variants the rulebook is written for, by id, with the paths of their files."""

    variants: dict[str, m.Variant]
    paths: dict[str, str]

    def children(self, vid: str) -> list[str]:
        return [v.id for v in self.variants.values() if v.parent == vid]


@dataclass(frozen=True)
class Note:
    """A `decision` of the variant: the number it has on the page, its text, and the rule it is about."""

    number: int
    cite: m.Cite
    rule: m.Node | None  # the innermost rule holding it
    setting: str | None  # the setting of a block it follows, if any


def decisions(variant: m.Variant) -> list[Note]:
    """Every `decision` citation of a resolved variant (inherited ones included), in the order of the model."""
    found: list[tuple[m.Cite, m.Node | None, str | None]] = []

    def walk(node, owner):
        if isinstance(node, m.Cite):
            if node.decision is not None:
                found.append((node, owner, None))
        elif isinstance(node, m.SettingCites):
            for cite in node.cites:
                if cite.decision is not None:
                    found.append((cite, owner, node.setting))
        elif isinstance(node, m.Node):
            owner = node if isinstance(node, m.Rule) else owner
            for f in fields(node):
                walk(getattr(node, f.name), owner)
        elif isinstance(node, tuple):
            for item in node:
                walk(item, owner)

    walk(variant, None)
    # In the order a reader meets them in the variant files: the root's first, then by line.
    files = list(reversed(variant.lineage))

    def place(entry):
        cite, owner, _ = entry
        origin = getattr(owner, "origin", "") or variant.id
        return (files.index(origin) if origin in files else len(files), cite.span.line if cite.span else 0)
    found.sort(key=place)
    return [Note(i + 1, cite, owner, setting) for i, (cite, owner, setting) in enumerate(found)]


def all_examples(variant: m.Variant) -> list[m.Example]:
    found = list(variant.examples)
    for f in fields(variant):
        value = getattr(variant, f.name)
        for rule in value if isinstance(value, tuple) else (value,):
            if isinstance(rule, m.Block):
                found += rule.examples
    return found


def example_context(variant: m.Variant) -> tuple[str, str]:
    """The trump context of the card-order table: the one the variant's examples use most (level 10, ♠ if none)."""
    counts = Counter((ex.context.level, ex.context.trump) for ex in all_examples(variant)
                     if ex.context is not None and ex.context.trump != "NT")
    return counts.most_common(1)[0][0] if counts else DEFAULT_CONTEXT


class Book:
    """One page of the rulebook in one language. Subclasses: the templates (en.English, zh.Chinese)."""

    lang = ""
    W: dict[str, str] = {}

    def __init__(self, site: Site, vid: str | None):
        self.site = site
        self.v = site.variants[vid] if vid is not None else None
        self.notes = decisions(self.v) if self.v is not None else []
        self._note_of = {id(note.cite): note for note in self.notes}
        self.sources = {s.alias: s for s in self.v.sources} if self.v is not None else {}

    # Links -----------------------------------------------------------------------------------------------------------

    def link(self, vid: str) -> str:
        """A link to another variant's page, in this language (the site resolves `ID.md` per language)."""
        if vid not in self.site.variants:
            return esc(vid)
        return f"[{esc(self.title_of(vid))}]({vid}.md)"

    def title_of(self, vid: str) -> str:
        variant = self.site.variants[vid]
        names = {n.language: n.text for n in variant.title.names} if variant.title else {}
        return names.get(self.lang) or names.get("en") or next(iter(names.values()), vid)

    def file_of(self, vid: str) -> str:
        return os.path.basename(self.site.paths.get(vid, f"{vid}.variant"))

    # Cards -----------------------------------------------------------------------------------------------------------

    def joker(self, rank: str) -> str:
        raise NotImplementedError

    def card(self, card: Card) -> str:
        if card.is_joker:
            return self.joker(card.rank)
        return card.rank + self.suit(card.suit)

    def cards(self, cards) -> str:
        return " ".join(self.card(c) for c in cards)

    def suit(self, suit: str) -> str:
        if suit == "NT":
            return self.W["no-trump"]
        return f'<span class="red">{SYMBOL[suit]}</span>' if suit in RED else SYMBOL.get(suit, esc(suit))

    def context(self, ctx: m.TrumpContext | None) -> str:
        if ctx is None:
            return ""
        return self.W["context"].format(level=esc(ctx.level), trump=self.suit(ctx.trump.upper()))

    # Citations -------------------------------------------------------------------------------------------------------

    def cite(self, cite: m.Cite) -> str:
        if cite.decision is not None:
            note = self._note_of.get(id(cite))
            return f'⚖ [{self.W["decision"]} {note.number}](#note-{note.number})' if note else ""
        source = self.sources.get(cite.source)
        where = esc(source.file) if source else esc(cite.source)
        alias = f'<span class="alias">{esc(cite.source)}</span>'
        if cite.quote is None:
            return f"{alias} · {where}"
        return f'“{esc(cite.quote)}” <span class="where">({alias} · {where})</span>'

    def cites(self, cites, sep: str = "<br>") -> str:
        return sep.join(text for text in (self.cite(c) for c in cites) if text)

    def setting_cites(self, block: m.Block, name: str) -> tuple[m.Cite, ...]:
        return next((s.cites for s in block.setting_cites if s.setting == name), ())

    def sourced(self, text: str, cites) -> str:
        """A paragraph with its citations after it."""
        cited = self.cites(cites, "; ")
        return text + (f"  \n<small>{self.W['source']}{self.W['colon']}{cited}</small>" if cited else "")

    # Code ------------------------------------------------------------------------------------------------------------

    ITEMS = (m.Example, m.Remark, m.Show, m.TableRow, m.BonusRow, m.LedRule, m.OvercallOrder, m.PlaceRow)

    @classmethod
    def code_of(cls, node, with_cites: bool = True) -> str:
        """A rule or an item as written in the variant language, each citation on its own line below it."""
        if isinstance(node, m.Block):
            return printer.rule(node)
        text = printer.item(node) if isinstance(node, cls.ITEMS) else printer.head(node)
        if with_cites:
            text += "".join("\n  " + printer.cites(m.Rule(cites=(c,))).strip() for c in node.cites)
        return text

    # Examples --------------------------------------------------------------------------------------------------------

    def claim(self, claim) -> str:
        raise NotImplementedError

    def examples(self, examples) -> str:
        """Worked examples: as code in the variant language, then each in words with its sources."""
        if not examples:
            return ""
        code = fence("\n".join(self.code_of(ex) for ex in examples))
        contexts = {str(ex.context) if ex.context else None for ex in examples}
        shared = examples[0].context if len(contexts) == 1 and examples[0].context is not None else None
        items = []
        for ex in examples:
            context = "" if shared is not None else self.context(ex.context)
            text = (f"{context}{self.W['colon']}" if context else "") + self.claim(ex.claim)
            cited = self.cites(ex.cites, "; ")
            items.append(f"- {text}" + (f" — <small>{cited}</small>" if cited else ""))
        intro = self.W["examples-in"].format(context=self.context(shared)) if shared is not None else self.W["examples"]
        return f'{intro}{self.W["colon"]}\n\n{code}\n\n' + "\n".join(items)

    # Settings of a block ---------------------------------------------------------------------------------------------

    def value_words(self, block: m.Block, name: str, value) -> str:
        """A setting's value in words; the language templates name the known values."""
        key = f"{name}={value}"
        own = f"{type(block).__name__}:{key}"  # a block's own wording, where a setting name is shared
        if own in self.W:
            return self.W[own]
        if key in self.W:
            return self.W[key]
        return esc(value if isinstance(value, str) else str(value))

    def settings_table(self, block: m.Block, skip: tuple[str, ...] = ()) -> str:
        body = []
        for f in fields(block):
            if "setting" not in f.metadata:
                continue
            name = f.metadata["setting"] or f.name.replace("_", "-")
            value = getattr(block, f.name)
            if value is None or name in skip:
                continue
            if isinstance(value, tuple) and value and all(isinstance(v, Card) for v in value):  # a list of cards
                words = self.W.get(f"{name}=cards", "{cards}").format(cards=self.cards(value))
            elif isinstance(value, tuple):
                words = self.W["then"].join(self.value_words(block, name, v) for v in value)
            else:
                words = self.value_words(block, name, value)
            label = self.W.get(f"setting:{type(block).__name__}:{name}") or self.W.get(f"setting:{name}", esc(name))
            body.append([f"{label} <code>{name}</code>", words, self.cites(self.setting_cites(block, name))])
        if not body:
            return ""
        return table([self.W["setting"], self.W["rule"], self.W["source"]], body)

    def localized(self, text: str, text_zh: str | None) -> str:
        """A decision's or a remark's text in the page's language: the Chinese text on a Chinese page when the variant
        gives one (`zh "…"`), else the English."""
        return text_zh if self.lang == "zh" and text_zh is not None else text

    def remarks(self, remarks) -> str:
        if not remarks:
            return ""
        items = []
        for remark in remarks:
            cited = self.cites(remark.cites, "; ")
            text = self.localized(remark.text, remark.text_zh)
            items.append(f"- **{esc(remark.name)}**: {esc(text)}" + (f" — <small>{cited}</small>" if cited else ""))
        return f'{self.W["remarks"]}{self.W["colon"]}\n\n' + "\n".join(items)

    def block_cites(self, block: m.Rule | None) -> str:
        if block is None or not block.cites:
            return ""
        return f'<small>{self.W["source"]}{self.W["colon"]}{self.cites(block.cites, "; ")}</small>'

    def examples_of(self, *kinds) -> list[m.Example]:
        """Top-level examples whose claim is of one of these kinds (they are shown in that section)."""
        return [ex for ex in self.v.examples if isinstance(ex.claim, kinds)]

    # Card order ------------------------------------------------------------------------------------------------------

    def card_order(self):
        """(context, trump rows [(cards, tier)], side suits [(suit, cards)], no-trump rows), or None."""
        v = self.v
        if v.trump_order is None or v.ranks is None:
            return None
        level, trump = example_context(v)
        rules = compile_rules(v)
        order = order_for(rules, level, trump)
        by_value: dict[int, list[Card]] = {}
        tier_of: dict[int, int] = {}
        for card, strength in order.strength.items():
            if strength.group == TRUMP:
                by_value.setdefault(strength.value, []).append(card)
                tier_of[strength.value] = strength.tier
        suit_rank = {"S": 0, "H": 1, "C": 2, "D": 3}
        trumps = [(sorted(by_value[value], key=lambda c: (c.suit != trump, suit_rank.get(c.suit, -1))),
                   v.trump_order.tiers[tier_of[value]]) for value in sorted(by_value, reverse=True)]
        sides = []
        for suit in ("S", "H", "C", "D"):
            if suit == trump:
                continue
            cards = sorted((c for c, s in order.strength.items() if s.group == suit),
                           key=lambda c: -order.strength[c].value)
            sides.append((suit, cards))
        nt = order_for(rules, level, "NT")
        nt_values: dict[int, list[Card]] = {}
        for card, strength in nt.strength.items():
            if strength.group == TRUMP:
                nt_values.setdefault(strength.value, []).append(card)
        no_trump = [sorted(nt_values[value], key=lambda c: suit_rank.get(c.suit, -1))
                    for value in sorted(nt_values, reverse=True)]
        return (level, trump), trumps, sides, no_trump

    def tier(self, tier: m.Tier, trump: str) -> str:
        raise NotImplementedError

    def card_order_section(self) -> str:
        got = self.card_order()
        v = self.v
        if got is None:
            return self.W["silent"]
        (level, trump), trumps, sides, no_trump = got
        out = [self.W["order-intro"].format(context=self.context(m.TrumpContext(level, trump)))]
        body = []
        for n, (cards, tier) in enumerate(trumps, 1):
            shown = " = ".join(self.card(c) for c in cards)
            body.append([str(n), shown, self.tier(tier, trump)])
        out.append(table([self.W["strength"], self.W["cards"], self.W["class"]], body))
        side_body = [[self.suit(suit), " > ".join(self.card(c) for c in cards)] for suit, cards in sides]
        out.append(self.W["side-intro"])
        out.append(table([self.W["suit"], self.W["high-to-low"]], side_body))
        nt_text = " > ".join(" = ".join(self.card(c) for c in cls) for cls in no_trump)
        out.append(self.W["nt-order"].format(level=esc(level), order=nt_text))
        code = [self.code_of(r) for r in (v.ranks, v.permanent_trumps, v.trump_order) if r is not None]
        out.append(fence("\n".join(code)))
        cited = [[f"<code>{rule_key(r)}</code>", self.cites(r.cites)]
                 for r in (v.ranks, v.permanent_trumps, v.trump_order) if r is not None and r.cites]
        if cited:
            out.append(table([self.W["rule"], self.W["source"]], cited))
        out.append(self.examples(self.examples_of(m.OrderClaim)))
        return "\n\n".join(x for x in out if x)

    # Tables of rows --------------------------------------------------------------------------------------------------

    def condition(self, row: m.TableRow) -> tuple[str, str]:
        """(points, last trick) of a row, in words."""
        raise NotImplementedError

    def outcome(self, outcome: m.Outcome) -> str:
        raise NotImplementedError

    def rows_table(self, rows_: tuple[m.TableRow, ...]) -> str:
        body = []
        has_last = any(isinstance(c, m.LastTrickCondition) for r in rows_ for c in r.conditions)
        has_label = any(r.label for r in rows_)
        for row in rows_:
            points, last = self.condition(row)
            cells = [points] + ([last] if has_last else []) + [self.outcome(row.outcome)]
            cells += [esc(row.label) if row.label else ""] if has_label else []
            cells.append(self.cites(row.cites))
            body.append(cells)
        header = ([self.W["attacker-points"]] + ([self.W["last-trick"]] if has_last else []) + [self.W["result"]]
                  + ([self.W["name"]] if has_label else []) + [self.W["source"]])
        return table(header, body)

    # Sections of a variant's page -------------------------------------------------------------------------------------
    # Each returns Markdown without its heading; the language templates put the headings and the order.

    def deck_size(self) -> int | None:
        d = self.v.decks
        if d is None:
            return None
        return d.count * (52 + (2 if d.jokers else 0)) - len(d.removed)

    def point_total(self) -> int | None:
        v = self.v
        if v.points is None or v.decks is None:
            return None
        ranks = set(v.ranks.order) if v.ranks else None
        return sum(p.value * 4 * v.decks.count for p in v.points.values if ranks is None or p.rank in ranks)

    def header_rows(self) -> list[tuple[str, str, m.Rule | None]]:
        """The rows of the page's first table: (label, value, the rule it comes from), in the words `row:*`, `hd:*`."""
        v, w = self.v, self.W
        rows = []
        if v.family:
            rows.append((w["row:family"], w[f"family={v.family.family.value}"], v.family))
        if v.players:
            p = v.players
            rows.append((w["row:players"], w["hd:players" if p.most == p.least else "hd:players-range"].format(
                least=p.least, most=p.most), p))
        if v.teams:
            rows.append((w["row:teams"], w[f"teams={v.teams.kind.value}"], v.teams))
        if v.direction:
            rows.append((w["row:direction"], w[f"direction={v.direction.direction.value}"], v.direction))
        if v.decks:
            d = v.decks
            text = self.decks_words(d)
            if d.removed:
                text += w["hd:decks-less"].format(cards=self.cards(d.removed))
            rows.append((w["row:decks"], text + w["hd:deck-size"].format(size=self.deck_size()), d))
        if v.hand:
            rows.append((w["row:hand"], w["hd:hand"].format(size=v.hand.size), v.hand))
        if v.kitty:
            rows.append((w["row:kitty"], w["hd:kitty"].format(size=v.kitty.size), v.kitty))
        if v.players and v.hand and v.kitty and v.decks:
            total = v.players.least * v.hand.size + v.kitty.size
            rows.append((w["row:deal"], f"{v.players.least} × {v.hand.size} + {v.kitty.size} = {total}"
                         + ("" if total == self.deck_size() else w["hd:deck-has"].format(size=self.deck_size())), None))
        if v.points:
            values = w["hd:point-sep"].join(w["hd:point"].format(rank=esc(p.rank), value=p.value)
                                            for p in v.points.values)
            rows.append((w["row:points"], w["hd:points"].format(values=values, total=self.point_total()), v.points))
        if v.levels:
            lv = v.levels
            ladder = (w["hd:level-ranks"].format(ranks=self.ranks_words(lv.ranks)) if lv.ranks
                      else w["hd:level-run"].format(first=esc(lv.first), last=esc(lv.last)))
            if lv.per_player:  # the note on the ladder first, then the clause on its NT level
                ladder += w["levels-per-player"]
            if "NT" in lv.steps:
                ladder += w["levels-no-trump"]
            rows.append((w["row:levels"], ladder, lv))
        if v.mandatory_levels:
            rows.append((w["row:mandatory"], self.ranks_words(v.mandatory_levels.ranks), v.mandatory_levels))
        if v.defended_levels:
            rows.append((w["row:defended"], self.ranks_words(v.defended_levels.ranks) + w["hd:defended"],
                         v.defended_levels))
        if v.jack_rule:
            j = v.jack_rule
            back = w["hd:jack-bottom"] if j.back is None else w["hd:jack-back"].format(n=j.back,
                                                                                         s="s" if j.back != 1 else "")
            won = w["hd:jack-single" if j.won_with.value == "single-jack" else "hd:jack-holding"]
            rows.append((w["row:jack"], w["hd:jack"].format(won=won, back=back), j))
        if v.past_top:
            rows.append((w["row:past-top"], w[f"past={v.past_top.then.value}"], v.past_top))
        if v.permanent_trumps:
            rows.append((w["row:permanent"], self.ranks_words(v.permanent_trumps.ranks), v.permanent_trumps))
        rows += self.lineage_rows()
        return rows

    def decks_words(self, d: m.Decks) -> str:
        """How many decks, with or without jokers."""
        return self.W["hd:decks"].format(count=d.count, s="s" if d.count > 1 else "") + \
            self.W["hd:jokers" if d.jokers else "hd:no-jokers"]

    def ranks_words(self, ranks) -> str:
        return self.W["list-sep"].join(esc(r) for r in ranks)

    def lineage_rows(self) -> list[tuple[str, str, None]]:
        """The last rows of the first table: the parent, the lineage, the file."""
        v, w = self.v, self.W
        rows = [(w["row:parent"], self.link(v.parent) if v.parent else w["hd:root"], None)]
        if len(v.lineage) > 2:
            rows.append((w["row:lineage"], " → ".join(self.link(x) for x in v.lineage), None))
        rows.append((w["row:file"], w["hd:file"].format(file=esc(self.file_of(v.id)), id=esc(v.id)), None))
        return rows

    def header_section(self) -> str:
        body = [[label, value, self.cites(rule.cites) if rule is not None else ""]
                for label, value, rule in self.header_rows()]
        return table([self.W["rule"], self.W["value"], self.W["source"]], body)

    def sources_section(self) -> str:
        v = self.v
        if not v.sources:
            return self.W["silent"]
        uses = Counter()

        def walk(node):
            if isinstance(node, m.Cite):
                if node.source:
                    uses[node.source] += 1
            elif isinstance(node, m.Node):
                for f in fields(node):
                    walk(getattr(node, f.name))
            elif isinstance(node, tuple):
                for item in node:
                    walk(item)
        walk(v)
        body = [[f'<span class="alias">{esc(s.alias)}</span>', esc(s.file), esc(s.section) if s.section else ABSENT,
                 str(uses[s.alias]), self.link(s.origin) if s.origin and s.origin != v.id else ""]
                for s in v.sources]
        return table([self.W["alias"], self.W["seed-file"], self.W["section"], self.W["citations"],
                      self.W["inherited-from"]], body)

    def removed(self, key: str) -> m.Change | None:
        return next((c for c in self.v.changes if c.key == key and c.action == "removed"), None)

    def removed_note(self, key: str) -> str:
        change = self.removed(key)
        if change is None:
            return ""
        return self.W["removed-note"].format(rule=f"<code>{esc(key)}</code>", parent=self.link(self.v.parent),
                                             reason=esc(change.reason or ""))

    def combinations_section(self) -> str:
        v = self.v
        out = []
        for combo in v.combinations:
            kind = combo.kind.value
            part = [f'### {self.W["combo:" + kind]} {{#{kind}}}',
                    self.W["combo-desc:" + kind] + f" <small>(<code>{kind}</code>)</small>"]
            part.append(self.settings_table(combo))
            part.append(self.block_cites(combo))
            part.append(self.examples(combo.examples))
            part.append(self.remarks(combo.remarks))
            out.append("\n\n".join(x for x in part if x))
        for kind in m.ComboKind:
            note = self.removed_note(kind.value)
            if note:
                out.append(note)
        more = self.examples_of(m.CombinationClaim)
        if more:
            out.append(f'### {self.W["more-examples"]} {{#combination-examples}}\n\n' + self.examples(more))
        return "\n\n".join(out) if out else self.W["silent"]

    def show_parts(self, show: m.Show) -> str:
        raise NotImplementedError

    def overcall_table(self, block, known: dict[str, m.Show] | None = None) -> str:
        """The shows of a block in the order of its overcall order; `known` are shows its order may name besides
        its own (the shows of `declare`, for `kitty overcall`)."""
        shows = {**(known or {}), **{s.name: s for s in block.shows}}
        steps = list(block.order.steps) if block.order else []
        ordered = [(str(i + 1), shows.get(step.show), step) for i, step in enumerate(steps)]
        named = {step.show for step in steps}
        ordered += [(ABSENT, s, None) for s in block.shows if s.name not in named]
        body = []
        for rank, show, step in ordered:
            if show is None:
                body.append([rank, f"<code>{esc(step.show)}</code>", "", "", "", ""])
                continue
            suit = f" ({self.suit(step.suit.upper())})" if step and step.suit else ""
            scope = self.W[f"scope={show.scope.value}"] if show.scope else self.W["every-deal"]
            target = f"target={show.target.value}"
            if any(part.cards == "suited" for part in show.parts) and target + ":suited" in self.W:
                target += ":suited"  # the suit is the pair's, of any rank, not the level cards'
            body.append([rank, f"<code>{esc(show.name)}</code>{suit}", self.show_parts(show), self.W[target], scope,
                         self.cites(show.cites)])
        return table([self.W["overcall-rank"], self.W["declaration"], self.W["shown"], self.W["makes-trump"],
                      self.W["when"], self.W["source"]], body)

    def declaring_section(self) -> str:
        d = self.v.declare
        if d is None:
            return self.W["silent"]
        out = [self.W["declare-intro"], self.overcall_table(d)]
        if d.order is not None:
            out.append(self.sourced(self.W["order-line"].format(
                order=" &lt; ".join(f"<code>{esc(s.show)}</code>" for s in d.order.steps)), d.order.cites))
        if any(s.name not in {st.show for st in (d.order.steps if d.order else ())} for s in d.shows):
            out.append(self.W["outside-order"])
        if d.step_by_step and d.order is not None:
            chain = [s for s in d.order.steps if s.show in d.step_by_step]
            out.append(self.sourced(self.W["step-by-step-line"].format(
                shows=self.W["list-sep"].join(f"<code>{esc(name)}</code>" for name in d.step_by_step),
                chain=" → ".join(f"<code>{esc(s.show)}</code>" + (f" ({self.suit(s.suit)})" if s.suit else "")
                                 for s in chain)), self.setting_cites(d, "step-by-step")))
        out += [self.settings_table(d, skip=("step-by-step",)), self.block_cites(d), self.remarks(d.remarks),
                self.examples(d.examples + tuple(self.examples_of(m.OvercallClaim, m.ReinforceClaim, m.DeclareClaim,
                                                                  m.FaceDownClaim, m.TurnClaim,
                                                                  m.TurnDeclarerClaim)))]
        return "\n\n".join(x for x in out if x)

    def kitty_section(self) -> str:
        v = self.v
        out = []
        if v.kitty is not None:
            out.append(self.sourced(self.W["kitty-line"].format(n=v.kitty.size), v.kitty.cites))
        if v.bury is not None:
            out += [self.settings_table(v.bury), self.block_cites(v.bury), self.remarks(v.bury.remarks),
                    self.examples(v.bury.examples)]
        if v.kitty_overcall is not None:
            k = v.kitty_overcall
            out += [f'### {self.W["kitty-overcall"]} {{#kitty-overcall}}', self.W["kitty-overcall-intro"]]
            if k.shows or k.order:
                declared = {s.name: s for s in v.declare.shows} if v.declare else {}
                out.append(self.overcall_table(k, declared))
                named = {step.show for step in k.order.steps} if k.order else set()
                if k.order is not None:
                    out.append(self.sourced(self.W["kitty-order-line"].format(
                        order=" &lt; ".join(f"<code>{esc(st.show)}</code>" + (f" ({self.suit(st.suit)})" if st.suit
                                                                              else "") for st in k.order.steps)),
                        k.order.cites))
                if any(name not in named for name in declared):
                    out.append(self.W["kitty-below-order"])
            out += [self.settings_table(k), self.block_cites(k), self.remarks(k.remarks), self.examples(k.examples)]
        return "\n\n".join(x for x in out if x) or self.W["silent"]

    def shape(self, shape: m.Shape) -> str:
        raise NotImplementedError

    def play_section(self) -> str:
        v = self.v
        out = [f'### {self.W["following"]} {{#following}}']
        if v.follow is None:
            out.append(self.W["silent"])
        else:
            f = v.follow
            out.append(self.settings_table(f))
            if f.led:
                body = [[self.W["combo:" + r.led.value], self.W["ladder-sep"].join(self.shape(s) for s in r.ladder),
                         self.cites(r.cites)] for r in f.led]
                out.append(self.W["led-intro"])
                out.append(table([self.W["led"], self.W["must-play"], self.W["source"]], body))
            out += [self.block_cites(f), self.remarks(f.remarks), self.examples(f.examples)]
        out.append(f'### {self.W["ruffing"]} {{#ruffing}}')
        if v.ruff is None:
            out.append(self.W["silent"])
        else:
            r = v.ruff
            out += [self.settings_table(r), self.block_cites(r), self.remarks(r.remarks), self.examples(r.examples)]
        out.append(f'### {self.W["throws"]} {{#throws}}')
        if v.throw is not None:
            t = v.throw
            out += [self.W["throw-intro"], self.settings_table(t), self.block_cites(t), self.remarks(t.remarks),
                    self.examples(t.examples)]
        else:
            out.append(self.removed_note("throw") or self.W["silent"])
        more = self.examples_of(m.TrickClaim, m.FollowClaim, m.ThrowClaim)
        if more:
            out.append(f'### {self.W["more-examples"]} {{#play-examples}}\n\n' + self.examples(more))
        return "\n\n".join(x for x in out if x)

    def multiplier(self, mult: m.Multiplier) -> str:
        raise NotImplementedError

    def kitty_bonus_section(self) -> str:
        v = self.v
        k = v.kitty_bonus
        if k is None:
            return self.removed_note("kitty bonus") or self.W["silent"]
        out = [self.W["bonus-intro"]]
        body = [[self.W["combo:" + r.combination] if r.combination != "any" else self.W["any-combination"],
                 self.multiplier(r.multiplier), self.cites(r.cites)] for r in k.rows]
        out.append(table([self.W["last-trick-won-with"], self.W["multiplier"], self.W["source"]], body))
        out.append(self.settings_table(k))
        if v.kitty_bonus_cap is not None:
            out.append(self.sourced(self.W["bonus-cap"].format(n=v.kitty_bonus_cap.multiplier),
                                    v.kitty_bonus_cap.cites))
        out += [self.block_cites(k), self.remarks(k.remarks),
                self.examples(k.examples + tuple(self.examples_of(m.KittyBonusClaim)))]
        return "\n\n".join(x for x in out if x)

    def scoring_section(self) -> str:
        v = self.v
        s = v.scoring
        if s is None:
            return self.W["silent"]
        out = [self.W["scoring-intro"]]
        if s.precedence == m.Precedence.FIRST_ROW:
            out.append(self.sourced(self.W["first-row"], self.setting_cites(s, "precedence")))
        out.append(self.rows_table(s.rows))
        out.append(self.settings_table(s, skip=("precedence", "precedence-rows")))  # match points
        if v.scoring_cap is not None:
            out.append(self.sourced(self.W["scoring-cap"].format(n=v.scoring_cap.points), v.scoring_cap.cites))
        out += [self.block_cites(s), self.remarks(s.remarks),
                self.examples(s.examples + tuple(self.examples_of(m.ScoreClaim)))]
        return "\n\n".join(x for x in out if x)

    def next_declarer_section(self) -> str:
        n = self.v.next_declarer
        if n is None:
            return self.W["silent"]
        out = [self.settings_table(n), self.block_cites(n), self.remarks(n.remarks),
               self.examples(n.examples + tuple(self.examples_of(m.NextDealClaim)))]
        return "\n\n".join(x for x in out if x)

    def friends_section(self) -> str:
        f = self.v.friends
        out = [self.W["friends-intro"], self.settings_table(f), self.block_cites(f), self.remarks(f.remarks),
               self.examples(f.examples + tuple(self.examples_of(m.ShareClaim)))]
        return "\n\n".join(x for x in out if x)

    def kitty_demotion_section(self) -> str:
        """Each `kitty demotion RANK`: its conditions, the losses by the combination that won the last trick, and where
        the levels a player cannot lose go."""
        out = [self.W["demotion-intro"]]
        for d in self.v.kitty_demotions:
            out.append(f'### {self.W["demotion-rank"].format(rank=d.rank)} {{#kitty-demotion-{d.rank.lower()}}}')
            out.append(self.settings_table(d))
            body = []
            for row in d.rows:
                losses = {x.role.value: x for x in row.losses}
                cells = [self.W["combo:" + row.combination] if row.combination != "any" else self.W["any-combination"]]
                for role in ("declarer", "friend"):
                    x = losses.get(role)
                    cells.append("" if x is None else self.W["down-to"].format(rank=x.to) if x.to else
                                 self.W["loses"].format(n=x.levels))
                body.append(cells + [self.cites(row.cites)])
            out.append(table([self.W["last-trick-won-with"], self.W["role:declarer"], self.W["role:friend"],
                              self.W["source"]], body))
            out += [self.block_cites(d), self.remarks(d.remarks), self.examples(d.examples)]
        return "\n\n".join(x for x in out if x)

    def bidding_section(self) -> str:
        b = self.v.bidding
        out = [self.W["bidding-intro"], self.settings_table(b), self.block_cites(b), self.remarks(b.remarks),
               self.examples(b.examples)]
        return "\n\n".join(x for x in out if x)

    def tribute_section(self) -> str:
        t = self.v.tribute
        out = [self.W["tribute-intro"], self.settings_table(t, skip=("precedence",))]
        if t.precedence == m.Precedence.FIRST_ROW:
            out.append(self.sourced(self.W["first-row"], self.setting_cites(t, "precedence")))
        out += [self.rows_table(t.rows), self.block_cites(t), self.remarks(t.remarks),
                self.examples(t.examples + tuple(self.examples_of(m.TributeDealClaim)))]
        return "\n\n".join(x for x in out if x)

    def exchange_section(self) -> str:
        e = self.v.exchange
        eaten = e.given_to is not None and e.given_to.value == "eaten"
        out = [self.W["exchange-intro:eaten" if eaten else "exchange-intro"], self.settings_table(e), self.block_cites(e), self.remarks(e.remarks),
               self.examples(e.examples + tuple(self.examples_of(m.ExchangeClaim)))]
        return "\n\n".join(x for x in out if x)

    def places_section(self) -> str:
        p = self.v.places
        body = [[esc(r.place), signed(r.score), self.cites(r.cites)] for r in p.rows]
        out = [table([self.W["place"], self.W["score"], self.W["source"]], body), self.block_cites(p),
               self.remarks(p.remarks), self.examples(p.examples)]
        return "\n\n".join(x for x in out if x)

    def describe(self, note: Note) -> str:
        raise NotImplementedError

    def notes_section(self) -> str:
        if not self.notes:
            return self.W["no-notes"]
        items = []
        for note in self.notes:
            rule = note.rule
            origin = getattr(rule, "origin", "") or (self.v.id if rule is not None else "")
            line = note.cite.span.line if note.cite.span else None
            where = esc(self.file_of(origin) if origin in self.site.variants else f"{origin}.variant")
            where += f":{line}" if line and origin == self.v.id else ""
            quotes = []
            if rule is not None and isinstance(rule, m.Block) and note.setting:
                quotes = [c for c in self.setting_cites(rule, note.setting) if c.decision is None]
            elif rule is not None:
                quotes = [c for c in rule.cites if c.decision is None]
            cited = self.cites(quotes, "; ")
            items.append(f'{note.number}. <a id="note-{note.number}"></a>**{self.describe(note)}** '
                         f'<small>({where})</small>{self.W["colon"]}'
                         f'{esc(self.localized(note.cite.decision, note.cite.decision_zh))}'
                         + (f'  \n    {self.W["against"]}{self.W["colon"]}{cited}' if cited else ""))
        return self.W["notes-intro"] + "\n\n" + "\n".join(items)

    def change_key(self, change: m.Change) -> str:
        if change.key.startswith("example #"):
            line = change.span.line if change.span else "?"
            return self.W["unnamed-example"].format(line=line)
        return f"<code>{esc(change.key)}</code>"

    def changes_section(self) -> str:
        v = self.v
        if v.parent is None:
            children = self.site.children(v.id)
            text = self.W["root"]
            if children:
                text += " " + self.W["children"].format(children=", ".join(self.link(c) for c in children))
            return text
        out = [self.W["changes-intro"].format(parent=self.link(v.parent), n=len(v.changes))]
        body = [[self.change_key(c), self.W[f"action={c.action}"], esc(c.reason) if c.reason else ""]
                for c in v.changes]
        out.append(table([self.W["rule"], self.W["change"], self.W["reason"]], body))
        out.append(self.W["changes-after"].format(a=v.parent, b=v.id))
        return "\n\n".join(out)

    def remarks_section(self) -> str:
        return self.remarks(self.v.remarks) if self.v.remarks else self.W["no-remarks"]

    # Pages -----------------------------------------------------------------------------------------------------------

    def lead(self) -> str:
        """The page's first paragraph: what the variant is (with its title in the other language) and how the page was
        made."""
        v = self.v
        names = {n.language: n.text for n in v.title.names} if v.title else {}
        other = names.get("zh" if self.lang == "en" else "en")
        title = self.W["lead-title"].format(title=esc(other)) if other else ""
        return self.W["lead"].format(id=esc(v.id), title=title)

    def overview_part(self) -> list[str]:
        from .trick import learn  # learn reads the book's helpers here: imported late
        return learn.overview_part(self)

    def played_part(self) -> list[str]:
        from .trick import learn
        return learn.played_part(self)

    def family_sections(self) -> list[tuple[str, str]]:
        """(anchor, text) of the sections between the sources and the remarks, in the page's order: a section whose
        block the variant does not write is left out."""
        v = self.v
        sections = [("card-order", self.card_order_section()), ("combinations", self.combinations_section()),
                    ("declaring", self.declaring_section())]
        if v.bidding is not None:
            sections.append(("bidding", self.bidding_section()))
        sections += [("kitty", self.kitty_section()), ("play", self.play_section()),
                     ("kitty-bonus", self.kitty_bonus_section()), ("scoring", self.scoring_section()),
                     ("next-declarer", self.next_declarer_section())]
        for anchor, present, section in (("friends", v.friends is not None, self.friends_section),
                                         ("kitty-demotion", bool(v.kitty_demotions), self.kitty_demotion_section),
                                         ("tribute", v.tribute is not None, self.tribute_section),
                                         ("exchange", v.exchange is not None, self.exchange_section),
                                         ("places", v.places is not None, self.places_section)):
            if present:
                sections.append((anchor, section()))
        return sections

    def page(self) -> str:
        """A variant's page: the same layout in both languages and families, its headings the words `h:<anchor>`."""
        v = self.v
        s = [f"# {esc(self.title_of(v.id))}", self.generated_comment(), self.lead(), *self.overview_part()]
        sections = [("header", self.header_section()), ("sources", self.sources_section()), *self.family_sections()]
        for anchor, text in sections:
            s += [f"## {self.W['h:' + anchor]} {{#{anchor}}}", text]
        s += self.played_part()
        s += [f"## {self.W['h:remarks']} {{#remarks}}", self.remarks_section(),
              f"## {self.W['h:notes']} {{#notes}}", self.notes_section(),
              f"## {self.W['h:changes'].format(parent=esc(v.parent)) if v.parent else self.W['h:family']} "
              "{#changes}", self.changes_section()]
        return "\n\n".join(x for x in s if x) + "\n"

    def index_page(self) -> str:
        """The rulebook's first page: a row for every variant."""
        body = [[self.link(vid), f"<code>{esc(vid)}</code>", self.link(v.parent) if v.parent else "—",
                 str(v.players.least) if v.players else "—", str(v.decks.count) if v.decks else "—",
                 str(len(decisions(v)))] for vid, v in self.site.variants.items()]
        columns = [self.W[f"index:{name}"] for name in ("variant", "id", "extends", "players", "decks", "decisions")]
        return "\n\n".join([f"# {self.W['h:index']}", "<!-- Generated from spec/ by `python -m verifier build`: do not "
                             "edit. -->", self.W["index-intro"], table(columns, body), self.W["index-comparison"]]) + "\n"

    def comparison_page(self) -> str:
        """Every rule of every variant side by side (compare.py)."""
        from .compare import WORDS, Comparison  # compare reads the books: imported late
        s = [f"# {self.W['h:comparison']}", "<!-- Generated from spec/ by `python -m verifier build`: do not edit. -->",
             WORDS[self.lang]["intro"], Comparison(self).tables()]
        return "---\nhide:\n  - navigation\n  - toc\n---\n\n" + "\n\n".join(s) + "\n"

    def generated_comment(self) -> str:
        source = f" from spec/{self.file_of(self.v.id)}" if self.v is not None else " from spec/"
        return f"<!-- Generated{source} by `python -m verifier build`: do not edit. -->"
