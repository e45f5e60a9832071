"""Latin words in the text of a Chinese page: what is left of its prose once code, card names, rule ids, the
sources' own words and a few names are taken out. A Chinese page is Chinese: every other Latin word is English left
in it (tests/test_docs_zh.py reads the pages' Markdown, tests/rulebook/test_rulebook_site.py the built Chinese site)."""
from __future__ import annotations

import html
import re

# Code: fenced blocks, inline code, HTML code and preformatted text, plots (their labels are the data's), scripts.
_FENCE = re.compile(r"^[ \t]*(`{3,}|~{3,}).*?^[ \t]*\1", re.S | re.M)
_INLINE = re.compile(r"(`+)(?:(?!\1).)+?\1", re.S)
_TAGS = re.compile(r"<(code|pre|kbd|svg|script|style|abbr|textarea)\b.*?</\1>", re.S | re.I)
# A source quoted word for word, and where it comes from: the seed's own text, never translated.
_QUOTE = re.compile(r"“[^<]*?”(?=\s*<span class=\"where\">)", re.S)
_TITLE = re.compile(r"《[^》]*》")  # the title of a work (a source's chapter): a name
_FRONT = re.compile(r"\A---\n.*?\n---\n", re.S)  # a page's front matter (MkDocs settings)
_WHERE = re.compile(r"<span class=\"(?:where|alias)\">(?:[^<]|<span class=\"alias\">[^<]*</span>)*</span>", re.S)
_LINK_TARGET = re.compile(r"\]\([^)]*\)")
_ATTRS = re.compile(r"\{[#.:][^}]*\}")
_HTML = re.compile(r"<[^>]+>")
_URL = re.compile(r"https?://\S+")
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_.'’:/+-]*")
# Card names (a rank, ranks run together, a rank and suit, the jokers, no-trump) and a single letter (a variable of
# the sources' formulas, a suit letter).
_CARDS = re.compile(r"(?:BJ|SJ|NT|(?:10|[2-9AKQJX])+[SHCD]?|[A-Za-z])")
# Names that are names in Chinese text too: the tools and formats the pages are about.
NAMES = {"Python", "Chromium", "Playwright", "Debian", "MkDocs", "Material", "JSON", "Schema", "Lines", "YAML",
         "WebSocket", "Starlette", "Uvicorn", "Hypothesis", "Cython", "Ray", "Lark", "VS", "Code", "GitHub", "Markdown",
         "jieba", "Git", "git", "PyPI", "pip", "Node", "npm", "TextMate", "Pygments", "Neovim", "valgrind", "callgrind",
         "gcc", "mypy", "mypyc", "jsonschema", "pygls", "difflib", "stdio", "stderr", "rbtying", "shengji", "Linux",
         "Windows", "Ctrl", "Enter", "Tab", "Esc", "wheel", "log", "ms", "µs", "kB", "pickle", "DouZero", "RLCard",
         "OpenSpiel", "PettingZoo", "Gymnasium", "NumPy", "matplotlib", "cProfile",
         # authors of the methods used (ISMCTS: Cowling, Powley and Whitehouse; Student's t; Wilson's interval)
         "Cowling", "Powley", "Whitehouse", "Student", "Wilson"}
# An acronym or a placeholder of a syntax (CPU, UTC, LALR; RANK, SIDE): capitals only.
_CAPITALS = re.compile(r"[A-Z]{2,}")


def prose(text: str, markdown: bool = True) -> str:
    """The page's text without code, quotes of the sources, link targets, attributes and tags."""
    if markdown:
        text = _FRONT.sub("", text)
        text = _FENCE.sub(" ", text)
        text = _INLINE.sub(" ", text)
    text = _TAGS.sub(" ", text)
    text = _QUOTE.sub(" ", text)
    text = _TITLE.sub(" ", text)
    text = _WHERE.sub(" ", text)
    text = re.sub(r"<!--.*?-->", " ", text, flags=re.S)
    if markdown:
        text = _LINK_TARGET.sub("]", text)
        text = _ATTRS.sub(" ", text)
    text = _HTML.sub(" ", text)
    text = _URL.sub(" ", text)
    return html.unescape(text)


def latin_words(text: str, markdown: bool = True) -> list[str]:
    """The Latin words of a Chinese page's prose but card names, rule ids (a word with a digit, a hyphen, an
    underscore, a dot, a slash or a colon in it: `gouji-6p-4deck`, `000_79ebff.txt`) and NAMES."""
    found = []
    for word in _WORD.findall(prose(text, markdown)):
        word = word.rstrip(".:'’")
        if not word or _CARDS.fullmatch(word) or re.search(r"[0-9_.:/+-]", word) or word in NAMES or \
                _CAPITALS.fullmatch(word):
            continue
        found.append(word)
    return found
