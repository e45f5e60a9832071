"""Importing this module registers every check, in the order they run."""
# Each module below registers its checks with @check when imported.
from . import examples  # noqa: F401,E402
from . import cardorder  # noqa: F401,E402
from . import combinations  # noqa: F401,E402
from . import following  # noqa: F401,E402
from . import deal  # noqa: F401,E402
from . import declaring  # noqa: F401,E402
from . import turns  # noqa: F401,E402
from . import facedown  # noqa: F401,E402
from . import exchange  # noqa: F401,E402
from . import kitty  # noqa: F401,E402
from . import tables  # noqa: F401,E402
from . import ladder  # noqa: F401,E402
from . import demotion  # noqa: F401,E402
from . import decisions  # noqa: F401,E402
from . import teams  # noqa: F401,E402
from . import bidding  # noqa: F401,E402
from . import family  # noqa: F401,E402
from .climbing import deal as climbing_deal  # noqa: F401,E402
from .climbing import beat as climbing_beat  # noqa: F401,E402
from .climbing import settlement as climbing_settlement  # noqa: F401,E402
from .climbing import examples as climbing_examples  # noqa: F401,E402
