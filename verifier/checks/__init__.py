"""The checker: semantic checks, then solver (Z3) checks, on one resolved variant.

Every check yields findings with one of three verdicts: proved (silent unless --verbose), refuted (an error with a
concrete witness and the spans of the clauses in conflict), unknown (a time-out or a limit: a warning, never reported
as proved). A check is a function `(variant, ctx) -> Iterable[Finding]` registered with `@check(code, title)`;
`@check(code, title, family=Family.CLIMBING)` runs it only on variants of that family (no family: on every variant),
so a climbing variant is never asked for a trump order, nor a trick-taking one for a beat relation.
"""
from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from enum import Enum
from typing import Callable, Iterable

from ..diagnostics import Diagnostic, Severity
from ..model import Family, Variant


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

    def stop(self) -> None:
        """Stop the run from another thread (an editor's newer text): the query at work is interrupted and the next
        one raises Stopped. The solver is interrupted, not its Z3 context: a context's interrupt that arrives between
        two queries stays for every later query of the process (Z3 5.4: "push canceled"), a solver's ends with it."""
        self.stopped = True
        if self._solver is not None:
            self._solver.interrupt()

    @property
    def solver(self):
        if self._solver is None:
            import z3

            self._solver = z3.Solver()
            self._solver.set("timeout", self.timeout_ms)
            # z3 takes Ctrl-C for itself while it solves (it cancels the query and the run goes on): leave it to
            # Python, whose KeyboardInterrupt then stops the run once the query returns
            self._solver.set("ctrl_c", False)
        return self._solver


def family_of(variant: Variant) -> Family:
    """The variant's family; a variant that does not state one is trick-taking (the family the language began with)."""
    return variant.family.family if variant.family is not None else Family.TRICK_TAKING


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


@dataclass
class Report:
    variant: str
    findings: list[Finding]
    seconds: float

    def count(self, verdict: Verdict) -> int:
        return sum(f.verdict == verdict for f in self.findings)

    @property
    def diagnostics(self) -> list[Diagnostic]:
        return [f.diagnostic for f in self.findings if f.diagnostic is not None]


def run_checks(variant: Variant, ctx: CheckContext | None = None, proofs=None) -> Report:
    """Every registered check on one variant. With `proofs` (an `inputs.Proofs` of this run), a check whose inputs
    are the same objects as for a variant checked before in the run gives that variant's findings again."""
    from . import load_all  # noqa: F401 - importing registers every check

    ctx = ctx or CheckContext()
    started = time.perf_counter()
    findings: list[Finding] = []
    if proofs is None:
        for registered in REGISTRY:
            findings.extend(registered.run(variant, ctx))
    else:
        from .inputs import watch

        if ctx.found is None:
            ctx.found = proofs.by_value
        watched = watch(variant)
        for registered in REGISTRY:
            findings.extend(proofs.findings(registered, watched, lambda: registered.run(watched, ctx)))
    return Report(variant.id, findings, time.perf_counter() - started)


def check_cached(variant: Variant, inputs: list[str], ctx: CheckContext, proofs=None) -> list[Finding]:
    """The findings of `run_checks`, or those of an earlier run on exactly these inputs (verifier/language/cache.py).

    `inputs` are the path and text of every file of the variant's `extends` chain, which is all that the resolved
    variant is made from; the key also holds the solver's time limit and the code's fingerprint. Findings with an
    unknown verdict are not kept: a time-out depends on the machine's load, and a later run may decide."""
    from ..language import cache

    entry = _entry(inputs, ctx.timeout_ms)
    found = cached(inputs, ctx.timeout_ms, entry)
    if found is not None:
        return found
    findings = run_checks(variant, ctx, proofs).findings
    if entry and not any(f.verdict == Verdict.UNKNOWN for f in findings):
        cache.store("checks", entry, findings)
    return findings


def _entry(inputs: list[str], timeout_ms: int) -> str | None:
    from ..language import cache

    return cache.key("checks", f"timeout={timeout_ms}", f"pure={os.environ.get('VERIFIER_PURE', '')}",
                     *inputs) if cache.folder() else None


def cached(inputs: list[str], timeout_ms: int, entry: str | None = None) -> list[Finding] | None:
    """The findings that the on-disk cache holds for a variant of these inputs (see `check_cached`), or None."""
    from ..language import cache

    entry = entry or _entry(inputs, timeout_ms)
    if entry:
        found = cache.load("checks", entry)
        if isinstance(found, list) and all(isinstance(f, Finding) for f in found):
            return found
    return None


def severity_of(verdict: Verdict) -> Severity:
    return {Verdict.REFUTED: Severity.ERROR, Verdict.UNKNOWN: Severity.WARNING}.get(verdict, Severity.NOTE)
