"""The bid for the landlord by call and rob (叫地主 / 抢地主, `bid { by: call-and-rob }`): spec/doudizhu-call-and-rob, a
delta of Dou Dizhu; the bidding's steps and rulings (runtime/climbing/bidding.py), its worked examples (C959) in both
directions, the stake doubled by each rob in played deals, the judge, the terminal's words."""
import copy
import itertools
import os

import pytest

from verifier.play import engine
from verifier.play.climbing import words
from verifier.play.climbing.judge import judge
from verifier.play.climbing.players import make, player_rng
from verifier.play.climbing.simulate import deal_violations
from verifier.runtime.climbing import actions as A
from verifier.runtime.climbing.bidding import bid_phase
from verifier.runtime.climbing.match import play_match

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DELTA = os.path.join(ROOT, "spec", "doudizhu-call-and-rob.variant")


@pytest.fixture(scope="module")
def game():
    return engine.load("doudizhu-call-and-rob")


def _bid(phase, steps):
    """Make the steps (`call`, `rob`, `pass`) in turn; the ruling of each is asserted legal."""
    for step in steps:
        seat = phase.turn()
        action = A.PASS_ACTION if step == "pass" else next(a for a in phase.legal() if a.kind == A.BID)
        assert phase.ruling(seat, action).legal
        phase.apply(seat, action)
    return phase


def _variant(tmp_path, text: str, vid: str):
    from verifier.language.workspace import Workspace, resolve_all, select
    path = tmp_path / f"{vid}.variant"
    path.write_text(text, encoding="utf-8")
    workspace = Workspace()
    return resolve_all(workspace, select(workspace, [str(path)]))[0][vid]


def test_the_delta_is_short_and_checks_clean():
    from verifier.checks import run_checks
    from verifier.language.workspace import Workspace, resolve_all, select
    with open(DELTA, encoding="utf-8") as handle:
        text = handle.read()
    assert len(text.strip().splitlines()) <= 25
    workspace = Workspace()
    variant = resolve_all(workspace, select(workspace, [DELTA]))[0]["doudizhu-call-and-rob"]
    findings = run_checks(variant).findings
    assert not [f.subject for f in findings if f.verdict.value != "proved"]
    assert len([f for f in findings if f.check == "C959"]) == text.count("example ")


@pytest.mark.parametrize("steps, winner, stake", [
    (["call", "pass", "pass"], 0, 1),  # nobody robs
    (["pass", "call", "rob", "pass"], 2, 2),  # robbed; the caller declines to rob back
    (["call", "rob", "rob", "rob"], 0, 8),  # both rob, the caller robs back: three doublings
    (["pass", "pass", "call"], 2, 1),  # the last to be asked calls: nobody is left to rob
    (["pass", "call", "pass"], 1, 1),  # player 1 declined to call, so may not rob
])
def test_the_last_to_call_or_rob_is_the_landlord_at_a_doubled_stake(game, steps, winner, stake):
    phase = _bid(bid_phase(game.rules, 0), steps)
    assert phase.done and (phase.winner, phase.high) == (winner, stake)


def test_nobody_calling_voids_the_deal(game):
    assert _bid(bid_phase(game.rules, 0), ["pass", "pass", "pass"]).void


def test_without_rob_back_the_caller_is_not_asked_again(game):
    from dataclasses import replace
    rules = replace(game.rules, bidding=replace(game.rules.bidding, rob_back=False))
    phase = _bid(bid_phase(rules, 0), ["call", "rob", "rob"])
    assert phase.done and (phase.winner, phase.high) == (2, 4)


def test_a_call_is_a_bid_of_one_and_a_rob_doubles(game):
    phase = bid_phase(game.rules, 0)
    refused = phase.ruling(0, A.Action(A.BID, rank=2))
    assert not refused.legal and "a call is a bid of 1" in refused.reason
    assert refused.rule == f"spec/doudizhu-call-and-rob.variant:{_line('override bid {')}"
    _bid(phase, ["call"])
    refused = phase.ruling(1, A.Action(A.BID, rank=3))
    assert not refused.legal and "a rob doubles the stake to 2" in refused.reason
    assert not phase.ruling(2, A.PASS_ACTION).legal  # not seat 2's turn


def _line(text: str) -> int:
    with open(DELTA, encoding="utf-8") as handle:
        return next(i for i, line in enumerate(handle, start=1) if text in line)


DELTA_HEAD = "variant odd extends doudizhu-call-and-rob {\n  override bid {\n    by: call-and-rob\n"


@pytest.mark.parametrize("example, found", [
    ("bids call, rob, rob, rob -> player 1 wins at 4", "player 1 wins at 8"),
    ("bids call, rob, rob -> player 3 wins at 4", "the bidding goes on: player 1 is asked next"),
    ("bids call, rob -> rob is refused", "the referee accepts step 2"),
    ("bids pass, pass, call, pass -> player 3 wins at 1", "the bidding ends after 3 steps"),
    ("bids call, call -> player 2 wins at 2", "step 2 (a call) is refused: a rob or a pass is asked now"),
])
def test_a_wrong_bidding_example_is_refuted_with_what_the_referee_found(tmp_path, example, found):
    from verifier.checks import run_checks
    variant = _variant(tmp_path, DELTA_HEAD + f"    example wrong: {example}\n  }}\n}}\n", "odd")
    refuted = [f for f in run_checks(variant).findings if f.verdict.value == "refuted"]
    assert [f.check for f in refuted] == ["C959"] and found in refuted[0].diagnostic.message
    assert refuted[0].diagnostic.span.line == 4


