"""The command line: `verifier check`, `verifier show`, `verifier schema`.

Exit status: 0 clean, 1 errors in variants, 2 usage or unreadable input, 3 an internal error (a bug to report).
"""
from __future__ import annotations

import argparse
import errno
import importlib
import os
import sys
import time

from . import __version__
from .cli_help import add_examples, player_kinds, port, positive
from .diagnostics import Severity, render_json, render_text, stop_on

# The parser (Lark), the model, the checker (Z3) and the runtime are imported by the commands that use them, so that
# the command line starts fast (`import verifier.cli` loads none of them).


def _raised(module: str, name: str) -> tuple:
    """An exception class of a module, for an `except` clause, once the module is loaded; before that nothing can
    have raised it (the empty tuple matches nothing)."""
    loaded = sys.modules.get(f"{__package__}.{module}")
    return (getattr(loaded, name),) if loaded is not None else ()


class ArgumentError(Exception):
    """A usage error found by the argument parser (exit status 2, like workspace.UsageError)."""


class _Version(argparse.Action):
    """--version: the version and the runtime this process loads (compiled or pure Python: verifier/runtime/native.py),
    worked out only when asked."""

    def __init__(self, option_strings, dest, **kwargs):
        super().__init__(option_strings, dest, nargs=0, help="print the version and the runtime loaded, and exit")

    def __call__(self, parser, namespace, values, option_string=None):
        from .runtime.native import describe
        print(f"{parser.prog} {__version__}\n{describe()}")
        parser.exit()


