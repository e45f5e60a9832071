import os
from pathlib import Path

# The suite tests the reference, the pure-Python runtime, even where the compiled one is built (verifier/runtime/native.py;
# tests/engine/test_native.py plays both and compares them). `VERIFIER_PURE=0 pytest` runs it all on the compiled one.
os.environ.setdefault("VERIFIER_PURE", "1")
# The on-disk cache of parsed files and check results (verifier/language/cache.py): a test run has its own, empty at the start,
# and leaves the user's alone. tests/test_cache.py gives each of its tests a folder of its own.
if "VERIFIER_CACHE" not in os.environ:
    import atexit
    import shutil
    import tempfile

    os.environ["VERIFIER_CACHE"] = tempfile.mkdtemp(prefix="verifier-test-cache-")
    atexit.register(shutil.rmtree, os.environ["VERIFIER_CACHE"], True)

import pytest

from verifier.language.parser import parse_file, parse_text
from verifier.language.resolve import Library

# The Hypothesis profiles (`ci`, `long`) are registered before pytest reads `--hypothesis-profile`.
from properties import profiles  # noqa: E402,F401

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SPEC = os.path.join(ROOT, "spec")
FIXTURES = os.path.join(ROOT, "tests", "fixtures")


def spec_files():
    return sorted(os.path.join(SPEC, name) for name in os.listdir(SPEC) if name.endswith(".variant"))


SPEC_IDS = [os.path.basename(path)[:-len(".variant")] for path in spec_files()]


def parse_fragment(body: str, name: str = "t"):
    """Parse rules written inside a variant with no parent."""
    return parse_text(f"{name}.variant", f"variant {name} {{\n{body}\n}}\n")


def resolve_texts(**texts):
    """Parse several variant files given as id=text and return a Library over them."""
    files = {}
    for vid, text in texts.items():
        vfile = parse_text(f"{vid}.variant", text)
        files[vfile.id] = vfile
    return Library(files)


def read_folder(folder):
    """The variant files of one folder read as `check` reads a folder, each folder its own Library: the files that parse,
    in the order of their paths (the others are the parser's tests), and the variants of their ids that resolve, in the
    order of the ids (the others are the resolver's tests; of two files with one id, the first is the one resolved)."""
    parsed = []
    for path in sorted(Path(folder).glob("*.variant")):
        try:
            parsed.append(parse_file(str(path)))
        except Exception:  # noqa: BLE001 - broken fixtures are the parser's tests
            continue
    files = {}
    for vfile in parsed:
        files.setdefault(vfile.id, vfile)
    library = Library(files)
    resolved = []
    for vid in sorted(files):
        try:
            resolved.append(library.resolve(vid))
        except Exception:  # noqa: BLE001 - unresolvable fixtures are the resolver's tests
            continue
    return parsed, resolved


@pytest.fixture(scope="session")
def every_construct():
    return parse_file(os.path.join(FIXTURES, "every-construct.variant"))


@pytest.fixture(scope="session")
def library():
    files = {}
    for path in spec_files() + [os.path.join(FIXTURES, n) for n in sorted(os.listdir(FIXTURES))]:
        vfile = parse_file(path)
        files[vfile.id] = vfile
    return Library(files)
