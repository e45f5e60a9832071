"""Every worked example of the climbing variants of spec/, replayed through the climbing referee facade.

Each kind of claim is asked of the facade: sets, beats, gouji sets, answering rights, burning, calling, tribute and
settlements."""
import pytest

from verifier.play import engine
from verifier import model as m
from verifier.language.walk import nodes

from .replay import replay_climbing
from .test_examples import VARIANT_MODELS


@pytest.fixture(scope="module")
def games():
    """The generated engine of every climbing variant in spec/."""
    return {vid: engine.load(vid) for vid in {vid for vid, _, _ in CASES}}


def _cases():
    out = []
    for vid, variant in VARIANT_MODELS.items():
        for block in nodes(variant):
            if isinstance(block, m.Block):
                out += [(vid, block, ex) for ex in block.examples if isinstance(ex.claim, m.CLIMBING_CLAIMS)]
    return out


CASES = _cases()


def test_the_climbing_variants_have_examples():
    assert len({vid for vid, _, _ in CASES}) >= 2 and len(CASES) > 60


@pytest.mark.parametrize("case", CASES, ids=[f"{vid}:{ex.span.line}:{ex.name or type(ex.claim).__name__}"
                                             for vid, _, ex in CASES])
def test_climbing_example(case, games):
    vid, block, example = case
    replay_climbing(games[vid], block, example)


def test_a_hand_that_must_call_may_call(tmp_path):
    """Found by the property tests: with `forced: 1` a hand of four aces and a single must call, and its example `may
    call` is proved by the checker (C956: a forced hand may also call of its own accord); the replay read `may` as
    exactly "may" and denied it."""
    path = tmp_path / "forced-one.variant"
    path.write_text("variant forced-one extends baohuang-5p-4deck {\n  override call {\n    marked: BJ\n"
                    "    cards: 3, 4\n    forced: 1\n    example four: hand \"AH AH AH AH 5S\" may call\n  }\n}\n",
                    encoding="utf-8")
    from verifier.checks import run_checks
    from verifier.language.workspace import Workspace, resolve_all, select

    workspace = Workspace()
    variant = resolve_all(workspace, select(workspace, [str(path)]))[0]["forced-one"]
    proofs = [f for f in run_checks(variant).findings if f.check == "C956"]
    assert [f.verdict.value for f in proofs] == ["proved"]
    game = engine.load(str(path))
    assert game.call("AH AH AH AH 5S")[0] == "must"
    example = next(ex for ex in variant.call.examples if ex.name == "four")
    replay_climbing(game, variant.call, example, cited=str(tmp_path))
