"""How long the search player thinks per decision: a number of iterations (reproducible under a seed), or
milliseconds of the process's own CPU time (not reproducible: the iterations done depend on the machine)."""
from __future__ import annotations

import re
import time

from dataclasses import dataclass

DEFAULT_ITERATIONS = 200


@dataclass(frozen=True)
class Budget:
    iterations: int | None = DEFAULT_ITERATIONS  # playouts per decision
    ms: float | None = None  # else CPU milliseconds per decision

    def __post_init__(self):
        if (self.iterations is None) == (self.ms is None):
            raise ValueError("a budget is a number of iterations or of milliseconds, one of them")
        if (self.iterations is not None and self.iterations < 1) or (self.ms is not None and self.ms <= 0):
            raise ValueError("a budget is at least one iteration or a positive time")

    def clock(self):
        """A function telling whether the budget is spent, given the iterations done so far."""
        if self.iterations is not None:
            limit = self.iterations
            return lambda done: done >= limit
        end = time.process_time() + self.ms / 1000
        return lambda done: done >= 1 and time.process_time() >= end

    def __str__(self) -> str:
        return f"{self.iterations} iterations" if self.iterations is not None else f"{self.ms:g} ms"


_TEXT = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(ms|it|iterations)?\s*$")


def parse_budget(text: str) -> Budget:
    """`200` or `200it` (iterations), `50ms` (CPU milliseconds); raises ValueError with what is expected."""
    found = _TEXT.match(text or "")
    if not found:
        raise ValueError(f"`{text}` is not a budget: give iterations (`200`) or milliseconds (`50ms`)")
    number, unit = found.groups()
    if unit == "ms":
        return Budget(iterations=None, ms=float(number))
    if "." in number:
        raise ValueError(f"`{text}` is not a whole number of iterations")
    return Budget(iterations=int(number))
