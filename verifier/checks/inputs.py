"""What a check read of a variant, so that a check is run once for the variants of one run that give it equal inputs.

A child variant shares most rules with its parent: resolving `extends` hands the child the parent's very rule objects
wherever the child changes nothing. A check is a function of the variant, so when every field of the variant that a
check read holds the same object in another variant of the run, the check's findings there are the same: `Proofs`
gives them back instead of running the check again. A check reads a field through the variant's attributes (its
methods and properties too); `watch(variant)` gives a copy that records those reads while a check runs.

What keeps this exact:
- a field's value must be the same object (a rule, a tuple of the same rule objects): never an equal rebuilt one,
  whose spans could point elsewhere;
- a check that reads the variant's `id` (every check that reports something names the variant) is never shared;
- a value kept by a check and keyed by the variant's identity (`solver.memo`, `walk.nodes`) gives its reads again when
  it is used again (`replay`), so that a check that found it kept still depends on what it was made from;
- a check that reads the variant in any other way (its `__dict__`) depends on every field;
- findings with an unknown verdict are never given again (a time-out depends on the machine's load).
"""
from __future__ import annotations

from contextlib import contextmanager
from dataclasses import fields

from ..model import Variant

FIELDS = frozenset(f.name for f in fields(Variant)) | {"span"}
_EVERY = ("__dict__", "__getstate__", "__reduce__", "__reduce_ex__")  # ways to see every field at once
_recording: list[set[str]] = []  # the reads of the checks (and memos) running now, innermost last


class WatchedVariant(Variant):
    """A variant whose field reads are recorded while `recording()` runs. It is a `Variant` in every other way."""

    __slots__ = ()

    def __getattribute__(self, name, _get=object.__getattribute__):
        if _recording:  # (every read of a check goes through here: kept short)
            if name in FIELDS:
                for names in _recording:
                    names.add(name)
            elif name in _EVERY:
                for names in _recording:
                    names.update(FIELDS)
        return _get(self, name)


def watch(variant: Variant) -> WatchedVariant:
    """The same variant (the same field objects), watched."""
    if isinstance(variant, WatchedVariant):
        return variant
    watched = object.__new__(WatchedVariant)
    for name in FIELDS:
        object.__setattr__(watched, name, object.__getattribute__(variant, name))
    return watched


@contextmanager
def recording():
    """The names of the fields read while the block runs (also by the blocks around it)."""
    names: set[str] = set()
    _recording.append(names)
    try:
        yield names
    finally:
        _recording.pop()


def replay(names) -> None:
    """A kept value is used again: its reads count for whoever uses it now."""
    for recorded in _recording:
        recorded.update(names)


_PLAIN = (str, int, bool, type(None))  # values without spans: equal is the same


def _same(a, b) -> bool:
    if a is b:
        return True
    if type(a) is tuple and type(b) is tuple:
        return len(a) == len(b) and all(x is y for x, y in zip(a, b))
    return type(a) is type(b) and type(a) in _PLAIN and a == b


class Proofs:
    """The findings of each check in one run, by the field objects the check read: given again for a variant whose
    fields are those same objects. One `Proofs` lives for one `check` command (never across runs: see
    verifier/language/cache.py for what is kept on disk)."""

    def __init__(self) -> None:
        self._found: dict[object, list[tuple[tuple[tuple[str, object], ...], list]]] = {}
        self.shared = self.run = 0  # how many check runs were given again, and how many were run
        self.by_value: dict = {}  # what checks found by value in this run (CheckContext.found)

    def findings(self, check, variant: WatchedVariant, run) -> list:
        """The findings of `check` on `variant`: given again, or `run()` while its reads are recorded."""
        get = object.__getattribute__
        for inputs, found in self._found.get(check, ()):
            for name, value in inputs:
                held = get(variant, name)
                if held is not value and not _same(held, value):
                    break
            else:
                self.shared += 1
                return found
        with recording() as names:
            found = list(run())
        self.run += 1
        if "id" not in names and not any(f.verdict.value == "unknown" for f in found):
            inputs = tuple((name, object.__getattribute__(variant, name)) for name in sorted(names))
            self._found.setdefault(check, []).append((inputs, found))
        return found
