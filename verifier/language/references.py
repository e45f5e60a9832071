"""Names that must refer to something stated elsewhere in the resolved variant: sources, declarations, finishing
places and the ranks of the game."""
from __future__ import annotations

from .. import model as m
from ..diagnostics import Diagnostic, Label, Span, error, replace_with
from ..diagnostics.suggest import closest, did_you_mean
from .walk import nodes

# Claims that mean nothing without a trump context.
_NEEDS_CONTEXT = (m.CombinationClaim, m.OrderClaim, m.ThrowClaim, m.TrickClaim, m.FollowClaim, m.OvercallClaim,
                  m.ReinforceClaim, m.DeclareClaim,
                  m.KittyBonusClaim, m.FaceDownClaim, m.TurnClaim, m.ExchangeClaim,
                  m.TurnDeclarerClaim, m.BuryClaim, m.FriendCallClaim)


def check_references(variant: m.Variant) -> list[Diagnostic]:
    diags: list[Diagnostic] = []
    aliases = {source.alias for source in variant.sources}
    for node in nodes(variant):
        if isinstance(node, m.Cite) and node.source is not None and node.source not in aliases:
            alias = node.span and Span(node.span.file, node.span.line, node.span.column + 1, node.span.line,
                                       node.span.column + 1 + len(node.source))
            diags.append(error("E220", f"unknown source `{node.source}`", alias, label="no such source",
                               help=did_you_mean(node.source, aliases) or "declare it: `source NAME \"FILE\"`",
                               variant=variant.id, fix=replace_with(alias, closest(node.source, aliases))))
        if isinstance(node, m.Example):
            diags += _check_context(variant, node)
    for block in (variant.declare, variant.kitty_overcall):
        if block is not None:
            diags += _check_order(variant, block)
    return diags + _check_places(variant) + _check_ranks(variant)


def _check_context(variant: m.Variant, example: m.Example) -> list[Diagnostic]:
    """A trick-taking claim that hangs on the card order names its level and trump, and any trick-taking context
    names both (E222); a climbing claim names at most its level (`level=5`: the deal's level, Guandan), never a
    trump."""
    ctx, name = example.context, example.name + " " if example.name else ""
    if isinstance(example.claim, m.CLIMBING_CLAIMS):
        if ctx is not None and ctx.trump is not None:
            return [error("E222", "a climbing example names its level only, never a trump", ctx.span or example.span,
                          label="no trump in a climbing game", help=f"write `example {name}level={ctx.level}: …`",
                          variant=variant.id)]
        return []
    if ctx is not None and ctx.trump is None:  # a trick-taking context names both
        return [error("E222", "a trick-taking example's context names its level and its trump", ctx.span or example.span,
                      label="no `trump=…`", help=f"write e.g. `example {name}level={ctx.level} trump=S: …`",
                      variant=variant.id)]
    if isinstance(example.claim, _NEEDS_CONTEXT) and ctx is None:
        return [error("E222", "this example needs a trump context", example.span, label="no `level=… trump=…`",
                      help=f"write e.g. `example {name}level=10 trump=S: …`", variant=variant.id)]
    return []


def _place_references(variant: m.Variant):
    """(the place named, where it is named) for every rule of a climbing variant that names a finishing place."""
    rev, final, tribute = variant.revolution, variant.final_gouji, variant.tribute
    if rev is not None:
        for name in ("counts-as", "counts-as-if-teammates-top"):
            place = getattr(rev, name.replace("-", "_"))
            if place is not None:
                yield place, rev.setting_span(name)
    if final is not None:
        for place in final.places or ():
            yield place, final.setting_span("places")
    for row in tribute.places if tribute is not None else ():
        yield row.giver, row.span
        yield row.receiver, row.span
    for table in variant.settlements:
        for row in table.fixed:
            yield row.place, row.span


def _shown(word: str) -> str:
    return word if len(word) <= 40 else word[:37] + "…"


