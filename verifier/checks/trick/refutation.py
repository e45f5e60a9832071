"""How a refuted worked example of the trick-taking family is reported: the finding at the example (or at the part
of it that is wrong), named by its place, with a label on the rule the referee cited. The example checks
(examples.py) and the deal-example checks (situations/) all report this way."""
from __future__ import annotations

from ... import model as m
from ...diagnostics import Label, error
from ...language.walk import nodes
from ..registry import Finding, Verdict


def refute(variant, example, code, message, witness, secondary=(), help=None, label="the rules refute this example",
           at=None):
    """A refuted example: the diagnostic at the example, or at `at` (a part of it: where a number is written)."""
    diag = error(code, message, example.span if at is None else at, label=label, witness=witness,
                 secondary=tuple(secondary), variant=variant.id, help=help)
    return Finding(code, Verdict.REFUTED, subject(example), diag)


def subject(example: m.Example) -> str:
    where = f"{example.span.file}:{example.span.line}" if example.span else ""
    return f"example {example.name or ''} {where}".replace("  ", " ")


def rule_label(variant: m.Variant, ref: str, text: str) -> list[Label]:
    """A secondary label on the rule a ruling cites ("file:line")."""
    for node in nodes(variant):
        if isinstance(node, m.Rule) and node.span and ref == f"{node.span.file}:{node.span.line}":
            return [Label(node.span, text)]
    return []
