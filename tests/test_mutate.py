"""`verifier mutate` (issue 29): the mutants of a variant's own rules, the survivors the checker does not notice, the
example that pins each down, and that example killing the mutant once it is in the file."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from verifier.language.workspace import Workspace, select
from verifier.mutate import EQUIVALENT, KILLED, SURVIVED, UNWRITABLE, Trial, mutants
from verifier.mutate.pin import pin, with_example
from verifier.mutate.study import chosen
from verifier.mutate.write import MARK

from conftest import ROOT
from test_cli import run

ROOT_SPEC = Path(ROOT) / "spec"

# A user's variant outside the repository: three scoring rows, the middle one exercised by no example.
TINY = """\
# a variant of a user's own
variant tiny extends classic-2deck {
  title en "Tiny"
  override scoring {
    when points < 40 -> declarers +2
    when points >= 40 and points < 80 -> declarers +1
    when points >= 80 -> attackers take over
    example: 0 points -> declarers +2
    example: 80 points -> attackers take over
  }
}
"""
MIDDLE_ROW = 6  # the line of `when points >= 40 and points < 80 -> declarers +1`


@pytest.fixture
def tiny(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    path = tmp_path / "tiny.variant"
    path.write_text(TINY, encoding="utf-8")
    return path


def _trial(target: str) -> Trial:
    workspace = Workspace()
    vid = select(workspace, [target])[0]
    return Trial(workspace.library(), workspace.files[vid])


def _mutant(trial: Trial, what: str, line: int | None = None):
    found = [m for m in mutants(trial.vfile, trial.original.place_names())
             if m.what == what and (line is None or m.span.line == line)]
    assert len(found) == 1, [m.what for m in mutants(trial.vfile)]
    return found[0]


def pinned_survivor(folder, text: str, what: str, code: str, search: int = 3000, line: int | None = None):
    """The mutant `what` of the file `text` (written as mine.variant in `folder`, the working folder) survives; the
    search pins it with an example that holds under the file's rules and that `code` refutes under the mutant's.
    Returns the Pinned."""
    (folder / "mine.variant").write_text(text, encoding="utf-8")
    trial = _trial("mine.variant")
    mutant = _mutant(trial, what, line)
    assert trial.try_one(mutant).status == SURVIVED
    pinned = pin(trial, mutant, search)
    assert pinned is not None
    statement = trial.vfile.statements[mutant.statement]
    assert trial.noticed(with_example(trial.vfile, mutant.statement, statement, pinned.example)) == ()
    changed = trial.with_statement(mutant.statement, mutant.changed)
    assert code in trial.noticed(with_example(changed, mutant.statement, mutant.changed, pinned.example))
    return pinned


def test_a_survivor_found_pinned_written_and_then_caught(tiny, capsys):
    status, out, _ = run(capsys, "mutate", "tiny.variant", "--format", "json")
    assert status == 0
    study = json.loads(out)["variants"][0]
    assert study["id"] == "tiny" and study["file"] == "tiny.variant"
    survivor = next(s for s in study["survivors"] if s["change"] == "`amount`: 1 -> 2")
    assert (survivor["rule"], survivor["file"], survivor["line"]) == ("scoring", "tiny.variant", MIDDLE_ROW)
    assert survivor["example"] == "example: 40 points -> declarers +1"
    assert survivor["verdict"].startswith("declarers +1")
    before = study["score"]
    assert 0 < before < 1 and study["killed"] + study["survived"] + study["equivalent"] + study["unwritable"] + \
        study["crashed"] == study["tried"]
    assert study["unwritable"] and study["crashed"] == 0  # `attackers keep`: the language refuses it

    # Printed as text too, with the line and the example ready to paste.
    status, out, _ = run(capsys, "mutate", "tiny.variant")
    assert f"tiny.variant:{MIDDLE_ROW}: `amount`: 1 -> 2" in out
    assert "would not be noticed by any check or example" in out
    assert "example: 40 points -> declarers +1" in out

    mutant = _mutant(_trial("tiny.variant"), "`amount`: 1 -> 2", MIDDLE_ROW)
    assert _trial("tiny.variant").try_one(mutant).status == SURVIVED

    assert run(capsys, "mutate", "tiny.variant", "--write")[0] == 0
    text = tiny.read_text(encoding="utf-8")
    block = text[text.index("override scoring"):text.index("\n  }\n")]
    assert MARK in block and "    example: 40 points -> declarers +1" in block, "written in the rule's block"
    assert run(capsys, "check", "tiny.variant")[0] == 0, "the original proves the example it was given"

    trial = _trial("tiny.variant")
    assert trial.try_one(_mutant(trial, "`amount`: 1 -> 2", MIDDLE_ROW)).status == KILLED
    status, out, _ = run(capsys, "mutate", "tiny.variant", "--format", "json")
    after = json.loads(out)["variants"][0]
    assert after["score"] > before
    assert not [s for s in after["survivors"] if s["line"] == MIDDLE_ROW and s["change"] == "`amount`: 1 -> 2"]


# A user's Gouji whose beat block has no examples (spec/'s compares the ranks one step at a time, issue 29 item 3):
# its rank order, on line 3, is pinned by no example below the 10.
MINE = """variant mine extends gouji-6p-4deck {
  title en "Mine"
  override rank order BJ > SJ > 2 > A > K > Q > J > 10 > 9 > 8 > 7 > 6 > 5 > 4 > 3
  override beat {
    count: same
    rank: higher
    jokers-on-plain: allowed
    cover SJ: big-jokers, as-many, higher-rank
    cover BJ: dead
  }
}
"""


def test_a_climbing_survivor_pinned_by_a_beat(tmp_path, monkeypatch):
    """Two ranks of a Gouji rank order swapped: every rule still holds together and no example compares them; the
    search finds the beat that tells them apart, and with it the mutant is caught."""
    monkeypatch.chdir(tmp_path)
    pinned = pinned_survivor(tmp_path, MINE, "`ranks`: 9 and 8 swapped", "C952")
    assert pinned.text == 'example: "8" does not beat "9"'
    assert pinned.verdict == "it does not beat it" and not pinned.in_block  # `rank order` is no block


def test_the_jokers_swapped_are_noticed_by_c112(monkeypatch):
    """The issue's own finding, the small joker above the big one in Gouji's rank order, went unnoticed; C112 now
    warns of it (a warning the original does not get is a change noticed)."""
    monkeypatch.chdir(ROOT)
    trial = _trial("gouji-6p-4deck")
    tried = trial.try_one(_mutant(trial, "`ranks`: BJ and SJ swapped"))
    assert tried.status == KILLED and tried.noticed == ("C112",)


def test_a_change_the_compiled_rules_do_not_see_is_equivalent(monkeypatch):
    """The order of what may be attached to a Gouji set is no order: the compile step gives the same rules, so the
    mutant is equivalent and never reported; swapping a row's conditions (which must all hold) is no mutant at all."""
    monkeypatch.chdir(ROOT)
    trial = _trial("gouji-6p-4deck")
    mutant = _mutant(trial, "`attach`: small-jokers and big-jokers swapped")
    assert trial.equivalent(trial.with_statement(mutant.statement, mutant.changed))
    assert trial.try_one(mutant).status == EQUIVALENT
    jokers = _mutant(trial, "`ranks`: BJ and SJ swapped")
    assert not trial.equivalent(trial.with_statement(jokers.statement, jokers.changed))
    tiny = _trial("shuangsheng-2deck")
    assert not [m for m in mutants(tiny.vfile) if "`conditions`" in m.what and "swapped" in m.what]


