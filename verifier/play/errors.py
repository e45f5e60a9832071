"""The error of a player that cannot be made or cannot play the game it is given (a usage error, exit 2): here alone,
so that both families' players may raise it without importing the other family (protocol.py and registry.py do)."""
from __future__ import annotations


class PlayerError(ValueError):
    """A player kind that cannot be made (an unknown name, a module or class not found, a bad budget), or that cannot
    play the game it was given: a usage error."""
