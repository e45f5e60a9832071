"""The MkDocs site: `mkdocs build --strict` passes, offline, with both languages, highlighted variant code and a
Chinese search index segmented into words (so that a Chinese word typed in the search box finds the rulebook)."""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import pytest

from .site_browser import open_site

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> str:
    out = str(tmp_path_factory.mktemp("site"))
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
    done = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", out], cwd=ROOT,
                          capture_output=True, text=True, env=env, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    return out


def _read(site: str, *parts: str) -> str:
    with open(os.path.join(site, *parts), encoding="utf-8") as handle:
        return handle.read()


def test_every_rulebook_is_a_page_in_both_languages(site):
    for name in sorted(os.listdir(os.path.join(ROOT, "generated", "rulebooks"))):
        stem, lang, _ = name.split(".")
        folder = [] if stem == "index" else [stem]
        path = (["zh"] if lang == "zh" else []) + ["rulebooks"] + folder + ["index.html"]
        assert os.path.exists(os.path.join(site, *path)), path
    en = _read(site, "rulebooks", "classic-2deck", "index.html")
    zh = _read(site, "zh", "rulebooks", "classic-2deck", "index.html")
    assert re.search(r"<h1[^>]*>Tractor, two decks \(80 points\)", en)
    assert re.search(r"<h1[^>]*>升级（两副牌，80分）", zh)
    assert '<html lang="zh"' in zh
    for page in (en, zh):
        assert "<table>" in page
        assert 'class="language-variant highlight"' in page
        assert '<span class="k">example</span>' in page  # the variant lexer's tokens, not plain text


def test_docs_pages_are_in_the_site(site):
    for page in ("index.html", "getting-started/index.html", "language/index.html", "diagnostics/index.html",
                 "architecture/index.html", "zh/index.html", "zh/getting-started/index.html"):
        assert os.path.exists(os.path.join(site, page)), page
    if os.path.exists(os.path.join(ROOT, "docs", "engine.md")):
        assert os.path.exists(os.path.join(site, "engine", "index.html"))


def test_nothing_is_loaded_from_outside(site):
    external = re.compile(r'<(?:script|link|img)[^>]+(?:src|href)="(?:https?:)?//', re.I)
    for folder, _dirs, names in os.walk(site):
        for name in names:
            if name.endswith(".html"):
                text = _read(folder, name)
                assert not external.search(text), os.path.join(folder, name)
                assert "fonts.googleapis" not in text and "fonts.gstatic" not in text


def test_chinese_search_is_segmented(site):
    index = json.loads(_read(site, "search", "search_index.json"))
    separator = re.compile(index["config"]["separator"].replace("\\u200b", "\u200b").replace("\\u3000", "\u3000"))
    assert "zh" in index["config"]["lang"]

    def pages_with(word: str) -> set[str]:
        return {doc["location"].split("#")[0] for doc in index["docs"]
                if word in separator.split(doc["title"] + " " + re.sub(r"<[^>]+>", " ", doc["text"]))}

    for word in ("拖拉机", "抠底", "扣底", "反主", "亮主", "庄家"):
        assert "zh/rulebooks/classic-2deck/" in pages_with(word), word
    assert "rulebooks/classic-2deck/" in pages_with("tractor")


def _search(page, base: str, query: str) -> list[str]:
    """Type a query in the search box; the links of the results that mark what they found."""
    page.goto(base)
    page.click("input.md-search__input")
    page.keyboard.type(query)
    page.wait_for_selector(".md-search-result__item mark", timeout=60000)
    page.wait_for_timeout(300)
    return page.eval_on_selector_all(".md-search-result__link", "els => els.filter(e => e.querySelector('mark'))"
                                     ".map(e => e.href)")


@pytest.mark.parametrize("query, lang, word", [("拖拉机", "zh/", "拖拉机"), ("抠底", "zh/", "抠底"),
                                               ("tractor", "", "tractor")])