def test_a_change_no_file_can_say_is_left_out(tiny):
    """The attackers never keep (the builder refuses `attackers keep`): such a mutant is no file an author could
    write, and it is neither noticed nor not noticed."""
    trial = _trial("tiny.variant")
    mutant = _mutant(trial, "`kind`: take-over -> keep", 7)
    assert not trial.writable(trial.with_statement(mutant.statement, mutant.changed))
    assert trial.try_one(mutant).status == UNWRITABLE
    assert trial.writable(trial.vfile)


def test_operators_draw_from_the_model(tiny):
    trial = _trial("tiny.variant")
    found = {(m.span.line, m.what) for m in mutants(trial.vfile)}
    assert (5, "`compare`: < -> <=") in found and (5, "`value`: 40 -> 45") in found and (5, "`value`: 40 -> 35") in found
    assert (MIDDLE_ROW, "`side`: declarers -> attackers") in found and (MIDDLE_ROW, "`amount`: 1 -> 0") in found
    assert not [what for _line, what in found if "title" in what or "example" in what], "no rule of play"
    # Rows of a table without `precedence` must not overlap, so their order rules nothing: no swap of them. Dropping
    # one is a change.
    assert not [what for _line, what in found if "swapped" in what] and any("dropped" in w for _l, w in found)
    ordered = _trial(os.path.join(ROOT, "spec", "shuangsheng-2deck.variant"))
    assert "`steps`: `single` and `pair` swapped" in {m.what for m in mutants(ordered.vfile)}, "an overcall order"


def test_the_budget_reaches_every_rule_first(monkeypatch):
    monkeypatch.chdir(ROOT)
    trial = _trial("shuangsheng-2deck")
    found = mutants(trial.vfile, trial.original.place_names())
    rules = {m.statement for m in found}
    taken = chosen(found, len(rules))
    assert {m.statement for m in taken} == rules and len(chosen(found, 5)) == 5
    assert chosen(found, 10 ** 6) == found


def test_a_variant_with_errors_is_refused(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "bad.variant").write_text(TINY.replace("variant tiny", "variant bad").replace(
        "example: 0 points -> declarers +2", "example: 0 points -> declarers +3"), encoding="utf-8")
    status, _, err = run(capsys, "mutate", "bad.variant")
    assert status == 1 and "fix them first" in err


def test_write_puts_the_examples_of_a_rule_that_is_no_block_at_the_end(tmp_path, monkeypatch, capsys):
    """A climbing file of a user's: its rank order is no block, so the examples that pin it go into an `examples`
    block at the end of the variant; the file then checks clean and those mutants are caught."""
    monkeypatch.chdir(tmp_path)
    path = tmp_path / "mine.variant"
    path.write_text(MINE, encoding="utf-8")
    status, out, _ = run(capsys, "mutate", "mine.variant", "--budget", "40", "--format", "json")
    survivors = json.loads(out)["variants"][0]["survivors"]
    pinned = [s for s in survivors if s["example"] and s["rule"] == "rank order"]
    assert status == 0 and pinned and all(s["line"] == 3 for s in pinned)
    assert run(capsys, "mutate", "mine.variant", "--budget", "40", "--write")[0] == 0
    text = path.read_text(encoding="utf-8")
    tail = text[text.index("  examples {"):]
    assert MARK in tail and all(s["example"] in tail for s in pinned) and text.rstrip().endswith("}\n}".strip())
    assert run(capsys, "check", "mine.variant")[0] == 0
    status, out, _ = run(capsys, "mutate", "mine.variant", "--budget", "40", "--format", "json")
    after = {s["change"] for s in json.loads(out)["variants"][0]["survivors"]}
    assert not after & {s["change"] for s in pinned}, "every pinned mutant is caught once its example is in"


