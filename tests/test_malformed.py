"""Golden diagnostics for malformed input: the catalogue under tests/malformed/.

A case is a `.variant` file (checked alone) or a folder of them (checked as a folder). Its golden output sits beside
it: `<case>.expected`, or `expected.txt` inside a case folder. Three cases are too large to commit and are generated
here (GENERATED); their golden files are `tests/malformed/<name>.expected` too.

Every case also says where its mistake is, in a first-line comment of the file that holds it:

    # expect: E106 at 3:3

(several separated by `;`, column optional). The test asserts that an `error[E106]` is reported at that line, so a
regenerated golden file cannot quietly move a diagnostic away from the mistake. Files that cannot hold a comment (an
empty file, binary bytes) have their expectation in EXPECT below.

Each case runs on a copy in a temporary folder, from that folder: `verifier check FILE` also reads the other files of
FILE's folder (to find parents), so checking a case inside tests/malformed/ would report every other case too.

Rewrite the golden files after a deliberate change with:

    UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/test_malformed.py

then read the diff: every diagnostic should name the place, say what was expected and suggest the closest word.
"""
from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

from verifier.cli import main

ROOT = Path(__file__).parent / "malformed"
UPDATE = os.environ.get("UPDATE_GOLDEN") == "1"
EXTENSION = ".variant"


def _long_line() -> bytes:
    """A 100,000-character line (a ladder pasted from a spreadsheet, say) with an unknown rank at its very end."""
    head = "  mandatory levels "
    body = "3, " * ((100_000 - len(head) - 1) // 3)
    line = head + body + " " * (100_000 - len(head) - len(body) - 1) + "Z"
    assert len(line) == 100_000
    return f"# expect: E201 at 4:100000\nvariant classic {{\n  players 4\n{line}\n}}\n".encode()


def _long_line_cjk() -> bytes:
    """A forum post pasted into one 100,000-character remark, with an unescaped `"` in the middle of it."""
    before, after = "出牌时限为三十秒" * 6_250, "超时由系统代为出牌" * 5_550
    line = f'    remark pasted "{before}"无效"{after}"'
    column = len(f'    remark pasted "{before}"') + 1
    assert 99_000 < len(line) < 101_000
    return (f"# expect: E107 at 4:{column}\nvariant classic {{\n  remarks {{\n{line}\n  }}\n}}\n").encode()


def _deep_nesting() -> bytes:
    """Ten thousand `{`: the parser must report the first one that cannot open a block, not overflow a stack."""
    return ("# expect: E107 at 2:18\nvariant classic " + "{" * 10_000 + "\n" + "}" * 10_000 + "\n").encode()


GENERATED = {"long-line": _long_line, "long-line-cjk": _long_line_cjk, "deep-nesting": _deep_nesting}

# Expectations of files that cannot hold a comment: case -> [(code, file, line, column)].
EXPECT = {
    "empty-file": [("E100", "empty-file.variant", 1, 1)],
    "binary-garbage": [("E102", "binary-garbage.variant", 1, 1)],
}


# The catalogue ---------------------------------------------------------------------------------------------------

class Case:
    def __init__(self, name: str, target: str, golden: Path, files: dict[str, bytes]):
        self.name, self.target, self.golden, self.files = name, target, golden, files

    def __repr__(self) -> str:
        return self.name


def _cases() -> list[Case]:
    cases = []
    for path in sorted(ROOT.iterdir()):
        if path.is_file() and path.name.endswith(EXTENSION):
            name = path.name[:-len(EXTENSION)]
            cases.append(Case(name, path.name, ROOT / f"{name}.expected", {path.name: path.read_bytes()}))
        elif path.is_dir():
            files = {f"{path.name}/{f.name}": f.read_bytes() for f in sorted(path.iterdir())
                     if f.name.endswith(EXTENSION)}
            cases.append(Case(path.name, path.name, path / "expected.txt", files))
    for name, make in GENERATED.items():
        cases.append(Case(name, f"{name}{EXTENSION}", ROOT / f"{name}.expected", {f"{name}{EXTENSION}": make()}))
    return cases


CASES = _cases()

_EXPECT_LINE = re.compile(r"#\s*expect:\s*(.+)")
_EXPECT_ITEM = re.compile(r"(E\d{3})\s+at\s+(\d+)(?::(\d+))?")


def expectations(case: Case) -> list[tuple[str, str, int, int | None]]:
    """What each file of a case says about where its mistake is."""
    found = list(EXPECT.get(case.name, ()))
    for file, data in case.files.items():
        first = data.split(b"\n", 1)[0].decode("utf-8", errors="replace")
        match = _EXPECT_LINE.match(first)
        if match:
            for item in match.group(1).split(";"):
                parsed = _EXPECT_ITEM.fullmatch(item.strip())
                assert parsed, f"{file}: cannot read the expectation {item!r}; write `# expect: E106 at 3:3`"
                code, line, column = parsed.groups()
                found.append((code, file, int(line), int(column) if column else None))
    return found


def run(case: Case, tmp_path: Path, monkeypatch, capsys, *options: str) -> tuple[int, str, str]:
    """Run `verifier check` on a copy of the case, from the folder that holds it, so that paths are short and stable."""
    for file, data in case.files.items():
        (tmp_path / file).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / file).write_bytes(data)
    monkeypatch.chdir(tmp_path)
    status = main(["check", *options, case.target])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def golden_text(status: int, out: str, err: str) -> str:
    out = re.sub(r" in \d+\.\d+ s$", " in <time> s", out, flags=re.M)
    text = f"exit status: {status}\n\n{out}"
    if err:
        text += f"--- stderr ---\n{err}"
    return text


