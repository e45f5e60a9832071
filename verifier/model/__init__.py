"""The rule model: typed, frozen, every node with its source span.

A variant file becomes a `VariantFile` (its own statements); resolving `extends` turns a chain of files into one
complete `Variant`, which the checker, the engine and the rulebook read. Words of the glossary name every class.

A setting that a file does not state is `None`: the model records what the sources say, and the reader (the engine,
the rulebook) decides what silence means. Each setting's documentation lives in its field's metadata, so the language
reference, the JSON Schema and the printer all come from this one place.

This is the model's face: every class of every module below is a name of it (`from verifier import model as m`,
then `m.Declare`, `m.SetKind`). The modules: `node` (nodes, rules, words, settings), `block` (blocks, worked
examples, remarks), `deal`, `bidding` and `tribute` (what both families state), `trick/` and `climbing/` (each family's words, claims and
rules), `variant` (a file, a complete variant), `families` (which rules each family reads).
"""
from .node import *  # noqa: F401,F403
from .block import *  # noqa: F401,F403
from .deal import *  # noqa: F401,F403
from .bidding import *  # noqa: F401,F403
from .trick.words import *  # noqa: F401,F403
from .trick.outcomes import *  # noqa: F401,F403
from .trick.claims import *  # noqa: F401,F403
from .trick.order import *  # noqa: F401,F403
from .trick.combinations import *  # noqa: F401,F403
from .trick.declaring import *  # noqa: F401,F403
from .trick.following import *  # noqa: F401,F403
from .trick.scoring import *  # noqa: F401,F403
from .trick.sides import *  # noqa: F401,F403
from .climbing.words import *  # noqa: F401,F403
from .climbing.claims import *  # noqa: F401,F403
from .climbing.sets import *  # noqa: F401,F403
from .climbing.rounds import *  # noqa: F401,F403
from .climbing.settlement import *  # noqa: F401,F403
from .climbing.call import *  # noqa: F401,F403
from .tribute import *  # noqa: F401,F403
from .variant import *  # noqa: F401,F403
