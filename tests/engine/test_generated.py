"""The generated engines: fresh, loadable without Lark or Z3, equal to the runtime's own tables, and safe from the
strings of a variant file."""
import dataclasses
import os
import subprocess
import sys
import textwrap

import pytest

from verifier.play import engine
from verifier import model as m
from verifier.diagnostics import Span
from verifier.generate import Project, render
from verifier.compile import game_rules
from verifier.generate.engines.lineage import module_name
from verifier.generate.engines.trick import literal, render_module, tables
from verifier.language.parser import parse_text
from verifier.language.resolve import Library

from .conftest import ALL_VARIANTS, ROOT, VARIANTS
from .test_examples import VARIANT_MODELS


def test_generated_engines_are_fresh():
    """What `build --check` checks, for the engines: generated/engines/ is what the generator writes now."""
    from verifier.generate import differences
    from verifier.language.workspace import Workspace, resolve_all, select
    cwd = os.getcwd()
    os.chdir(ROOT)
    try:
        workspace = Workspace()
        variants, _ = resolve_all(workspace, select(workspace, ["spec"]))
        files = render(Project(dict(sorted(variants.items())), {v: workspace.paths[v] for v in variants}))
        engines = {path: text for path, text in files.items() if path.startswith("engines/")}
        stale = [p for p in differences(files, "generated") if p.startswith("engines/")]
    finally:
        os.chdir(cwd)
    assert engines and not stale, f"stale: {stale}; run `python -m verifier build`"


@pytest.mark.parametrize("vid", VARIANTS)
def test_generated_module_matches_the_model(vid):
    game = engine.load(vid, prefer="generated")
    assert game.origin.endswith(os.path.join("engines", module_name(vid)))
    rules = game_rules(VARIANT_MODELS[vid])
    assert game.rules == rules
    module = engine.load_module(os.path.join(engine.GENERATED, "engines", module_name(vid)))
    computed = tables(rules)
    assert module.STRENGTH == computed["strength"]
    assert module.LOWER == computed["lower"]
    assert module.OVERCALL == computed["overcall"]
    assert module.SCORES == computed["scores"]


BLOCKER = textwrap.dedent("""
    import sys
    class Block:
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in ("lark", "z3", "jsonschema", "yaml"):
                raise ImportError("blocked: " + name)
            return None
    sys.meta_path.insert(0, Block())
""")


def run_blocked(variants, script: str) -> None:
    """Run `script` in a fresh interpreter where Lark, Z3, jsonschema and yaml cannot be imported, with `VARIANTS` set:
    it must pass without the parser or the rule model being imported."""
    code = BLOCKER + f"VARIANTS = {variants!r}\n" + textwrap.dedent(script) + textwrap.dedent("""
        assert not [m for m in sys.modules if m.split(".")[0] in ("lark", "z3")], sorted(sys.modules)
        assert "verifier.language.parser" not in sys.modules and "verifier.model" not in sys.modules
        print("ok")
    """)
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"


def test_generated_engine_runs_without_lark_or_z3():
    run_blocked(VARIANTS, """
        import random
        from verifier import engine
        from verifier.play.trick.players import RandomPlayer
        for vid in VARIANTS:
            game = engine.load(vid, prefer="generated")
            ctx = game.context("10", "S")
            assert game.is_tractor(game.cards("KH KH QH QH"), ctx) == (game.rules.combo("tractor") is not None)
            agents = [RandomPlayer(random.Random(seat)) for seat in range(game.rules.players)]
            record = game.play_match(7, agents, deal_limit=2)
            assert len(record["deals"]) == 2 or (record["deals"] and record["result"]["over"])
        engine.load("classic-2deck")  # by id, as a server would: never compiles while the module is fresh
    """)


