"""The judge of game records: `judge_record` recognises a record's family by its shape, checks it against that
family's JSON Schema, and hands it to the family's judge (trick/judge.py, climbing/judge.py), loading the variant it
names; `verifier judge RECORDS [--variant FILE]` judges files and folders of records.

Exit statuses of the command: 0 when every record is confirmed; 1 at the first illegal action or wrong fact, and for
a JSON object that is no record (no known format), breaks its family's schema, or names a variant that is unknown or
of the other family; 2 when a record cannot be read (or is JSON but no object), a folder holds no records, or a
`--variant` file cannot be loaded.
"""
from __future__ import annotations

import json
import os
import sys

from .climbing.judge import judge as judge_climbing
from .engine import LoadError, load
from .records import CLIMBING, SCHEMA_FILES, Verdict, family_of, load_record, not_a_record, schema_verdict
from .trick.judge import judge as judge_trick


def judge_record(record: dict, game=None) -> Verdict:
    """Replay a record with its family's judge; the verdict confirms it or names the first illegal action or the first
    wrong fact. Without `game`, the record's variant is loaded (by its id) once the record follows its schema."""
    family = family_of(record)
    if family is None:
        return Verdict(False, 0, {"record": "format"}, not_a_record(record), " ".join(SCHEMA_FILES.values()))
    refused = schema_verdict(record, family)
    if refused:
        return refused
    if game is None:
        try:
            game = load_by_id(record["variant"])
        except LoadError as exc:
            return Verdict(False, 0, {"record": "variant"}, str(exc))
    return (judge_climbing if family == CLIMBING else judge_trick)(record, game)


def load_by_id(variant: str):
    """The game of a variant id (generated/engines/, else the shipped variants); a record names its variant by id,
    never by a path, which would read a file of the judge's machine (a user's own file: `--variant FILE`)."""
    if variant.endswith(".variant") or "/" in variant or os.sep in variant:
        raise LoadError(f"a record names its variant by id, not `{variant}`; judge a record of your own variant "
                        "file with `verifier judge RECORD --variant FILE`")
    try:
        return load(variant)
    except LoadError as exc:
        raise LoadError(f"{exc} (a record of a variant file of your own: `verifier judge RECORD --variant FILE`)") \
            from None


def _json_kind(value) -> str:
    """How a JSON value that is not an object reads in a message."""
    return {list: "an array", str: "a string", bool: "a boolean", type(None): "null"}.get(type(value), "a number")


def run_judge(args) -> int:
    """The `judge` command: exit 0 when every record is confirmed, 1 at the first illegal action or wrong fact, 2
    when a record cannot be read (each record is still judged on its own). Each `--variant FILE` judges the records
    of its variant id (a user's own variant); the other ids are the shipped variants."""
    status = 0
    results = []
    paths = []
    for target in args.records:
        if os.path.isdir(target):
            found = sorted(os.path.join(target, f) for f in os.listdir(target) if f.endswith(".json"))
            if not found:  # judging nothing is no confirmation
                print(f"verifier: judge: no records (*.json) in the folder {target}", file=sys.stderr)
                return 2
            paths += found
        else:
            paths.append(target)
    games = {}
    for path in getattr(args, "variant", None) or []:  # a user's own variant files, by their ids
        try:
            game = load(path if path.endswith(".variant") or os.sep in path else os.path.join(".", path))
        except LoadError as exc:
            print(f"verifier: judge: --variant {path}: {exc}", file=sys.stderr)
            return 2
        games[game.rules.id] = game
    unreadable = False
    for path in paths:
        try:
            record = load_record(path)
        except (OSError, ValueError) as exc:
            verdict = Verdict(False, 0, {"record": "file"}, f"cannot read the record: {exc}")
            unreadable = True
        else:
            variant = record.get("variant") if isinstance(record, dict) else None
            game = games.get(variant)
            if game is None and isinstance(variant, str):
                try:
                    game = games[variant] = load_by_id(variant)
                except LoadError:  # judge_record says why
                    game = None
            if not isinstance(record, dict):  # JSON, but not a record at all: unreadable as one, like bad JSON
                unreadable = True
            try:
                verdict = judge_record(record, game) if isinstance(record, dict) else \
                    Verdict(False, 0, {"record": "file"}, f"a record is a JSON object, not {_json_kind(record)}")
            except RecursionError:  # a value nested deep inside a record that loads
                verdict = Verdict(False, 0, {"record": "schema"}, "the record is nested too deeply to be a record")
        results.append((path, verdict))
        if not verdict.ok:
            status = 1
    if unreadable:
        status = 2
    if getattr(args, "format", "text") == "json":
        print(json.dumps([{"record": p, **v.to_json()} for p, v in results], indent=2, ensure_ascii=False))
    else:
        for path, verdict in results:
            if not verdict.ok or not getattr(args, "quiet", False):
                print(verdict.render(path), end="")
        if len(results) > 1:
            print(f"{sum(v.ok for _, v in results)} of {len(results)} record(s) confirmed")
    return status
