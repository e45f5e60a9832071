"""Whole deals and matches: determinism, invariants, records that the judge confirms, and records it rejects."""
import copy
import json
import random

import pytest

from verifier.play import engine
from verifier.cli import main
from verifier.play.trick.terminal import HumanPlayer
from verifier.play.judge import judge_record
from verifier.play.records import schema_errors
from verifier.runtime.trick import ids as I
from verifier.runtime.trick.game import Deal
from verifier.runtime.trick.state import Illegal
from verifier.play.simulate import simulate

from .conftest import VARIANTS
from .hands import seeded_players


@pytest.mark.parametrize("vid", VARIANTS)
def test_same_seed_same_match(games, vid):
    game = games[vid]
    kinds = ("random",) * game.rules.players
    one = game.play_match(11, seeded_players(11, kinds), deal_limit=4)
    two = game.play_match(11, seeded_players(11, kinds), deal_limit=4)
    assert json.dumps(one, sort_keys=True) == json.dumps(two, sort_keys=True)
    other = game.play_match(12, seeded_players(12, kinds), deal_limit=4)
    assert other["deals"][0]["deck"] != one["deals"][0]["deck"]


@pytest.fixture(scope="module")
def records(tmp_path_factory):
    """Records written by `simulate --record`, random and greedy players, every variant."""
    folder = tmp_path_factory.mktemp("records")
    stats = {}
    for vid in VARIANTS:
        stats[vid] = simulate(vid, 40, 3, record_dir=str(folder / vid), progress=False, deal_limit=15)
        n = engine.load(vid).rules.players
        simulate(vid, 15, 4, record_dir=str(folder / vid), players=tuple(("greedy", "random")[i % 2] for i in range(n)),
                 progress=False, deal_limit=15)
    return folder, stats


@pytest.mark.parametrize("vid", VARIANTS)
def test_invariants_hold(records, vid):
    _, stats = records
    s = stats[vid]
    assert s["deals"] == 40
    assert s["invariants"]["violations"] == 0, s["invariants"]["examples"]


@pytest.mark.parametrize("vid", VARIANTS)
def test_simulated_records_pass_judge(records, vid):
    folder, _ = records
    paths = sorted((folder / vid).glob("*.json"))
    assert paths
    for path in paths:
        record = json.loads(path.read_text(encoding="utf-8"))
        assert schema_errors(record) == []
        verdict = judge_record(record)
        assert verdict.ok, verdict.render(str(path))
        assert verdict.deals == len(record["deals"])
    assert main(["judge", "--quiet", str(folder / vid)]) == 0


def _first_record(records, vid="classic-2deck"):
    folder, _ = records
    path = sorted((folder / vid).glob("*.json"))[0]
    return json.loads(path.read_text(encoding="utf-8"))


def _hand_at_first_trick(deal_entry, seat, players=4):
    """A non-declarer's hand when the first trick starts (classic: no tribute; the kitty goes to the declarer)."""
    hand = I.counts([])
    n_cards = len(deal_entry["deck"]) - len(deal_entry["kitty"])
    for k in range(n_cards):
        if (deal_entry["first"] + k) % players == seat:
            hand[I.BY_NAME[deal_entry["deck"][k]]] += 1
    return hand


def test_one_card_not_in_the_hand_fails_judge(records, classic):
    record = _first_record(records)
    deal = record["deals"][0]
    trick = deal["tricks"][0]
    play = trick["plays"][1]  # the first follower, not the declarer
    hand = _hand_at_first_trick(deal, play["player"])
    absent = next(I.NAMES[c] for c in range(I.COUNT) if hand[c] == 0 and I.NAMES[c] not in play["cards"])
    bad = copy.deepcopy(record)
    bad["deals"][0]["tricks"][0]["plays"][1]["cards"][0] = absent
    verdict = judge_record(bad)
    assert not verdict.ok
    assert verdict.where == {"deal": 1, "phase": "tricks", "trick": 1, "player": play["player"]}
    assert "not in the hand" in verdict.reason
    assert verdict.rule == classic.rules.ref("hand") and verdict.rule.startswith("spec/classic-2deck.variant:")


