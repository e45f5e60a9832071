"""The variants of one `check` run checked on several cores (`check --jobs N`).

The work is split by family of variants (a variant goes with its ancestors below the root of its `extends` chain, so
that a child still gets most of its parent's findings from checks/inputs.py; the root, which every variant of spec/
extends, would make one family of them all), each share is checked in a process forked after the imports, and the
findings come back (pickled, through a pipe) to be reported in the order of the run: the output is the same as with
one process. Only the variants whose findings are not in the on-disk cache are split; with fewer than two of them, or
where `os.fork` does not exist, everything is checked here. A share whose process fails is checked here again, so
that an error in a check is reported as it is without --jobs. Ctrl-C ends every process at once (the others die of
the signal; this one stops them if it is interrupted alone), and `check` exits with 130 as without --jobs.
"""
from __future__ import annotations

import math
import os
import pickle
import signal

MIN_SHARE = 2  # variants to check below which a process of its own does not pay for its start


def default_jobs() -> int:
    """One process per core that is at least partly free (the cores less the load average of the last minute, rounded
    up), at least 1 and at most 4 (a run has a few dozen variants). Rounded up because the last minute's load counts
    this run's own predecessors (a check run just before leaves about 0.6 on an idle machine): rounded down, an idle
    2-core machine would check on one process. On a busy machine another process only adds its start and the findings
    its share no longer gets from the others (about a sixth more CPU for spec/), and ends no sooner."""
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cores = os.cpu_count() or 1
    try:
        busy = os.getloadavg()[0]
    except (AttributeError, OSError):
        busy = 0.0
    return max(1, min(4, math.ceil(cores - busy)))


def split(families: list[str], jobs: int) -> list[list[int]]:
    """The indexes of the work in `jobs` shares: whole families (in the order of the run), each to the share with the
    fewest so far, so that the shares are about equal and each family is checked in one process."""
    groups: dict[str, list[int]] = {}
    for index, family in enumerate(families):
        groups.setdefault(family, []).append(index)
    shares: list[list[int]] = [[] for _ in range(max(1, jobs))]
    for members in sorted(groups.values(), key=len, reverse=True):
        min(shares, key=len).extend(members)
    return [sorted(share) for share in shares if share]


def run_all(work: list, run, families: list[str], jobs: int) -> list:
    """`run(item)` for every item of `work`, on up to `jobs` processes; the results in the order of `work`."""
    shares = split(families, jobs) if jobs > 1 and hasattr(os, "fork") else [list(range(len(work)))]
    shares = [share for share in shares if share]
    if len(shares) < 2 or min(len(share) for share in shares) < MIN_SHARE:
        return [run(item) for item in work]
    children: list = []  # (pid, the pipe it writes to) of the processes not waited for yet
    try:
        for share in shares[1:]:
            children.append(_fork(share, work, run))
        results = {index: run(work[index]) for index in shares[0]}
        for share in shares[1:]:
            pid, pipe = children[0]
            data = pipe.read()
            pipe.close()
            _, status = os.waitpid(pid, 0)
            children.pop(0)
            results.update(_found(data, status, share, work, run))
    except BaseException:  # Ctrl-C, or an error here: the other shares are of no use now, stop them at once
        for pid, pipe in children:
            _stop(pid, pipe)
        raise
    return [results[index] for index in range(len(work))]


def _found(data: bytes, status: int, share: list[int], work: list, run) -> dict:
    """The results of a share as its process sent them, or found here if that process did not bring them whole."""
    found = None
    if status == 0 and data:
        try:
            found = dict(pickle.loads(data))
        except Exception:  # noqa: BLE001 - a share that did not come back whole is checked here
            found = None
    if found is None or set(found) != set(share):
        found = {index: run(work[index]) for index in share}
    return found


def _stop(pid: int, pipe) -> None:
    pipe.close()
    for stop in (lambda: os.kill(pid, signal.SIGKILL), lambda: os.waitpid(pid, 0)):
        try:
            stop()
        except OSError:  # gone already, or waited for
            pass


def _fork(share: list[int], work: list, run):
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: its share, then out, without the parent's exit handlers or buffers
        status = 1
        # Ctrl-C ends it at once, as a signal: a KeyboardInterrupt would wait for the end of a solver query, and a
        # `__del__` it lands in would swallow it (with a traceback) and let the share run on for nothing.
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        try:
            os.close(read)
            data = pickle.dumps([(index, run(work[index])) for index in share])
            with os.fdopen(write, "wb") as pipe:
                pipe.write(data)
            status = 0
        finally:
            os._exit(status)
    os.close(write)
    return pid, os.fdopen(read, "rb")


def check_all(todo: list[tuple[object, list[str]]], timeout_ms: int, proofs, jobs: int) -> list[list]:
    """The findings of each (variant, inputs) of `todo` (checks.check_cached), in the order of `todo`: those the
    on-disk cache holds read here, the others checked on up to `jobs` processes."""
    from . import cached, check_cached
    from .registry import CheckContext
    from . import load_all  # noqa: F401 - every check imported (and Z3) before a fork, not once per process

    def run(item):
        variant, inputs = item
        return check_cached(variant, inputs, CheckContext(timeout_ms=timeout_ms), proofs)

    found = [cached(inputs, timeout_ms) for _, inputs in todo]
    missing = [index for index, held in enumerate(found) if held is None]
    families = [_family(todo[index][0]) for index in missing]
    for index, findings in zip(missing, run_all([todo[index] for index in missing], run, families, jobs)):
        found[index] = findings
    return found


def _family(variant) -> str:
    """The ancestor just below the root of the variant's chain (the variant itself when it is one, or the root)."""
    lineage = variant.lineage or (variant.id,)
    return lineage[-2] if len(lineage) > 1 else lineage[-1]