def test_scoring_rows_that_settle_every_score_alike_are_equivalent(monkeypatch):
    """Under `precedence: first-row`, two rows no score matches both may come in either order, and a condition an
    earlier row already excludes may go: every score settles alike, so the mutant is equivalent (equal.py); a swap
    that changes what 0 points settles is not."""
    monkeypatch.chdir(ROOT)
    trial = _trial("classic-2deck")
    same = ["`rows`: `when points < 40 -> declarers +2` and `when points >= 40 and points < 80 -> declarers +1` swapped",
            "`conditions`: `>= 40` dropped", "`compare`: = -> <="]
    for what in same:
        assert trial.try_one(_mutant(trial, what)).status == EQUIVALENT, what
    other = _mutant(trial, "`rows`: `when points = 0 -> declarers +3` and `when points < 40 -> declarers +2` swapped")
    assert trial.try_one(other).status == KILLED


def test_tables_that_read_the_kitty_are_asked_with_every_kitty_that_tells_them_apart(monkeypatch):
    """A scoring or tribute table whose rows read the kitty is compared on kitties of every count of the cards its
    rows name (equal._kitties): rows no deal matches both may come in either order, the extra levels per kitty card
    add up in any order, and a row owing nothing may go (nothing is owed without it); a change that alters what a
    kitty of one big joker owes at 120 points, or that leaves two rows disagreeing (the engine refuses the deal), is
    not equivalent."""
    monkeypatch.chdir(ROOT)
    trial = _trial("three-deck-tribute-rule-one")
    rows = [m for m in mutants(trial.vfile, trial.original.place_names()) if m.rule == "tribute"]
    swaps = [m for m in rows if m.what.startswith("`rows`") and m.what.endswith("swapped")]
    assert swaps and all(trial.try_one(m).status == EQUIVALENT for m in swaps)
    extras = [m for m in rows if m.what == "`extras`: `2 BJ` and `1 SJ` swapped"]
    assert extras and all(trial.try_one(m).status == EQUIVALENT for m in extras)
    nothing = _mutant(trial, "`rows`: `when points >= 80 and points <= 115 -> nothing` dropped")
    assert trial.try_one(nothing).status == EQUIVALENT
    for what, line in (("`value`: 120 -> 125", 25), ("`compare`: < -> <=", 17)):
        assert trial.try_one(_mutant(trial, what, line)).status != EQUIVALENT, what
    tribute = _trial("three-deck-tribute")  # its scoring rows read 3 BJ in the kitty, under first-row precedence
    scoring = [m for m in mutants(tribute.vfile, tribute.original.place_names()) if m.rule == "scoring"]
    for m in scoring:
        if m.what.endswith("swapped") and m.what.startswith(("`rows`", "`extras`")):
            assert tribute.try_one(m).status == EQUIVALENT, m.what
    three = _mutant(tribute, "`count`: 3 -> 2", 176)  # `when 3 BJ in kitty …`: two big jokers would end the cycle too
    assert tribute.try_one(three).status != EQUIVALENT


def test_a_table_scaled_by_the_bid_is_asked_at_every_bid(monkeypatch):
    """bidding-3p-2deck's table is written for the bid of 150 and scales with the winning bid: rows no deal matches
    both at any bid may come in either order, and a condition an earlier row excludes may go; moving the figure of
    `points < 75` is not equivalent (at 70 points of the reference bid it settles otherwise)."""
    monkeypatch.chdir(ROOT)
    trial = _trial("bidding-3p-2deck")
    same = ["`rows`: `when points < 75 -> declarers +4` and `when points >= 75 and points < 150 -> declarers +2` swapped",
            "`conditions`: `>= 75` dropped"]
    for what in same:
        assert trial.try_one(_mutant(trial, what)).status == EQUIVALENT, what
    lines = open(os.path.join(ROOT, "spec", "bidding-3p-2deck.variant"), encoding="utf-8").read().splitlines()
    under = next(i for i, line in enumerate(lines, 1) if "when points < 75 -> declarers +4" in line)
    assert trial.try_one(_mutant(trial, "`value`: 75 -> 70", under)).status == KILLED
    zero = "`rows`: `when points = 0 -> declarers +6` and `when points < 75 -> declarers +4` swapped"
    assert trial.try_one(_mutant(trial, zero)).status == KILLED


