"""A rule's location as a player reads it: each `file:line` of a citation by its file's name and line
(`gouji-6p-4deck.variant:42`), as a record cites it (runtime/citation.py), the same in a checkout and in an installed
package, whose shipped variants would otherwise be cited by their site-packages path."""
from __future__ import annotations

from ..runtime.citation import in_record


def cited(rule: str) -> str:
    """`spec/a.variant:12 /x/y/b.variant:3` -> `a.variant:12 b.variant:3`; anything else is kept as written."""
    return " ".join(in_record(ref) for ref in (rule or "").split())
