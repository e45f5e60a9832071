"""The checks run in one order, load_all's, whichever check module a tool imports first: imported before the others,
`reading` registered C107 ahead of C101, and C107 then reported what C101 reports (five fixtures' goldens changed
when tests/test_compile_total.py ran before tests/checks/)."""
import subprocess
import sys

ORDER = "from verifier.checks import load_all, REGISTRY; print(' '.join(c.code for c in REGISTRY))"


def _order(first: str) -> str:
    return subprocess.run([sys.executable, "-c", f"import {first}\n{ORDER}"], capture_output=True, text=True,
                          check=True).stdout


def test_the_checks_run_in_one_order_whatever_is_imported_first():
    plain = _order("verifier.checks")
    assert plain.split()[:2] == ["C901", "C201"] and len(plain.split()) > 60
    for first in ("verifier.checks.reading", "verifier.checks.climbing.examples", "verifier.checks.family"):
        assert _order(first) == plain, first
