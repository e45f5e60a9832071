"""The trick-taking family's rules, items and claims printed back in the variant language (the face,
printer/__init__.py, asks here for what is not shared). Each function returns None for what is not the trick-taking
family's."""
from __future__ import annotations

from ... import model as m
from .text import bidding_claim, cards, quote, signed


# The trump a declaration makes, as a worked example says it (`-> no trump`); a suit is `trump H`.
DECLARE_MAKES = {"NT": "no trump", "chosen-suit": "any suit", "next-drawn-suit": "the next suit drawn"}


def tier(tier: m.Tier) -> str:
    """A tier of the trump order (`level in trump suit`, `5H`, `BJ`)."""
    group = {None: "", m.SuitGroup.TRUMP_SUIT: " in trump suit", m.SuitGroup.OTHER_SUITS: " in other suits"}
    if tier.cards in (m.TierCards.BIG_JOKER, m.TierCards.SMALL_JOKER):
        return tier.cards.value
    if tier.cards == m.TierCards.TRUMP_SUIT:
        return "trump suit"
    head = "level" if tier.cards == m.TierCards.LEVEL else tier.rank
    if tier.suit is not None:
        return head + tier.suit
    return head + group[tier.suits]


def _extra(extra) -> str:
    if isinstance(extra, m.PerPoints):
        return f"{signed(extra.amount)} per {extra.points} points {extra.position.value} {extra.reference}"
    if isinstance(extra, m.PerKittyCard):
        return f"{signed(extra.amount)} per {extra.card} in kitty"
    return "round ends"


def _outcome(outcome: m.Outcome) -> str:
    if outcome.kind == m.OutcomeKind.NOTHING:
        text = "nothing"
    elif outcome.kind == m.OutcomeKind.GIVE:
        text = f"{outcome.side.value} give {outcome.amount}"
    elif outcome.kind == m.OutcomeKind.TAKE_OVER:
        text = f"{outcome.side.value} take over" + (f" {signed(outcome.amount)}" if outcome.amount else "")
    else:
        text = f"{outcome.side.value} " + (signed(outcome.amount) if outcome.amount else "keep")
    if outcome.also is not None:
        text += f" and {outcome.also.side.value} {signed(outcome.also.amount)}"
    return text + "".join(", " + _extra(e) for e in outcome.extras)


def _condition(cond) -> str:
    if isinstance(cond, m.LastTrickCondition):
        return f"last trick to {cond.side.value}"
    if isinstance(cond, m.KittyCondition):
        return f"{cond.count} {cond.card} in kitty"
    return f"points {cond.compare.value} {cond.value}"