def test_a_call_in_a_bidding_by_points_is_refuted(tmp_path):
    from verifier.checks import run_checks
    variant = _variant(tmp_path, "variant odd extends doudizhu-3p-1deck {\n  override bid {\n"
                                 "    example wrong: bids call, pass, pass -> player 1 wins at 1\n  }\n}\n", "odd")
    (finding,) = [f for f in run_checks(variant).findings if f.verdict.value == "refuted"]
    assert finding.check == "C959" and "a step of a bidding by call and rob" in finding.diagnostic.message
    proved = _variant(tmp_path, "variant odd2 extends doudizhu-3p-1deck {\n  override bid {\n"
                                "    example points: bids pass, 2, 3 -> player 3 wins at 3\n  }\n}\n", "odd2")
    assert [f.verdict.value for f in run_checks(proved).findings if f.check == "C959"] == ["proved"]


def test_a_rob_in_a_trick_taking_bidding_is_refuted(tmp_path):
    """The claim is both families': in a trick-taking bidding (C920) a call or a rob is no step."""
    from verifier.checks import run_checks
    variant = _variant(tmp_path, "variant odd extends bidding-3p-2deck {\n  override bidding {\n"
                                 "    example wrong: bids 150, rob -> player 2 wins at 150\n  }\n}\n", "odd")
    refuted = [f for f in run_checks(variant).findings if f.check == "C920" and f.verdict.value == "refuted"]
    assert refuted and "a step of a bid for the landlord by call and rob" in refuted[0].diagnostic.message


def test_played_deals_double_the_stake_by_each_rob_and_the_judge_confirms_them(game):
    stakes, robbed = set(), 0
    for kind, match in itertools.product(("random", "greedy"), range(60)):
        seed = 500 * (kind == "greedy") + match
        record = play_match(game.table, seed, [make(kind, player_rng(seed, s)) for s in range(3)], 4)
        for entry in record["deals"]:
            assert not deal_violations(game.rules, entry)
            bids = [a for a in entry["actions"] if a["phase"] == "bidding" and a["kind"] == "bid"]
            assert [a["bid"] for a in bids] == [2 ** n for n in range(len(bids))]  # a call, then each rob doubles
            robbed += len(bids) > 1
            if bids:  # the stake: the last bid, doubled by bombs and a spring
                stakes.add(bids[-1]["bid"])
                assert entry["result"]["stake"] % bids[-1]["bid"] == 0
        assert judge(record, game).ok
    assert robbed and {1, 2, 4, 8} <= stakes


def test_a_rob_changed_in_a_record_is_rejected(game):
    for seed in range(40):
        record = game.play_match(seed, [make("random", player_rng(seed, s)) for s in range(3)], 1)
        actions = record["deals"][0]["actions"]
        rob = next((k for k, a in enumerate(actions) if a["phase"] == "bidding" and a.get("bid", 0) >= 2), None)
        if rob is not None:
            break
    bad = copy.deepcopy(record)
    bad["deals"][0]["actions"][rob]["bid"] = 3
    verdict = judge(bad, game)
    assert not verdict.ok and verdict.where["action"] == rob + 1 and "a rob doubles the stake" in verdict.reason


def test_the_terminal_says_call_and_rob_and_reads_them(game):
    deal = game.new_deal(seed=3)
    assert deal.phase == "bidding"
    call = words.parse(deal, "bid", "call")
    assert call == A.Action(A.BID, rank=1) and words.describe(deal, call) == "call"
    assert not deal.ruling(deal.turn(), words.parse(deal, "bid", "rob")).legal  # nobody called yet
    deal.apply(deal.turn(), call)
    rob = words.parse(deal, "bid", "rob")
    assert rob == A.Action(A.BID, rank=2) and words.describe(deal, rob) == "rob"


@pytest.mark.parametrize("parent, setting", [("doudizhu-call-and-rob", "bids: 1, 2"),
                                             ("doudizhu-3p-1deck", "rob-back: no")])
def test_the_other_ways_setting_is_never_read_and_said_so(tmp_path, parent, setting):
    """`bids` is a bidding by points', `rob-back` a bidding by call and rob's: stated in the other, nothing plays it."""
    from verifier.checks import run_checks
    by = "    by: call-and-rob\n" if parent == "doudizhu-call-and-rob" else ""
    variant = _variant(tmp_path, f"variant odd extends {parent} {{\n  override bid {{\n{by}    {setting}\n  }}\n}}\n",
                       "odd")
    (finding,) = [f for f in run_checks(variant).findings if f.verdict.value == "refuted"]
    assert finding.check == "C107" and finding.diagnostic.span.line == 3 + bool(by)


def test_the_web_table_offers_a_call_then_a_rob(game):
    """The page's buttons (verifier/web/climbing/suggest.py) say which a bid is; a bid by points says none."""
    from verifier.web.climbing.suggest import choices
    deal = game.new_deal(seed=3)
    assert [(c["kind"], c.get("bid"), c.get("step")) for c in choices(deal, deal.legal())] == \
        [("bid", 1, "call"), ("pass", None, None)]
    deal.apply(deal.turn(), A.Action(A.BID, rank=1))
    assert [c.get("step") for c in choices(deal, deal.legal())] == ["rob", None]
    points = engine.load("doudizhu-3p-1deck").new_deal(seed=3)
    assert all("step" not in c for c in choices(points, points.legal()))