def test_one_card_breaking_the_follow_rule_fails_judge(records, classic):
    record = _first_record(records)
    ctx_cache = {}
    for d_index, deal in enumerate(record["deals"]):
        if d_index:
            break  # later deals need the levels of the match: the first deal is enough
        trick = deal["tricks"][0]
        lead = trick["plays"][0]["cards"]
        order = classic.order(classic.context(deal["level"], deal["trump"]))
        group = order.g[I.BY_NAME[lead[0]]]
        for position, play in enumerate(trick["plays"][1:], 1):
            hand = _hand_at_first_trick(deal, play["player"])
            played = I.from_names(play["cards"])
            followed = [c for c in played if order.g[c] == group]
            spare = [c for c in range(I.COUNT) if hand[c] and order.g[c] not in (group, -1)
                     and c not in played]
            if followed and spare:
                bad = copy.deepcopy(record)
                cards = bad["deals"][0]["tricks"][0]["plays"][position]["cards"]
                cards[cards.index(I.NAMES[followed[0]])] = I.NAMES[spare[0]]
                verdict = judge_record(bad)
                assert not verdict.ok
                assert verdict.where["trick"] == 1 and verdict.where["player"] == play["player"]
                assert "must follow" in verdict.reason
                assert verdict.rule == classic.rules.ref("follow")
                ctx_cache["done"] = True
                break
    assert ctx_cache.get("done"), "no follower in the first trick could break the rule"


def test_a_changed_result_fails_judge(records, tmp_path, capsys):
    record = _first_record(records)
    bad = copy.deepcopy(record)
    bad["deals"][0]["result"]["attacker_points"] += 5
    verdict = judge_record(bad)
    assert not verdict.ok and "attacker_points" in verdict.reason
    path = tmp_path / "bad.json"
    bad = copy.deepcopy(record)
    bad["deals"][0]["buried"] = bad["deals"][0]["buried"][:-1]
    path.write_text(json.dumps(bad), encoding="utf-8")
    assert main(["judge", str(path)]) == 1
    out = capsys.readouterr().out
    assert "illegal: deal 1, phase kitty" in out and "rule: spec/classic-2deck.variant:" in out


def test_judge_rejects_a_declaration_that_does_not_overcall(classic):
    agents = seeded_players(5)
    record = classic.play_match(5, agents, deal_limit=1)
    deal = record["deals"][0]
    if not deal["declarations"]:
        pytest.skip("nobody declared")
    bad = copy.deepcopy(record)
    first = bad["deals"][0]["declarations"][0]
    bad["deals"][0]["declarations"].insert(1, dict(first))  # the same show again: it does not overcall itself
    verdict = judge_record(bad)
    assert not verdict.ok and verdict.rule == classic.rules.ref("declare")


def test_simulate_is_the_same_with_jobs():
    one = simulate("classic-2deck", 30, 9, jobs=1, progress=False, deal_limit=10)
    two = simulate("classic-2deck", 30, 9, jobs=2, progress=False, deal_limit=10)
    for key in ("seconds", "deals_per_second", "decisions_per_second", "jobs", "backend"):
        one.pop(key), two.pop(key)
    assert one == two


def test_simulate_command_json(capsys):
    assert main(["simulate", "three-deck-tribute", "--games", "5", "--seed", "2", "--format", "json",
                 "--quiet"]) == 0
    stats = json.loads(capsys.readouterr().out)
    assert stats["deals"] == 5 and stats["invariants"]["violations"] == 0
    assert set(stats) >= {"declarers_win_rate", "attacker_points", "settlements", "kitty_bonus", "throws"}


def test_points_add_up_and_hands_empty(classic):
    record = classic.play_match(21, seeded_players(21, ("greedy",) * 4), deal_limit=3)
    for deal in record["deals"]:
        total = sum(t["points"] for t in deal["tricks"]) + sum(
            classic.rules.point_value(I.RANK_OF[I.BY_NAME[c]]) for c in deal["buried"])
        assert total == 200
        assert sum(len(p["cards"]) for t in deal["tricks"] for p in t["plays"]) == 100


def _deal_in_play(game, seed=3):
    """A deal of the game dealt and buried by random players, ready for its first trick."""
    eng = game.engine
    match = eng.new_match()
    rng = random.Random(seed)
    deck = eng.deck()
    rng.shuffle(deck)
    deal = Deal(eng, match, deck, random.Random(0))
    agents = seeded_players(seed)
    deal._deal(agents)
    assert deal._settle_trump()
    deal.order = eng.order(deal.level, deal.trump)
    deal._kitty(agents)
    deal.phase = "tricks"
    return deal


