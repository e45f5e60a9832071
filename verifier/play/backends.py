"""Where `simulate` plays its batches of matches: in this process, in worker processes, or on a Ray cluster.

A backend runs one function over a stream of tasks and yields the results in the order of the tasks, so that the
merge is the same whatever finished first; it keeps a bounded number of tasks in flight (twice its workers), so that
memory does not grow with the number of deals, and takes no further task once the caller has enough.

Ray is an optional extra (`pip install .[ray]`), imported only by the `ray` backend.
"""
from __future__ import annotations

import os
import socket
from collections import deque

BACKENDS = ("serial", "process", "ray")


class BackendError(Exception):
    """A backend that cannot run here (Ray not installed, no cluster at the address)."""


class Serial:
    """Every task in this process, one after the other."""

    def __init__(self):
        self.workers = 1

    def run(self, fn, tasks, done):
        for task in tasks:
            if done():
                return
            yield fn(task)

    def close(self) -> None:
        pass


class _Windowed:
    """Tasks submitted ahead, results taken in order: `submit(fn, task)` gives a handle, `result(handle)` waits."""

    workers = 1

    def run(self, fn, tasks, done):
        window: deque = deque()
        tasks = iter(tasks)
        ahead = 2 * self.workers
        while True:
            while len(window) < ahead and not done():
                task = next(tasks, None)
                if task is None:
                    break
                window.append(self.submit(fn, task))
            if not window:
                return
            yield self.result(window.popleft())
            if done():
                self.cancel(window)
                return

    def cancel(self, window) -> None:
        pass


def _leave_ctrl_c_to_the_parent() -> None:
    """A worker ignores Ctrl-C (SIGINT goes to every process of the terminal's group): the parent stops on it and
    terminates the pool, where each worker printed its own KeyboardInterrupt traceback."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)


class Processes(_Windowed):
    """`jobs` worker processes of this machine (multiprocessing; fork where the system has it)."""

    def __init__(self, jobs: int):
        import multiprocessing
        self.workers = max(1, jobs)
        context = multiprocessing.get_context("fork" if hasattr(os, "fork") else "spawn")
        self.pool = context.Pool(self.workers, initializer=_leave_ctrl_c_to_the_parent)

    def submit(self, fn, task):
        return self.pool.apply_async(fn, (task,))

    def result(self, handle):
        return handle.get()

    def close(self) -> None:
        """Let the tasks in flight end (at most the window: two a worker), then the workers. The pool's terminate
        kills a worker wherever it is: one killed while it sends a result leaves the result queue's lock taken, and
        terminate then waits for that lock for ever (CPython's multiprocessing.Pool; a `soak --backend process` on a
        busy machine hung so at its end)."""
        self.pool.close()
        self.pool.join()


class Ray(_Windowed):
    """Tasks on a Ray cluster: the one at `address` (`ray start --head` prints it; "auto" finds a local one), else
    the one this process already started (`ray.init(...)`), else a local one with `jobs` CPUs (all when 0)."""

    def __init__(self, jobs: int, address: str | None = None):
        try:
            import ray
        except ImportError:
            raise BackendError("the ray backend needs Ray: pip install '.[ray]'") from None
        self.ray = ray
        self.started = False
        if address:
            if not ray.is_initialized():
                unreachable = _unreachable(address)
                if unreachable:
                    raise BackendError(f"cannot reach the Ray cluster at {address}: {unreachable}")
                try:
                    ray.init(address=address, log_to_driver=False)
                except Exception as exc:  # noqa: BLE001 - Ray raises several kinds; all mean "no cluster there"
                    raise BackendError(f"cannot reach the Ray cluster at {address}: {exc}") from None
                self.started = True
        elif not ray.is_initialized():
            ray.init(num_cpus=jobs if jobs > 1 else None, include_dashboard=False, log_to_driver=False)
            self.started = True
        self.workers = max(1, int(ray.cluster_resources().get("CPU", 1)))
        self._remote = {}

    def submit(self, fn, task):
        remote = self._remote.get(fn)
        if remote is None:
            remote = self._remote[fn] = self.ray.remote(fn)
        return remote.remote(task)

    def result(self, handle):
        return self.ray.get(handle)

    def cancel(self, window) -> None:
        for handle in window:
            self.ray.cancel(handle)

    def close(self) -> None:
        if self.started:
            self.ray.shutdown()


def _unreachable(address: str, seconds: float = 5.0) -> str | None:
    """Why a Ray address HOST:PORT cannot be reached, None when a TCP connection to it opens (or the address has
    another form: `auto`, `ray://…`): `ray.init` retries an address where nothing listens for ever, printing warnings."""
    host, sep, port = address.rpartition(":")
    if address == "auto" or "://" in address or not sep or not port.isdigit():
        return None
    try:
        with socket.create_connection((host.strip("[]"), int(port)), timeout=seconds):
            return None
    except OSError as exc:
        return exc.strerror or str(exc) or type(exc).__name__


def make_backend(name: str, jobs: int = 1, address: str | None = None):
    if name == "serial":
        return Serial()
    if name == "process":
        return Processes(jobs if jobs > 1 else os.cpu_count() or 1)
    if name == "ray":
        return Ray(jobs, address)
    raise BackendError(f"unknown backend `{name}`; expected one of: {', '.join(BACKENDS)}")
