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
from dataclasses import dataclass

from ..diagnostics import Diagnostic, internal_error
from ..model import Variant
from .registry import REGISTRY, Check, CheckContext, Finding, Stopped, Verdict, check, severity_of  # noqa: F401


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


def run_checks(variant: Variant, ctx: CheckContext | None = None, proofs=None, guarded: bool = False) -> Report:
    """Every registered check on one variant. With `proofs` (an `inputs.Proofs` of this run), a check whose inputs
    are the same objects as for a variant checked before in the run gives that variant's findings again. `guarded`
    (the `check` command): a check that fails gives an internal error (E999) at the variant instead of raising, and
    the other checks still run."""
    from . import load_all  # noqa: F401 - importing registers every check

    ctx = ctx or CheckContext()
    started = time.perf_counter()
    findings: list[Finding] = []

    def run(registered: Check, on: Variant):
        return _guarded(registered, on, ctx) if guarded else registered.run(on, ctx)

    if proofs is None:
        for registered in REGISTRY:
            findings.extend(run(registered, variant))
    else:
        from .inputs import watch

        if ctx.found is None:
            ctx.found = proofs.by_value
        watched = watch(variant)
        for registered in REGISTRY:
            findings.extend(proofs.findings(registered, watched, lambda: run(registered, watched)))
    return Report(variant.id, findings, time.perf_counter() - started)


def _guarded(registered: Check, variant: Variant, ctx: CheckContext) -> list[Finding]:
    """What a check found before it failed, then its failure as an internal error: an unknown verdict, so that it is
    neither kept in the cache nor given again to another variant."""
    found: list[Finding] = []
    try:
        for finding in registered.run(variant, ctx):
            found.append(finding)
    except Stopped:
        raise
    except Exception as exc:  # noqa: BLE001 - a bug in one check must not hide the other checks' findings
        found.append(Finding(registered.code, Verdict.UNKNOWN, f"{registered.title}: an internal error",
                             internal_error(f"running check {registered.code}", exc, variant.span, variant.id)))
    return found


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
    findings = run_checks(variant, ctx, proofs, True).findings  # guarded
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
