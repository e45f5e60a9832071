"""`verifier build`: every generator writes its files under generated/; `build --check` fails when they are stale.

A generator is a function `(project: Project) -> dict[str, str]` (path under generated/ -> file text), registered with
`@generator`. Generators must be deterministic: the same spec/ gives byte-identical files.
"""
from __future__ import annotations

import os

from .registry import GENERATORS, Project, generator  # noqa: F401 - the generators' API, and `build`'s

def render(project: Project) -> dict[str, str]:
    from . import load_all  # noqa: F401 - importing registers every generator

    files: dict[str, str] = {}
    for name, fn in GENERATORS:
        for path, text in fn(project).items():
            if path in files:
                raise ValueError(f"two generators write {path} (the second is {name})")
            files[path] = text
    return files


def write(files: dict[str, str], out: str) -> list[str]:
    """Write the files and delete stale ones under `out`; returns the paths that changed."""
    changed = []
    for path, text in sorted(files.items()):
        target = os.path.join(out, path)
        old = open(target, encoding="utf-8").read() if os.path.exists(target) else None
        if old != text:
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "w", encoding="utf-8", newline="\n") as handle:
                handle.write(text)
            changed.append(path)
    for path in stale_files(files, out):
        os.remove(os.path.join(out, path))
        changed.append(path)
    return changed


def stale_files(files: dict[str, str], out: str) -> list[str]:
    """Files under `out` that no generator writes any more."""
    found = []
    for root, _dirs, names in os.walk(out):
        for name in names:
            path = os.path.relpath(os.path.join(root, name), out).replace(os.sep, "/")
            if path not in files and "__pycache__" not in path:
                found.append(path)
    return sorted(found)


def differences(files: dict[str, str], out: str) -> list[str]:
    """Paths whose committed text differs from what the generators write (for `build --check`)."""
    diff = [path for path, text in sorted(files.items())
            if not os.path.exists(os.path.join(out, path))
            or open(os.path.join(out, path), encoding="utf-8").read() != text]
    return diff + stale_files(files, out)
