"""Issue 3's acceptance test: change one number the deal arithmetic depends on, in a copy of classic-2deck, and
`check` exits 1 with an error at that line."""
import os
import re

import pytest

from verifier.cli import main

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@pytest.mark.parametrize("pattern,replacement", [
    (r"^  kitty 8 ", "  kitty 9 "),
    (r"^  hand 25 ", "  hand 24 "),
    (r"^  decks 2 ", "  decks 3 "),
    (r"^  players 4 ", "  players 5 "),
])
def test_a_changed_number_is_refuted_at_its_line(tmp_path, monkeypatch, capsys, pattern, replacement):
    text = open(os.path.join(ROOT, "spec", "classic-2deck.variant"), encoding="utf-8").read()
    changed, count = re.subn(pattern, replacement, text, flags=re.M)
    assert count == 1
    line = next(number for number, text_line in enumerate(changed.split("\n"), start=1)
                if text_line.startswith(replacement))
    (tmp_path / "spec").mkdir()
    (tmp_path / "spec" / "classic-2deck.variant").write_text(changed, encoding="utf-8")
    monkeypatch.delenv("VERIFIER_SEEDS", raising=False)  # the quotes are not the point here
    monkeypatch.chdir(tmp_path)
    status = main(["check", "spec"])
    out = capsys.readouterr().out
    assert status == 1
    assert "error[C101]" in out
    block = out[out.index("error[C101]"):].split("\n\n")[0]
    assert f"classic-2deck.variant:{line}:" in block, block
