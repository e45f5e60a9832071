"""Generated variant files of both families, property-tested (issue 24, item 3): strategies.py draws the files from
the rule model and the grammar, properties.py says what each must do. The `ci` profile runs on every CI run; the
`long` profile (`--hypothesis-profile=long` or `VERIFIER_PROPERTIES=long`) runs 10,000 files and writes its figures
to `VERIFIER_PROPERTIES_REPORT` (a JSON file) when set."""
import json
import os
import traceback

import pytest
from hypothesis import given, seed

from .profiles import collecting, deals, profile
from .properties import Tally, check, examples_agree, play
from .strategies import GENERATED_ID, variants

# The long profile is one test of hours (docs/simulation.md): the suite's 15-minute bound (pyproject.toml) is not for it.
pytestmark = pytest.mark.timeout(0 if profile() == "long" else 900)

SEED = 7  # the seed of the deals played
TALLY = Tally()


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    """One folder for the generated file (rewritten for each): `check` reads the other files of a named file's folder."""
    found = tmp_path_factory.mktemp("generated")
    yield str(found)
    _report(done=True)


def _report(done: bool = False) -> None:
    """The figures so far, into `VERIFIER_PROPERTIES_REPORT` (a long run writes them as it goes)."""
    report = os.environ.get("VERIFIER_PROPERTIES_REPORT")
    if report:
        with open(report, "w", encoding="utf-8") as handle:
            json.dump({"profile": profile(), "deals_per_player": deals(), "done": done, **TALLY.figures(),
                       "failed": TALLY.failures}, handle, ensure_ascii=False, indent=2)


def _seeded(test):
    part = os.environ.get("VERIFIER_PROPERTIES_SEED")
    return seed(int(part))(test) if part else test


@_seeded
@given(generated=variants())
def test_generated_variant_files(folder, generated):
    path = os.path.join(folder, f"{GENERATED_ID}.variant")
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(generated.text)
    TALLY.generated += 1
    try:
        checked = check(path)
        if checked.status == 0:
            TALLY.clean += 1
            play(path, deals(), SEED, TALLY)
        examples_agree(path, generated.text, checked, TALLY)
    except Exception as exc:  # noqa: BLE001 - in the long profile every failure is counted, and the run goes on
        if not collecting():
            raise
        TALLY.failures.append({"text": generated.text, "error": "".join(
            traceback.format_exception_only(type(exc), exc)).strip()})
    if TALLY.generated % 50 == 0:
        _report()


def test_the_run_found_no_failure_and_tested_something():
    """In the long profile, the failures counted above (none may be found); in the others, they are raised at once.
    And the run was no vacuous pass: some files checked clean, were played and judged, and examples were compared."""
    assert not TALLY.failures, f"{len(TALLY.failures)} failure(s); the first: {TALLY.failures[0]}"
    if not TALLY.generated:
        pytest.skip("the property test did not run in this session")
    assert TALLY.clean and TALLY.played and TALLY.judged and TALLY.examples, TALLY.figures()
