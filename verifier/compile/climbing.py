"""Compile a resolved climbing Variant (the rule model) into the climbing engine's rules (runtime/climbing/rules.py).

Every block carries the location (`file:line`) of the statement it comes from, so that the referee cites it; a block
the variant does not state is None (the engine plays without it), and a setting it does not state keeps the
runtime's documented default (the checker reports silences separately). Place names become positions: 1 for the first
out (the names of `places`, in order); in tribute rows the places after the middle count from the end (-1 the last,
-2 the second-last), as the engine's tribute reads them.
"""
from __future__ import annotations

from .. import model as m
from .reading import plain
from .refs import ref  # a rule's `file:line`, as the trick-taking rules cite it
from ..runtime.climbing.table import Table, Unsupported
from .refusals import only, refuse
from ..runtime.climbing import rules as r
from ..language.walk import nodes


def setting_ref(block: m.Block | None, name: str) -> str:
    """The location of one setting of a block as written (the block's own line when it is not written)."""
    if block is None:
        return ""
    span = block.setting_span(name)
    return f"{span.file}:{span.line}" if span is not None else ""


def position(v: m.Variant, place: str, from_end: bool = False) -> int:
    """A place name as a position: 1 = first out, …; with `from_end`, -1 = last, -2 = second-last for the places
    after the middle. A name that is no place is E223 (language/references.py), found before anything compiles."""
    names = v.place_names()
    if place not in names:
        raise ValueError(f"`{place}` is not a place of `{v.id}`")
    index = names.index(place)
    return index - len(names) if from_end and index >= (len(names) + 1) // 2 else index + 1


def _permitted(value) -> bool | None:
    return None if value is None else value == m.Permission.ALLOWED


def _given(**values) -> dict:
    """The fields a variant states (None: the runtime's default stays)."""
    return {name: value for name, value in values.items() if value is not None}


def _jokers(v: m.Variant) -> r.Jokers:
    kinds = v.sets[0] if v.sets else None
    attach = None if kinds is None or kinds.attach is None else bool(
        {m.Attach.SMALL_JOKERS, m.Attach.BIG_JOKERS} & set(kinds.attach))
    alone = None if kinds is None or kinds.jokers_only is None else (
        "lowest" if kinds.jokers_only == m.JokersOnly.LOWEST_CORE else "none")
    return r.Jokers(**_given(attach=attach, alone=alone), rule=ref(kinds))


def _set_kind(kind: m.SetKind) -> r.SetKind:
    only(kind, "attached_money", m.AttachedMoney.CORE_RANK)  # an attached 2 counts as a card of the set's rank
    attach = set(kind.attach or ())
    exact = kind.count  # `count: N` is `min-count: N  max-count: N`; `length: N` likewise for a run's ranks
    return r.SetKind(name=kind.name, **_given(shape=kind.shape and kind.shape.value,
                                             min_count=exact if exact is not None else kind.min_count,
                                             max_count=exact if exact is not None else kind.max_count,
                                             width=kind.width,
                                             min_length=kind.length if kind.length is not None else kind.min_length,
                                             max_length=kind.length if kind.length is not None else kind.max_length,
                                             run_ranks=kind.run_ranks, kicker=kind.with_ and kind.with_.value,
                                             kickers=kind.with_count),
                     suited=kind.suits == m.SuitRule.SAME, small=m.Attach.SMALL_JOKERS in attach,
                     big=m.Attach.BIG_JOKERS in attach, money=m.Attach.MONEY in attach, rule=ref(kind))


_BY = {m.CoverTerm.BIG_JOKERS: "big", m.CoverTerm.ANY_JOKERS: "any", m.CoverTerm.DEAD: "nothing"}
_AT_LEAST = {m.CoverTerm.AS_MANY: "small", m.CoverTerm.MORE: "big+1", m.CoverTerm.ONE: "one"}
_RANK = {m.CoverTerm.HIGHER_RANK: "higher", m.CoverTerm.ANY_RANK: "any"}


