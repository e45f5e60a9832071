"""The web tests' server and browser: one server on the loopback (uvicorn in a thread, the app as `verifier serve`
builds it) and one Chromium (Debian's, driven by Playwright) for the whole session, shared by every browser test;
screenshots go to test-artifacts/ (or $TEST_ARTIFACTS), which git ignores."""
from __future__ import annotations

import os
import shutil
import socket
import threading
import time

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ARTIFACTS = os.environ.get("TEST_ARTIFACTS") or os.path.join(ROOT, "test-artifacts")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class LiveServer:
    """The app served by uvicorn on the loopback, in a thread."""

    def __init__(self, app, port: int | None = None, **config):
        import uvicorn
        self.port = port or free_port()
        self.app = app
        self.server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=self.port, log_level="warning",
                                                    lifespan="off", **config))
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def __enter__(self):
        self.thread.start()
        deadline = time.time() + 20
        while not self.server.started:
            assert time.time() < deadline, "the server did not start"
            time.sleep(0.05)
        return self

    def __exit__(self, *exc):
        self.server.should_exit = True
        self.thread.join(10)


@pytest.fixture(scope="session")
def server(tmp_path_factory):
    """The app with a rulebook site to link rulings to (a stand-in folder: the links are what is tested; the site's
    own build is tests/rulebook/test_rulebook_site.py's)."""
    pytest.importorskip("uvicorn", reason="the web extra is not installed (pip install .[web])")
    from verifier.web.app import create_app
    from verifier.web.limits import Limits
    site = tmp_path_factory.mktemp("site")
    (site / "index.html").write_text("<!doctype html><title>site</title>", encoding="utf-8")
    with LiveServer(create_app(Limits(rooms=32, connections=128), site=str(site))) as live:
        yield live.url


@pytest.fixture(scope="session")
def browser():
    sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install .[web])")
    chromium = os.environ.get("CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    if not chromium:
        pytest.skip("no Chromium on this machine (Debian: apt-get install chromium)")
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=chromium, args=FLAGS)
        yield b
        b.close()


@pytest.fixture
def artifacts() -> str:
    os.makedirs(ARTIFACTS, exist_ok=True)
    return ARTIFACTS


class Served:
    """`verifier serve` in a process of its own on the loopback (no test shares its interpreter: the figures of a
    load test are the server's own), its log in a file the tests read."""

    def __init__(self, tmp_path, *args: str):
        import subprocess
        import sys
        self.port = free_port()
        self.log_path = tmp_path / "serve.log"
        self._log = open(self.log_path, "w", encoding="utf-8")
        env = dict(os.environ, PYTHONPATH=ROOT)
        self.process = subprocess.Popen([sys.executable, "-m", "verifier", "serve", "--port", str(self.port), *args],
                                        cwd=ROOT, stdout=self._log, stderr=subprocess.STDOUT, env=env)
        deadline = time.time() + 30
        while True:
            assert self.process.poll() is None, self.log()
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                break
            except OSError:
                assert time.time() < deadline, "the server did not start: " + self.log()
                time.sleep(0.1)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def log(self) -> str:
        self._log.flush()
        return self.log_path.read_text(encoding="utf-8")

    def rss(self) -> int:
        """The server's resident memory, in kB (Linux)."""
        with open(f"/proc/{self.process.pid}/status", encoding="utf-8") as status:
            return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))

    def close(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(10)
        except Exception:  # noqa: BLE001 - a server that does not stop is killed
            self.process.kill()
        self._log.close()
