"""The variants shipped with the tool: spec/ of the repository, installed inside the package as verifier/spec.

Standard library only, so that the engine can find them without the parser's imports.
"""
from __future__ import annotations

import os

PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # verifier/
EXTENSION = ".variant"


def shipped_spec() -> str | None:
    """The folder of the shipped variants: inside the installed package (verifier/spec), or spec/ beside the package
    in a checkout (an editable install); None when neither holds a variant."""
    for folder in (os.path.join(PACKAGE, "spec"), os.path.join(os.path.dirname(PACKAGE), "spec")):
        if os.path.isdir(folder) and any(name.endswith(EXTENSION) for name in os.listdir(folder)):
            return folder
    return None
