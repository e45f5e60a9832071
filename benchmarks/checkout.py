"""Which checkout a benchmark measures. A benchmark run with `--root DIR` (by its own `--against`) imports `verifier`
from DIR, so the path is set here, before the script imports `verifier`; run without it (or imported, as the tests
load the scripts by path), it measures the checkout it belongs to."""
from __future__ import annotations

import os
import shutil
import sys

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def root_from_argv(argv) -> str:
    """--root DIR in `argv` (absolute), else this checkout."""
    if argv and "--root" in argv:
        return os.path.abspath(argv[argv.index("--root") + 1])
    return HERE


def use_checkout(name: str) -> str:
    """Put the measured checkout first on sys.path and return it; `name` is the calling script's `__name__` (only a
    script run as a program reads the command line)."""
    root = root_from_argv(sys.argv[1:] if name == "__main__" else None)
    sys.path.insert(0, root)
    return root


def own_grammar(other: str) -> None:
    """Give a checkout of another revision (a benchmark's `--against`) its own grammar where its code looks for it:
    this checkout's editable install maps `verifier.grammar` to this checkout's grammar/, so REV's parser would read
    this grammar (REV's findings and times with today's grammar). A copy at REV's verifier/grammar/ is found first."""
    shutil.copytree(os.path.join(other, "grammar"), os.path.join(other, "verifier", "grammar"), dirs_exist_ok=True)


def module(new: str, *old: str):
    """A module of `verifier` by its name in the layout by stage (docs/architecture.md, "Where each part lives"), else by
    the names it had before, newest first (before a module was split, before the house was laid out by stage):
    `--against` may measure a revision of any of these layouts."""
    import importlib

    for name in (new,) + old[:-1]:
        try:
            _own(f"verifier.{name}")
            return importlib.import_module(f"verifier.{name}")
        except ModuleNotFoundError as exc:
            if not exc.name or not f"verifier.{name}".startswith(exc.name):
                raise  # missing for another reason than the layout
    return importlib.import_module(f"verifier.{old[-1]}")


def _own(full: str) -> None:
    """ModuleNotFoundError unless every package on the way to the module `full` is of the checkout whose `verifier`
    was imported. An editable install's finder maps `verifier.X` to its own checkout when the imported `verifier`
    has no X (an older layout): REV's `--against` side then imported this checkout's module under REV's package,
    which failed inside it instead of falling back to REV's own layout."""
    import importlib.util

    import verifier

    package = os.path.dirname(os.path.abspath(verifier.__file__))
    parts = full.split(".")
    for end in range(2, len(parts) + 1):
        name = ".".join(parts[:end])
        spec = importlib.util.find_spec(name)
        where = spec and (spec.origin or next(iter(spec.submodule_search_locations or ()), None))
        if not where or not os.path.abspath(where).startswith(package + os.sep):
            raise ModuleNotFoundError(f"no {name} in {package}", name=name)
