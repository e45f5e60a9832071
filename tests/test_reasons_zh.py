"""The referee's reasons in Chinese (verifier/play/reasons_zh.py): every reason template of the runtime has a pattern, and
the Chinese keeps what the template filled in."""
from __future__ import annotations

import ast
import glob
import os
import re

import pytest

from verifier.play.reasons_zh import known, zh

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CJK = re.compile(r"[\u4e00-\u9fff]")
# Functions that return a reason as text (declaring, the friend's call, a throw's first rounds, a throw's judgement).
RETURNING = {"trick/phases/declaring.py", "trick/phases/friends.py", "trick/phases/tricks.py", "trick/play/throw.py"}


def _template(node) -> str | None:
    """A reason's text with "2" for what it fills in (every pattern reads a number or any text there)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else "2" for v in node.values)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _template(node.left), _template(node.right)
        return None if left is None or right is None else left + right
    if isinstance(node, ast.Name):
        return None
    return None


def templates() -> list[tuple[str, str]]:
    found = []
    for path in sorted(glob.glob(os.path.join(ROOT, "verifier", "runtime", "**", "*.py"), recursive=True)):
        name = os.path.relpath(path, os.path.join(ROOT, "verifier", "runtime")).replace(os.sep, "/")
        for node in ast.walk(ast.parse(open(path, encoding="utf-8").read())):
            text = None
            if isinstance(node, ast.Call):
                called = getattr(node.func, "id", getattr(node.func, "attr", ""))
                args = node.args
                if called in ("Ruling", "_ruling") and len(args) >= 2:
                    if not (isinstance(args[0], ast.Constant) and args[0].value is True and called == "Ruling"):
                        text = _template(args[1])
                elif called == "Illegal" and len(args) >= 2:
                    text = _template(args[1])
                elif called in ("SetError", "DealError", "SettlementError") and args:
                    text = _template(args[0])
            elif isinstance(node, ast.Return) and name in RETURNING and node.value is not None:
                value = node.value
                if isinstance(value, ast.Tuple) and len(value.elts) == 3:  # throw_ids: (stands, reason, forced)
                    value = value.elts[1]
                text = _template(value)
            if text and " " in text:
                found.append((f"{name}:{node.lineno}", text))
    return found


TEMPLATES = templates()


def test_the_runtime_has_reasons_to_translate():
    assert len(TEMPLATES) > 90


@pytest.mark.parametrize("where, text", TEMPLATES, ids=[w for w, _ in TEMPLATES])
def test_every_reason_of_the_runtime_has_a_chinese_pattern(where, text):
    assert known(text), f"{where}: add a pattern for {text!r} to verifier/play/reasons_zh.py"
    assert CJK.search(zh(text))


def test_the_chinese_keeps_the_cards_numbers_and_show_names():
    assert zh("must follow the led suit (H): the hand holds 3 such card(s)") == "必须跟首家的花色（红桃）：手里还有 3 张"
    assert zh("the hand holds a pair + 2 singles of the led suit, so it must play it") == \
        "手里有首家花色的一个对子加 2 个单张，必须出"
    assert zh("`big-jokers` does not overcall the standing `pair`: only a later step of the overcall order does") == \
        "`big-jokers` 反不了已亮的 `pair`：只有反主次序里更靠后的才能反"
    assert zh("the engine refused the play: 9S 9S not in the hand") == "引擎拒绝了这一步：手里没有 9S 9S"
    assert zh("K is not higher than A: a set that beats is of a higher rank") == "K 不比 A 大：管牌要点数更大"


def test_an_unknown_reason_is_left_as_it_is():
    assert zh("something new") == "something new" and not known("something new")
    assert zh("") == ""
