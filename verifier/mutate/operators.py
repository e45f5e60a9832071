"""The semantic mutants of a variant file's own statements: each a small change an author could have made by mistake,
drawn from the rule model itself (an enumerated setting's other words, yes for no, a figure moved by a step, a row
or an item of an order swapped with its neighbour or dropped, a rank exchanged with the next one, a place or a role
for another), never from the text. The examples, remarks, citations, sources and titles are left alone: the examples
are what is to notice a change, the rest is no rule of play."""
from __future__ import annotations

from dataclasses import dataclass, fields, is_dataclass, replace

from .. import model as m
from ..diagnostics import Span
from ..language.printer import item as printed
from ..language.printer.text import value as written
from ..language.printer.trick import shape, tier
from ..language.resolve import rule_key
from ..runtime.cards import JOKERS, RANKS, Card

# Fields that hold no rule of play: where a rule comes from, the examples that test it, names and labels.
_SKIPPED = frozenset({"span", "cites", "origin", "setting_cites", "examples", "remarks", "label", "name"})
# Statements that are no rule of play.
_NOT_RULES = (m.Example, m.Remark, m.Source, m.Title, m.FamilyRule)
_ROLES = ("emperor", "guard", "rebel")
_WORDS_PER_SETTING = 6  # the most other words of one enumerated setting (an enumeration of 20 words is no 20 mutants)


@dataclass(frozen=True)
class Mutant:
    """One change of one statement: `statement` is its index in the file, `rule` its key (`declare`, `scoring`),
    `span` the innermost node changed (for file:line), `what` the change in words, `changed` the new statement."""

    statement: int
    rule: str
    span: Span | None
    what: str
    changed: object


def mutants(vfile: m.VariantFile, places: tuple[str, ...] = ()) -> list[Mutant]:
    """Every mutant of the file's own rules, statement by statement; `places`: the variant's finishing places, which
    a place may be exchanged for."""
    found: list[Mutant] = []
    for index, stmt in enumerate(vfile.statements):
        if isinstance(stmt, m.Removal):
            continue
        rule = stmt.rule if isinstance(stmt, m.Override) else stmt
        if isinstance(rule, _NOT_RULES):
            continue
        key = rule_key(rule, index)
        for span, what, changed in _changes(rule, rule.span, places):
            if rule_key(changed, index) != key:  # another rule altogether (`combination pair` made `triple`)
                continue
            new = replace(stmt, rule=changed) if isinstance(stmt, m.Override) else changed
            found.append(Mutant(index, key, span or rule.span, what, new))
    return found


def _changes(node, span, places):
    """(span, what, the node changed) for every single change of a node and of the nodes inside it."""
    span = getattr(node, "span", None) or span
    for f in fields(node):
        if f.name in _SKIPPED or f.name == "kind" and isinstance(node, m.Settlement):
            continue
        old = getattr(node, f.name)
        name = f.metadata.get("setting") or f.name.replace("_", "-")
        for what, new in _values(old, name, places, _unordered(node, f.name)):
            yield span, what, replace(node, **{f.name: new})
        if isinstance(old, tuple):
            for i, item in enumerate(old):
                if _is_node(item):
                    for inner, what, changed in _changes(item, span, places):
                        yield inner, what, replace(node, **{f.name: old[:i] + (changed,) + old[i + 1:]})
        elif _is_node(old):
            for inner, what, changed in _changes(old, span, places):
                yield inner, what, replace(node, **{f.name: changed})


def _is_node(value) -> bool:
    return is_dataclass(value) and not isinstance(value, (Span, Card, type))


