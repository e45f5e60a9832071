"""The contract (verifier.runtime.climbing.rules): plain, frozen, literal data that the engine generator can write."""
import ast
import dataclasses
import os

from conftest import ROOT
from verifier.runtime.climbing import rules as r

from .handmade import baohuang, gouji


def test_rules_are_literals_that_rebuild_themselves():
    for rules in (gouji(), baohuang()):
        text = repr(rules)
        rebuilt = eval(text, {name: getattr(r, name) for name in dir(r)})
        assert rebuilt == rules


def test_rules_are_frozen():
    rules = gouji()
    try:
        rules.players = 5
    except dataclasses.FrozenInstanceError:
        pass
    else:
        raise AssertionError("ClimbingRules must be frozen")


def test_the_runtime_needs_only_the_standard_library():
    folder = os.path.join(ROOT, "verifier", "runtime", "climbing")
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".py"):
            continue
        tree = ast.parse(open(os.path.join(folder, name), encoding="utf-8").read())
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                roots = [a.name.split(".")[0] for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                roots = [] if node.level else [(node.module or "").split(".")[0]]
            else:
                continue
            assert not set(roots) & {"lark", "z3", "verifier", "yaml", "jsonschema"}, (name, roots)


def test_deck_arithmetic():
    assert gouji().deck_size == 216 and gouji().hand_size == 36
    assert baohuang().deck_size == 216 and baohuang().hand_size == 43  # one card left over, set aside


def test_every_rule_bearing_block_cites_its_rule():
    for rules in (gouji(), baohuang()):
        for f in dataclasses.fields(rules):
            value = getattr(rules, f.name)
            if dataclasses.is_dataclass(value) and any(x.name == "rule" for x in dataclasses.fields(value)):
                assert value.rule, f"{rules.id}: {f.name} has no rule location"
