"""Defects that outside test vectors (rbtying/shengji's) found in the engine, each with its fix pinned down."""
import os
import random
import shutil

import pytest

from verifier.play import engine
from verifier.cli import main
from verifier.play.trick.players import RandomPlayer
from verifier.runtime.trick import ids as I

from .conftest import ROOT

REMOVED = """variant removed-3deck extends classic-2deck {
  title en "Three decks less two jokers"
  override decks 3 removed "SJ BJ"
  override hand 38
  override kitty 8
}
"""


@pytest.fixture()
def removed_file(tmp_path):
    path = tmp_path / "removed-3deck.variant"
    path.write_text(REMOVED, encoding="utf-8")
    return str(path)


def test_removed_takes_one_copy_per_card_listed_in_engine_and_checker(removed_file, capsys):
    """docs/language.md#decks: `removed "SJ BJ"` from three decks leaves 160 cards, two SJ and two BJ."""
    game = engine.load(removed_file)
    deck = game.engine.deck()
    assert len(deck) == 3 * 54 - 2 == 4 * 38 + 8
    assert deck.count(I.SJ) == 2 and deck.count(I.BJ) == 2
    assert deck.count(I.ID[game.cards("2S")[0]]) == 3
    assert main(["check", removed_file]) == 0  # the checker counts the same deck (C101 proved)
    record = game.play_match(3, [RandomPlayer(random.Random(f"3:{s}")) for s in range(4)], deal_limit=2)
    assert all(len(deal["deck"]) == 160 for deal in record["deals"])


def test_removed_three_small_jokers_leaves_none_for_a_pair(tmp_path, capsys):
    """One meaning: the checker, like the engine, sees no SJ left when three are removed from three decks."""
    path = tmp_path / "no-sj.variant"
    path.write_text(REMOVED.replace('"SJ BJ"', '"BJ SJ SJ SJ"').replace("kitty 8", "kitty 6")
                    .replace("removed-3deck", "no-sj"), encoding="utf-8")
    assert main(["check", str(path)]) == 1
    assert "C402" in capsys.readouterr().out  # `show small-jokers` needs 2 SJ, the deck has none


def test_load_a_file_from_a_folder_holding_a_copy_of_spec(tmp_path, monkeypatch):
    """engine.load(path) does not depend on the working directory: a file named explicitly shadows the copy."""
    shutil.copytree(os.path.join(ROOT, "spec"), tmp_path / "spec")
    monkeypatch.chdir(tmp_path)
    for name in ("classic-2deck", "shuangsheng-3deck"):
        game = engine.load(os.path.join(ROOT, "spec", name + ".variant"))
        assert game.id == name
        game = engine.load(os.path.join("spec", name + ".variant"))  # the copy itself
        assert game.id == name and game.origin.startswith("spec")
    assert engine.load("classic-2deck", prefer="spec").id == "classic-2deck"


def test_check_a_file_beside_a_copy_of_spec(tmp_path, monkeypatch, capsys):
    shutil.copytree(os.path.join(ROOT, "spec"), tmp_path / "spec")
    monkeypatch.chdir(tmp_path)
    assert main(["check", os.path.join(ROOT, "spec", "shuangsheng-2deck.variant")]) == 0
    assert "E305" not in capsys.readouterr().out


@pytest.fixture(scope="module")
def three_deck():
    return engine.load("shuangsheng-3deck")


# rbtying/shengji core/src/trick.rs, test_throw_evaluation_policy_trick_unit_length: level 2, spades trump.
LEAD = "AH KH KH KH 9H 9H"
RUFFS = ("5S 5S 5S QS QS AS", "5S 5S 5S AS AS 4S", "4S 4S 4S 3S 3S BJ")


def test_a_ruff_is_read_every_way_and_wins_as_a_triple_and_pair(three_deck):
    """The ruff 4S 4S 4S 3S 3S BJ reads greedily as a tractor and two singles, which does not match a led triple
    and pair; read as triple + pair + single it does, and beats the lead (spec/classic-2deck.variant `ruff`)."""
    game = three_deck
    ctx = game.context("2", "S")
    ruling = game.trick_ruling([game.cards(LEAD), game.cards(RUFFS[2])], ctx)
    assert ruling.winner == 1
    assert ruling.kinds == ("triple", "pair", "single")
    assert ruling.reading == ("4S 4S 4S", "3S 3S", "BJ")
    assert "read as triple + pair + single" in ruling.reason
    assert ruling.rule.endswith(":" + str(game.rules.ref("ruff").split(":")[-1]))


def test_several_ruffs_compare_by_the_lead_shape(three_deck):
    """compare: lead-shape: the ruffs compete with their triples (555 = 555 > 444): the first 555 stays the winner."""
    game = three_deck
    ctx = game.context("2", "S")
    plays = [game.cards(LEAD)] + [game.cards(p) for p in RUFFS]
    assert game.trick_winner(plays, ctx) == 1
    assert game.trick_ruling(plays, ctx).reading == ("5S 5S 5S", "QS QS", "AS")


def test_a_ruff_without_the_lead_shape_still_loses(three_deck):
    game = three_deck
    ctx = game.context("2", "S")
    ruling = game.trick_ruling([game.cards(LEAD), game.cards("4S 4S 3S 3S 6S BJ")], ctx)
    assert ruling.winner == 0  # no triple in any reading: a discard


