"""The climbing family's rules, items and claims printed back in the variant language (the face, printer/__init__.py,
asks here for what is not shared). Each function returns None for what is not the climbing family's."""
from __future__ import annotations

from ... import model as m
from .text import bidding_claim, cards, quote, signed


def _set(ranks) -> str:
    return quote(" ".join(ranks))


def _signed(n: int) -> str:
    """A role's score (an `if … :` row's, a settlement claim's): 0 without a sign."""
    return f"+{n}" if n > 0 else str(n)


def _scores(scores) -> str:
    return ", ".join(f"{s.role} {_signed(s.score)}" for s in scores)


_BLOCK_HEADS = {m.Deal: "deal", m.Beat: "beat", m.Round: "round", m.FirstLead: "first lead",
                m.GoujiSets: "gouji sets", m.Burn: "burn", m.NoOpposite: "no opposite", m.FreeForAll: "free for all",
                m.ShowCount: "show count", m.Advice: "advice", m.FinalGouji: "final gouji",
                m.Revolution: "revolution", m.Call: "call", m.Bid: "bid", m.Places: "places", m.Wild: "wild"}


def head(rule) -> str | None:
    """The head of a climbing rule (`rank order …`, `set plain`, `settlement normal`), or None for another rule."""
    if isinstance(rule, m.RankOrder):
        ranks = list(rule.ranks)
        if rule.level_place is not None:  # `level`: where the deal's level rank stands (Guandan)
            ranks.insert(rule.level_place, m.LEVEL)
        return "rank order " + " > ".join(ranks)
    if isinstance(rule, m.SuitOrder):
        return "suit order " + " > ".join(rule.suits)
    if isinstance(rule, m.Money):
        return "money " + ", ".join(rule.ranks)
    if isinstance(rule, m.SetKind):
        return f"set {rule.name}"
    if isinstance(rule, m.Settlement):
        return f"settlement {rule.kind}"
    return _BLOCK_HEADS.get(type(rule))


def item(x) -> str | None:
    """A climbing block item, without its citations, or None for another item."""
    if isinstance(x, m.PlaceName):
        return f"place {x.place}" + (f" {quote(x.label)}" if x.label is not None else "")
    if isinstance(x, m.PlaceRow):
        return f"place {x.place}: {signed(x.score)}"
    if isinstance(x, m.CoverRow):
        return f"cover {x.attached}: " + ", ".join(t.value for t in x.terms)
    if isinstance(x, m.LadderRow):
        return ("bombs: " if x.bombs else "ladder: ") + " < ".join(x.kinds)
    if isinstance(x, m.ThresholdRow):
        return f"threshold {x.rank}: {x.count}"
    if isinstance(x, m.ShareRow):
        return f"share {x.role}: {x.numerator}/{x.denominator}"
    if isinstance(x, m.FixedRow):
        return f"if {x.role} {'' if x.holds else 'not '}{x.place}: {_scores(x.scores)}"
    if isinstance(x, m.LeftRow):
        span = f"{x.least}" if x.least == x.most else f"{x.least} to {x.most}"
        return f"left {span}: {x.per_card} per card"
    if isinstance(x, m.PlaceTribute):
        return f"give {x.count} card{'s' if x.count != 1 else ''} from {x.giver} to {x.receiver}"
    return None


_VERDICT = {m.CallVerdict.MAY: "may", m.CallVerdict.MAY_NOT: "may not", m.CallVerdict.MUST: "must",
            m.CallVerdict.NEED_NOT: "need not"}


