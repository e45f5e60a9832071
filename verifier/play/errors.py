"""The error of a player that cannot be made or cannot play the game it is given (a usage error, exit 2): here alone,
so that both families' players may raise it without importing the other family (protocol.py and registry.py do)."""
from __future__ import annotations


class PlayerError(ValueError):
    """A player kind that cannot be made (an unknown name, a module or class not found, a bad budget), or that cannot
    play the game it was given: a usage error."""


def refused(command: str, exc: Exception, write=None) -> int:
    """Say why a command of the play stage (`simulate`, `play`, `tournament`, `analyse`) cannot run, and return its
    exit status: the error's own where it has one (engine.LoadError: 1 for a variant with errors or rules the engine
    cannot play, 2 for one not found or unreadable), else 2 (a usage error: a bad player, budget or backend)."""
    import sys
    message = f"verifier: {command}: {exc}"
    if write is None:
        print(message, file=sys.stderr)
    else:
        write(message)
    status = getattr(exc, "status", 2)
    return status if isinstance(status, int) else 2
