"""The generic rulebook page, the same in both families and both languages: `Book`.

A page is a `Book` subclass that joins a family's sections (trick/sections.py `TrickTaking`, climbing/sections.py
`Climbing`) to a language (en.py `EnglishBook`, zh.py `ChineseBook`, with the words every page uses; each family adds its
own words to them). `Book` reads the resolved `Variant`, writes the cards, the citations, the worked examples, a block's
settings and remarks, and the sections every page has (the header, the sources, the remarks, the notes of decisions, the
changes from the parent); `page()` lays a variant's page out around the family's sections (`family_sections`) and its
parts for a newcomer (`overview_part`, `played_part`). The index of the variants and their comparison (compare.py) are
pages of the whole site.
"""
from __future__ import annotations

import os
from collections import Counter
from dataclasses import fields

from .. import model as m
from ..language import printer
from ..language.diff import ABSENT
from ..runtime.cards import Card
from . import compare
from .markdown import esc, fence, prose, table
from .site import Note, Site, decisions

SYMBOL = {"S": "♠", "H": "♥", "C": "♣", "D": "♦"}
RED = frozenset("HD")


# A variant's page comes first in the site's search for its game's words (拖拉机, 抠底, 够级, 保皇, 进贡): MkDocs
# Material's `search: boost` front matter; the reference pages name those words too, but to explain the language.
SEARCH_BOOST = 5
FRONT = f"---\nsearch:\n  boost: {SEARCH_BOOST}\n---\n\n"

