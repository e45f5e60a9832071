"""How a game record cites a rule, for both families.

The compile step locates a rule as `file:line`, the file as the variant was read: relative to the working folder
(`spec/gouji-6p-4deck.variant:104`) or absolute (an installed package's `…/verifier/spec/…`). A record must judge the
same from any folder and any install, so it cites the rule by the path relative to the folder of the variant file
that states it — the file's name — and the line: `gouji-6p-4deck.variant:104`. The rulings and the judge's verdicts
keep the full location, which an editor can open.
"""
from __future__ import annotations

import re

LOCATION = re.compile(r"^(?P<file>.+):(?P<line>\d+)$")  # a rule as the compile step locates it


def in_record(location: str) -> str:
    """A rule's location as a record cites it (anything that is not `file:line` is kept as it is)."""
    found = LOCATION.match(location or "")
    if found is None:
        return location
    name = found["file"].replace("\\", "/").rsplit("/", 1)[-1]  # a record written on Windows reads the same
    return f"{name}:{found['line']}"