def _cover(row: m.CoverRow, closer: str | None) -> r.JokerCover:
    attached = "small" if row.attached == "SJ" else "big"
    at_least = _AT_LEAST.get(row.count)
    if at_least == "small" and attached == "big":
        at_least = "all"  # as many big jokers as the standing set's big jokers (and any small ones besides)
    dead = row.by == m.CoverTerm.DEAD
    return r.JokerCover(attached, **_given(by=_BY.get(row.by), at_least=at_least, rank=_RANK.get(row.rank)),
                        closed_by=closer if dead else None, rule=ref(row))


def _beat(v: m.Variant) -> r.Beat:
    b = v.beat
    if b is None:
        return r.Beat()
    closer = v.round.close.value if v.round is not None and v.round.close is not None else None
    bombs = next((row for row in b.ladders if row.bombs), None)
    return r.Beat(**_given(same_count=None if b.count is None else b.count == m.BeatCount.SAME,
                           rank=b.rank and b.rank.value, jokers_beat_plain=_permitted(b.jokers_on_plain),
                           readings=b.readings and b.readings.value),
                  covers=tuple(_cover(row, closer) for row in b.covers),
                  bombs=bombs.kinds if bombs else (), bombs_rule=ref(bombs) if bombs else "",
                  ladders=tuple((row.kinds, ref(row)) for row in b.ladders if not row.bombs),
                  readings_rule=setting_ref(b, "readings") if b.readings else "", rule=ref(b))


_PASS = {m.PassScope.ROUND: "round", m.PassScope.ROUND_EXCEPT_OPPOSITE: "round-except-opposite",
         m.PassScope.SET: "set"}
_DEFER_ON = {m.DeferOn.ANY_SET: "any", m.DeferOn.OPPOSITE_SET: "opposite-set"}
_WIND = {m.Wind.NEXT_PLAYER: "next", m.Wind.TEAMMATE: "teammate", m.Wind.NONE: "none"}


def _round(v: m.Variant) -> r.Round:
    o = v.round
    if o is None:
        return r.Round()
    only(o, "next_lead", m.NextLead.LAST_SET)  # the player of the round's last set leads the next
    if o.take_the_wind == m.Wind.NONE and (v.places is None or m.meant(v.places, "end") != m.DealEnd.FIRST_OUT):
        refuse(o, "take-the-wind", "`take-the-wind: none` names nobody to lead after a player's last set that nobody "
                                   "beats, but the deal goes on after a player is out (`places { end: one-left }`): "
                                   "name who takes the wind (`next-player`, `teammate`), or end the deal with the "
                                   "first out")
    then = None if o.after_defer is None else o.after_defer.value
    defer = None if o.defer is None else r.Defer(o.defer.value, **_given(when=_DEFER_ON.get(o.defer_on), then=then),
                                                 rule=setting_ref(o, "defer"),
                                                 then_rule=setting_ref(o, "after-defer") if then else "")
    return r.Round(**_given(pass_scope=_PASS.get(o.passing), ends=o.ends and o.ends.value, circles=o.circles,
                            wind_to=_WIND.get(o.take_the_wind), may_pass=o.may_pass),
                   defer=defer, rule=ref(o), wind_rule=setting_ref(o, "take-the-wind"))


def _teams(v: m.Variant) -> r.Teams:
    if v.teams is None:  # each for themselves (Big Two, Paodekuai)
        return r.Teams("none")
    kind = v.teams.kind.value
    # The emperor's side is made by the call (Baohuang): without one the engine would find no emperor.
    if v.teams.kind == m.TeamKind.EMPEROR and v.call is None:
        refuse(v.teams, None, "the engine plays `teams emperor` only with a `call` block, which makes the emperor and "
                              "the guard; without one it would settle by alternate seats")
    opposite = "across" if v.teams.kind == m.TeamKind.ALTERNATE and v.players and v.players.least % 2 == 0 else None
    return r.Teams(kind, opposite, rule=ref(v.teams))


