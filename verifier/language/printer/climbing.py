"""The climbing family's rules, items and claims printed back in the variant language (see printer.py)."""
from __future__ import annotations

from ...model import climbing as c
from ...runtime.cards import format_cards


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _set(ranks) -> str:
    return _quote(" ".join(ranks))


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else str(n)


def _scores(scores) -> str:
    return ", ".join(f"{s.role} {_signed(s.score)}" for s in scores)


_BLOCK_HEADS = {c.Deal: "deal", c.Beat: "beat", c.Round: "round", c.FirstLead: "first lead",
                c.GoujiSets: "gouji sets", c.Burn: "burn", c.NoOpposite: "no opposite", c.FreeForAll: "free for all",
                c.ShowCount: "show count", c.Advice: "advice", c.FinalGouji: "final gouji",
                c.Revolution: "revolution", c.Call: "call"}


def head(rule) -> str | None:
    """The head of a climbing rule (`rank order …`, `set plain`, `settlement normal`), or None for another rule."""
    if isinstance(rule, c.RankOrder):
        return "rank order " + " > ".join(rule.ranks)
    if isinstance(rule, c.Money):
        return "money " + ", ".join(rule.ranks)
    if isinstance(rule, c.SetKind):
        return f"set {rule.name}"
    if isinstance(rule, c.Settlement):
        return f"settlement {rule.kind}"
    return _BLOCK_HEADS.get(type(rule))


def item(x) -> str | None:
    """A climbing block item, without its citations, or None for another item."""
    if isinstance(x, c.PlaceName):
        return f"place {x.place}" + (f" {_quote(x.label)}" if x.label is not None else "")
    if isinstance(x, c.CoverRow):
        return f"cover {x.attached}: " + ", ".join(t.value for t in x.terms)
    if isinstance(x, c.ThresholdRow):
        return f"threshold {x.rank}: {x.count}"
    if isinstance(x, c.ShareRow):
        return f"share {x.role}: {x.numerator}/{x.denominator}"
    if isinstance(x, c.FixedRow):
        return f"if {x.role} {'' if x.holds else 'not '}{x.place}: {_scores(x.scores)}"
    if isinstance(x, c.PlaceTribute):
        return f"give {x.count} card{'s' if x.count != 1 else ''} from {x.giver} to {x.receiver}"
    return None


def claim(x) -> str | None:
    """A climbing claim, or None for another claim."""
    negation = "" if getattr(x, "holds", True) else "not "
    if isinstance(x, c.SetClaim):
        return f"{_set(x.cards)} is {negation}a set"
    if isinstance(x, c.GoujiClaim):
        return f"{_set(x.cards)} is {negation}a gouji set"
    if isinstance(x, c.BeatClaim):
        return f"{_set(x.beater)} {'beats' if x.holds else 'does not beat'} {_set(x.standing)}"
    if isinstance(x, c.AnswerClaim):
        return f"hand {_set(x.hand)} may {negation}answer {_set(x.standing)} from {x.source.value}"
    if isinstance(x, c.BurnClaim):
        return f"hand {_set(x.hand)} may {negation}burn {_set(x.standing)}"
    if isinstance(x, c.CallClaim):
        verdict = {c.CallVerdict.MAY: "may", c.CallVerdict.MAY_NOT: "may not", c.CallVerdict.MUST: "must"}
        return f"hand {_quote(format_cards(x.hand))} {verdict[x.verdict]} call"
    if isinstance(x, c.SettleClaim):
        table = f" in {x.table}" if x.table else ""
        return f"finish {', '.join(x.order)}{table} -> {_scores(x.scores)}"
    if isinstance(x, c.TributeClaim):
        given = _set(x.given) if x.given else "nothing"
        return f"tribute {x.count} from {_set(x.hand)} is {given}"
    return None
