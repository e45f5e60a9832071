"""The engine generator: for every variant, generated/engines/<id>.py holds its compiled Rules and precomputed tables.

The module is plain Python data that needs only the standard library and verifier.runtime (no Lark, no Z3). Every
string that comes from a variant file is written with repr(), the only way text of a variant reaches the module, so
that no name, label or remark can inject code; comments and the docstring of the module are fixed text.

`game_rules(variant)` completes verifier.compile.trick.compile_rules with what the flow of a whole deal needs (teams, levels,
declaring, the kitty, the next declarer, tribute); the facade (verifier/play/engine.py) uses it when it loads a variant file.
"""
from __future__ import annotations

import dataclasses
import os
import re

from ...runtime.cards import NO_TRUMP_LEVEL
from ... import model as m
from ...compile.trick import _ref, compile_rules, compiled_row
from ...compile.climbing import compile_climbing
from ...play.engine import digest
from ...language.resolve import rule_key
from ...runtime.trick import rules as r
from ...runtime.trick.order import Context, Order
from ...runtime.trick.scoring import settle
from ...language.walk import nodes
from .. import Project, generator, literals

SUITS_AND_NT = ("S", "H", "C", "D", "NT")
FORMAT = 1


def _row(row: m.TableRow) -> r.Row:
    """A row as compile_rules writes it, with its label, which the referee names in a deal's settlement."""
    return dataclasses.replace(compiled_row(row), label=row.label)


def _bidding(b: m.Bidding) -> dict:
    """The bidding's settings for the runtime (a silent setting keeps the runtime's default, docs/engine.md)."""
    extra = {"bid_better": (b.better or m.BidBetter.LOWER).value, "bid_lowest": b.lowest, "bid_highest": b.highest,
             "bid_reference": b.scoring_reference, "counter_exchange": b.counter_exchange}
    if b.step is not None:
        extra["bid_step"] = b.step
    if b.revealed is not None:
        extra["bid_revealed"] = b.revealed
    for name, value in (("bid_first", b.first_bidder), ("bid_pass", b.passing), ("bid_opening", b.opening)):
        if value:
            extra[name] = value.value
    return extra


