"""C901's proofs given again within a run, for a worked example that several variants hold (a child inherits its
parent's examples, the very objects) where they compile to equal rules.

A claim of the kinds below is proved from the claim, its trump context, the compiled `Rules` (the runtime reads
nothing else), the copies of each card in the decks, and whether it is a kitty overcall; the variant itself is read
only to word a refutation. So a proof found for one variant is the proof for another variant of the run with the
same example object, the same copies and kitty use, and rules equal in every field but `id` (the name, which no
proof reads: the runtime names the variant only in records). `refs` (the file and line of every rule) are part of
the rules compared, so a child that restates a rule elsewhere gets its own proofs. Only proofs are given again, never
a refutation or an unknown verdict (they name the variant). Claims proved from the variant's own rule objects (the
deal claims, level shares) are always proved afresh. tests/checks/test_example_proofs.py shows a key that leaves out
what a proof read failing.
"""
from __future__ import annotations

from dataclasses import replace

from .. import model as m

# The claims _prove_claim proves from (claim, context, rules, copies, kitty overcall) alone.
# (Not a declaration's nor a reinforcement's: each is made in a deal at its level, which must be on the variant's
# ladder.)
GIVEN_AGAIN = (m.CombinationClaim, m.OrderClaim, m.TrickClaim, m.FollowClaim, m.ThrowClaim, m.OvercallClaim,
               m.KittyBonusClaim, m.ScoreClaim)


def kept(ctx, rules, copies) -> dict | None:
    """The proofs of this run for variants whose rules equal `rules` but for the id and whose decks hold `copies`
    copies (by example identity), or None outside a run of several variants (`ctx.found`)."""
    if ctx.found is None:
        return None
    try:
        return ctx.found.setdefault(("C901 proofs", replace(rules, id=""), copies), {})
    except TypeError:  # rules holding an unhashable value: nothing is given again
        return None


def proved(kept_proofs: dict | None, example: m.Example, kitty: bool, prove):
    """`prove()`'s finding for the example, or the proof another variant of the run found for it."""
    if kept_proofs is None or not isinstance(example.claim, GIVEN_AGAIN):
        return prove()
    key = (id(example), kitty)
    held = kept_proofs.get(key)
    if held is not None and held[0] is example:
        return held[1]
    found = prove()
    if found.verdict.value == "proved" and found.diagnostic is None:
        kept_proofs[key] = (example, found)  # (the example kept alive: its id is not reused in the run)
    return found
