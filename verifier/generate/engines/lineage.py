"""What the engine modules of both families share: a module's file name, and the files it comes from (the variant's
and its ancestors') with their digest, kept in the module so that the loader (play/engine.py) knows when it is stale."""
from __future__ import annotations

import os
import re

from ... import model as m
from ...play.engine import digest


def module_name(variant_id: str) -> str:
    """The file name of a variant's engine: its id with every character that is not a letter or digit as `_`."""
    return re.sub(r"[^0-9A-Za-z]", "_", variant_id) + ".py"


def lineage_paths(variant: m.Variant, paths: dict[str, str]) -> tuple[str, ...]:
    return tuple(paths[vid].replace(os.sep, "/") for vid in variant.lineage if vid in paths)


def lineage_digest(variant: m.Variant, paths: dict[str, str]) -> tuple[tuple[str, ...], str]:
    """The files of a variant and its ancestors, and the digest of their texts (what makes its engine stale)."""
    sources = lineage_paths(variant, paths)
    texts = []
    for path in sources:
        with open(path, encoding="utf-8") as handle:
            texts.append(handle.read())
    return sources, digest(texts)