class _Parser(argparse.ArgumentParser):
    def error(self, message):  # usage errors exit 2 with a one-line message, like the rest
        self.print_usage(sys.stderr)
        raise ArgumentError(message)


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="verifier", description="Rules of Shengji-family card games as checked data.")
    parser.add_argument("--version", action=_Version)
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    check = sub.add_parser("check", help="check variants: a file, a folder, or a variant id (default: spec/)")
    check.add_argument("targets", nargs="*", help="variant files, folders or ids (default: spec/, else the shipped variants)")
    check.add_argument("--format", choices=["text", "json"], default="text")
    check.add_argument("--verbose", action="store_true", help="also list what was proved, and the notes")
    check.add_argument("--timeout", type=positive, default=2000, metavar="MS",
                       help="time limit of each solver query in milliseconds (default 2000)")
    check.add_argument("--sources", metavar="DIR", default=None,
                       help="the folder of source documents the quotes are verified against (default: $VERIFIER_SEEDS, "
                            "`sources` in verifier.toml or [tool.verifier] of pyproject.toml, else a shared/seeds "
                            "folder above the variant)")
    check.add_argument("--no-cache", action="store_true",
                       help="parse and check everything afresh, and keep nothing (default: the cache of "
                            "$VERIFIER_CACHE, else ~/.cache/shengji-verifier; see docs/architecture.md)")
    check.add_argument("--jobs", type=positive, default=None, metavar="N",
                       help="check the variants on N processes (default: one per free core, at most 4; 1: in this one)")

    mutate = sub.add_parser("mutate", help="change each of a variant's own rules a little: what no check or example "
                                           "notices, and the examples that would")
    mutate.add_argument("targets", nargs="+", metavar="FILE|ID", help="variant files, folders or ids")
    mutate.add_argument("--budget", type=positive, default=200, metavar="N",
                        help="the most mutants tried per variant, taken in turn from each rule (default 200; each "
                             "is checked like `verifier check`, 0.01-0.1 s)")
    mutate.add_argument("--search", type=positive, default=3000, metavar="N",
                        help="the situations looked at per surviving mutant for an example that pins it (default 3000)")
    mutate.add_argument("--write", action="store_true",
                        help="add the examples found to the file, in the block of the rule, each after a comment "
                             "that marks it as generated, for you to review")
    mutate.add_argument("--no-examples", action="store_true", help="report the survivors only (faster)")
    mutate.add_argument("--timeout", type=positive, default=2000, metavar="MS",
                        help="time limit of each solver query in milliseconds (default 2000)")
    mutate.add_argument("--record", metavar="FILE", default=None,
                        help="write each variant's score, its floor (never lowered) and every mutant's verdict to "
                             "FILE, a JSON record a test can guard (spec/'s: docs/checks/mutation.json); needs "
                             "every mutant (--budget at least their number)")
    mutate.add_argument("--format", choices=["text", "json"], default="text")

    show = sub.add_parser("show", help="print a resolved variant")
    show.add_argument("target", help="a variant id or a variant file")
    show.add_argument("--format", choices=["text", "json", "yaml"], default="text",
                      help="text: the variant language, ancestors flattened in")
    show.add_argument("--no-spans", action="store_true", help="leave source spans out of JSON and YAML")

    sub.add_parser("schema", help="print the JSON Schema of the resolved rule model")

    build = sub.add_parser("build", help="write generated/ from spec/ (engines, rulebooks)")
    build.add_argument("--check", action="store_true", help="write nothing; fail if generated/ is stale")
    build.add_argument("--spec", default="spec", help="folder of variant files (default spec/)")
    build.add_argument("--out", default="generated", help="output folder (default generated/)")

    diff = sub.add_parser("diff", help="print what differs between two variants, rule by rule")
    diff.add_argument("a", help="a variant id or a variant file")
    diff.add_argument("b", help="another variant id or variant file")
    diff.add_argument("--format", choices=["text", "json"], default="text")

    judge = sub.add_parser("judge", help="replay game records: confirm them, or report the first illegal action")
    judge.add_argument("records", nargs="+", help="record files (JSON), or folders of them")
    judge.add_argument("--format", choices=["text", "json"], default="text")
    judge.add_argument("--quiet", action="store_true", help="print only the records that fail")
    judge.add_argument("--variant", action="append", metavar="FILE",
                       help="a variant file of your own: the records of its id are judged by it (repeatable)")

    sub.add_parser("lsp", help="serve the language server over stdio (needs the `lsp` extra: pip install .[lsp])")

    play = sub.add_parser("play", help="play a match in the terminal against three runtime players")
    play.add_argument("variant", help="a variant id or a variant file")
    play.add_argument("--seed", type=int, default=None, help="the match's seed (default: random)")
    play.add_argument("--opponents", type=player_kinds, default="greedy", metavar="KIND",
                      help="the other seats' player: greedy (default), random, search (search:500, search:200ms: its "
                           "time per move is shown), or module:Class")
    play.add_argument("--record", metavar="FILE", help="write the match record to FILE")

    simulate = sub.add_parser("simulate", help="play deals with runtime players and print statistics")
    simulate.add_argument("variant", help="a variant id or a variant file")
    simulate.add_argument("--games", type=positive, default=100, metavar="N", help="how many deals to play (default 100)")
    simulate.add_argument("--seed", type=int, default=1, metavar="S")
    simulate.add_argument("--jobs", type=positive, default=1, metavar="K", help="worker processes (default 1)")
    simulate.add_argument("--record", metavar="DIR", help="write the record of every match to DIR")
    simulate.add_argument("--format", choices=["text", "json"], default="text")
    simulate.add_argument("--players", type=player_kinds, default=None, metavar="KINDS",
                          help="random, greedy, search (search:N, search:Nms) or module:Class, one for all seats or "
                               "one per seat, comma-separated")
    simulate.add_argument("--deal-limit", type=positive, default=50, metavar="D",
                          help="the most deals of one match (default 50)")
    simulate.add_argument("--quiet", action="store_true", help="no progress bar")
    simulate.add_argument("--backend", choices=["serial", "process", "ray"], default=None,
                          help="where the deals are played: this process, --jobs processes, or a Ray cluster "
                               "(default: process when --jobs > 1, else serial); the figures are the same")
    simulate.add_argument("--batch", type=positive, default=None, metavar="M",
                          help="matches per task (default 1 serial, 4 otherwise)")
    simulate.add_argument("--address", default=None, metavar="ADDR",
                          help="the Ray cluster to use (as `ray start --head` prints it, or auto)")
    simulate.add_argument("--jsonl", default=None, metavar="FILE",
                          help="write one JSON line per deal to FILE as the deals are merged")

    soak = sub.add_parser("soak", help="play every variant with each kind of player; report the invariants broken")
    soak.add_argument("paths", nargs="*", help="variant files, folders or ids (default: spec/, else the shipped variants)")
    soak.add_argument("--games", type=positive, default=1000, metavar="N", help="deals per variant and player (default 1000)")
    soak.add_argument("--seed", type=int, default=1, metavar="S")
    soak.add_argument("--players", type=player_kinds, default="random,greedy", metavar="KINDS",
                      help="the player kinds, each played at every seat in a run of its own (default random,greedy)")
    soak.add_argument("--jobs", type=positive, default=1, metavar="K", help="worker processes (default 1)")
    soak.add_argument("--backend", choices=["serial", "process", "ray"], default=None,
                      help="as for simulate")
    soak.add_argument("--batch", type=positive, default=None, metavar="M", help="matches per task (as for simulate)")
    soak.add_argument("--address", default=None, metavar="ADDR", help="the Ray cluster to use (as for simulate)")
    soak.add_argument("--deal-limit", type=positive, default=50, metavar="D",
                      help="the most deals of one match (default 50)")
    soak.add_argument("--format", choices=["text", "json", "jsonl"], default="text",
                      help="jsonl: one line per variant and player as each run ends")

    tournament = sub.add_parser("tournament", help="player kinds against each other on duplicate deals, with 95%% "
                                                    "intervals and a ranking")
    tournament.add_argument("variant", help="a variant id or a variant file")
    tournament.add_argument("--players", type=player_kinds, required=True, metavar="KINDS",
                            help="two kinds or more (repeated around the table), or one per seat, e.g. search,greedy")
    tournament.add_argument("--games", type=positive, default=100, metavar="N", help="duplicate deals (default 100)")
    tournament.add_argument("--seed", type=int, default=1, metavar="S")
    tournament.add_argument("--format", choices=["text", "json"], default="text")
    tournament.add_argument("--jsonl", default=None, metavar="FILE",
                            help="write each deal's results to FILE as they are merged (one JSON line a deal)")
    _backend_options(tournament)

    analyse = sub.add_parser("analyse", help="a balance report of a variant (or two side by side): figures with 95%% "
                                             "intervals, plots, HTML and JSON")
    analyse.add_argument("variant", help="a variant id or a variant file")
    analyse.add_argument("--players", type=player_kinds, default=None, metavar="KINDS",
                         help="one kind for every seat or one per seat (default greedy)")
    analyse.add_argument("--games", type=positive, default=1000, metavar="N", help="deals (default 1000)")
    analyse.add_argument("--seed", type=int, default=1, metavar="S")
    analyse.add_argument("--against", default=None, metavar="OTHER",
                         help="another variant, played by the same players on the same seeds, and the differences")
    analyse.add_argument("--out", default=None, metavar="FILE.html",
                         help="write the report as a page (SVG plots) and as JSON beside it (FILE.json)")
    analyse.add_argument("--format", choices=["text", "json"], default="text")
    analyse.add_argument("--deal-limit", type=positive, default=50, metavar="D",
                         help="the most deals of one match (default 50)")
    _backend_options(analyse)

    serve = sub.add_parser("serve", help="play in the browser, alone against bots or in rooms shared by a link "
                                          "(needs the web extra)")
    serve.add_argument("--host", default="127.0.0.1", help="the address to listen on (default 127.0.0.1 only)")
    serve.add_argument("--port", type=port, default=8765)
    serve.add_argument("--rooms", "--games", type=positive, default=8, metavar="N",
                       help="rooms held at once, a game alone being one (default 8)")
    serve.add_argument("--connections", type=positive, default=64, metavar="N",
                       help="sockets open at once, players and spectators (default 64)")
    serve.add_argument("--spectators", type=positive, default=8, metavar="N", help="spectators of one room (default 8)")
    serve.add_argument("--origin", action="append", default=[], metavar="URL",
                       help="a page origin allowed to open the game's socket besides the server's own (repeatable)")
    serve.add_argument("--limit", action="append", default=[], metavar="NAME=VALUE",
                       help="any other limit of docs/web.md's table (message, depth, rate, queue, idle, absent, empty, "
                            "record, deals), e.g. --limit queue=128 (repeatable)")
    serve.add_argument("--spec", metavar="DIR", help="a folder of your own variant files to offer too")
    serve.add_argument("--records", metavar="DIR", help="the folder of records /replay?record=NAME opens")
    serve.add_argument("--site", metavar="DIR", help="the built rulebook site to link rulings to (default site/)")
    add_examples(parser, sub)
    return parser


