"""Deals of shaped sets (runtime/climbing/shaped_deal.py, shaped_play.py, bidding.py) on spec/'s Big Two, Paodekuai and
Dou Dizhu: the first lead by the holder of a named card, beats by kind and length or by a bomb, passes, must beat
(有大必压), the round's end, going out, the end at the first out and the settlement by cards left, fixed partnerships;
the bid for the landlord, the bottom cards, the stake doubled by bombs and a spring; then a thousand deals of each
game with random and greedy players, every invariant kept and records judged."""
import copy
import itertools

import pytest

from verifier.play import engine
from verifier.play.climbing.judge import judge
from verifier.play.climbing.players import make, player_rng
from verifier.play.climbing.simulate import deal_violations
from verifier.runtime.climbing import actions as A
from verifier.runtime.climbing.match import play_match
from verifier.runtime.climbing.shaped_play import ShapedPlay


@pytest.fixture(scope="module")
def big_two():
    return engine.load("big-two-4p-1deck")


@pytest.fixture(scope="module")
def paodekuai():
    return engine.load("paodekuai-3p-1deck")


@pytest.fixture(scope="module")
def doudizhu():
    return engine.load("doudizhu-3p-1deck")


def _play(game, hands, leader=0, must=None) -> ShapedPlay:
    return ShapedPlay(game.table, [game.shapes.counts(h) for h in hands], leader, must)


def _act(game, play, seat, cards):
    action = A.PASS_ACTION if cards == "pass" else A.Action(A.PLAY, game.table.ranks.parse(cards))
    ruling = play.ruling(seat, action)
    assert ruling.legal, ruling
    play.apply(seat, action)


def _line(game, text: str) -> str:
    """`big-two-4p-1deck.variant:N` of the first line of the variant that holds `text`."""
    with open(f"spec/{game.id}.variant", encoding="utf-8") as handle:
        n = next(i for i, line in enumerate(handle, start=1) if text in line)
    return f"spec/{game.id}.variant:{n}"


def test_the_holder_of_the_three_of_diamonds_leads_it(big_two):
    for seed in range(20):
        deal = big_two.new_deal(seed=seed)
        leader = deal.turn()
        assert "3D" in deal.cards[leader] and deal.mode() == "lead"
        assert all("3D" in big_two.format(a.set).split() for a in deal.legal())
        other = next(c for c in deal.cards[leader] if c != "3D")
        r = deal.ruling(leader, A.Action(A.PLAY, big_two.table.ranks.parse(other)))
        assert not r.legal and "holds 3D" in r.reason and r.rule == _line(big_two, "in-lead: yes")


def test_a_set_is_beaten_by_its_kind_and_length_higher_or_by_a_bomb(paodekuai):
    g = paodekuai
    play = _play(g, ["3 4 5 6 7 K", "4 5 6 7 8 9 9 Q", "8 8 8 8 10 J"])
    _act(g, play, 0, "3 4 5 6 7")
    beats = {g.format(a.set) for a in play.legal() if a.kind == A.PLAY}
    assert beats == {"8 7 6 5 4", "9 8 7 6 5"}  # not the pair, not a longer straight
    assert not play.ruling(1, A.Action(A.PLAY, g.table.ranks.parse("9 9"))).legal
    _act(g, play, 1, "4 5 6 7 8")
    assert {g.format(a.set) for a in play.legal()} == {"8 8 8 8"}  # the bomb, and no pass: it must beat
    r = play.ruling(2, A.PASS_ACTION)
    assert not r.legal and "有大必压" in r.reason and r.rule == _line(g, "round {")
    _act(g, play, 2, "8 8 8 8")
    assert play.turn() == (2, "lead") and play.rounds == 2  # nobody beats a bomb: its player leads again


def test_a_player_who_may_not_beat_passes_and_the_last_player_leads(big_two):
    g = big_two
    play = _play(g, ["2S 3D 4D", "AS 5D 6D", "KS 7D 8D", "QS 9D 10D"])
    _act(g, play, 0, "3D")
    assert play.turn() == (1, "answer") and A.PASS_ACTION in play.legal()  # may pass while able to beat
    _act(g, play, 1, "pass")
    _act(g, play, 2, "KS")
    assert play.turn() == (0, "answer") and play.auto[-1] == (3, A.PASS_ACTION)  # seat 3 holds nothing above KS
    _act(g, play, 0, "2S")  # the pass was of the set: seat 0 answers again
    assert play.turn() == (0, "lead") and play.rounds == 2  # nobody holds a higher single: automatic passes


