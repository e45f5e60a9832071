"""Memos of the runtime. `kept`: what depends only on one of the rules' objects (a led rule, a scoring outcome, a
table, a card order), kept by the object's identity: the rules are frozen and live as long as the engine, and hashing them whole at every look-up would cost
more than making the value. The object is kept beside the value, so that an id reused by another object after the
first is gone is made again, never read."""
from __future__ import annotations

LIMIT = 4096  # entries of one memo; it is emptied when full


def kept(memo: dict, key, owner, make):
    """make(), kept in `memo` under `key` (which holds `id(owner)`), with `owner`."""
    found = memo.get(key)
    if found is None or found[0] is not owner:
        if len(memo) > LIMIT:
            memo.clear()
        found = memo[key] = (owner, make())
    return found[1]


def remembered(memo: dict, key, make):
    """make(), kept in `memo` under `key` (None too: a look-up that found nothing is not made again)."""
    if key in memo:
        return memo[key]
    if len(memo) > LIMIT:
        memo.clear()
    found = memo[key] = make()
    return found
