"""A legal action as the environments (trick/env.py, climbing/env.py) and the player protocol (protocol.py) list it,
the same for both families: its index in the list, its text (what a person would type or read) and its card-count
vector (trick-taking: how many of each card id, 0 … 53; climbing: how many of each rank, weakest first)."""
from __future__ import annotations

from typing import NamedTuple


class Legal(NamedTuple):
    index: int
    text: str
    counts: tuple[int, ...]
    kind: str  # the decision it answers: lead, follow, declare, bury, …; play, pass, call, … (climbing)
