"""The documentation stays true to the code.

(a) Every ```variant block of docs/*.md parses. A block whose first statement is `variant …` is a whole file; any
    other block is a fragment, wrapped in `variant doc-example { … }`. Root files and fragments are resolved and their
    references checked (a fragment may cite sources it does not declare); a child file is resolved against the whole
    files shown before it on the same page; a fragment using `override` or `remove` is only parsed. A whole file is a
    complete variant: its quotes are looked up in the seeds (when they are here) and the checker must find no error.
(b) Every diagnostic code in the source of verifier/ has a section in docs/diagnostics.md, and vice versa.
(c) Every setting of every block class of verifier/model.py, and every value of an enumerated setting, appears in
    docs/language.md, in the section of its block.
(d) Every keyword of the grammar is listed in the "Keywords" section of docs/language.md.
(e) The failing examples of docs/diagnostics.md produce the code of their section, and the diagnostics of that code
    that `verifier check` prints are exactly the output shown under them (for the checker's C and N codes, whose
    witnesses come from the solver, the severities and codes must match). After a deliberate change of a message, refresh the outputs with
    `.venv/bin/python tests/test_docs.py --update` and review the diff.
"""
from __future__ import annotations

import ast
import contextlib
import dataclasses
import io
import os
import re
import sys
import tempfile
import tokenize
import typing
from enum import Enum
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from verifier import model as m  # noqa: E402
from verifier.diagnostics import DiagnosticError  # noqa: E402
from verifier.language.grammar import lark_parser  # noqa: E402
from verifier.language.parser import parse_text  # noqa: E402
from verifier.language.references import check_quotes, check_references, find_seeds  # noqa: E402
from verifier.language.resolve import Library  # noqa: E402

DOCS = ROOT / "docs"
EXAMPLE_SOURCES = ROOT / "tests" / "sources"  # the source folder of the examples of docs/diagnostics.md
LANGUAGE = DOCS / "language.md"
DIAGNOSTICS = DOCS / "diagnostics.md"
CODE = re.compile(r"^[A-Z][0-9]{3}$")


# Reading Markdown --------------------------------------------------------------------------------------------------

@dataclasses.dataclass
class Fence:
    page: Path
    line: int  # 1-based line of the opening fence
    info: str
    text: str
    heading: str  # the nearest heading above the block
    body_start: int  # 0-based index of the first line of the body
    body_end: int  # 0-based index of the closing fence

    @property
    def lang(self) -> str:
        return self.info.split()[0] if self.info.split() else ""

    @property
    def title(self) -> str | None:
        found = re.search(r'title="([^"]*)"', self.info)
        return found.group(1) if found else None

    @property
    def id(self) -> str:
        return f"{self.page.name}:{self.line}"


def fences(page: Path) -> list[Fence]:
    lines = page.read_text(encoding="utf-8").split("\n")
    found, heading, i = [], "", 0
    while i < len(lines):
        opening = re.match(r"^( *)(`{3,}|~{3,})\s*(.*)$", lines[i])
        if opening is None:
            if lines[i].startswith("#"):
                heading = lines[i]
            i += 1
            continue
        indent, fence, info = opening.groups()
        closing = re.compile(rf"^ *{re.escape(fence[0])}{{{len(fence)},}}\s*$")
        j = i + 1
        while j < len(lines) and not closing.match(lines[j]):
            j += 1
        body = [line[len(indent):] if line.startswith(indent) else line.lstrip() for line in lines[i + 1:j]]
        found.append(Fence(page, i + 1, info.strip(), "\n".join(body) + "\n", heading, i + 1, j))
        i = j + 1
    return found


def sections(page: Path, level: int) -> dict[str, str]:
    """Heading text -> the text under it, up to the next heading of the same or a higher level (outside fences)."""
    out: dict[str, list[str]] = {}
    current, in_fence = None, False
    for line in page.read_text(encoding="utf-8").split("\n"):
        if re.match(r"^ *(```|~~~)", line):
            in_fence = not in_fence
        heading = None if in_fence else re.match(r"^(#+) (.*)$", line)
        if heading and len(heading.group(1)) <= level:
            current = heading.group(2).strip() if len(heading.group(1)) == level else None
            if current is not None:
                out[current] = []
            continue
        if current is not None:
            out[current].append(line)
    return {name: "\n".join(text) for name, text in out.items()}


def doc_pages() -> list[Path]:
    """The English pages: a Chinese page (NAME.zh.md) has the same code blocks, which tests/test_docs_zh.py proves."""
    return sorted(p for p in DOCS.glob("*.md") if not p.name.endswith(".zh.md"))


