"""scripts/setup.sh runs the commands it should, with and without its switch to skip the optional compiled runtime
(`--no-compiled`, or VERIFIER_NO_COMPILED=1): run on a copy of the script with a `python3` that only records what it
is asked (no venv, no install), so that the test takes a second."""
from __future__ import annotations

import os
import shutil
import stat
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# `python3 -m venv .venv` makes .venv/bin/python, which writes each command line it is given to $SETUP_LOG.
FAKE_PYTHON3 = """#!/bin/sh
mkdir -p .venv/bin
printf '#!/bin/sh\\necho "$*" >> "$SETUP_LOG"\\n' > .venv/bin/python
chmod +x .venv/bin/python
echo "python3 $*" >> "$SETUP_LOG"
"""
INSTALL = '-m pip install --quiet -e .[test,docs,lsp,web,ray,agents,plots,compiled]'
BUILD = "-m verifier.native_build --quiet"


def _run(tmp_path: Path, *args: str, env: dict | None = None, native: bool = False) -> tuple[int, list[str], str]:
    (tmp_path / "scripts").mkdir(exist_ok=True)
    shutil.copy(ROOT / "scripts" / "setup.sh", tmp_path / "scripts" / "setup.sh")
    if native:
        (tmp_path / "verifier" / "_native").mkdir(parents=True, exist_ok=True)
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir(exist_ok=True)
    fake = bin_dir / "python3"
    fake.write_text(FAKE_PYTHON3)
    fake.chmod(fake.stat().st_mode | stat.S_IEXEC)
    log = tmp_path / "setup.log"
    log.unlink(missing_ok=True)
    environment = {k: v for k, v in os.environ.items() if k != "VERIFIER_NO_COMPILED"}
    environment.update(PATH=f"{bin_dir}{os.pathsep}{os.environ['PATH']}", SETUP_LOG=str(log), **(env or {}))
    done = subprocess.run(["bash", str(tmp_path / "scripts" / "setup.sh"), *args], capture_output=True, text=True,
                          env=environment, cwd=tmp_path, timeout=60)
    lines = log.read_text().splitlines() if log.exists() else []
    return done.returncode, lines, done.stderr


def test_by_default_it_installs_every_extra_and_builds_the_compiled_runtime(tmp_path):
    status, lines, _ = _run(tmp_path)
    assert status == 0
    assert lines == ["python3 -m venv .venv", "-m pip install --quiet --upgrade pip", INSTALL,
                     "-m compileall -q verifier", BUILD]  # what CI (.ci/run) runs, unchanged


@pytest.mark.parametrize("how", ["--no-compiled", "VERIFIER_NO_COMPILED=1"])
def test_the_switch_skips_only_the_compiled_build(tmp_path, how):
    args, env = ((how,), None) if how.startswith("--") else ((), dict([how.split("=")]))
    status, lines, err = _run(tmp_path, *args, env=env)
    assert status == 0
    assert lines == ["python3 -m venv .venv", "-m pip install --quiet --upgrade pip", INSTALL,
                     "-m compileall -q verifier"]
    assert "the compiled runtime was not built (--no-compiled or VERIFIER_NO_COMPILED=1); pure Python is used" in err


def test_a_build_already_made_is_said_to_stay(tmp_path):
    status, lines, err = _run(tmp_path, "--no-compiled", native=True)
    assert status == 0 and BUILD not in lines
    assert "the build already in verifier/_native/ is loaded where its sources are unchanged" in err


def test_zero_builds_and_anything_else_is_refused(tmp_path):
    status, lines, _ = _run(tmp_path, env={"VERIFIER_NO_COMPILED": "0"})
    assert status == 0 and lines[-1] == BUILD
    status, lines, err = _run(tmp_path, env={"VERIFIER_NO_COMPILED": "yes"})
    assert status == 2 and lines == [] and "VERIFIER_NO_COMPILED is 1" in err
    status, lines, err = _run(tmp_path, "--no-compile")
    assert status == 2 and lines == [] and "unknown option '--no-compile'" in err
    status, lines, err = _run(tmp_path, "--help")
    assert status == 0 and lines == []
