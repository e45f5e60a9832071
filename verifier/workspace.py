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
UNREADABLE = frozenset({"E001", "E102"})  # codes for input that is not a readable text file


@dataclass
class Workspace:
    """The files read so far, their texts (for rendering diagnostics) and what went wrong reading them."""

    sources: dict[str, str] = field(default_factory=dict)
    files: dict[str, VariantFile] = field(default_factory=dict)  # by variant id
    paths: dict[str, str] = field(default_factory=dict)  # variant id -> file path
    diagnostics: list[Diagnostic] = field(default_factory=list)
    failed_paths: set[str] = field(default_factory=set)
    # Files read only to find parents: their problems are reported only if a variant of the run needs them.
    quiet_failures: dict[str, list[Diagnostic]] = field(default_factory=dict)
    implicit: set[str] = field(default_factory=set)  # ids read only to find parents: a named file shadows them

    def add_file(self, path: str, quiet: bool = False) -> str | None:
        """Read one file; returns its variant id, or None when it could not be read."""
        path = os.path.relpath(path) if not os.path.isabs(path) else path
        if path in self.quiet_failures and not quiet:  # asked for by name after a quiet read: report it now
            self.diagnostics.extend(self.quiet_failures.pop(path))
            self.failed_paths.add(path)
            return None
        if path in self.sources or path in self.failed_paths or path in self.quiet_failures:
            return next((vid for vid, p in self.paths.items() if p == path), None)
        try:
            text = read_source(path)
            self.sources[path] = text
            vfile = parse_text(path, text)
        except DiagnosticError as exc:
            if quiet:
                self.quiet_failures[path] = list(exc.diagnostics)
            else:
                self.diagnostics.extend(exc.diagnostics)
                self.failed_paths.add(path)
            return None
        if vfile.id in self.files and (quiet or vfile.id in self.implicit):
            # a file read only to find parents (spec/, the folder of a named file) is shadowed by a file of the same
            # id named explicitly, whichever was read first
            if quiet:  # forgotten, so that naming it later reads it again (and reports a clash of two named files)
                del self.sources[path]
                return None
            self.implicit.discard(vfile.id)
        elif vfile.id in self.files:
            first = self.files[vfile.id]
            self.diagnostics.append(error(
                "E305", f"variant id `{vfile.id}` is used by two files", vfile.span, label="used again here",
                secondary=(Label(first.span, "first used here"),),
                help="variant ids are unique: rename one of them (a variant's id is usually its file name)",
                variant=vfile.id))
            self.failed_paths.add(path)
            return None
        self.files[vfile.id] = vfile
        self.paths[vfile.id] = path
        if quiet:
            self.implicit.add(vfile.id)
        return vfile.id

    def add_folder(self, folder: str, quiet: bool = False) -> list[str]:
        found = []
        for root, _dirs, names in sorted(os.walk(folder)):
            for name in sorted(names):
                if name.endswith(EXTENSION):
                    vid = self.add_file(os.path.join(root, name), quiet)
                    if vid:
                        found.append(vid)
        return found

    def unreadable(self) -> bool:
        """Whether some input could not be read at all (exit status 2)."""
        return any(d.code in UNREADABLE for d in self.diagnostics)

    def failed_parent(self, parent: str) -> str | None:
        """The path of a file that failed to parse and is named like the missing parent, if any."""
        for path in [*self.failed_paths, *self.quiet_failures]:
            if os.path.basename(path) == parent + EXTENSION:
                return path
        return None

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
            workspace.add_folder(os.path.dirname(target) or ".", quiet=True)  # where its parents may be
            if vid:
                wanted.append(vid)
        else:
            pending_ids.append(target)
    if os.path.isdir(spec_dir):
        workspace.add_folder(spec_dir, quiet=True)
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
            for diag in exc.diagnostics:
                diag = _explain_missing_parent(workspace, diag)
                if diag not in diags:
                    diags.append(diag)
    return variants, diags


def _explain_missing_parent(workspace: Workspace, diag: Diagnostic) -> Diagnostic:
    """An unknown parent whose file exists but could not be read: say so, and show why."""
    if diag.code != "E304":
        return diag
    parent = diag.message.split("`")[1]
    path = workspace.failed_parent(parent)
    if path is None:
        return diag
    if path in workspace.quiet_failures:
        workspace.diagnostics.extend(workspace.quiet_failures.pop(path))
        workspace.failed_paths.add(path)
    return error("E308", f"the parent variant `{parent}` could not be read", diag.span,
                 label="its file has errors", notes=(f"{path} has the errors reported above",),
                 help=f"fix {path} first", variant=diag.variant)
