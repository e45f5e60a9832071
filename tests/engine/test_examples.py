"""Every worked example of the spec files, and the seeds' own examples, replayed through the referee facade."""
import os

import pytest

from verifier import model as m
from verifier.language.parser import parse_file
from verifier.language.resolve import Library
from verifier.language.walk import nodes
from verifier.model.families import family_of

from .conftest import ALL_VARIANTS, ROOT
from .replay import replay_trick

SPEC = os.path.join(ROOT, "spec")


def _variants():
    files = {}
    for name in sorted(os.listdir(SPEC)):
        if name.endswith(".variant"):
            vfile = parse_file(os.path.relpath(os.path.join(SPEC, name)))
            files[vfile.id] = vfile
    library = Library(files)
    return {vid: library.resolve(vid) for vid in files}


VARIANT_MODELS = _variants()
EXAMPLES = [(vid, ex) for vid, variant in VARIANT_MODELS.items() if family_of(variant) != m.Family.CLIMBING
            for ex in nodes(variant) if isinstance(ex, m.Example)
            and not isinstance(ex.claim, m.CLIMBING_CLAIMS)]  # the climbing variants': test_climbing_examples.py
# Overcall claims written in `kitty overcall { … }` are about overcalling the kitty (反底).
KITTY = {id(ex) for variant in VARIANT_MODELS.values() if variant.kitty_overcall
         for ex in variant.kitty_overcall.examples}


def test_every_variant_has_examples():
    assert set(VARIANT_MODELS) == set(ALL_VARIANTS)
    assert len(EXAMPLES) > 50


def _id(case):
    vid, ex = case
    return f"{vid}:{ex.span.line if ex.span else '?'}:{ex.name or type(ex.claim).__name__}"


@pytest.mark.parametrize("case", EXAMPLES, ids=[_id(c) for c in EXAMPLES])
def test_worked_example(case, games):
    vid, example = case
    replay_trick(games[vid], example, kitty=id(example) in KITTY)


# The seeds' examples -------------------------------------------------------------------------------------------------
# Quoted from seed 000 (the QQ rules), 002 (their traditional-character copy) and 003 (the 双升 app), at level 10 with
# spades as trump unless said otherwise.

def test_seed_tractors(classic):
    g = classic
    ctx = g.context("10", "S")
    for text in ("KH KH QH QH", "JH JH 9H 9H", "5H 5H 4H 4H 3H 3H", "SJ SJ 10S 10S", "10S 10S 10H 10H",
                 "10H 10H AS AS", "BJ BJ SJ SJ"):  # 凡大小顺序相邻且花色相同的联对均构成拖拉机
        assert g.is_tractor(g.cards(text), ctx), text
    for text in ("5H 5H 4H", "5H 5H 3H 3H", "10H 10H 10C 10C", "JH JH 10H 10H", "AH AH 2H 2H", "KH KH QS QS"):
        assert not g.is_tractor(g.cards(text), ctx), text
    nt = g.context("10", "NT")  # 无主时 一对小王和任一对10都是拖拉机 (seed 003)
    assert g.is_tractor(g.cards("SJ SJ 10H 10H"), nt)
    assert g.is_tractor(g.cards("SJ SJ 10D 10D"), nt)


def test_seed_throws(classic):
    g = classic
    ctx = g.context("10", "S")
    # 副牌中: AAK, AKK, AQQJJ, 998844 (若其他玩家无人有能大过...)
    assert g.throw_ruling(g.cards("AH AH KH"), [g.cards("QH QH JH"), g.cards("9H 8H"), g.cards("7H")], ctx).legal
    assert g.throw_ruling(g.cards("AH KH KH"), [g.cards("QH QH JH"), g.cards("9H 8H"), g.cards("7H")], ctx).legal
    assert g.throw_ruling(g.cards("AH QH QH JH JH"), [g.cards("9H 9H"), g.cards("8H"), g.cards("7H")], ctx).legal
    # 首家试图联出 98844 时, 若其余某家有此花色的 J, 则首家必须出 9
    r = g.throw_ruling(g.cards("9H 8H 8H 4H 4H"), [g.cards("JH 2C"), g.cards("3H"), g.cards("2H")], ctx)
    assert not r.legal and list(r.forced) == list(g.cards("9H")) and r.rule.startswith("spec/classic-2deck")
    # 若其余玩家有此花色的 QQ 或 55, 则首家必须出 44
    for other in ("QH QH", "5H 5H"):
        r = g.throw_ruling(g.cards("9H 8H 8H 4H 4H"), [g.cards(other), g.cards("3H"), g.cards("2H")], ctx)
        assert not r.legal and sorted(r.forced) == sorted(g.cards("4H 4H"))
    # whole hands may be given: only the thrown suit counts
    r = g.throw_ruling(g.cards("AH AH KH"), [g.cards("QS QS BJ 3C"), g.cards("2D"), g.cards("QH")], ctx)
    assert r.legal


