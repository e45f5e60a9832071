"""Render docs/images/editor.png: a variant file as the VS Code extension shows it, with the language server's real
answers. Run by hand after a change worth showing (needs Node with editors/vscode's packages, and chromium):

    .venv/bin/python scripts/editor_screenshot.py

VS Code itself cannot be installed here, so the picture is not a VS Code window: it is an HTML page drawn in
headless Chromium in VS Code's Dark+ colours, from (1) the scopes that the extension's TextMate grammar gives every
token (editors/vscode/test/tokenize.js), (2) the diagnostics that `verifier lsp` publishes for the text, and (3) its
hover at a setting, both asked over stdio as an editor asks.
"""
from __future__ import annotations

import asyncio
import html
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXTENSION = os.path.join(ROOT, "editors", "vscode")
OUT = os.path.join(ROOT, "docs", "images", "editor.png")
FILE = os.path.join(ROOT, "spec", "shuangsheng-2deck.variant")
FIRST, LAST = 5, 24  # the lines shown (from 1)
TYPO = ("first-declarer: first-to-declare", "first-declarer: first-to-declar")
HOVER_AT = "nobody-declares:"

# Dark+ colours by scope, most specific first.
COLOURS = [("comment", "#6a9955"), ("string.quoted.double.chinese", "#ce9178"), ("constant.other.card.red", "#f14c4c"),
           ("constant.other.card.black", "#e0e0e0"), ("string", "#ce9178"), ("keyword.other.decision", "#c586c0"),
           ("keyword.other.combination", "#4ec9b0"), ("keyword", "#569cd6"), ("entity.name.tag", "#dcdcaa"),
           ("punctuation.definition.citation", "#dcdcaa"), ("variable.other.setting", "#9cdcfe"),
           ("constant.numeric", "#b5cea8"), ("support.constant", "#4fc1ff"), ("constant.language", "#569cd6"),
           ("variable.other.name", "#d4d4d4"), ("constant", "#4fc1ff")]


def colour(scopes: list[str]) -> str:
    for prefix, value in COLOURS:
        if any(s.startswith(prefix) for s in scopes):
            return value
    return "#d4d4d4"


async def ask(clean: str, text: str):
    """The diagnostics of `text` (the file with a typo, as typed after the clean file was open) and a hover."""
    from verifier.lsp.client import Session

    async with Session(ROOT, solver_delay=0.1) as session:
        session.open(FILE, clean)
        await session.published.get()
        await session.published.get()
        session.change(FILE, text)
        _, params = await session.published.get()
        try:  # the checker runs only on a variant without errors: then its turn comes too
            _, params = await asyncio.wait_for(session.published.get(), 5)
        except asyncio.TimeoutError:
            pass
        offset = text.index(HOVER_AT) + 3
        line = text.count("\n", 0, offset)
        hover = await session.hover(FILE, line, offset - text.rfind("\n", 0, offset) - 1)
        return params.diagnostics, hover, line


def scopes_of(text: str):
    with tempfile.NamedTemporaryFile("w", suffix=".variant", delete=False, encoding="utf-8") as handle:
        handle.write(text)
    grammar = os.path.join(ROOT, "generated", "editor", "variant.tmLanguage.json")
    done = subprocess.run(["node", "test/tokenize.js", grammar, handle.name], cwd=EXTENSION, capture_output=True,
                          text=True, check=True)
    os.unlink(handle.name)
    return json.loads(done.stdout)[handle.name]


def markdown(text: str) -> str:
    """The little Markdown a hover uses: bold, code, paragraphs and list items."""
    out = []
    for para in text.split("\n\n"):
        para = html.escape(para)
        para = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", para)
        para = re.sub(r"`(.+?)`", r"<code>\1</code>", para)
        out.append("<p>" + para.replace("\n- ", "<br>• ").replace("\n", "<br>") + "</p>")
    return "".join(out)


