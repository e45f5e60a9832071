"""The CI guard of issue 29: every variant of spec/ keeps its mutation score at or above its floor.

A full study of spec/ takes minutes of CPU (docs/mutate.md), so the score of each variant is recorded in
docs/checks/mutation.json by `verifier mutate spec/ --budget 1000 --no-examples --record docs/checks/mutation.json`,
and this test reads it: the record covers every variant as its files are now (a changed variant or ancestor makes
its entry stale: record it again), each score is at or above its floor, the counts agree with the verdicts, a few
mutants of every variant tried again get the verdict recorded (so a change of the checker or of the mutants that
changes what is noticed is caught here too), and docs/checks/index.md ("What the examples notice") shows the recorded scores."""
from __future__ import annotations

import os
import re

import pytest

from verifier.language.workspace import Workspace, select
from verifier.mutate import Trial, mutants
from verifier.mutate.record import FLOOR, LETTERS, fingerprint, load, ratchet, sample

from conftest import ROOT

RECORD = os.path.join(ROOT, "docs", "checks", "mutation.json")
PAGE = os.path.join(ROOT, "docs", "checks", "index.md")
AGAIN = "run `python -m verifier mutate spec/ --budget 1000 --no-examples --record docs/checks/mutation.json`"


@pytest.fixture(scope="module")
def workspace():
    cwd = os.getcwd()
    os.chdir(ROOT)
    try:
        found = Workspace()
        ids = select(found, [os.path.join("spec")])
        yield found, ids
    finally:
        os.chdir(cwd)


@pytest.fixture(scope="module")
def recorded():
    return load(RECORD)


def test_every_variant_is_recorded_as_its_files_are_now(workspace, recorded):
    found, ids = workspace
    assert sorted(recorded) == sorted(ids), f"the record and spec/ differ: {AGAIN}"
    stale = [vid for vid in ids if recorded[vid]["fingerprint"] != fingerprint(found, vid)]
    assert not stale, f"changed since their score was recorded: {stale}: {AGAIN}"


def test_every_score_is_at_or_above_its_floor(recorded):
    below = {vid: (e["score"], e["floor"]) for vid, e in recorded.items()
             if e["score"] is not None and e["score"] < e["floor"]}
    assert not below, f"mutation scores below their floors (score, floor): {below}"
    assert all(0 < e["floor"] <= FLOOR for e in recorded.values())


def test_the_floor_is_the_ratchet_of_the_score(recorded):
    """A score that rose raised its floor (up to FLOOR): a floor left below what was reached guards nothing."""
    loose = {vid: e["floor"] for vid, e in recorded.items() if e["floor"] < ratchet(e["score"], None)}
    assert not loose, f"floors below the recorded score: {loose}: {AGAIN}"


def test_the_counts_agree_with_the_verdicts(recorded):
    for vid, e in recorded.items():
        letters = e["verdicts"]
        assert set(letters) <= set(LETTERS.values()), vid
        killed, survived = letters.count("k"), letters.count("s")
        assert (e["killed"], e["survived"]) == (killed, survived), vid
        assert e["score"] == (round(killed / (killed + survived), 4) if killed + survived else None), vid


def test_the_ratchet_never_lowers_a_floor():
    assert ratchet(0.731, None) == 0.73
    assert ratchet(0.70, 0.73) == 0.73
    assert ratchet(0.99, 0.73) == FLOOR
    assert ratchet(None, None) == FLOOR  # no mutant changes the rules: nothing to lower


def test_sampled_mutants_get_the_verdict_recorded(workspace, recorded):
    """SAMPLE mutants of each variant, spread over its file, tried again: the record says what the checker does."""
    found, ids = workspace
    library = found.library()
    letter = {status: mark for status, mark in LETTERS.items()}
    differ = []
    for vid in ids:
        trial = Trial(library, found.files[vid])
        made = mutants(trial.vfile, trial.original.place_names())
        kept = recorded[vid]["verdicts"]
        assert len(made) == len(kept), f"`{vid}`: {len(made)} mutants, {len(kept)} recorded: {AGAIN}"
        for index in sample(len(made)):
            now = letter[trial.try_one(made[index]).status]
            if now != kept[index]:
                differ.append(f"{vid} #{index} {made[index].what}: recorded {kept[index]}, now {now}")
    assert not differ, "\n".join(differ)


def test_the_page_shows_the_recorded_scores(recorded):
    rows = {}
    with open(PAGE, encoding="utf-8") as handle:
        for line in handle:
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            match = re.fullmatch(r"`([a-z0-9-]+)`", cells[0]) if line.startswith("|") else None
            if match and len(cells) >= 4:
                rows[match.group(1)] = (cells[1], cells[2], cells[3])
    expected = {vid: (e["family"], _percent(e["score"]), _percent(e["floor"])) for vid, e in recorded.items()}
    assert rows == expected


def _percent(value) -> str:
    return "—" if value is None else f"{value:.0%}"