def game_rules(variant: m.Variant) -> r.Rules:
    """The runtime Rules of a variant, with everything the flow of a deal and a match needs (for a climbing variant,
    the climbing engine's rules: verifier/compile/climbing.py)."""
    v = variant
    if v.is_climbing:
        return compile_climbing(v)
    base = compile_rules(v)
    extra: dict = {}
    if v.title:
        extra["title"] = tuple((n.language, n.text) for n in v.title.names)
    if v.teams:
        extra["teams"] = v.teams.kind.value
    if v.direction:
        extra["direction"] = v.direction.direction.value
    if v.decks and v.decks.removed:
        extra["removed"] = tuple(str(c) for c in v.decks.removed)
    if v.levels:
        extra["levels"] = v.levels.steps  # `levels 2 to A`: every rank between; `levels 5, 10, K`: those ranks
    if v.levels and v.levels.per_player:
        extra["levels_per_player"] = True
    if v.throw and v.throw.first_rounds is not None:
        extra["throw_first_rounds"] = v.throw.first_rounds
    if v.bidding:
        extra.update(_bidding(v.bidding))
    if v.mandatory_levels:
        extra["mandatory"] = v.mandatory_levels.ranks
    if v.defended_levels:
        extra["defended"] = v.defended_levels.ranks
    if v.jack_rule:
        extra["jack_rule"] = v.jack_rule.won_with.value
        extra["jack_back"] = v.jack_rule.back
    if v.past_top:
        extra["past_top"] = v.past_top.then.value
    if v.declare:
        d = v.declare
        if d.self_overcall:
            extra["self_overcall"] = d.self_overcall == m.Permission.ALLOWED
        if d.nobody_declares:
            extra["nobody_declares"] = tuple(f.value for f in d.nobody_declares)
        if d.nobody_declares_first_deal:
            extra["nobody_declares_first_deal"] = tuple(f.value for f in d.nobody_declares_first_deal)
        if d.first_declarer:
            extra["first_declarer"] = d.first_declarer.value
        if d.stake is not None:
            extra["stake"] = d.stake
        if d.overcall_limit is not None:
            extra["overcall_limit"] = d.overcall_limit
        if d.drawn_joker:
            extra["drawn_joker"] = d.drawn_joker.value
        if d.nobody_declares_declarer:
            extra["nobody_declares_declarer"] = d.nobody_declares_declarer.value
        if d.turn:
            extra["turn"] = d.turn.value
        if d.passing:
            extra["pass_to"] = d.passing.value
        if d.face:
            extra["face"] = d.face.value
    if v.kitty_overcall:
        k = v.kitty_overcall
        if k.overcaller:
            extra["kitty_overcaller"] = k.overcaller.value
        if k.declarer:
            extra["kitty_declarer"] = k.declarer.value
        if k.undeclared:
            extra["kitty_undeclared"] = k.undeclared == m.Permission.ALLOWED
        if k.limit is not None:
            extra["kitty_limit"] = k.limit
        if k.stake is not None:
            extra["kitty_stake"] = k.stake
    if v.bury:
        if v.bury.points:
            extra["bury_points"] = v.bury.points == m.Permission.ALLOWED
        if v.bury.jokers:
            extra["bury_jokers"] = v.bury.jokers == m.Permission.ALLOWED
        if v.bury.show_jokers is not None:
            extra["show_jokers"] = bool(v.bury.show_jokers)
        if v.bury.joker_order:
            extra["bury_big_first"] = v.bury.joker_order == m.JokerOrder.BIG_FIRST
        if v.bury.others_bury_jokers:
            extra["others_bury_jokers"] = v.bury.others_bury_jokers == m.Permission.ALLOWED
            if v.bury.pick_up not in (None, m.PickUp.SMALLEST_NON_POINT):
                raise ValueError(f"the engine picks up only `smallest-non-point`, not `{v.bury.pick_up.value}`")
        if v.bury.all_points_closes is not None:
            extra["all_points_closes"] = bool(v.bury.all_points_closes)
        if v.bury.dry_pot is not None:
            extra["dry_pot"] = bool(v.bury.dry_pot)
    if v.ruff and v.ruff.when_void:
        extra["ruff_when_void"] = v.ruff.when_void.value
    if v.throw and v.throw.suits:
        extra["throw_suits"] = v.throw.suits
    if v.next_declarer:
        nd = v.next_declarer
        for name, value in (("next_keep", nd.when_declarers_keep), ("next_stay", nd.when_declarers_stay),
                            ("next_take_over", nd.when_attackers_take_over), ("next_first_deal", nd.first_deal)):
            if value:
                extra[name] = value.value
    if v.scoring:
        extra["scoring"] = tuple(_row(row) for row in v.scoring.rows)
    if v.friends:
        f = v.friends
        extra["friend_call"] = (f.call or m.FriendCall.NTH_COPY).value
        if f.count is not None:
            extra["friend_count"] = f.count
        if f.own_card:
            extra["friend_own_card"] = f.own_card == m.Permission.ALLOWED
        if f.level_shares:
            extra["level_shares"] = f.level_shares.value
        if f.split:
            extra["share_split"] = f.split.value
        if f.unused_levels:
            extra["unused_levels"] = f.unused_levels.value
    if v.kitty_demotions:
        extra["demotions"] = tuple(
            (d.rank, d.points or 0, tuple(s.value for s in d.overflow or ()),
             tuple((row.combination, tuple((x.role.value, x.levels, x.to) for x in row.losses), _ref(row))
                   for row in d.rows), _ref(d)) for d in v.kitty_demotions)
    if v.tribute:
        t = v.tribute
        extra["tribute"] = tuple(_row(row) for row in t.rows)
        extra["tribute_first_row"] = t.precedence == m.Precedence.FIRST_ROW
        extra.update(tribute_giver=t.giver, tribute_receiver=t.receiver, tribute_cards=t.cards,
                     tribute_returned=t.returned)
        if t.reversal:
            extra["tribute_reversal"] = tuple(str(c) for c in t.reversal)
        if t.reversal_partner:
            extra["tribute_reversal_partner"] = t.reversal_partner.value
    if v.exchange:
        e = v.exchange
        extra["exchange_count"] = 3 if e.count is None else e.count
        for name, value in (("exchange_with", e.given_to), ("exchange_time", e.time), ("exchange_cards", e.cards)):
            if value:
                extra[name] = value.value
    refs = dict(base.refs)
    for name in ("players", "teams", "direction", "decks", "hand", "kitty", "points", "levels", "mandatory_levels",
                 "defended_levels", "jack_rule", "past_top", "ranks", "permanent_trumps", "bury", "kitty_bonus_cap", "scoring_cap", "next_declarer",
                 "tribute", "kitty_overcall", "friends", "exchange", "bidding", "throw"):
        rule = getattr(v, name)
        if rule is not None:
            refs.setdefault(rule_key(rule), _ref(rule))
    for block, names in ((v.bury, ("joker-order", "others-bury-jokers", "pick-up", "all-points-closes", "dry-pot")),
                         (v.tribute, ("reversal", "reversal-partner"))):
        for name in names if block is not None else ():  # a refusal cites the setting's own line
            span = next((s.span for s in block.setting_cites if s.setting == name), None)
            if span is not None:
                refs.setdefault(name, f"{span.file}:{span.line}")
    extra["refs"] = tuple(refs.items())
    extra["remarks"] = tuple((n.name, n.text, _ref(n)) for n in nodes(v) if isinstance(n, m.Remark))
    return dataclasses.replace(base, **extra)