# rbtying/shengji's ThrowEvaluationPolicy, as `ruff { compare: … }`: All = every-component, Highest = highest-card,
# TrickUnitLength = trick-unit-length. Each vector: context, plays in turn order, the winner per policy (1 = lead).
VECTORS = [
    ("test_throw_evaluation_policy_highest_card", ("K", "S"), ["4C 6C", "2S 3S", "3S 4S", "2S BJ"],
     {"every-component": 3, "highest-card": 4}),
    ("test_throw_evaluation_policy_trick_unit_length", ("2", "S"), [LEAD, *RUFFS],
     {"every-component": 2, "highest-card": 4, "trick-unit-length": 3}),
    ("test_trump_throw_single_cards", ("5", "D"), ["AC KC", "5C AD", "SJ 5S", "QS AD"],
     {"every-component": 3, "highest-card": 3, "trick-unit-length": 3}),
    ("test_throw_of_trump_rank_in_trump", ("4", "S"), ["4H 4S", "4D 2S", "3S 3S", "3S 3S"],
     {"every-component": 1, "highest-card": 1, "trick-unit-length": 1}),
]


@pytest.fixture(scope="module")
def policies(tmp_path_factory):
    folder = tmp_path_factory.mktemp("policies")
    games = {}
    for compare in ("every-component", "highest-card", "trick-unit-length"):
        path = folder / f"rc-{compare}.variant"
        path.write_text(f"variant rc-{compare} extends shuangsheng-3deck {{\n  title en \"{compare}\"\n"
                        f"  override ruff {{ when-void: may-ruff shape: must-match compare: {compare} }}\n}}\n",
                        encoding="utf-8")
        games[compare] = engine.load(str(path))
    return games


@pytest.mark.parametrize("name,context,plays,winners", VECTORS, ids=[v[0] for v in VECTORS])
def test_rbtying_throw_evaluation_vectors(policies, name, context, plays, winners):
    for compare, winner in winners.items():
        game = policies[compare]
        ctx = game.context(*context)
        assert game.trick_winner([game.cards(p) for p in plays], ctx) + 1 == winner, compare


def test_which_part_a_failed_throw_forces(tmp_path):
    """`on-failure`: the seeds' reading (smallest-beaten, the default) forces the 44 of 98844 against QQ; the first
    beatable unit by size (smallest-unit-beaten) forces the single 9."""
    path = tmp_path / "units-first.variant"
    path.write_text('variant units-first extends classic-2deck {\n  title en "t"\n'
                    '  override throw { judge: each-component on-failure: smallest-unit-beaten }\n}\n',
                    encoding="utf-8")
    throw, others = "9H 8H 8H 4H 4H", ["QH QH", "3H", "2H"]
    for game, forced in ((engine.load("classic-2deck"), "4H 4H"), (engine.load(str(path)), "9H")):
        ctx = game.context("10", "S")
        r = game.throw_ruling(game.cards(throw), [game.cards(o) for o in others], ctx)
        assert not r.legal and sorted(r.forced) == sorted(game.cards(forced)), game.id
        assert r.rule == game.rules.ref("throw")


def test_rbtying_default_plays_throw_evaluation_all():
    """rbtying-default states ThrowEvaluationPolicy::All (its default) as `compare: every-component`: an over-ruff of
    a thrown K K A must beat the pair and the single; equal singles leave the first ruff standing (ruled by `ruff`)."""
    game = engine.load("rbtying-default")
    ctx = game.context("10", "S")
    lead, ruff = game.cards("AH KH KH"), game.cards("9S 9S 4S")
    beaten = game.trick_ruling([lead, ruff, game.cards("QS QS 5S")], ctx)
    assert beaten.winner == 2 and beaten.rule == game.rules.ref("ruff")
    assert game.rules.ref("ruff").startswith("spec/rbtying-default.variant:")
    for standing in ("QS QS 4S", "QS QS 3S"):  # the pair is higher, the single is not: the first ruff stands
        assert game.trick_ruling([lead, ruff, game.cards(standing)], ctx).winner == 1, standing
    lead_shape = engine.load("classic-2deck")  # the parent compares the pairs only
    assert lead_shape.trick_ruling([lead, ruff, lead_shape.cards("QS QS 4S")], ctx).winner == 2


# rbtying/shengji's level vectors (core/src/game_state/mod.rs tests: compute_player_level_deltas), through
# rbtying-default (AdvancementPolicy::Unrestricted, MaxRank NoTrump) and deltas over it for the other policies.
POLICIES = {
    "unrestricted": "",
    "fully-unrestricted": '  remove defended levels because "AdvancementPolicy::FullyUnrestricted"\n',
    "defend-points": "  override defended levels 5, 10, K, A, NT\n",
}


@pytest.fixture(scope="module")
def advancement(tmp_path_factory):
    folder = tmp_path_factory.mktemp("advancement")
    games = {}
    for name, delta in POLICIES.items():
        for per_player in (False, True):
            vid = f"rb-{name}" + ("-seats" if per_player else "")
            levels = "  override levels 2 to NT per player\n" if per_player else ""
            path = folder / f"{vid}.variant"
            path.write_text(f"variant {vid} extends rbtying-default {{\n  title en \"{vid}\"\n{delta}{levels}}}\n",
                            encoding="utf-8")
            games[vid] = engine.load(str(path))
    return games


