"""Load over the loopback, bounded in time: 20 games at once on `verifier serve` for 8 seconds (benchmarks/web_load.py,
whose longer run's figures are in docs/web.md). Every game moves on, no illegal play gets through, no play in another's
game, no error, no traceback in the server's log; the figures are printed (`pytest -s` shows them)."""
from __future__ import annotations

import os
import sys

import pytest

pytest.importorskip("uvicorn", reason="the web extra is not installed (pip install .[web])")
pytest.importorskip("websockets", reason="the web extra is not installed (pip install .[web])")

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                                "benchmarks"))

import web_load  # noqa: E402

pytestmark = pytest.mark.slow


def test_twenty_games_at_once_for_eight_seconds():
    report, figures, log = web_load.run(games=20, seconds=8)
    print("\n" + "\n".join(f"{key}: {value}" for key, value in report.items()))
    assert report["idle games"] == 0 and report["decisions"] >= 100
    assert report["illegal sent"] > 0 and report["illegal refused"] == report["illegal sent"]
    assert report["illegal played"] == 0
    assert report["refused"] == report["plays in another's game"] > 0
    assert not figures.errors, figures.errors[:3]
    assert "Traceback" not in log, log