def test_keyed_lists_are_not_reordered(monkeypatch):
    """A rank's point value and a gouji threshold name their rank: their order means nothing, so no mutant swaps
    them (dropping one is still a mutant)."""
    monkeypatch.chdir(ROOT)
    classic = mutants(_trial("classic-2deck").vfile)
    assert not [m for m in classic if m.what.startswith("`values`") and "swapped" in m.what]
    assert [m for m in classic if m.what.startswith("`values`") and "dropped" in m.what]
    gouji = mutants(_trial("gouji-6p-4deck").vfile)
    assert not [m for m in gouji if m.what.startswith("`thresholds`") and "swapped" in m.what]
    assert not [m for m in gouji if m.what.startswith("`covers`") and "swapped" in m.what]  # one per kind of joker
    friends = mutants(_trial("zhaopengyou-5p-3deck").vfile)
    assert not [m for m in friends if m.rule.startswith("kitty demotion") and "swapped" in m.what
                and m.what.startswith(("`rows`", "`losses`"))]  # by combination, by role
    assert [m for m in friends if m.rule.startswith("kitty demotion") and m.what.startswith("`overflow`")
            and "swapped" in m.what]  # the overflow is an order: still swapped
    assert not [m for m in classic if m.rule == "kitty bonus" and "swapped" in m.what]  # a row a combination
    assert not [m for m in classic if m.what.startswith("`led`") and "swapped" in m.what]  # a ladder a combination


def test_a_singles_bonus_as_a_power_of_its_card_is_equivalent(monkeypatch):
    """`single: x2` and `single: x2^cards` multiply alike (2^1 is 2): equivalent; `pair: x4^cards` (16) is not."""
    monkeypatch.chdir(ROOT)
    trial = _trial("classic-2deck")
    lines = open(os.path.join(ROOT, "spec", "classic-2deck.variant"), encoding="utf-8").read().split("\n")
    single = next(i + 1 for i, line in enumerate(lines) if line.strip().startswith("single: x2"))
    pair = next(i + 1 for i, line in enumerate(lines) if line.strip().startswith("pair: x4"))
    assert trial.try_one(_mutant(trial, "`power-of-cards`: no -> yes", line=single)).status == EQUIVALENT
    assert trial.try_one(_mutant(trial, "`power-of-cards`: no -> yes", line=pair)).status != EQUIVALENT


def test_a_run_rank_swapped_is_pinned_by_a_run(monkeypatch):
    """Games of shaped sets: the search reads their ranks and tries a run of each run kind from each rank, so a swap
    of two run ranks is pinned by the run that no longer holds (before, nothing was found for these games)."""
    monkeypatch.chdir(ROOT)
    trial = _trial("doudizhu-3p-1deck")
    text = open(os.path.join(ROOT, "spec", "doudizhu-3p-1deck.variant"), encoding="utf-8").read()
    line = text[:text.index("  set straight {")].count("\n") + 1
    mutant = _mutant(trial, "`run-ranks`: 4 and 5 swapped", line)
    pinned = pin(trial, mutant, 3000)
    assert pinned is not None and pinned.text == 'example: "5 6 7 8 9" is a set' and pinned.verdict == "a set"


PLANES = """variant mine extends doudizhu-3p-1deck {
  override set plane-with-pairs { shape: run  width: 3  min-length: 2  with: pair
    run-ranks: 3, 4, 5, 6, 7, 8, 9, 10, J, Q, K, A
    example wings: "3 3 3 4 4 4 9 9 J J" is a set
  }
}
"""


def test_a_run_rank_of_a_plane_with_wings_is_pinned_by_a_plane_with_its_kickers(tmp_path, monkeypatch):
    """Runs with kickers (Dou Dizhu's planes with wings): the search writes each run with the lowest other ranks as
    its kickers, so a run rank swapped is pinned (before, the bare run was no set of the kind and nothing was found)."""
    monkeypatch.chdir(tmp_path)
    pinned = pinned_survivor(tmp_path, PLANES, "`run-ranks`: 7 and 8 swapped", "C951")
    assert pinned.text == 'example: "6 6 6 7 7 7 3 3 4 4" is a set'


def test_the_candidate_sets_hold_straight_flushes_in_one_suit_and_sets_with_kickers(monkeypatch):
    """A kind of one suit is tried with suits (a suitless run is never a straight flush), a kind of one rank with
    kickers with them (Big Two's full house, four with one)."""
    from verifier.mutate.climbing import _candidate_sets
    from verifier.play.climbing.game import ClimbingGame

    monkeypatch.chdir(ROOT)
    trial = _trial("big-two-4p-1deck")
    found = set(_candidate_sets(ClimbingGame(trial.rules[0])))
    assert {"3S 4S 5S 6S 7S", "JS QS KS AS 2S", "3 4 5 6 7", "3 3 3 4 4", "9 9 9 9 3"} <= found


FLUSHES = """variant mine extends big-two-4p-1deck {
  override set straight-flush { shape: run  width: 1  length: 5  suits: same  run-ranks: 3, 4, 5, 6, 7, 8, 9, 10, J, Q, K, A, 2
    example straight-flush: "3D 4D 5D 6D 7D" is a set
  }
}
"""


def test_a_straight_flush_rank_swapped_is_pinned_by_what_it_beats(tmp_path, monkeypatch):
    """A straight flush whose run ranks change stays a set (a flush), so only a beat tells the rules apart: a set
    kind's change is searched in sets and beats alike (before, the default search found nothing for Big Two)."""
    monkeypatch.chdir(tmp_path)
    pinned = pinned_survivor(tmp_path, FLUSHES, "`run-ranks`: 4 and 5 swapped", "C952")
    assert pinned.text.startswith('example: "3 3 3 4 4" does not beat "')
    assert all(card.endswith("S") for card in pinned.example.claim.standing)  # a straight flush in spades