def test_blocker_really_blocks():
    out = subprocess.run([sys.executable, "-c", BLOCKER + "import lark"], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode != 0 and "blocked" in out.stderr


# Code injection ------------------------------------------------------------------------------------------------------

HOSTILE = [
    'quote " and \' both',
    'triple """ and \'\'\' quotes',
    "back\\slash \\n \\\\ and \\x00",
    "new\nline\r\nand more",
    '"""; import os; os.system("touch /tmp/shengji-pwned") #',
    "'); __import__('os').system('touch /tmp/shengji-pwned'); ('",
    "\\'); raise SystemExit(3); #",
    "# comment\n__import__('os')._exit(4)",
    "unicode 升级 ♠ \u2028 \u0000",
]


def _hostile_variant() -> m.Variant:
    base = VARIANT_MODELS["classic-2deck"]
    evil_span = Span(HOSTILE[4] + "\n" + HOSTILE[5], 3, 1, 3, 2)
    scoring = dataclasses.replace(base.scoring, rows=tuple(
        dataclasses.replace(row, label=HOSTILE[i % len(HOSTILE)], span=evil_span if i == 0 else row.span)
        for i, row in enumerate(base.scoring.rows)))
    shows = tuple(dataclasses.replace(show, name=HOSTILE[i]) for i, show in enumerate(base.declare.shows))
    order = dataclasses.replace(base.declare.order, steps=tuple(
        dataclasses.replace(step, show=HOSTILE[[s.name for s in base.declare.shows].index(step.show)])
        for step in base.declare.order.steps))
    declare = dataclasses.replace(base.declare, shows=shows, order=order,
                                  remarks=tuple(m.Remark(HOSTILE[i], HOSTILE[-1 - i]) for i in range(len(HOSTILE))))
    title = m.Title(tuple(m.LocalName(HOSTILE[i], HOSTILE[-1 - i]) for i in range(3)))
    return dataclasses.replace(base, id="evil'\"\"\"\\\nid", title=title, scoring=scoring, declare=declare)


def test_hostile_strings_cannot_inject_code(tmp_path):
    marker = "/tmp/shengji-pwned"
    if os.path.exists(marker):
        os.remove(marker)
    variant = _hostile_variant()
    rules = game_rules(variant)
    text = render_module(rules, (HOSTILE[0], HOSTILE[3]), "digest")
    compile(text, "evil.py", "exec")  # valid Python
    name = module_name(variant.id)
    assert "/" not in name and "\n" not in name and name.endswith(".py")
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    out = subprocess.run([sys.executable, "-c", f"from verifier.play.engine import load_module\n"
                          f"m = load_module({str(path)!r})\nprint(len(m.RULES.remarks))"],
                         cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert not os.path.exists(marker)
    module = engine.load_module(str(path))
    assert module.RULES == rules  # every string came back exactly
    assert module.VARIANT_ID == variant.id
    assert module.SOURCES == (HOSTILE[0], HOSTILE[3])
    assert {name for name, _text, _ref in module.RULES.remarks} >= set(HOSTILE)
    assert [row.label for row in module.RULES.scoring][:3] == HOSTILE[:3]
    assert module.RULES.scoring[0].ref.startswith(HOSTILE[4])
    game = engine.from_module(module)
    assert game.settle(0).label == HOSTILE[0]


def test_hostile_strings_from_a_variant_file(tmp_path):
    text = textwrap.dedent('''\
        variant odd extends classic-2deck {
          title zh "双\\"引号\\"" en "a \\"\\"\\" b \\\\ c \\\\\\" d"
          remarks {
            remark quote "ends with a backslash \\\\"  decision "\\"\\"\\"; import os"
          }
          override scoring {
            precedence: first-row
            when points < 80 -> declarers +1 "\\"\\"\\" + __import__('os').system('touch /tmp/shengji-pwned') + \\"\\"\\""
            when points >= 80 -> attackers take over "x\\\\"
          }
        }
        ''')
    files = {}
    for vid, variant_file in (("odd", parse_text("odd.variant", text)),):
        files[vid] = variant_file
    base = parse_text("spec/classic-2deck.variant", open(os.path.join(ROOT, "spec", "classic-2deck.variant"),
                                                                 encoding="utf-8").read())
    files[base.id] = base
    variant = Library(files).resolve("odd")
    rules = game_rules(variant)
    assert any('"""' in (row.label or "") for row in rules.scoring)
    source = render_module(rules, ("odd.variant",), "d")
    namespace: dict = {}
    exec(compile(source, "odd.py", "exec"), namespace)  # noqa: S102 - the point of the test
    assert namespace["RULES"] == rules
    assert not os.path.exists("/tmp/shengji-pwned")


def test_literal_refuses_other_objects():
    with pytest.raises(TypeError):
        literal(object())
    with pytest.raises(TypeError):
        literal([1, 2])  # lists are not written: the rules are tuples all the way down
    assert literal(("a'b", None, 3, True)) == repr(("a'b", None, 3, True))


def test_project_render_has_one_engine_per_variant():
    files = render(Project(dict(sorted(VARIANT_MODELS.items())),
                           {vid: os.path.relpath(os.path.join(ROOT, "spec", f"{vid}.variant")) for vid in ALL_VARIANTS}))
    engines = sorted(p for p in files if p.startswith("engines/"))
    assert engines == sorted(f"engines/{module_name(v)}" for v in ALL_VARIANTS)  # both families