def _backend_options(command) -> None:
    """--jobs, --backend, --address and --quiet of the commands that play many deals (tournament, analyse)."""
    command.add_argument("--jobs", type=positive, default=1, metavar="K", help="worker processes (default 1)")
    command.add_argument("--backend", choices=["serial", "process", "ray"], default=None,
                         help="as for simulate; the figures are the same")
    command.add_argument("--address", default=None, metavar="ADDR", help="the Ray cluster to use")
    command.add_argument("--quiet", action="store_true", help="no progress bar")


def main(argv: list[str] | None = None) -> int:
    try:
        args = _parser().parse_args(argv)
        status = _command(args.command)(args)
        if not sys.stdout.closed:  # (`lsp` closes it on `exit`)
            sys.stdout.flush()  # (here a full disk is reported like the errors below, not at the interpreter's exit)
        return status
    except (ArgumentError,) + _raised("language.workspace", "UsageError") + _raised("language.sources", "SourcesError") \
            + _raised("play.errors", "PlayerError") as exc:
        print(f"verifier: error: {exc}", file=sys.stderr)
        return 2
    except _raised("runtime.trick.state", "EngineError") as exc:  # a variant the engine cannot play yet: not a bug
        print(f"verifier: error: the engine cannot play this variant: {exc}", file=sys.stderr)
        return 1
    except SystemExit as exc:  # --help, --version
        return int(exc.code or 0)
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:  # Ctrl-C: what was written so far (--record, --jsonl) stays; no traceback
        print("verifier: interrupted", file=sys.stderr)
        return 130
    except OSError as exc:
        if exc.filename is None and exc.errno in _CANNOT_WRITE:  # the output or a record: a full disk, say
            _drop_stdout()
            print(f"verifier: error: writing failed: {exc.strerror}", file=sys.stderr)
            return 2
        if exc.filename is None:  # not about a path the user gave: a bug
            print(f"verifier: internal error: {exc!r}; please report it", file=sys.stderr)
            return 3
        print(f"verifier: error: {exc.filename}: {exc.strerror or exc}", file=sys.stderr)  # e.g. --record into a file
        return 2
    except Exception as exc:  # noqa: BLE001 - a bug must still not print a traceback at the user
        print(f"verifier: internal error: {exc!r}; please report it", file=sys.stderr)
        return 3