def _levels(v: m.Variant) -> r.Levels | None:
    """Each team's level (Guandan): the ladder, where the level rank stands in the rank order, a wild card of the level
    rank, the defended levels and what passing the top does."""
    if v.levels is None:
        return None
    if v.levels.per_player or v.teams is None or v.teams.kind != m.TeamKind.ALTERNATE:
        refuse(v.levels, None, "the climbing engine keeps levels for fixed partners (`teams alternate`) only")
    order = v.rank_order
    if order is None or order.level_place is None:
        refuse(v.levels, None, "team levels need the level's place in the rank order (`rank order BJ > SJ > level > …`)")
        return None
    natural = tuple(reversed(order.ranks))
    top = v.past_top.then.value if v.past_top is not None else "match-won"
    if top not in ("match-won", "restart"):
        refuse(v.past_top, None, "the climbing engine plays `past the top: match-won` or `restart`")
    d = v.defended_levels
    steps = tuple(v.levels.steps)
    passing = {}
    if d is not None:
        back = d.back_to if d.back_to is not None else steps[0]
        if back not in steps:  # C321 reports it at its line
            refuse(d, "back-to", f"`back-to: {back}` is no level of the ladder {', '.join(steps)}")
            back = steps[0]
        passing = {"defended": d.ranks, "partner_not_last": d.needs == m.DefendedNeeds.PARTNER_NOT_LAST,
                   "failures": d.failures or 0, "back_to": steps.index(back), "defended_rule": ref(d)}
    return r.Levels(ladder=steps, natural=natural, place=len(natural) - 1 - order.level_place,
                    wild=v.wild is not None and v.wild.rank == m.LEVEL, past_top=top, rule=ref(v.levels), **passing)


def _first_lead(v: m.Variant) -> r.FirstLead:
    f = v.first_lead
    if f is None:
        return r.FirstLead()
    card = None if f.rank is None else f.rank + (f.suit or "")
    return r.FirstLead(**_given(first=f.first_deal and f.first_deal.value, later=f.later_deals and f.later_deals.value,
                                min_threes=f.threes, card=card, card_in_lead=f.in_lead), rule=ref(f),
                       card_rule=setting_ref(f, "in-lead") if f.in_lead else "")


def _gouji_sets(v: m.Variant) -> r.GoujiSets | None:
    g = v.gouji_sets
    if g is None:
        return None
    jokers = None if g.attached_jokers is None else g.attached_jokers == m.AttachedJokers.GOUJI_SET
    return r.GoujiSets(thresholds=tuple((row.rank, row.count) for row in g.thresholds), always=(),
                       **_given(jokers_make_gouji=jokers, answer=g.answer and g.answer.value), rule=ref(g))


def _burning(v: m.Variant) -> r.Burning | None:
    b = v.burn
    if b is None:
        return None
    jokers = None if b.condition is None else m.BurnCondition.JOKERS_UNTIL_LAST in b.condition
    # The engine offers a burn of every burner's gouji set too, and to burners of one team in the order of play.
    only(b, "again", m.Permission.ALLOWED)
    only(b, "same_team", m.BurnPrecedence.TURN_ORDER, written="same-team")
    return r.Burning(**_given(precedence=b.precedence and b.precedence.value, jokers_after=jokers), rule=ref(b))


def _revolution(v: m.Variant) -> r.Revolution | None:
    rev = v.revolution
    if rev is None:
        return None
    place = None if rev.counts_as is None else position(v, rev.counts_as)
    top = None if rev.counts_as_if_teammates_top is None else position(v, rev.counts_as_if_teammates_top)
    return r.Revolution(**_given(without=rev.without, optional=rev.optional, place=place, place_if_teammates_top=top,
                                 void_at=rev.void_at, opposite_chances=rev.opposite_final_gouji,
                                 decline=_permitted(rev.decline)),
                        rule=ref(rev), chances_rule=setting_ref(rev, "opposite-final-gouji"))


def _final_gouji(v: m.Variant) -> r.FinalGouji | None:
    f = v.final_gouji
    if f is None:
        return None
    places = None if f.places is None else tuple(position(v, place) for place in f.places)
    return r.FinalGouji(**_given(places=places, chances=f.chances), rule=ref(f))


