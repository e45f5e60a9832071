"""A climbing deal copied in its play, to be played on without touching the original: what a search player
(verifier/play/search/) plays thousands of times per decision.

The copy shares the table (the rules, the rank order, the beat relation and their memos) and copies every list, set
and dict the deal and its play hold (a list of lists, such as the hands, one level deeper), whatever fields they
have: a field added to the play later is copied too. Only the standard library is used.
"""
from __future__ import annotations


def _copied(value):
    kind = value.__class__
    if kind is list:
        return [x[:] if x.__class__ is list else x for x in value]
    if kind is set or kind is dict:
        return value.copy()
    return value


def _copy(obj):
    """A copy of an object whose lists, sets and dicts are its own (shared: everything else)."""
    copy = object.__new__(type(obj))
    copy.__dict__ = {name: _copied(value) for name, value in obj.__dict__.items()}
    return copy


def clone(deal):
    """A copy of a deal in its play phase (`deal.play`, and the calling, whose guard a search may draw anew)."""
    if deal.phase != "play" or deal.play is None:
        raise ValueError(f"a climbing deal is copied in its play, not in its {deal.phase} phase")
    copy = _copy(deal)
    copy.play = _copy(deal.play)
    if deal.calling is not None:
        copy.calling = _copy(deal.calling)
    return copy
