"""A built site served on the loopback and opened in Debian's Chromium through Playwright, for the tests that need
a real browser (search, layout widths). `open_site(site)` yields (base URL, browser); it skips with a clear reason
where Playwright or Chromium is missing."""
from __future__ import annotations

import contextlib
import functools
import http.server
import os
import shutil
import threading

import pytest

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@contextlib.contextmanager
def open_site(site: str):
    sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install .[web])")
    chromium = os.environ.get("CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    if not chromium:
        pytest.skip("no Chromium on this machine (Debian: apt-get install chromium)")
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=site))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        with sync_api.sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium, args=FLAGS)
            try:
                yield f"http://127.0.0.1:{server.server_address[1]}/", browser
            finally:
                browser.close()
    finally:
        server.shutdown()
        server.server_close()
