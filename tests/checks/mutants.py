"""Edits a user makes to a variant file, as text: every line deleted, every statement deleted (a block with all it
holds), and every value replaced by another value the language allows there (another word of the same setting,
another place, another number). Each mutant is (label, text); the label says what was changed, on which line.

The words a value may be replaced by are read from the model: the members of every enumeration of the rule model
that holds the word (a setting's other values), the variant's own place names, yes and no.
"""
from __future__ import annotations

import re
from enum import Enum

from verifier import model as m

_QUOTED = re.compile(r'"(?:[^"\\\n]|\\.)*"')
_CITE = re.compile(r'\s(@[\w-]+\s+"|decision\s+")')  # where the citations of a line start
_TOKEN = re.compile(r"[+-]?\d+|[A-Za-z][A-Za-z0-9-]*")
NUMBERS = ("0", "1", "3", "99")


def _words() -> dict[str, list[tuple[str, ...]]]:
    """Each word of an enumeration of the model: the members of every enumeration that holds it."""
    found: dict[str, list[tuple[str, ...]]] = {}
    for value in vars(m).values():
        if isinstance(value, type) and issubclass(value, Enum) and issubclass(value, m.Word):
            members = tuple(member.value for member in value)
            for word in members:
                found.setdefault(word, []).append(members)
    return found


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def _is_code(line: str) -> bool:
    stripped = line.strip()
    return bool(stripped) and not stripped.startswith("#")


def deleted_lines(text: str):
    lines = text.split("\n")
    for index, line in enumerate(lines):
        if _is_code(line):
            yield f"line {index + 1} deleted: {line.strip()[:60]}", "\n".join(lines[:index] + lines[index + 1:])


def _statement_end(lines: list[str], index: int) -> int:
    """The last line of the statement that starts at `index`: its continuation lines (citations and decisions, more
    indented), and for a block everything up to its `}`."""
    start = lines[index]
    if start.rstrip().endswith("{"):
        for end in range(index + 1, len(lines)):
            if lines[end].strip() == "}" and _indent(lines[end]) == _indent(start):
                return end
        return len(lines) - 1
    end = index
    while end + 1 < len(lines) and _is_code(lines[end + 1]) and _indent(lines[end + 1]) > _indent(start) and \
            lines[end + 1].strip().startswith(("@", "decision")):
        end += 1
    return end


def deleted_statements(text: str):
    lines = text.split("\n")
    for index, line in enumerate(lines):
        stripped = line.strip()
        if not _is_code(line) or stripped.startswith(("@", "decision", "}", "variant")):
            continue
        end = _statement_end(lines, index)
        what = "block" if end > index and line.rstrip().endswith("{") else "statement"
        yield (f"{what} of lines {index + 1}-{end + 1} deleted: {stripped[:60]}",
               "\n".join(lines[:index] + lines[end + 1:]))


def _places(text: str) -> tuple[str, ...]:
    return tuple(dict.fromkeys(re.findall(r"^\s*place ([\w-]+)", text, re.M)))


def _alternatives(token: str, words: dict, places: tuple[str, ...]) -> list[str]:
    if re.fullmatch(r"[+-]?\d+", token):
        sign = token[0] if token[0] in "+-" else ""
        return [sign + n if sign else n for n in NUMBERS if n != token.lstrip("+-")]
    options: list[str] = []
    if token in places:
        options += [p for p in places if p != token] + ["nowhere"]
    if token in ("yes", "no"):
        options.append("no" if token == "yes" else "yes")
    for members in words.get(token, ()):
        options += [w for w in members if w != token]
    return list(dict.fromkeys(options))


def replaced_values(text: str):
    """Every value of every statement replaced, one at a time, by each other value allowed in its place."""
    words = _words()
    places = _places(text)
    lines = text.split("\n")
    for index, line in enumerate(lines):
        stripped = line.strip()
        if not _is_code(line) or stripped.startswith(("@", "decision", "variant", "source", "title", "remark",
                                                       "example", "}")):
            continue
        cite = _CITE.search(line)
        body_end = cite.start() if cite else len(line)
        quoted = [(q.start(), q.end()) for q in _QUOTED.finditer(line)]
        first = True
        for token in _TOKEN.finditer(line, 0, body_end):
            if any(a <= token.start() < b for a, b in quoted):
                continue
            if first:  # the statement's keyword or setting name is no value
                first = False
                continue
            for other in _alternatives(token.group(), words, places):
                changed = line[:token.start()] + other + line[token.end():]
                yield (f"line {index + 1}: `{token.group()}` -> `{other}` in {stripped[:50]}",
                       "\n".join(lines[:index] + [changed] + lines[index + 1:]))


def mutants(text: str):
    yield from deleted_lines(text)
    yield from deleted_statements(text)
    yield from replaced_values(text)