def page(text: str, diagnostics, hover, hover_line: int) -> str:
    lines = text.split("\n")
    tokens = scopes_of(text)
    marks = {}
    for diag in diagnostics:
        marks.setdefault(diag.range.start.line, []).append(diag)
    rows = []
    for number in range(FIRST - 1, LAST):
        line = lines[number]
        cells = []
        for row, start, end, scopes in tokens:
            if row != number:
                continue
            part = html.escape(line[start:end])
            squiggle = any(d.range.start.character <= start < d.range.end.character for d in marks.get(number, []))
            style = f"color:{colour(scopes)}" + (";text-decoration:underline wavy #f14c4c" if squiggle else "")
            cells.append(f'<span style="{style}">{part}</span>')
        rows.append(f'<div class="line"><span class="no">{number + 1}</span>{"".join(cells) or " "}</div>')
        if number == hover_line and hover is not None:  # a popup over the lines below, as an editor shows it
            top = 6 + 19 * (number - FIRST + 2)
            rows.append(f'<div class="hover" style="top:{top}px">{markdown(hover.contents.value)}</div>')
    problems = "".join(
        f'<div class="problem"><span class="icon">⊗</span> {html.escape(d.message.splitlines()[0])} '
        f'<span class="dim">verifier({d.code}) [Ln {d.range.start.line + 1}, Col {d.range.start.character + 1}]'
        f'</span><div class="dim more">{"<br>".join(html.escape(m) for m in d.message.splitlines()[1:])}</div></div>'
        for d in diagnostics)
    return f"""<!doctype html><html><head><meta charset="utf-8"><style>
body {{ margin:0; background:#1e1e1e; font: 13px/19px "DejaVu Sans Mono", monospace; color:#d4d4d4; }}
.tab {{ background:#252526; color:#fff; padding:6px 14px; font-family: sans-serif; font-size:12px; }}
.tab b {{ background:#1e1e1e; padding:6px 12px; font-weight:normal; }}
.editor {{ padding:6px 0; position:relative; }}
.line {{ white-space:pre; }} .no {{ display:inline-block; width:44px; color:#858585; text-align:right;
  margin-right:18px; }}
.hover {{ position:absolute; left:250px; width:640px; background:#252526; border:1px solid #454545;
  padding:2px 10px; font-family: sans-serif; font-size:12.5px; line-height:17px; color:#ccc; }}
.hover code {{ font-family: "DejaVu Sans Mono", monospace; color:#d7ba7d; }}
.hover p {{ margin:6px 0; }}
.panel {{ border-top:1px solid #414141; background:#1e1e1e; font-family: sans-serif; font-size:12.5px;
  padding:4px 16px 10px; }}
.panel .title {{ color:#e7e7e7; font-size:11px; letter-spacing:1px; padding:4px 0 6px; }}
.problem {{ padding:2px 0; }} .icon {{ color:#f14c4c; }} .dim {{ color:#9d9d9d; }} .more {{ padding-left:20px; }}
.caption {{ color:#6a6a6a; font-family:sans-serif; font-size:11px; padding:4px 16px; }}
</style></head><body>
<div class="tab"><b>shuangsheng-2deck.variant</b></div>
<div class="editor">{"".join(rows)}</div>
<div class="panel"><div class="title">PROBLEMS</div>{problems}</div>
<div class="caption">Drawn from verifier lsp's diagnostics and hover and the extension's TextMate scopes
(scripts/editor_screenshot.py); not a VS Code window.</div>
</body></html>"""


def main() -> int:
    clean = open(FILE, encoding="utf-8").read()
    text = clean.replace(*TYPO)
    diagnostics, hover, hover_line = asyncio.run(ask(clean, text))
    with tempfile.NamedTemporaryFile("w", suffix=".html", delete=False, encoding="utf-8") as handle:
        handle.write(page(text, diagnostics, hover, hover_line))
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                    f"--screenshot={OUT}", "--window-size=1280,640", "file://" + handle.name], check=True,
                   capture_output=True)
    os.unlink(handle.name)
    print(f"wrote {os.path.relpath(OUT, ROOT)}: {len(diagnostics)} diagnostic(s), a hover at line {hover_line + 1}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
