"""The example that pins a surviving mutant down: a situation the original and the changed rules rule differently
(found by the family's search on the engine's facade: trick.py, climbing.py), written as a worked example with the
original's verdict, and kept only when the checker itself agrees: the original with the example added is still
clean, the mutant with it is noticed. Where none is found within the budget, the mutant may be equivalent."""
from __future__ import annotations

from dataclasses import dataclass, replace

from .. import model as m
from ..compile import compiled
from ..language.printer import example as example_text
from . import climbing, trick
from .trial import CheckerFailed

CONFIRMED_AT_MOST = 6  # candidates put to the checker per survivor (each costs two checks of the variant)


@dataclass(frozen=True)
class Pinned:
    example: m.Example
    text: str  # as written in a variant file: `example level=2 trump=S: "BJ" > "SJ"`
    verdict: str  # what the original rules say, in words
    statement: int  # the statement whose block takes it (else a top-level `examples` block)
    in_block: bool


def pin_all(study, search: int) -> None:
    """Look for the example of every survivor of a study (study.pins: index -> Pinned, or None)."""
    for index, tried in study.survivors():
        study.pins[index] = pin(study.trial, tried.mutant, search)


def pin(trial, mutant, search: int) -> Pinned | None:
    changed_file = trial.with_statement(mutant.statement, mutant.changed)
    try:
        changed = compiled(trial.variant_of(changed_file))[0]
    except Exception:  # noqa: BLE001 - a mutant the compile step fails on has no rules to compare
        return None
    family = climbing if trial.original.is_climbing else trick
    original = trial.rules[0]
    for tried, (example, verdict) in enumerate(family.differences(trial.original, original, changed, mutant.rule,
                                                                  search)):
        if tried >= CONFIRMED_AT_MOST:
            return None
        statement = trial.vfile.statements[mutant.statement]
        in_block = isinstance(_rule(statement), m.Block)
        try:
            kills = (trial.noticed(with_example(trial.vfile, mutant.statement, statement, example)) == () and
                     trial.noticed(with_example(changed_file, mutant.statement, mutant.changed, example)))
        except CheckerFailed:  # an example the checker fails on is no example to offer
            continue
        if kills:
            return Pinned(example, example_text(example), verdict, mutant.statement, in_block)
    return None


def _rule(statement):
    return statement.rule if isinstance(statement, m.Override) else statement


def with_example(vfile: m.VariantFile, index: int, statement, example: m.Example) -> m.VariantFile:
    """The file with the example added to the block of statement `index` (given as `statement`), or, if that rule is
    no block, as a top-level example."""
    rule = _rule(statement)
    statements = vfile.statements[:index] + (statement,) + vfile.statements[index + 1:]
    if isinstance(rule, m.Block):
        rule = replace(rule, examples=rule.examples + (example,))
        statements = statements[:index] + (replace(statement, rule=rule) if isinstance(statement, m.Override)
                                           else rule,) + statements[index + 1:]
    else:
        statements = statements + (example,)
    return m.VariantFile(vfile.id, vfile.parent, statements, span=vfile.span, parent_span=vfile.parent_span)