_CANNOT_WRITE = {errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EIO}  # what writing a file or stdout meets


def _drop_stdout() -> None:
    """Whatever stdout still holds cannot be written: drop it, or the interpreter tries again at its exit."""
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except (OSError, ValueError):  # no real file behind stdout (a test's capture)
        pass


# Commands implemented in their own modules, imported only when used (the engine's need neither Lark nor Z3).
_ELSEWHERE = {"diff": ("language.diff", "run_diff"), "judge": ("play.judge", "run_judge"),
              "play": ("play.terminal", "run_play"), "simulate": ("play.simulate", "run"),
              "lsp": ("lsp.command", "run"), "serve": ("web.serve", "run"), "soak": ("play.soak", "run"),
              "tournament": ("play.tournament", "run"), "analyse": ("play.analysis.command", "run"),
              "mutate": ("mutate.command", "run")}


def _command(name: str):
    if name in _ELSEWHERE:
        module, function = _ELSEWHERE[name]
        return getattr(importlib.import_module(f"{__package__}.{module}"), function)
    return {"check": run_check, "show": run_show, "schema": run_schema, "build": run_build}[name]


def run_check(args) -> int:
    # A check keeps what it parses and proves to the end: the collector's older generations, which hold all of it,
    # are collected rarely while it runs (they were traversed again and again: 0.14 s of a cold `check spec/`).
    from .runtime.collector import rarely

    with rarely():
        if args.no_cache:
            from .language.cache import turned_off

            with turned_off():
                return _check(args)
        return _check(args)