SHOWS = """\
variant mine extends classic-2deck {
  title en "Mine"
  override declare {
    show single: 1 level card -> own-suit
    show pair: 2 level cards -> own-suit only later-deals
    show jokers: 1 BJ + 1 level card in H or D -> own-suit
    show small: 2 SJ -> no-trump
    show big: 2 BJ -> no-trump
    order: single < jokers < pair < small < big
    example level=2 trump=S: "2H 2H" overcalls "2S"
  }
}
"""


@pytest.mark.parametrize("what, line, said", [
    ("`target`: own-suit -> chosen-suit", 4, 'hand "2S 4C" may declare "2S" in the first deal -> trump S'),
    ("`scope`: later-deals -> first-deal", 5, 'hand "2S 2S 4C" may not declare "2S 2S" in the first deal'),
])
def test_a_show_changed_is_pinned_by_what_it_declares(tmp_path, monkeypatch, what, line, said):
    """A show's trump (its target) and its deals (its scope) are pinned by a declaration made in a stated deal, with
    the trump the referee gives it; C906 refutes it under the change."""
    monkeypatch.chdir(tmp_path)
    pinned = pinned_survivor(tmp_path, SHOWS, what, "C906", line=line)
    assert pinned.text == f"example level=2 trump=S: {said}"


def test_shows_written_in_another_order_are_equivalent(tmp_path, monkeypatch):
    """A show's parts or suits in another order, or two shows no cards fit both in another order, declare alike:
    the mutants are equivalent; a show's count changed is not."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "mine.variant").write_text(SHOWS, encoding="utf-8")
    trial = _trial("mine.variant")
    for what in ("`parts`: `1 BJ` and `1 level` swapped", "`suits`: H and D swapped",
                 "`shows`: `show small: 2 SJ -> no-trump` and `show big: 2 BJ -> no-trump` swapped"):
        assert trial.try_one(_mutant(trial, what)).status == EQUIVALENT, what
    assert trial.try_one(_mutant(trial, "`count`: 2 -> 1", line=8)).status != EQUIVALENT


def test_shows_some_cards_fit_both_are_not_reordered_freely():
    """Cards make the first show they fit: two shows of one shape whose suits meet may not trade places."""
    from verifier.mutate.equal import _overlapping
    from verifier.runtime.trick.rules import Show, ShowPart
    any_suit, hearts = Show("a", (ShowPart(1, "level"),), "own-suit"), Show("b", (ShowPart(1, "level", ("H",)),), "no-trump")
    spades = Show("c", (ShowPart(1, "level", ("S",)),), "no-trump")
    assert _overlapping((any_suit, hearts)) and not _overlapping((hearts, spades))


def test_a_plural_that_asks_what_its_singular_does_is_equivalent():
    """`pairs` asks for as many pairs as the lead holds, at most as many as the hand has: on a pair led (one pair)
    it asks what `pair` does, and the engine reads no plural of a tractor; on a tractor led (two pairs and more) it
    does not, nor on a triple led (which holds no pair), nor beside another combination (`pairs + triple`). After
    `2 pairs` no hand holding two pairs reaches a later shape, so there a lead of two pairs asks alike too."""
    from verifier.mutate.equal import _normal
    from verifier.runtime.trick.rules import Combo, LedRule, Rules, ShapeTerm

    def rules(led, *ladder):
        shapes = tuple(tuple(ShapeTerm(None, unit.rstrip("s"), unit.endswith("s")) if not unit[0].isdigit() else
                             ShapeTerm(int(unit[0]), unit[2:].rstrip("s"), unit.endswith("s"))
                             for unit in shape.split(" + ")) for shape in ladder)
        return Rules("t", decks=4, combos=(Combo("bomb", size=4),), led=(LedRule(led, shapes),))

    def alike(led, one, other):
        return _normal(rules(led, *one)) == _normal(rules(led, *other))

    assert alike("pair", ["pair", "any"], ["pairs", "any"])
    assert alike("pair", ["pair + single", "any"], ["pairs + single", "any"])
    assert alike("tractor", ["tractor", "pairs", "any"], ["tractors", "pairs", "any"])
    assert alike("triple", ["triple", "pair + single", "any"], ["triples", "pair + single", "any"])
    assert alike("bomb", ["bomb", "triple + single", "2 pairs", "pair + 2 any", "any"],
                 ["bomb", "triples + single", "2 pairs", "pairs + 2 any", "any"])  # four decks: four cards a bomb
    assert not alike("tractor", ["tractor", "pair", "any"], ["tractor", "pairs", "any"])  # two pairs led
    assert not alike("triple", ["triple", "pair + single", "any"], ["triple", "pairs + single", "any"])  # none led
    assert not alike("pair", ["pair + triple", "any"], ["pairs + triple", "any"])  # the triple would bind alone
    assert not alike("bomb", ["bomb", "pair + 2 any", "any"], ["bomb", "pairs + 2 any", "any"])  # no `2 pairs` first
    assert not alike("throw", ["tractor", "any"], ["tractors", "any"])  # a throw may hold two tractors
    eight = Rules("t", decks=8, combos=(Combo("bomb", size=4),), led=rules("bomb", "triple + single", "any").led)
    assert _normal(eight) != _normal(Rules("t", decks=8, combos=eight.combos,
                                           led=rules("bomb", "triples + single", "any").led))  # a bomb of six


def test_plural_terms_on_a_variants_ladders(monkeypatch):
    """rbtying-4deck: `pair` made `pairs` on a pair led is equivalent; on a triple led (`pair + single`) it is not,
    and the variant's example of a triple led (a pair and a single owed) notices it."""
    monkeypatch.chdir(ROOT)
    trial = _trial("rbtying-4deck")
    lines = open(os.path.join(ROOT, "spec", "rbtying-4deck.variant"), encoding="utf-8").read().split("\n")
    pair = next(i + 1 for i, line in enumerate(lines) if line.strip().startswith("pair led: pair > any"))
    triple = next(i + 1 for i, line in enumerate(lines) if line.strip().startswith("triple led:"))

    def tried(line):
        return [trial.try_one(m).status for m in mutants(trial.vfile)
                if m.what == "`plural`: no -> yes" and m.span.line == line]

    assert tried(pair) == [EQUIVALENT, UNWRITABLE]  # `pairs > any`; no file says `any` in the plural
    # `triples > ...`, `... > pairs + single > ...`, `... > pair + singles > ...`, `... > anys`
    assert tried(triple) == [EQUIVALENT, KILLED, EQUIVALENT, UNWRITABLE]