def _unordered(node, name: str) -> bool:
    """Whether a list's order means nothing: a row's conditions (all must hold), a cover's terms, the rows of a
    scoring table without `precedence` (they must not overlap, so any order rules alike), the point values and the
    gouji thresholds (each names its rank), the kitty bonus rows and the follow ladders of one combination each, the
    combinations a follower need not break (a set), the cards a deck is dealt without (both runtimes take them out as
    a multiset: runtime/trick/engine.py deck, runtime/climbing/deal.py deck), the rows of a settlement by cards left
    where no count is in two of them (settlement.pays takes the one row that holds the count; C566 refuses two), a
    settlement's shares and a fixed row's amounts of one role each,
    two fixed rows of which exactly one holds, the joker covers of one kind of joker each (beat.py keys them by it),
    and a kitty demotion's rows of one combination each and their losses of one role each (shares.py looks them up
    by combination and by role)."""
    return name in ("conditions", "terms") or (name == "rows" and isinstance(node, m.Scoring) and
                                               node.precedence is None) or \
        (name == "values" and isinstance(node, m.Points)) or \
        (name == "thresholds" and isinstance(node, m.GoujiSets)) or \
        (name == "rows" and isinstance(node, m.KittyBonus)  # by combination, when each row names its own
         and len({row.combination for row in node.rows}) == len(node.rows)) or \
        (name == "led" and isinstance(node, m.Follow)  # by the led combination, when each ladder names its own
         and len({rule.led for rule in node.led}) == len(node.led)) or \
        (name == "protect" and isinstance(node, m.Follow)) or \
        (name == "removed" and isinstance(node, m.Decks)) or \
        (name == "left" and isinstance(node, m.Settlement) and _disjoint(node.left)) or \
        (name == "shares" and isinstance(node, m.Settlement)  # by role, when each row names its own
         and len({row.role for row in node.shares}) == len(node.shares)) or \
        (name == "scores" and isinstance(node, m.FixedRow)  # by role, when each amount names its own
         and len({score.role for score in node.scores}) == len(node.scores)) or \
        (name == "fixed" and isinstance(node, m.Settlement) and _exclusive(node.fixed)) or \
        (name == "covers" and len({row.attached for row in node.covers}) == len(node.covers)) or \
        (name == "rows" and isinstance(node, m.KittyDemotion)  # by combination (shares.py demotion_for)
         and len({row.combination for row in node.rows}) == len(node.rows)) or \
        (name == "losses" and isinstance(node, m.DemotionRow)  # by role (shares.py apply_demotion)
         and len({loss.role for loss in node.losses}) == len(node.losses))


def _disjoint(rows) -> bool:
    """Whether no count of cards left is in two of the rows."""
    spans = sorted((row.least, row.most) for row in rows)
    return all(a[1] < b[0] for a, b in zip(spans, spans[1:]))


def _exclusive(rows) -> bool:
    """Two fixed rows of which one holds exactly when the other does not (`if emperor first`, `if emperor not
    first`): whichever is asked first, the same one applies."""
    return len(rows) == 2 and (rows[0].role, rows[0].place) == (rows[1].role, rows[1].place) and \
        rows[0].holds != rows[1].holds


def _values(old, name: str, places, unordered: bool = False):
    """(what, new value) for the other values of one field."""
    if old is None or isinstance(old, Card):
        return
    if isinstance(old, bool):
        yield f"`{name}`: {written(old)} -> {written(not old)}", not old
    elif isinstance(old, m.Word):
        others = [w for w in type(old) if w != old][:_WORDS_PER_SETTING]
        for word in others:
            yield f"`{name}`: {old} -> {word}", word
    elif isinstance(old, int):
        step = 5 if old % 5 == 0 and abs(old) >= 10 else 1
        for new in (old + step, old - step):
            if new >= 0 or old < 0:
                yield f"`{name}`: {old} -> {new}", new
    elif isinstance(old, str):
        for new in _exchanges(old, places):
            yield f"`{name}`: {old} -> {new}", new
    elif isinstance(old, tuple) and old:
        shown = [_short(x) for x in old]
        for i in range(0 if unordered else len(old) - 1):
            if old[i] != old[i + 1]:
                yield (f"`{name}`: {shown[i]} and {shown[i + 1]} swapped",
                       old[:i] + (old[i + 1], old[i]) + old[i + 2:])
        if len(old) > 1:
            for i in range(len(old)):
                yield f"`{name}`: {shown[i]} dropped", old[:i] + old[i + 1:]


def _exchanges(old: str, places) -> list[str]:
    """The values a rank, a joker, a finishing place or a role may be exchanged for."""
    if old in RANKS:
        i = RANKS.index(old)
        return [RANKS[j] for j in (i + 1, i - 1) if 0 <= j < len(RANKS)]
    if old in JOKERS:
        return [j for j in JOKERS if j != old]
    if old in places:
        i = places.index(old)
        return list(dict.fromkeys(p for p in (places[i - 1] if i else None,
                                              places[i + 1] if i + 1 < len(places) else None,
                                              places[0], places[-1]) if p is not None and p != old))
    if old in _ROLES:
        return [r for r in _ROLES if r != old]
    return []


def _short(item) -> str:
    """An item of a list in a few words: a word or a rank as written, a row or a step as the printer writes it."""
    if isinstance(item, (str, int, bool)):
        return written(item)
    if isinstance(item, m.OvercallStep):
        return f"`{item.show}" + (f" in {item.suit}`" if item.suit else "`")
    if isinstance(item, m.Tier):
        return f"`{tier(item)}`"
    if isinstance(item, m.Shape):  # a step of a follow ladder
        return f"`{shape(item)}`"
    try:
        return f"`{printed(item)}`"
    except (TypeError, KeyError, AttributeError):  # no block item: its plain values (`5 = 5` of `points`)
        plain = [str(getattr(item, f.name)) for f in fields(item) if f.name not in _SKIPPED
                 and isinstance(getattr(item, f.name), (str, int))]
        return f"`{' = '.join(plain) if isinstance(item, m.PointValue) else ' '.join(plain)}`"