# Tables -------------------------------------------------------------------------------------------------------------

def contexts(rules: r.Rules) -> list[tuple[str, str]]:
    """The trump contexts a match of the variant can meet: each level of the ladder with each suit and no-trump."""
    return [(level, trump) for level in rules.ladder  # at the no-trump level every deal is no-trump
            for trump in (SUITS_AND_NT if level != NO_TRUMP_LEVEL else ("NT",))]


def tables(rules: r.Rules) -> dict:
    """Card strength and tractor adjacency per context, overcall ranks, and the settlement of every score."""
    strength, lower = {}, {}
    kinds = [c.kind for c in rules.combos if c.kind in ("tractor", "triple-tractor", "sequence")]
    for level, trump in contexts(rules):
        order = Order(rules, Context(level, trump))
        strength[(level, trump)] = order.tables()
        if kinds:
            lower[(level, trump)] = {kind: order.lower[kind] for kind in kinds}
    overcall = tuple((name, suit, index) for index, (name, suit) in enumerate(rules.overcall))
    scores = {}
    total = deck_points(rules)
    for points in range(0, total + 1, 5):
        for side in ("declarers", "attackers"):
            found = settle(points, side, rules)
            scores[(points, side)] = None if found is None else (
                found.side, found.kind, found.amount, found.per_kitty_card, found.round_ends, found.ref) + (
                (found.also,) if found.also else ())  # and (side, levels) of the other side, where both sides rise
    return {"strength": strength, "lower": lower, "overcall": overcall, "scores": scores}


def deck_points(rules: r.Rules) -> int:
    per_suit = sum(rules.point_value(rank) for rank in rules.ranks)
    return per_suit * 4 * rules.decks


# Writing Python literals safely ------------------------------------------------------------------------------------

_RUNTIME_CLASSES = {cls.__name__: cls for cls in (r.Tier, r.Combo, r.ShapeTerm, r.LedRule, r.BonusRow, r.Outcome,
                                                   r.Row, r.ShowPart, r.Show, r.Rules)}