def test_the_first_out_ends_the_deal_and_the_others_pay_by_cards_left(big_two):
    g = big_two
    play = _play(g, ["3D", "4D 5D", "6D 7D 8D", "9D 10D JD QD KD AS 2C 2H 2S AH AC AD KS"][::-1], leader=3)
    _act(g, play, 3, "3D")
    assert play.over and play.places == [3, 2, 1, 0]  # the others by cards left, fewest first
    s = g.settle(play.places, [f"player {n}" for n in range(4)], "normal", play.left)
    assert s.seats == (-39, -3, -2, 44)  # 13 cards: 3 a card; 3 and 2 cards: 1 a card


@pytest.mark.parametrize("left,pays", [(1, 0), (15, 15), (16, 32)])
def test_paodekuai_pays_by_its_rows(paodekuai, left, pays):
    s = paodekuai.settle((0, 1, 2), ["player 0", "player 1", "player 2"], "normal", [0, left, 2])
    assert s.seats == (pays + 2, -pays, -2)


def test_fixed_partnerships_are_scored_by_team():
    """Big Two with `teams alternate` (a delta): the roles are the two teams, whose scores are their members'."""
    from verifier.compile.climbing import compile_climbing
    from verifier.language.parser import parse_text
    from verifier.language.resolve import Library
    from verifier.play.climbing.game import ClimbingGame
    base = parse_text("spec/big-two-4p-1deck.variant", open("spec/big-two-4p-1deck.variant", encoding="utf-8").read())
    delta = parse_text("teams.variant", "variant teams extends big-two-4p-1deck {\n  teams alternate\n"
                       "  override settlement normal {\n    scored: per-team\n    zero-sum: yes\n"
                       "    left 1 to 13: 1 per card\n  }\n}\n")
    game = ClimbingGame(compile_climbing(Library({base.id: base, delta.id: delta}).resolve("teams")))
    record = game.play_match(4, [make("greedy", player_rng(4, s)) for s in range(4)], 2)
    for entry in record["deals"]:
        r = entry["result"]
        assert r["roles"] == ["team 0", "team 1", "team 0", "team 1"]
        seats = r["settlement"]["seats"]
        assert r["settlement"]["teams"] == {"team 0": seats[0] + seats[2], "team 1": seats[1] + seats[3]}
    assert judge(record, game).ok


def _bid(deal, seat, points):
    action = A.PASS_ACTION if points is None else A.Action(A.BID, rank=points)
    ruling = deal.ruling(seat, action)
    assert ruling.legal, ruling
    deal.apply(seat, action)


def test_the_bid_makes_the_landlord_who_takes_the_bottom_cards_and_leads(doudizhu):
    deal = doudizhu.new_deal(seed=3)
    bottom = list(deal.aside)
    assert deal.mode() == "bid" and deal.turn() == 0 and len(bottom) == 3
    rule = _line(doudizhu, "bid {")
    _bid(deal, 0, 1)
    r = deal.ruling(1, A.Action(A.BID, rank=1))
    assert not r.legal and "higher than the bid before (1)" in r.reason and r.rule == rule
    assert not deal.ruling(2, A.Action(A.BID, rank=2)).legal  # seat 1's turn
    _bid(deal, 1, 2)
    _bid(deal, 2, None)
    assert deal.phase == "play" and deal.landlord == 1 and deal.turn() == 1 and deal.mode() == "lead"
    assert len(deal.cards[1]) == 20 and all(c in deal.cards[1] for c in bottom) and not deal.aside
    assert deal.roles() == ["peasant", "landlord", "peasant"]


def test_the_top_bid_ends_the_bidding_and_nobody_bidding_voids_the_deal(doudizhu):
    deal = doudizhu.new_deal(seed=4)
    _bid(deal, 0, None)
    _bid(deal, 1, 3)
    assert deal.phase == "play" and deal.landlord == 1  # seat 2 is not asked
    deal = doudizhu.new_deal(seed=4)
    for seat in range(3):
        _bid(deal, seat, None)
    assert deal.void and deal.over and deal.play is None


def test_the_stake_is_the_bid_doubled_by_bombs_and_a_spring(doudizhu):
    deal = doudizhu.new_deal(seed=3)
    _bid(deal, 0, 2)
    _bid(deal, 1, None)
    _bid(deal, 2, None)
    g = doudizhu
    deal.play = _play(g, ["SJ BJ 3", "4 4 4 4 5", "6 6"])  # the landlord, seat 0, holds a rocket
    _act(g, deal.play, 0, "SJ BJ")
    _act(g, deal.play, 0, "3")
    assert deal.play.over and deal.spring()  # the peasants (whose bomb was never asked for) played no set
    result = deal.result()
    assert deal.stake() == 2 * 2 * 2 and result.settlement.seats == (16, -8, -8)


