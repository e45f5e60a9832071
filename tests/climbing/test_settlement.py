"""Settlements by places, with the seed's worked example and every table."""
import pytest

from verifier.runtime.climbing.settlement import SettlementError, settle

from .handmade import baohuang, gouji

ROLES = ["emperor", "rebel", "rebel", "guard", "rebel"]


def test_baohuang_the_seeds_example():
    # "“皇帝”获得“头科”，“保皇派”为“二落”，“革命党”获得“二科”、第三、“大落”，则“皇帝”一组得分： 6+-3=3 ，革命党组得分为： 3+0+-6=-3"
    s = settle(baohuang(), (0, 1, 2, 3, 4), ROLES)
    assert dict(s.teams) == {"emperor": 3, "rebels": -3}
    assert s.seats == (2, -1, -1, 1, -1)  # emperor 2/3, guard 1/3, each rebel 1/3 of their side
    assert sum(s.seats) == 0 and s.rule == "000_79ebff438be5e347.txt:163"


def test_baohuang_open_guard_doubles():
    s = settle(baohuang(), (0, 1, 2, 3, 4), ROLES, "open-guard")
    assert s.seats == (4, -2, -2, 2, -2)


def test_baohuang_lone_emperor():
    # "“皇帝”获得“头科”，则“皇帝”得分： 16 ，革命党组得分为： -16 分，革命党的得分：组分 /4=-4"
    roles = ["emperor", "rebel", "rebel", "rebel", "rebel"]
    s = settle(baohuang(), (0, 1, 2, 3, 4), roles, "lone-emperor")
    assert s.seats == (16, -4, -4, -4, -4)
    assert settle(baohuang(), (1, 2, 3, 4, 0), roles, "lone-emperor").seats == (-16, 4, 4, 4, 4)
    assert settle(baohuang(), (0, 1, 2, 3, 4), roles, "open-lone-emperor").seats == (32, -8, -8, -8, -8)


def test_baohuang_seized():
    # "抢杠的情况下，皇帝“头科”得 40 分，革命党每人得 -10 分；皇帝不是“头科”得 -40 ，革命党每人得 10 分"
    roles = ["rebel", "rebel", "emperor", "rebel", "rebel"]
    assert settle(baohuang(), (2, 0, 1, 3, 4), roles, "seized").seats == (-10, -10, 40, -10, -10)
    assert settle(baohuang(), (0, 2, 1, 3, 4), roles, "seized").seats == (10, 10, -40, 10, 10)


def test_baohuang_every_order_sums_to_zero_and_splits_whole():
    import itertools
    for places in itertools.permutations(range(5)):
        for kind, roles in (("normal", ROLES), ("lone-emperor", ["emperor"] + ["rebel"] * 4)):
            assert sum(settle(baohuang(), places, roles, kind).seats) == 0


GOUJI_ROLES = [f"team {s % 2}" for s in range(6)]


def test_gouji_only_positive_scores_count():
    # places 1,3,5 for team 0: 4+0-2 = 2; team 1: 2+0-4 = -2, counted 0
    s = settle(gouji(), (0, 1, 2, 3, 4, 5), GOUJI_ROLES)
    assert dict(s.teams) == {"team 0": 2, "team 1": 0} and not s.swept


def test_gouji_sweep_of_three():
    # "如一方分获头科、二科、三科，则称对方被“串三户”。串三户记分翻番，即获胜一方积 12 分"
    s = settle(gouji(), (1, 3, 5, 0, 2, 4), GOUJI_ROLES)
    assert dict(s.teams) == {"team 0": 0, "team 1": 12} and s.swept


def test_places_must_be_an_order_of_the_seats():
    with pytest.raises(SettlementError, match="not an order"):
        settle(gouji(), (0, 0, 2, 3, 4, 5), GOUJI_ROLES)
