"""The climbing runtime's typed kernels (the `.pxd` files beside moves.py, generate.py and order.py, read by the
compiled runtime only) and the numbers-only tests they stand on: `order.verdict`, which `Order.beats` asks of every set
generated and from which `Order.ruling` writes its sentence, agrees with the ruling on every pair and reaches each of
its refusals; `Ranks.counts` keeps each token's rank without keeping what is no card. tests/engine/test_native.py runs
this file on the compiled runtime too (VERIFIER_PURE=0), where the kernels are C."""
import os
import random

import pytest

from verifier.play import engine
from verifier.runtime import native
from verifier.runtime.climbing import deal as D
from verifier.runtime.climbing import generate, order as O
from verifier.runtime.climbing.sets import TOKENS, SetError
from verifier.runtime.climbing.shapes import Kind, Shaped

SHAPED = ("doudizhu-3p-1deck", "guandan-4p-2deck", "big-two-4p-1deck", "paodekuai-3p-1deck")


def test_the_kernels_load_as_the_run_asks():
    """Under VERIFIER_PURE=0 (test_native.py's run of this file) the kernels' modules are the extensions."""
    import verifier.runtime.climbing.moves  # noqa: F401 - loaded, so that status() lists it
    loaded = native.status()
    kernels = {"verifier.runtime.climbing.moves", "verifier.runtime.climbing.generate", "verifier.runtime.climbing.order"}
    if os.environ.get("VERIFIER_PURE") == "0":
        assert kernels <= set(loaded["compiled"]), loaded
    else:
        assert kernels <= set(loaded["pure"]), loaded


@pytest.mark.parametrize("vid", SHAPED)
def test_the_verdict_is_the_ruling(vid):
    game = engine.load(vid)
    shapes, order, rng = game.shapes, game.order, random.Random(3)
    cards = D.deck(game.rules)
    seen = set()
    for _ in range(30):
        sets = generate.leads(shapes, shapes.counts(rng.sample(cards, 27 if vid.startswith("guandan") else 17)))
        pairs = [(a, b) for a in rng.sample(sets, min(40, len(sets))) for b in rng.sample(sets, min(15, len(sets)))]
        for a, b in pairs:
            why = O.verdict(shapes.kinds, order.beat.same_count, a, b)
            ruling = order.ruling(a, b)
            assert order.beats(a, b) is (why == 0) is ruling.legal, (shapes.format(a), shapes.format(b))
            assert ruling.legal or (ruling.reason and ruling.rule), (shapes.format(a), shapes.format(b))
            seen.add(why)
    # what random hands of every deck reach: a beat, a lower set of the kind, a set of other size, another kind (on a
    # ladder in Big Two)
    assert {0, O.NOT_HIGHER, O.COUNT} <= seen and (O.KIND in seen or O.LADDER in seen), seen
    if any(k.bomb >= 0 for k in shapes.kinds):
        assert O.BOMB_ONLY in seen, seen


def _kind(index: int, bomb: int = -1, ladder: tuple = ()) -> Kind:
    return Kind(index, f"kind{index}", "same-rank", 1, 8, 0, 1, 1, (), False, None, None, bomb, ladder, "r")


def _set(kind: int, top: int, size: int, length: int = 1, width: int = 1, tie: int = -1) -> Shaped:
    return Shaped(kind, top, length, width, tie, size, (top,), (), (top,) * size)


def test_the_verdict_of_each_test_of_the_relation():
    """Every refusal, on kinds made for it (the variants' decks never reach some: a bomb class of several sizes,
    a ladder, one kind of several lengths of one size)."""
    kinds = (_kind(0), _kind(1), _kind(2, bomb=0), _kind(3, bomb=1), _kind(4, ladder=(0, 0)), _kind(5, ladder=(0, 1)))
    cases = [
        (_set(0, 5, 2), _set(0, 4, 2), True, 0),
        (_set(0, 4, 2), _set(0, 4, 2), True, O.NOT_HIGHER),
        (_set(0, 4, 2, tie=2), _set(0, 4, 2, tie=1), True, 0),  # a higher suit of equal ranks
        (_set(0, 5, 3), _set(0, 4, 2), True, O.COUNT),
        (_set(0, 5, 3), _set(0, 4, 2), False, 0),  # counts need not match
        (_set(0, 5, 4, length=2, width=2), _set(0, 4, 4, length=1, width=4), True, O.LENGTH),
        (_set(1, 5, 2), _set(0, 4, 2), True, O.KIND),
        (_set(5, 3, 2), _set(4, 9, 2), True, 0),  # higher on the ladder
        (_set(4, 9, 2), _set(5, 3, 2), True, O.LADDER),
        (_set(0, 12, 2), _set(2, 1, 4), True, O.BOMB_ONLY),
        (_set(2, 1, 4), _set(0, 12, 2), True, 0),  # a bomb beats what is no bomb, of any count
        (_set(2, 9, 4), _set(3, 1, 2), True, O.LOWER_BOMB),
        (_set(3, 1, 2), _set(2, 9, 4), True, 0),
        (_set(2, 1, 5), _set(2, 9, 4), True, 0),  # more cards in one class
        (_set(2, 9, 4), _set(2, 1, 5), True, O.SMALLER_BOMB),
        (_set(2, 8, 4), _set(2, 9, 4), True, O.NOT_HIGHER_BOMB),
    ]
    for beater, standing, same_count, why in cases:
        assert O.verdict(kinds, same_count, beater, standing) == why, (beater, standing)
    assert {why for *_, why in cases} == set(range(10))  # every number the verdict gives


def test_ranks_counts_keep_token_ranks_but_never_a_bad_token():
    ranks = engine.load("gouji-6p-4deck").ranks
    first = ranks.counts("BJ SJ 9S 9 10♥ 10h 3")
    assert ranks.counts("BJ SJ 9S 9 10♥ 10h 3") == first == ranks.counts(["BJ", "SJ", "9S", "9", "10♥", "10h", "3"])
    assert sum(first) == 7 and first[ranks.index["10"]] == 2 and first[ranks.index["9"]] == 2
    for _ in range(2):  # refused every time: a bad token is never kept
        with pytest.raises(SetError, match="write ten as `10`"):
            ranks.counts("9 T")
    many = [" " * n + "9" for n in range(TOKENS + 50)]  # distinct spellings of one card
    assert ranks.counts(many)[ranks.index["9"]] == len(many)
    assert len(ranks._token_ranks) <= TOKENS
