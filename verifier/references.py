"""Names that must refer to something stated elsewhere in the resolved variant: sources and declarations."""
from __future__ import annotations

from . import model as m
from .diagnostics import Diagnostic, Label, error
from .suggest import did_you_mean
from .walk import nodes

# Claims that mean nothing without a trump context.
_NEEDS_CONTEXT = (m.CombinationClaim, m.OrderClaim, m.ThrowClaim, m.TrickClaim, m.FollowClaim)


def check_references(variant: m.Variant) -> list[Diagnostic]:
    diags: list[Diagnostic] = []
    aliases = {source.alias for source in variant.sources}
    for node in nodes(variant):
        if isinstance(node, m.Cite) and node.source is not None and node.source not in aliases:
            diags.append(error("E220", f"unknown source `{node.source}`", node.span, label="no such source",
                               help=did_you_mean(node.source, aliases) or "declare it: `source NAME \"FILE\"`",
                               variant=variant.id))
        if isinstance(node, m.Example) and node.context is None and isinstance(node.claim, _NEEDS_CONTEXT):
            diags.append(error("E222", "this example needs a trump context", node.span,
                               label="no `level=… trump=…`", help="write e.g. `example level=10 trump=S: …`",
                               variant=variant.id))
    for block in (variant.declare, variant.kitty_overcall):
        if block is not None:
            diags += _check_order(variant, block)
    return diags


def _check_order(variant: m.Variant, block) -> list[Diagnostic]:
    diags: list[Diagnostic] = []
    shows: dict[str, m.Show] = {}
    for show in (variant.declare.shows if variant.declare else ()) + (
            block.shows if block is not variant.declare else ()):
        if show.name in shows and shows[show.name] is not show:
            diags.append(error("E301", f"declaration `{show.name}` is stated twice", show.span,
                               label="stated again here", secondary=(Label(shows[show.name].span, "first here"),),
                               variant=variant.id))
        shows.setdefault(show.name, show)
    if block.order is not None:
        for step in block.order.steps:
            if step.show not in shows:
                diags.append(error("E221", f"unknown declaration `{step.show}` in the overcall order", step.span,
                                   label="no `show` has this name",
                                   help=did_you_mean(step.show, shows) or "declare it: `show NAME: … -> …`",
                                   variant=variant.id))
    return diags
