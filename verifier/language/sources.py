"""Where the source documents (the seeds a variant's citations quote) live, and reading them safely.

The folder is looked up in this order: `check --sources DIR`; the environment variable $VERIFIER_SEEDS; a
`[tool.verifier]` table with `sources = "DIR"` in a `pyproject.toml`, or `sources = "DIR"` in a `verifier.toml`,
found walking up from the variant file (then from the current folder); finally a `shared/seeds` folder found walking
up the same way. A folder that was asked for (by the option, the variable or a configuration file) must exist: a
missing one is a usage error, never a silent pass. No folder at all is allowed, and `check` then warns once (W230)
with the number of quotes it could not verify.
"""
from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass

ENV = "VERIFIER_SEEDS"
CONFIG_FILES = ("pyproject.toml", "verifier.toml")  # in this order, in each folder walking up


class SourcesError(Exception):
    """A source folder that was asked for but cannot be used, or a source that cannot be read (exit status 2)."""


@dataclass(frozen=True)
class SourceFolder:
    path: str
    origin: str  # how it was found, for messages: "--sources", "$VERIFIER_SEEDS", a config file, or "shared/seeds"


def _usable(path: str, origin: str) -> SourceFolder:
    if not os.path.exists(path):
        raise SourcesError(f"the source folder {path} (from {origin}) does not exist")
    if not os.path.isdir(path):
        raise SourcesError(f"the source folder {path} (from {origin}) is not a folder")
    return SourceFolder(path, origin)


def _ancestors(start: str):
    here = os.path.abspath(start if os.path.isdir(start) else os.path.dirname(start) or ".")
    while True:
        yield here
        parent = os.path.dirname(here)
        if parent == here:
            return
        here = parent


def _configured(folder: str) -> SourceFolder | None:
    """`sources` from [tool.verifier] in folder/pyproject.toml, or from folder/verifier.toml (relative to it)."""
    for name in CONFIG_FILES:
        path = os.path.join(folder, name)
        if not os.path.isfile(path):
            continue
        data = _toml(path)
        table = data.get("tool", {}).get("verifier", {}) if name == "pyproject.toml" else data
        if not isinstance(table, dict) or "sources" not in table:
            continue
        value = table["sources"]
        where = f"{path}" + (" [tool.verifier]" if name == "pyproject.toml" else "")
        if not isinstance(value, str) or not value:
            raise SourcesError(f"{where}: `sources` must be the path of a folder, as a string")
        return _usable(os.path.normpath(os.path.join(folder, os.path.expanduser(value))), where)
    return None


_READ: dict[str, tuple[bytes, dict]] = {}  # path -> (its bytes, its data): a file's text parsed once


def _toml(path: str) -> dict:
    """A configuration file's data, parsed again only when its text changed (every variant of a folder walks up
    through the same pyproject.toml: parsing it for each of them was 0.03 s of `check spec/`)."""
    try:
        with open(path, "rb") as handle:
            text = handle.read()
        kept = _READ.get(path)
        if kept is not None and kept[0] == text:
            return kept[1]
        data = tomllib.loads(text.decode("utf-8"))
    except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise SourcesError(f"cannot read {path}: {exc}") from None
    _READ[path] = (text, data)
    return data


def locate(start: str, option: str | None = None, cwd: str | None = None) -> SourceFolder | None:
    """The source folder for a variant file at `start`, or None when none is configured or found."""
    if option is not None:
        return _usable(option, "--sources")
    if os.environ.get(ENV):
        return _usable(os.environ[ENV], f"${ENV}")
    starts = list(dict.fromkeys([start, cwd or os.getcwd()]))
    for first in starts:
        for folder in _ancestors(first):
            found = _configured(folder)
            if found:
                return found
    for first in starts:
        for folder in _ancestors(first):
            candidate = os.path.join(folder, "shared", "seeds")
            if os.path.isdir(candidate):
                return SourceFolder(candidate, "shared/seeds")
    return None


def escapes(name: str) -> bool:
    """Whether a source's file name could name a file outside its folder (absolute, a drive, or a `..` part)."""
    parts = name.replace("\\", "/").split("/")
    return os.path.isabs(name) or name.startswith(("/", "\\")) or ":" in parts[0] or ".." in parts


def path_in(folder: str, name: str) -> str | None:
    """The path of source `name` inside `folder`, or None when it would leave the folder (even through a link)."""
    if escapes(name):
        return None
    path = os.path.join(folder, name)
    root = os.path.realpath(folder)
    real = os.path.realpath(path)
    return path if real == root or real.startswith(root.rstrip(os.sep) + os.sep) else None


def read(path: str) -> str:
    """A source document's text (UTF-8); SourcesError when it is not a readable text file."""
    if not os.path.isfile(path):
        raise SourcesError(f"cannot read the source {path}: not a regular file")
    try:
        with open(path, encoding="utf-8-sig") as handle:
            return handle.read()
    except UnicodeDecodeError as exc:
        raise SourcesError(f"the source {path} is not UTF-8 text (byte {exc.start})") from None
    except OSError as exc:
        raise SourcesError(f"cannot read the source {path}: {exc.strerror}") from None
