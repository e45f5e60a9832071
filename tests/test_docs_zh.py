"""Each Chinese page of the site (docs/**/NAME.zh.md) is its English page (NAME.md) in Chinese.

(a) The same code blocks, in the same order, byte for byte but for their comments, which a Chinese page may translate
    (`# 创建 .venv`): the examples that tests/test_docs.py proves on the English page are then proved for the Chinese
    one too (and the failing examples of diagnostics.zh.md are those of diagnostics.md, under the same codes).
(b) The same headings, by their anchors: each heading of the Chinese page carries the id of its English heading
    (`## 牌型 {#combinations}`), so that a section added to an English page needs its Chinese counterpart, and a link
    `language.md#throw` lands in the same place in both languages. Every `#anchor` a Chinese page links to exists.
(c) No English sentence in the prose: outside code, link targets and anchors, no run of English words.
(d) Nothing left out: the same tables with as many rows, and every inline code of the English prose (a setting, a value, a row's keyword) is in the Chinese
    page's inline code, so that a row or a sentence added to an English page asks for its Chinese counterpart.
"""
from __future__ import annotations

import functools
import re
from html.parser import HTMLParser
from pathlib import Path

import markdown
import markdown.extensions.toc
import pytest

from test_docs import DIAGNOSTICS, diagnostic_cases, fences

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"


def chinese_pages() -> list[Path]:
    return sorted(DOCS.rglob("*.zh.md"))


def english_of(page: Path) -> Path:
    return page.with_name(page.name[:-len(".zh.md")] + ".md")


PAGES = chinese_pages()
IDS = [str(p.relative_to(DOCS)) for p in PAGES]


# Headings and their anchors, as the site's Markdown (mkdocs.yml) makes them ---------------------------------------

def _markdown() -> markdown.Markdown:
    from pymdownx.slugs import slugify

    return markdown.Markdown(extensions=[
        "tables", "attr_list", "md_in_html", "admonition", "pymdownx.superfences", "pymdownx.details",
        markdown.extensions.toc.TocExtension(slugify=slugify(case="lower"))])


class _Headings(HTMLParser):
    def __init__(self):
        super().__init__()
        self.ids: list[str] = []

    def handle_starttag(self, tag, attrs):
        if re.fullmatch(r"h[1-6]", tag):
            self.ids.append(dict(attrs).get("id", ""))


@functools.lru_cache(maxsize=None)
def html_of(page: Path) -> str:
    return _markdown().convert(page.read_text(encoding="utf-8"))


@functools.lru_cache(maxsize=None)
def heading_ids(page: Path) -> list[str]:
    parser = _Headings()
    parser.feed(html_of(page))
    return parser.ids


def table_rows(page: Path) -> list[int]:
    """The number of rows of each table of the page, in order."""
    return [table.count("<tr>") for table in re.findall(r"<table>.*?</table>", html_of(page), re.S)]


# Prose: the text outside code, link targets, anchors and HTML ------------------------------------------------------

def prose(page: Path) -> list[tuple[int, str]]:
    """(line number, text) of every line outside code blocks, with inline code, link targets, `{#id}` and tags taken
    out (the text of a link stays)."""
    lines = page.read_text(encoding="utf-8").split("\n")
    inside = set()
    for fence in fences(page):
        inside.update(range(fence.line - 1, fence.body_end + 1))
    out = []
    for number, line in enumerate(lines, 1):
        if number - 1 in inside:
            continue
        text = re.sub(r"(`+)(?:(?!\1).)+\1", " ", line)  # inline code, `x` and ``x``
        text = re.sub(r"\]\([^)]*\)", "]", text)  # link targets
        text = re.sub(r"\{[#.:][^}]*\}", " ", text)  # attribute lists
        text = re.sub(r"<[^>]+>", " ", text)  # HTML tags
        text = re.sub(r"https?://\S+", " ", text)
        out.append((number, text))
    return out


WORD = r"[A-Za-z][A-Za-z'’-]*"
RUN = re.compile(rf"{WORD}(?:[ ,;:]+{WORD})+")
# Words that make a run of Latin words a sentence rather than a name (Dou Dizhu, Hong Wu, Z3 solver…).
FUNCTION_WORDS = {"the", "a", "an", "of", "is", "are", "to", "and", "or", "in", "on", "for", "with", "by", "it",
                  "this", "that", "be", "not", "as", "at", "from", "if", "see", "its", "which", "when"}


def english_sentences(page: Path) -> list[str]:
    found = []
    for number, text in prose(page):
        for run in RUN.finditer(text):
            words = re.findall(WORD, run.group(0))
            if len(words) >= 4 or (len(words) >= 2 and FUNCTION_WORDS & {w.lower() for w in words}):
                found.append(f"{page.name}:{number}: {run.group(0)!r}")
    return found


def inline_code(page: Path) -> list[str]:
    """The inline code spans of the prose, in order (a span may run over a line break, read as a space)."""
    lines = page.read_text(encoding="utf-8").split("\n")
    inside = set()
    for fence in fences(page):
        inside.update(range(fence.line - 1, fence.body_end + 1))
    text = "\n".join(line for number, line in enumerate(lines) if number not in inside)
    text = re.sub(r"<!--.*?-->", "", text, flags=re.S)
    return [" ".join(m.group(2).split()) for m in re.finditer(r"(`+)((?:(?!\1)[^`]|`(?!\1))+?)\1(?!`)", text)]


