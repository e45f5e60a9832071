"""Team levels across a match of spec/'s Guandan (runtime/climbing/levels.py): a deal is played at the level of the team
that won the deal before, which moves that rank just below the small joker and makes its heart the wild card; the
first out's team climbs its points (双上 +3, first and third +2, first and last +1), stops on A and passes it only by
winning a deal played at A as its own level with the partner not last, and goes back to 2 after three failures there;
the match's record carries the levels and the failures, and the judge replays them."""
import copy

import pytest

from verifier.play import engine
from verifier.play.climbing.judge import judge
from verifier.play.climbing.players import make, player_rng
from verifier.runtime.climbing import levels
from verifier.runtime.climbing.match import play_match
from verifier.runtime.climbing.sets import SetError


@pytest.fixture(scope="module")
def guandan():
    return engine.load("guandan-4p-2deck")


def _reads(table, cards: str) -> set[str]:
    try:
        return {table.shapes.kinds[s.kind].name for s in table.shapes.parse(cards)}
    except SetError:
        return set()


def test_the_level_rank_moves_up_and_its_heart_is_wild(guandan):
    rules = guandan.table.rules
    assert rules.ranks[-4:-1] == ("A", "2", "SJ") and rules.wild.rank == "2"  # the first deal, at 2
    five = guandan.table.at("5")
    assert five.rules.ranks == ("2", "3", "4", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "5", "SJ", "BJ")
    assert five.rules.wild.rank == "5" and five is guandan.table.at("5")  # made once
    assert "four" in _reads(five, "3S 3D 3C 5H") and "four" not in _reads(five, "3S 3D 3C 2H")
    assert "four" in _reads(guandan.table, "3S 3D 3C 2H")
    # at 5 the 5 beats the ace and the 2 is the lowest card; in a run the 5 keeps its natural place
    assert five.canonical(tuple(sorted(five.shapes.parse("5S")[0].spent)), 0, five.shapes.parse("AS")[0])[0]
    assert five.canonical(tuple(sorted(five.shapes.parse("2S")[0].spent)), 0, five.shapes.parse("3S")[0])[0] is None
    assert "straight" in _reads(five, "3S 4D 5C 6S 7D")


def test_the_first_outs_team_climbs_by_the_finishing_order(guandan):
    rules = guandan.table.rules
    start = levels.first(rules)
    assert start == levels.Standing((0, 0), "2")
    up3 = levels.after(rules, start, 1, 3)  # 双上
    assert up3.teams == (0, 3) and up3.level == "5"
    up1 = levels.after(rules, up3, 0, 1)  # first and last: the other team wins and the deal goes to its level
    assert up1.teams == (1, 3) and up1.level == "3"


def test_a_team_stops_on_a_and_passes_it_only_by_winning_a_deal_at_a(guandan):
    rules = guandan.table.rules
    ace, king = rules.levels.ladder.index("A"), rules.levels.ladder.index("K")
    stopped = levels.after(rules, levels.Standing((king, 0), "K"), 0, 3)
    assert stopped.teams == (ace, 0) and stopped.level == "A" and stopped.won is None
    # on A, winning a deal played at the other team's level: still on A
    kept = levels.after(rules, levels.Standing((ace, 4), "6"), 0, 3)
    assert kept.teams == (ace, 4) and kept.won is None
    # winning the deal played at A, its own, with the partner not last: the match is won, both start again from 2
    won = levels.after(rules, levels.Standing((ace, 4), "A", team=0), 0, 2)
    assert won == levels.Standing((0, 0), "2", 0)


def test_passing_a_needs_the_partner_not_last(guandan):
    """`needs: partner-not-last`: out first with the partner last (1-4, +1) keeps the team on A, a failure."""
    rules = guandan.table.rules
    assert rules.levels.partner_not_last and rules.levels.failures == 3
    ace = rules.levels.ladder.index("A")
    kept = levels.after(rules, levels.Standing((ace, 4), "A", team=0), 0, 1, partner_last=True)
    assert kept.teams == (ace, 4) and kept.won is None and kept.level == "A"
    assert kept.team == 0 and kept.failures == (1, 0)
    double = levels.after(rules, levels.Standing((ace, 4), "A", team=0, failures=(2, 0)), 0, 3)  # 双上 passes
    assert double.won == 0


def test_a_team_on_the_others_a_is_not_the_one_playing_it(guandan):
    """Both teams on A, the deal played at team 0's: team 1 out first does not pass (it plays A as its own next)."""
    rules = guandan.table.rules
    ace = rules.levels.ladder.index("A")
    after = levels.after(rules, levels.Standing((ace, ace), "A", team=0), 1, 3)
    assert after.won is None and after.teams == (ace, ace) and after.level == "A" and after.team == 1
    assert after.failures == (1, 0)  # team 0 failed its A
    passed = levels.after(rules, after, 1, 2)
    assert passed.won == 1


def test_three_failures_at_a_send_the_team_back_to_2(guandan):
    rules = guandan.table.rules
    ace = rules.levels.ladder.index("A")
    lost = levels.after(rules, levels.Standing((ace, 4), "A", team=0, failures=(1, 0)), 1, 2)
    assert lost.teams == (ace, 6) and lost.failures == (2, 0) and lost.level == "8"
    # not an attempt: the deal at team 1's level
    other = levels.after(rules, lost, 1, 1)
    assert other.teams == (ace, 7) and other.failures == (2, 0)
    back_to_a = levels.after(rules, other, 0, 1)  # team 0 wins at 9, 1-4: it plays its A next, no rise past it
    assert back_to_a.teams == (ace, 7) and back_to_a.level == "A" and back_to_a.failures == (2, 0)
    third = levels.after(rules, back_to_a, 0, 1, partner_last=True)  # the third failure, by a 1-4 finish
    assert third.teams == (0, 7) and third.failures == (0, 0) and third.level == "2" and third.won is None


