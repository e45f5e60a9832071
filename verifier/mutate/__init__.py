"""`verifier mutate`: what a variant's checks and worked examples would not notice.

The semantic mutants of a variant's own rules (operators.py) are each tried against the checker (trial.py); the
survivors are reported by rule with their line, and for each the engine looks for a situation the original and the
changed rules rule differently, printed as a worked example that pins the rule down (pin.py, with each family's
situations in trick.py and climbing.py); `--write` adds those examples to the file (write.py). command.py is the
command line's part. The package sits above the checker, whose code path it runs on every mutant.
"""
from __future__ import annotations

from .operators import Mutant, mutants  # noqa: F401
from .trial import CRASHED, EQUIVALENT, KILLED, SURVIVED, UNWRITABLE, NotClean, Trial, Tried  # noqa: F401
