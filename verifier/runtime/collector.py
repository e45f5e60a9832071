"""The cyclic garbage collector while deals are played: its older generations run rarely.

A deal allocates many short-lived lists and dicts, freed at once by reference counting (the engine makes almost no
reference cycles), while the card orders keep memos that grow as deals are played. With the default thresholds the
collector's middle and oldest generations, which hold those memos, were traversed again and again: a fifth to a
quarter of a simulation's time. While a match is played they run a thousand times less often than the youngest
generation, which runs as usual (so the rare cycles are still found); the thresholds are restored when the last
match being played ends. Nothing the engine decides depends on it.
"""
from __future__ import annotations

import gc
import threading
from contextlib import contextmanager

OLDER = 1000  # collections of a generation before the next older one is collected (CPython's default: 10)

_lock = threading.Lock()
_depth = 0
_saved: tuple[int, ...] = ()


@contextmanager
def rarely():
    """Within this block (reentrant, and shared by threads), the older generations are collected rarely."""
    global _depth, _saved
    with _lock:
        if _depth == 0:
            _saved = gc.get_threshold()
            gc.set_threshold(_saved[0], *(max(t, OLDER) for t in _saved[1:]))
        _depth += 1
    try:
        yield
    finally:
        with _lock:
            _depth -= 1
            if _depth == 0:
                gc.set_threshold(*_saved)
