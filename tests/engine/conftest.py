import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from verifier import engine  # noqa: E402

VARIANTS = ["classic-2deck", "shuangsheng-2deck", "three-deck-tribute"]


@pytest.fixture(scope="session")
def games():
    """The generated engine of every variant in spec/ (as a game server would load it)."""
    return {vid: engine.load(vid) for vid in VARIANTS}


@pytest.fixture(scope="session")
def classic(games):
    return games["classic-2deck"]
