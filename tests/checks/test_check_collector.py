"""`check` runs with the collector's older generations collected rarely (runtime/collector.py), and gives the
thresholds back when it ends, also when it fails: a caller in the same process (the tests, the benchmarks) keeps
its own."""
from __future__ import annotations

import gc
from pathlib import Path

from verifier import cli
from verifier.runtime.collector import OLDER

ROOT = Path(__file__).resolve().parents[2]


def test_check_collects_older_generations_rarely_and_restores_them(monkeypatch, capsys):
    seen = []
    real = cli._check

    def spy(args):
        seen.append(gc.get_threshold())
        return real(args)

    monkeypatch.setattr(cli, "_check", spy)
    before = gc.get_threshold()
    assert cli.main(["check", str(ROOT / "spec" / "classic-2deck.variant"), "--no-cache", "--jobs", "1"]) == 0
    assert seen and seen[0][0] == before[0] and min(seen[0][1:]) >= OLDER
    assert gc.get_threshold() == before
    monkeypatch.setattr(cli, "_check", lambda args: 1 / 0)
    assert cli.main(["check", str(ROOT / "spec" / "classic-2deck.variant"), "--no-cache"]) == 3  # internal error
    assert gc.get_threshold() == before
    capsys.readouterr()
