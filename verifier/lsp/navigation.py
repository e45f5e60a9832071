"""Go to definition and find references.

`extends NAME` goes to the parent's file; `@alias` to its `source` line; a show's name in an overcall order to its
`show`; an `override` to the ancestor's rule it replaces. The references of a rule are the children that override or
remove it (and, for a `source`, the citations that name it).
"""
from __future__ import annotations

from .. import model as m
from ..diagnostics import Span
from ..language.resolve import Library, rule_key
from ..language.walk import nodes
from . import locate
from .convert import contains
from .project import Analysis, Project

def definition(analysis: Analysis, line: int, column: int) -> list[Span]:
    vfile, variant = analysis.vfile, analysis.variant
    if vfile is None:
        return []
    files = analysis.workspace.files
    if contains(vfile.parent_span, line, column) and vfile.parent in files:
        return [files[vfile.parent].span]
    found = locate.around(vfile, line, column)
    cite = locate.innermost(found, m.Cite)
    if cite is not None and cite.source and variant is not None:
        return [s.span for s in variant.sources if s.alias == cite.source and s.span]
    step = locate.innermost(found, m.OvercallStep)
    if step is not None and variant is not None:
        blocks = [b for b in (variant.kitty_overcall, variant.declare) if b is not None]
        shows = [s for b in blocks for s in b.shows if s.name == step.show]
        return [shows[0].span] if shows else []
    override = locate.innermost(found, m.Override)
    if override is not None and vfile.parent in files:
        rule = _ancestor_rule(files, vfile.parent, override.rule)
        return [rule.span] if rule is not None and rule.span else []
    return []

def _ancestor_rule(files, parent: str, rule: m.Rule) -> m.Rule | None:
    try:
        resolved = Library(files).resolve(parent)
    except Exception:  # noqa: BLE001 - a broken ancestor: nowhere to go
        return None
    key = rule_key(rule)
    return next((r for r in _rules(resolved) if type(r) is type(rule) and rule_key(r) == key), None)

def _rules(variant: m.Variant):
    for value in vars(variant).values():
        for r in value if isinstance(value, tuple) else (value,):
            if isinstance(r, m.Rule):
                yield r

def references(project: Project, analysis: Analysis, line: int, column: int, declaration: bool) -> list[Span]:
    vfile = analysis.vfile
    if vfile is None:
        return []
    found = locate.around(vfile, line, column)
    rule = next((n for n in reversed(found) if isinstance(n, m.Rule) and any(s is n or (isinstance(s, m.Override)
                 and s.rule is n) for s in vfile.statements)), None)
    if rule is None:
        return []
    key = rule_key(rule)
    out = [rule.span] if declaration and rule.span else []
    if isinstance(rule, m.Source):
        out += [c.span for c in nodes(vfile) if isinstance(c, m.Cite) and c.source == rule.alias and c.span]
    for path in [analysis.path, *project.candidates(analysis.path)]:
        text = analysis.text if path == analysis.path else project.text(path)
        child = project.parse(path, text)[0] if text is not None else None
        if child is None or child.id == vfile.id or not _descends(child, vfile.id, analysis.workspace.files):
            continue
        for stmt in child.statements:
            if isinstance(stmt, m.Override) and rule_key(stmt.rule) == key and stmt.span:
                out.append(stmt.span)
            elif isinstance(stmt, m.Removal) and stmt.key == key and stmt.span:
                out.append(stmt.span)
    return list(dict.fromkeys(out))

def _descends(child: m.VariantFile, ancestor: str, files) -> bool:
    parent, seen = child.parent, set()
    while parent is not None and parent not in seen:
        if parent == ancestor:
            return True
        seen.add(parent)
        parent = files[parent].parent if parent in files else None
    return False
