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