def test_human_player_is_told_why_a_play_is_rejected(classic):
    deal = _deal_in_play(classic)
    o = deal.order
    seat = 1
    hand = deal.hands[seat]
    groups = [g for g in range(1, 5) if any(hand[c] for c in o.members[g])]
    group = groups[0]
    lead_card = next(c for c in o.members[group] if deal.hands[0][c])  if any(
        deal.hands[0][c] for c in o.members[group]) else None
    if lead_card is None:
        pytest.skip("seat 0 has none of the suit")
    deal.current = [(0, [lead_card])]
    mine = next(c for c in o.members[group] if hand[c])
    other = next(c for c in range(I.COUNT) if hand[c] and o.g[c] != group)
    answers = iter([I.NAMES[other], "XX", I.NAMES[mine]])
    shown = []
    player = HumanPlayer(read=lambda prompt: next(answers), write=shown.append)
    assert player.follow(deal, seat) == [mine]
    text = "\n".join(shown)
    # the rule cited relative to the variant's folder (the same in a checkout and an installed package)
    assert "rejected: must follow" in text and f"[{classic.rules.ref('follow').split('/')[-1]}]" in text
    assert "not a card" in text


def test_illegal_lead_is_reported(classic):
    deal = _deal_in_play(classic)
    o = deal.order
    hand = deal.hands[deal.declarer]
    cards = [c for c in range(I.COUNT) if hand[c]]
    mixed = [cards[0], next(c for c in cards if o.g[c] != o.g[cards[0]])]
    with pytest.raises(Illegal) as caught:
        deal.judge_lead(deal.declarer, mixed)
    assert "one suit" in caught.value.reason and caught.value.rule


def test_match_ends_and_levels_rise(classic):
    record = classic.play_match(1, seeded_players(1, ("greedy", "random") * 2), deal_limit=60)
    result = record["result"]
    assert result["over"] and result["winner"] in (0, 1)
    assert record["deals"][-1]["result"]["match_over"]


def test_three_deck_mandatory_levels_and_restart(games):
    game = games["three-deck-tribute"]
    deal = _deal_in_play(game)
    deal.match.levels = [5, 0]  # team 0 at 8 (ladder 3..10)
    assert game.rules.ladder[5] == "8"
    assert deal._rise(0, 3) is None and game.rules.ladder[deal.match.levels[0]] == "10"  # 逢 10 必打: stops at 10
    assert deal._rise(0, 1) == 0  # past the top, no step left over
    deal.match.levels = [0, 0]
    assert deal._rise(1, 2) is None and game.rules.ladder[deal.match.levels[1]] == "5"  # leaving 3 is no stop
    deal.match.levels = [6, 0]
    deal.declarer = 0
    deal._advance("declarers", "keep", 2, False, 0)  # from 9: stops at 10, the top is not passed
    assert game.rules.ladder[deal.match.levels[0]] == "10" and not deal.match.over
    deal._advance("declarers", "keep", 1, False, 0)  # past the top: restart, a round won
    assert deal.match.levels == [0, 0] and deal.match.rounds[0] == 1 and not deal.match.over


def test_load_from_a_variant_file_equals_the_generated_engine(games):
    compiled = engine.load("spec/shuangsheng-2deck.variant")
    assert compiled.origin.endswith("shuangsheng-2deck.variant")
    assert compiled.rules == games["shuangsheng-2deck"].rules
    assert engine.load("shuangsheng-2deck", prefer="spec").rules == compiled.rules
    with pytest.raises(engine.LoadError):
        engine.load("no-such-variant")
    with pytest.raises(engine.LoadError):
        engine.load("no-such-variant", prefer="generated")


def test_load_of_a_file_with_a_syntax_error_says_what_is_wrong(tmp_path):
    path = tmp_path / "typo.variant"
    path.write_text("variant typo extends classic-2deck {\n  kity 8\n}\n", encoding="utf-8")
    with pytest.raises(engine.LoadError) as raised:
        engine.load(str(path))
    message = str(raised.value)
    assert "cannot read" not in message  # the file was read: what is wrong is its text
    assert f"{path}:2:3: error[E106]: unknown word `kity`" in message and "did you mean `kitty`?" in message
    path.write_text("variant typo extends classic-2deck {\n  override hand 2x\n}\n", encoding="utf-8")
    with pytest.raises(engine.LoadError, match=r"typo.variant:2:\d+: error\[E10\d\]"):
        engine.load(str(path))