# Guandan's deals are the longest (27 cards a hand, two decks): 400 of them here, its 10,000 for the rulebook's figures
@pytest.mark.parametrize("vid, matches", [("big-two-4p-1deck", 125), ("paodekuai-3p-1deck", 125),
                                          ("doudizhu-3p-1deck", 125), ("guandan-4p-2deck", 50)])
def test_a_thousand_deals_keep_every_invariant_and_every_record_is_judged(vid, matches):
    game = engine.load(vid)
    deals = 0
    for kind, match in itertools.product(("random", "greedy"), range(matches)):
        seed = 1000 * (kind == "greedy") + match
        agents = [make(kind, player_rng(seed, s)) for s in range(game.rules.players)]
        conserved = []
        record = play_match(game.table, seed, agents, 4, lambda d, e: conserved.append(
            d.cards_in_play() == len(d.order) == game.rules.deck_size))
        assert all(conserved)
        for entry in record["deals"]:
            assert not deal_violations(game.rules, entry)
            assert entry["result"]["settlement"]["seats"][entry["result"]["places"][0]] >= 0
        if match % 5 == 0:  # the judge replays every fifth match whole (every deal is ruled as it is played)
            assert judge(record, game).ok
        deals += len(record["deals"])
    assert deals == 2 * 4 * matches


def test_a_changed_set_in_a_record_is_rejected_at_it(big_two):
    record = big_two.play_match(7, [make("random", player_rng(7, s)) for s in range(4)], 1)
    bad = copy.deepcopy(record)
    actions = bad["deals"][0]["actions"]
    i = next(k for k, a in enumerate(actions) if a["kind"] == "play" and k > 3)
    actions[i]["set"] = "2S 2H 2C 2D 3D"
    verdict = judge(bad, big_two)
    assert not verdict.ok and verdict.where == {"deal": 1, "action": i + 1, "seat": actions[i]["seat"]}
    assert "does not hold" in verdict.reason


@pytest.mark.parametrize("change, line", [
    ('remove bid because "x"\n  remove teams because "x"', "stake: bid"),  # a stake of the bid, with no bid
    ('remove teams because "x"', "bid {"),  # a bid with no landlord's side
])
def test_a_bid_or_its_stake_without_the_rest_is_refused_where_it_is_written(tmp_path, change, line):
    from verifier.checks import run_checks
    from verifier.language.workspace import Workspace, resolve_all, select
    path = tmp_path / "odd.variant"
    path.write_text(f"variant odd extends doudizhu-3p-1deck {{\n  {change}\n}}\n", encoding="utf-8")
    workspace = Workspace()
    variant = resolve_all(workspace, select(workspace, [str(path)]))[0]["odd"]
    refused = [f.diagnostic.span.line for f in run_checks(variant).findings
               if f.check == "C107" and f.verdict.value == "refuted"]
    assert refused == [_line_number("doudizhu-3p-1deck", line)]


def _line_number(vid: str, text: str) -> int:
    with open(f"spec/{vid}.variant", encoding="utf-8") as handle:
        return next(i for i, row in enumerate(handle, start=1) if text in row)


TAIWAN = """variant big-two-taiwan extends big-two-4p-1deck {
  title en "Big Two, Taiwan's suit order"
  override suit order S > H > D > C
  override first lead {
    first-deal: holder
    rank: 3
    suit: C
    in-lead: yes
    later-deals: same
  }
}
"""


def test_a_regional_big_two_is_a_short_delta_that_checks_and_plays(tmp_path):
    """Taiwan's 大老二 as a delta of 12 lines: spades > hearts > diamonds > clubs, so the 3 of clubs is the lowest card
    and leads; checked clean with the examples of its parent that still hold, and played."""
    from verifier.checks import run_checks
    from verifier.compile.climbing import compile_climbing
    from verifier.language.workspace import Workspace, resolve_all, select
    from verifier.play.climbing.game import ClimbingGame
    from verifier.play.climbing.simulate import simulate
    path = tmp_path / "big-two-taiwan.variant"
    path.write_text(TAIWAN, encoding="utf-8")
    assert len(TAIWAN.strip().splitlines()) <= 25
    workspace = Workspace()
    variant = resolve_all(workspace, select(workspace, [str(path)]))[0]["big-two-taiwan"]
    refuted = [f for f in run_checks(variant).findings if f.verdict.value == "refuted"]
    # the parent's suit examples of the mainland order are refuted, and nothing else
    assert refuted and all(f.check == "C952" for f in refuted), [f.subject for f in refuted]
    game = ClimbingGame(compile_climbing(variant))
    assert game.beats("3D", "3C").legal and not game.beats("3C", "3D").legal
    deal = game.new_deal(seed=2)
    assert "3C" in deal.cards[deal.turn()] and all("3C" in game.format(a.set).split() for a in deal.legal())
    stats = simulate(game, 40, seed=3, players=("random",))
    assert stats["deals"] == 40 and stats["invariants"]["violations"] == 0


