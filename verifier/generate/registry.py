"""The generators' registry: a generator is a function `(project: Project) -> dict[str, str]` (path under
generated/ -> file text), registered with `@generator(name)`, run in the order registered (generate/load_all.py)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ..model import Variant

GENERATORS: list[tuple[str, Callable]] = []


def generator(name: str):
    def register(fn):
        GENERATORS.append((name, fn))
        return fn
    return register


@dataclass
class Project:
    """The resolved variants of spec/, in a stable order, with the paths of their files."""

    variants: dict[str, Variant]
    paths: dict[str, str]
