"""The variants a rulebook is written for (`Site`), and the notes of a page: every `decision` of a variant, numbered
in the order a reader meets them in its files."""
from __future__ import annotations

from dataclasses import dataclass, fields

from .. import model as m


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