def _calling(v: m.Variant) -> r.Calling | None:
    k = v.call
    if k is None:
        return None
    if v.teams is None or v.teams.kind != m.TeamKind.EMPEROR:  # the call makes an emperor: his deals' tables follow
        refuse(k, None, "the engine plays a `call` block only with `teams emperor`, whose settlement tables settle "
                        "the deals the call makes (an open guard, a lone emperor, a seized deal)")
    # The calling cards, who is forced, who guards, a seized deal's guard: one way each.
    only(k, "same", m.CallSame.RANK_AND_SUIT)
    only(k, "forced_from", m.ForcedFrom.FIRST_PLAYER)
    only(k, "guard", m.GuardBy.CALLING_CARD)
    only(k, "seized_guard", m.SeizedGuard.NONE)
    forced = k.forced
    return r.Calling(**_given(marked=k.marked, counts=k.cards, jokers=_permitted(k.jokers),
                              pass_direction=k.pass_the_call and k.pass_the_call.value,
                              void=k.void and k.void.value, seize=_permitted(k.seize), lone_at=k.lone_emperor,
                              open_guard=_permitted(k.open_guard), open_lone=_permitted(k.open_lone),
                              no_guard=k.no_guard and k.no_guard.value),
                     forced=forced, rule=ref(k), forced_rule=setting_ref(k, "forced"),
                     seize_rule=setting_ref(k, "seize"), lone_rule=setting_ref(k, "lone-emperor"))


def _table(v: m.Variant, t: m.Settlement, seen: tuple[str, ...] = ()) -> r.Table:
    """One settlement table; `of: KIND` takes that table's rows, shares and fixed amounts."""
    base = v.settlement(t.of.value) if t.of is not None and t.of.value not in seen else None
    source = t if base is None else base
    inherited = _table(v, base, seen + (str(t.kind),)) if base is not None else None
    names = v.place_names()
    scores = {row.place: row.score for row in source.rows}
    points = tuple(scores[name] for name in names if name in scores) if names else tuple(scores.values())
    sweep = t.sweep if t.sweep is not None else (inherited.sweep_places if inherited else None)
    # the sweep's multiplier is read only with a sweep to multiply (else C107: stated, never played)
    sweep_amount = sum(points[:sweep]) * (1 if t.sweep_multiplier is None else t.sweep_multiplier) if sweep else 0
    fixed = tuple(_fixed(v, row) for row in source.fixed)
    shares = tuple(r.Share(s.role, s.numerator, s.denominator) for s in source.shares)
    _scored(t, bool(shares or fixed), v.teams is not None)
    positive = t.positive_only if t.positive_only is not None else (inherited.positive_only if inherited else None)
    if t.positive_only and (source.left or fixed):  # 只记正分 clips a team's sum by places, which these have not
        refuse(t, "positive-only", "the engine counts a team's negative sum as 0 only in a table of points by place; "
                                   "this table " + ("settles by cards left" if source.left else "gives fixed amounts"))
    zero = t.zero_sum if t.zero_sum is not None else (inherited.zero_sum if inherited else None)
    left = tuple(r.LeftRow(row.least, row.most, row.per_card, rule=ref(row)) for row in source.left)
    stake = source.stake.value if source.stake is not None else None
    if stake == "bid" and v.bid is None:  # no bid is made: the stake would be 1 whatever the table says
        refuse(t, "stake", "the stake is the winning bid, but the variant has no `bid` block: nobody bids")
    doubles = tuple(d.value for d in source.doubles or ())
    return r.Table(str(t.kind), points=points, shares=shares, fixed=fixed, sweep_places=sweep, left=left,
                   stake=stake, doubles=doubles,
                   sweep_amount=sweep_amount, multiplier=t.multiplier or 1,
                   **_given(positive_only=positive, zero_sum=zero), rule=ref(t))


def _scored(t: m.Settlement, split: bool, teams: bool) -> None:
    """`scored` as the engine settles: every member carries the team's score unless shares or fixed amounts split it,
    so a team scored as one has neither, and each player of a team scored has one or the other (without teams every
    player is scored alone)."""
    if t.scored == m.Scored.PER_TEAM and split:
        refuse(t, "scored", "a team scored as one (`per-team`) has no shares or fixed amounts to split it by: the "
                            "engine would split the team's score all the same")
    elif t.scored == m.Scored.PER_PLAYER and teams and not split:
        refuse(t, "scored", "each player scored (`per-player`) needs `share` rows or fixed amounts: without them the "
                            "engine gives every member the team's whole score")


def _settlements(v: m.Variant) -> tuple[m.Settlement, ...]:
    """The settlement tables; a variant without one that scores in its `places` block (one table: `place first: +4`
    rows) settles every deal by those rows, as the checker reads them (C561-C565)."""
    if v.settlements or v.places is None or not v.places.rows:
        return v.settlements
    return (m.Settlement(kind=m.DealKind.NORMAL, rows=v.places.rows, span=v.places.span),)


