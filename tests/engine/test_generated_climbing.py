"""The generated engines of the climbing variants: equal to the compiled rules and their tables, loadable without Lark
or Z3, every rule cited at its line, and safe from the strings of a variant file."""
import dataclasses
import os

import pytest

from verifier.play import engine
from verifier import model as m
from verifier.compile.climbing import compile_climbing
from verifier.generate.engines.lineage import module_name
from verifier.generate.engines.climbing import gouji_minimum, literal, render_module, settlements
from verifier.runtime.climbing import rules as r

from .conftest import ALL_VARIANTS, ROOT, VARIANTS
from .test_examples import VARIANT_MODELS
from .test_generated import run_blocked

CLIMBING = [vid for vid in ALL_VARIANTS if vid not in VARIANTS]


def test_there_are_climbing_variants():
    assert {"gouji-6p-4deck", "baohuang-5p-4deck"} <= set(CLIMBING)


@pytest.mark.parametrize("vid", CLIMBING)
def test_generated_module_matches_the_model(vid):
    game = engine.load(vid, prefer="generated")
    assert game.family == "climbing" and game.origin.endswith(os.path.join("engines", module_name(vid)))
    rules = compile_climbing(VARIANT_MODELS[vid])
    assert game.rules == rules
    module = engine.load_module(os.path.join(engine.GENERATED, "engines", module_name(vid)))
    assert module.SETTLEMENTS == settlements(rules)
    assert module.GOUJI_MINIMUM == gouji_minimum(rules)


@pytest.mark.parametrize("vid", CLIMBING)
def test_every_rule_of_the_compiled_rules_cites_its_line(vid):
    """Each block the variant states carries `spec/ID.variant:LINE`, and that line is where the rule is written."""
    rules = compile_climbing(VARIANT_MODELS[vid])
    lines = open(os.path.join(ROOT, "spec", f"{vid}.variant"), encoding="utf-8").read().split("\n")
    cited = []
    for f in dataclasses.fields(rules):
        value = getattr(rules, f.name)
        for block in value if isinstance(value, tuple) else (value,):
            if dataclasses.is_dataclass(block) and hasattr(block, "rule") and block.rule:
                cited.append((f.name, block.rule))
    assert len(cited) >= 10
    own = {f"spec/{f}.variant" for f in VARIANT_MODELS[vid].lineage}  # a delta's inherited rules: its parents'
    for name, where in cited:
        path, line = where.rsplit(":", 1)
        assert path in own, (name, where)
        text = lines if path == f"spec/{vid}.variant" else \
            open(os.path.join(ROOT, path), encoding="utf-8").read().split("\n")
        assert text[int(line) - 1].strip(), (name, where)


def test_gouji_settlement_table():
    rules = compile_climbing(VARIANT_MODELS["gouji-6p-4deck"])
    table = settlements(rules)
    assert len(table) == 20  # C(6, 3) finishing orders by team
    assert table[("normal", ("team 0",) * 3 + ("team 1",) * 3)] == (12, 12, 12, 0, 0, 0)  # 串三户
    assert table[("normal", ("team 0", "team 1") * 3)] == (2, 0, 2, 0, 2, 0)  # 只记正分
    assert gouji_minimum(rules) == {"BJ": 1, "SJ": 1, "2": 1, "A": 2, "K": 2, "Q": 3, "J": 4, "10": 5}


def test_baohuang_settlement_tables():
    table = settlements(compile_climbing(VARIANT_MODELS["baohuang-5p-4deck"]))
    assert table[("normal", ("emperor", "rebel", "rebel", "guard", "rebel"))] == (2, -1, -1, 1, -1)  # the seed's
    assert table[("open-guard", ("emperor", "rebel", "rebel", "guard", "rebel"))] == (4, -2, -2, 2, -2)
    assert table[("lone-emperor", ("emperor", "rebel", "rebel", "rebel", "rebel"))] == (16, -4, -4, -4, -4)
    assert table[("seized", ("rebel", "emperor", "rebel", "rebel", "rebel"))] == (10, -40, 10, 10, 10)
    assert all(sum(seats) == 0 for seats in table.values())  # every Baohuang table is zero-sum, as the file says


def test_climbing_engines_run_without_lark_or_z3():
    run_blocked(CLIMBING, """
        from verifier import engine
        for vid in VARIANTS:
            game = engine.load(vid, prefer="generated")
            if game.shapes is None:  # Gouji's and Baohuang's sets of one rank: the seed's worked example
                assert game.beats("BJ BJ J J J", "SJ SJ 9 9 9").legal
            deal = game.new_deal(seed=3)
            assert deal is not None and deal.legal()
    """)


def test_hostile_strings_cannot_inject_code(tmp_path):
    marker = "/tmp/shengji-pwned"
    evil = ['"""; import os; os.system("touch /tmp/shengji-pwned") #', "'); __import__('os')._exit(4); ('",
            "new\nline \\ and 升级"]
    variant = VARIANT_MODELS["baohuang-5p-4deck"]
    remarks = tuple(m.Remark(evil[i], evil[-1 - i]) for i in range(len(evil)))
    variant = dataclasses.replace(variant, id="evil'\"\"\"id", remarks=remarks)
    rules = compile_climbing(variant)
    text = render_module(rules, (evil[0],), "digest")
    path = tmp_path / module_name(variant.id)
    path.write_text(text, encoding="utf-8")
    module = engine.load_module(str(path))
    assert not os.path.exists(marker)
    assert module.RULES == rules and module.VARIANT_ID == variant.id and module.SOURCES == (evil[0],)
    assert {name for name, _text, _ref in module.RULES.remarks} >= set(evil)


def test_literal_writes_only_the_climbing_classes():
    assert literal(r.Share("emperor", 2, 3)) == "Share(role='emperor', numerator=2, denominator=3)"
    with pytest.raises(TypeError):
        literal(object())