def test_facade_rejects_bad_contexts(classic):
    with pytest.raises(ValueError):
        classic.context("1", "H")
    with pytest.raises(ValueError):
        classic.context("10", "X")
    assert str(classic.context("10", "nt")) == "level=10 trump=NT"
    hand = classic.cards("3S BJ 10H AH 10S 2C")
    assert [str(c) for c in classic.sort(hand, classic.context("10", "S"))] == ["BJ", "10S", "10H", "3S", "AH", "2C"]


def test_play_command_ends_cleanly_on_end_of_input(capsys, monkeypatch):
    import io
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    assert main(["play", "classic-2deck", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "You are player 0" in out and "bye" in out


def _fresh_deal(game, declarer=None, level_index=0):
    eng = game.engine
    match = eng.new_match()
    match.declarer = declarer
    match.levels = [level_index, level_index]
    deck = eng.deck()
    random.Random(1).shuffle(deck)
    return Deal(eng, match, deck, random.Random(0))


def _give(deal, seat, text):
    for c in I.from_names(text.split()):
        deal.hands[seat][c] += 1


def test_declarations_chosen_suit_and_overcalls(games):
    game = games["three-deck-tribute"]
    deal = _fresh_deal(game, declarer=0, level_index=3)  # a later deal at level 6
    assert deal.level == "6" and not deal.first_deal
    _give(deal, 1, "6S 6C 6C 6C SJ SJ SJ BJ")
    with pytest.raises(Illegal):  # the first deal's big joker is out of scope now
        deal.judge_declaration(1, I.from_names(["BJ"]))
    deal.declare(1, I.from_names(["6S"]))
    assert deal.standing.suit == "S"
    with pytest.raises(Illegal) as caught:
        deal.declare(2, I.from_names(["6S"]))  # not in the hand
    assert "not in the hand" in caught.value.reason
    _give(deal, 2, "6H 6H")
    deal.declare(2, I.from_names(["6H", "6H"]))
    with pytest.raises(Illegal):
        deal.judge_declaration(1, I.from_names(["SJ", "SJ", "SJ"]))  # a chosen suit must be named
    deal.declare(1, I.from_names(["SJ", "SJ", "SJ"]), "D")
    assert deal.standing.suit == "D" and deal.overcalls == 2
    with pytest.raises(Illegal) as caught:
        deal.declare(1, I.from_names(["6C", "6C", "6C"]))  # three level cards are below three jokers
    assert caught.value.rule == game.rules.ref("declare")
    options = deal.declaration_options(2)
    assert options == []  # nothing of seat 2 overcalls three small jokers


def test_first_deal_big_joker_cannot_be_overcalled(games):
    game = games["three-deck-tribute"]
    deal = _fresh_deal(game)
    assert deal.first_deal and deal.level == "3"
    _give(deal, 0, "BJ")
    _give(deal, 1, "BJ BJ BJ")
    deal.declare(0, I.from_names(["BJ"]))
    assert deal.standing.suit == ""  # the next suited card the declarer draws
    with pytest.raises(Illegal) as caught:
        deal.declare(1, I.from_names(["BJ", "BJ", "BJ"]), "H")
    assert "no declaration of this deal" in caught.value.reason  # only the big joker declares a first deal


def test_fallbacks_when_nobody_declares(games):
    three = games["three-deck-tribute"]
    deal = _fresh_deal(three)
    deal.kitty = I.from_names("BJ 9H 4C KD 2S SJ".split())
    assert deal._settle_trump()
    assert deal.fallback == "lowest-kitty-card"  # the first deal: one kitty card each, the lowest declares
    # the kitty is turned from the first receiver, drawn at random in three-deck-tribute's first deal
    assert (deal.trump, (deal.declarer - deal.first) % 4) == ("C", 2)
    later = _fresh_deal(three, declarer=1, level_index=2)
    later.kitty = I.from_names("BJ SJ 9H 4C KD 2S".split())
    assert later._settle_trump() and (later.fallback, later.trump, later.declarer) == ("draw-kitty-card", "H", 1)
    later = _fresh_deal(three, declarer=1, level_index=2)
    later.kitty = I.from_names("BJ SJ BJ SJ BJ SJ".split())
    assert not later._settle_trump() and later.fallback == "redeal"
    shuang = games["shuangsheng-2deck"]
    deal = _fresh_deal(shuang)
    deal.kitty = I.from_names("BJ 9H 2C KD 2S SJ 3C 4C".split())
    assert deal._settle_trump() and (deal.fallback, deal.trump, deal.declarer) == ("kitty-match", "C", 2)
    deal = _fresh_deal(shuang)
    deal.kitty = I.from_names("BJ 9H 3C KD 4S SJ 3C 4C".split())
    assert not deal._settle_trump() and deal.fallback == "redeal"
    classic = games["classic-2deck"]
    deal = _fresh_deal(classic)
    assert deal._settle_trump() and (deal.fallback, deal.trump, deal.declarer) == ("no-trump", "NT", 0)


def test_the_invariants_catch_a_broken_deal(classic):
    """check_invariants reads the deal's log of tricks (what the records are written from): a card missing or
    changed, points that do not add up, a card left in a hand are each reported."""
    from verifier.play.trick.players import RandomPlayer
    from verifier.runtime.trick.match import play_match
    deals = []
    play_match(classic.engine, 3, [RandomPlayer(random.Random(s)) for s in range(4)], deal_limit=1,
               on_deal=deals.append)
    deal = deals[0]
    assert deal.check_invariants() == []
    log = deal.trick_log
    for change, expected in (("card", "are not the deck"), ("points", "do not add up"), ("hand", "left in hand")):
        deal.trick_log = copy.deepcopy(log)
        hands = copy.deepcopy(deal.hands)
        if change == "card":
            play = deal.trick_log[3][1][1]
            play[-1] = I.BJ if play[-1] != I.BJ else I.SJ
        elif change == "points":
            leader, plays, winner, points, attempted = deal.trick_log[5]
            deal.trick_log[5] = (leader, plays, winner, points + 5, attempted)
        else:
            deal.hands[2][I.BY_NAME["5S"]] += 1
        found = deal.check_invariants()
        deal.hands = hands
        assert any(expected in p for p in found), (change, found)
    deal.trick_log = log


def test_the_trick_records_are_written_from_the_log(classic):
    """`Deal.tricks` writes each logged trick's record once, with the cards' names, whenever it is read (during the
    deal too), and records given in their place stand for the deal's."""
    from verifier.play.trick.players import RandomPlayer
    from verifier.runtime.trick.match import play_match
    seen = []

    class Watching(RandomPlayer):
        def follow(self, deal, seat):
            seen.append((len(deal.tricks), len(deal.trick_log)))  # read while the deal is played
            return super().follow(deal, seat)

    deals = []
    play_match(classic.engine, 5, [Watching(random.Random(s)) for s in range(4)], deal_limit=1,
               on_deal=deals.append)
    deal = deals[0]
    assert seen and all(records == logged for records, logged in seen)
    records = deal.tricks
    assert records is deal.tricks and len(records) == len(deal.trick_log) == classic.rules.hand
    for record, (leader, plays, winner, points, attempted) in zip(records, deal.trick_log):
        assert record["leader"] == leader and record["winner"] == winner and record["points"] == points
        assert [p["player"] for p in record["plays"]] == [(leader + k) % 4 for k in range(4)]
        assert [p["cards"] for p in record["plays"]] == [I.names(play) for play in plays]
        assert record["plays"][0].get("attempted") == (I.names(attempted) if attempted is not None else None)
    given = copy.deepcopy(records[:3])
    deal.tricks = given
    assert deal.tricks is given and len(given) == len(deal.trick_log)  # the tricks past them written after them


def test_quit_after_a_deal_writes_a_record_marked_unfinished(classic, tmp_path):
    """`quit` in the middle of the second deal: the record holds the first deal, played in full, and the match's
    result after it, marked unfinished; the judge confirms it. `help` is answered at every prompt."""
    import types
    from verifier.play.trick.terminal import run_play
    from verifier.play.judge import judge_record

    out: list[str] = []

    def read(prompt: str) -> str:
        if any(line.startswith("\nDeal 1 over") for line in out):
            return "quit"
        if prompt.startswith("Declare?"):
            return "help" if not any("help   this text" in line for line in out) else ""
        last = out[-1] if out else ""
        if last.startswith("  hint: "):
            return last[len("  hint: "):]
        return "hint" if prompt in ("Lead: ", "Play: ") or prompt.startswith("Bury") else ""

    path = tmp_path / "quit.json"
    args = types.SimpleNamespace(seed=4, opponents="greedy", record=str(path))
    assert run_play(args, classic, read, out.append) == 0
    assert any("help   this text" in line for line in out)  # `help` at the declaring prompt
    record = json.loads(path.read_text())
    assert record["unfinished"] is True and len(record["deals"]) == 1 and record["result"]["deals"] == 1
    assert judge_record(record, classic).ok
