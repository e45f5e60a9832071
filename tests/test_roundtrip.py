"""parse -> model -> print -> parse gives the same model, for every spec file and the fixtures."""
import os

import pytest

from verifier.language.parser import parse_file, parse_text
from verifier.language.printer import print_file, print_variant
from verifier.language.resolve import Library

from conftest import SPEC_IDS, FIXTURES, spec_files

FILES = spec_files() + [os.path.join(FIXTURES, n) for n in sorted(os.listdir(FIXTURES)) if n.endswith(".variant")]


@pytest.mark.parametrize("path", FILES, ids=os.path.basename)
def test_file_round_trip(path):
    original = parse_file(path)
    printed = print_file(original)
    again = parse_text("printed.variant", printed)
    assert again == original
    assert print_file(again) == printed  # printing is stable


@pytest.mark.parametrize("vid", SPEC_IDS + ["every-construct", "child"])
def test_resolved_round_trip(library, vid):
    """A resolved variant printed as one standalone file resolves to the same rules."""
    variant = library.resolve(vid)
    flat = parse_text("flat.variant", print_variant(variant))
    assert flat.parent is None
    again = Library({flat.id: flat}).resolve(flat.id)
    skip = {"parent", "lineage", "changes", "span"}
    for name in variant.__dataclass_fields__:
        if name not in skip:
            assert getattr(again, name) == getattr(variant, name), name


def test_printer_quotes_strings_safely():
    vfile = parse_text("q.variant", 'variant q { remarks { remark r "a \\"quoted\\" \\\\ word" } }')
    assert vfile.statements[0].text == 'a "quoted" \\ word'
    assert parse_text("q2.variant", print_file(vfile)) == vfile


@pytest.mark.parametrize("text", ["levels 5, 10, K", "levels 2 to A", "levels K, 10, 5"])
def test_levels_round_trip(text):
    vfile = parse_text("l.variant", f"variant l {{\n  {text}\n}}\n")
    printed = print_file(vfile)
    assert f"levels {text[len('levels '):]}" in printed
    assert parse_text("l.variant", printed) == vfile
