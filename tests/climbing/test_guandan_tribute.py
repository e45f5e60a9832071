"""Guandan's tribute (runtime/climbing/shaped_tribute.py) on spec/'s Guandan: the last gives the first out its highest
card but the heart level card, the first out returns one of 10 or lower; after 双下 both losers give, the larger
tribute to the first out, whose giver leads; 抗贡 when the givers hold both big jokers; and a deal of the match plays
the tribute before its first lead."""
import pytest

from verifier.play import engine
from verifier.runtime.climbing import actions as A
from verifier.runtime.climbing.shaped_tribute import ShapedTribute


@pytest.fixture(scope="module")
def guandan():
    return engine.load("guandan-4p-2deck")


def _tribute(game, hands, places, level="2"):
    table = game.table.at(level)
    return ShapedTribute(table.rules, hands, tuple(places), table.seating.alternate_team,
                         table.rules.levels.natural)


def _return(card: str) -> A.Action:
    return A.Action(A.RETURN, card=(card[:-1], card[-1]))


def test_the_last_gives_its_highest_card_but_the_wild_one_and_gets_one_of_ten_or_lower(guandan):
    hands = [["JS", "10D", "4C"], ["3S"], ["2H", "2S", "AS", "3C"], ["5S"]]
    t = _tribute(guandan, hands, [0, 1, 3, 2])  # seat 2 last (team 0 with seat 0, not 双下)
    assert t.given == [(2, 0, "2S")] and "2H" in hands[2]  # the level card 2, not the heart 2 (逢人配)
    assert t.turn() == 0 and t.leader == 2
    # 10 or lower by natural rank: the level card 2 just received too (the decision of the variant), never the jack
    assert {a.card for a in t.legal()} == {("10", "D"), ("4", "C"), ("2", "S")}
    refused = t.ruling(0, _return("JS"))
    assert not refused.legal and "10 or lower" in refused.reason and refused.rule.endswith(
        f":{_line('tribute {')}")
    assert t.ruling(0, _return("10D")).legal
    t.apply(0, _return("10D"))
    assert t.done and "10D" in hands[2] and "2S" in hands[0] and t.returned == [(0, 2, "10D")]


def test_at_a_higher_level_its_cards_are_the_highest_and_its_heart_wild(guandan):
    hands = [["3S"], ["4S"], ["BJ", "7H"], ["7S", "AS", "KD"]]
    t = _tribute(guandan, hands, [0, 1, 2, 3], level="7")  # seat 3 last
    assert t.given == [(3, 0, "7S")]
    hands = [["3S"], ["4S"], ["BJ", "7H"], ["7H", "AS", "KD"]]
    t = _tribute(guandan, hands, [0, 1, 2, 3], level="7")
    assert t.given == [(3, 0, "AS")]  # the heart 7 is wild at 7


def test_after_a_double_down_the_larger_tribute_goes_to_the_first_out_whose_giver_leads(guandan):
    hands = [["3S"], ["SJ", "4S"], ["5S"], ["BJ", "4D"]]
    t = _tribute(guandan, hands, [0, 2, 1, 3])  # seats 1 and 3 (team 1) last two: both give
    assert sorted(t.given) == [(1, 2, "SJ"), (3, 0, "BJ")] and t.leader == 3
    assert [s[0] for s in t.steps] == [0, 2]


def test_equal_tributes_the_first_out_takes_its_next_players(guandan):
    hands = [["3S"], ["AS", "4S"], ["5S"], ["AD", "4D"]]
    t = _tribute(guandan, hands, [2, 0, 3, 1])  # first out 2; losers 3 and 1 give an ace each
    assert (3, 2, "AD") in t.given and (1, 0, "AS") in t.given and t.leader == 3


def test_both_big_jokers_with_the_givers_resist_the_tribute(guandan):
    hands = [["3S"], ["BJ", "4S"], ["5S"], ["BJ", "4D"]]
    t = _tribute(guandan, hands, [0, 2, 1, 3])
    assert t.resisted and t.given == [] and t.done and t.leader is None
    hands = [["3S"], ["BJ", "BJ"], ["5S"], ["6S"]]
    assert _tribute(guandan, hands, [0, 2, 3, 1]).resisted  # one giver holding both
    hands = [["BJ"], ["BJ", "4S"], ["5S"], ["6S"]]
    assert not _tribute(guandan, hands, [0, 2, 3, 1]).resisted  # the other big joker is the first out's


def test_a_later_deal_plays_the_tribute_then_the_giver_leads(guandan):
    for seed in range(10):
        deal = guandan.new_deal(seed=seed, previous_places=[0, 1, 3, 2])
        t = deal.tribute
        if t.resisted:
            assert deal.phase == "play" and deal.turn() == 0  # the first out leads
            continue
        assert deal.phase == "tribute" and deal.turn() == 0 and deal.mode() == "tribute"
        assert len(deal.cards[0]) == 28 and len(deal.cards[2]) == 26
        action = deal.legal()[0]
        assert deal.ruling(0, action).legal
        deal.apply(0, action)
        assert deal.phase == "play" and deal.turn() == 2 and deal.mode() == "lead"
        assert all(len(h) == 27 for h in deal.cards)
        return
    pytest.fail("every deal resisted")


def _line(text: str) -> int:
    with open("spec/guandan-4p-2deck.variant", encoding="utf-8") as handle:
        return next(i for i, row in enumerate(handle, start=1) if text in row)


def test_a_tribute_example_naming_a_rank_the_order_drops_is_refuted_not_a_crash(tmp_path):
    """A rank order without the big joker (a mutant of verifier mutate): the tribute example that names it is refuted
    at the example (C958), where the checker failed with KeyError('BJ') (E999)."""
    from verifier.checks import run_checks
    from verifier.language.workspace import Workspace, resolve_all, select
    path = tmp_path / "odd.variant"
    path.write_text("variant odd extends guandan-4p-2deck {\n  override rank order SJ > level > A > K > Q > J > 10 > 9"
                    " > 8 > 7 > 6 > 5 > 4 > 3 > 2\n}\n", encoding="utf-8")
    workspace = Workspace()
    variant = resolve_all(workspace, select(workspace, [str(path)]))[0]["odd"]
    findings = run_checks(variant).findings
    assert not [f for f in findings if f.diagnostic is not None and f.diagnostic.code == "E999"]
    assert any(f.check == "C958" and "`BJ` is not a card" in f.diagnostic.message for f in findings
               if f.verdict.value == "refuted")
