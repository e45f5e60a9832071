"""A ruling: whether an action is legal, why not, and the rule it rests on (`file:line`)."""
from __future__ import annotations

from typing import NamedTuple


class Ruling(NamedTuple):
    legal: bool
    reason: str = ""
    rule: str = ""

    def __bool__(self) -> bool:
        return self.legal


LEGAL = Ruling(True)
