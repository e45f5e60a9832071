"""Corruptions of a game record at every field path, for a judge of either family.

Every node of a record is reached by a path (`deals`, 1, `actions`, 7, `set`); its generic path writes list indices
as `*`. For each generic path, a few of its nodes (picked by a seeded generator) are corrupted in every way their type
allows: a leaf changed to another value of its type (a number plus one, a boolean flipped, a string changed to another
value the record holds at the same generic path — another card, set, phase, kind, role — or a rule's line moved), a
list's element deleted, duplicated or two exchanged, one more appended, an object's key deleted or an unknown key
added. Each corruption says where a judge must reject it: never before the place corrupted.
"""
from __future__ import annotations

import copy
import re
from dataclasses import dataclass

_RULE = re.compile(r"^(?P<file>.+):(?P<line>\d+)$")


@dataclass
class Corruption:
    path: tuple  # the node corrupted
    how: str  # "change", "delete", "duplicate", "swap", "append", "drop key", "add key"
    record: dict  # the corrupted record

    @property
    def generic(self) -> tuple:
        return generic(self.path)

    def __str__(self) -> str:
        return f"{self.how} {'/'.join(map(str, self.path)) or '(record)'}"


def generic(path) -> tuple:
    return tuple("*" if isinstance(step, int) else step for step in path)


def nodes(value, path=()):
    """(path, node) of every node of a JSON value, the value itself first."""
    yield path, value
    if isinstance(value, dict):
        for key, child in value.items():
            yield from nodes(child, (*path, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            yield from nodes(child, (*path, index))


def at(record, path):
    for step in path:
        record = record[step]
    return record


def leaf_paths(record) -> set[tuple]:
    """The generic paths of a record's leaves and of its empty lists and objects."""
    return {generic(p) for p, v in nodes(record) if not isinstance(v, (dict, list)) or not v}


def _other_string(value: str, seen: list[str]) -> str:
    others = sorted({s for s in seen if s != value})
    if others:
        return others[len(value) % len(others)]
    found = _RULE.match(value)
    if found:  # a rule cited: the line below it
        return f"{found['file']}:{int(found['line']) + 1}"
    return value + "x"


def _changed(value, seen: list):
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, str):
        return _other_string(value, [s for s in seen if isinstance(s, str)])
    if value is None:
        return 0
    return None


def corruptions(record: dict, rng, per_path: int = 2, choices: dict | None = None):
    """Corruptions of `record` at every generic path: `per_path` of its nodes each, in every way their type allows.
    `choices` gives the values a leaf of some generic paths may take (an enumeration of the schema, the variant
    ids): it is changed to another of them."""
    by_generic: dict[tuple, list[tuple]] = {}
    for path, _ in nodes(record):
        by_generic.setdefault(generic(path), []).append(path)
    for shape, paths in sorted(by_generic.items(), key=lambda item: list(map(str, item[0]))):
        seen = (choices or {}).get(shape) or [at(record, p) for p in paths]
        for path in sorted(rng.sample(paths, min(per_path, len(paths)))):
            yield from _corrupt(record, path, seen, rng)


def _corrupt(record: dict, path: tuple, seen: list, rng):
    def made(how, change):
        copied = copy.deepcopy(record)
        change(copied)
        if copied != record:
            return Corruption(path, how, copied)
        return None

    def put(value):
        def change(copied):
            if path:
                at(copied, path[:-1])[path[-1]] = value
        return change

    node = at(record, path)
    found = []
    if not isinstance(node, (dict, list)) and path:
        found.append(made("change", put(_changed(node, seen))))
    if isinstance(node, list):
        if node:
            i = rng.randrange(len(node))
            found.append(made("delete", lambda c: at(c, path).pop(i)))
            found.append(made("duplicate", lambda c: at(c, path).insert(i, copy.deepcopy(at(c, path)[i]))))
            found.append(made("append", lambda c: at(c, path).append(copy.deepcopy(at(c, path)[-1]))))
        if len(node) >= 2:
            i, j = rng.sample(range(len(node)), 2)

            def swap(c):
                items = at(c, path)
                items[i], items[j] = items[j], items[i]
            found.append(made("swap", swap))
    if isinstance(node, dict):
        for key in node:  # each key left out (the corruption's path is the key's)
            dropped = made("drop key", lambda c, key=key: at(c, path).pop(key))
            if dropped is not None:
                dropped.path = (*path, key)
            found.append(dropped)
        found.append(made("add key", lambda c: at(c, path).__setitem__("unknown_field", 1)))
    yield from (c for c in found if c is not None)
