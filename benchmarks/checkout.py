"""Which checkout a benchmark measures. A benchmark run with `--root DIR` (by its own `--against`) imports `verifier`
from DIR, so the path is set here, before the script imports `verifier`; run without it (or imported, as the tests
load the scripts by path), it measures the checkout it belongs to."""
from __future__ import annotations

import os
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