# (a) every variant block parses --------------------------------------------------------------------------------------

def _first_statement(text: str) -> str:
    for line in text.split("\n"):
        stripped = line.strip()
        if stripped and not stripped.startswith("#"):
            return stripped
    return ""


def _is_whole_file(text: str) -> bool:
    return re.match(r"variant\s", _first_statement(text) + " ") is not None


VARIANT_BLOCKS = [f for page in doc_pages() for f in fences(page) if f.lang == "variant"]


def _parse(name: str, text: str) -> m.VariantFile:
    try:
        return parse_text(name, text)
    except DiagnosticError as exc:
        pytest.fail(f"{name} does not parse:\n" + "\n".join(f"{d.code} {d.span}: {d.message}"
                                                           for d in exc.diagnostics))


def _resolve(files: dict[str, m.VariantFile], vid: str) -> m.Variant:
    try:
        return Library(files).resolve(vid)
    except DiagnosticError as exc:
        pytest.fail(f"`{vid}` does not resolve:\n" + "\n".join(f"{d.code} {d.span}: {d.message}"
                                                              for d in exc.diagnostics))


def _ancestors_known(files: dict[str, m.VariantFile], vid: str) -> bool:
    seen = set()
    while vid is not None and vid not in seen:
        if vid not in files:
            return False
        seen.add(vid)
        vid = files[vid].parent
    return True


def test_docs_have_variant_blocks():
    assert LANGUAGE.exists() and DIAGNOSTICS.exists() and (DOCS / "architecture.md").exists()
    assert len([b for b in VARIANT_BLOCKS if b.page == LANGUAGE]) > 40


@pytest.mark.parametrize("block", VARIANT_BLOCKS, ids=[b.id for b in VARIANT_BLOCKS])
def test_variant_block_parses(block: Fence):
    if _is_whole_file(block.text):
        vfile = _parse(block.id, block.text)
        files: dict[str, m.VariantFile] = {}
        for earlier in VARIANT_BLOCKS:  # the whole files shown before this one on the same page
            if earlier.page == block.page and earlier.line < block.line and _is_whole_file(earlier.text):
                try:
                    previous = parse_text(earlier.id, earlier.text)
                except DiagnosticError:
                    continue
                files[previous.id] = previous
        files[vfile.id] = vfile
        if not _ancestors_known(files, vfile.id):
            return  # a child of a variant the page does not show: parsing is all that can be checked
        variant = _resolve(files, vfile.id)
        problems = check_references(variant)
        seeds = find_seeds(str(ROOT))
        if seeds:
            problems += check_quotes(variant, seeds)
        if not problems:  # a whole file is a complete variant: the checker must find no error in it
            from verifier.checks import run_checks
            from verifier.diagnostics import Severity

            problems = [f.diagnostic for f in run_checks(variant).findings
                        if f.diagnostic is not None and f.diagnostic.severity == Severity.ERROR]
    else:
        text = "variant doc-example {\n" + block.text + "}\n"
        vfile = _parse(block.id, text)
        if any(isinstance(s, (m.Override, m.Removal)) for s in vfile.statements):
            return  # `override` and `remove` need a parent: parsing is all that can be checked
        variant = _resolve({vfile.id: vfile}, vfile.id)
        # a fragment names sources and finishing places that the rest of its variant declares
        problems = [d for d in check_references(variant) if d.code not in ("E220", "E223")]
    assert not problems, "\n".join(f"{d.code} {d.span}: {d.message}" for d in problems)


# (b) diagnostic codes ------------------------------------------------------------------------------------------------

def codes_in_source() -> dict[str, str]:
    """Every string literal of verifier/ that is exactly a code (`"E201"`), with where it first occurs."""
    found: dict[str, str] = {}
    for path in sorted((ROOT / "verifier").rglob("*.py")):
        with open(path, "rb") as handle:
            for token in tokenize.tokenize(handle.readline):
                if token.type != tokenize.STRING:
                    continue
                try:
                    value = ast.literal_eval(token.string)
                except (ValueError, SyntaxError):
                    continue
                if isinstance(value, str) and CODE.match(value):
                    found.setdefault(value, f"{path.relative_to(ROOT)}:{token.start[0]}")
    return found


def codes_in_docs() -> set[str]:
    """Codes with a section in docs/diagnostics.md, or a row of its checker table (their pages are in docs/checks/)."""
    text = DIAGNOSTICS.read_text(encoding="utf-8")
    return (set(re.findall(r"^#{2,4} .*?\b([A-Z][0-9]{3})\b", text, re.M)) |
            set(re.findall(r"^\| ([CN][0-9]{3}) \|", text, re.M)))