def literal(value, indent: int = 0) -> str:
    """Python source for a value: only literals and the runtime's rule classes; every string through repr()."""
    return literals.write(value, _RUNTIME_CLASSES, r.Rules, indent)


def module_name(variant_id: str) -> str:
    """The file name of a variant's engine: its id with every character that is not a letter or digit as `_`."""
    return re.sub(r"[^0-9A-Za-z]", "_", variant_id) + ".py"


_HEADER = '''# Generated by `python -m verifier build` from the rule model: do not edit (docs/engine.md).
# Needs only the standard library and verifier.runtime. Card ids are those of verifier/runtime/trick/ids.py.
"""The engine of one variant: its compiled rules and precomputed tables."""
from verifier.runtime.trick.rules import BonusRow, Combo, LedRule, Outcome, Row, Rules, ShapeTerm, Show, ShowPart, Tier

FORMAT = {format}
'''


def render_module(rules: r.Rules, sources: tuple[str, ...], source_digest: str) -> str:
    t = tables(rules)
    out = [_HEADER.format(format=FORMAT)]
    out.append(f"VARIANT_ID = {literal(rules.id)}\n")
    out.append(f"SOURCES = {literal(sources)}\n")
    out.append(f"DIGEST = {literal(source_digest)}\n\n")
    out.append(f"RULES = {literal(rules)}\n\n")
    out.append("# Card strength by trump context (level, trump): group (0 trump, 1-4 S H C D, -1 not in the deck),\n"
               "# value within the group, and trump tier (-1 side card), each by card id.\n")
    out.append("STRENGTH = {\n")
    for key, (groups, values, tiers) in t["strength"].items():
        out.append(f"    {literal(key)}: (\n        {literal(groups)},\n        {literal(values)},\n"
                   f"        {literal(tiers)}),\n")
    out.append("}\n\n")
    out.append("# Tractor adjacency by trump context: for each card id, the ids one step below it.\n")
    out.append("LOWER = {\n")
    for key, kinds in t["lower"].items():
        out.append(f"    {literal(key)}: {{\n")
        for kind, table in kinds.items():
            out.append(f"        {literal(kind)}: {literal(table)},\n")
        out.append("    },\n")
    out.append("}\n\n")
    out.append("# The overcall order, weakest first: (show, suit or None, rank).\n")
    out.append(f"OVERCALL = {literal(t['overcall'])}\n\n")
    out.append("# The settlement of every score (a multiple of 5 up to the deck's points) by the side that won the last\n"
               "# trick: (side, kind, levels, per kitty card, round ends, rule), or None where no single row applies.\n")
    out.append("SCORES = {\n")
    for key, value in t["scores"].items():
        out.append(f"    {literal(key)}: {literal(value)},\n")
    out.append("}\n")
    return "".join(out)


def lineage_paths(variant: m.Variant, paths: dict[str, str]) -> tuple[str, ...]:
    return tuple(paths[vid].replace(os.sep, "/") for vid in variant.lineage if vid in paths)


def lineage_digest(variant: m.Variant, paths: dict[str, str]) -> tuple[tuple[str, ...], str]:
    """The files of a variant and its ancestors, and the digest of their texts (what makes its engine stale)."""
    sources = lineage_paths(variant, paths)
    texts = []
    for path in sources:
        with open(path, encoding="utf-8") as handle:
            texts.append(handle.read())
    return sources, digest(texts)


@generator("engine")
def engines(project: Project) -> dict[str, str]:
    files: dict[str, str] = {}
    for vid, variant in project.variants.items():
        if variant.family and variant.family.family != m.Family.TRICK_TAKING:
            continue
        sources, source_digest = lineage_digest(variant, project.paths)
        name = "engines/" + module_name(vid)
        if name in files:
            first = next(other for other in project.variants if "engines/" + module_name(other) == name)
            raise ValueError(f"the variants `{first}` and `{vid}` would both be written as {name} (a module name "
                             "has `_` for every `-`): rename one")
        files[name] = render_module(game_rules(variant), sources, source_digest)
    return files