# The tests ---------------------------------------------------------------------------------------------------------

def test_the_site_has_chinese_reference_pages():
    names = {str(p.relative_to(DOCS)) for p in PAGES}
    assert {"language.zh.md", "architecture.zh.md", "engine.zh.md"} <= names


@pytest.mark.parametrize("page", PAGES, ids=IDS)
def test_a_chinese_page_has_its_english_page(page):
    assert english_of(page).exists(), f"{page.relative_to(ROOT)} has no English page {english_of(page).name}"


# Languages whose `#` starts a comment (a block without one is a shell's); in other blocks (a diagnostic's output…) every character counts.
COMMENTED = {"", "console", "bash", "sh", "shell", "variant", "python", "toml", "yaml"}


def without_comments(lang: str, text: str) -> str:
    """The code of a block, its comments dropped: a `#` outside double quotes, at the start or after white space."""
    if lang not in COMMENTED:
        return text
    lines = []
    for line in text.split("\n"):
        quoted = False
        for i, char in enumerate(line):
            if char == '"' and (i == 0 or line[i - 1] != "\\"):
                quoted = not quoted
            elif char == "#" and not quoted and (i == 0 or line[i - 1] in " \t"):
                line = line[:i]
                break
        lines.append(line.rstrip())
    return "\n".join(lines)


def code_blocks(page: Path) -> list[tuple[str, str, int]]:
    return [(f.info, without_comments(f.lang, f.text), f.line) for f in fences(page)]


@pytest.mark.parametrize("page", PAGES, ids=IDS)
def test_the_same_code_blocks_in_the_same_order(page):
    english, chinese = code_blocks(english_of(page)), code_blocks(page)
    for n, (en, zh) in enumerate(zip(english, chinese), 1):
        assert en[:2] == zh[:2], (
            f"code block {n} differs: {english_of(page).name}:{en[2]} and {page.name}:{zh[2]} "
            f"(copy the English block unchanged)\n--- en\n{en[0]}\n{en[1]}--- zh\n{zh[0]}\n{zh[1]}")
    assert len(english) == len(chinese), (
        f"{english_of(page).name} has {len(english)} code blocks, {page.name} {len(chinese)}: "
        f"the first one missing is {english_of(page).name}:{english[len(chinese)][2]}" if len(english) > len(chinese)
        else f"{page.name} has code blocks its English page does not have")


@pytest.mark.parametrize("page", PAGES, ids=IDS)
def test_the_same_headings_by_their_anchors(page):
    english, chinese = heading_ids(english_of(page)), heading_ids(page)
    missing = [i for i in english if i not in chinese]
    extra = [i for i in chinese if i not in english]
    assert not missing and not extra, (
        f"{page.name}: headings without their Chinese counterpart (write `## 标题 {{#id}}`): {missing}; "
        f"anchors the English page does not have: {extra}")
    assert english == chinese, f"{page.name}: the headings are in another order than in {english_of(page).name}"


@pytest.mark.parametrize("page", PAGES, ids=IDS)
def test_the_same_tables_row_for_row(page):
    assert table_rows(page) == table_rows(english_of(page)), (
        f"{page.name}: the tables (rows of each, in order) differ from {english_of(page).name}'s: "
        f"{table_rows(page)} != {table_rows(english_of(page))}")


def _anchor_links(page: Path) -> list[tuple[Path, str]]:
    """(target page, anchor) of each link with an anchor to a page of the site."""
    text = re.sub(r"(`+)(?:(?!\1).)+\1", "", page.read_text(encoding="utf-8"))
    found = []
    for target, anchor in re.findall(r"\]\(([^)#\s]*)#([^)\s]+)\)", text):
        if re.match(r"[a-z]+:", target):
            continue
        found.append(((page.parent / target).resolve() if target else page, anchor))
    return found


@pytest.mark.parametrize("page", PAGES, ids=IDS)
def test_every_anchor_a_chinese_page_links_to_exists(page):
    broken = []
    for target, anchor in _anchor_links(page):
        zh = target.with_name(target.name[:-3] + ".zh.md") if not target.name.endswith(".zh.md") else target
        shown = zh if zh.exists() else target  # the site shows the English page where there is no Chinese one
        if shown.exists() and anchor not in heading_ids(shown):
            broken.append(f"{shown.relative_to(ROOT)}#{anchor}")
    assert not broken, f"{page.name} links to anchors that do not exist: {broken}"


@pytest.mark.parametrize("page", PAGES, ids=IDS)
def test_no_english_sentence_in_the_prose(page):
    found = english_sentences(page)
    assert not found, "English left in a Chinese page (translate it, or set code as `code`):\n" + "\n".join(found)


# One Chinese word for one role, in the pages, the rulebooks and the referee's reasons: the tribute's receiver is
# 受贡者 beside 进贡者 (谁受贡, 受贡一方); 收贡者 was written for it too.
_ONE_WORD = {"收贡": "受贡"}