def _check_ranks(variant: m.Variant) -> list[Diagnostic]:
    """The ranks a setting lists (`revolution { without: … }`, `tribute { legal: … }`, a run's `run-ranks`, the first
    lead's named card's `rank`, a tribute's `return-at-most`, a defended level's `back-to`) are ranks of the game
    (E201): of its `rank order`, else of the cards. The builder reads them as words; an unknown one would be ignored
    in play."""
    from ..runtime.cards import JOKERS, RANKS

    known = tuple(variant.rank_order.ranks) if variant.rank_order is not None else (*JOKERS, *RANKS)
    diags: list[Diagnostic] = []
    listed = [(variant.revolution, "without"), (variant.tribute, "legal"), (variant.first_lead, "rank"),
              (variant.tribute, "return_at_most"), (variant.defended_levels, "back_to")]
    listed += [(kind, "run_ranks") for kind in variant.sets]
    for block, name in listed:
        value = getattr(block, name, None) if block is not None else None
        for rank in (value,) if isinstance(value, str) else value or ():
            if rank not in known:
                diags.append(error("E201", f"unknown rank `{_shown(rank)}`",
                                   block.setting_span(name.replace("_", "-")), label="not a rank of this game",
                                   help=did_you_mean(rank, known) or f"the ranks: {', '.join(known)}",
                                   variant=variant.id))
    return diags


def _check_places(variant: m.Variant) -> list[Diagnostic]:
    """A place a rule names is one of the variant's finishing places (E223): the compile step turns it into a
    position, the rulebook into the place's name."""
    places = variant.place_names()
    diags: list[Diagnostic] = []
    for place, span in _place_references(variant):
        if place not in places:
            known = f"the places: {', '.join(places)}" if places else \
                "the variant names no finishing places: add `places { place first \"…\" … }`"
            diags.append(error("E223", f"unknown place `{_shown(place)}`", span, label="not a finishing place of this variant",
                               help=did_you_mean(place, places) or known, variant=variant.id))
    return diags


def _check_order(variant: m.Variant, block) -> list[Diagnostic]:
    """Show names are unique within their block; the overcall order names shows of the block (or of `declare`)."""
    diags: list[Diagnostic] = []
    own: dict[str, m.Show] = {}
    for show in block.shows:
        if show.name in own:
            diags.append(error("E301", f"declaration `{show.name}` is stated twice", show.span,
                               label="stated again here", secondary=(Label(own[show.name].span, "first here"),),
                               help="give each `show` its own name", variant=variant.id))
        own.setdefault(show.name, show)
    known = {**({s.name: s for s in variant.declare.shows} if variant.declare else {}), **own}
    if block.order is not None:
        for step in block.order.steps:
            if step.show not in known:
                diags.append(error("E221", f"unknown declaration `{step.show}` in the overcall order", step.span,
                                   label="no `show` has this name",
                                   help=did_you_mean(step.show, known) or "declare it: `show NAME: … -> …`",
                                   variant=variant.id, fix=replace_with(_name_span(step), closest(step.show, known))))
    return diags


def _name_span(step: m.OvercallStep) -> Span | None:
    """The show's name at the start of an overcall step (`big-jokers` of `big-jokers in H`)."""
    span = step.span
    return span and Span(span.file, span.line, span.column, span.line, span.column + len(step.show))


# Citations against the sources -------------------------------------------------------------------------------------

def find_seeds(start: str) -> str | None:
    """The source folder for a variant file at `start` (see `sources.locate`), or None."""
    from .sources import locate

    found = locate(start)
    return found.path if found else None


def _squeeze(text: str) -> str:
    """Seeds are scraped pages: spacing (including no-break and ideographic spaces) varies, so it is ignored."""
    return "".join(text.split())


def check_source_names(variant: m.Variant) -> list[Diagnostic]:
    """A source's file name stays inside the source folder, whether or not the folder is at hand (E232)."""
    from .sources import escapes

    return [error("E232", f"source file `{source.file}` is outside the source folder", source.span,
                  label="leaves the source folder", help="name a file of the source folder: no `..`, no absolute path",
                  variant=variant.id)
            for source in variant.sources if escapes(source.file)]


