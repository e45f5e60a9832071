"""No unused import or variable, no undefined name, anywhere in the code (ruff's Pyflakes rules)."""
import subprocess
import sys

from conftest import ROOT


def test_ruff_finds_nothing():
    result = subprocess.run([sys.executable, "-m", "ruff", "check", "verifier", "tests", "benchmarks"],
                            cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