def test_one_chinese_word_for_one_role():
    texts = PAGES + sorted((ROOT / "verifier" / "rulebook").rglob("zh.py")) + \
        [ROOT / "verifier" / "play" / "reasons_zh.py"] + sorted((ROOT / "generated" / "rulebooks").glob("*.zh.md"))
    found = [f"{path.relative_to(ROOT)}: {other} (write {word})" for path in texts
             for other, word in _ONE_WORD.items() if other in path.read_text(encoding="utf-8")]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("page", PAGES, ids=IDS)
def test_every_code_of_the_english_prose_is_in_the_chinese_page(page):
    chinese = inline_code(page)
    missing = sorted({span for span in inline_code(english_of(page)) if not any(span in other for other in chinese)})
    assert not missing, (f"{page.name} lacks code that {english_of(page).name} shows (a section, row or sentence "
                         f"added to the English page?): {missing}")


def test_the_failing_examples_of_the_chinese_diagnostics_are_those_of_the_english_page():
    chinese = DIAGNOSTICS.with_name("diagnostics.zh.md")
    if not chinese.exists():
        pytest.skip("diagnostics.md has no Chinese page yet")

    def cases(page):
        return [(c.code, [(f.title, f.text) for f in c.inputs], c.output.text if c.output else None)
                for c in diagnostic_cases(page)]

    assert cases(chinese) == cases(DIAGNOSTICS)


# The test's own yardstick: it finds English where there is some, and only there --------------------------------------

def test_english_sentences_are_found_and_names_and_code_are_not(tmp_path):
    page = tmp_path / "x.zh.md"
    page.write_text("# 标题 {#the-title}\n\n"
                    "这一行是中文，有 `code with many words in it` 和[链接](language.md#the-variant-language)。\n"
                    "够级、保皇，以及掼蛋（Guandan）、斗地主（Dou Dizhu）。\n"
                    "```text\nthis is an English block\n```\n"
                    "这是中文 but this is English.\n"
                    "| `x` | the rest of the trump suit |\n", encoding="utf-8")
    found = english_sentences(page)
    assert [f.split(": ", 1)[0].rsplit(":", 1)[1] for f in found] == ["8", "9"]


def test_inline_code_is_read_across_line_breaks_and_double_backticks(tmp_path):
    page = tmp_path / "z.md"
    page.write_text("a `decks` × 54 (or 52 `without\njokers`), ``unexpected `must-folow` ``\n```text\n`not prose`\n```\n"
                    "<!-- example: c101-deal C101 -->\n", encoding="utf-8")
    assert inline_code(page) == ["decks", "without jokers", "unexpected `must-folow`"]


def test_code_is_compared_without_its_comments():
    assert without_comments("console", "$ bash scripts/setup.sh   # creates .venv\n") == "$ bash scripts/setup.sh\n"
    assert without_comments("variant", 'hand 25  @qq "每方 # 25"  # note\n') == 'hand 25  @qq "每方 # 25"\n'
    assert without_comments("variant", "hand 25\n") != without_comments("variant", "hand 26\n")
    assert without_comments("text", "1 | # x\n") == "1 | # x\n"


def test_heading_ids_follow_the_explicit_anchor_and_the_site_slugs(tmp_path):
    page = tmp_path / "y.md"
    page.write_text("# The variant language\n\n## 牌型 {#combinations}\n\n### `set` kinds\n\n## Deal\n\n### deal\n",
                    encoding="utf-8")
    assert heading_ids(page) == ["the-variant-language", "combinations", "set-kinds", "deal", "deal_1"]


# No Latin word on a Chinese page: its prose is Chinese but for code, card names, rule ids and a few names ---------------

RULEBOOKS_ZH = sorted((ROOT / "generated" / "rulebooks").glob("*.zh.md"))


@pytest.mark.parametrize("page", PAGES + RULEBOOKS_ZH, ids=IDS + [p.name for p in RULEBOOKS_ZH])
def test_no_latin_word_outside_code_card_names_and_rule_ids(page):
    from latin import latin_words
    found = latin_words(page.read_text(encoding="utf-8"))
    assert not found, (f"Latin words left in {page.name} (translate them, or set code, a rule id or a name as "
                       f"`code`): {sorted(set(found))}")


def test_latin_words_are_found_and_code_cards_ids_and_sources_are_not():
    from latin import latin_words
    page = ("---\nsearch:\n  boost: 5\n---\n# 标题 {#the-title}\n\n"
            "出 AAK、10H 和 BJ，见 `pass` 和 <code>open-lone</code>、gouji-6p-4deck、000_79ebff.txt；JSON 和 CPU。\n"
            "“qq歡樂升級(jí)玩法” <span class=\"where\">(<span class=\"alias\">qq</span> · 000&#95;a.txt)</span>\n"
            "《qq歡樂升級(jí)玩法》 [链接](language.md#the-variant-language)\n"
            "```text\nthis is an English block\n```\n"
            "这是中文 but this is English, and main too.\n")
    assert latin_words(page) == ["but", "this", "is", "English", "and", "main", "too"]
