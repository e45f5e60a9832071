"""Every question the trick-taking engine asks a player, as decisions among listed options: what the environment
(env.py) and a player of the small protocol (play/protocol.py) are given. Each question of the engine (runtime/trick/
game.py asks `declare`, `bury`, `lead`, `follow`, …) is a generator that yields one or more `Decision`s and returns
the answer the engine expects; a question whose answer is a set of cards chosen one by one (burying the kitty,
returning a tribute, the cards of an exchange) is several decisions, one card each; a question with nothing to
choose (no declaration possible) asks nothing. The engine still rules on every answer.

The options of a lead are every single combination and the throw of the hand's strongest parts where one may be
made (the throws of a hand are too many to list); a follow's are every legal follow, at most `FOLLOW_OPTIONS`.
"""
from __future__ import annotations

from typing import NamedTuple

from ...runtime.cards import SUITS
from ...runtime.trick import ids as I
from ...runtime.trick.actions.follows import follow_options
from ...runtime.trick.actions.leads import lead_options, top_throw
from ...runtime.trick.phases.kitty import returned_first

FOLLOW_OPTIONS = 256


class Option(NamedTuple):
    text: str  # what a person would type or read: "lead KS KS", "pass", "bury 3D"
    cards: tuple[int, ...]  # the card ids it shows or plays (empty for a pass): its card-count vector
    value: object  # what the engine is answered (or one part of it)


class Decision(NamedTuple):
    kind: str  # the question: declare, bury, lead, follow, …
    seat: int
    options: tuple[Option, ...]


def counts(cards) -> list[int]:
    """A card-count vector: how many of each card id (0 … 53)."""
    out = [0] * I.COUNT
    for c in cards:
        out[c] += 1
    return out


def _names(cards) -> str:
    return " ".join(I.names(cards))


PASS = Option("pass", (), None)


def _shows(kind: str, seat: int, options, word: str, passable: bool = True):
    listed = tuple(Option(f"{word} {_names(cards)}" + (f" naming {suit}" if suit else ""), tuple(cards),
                          (cards, suit)) for cards, suit in options)
    return Decision(kind, seat, ((PASS,) if passable else ()) + listed)


def declare(deal, seat):
    options = deal.declaration_options(seat)
    if not options:
        return None
    return (yield _shows("declare", seat, options, "declare")).value


def kitty_overcall(deal, seat):
    options = deal.kitty_overcall_options(seat)
    if not options:
        return None
    return (yield _shows("kitty-overcall", seat, options, "overcall the kitty with")).value


def rebury(deal, seat):
    if not deal.may_rebury(seat):
        return None
    options = deal.rebury_options(seat)
    if not options:
        return None
    listed = tuple(Option(f"bury {_names(jokers)}, pick up {_names(picked)}", tuple(jokers), (jokers, picked))
                   for jokers, picked in options)
    return (yield Decision("rebury", seat, (PASS,) + listed)).value


def bid(deal, seat):
    options = deal.bid_options(seat)
    must = deal.rules.bid_opening == "required" and not deal.bids
    if not options:
        return None
    listed = tuple(Option(f"bid {b}", (), b) for b in options)
    return (yield Decision("bid", seat, (() if must else (PASS,)) + listed)).value


def name_trump(deal, seat):
    return (yield Decision("name-trump", seat, tuple(Option(f"trump {s}", (), s) for s in SUITS))).value


def call_friend(deal, seat):
    listed = tuple(Option(f"call copy {k} of {I.NAMES[c]}", (c,), (c, k)) for c in sorted(set(deal.deck))
                   for k in range(1, deal.copies(c) + 1) if deal.call_allowed(seat, c, k) is None)
    return (yield Decision("call-friend", seat, listed)).value


def accept_levels(deal, seat, giver, count):
    return (yield Decision("accept-levels", seat, (Option(f"accept {count} level(s) from player {giver}", (), True),
                                                   Option("refuse", (), False)))).value


def _one_by_one(kind: str, seat: int, count: int, pools, word: str):
    """`count` cards chosen one at a time; `pools()` gives the cards (ids, with their copies) each may be now."""
    chosen: list[int] = []
    for _ in range(count):
        pool = pools(chosen)
        listed = tuple(Option(f"{word} {I.NAMES[c]}", (c,), c) for c in sorted(set(pool)))
        chosen.append((yield Decision(kind, seat, listed)).value)
    return chosen


def _less(cards: list[int], taken: list[int]) -> list[int]:
    rest = list(cards)
    for c in taken:
        if c in rest:
            rest.remove(c)
    return rest


