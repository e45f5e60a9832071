"""The documents of an editor session, read and resolved as `verifier check` reads them.

A document is resolved with the files of its folder and of the workspace's `spec/` (so its parent is found), open
documents taking the place of their files on disk. Parsing is the costly step: each file's result is cached by its
text, so a keystroke parses one file again, and resolving and the reference checks are cheap enough to run each time.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field

from ..diagnostics import Diagnostic, DiagnosticError
from ..model import Variant, VariantFile
from ..language.parser import EXTENSION, parse_text, read_source
from ..language.references import check_quotes, check_references, find_seeds
from ..language.workspace import Workspace, resolve_all


@dataclass
class Analysis:
    """What the fast stages (parse, build, resolve, references) know about one document."""

    path: str
    text: str
    vfile: VariantFile | None  # None when the file does not parse
    variant: Variant | None  # None when it does not resolve
    diagnostics: list[Diagnostic]
    workspace: Workspace  # every file read for it, by id (texts in `sources`)

    @property
    def clean(self) -> bool:
        """Whether the checker may run: the variant resolved and no stage reported an error for it."""
        return self.variant is not None and not any(d.severity.value == "error" for d in self.diagnostics)


@dataclass
class Project:
    """The open documents (path -> text) and the folders where parents are looked for."""

    roots: list[str] = field(default_factory=list)  # workspace folders; their spec/ is searched for parents
    open: dict[str, str] = field(default_factory=dict)
    _parsed: dict[str, tuple[str, VariantFile | None, list[Diagnostic]]] = field(default_factory=dict)

    def text(self, path: str) -> str | None:
        if path in self.open:
            return self.open[path]
        try:
            return read_source(path)
        except DiagnosticError:
            return None

    def parse(self, path: str, text: str) -> tuple[VariantFile | None, list[Diagnostic]]:
        cached = self._parsed.get(path)
        if cached is not None and cached[0] == text:
            return cached[1], cached[2]
        try:
            vfile, diags = parse_text(path, text), []
        except DiagnosticError as exc:
            vfile, diags = None, list(exc.diagnostics)
        self._parsed[path] = (text, vfile, diags)
        return vfile, diags

    def folders(self, path: str) -> list[str]:
        """Where the parents of `path` may be: its own folder, then each workspace root's spec/."""
        found = [os.path.dirname(path)] + [os.path.join(root, "spec") for root in self.roots]
        return list(dict.fromkeys(os.path.abspath(f) for f in found if os.path.isdir(f)))

    def candidates(self, path: str) -> list[str]:
        """Every variant file that may take part in resolving `path`: open documents first, then the folders."""
        paths = [p for p in self.open if p.endswith(EXTENSION)]
        for folder in self.folders(path):
            paths += sorted(os.path.join(folder, n) for n in os.listdir(folder) if n.endswith(EXTENSION))
        return [p for p in dict.fromkeys(paths) if p != path]

    def analyse(self, path: str, text: str | None = None) -> Analysis:
        text = self.open.get(path, "") if text is None else text
        workspace = Workspace()
        workspace.sources[path] = text
        vfile, diags = self.parse(path, text)
        if vfile is not None:
            workspace.files[vfile.id] = vfile
            workspace.paths[vfile.id] = path
        else:
            workspace.failed_paths.add(path)
        for other in self.candidates(path):
            other_text = self.text(other)
            if other_text is None:
                continue
            other_file, other_diags = self.parse(other, other_text)
            workspace.sources[other] = other_text
            if other_file is None:
                workspace.quiet_failures[other] = other_diags
            elif other_file.id not in workspace.files:  # the first file of an id wins, as in `check`
                workspace.files[other_file.id] = other_file
                workspace.paths[other_file.id] = other
        variant = None
        if vfile is not None:
            variants, resolve_diags = resolve_all(workspace, [vfile.id])
            diags = diags + workspace.diagnostics + resolve_diags
            variant = variants.get(vfile.id)
            if variant is not None:
                diags += check_references(variant)
                seeds = find_seeds(path)
                if seeds and os.path.isdir(seeds):
                    diags += check_quotes(variant, seeds)
        return Analysis(path, text, vfile, variant, diags, workspace)

    def children(self, path: str) -> list[str]:
        """The open documents that descend from the variant of `path` (to re-check when it changes)."""
        vfile, _ = self.parse(path, self.open.get(path) or self.text(path) or "")
        if vfile is None:
            return []
        out = []
        for other, text in self.open.items():
            analysis = self.analyse(other, text) if other != path else None
            parent, seen = (analysis.vfile.parent if analysis and analysis.vfile else None), set()
            while parent is not None and parent not in seen:
                if parent == vfile.id:
                    out.append(other)
                    break
                seen.add(parent)
                ancestor = analysis.workspace.files.get(parent)
                parent = ancestor.parent if ancestor else None
        return out
