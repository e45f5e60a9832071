"""Importing this module registers every generator, in the order they run."""
from .engines import trick as engine  # noqa: F401,E402 - the engine of every variant (generated/engines/)
from .engines import climbing as engine_climbing  # noqa: F401,E402 - the engine of every climbing variant (generated/engines/)
from . import stats  # noqa: F401,E402 - the figures of simulated deals (generated/stats/), before the pages use them
from . import rulebook  # noqa: F401,E402 - the rulebook pages of every variant (generated/rulebooks/)
from . import editor  # noqa: F401,E402 - the TextMate grammar of the editor extension (generated/editor/)