def test_search_highlights_the_whole_word_found(site, query, lang, word):
    """A result followed marks the word found on the page: 拖拉机, not 拖 (Material's link carries the query's first
    segment; docs/javascripts/search-highlight.js puts the found words there)."""
    with open_site(site) as (base, browser):
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        links = [href for href in _search(page, base + lang, query) if "#" in href]
        assert links, "no section found"
        page.goto(links[0])
        page.wait_for_selector("mark[data-md-highlight]", timeout=30000)
        marks = page.eval_on_selector_all("mark[data-md-highlight]", "els => els.map(e => e.textContent)")
        assert marks and all(word in m.lower() for m in marks), marks


@pytest.mark.parametrize("lang", ["", "zh/"])
def test_the_comparison_fits_a_1280_px_screen(site, lang):
    """At 1280 px the page does not scroll sideways and no topic table needs its frame's scroll bar."""
    with open_site(site) as (base, browser):
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        page.goto(f"{base}{lang}rulebooks/comparison/")
        found = page.evaluate("() => ({page: document.documentElement.scrollWidth, tables: [...document"
                              ".querySelectorAll('article table')].map(t => [t.scrollWidth, t.parentElement"
                              ".clientWidth])})")
    assert found["page"] <= 1280, found
    assert len(found["tables"]) == 6
    for width, frame in found["tables"]:
        assert width <= frame, found


def _chinese_pages(site: str):
    """(path, text) of every page of the Chinese site: its article, and the site's navigation (the page's own table of
    contents repeats its headings, whose code it shows as plain text, so it is read in the article instead)."""
    for folder, _dirs, names in os.walk(os.path.join(site, "zh")):
        for name in names:
            if not name.endswith(".html"):
                continue
            text = _read(folder, name)
            article = re.search(r'<article class="md-content__inner md-typeset">(.*?)</article>', text, re.S)
            primary = re.search(r'<nav class="md-nav md-nav--primary".*?</nav>', text, re.S)
            nav = re.sub(r'<nav class="md-nav md-nav--secondary".*?</nav>', " ", primary.group(0) if primary else "",
                         flags=re.S)
            labels = " ".join(re.findall(r'<span class="md-ellipsis">\s*(.*?)\s*</span>', nav, re.S))
            yield os.path.relpath(os.path.join(folder, name), site), (article.group(1) if article else "") + labels


def test_no_latin_word_on_the_chinese_site(site):
    """Every page of the Chinese site is Chinese but for code, card names, rule ids and a few names (tests/latin.py);
    the same test reads the Markdown of every Chinese page (tests/test_docs_zh.py)."""
    from latin import latin_words
    pages = dict(_chinese_pages(site))
    assert len(pages) >= 40 and "zh/rulebooks/gouji-6p-4deck/index.html" in pages
    found = {path: sorted(set(latin_words(text, markdown=False))) for path, text in pages.items()}
    assert not {p: w for p, w in found.items() if w}


@pytest.mark.parametrize("query", ["进贡", "抠底", "够级", "保皇", "拖拉机"])
def test_the_rulebooks_come_first_in_the_chinese_search(site, query):
    """A game's word finds its rulebook first, before the reference pages that name it to explain the language
    (the rulebook pages' front matter: `search: boost`)."""
    with open_site(site) as (base, browser):
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        links = _search(page, base + "zh/", query)
    assert links and "/zh/rulebooks/" in links[0], links[:5]


@pytest.mark.parametrize("vid", ["gouji-6p-4deck", "zhaopengyou-5p-3deck"])
def test_a_rulebook_page_fits_a_phone(site, vid):
    """At 390 px the page does not scroll sideways (a wide table scrolls in its own frame) and the plots' text is at
    least 9 px high (a plot narrower than its least width scrolls in its frame too)."""
    with open_site(site) as (base, browser):
        page = browser.new_page(viewport={"width": 390, "height": 844})
        page.goto(f"{base}zh/rulebooks/{vid}/")
        found = page.evaluate("() => ({page: document.documentElement.scrollWidth, text: [...document.querySelectorAll("
                              "'svg[role=img] text')].map(t => t.getBoundingClientRect().height).filter(h => h > 0)})")
    assert found["page"] <= 390, found["page"]
    assert found["text"] and min(found["text"]) >= 9, min(found["text"])
