"""The first difference between what a record states and what the engine recomputes from its decisions.

A judge replays a record's decisions and has the engine write the record of that replay; every field the record
states must then be the engine's, to the type (JSON `true` is not `1`). Generic over the record's shape, so that any
family's judge can use it: dictionaries are compared key by key (in an order the caller may give, so that the first
difference is the earliest in the game), lists element by element and then by length. A key the record leaves out
states nothing and is not a difference, except in the dictionaries the caller names `complete` (a settlement: leaving
out that the Jack rule applied would state a different settlement); a key the engine does not write is.
"""
from __future__ import annotations

MISSING = type("Missing", (), {"__repr__": lambda self: "nothing"})()


def same(theirs, ours) -> bool:
    """Equal, to the type. A rule a record cites (`file:line`) is compared whole: records cite it by the variant
    file's name (runtime/citation.py), the same in any folder and any install, and a line that is not the rule's
    cites another rule."""
    return type(theirs) is type(ours) and theirs == ours


def first_difference(theirs, ours, order: tuple[str, ...] = (), path: tuple = (),
                     complete: frozenset = frozenset()):
    """(path, the record's value, the engine's value) of the first difference, or None. `order` ranks the keys of
    the top level; a missing element of a list is MISSING on its side. `complete` holds the paths, with `*` for any
    list index, of dictionaries the record must state whole: a key of the engine's they leave out is MISSING."""
    if isinstance(theirs, dict) and isinstance(ours, dict):
        rank = {key: i for i, key in enumerate(order)}
        keys = sorted(theirs, key=lambda k: (rank.get(k, len(rank)), list(theirs).index(k)))
        for key in keys:
            if key not in ours:
                return (*path, key), theirs[key], MISSING
            found = first_difference(theirs[key], ours[key], (), (*path, key), complete)
            if found:
                return found
        if _generic(path) in complete:
            left_out = [key for key in ours if key not in theirs]
            if left_out:
                return (*path, left_out[0]), MISSING, ours[left_out[0]]
        return None
    if isinstance(theirs, list) and isinstance(ours, list):
        for index, (a, b) in enumerate(zip(theirs, ours)):
            found = first_difference(a, b, (), (*path, index), complete)
            if found:
                return found
        if len(theirs) != len(ours):
            index = min(len(theirs), len(ours))
            return (*path, index), theirs[index] if index < len(theirs) else MISSING, \
                ours[index] if index < len(ours) else MISSING
        return None
    return None if same(theirs, ours) else (path, theirs, ours)


def _generic(path: tuple) -> tuple:
    return tuple("*" if isinstance(step, int) else step for step in path)


def show(value) -> str:
    """A value as the reader of a verdict wants it: cards as card notation, the rest as JSON would write it."""
    import json

    if value is MISSING:
        return "nothing"
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return " ".join(value) if value else "no cards"
    return json.dumps(value, ensure_ascii=False)