def test_every_checker_code_row_links_a_page_that_documents_it():
    text = DIAGNOSTICS.read_text(encoding="utf-8")
    for code, page in re.findall(r"^\| ([CN][0-9]{3}) \|.*\]\(checks/([A-Z0-9]+)\.md\) \|$", text, re.M):
        target = ROOT / "docs" / "checks" / f"{page}.md"
        assert target.exists(), f"{code}: no page {target}"
        assert re.search(rf"\b{code}\b", target.read_text(encoding="utf-8")), f"{code} is not on its page {page}"


def test_every_code_in_the_source_is_documented():
    missing = {code: where for code, where in codes_in_source().items() if code not in codes_in_docs()}
    assert not missing, f"codes without a section in docs/diagnostics.md: {missing}"


def test_every_documented_code_is_in_the_source():
    stale = codes_in_docs() - set(codes_in_source())
    assert not stale, f"docs/diagnostics.md documents codes the source no longer uses: {sorted(stale)}"


# (c) settings ------------------------------------------------------------------------------------------------------

def block_classes() -> list[type]:
    # every class of the rule model is a name of its face, whichever of its modules defines it
    return [cls for cls in vars(m).values()
            if isinstance(cls, type) and dataclasses.is_dataclass(cls) and cls.__module__.startswith(m.__name__ + ".")
            and any("setting" in f.metadata for f in dataclasses.fields(cls))]


def setting_name(f: dataclasses.Field) -> str:
    return f.metadata["setting"] or f.name.replace("_", "-")


def enum_of(hint) -> type[Enum] | None:
    """The enum of a setting typed `E | None` or `tuple[E, ...] | None`."""
    for arg in (hint, *typing.get_args(hint)):
        if typing.get_origin(arg) is tuple:
            arg = typing.get_args(arg)[0]
        if isinstance(arg, type) and issubclass(arg, Enum):
            return arg
    return None


def section_of(cls: type) -> str:
    """The text of the language.md section about a block class: `KittyBonus` is the section `kitty bonus`."""
    words = re.sub(r"(?<!^)(?=[A-Z])", " ", cls.__name__).lower()
    found = [text for level in (2, 3, 4) for heading, text in sections(LANGUAGE, level).items()
             if heading.replace("`", "").lower() in (words, words + "s")]  # "## Deal" and the climbing "### deal"
    if found:
        return "\n".join(found)
    pytest.fail(f"docs/language.md has no section for `{cls.__name__}` (expected a heading `{words}`)")


def test_model_has_settings():
    assert len(block_classes()) >= 8


@pytest.mark.parametrize("cls", block_classes(), ids=lambda cls: cls.__name__)
def test_every_setting_is_documented(cls):
    text = section_of(cls)
    hints = typing.get_type_hints(cls)
    for f in dataclasses.fields(cls):
        if "setting" not in f.metadata:
            continue
        name = setting_name(f)
        assert f"`{name}`" in text or f"{name}:" in text, \
            f"setting `{name}` of `{cls.__name__}` is not in its section of docs/language.md"
        enum = enum_of(hints[f.name])
        for member in enum or ():
            assert f"`{member.value}`" in text or f"{member.value}" in text.split(), \
                f"value `{member.value}` of `{name}` ({cls.__name__}) is not in its section of docs/language.md"


# (d) keywords --------------------------------------------------------------------------------------------------------

_NOT_KEYWORDS = {"NAME", "ATOM", "INT", "STRING", "COMMENT", "SIGNED"}


def grammar_keywords() -> set[str]:
    """Literal keywords, and the alternatives of keyword-like regular terminals (`COMBO`, `SIDE`, …)."""
    words = set()
    for terminal in lark_parser().terminals:
        pattern = terminal.pattern
        if terminal.name.startswith("__") or terminal.name in _NOT_KEYWORDS:
            continue
        if pattern.type == "str":
            if re.fullmatch(r"[a-z][a-z-]*", pattern.value):
                words.add(pattern.value)
            continue
        body = re.sub(r"\(\?![^)]*\)", "", pattern.value)  # drop look-aheads
        body = body.replace("(?:", "(").strip("()")
        for alternative in body.split("|"):
            if re.search(r"[a-z]", alternative):
                words.add(alternative)  # a regular expression such as `cards?`
    return words


def test_every_keyword_is_listed():
    listed = set(re.findall(r"`([^`]+)`", sections(LANGUAGE, 2)["Keywords"]))
    missing = sorted(word for word in grammar_keywords()
                     if not any(re.fullmatch(word, item) for item in listed))
    assert not missing, f"keywords missing from the Keywords section of docs/language.md: {missing}"


