"""Game records as files: the JSON Schema of each family's match record (record.schema.json for the trick-taking
family, climbing-record.schema.json, shipped beside this module), which family a record is of, reading a record file,
and the `Verdict` a judge gives on a record of either family.

A trick-taking record (`format: shengji-match`) holds the seed, and for every deal the deck in deal order (the decks
dealt again first, under `redeals`), the decisions (declarations, the tribute returned, the cards exchanged, the
buried cards, the kitty overcalls with the cards buried again, every play, with the attempted throw where one failed)
and what the rules made of them (trump, declarer, trick winners and points, the settlement, the levels). A climbing
record (`family: climbing`) holds every action of its deals instead (runtime/climbing/match.py). play/judge.py
replays either. Both cite a rule by its variant file's name and line (runtime/citation.py); older records (trick-taking
`version` 1, climbing `format` 1) by the path the variant was read from, which `legacy_citations` reads as the name.
"""
from __future__ import annotations

import dataclasses
import functools
import json
import os
from dataclasses import dataclass

from ..runtime.citation import LOCATION, in_record

TRICK_TAKING, CLIMBING = "trick-taking", "climbing"
FOLDER = os.path.dirname(os.path.abspath(__file__))
SCHEMA_FILES = {TRICK_TAKING: "record.schema.json", CLIMBING: "climbing-record.schema.json"}
SCHEMA_PATH = os.path.join(FOLDER, SCHEMA_FILES[TRICK_TAKING])


def schema(family: str = TRICK_TAKING) -> dict:
    with open(os.path.join(FOLDER, SCHEMA_FILES[family]), encoding="utf-8") as handle:
        return json.load(handle)


def family_of(record: dict) -> str | None:
    """The family a record says it is of (its `family`, else its `format`), or None for no record of this tool."""
    if record.get("family") == CLIMBING:
        return CLIMBING
    if record.get("format") == "shengji-match":
        return TRICK_TAKING
    return None


def not_a_record(record: dict) -> str:
    """Why a JSON object is no record of either family, for the verdict."""
    return (f"not a game record of this tool (format {record.get('format')!r}, family {record.get('family')!r}): a "
            "trick-taking record has `format: shengji-match`, a climbing record `family: climbing`")


def legacy_citations(value):
    """A record of an older format with its rule citations (any path, absolute or relative to the folder it was
    written in) read as the current format writes them: by the variant file's name and line."""
    if isinstance(value, dict):
        return {key: legacy_citations(v) for key, v in value.items()}
    if isinstance(value, list):
        return [legacy_citations(v) for v in value]
    if isinstance(value, str) and LOCATION.match(value) and ".variant:" in value:
        return in_record(value)
    return value


def located(rules, cited: str) -> str:
    """Where the engine locates a rule that a record cites by its file's name and line (the full `file:line`, which
    an editor opens), found among the rules' own locations; `cited` itself when none is that rule."""
    stack = [rules]
    while stack:
        value = stack.pop()
        if isinstance(value, str):
            if LOCATION.match(value) and in_record(value) == cited:
                return value
        elif dataclasses.is_dataclass(value):
            stack.extend(getattr(value, f.name) for f in dataclasses.fields(value))
        elif isinstance(value, (tuple, list)):
            stack.extend(value)
        elif isinstance(value, dict):
            stack.extend(value.values())
    return cited


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


@functools.lru_cache(maxsize=2)
def _validator(family: str):
    import jsonschema

    whole = schema(family)
    return jsonschema.Draft202012Validator(_inlined(whole, whole.get("$defs", {})))


def schema_errors(record, family: str = TRICK_TAKING) -> list[str]:
    """Where the record breaks its family's JSON Schema (empty when it conforms, or when jsonschema is not
    installed)."""
    try:
        validator = _validator(family)
    except ImportError:
        return []
    if validator.is_valid(record):
        return []
    return [f"{'/'.join(str(p) for p in e.absolute_path) or '(record)'}: {e.message}"
            for e in sorted(validator.iter_errors(record), key=lambda e: list(map(str, e.absolute_path)))]


def schema_verdict(record: dict, family: str):
    """The verdict on a record that breaks its family's schema (citing the schema), else None."""
    problems = schema_errors(record, family)
    if not problems:
        return None
    return Verdict(False, 0, {"record": "schema"}, f"the record does not follow the {family} record schema: "
                   + problems[0], SCHEMA_FILES[family])


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
