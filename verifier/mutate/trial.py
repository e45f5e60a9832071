"""A mutant tried against the checker: resolved on the variant's ancestors as parsed once, compiled, and checked by
the code `verifier check` runs (the reference checks and every registered check), in this process.

A mutant whose compiled rules equal the original's is equivalent: no game can tell them apart, and it is not
reported. One the checker reports (an error, or a warning of a kind the original does not get) is killed; the
others survive: a change there would not be noticed by any check or example."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ..checks import CheckContext, run_checks
from ..compile import compiled
from ..diagnostics import INTERNAL, Diagnostic, DiagnosticError, Severity
from ..language.parser import parse_text
from ..language.printer import print_file
from ..language.references import check_references, check_source_names
from ..model import VariantFile
from .operators import Mutant

KILLED, SURVIVED, EQUIVALENT, CRASHED = "killed", "survived", "equivalent", "crashed"
UNWRITABLE = "unwritable"  # no file says it: the language refuses the value (a denominator of 0), or reads it otherwise


class NotClean(Exception):
    """The variant itself has errors: its mutants would all look killed."""

    def __init__(self, diagnostics: list[Diagnostic]):
        super().__init__(f"{len(diagnostics)} error(s)")
        self.diagnostics = diagnostics


class CheckerFailed(Exception):
    """The checker failed on a mutant (an internal error, E999): a bug of the checker, which the mutant shows."""


@dataclass(frozen=True)
class Tried:
    mutant: Mutant
    status: str  # KILLED, SURVIVED, EQUIVALENT, UNWRITABLE, or CRASHED (the checker failed on it: a bug, apart)
    noticed: tuple[str, ...] = ()  # the codes that noticed it (killed), or the internal error (crashed)


class Trial:
    """The variant of `vid` in a workspace, checked once, and its mutants tried against it."""

    def __init__(self, library, vfile: VariantFile, timeout_ms: int = 2000):
        self.library, self.vfile, self.timeout_ms = library, vfile, timeout_ms
        self.original = library.resolve(vfile.id)
        found = self.diagnostics(self.original)
        errors = [d for d in found if d.severity == Severity.ERROR]
        if errors:
            raise NotClean(errors)
        self.warnings = Counter(d.code for d in found if d.severity == Severity.WARNING)
        self.rules = _compiled(self.original)

    def diagnostics(self, variant) -> list[Diagnostic]:
        """What `verifier check` reports of a resolved variant, but the quotes (which no mutant changes): the names
        first, and the checks only where every name resolves."""
        found = check_references(variant) + check_source_names(variant)
        if any(d.severity == Severity.ERROR for d in found):
            return found
        return found + run_checks(variant, CheckContext(self.timeout_ms), guarded=True).diagnostics

    def writable(self, vfile: VariantFile) -> bool:
        """Whether a file can say this: printed in the language and parsed again, it gives the same statements (the
        builder checks every value, as it would in a file an author wrote)."""
        try:
            text = print_file(vfile)
        except (TypeError, KeyError, ValueError, AttributeError):  # a value the printer has no words for
            return False
        try:
            return parse_text(self.vfile.span.file if self.vfile.span else "mutant", text) == vfile
        except DiagnosticError:
            return False

    def variant_of(self, vfile: VariantFile):
        return self.library.resolve_with(vfile)

    def with_statement(self, index: int, statement) -> VariantFile:
        """The file with one statement replaced."""
        statements = self.vfile.statements
        return VariantFile(self.vfile.id, self.vfile.parent, statements[:index] + (statement,) + statements[index + 1:],
                           span=self.vfile.span, parent_span=self.vfile.parent_span)

    def noticed(self, vfile: VariantFile) -> tuple[str, ...]:
        """The codes the checker reports of a changed file that the original does not get (empty: nothing noticed);
        CheckerFailed when the checker failed on it (E999)."""
        try:
            variant = self.variant_of(vfile)
        except DiagnosticError as exc:  # the change broke resolution (E3xx): noticed
            return tuple(d.code for d in exc.diagnostics)
        found = self.diagnostics(variant)
        failed = next((d for d in found if d.code == INTERNAL), None)
        if failed is not None:
            raise CheckerFailed(failed.message)
        errors = [d.code for d in found if d.severity == Severity.ERROR]
        more = Counter(d.code for d in found if d.severity == Severity.WARNING) - self.warnings
        return tuple(dict.fromkeys(errors + sorted(more)))

    def equivalent(self, vfile: VariantFile) -> bool:
        """The same compiled rules, or rules that differ only in a scoring table settling every score alike or in
        forms that rule alike, such as the order their shows (or, climbing, the sets of ranks and places) are written
        in (equal.py)."""
        try:
            changed = _compiled(self.variant_of(vfile))
        except Exception:  # noqa: BLE001 - a mutant the compile step or resolution fails on is not the original
            return False
        if changed == self.rules:
            return True
        if changed[1] != self.rules[1]:
            return False
        from .equal import same_climbing_forms, same_forms, same_settlements

        if self.original.is_climbing:
            return same_climbing_forms(self.rules[0], changed[0])

        return same_settlements(self.rules[0], changed[0]) or same_forms(self.rules[0], changed[0])

    def try_one(self, mutant: Mutant) -> Tried:
        vfile = self.with_statement(mutant.statement, mutant.changed)
        if not self.writable(vfile):
            return Tried(mutant, UNWRITABLE)
        if self.equivalent(vfile):
            return Tried(mutant, EQUIVALENT)
        try:
            noticed = self.noticed(vfile)
        except Exception as exc:  # noqa: BLE001 - a checker's failure on a mutant is counted apart, never as a kill
            return Tried(mutant, CRASHED, (str(exc) if isinstance(exc, CheckerFailed) else repr(exc),))
        return Tried(mutant, KILLED, noticed) if noticed else Tried(mutant, SURVIVED)


def _compiled(variant):
    """The compiled rules and the compile step's refusals, comparable."""
    rules, refusals = compiled(variant)
    return rules, tuple((r.setting, r.message) for r in refusals)
