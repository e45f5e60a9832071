"""Compile a resolved Variant (the rule model) into runtime Rules (plain data).

Where the variant is silent, the runtime's documented default applies (the field defaults of runtime.rules.Rules);
the checker reports such silences separately, so a default never hides a gap in the sources.
"""
from __future__ import annotations

from .. import model as m
from ..language.resolve import rule_key
from ..runtime.trick import rules as r


def _ref(rule: m.Node | None) -> str:
    return f"{rule.span.file}:{rule.span.line}" if rule is not None and rule.span is not None else ""


def _outcome(outcome: m.Outcome) -> r.Outcome:
    per_points = tuple((e.amount, e.points, e.position.value, e.reference) for e in outcome.extras
                       if isinstance(e, m.PerPoints))
    per_card = tuple((e.amount, e.card) for e in outcome.extras if isinstance(e, m.PerKittyCard))
    ends = any(isinstance(e, m.RoundEnds) for e in outcome.extras)
    also = ((outcome.also.side.value, outcome.also.amount),) if outcome.also else ()
    return r.Outcome(outcome.side.value if outcome.side else None, outcome.kind.value, outcome.amount, per_points,
                     per_card, ends, also)


def compiled_row(row: m.TableRow) -> r.Row:
    conditions = tuple((c.compare.value, c.value) for c in row.conditions if isinstance(c, m.PointsCondition))
    last = next((c.side.value for c in row.conditions if isinstance(c, m.LastTrickCondition)), None)
    return r.Row(conditions, last, _outcome(row.outcome), _ref(row), kitty=kitty_conditions(row))


def kitty_conditions(row: m.TableRow) -> tuple[tuple[int, str], ...]:
    """A row's conditions on the kitty's cards: (count, card)."""
    return tuple((c.count, c.card) for c in row.conditions if isinstance(c, m.KittyCondition))


def _shape(shape: m.Shape) -> tuple[r.ShapeTerm, ...]:
    return tuple(r.ShapeTerm(t.count, t.unit, t.plural) for t in shape.terms)


def _show(show: m.Show) -> r.Show:
    without = r.ShowPart(0, show.without.cards, show.without.suits) if show.without else None
    return r.Show(show.name, tuple(r.ShowPart(p.count, p.cards, p.suits) for p in show.parts), show.target.value,
                  show.scope.value if show.scope else None, without)


def _combo(c: m.Combination) -> r.Combo:
    bomb = {}
    if c.kind in m.COMPOUND_SIZE and c.cards:
        bomb = {"cards": c.cards.value}
    if c.kind == m.ComboKind.BOMB:
        bomb = {"size": c.min_size or m.BOMB_SIZE, "beats": c.beats.value if c.beats else "any",
                "void": c.void.value if c.void else "trump-only",
                "cards": c.cards.value if c.cards else "identical", "jokers": c.jokers.value if c.jokers else ""}
    least = c.min_length or (m.SEQUENCE_LENGTH if c.kind == m.ComboKind.SEQUENCE else 2)
    return r.Combo(c.kind.value, least, c.adjacency.value if c.adjacency else "card-order", **bomb)


def compiled_tiers(order: m.TrumpOrder) -> tuple[r.Tier, ...]:
    return tuple(r.Tier(t.cards.value, t.rank, t.suits.value if t.suits else None, t.suit) for t in order.tiers)


def card_order_rules(variant: m.Variant) -> r.Rules:
    """Rules holding only what the strength of the cards is made of (the jokers, the ranks, the trump tiers, as
    compile_rules gives them): an order of a context built from them has the strengths of compile_rules' own, and
    building them reads no other rule of the variant (the checker can then share what it found, checks/inputs.py)."""
    return r.Rules(id="", **_card_order_fields(variant))


def _card_order_fields(v: m.Variant) -> dict:
    """The fields of Rules that the strength of the cards is made of."""
    fields: dict = {}
    if v.decks:
        fields["jokers"] = v.decks.jokers
    if v.ranks:
        fields["ranks"] = v.ranks.order
    if v.trump_order:
        fields["tiers"] = compiled_tiers(v.trump_order)
    return fields


