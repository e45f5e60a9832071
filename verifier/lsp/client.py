"""A small client of `verifier lsp` over stdio, as an editor drives it: for benchmarks/lsp.py and the screenshot of
docs/editor.md (scripts/editor_screenshot.py). The tests use pytest-lsp's client instead."""
from __future__ import annotations

import asyncio
import sys
import time

from lsprotocol import types
from pygls.lsp.client import LanguageClient
from pygls.uris import from_fs_path


class Session:
    """A server in a subprocess, initialised for a workspace folder; `published` receives (time, params) of every
    `publishDiagnostics`."""

    def __init__(self, root: str, solver_delay: float = 0.4):
        self.root, self.solver_delay = root, solver_delay
        self.client = LanguageClient("verifier-client", "1")
        self.published: asyncio.Queue = asyncio.Queue()
        self.versions: dict[str, int] = {}

        @self.client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        def on_diagnostics(params):
            self.published.put_nowait((time.perf_counter(), params))

    async def __aenter__(self) -> "Session":
        await self.client.start_io(sys.executable, "-m", "verifier", "lsp")
        await self.client.initialize_async(types.InitializeParams(
            capabilities=types.ClientCapabilities(), root_uri=from_fs_path(self.root),
            initialization_options={"solverDelay": self.solver_delay}))
        self.client.initialized(types.InitializedParams())
        return self

    async def __aexit__(self, *exc) -> None:
        await self.client.shutdown_async(None)
        self.client.exit(None)
        await self.client.stop()

    def open(self, path: str, text: str) -> None:
        self.versions[path] = 1
        self.client.text_document_did_open(types.DidOpenTextDocumentParams(
            types.TextDocumentItem(from_fs_path(path), "variant", 1, text)))

    def change(self, path: str, text: str) -> None:
        self.versions[path] += 1
        self.client.text_document_did_change(types.DidChangeTextDocumentParams(
            types.VersionedTextDocumentIdentifier(version=self.versions[path], uri=from_fs_path(path)),
            [types.TextDocumentContentChangeWholeDocument(text)]))

    async def hover(self, path: str, line: int, character: int) -> types.Hover | None:
        return await self.client.text_document_hover_async(types.HoverParams(
            types.TextDocumentIdentifier(from_fs_path(path)), types.Position(line, character)))