def _check(args) -> int:
    from .language.workspace import Workspace, default_targets, resolve_all, select
    from .checks import Verdict
    from .checks.parallel import check_all, default_jobs
    from .checks.inputs import Proofs, watch
    from .language.references import check_quotes, check_references, check_source_names, quotes_of, unverified_warning
    from .language.sources import locate
    from .diagnostics import INTERNAL, internal_error

    started = time.perf_counter()
    workspace = Workspace()
    ids = select(workspace, args.targets or default_targets())
    variants, diags = resolve_all(workspace, ids)
    variants = {vid: watch(variant) for vid, variant in variants.items()}  # one object per variant, walked once
    proofs = Proofs()  # a check whose inputs are a checked variant's own objects is not run again
    diags = workspace.diagnostics + diags
    unverified, unverified_variants = set(), 0
    seen: dict = {}  # the seeds read and the quotes looked for so far in this run (check_quotes)
    for vid, variant in variants.items():
        folder = locate(workspace.paths[vid], args.sources)
        try:
            diags += check_references(variant) + check_source_names(variant)
            if folder:
                diags += check_quotes(variant, folder.path, seen)
        except (OSError, *_raised("language.sources", "SourcesError")):  # a seed unreadable or not text: exit 2
            raise
        except Exception as exc:  # noqa: BLE001 - a bug on one variant: reported for it, the others go on
            diags.append(internal_error("checking the variant's names and quotes", exc, variant.span, vid))
        if not folder and quotes_of(variant):
            unverified |= quotes_of(variant)
            unverified_variants += 1
    if unverified:  # once per run, never a silent pass (the exit status stays 0: see docs/diagnostics.md W230)
        diags.append(unverified_warning(len(unverified), unverified_variants))
    broken = {d.variant for d in diags if d.severity == Severity.ERROR}
    todo = [(variant, workspace.chain_inputs(variant)) for vid, variant in variants.items()
            if vid not in broken]  # the checks need a variant whose every name resolves
    findings = [f for found in check_all(todo, args.timeout, proofs, args.jobs or default_jobs()) for f in found]
    diags = _unique(diags + [f.diagnostic for f in findings if f.diagnostic is not None])
    shown = [d for d in diags if d.severity != Severity.NOTE or args.verbose]
    counts = {s: sum(d.severity == s for d in diags) for s in Severity}
    verdicts = {v: sum(f.verdict == v for f in findings) for v in Verdict}
    bad = {d.variant for d in diags if d.severity == Severity.ERROR}
    clean = [vid for vid in variants if vid not in bad]
    elapsed = time.perf_counter() - started
    summary = {"variants": len(ids) + len(workspace.failed_paths), "clean": len(clean),
               "checks": len(findings), **{v.value: n for v, n in verdicts.items()},
               "errors": counts[Severity.ERROR], "warnings": counts[Severity.WARNING],
               "notes": counts[Severity.NOTE], "seconds": round(elapsed, 3)}
    if args.format == "json":
        print(render_json(diags, summary=summary,
                          findings=[{"check": f.check, "verdict": f.verdict.value, "subject": f.subject}
                                    for f in findings]))
    else:
        for diag in shown:
            print(render_text(diag, workspace.sources), end="\n\n")
        if args.verbose:
            for finding in findings:
                if finding.verdict == Verdict.PROVED and finding.diagnostic is None:
                    print(f"proved [{finding.check}] {finding.subject}")
            for vid in clean:
                print(f"ok: {vid} ({workspace.paths[vid]})")
        notes = f", {counts[Severity.NOTE]} note(s)" + ("" if args.verbose or not counts[Severity.NOTE]
                                                         else " (--verbose shows them)")
        print(f"checked {summary['variants']} variant file(s): {len(clean)} clean; {len(findings)} check(s): "
              f"{verdicts[Verdict.PROVED]} proved, {verdicts[Verdict.REFUTED]} refuted, "
              f"{verdicts[Verdict.UNKNOWN]} unknown; {counts[Severity.ERROR]} error(s), "
              f"{counts[Severity.WARNING]} warning(s){notes} in {elapsed:.2f} s")
    if any(d.code == INTERNAL for d in diags):  # a bug: every finding is printed above, and the status says so
        print("verifier: internal error (E999 above); please report it", file=sys.stderr)
        return 3
    if workspace.unreadable():
        return 2
    return 1 if counts[Severity.ERROR] or workspace.failed_paths else 0