def _match_at(game, ranks, declarer=0):
    from verifier.runtime.trick.game import Deal
    match = game.engine.new_match()
    match.levels = [game.rules.ladder.index(rank) for rank in ranks]
    match.declarer = declarer
    deck = game.engine.deck()
    random.Random(1).shuffle(deck)
    deal = Deal(game.engine, match, deck, random.Random(0))
    deal.declarer = declarer
    return deal


def _seats(game, deal):
    """Each seat's rank (a team's for team levels), as rbtying lists its four players."""
    ranks = [game.rules.ladder[i] for i in deal.match.levels]
    return ranks if deal.match.individual else [ranks[seat % 2] for seat in range(4)]


UP1 = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "NT", "2"]
LANDLORD_VECTORS = [  # (test, policy, levels the landlord's team gains each deal, its rank after each deal)
    ("test_must_defend_sequence_landlord_advancing", "unrestricted", 1, UP1),
    ("test_must_defend_sequence_landlord_advancing", "fully-unrestricted", 1, UP1),
    ("test_must_defend_sequence_landlord_advancing", "defend-points", 1, UP1),
    ("test_must_defend_sequence_landlord_advancing_skip_by_2", "unrestricted", 2,
     ["4", "6", "8", "10", "Q", "A", "NT", "3"]),
    ("test_must_defend_sequence_landlord_advancing_skip_by_2", "fully-unrestricted", 2,
     ["4", "6", "8", "10", "Q", "A", "2"]),
    ("test_must_defend_sequence_landlord_advancing_skip_by_2", "defend-points", 2,
     ["4", "5", "7", "9", "10", "Q", "K", "A", "NT", "3"]),
]


@pytest.mark.parametrize("name,policy,gain,ranks", LANDLORD_VECTORS,
                         ids=[f"{v[0]}-{v[1]}" for v in LANDLORD_VECTORS])
def test_rbtying_landlord_advancing(advancement, name, policy, gain, ranks):
    game = advancement[f"rb-{policy}"]
    standing = ["2", "2"]
    for rank in ranks:  # each deal played at the landlord's level
        deal = _match_at(game, standing)
        deal._advance("declarers", "keep", gain, False, 0)
        assert _seats(game, deal) == [rank, "2", rank, "2"], (policy, rank)
        standing = _seats(game, deal)[:2]


NON_LANDLORD_VECTORS = [
    ("unrestricted", ["4", "6", "8", "10", "Q", "A", "A"]),  # stuck at A: not the landlord
    ("fully-unrestricted", ["4", "6", "8", "10", "Q", "A", "2"]),
    ("defend-points", ["4", "5", "5"]),  # stuck at 5
]


@pytest.mark.parametrize("policy,ranks", NON_LANDLORD_VECTORS, ids=[v[0] for v in NON_LANDLORD_VECTORS])
def test_rbtying_non_landlord_advancing(advancement, policy, ranks):
    """test_must_defend_sequence_non_landlord_advancing: the landlord always loses, its opponents gain 2 without
    becoming the landlord (`attackers +2`)."""
    game = advancement[f"rb-{policy}"]
    standing = ["2", "2"]
    for rank in ranks:
        deal = _match_at(game, standing)
        deal._advance("attackers", "keep", 2, False, 0)
        assert _seats(game, deal) == ["2", rank, "2", rank], (policy, rank)
        standing = _seats(game, deal)[:2]


def test_rbtying_landlord_must_defend_no_trump_to_win(advancement):
    """test_must_defend_sequence_landlord_must_defend_to_win: a partner on NT passes it only in a deal played at NT
    (the landlord's level); once the landlord stands on NT too, both pass it."""
    game = advancement["rb-unrestricted-seats"]
    deal = _match_at(game, ["2", "2", "NT", "2"])
    assert deal.level == "2"
    deal._advance_players("declarers", "keep", 2, False, deal.declarer_side())
    assert _seats(game, deal) == ["4", "2", "NT", "2"]
    deal = _match_at(game, ["NT", "2", "NT", "2"])
    deal._advance_players("declarers", "keep", 2, False, deal.declarer_side())
    assert _seats(game, deal) == ["3", "2", "3", "2"]


def test_rbtying_player_level_deltas_both_sides(advancement):
    """test_player_level_deltas: "pretend both sides are leveling up", +2 each (`declarers +2 and attackers +2`);
    under DefendPoints 5 stops both, and only the landlord's team rises from it."""
    both = (("attackers", 2),)
    game = advancement["rb-unrestricted-seats"]
    deal = _match_at(game, ["2"] * 4)
    deal._advance_players("declarers", "keep", 2, False, deal.declarer_side(), both)
    assert _seats(game, deal) == ["4"] * 4
    game = advancement["rb-defend-points-seats"]
    standing = ["4"] * 4
    for ranks in (["5"] * 4, ["7", "5", "7", "5"], ["9", "5", "9", "5"]):
        deal = _match_at(game, standing)
        deal._advance_players("declarers", "keep", 2, False, deal.declarer_side(), both)
        assert _seats(game, deal) == ranks
        standing = ranks