# (code, file, line, column) of every error, read back from the rendered text.
_REPORTED = re.compile(r"^error\[(E\d{3})\]: .*\n\s*--> (.+):(\d+):(\d+)$", re.M)


# Tests -----------------------------------------------------------------------------------------------------------

def test_the_catalogue_is_complete():
    assert len(CASES) >= 30
    names = {case.name for case in CASES}
    orphans = [p.name for p in ROOT.glob("*.expected") if p.stem not in names]
    assert not orphans, f"golden files without a case: {orphans}"


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_golden_diagnostics(case: Case, tmp_path, monkeypatch, capsys):
    status, out, err = run(case, tmp_path, monkeypatch, capsys)
    text = out + err

    assert status in (1, 2), f"exit status {status}\n{text}"
    assert "Traceback" not in text and "internal error" not in text, text

    wanted = expectations(case)
    assert wanted, f"{case.name}: say where the mistake is with a first-line `# expect: CODE at LINE:COLUMN`"
    reported = [(code, file, int(line), int(column)) for code, file, line, column in _REPORTED.findall(text)]
    assert reported, f"no `error[E…]` with a `--> file:line:column` location:\n{text}"
    for code, file, line, column in wanted:
        hits = [r for r in reported if r[0] == code and r[1] == file and r[2] == line
                and (column is None or r[3] == column)]
        assert hits, (f"expected error[{code}] at {file}:{line}" + (f":{column}" if column else "") +
                      f"; reported: {reported}\n{text}")

    actual = golden_text(status, out, err)
    if UPDATE:
        case.golden.write_text(actual, encoding="utf-8")
        return
    assert case.golden.exists(), f"no golden file {case.golden}; run with UPDATE_GOLDEN=1 and read it"
    assert actual == case.golden.read_text(encoding="utf-8")


JSON_CASES = ["misspelled-keyword-players", "unclosed-block", "binary-garbage", "unknown-parent", "extends-cycle-3"]


@pytest.mark.parametrize("name", JSON_CASES)
def test_json_output(name: str, tmp_path, monkeypatch, capsys):
    case = next(c for c in CASES if c.name == name)
    status, out, err = run(case, tmp_path, monkeypatch, capsys, "--format", "json")
    assert status in (1, 2)
    assert "Traceback" not in out + err
    data = json.loads(out)
    # The cases' quotes are not verified (no source folder in the test's folder): that one warning has no span.
    diagnostics = [d for d in data["diagnostics"] if d["code"] != "W230"]
    assert data["summary"]["errors"] == len(diagnostics) > 0
    assert isinstance(data["summary"]["seconds"], (int, float))
    for diag in diagnostics:
        assert re.fullmatch(r"[A-Z]\d{3}", diag["code"])
        assert diag["severity"] == "error"
        assert diag["message"]
        primary = diag["primary"]
        assert primary is not None
        assert isinstance(primary["file"], str) and primary["file"].endswith(EXTENSION)
        assert primary["line"] >= 1 and primary["column"] >= 1
        assert (primary["end_line"], primary["end_column"]) >= (primary["line"], primary["column"])
    located = {(d["code"], d["primary"]["file"], d["primary"]["line"]) for d in diagnostics}
    for code, file, line, _column in expectations(case):
        assert (code, file, line) in located, f"{(code, file, line)} not in {located}"
