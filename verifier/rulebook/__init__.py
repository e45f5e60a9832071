"""The rulebook: a variant rendered as a Markdown page a player can read, in English and in Chinese.

A page is a template: a family's sections joined to a language. book.py `Book` is the page every variant has (the
header, the sources, the worked examples, the settings, the notes of decisions, the changes) and its layout; en.py and
zh.py hold the words every page uses; trick/ and climbing/ each hold a family's sections (`TrickTaking`, `Climbing`),
its words in each language and its parts for a newcomer (learn.py). Nothing is written per variant: every page comes
from the model. This face is the one place that knows both families: it picks a variant's template (`book_for`) and
writes every page of a site (`render_pages`).
"""
from __future__ import annotations

from .book import Book
from .climbing.en import ClimbingEnglish
from .climbing.zh import ClimbingChinese
from .site import Site
from .trick.en import English
from .trick.zh import Chinese

LANGUAGES: dict[str, type[Book]] = {"en": English, "zh": Chinese}  # trick-taking: the site's index and comparison too
CLIMBING: dict[str, type[Book]] = {"en": ClimbingEnglish, "zh": ClimbingChinese}


def book_for(lang: str, variant) -> type[Book]:
    """The template of a variant's page: its family's, in one language."""
    return (CLIMBING if variant.is_climbing else LANGUAGES)[lang]


def render_pages(variants, paths) -> dict[str, str]:
    """Every rulebook page of a set of resolved variants: {path under rulebooks/: Markdown text}."""
    site = Site(dict(variants), dict(paths))
    pages: dict[str, str] = {}
    for lang, book in LANGUAGES.items():
        for vid in site.variants:
            pages[f"{vid}.{lang}.md"] = book_for(lang, site.variants[vid])(site, vid).page()
        pages[f"index.{lang}.md"] = book(site, None).index_page()
        pages[f"comparison.{lang}.md"] = book(site, None).comparison_page()
    return pages


__all__ = ["Book", "Site", "English", "Chinese", "ClimbingEnglish", "ClimbingChinese", "LANGUAGES", "CLIMBING",
           "book_for", "render_pages"]