# (e) the failing examples of diagnostics.md ------------------------------------------------------------------------

@dataclasses.dataclass
class Case:
    code: str
    heading: str
    inputs: list[Fence]
    output: Fence | None


def diagnostic_cases(page: Path = DIAGNOSTICS) -> list[Case]:
    cases: dict[str, Case] = {}
    for fence in fences(page):
        found = re.match(r"^#{2,4} .*?\b([A-Z][0-9]{3})\b", fence.heading)
        if not found:
            continue
        case = cases.setdefault(fence.heading, Case(found.group(1), fence.heading, [], None))
        if fence.lang == "text" and fence.title:
            case.inputs.append(fence)
        elif fence.lang == "text" and case.inputs and case.output is None:
            case.output = fence
    return [case for case in cases.values() if case.inputs]


def run_check(case: Case, folder: Path) -> tuple[int, str]:
    """`verifier check` on the example files, in an empty folder: its status, and the diagnostics it prints with the
    code of the case (other diagnostics, such as the checker's findings on the valid files of an example, and the
    summary line are left out)."""
    from verifier.cli import main

    names = []
    for fence in case.inputs:
        path = folder / fence.title
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(fence.text, encoding="utf-8")
        names.append(fence.title)
    # The examples' source folder is the one written for the tests; W230 shows a run without any source folder.
    sources = [] if case.code == "W230" else ["--sources", str(EXAMPLE_SOURCES)]
    saved_env, saved_dir = os.environ.pop("VERIFIER_SEEDS", None), os.getcwd()
    out = io.StringIO()
    try:
        os.chdir(folder)
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
            status = main(["check", *names, *sources])
    finally:
        os.chdir(saved_dir)
        if saved_env is not None:
            os.environ["VERIFIER_SEEDS"] = saved_env
    text = out.getvalue()
    text = text[:text.rfind("\nchecked ") + 1] if "\nchecked " in text else text
    shown = [chunk for chunk in text.split("\n\n") if re.match(rf"^\w+\[{case.code}\]", chunk)]
    return status, "\n\n".join(chunk.strip("\n") for chunk in shown) + "\n"


DIAGNOSTIC_CASES = diagnostic_cases()


def test_diagnostics_have_examples():
    assert len(DIAGNOSTIC_CASES) >= 25


@pytest.mark.parametrize("case", DIAGNOSTIC_CASES, ids=[c.heading.lstrip("# ") for c in DIAGNOSTIC_CASES])
def test_diagnostic_example(case: Case, tmp_path):
    status, output = run_check(case, tmp_path)
    assert case.output is not None, f"{case.heading}: no ```text block of output after the example"
    assert f"[{case.code}]" in output, f"{case.heading}: the example does not produce {case.code}:\n{output}"
    assert status == 1 or not output.startswith("error[")
    if not case.code.startswith("E"):
        # A checker's witness and wording come from the solver and move with its work: the severity and the code
        # must match; the rest of the output is an illustration (refresh it with --update).
        head = re.compile(r"^\w+\[[A-Z][0-9]{3}\]", re.M)
        assert head.findall(output) == head.findall(case.output.text), (
            f"{case.heading}: docs/diagnostics.md:{case.output.line} shows other diagnostics than `verifier check` "
            f"prints now; run `.venv/bin/python tests/test_docs.py --update` and review.\nNow:\n{output}")
        return
    assert output == case.output.text, (
        f"{case.heading}: docs/diagnostics.md:{case.output.line} shows an output that `verifier check` no longer "
        f"prints; run `.venv/bin/python tests/test_docs.py --update` and review.\nNow:\n{output}")


def update_diagnostics() -> None:
    """Rewrite the output blocks of docs/diagnostics.md with what `verifier check` prints now."""
    lines = DIAGNOSTICS.read_text(encoding="utf-8").split("\n")
    for case in sorted(DIAGNOSTIC_CASES, key=lambda c: -c.inputs[0].line):
        with tempfile.TemporaryDirectory() as folder:
            _status, output = run_check(case, Path(folder))
        if case.output is None:
            last = case.inputs[-1]
            lines[last.body_end + 1:last.body_end + 1] = ["", "```text", *output.rstrip("\n").split("\n"), "```"]
        else:
            lines[case.output.body_start:case.output.body_end] = output.rstrip("\n").split("\n")
    DIAGNOSTICS.write_text("\n".join(lines), encoding="utf-8")


if __name__ == "__main__":
    if sys.argv[1:] == ["--update"]:
        update_diagnostics()
    else:
        print(__doc__)