def test_who_declares_after_a_deal_no_row_ends_so_is_equivalent(monkeypatch):
    """rbtying-friends: no row of its table leaves the declarers keeping the deal without a rise, so who declares
    then (`when-declarers-stay`) is never read: equivalent; so is `per-player` with found friends (every player has a
    level of their own either way). Who declares after the declarers keep and rise is not: the declarer playing
    alone is named again (`partner`), which `next-player` would not."""
    monkeypatch.chdir(ROOT)
    trial = _trial("rbtying-friends")
    for what in ("`when-declarers-stay`: partner -> same-player", "`when-declarers-stay`: partner -> random",
                 "`per-player`: yes -> no"):
        assert trial.try_one(_mutant(trial, what)).status == EQUIVALENT, what
    assert trial.try_one(_mutant(trial, "`when-declarers-keep`: partner -> next-player")).status == KILLED


def test_who_may_overcall_the_kitty_once_against_the_declarer_alone_is_equivalent(monkeypatch):
    """bidding-3p-2deck: the declarer alone, one kitty overcall (`limit: 1`). The one who buried last is never asked,
    and before the first kitty overcall that is the declarer, the only player `attackers` leaves out besides: both
    words ask the same players, and after one overcall nobody is asked. With more overcalls allowed the declarer may
    answer an attacker's burial under `other-players`, not under `attackers`."""
    import dataclasses

    from verifier.mutate.equal import _normal

    monkeypatch.chdir(ROOT)
    trial = _trial("bidding-3p-2deck")
    assert trial.try_one(_mutant(trial, "`overcaller`: attackers -> other-players")).status == EQUIVALENT
    rules = trial.rules[0]
    assert rules.kitty_overcaller == "attackers" and rules.kitty_limit == 1
    two = dataclasses.replace(rules, kitty_limit=2)
    assert _normal(two) != _normal(dataclasses.replace(two, kitty_overcaller="other-players"))
    partners = dataclasses.replace(rules, teams="partners")
    assert _normal(partners) != _normal(dataclasses.replace(partners, kitty_overcaller="other-players"))


def test_the_levels_of_each_player_after_a_deal_without_friends(monkeypatch):
    """bidding-3p-2deck's next-deal examples, each player at a level of their own: at level 2 and with the attackers
    rising to A, they notice the ladder's first and last changed and the levels made the sides'."""
    monkeypatch.chdir(ROOT)
    trial = _trial("bidding-3p-2deck")
    for what in ("`first`: 2 -> 3", "`last`: A -> K", "`per-player`: yes -> no"):
        assert trial.try_one(_mutant(trial, what)).status == KILLED, what


def test_a_counter_bid_and_the_rounds_a_throw_is_led_in(monkeypatch):
    """bidding-3p-2deck: the counter-bidder exchanges 6 kitty cards (`player 2 exchanges 6 cards`), a throw is led in
    the third round of a side suit, not in the fourth (边三轮), and 3 kitty cards are shown before the bidding:
    examples of each notice the numbers changed; the searches propose a throw in the round that tells them apart, and
    a bidding that says how many cards were shown."""
    import dataclasses

    from verifier.mutate.search import Budget
    from verifier.mutate.trick import bidding_reveals, claim_text, throw_rounds
    from verifier.play.trick.game import Game

    monkeypatch.chdir(ROOT)
    trial = _trial("bidding-3p-2deck")
    for what in ("`counter-exchange`: 6 -> 7", "`counter-exchange`: 6 -> 5", "`first-rounds`: 3 -> 4",
                 "`first-rounds`: 3 -> 2"):
        assert trial.try_one(_mutant(trial, what)).status == KILLED, what
    rules = trial.rules[0]
    found = list(throw_rounds(Game(rules), Game(dataclasses.replace(rules, throw_first_rounds=4)), Budget(20)))
    assert [claim_text(f[0].claim) for f in found] == ['throw "AH KH" in round 4 is refused']
    found = list(throw_rounds(Game(rules), Game(dataclasses.replace(rules, throw_first_rounds=2)), Budget(20)))
    assert [claim_text(f[0].claim) for f in found] == ['throw "AH KH" in round 3 against "3H" stands']
    for what in ("`revealed`: 3 -> 4", "`revealed`: 3 -> 2"):  # the kitty cards shown before the bidding
        assert trial.try_one(_mutant(trial, what)).status == KILLED, what
    found = list(bidding_reveals(Game(rules), Game(dataclasses.replace(rules, bid_revealed=4)), Budget(20)))
    assert [claim_text(f[0].claim) for f in found] == ["bids 200, pass, pass -> player 1 wins at 200, 3 kitty cards shown"]


