"""Diagnostics as you type: the fast stages (parse, build, resolve, references) on every change, the checker (the
semantic and Z3 checks) once the document has been still for `delay` seconds.

A change cancels the pending solver run of its document: one that has not started is dropped; one that is running
is stopped (`CheckContext.stop`: the query at work is interrupted, no other is asked) and its findings are discarded,
since they describe an older text.
"""
from __future__ import annotations

import asyncio
import logging
import os
import threading
import traceback
from concurrent.futures import Executor, Future
from queue import SimpleQueue
from dataclasses import dataclass, field

from lsprotocol import types as lsp

from ..diagnostics import Diagnostic, Severity
from .convert import Text, to_lsp, uri_of
from .project import Analysis, Project


@dataclass
class DocumentState:
    version: int = 0
    fast: list[Diagnostic] = field(default_factory=list)
    solver: list[Diagnostic] = field(default_factory=list)
    task: asyncio.Task | None = None
    run: object = None  # the CheckContext of the solver stage sent to the solver's thread


def solver_diagnostics(analysis: Analysis, ctx) -> list[Diagnostic] | None:
    """The checker's findings on a document whose fast stages are clean (notes left out, as `check` leaves them), in
    the run of `ctx` (a CheckContext); None when the run was stopped."""
    from ..checks import Stopped, run_checks

    if not analysis.clean:
        return []
    try:
        findings = run_checks(analysis.variant, ctx).findings
    except Stopped:
        return None
    finally:
        ctx.release()  # here, in the solver's thread: the event loop's thread keeps `ctx` but must not free Z3 objects
    return [f.diagnostic for f in findings if f.diagnostic is not None and f.diagnostic.severity != Severity.NOTE]


def lsp_diagnostics(analysis: Analysis, diags: list[Diagnostic], codec) -> list[lsp.Diagnostic]:
    texts = _Texts(analysis, codec)
    here = texts[analysis.path]
    vfile = analysis.vfile
    anchor = here.range(vfile.span) if vfile and vfile.span else lsp.Range(lsp.Position(0, 0), lsp.Position(0, 1))
    seen, out = set(), []
    for diag in diags:
        key = (diag.code, diag.message, diag.span)
        if key not in seen:  # a parent's problem found again through the child: once
            seen.add(key)
            out.append(to_lsp(diag, analysis.path, texts, anchor))
    return out


class _Texts(dict):
    """Texts of the files a diagnostic may point into, made on demand."""

    def __init__(self, analysis: Analysis, codec):
        super().__init__()
        self.analysis, self.codec = analysis, codec

    def __missing__(self, path: str) -> Text:
        sources = self.analysis.workspace.sources
        text = sources.get(path) or next((t for p, t in sources.items() if os.path.abspath(p) == path), None)
        if text is None:
            raise KeyError(path)
        self[path] = Text(text, self.codec)
        return self[path]

    def __contains__(self, path) -> bool:
        try:
            self[path]
            return True
        except KeyError:
            return False


class SolverThread(Executor):
    """The one thread the checker runs in (Z3's context is not shared between threads). A daemon: a check at work must
    not keep the server alive once the client has sent `exit` (the threads of a ThreadPoolExecutor are joined when the
    interpreter ends, so a long check held the process, busy, after its client had gone)."""

    def __init__(self):
        self.jobs: SimpleQueue = SimpleQueue()
        threading.Thread(target=self._work, name="verifier-solver", daemon=True).start()

    def submit(self, fn, /, *args, **kwargs) -> Future:
        future: Future = Future()
        self.jobs.put((future, fn, args, kwargs))
        return future

    def _work(self) -> None:
        while True:
            future, fn, args, kwargs = self.jobs.get()
            if not future.set_running_or_notify_cancel():
                continue
            try:
                future.set_result(fn(*args, **kwargs))
            except BaseException as exc:  # noqa: BLE001 - handed to the awaiting task, which reports it
                future.set_exception(CheckerFault(exc))


