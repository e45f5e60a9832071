"""Shared helpers of the checks: one query on the shared Z3 solver, the smallest witness, and findings.

Every query goes through `ask`, which pushes a frame on `ctx.solver`, asserts, checks and pops: the solver is shared
by every check of a run, so nothing may be left asserted. Clauses that stand for a line of the variant are asserted
with `assert_and_track`, so that an unsat core names the lines in conflict.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

import z3
from z3 import z3core

from ..diagnostics import Diagnostic, Label, Severity, Span
from .registry import CheckContext, Finding, Stopped, Verdict
from .inputs import recording, replay


class Undecided(Exception):
    """Z3 answered `unknown` (a time-out or an undecidable query), or the variant lacks what the check needs: the
    check must say so, never claim a proof."""

    def __init__(self, reason: str, by_solver: bool = True):
        super().__init__(reason)
        self.reason, self.by_solver = reason, by_solver


@dataclass(frozen=True)
class Answer:
    sat: bool
    model: z3.ModelRef | None = None
    core: frozenset[str] = frozenset()  # names of the tracked clauses in conflict, when unsat

    def value(self, term) -> int:
        return self.model.eval(term, model_completion=True).as_long()

    def truth(self, term) -> bool:
        return z3.is_true(self.model.eval(term, model_completion=True))


# The Python layer of z3 checks the sort of every argument again (one look-up and a comparison per term and per
# clause), which the C API checks too: its argument checks are turned off as `python -O` would (z3.z3_debug), for a
# tenth of the checks' time. A wrong term still fails, with the C API's error.
z3.z3.Z3_DEBUG = False


def _add(solver, clause, name: str | None = None) -> None:
    """`solver.add(clause)`, or `solver.assert_and_track(clause, name)`: the same call of the C API, without the
    Python layer's conversions when the clause is already a Boolean term (what `add` would assert)."""
    if type(solver) is not z3.Solver or not isinstance(clause, z3.BoolRef):
        solver.add(clause) if name is None else solver.assert_and_track(clause, name)
    elif name is None:
        z3core.Z3_solver_assert(solver.ctx.ref(), solver.solver, clause.as_ast())
    else:
        z3core.Z3_solver_assert_and_track(solver.ctx.ref(), solver.solver, clause.as_ast(),
                                          z3.Bool(name, solver.ctx).as_ast())


def ask(ctx: CheckContext, plain: Iterable = (), tracked: Iterable[tuple[str, object]] = ()) -> Answer:
    """Is `plain` together with the named `tracked` clauses satisfiable? Raises Undecided on `unknown`, Stopped once
    the run is stopped (the `unknown` of an interrupted query is no verdict on the variant)."""
    if ctx.stopped:
        raise Stopped
    solver = ctx.solver
    solver.push()
    try:
        for clause in plain:
            _add(solver, clause)
        for name, clause in tracked:
            _add(solver, clause, name)
        result = solver.check()
        if result == z3.sat:
            return Answer(True, solver.model())
        if result == z3.unsat:
            return Answer(False, core=frozenset(str(c) for c in solver.unsat_core()))
        if ctx.stopped:
            raise Stopped
        raise Undecided(solver.reason_unknown() or "unknown")
    finally:
        solver.pop()


def minimal_core(ctx: CheckContext, plain: list, tracked: list[tuple[str, object]], core,
                 keep: Iterable[str] = ()) -> frozenset[str]:
    """Drop the names of an unsat core that the conflict does not need, so that labels point only at the culprits
    (Z3's cores are small but not minimal). The `keep` clauses stay asserted: the core explains them."""
    keep = set(keep)
    needed = set(core) | keep
    for name in sorted(set(core) - keep):
        trial = needed - {name}
        if not ask(ctx, plain, [(n, c) for n, c in tracked if n in trial]).sat:
            needed = trial
    return frozenset(needed)


def smallest(ctx: CheckContext, term, plain: list, found: int, low: int = 0) -> int:
    """The least value of the integer `term` under `plain`, given that `found` is one: bisection keeps witnesses
    small and stable (the solver's first model is any model)."""
    while low < found:
        middle = (low + found) // 2
        answer = ask(ctx, [*plain, term <= middle])
        if answer.sat:
            found = answer.value(term)
        else:
            low = middle + 1
    return found


# Findings ----------------------------------------------------------------------------------------------------------

def labels(*pairs: tuple[Span | None, str]) -> tuple[Label, ...]:
    """Secondary labels, leaving out rules without a span (a rule built in code, not read from a file)."""
    seen, out = set(), []
    for span, message in pairs:
        if span is not None and span not in seen:
            seen.add(span)
            out.append(Label(span, message))
    return tuple(out)


def proved(code: str, subject: str) -> Finding:
    return Finding(code, Verdict.PROVED, subject)


def refuted(code: str, subject: str, message: str, span: Span | None, variant, *, severity=Severity.ERROR,
            **details) -> Finding:
    """The property fails. A contradiction is an error; a lint (a missing setting, a dead row) is a warning."""
    diag = Diagnostic(code, severity, message, span, variant=variant.id, **details)
    return Finding(code, Verdict.REFUTED, subject, diag)


def noted(code: str, subject: str, message: str, span: Span | None, variant, **details) -> Finding:
    """Proved, with something worth printing (a decision, a row that wins an overlap, what a cap cuts)."""
    return Finding(code, Verdict.PROVED, subject, Diagnostic(code, Severity.NOTE, message, span, variant=variant.id,
                                                             **details))


def undecided(code: str, subject: str, exc: Undecided, span: Span | None, variant) -> Finding:
    """An unknown answer is a warning: the property is neither proved nor refuted."""
    if exc.by_solver:
        why, hint = f"the solver answered unknown: {exc.reason}", "simplify the rule or raise the time limit"
    else:
        why, hint = exc.reason, "state what is missing"
    diag = Diagnostic(code, Severity.WARNING, f"could not decide: {subject} ({why})", span,
                      notes=(f"this is not a proof; {hint}",), variant=variant.id)
    return Finding(code, Verdict.UNKNOWN, subject, diag)


# One variant's derived facts are shared by several checks of one run: compute them once per (variant, context).
# What computing them read of the variant is kept too, and counts for every check that uses them (checks/inputs.py).
_memo: dict[str, tuple[object, object, object, frozenset]] = {}


def memo(name: str, variant, compute, ctx: CheckContext | None = None):
    held = _memo.get(name)
    if held is None or held[0] is not variant or held[1] is not ctx:
        with recording() as reads:
            value = compute(variant)
        held = (variant, ctx, value, frozenset(reads))
        _memo[name] = held
    else:
        replay(held[3])
    return held[2]
