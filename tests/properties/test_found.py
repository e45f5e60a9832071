"""The files the long property run found failing (tests/properties/found/), each kept as a test of its own: the
properties the run asks (properties.py) hold for it: `check` ends with findings, never an internal error; a clean file
plays and its records are confirmed; every worked example the checker proves, the engine confirms."""
import os
import shutil

import pytest

from .properties import Tally, check, examples_agree, play

FOUND = os.path.join(os.path.dirname(os.path.abspath(__file__)), "found")
FILES = sorted(name for name in os.listdir(FOUND) if name.endswith(".variant"))


@pytest.mark.parametrize("name", FILES)
def test_a_found_file_holds_every_property(name, tmp_path):
    path = str(tmp_path / name)  # alone in its folder, as the run writes each file
    shutil.copy(os.path.join(FOUND, name), path)
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    tally = Tally()
    checked = check(path)
    if checked.status == 0:
        play(path, 2, 7, tally)
    examples_agree(path, text, checked, tally)
    assert tally.examples, "no example was compared: the file no longer tests what it was kept for"