@pytest.mark.parametrize("side,after", [("declarers", ["4", "2", "4", "2"]), ("attackers", ["2", "4", "2", "4"]),
                                        (None, ["2", "2", "2", "2"])])
def test_rbtying_jack_variation(advancement, tmp_path, side, after):
    """test_jack_variation_*: playing J, the attackers win the last trick with a single jack: the landlord's team goes
    back to 2 (BackToTwoSetting::SingleJack), then the deal's rise (DefendPoints)."""
    path = tmp_path / "rb-jack.variant"
    path.write_text('variant rb-jack extends rbtying-default {\n  title en "jack"\n'
                    '  override defended levels 5, 10, K, A, NT\n  jack rule: single-jack\n}\n', encoding="utf-8")
    game = engine.load(str(path))
    deal = _match_at(game, ["J", "2"])
    assert deal._jacked("attackers", [I.BY_NAME["JS"]])
    deal._knock_back(deal.declarer_side())
    if side == "declarers":
        deal._advance("declarers", "keep", 2, False, 0)
    elif side == "attackers":
        deal._advance("attackers", "keep", 2, False, 0)
    assert _seats(game, deal) == after


# rbtying/shengji mechanics/src/trick.rs, test_play_throw_trick_double_overflip, at two decks: level 8, trump H, a
# thrown three pairs of clubs ruffed twice. Read as three pairs, SJ SJ / 8S 8S / AH AH beats 8H 8H / KH KH / 10H 10H
# pair by pair (SJ > 8H, 8S > KH, AH > 10H); its greedy reading (SJ SJ and the tractor 8S 8S AH AH) is not the
# lead's format. rbtying expects the last ruff to win under every ThrowEvaluationPolicy.
OVERFLIP = ["AC AC QC QC 10C 10C", "8H 8H KH KH 10H 10H", "SJ SJ 8S 8S AH AH"]


@pytest.mark.parametrize("compare", ["every-component", "highest-card", "trick-unit-length", "lead-shape"])
def test_double_overflip_is_read_every_way(policies, compare):
    game = policies[compare] if compare in policies else engine.load("classic-2deck")
    ctx = game.context("8", "H")
    ruling = game.trick_ruling([game.cards(p) for p in OVERFLIP], ctx)
    assert ruling.winner == 2, (compare, ruling.reason)


def test_every_component_tries_every_reading_in_rbtying_default():
    """The issue's vector on rbtying-default (`compare: every-component`): the third play wins, read as three pairs."""
    game = engine.load("rbtying-default")
    ctx = game.context("8", "H")
    ruling = game.trick_ruling([game.cards(p) for p in OVERFLIP], ctx)
    assert ruling.winner == 2
    assert ruling.reading == ("SJ SJ", "8S 8S", "AH AH")
    # a ruff that beats only two of the three pairs does not overflip: 9H 9H is below 10H 10H
    assert game.trick_winner([game.cards(p) for p in OVERFLIP[:2] + ["SJ SJ 9H 9H AH AH"]], ctx) == 1


def _tribute_delta(tmp_path, name: str, follow_extra: str):
    path = tmp_path / f"{name}.variant"
    path.write_text(f"variant {name} extends three-deck-tribute {{\n  title en \"{name}\"\n"
                    f"  override follow {{\n    suit: must-follow\n    pair led: pair > any\n"
                    f"    triple led: triple > pair + single > any\n    protect: triple\n{follow_extra}  }}\n}}\n",
                    encoding="utf-8")
    return engine.load(str(path))


@pytest.mark.parametrize("quad", [None, "two-pairs", "triple-and-single"])
def test_quad_reading_keeps_a_protected_triple(tmp_path, quad):
    """rbtying's test_legal_play_pairs under LongerTuplesProtected, on three-deck-tribute's `protect: triple`: a pair
    led, a hand of 2S 2S 2S 3S 5S may keep its triple and play 3S 5S, whatever the `quad` line says (a quad reading
    must not switch the protection off)."""
    extra = f"    quad: {quad}\n" if quad else ""
    game = _tribute_delta(tmp_path, f"quad-{quad or 'unset'}", extra)
    ctx = game.context("7", "S")
    hand, lead = game.cards("2S 2S 2S 3S 5S"), game.cards("KS KS")
    ruling = game.follow_ruling(hand, lead, game.cards("3S 5S"), ctx)
    assert ruling.legal, ruling.reason
    assert game.follow_ruling(hand, lead, game.cards("2S 2S"), ctx).legal
    # a pair held beside the triple must still be played (the protection is of the triple, not of the pairs)
    hand = game.cards("2S 2S 2S 3S 3S 5S")
    assert not game.follow_ruling(hand, lead, game.cards("2S 5S"), ctx).legal


