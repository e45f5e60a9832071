"""`check --jobs N`: the variants checked on several processes give the output of one process (verifier/checks/
parallel.py)."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
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


@fork
def test_ctrl_c_ends_another_process_at_once(tmp_path):
    """Ctrl-C (SIGINT to every process of the group) ends a share's process as a signal, not as a KeyboardInterrupt
    that a `__del__` may swallow or a solver query may hold back: that share is then found here, nothing runs on."""
    parent, ran_on = os.getpid(), tmp_path / "ran-on"

    def run(n):
        if os.getpid() != parent:
            try:
                os.kill(os.getpid(), signal.SIGINT)
                time.sleep(2)
            except KeyboardInterrupt:  # what a __del__ does with it
                pass
            ran_on.write_text("the share ran on after Ctrl-C")
        return n * 10

    assert run_all(list(range(4)), run, ["a", "a", "b", "b"], 2) == [0, 10, 20, 30]
    assert not ran_on.exists()


@fork
def test_the_other_processes_stop_when_this_one_is_interrupted(tmp_path):
    parent = os.getpid()

    def run(n):
        if os.getpid() != parent:
            (tmp_path / f"{os.getpid()}.pid").write_text("")
            time.sleep(60)
        while not list(tmp_path.glob("*.pid")):  # the other process has started its share
            time.sleep(0.01)
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        run_all(list(range(4)), run, ["a", "a", "b", "b"], 2)
    for found in tmp_path.glob("*.pid"):
        with pytest.raises(ProcessLookupError):  # stopped and waited for, not left to sleep
            os.kill(int(found.stem), 0)


def test_ctrl_c_during_a_solver_query_is_pythons():
    """z3 takes SIGINT for itself while it solves unless told not to: it cancelled the query and `check` went on as
    if nothing had been pressed. The checker's solver leaves it to Python, which stops once the query returns."""
    import threading

    import z3

    from verifier.checks import CheckContext
    from verifier.checks.solver import Undecided, ask

    # a suite started in the background (`pytest &`) ignores SIGINT: the Ctrl-C of a terminal is what is tested
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    ctx = CheckContext(timeout_ms=1500)
    x, y, z = z3.Ints("x y z")
    hard = [x * x * x + y * y * y + z * z * z == 33, x > 10 ** 6]  # nothing z3 decides in 1.5 s
    timer = threading.Timer(0.3, os.kill, (os.getpid(), signal.SIGINT))
    started = time.monotonic()
    timer.start()
    try:
        with pytest.raises(KeyboardInterrupt):  # raised once the query returns, at its time limit
            try:
                ask(ctx, hard)
            except Undecided as exc:  # an answer and no KeyboardInterrupt: z3 took the Ctrl-C and cancelled
                took = time.monotonic() - started
                assert took > 1.4, f"z3 took the Ctrl-C: `{exc}` after {took:.1f} s and no KeyboardInterrupt"
            # (a query that ended by itself: the KeyboardInterrupt comes here, once the timer's thread has run, which
            # on a loaded machine can be well after the query returned)
            deadline = time.monotonic() + 30
            while not timer.finished.is_set() and time.monotonic() < deadline:
                time.sleep(0.05)
            time.sleep(0.5)
    finally:
        timer.cancel()
        signal.signal(signal.SIGINT, previous)
