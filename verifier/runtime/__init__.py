"""The engine's runtime: the general machinery of play, standard library only (trick/rules.py and
climbing/rules.py say what each family plays)."""
from . import native

native.install()  # the compiled runtime, when it is built and current (verifier/runtime/native.py)