def claim(x) -> str | None:
    """A climbing claim, or None for another claim."""
    if isinstance(x, m.BiddingClaim):
        return bidding_claim(x)
    negation = "" if getattr(x, "holds", True) else "not "
    if isinstance(x, m.SetClaim):
        return f"{_set(x.cards)} is {negation}a set"
    if isinstance(x, m.GoujiClaim):
        return f"{_set(x.cards)} is {negation}a gouji set"
    if isinstance(x, m.BeatClaim):
        return f"{_set(x.beater)} {'beats' if x.holds else 'does not beat'} {_set(x.standing)}"
    if isinstance(x, m.AnswerClaim):
        return f"hand {_set(x.hand)} may {negation}answer {_set(x.standing)} from {x.source.value}"
    if isinstance(x, m.BurnClaim):
        return f"hand {_set(x.hand)} may {negation}burn {_set(x.standing)}"
    if isinstance(x, m.CallClaim):
        return f"hand {cards(x.hand)} {_VERDICT[x.verdict]} call"
    if isinstance(x, m.SettleClaim):
        table = f" in {x.table}" if x.table else ""
        left = f" with {', '.join(map(str, x.left))} left" if x.left is not None else ""
        if x.bid is not None:
            left += f" at bid {x.bid}" + (f" with {x.bombs} bombs" if x.bombs else "") + (" spring" if x.spring else "")
        return f"finish {', '.join(x.order)}{left}{table} -> {_scores(x.scores)}"
    if isinstance(x, m.TributeClaim):
        given = _set(x.given) if x.given else "nothing"
        return f"tribute {x.count} from {_set(x.hand)} is {given}"
    if isinstance(x, m.LeadClaim):
        return lead_claim(x)
    if isinstance(x, m.TributePlacesClaim):
        return tribute_places_claim(x)
    if isinstance(x, m.RevoltClaim):
        return f"hand {_set(x.hand)} {_VERDICT[x.verdict]} revolt"
    if isinstance(x, m.RoundClaim):
        return round_claim(x)
    if isinstance(x, m.CallingClaim):
        return calling_claim(x)
    if isinstance(x, m.ShownClaim):
        return f"a hand of {x.cards} card{'' if x.cards == 1 else 's'} is {negation}shown"
    if isinstance(x, m.RevolutionPlacesClaim):
        revolted = "".join(f" and player {p} revolted" for p in x.revolted)
        result = "the deal is void" if x.places is None else f"places {', '.join(map(str, x.places))}"
        return f"finish {', '.join(map(str, x.order))}{revolted} -> {result}"
    return None


def lead_claim(x: m.LeadClaim) -> str:
    deal = "in the first deal" if x.after is None else f"after finish {', '.join(map(str, x.after))}"
    facts = [f"player {h.player} holds {cards(h.cards)}" for h in x.holds] + \
        [f"player {r.player} is the {r.role}" for r in x.roles] + \
        ([f"player {x.giver} gave the tribute"] if x.giver is not None else [])
    result = f"may {'' if x.may else 'not '}lead {_set(x.cards)}" if x.cards else "leads"
    return f"lead {deal}{''.join(' and ' + fact for fact in facts)} -> player {x.leader} {result}"


def tribute_places_claim(x: m.TributePlacesClaim) -> str:
    agreed = f" with {', '.join(x.agreed)} agreed" if x.agreed else ""
    last = f" and player {x.last} gives as the last" if x.last is not None else ""
    flows = ", ".join(f"player {f.giver} gives {f.count} to player {f.receiver}" for f in x.flows) or "nothing"
    return f"tribute after finish {', '.join(map(str, x.after))}{agreed}{last} -> {flows}"


def round_claim(x: m.RoundClaim) -> str:
    words = {"play": "plays", "pass": "passes", "defer": "defers"}
    steps = ", ".join(f"player {s.player} {words[s.action]}" + (f" {_set(s.cards)}" if s.action == "play" else "")
                      + (" and goes out" if s.out else "") for s in x.steps)
    result = "the deal is over" if x.action == "over" else f"player {x.player} leads" if x.action == "lead" else \
        f"player {x.player} may {'' if x.holds else 'not '}{x.action}" + (f" {_set(x.cards)}" if x.action == "play" else "")
    return f"round {steps} -> {result}"


def calling_claim(x: m.CallingClaim) -> str:
    steps = ", ".join(f"player {s.player} passes" if s.action == "pass" else f"player {s.player} calls with {cards(s.cards)}"
                      for s in x.steps)
    facts = "".join(f" and player {h.player} holds {cards(h.cards)}" for h in x.holds) + \
        (f" and {cards(x.aside)} is set aside" if x.aside else "")
    if x.emperor is None:
        result = "the deal is dealt again"
    elif x.lone:
        result = f"player {x.emperor} is the lone emperor"
    else:
        result = f"player {x.emperor} is the emperor" + (f", player {x.guard} is the guard" if x.guard is not None else "")
    return f"call {steps}{facts} -> {result}"
