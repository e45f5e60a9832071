""""Did you mean": the closest known name to an unknown one."""
from __future__ import annotations

import difflib


def closest(name: str, known) -> str | None:
    known = list(known)
    folded = {k.lower(): k for k in known}
    if name.lower() in folded:
        return folded[name.lower()]
    match = difflib.get_close_matches(name.lower(), list(folded), n=1, cutoff=0.6)
    return folded[match[0]] if match else None


def did_you_mean(name: str, known) -> str | None:
    guess = closest(name, known)
    return f"did you mean `{guess}`?" if guess else None