def claim(claim) -> str | None:
    """A trick-taking claim, or None for another claim."""
    if isinstance(claim, m.CombinationClaim):
        return f"{cards(claim.cards)} is {'' if claim.holds else 'not '}a {claim.combination.value}"
    if isinstance(claim, m.OrderClaim):
        return f"{cards(claim.higher)} {'=' if claim.equal else '>'} {cards(claim.lower)}"
    if isinstance(claim, m.ThrowClaim):
        led = f" in round {claim.round}" if claim.round is not None else ""
        if claim.refused:
            return f"throw {cards(claim.throw)}{led} is refused"
        verdict = "stands" if claim.stands else f"fails, must play {cards(claim.forced)}"
        return f"throw {cards(claim.throw)}{led} against {', '.join(cards(o) for o in claim.others)} {verdict}"
    if isinstance(claim, m.TrickClaim):
        return f"trick {', '.join(cards(p) for p in claim.plays)} -> play {claim.winner} wins"
    if isinstance(claim, m.FollowClaim):
        return (f"hand {cards(claim.hand)} lead {cards(claim.lead)} play {cards(claim.play)} is "
                f"{'' if claim.legal else 'not '}legal")
    if isinstance(claim, m.OvercallClaim):
        return f"{cards(claim.declaration)} {'' if claim.holds else 'does not '}overcall{'s' if claim.holds else ''} " \
               f"{cards(claim.standing)}"
    if isinstance(claim, m.DeclareClaim):
        when = "" if claim.first_deal is None else \
            f" in {'the first' if claim.first_deal else 'a later'} deal{' after the last card' if claim.after_deal else ''}"
        return f"hand {cards(claim.hand)} may {'' if claim.holds else 'not '}declare {cards(claim.declaration)}{when}" \
               + ("" if claim.makes is None else f" -> {DECLARE_MAKES.get(claim.makes, f'trump {claim.makes}')}")
    if isinstance(claim, m.ReinforceClaim):
        against = f" against {cards(claim.standing)}" if claim.standing is not None else ""
        return f"{cards(claim.declaration)} {'reinforces' if claim.holds else 'does not reinforce'} " \
               f"{cards(claim.own)}{against}"
    if isinstance(claim, m.KittyBonusClaim):
        return f"last trick {cards(claim.last_trick)} -> x{claim.multiplier}"
    if isinstance(claim, m.WorthClaim):
        return f"{cards(claim.cards)} is worth {claim.points} points"
    if isinstance(claim, m.ShareClaim):
        return _share_claim(claim)
    if isinstance(claim, m.TributeDealClaim):
        return _tribute_claim(claim)
    if isinstance(claim, m.FaceDownClaim):
        return f"face down {', '.join(cards(d) for d in claim.declarations)} -> declaration {claim.stands} stands"
    if isinstance(claim, m.ExchangeClaim):
        holds = "".join(f", player {h.player} holds {cards(h.cards)}" for h in claim.holdings)
        gives = ", ".join(f"player {g.giver} {'gives' if g.holds else 'may not give'} {cards(g.cards)} to player "
                          f"{g.receiver}" for g in claim.gives)
        return f"face down {', '.join(cards(d) for d in claim.declarations)}{holds} -> {gives}"
    if isinstance(claim, m.TurnDeclarerClaim):
        steps = ", ".join(f"{s.side.value} {cards(s.declaration) if s.declaration else 'pass'}" for s in claim.steps)
        return f"turn {steps} -> player {claim.declarer} is the declarer"
    if isinstance(claim, m.FirstDeclarerClaim):
        steps = ", ".join(f"player {s.player} {cards(s.declaration)}" for s in claim.steps)
        result = f"player {claim.refused.player} may not declare {cards(claim.refused.declaration)}" \
            if claim.refused is not None else "the declarer is drawn at random" if claim.drawn \
            else f"player {claim.declarer} is the declarer"
        stake = f", stake x{claim.stake}" if claim.stake is not None else ""
        return f"declarations {steps} -> {result}{stake}"
    if isinstance(claim, m.NextDealClaim):
        return _next_deal_claim(claim)
    if isinstance(claim, m.NobodyDeclaresClaim):
        return _nobody_declares_claim(claim)
    if isinstance(claim, m.KittyOvercallClaim):
        return _kitty_overcall_claim(claim)
    if isinstance(claim, m.BiddingClaim):
        return bidding_claim(claim)
    if isinstance(claim, m.FriendCallClaim):
        held = f", declarer holds {cards(claim.held)}" if claim.held else ""
        plays = "".join(f", player {p.player} plays {cards(p.cards)}" for p in claim.plays)
        result = "the call is refused" if claim.refused else "the declarer is alone" if claim.friend is None \
            else f"player {claim.friend} is the friend"
        return f"call {cards(claim.card)} copy {claim.copy}{held}{plays} -> {result}"
    if isinstance(claim, m.BuryClaim):
        into = f" into kitty {cards(claim.kitty)}" if claim.kitty else ""
        into += f" and pick up {cards(claim.picked)}" if claim.picked else ""
        return f"hand {cards(claim.hand)} may {'' if claim.holds else 'not '}bury {cards(claim.buried)}{into}"
    if isinstance(claim, m.TurnClaim):
        return f"{claim.side.value} may {'' if claim.holds else 'not '}declare {cards(claim.declaration)} " \
               f"{claim.turn.value}"
    if isinstance(claim, m.ScoreClaim):
        last = f" and last trick to {claim.last_trick.value}" if claim.last_trick else ""
        bid = f" at bid {claim.bid}" if claim.bid is not None else ""
        kitty = f" with kitty {cards(claim.kitty)}" if claim.kitty else ""
        return f"{claim.points} points{last}{kitty}{bid} -> {_outcome(claim.outcome)}"
    return None