def _unique(diags):
    """A parent's problem is found again in every child: report it once, for the first variant that showed it."""
    seen, out = set(), []
    for diag in diags:
        key = (diag.code, diag.message, diag.span)
        if key not in seen:
            seen.add(key)
            out.append(diag)
    return out


def run_show(args) -> int:
    from .language.workspace import Workspace, resolve_all, select
    from .language.export import to_json, to_yaml
    from .language.printer import print_variant

    workspace = Workspace()
    ids = select(workspace, [args.target])
    variants, diags = resolve_all(workspace, ids[:1])
    diags = workspace.diagnostics + diags
    if diags or not variants:
        for diag in diags:
            print(render_text(diag, workspace.sources), end="\n\n", file=sys.stderr)
        return 1
    variant = next(iter(variants.values()))
    if args.format == "json":
        print(to_json(variant, spans=not args.no_spans))
    elif args.format == "yaml":
        print(to_yaml(variant, spans=not args.no_spans), end="")
    else:
        print(print_variant(variant), end="")
    return 0


def run_schema(args) -> int:
    from .language.export import schema_text

    print(schema_text(), end="")
    return 0


def run_build(args) -> int:
    from .language.workspace import resolved
    from .generate import Project, differences, render, write

    if not os.path.isdir(args.spec):  # else `select` would take the folder's name for a variant id
        print(f"verifier: build: no folder {args.spec}/ here: run build at the top of a checkout, or name the "
              "folder of variant files with --spec", file=sys.stderr)
        return 2
    workspace, ids, variants, diags = resolved([args.spec])
    if diags:
        return stop_on(diags, workspace.sources, "build")
    project = Project(dict(sorted(variants.items())), {vid: workspace.paths[vid] for vid in variants})
    try:
        files = render(project)
    except ValueError as exc:  # two variants whose generated files clash
        print(f"verifier: build: {exc}", file=sys.stderr)
        return 1
    if args.check:
        stale = differences(files, args.out)
        for path in stale:
            print(f"stale: {args.out}/{path}")
        if stale:
            print(f"{len(stale)} generated file(s) are stale: run `python -m verifier build`")
            return 1
        print(f"{args.out}/ is fresh ({len(files)} files)")
        return 0
    try:
        changed = write(files, args.out)
    except OSError as exc:  # `generated` is a file, or the folder cannot be written
        print(f"verifier: build: cannot write {exc.filename or args.out}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    print(f"wrote {len(changed)} changed file(s) of {len(files)} under {args.out}/")
    return 0