def _fixed(v: m.Variant, row: m.FixedRow) -> r.FixedRow:
    names = v.place_names()
    index, count = position(v, row.place), len(names)
    places = (index,) if row.holds else tuple(p for p in range(1, count + 1) if p != index)
    return r.FixedRow(row.role, places, tuple((s.role, s.score) for s in row.scores), rule=ref(row))


def _tribute(v: m.Variant) -> r.Tribute | None:
    t = v.tribute
    if t is None or not t.places:
        return None
    rows = tuple(r.TributeRow(position(v, row.giver, True), position(v, row.receiver, True), row.count, rule=ref(row))
                 for row in t.places)
    # 可自行商定 (between teammates the players agree): given only when the players agreed to it before the match.
    return r.Tribute(rows=rows, **_given(cards=t.legal, none_held=t.none_held and t.none_held.value,
                                         returned=t.returned,
                                         refuse=None if t.refuse is None else True,
                                         same_team="agree" if t.same_team is not None else None,
                                         by_agreement=None if t.given is None else t.given == m.TributeGiven.BY_AGREEMENT,
                                         after_sweep=t.after_sweep and t.after_sweep.value,
                                         after_sweep_agreed=t.after_sweep_agreed and t.after_sweep_agreed.value,
                                         choose_last=_permitted(t.choose_last), gives=t.gives and t.gives.value,
                                         return_at_most=t.return_at_most,
                                         double_down=None if t.double_down is None else True,
                                         resist=tuple(str(c) for c in t.resist) if t.resist else None),
                     rule=ref(t), choose_last_rule=setting_ref(t, "choose-last"))


def compile_climbing(variant: m.Variant) -> r.ClimbingRules:
    """The climbing engine's rules of a resolved variant of `family climbing`."""
    v = variant
    fields: dict = {"id": v.id}
    if v.title:
        fields["title"] = tuple((n.language, n.text) for n in v.title.names)
    if v.players:
        fields["players"] = v.players.least
    if v.decks:
        fields["decks"] = v.decks.count
    if v.direction:
        fields["direction"] = v.direction.direction.value
    if v.rank_order:
        fields.update(ranks=tuple(reversed(m.ranks_at_first_level(v))), ranks_rule=ref(v.rank_order))
    fields["jokers"] = _jokers(v) if v.decks is None or v.decks.jokers else None  # `decks N without jokers`
    fields["money"] = r.Money(v.money.ranks, rule=ref(v.money)) if v.money else None
    if v.suit_order:
        fields.update(suits=tuple(reversed(v.suit_order.suits)), suits_rule=ref(v.suit_order))
    if v.wild:
        fields["wild"] = r.Wild(**_given(rank=m.wild_rank(v), suit=v.wild.suit,
                                         stands_for=v.wild.stands_for and v.wild.stands_for.value), rule=ref(v.wild))
    leftover = v.deal.leftover.value if v.deal is not None and v.deal.leftover is not None else None
    bottom = v.kitty.size if v.kitty is not None else None
    if bottom and v.bid is not None:  # the bottom cards (底牌): set aside until the landlord takes them
        leftover = "set-aside"
    fields["deal"] = r.Deal(hand=v.hand.size if v.hand else None, **_given(leftover=leftover, bottom=bottom),
                            removed=tuple(str(card) for card in v.decks.removed) if v.decks else (),
                            rule=ref(v.deal or v.hand))
    if v.sets:
        fields["sets"] = tuple(_set_kind(kind) for kind in v.sets)
    if v.bid is not None:
        robs = v.bid.by == m.BidBy.CALL_AND_ROB  # the other way's settings are never read: C107 reports them stated
        fields["bidding"] = r.Bidding(**_given(by=v.bid.by and v.bid.by.value, bids=None if robs else v.bid.bids,
                                               rob_back=v.bid.rob_back if robs else None,
                                               void=v.bid.void and v.bid.void.value,
                                               bottom=v.bid.bottom and v.bid.bottom.value), rule=ref(v.bid))
    fields.update(beat=_beat(v), round=_round(v), teams=_teams(v), first_lead=_first_lead(v),
                  gouji_sets=_gouji_sets(v), burning=_burning(v), final_gouji=_final_gouji(v), revolution=_revolution(v),
                  calling=_calling(v))
    if v.no_opposite is not None:
        only(v.no_opposite, "after", m.NoOppositeWhen.FIRST_OUT)
        fields["no_opposite"] = r.NoOpposite(rule=ref(v.no_opposite))
    if v.free_for_all is not None:
        kept = v.free_for_all.keeps
        if kept is not None and set(kept) != set(m.FreeForAllKeeps):  # the engine keeps all three in 四人乱缠
            refuse(v.free_for_all, "keeps", "the engine keeps the turn order, the shown count and the close in a free "
                                            "for all; it does not play one of them dropped")
        fields["free_for_all"] = r.FreeForAll(**_given(after=v.free_for_all.after), rule=ref(v.free_for_all))
    if v.show_count is not None:
        fields.update(show_count=v.show_count.at_most, show_count_rule=ref(v.show_count))
    if v.places is not None:
        fields.update(**_given(end=v.places.end and v.places.end.value), end_rule=setting_ref(v.places, "end"))
    fields["settlement"] = tuple(_table(v, t) for t in _settlements(v))
    fields["tribute"] = _tribute(v)
    fields["levels"] = _levels(v)
    fields["remarks"] = tuple((n.name, n.text, ref(n)) for n in nodes(plain(v)) if isinstance(n, m.Remark))
    rules = r.ClimbingRules(**fields)
    # What the engine made from these rules would refuse, refused here, when the variant is checked: the shaped
    # deal (runtime/climbing/shaped_deal.py) plays the round, the first lead and the settlement, none of Gouji's or
    # Baohuang's own rules.
    if (v.bid is None) != (v.teams is None or v.teams.kind != m.TeamKind.LANDLORD):
        block = v.bid if v.bid is not None else v.teams
        refuse(block, None, "the engine plays a `bid` for the landlord only with `teams landlord`, and the landlord's "
                            "side only as the bid makes it")
    if rules.shaped:
        _shaped_only(v)
    else:
        if v.bid is not None:
            refuse(v.bid, None, "the engine plays a bid for the landlord only in a game of shaped sets (Dou Dizhu)")
        try:
            Table(rules)
        except Unsupported as exc:
            refuse(v.sets[0] if v.sets else v.rank_order, None, f"the engine does not play this: {exc}")
    return rules


