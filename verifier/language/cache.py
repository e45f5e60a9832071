"""The on-disk cache of `check` and the other commands that read variant files: parsed files and check results.

An entry answers only for exactly the inputs it was made from. Its key is a SHA-256 over the kind of entry, the
fingerprint of the code (every file of this package and of its grammar, wherever the install reads that from; the
versions of Lark and Z3; the Python version) and the entry's own inputs (a file's path and text; a variant's timeout
and the path and text of every file of its `extends` chain).
A change anywhere in the package, a dependency upgraded, a file edited: a different key, so the old entry is never
read again (and is pruned with the oldest). An entry that cannot be read is ignored and made again; an entry holds its
key and is used only if the key matches.

Where: $VERIFIER_CACHE, else $XDG_CACHE_HOME/shengji-verifier, else ~/.cache/shengji-verifier. `VERIFIER_CACHE=off`
(or `check --no-cache`) turns it off. A folder that cannot be written is the same as no cache: never an error.
The folder is made private to the user (mode 0700); one that is not the user's own, or that others may write in, is
never read from nor written to, as if the cache were off: its entries are pickles, and loading a pickle another user
planted would run their code. Lark's parse tables are kept there too (`lark_file`), not in the shared temporary
folder where Lark keeps them by default.
Standard library only: a warm `check` imports neither Lark nor Z3.
"""
from __future__ import annotations

import hashlib
import os
import pickle
import stat
import sys
from contextlib import contextmanager
from functools import lru_cache

ENV = "VERIFIER_CACHE"
OFF = frozenset({"off", "0", "no", "false"})
FORMAT = b"1"  # the layout of an entry; bump it when that changes
LIMIT = 1000  # entries per kind (some 20 MB); beyond it the oldest half goes
PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # verifier/
_CODE = (".py", ".lark", ".json", ".pyx", ".pxd")  # read and hashed; other files (built modules) by size and time
_DEPENDENCIES = (("lark", "lark-"), ("z3", "z3_solver-"))  # (import name, start of its dist-info folder's name)
# Subpackages that pyproject's package-dir may map from outside the package's folder: an editable install reads the
# grammar from grammar/ at the top of the checkout, where a walk of verifier/ does not reach it.
_MAPPED = ("grammar",)

_disabled = 0  # how many `turned_off()` blocks are running (check --no-cache)
_pruned: set[str] = set()  # the folders pruned by this process (once is enough)


@contextmanager
def turned_off():
    """No cache while the block runs: nothing read, nothing kept (`check --no-cache`)."""
    global _disabled
    _disabled += 1
    try:
        yield
    finally:
        _disabled -= 1


def folder() -> str | None:
    """The cache folder, or None when the cache is off."""
    if _disabled:
        return None
    chosen = os.environ.get(ENV)
    if chosen is not None:
        return None if chosen.strip().lower() in OFF or not chosen.strip() else os.path.expanduser(chosen)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "shengji-verifier")


def private_folder() -> str | None:
    """The cache folder, created private to the user (0700) if need be; None when the cache is off, or when the folder
    is not a folder of the user's own that only the user may write in (nothing is then read from it nor kept)."""
    where = folder()
    if where is None:
        return None
    try:
        os.makedirs(where, mode=0o700, exist_ok=True)
        info = os.stat(where)
    except OSError:
        return None
    owner = os.getuid() if hasattr(os, "getuid") else None  # (no owners to compare where there is no getuid)
    if not stat.S_ISDIR(info.st_mode) or (owner is not None and (info.st_uid != owner or info.st_mode & 0o022)):
        return None
    return where


def lark_file(*inputs: str) -> str | None:
    """Where Lark keeps the parse tables of a grammar built from `inputs` (the grammar's text and its options, so that
    two parsers of one grammar do not take turns overwriting one file): in the private cache folder, never in the
    shared temporary one. None when there is no private folder: the tables are then built afresh."""
    where = private_folder()
    if where is None:
        return None
    import lark

    digest = hashlib.sha256("\0".join((lark.__version__, sys.version, *inputs)).encode("utf-8")).hexdigest()
    path = os.path.join(where, "lark")
    try:
        os.makedirs(path, mode=0o700, exist_ok=True)
    except OSError:
        return None
    return os.path.join(path, f"grammar-{digest[:32]}.pickle")


