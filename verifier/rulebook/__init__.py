"""The rulebook: a variant rendered as a Markdown page a player can read, in English and in Chinese.

`common.Book` holds what both languages share: it reads the resolved `Variant` (and the runtime's card order), escapes
every string that comes from a variant file, numbers the decisions, and writes tables and code blocks. Each language
is one template, a subclass of `Book`: `en.English` and `zh.Chinese` hold every word of the page, in the glossary's
terms, and `Book.page()` its layout. Nothing is written per variant: every page comes from the model.
"""
from __future__ import annotations

from .climbing.en import ClimbingEnglish
from .climbing.zh import ClimbingChinese
from .common import Book, Site
from .trick.en import English
from .trick.zh import Chinese

LANGUAGES: dict[str, type[Book]] = {"en": English, "zh": Chinese}
CLIMBING: dict[str, type[Book]] = {"en": ClimbingEnglish, "zh": ClimbingChinese}  # climbing.py: the climbing sections


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
