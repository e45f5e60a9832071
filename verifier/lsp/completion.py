"""Completion: only what the grammar accepts at the cursor, with the words the model gives it meaning.

The text before the cursor is fed to Lark's interactive LALR parser; the terminals it accepts next decide what is
offered. A fixed word (`throw`, `kitty`, a COMBO word) is offered as a keyword; where a NAME is accepted, its place
decides: a setting of the enclosing block, a value of the setting before the `:`, a variant id after `extends`, a
source alias after `@`, a show in an overcall order, the word of a one-word rule (`family`, `teams`…). Where a rank,
suit or card (ATOM) is accepted, and inside the string of a worked example, the card notation is offered.
"""
from __future__ import annotations

import re

from lsprotocol import types as lsp

from .. import model as m
from ..runtime.cards import JOKERS, RANKS, SUITS
from . import modeldocs, syntax
from .project import Analysis, Project

_PARTIAL = re.compile(r"[A-Za-z0-9_♠♥♣♦-]*$")


def complete(project: Project, analysis: Analysis, offset: int) -> list[lsp.CompletionItem]:
    text = analysis.text
    before = text[:offset]
    line = before[before.rfind("\n") + 1:]
    partial = _PARTIAL.search(line).group()
    if _in_string(line):
        return _cards(partial) if re.search(r"\bexample\b|\bhand\b|\bthrow\b|\btrick\b", text[:offset]
                                           [text.rfind("\n", 0, text.rfind("\n", 0, offset)):]) else []
    if line.rstrip().endswith("@") or re.search(r"@[A-Za-z0-9_-]*$", line):
        return _plain(_aliases(analysis), lsp.CompletionItemKind.Reference, "source")
    prefix = before[:len(before) - len(partial)]
    accepted = syntax.accepts(prefix)
    if accepted is None:
        return []
    items: list[lsp.CompletionItem] = []
    for terminal in sorted(accepted):
        for word in syntax.words_of(terminal):
            if syntax.is_keyword(terminal):
                items.append(lsp.CompletionItem(word, kind=lsp.CompletionItemKind.Keyword))
    if "NAME" in accepted:
        items += _names(project, analysis, prefix)
    if "ATOM" in accepted:
        items += _cards(partial)
    return list({item.label: item for item in items}.values())


def _plain(words, kind, detail: str | None = None) -> list[lsp.CompletionItem]:
    return [lsp.CompletionItem(w, kind=kind, detail=detail) for w in dict.fromkeys(words)]


def _names(project: Project, analysis: Analysis, prefix: str) -> list[lsp.CompletionItem]:
    toks = syntax.tokens(prefix)
    last = toks[-1] if toks else None
    if last is not None and last.type == "EXTENDS":
        own = analysis.vfile.id if analysis.vfile else None
        ids = sorted({f.id for p in project.candidates(analysis.path)
                      for f in [project.parse(p, project.text(p) or "")[0]] if f is not None and f.id != own})
        return _plain(ids, lsp.CompletionItemKind.Module, "variant")
    block = _enclosing_block(toks)
    setting = _setting_before(toks)
    if setting is not None and block is not None:
        doc = modeldocs.settings(block).get(setting)
        return _plain(doc.values if doc else (), lsp.CompletionItemKind.EnumMember, setting)
    if last is not None and _row_head(toks) == "LADDER" and (last.type == "COLON" or str(last) == "<"):
        return _plain(_set_kinds(analysis), lsp.CompletionItemKind.Reference, "set kind")
    if last is not None and (last.type == "ORDER" or str(last) == "<" or (
            len(toks) > 1 and last.type == "COLON" and toks[-2].type == "ORDER")):
        return _plain(_shows(analysis), lsp.CompletionItemKind.Reference, "show")
    if last is not None and str(last) in modeldocs.heads():
        return _rule_words(modeldocs.heads()[str(last)])
    if last is not None and last.type == "COLON" and len(toks) > 3 and [str(t) for t in toks[-4:-1]] == \
            ["past", "the", "top"]:
        return _rule_words(modeldocs.heads()["past the top"])
    if block is not None and (last is None or last.type in ("LBRACE", "RBRACE") or _at_item_start(toks)):
        return [lsp.CompletionItem(s.name, kind=lsp.CompletionItemKind.Property, detail=s.kind,
                                   documentation=lsp.MarkupContent(lsp.MarkupKind.Markdown, s.doc),
                                   insert_text=f"{s.name}: ")
                for s in modeldocs.settings(block).values()]
    return []


