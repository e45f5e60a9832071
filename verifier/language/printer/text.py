"""How the variant language writes a value: a quoted string, a list of cards, a signed number, a setting's value, a
rule's citations. The printer's face and both families' printers write their values with these."""
from __future__ import annotations

import re

from ... import model as m
from ...runtime.cards import Card, format_cards

def quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def cards(cs) -> str:
    return quote(format_cards(cs))


def cites(rule: m.Rule) -> str:
    out = []
    for cite in rule.cites:
        if cite.decision is not None:
            out.append(f"decision {quote(cite.decision)}"
                       + (f" zh {quote(cite.decision_zh)}" if cite.decision_zh is not None else ""))
        else:
            out.append(f"@{cite.source}" + (f" {quote(cite.quote)}" if cite.quote is not None else ""))
    return ("  " + " ".join(out)) if out else ""


def signed(n: int) -> str:
    return f"+{n}" if n >= 0 else str(n)


def value(value) -> str:
    """A setting's value: `yes`/`no`, a word as it is, anything else quoted."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, Card):  # a card that is not a word (`10S`) is written as a string
        return str(value) if _is_word(str(value)) else quote(str(value))
    if isinstance(value, str) and not isinstance(value, m.Word) and not _is_word(value):
        return quote(value)
    return str(value)


def _is_word(text: str) -> bool:
    return re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*(-[A-Za-z0-9_]+)*|[0-9]{1,9}", text) is not None


def bidding_claim(claim) -> str:
    """A bidding's worked example (a claim of both families): `bids 150, pass -> player 1 wins at 150`, `bids call,
    rob -> rob is refused`."""
    def word(step) -> str:
        return "pass" if step is None else str(step)

    steps = ", ".join(word(s) for s in claim.steps)
    last = claim.steps[-1] if claim.steps else None
    refused = f"{word(last)} is refused" if last is None or isinstance(last, str) else f"bid {last} is refused"
    shown = f", {claim.revealed} kitty cards shown" if claim.revealed is not None else ""
    result = refused if claim.refused else \
        "dealt again" if claim.winner is None else f"player {claim.winner} wins at {claim.bid}{shown}"
    return f"bids {steps} -> {result}"
