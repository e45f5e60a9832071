"""`check --jobs N`: the variants checked on several processes give the output of one process (verifier/checks/
parallel.py)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from verifier.checks.parallel import default_jobs, run_all, split

ROOT = Path(__file__).parent.parent.parent
fork = pytest.mark.skipif(not hasattr(os, "fork"), reason="no os.fork here: --jobs checks in one process")


def test_a_family_stays_in_one_share_and_the_shares_are_about_equal():
    families = ["a", "b", "a", "c", "b", "a", "d"]
    shares = split(families, 2)
    assert sorted(i for share in shares for i in share) == list(range(7))
    for family in set(families):
        assert sum(any(families[i] == family for i in share) for share in shares) == 1
    assert sorted(len(share) for share in shares) == [3, 4]
    assert split(families, 1) == [list(range(7))]
    assert len(split(["a"] * 5, 3)) == 1  # one family: one share


@fork
def test_results_come_back_in_order_from_the_other_processes():
    parent = os.getpid()
    work = list(range(8))
    found = run_all(work, lambda n: (n * n, os.getpid() == parent), [str(n % 4) for n in work], 2)
    assert [square for square, _ in found] == [n * n for n in work]
    assert not all(here for _, here in found)  # some were found in another process


@fork
def test_a_share_whose_process_fails_is_done_here():
    parent = os.getpid()

    def run(n):
        if os.getpid() != parent:
            raise RuntimeError("a check failed in the other process")
        return n + 1

    assert run_all(list(range(6)), run, ["a", "a", "a", "b", "b", "b"], 2) == [1, 2, 3, 4, 5, 6]


def test_the_default_is_the_free_cores(monkeypatch):
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 1}, raising=False)
    for load, jobs in ((0.1, 2), (0.6, 2), (1.0, 1), (1.2, 1), (12.0, 1)):
        monkeypatch.setattr(os, "getloadavg", lambda load=load: (load, load, load))
        assert default_jobs() == jobs, load
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: set(range(16)), raising=False)
    monkeypatch.setattr(os, "getloadavg", lambda: (0.0, 0.0, 0.0))
    assert default_jobs() == 4


def test_fewer_variants_than_a_share_are_checked_here():
    parent = os.getpid()
    assert run_all([1, 2, 3], lambda n: os.getpid() == parent, ["a", "b", "c"], 2) == [True] * 3


def _check(*argv: str):
    out = subprocess.run([sys.executable, "-m", "verifier", "check", *argv, "--no-cache", "--format", "json"],
                         cwd=ROOT, capture_output=True, text=True, check=False)
    data = json.loads(out.stdout)
    data["summary"].pop("seconds")
    return out.returncode, data


@fork
def test_check_on_two_processes_prints_what_one_prints():
    """tests/engine/levels: 8 children of classic-2deck (in two shares of 4), two of them with a warning (C706)."""
    assert _check("tests/engine/levels/", "--jobs", "2") == _check("tests/engine/levels/", "--jobs", "1")
