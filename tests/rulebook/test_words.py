"""The word tables of the rulebook pages: the words every page uses (verifier/rulebook/en.py, zh.py), to which each
family's template adds its own (trick/en.py, trick/zh.py, climbing/en.py, climbing/zh.py). Both languages have the same
words, a family's table holds the shared one, and every word is read somewhere: by name in the rulebook's code, or by a
key the code composes from the model (`setting:NAME`, `NAME=VALUE` of a block's setting, `combo:KIND` ...)."""
from __future__ import annotations

import ast
import dataclasses
import re
from pathlib import Path

import pytest

from verifier import model as m
from verifier.rulebook import CLIMBING, LANGUAGES
from verifier.rulebook.en import EnglishBook
from verifier.rulebook.zh import ChineseBook

RULEBOOK = Path(__file__).resolve().parents[2] / "verifier" / "rulebook"
TABLES = {"shared": (EnglishBook, ChineseBook), "trick-taking": (LANGUAGES["en"], LANGUAGES["zh"]),
          "climbing": (CLIMBING["en"], CLIMBING["zh"])}


def _tables(tree: ast.Module) -> set[int]:
    """The nodes of the module's tables (`W = {...}`, `WORDS`, `_RULE_NAMES`, `ROLES` ...: a dict named in capitals):
    what they hold is not a read."""
    skip = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Dict) and \
                re.fullmatch(r"_?[A-Z][A-Z_]*", getattr(node.targets[0], "id", "")):
            skip |= {id(n) for n in ast.walk(node.value)}
    return skip


def _read_by_name(paths=None) -> tuple[set[str], set[str]]:
    """Every string of the rulebook's code outside its tables, and the prefixes of the keys it composes (such a
    string, or the text before the first field of an f-string, that ends in `:` or `=`)."""
    names, prefixes = set(), set()
    for path in paths or RULEBOOK.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skip = _tables(tree)
        for node in ast.walk(tree):
            if id(node) in skip:
                continue
            if isinstance(node, ast.JoinedStr) and node.values and isinstance(node.values[0], ast.Constant):
                prefixes.add(node.values[0].value)
            elif isinstance(node, ast.Constant) and isinstance(node.value, str):
                names.add(node.value)
                prefixes.add(node.value)
    return names, {p for p in prefixes if p.endswith((":", "="))}


def _looked_up(paths) -> set[str]:
    """The keys the code looks up by name: the strings inside `W[...]`, `w[...]` and `W.get(...)`."""
    found = set()
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Subscript) and _is_table(node.value):
                key = node.slice
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get" \
                    and _is_table(node.func.value) and node.args:
                key = node.args[0]
            else:
                continue
            found |= {n.value for n in ast.walk(key) if isinstance(n, ast.Constant) and isinstance(n.value, str)}
    return found


def _is_table(node: ast.expr) -> bool:
    return getattr(node, "attr", None) == "W" or getattr(node, "id", None) in ("W", "w")


def _settings() -> dict[str, set[str]]:
    """The settings of every block of the model: {block class name: setting names}."""
    found, stack = {}, [m.Block]
    while stack:
        cls = stack.pop()
        stack += cls.__subclasses__()
        found[cls.__name__] = {f.metadata["setting"] or f.name.replace("_", "-") for f in dataclasses.fields(cls)
                               if "setting" in f.metadata}
    return found


def _is_read(key: str, names: set[str], prefixes: set[str], settings: dict[str, set[str]]) -> bool:
    if key in names:
        return True
    every = set().union(*settings.values())
    if key.startswith("setting:"):  # a setting's name, by its block's or by the name alone (Book.settings_table)
        *block, name = key.removeprefix("setting:").split(":")
        return name in (settings.get(block[0], set()) if block else every)
    if any(key.startswith(p) for p in prefixes - {"setting:"}):
        return True
    if "=" in key:  # a setting's value (Book.value_words): `NAME=VALUE`, or `BLOCK:NAME=VALUE`
        *block, name = key.split("=")[0].split(":")
        return name in (settings.get(block[0], set()) if block else every)
    return False


def test_both_languages_have_the_same_words():
    for family, (english, chinese) in TABLES.items():
        assert set(english.W) == {k for k in chinese.W if not k.startswith("rule:")}, family


def test_a_family_adds_its_words_to_the_shared_ones():
    for family in ("trick-taking", "climbing"):
        for shared, book in zip(TABLES["shared"], TABLES[family]):
            assert set(shared.W) <= set(book.W), (family, sorted(set(shared.W) - set(book.W)))


def test_the_generic_page_and_the_climbing_family_read_only_shared_words():
    """A word the generic Book (book.py, en.py, zh.py) or the climbing pages read by name is in the shared table (or,
    for the climbing pages, their own), never only in the trick-taking one: the families stay independent."""
    trick = {k for book in TABLES["trick-taking"] for k in book.W}
    generic = _looked_up([RULEBOOK / "book.py", RULEBOOK / "en.py", RULEBOOK / "zh.py"])
    climbing = _looked_up(list((RULEBOOK / "climbing").glob("*.py")))
    assert {"lead", "silent", "place"} <= generic | climbing  # the lookups are found
    for english, chinese in [TABLES["shared"], TABLES["climbing"]]:
        names = generic if english is EnglishBook else generic | climbing
        missing = sorted(k for k in names & trick if k not in english.W or k not in chinese.W)
        assert not missing, f"{english.__name__}: trick-taking words read by name: {missing}"


@pytest.mark.parametrize("family", list(TABLES))
def test_every_word_is_read(family):
    names, prefixes = _read_by_name()
    settings = _settings()
    for book in TABLES[family]:
        unread = sorted(k for k in book.W if not _is_read(k, names, prefixes, settings))
        assert not unread, f"{book.__name__}: words no code reads: {unread}"