def test_quad_triple_and_single_keeps_its_triple_when_protected(tmp_path):
    """Four decks: with `quad: triple-and-single` and `protect: triple`, a quad's triple is protected like any
    triple (no pair owed from it); with `quad: two-pairs` the quad is two pairs, which a pair lead asks for."""
    base = open(os.path.join(ROOT, "tests", "fixtures", "bombs-4deck.variant"), encoding="utf-8").read()
    (tmp_path / "bombs-4deck.variant").write_text(base, encoding="utf-8")
    games = {}
    for quad in ("two-pairs", "triple-and-single"):
        path = tmp_path / f"q-{quad}.variant"
        path.write_text(f"variant q-{quad} extends bombs-4deck {{\n  title en \"q\"\n"
                        "  remove bomb because \"quads are read, not bombs\"\n  triple\n"
                        "  override follow {\n    suit: must-follow\n    pair led: pair > any\n"
                        f"    protect: triple\n    quad: {quad}\n  }}\n}}\n", encoding="utf-8")
        games[quad] = engine.load(str(path))
    for quad, legal in (("two-pairs", False), ("triple-and-single", True)):
        game = games[quad]
        ctx = game.context("5", "S")
        ruling = game.follow_ruling(game.cards("9H 9H 9H 9H 3H 4H"), game.cards("KH KH"), game.cards("3H 4H"), ctx)
        assert ruling.legal is legal, (quad, ruling.reason)


def test_a_plural_term_that_asks_for_none_does_not_stop_the_ladder(tmp_path):
    """`throw led: triples > pairs > any` on a thrown two pairs (no triple): the `triples` shape asks for none, so the
    pairs bind; before, the ladder stopped at it and a hand holding a pair of hearts could play four singles. The same
    holds for a hand with no triple on a throw that has one."""
    path = tmp_path / "triples-first.variant"
    path.write_text("variant triples-first extends shuangsheng-3deck {\n  title en \"t\"\n  override follow {\n"
                    "    suit: must-follow\n    pair led: pair > any\n    tractor led: tractor > pairs > any\n"
                    "    triple led: triple > pair + single > any\n    throw led: triples > pairs > any\n  }\n}\n",
                    encoding="utf-8")
    game = engine.load(str(path))
    ctx = game.context("10", "S")
    hand, lead = game.cards("9H 9H 7H 5H 3H"), game.cards("AH AH QH QH")
    assert game.combination(lead, ctx) == "throw"
    singles = game.follow_ruling(hand, lead, game.cards("9H 7H 5H 3H"), ctx)
    assert not singles.legal and "pairs" in singles.reason
    assert singles.rule.endswith("triples-first.variant:8")  # the `throw led:` line
    assert game.follow_ruling(hand, lead, game.cards("9H 9H 7H 5H"), ctx).legal
    # a throw with a triple, a hand without one: the pairs bind too
    hand, lead = game.cards("9H 9H 8H 7H 5H 3H"), game.cards("AH AH AH QH QH")
    assert not game.follow_ruling(hand, lead, game.cards("9H 8H 7H 5H 3H"), ctx).legal
    assert game.follow_ruling(hand, lead, game.cards("9H 9H 8H 7H 5H"), ctx).legal
    # a hand with neither: anything of the suit (the ladder's `any`)
    hand = game.cards("9H 8H 7H 5H 3H")
    assert game.follow_ruling(hand, game.cards("AH AH QH QH"), game.cards("9H 8H 7H 5H"), ctx).legal


# The rest of rbtying/shengji's mechanics/src/trick.rs tests that the language can state, on rbtying-default with
# six decks (rbtying's tests put up to six copies of a card in one trick) and its three TrickDrawPolicy values:
# NoProtections (its default: the `… led:` rules of rbtying-default, with triples), LongerTuplesProtected
# (`protect: triple, quad`) and NoFormatBasedDraw (no `… led:` rule: only the suit binds). Its TRUMP is level 4,
# spades. Left out: the five- and seven-of-a-kind formats (test_legal_play_pairs's `count: 5`,
# test_trick_tractor_throw), which are no combination of the language.
RB_DECKS = """variant rb-6deck extends rbtying-default {
  title en "rbtying, six decks"
  override decks 6
  override hand 79
  triple
  triple-tractor
  override kitty bonus {
    single: x2
    pair: x4
    triple: x6
    tractor: x8, +4 per further pair
    triple-tractor: x12, +6 per further triple
    throw: largest-component
  }
  override follow {
    suit: must-follow
    pair led: pair > any
    triple led: triple > pair + single > any
    tractor led: tractor > pairs > any
    triple-tractor led: triple-tractor > 2 triples > pairs > any
    throw led: pairs > any
  }
}
"""
RB_DRAWS = {
    "no-protections": "",
    "longer-tuples-protected": "  override follow {\n    suit: must-follow\n    pair led: pair > any\n"
                               "    triple led: triple > pair + single > any\n    tractor led: tractor > pairs > any\n"
                               "    triple-tractor led: triple-tractor > 2 triples > pairs > any\n"
                               "    throw led: pairs > any\n    protect: triple, quad\n  }\n",
    "no-format-based-draw": "  override follow {\n    suit: must-follow\n  }\n",
}


@pytest.fixture(scope="module")
def draws(tmp_path_factory):
    folder = tmp_path_factory.mktemp("draws")
    (folder / "rb-6deck.variant").write_text(RB_DECKS, encoding="utf-8")
    games = {}
    for policy, body in RB_DRAWS.items():
        path = folder / f"rb-{policy}.variant"
        path.write_text(f"variant rb-{policy} extends rb-6deck {{\n  title en \"{policy}\"\n{body}}}\n", encoding="utf-8")
        games[policy] = engine.load(str(path))
    return games