def _next_deal_claim(claim: m.NextDealClaim) -> str:
    won = f"{cards(claim.last_cards)} " if claim.last_cards else ""
    last = f" and last trick {won}to {claim.last_trick.value}" if claim.last_trick else ""
    other = f", attackers at {claim.attackers_level}" if claim.attackers_level else ""
    last += f" with kitty {cards(claim.kitty)}" if claim.kitty else ""
    facts = ", ".join(f"{f.declarer.value} declares" if f.declarer else
                      f"{f.side.value} win the match" if f.match_won else f"{f.side.value} at {f.level}"
                      for f in claim.facts)
    return f"next deal after {claim.points} points{last} at level {claim.level}{other} -> {facts}"


def _nobody_declares_claim(claim: m.NobodyDeclaresClaim) -> str:
    deal = "the first deal" if claim.first_deal else "a later deal"
    result = "dealt again" if claim.trump is None else f"trump {claim.trump}" + (
        f", player {claim.declarer} is the declarer" if claim.declarer is not None else "")
    return f"nobody declares in {deal} at level {claim.level} with kitty {cards(claim.kitty)} -> {result}"


def _kitty_overcall_claim(claim: m.KittyOvercallClaim) -> str:
    steps = ", ".join(f"player {s.player} {cards(s.cards)}" for s in claim.steps)
    after = "nobody declares" if claim.standing is None else \
        f"player {claim.standing.player} wins the bidding with trump {claim.bid_trump}" if claim.bid_trump else \
        f"player {claim.standing.player} {cards(claim.standing.cards)}"
    if claim.refused:
        result = f"player {claim.steps[-1].player} may not overcall"
    else:
        facts = ([f"trump {claim.trump}"] if claim.trump is not None else []) + \
            ([f"player {claim.declarer} is the declarer"] if claim.declarer is not None else []) + \
            ([f"stake x{claim.stake}"] if claim.stake is not None else []) + \
            ([f"player {claim.steps[-1].player} exchanges {claim.exchanged} cards"] if claim.exchanged is not None
             else [])
        result = ", ".join(facts)
    return f"kitty overcalls {steps} after {after} at level {claim.level} -> {result}"


def _tribute_claim(claim: m.TributeDealClaim) -> str:
    last = f" and last trick to {claim.last_trick.value}" if claim.last_trick else ""
    kitty = f" with kitty {cards(claim.kitty)}" if claim.kitty else ""
    holds = f", {claim.holder.value} holds {cards(claim.held)}" if claim.holder else ""
    given = claim.given
    text = _outcome(given) if isinstance(given, m.Outcome) else \
        f"{given.giver.value} gives {given.count} to {given.receiver.value}"
    return f"tribute {claim.points} points{last}{kitty}{holds} -> {text}"


def _share_claim(claim: m.ShareClaim) -> str:
    facts = ""
    if claim.last_trick:
        played = f" {cards(claim.last_cards)}" if claim.last_cards else ""
        facts += f", last trick{played} to {claim.last_trick.value}"
    facts += ", alone" if claim.alone else ""
    facts += f", level {claim.level}" if claim.level else ""
    facts += f", spoils to {claim.spoils.value}" if claim.spoils else ""
    results = [f"{s.role.value} {signed(s.levels)}{_share_rise(s)}" for s in claim.shares]
    results += [f"player {claim.next_declarer} declares"] if claim.next_declarer is not None else []
    return f"shares {claim.points} points{facts} -> {', '.join(results)}"


def _share_rise(share: m.RoleShare) -> str:
    """` to J with 5 to give`: where the rise takes the role, and the levels it left over (none when not stated)."""
    if share.reaches is None:
        return ""
    left = "" if share.left is None else f" with {share.left} {'lost' if share.left_lost else 'to give'}"
    return f" to {share.reaches}{left}"


