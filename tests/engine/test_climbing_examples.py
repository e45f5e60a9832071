"""Every worked example of the climbing variants of spec/, replayed through the climbing referee facade.

Each kind of claim is asked of the facade: sets, beats, gouji sets, answering rights, burning, calling, tribute and
settlements."""
import pytest

from verifier.play import engine
from verifier import model as m
from verifier.language.printer.climbing import claim as claim_text
from verifier.language.walk import nodes

from .test_examples import VARIANT_MODELS

ROLES = ("emperor", "guard", "rebel")


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


def _roles(order):
    """Team labels of a finishing order (`a`, `b`) as the facade's team names; roles stay roles."""
    labels = list(dict.fromkeys(r for r in order if r not in ROLES))
    return [r if r in ROLES else f"team {labels.index(r)}" for r in order]


@pytest.mark.parametrize("case", CASES, ids=[f"{vid}:{ex.span.line}:{ex.name or type(ex.claim).__name__}"
                                             for vid, _, ex in CASES])
def test_climbing_example(case, games):
    vid, block, example = case
    game, claim = games[vid], example.claim
    if isinstance(claim, m.SetClaim):
        ruling = game.set_ruling(" ".join(claim.cards))
        assert ruling.legal == claim.holds, ruling.reason
    elif isinstance(claim, m.BeatClaim):
        ruling = game.beats(" ".join(claim.beater), " ".join(claim.standing))
        assert ruling.legal == claim.holds, ruling.reason
        assert ruling.legal or ruling.rule.startswith("spec/")
    elif isinstance(claim, m.GoujiClaim):
        assert game.is_gouji(" ".join(claim.cards)) == claim.holds
    elif isinstance(claim, m.SettleClaim):
        kind = claim.table or (str(block.kind) if isinstance(block, m.Settlement) else "normal")
        found = game.settle(tuple(range(len(claim.order))), _roles(claim.order), kind)
        got = {claim.order[seat]: score for seat, score in enumerate(found.seats)}
        assert {s.role: got[s.role] for s in claim.scores} == {s.role: s.score for s in claim.scores}
        assert found.rule.startswith("spec/")
    elif isinstance(claim, m.AnswerClaim):
        ruling = game.may_answer(" ".join(claim.hand), " ".join(claim.standing), claim.source.value)
        assert ruling.legal == claim.holds, ruling.reason
    elif isinstance(claim, m.BurnClaim):
        ruling = game.may_burn(" ".join(claim.hand), " ".join(claim.standing))
        assert ruling.legal == claim.holds, ruling.reason
    elif isinstance(claim, m.CallClaim):
        verdict, rule = game.call(" ".join(str(card) for card in claim.hand))
        assert verdict == claim.verdict.value and rule.startswith("spec/")
    elif isinstance(claim, m.TributeClaim):
        assert game.tribute(claim.count, " ".join(claim.hand)) == list(claim.given)
    else:  # pragma: no cover - a new kind of claim needs a case here
        pytest.fail(f"no facade check for `{claim_text(claim)}`")
