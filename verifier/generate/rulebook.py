"""The rulebook generator: for every variant, generated/rulebooks/<id>.en.md and <id>.zh.md, plus an index and the
comparison of all variants in each language. The pages come from the language templates of verifier/rulebook/; the
MkDocs site brings them in (verifier/rulebook/mkdocs_hooks.py), so generated/ stays the only place they are written.
"""
from __future__ import annotations

from ..rulebook import render_pages
from .registry import Project, generator

FOLDER = "rulebooks"


@generator("rulebook")
def rulebooks(project: Project) -> dict[str, str]:
    pages = render_pages(project.variants, project.paths)
    return {f"{FOLDER}/{name}": text for name, text in sorted(pages.items())}
