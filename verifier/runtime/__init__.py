"""The engine's runtime: the general machinery of play, standard library only (see runtime/rules.py)."""