def test_a_match_plays_each_deal_at_its_winners_level_and_is_judged(guandan):
    agents = [make("greedy", player_rng(5, s)) for s in range(4)]
    record = play_match(guandan.table, 5, agents, deals=6)
    deals = record["deals"]
    assert deals[0]["result"]["level"] == "2"
    playing = None  # whose level the deal is played at: the first out's team of the deal before
    for before, entry in zip(deals, deals[1:]):
        r = before["result"]
        team = r["places"][0] % 2
        climbed = levels.after(guandan.table.rules, levels.Standing(
            tuple(guandan.table.rules.levels.ladder.index(x) for x in r["levels"]), r["level"], team=playing,
            failures=tuple(r["failures"])), team, r["settlement"]["teams"][f"team {team}"], r["places"][-1] % 2 == team)
        playing = team
        assert entry["result"]["level"] == climbed.level
        assert entry["result"]["levels"] == [guandan.table.rules.levels.ladder[i] for i in climbed.teams]
    assert len({e["result"]["level"] for e in deals}) > 1  # the level changed in the match
    assert judge(record, guandan).ok
    wrong = copy.deepcopy(record)
    wrong["deals"][1]["result"]["level"] = "K"
    verdict = judge(wrong, guandan)
    assert not verdict.ok and verdict.where.get("deal") == 2


def test_a_partner_takes_the_lead_after_a_last_set_nobody_beats(guandan):
    """接风: seat 0 goes out with the big joker, nobody beats it, and its partner (seat 2) leads, not the next seat."""
    from verifier.runtime.climbing import actions as A
    from verifier.runtime.climbing.shaped_play import ShapedPlay
    hands = [["BJ"], ["3S", "4S"], ["5S", "6D"], ["7S", "8D"]]
    play = ShapedPlay(guandan.table, [guandan.shapes.counts(h) for h in hands], 0)
    action = A.Action(A.PLAY, guandan.table.ranks.parse("BJ"))
    assert play.ruling(0, action).legal
    play.apply(0, action)
    assert play.places == [0] and play.turn() == (2, "lead")
    assert guandan.table.rules.round.wind_to == "teammate"


def test_a_match_sends_a_team_back_after_three_failures_and_the_judge_checks_the_count(guandan):
    """Greedy players, seed 2: team 0 fails its A three times by deal 10 and plays from 2 again; the record says each
    team's failures before each deal, the judge confirms it and refuses a count changed, citing `defended levels`."""
    agents = [make("greedy", player_rng(2, s)) for s in range(4)]
    record = play_match(guandan.table, 2, agents, deals=12)
    results = [d["result"] for d in record["deals"]]
    back = next(i for i in range(1, len(results)) if max(results[i - 1]["failures"]) == 2
                and "2" in results[i]["levels"] and "won_before" not in results[i])
    team = results[back - 1]["failures"].index(2)
    assert results[back - 1]["levels"][team] == "A" and results[back]["levels"][team] == "2"
    assert results[back]["failures"][team] == 0
    assert judge(record, guandan).ok
    wrong = copy.deepcopy(record)
    wrong["deals"][back - 1]["result"]["failures"][team] = 1
    verdict = judge(wrong, guandan)
    assert not verdict.ok and verdict.where == {"deal": back, "result": "failures"}
    assert verdict.rule == guandan.table.rules.levels.defended_rule and verdict.rule.endswith(":40")


def _check(tmp_path, body: str) -> str:
    import subprocess
    import sys
    path = tmp_path / "lv.variant"
    path.write_text("variant lv extends guandan-4p-2deck {\n  examples {\n" + body + "  }\n}\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "verifier", "check", str(path)], capture_output=True, text=True)
    return done.stdout


def test_an_example_names_the_deals_level(tmp_path, guandan):
    """`level=5`: the claim of a deal at 5 (the five above the ace, the five of hearts wild); a level off the ladder is
    refuted at its line, a trump is no context of a climbing claim (E222)."""
    out = _check(tmp_path, '    example level=5: "5S" beats "AS"\n    example level=5: "9S 9C 9D 5H" is a set\n'
                           '    example level=5: "9S 9C 9D 2H" is not a set\n')
    assert "1 clean" in out and "refuted" in out and " 0 refuted" in out
    out = _check(tmp_path, '    example level=5: "AS" beats "5S"\n    example level=NT: "5S" beats "AS"\n')
    assert "lv.variant:3:5" in out and "lv.variant:4:5" in out and "NT is no level of this game" in out
    out = _check(tmp_path, '    example level=5 trump=S: "5S" beats "AS"\n')
    assert "error[E222]: a climbing example names its level only" in out
    five = guandan.at("5")
    assert five.beats("5S", "AS").legal and not guandan.beats("5S", "AS").legal
    assert five.set_ruling("9S 9C 9D 5H").legal and not five.set_ruling("9S 9C 9D 2H").legal
    with pytest.raises(ValueError, match="no level of this game"):
        guandan.at("NT")
