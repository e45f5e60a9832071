"""The mutation study of one variant: its mutants within a budget, each tried, and the score (the share of the
mutants that change the rules which the checker notices)."""
from __future__ import annotations

from dataclasses import dataclass, field

from ..model import VariantFile
from .operators import Mutant, mutants
from .trial import CRASHED, EQUIVALENT, KILLED, SURVIVED, UNWRITABLE, Trial, Tried


@dataclass
class Study:
    variant: str
    path: str
    generated: int  # every mutant of the file's own rules
    family: str = "trick-taking"  # the variant's family (its word: trick-taking, climbing)
    tried: list[Tried] = field(default_factory=list)
    pins: dict = field(default_factory=dict)  # index in `tried` -> pin.Pinned (or None: may be equivalent)
    trial: Trial | None = None  # the variant as checked, to try more on it (the examples that pin a survivor)

    def count(self, status: str) -> int:
        return sum(t.status == status for t in self.tried)

    @property
    def score(self) -> float | None:
        """Killed over killed and survived (the equivalent and the crashed left out); None without either."""
        killed, survived = self.count(KILLED), self.count(SURVIVED)
        return killed / (killed + survived) if killed + survived else None

    def survivors(self) -> list[tuple[int, Tried]]:
        return [(i, t) for i, t in enumerate(self.tried) if t.status == SURVIVED]


def chosen(found: list[Mutant], budget: int) -> list[Mutant]:
    """At most `budget` mutants, taken in turn from each rule (the first of every rule, then the second, …), so
    that a small budget still reaches every rule; in the file's order."""
    by_rule: dict[int, list[Mutant]] = {}
    for mutant in found:
        by_rule.setdefault(mutant.statement, []).append(mutant)
    taken: list[Mutant] = []
    depth = 0
    while len(taken) < min(budget, len(found)):
        for group in by_rule.values():
            if depth < len(group) and len(taken) < budget:
                taken.append(group[depth])
        depth += 1
    order = {id(m): i for i, m in enumerate(found)}
    return sorted(taken, key=lambda m: order[id(m)])


def study(library, vfile: VariantFile, path: str, budget: int, timeout_ms: int = 2000) -> Study:
    """Try at most `budget` mutants of the file's own rules (NotClean when the variant has errors)."""
    trial = Trial(library, vfile, timeout_ms)
    found = mutants(vfile, trial.original.place_names())
    family = "climbing" if trial.original.is_climbing else "trick-taking"
    return Study(vfile.id, path, len(found), family, [trial.try_one(mutant) for mutant in chosen(found, budget)],
                 trial=trial)


__all__ = ["Study", "chosen", "study", "KILLED", "SURVIVED", "EQUIVALENT", "CRASHED", "UNWRITABLE"]
