"""Find, read and resolve the variant files of a run: a file, a folder, or a variant id in spec/."""
from __future__ import annotations

import os
from dataclasses import dataclass, field

from .diagnostics import Diagnostic, DiagnosticError, Label, error
from .model import Variant, VariantFile
from .parser import EXTENSION, parse_text, read_source
from .resolve import Library
from .suggest import did_you_mean

DEFAULT_SPEC = "spec"


@dataclass
class Workspace:
    """The files read so far, their texts (for rendering diagnostics) and what went wrong reading them."""

    sources: dict[str, str] = field(default_factory=dict)
    files: dict[str, VariantFile] = field(default_factory=dict)  # by variant id
    paths: dict[str, str] = field(default_factory=dict)  # variant id -> file path
    diagnostics: list[Diagnostic] = field(default_factory=list)
    failed_paths: set[str] = field(default_factory=set)

    def add_file(self, path: str) -> str | None:
        """Read one file; returns its variant id, or None when it could not be read."""
        path = os.path.relpath(path) if not os.path.isabs(path) else path
        if path in self.sources or path in self.failed_paths:
            return next((vid for vid, p in self.paths.items() if p == path), None)
        try:
            text = read_source(path)
            self.sources[path] = text
            vfile = parse_text(path, text)
        except DiagnosticError as exc:
            self.diagnostics.extend(exc.diagnostics)
            self.failed_paths.add(path)
            return None
        if vfile.id in self.files:
            first = self.files[vfile.id]
            self.diagnostics.append(error(
                "E305", f"variant id `{vfile.id}` is used by two files", vfile.span, label="used again here",
                secondary=(Label(first.span, "first used here"),), help="every variant id in spec/ is unique",
                variant=vfile.id))
            self.failed_paths.add(path)
            return None
        self.files[vfile.id] = vfile
        self.paths[vfile.id] = path
        return vfile.id

    def add_folder(self, folder: str) -> list[str]:
        found = []
        for root, _dirs, names in os.walk(folder):
            for name in sorted(names):
                if name.endswith(EXTENSION):
                    vid = self.add_file(os.path.join(root, name))
                    if vid:
                        found.append(vid)
        return found

    def library(self) -> Library:
        return Library(self.files)


class UsageError(Exception):
    """Bad command-line input (exit status 2)."""


def select(workspace: Workspace, targets: list[str], spec_dir: str = DEFAULT_SPEC) -> list[str]:
    """Read what the targets name and return the variant ids to work on, in order.

    A target is a variant file, a folder of them, or a variant id found in `spec_dir`. Files in the same folder as a
    target file and in `spec_dir` are read too, so that parents can be found.
    """
    wanted: list[str] = []
    pending_ids: list[str] = []
    for target in targets:
        if os.path.isdir(target):
            wanted += workspace.add_folder(target)
        elif os.path.isfile(target) or target.endswith(EXTENSION):
            if not os.path.exists(target):
                raise UsageError(f"no such file: {target}")
            vid = workspace.add_file(target)
            workspace.add_folder(os.path.dirname(target) or ".")
            if vid:
                wanted.append(vid)
        else:
            pending_ids.append(target)
    if os.path.isdir(spec_dir):
        workspace.add_folder(spec_dir)
    for vid in pending_ids:
        if vid not in workspace.files:
            hint = did_you_mean(vid, workspace.files)
            raise UsageError(f"unknown variant `{vid}`" + (f"; {hint}" if hint else "") +
                             f" (known: {', '.join(sorted(workspace.files)) or 'none'})")
        wanted.append(vid)
    return list(dict.fromkeys(wanted))


def resolve_all(workspace: Workspace, ids: list[str]) -> tuple[dict[str, Variant], list[Diagnostic]]:
    library = workspace.library()
    variants: dict[str, Variant] = {}
    diags: list[Diagnostic] = []
    for vid in ids:
        try:
            variants[vid] = library.resolve(vid)
        except DiagnosticError as exc:
            diags += [d for d in exc.diagnostics if d not in diags]
    return variants, diags
