"""The Pygments lexer of the variant language: found by its alias through the entry point, no error tokens."""
from __future__ import annotations

import glob
import os
import re
from importlib.metadata import entry_points

import pytest
from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexers import find_lexer_class_for_filename, get_lexer_by_name
from pygments.token import Error, Keyword, Name, String

from verifier.language.lexer import VariantLexer

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SPEC_FILES = sorted(glob.glob(os.path.join(ROOT, "spec", "*.variant")))


def test_registered_through_the_entry_point():
    found = [ep for ep in entry_points(group="pygments.lexers") if ep.name == "variant"]
    assert found and found[0].value == "verifier.language.lexer:VariantLexer"
    assert isinstance(get_lexer_by_name("variant"), VariantLexer)
    assert find_lexer_class_for_filename("classic-2deck.variant") is VariantLexer


@pytest.mark.parametrize("path", SPEC_FILES, ids=os.path.basename)
def test_spec_files_tokenize_without_errors(path):
    text = open(path, encoding="utf-8").read()
    tokens = list(get_lexer_by_name("variant").get_tokens(text))
    errors = [value for kind, value in tokens if kind in Error]
    assert errors == []
    assert "".join(value for _, value in tokens) == text if text.endswith("\n") else text + "\n"
    kinds = {kind for kind, _ in tokens}
    assert Keyword in kinds and String.Double in kinds
    if re.search(r"^\s+.*@[a-z]", text, re.M):  # a file citing the seeds (the variants of other sources cite none)
        assert Name.Decorator in kinds
    if re.search(r"^\s+[a-z][a-z-]*:\s", text, re.M):  # a file with settings (a thin variant may have none)
        assert Name.Attribute in kinds


def test_docs_variant_blocks_tokenize_without_errors():
    from tests.test_docs import VARIANT_BLOCKS  # every ```variant block of docs/

    lexer = get_lexer_by_name("variant")
    for block in VARIANT_BLOCKS:
        assert [v for k, v in lexer.get_tokens(block.text) if k in Error] == [], block.id


def test_highlights_citations_and_keywords():
    html = highlight('override hand 39  @detailed "每人得39张"\n  decision "why"\n', get_lexer_by_name("variant"),
                     HtmlFormatter(nowrap=True))
    assert '<span class="k">override</span>' in html
    assert '<span class="nd">@detailed</span>' in html
    assert '<span class="kp">decision</span>' in html


def test_highlights_the_chinese_text_of_a_decision():
    html = highlight('hand 25\n  decision "why" zh "为何"\nremarks {\n  remark r "text"\n    zh "中文"\n}\n',
                     get_lexer_by_name("variant"), HtmlFormatter(nowrap=True))
    assert html.count('<span class="kp">zh</span>') == 2
