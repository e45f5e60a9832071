"""The judge of game records: `judge_record` hands a record to its family's judge (trick/judge.py, climbing/judge.py),
loading the variant it names; `verifier judge RECORDS` judges files and folders of records.

Exit statuses of the command: 0 when every record is confirmed, 1 at the first illegal action or wrong fact, 2 when a
record cannot be read.
"""
from __future__ import annotations

import json
import os
import sys

from .climbing.judge import judge as judge_climbing
from .engine import LoadError, load
from .records import Verdict, load_record
from .trick.judge import judge as judge_trick, not_a_record


def judge_record(record: dict, game=None) -> Verdict:
    """Replay a record with its family's judge; the verdict confirms it or names the first illegal action or the first
    wrong fact. Without `game`, a trick-taking record's variant is loaded once the record is known to be one."""
    if record.get("family") == "climbing":
        return judge_climbing(record, game)
    refused = not_a_record(record)
    if refused:
        return refused
    if game is None:
        try:
            game = load(record["variant"])
        except LoadError as exc:
            return Verdict(False, 0, {"record": "variant"}, str(exc))
    return judge_trick(record, game)


def _json_kind(value) -> str:
    """How a JSON value that is not an object reads in a message."""
    return {list: "an array", str: "a string", bool: "a boolean", type(None): "null"}.get(type(value), "a number")


def run_judge(args) -> int:
    """The `judge` command: exit 0 when every record is confirmed, 1 at the first illegal action or wrong fact, 2
    when a record cannot be read (each record is still judged on its own)."""
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
                    game = games[variant] = load(variant)
                except LoadError:
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