class Book:
    """One page of the rulebook in one language and one family. Subclasses: the templates (trick/en.py `English`,
    trick/zh.py `Chinese`, climbing/en.py `ClimbingEnglish`, climbing/zh.py `ClimbingChinese`)."""

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
        if ctx.trump is None:  # a climbing example: the deal's level
            return self.W["context-level"].format(level=esc(ctx.level))
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

    ITEMS = (m.Example, m.Remark)  # items of a block, printed alone; each family adds its own

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
        """A claim in words. Each family's template words its own; a claim of the other family (C106 warns of it and
        nothing proves it) is shown as written in the variant language."""
        return f"<code>{esc(printer.claim(claim))}</code>"

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
        return self.unnamed(value) if isinstance(value, str) else esc(str(value))

    def unnamed(self, name: str) -> str:
        """A name of the language that the page's words do not name (a setting's value): as it is written."""
        return esc(name)

    def settings_table(self, block: m.Block, skip: tuple[str, ...] = ()) -> str:
        body = []
        for f in fields(block):
            if "setting" not in f.metadata:
                continue
            name = f.metadata["setting"] or f.name.replace("_", "-")
            value, source = getattr(block, f.name), None
            if value is None:  # unstated: its default, the one value the engine plays then (model/node.py setting)
                value, source = m.default_of(f), self.W["default"]
                if value is m.NO_DEFAULT or value == ():
                    continue
            if name in skip:
                continue
            if isinstance(value, tuple) and value and all(isinstance(v, Card) for v in value):  # a list of cards
                words = self.W.get(f"{name}=cards", "{cards}").format(cards=self.cards(value))
            elif isinstance(value, tuple):
                words = self.W["then"].join(self.value_words(block, name, v) for v in value)
            else:
                words = self.value_words(block, name, value)
            label = self.W.get(f"setting:{type(block).__name__}:{name}") or self.W.get(f"setting:{name}")
            named = f"{label} <code>{name}</code>" if label else f"<code>{name}</code>"
            body.append([named, words, source or self.cites(self.setting_cites(block, name))])
        if not body:
            return ""
        return table([self.W["setting"], self.W["rule"], self.W["source"]], body)

    def said(self, text: str, text_zh: str | None) -> str:
        """A variant's words in the page's language, as prose (markdown.prose: escaped, `code` as code)."""
        return prose(self.localized(text, text_zh))

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
            items.append(f"- **{self.unnamed(remark.name)}**: {prose(text)}" + (f" — <small>{cited}</small>" if cited else ""))
        return f'{self.W["remarks"]}{self.W["colon"]}\n\n' + "\n".join(items)

    def block_cites(self, block: m.Rule | None) -> str:
        if block is None or not block.cites:
            return ""
        return f'<small>{self.W["source"]}{self.W["colon"]}{self.cites(block.cites, "; ")}</small>'

    def examples_of(self, *kinds) -> list[m.Example]:
        """Top-level examples whose claim is of one of these kinds (they are shown in that section)."""
        return [ex for ex in self.v.examples if isinstance(ex.claim, kinds)]

    # The header -------------------------------------------------------------------------------------------------------

    def header_rows(self) -> list[tuple[str, str, m.Rule | None]]:
        """The rows of the page's first table: (label, value, the rule it comes from); each family has its own."""
        raise NotImplementedError

    def deck_size(self) -> int | None:
        d = self.v.decks
        if d is None:
            return None
        return d.count * (52 + (2 if d.jokers else 0)) - len(d.removed)

    def decks_words(self, d: m.Decks) -> str:
        """How many decks, with or without jokers."""
        return self.W["hd:decks"].format(count=d.count, s="s" if d.count > 1 else "") + \
            self.W["hd:jokers" if d.jokers else "hd:no-jokers"]

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
        body = [[f'<span class="alias">{esc(s.alias)}</span>', esc(s.file),
                 self.W["section-title"].format(title=esc(s.section)) if s.section else ABSENT,
                 str(uses[s.alias]), self.link(s.origin) if s.origin and s.origin != v.id else ""]
                for s in v.sources]
        return table([self.W["alias"], self.W["seed-file"], self.W["section"], self.W["citations"],
                      self.W["inherited-from"]], body)

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
                         f'{self.said(note.cite.decision, note.cite.decision_zh)}'
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
        body = [[self.change_key(c), self.W[f"action={c.action}"],
                 self.said(c.reason, c.reason_zh) if c.reason else ""]
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
        other = names.get("zh") if self.lang == "en" else None  # (a Chinese page shows no English title)
        title = self.W["lead-title"].format(title=esc(other)) if other else ""
        return self.W["lead"].format(id=esc(v.id), title=title)

    def overview_part(self) -> list[str]:
        """What a newcomer reads first (how a deal goes), before the rules; each family writes its own."""
        raise NotImplementedError

    def played_part(self) -> list[str]:
        """A deal played out and the figures of simulated deals, after the rules; each family writes its own."""
        raise NotImplementedError

    def family_sections(self) -> list[tuple[str, str]]:
        """(anchor, text) of the family's sections, between the sources and the remarks, in the page's order."""
        raise NotImplementedError

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
        return FRONT + "\n\n".join(x for x in s if x) + "\n"

    def index_page(self) -> str:
        """The rulebook's first page: a row for every variant."""
        body = [[self.link(vid), f"<code>{esc(vid)}</code>", self.link(v.parent) if v.parent else "—",
                 str(v.players.least) if v.players else "—", str(v.decks.count) if v.decks else "—",
                 str(len(decisions(v)))] for vid, v in self.site.variants.items()]
        columns = [self.W[f"index:{name}"] for name in ("variant", "id", "extends", "players", "decks", "decisions")]
        return "\n\n".join([f"# {self.W['h:index']}", "<!-- Generated from spec/ by `python -m verifier build`: do not "
                             "edit. -->", self.W["index-intro"], table(columns, body), self.W["index-comparison"]]) + "\n"

    def comparison_page(self) -> str:
        """Every rule of every variant side by side (compare.py), written with the site's template (the trick-taking
        one, whose words name the combinations and the kitty multipliers)."""
        s = [f"# {self.W['h:comparison']}", "<!-- Generated from spec/ by `python -m verifier build`: do not edit. -->",
             compare.WORDS[self.lang]["intro"], compare.Comparison(self).tables()]
        return "---\nhide:\n  - navigation\n  - toc\n---\n\n" + "\n\n".join(s) + "\n"

    def generated_comment(self) -> str:
        source = f" from spec/{self.file_of(self.v.id)}" if self.v is not None else " from spec/"
        return f"<!-- Generated{source} by `python -m verifier build`: do not edit. -->"
