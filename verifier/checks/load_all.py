"""Importing this module registers every check, in the order they run."""
# Each module below registers its checks with @check when imported.
from .trick import examples  # noqa: F401,E402
from .trick import cardorder  # noqa: F401,E402
from .trick import combinations  # noqa: F401,E402
from .trick import following  # noqa: F401,E402
from .trick import deal as trick_deal  # noqa: F401,E402
from . import points  # noqa: F401,E402
from .trick import declaring  # noqa: F401,E402
from .trick import turns  # noqa: F401,E402
from .trick import facedown  # noqa: F401,E402
from .trick import exchange  # noqa: F401,E402
from .trick import kitty  # noqa: F401,E402
from .trick import tables  # noqa: F401,E402
from .trick import ladder  # noqa: F401,E402
from .trick import first_deal  # noqa: F401,E402
from .trick import demotion  # noqa: F401,E402
from . import decisions  # noqa: F401,E402
from . import backwards  # noqa: F401,E402
from . import teams  # noqa: F401,E402
from .trick import bidding  # noqa: F401,E402
from . import reading  # noqa: F401,E402
from . import family  # noqa: F401,E402
from .climbing import deal as climbing_deal  # noqa: F401,E402
from .climbing import beat as climbing_beat  # noqa: F401,E402
from .climbing import ladders as climbing_ladders  # noqa: F401,E402
from .climbing import holdable as climbing_holdable  # noqa: F401,E402
from .climbing import wild as climbing_wild  # noqa: F401,E402
from .climbing import first_lead as climbing_first_lead  # noqa: F401,E402
from .climbing import levels as climbing_levels  # noqa: F401,E402
from .climbing import tribute as climbing_tribute  # noqa: F401,E402
from .climbing import cards_left as climbing_cards_left  # noqa: F401,E402
from .climbing import bids as climbing_bids  # noqa: F401,E402
from .climbing import settlement as climbing_settlement  # noqa: F401,E402
from .climbing import examples as climbing_examples  # noqa: F401,E402
from .climbing import impossible as climbing_impossible  # noqa: F401,E402
from .trick import steps as trick_steps  # noqa: F401,E402

# The order above is the order the checks run in, whichever module was imported first (a tool that imports
# `reading` before this module registered C107 first, and C107 then reported what C101 reports): one order for every
# run. A stable sort: the checks of one module keep the order they are written in.
from .registry import REGISTRY  # noqa: E402

_ORDER = [name for name, value in list(globals().items()) if getattr(value, "__name__", "").startswith(__package__ + ".")
          and not name.startswith("_") and name != "REGISTRY"]
_MODULES = [globals()[name].__name__ for name in _ORDER]
REGISTRY.sort(key=lambda registered: _MODULES.index(registered.fn.__module__))
