"""The nodes of the rule model: a node frozen with its source span, a rule with its citations, the words a
setting takes, and how a block declares its settings and items (`setting`, `items`)."""
from __future__ import annotations

from dataclasses import field, fields
from enum import Enum

from ..diagnostics import Span
from ..runtime.frozen import dataclass


NO_DEFAULT = object()  # a setting whose absence is no value of its own (a limit not set, a rule not played)


def setting(doc: str, name: str | None = None, *, reader: str = "engine", default=NO_DEFAULT):
    """A block setting written `name: value` in a variant file; `name` defaults to the field name with hyphens.
    `reader` says who reads it: the engine (the compile step must read it: C107), or only the checker (a statement
    about the rules for the checks, such as which overlaps of a table are meant). `default` is what the setting means
    when a variant does not state it, the one value the checker, the compile step, the engine and the rulebook read
    then (tests/test_defaults.py holds them to it); the field itself stays None, so that a printed variant keeps
    what its author wrote."""
    metadata = {"setting": name, "doc": doc, "reader": reader}
    if default is not NO_DEFAULT:  # (the metadata holds values only: two loads of the model compare equal)
        metadata["default"] = default
    return field(default=None, metadata=metadata)


def default_of(f):
    """The documented default of a setting field, or NO_DEFAULT."""
    return f.metadata.get("default", NO_DEFAULT)


def meant(block, name: str):
    """A setting's value as the rules mean it: as stated, else its documented default (None where it has none).
    What a check reads where the absence of a setting is not a case of its own."""
    value = getattr(block, name)
    if value is not None:
        return value
    default = default_of(next(f for f in fields(block) if f.name == name))
    return None if default is NO_DEFAULT else default


def items(doc: str):
    """A list of block items of one kind (rows of a table, shows, examples)."""
    return field(default=(), metadata={"doc": doc})


class Word(str, Enum):
    """An enumerated value, written in a variant file as its hyphenated value."""

    def __str__(self) -> str:
        return self.value


# Enumerations ------------------------------------------------------------------------------------------------------

class Family(Word):
    TRICK_TAKING = "trick-taking"  # Shengji, Tractor, Finding Friends
    CLIMBING = "climbing"  # Gouji, Baohuang


class TeamKind(Word):
    PARTNERS = "partners"  # fixed partners in alternate seats (对家)
    FRIENDS = "friends"  # the declarer calls a card; its holder is the secret partner (找朋友)
    EMPEROR = "emperor"  # emperor and guard against the rebels (保皇)
    DECLARER_ALONE = "declarer-alone"  # the declarer plays alone against all the others (三人竞标: 1 against 2)
    ALTERNATE = "alternate"  # teams of alternate seats (Gouji's 联邦: three against three); the opposite sits across
    LANDLORD = "landlord"  # the winner of the bid (地主) alone against the others, the peasants (农民: Dou Dizhu)


class Direction(Word):
    COUNTER_CLOCKWISE = "counter-clockwise"
    CLOCKWISE = "clockwise"


class Permission(Word):
    ALLOWED = "allowed"
    FORBIDDEN = "forbidden"


# Nodes -------------------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Node:
    span: Span | None = field(default=None, kw_only=True, compare=False, repr=False)


@dataclass(frozen=True)
class Cite(Node):
    """`@alias "quote"` names a source and quotes it; `decision "why"` records a choice this variant makes
    (`decision "why" zh "为何"`: with its Chinese text, which the Chinese rulebook prints)."""

    source: str | None = None
    quote: str | None = None
    decision: str | None = None
    decision_zh: str | None = None


@dataclass(frozen=True)
class Rule(Node):
    """A statement of a variant file. `origin` is the id of the variant file that states it."""

    cites: tuple[Cite, ...] = field(default=(), kw_only=True)
    origin: str = field(default="", kw_only=True, compare=False)

    # Whether the engine referees the rule (C107 asks the compile step to read it); table talk, such as advice between
    # teammates, is printed by the rulebook and never refereed.
    REFEREED = True

    def derived_fields(self) -> frozenset[str]:
        """The fields whose value follows from the others, no statement of their own (C107 does not ask for them)."""
        return frozenset()


@dataclass(frozen=True)
class TrumpContext(Node):
    level: str  # a rank, or "NT" (the no-trump level)
    trump: str | None = None  # a suit, or "NT" for no-trump; None in a climbing example (its level only)

    def __str__(self) -> str:
        return f"level={self.level}" + (f" trump={self.trump}" if self.trump is not None else "")
