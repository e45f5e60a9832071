"""A rule's location as a player reads it: each `path:line` of a citation relative to the folder of its variant file
(`gouji-6p-4deck.variant:42`), the same in a checkout and in an installed package, whose shipped variants would
otherwise be cited by their site-packages path."""
from __future__ import annotations

import os


def cited(rule: str) -> str:
    """`spec/a.variant:12 /x/y/b.variant:3` -> `a.variant:12 b.variant:3`; anything else is kept as written."""
    return " ".join(_one(ref) for ref in (rule or "").split())


def _one(ref: str) -> str:
    path, sep, line = ref.rpartition(":")
    if not sep or not line.isdigit() or not path.endswith(".variant"):
        return ref
    return f"{os.path.basename(path)}:{line}"
