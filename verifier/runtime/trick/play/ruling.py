"""A ruling of the referee on a play: legal or not, why, and the rule it applies (`rules.ref(key)`, a "file:line" of
the variant), so that a referee can say why; for a failed throw, what the leader must play instead. Made by following
(follow.py) and throws (throw.py)."""
from __future__ import annotations

from dataclasses import dataclass

from ...cards import Card


@dataclass(frozen=True)
class Ruling:
    legal: bool
    reason: str = ""
    rule: str = ""  # "spec/…:line"
    forced: tuple[Card, ...] = ()  # for a failed throw: what the leader must play