@lru_cache(maxsize=1)
def fingerprint() -> bytes:
    """What every entry depends on besides its own inputs: this package's code and grammar, Lark's and Z3's versions,
    Python's."""
    digest = hashlib.sha256(FORMAT + b"\0" + sys.version.encode() + b"\0" + sys.implementation.cache_tag.encode())
    for top, root, dirs, names in _code_files():
        for name in names:
            path = os.path.join(root, name)
            digest.update(os.path.relpath(path, top).encode() + b"\0")
            try:
                if name.endswith(_CODE):
                    with open(path, "rb") as handle:
                        digest.update(hashlib.sha256(handle.read()).digest())
                elif not name.endswith((".pyc", ".variant")):  # variant files are inputs, keyed by their entries
                    stat = os.stat(path)
                    digest.update(f"{stat.st_size}:{stat.st_mtime_ns}".encode())
            except OSError:
                digest.update(b"unreadable")
    for module, dist in _DEPENDENCIES:
        digest.update(_installed(module, dist).encode() + b"\0")
    return digest.digest()


def _code_files():
    """(folder walked, folder, its subfolders, its file names) for the package and every mapped subpackage that lies
    outside it, in a fixed order."""
    tops = [PACKAGE]
    for sub in _MAPPED:
        for where in _locations(f"verifier.{sub}"):
            if where != PACKAGE and not where.startswith(PACKAGE + os.sep) and where not in tops:
                tops.append(where)
    for top in tops:
        for root, dirs, names in os.walk(top):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__" and not d.startswith("."))
            yield top, root, dirs, sorted(names)


def _locations(package: str) -> list[str]:
    """The folders a subpackage is imported from (found without importing it)."""
    from importlib.util import find_spec

    try:
        spec = find_spec(package)
    except (ImportError, ValueError):
        return []
    return [os.path.abspath(where) for where in (spec.submodule_search_locations or ())] if spec else []


def _installed(module: str, dist: str) -> str:
    """The dist-info folder names (name and version) beside a dependency, and its package files' sizes and times,
    found without importing it (importing Z3 is a tenth of a second)."""
    from importlib.util import find_spec

    try:
        spec = find_spec(module)
    except (ImportError, ValueError):
        spec = None
    if spec is None or not spec.origin:
        return f"{module}: absent"
    package = os.path.dirname(spec.origin)
    site = os.path.dirname(package)
    parts = [module, package]
    try:
        parts += sorted(name for name in os.listdir(site) if name.startswith(dist) and name.endswith(".dist-info"))
        for name in sorted(os.listdir(package)):
            stat = os.stat(os.path.join(package, name))
            parts.append(f"{name}:{stat.st_size}:{stat.st_mtime_ns}")
    except OSError:
        parts.append("unreadable")
    return "|".join(parts)


def key(kind: str, *inputs: str | bytes) -> str:
    """The key of an entry of `kind` made from `inputs` (in order), under the code's fingerprint."""
    digest = hashlib.sha256(kind.encode() + b"\0" + fingerprint())
    for item in inputs:
        data = item.encode("utf-8", "surrogatepass") if isinstance(item, str) else item
        digest.update(len(data).to_bytes(8, "little") + data)  # lengths first: ("ab", "c") is not ("a", "bc")
    return digest.hexdigest()


def text_digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def _path(kind: str, entry: str) -> str | None:
    where = private_folder()
    return None if where is None else os.path.join(where, kind, entry + ".pickle")


def load(kind: str, entry: str):
    """The value stored under this key, or None (no cache, no entry, or an entry that cannot be read)."""
    path = _path(kind, entry)
    if path is None:
        return None
    try:
        with open(path, "rb") as handle:
            stored_key, value = pickle.load(handle)
    except FileNotFoundError:
        return None
    except Exception:  # noqa: BLE001 - a truncated or foreign file is no entry: it is made again
        return None
    return value if stored_key == entry else None


def store(kind: str, entry: str, value) -> None:
    """Keep `value` under this key; silently nothing when the folder cannot be written."""
    path = _path(kind, entry)
    if path is None:
        return
    where = os.path.dirname(path)
    try:
        import tempfile  # only when an entry is made: a warm run needs none

        os.makedirs(where, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=where, prefix=".", suffix=".tmp")
        try:
            with os.fdopen(handle, "wb") as out:
                pickle.dump((entry, value), out, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(temporary, path)  # whole or not at all, also with several runs at once
        except BaseException:
            os.unlink(temporary)
            raise
        _prune(where)
    except Exception:  # noqa: BLE001 - a read-only or full disk: run without the cache
        return


def _prune(where: str) -> None:
    """Past LIMIT entries, drop the oldest half (entries of old code or edited files are never read again)."""
    if where in _pruned:
        return
    _pruned.add(where)
    entries = [e for e in os.scandir(where) if e.name.endswith(".pickle")]
    if len(entries) <= LIMIT:
        return
    entries.sort(key=lambda e: e.stat().st_mtime_ns)
    for old in entries[:len(entries) // 2]:
        try:
            os.unlink(old.path)
        except OSError:
            pass
