"""Shengji-family rules as data: the variant language, its rule model, the checker, the engine and the rulebooks.

The package's face: `from verifier import engine` (the referee, verifier/play/engine.py) and `verifier.simulate`
(verifier/play/simulate.py) are the entry points the documentation shows; they are imported when first asked for, so
that `import verifier` stays free of the engine (docs/architecture.md shows where everything lives)."""

__version__ = "0.1.0"

# The public names the package's face lends from the stages, by the module that holds each.
_FACE = {"engine": "verifier.play.engine", "simulate": "verifier.play.simulate"}


def __getattr__(name: str):
    if name in _FACE:
        import importlib

        module = importlib.import_module(_FACE[name])
        globals()[name] = module
        return module
    raise AttributeError(f"module 'verifier' has no attribute {name!r}")
