"""Game records as files: the JSON Schema of a trick-taking match record (record.schema.json, shipped beside this
module), reading a record file, and the `Verdict` a judge gives on a record of either family.

A record holds the seed, and for every deal the deck in deal order (the decks dealt again first, under `redeals`),
the decisions (declarations, the tribute returned, the cards exchanged, the buried cards, the kitty overcalls with the
cards buried again, every play, with the attempted throw where one failed) and what the rules made of them (trump,
declarer, trick winners and points, the settlement, the levels). A climbing record (`family: climbing`) holds every
action of its deals instead (runtime/climbing/match.py). play/judge.py replays either.
"""
from __future__ import annotations

import functools
import json
import os
from dataclasses import dataclass


SCHEMA_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "record.schema.json")


def schema() -> dict:
    with open(SCHEMA_PATH, encoding="utf-8") as handle:
        return json.load(handle)


def _inlined(node, defs: dict, depth: int = 0):
    """The schema with its `$ref`s to `$defs` written out (the record schema is not recursive): validating then needs
    no reference lookups, which took most of a judge's time."""
    if depth > 50:
        raise ValueError("the record schema is recursive")
    if isinstance(node, dict):
        if "$ref" in node and node["$ref"].startswith("#/$defs/"):
            base = _inlined(defs[node["$ref"][len("#/$defs/"):]], defs, depth + 1)
            return {**base, **{k: _inlined(v, defs, depth + 1) for k, v in node.items() if k != "$ref"}}
        return {k: _inlined(v, defs, depth + 1) for k, v in node.items() if k != "$defs"}
    if isinstance(node, list):
        return [_inlined(v, defs, depth + 1) for v in node]
    return node


@functools.lru_cache(maxsize=1)
def _validator():
    import jsonschema

    whole = schema()
    return jsonschema.Draft202012Validator(_inlined(whole, whole.get("$defs", {})))


def schema_errors(record) -> list[str]:
    """Where the record breaks the JSON Schema (empty when it conforms, or when jsonschema is not installed)."""
    try:
        validator = _validator()
    except ImportError:
        return []
    if validator.is_valid(record):
        return []
    return [f"{'/'.join(str(p) for p in e.absolute_path) or '(record)'}: {e.message}"
            for e in sorted(validator.iter_errors(record), key=lambda e: list(map(str, e.absolute_path)))]


@dataclass
class Verdict:
    ok: bool
    deals: int = 0  # deals confirmed
    where: dict | None = None
    reason: str = ""
    rule: str = ""

    def render(self, path: str = "") -> str:
        if self.ok:
            return f"{path + ': ' if path else ''}confirmed: {self.deals} deal(s), every action legal and every result " \
                   f"as the rules give it\n"
        if self.where == {"record": "file"}:  # not judged at all: the file is not a record
            return f"{path + ': ' if path else ''}error: {self.reason}\n"
        place = ", ".join(f"{k} {v}" for k, v in (self.where or {}).items())
        text = f"{path + ': ' if path else ''}illegal: {place}: {self.reason}\n"
        if self.rule:
            text += f"  rule: {self.rule}\n"
        return text

    def to_json(self) -> dict:
        return {"ok": self.ok, "deals": self.deals, "where": self.where, "reason": self.reason, "rule": self.rule}


def load_record(path: str) -> dict:
    """A record file's JSON; OSError or ValueError (with a message for the reader) when it cannot be read."""
    if os.path.exists(path) and not os.path.isfile(path):  # a folder inside a folder, a FIFO, a device
        raise OSError(f"{path} is not a regular file")
    with open(path, encoding="utf-8") as handle:
        try:
            return json.load(handle)
        except RecursionError:
            raise ValueError("the JSON is nested too deeply to be a record") from None
        except UnicodeDecodeError as exc:
            raise ValueError(f"not UTF-8 text (byte {exc.start})") from None
