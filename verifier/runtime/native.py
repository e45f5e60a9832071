"""The compiled runtime, when it is built: which modules of verifier.runtime load as C extensions, and which do not.

The pure-Python runtime is the reference. `python -m verifier.native_build` (the `compiled` extra: Cython) compiles
the runtime's own sources, unchanged, into `verifier/_native/` (a build artefact, never committed). Each extension is
named by the SHA-256 of the source it was compiled from, so a module whose source changed since the build finds no
extension of its name: it loads as pure Python, and a warning says so once (never a stale extension, never silently).

    VERIFIER_PURE=1          always the pure-Python runtime, even where a build exists
    VERIFIER_NATIVE_DIR=DIR  the folder of the build (default: verifier/_native beside this module)

`status()` says what was loaded (`verifier --version` prints it). Standard library only: imported by
verifier.runtime before any of its modules.
"""
from __future__ import annotations

import hashlib
import importlib.machinery
import os
import sys
import warnings

# The package `verifier` (this module is verifier/runtime/native.py): the build folder lies inside it.
PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The modules compiled: every module of these packages but their __init__ (a package stays pure Python) and those of
# PURE: this loader itself, the card notation and the model's dataclass decorator, which the rest of the tool shares.
PACKAGES = ("verifier.runtime", "verifier.runtime.trick", "verifier.runtime.trick.actions", "verifier.runtime.trick.phases",
            "verifier.runtime.trick.play", "verifier.runtime.climbing")
PURE = ("verifier.runtime.native", "verifier.runtime.cards", "verifier.runtime.frozen")
# Bumped when the build's options change, so that an extension built with other options is not taken as current.
FORMAT = "1"
SUFFIX = importlib.machinery.EXTENSION_SUFFIXES[0]  # the interpreter's ABI, e.g. .cpython-311-x86_64-linux-gnu.so


def folder() -> str:
    return os.environ.get("VERIFIER_NATIVE_DIR") or os.path.join(PACKAGE, "_native")


def forced_pure() -> bool:
    return os.environ.get("VERIFIER_PURE", "") not in ("", "0")


def source_path(name: str) -> str | None:
    """The .py file of a module to compile, or None for a name outside PACKAGES (or a package itself)."""
    package, _, leaf = name.rpartition(".")
    if package not in PACKAGES or not leaf or name in PURE:
        return None
    path = os.path.join(os.path.dirname(PACKAGE), *name.split(".")) + ".py"
    return path if os.path.isfile(path) else None


def key_of(source: bytes, pxd: bytes | None = None) -> str:
    """What an extension is named by: the bytes of its source, of the .pxd beside it (Cython's declarations for the
    module, if any: a changed .pxd makes another extension) and the build format."""
    data = FORMAT.encode() + b"\0" + source
    if pxd is not None:
        data += b"\0pxd\0" + pxd
    return hashlib.sha256(data).hexdigest()[:20]


def read_sources(path: str) -> tuple[bytes, bytes | None]:
    """The bytes of a module's .py, and of the .pxd beside it or None: what the build compiles and the key names."""
    with open(path, "rb") as f:
        source = f.read()
    try:
        with open(path[:-len(".py")] + ".pxd", "rb") as f:
            return source, f.read()
    except FileNotFoundError:
        return source, None


def source_key(path: str) -> str:
    return key_of(*read_sources(path))


def extension_name(name: str, key: str) -> str:
    return f"{name}.{key}{SUFFIX}"


def built_keys(where: str, name: str) -> list[str]:
    """The source keys of the extensions of a module in the build folder (one when current, another when stale)."""
    prefix = name + "."
    return [e[len(prefix):-len(SUFFIX)] for e in os.listdir(where)
            if e.startswith(prefix) and e.endswith(SUFFIX) and "." not in e[len(prefix):-len(SUFFIX)]]


