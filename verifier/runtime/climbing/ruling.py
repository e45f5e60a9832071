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


class Acts:
    """A deal's `act`: rule on an action and apply it when legal (every kind of deal rules and applies alike)."""

    def act(self, seat: int, action) -> Ruling:
        r = self.ruling(seat, action)
        if r.legal:
            self.apply(seat, action)
        return r