def quotes_of(variant: m.Variant) -> set:
    """What `check_quotes` would verify: the spans (or, without one, the texts) of quotes and section headings."""
    aliases = {source.alias for source in variant.sources}
    found = {source.span or ("section", source.file, source.section) for source in variant.sources if source.section}
    found |= {node.span or ("quote", node.source, node.quote) for node in nodes(variant)
              if isinstance(node, m.Cite) and node.quote and node.source in aliases}
    return found


def unverified_warning(count: int, variants: int) -> Diagnostic:
    """No source folder: said once per run, so that a run without sources is never taken for a verified one."""
    from ..diagnostics import Severity

    return Diagnostic("W230", Severity.WARNING,
                      f"no source folder found: {count} quote(s) and heading(s) of {variants} variant(s) were not "
                      "verified against their sources",
                      help="pass `--sources DIR`, set $VERIFIER_SEEDS, or write `sources = \"DIR\"` in a "
                           "verifier.toml (or under [tool.verifier] in pyproject.toml)")


def check_quotes(variant: m.Variant, seeds: str, seen: dict | None = None) -> list[Diagnostic]:
    """Every quoted citation occurs in its source file, and every source's section heading too.

    A source whose name leaves the folder is not read (E232 is reported by `check_source_names`, or here when a link
    inside the folder points out of it); one that is not UTF-8 text raises `SourcesError`. `seen`, kept by the caller
    for one run, holds what earlier calls found (a seed's text by its path, whether a text is in it): a child's
    inherited quotes are not looked for again.
    """
    import os

    from .sources import escapes, path_in, read

    texts: dict[str, tuple[str, str] | None] = {}  # a source file -> (its path, its text), None: not read
    diags: list[Diagnostic] = []
    sources = {source.alias: source for source in variant.sources}
    seen = {} if seen is None else seen

    def found(source: m.Source, quote: str) -> bool | None:
        """Whether `quote` is in the source's text (None: no text to look in)."""
        held = text_of(source)
        if held is None:
            return None
        key = (held[0], quote)
        if key not in seen:
            seen[key] = _squeeze(quote) in held[1]
        return seen[key]

    def text_of(source: m.Source) -> tuple[str, str] | None:
        if source.file not in texts:
            texts[source.file] = None
            path = path_in(seeds, source.file)
            if path is None:
                if not escapes(source.file):
                    diags.append(error("E232", f"source file `{source.file}` is outside the source folder",
                                       source.span, label="a link out of the source folder",
                                       help="copy the document into the source folder", variant=variant.id))
                return None
            if os.path.lexists(path):
                if path not in seen:
                    seen[path] = _squeeze(read(path))
                texts[source.file] = (path, seen[path])
            else:
                known = sorted(name for name in os.listdir(seeds) if not name.startswith("."))
                diags.append(error("E231", f"source file `{source.file}` is not among the seeds", source.span,
                                   label="no such file", help=did_you_mean(source.file, known) or
                                   f"seeds: {', '.join(known[:20])}" + (" …" if len(known) > 20 else ""),
                                   variant=variant.id))
        return texts[source.file]

    for source in variant.sources:
        text_of(source)  # a source file that is not there is reported, quoted or not
        if source.section and found(source, source.section) is False:
            diags.append(error("E230", f"the section heading is not in `{source.file}`", source.span,
                               label="not found in the seed", notes=(f"heading: {source.section}",),
                               variant=variant.id))
    for node in nodes(variant):
        if isinstance(node, m.Cite) and node.quote and node.source in sources:
            if found(sources[node.source], node.quote) is False:
                diags.append(error("E230", f"the quote is not in `{sources[node.source].file}`", node.span,
                                   label="not found in the seed", help="quote the seed verbatim (spacing may differ)",
                                   variant=variant.id))
    return diags