def _rule_words(cls) -> list[lsp.CompletionItem]:
    """The words of a one-word rule (`family trick-taking`, `teams partners`): its one enumerated field."""
    words: list[str] = []
    if issubclass(cls, m.Block):  # a block's settings are written inside it, not after its head
        return []
    for f in getattr(cls, "__dataclass_fields__", {}).values():
        kind = cls.__annotations__.get(f.name)
        enum = getattr(m, str(kind), None) if isinstance(kind, str) else kind
        if isinstance(enum, type) and issubclass(enum, m.Word):
            words += [w.value for w in enum]
    return _plain(words, lsp.CompletionItemKind.EnumMember)


def _enclosing_block(toks) -> type | None:
    """The block class of the innermost `{` left open in the tokens, from the words before it."""
    depth, index = 0, len(toks) - 1
    while index >= 0:
        kind = toks[index].type
        if kind == "RBRACE":
            depth += 1
        elif kind == "LBRACE":
            if depth == 0:
                break
            depth -= 1
        index -= 1
    if index < 0:
        return None
    head = []
    start = index - 1
    while start >= 0 and toks[start].type not in ("LBRACE", "RBRACE", "STRING") and toks[start].line == \
            toks[index].line:
        head.insert(0, str(toks[start]))
        start -= 1
    return modeldocs.block_of(head)


def _setting_before(toks) -> str | None:
    """The setting whose values the cursor is among (`name: v, ` -> name)."""
    index = len(toks) - 1
    while index >= 1 and toks[index].type == "COMMA" or (index >= 1 and toks[index].type in ("NAME", "INT", "STRING")
                                                           and toks[index - 1].type == "COMMA"):
        index -= 1
    if index >= 1 and toks[index].type == "COLON" and toks[index - 1].type == "NAME":
        return str(toks[index - 1])
    return None


def _at_item_start(toks) -> bool:
    """After a complete item of a block: a value, a string or a citation ends the line before."""
    return toks[-1].type in ("NAME", "INT", "STRING", "SIGNED") or str(toks[-1]) == "}"


def _aliases(analysis: Analysis) -> list[str]:
    if analysis.variant is not None:
        return [s.alias for s in analysis.variant.sources]
    return re.findall(r"^\s*source\s+([A-Za-z_][\w-]*)", analysis.text, re.M)


def _row_head(toks) -> str | None:
    """The type of the first token of the item being written (`bombs: a < b <` -> LADDER)."""
    index = len(toks) - 1
    while index > 0 and toks[index - 1].type not in ("LBRACE", "RBRACE") and toks[index - 1].line == toks[-1].line:
        index -= 1
    return toks[index].type if toks else None


def _set_kinds(analysis: Analysis) -> list[str]:
    """The names of the set kinds (`set NAME { … }`), for the rows of a bomb ladder or a ladder of kinds."""
    variant = analysis.variant
    names = [k.name for k in variant.sets] if variant else []
    return names + re.findall(r"\bset\s+([A-Za-z_][\w-]*)", analysis.text)


def _shows(analysis: Analysis) -> list[str]:
    variant = analysis.variant
    names = [s.name for b in (variant.declare, variant.kitty_overcall) if b for s in b.shows] if variant else []
    return names + re.findall(r"\bshow\s+([A-Za-z_][\w-]*)\s*:", analysis.text)


def _cards(partial: str) -> list[lsp.CompletionItem]:
    """Ranks, suits, jokers and the cards that start like the word being typed."""
    cards = [f"{r}{s}" for r in RANKS for s in SUITS] + list(JOKERS)
    words = [*RANKS, *SUITS, "NT", *cards] if not partial else [c for c in [*RANKS, *SUITS, *cards]
                                                               if c.upper().startswith(partial.upper())]
    return _plain(words, lsp.CompletionItemKind.Constant, "card notation")


def _in_string(line: str) -> bool:
    stripped = re.sub(r'"(?:[^"\\]|\\.)*"', "", line)
    return '"' in stripped.split("#")[0]
