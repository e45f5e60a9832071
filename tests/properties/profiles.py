"""The Hypothesis profiles of the property tests, registered by tests/conftest.py before pytest reads
`--hypothesis-profile` (the option loads a profile when pytest is configured, before this folder is collected).

- `ci` (the default): a bounded, derandomized run (the seed follows from the test's name), on every CI run.
- `long`: 10,000 generated variants, fewer deals each (figures in docs/simulation.md); a failure is recorded and the
  run goes on, so that one run counts every failure (each then becomes a test of its own); the test fails at the end
  if any was found. Chosen by `--hypothesis-profile=long` or `VERIFIER_PROPERTIES=long`.
`VERIFIER_PROPERTIES_EXAMPLES=N` sets the number of files of either profile, `VERIFIER_PROPERTIES_DEALS=N` the deals,
`VERIFIER_PROPERTIES_SEED=S` another seed (a long run in parts, one per core: each part its own files).
"""
import os

from hypothesis import HealthCheck, Phase, settings

CI_EXAMPLES = 60
LONG_EXAMPLES = 10_000
# Deals each kind of player plays of a clean variant (the issue asks 20; the long run plays fewer to fit in hours).
DEALS = {"ci": 20, "long": 4}

_COMMON = dict(derandomize=True, database=None, deadline=None, print_blob=True,
               suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much,
                                      HealthCheck.large_base_example])
settings.register_profile("ci", max_examples=CI_EXAMPLES, **_COMMON)
settings.register_profile("long", max_examples=LONG_EXAMPLES, phases=[Phase.explicit, Phase.generate], **_COMMON)
settings.load_profile(os.environ.get("VERIFIER_PROPERTIES", "ci"))
if os.environ.get("VERIFIER_PROPERTIES_EXAMPLES"):  # a long run in parts, or a shorter one to size it
    settings.register_profile(settings.get_current_profile_name(), settings(
        max_examples=int(os.environ["VERIFIER_PROPERTIES_EXAMPLES"])))
if os.environ.get("VERIFIER_PROPERTIES_SEED"):  # a part of a long run: its own seed (test_generated.py's @seed)
    settings.register_profile(settings.get_current_profile_name(), settings(derandomize=False))
settings.load_profile(settings.get_current_profile_name())


def profile() -> str:
    return settings.get_current_profile_name()


def deals() -> int:
    """Deals per kind of player: the profile's, or `VERIFIER_PROPERTIES_DEALS`."""
    return int(os.environ.get("VERIFIER_PROPERTIES_DEALS") or DEALS.get(profile(), DEALS["ci"]))


def collecting() -> bool:
    """Whether failures are counted and the run goes on (the long profile) rather than raised and shrunk."""
    return profile() == "long"