def test_a_table_with_a_row_that_stays_reads_who_declares_then():
    """A row that keeps the deal without a rise, or lets the attackers rise without taking over, or a figure that a
    per-points amount may bring to 0, is a deal after which `when-declarers-stay` names the declarer."""
    from verifier.mutate.equal import _stays
    from verifier.runtime.trick.rules import Outcome, Row, Rules

    def table(*outcomes):
        return Rules("t", scoring=tuple(Row((), None, o) for o in outcomes))

    rise, take = Outcome("declarers", "keep", 1), Outcome("attackers", "take-over", 0)
    assert not _stays(table(rise, take))
    assert _stays(table(rise, take, Outcome("declarers", "keep", 0)))
    assert _stays(table(rise, Outcome("attackers", "keep", 1)))
    assert _stays(table(Outcome("declarers", "keep", 2, per_points=((-1, 40, "over", 0),)), take))


def test_mandatory_levels_are_a_set_and_the_first_stops_no_rise(monkeypatch):
    """A rise stops on any mandatory level, whatever order they are written in, and never on the ladder's first
    (it steps onto higher levels; past the top the levels start again from it): three-deck-tribute's `3` dropped and
    zhaopengyou-5p-2deck's `J, A` swapped are equivalent; `10` dropped is not. With unused levels given on, a player
    standing on a mandatory level may be raised by none, so the first counts there."""
    from verifier.mutate.equal import _mandatory
    from verifier.runtime.trick.rules import Rules

    monkeypatch.chdir(ROOT)
    tribute = _trial("three-deck-tribute")
    assert tribute.try_one(_mutant(tribute, "`ranks`: 3 dropped")).status == EQUIVALENT
    assert tribute.try_one(_mutant(tribute, "`ranks`: 10 dropped")).status == KILLED
    friends = _trial("zhaopengyou-5p-2deck")
    assert friends.try_one(_mutant(friends, "`ranks`: J and A swapped")).status == EQUIVALENT
    assert friends.try_one(_mutant(friends, "`ranks`: J dropped")).status == KILLED  # stopped-at-j: `to J`
    ladder = ("3", "4", "5")
    assert _mandatory(Rules("t", levels=ladder, mandatory=("5", "3"))) == ("5",)
    assert _mandatory(Rules("t", levels=ladder, mandatory=("5", "3"), unused_levels="transfer")) == ("3", "5")


def test_the_friends_search_names_the_declarer_playing_alone(monkeypatch):
    """`partner` with found friends is the friend, or the declarer playing alone: the share examples with the friend
    at player 2 cannot tell it from `next-player`, the declarer alone can (player 1 declares again)."""
    import dataclasses

    from verifier.mutate.search import Budget
    from verifier.mutate.trick import friends_next
    from verifier.play.trick.game import Game

    monkeypatch.chdir(ROOT)
    rules = _trial("rbtying-friends").rules[0]
    found = list(friends_next(Game(rules), Game(dataclasses.replace(rules, next_keep="next-player")), Budget(200)))
    claim = found[0][0].claim
    assert claim.alone and claim.next_declarer == 1 and found[0][1] == "player 1 declares"


def test_the_friends_search_says_where_a_rise_stops(monkeypatch):
    """With found friends a mandatory level dropped, or the levels it stopped lost instead of given on, is told by
    where a player's rise goes (`to J`) and what it left over (`with 5 to give`): the search proposes such a share
    example, which the checker proves on the original and refutes on the mutant."""
    import dataclasses

    from verifier.mutate.search import Budget
    from verifier.mutate.trick import claim_text, friends_rises
    from verifier.play.trick.game import Game

    monkeypatch.chdir(ROOT)
    flexible = _trial("zhaopengyou-5p-3deck-flexible").rules[0]
    found = list(friends_rises(Game(flexible), Game(dataclasses.replace(flexible, unused_levels="lost")), Budget(400)))
    assert found and "to give" in claim_text(found[0][0].claim)
    two = _trial("zhaopengyou-5p-2deck").rules[0]
    for kept in (("A",), ("J",)):
        found = list(friends_rises(Game(two), Game(dataclasses.replace(two, mandatory=kept)), Budget(400)))
        assert found, kept
        assert all(s.reaches is not None for s in found[0][0].claim.shares if s.role != s.role.ATTACKERS)


def test_later_deals_led_as_the_first_deal_is_the_first_deals_rule_written_out(monkeypatch):
    """`later-deals: same` leads every deal as the first (runtime/climbing/deal.py lead_rule): writing the first deal's
    rule out is equivalent (Gouji's `most-threes`, Big Two's `holder`); another rule is not."""
    monkeypatch.chdir(ROOT)
    for variant, same, other in (("gouji-6p-4deck", "most-threes", "first-out"), ("big-two-4p-1deck", "holder", "emperor")):
        trial = _trial(variant)
        assert trial.try_one(_mutant(trial, f"`later-deals`: same -> {same}")).status == EQUIVALENT
        assert trial.try_one(_mutant(trial, f"`later-deals`: same -> {other}")).status == KILLED