def test_seed_ruffs_and_over_ruffs(classic):
    g = classic
    ctx = g.context("10", "S")
    # 主牌 9988 72 可斃副牌 AK5544, 但不能斃副牌 AA5544
    assert g.trick_winner([g.cards("AH KH 5H 5H 4H 4H"), g.cards("9S 9S 8S 8S 7S 2S")], ctx) == 1
    assert g.trick_winner([g.cards("AH AH 5H 5H 4H 4H"), g.cards("9S 9S 8S 8S 7S 2S")], ctx) == 0
    # 主牌 977 可斃副牌 544, 主牌 884 可蓋斃
    assert g.trick_winner([g.cards("5H 4H 4H"), g.cards("9S 7S 7S"), g.cards("8S 8S 4S")], ctx) == 2
    # 主牌 977 可斃副牌 567, 主牌 884 不能蓋斃
    assert g.trick_winner([g.cards("7H 6H 5H"), g.cards("9S 7S 7S"), g.cards("8S 8S 4S")], ctx) == 1
    # a single ruffed and over-ruffed; a discard never wins
    assert g.trick_winner([g.cards("AH"), g.cards("3S"), g.cards("5S"), g.cards("KH")], ctx) == 2
    assert g.trick_winner([g.cards("2H"), g.cards("AC"), g.cards("3H"), g.cards("BJ")], ctx) == 3
    # 出牌时同等大小的牌以先出者为大
    assert g.trick_winner([g.cards("10H"), g.cards("10C")], ctx) == 0


def test_seed_kitty_multipliers(classic, games):
    g = classic
    ctx = g.context("10", "S")
    assert g.kitty_multiplier(g.cards("BJ"), ctx) == 2  # 单张抠底2倍
    assert g.kitty_multiplier(g.cards("AS AS"), ctx) == 4  # 对子抠底4倍
    assert g.kitty_multiplier(g.cards("SJ SJ 10S 10S"), ctx) == 8  # 2连对8倍
    assert g.kitty_multiplier(g.cards("10S 10S 10H 10H AS AS"), ctx) == 16  # 以后每多连1对乘2倍
    assert g.kitty_multiplier(g.cards("AH AH KH"), ctx) == 4  # 甩牌抠底(按其中包含的张数最多的组合计算)
    three = games["three-deck-tribute"]
    assert three.kitty_multiplier(three.cards("QH QH QH"), three.context("6", "H")) == 2  # 只翻两倍


def test_seed_scoring(games):
    g = games["classic-2deck"]
    expected = {0: ("declarers", 3), 35: ("declarers", 2), 40: ("declarers", 1), 75: ("declarers", 1),
                80: ("attackers", 0), 115: ("attackers", 0), 120: ("attackers", 1), 160: ("attackers", 2),
                200: ("attackers", 3), 240: ("attackers", 4), 280: ("attackers", 5)}
    for points, (side, levels) in expected.items():
        outcome = g.settle(points)
        assert (outcome.side, outcome.levels) == (side, levels), points
    assert g.settle(80).next_declarer == "next-player"  # 闲家上台时, 下一副牌由此副牌的庄家的下家当庄家
    assert g.settle(50).next_declarer == "partner"  # 庄家升级时, 下一副牌由其对家当庄家
    shuang = games["shuangsheng-2deck"]
    assert shuang.settle(240).levels == 3  # 大于200分按200分算
    assert shuang.settle(0).label == "大光头"
    three = games["three-deck-tribute"]
    with pytest.raises(ValueError):
        three.settle(95)  # the table depends on the last trick
    assert three.settle(95, "attackers").levels == 0
    kept = three.settle(95, "declarers", kitty=three.cards("BJ SJ 3C 4C 5C 6C"))
    assert (kept.side, kept.levels, kept.next_declarer) == ("declarers", 4, "partner")
    assert three.settle(0).round_ends