# What a deal of shaped sets does not play (Gouji's and Baohuang's own rules, the defer, the close): refused.
_NOT_SHAPED = ("gouji_sets", "burn", "no_opposite", "free_for_all", "final_gouji", "revolution", "call", "tribute",
               "money")


def _shaped_tribute(t) -> None:
    """What of a tribute a deal of shaped sets plays: the cards by `gives`, given always, rows of one card each."""
    for name, value in (("legal", t.legal), ("after-sweep-agreed", t.after_sweep_agreed), ("same-team", t.same_team)):
        if value is not None:
            refuse(t, name, "a tribute of shaped sets is given by `gives`, after every deal but the first")
    if t.given == m.TributeGiven.BY_AGREEMENT or t.choose_last == m.Permission.ALLOWED:
        refuse(t, None, "a tribute of shaped sets is given after every deal but the first, by the places as they are")
    if any(row.count != 1 for row in t.places):
        refuse(t, None, "a tribute of shaped sets gives one card a row")


def _shaped_only(v: m.Variant) -> None:
    for name in _NOT_SHAPED:
        block = getattr(v, name, None)
        if name == "tribute" and block is not None and block.gives is not None:
            _shaped_tribute(block)  # Guandan's tribute is played (runtime/climbing/shaped_tribute.py)
            continue
        if block is not None:
            refuse(block, None, "a game of shaped sets (runs, attachments, bombs, suits) is dealt without Gouji's and "
                                "Baohuang's own rules: the engine does not play this one with them")
    o = v.round
    if o is not None and o.defer is not None:
        refuse(o, "defer", "a game of shaped sets is played without defer (让牌)")
    if o is not None and o.ends is not None and o.ends != m.RoundEnd.ALL_PASS:
        refuse(o, "ends", "a round of shaped sets ends when every other player passed (`all-pass`)")
