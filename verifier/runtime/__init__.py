"""The engine's runtime: the general machinery of play, standard library only (see runtime/rules.py)."""
from . import native

native.install()  # the compiled runtime, when it is built and current (verifier/runtime/native.py)
