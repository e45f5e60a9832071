"""The messages of the browser, checked before anything reads them: a text frame of at most `Limits.message`
characters, JSON no deeper than `Limits.depth`, an object of a known type with fields of the right types. What is
wrong is answered with an error message and the connection goes on; nothing the browser sends reaches a game unchecked.

The server's messages get the referee's reasons in Chinese too (`reason_zh`, `message_zh`), and suits written as
symbols (the engine writes `the led suit (S)`)."""
from __future__ import annotations

import json
import re

from .limits import Limits

NAME = 24  # characters of a player's name
# The shape of each message the browser may send: field -> type (int fields are bounded, str fields by NAME or 64).
MESSAGES = {
    "new": {"variant": str, "bots": str, "seed": int, "deals": int},
    "create": {"variant": str, "bots": str, "seed": int, "deals": int, "name": str},
    "join": {"room": str, "token": str, "name": str},
    "sit": {"seat": int, "name": str},
    "start": {},
    "play": {"cards": str, "ask": int},
    "choose": {"option": int, "ask": int},
    "levels": {"levels": list, "ask": int},
    "pass": {"ask": int},
    "call": {"cards": str, "copy": int, "ask": int},
    "continue": {"ask": int},
    "skip-declaring": {"deal": int, "ask": int},
    "check": {"cards": str},
    "hint": {},
}
REQUIRED = {"new": ("variant",), "create": ("variant",), "join": ("room",), "sit": ("seat",), "start": (),
            "play": ("cards", "ask"), "choose": ("option", "ask"), "levels": ("levels", "ask"), "pass": ("ask",),
            "call": ("cards", "copy", "ask"), "continue": ("ask",), "skip-declaring": ("deal", "ask"),
            "check": ("cards",), "hint": ()}
SHORT = {"name": NAME, "room": 32, "token": 64, "variant": 64, "bots": 32}  # the longest string of a field
MAX_SEATS = 16  # entries of a list of levels per player (a table has fewer players)


_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_BRACKET = re.compile(r"[\[\]{}]")


def depth(text: str) -> int:
    """How deeply the JSON text nests arrays and objects (strings skipped), without parsing it: a text too deep is
    refused before the parser's recursion meets it."""
    deepest = level = 0
    for bracket in _BRACKET.findall(_STRING.sub("", text)):
        level += 1 if bracket in "[{" else -1
        deepest = max(deepest, level)
    return deepest


def decode(text: str, limits: Limits) -> tuple[dict | None, str | None]:
    """A browser's text frame as a message, or what is wrong with it."""
    if len(text) > limits.message:
        return None, f"a message is at most {limits.message} characters"
    if depth(text) > limits.depth:
        return None, f"a message nests at most {limits.depth} levels deep"
    try:
        message = json.loads(text)
    except (ValueError, RecursionError):
        return None, "a message is JSON"
    problem = shape_error(message)
    return (None, problem) if problem else (message, None)


def shape_error(message) -> str | None:
    """What is wrong with the shape of a browser message, or None."""
    if not isinstance(message, dict):
        return "a message is a JSON object"
    kind = message.get("type")
    if kind not in MESSAGES:
        return f"unknown message type {kind!r} (known: {', '.join(MESSAGES)})"
    fields = MESSAGES[kind]
    for name in message:
        if name != "type" and name not in fields:
            return f"`{kind}` has no field `{name}`"
    for name in REQUIRED[kind]:
        if name not in message:
            return f"`{kind}` needs the field `{name}`"
    for name, value in message.items():
        if name == "type":
            continue
        want = fields[name]
        if want is int and (not isinstance(value, int) or isinstance(value, bool) or not -1 <= value < 10 ** 9):
            return f"`{name}` is a whole number"
        if want is str and not isinstance(value, str):
            return f"`{name}` is a string"
        if want is str and name in SHORT and len(value) > SHORT[name]:
            return f"`{name}` is at most {SHORT[name]} characters"
        if want is list and (not isinstance(value, list) or len(value) > MAX_SEATS or not all(
                isinstance(k, int) and not isinstance(k, bool) and 0 <= k < 100 for k in value)):
            return f"`{name}` is a list of at most {MAX_SEATS} whole numbers from 0 to 99"
    return None


SYMBOLS = {"S": "♠", "H": "♥", "C": "♣", "D": "♦"}
_SUIT = re.compile(r"\((S|H|C|D)\)")


def for_the_page(message: dict) -> dict:
    """The message as the page shows it: the referee's reason (and an error's text) also in Chinese
    (verifier/play/reasons_zh.py), a suit in parentheses as its symbol, a rule cited relative to its variant's folder
    (play/citations.py: the same from a checkout and an installed package). A record sent is left as written."""
    from ..play.citations import cited
    from ..play.reasons_zh import zh
    out = dict(message)
    if isinstance(out.get("rule"), str):
        out["rule"] = cited(out["rule"])
    result = out.get("result")
    if isinstance(result, dict) and isinstance(result.get("settlement"), dict) and "rule" in result["settlement"]:
        out["result"] = {**result, "settlement": {**result["settlement"], "rule": cited(result["settlement"]["rule"])}}
    for key in ("reason", "message"):
        if isinstance(out.get(key), str) and out[key]:
            out[f"{key}_zh"] = _SUIT.sub(lambda m: f"（{SYMBOLS[m.group(1)]}）", zh(out[key]))
            out[key] = _SUIT.sub(lambda m: f"({SYMBOLS[m.group(1)]})", out[key])
    return out