NO_WILD = """variant guandan-no-wild extends guandan-4p-2deck {
  title en "Guandan without the wild card" zh "掼蛋（不带逢人配）"
  remove wild because "many tables play without the 逢人配"
  remove set nine because "no wild card: at most eight of a rank"
  remove set ten because "no wild card: at most eight of a rank"
  override beat {
    count: same
    rank: higher
    bombs: four < five < straight-flush < six < seven < eight < joker-bomb
    example straight-flush-over-five: "3S 4S 5S 6S 7S" beats "AS AD AC AH AS"
    example six-over-straight-flush: "3S 3D 3C 3H 3S 3D" beats "10S JS QS KS AS"
    example no-wild-in-a-bomb: "9S 9C 9D 2H" does not beat "8S 8C 8D 8H"
  }
  override tribute {
    gives: highest-but-wild
    return-at-most: 10
    double-down: both-give
    resist: BJ, BJ
    give 1 card from last to first
    example heart-level-card-given: tribute 1 from "2H 3C" is "2H"
  }
}
"""


def test_a_guandan_without_the_wild_card_is_a_short_delta_that_checks_and_plays(tmp_path):
    """Guandan without the 逢人配 as a delta of at most 25 lines: no wild card, so no bomb of nine or ten; the heart 2
    is a plain card, given as tribute like any other; checked clean and played with the parent's levels."""
    from verifier.checks import run_checks
    from verifier.compile.climbing import compile_climbing
    from verifier.language.workspace import Workspace, resolve_all, select
    from verifier.play.climbing.game import ClimbingGame
    from verifier.play.climbing.simulate import simulate
    path = tmp_path / "guandan-no-wild.variant"
    path.write_text(NO_WILD, encoding="utf-8")
    assert len(NO_WILD.strip().splitlines()) <= 25
    workspace = Workspace()
    variant = resolve_all(workspace, select(workspace, [str(path)]))[0]["guandan-no-wild"]
    findings = run_checks(variant).findings
    assert not [f.subject for f in findings if f.verdict.value != "proved"]
    game = ClimbingGame(compile_climbing(variant))
    assert game.rules.wild is None and game.rules.levels is not None and not game.rules.levels.wild
    parent = engine.load("guandan-4p-2deck")
    assert parent.beats("9S 9C 9D 2H", "8S 8C 8D 8H").legal and not game.beats("9S 9C 9D 2H", "8S 8C 8D 8H").legal
    stats = simulate(game, 12, seed=3, players=("greedy",))
    assert stats["deals"] == 12 and stats["invariants"]["violations"] == 0


def test_a_regional_paodekuai_is_a_short_delta_that_checks_and_plays():
    """The Taiwanese app's 跑得快 (spec/paodekuai-spade-three): the 3 of spades leads every deal, play goes clockwise."""
    from verifier.checks import run_checks
    from verifier.language.workspace import Workspace, resolve_all, select
    path = "spec/paodekuai-spade-three.variant"
    with open(path, encoding="utf-8") as handle:
        assert len(handle.read().strip().splitlines()) <= 25
    workspace = Workspace()
    variant = resolve_all(workspace, select(workspace, [path]))[0]["paodekuai-spade-three"]
    assert not [f.subject for f in run_checks(variant).findings if f.verdict.value == "refuted"]
    game = engine.load("paodekuai-spade-three")
    parent = engine.load("paodekuai-3p-1deck")
    # Seats are numbered in the direction of play (runtime/climbing/rules.py): the direction is the table's, told by
    # the rulebook and the web table, not a different order of seats.
    assert (game.rules.direction, parent.rules.direction) == ("clockwise", "counter-clockwise")
    for seed in range(10):
        deal, other = game.new_deal(seed=seed), parent.new_deal(seed=seed)
        assert "3S" in deal.cards[deal.turn()] and "3H" in other.cards[other.turn()]