def bury(deal, seat):
    size = deal.bury_size()
    hand = deal.hands[seat]
    allowed = [c for c in range(I.COUNT) if deal.buriable()[c] for _ in range(hand[c])]
    if len(allowed) < size:
        allowed = deal.hand_ids(seat)
    return (yield from _one_by_one("bury", seat, size, lambda chosen: _less(allowed, chosen), "bury"))


def tribute_return(deal, seat, count):
    hand = deal.hands[seat]
    first, other = ([c for c in range(I.COUNT) for _ in range(hand[c] * kind[c])] for kind in returned_first(deal.order))

    def pools(chosen):
        left = _less(first, chosen)
        return left if left else _less(other, chosen)
    return (yield from _one_by_one("tribute-return", seat, count, pools, "return"))


def exchange(deal, seat, count, receiver):
    held, kinds = deal.exchange_kinds(seat)

    def pools(chosen):
        for pool, n in kinds:
            picked = sum(1 for c in chosen if c in pool)
            if picked < min(n, len(pool)):
                return _less(pool, [c for c in chosen if c in pool])
        return _less(held, chosen)
    return (yield from _one_by_one("exchange", seat, count, pools, f"give player {receiver}"))


def give_spoils(deal, seat, spoils, receivers):
    out = []
    for _ in range(spoils):
        out.append((yield Decision("give-spoils", seat, tuple(Option(f"a level to player {r}", (), r)
                                                             for r in receivers))).value)
    return out


def name_demoted(deal, seat, count, candidates):
    room = {s: deal.match.levels[s] for s in candidates}
    out = []
    for _ in range(count):
        able = [s for s in candidates if room[s] > 0] or list(candidates)
        pick = (yield Decision("name-demoted", seat, tuple(Option(f"player {s} loses a level", (), s)
                                                           for s in able))).value
        room[pick] = room.get(pick, 0) - 1
        out.append(pick)
    return out


def transfer_levels(deal, seat, count, same, others):
    from ...runtime.trick.shares import room_up
    rules, levels = deal.rules, deal.match.levels
    up = {s: room_up(levels[s], rules.ladder, rules.mandatory) for s in same}
    down = {s: levels[s] for s in others}
    given = []
    for _ in range(count):
        options = [Option(f"raise player {s}", (), [s, "up"]) for s in same if up[s] > 0] + \
                  [Option(f"lower player {s}", (), [s, "down"]) for s in others if down[s] > 0]
        if not options:
            break
        chosen = (yield Decision("transfer-levels", seat, (Option("keep the rest", (), None),) + tuple(options))).value
        if chosen is None:
            break
        (up if chosen[1] == "up" else down)[chosen[0]] -= 1
        given.append(chosen)
    return given


def lead(deal, seat):
    hand, o = deal.hands[seat], deal.order
    listed, seen = [], set()
    for cards in lead_options(hand, o):
        key = tuple(sorted(cards))
        if key not in seen:
            seen.add(key)
            listed.append(Option(f"lead {_names(cards)}", tuple(cards), list(cards)))
    if deal.rules.throw:
        throw = top_throw(hand, o)
        if throw and deal.throw_closed(throw) is None and tuple(sorted(throw)) not in seen:
            listed.append(Option(f"throw {_names(throw)}", tuple(throw), list(throw)))
    return (yield Decision("lead", seat, tuple(listed))).value


def follow(deal, seat):
    plays = follow_options(deal.hands[seat], deal.current[0][1], deal.order, FOLLOW_OPTIONS)
    listed = tuple(Option(f"play {_names(p)}", tuple(p), list(p)) for p in plays)
    return (yield Decision("follow", seat, listed)).value


QUESTIONS = {f.__name__: f for f in (declare, kitty_overcall, rebury, bid, name_trump, call_friend, accept_levels,
                                     bury, tribute_return, exchange, give_spoils, name_demoted, transfer_levels, lead,
                                     follow)}


class Asker:
    """An agent of the engine that turns each of its questions into decisions answered by `answer(deal, decision)`
    (the index of an option): the protocol's adapter answers at once, the environment from its caller's step."""

    def __init__(self, answer):
        self._answer = answer

    def __getattr__(self, name):
        question = QUESTIONS.get(name)
        if question is None:
            raise AttributeError(name)

        def asked(deal, seat, *args):
            steps = question(deal, seat, *args)
            try:
                decision = next(steps)
                while True:
                    decision = steps.send(decision.options[self._answer(deal, decision)])
            except StopIteration as done:
                return done.value
        return asked
