"""`verifier mutate FILE|ID …`: the mutation study of each variant named, its survivors by rule with file:line,
the example that pins each down (or "may be equivalent"), and `--write` to add those examples to the file.

Exit status: 0 when every variant was studied (survivors are findings to read, not failures), 1 when a variant has
errors of its own (fix them first: every mutant of it would look noticed), 2 for a usage error."""
from __future__ import annotations

import json
import sys

from ..diagnostics import render_text, stop_on
from .study import CRASHED, EQUIVALENT, KILLED, SURVIVED, UNWRITABLE, study
from .trial import NotClean

# What the searches for a differing situation look at (pin.py, trick.py, climbing.py), as the report says it.
SEARCHED = {"trick-taking": "card orders, tractors, follows, declarations, overcalls, scores, kitty bonuses, next deals, "
                            "next declarers with friends, what cards are worth, kitty overcalls, first deals' declarers",
            "climbing": "sets, beats, gouji sets, answers, settlements, tribute cards, tribute by places, "
                         "first leads, revolts, places with revolutionaries, rounds, calls of the emperor, shown counts"}


def run(args) -> int:
    from ..language.workspace import resolved

    workspace, ids, _variants, diags = resolved(args.targets)
    if diags:
        return stop_on(diags, workspace.sources, "mutate")
    library, studies, status = workspace.library(), [], 0
    for vid in ids:
        try:
            found = study(library, workspace.files[vid], workspace.paths[vid], args.budget, args.timeout)
        except NotClean as exc:
            for diag in exc.diagnostics:
                print(render_text(diag, workspace.sources), end="\n\n", file=sys.stderr)
            print(f"verifier: mutate: `{vid}` has errors: fix them first (its mutants would all look noticed)",
                  file=sys.stderr)
            status = 1
            continue
        if not args.no_examples:
            from .pin import pin_all

            pin_all(found, args.search)
        studies.append(found)
        if args.write:
            from .write import write_pins

            written = write_pins(found, workspace.sources[found.path])
            if written is not None and _parses(found.path, written):
                with open(found.path, "w", encoding="utf-8") as handle:
                    handle.write(written)
    if getattr(args, "record", None):
        from .record import Incomplete, record

        try:
            record(args.record, studies, workspace)
        except Incomplete as exc:
            print(f"verifier: mutate: nothing recorded: {exc}", file=sys.stderr)
            status = 2
        except OSError as exc:
            print(f"verifier: mutate: cannot write {args.record}: {exc.strerror or exc}", file=sys.stderr)
            status = 2
    if args.format == "json":
        print(json.dumps({"variants": [as_json(s) for s in studies]}, ensure_ascii=False, indent=2))
    else:
        for one in studies:
            print(as_text(one, args.write))
    return status


def _parses(path: str, text: str) -> bool:
    """Whether the text with the examples added still parses (it should: the printer writes them); else the file is
    left alone and the error said."""
    from ..diagnostics import DiagnosticError
    from ..language.parser import parse_text

    try:
        parse_text(path, text)
    except DiagnosticError as exc:
        print(f"verifier: mutate: the examples were not written to {path}: the file would not parse "
              f"({exc.diagnostics[0].message})", file=sys.stderr)
        return False
    return True


def _where(study_, tried) -> tuple[str, int | None]:
    span = tried.mutant.span
    return (span.file if span else study_.path), (span.line if span else None)


def as_json(s) -> dict:
    survivors = []
    for index, tried in s.survivors():
        file, line = _where(s, tried)
        pinned = s.pins.get(index)
        survivors.append({"rule": tried.mutant.rule, "file": file, "line": line, "change": tried.mutant.what,
                          "example": pinned.text if pinned else None,
                          "verdict": pinned.verdict if pinned else None,
                          "may_be_equivalent": index in s.pins and pinned is None})
    crashed = [{"rule": t.mutant.rule, "file": _where(s, t)[0], "line": _where(s, t)[1], "change": t.mutant.what,
                "error": t.noticed[0]} for t in s.tried if t.status == CRASHED]
    return {"id": s.variant, "file": s.path, "mutants": s.generated, "tried": len(s.tried),
            "killed": s.count(KILLED), "survived": s.count(SURVIVED), "equivalent": s.count(EQUIVALENT),
            "crashed": s.count(CRASHED), "unwritable": s.count(UNWRITABLE), "score": None if s.score is None else round(s.score, 4),
            "pinned": sum(p is not None for p in s.pins.values()),
            "survivors": survivors, "checker_failed_on": crashed}


def _pinned_summary(s) -> str:
    if not s.pins:
        return ""
    pinned = sum(p is not None for p in s.pins.values())
    return f"; of the survivors, {pinned} pinned by an example, {len(s.pins) - pinned} may be equivalent"


def as_text(s, written: bool = False) -> str:
    score = "no mutant changes the rules" if s.score is None else f"score {s.score:.0%}"
    lines = [f"{s.variant} ({s.path}): {len(s.tried)} of {s.generated} mutant(s) of its own rules tried: "
             f"{s.count(KILLED)} noticed, {s.count(SURVIVED)} not noticed, {s.count(EQUIVALENT)} equivalent (the same "
             f"compiled rules)" + (f", {s.count(UNWRITABLE)} no file can say" if s.count(UNWRITABLE) else "") +
             (f", {s.count(CRASHED)} the checker failed on" if s.count(CRASHED) else "") +
             f"; {score}" + _pinned_summary(s)]
    groups: dict[tuple, list] = {}
    for index, tried in s.survivors():
        rule_line = tried.mutant.changed
        rule_span = getattr(getattr(rule_line, "rule", rule_line), "span", None)
        key = (tried.mutant.rule, rule_span.file if rule_span else s.path, rule_span.line if rule_span else None)
        groups.setdefault(key, []).append((index, tried))
    for (rule, file, line), members in groups.items():
        lines.append(f"\n{file}:{line}: `{rule}`: {len(members)} change(s) here would not be noticed by any check or "
                     "example:")
        for index, tried in members:
            where, at = _where(s, tried)
            lines.append(f"  {where}:{at}: {tried.mutant.what}")
            if index in s.pins:
                pinned = s.pins[index]
                if pinned is None:
                    lines.append("    no situation found where the two rule sets differ (among the kinds searched: "
                                 f"{SEARCHED[s.family]}): it may be equivalent")
                else:
                    lines.append(f"    pinned by ({pinned.verdict}): {pinned.text}"
                                 + ("  [written]" if written else ""))
    failed = [t for t in s.tried if t.status == CRASHED]
    if failed:
        lines.append(f"\nthe checker failed (E999) on {len(failed)} mutant(s), counted apart (a bug of the checker to "
                     "report):")
        for tried in failed:
            where, at = _where(s, tried)
            lines.append(f"  {where}:{at}: {tried.mutant.what}: {tried.noticed[0]}")
    return "\n".join(lines) + "\n"