class CheckerFault(Exception):
    """A checker's exception as text: its traceback's frames hold Z3 objects, which must be freed in the solver's
    thread (see CheckContext.release), not in the event loop's where the fault is reported."""

    def __init__(self, exc: BaseException):
        super().__init__(f"{type(exc).__name__}: {exc}")
        self.details = "".join(traceback.format_exception(exc))


class Publisher:
    """Runs the stages for the documents of a server and publishes what they find."""

    def __init__(self, server, project: Project, delay: float = 0.4, timeout_ms: int = 2000):
        self.server, self.project, self.delay, self.timeout_ms = server, project, delay, timeout_ms
        self.states: dict[str, DocumentState] = {}
        self.analyses: dict[str, Analysis] = {}
        self.resolved: dict[str, Analysis] = {}  # the last analysis of each document that resolved
        self.solver_thread = SolverThread()

    def state(self, path: str) -> DocumentState:
        return self.states.setdefault(path, DocumentState())

    def changed(self, path: str, version: int, recheck_children: bool = True) -> Analysis:
        """A document's text changed: publish the fast stages now and schedule the solver."""
        state = self.state(path)
        state.version = version
        self.cancel(state)
        analysis = self.project.analyse(path)
        self.analyses[path] = analysis
        if analysis.variant is not None:
            self.resolved[path] = analysis
        state.fast, state.solver = analysis.diagnostics, []
        self.send(path, analysis, state)
        state.task = asyncio.get_event_loop().create_task(self._solve(path, version, analysis))
        if recheck_children:
            for child in self.project.children(path):
                self.changed(child, self.state(child).version, recheck_children=False)
        return analysis

    def closed(self, path: str) -> None:
        state = self.states.pop(path, None)
        if state is not None:
            self.cancel(state)
        self.analyses.pop(path, None)
        self.server.text_document_publish_diagnostics(lsp.PublishDiagnosticsParams(uri=uri_of(path), diagnostics=[]))

    def stop_all(self) -> None:
        """The client is going (`shutdown`): stop every pending and running check."""
        for state in self.states.values():
            self.cancel(state)

    def cancel(self, state: DocumentState) -> None:
        if state.task is not None and not state.task.done():
            state.task.cancel()
        if state.run is not None:  # a solver stage sent to its thread, maybe at work: stop it
            state.run.stop()

    async def _solve(self, path: str, version: int, analysis: Analysis) -> None:
        await asyncio.sleep(self.delay)
        if not analysis.clean:
            return
        from ..checks import CheckContext

        state = self.state(path)
        state.run = ctx = CheckContext(timeout_ms=self.timeout_ms)  # made here, so that a change can stop it at once
        loop = asyncio.get_running_loop()
        try:
            found = await loop.run_in_executor(self.solver_thread, solver_diagnostics, analysis, ctx)
        except Exception as exc:  # noqa: BLE001 - a fault of the checker: say so, rather than go quiet
            self.server.window_show_message(lsp.ShowMessageParams(lsp.MessageType.Error, (
                f"verifier: the checker failed on {os.path.basename(path)} ({exc}); the "
                "diagnostics shown are the fast stages' only. Please report it with the file.")))
            logging.getLogger(__name__).error("the checker failed on %s\n%s", path, getattr(exc, "details", exc))
            return
        if found is not None and self.states.get(path) is state and state.version == version \
                and self.analyses.get(path) is analysis:
            state.solver = found
            self.send(path, analysis, state)

    def send(self, path: str, analysis: Analysis, state: DocumentState) -> None:
        codec = self.server.workspace.position_codec
        diags = lsp_diagnostics(analysis, state.fast + state.solver, codec)
        self.server.text_document_publish_diagnostics(
            lsp.PublishDiagnosticsParams(uri=uri_of(path), diagnostics=diags, version=state.version))