def test_a_decks_removed_cards_and_disjoint_rows_of_cards_left_are_sets(monkeypatch):
    """The cards a deck is dealt without are taken out as a multiset, and the one row holding a count of cards left
    settles it: no mutant swaps them (dropping one still is). A row of cards left from 0 is the row from 1 (no card
    left pays nothing before any row is read); its rate moved is killed."""
    monkeypatch.chdir(ROOT)
    trial = _trial("paodekuai-3p-1deck")
    found = mutants(trial.vfile, trial.original.place_names())
    assert not [m for m in found if m.what.startswith(("`removed`", "`left`")) and "swapped" in m.what]
    assert [m for m in found if m.what.startswith("`removed`") and "dropped" in m.what]
    assert [m for m in found if m.what.startswith("`left`") and "dropped" in m.what]
    assert trial.try_one(_mutant(trial, "`least`: 1 -> 0")).status == EQUIVALENT
    assert trial.try_one(_mutant(trial, "`least`: 2 -> 3")).status == KILLED


def test_a_share_of_the_whole_is_no_share(monkeypatch):
    """A role with no share row carries its team's whole score (runtime/climbing/settlement.py _share): Baohuang's
    lone emperor's `share emperor: 1/1` dropped, or made the guard's (a role the deal has not), settles alike and is
    equivalent; `share rebel: 1/4` dropped (each rebel would carry the side's whole -16) is not."""
    monkeypatch.chdir(ROOT)
    trial = _trial("baohuang-5p-4deck")
    lines = (ROOT_SPEC / "baohuang-5p-4deck.variant").read_text(encoding="utf-8").split("\n")
    whole = next(i + 1 for i, line in enumerate(lines) if "share emperor: 1/1" in line)
    for what in ("`shares`: `share emperor: 1/1` dropped", "`role`: emperor -> guard"):
        assert trial.try_one(_mutant(trial, what, whole if what.startswith("`role`") else None)).status == EQUIVALENT
    assert trial.try_one(_mutant(trial, "`shares`: `share rebel: 1/4` dropped")).status == KILLED
    # the counts a call may be made with are a set (calling.py asks `in`): `cards: 3, 4` swapped is equivalent
    assert trial.try_one(_mutant(trial, "`cards`: 3 and 4 swapped")).status == EQUIVALENT
    assert trial.try_one(_mutant(trial, "`cards`: 3 dropped")).status == KILLED


def test_the_call_of_the_emperor_is_pinned_by_a_call_step_by_step(tmp_path, monkeypatch):
    """Baohuang without its call examples: the call passed the other way (让庄 counter-clockwise) survives, and the
    search of calls step by step (mutate/climbing.py callings) pins it with a call after a pass, which C956 refutes
    under the mutant (the call comes to the other neighbour)."""
    import re

    text = (ROOT_SPEC / "baohuang-5p-4deck.variant").read_text(encoding="utf-8")
    text = re.sub(r"\n    example [\w-]+: call [^\n]*(\n      [@d][^\n]*)*", "", text).replace(
        "variant baohuang-5p-4deck", "variant mine")
    monkeypatch.chdir(tmp_path)
    pinned = pinned_survivor(tmp_path, text, "`pass-the-call`: clockwise -> counter-clockwise", "C956")
    assert pinned.text.startswith("example: call player 1 passes, player 5 calls with")


def test_a_round_ending_after_two_circles_or_when_all_passed_is_equivalent(monkeypatch):
    """Each player asked beats, passes (out of the set at least) or defers once: a second circle asks only Baohuang's
    first-circle deferrers, a third nobody. `circles: 2` made 3, or `ends: circles` made `all-pass`, is equivalent;
    `circles: 1` takes the deferrer's second circle away (the example of the deferrer in the second circle notices
    it); Gouji's `all-pass` made `circles` (of one: its deferrer answers within the first, `next-two`) is equivalent."""
    monkeypatch.chdir(ROOT)
    trial = _trial("baohuang-5p-4deck")
    for what in ("`circles`: 2 -> 3", "`ends`: circles -> all-pass"):
        assert trial.try_one(_mutant(trial, what)).status == EQUIVALENT
    assert trial.try_one(_mutant(trial, "`circles`: 2 -> 1")).status == KILLED
    trial = _trial("gouji-6p-4deck")
    assert trial.try_one(_mutant(trial, "`ends`: all-pass -> circles")).status == EQUIVALENT


def test_a_gouji_threshold_of_no_card_is_one_of_one_card(monkeypatch):
    """Every set holds a card of its core rank: `threshold BJ: 1` made 0 makes the same gouji sets (equivalent);
    `threshold 2: 1` made 2 does not (the example `"2" is a gouji set` notices it)."""
    monkeypatch.chdir(ROOT)
    trial = _trial("gouji-6p-4deck")
    lines = (ROOT_SPEC / "gouji-6p-4deck.variant").read_text(encoding="utf-8").split("\n")
    row = next(i + 1 for i, line in enumerate(lines) if line.strip().startswith("threshold BJ: 1"))
    assert trial.try_one(_mutant(trial, "`count`: 1 -> 0", row)).status == EQUIVALENT
    row = next(i + 1 for i, line in enumerate(lines) if line.strip().startswith("threshold 2: 1"))
    assert trial.try_one(_mutant(trial, "`count`: 1 -> 2", row)).status == KILLED

