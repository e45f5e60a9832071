"""What the compile step refuses: a rule, or a value of a setting, that the engine does not play yet.

The compile step is the only place where rules become behaviour, so it is also where a rule the engine cannot play is
found: it says so with `refuse` (or `only`, for a setting of which the engine plays some values), and goes on, so that
one run names every such rule. `collecting()` gathers the refusals of a compilation; the checker reports each at its
line (C107), and loading an engine for play refuses the variant with the same words (`compile.game_rules` raises
`Unplayable`): a variant never checks clean and then stops at play time.
"""
from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass

from .reading import plain


@dataclass(frozen=True)
class Refusal:
    rule: object  # the model's node (a rule or a block item), for its line
    setting: str | None  # the setting as written (`reveal`), or None for the whole rule
    message: str  # what the engine does not play, in words that stand on their own

    @property
    def span(self):
        if self.setting is not None and hasattr(self.rule, "setting_span"):
            return self.rule.setting_span(self.setting)
        return getattr(self.rule, "span", None)


class Unplayable(Exception):
    """A variant with rules the engine does not play, each refused by the compile step."""

    def __init__(self, refusals: list[Refusal]):
        self.refusals = refusals
        super().__init__("; ".join(r.message for r in refusals))


_collected: ContextVar[list | None] = ContextVar("refusals", default=None)


@contextmanager
def collecting():
    """The refusals made while the block runs."""
    found: list[Refusal] = []
    token = _collected.set(found)
    try:
        yield found
    finally:
        _collected.reset(token)


def refuse(rule, setting: str | None, message: str) -> None:
    """The engine does not play `rule` (or its `setting`): recorded where refusals are collected (`compile.compiled`,
    which loading an engine and the checker use). A part of the compile step called alone, for the rules a worked
    example needs, compiles what it can: the refusal is the checker's to report (C107)."""
    found = _collected.get()
    if found is not None:
        found.append(Refusal(plain(rule), setting, message))


def only(block, name: str, *played, written: str | None = None):
    """The value of the setting `name` of `block`, refused unless it is one of the values the engine plays (a setting
    the variant does not state is no refusal: None is returned)."""
    value = getattr(block, name)
    if value is not None and value not in played:
        label = written or name.replace("_", "-")
        ways = ", ".join(f"`{getattr(p, 'value', p)}`" for p in played)
        refuse(block, label, f"the engine does not play `{label}: {getattr(value, 'value', value)}` yet (it plays "
                             f"{ways})")
    return value
