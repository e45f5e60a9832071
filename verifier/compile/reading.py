"""What the compile step reads of a variant: the one measure of which rules the engine plays.

`compile.compile_read(variant)` compiles the variant through a watching view of its model: every attribute the compile step
reads, at any depth (`declare.self_overcall`, `sets.1.attach`), is recorded as the path from the variant to it. A
rule or setting the variant states that the compile step never reads is not played by the engine: the checker says
so (C106 where the other family reads it, C107 otherwise), instead of a clean check followed by a refusal, or by
silence, at play time.

The view is exact about what it sees and coarse about what it does not need: reading a rule's source line, citations
or worked examples (`_NOT_RULES`) is not reading the rule, and what the compile step hands to a walk of the whole model
(the remarks it lists, the key a rule is cited by) it hands over unwatched (`plain`).
"""
from __future__ import annotations

from ..model import Node

# Attributes that say where a rule is written, how it is cited or illustrated: reading them is not playing the rule.
_NOT_RULES = frozenset({"span", "cites", "origin", "setting_cites", "examples", "remarks", "parent_span"})


class Watched:
    """A model node seen by the compile step: it answers as the node does (`isinstance` included) and records the path
    of every attribute read through it in `log`."""

    __slots__ = ("_node", "_path", "_log")

    def __init__(self, node: Node, path: tuple, log: set):
        object.__setattr__(self, "_node", node)
        object.__setattr__(self, "_path", path)
        object.__setattr__(self, "_log", log)

    @property
    def __class__(self):  # isinstance(watched, m.Declare) holds as for the node
        return type(object.__getattribute__(self, "_node"))

    def __getattr__(self, name: str):
        node = object.__getattribute__(self, "_node")
        if name in _NOT_RULES or name.startswith("__"):
            return getattr(node, name)
        found = getattr(type(node), name, None)
        if isinstance(found, property):  # (`levels.steps`): computed through the view, so its reads are recorded
            return found.fget(self)
        if callable(found) and not isinstance(found, type):  # a method (`setting_span`, `settlement`): likewise
            return found.__get__(self)
        value = getattr(node, name)
        path = object.__getattribute__(self, "_path") + (name,)
        log = object.__getattribute__(self, "_log")
        log.add(path)
        return _watched(value, path, log)

    def __setattr__(self, name, value):
        raise AttributeError("the rule model is frozen")

    def __eq__(self, other):
        return object.__getattribute__(self, "_node") == plain(other)

    def __hash__(self):
        return hash(object.__getattribute__(self, "_node"))

    def __repr__(self):
        return f"Watched({object.__getattribute__(self, '_node')!r})"


def _watched(value, path: tuple, log: set):
    if isinstance(value, Node):
        return Watched(value, path, log)
    if type(value) is tuple and any(isinstance(item, Node) for item in value):
        return tuple(Watched(item, path + (i,), log) if isinstance(item, Node) else item
                     for i, item in enumerate(value))
    return value


def plain(value):
    """The node behind a watched one (anything else as it is): for what is not a reading of the rules (a rule's key,
    a walk of the whole model for its remarks)."""
    return object.__getattribute__(value, "_node") if type(value) is Watched else value


def watch(variant: Node) -> tuple[Watched, set]:
    """A watching view of `variant`, and the set its reads are recorded in."""
    log: set = set()
    return Watched(variant, (), log), log
