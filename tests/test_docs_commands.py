"""Every command the documentation shows a user runs as written: each `$ ` line of a ```console block of docs/*.md
and README.md (the Chinese pages hold the same blocks: tests/test_docs_zh.py), and each example at the end of every
`--help` (verifier/cli_help.py).

The commands of a page run in the order shown, in a scratch folder of the page that holds copies of spec/ and
generated/ (what they write stays out of the checkout) and `mine.variant`, the user's own file the examples name.
`.venv/bin/python`, `python` and a leading `verifier` stand for this interpreter; `--games` is cut to a few deals and
`--jobs` to two (the options themselves stay as written); stdin is empty (`play` and `lsp` end at its end, as at
Ctrl-D). A command must exit 0, print no traceback and no internal error; a command whose block shows its output
(`error[…]` lines: the diagnostics page) must print those lines and exit 1 or 2.

A command that cannot run here is in NOT_RUN with the reason and the test that covers it instead; any other
command shown is run, so a new one is tested from the moment it is written down.
"""
from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from test_docs import fences
from test_docs_zh import without_comments

ROOT = Path(__file__).resolve().parent.parent
PAGES = sorted((ROOT / "docs").glob("*.md"))
PAGES = [ROOT / "README.md"] + [page for page in PAGES if not page.name.endswith(".zh.md")]
GAMES, JOBS = 4, 2
MINE = 'variant mine extends classic-2deck {\n  title en "Mine" zh "我的"\n  scoring cap 240\n}\n'
# a player of the user's, as the pages show one (mine.py:MyPlayer: the protocol of verifier/play/protocol.py)
PLAYER = "class MyPlayer:\n    def __init__(self, rng):\n        self.rng = rng\n\n" \
         "    def choose(self, observation, legal):\n        return self.rng.choice(legal)\n"

# (pattern searched in the command as shown, why it is not run here and what runs it instead)
NOT_RUN = [
    (r"^bash scripts/(setup|check|test)\.sh", "the set-up itself: .ci/run runs it on a fresh machine, then this suite"),
    (r"pip install|pip wheel|-m venv|~/shengji/", "tests/test_wheel.py builds the wheel, installs it afresh, runs it"),
    (r"verifier serve\b", "a server: tests/test_bad_input.py starts it and stops it with Ctrl-C"),
    (r"mkdocs serve", "a server that rebuilds the site on every change"),
    (r"mkdocs build", "tests/rulebook/test_site.py builds the site"),
    (r"^ray start|--address \d", "a Ray cluster of several machines (tests/engine/test_backends.py: a local one)"),
    (r"\bnpm |code --install-extension", "Node and VS Code: tests/lsp/test_textmate.py packages the extension"),
    (r"benchmarks/", "a benchmark: minutes of figures, no pass or fail (tests/test_benchmarks.py: their inputs)"),
    (r"verifier\.native_build", "builds or removes the checkout's compiled runtime (setup.sh; tests/engine/test_native.py)"),
    (r"--sources \.\./shared/seeds", "the seeds beside the checkout: .ci/run runs it with them"),
    (r"verifier soak( spec/)? --", "every variant: tests/test_soak.py soaks spec/ with both players"),
    (r"verifier build( +#.*)?$|verifier build --spec", "renders what `build --check` renders, which runs here; "
                                                        "tests/test_bad_input.py builds into folders of its own"),
    (r"\b(VARIANT|KIND|B)\b|<command>", "a template: the words in capitals stand for values"),
    (r"-m pytest tests/properties", "the property tests: the suite runs their `ci` profile (tests/properties/); the "
                                    "`long` one takes hours"),
]


def not_run(command: str) -> str | None:
    for pattern, reason in NOT_RUN:
        if re.search(pattern, command):
            return reason
    return None


def console_commands(page: Path) -> list[tuple[str, str, list[str]]]:
    """(where, command, the output lines shown under it) of each `$ ` command of the page's console blocks."""
    found = []
    for block in fences(page):
        if block.lang != "console":
            continue
        lines = block.text.rstrip("\n").split("\n")
        shown = None  # the output lines of the block's last command
        i = 0
        while i < len(lines):
            prompt = re.match(r"^\S*\$ +(.*)$", lines[i])
            if prompt is None:
                if shown is not None:
                    shown.append(lines[i])
                i += 1
                continue
            where, text, shown = f"{page.name}:{block.line + 1 + i}", prompt.group(1), []
            while text.endswith("\\") and i + 1 < len(lines):  # a command continued on the next line
                i += 1
                text = text[:-1].rstrip() + " " + lines[i].strip()
            found.append((where, without_comments("console", text).strip(), shown))
            i += 1
    return found


