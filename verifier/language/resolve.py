"""Resolve `extends`: a chain of variant files becomes one complete `Variant`.

A child states only what differs. A rule the parent already has must be written `override` (so every change is
deliberate and the rulebook can list it); `remove` drops a parent's rule and says why.
"""
from __future__ import annotations

from dataclasses import fields, replace

from .. import model as m
from ..model.climbing import keys as climbing_keys
from ..diagnostics import Diagnostic, DiagnosticError, Label, error, replace_with
from ..diagnostics.suggest import closest, did_you_mean

# The field of `Variant` that holds each kind of rule; tuple fields hold several rules, one per key.
_FIELD = {
    m.Title: "title", m.FamilyRule: "family", m.Source: "sources", m.Players: "players", m.Teams: "teams",
    m.DirectionRule: "direction", m.Decks: "decks", m.Hand: "hand", m.Kitty: "kitty", m.Points: "points",
    m.Levels: "levels", m.MandatoryLevels: "mandatory_levels", m.DefendedLevels: "defended_levels", m.JackRule: "jack_rule",
    m.PastTopRule: "past_top", m.Ranks: "ranks",
    m.PermanentTrumps: "permanent_trumps", m.TrumpOrder: "trump_order", m.Combination: "combinations",
    m.Throw: "throw", m.Declare: "declare", m.KittyOvercall: "kitty_overcall", m.Bury: "bury",
    m.Follow: "follow", m.Ruff: "ruff", m.KittyBonus: "kitty_bonus", m.KittyBonusCap: "kitty_bonus_cap",
    m.KittyDemotion: "kitty_demotions",
    m.Scoring: "scoring", m.ScoringCap: "scoring_cap", m.NextDeclarer: "next_declarer", m.Friends: "friends", m.Bidding: "bidding",
    m.Tribute: "tribute", m.Exchange: "exchange",
    m.Places: "places", m.Example: "examples", m.Remark: "remarks",
    **{cls: name for cls, (name, _key) in climbing_keys.RULES.items()},
}


# Rules that belong to one variant only and are never inherited.
NOT_INHERITED = frozenset({"title"})


def rule_key(rule: m.Rule, index: object = 0) -> str:
    """The name by which `override` and `remove` refer to a rule, as written after `remove`."""
    if isinstance(rule, m.Source):
        return f"source {rule.alias}"
    if isinstance(rule, m.Combination):
        return rule.kind.value
    if isinstance(rule, m.Example):
        return f"example {rule.name}" if rule.name else f"example #{index}"
    if isinstance(rule, m.Remark):
        return f"remark {rule.name}"
    if isinstance(rule, m.KittyDemotion):
        return f"kitty demotion {rule.rank}"
    climbing_key = climbing_keys.rule_key(rule)
    if climbing_key is not None:
        return climbing_key
    name = _FIELD[type(rule)]
    return {"past_top": "past the top"}.get(name, name.replace("_", " "))


def _stamp(rule: m.Rule, origin: str) -> m.Rule:
    return replace(rule, origin=origin)


def merge(vfile: m.VariantFile, inherited: dict[str, m.Rule] | None) -> tuple[dict[str, m.Rule], list[m.Change],
                                                                               list[Diagnostic]]:
    """Apply one file's statements on top of the rules inherited from its parent (None for a root variant)."""
    diags: list[Diagnostic] = []
    if inherited is not None:  # a title names one variant: a child names itself
        inherited = {key: rule for key, rule in inherited.items() if key not in NOT_INHERITED}
    rules = dict(inherited or {})
    changes: list[m.Change] = []
    seen: dict[str, object] = {}
    removed: dict[str, object] = {}
    for index, stmt in enumerate(vfile.statements):
        if isinstance(stmt, m.Removal):
            key = stmt.key
            if key in removed or key in seen:
                diags.append(_conflict(vfile, stmt, key, removed.get(key) or seen[key]))
                continue
            if inherited is None or key not in inherited:
                diags.append(_missing(vfile, stmt, key, inherited, "remove"))
                continue
            removed[key] = stmt.span
            rules.pop(key, None)
            changes.append(m.Change(key, "removed", stmt.reason, stmt.reason_zh, span=stmt.span))
            continue
        is_override = isinstance(stmt, m.Override)
        rule = stmt.rule if is_override else stmt
        key = rule_key(rule, f"{vfile.id}:{index}")
        if key in removed:
            diags.append(_conflict(vfile, stmt, key, removed[key]))
            continue
        if key in seen:
            diags.append(error("E301", f"`{key}` is stated twice in `{vfile.id}`", stmt.span,
                               label="stated again here", secondary=(Label(seen[key], "first stated here"),),
                               help="state each rule once", variant=vfile.id))
            continue
        seen[key] = stmt.span
        if is_override and (inherited is None or key not in inherited):
            diags.append(_missing(vfile, stmt, key, inherited, "override"))
            continue
        if not is_override and inherited is not None and key in inherited:
            parent_rule = inherited[key]
            diags.append(error(
                "E302", f"`{key}` is already stated by `{parent_rule.origin}`", stmt.span,
                label="restated here", secondary=(Label(parent_rule.span, f"stated by `{parent_rule.origin}`"),),
                help=f"write `override {key} …` to change it", variant=vfile.id))
            continue
        rules[key] = _stamp(rule, vfile.id)
        changes.append(m.Change(key, "overridden" if is_override else "added", span=stmt.span))
    return rules, changes, diags