def shape(step: m.Shape) -> str:
    """A step of a follow ladder (`triple + pair + single`, `2 pairs`, `any`)."""
    terms = []
    for term in step.terms:
        unit = term.unit + ("s" if term.plural and term.unit != "any" else "")
        terms.append(f"{term.count} {unit}" if term.count is not None else unit)
    return " + ".join(terms)


def _show(show: m.Show) -> str:
    parts = []
    for part in show.parts:
        word = f" {part.cards} card" + ("s" if part.count > 1 else "") if part.cards in ("level", "suited") \
            else f" {part.cards}"
        suits = f" in {' or '.join(part.suits)}" if part.suits else ""
        parts.append(f"{part.count}{word}{suits}")
    scope = f" only {show.scope.value}" if show.scope else ""
    if show.without:
        word = " level cards" if show.without.cards == "level" else f" {show.without.cards}"
        suits = f" in {' or '.join(show.without.suits)}" if show.without.suits else ""
        scope += f" without{word}{suits}"
    return f"show {show.name}: {' + '.join(parts)} -> {show.target.value}{scope}"


def _multiplier(mult: m.Multiplier) -> str:
    text = f"x{mult.base}" + ("^cards" if mult.power_of_cards else "")
    if mult.step_op:
        text += f", {mult.step_op}{mult.step} per further {mult.step_unit}"
    return text


def item(item) -> str | None:
    """A trick-taking block's item (a show, an order, a row), without its citations, or None for another item."""
    if isinstance(item, m.Show):
        return _show(item)
    if isinstance(item, m.OvercallOrder):
        return "order: " + " < ".join(s.show + (f" in {s.suit}" if s.suit else "") for s in item.steps)
    if isinstance(item, m.LedRule):
        return f"{item.led.value} led: " + " > ".join(shape(s) for s in item.ladder)
    if isinstance(item, m.BonusRow):
        return f"{item.combination}: {_multiplier(item.multiplier)}"
    if isinstance(item, m.DemotionRow):
        return f"{item.combination} -> " + ", ".join(
            f"{x.role.value} to {x.to}" if x.to else f"{x.role.value} -{x.levels}" for x in item.losses)
    if isinstance(item, m.TableRow):
        label = f" {quote(item.label)}" if item.label is not None else ""
        return f"when {' and '.join(_condition(c) for c in item.conditions)} -> {_outcome(item.outcome)}{label}"
    return None


def head(r: m.Rule) -> str | None:
    """The head of a trick-taking rule (`levels 2 to A`, `trump order …`, `declare`), or None for another rule."""
    match r:
        case m.Levels():
            return r.text()
        case m.MandatoryLevels():
            return "mandatory levels " + ", ".join(r.ranks)
        case m.DefendedLevels():
            return "defended levels " + ", ".join(r.ranks)
        case m.JackRule():
            return r.text()
        case m.PastTopRule():
            return f"past the top: {r.then.value}"
        case m.Ranks():
            return "ranks " + " ".join(r.order)
        case m.PermanentTrumps():
            return "permanent trumps " + ", ".join(r.ranks)
        case m.TrumpOrder():
            return "trump order " + " > ".join(tier(t) for t in r.tiers)
        case m.Combination():
            return r.kind.value
        case m.KittyBonusCap():
            return f"kitty bonus cap x{r.multiplier}"
        case m.ScoringCap():
            return f"scoring cap {r.points}"
        case m.KittyDemotion():
            return f"kitty demotion {r.rank}"
    return _BLOCK_HEADS.get(type(r))


_BLOCK_HEADS = {m.Throw: "throw", m.Declare: "declare", m.KittyOvercall: "kitty overcall", m.Bury: "bury",
                m.Follow: "follow", m.Ruff: "ruff", m.KittyBonus: "kitty bonus", m.Scoring: "scoring",
                m.NextDeclarer: "next declarer", m.Friends: "friends", m.Bidding: "bidding", m.Exchange: "exchange"}