RB_TRICKS = [  # (test, trump context, plays in turn order, the winner's index)
    ("test_play_singles_trick", ("4", "S"), ["2S", "5S", "3S", "5S"], 1),
    ("test_play_trump_trick", ("4", "S"), ["2S", "4S", "3S", "5S"], 1),
    ("test_play_pairs_trick", ("4", "S"), ["2S 2S", "3S 4S", "5S 5S", "3S 5S"], 2),
    ("test_play_tractor_trick", ("4", "S"), ["2S 2S 3S 3S", "6S 6S 7S 7S", "2S 5S 5S 5S", "6S 6S 6S 6S"], 1),
    # the ruff 2S 2S 3S 4S (a pair and two singles, as the lead) stands against 4S 4S 4S 4S read so: its pair is
    # higher, but one of its singles only equals 4S (ThrowEvaluationPolicy::All)
    ("test_play_throw_trick", ("4", "S"), ["8H 8H 7H 2H", "2H 2S 2S 2S", "2S 2S 3S 4S", "4S 4S 4S 4S"], 2),
    ("test_play_throw_trick_failure", ("4", "S"), ["2H", "2H", "3S", "3H"], 2),  # the failed throw's forced 2H
    # adapted: rbtying's last two plays hold nine 3H between them; two plays that mix suits or are of hearts only
    # stand for them, as unable to beat a trump throw
    ("test_play_throw_tractor_extra_cards", ("4", "S"),
     ["QS QS KS KS AS", "2S 3S 3S 5S 3H", "AS AS 3H 3H 6H", "3H 7H 7H 8H 9H"], 0),
    # adapted: the last play's five 3S become three 3S and two other spades (the same: a spade follow)
    ("test_play_throw_tractor_with_other_tractor_in_game", ("4", "H"),
     ["QS QS KS KS AS", "2H 2H 3H AH 3H", "AS AS 3S 3S 3S", "3S 3S 6S 7S 8S"], 1),
    ("test_trick_simple_throw", ("4", "S"), ["2H 2H 2H 3H 5H 5H 5H", "5S 5S 5S 3S 3S 3S 2S"], 1),
]


@pytest.mark.parametrize("name,context,plays,winner", RB_TRICKS, ids=[v[0] for v in RB_TRICKS])
def test_rbtying_tricks(draws, name, context, plays, winner):
    game = draws["no-protections"]
    ctx = game.context(*context)
    assert game.trick_winner([game.cards(p) for p in plays], ctx) == winner


def test_rbtying_throw_failure_forces_the_beaten_single(draws):
    """test_play_throw_trick_failure: 8H 8H 7H 2H is thrown; the fourth player's 3H beats the single 2H, which the
    leader must play alone (rbtying's failed_throw_size 3: three cards taken back)."""
    game = draws["no-protections"]
    ctx = game.context("4", "S")
    others = [game.cards(h) for h in ("2H 2S 2S 2S", "2S 2S 3S 4S", "4S 4S 4S 3H")]
    ruling = game.throw_ruling(game.cards("8H 8H 7H 2H"), others, ctx)
    assert not ruling.legal and list(ruling.forced) == list(game.cards("2H"))
    others[2] = game.cards("4S 4S 4S 4S")  # test_play_throw_trick: nobody beats a part of it
    assert game.throw_ruling(game.cards("8H 8H 7H 2H"), others, ctx).legal


def test_rbtying_throw_stands_beside_another_tractor(draws):
    """test_play_throw_tractor_with_other_tractor_in_game: QS QS KS KS AS thrown at level 4, hearts trump, stands:
    the other spades (AS AS and 3S 3S 3S) beat neither the tractor nor the ace."""
    game = draws["no-protections"]
    ctx = game.context("4", "H")
    others = [game.cards(h) for h in ("2H 2H 3H AH 3H", "AS AS 3S 3S 3S", "3S 3S 6S 7S 8S")]
    assert game.throw_ruling(game.cards("QS QS KS KS AS"), others, ctx).legal


