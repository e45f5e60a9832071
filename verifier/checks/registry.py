"""The checker's registry: a check is a function `(variant, ctx) -> Iterable[Finding]` registered with
`@check(code, title)` (`family=` to run it on one family's variants only); a finding's verdict is proved, refuted
or unknown; the context holds the solver every check of a run shares. Each check module imports this one; the
package's face (checks/__init__.py) runs them all."""
from __future__ import annotations

import threading
from dataclasses import dataclass, field
from enum import Enum
from typing import Callable, Iterable

from ..diagnostics import Diagnostic, Severity
from ..model import Family, Variant
from ..model.families import family_of


class Verdict(str, Enum):
    PROVED = "proved"
    REFUTED = "refuted"
    UNKNOWN = "unknown"


@dataclass(frozen=True)
class Finding:
    check: str  # the check's code, e.g. "C501"
    verdict: Verdict
    subject: str  # what was checked, in words: "scoring rows 2 and 3", "level=10 trump=S"
    diagnostic: Diagnostic | None = None  # present when refuted or unknown (and for notes)


class Stopped(Exception):
    """The run was stopped from outside (`CheckContext.stop`): its findings would describe a text nobody has now."""


@dataclass
class CheckContext:
    """What every check may use: the solver time limit and one shared solver (push/pop, never a new one per query);
    in a run of several variants, `found`: what checks found that depends on values, not on the variant, given again
    to another variant of the run that gives the same values (e.g. `tables.shared`; None: nothing given again)."""

    timeout_ms: int = 2000
    _solver: object = field(default=None, repr=False)
    found: dict | None = field(default=None, repr=False)
    stopped: bool = field(default=False, repr=False)
    # stop() comes from another thread than the run's: it must not interrupt a solver that release() is freeing
    _guard: threading.Lock = field(default_factory=threading.Lock, repr=False, compare=False)

    def stop(self) -> None:
        """Stop the run from another thread (an editor's newer text): the query at work is interrupted and the next
        one raises Stopped. The solver is interrupted, not its Z3 context: a context's interrupt that arrives between
        two queries stays for every later query of the process (Z3 5.4: "push canceled"), a solver's ends with it."""
        with self._guard:
            self.stopped = True
            if self._solver is not None:
                self._solver.interrupt()

    def release(self) -> None:
        """Free the solver, in the thread that ran the checks. Z3's reference counts are not thread-safe: a solver
        freed by another thread (the last reference dropped where the run was started) while this one solves the
        next document corrupts Z3's heap (the language server died with SIGSEGV under quick edits)."""
        with self._guard:
            self._solver = None

    @property
    def solver(self):
        if self._solver is None:
            import z3

            solver = z3.Solver()
            solver.set("timeout", self.timeout_ms)
            # z3 takes Ctrl-C for itself while it solves (it cancels the query and the run goes on): leave it to
            # Python, whose KeyboardInterrupt then stops the run once the query returns
            solver.set("ctrl_c", False)
            with self._guard:
                self._solver = solver
        return self._solver


@dataclass(frozen=True)
class Check:
    code: str
    title: str
    fn: Callable[[Variant, CheckContext], Iterable[Finding]]
    family: Family | None = None  # the family it applies to; None: every family

    def applies(self, variant: Variant) -> bool:
        return self.family is None or family_of(variant) == self.family

    def run(self, variant: Variant, ctx: CheckContext) -> Iterable[Finding]:
        return self.fn(variant, ctx) if self.applies(variant) else ()


REGISTRY: list[Check] = []


def check(code: str, title: str, family: Family | None = None):
    def register(fn):
        REGISTRY.append(Check(code, title, fn, family))
        return fn
    return register


def severity_of(verdict: Verdict) -> Severity:
    return {Verdict.REFUTED: Severity.ERROR, Verdict.UNKNOWN: Severity.WARNING}.get(verdict, Severity.NOTE)