def help_commands() -> list[tuple[str, str, list[str]]]:
    """The examples ending every `--help`, one per line, each followed by two spaces and what it does. `judge` comes
    last: its examples judge the records the others write (match.json of `play`)."""
    from verifier.cli_help import EXAMPLES

    found = []
    for command in sorted(EXAMPLES, key=lambda name: (name == "judge")):
        for line in EXAMPLES[command].split("\n")[1:]:
            text = re.split(r"\s{2,}", line.strip())[0]
            found.append((f"verifier {command or ''} --help".replace("  ", " "), text, []))
    return found


def as_run(command: str) -> str:
    """The command as this test runs it: this interpreter, a few deals, two workers."""
    python = shlex.quote(sys.executable)
    command = re.sub(r"(?<![\w/.~-])\.venv/bin/python\b", python, command)
    command = re.sub(r"(^|\s)python(?= )", lambda m: m.group(1) + python, command)
    command = re.sub(r"^verifier ", f"{python} -m verifier ", command)
    command = re.sub(r"--games (\d+)", lambda m: f"--games {min(int(m.group(1)), GAMES)}", command)
    return re.sub(r"--jobs (\d+)", lambda m: f"--jobs {min(int(m.group(1)), JOBS)}", command)


@pytest.fixture
def scratch(tmp_path_factory) -> Path:
    """The page's scratch folder, at the same path for every page: the cache of parsed files and of check results
    (keyed by the files' paths and texts) then serves each page's `check` after the first."""
    folder = tmp_path_factory.getbasetemp() / "docs-commands"
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir()
    shutil.copytree(ROOT / "spec", folder / "spec")
    shutil.copytree(ROOT / "generated", folder / "generated")
    (folder / "mine.variant").write_text(MINE, encoding="utf-8")
    (folder / "mine.py").write_text(PLAYER, encoding="utf-8")
    (folder / "verifier").mkdir()  # `schema > verifier/rule-model.schema.json` (no __init__.py: never imported)
    return folder


RAN: set[str] = set()  # the commands run clean so far: the same command shown on another page is not run again


def run_all(commands, folder: Path) -> list[str]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]).rstrip(os.pathsep)}
    env.pop("VERIFIER_SEEDS", None)
    problems = []
    for where, command, shown in commands:
        if not_run(command) or (as_run(command) in RAN and not shown):
            continue
        done = subprocess.run(["bash", "-c", as_run(command)], cwd=folder, env=env, stdin=subprocess.DEVNULL,
                              capture_output=True, text=True, timeout=600)
        output = done.stdout + done.stderr
        errors = [line.strip() for line in shown if line.startswith("error[")]
        expected = (1, 2) if errors else (0,)
        missing = [line.strip() for line in shown if line.strip() and line.strip() not in output]
        if done.returncode not in expected or missing or "Traceback" in output or "internal error" in output:
            problems.append(f"{where}: `{command}` exited {done.returncode} (expected {' or '.join(map(str, expected))})"
                            + (f"; the page shows lines it did not print: {missing}" if missing else "")
                            + f"\n{output[-1500:]}")
        else:
            RAN.add(as_run(command))
    return problems


@pytest.mark.parametrize("page", PAGES, ids=[page.name for page in PAGES])
def test_the_commands_a_page_shows_run(page, scratch):
    commands = console_commands(page)
    if not any(not not_run(command) for _, command, _ in commands):
        pytest.skip(f"{page.name} shows no command that runs here")
    problems = run_all(commands, scratch)
    assert not problems, "\n\n".join(problems)


def test_the_examples_of_every_help_run(scratch):
    problems = run_all(help_commands(), scratch)
    assert not problems, "\n\n".join(problems)


def test_every_command_not_run_is_shown_somewhere():
    """Each reason of NOT_RUN still stands for a command the docs show (an entry no command needs goes)."""
    shown = [command for page in PAGES for _, command, _ in console_commands(page)]
    shown += [command for _, command, _ in help_commands()]
    for pattern, reason in NOT_RUN:
        assert any(re.search(pattern, command) for command in shown), f"nothing shown matches {pattern!r}: {reason}"


def test_commands_are_read_as_the_reader_types_them(tmp_path):
    page = tmp_path / "p.md"
    page.write_text("```console\n$ verifier check --verbose   # a comment\n$ verifier simulate x \\\n"
                    "      --games 10000 --jobs 8\nerror[E001]: shown\n```\n\n```\n$ not a console block\n```\n",
                    encoding="utf-8")
    commands = console_commands(page)
    assert [(c, s) for _, c, s in commands] == [("verifier check --verbose", []),
                                                ("verifier simulate x --games 10000 --jobs 8", ["error[E001]: shown"])]
    assert as_run(commands[1][1]).endswith("-m verifier simulate x --games 4 --jobs 2")
    assert not_run("ray start --head --port 6379") and not not_run("verifier check")
