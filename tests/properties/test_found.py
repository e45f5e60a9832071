"""The files the long property run found failing (tests/properties/found/), each kept as a test of its own: `check`
ends with findings, never an internal error."""
import os
import subprocess
import sys

import pytest

FOUND = os.path.join(os.path.dirname(os.path.abspath(__file__)), "found")
FILES = sorted(name for name in os.listdir(FOUND) if name.endswith(".variant"))


@pytest.mark.parametrize("name", FILES)
def test_a_found_file_checks_without_an_internal_error(name):
    done = subprocess.run([sys.executable, "-m", "verifier", "check", os.path.join(FOUND, name)], capture_output=True,
                          text=True, timeout=300)
    assert done.returncode in (0, 1), done.stderr[-2000:]
    assert "E999" not in done.stdout + done.stderr and "internal error" not in done.stderr