def compiled_modules() -> list[str]:
    """Every module name of PACKAGES that the build compiles, from the sources on disk."""
    out = []
    root = os.path.dirname(PACKAGE)
    for package in PACKAGES:
        where = os.path.join(root, *package.split("."))
        for entry in sorted(os.listdir(where)):
            if entry.endswith(".py") and entry != "__init__.py" and f"{package}.{entry[:-3]}" not in PURE:
                out.append(f"{package}.{entry[:-3]}")
    return out


class _Finder:
    """A meta-path finder for the modules of PACKAGES: the extension built from the current source, else nothing
    (the ordinary finder then loads the .py)."""

    def __init__(self, where: str):
        self.where = where
        self.warned = False  # once per process: `verifier --version` lists every module

    def find_spec(self, name, path=None, target=None):
        source = source_path(name)
        if source is None:
            return None
        file = os.path.join(self.where, extension_name(name, source_key(source)))
        if not os.path.isfile(file):
            if not self.warned:
                self.warned = True
                why = "was built from another source" if built_keys(self.where, name) else "is not in the build"
                warnings.warn(f"verifier: the compiled {name} {why}, so it runs as pure Python, and so may other "
                              f"modules (`verifier --version` lists them; rebuild: python -m verifier.native_build)",
                              RuntimeWarning, stacklevel=2)
            return None
        loader = importlib.machinery.ExtensionFileLoader(name, file)
        return importlib.util.spec_from_file_location(name, file, loader=loader)


_finder: _Finder | None = None


def install() -> None:
    """Put the finder first on sys.meta_path, once, when a build exists and pure Python is not forced."""
    global _finder
    if _finder is not None or forced_pure():
        return
    where = folder()
    if not os.path.isdir(where):
        return
    import importlib.util  # noqa: F401 - spec_from_file_location, only when there is a build to load
    _finder = _Finder(where)
    sys.meta_path.insert(0, _finder)


def availability(where: str | None = None) -> dict[str, str]:
    """For every module compiled, what the finder loads: "compiled" (an extension of the current source), "stale"
    (extensions of other sources only: the .py is loaded) or "missing" (none: the .py is loaded)."""
    where = where or folder()
    out = {}
    for name in compiled_modules():
        keys = built_keys(where, name) if os.path.isdir(where) else []
        out[name] = "compiled" if source_key(source_path(name)) in keys else "stale" if keys else "missing"
    return out


def status() -> dict:
    """Which runtime this process runs: "compiled", "pure" or "mixed", with the modules loaded of each."""
    modules = [m for m in compiled_modules() if m in sys.modules]
    compiled = sorted(m for m in modules if _is_extension(sys.modules[m]))
    pure = sorted(set(modules) - set(compiled))
    kind = "compiled" if compiled and not pure else "mixed" if compiled else "pure"
    return {"runtime": kind, "compiled": compiled, "pure": pure, "forced_pure": forced_pure()}


def describe() -> str:
    """One line: the runtime this process loads (`verifier --version` prints it)."""
    if forced_pure():
        return "runtime: pure Python (VERIFIER_PURE is set)"
    if not os.path.isdir(folder()):
        return "runtime: pure Python (no compiled build; see docs/engine.md)"
    found = availability()
    compiled = [m for m, v in found.items() if v == "compiled"]
    if len(compiled) == len(found):
        return f"runtime: compiled (Cython, {len(compiled)} modules in {folder()})"
    stale = [m for m, v in found.items() if v == "stale"]
    missing = [m for m, v in found.items() if v == "missing"]
    why = "; ".join(part for part in (f"built from another source: {', '.join(stale)}" if stale else "",
                                      f"not built: {', '.join(missing)}" if missing else "") if part)
    return (f"runtime: {'mixed' if compiled else 'pure Python'}, {len(compiled)} of {len(found)} modules compiled "
            f"({why}; rebuild: python -m verifier.native_build)")


def _is_extension(module) -> bool:
    return isinstance(getattr(module, "__loader__", None), importlib.machinery.ExtensionFileLoader)