RB_FOLLOWS = [  # (test, trump context, hand, lead, play, legal under each policy: no-protections, protected, free)
    ("test_legal_play_pairs", ("4", "S"), "2S 2S 3S 3S 5S 5S", "3S 3S", "2S 2S", (True, True, True)),
    ("test_legal_play_pairs", ("4", "S"), "2S 2S 3S 3S 5S 5S", "3S 3S", "2S 3S", (False, False, True)),
    ("test_legal_play_pairs", ("4", "S"), "2S 2S 3S 3S 5S 5S", "3S 3S", "2S 3S 3S", (False, False, False)),
    ("test_legal_play_pairs", ("4", "S"), "2S 2S 2S 3S 5S", "3S 3S", "3S 5S", (False, True, True)),
    ("test_legal_play_pairs", ("4", "S"), "2S 2S 3S 3S 5S 5S", "3S 3S 3S", "2S 2S 5S", (True, True, True)),
    ("test_legal_play_pairs", ("4", "S"), "2S 2S 3S 3S 5S 5S", "3S 3S 3S", "2S 3S 5S", (False, False, True)),
    ("test_legal_play_pairs", ("4", "S"), "2S 2S 2S 2S 3S 3S 5S 5S", "2S 2S 3S 3S", "2S 2S 2S 2S",
     (False, False, True)),
    ("test_legal_play_pairs", ("4", "S"), "2S 2S 2S 2S 3S 3S 5S 5S", "2S 2S 3S 3S", "2S 2S 3S 3S", (True, True, True)),
    ("test_legal_play_pairs", ("4", "S"), "2S 2S 2S 2S 3S 3S 5S 5S", "2S 2S 3S 3S", "3S 3S 5S 5S", (True, True, True)),
    ("test_legal_play_pairs", ("4", "S"), "2S 2S 2S 2S 3S 5S 5S", "2S 2S 3S 3S", "2S 2S 2S 2S", (True, True, True)),
    ("test_legal_play_pairs", ("4", "S"), "2S 2S 2S 2S 3S 5S 5S", "2S 2S 3S 3S", "2S 2S 5S 5S", (True, True, True)),
    # "tenuously legal" under LongerTuplesProtected: the quad is protected and one pair is left to owe
    ("test_legal_play_pairs", ("4", "S"), "2S 2S 2S 2S 3S 5S 5S", "2S 2S 3S 3S", "2S 2S 5S 3S", (False, True, True)),
    ("test_legal_play_pairs", ("4", "S"), "2S 2S 2S 5S", "2S 2S 3S", "2S 2S 2S", (True, True, True)),
    ("test_legal_play_pairs", ("4", "S"), "2S 2S 2S 5S", "2S 2S 3S", "2S 2S 5S", (True, True, True)),
    ("test_protected_tuple", ("4", "S"), "2S 2S 2S 2S 5S 6S 7S 8S", "3S 3S 3S", "6S 7S 8S", (False, True, True)),
    ("test_protected_tuple", ("4", "S"), "2S 2S 2S 2S 5S 5S 6S 7S 8S", "3S 3S 3S", "5S 5S 6S", (False, True, True)),
    ("test_protected_tuple", ("4", "S"), "2S 2S 2S 2S 5S 5S 6S 7S 8S", "3S 3S 3S", "6S 7S 8S", (False, False, True)),
    ("test_protected_wider_tractor", ("4", "S"), "2S 2S 2S 3S 3S 3S 5S 6S 7S 8S", "6S 6S 7S 7S", "5S 6S 7S 8S",
     (False, True, True)),
    # rbtying's format is a tractor of 9S 9S and KS; here the throw 9S 9S 10S 10S KS (a tractor and a single)
    ("test_protected_tractor_triple", ("4", "H"), "3S 5S 10S JS QS 6S 8S 8S 8S", "9S 9S 10S 10S KS",
     "3S 5S 10S JS QS", (False, True, True)),
    ("test_protected_tractor_triple", ("4", "H"), "3S 5S 10S JS QS 6S 8S 8S 8S", "9S 9S 10S 10S KS",
     "3S 6S 8S 8S 8S", (True, True, True)),
    ("test_long_tractor_decomposition_draws_pairs", ("K", "S"), "4S 10S AS KH KD KC KS KS", "7S 7S 8S 8S 9S 9S",
     "4S 10S AS KH KD KC", (False, False, True)),
    ("test_long_tractor_decomposition_draws_pairs", ("K", "S"), "4S 10S AS KH KD KC KS KS", "7S 7S 8S 8S 9S 9S",
     "4S 10S AS KH KS KS", (True, True, True)),
    ("test_long_tractor_decomposition_draws_pairs", ("K", "S"), "4C 6C 7C 3S 3S BJ 5C 8C", "7S 7S 8S 8S 9S 9S",
     "4C 6C 7C 3S 3S BJ", (True, True, True)),
]


@pytest.mark.parametrize("name,context,hand,lead,play,legal", RB_FOLLOWS,
                         ids=[f"{v[0]}-{v[4].replace(' ', '')}-{v[3].replace(' ', '')}" for v in RB_FOLLOWS])
def test_rbtying_trick_draw_policies(draws, name, context, hand, lead, play, legal):
    for policy, expected in zip(("no-protections", "longer-tuples-protected", "no-format-based-draw"), legal):
        game = draws[policy]
        ctx = game.context(*context)
        ruling = game.follow_ruling(game.cards(hand), game.cards(lead), game.cards(play), ctx)
        assert ruling.legal is expected, (policy, ruling.reason)


RB_FORMATS = [  # test_play_formats, test_trick_format_basic, test_trick_format_tractor: (cards, kinds read)
    ("2H 3H 7H", ["single", "single", "single"]),
    ("2H 2H 2H", ["triple"]),
    ("2H 2H 3H 3H", ["tractor"]),
    ("2H 2H 2H 3H 3H", ["tractor", "single"]),
    ("2H 2H 3H 3H 3H", ["tractor", "single"]),
    ("4H 4H 4S 4S", ["tractor"]),
    ("4H 4H AS AS", ["tractor"]),
    ("QS QS KS KS AS", ["tractor", "single"]),
    ("3H 3H 3H 5H 5H 5H", ["triple-tractor"]),
    ("2S 2S 2S 3S 3S 3S 5S 5S 5S", ["triple-tractor"]),
    ("3S 3S 3S 5S 5S 5S 6S 6S 6S", ["triple-tractor"]),
    ("2S 2S 2S 3S 3S 3S 6S 6S 6S", ["triple-tractor", "triple"]),  # 5S is missing: no tractor of three triples
    ("2S 2S 2S 3S 5S 5S 5S", ["triple", "triple", "single"]),  # test_trick_simple_throw
]


