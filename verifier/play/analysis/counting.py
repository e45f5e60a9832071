"""What both families' figures count of every deal first: the deals, the invariant violations (with a few examples),
and the deals played to their end (a deal the engine could not play is a violation and counts no further)."""
from __future__ import annotations


class Counting:
    def __init__(self):
        self.deals = self.played = self.violations = 0
        self.examples: list[str] = []

    def counted(self, d: dict) -> bool:
        """Count a deal's summary; whether it was played (its figures are then to be added)."""
        self.deals += 1
        self.violations += len(d["violations"])
        self.examples += d["violations"][:max(0, 5 - len(self.examples))]
        if "error" in d:
            return False
        self.played += 1
        return True
