"""Find, read and resolve the variant files of a run: a file, a folder, or a variant id in spec/.

The files of a run come in layers: those named on the command line (files, and the files of named folders) first;
then, read only to find parents and ids, the other files of a named file's folder, the `spec/` of the current folder,
and the variants shipped inside the package (`verifier/spec` when installed, `spec/` of the checkout otherwise). A
variant id of an upper layer shadows the same id of a lower one, so that checking a copy of spec/ from the project
root, or a user's own `classic-2deck.variant`, uses those files; two named files with one id still clash (E305).
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass, field

from ..diagnostics import Diagnostic, DiagnosticError, Label, Span, error, internal_error
from ..model import Variant, VariantFile
from .resolve import Library
from .shipped import EXTENSION, shipped_spec
from .source_text import read_source
from ..diagnostics.suggest import did_you_mean

DEFAULT_SPEC = "spec"


def default_targets() -> list[str]:
    """What `check` works on when given nothing: spec/ of the current folder, else the shipped variants."""
    return [DEFAULT_SPEC] if os.path.isdir(DEFAULT_SPEC) else [shipped_spec() or DEFAULT_SPEC]


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
    real: dict[str, str] = field(default_factory=dict)  # the real path of every file read -> the path it was read as
    shadowed: dict[str, VariantFile] = field(default_factory=dict)  # read to find parents, its id already known

    def add_file(self, path: str, quiet: bool = False) -> str | None:
        """Read one file; returns its variant id, or None when it could not be read."""
        path = os.path.relpath(path) if not os.path.isabs(path) else path
        path = self.real.setdefault(os.path.realpath(path), path)  # one file reached by two paths is read once
        if path in self.quiet_failures and not quiet:  # asked for by name after a quiet read: report it now
            self.diagnostics.extend(self.quiet_failures.pop(path))
            self.failed_paths.add(path)
            return None
        if not quiet and path in self.shadowed:  # skipped as shadowed when read to find parents; named now
            return self._admit(path, self.shadowed.pop(path), quiet)
        if path in self.sources or path in self.failed_paths or path in self.quiet_failures:
            vid = next((vid for vid, p in self.paths.items() if p == path), None)
            if vid is not None and not quiet:
                self.implicit.discard(vid)  # read to find parents first, named now
            return vid
        try:
            text = read_source(path)
            self.sources[path] = text
            vfile = parse_cached(path, text)
        except (DiagnosticError, Exception) as exc:  # noqa: BLE001 - a bug on one file: that file's E999
            found = list(exc.diagnostics) if isinstance(exc, DiagnosticError) else \
                [internal_error("reading the file", exc, Span(path, 1, 1, 1, 1))]
            if quiet:
                self.quiet_failures[path] = found
            else:
                self.diagnostics.extend(found)
                self.failed_paths.add(path)
            return None
        return self._admit(path, vfile, quiet)

    def _admit(self, path: str, vfile: VariantFile, quiet: bool) -> str | None:
        """Take a parsed file into the run, unless a file of an upper layer has its id (E305 between named files)."""
        if vfile.id in self.files and quiet:  # shadowed by a file of an upper layer
            self.shadowed[path] = vfile
            return None
        if vfile.id in self.files and vfile.id in self.implicit:  # a named file shadows one read to find parents
            self.implicit.discard(vfile.id)
            del self.files[vfile.id]
        if vfile.id in self.files:
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

    def add_folder(self, folder: str, quiet: bool = False, recursive: bool = True,
                   skip: frozenset[str] = frozenset()) -> list[str]:
        found = []
        for root, dirs, names in os.walk(folder):  # top-down, in name order; not sorted(os.walk()), which walks all
            dirs[:] = sorted(dirs) if recursive else []
            for name in sorted(names):
                if name.endswith(EXTENSION) and name not in skip:
                    vid = self.add_file(os.path.join(root, name), quiet)
                    if vid:
                        found.append(vid)
        return found

    def unread_names(self) -> frozenset[str]:
        """The file names that could not be read so far: a lower layer's file of that name does not replace them (the
        parent that fails to parse is reported, E308, rather than a shipped variant of that id used instead)."""
        return frozenset(os.path.basename(p) for p in [*self.failed_paths, *self.quiet_failures])

    def unreadable(self) -> bool:
        """Whether some input could not be read at all (exit status 2)."""
        return any(d.code in UNREADABLE for d in self.diagnostics)

    def failed_parent(self, parent: str) -> str | None:
        """The path of a file that failed to parse and is named like the missing parent, if any."""
        for path in [*self.failed_paths, *self.quiet_failures]:
            if os.path.basename(path) == parent + EXTENSION:
                return path
        return None

    def chain_inputs(self, variant: Variant) -> list[str]:
        """The path and text of every file a resolved variant is made from (its `extends` chain), in order."""
        paths = [self.paths[vid] for vid in variant.lineage]
        return [item for path in paths for item in (path, self.sources[path])]

    def library(self) -> Library:
        return Library(self.files)


def parse_cached(path: str, text: str) -> VariantFile:
    """`parse_text`, or the file as it was parsed before from this path and text by this code (verifier/language/cache.py):
    a run whose files are all cached imports no parser. Only files that parse are kept; errors are found afresh."""
    from . import cache

    entry = cache.key("parse", path, text) if cache.folder() else None
    if entry:
        found = cache.load("parse", entry)
        if isinstance(found, VariantFile):
            return found
    from .parser import parse_text

    vfile = parse_text(path, text)
    if entry:
        cache.store("parse", entry, vfile)
    return vfile


class UsageError(Exception):
    """Bad command-line input (exit status 2)."""


def select(workspace: Workspace, targets: list[str], spec_dir: str = DEFAULT_SPEC) -> list[str]:
    """Read what the targets name and return the variant ids to work on, in order.

    A target is a variant file, a folder of them, or a variant id found in `spec_dir` or among the shipped variants.
    Files in the same folder as a target file, in `spec_dir` and the shipped variants are read too, so that parents
    can be found; the named files shadow them (see the module's documentation).
    """
    if targets and all(_names_an_id(target) for target in targets):
        found = Workspace()
        if _read_for_ids(found, targets, spec_dir):  # only the files these variants need
            workspace.__dict__.update(found.__dict__)
            return list(dict.fromkeys(targets))
    if targets and all(_names_a_file(target) for target in targets):
        found = Workspace()
        named = [found.add_file(target) for target in targets]
        if None not in named and not found.diagnostics:  # then only their ancestors, looked for where add_folder would
            folders = list(dict.fromkeys(os.path.dirname(target) or "." for target in targets))
            parents = [found.files[vid].parent for vid in named if found.files[vid].parent is not None]
            if _read_for_ids(found, parents, spec_dir, folders):
                workspace.__dict__.update(found.__dict__)
                return list(dict.fromkeys(named))
    wanted: list[str] = []
    pending_ids: list[str] = []
    for target in targets:
        if os.path.isdir(target):
            if not _holds_variants(target):  # checking nothing is no clean result
                raise UsageError(f"no variant files (*{EXTENSION}) in the folder {target}")
            wanted += workspace.add_folder(target)
        elif target.endswith(("/", os.sep)):
            raise UsageError(f"no such folder: {target}")
        elif os.path.exists(target) or target.endswith(EXTENSION):  # a file (or a FIFO, a device: refused as E001)
            if not os.path.exists(target):
                raise UsageError(f"no such file: {target}")
            vid = workspace.add_file(target)
            # Where its parents may be: its own folder, not the folders below (a file in /tmp must not read /tmp).
            workspace.add_folder(os.path.dirname(target) or ".", quiet=True, recursive=False)
            if vid:
                wanted.append(vid)
        else:
            pending_ids.append(target)
    for folder in (spec_dir, shipped_spec()):
        if folder and os.path.isdir(folder):
            workspace.add_folder(folder, quiet=True, skip=workspace.unread_names())
    for vid in pending_ids:
        if vid not in workspace.files:
            hint = did_you_mean(vid, workspace.files)
            raise UsageError(f"unknown variant `{vid}`" + (f"; {hint}" if hint else "") +
                             f" (known: {', '.join(sorted(workspace.files)) or 'none'})")
        wanted.append(vid)
    return list(dict.fromkeys(wanted))


def _holds_variants(folder: str) -> bool:
    """Whether a folder or one below it holds a variant file (as add_folder walks it)."""
    return any(name.endswith(EXTENSION) for _root, _dirs, names in os.walk(folder) for name in names)


def _names_a_file(target: str) -> bool:
    """Whether a target is a variant file that exists (a regular file: a FIFO or a device is read the usual way)."""
    return target.endswith(EXTENSION) and os.path.isfile(target)


def _names_an_id(target: str) -> bool:
    """Whether `select` takes a target as a variant id (not a folder, nor a file)."""
    return not (os.path.isdir(target) or os.path.exists(target) or target.endswith(EXTENSION))


_HEADER = re.compile(r"(?:[ \t\f\r\n\u3000]+|#[^\n]*)*variant[ \t\f\r\n\u3000]+([A-Za-z_][A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)*)")


def _header_id(path: str) -> str | None:
    """The id a variant file's first line of code names (`variant ID …`), read without parsing; None if unclear."""
    try:
        with open(path, encoding="utf-8") as handle:
            found = _HEADER.match(handle.read(4096))
    except (OSError, UnicodeDecodeError):
        return None
    return found.group(1) if found else None


def _read_for_ids(workspace: Workspace, ids: list[str], spec_dir: str, folders: list[str] = ()) -> bool:
    """Read, of spec_dir and the shipped variants (after `folders`, the folders of named files, not the folders
    below them), only the files of these ids and of their parents, as `add_folder(…, quiet=True)` of each would have
    read them (one file's id wins over a later one's, a shipped file is skipped when spec_dir's file of its name fails
    to parse). Parsing every file of the folders was most of the time of a check of one variant.

    False when that is not certain — a header the scan cannot read, an id or a parent not found by its header, a
    file whose header names another id, a file that fails to parse: the caller then reads every file, which reports those cases as it always has.
    """
    layers = [(folder, False) for folder in folders] + \
        [(folder, True) for folder in (spec_dir, shipped_spec()) if folder and os.path.isdir(folder)]
    files: list[tuple[int, str]] = []  # (layer, path) in the order add_folder reads them
    for layer, (folder, recursive) in enumerate(layers):
        for root, dirs, names in os.walk(folder):
            dirs[:] = sorted(dirs) if recursive else []
            files += [(layer, os.path.join(root, name)) for name in sorted(names) if name.endswith(EXTENSION)]
    by_header: dict[str, list[tuple[int, str]]] = {}
    for layer, path in files:
        vid = _header_id(path)
        if vid is None:  # it might be any id, and win over a later file of it
            return False
        by_header.setdefault(vid, []).append((layer, path))
    pending, seen = list(ids), set()
    while pending:
        vid = pending.pop()
        if vid in seen:
            continue
        seen.add(vid)
        for layer, path in by_header.get(vid, []):
            if vid in workspace.files:
                break  # the first file of the id wins: the later ones are shadowed
            name = os.path.basename(path)
            for upper, other in files:  # a file of an upper layer with this name: does it parse?
                if upper < layer and os.path.basename(other) == name:
                    workspace.add_file(other, quiet=True)
            if workspace.quiet_failures or name in workspace.unread_names():
                return False
            got = workspace.add_file(path, quiet=True)
            if workspace.quiet_failures or (got is not None and got != vid):
                return False
        if vid not in workspace.files:
            return False
        parent = workspace.files[vid].parent
        if parent is not None:
            pending.append(parent)
    return True


def resolved(targets: list[str]) -> tuple[Workspace, list[str], dict[str, Variant], list[Diagnostic]]:
    """The workspace of the targets (select), their ids, the variants resolved, and every problem found reading and
    resolving them (the commands that need clean variants stop on any)."""
    workspace = Workspace()
    ids = select(workspace, targets)
    variants, diags = resolve_all(workspace, ids)
    return workspace, ids, variants, workspace.diagnostics + diags


def resolve_all(workspace: Workspace, ids: list[str]) -> tuple[dict[str, Variant], list[Diagnostic]]:
    library = workspace.library()
    variants: dict[str, Variant] = {}
    diags: list[Diagnostic] = []
    for vid in ids:
        try:
            variants[vid] = library.resolve(vid)
        except (DiagnosticError, Exception) as exc:  # noqa: BLE001 - a bug on one variant: that variant's E999
            found = exc.diagnostics if isinstance(exc, DiagnosticError) else \
                (internal_error("resolving the variant", exc, workspace.files[vid].span, vid),)
            for diag in found:
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
