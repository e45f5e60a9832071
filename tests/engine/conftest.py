import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from verifier.play import engine  # noqa: E402

# Every variant of spec/: a new variant file is played, judged and replayed by these tests without any edit here.
ALL_VARIANTS = sorted(name[:-len(".variant")] for name in os.listdir(os.path.join(ROOT, "spec"))
                      if name.endswith(".variant"))


def _climbing(vid: str) -> bool:
    """Of the climbing family, stated or inherited (a delta says nothing of its family)."""
    return getattr(engine.load(vid), "family", "") == "climbing"


# The trick-taking variants, which these tests play; the climbing ones are played by tests/climbing/ (their worked
# examples are replayed by test_climbing_examples.py).
VARIANTS = [vid for vid in ALL_VARIANTS if not _climbing(vid)]
CLIMBING_VARIANTS = [vid for vid in ALL_VARIANTS if _climbing(vid)]


@pytest.fixture(scope="session")
def games():
    """The generated engine of every variant in spec/ (as a game server would load it)."""
    return {vid: engine.load(vid) for vid in VARIANTS}


@pytest.fixture(scope="session")
def classic(games):
    return games["classic-2deck"]