def compile_rules(variant: m.Variant) -> r.Rules:
    v = variant
    fields: dict = {"id": v.id, **_card_order_fields(v)}
    if v.players:
        fields["players"] = v.players.least
    if v.decks:
        fields["decks"] = v.decks.count
    if v.hand:
        fields["hand"] = v.hand.size
    if v.kitty:
        fields["kitty"] = v.kitty.size
    if v.points:
        fields["points"] = tuple((p.rank, p.value) for p in v.points.values)
    if v.permanent_trumps:
        fields["permanent"] = v.permanent_trumps.ranks
    fields["combos"] = tuple(_combo(c) for c in v.combinations)
    if v.bidding and v.bidding.scoring_reference:  # a bid scales the scoring table (worked examples at a bid)
        fields["bid_reference"] = v.bidding.scoring_reference
    if v.throw:
        fields["throw"] = True
        if v.throw.judge:
            fields["throw_judge"] = v.throw.judge.value
        if v.throw.on_failure:
            fields["throw_failure"] = v.throw.on_failure.value
        if v.throw.penalty is not None:
            fields["throw_penalty"] = v.throw.penalty
        if v.throw.penalty_levels:
            fields["throw_penalty_levels"] = v.throw.penalty_levels
    if v.follow:
        fields["follow_suit"] = v.follow.suit is not None
        if v.follow.ties:
            fields["ties"] = v.follow.ties.value
        fields["led"] = tuple(r.LedRule(rule.led.value, tuple(_shape(s) for s in rule.ladder), _ref(rule))
                              for rule in v.follow.led)
        fields["protect"] = tuple(kind.value for kind in v.follow.protect or ())
        if v.follow.quad:
            fields["quad"] = v.follow.quad.value
    if v.ruff:
        if v.ruff.shape:
            fields["ruff_shape"] = v.ruff.shape.value
        if v.ruff.compare:
            fields["ruff_compare"] = v.ruff.compare.value
    if v.kitty_bonus:
        fields["bonus"] = tuple(r.BonusRow(row.combination, row.multiplier.base, row.multiplier.power_of_cards,
                                           row.multiplier.step_op, row.multiplier.step)
                                for row in v.kitty_bonus.rows)
        if v.kitty_bonus.throw:
            fields["bonus_throw"] = v.kitty_bonus.throw.value
    if v.kitty_bonus_cap:
        fields["bonus_cap"] = v.kitty_bonus_cap.multiplier
    if v.scoring:
        fields["scoring"] = tuple(compiled_row(row) for row in v.scoring.rows)
        fields["scoring_first_row"] = v.scoring.precedence == m.Precedence.FIRST_ROW
        s = v.scoring
        if (s.match_per_level, s.match_take_over, s.match_per_tribute_card) != (None, None, None):
            fields["match_points"] = (s.match_per_level or 0, s.match_take_over or 0, s.match_per_tribute_card or 0)
    if v.scoring_cap:
        fields["scoring_cap"] = v.scoring_cap.points
    if v.declare:
        fields["shows"] = tuple(_show(s) for s in v.declare.shows)
        if v.declare.order:
            fields["overcall"] = tuple((step.show, step.suit) for step in v.declare.order.steps)
        if v.declare.reinforce:
            fields["reinforce"] = v.declare.reinforce != m.Reinforce.FORBIDDEN
            fields["reinforce_equivalent"] = v.declare.reinforce == m.Reinforce.WHILE_EQUIVALENT
        if v.declare.step_by_step:
            fields["step_by_step"] = v.declare.step_by_step
    if v.kitty_overcall:
        fields["kitty_shows"] = tuple(_show(s) for s in v.kitty_overcall.shows)
        if v.kitty_overcall.order:
            fields["kitty_overcall"] = tuple((step.show, step.suit) for step in v.kitty_overcall.order.steps)
    refs = {}
    for name in ("trump_order", "throw", "follow", "ruff", "kitty_bonus", "scoring", "declare", "kitty_overcall"):
        rule = getattr(v, name)
        if rule is not None:
            refs[rule_key(rule)] = _ref(rule)
    for combo in v.combinations:
        refs[combo.kind.value] = _ref(combo)
    if v.declare and v.declare.step_by_step:  # a skipping overcall is refused citing the setting's line
        span = v.declare.setting_span("step-by-step")
        refs["step-by-step"] = f"{span.file}:{span.line}" if span else refs.get("declare", "")
    for name, field in (("turn", "turn"), ("pass", "passing")):  # a refusal for whose turn it is cites the line
        span = v.declare.setting_span(name) if v.declare and getattr(v.declare, field) else None
        if span is not None:
            refs[name] = f"{span.file}:{span.line}"
    for show in v.declare.shows if v.declare else ():  # a show refused for a card held cites its own line
        if show.without is not None:
            refs[f"show {show.name}"] = _ref(show)
    fields["refs"] = tuple(refs.items())
    return r.Rules(**fields)
