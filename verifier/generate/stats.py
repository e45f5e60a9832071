"""The statistics of simulated deals for the rulebooks: generated/stats/<id>.json, one per variant, written by the
figures of rulebook/figures.py (simulated again only where a variant's rules changed)."""
from __future__ import annotations

import json

from ..rulebook.figures import FOLDER, close, figures
from .registry import Project, generator


@generator("stats")
def stats(project: Project) -> dict[str, str]:
    out = {}
    try:
        for vid in project.variants:
            found = figures(project, vid, simulate=True)
            if found is not None:
                out[f"{FOLDER}/{vid}.json"] = json.dumps(found, ensure_ascii=False, indent=1, sort_keys=True) + "\n"
    finally:
        close()
    return out