def _conflict(vfile, stmt, key, first) -> Diagnostic:
    """A rule both removed and stated (or removed twice) in one file."""
    return error("E307", f"`{key}` is removed and stated again in `{vfile.id}`", stmt.span, label="here",
                 secondary=(Label(first, "first here"),),
                 help=f"to replace the parent's rule, write `override {key} …` alone; to drop it, `remove` it alone",
                 variant=vfile.id)


def _missing(vfile, stmt, key, inherited, verb) -> Diagnostic:
    if inherited is None:
        return error("E303", f"`{verb} {key}` in `{vfile.id}`, which extends no variant", stmt.span,
                     label=f"nothing to {verb}",
                     help=f"write the rule without `{verb}`" if verb == "override" else "delete this line",
                     variant=vfile.id)
    # Every key the grammar accepts names a real kind of rule, so a near name would be a different rule: no guess.
    help = ("write the rule without `override` to add it" if verb == "override" else
            f"`{vfile.parent}` does not state `{key}`, so there is nothing to remove: delete this line")
    return error("E303", f"`{verb} {key}`: the parent `{vfile.parent}` has no such rule", stmt.span,
                 label=f"nothing to {verb}", help=help, variant=vfile.id)


def assemble(vid: str, parent: str | None, lineage: tuple[str, ...], rules: dict[str, m.Rule],
             changes: list[m.Change], span) -> m.Variant:
    """Group keyed rules into the fields of a `Variant`."""
    values: dict[str, object] = {}
    multi = {f.name for f in fields(m.Variant) if f.default == ()}
    for rule in rules.values():
        name = _FIELD[type(rule)]
        if name in multi:
            values[name] = values.get(name, ()) + (rule,)
        else:
            values[name] = rule
    return m.Variant(vid, parent, lineage, tuple(changes), span=span, **values)


class Library:
    """Every variant file known to a run, by id; resolves any of them into a complete Variant."""

    def __init__(self, files: dict[str, m.VariantFile]):
        self.files = files
        self._resolved: dict[str, tuple[dict[str, m.Rule], m.Variant]] = {}

    def resolve(self, vid: str) -> m.Variant:
        return self._resolve(vid, ())[1]

    def resolve_with(self, vfile: m.VariantFile) -> m.Variant:
        """`vfile` resolved in place of the file of its id, on its parent as resolved here (the ancestors are not
        resolved again, and nothing is kept): a file changed in memory, such as a mutant (verifier/mutate/)."""
        inherited, lineage = None, (vfile.id,)
        if vfile.parent is not None:
            inherited, parent_variant = self._resolve(vfile.parent, ())
            lineage = (vfile.id,) + parent_variant.lineage
        rules, changes, diags = merge(vfile, inherited)
        if diags:
            raise DiagnosticError(*diags)
        return assemble(vfile.id, vfile.parent, lineage, rules, changes if inherited is not None else [], vfile.span)

    def _resolve(self, vid: str, chain: tuple[str, ...]):
        """Walk up the parents to a resolved ancestor or the root, then resolve back down: a loop, not recursion,
        so that a chain of thousands of `extends` resolves (or reports its cycle) like a short one."""
        path: list[str] = []
        current = vid
        while current not in self._resolved:
            if current in path:
                self._cycle(tuple(path), current)
            path.append(current)
            vfile = self.files[current]
            if vfile.parent is None:
                break
            if vfile.parent not in self.files:
                raise DiagnosticError(error("E304", f"unknown parent variant `{vfile.parent}`", vfile.parent_span,
                                            label="no variant has this id",
                                            help=did_you_mean(vfile.parent, self.files), variant=current,
                                            fix=replace_with(vfile.parent_span, closest(vfile.parent, self.files))))
            current = vfile.parent
        for one in reversed(path):
            self._resolve_one(one)
        return self._resolved[vid]

    def _cycle(self, chain: tuple[str, ...], vid: str):
        members = chain[chain.index(vid):]
        start = members.index(min(members))  # one report per cycle, whichever member found it
        members = members[start:] + members[:start]
        cycle = members + (members[0],)
        labels = tuple(Label(self.files[c].parent_span, f"`{c}` extends `{self.files[c].parent}`")
                       for c in cycle[1:-1])
        raise DiagnosticError(error("E306", "`extends` makes a cycle: " + " -> ".join(cycle),
                                    self.files[cycle[0]].parent_span, label=f"`{cycle[0]}` extends "
                                    f"`{self.files[cycle[0]].parent}`", secondary=labels,
                                    help="a variant cannot be its own ancestor", variant=vid))

    def _resolve_one(self, vid: str):
        """Resolve one variant whose parent (if any) is resolved."""
        vfile = self.files[vid]
        inherited = None
        lineage: tuple[str, ...] = (vid,)
        if vfile.parent is not None:
            inherited, parent_variant = self._resolved[vfile.parent]
            lineage = (vid,) + parent_variant.lineage
        rules, changes, diags = merge(vfile, inherited)
        if diags:
            raise DiagnosticError(*diags)
        if inherited is None:
            changes = []  # a root variant states everything; it changes nothing
        variant = assemble(vid, vfile.parent, lineage, rules, changes, vfile.span)
        self._resolved[vid] = (rules, variant)
        return self._resolved[vid]