@pytest.mark.parametrize("cards,kinds", RB_FORMATS, ids=[v[0].replace(" ", "") for v in RB_FORMATS])
def test_rbtying_formats(draws, cards, kinds):
    from verifier.runtime.trick.combos import components
    game = draws["no-protections"]
    ctx = game.context("4", "S")
    assert sorted(c.kind for c in components(game.cards(cards), game.order(ctx), game.rules)) == sorted(kinds)


def test_rbtying_format_readings(draws):
    """test_play_formats: 2H 2H 3H 3H 3H 5H 5H 5H is read three ways (a triple, a single and a tractor; a tractor
    of triples and a pair; a tractor of three pairs and two singles); the engine lists each among its readings."""
    from verifier.runtime.trick import ids as I
    from verifier.runtime.trick.combos import _count
    from verifier.runtime.trick.readings import readings
    game = draws["no-protections"]
    order = game.order(game.context("4", "S"))
    def key(parts):  # each part as its sorted card names, the parts sorted
        return tuple(sorted(" ".join(sorted(part)) for part in parts))
    found = {key([I.NAMES[c] for c in p.ids] for p in r)
             for r in readings(_count(I.ids(game.cards("2H 2H 3H 3H 3H 5H 5H 5H"))), order)}
    for reading in (("2H 2H 3H 3H", "3H", "5H 5H 5H"), ("2H 2H", "3H 3H 3H 5H 5H 5H"),
                    ("3H", "5H", "2H 2H 3H 3H 5H 5H")):
        assert key(r.split() for r in reading) in found, reading


def test_min_length_three_tractors(tmp_path):
    """test_play_formats with TractorRequirements { min_length: 3 }: 2H 2H 3H 3H is two pairs, 2H 2H 3H 3H 5H 5H a
    tractor (the level 4 skipped)."""
    path = tmp_path / "long-tractors.variant"
    path.write_text("variant long-tractors extends rbtying-default {\n  title en \"t\"\n"
                    "  override tractor {\n    min-length: 3\n    adjacency: card-order\n  }\n}\n", encoding="utf-8")
    game = engine.load(str(path))
    ctx = game.context("4", "S")
    assert game.combination(game.cards("2H 2H 3H 3H"), ctx) == "throw"
    assert game.combination(game.cards("2H 2H 3H 3H 5H 5H"), ctx) == "tractor"


# rbtying/shengji mechanics/src/scoring.rs, test_level_deltas: with BonusLevelForSmallerLandlordTeam (the default) a
# landlord's team that wins smaller than it was called rises one level more: two decks, no points, +4 (3 + 1). Stated
# as `friends { smaller-side-bonus: 1 }` in spec/rbtying-friends.variant, with `level-shares: each`.
def test_smaller_side_bonus_in_played_deals():
    """In played deals of rbtying-friends, a declarer who keeps the deal alone (the called copy buried, or played by
    the declarer) gains the table's levels and one more; with a friend, both gain the table's levels; the judge
    confirms every record."""
    from verifier.play.judge import judge_record
    game = engine.load("rbtying-friends")
    alone = together = 0
    for seed in range(30):
        record = game.play_match(seed, [RandomPlayer(random.Random(f"{seed}:{s}")) for s in range(5)], deal_limit=3)
        assert judge_record(record).ok
        for deal in record["deals"]:
            settlement, declarer = deal["result"]["settlement"], deal["declarer"]
            if settlement["side"] != "declarers" or settlement["kind"] != "keep":
                continue
            shares = settlement["shares"]
            if deal["friend"] is None:
                alone += 1
                assert shares[declarer] == settlement["levels"] + 1
            else:
                together += 1
                assert shares[declarer] == shares[deal["friend"]] == settlement["levels"]
    assert together  # (a declarer alone rarely keeps the deal against four: the next test sets one up)


def test_smaller_side_bonus_for_a_declarer_alone_in_a_deal():
    """The engine's end of a deal: a declarer without a friend who keeps with +3 rises 4, each attacker nothing; with
    the friend found, the two rise 3 each."""
    from verifier.runtime.trick.game import Deal
    game = engine.load("rbtying-friends")
    for friend, gains in ((None, [4, 0, 0, 0, 0]), (2, [3, 0, 3, 0, 0])):
        match = game.engine.new_match()
        deal = Deal(game.engine, match, game.engine.deck(), random.Random(0))
        deal.declarer, deal.friend = 0, friend
        side = {0} if friend is None else {0, friend}
        assert deal._advance_friends("declarers", "keep", 3, False, side, 0) == gains


def test_smaller_side_bonus_only_when_the_declarers_keep(tmp_path):
    from verifier.runtime.trick.shares import deal_shares
    rules = engine.load("rbtying-friends").rules
    keep = deal_shares(rules, "declarers", "keep", 3, 5, 0, None, {0}, 0)
    assert keep.gains == [4, 0, 0, 0, 0]
    assert deal_shares(rules, "declarers", "keep", 3, 5, 0, 1, {0, 1}, 0).gains == [3, 3, 0, 0, 0]
    assert deal_shares(rules, "attackers", "take-over", 1, 5, 0, None, {0}, 2).gains == [0, 1, 1, 1, 1]
