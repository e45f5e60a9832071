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
