"""Compile a resolved Variant (the rule model) into runtime Rules (plain data).

Where the variant is silent, the runtime's documented default applies (the field defaults of runtime.rules.Rules);
the checker reports such silences separately, so a default never hides a gap in the sources.
"""
from __future__ import annotations

import dataclasses

from .. import model as m
from ..language.walk import nodes
from ..language.resolve import rule_key
from ..runtime.trick import rules as r
from ..runtime.trick.engine import unplayable
from .reading import plain
from .refs import ref as _ref
from .refusals import only, refuse


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


def _combo(c: m.Combination, decks: int) -> r.Combo:
    bomb = {}
    if c.kind == m.ComboKind.RAINBOW:  # the fewest cards: unset, twice the decks and one (rbtying/shengji's default)
        bomb = {"size": c.min_size or m.rainbow_size(decks)}
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
        if v.players.most != v.players.least:
            refuse(v.players, None, f"the engine plays one number of players: `players {v.players.least} to "
                                    f"{v.players.most}` is not played yet")
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
    fields["combos"] = tuple(_combo(c, v.decks.count if v.decks else 2) for c in v.combinations)
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
        if v.ruff.when_void:  # a follow ruling reads it: the worked examples too (the card rules, not the flow's)
            fields["ruff_when_void"] = v.ruff.when_void.value
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
            refs[rule_key(plain(rule))] = _ref(rule)
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


# The flow of a deal and a match ------------------------------------------------------------------------------------

def _row(row: m.TableRow) -> r.Row:
    """A row as compile_rules writes it, with its label, which the referee names in a deal's settlement."""
    return dataclasses.replace(compiled_row(row), label=row.label)


def _bidding(b: m.Bidding) -> dict:
    """The bidding's settings for the runtime (a silent setting keeps the runtime's default, docs/engine.md)."""
    # What a bid names, how the trump is chosen, who takes the kitty, how a counter-bidder draws: one way each.
    only(b, "bid", m.BidKind.TARGET_POINTS)
    only(b, "trump", m.BidTrump.WINNER_NAMES_SUIT)
    only(b, "kitty", m.BidKitty.WINNER)
    only(b, "counter_draw", m.CounterDraw.RANDOM)
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
    """The runtime Rules of a trick-taking variant, with everything the flow of a deal and a match needs: the card
    rules of `compile_rules` completed with teams, levels, declaring, the kitty, the next declarer, tribute."""
    v = variant
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
        d = v.defended_levels
        extra["defended"] = d.ranks
        only(d, "needs", m.DefendedNeeds.WIN)  # the declarers' win; a partner's place is the climbing family's
        for name, label in (("failures", "failures"), ("back_to", "back-to")):
            if getattr(d, name) is not None:
                refuse(d, label, f"the trick-taking engine does not play `{label}` of defended levels: a side may "
                                 "fail a defended level any number of times")
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
        if d.first_receiver:
            extra["first_receiver"] = d.first_receiver.value
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
            only(v.bury, "pick_up", m.PickUp.SMALLEST_NON_POINT)
        if v.bury.all_points_closes is not None:
            extra["all_points_closes"] = bool(v.bury.all_points_closes)
        if v.bury.dry_pot is not None:
            extra["dry_pot"] = bool(v.bury.dry_pot)
    if v.throw and v.throw.suits:
        extra["throw_suits"] = v.throw.suits
    if v.next_declarer:
        nd = v.next_declarer
        for name, value in (("next_keep", nd.when_declarers_keep), ("next_stay", nd.when_declarers_stay),
                            ("next_take_over", nd.when_attackers_take_over), ("next_first_deal", nd.first_deal)):
            if value == m.SeatChoice.FIRST_TO_DECLARE and name != "next_first_deal":
                # a later deal starts with its declarer named by the one before: nobody races to declare in it
                written = {"next_keep": "when-declarers-keep", "next_stay": "when-declarers-stay",
                           "next_take_over": "when-attackers-take-over"}[name]
                refuse(nd, written, f"the engine plays `first-to-declare` for the first deal only; a later deal's "
                                    f"declarer is named by the deal before (`{written}`)")
            if value:
                extra[name] = value.value
    if v.scoring:
        extra["scoring"] = tuple(_row(row) for row in v.scoring.rows)
    if v.friends:
        f = v.friends
        # When the declarer calls, when the friend is known, whose points count: the engine plays one way each.
        only(f, "call_time", m.CallTime.AFTER_KITTY)
        only(f, "reveal", m.FriendReveal.WHEN_PLAYED)
        only(f, "points", m.FriendPoints.FINAL_SIDES)
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
        if f.smaller_side_bonus:
            extra["smaller_side_bonus"] = f.smaller_side_bonus
    if v.kitty_demotions:
        for d in v.kitty_demotions:  # the declarers lose the levels: a loss of the attackers' is no demotion
            for row in d.rows:
                if any(x.role == m.ShareRole.ATTACKERS for x in row.losses):
                    refuse(row, None, "a kitty demotion takes levels from the declarer and the friend; the engine "
                                      "does not play a loss of the attackers'")
        extra["demotions"] = tuple(
            (d.rank, d.points or 0, tuple(s.value for s in d.overflow or ()),
             tuple((row.combination, tuple((x.role.value, x.levels, x.to) for x in row.losses), _ref(row))
                   for row in d.rows), _ref(d)) for d in v.kitty_demotions)
    if v.tribute:
        t = v.tribute
        for row in t.rows:  # a tribute row says who gives how many cards: the tribute reads nothing else
            if row.outcome.kind in (m.OutcomeKind.KEEP, m.OutcomeKind.TAKE_OVER):
                refuse(row, None, f"a tribute row gives cards (`attackers give 2`) or `nothing`; "
                                  f"`{row.outcome.kind.value}` is a word of the scoring table, which the tribute "
                                  "does not play")
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
            refs.setdefault(rule_key(plain(rule)), _ref(rule))
    for block, names in ((v.bury, ("joker-order", "others-bury-jokers", "pick-up", "all-points-closes", "dry-pot")),
                         (v.tribute, ("reversal", "reversal-partner"))):
        for name in names if block is not None else ():  # a refusal cites the setting's own line
            span = next((s.span for s in block.setting_cites if s.setting == name), None)
            if span is not None:
                refs.setdefault(name, f"{span.file}:{span.line}")
    extra["refs"] = tuple(refs.items())
    extra["remarks"] = tuple((n.name, n.text, _ref(n)) for n in nodes(plain(v)) if isinstance(n, m.Remark))
    rules = dataclasses.replace(base, **extra)
    _engine_limits(v, rules)
    return rules


def _engine_limits(v: m.Variant, rules: r.Rules) -> None:
    """What the engine made from these rules would refuse (runtime/trick/engine.unplayable), refused here, at the rule
    it comes from: a variant is refused when it is checked, not when it is played."""
    by_key = {"teams": v.teams, "friends": v.friends, "players": v.players, "exchange": v.exchange,
              "tribute": v.tribute, "kitty overcall": v.kitty_overcall}
    for key, setting, what in unplayable(rules):
        refuse(by_key.get(key) or v.players, setting, f"the engine does not play {what}")
