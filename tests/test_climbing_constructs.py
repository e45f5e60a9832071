"""Every construct of the climbing family builds the model it means (tests/fixtures/every-climbing-construct.variant)."""
import os

import pytest

from verifier import model as m
from verifier.diagnostics import DiagnosticError
from verifier.language.parser import parse_file

from conftest import FIXTURES, parse_fragment, resolve_texts


@pytest.fixture(scope="module")
def sample():
    return parse_file(os.path.join(FIXTURES, "every-climbing-construct.variant"))


def first(vfile, cls):
    return next(s for s in vfile.statements if isinstance(s, cls))


def claims(block):
    return [e.claim for e in block.examples]


def test_header_and_deal(sample):
    assert first(sample, m.FamilyRule).family == m.Family.CLIMBING
    assert first(sample, m.Teams).kind == m.TeamKind.ALTERNATE
    assert first(sample, m.RankOrder).ranks == ("BJ", "SJ", "2", "A", "K", "Q", "J", "10", "9", "8", "7", "6", "5",
                                                 "4", "3")
    assert first(sample, m.RankOrder).cites == (m.Cite(source="s", quote="3 最小"),)
    assert first(sample, m.Money).ranks == ("2",)
    assert first(sample, m.Deal).leftover == m.Leftover.NONE


def test_set_and_beat(sample):
    kind = first(sample, m.SetKind)
    assert (kind.name, kind.shape, kind.min_count, kind.attach) == (
        "plain", m.SetShape.SAME_RANK, 1, (m.Attach.SMALL_JOKERS, m.Attach.BIG_JOKERS, m.Attach.MONEY))
    assert claims(kind) == [m.SetClaim(("SJ", "8", "8", "8"), True), m.SetClaim(("8", "9"), False)]
    beat = first(sample, m.Beat)
    assert (beat.count, beat.rank, beat.jokers_on_plain) == (m.BeatCount.SAME, m.BeatRank.HIGHER, m.Permission.ALLOWED)
    small, big = beat.covers
    assert (small.attached, small.by, small.count, small.rank) == ("SJ", m.CoverTerm.BIG_JOKERS, m.CoverTerm.AS_MANY,
                                                                   m.CoverTerm.HIGHER_RANK)
    assert (big.attached, big.by, big.count) == ("BJ", m.CoverTerm.DEAD, None)
    assert claims(beat) == [m.BeatClaim(("BJ", "BJ", "J", "J", "J"), ("SJ", "SJ", "9", "9", "9"), True),
                            m.BeatClaim(("9", "9"), ("10", "10"), False)]


def test_round_and_first_lead(sample):
    r = first(sample, m.Round)
    assert (r.passing, r.may_pass, r.defer, r.defer_on, r.ends, r.circles, r.close, r.next_lead, r.take_the_wind) == (
        m.PassScope.ROUND_EXCEPT_OPPOSITE, True, m.DeferScope.NEXT_TWO, m.DeferOn.OPPOSITE_SET, m.RoundEnd.ALL_PASS, 2,
        m.Closer.OPPOSITE, m.NextLead.LAST_SET, m.Wind.NEXT_PLAYER)
    over = [x.claim for x in r.examples if isinstance(x.claim, m.RoundClaim) and x.claim.action == "over"]
    assert len(over) == 1 and over[0].steps[0].out and over[0].player == 0
    lead = first(sample, m.FirstLead)
    assert (lead.first_deal, lead.later_deals, lead.threes) == (m.LeadBy.MOST_THREES, m.LeadBy.SAME, 2)


def test_places_and_settlements(sample):
    places = first(sample, m.Places)
    assert places.end == m.DealEnd.ONE_LEFT
    assert [(p.place, p.label) for p in places.names][:2] == [("first", "头科"), ("second", "二科")]
    assert places.names[2].label is None
    normal, seized, open_guard = [s for s in sample.statements if isinstance(s, m.Settlement)]
    assert normal.kind == m.DealKind.NORMAL and [r.score for r in normal.rows] == [4, 2, 0, 0, -2, -4]
    assert (normal.scored, normal.positive_only, normal.sweep, normal.sweep_multiplier, normal.zero_sum) == (
        m.Scored.PER_TEAM, True, 3, 2, False)
    assert normal.shares == (m.ShareRow("member", 1, 1),)
    assert claims(normal) == [m.SettleClaim(("a", "b", "a", "b", "a", "b"), None,
                                            (m.RoleScore("a", 2), m.RoleScore("b", 0)))]
    assert seized.fixed == (m.FixedRow("emperor", "first", True, (m.RoleScore("emperor", 40), m.RoleScore("rebel", -10))),
                            m.FixedRow("emperor", "first", False,
                                       (m.RoleScore("emperor", -40), m.RoleScore("rebel", 10))))
    assert claims(seized)[0].table == "seized"
    assert (open_guard.of, open_guard.multiplier) == (m.DealKind.NORMAL, 2)


def test_gouji_rules(sample):
    gouji = first(sample, m.GoujiSets)
    assert [(t.rank, t.count) for t in gouji.thresholds] == [("BJ", 1), ("2", 1), ("10", 5)]
    assert gouji.answer == m.Answerer.OPPOSITE
    assert claims(gouji) == [m.GoujiClaim(("Q", "Q", "Q"), True), m.GoujiClaim(("Q", "Q"), False),
                             m.AnswerClaim(("A", "A"), ("K", "K"), m.Relation.TEAMMATE, False)]
    burn = first(sample, m.Burn)
    assert burn.condition == (m.BurnCondition.JOKERS_UNTIL_LAST, m.BurnCondition.ONE_RANK_LEFT)
    assert claims(burn)[1] == m.BurnClaim(("A", "A", "5", "6"), ("K", "K"), False)
    assert first(sample, m.NoOpposite).after == m.NoOppositeWhen.FIRST_OUT
    assert first(sample, m.FreeForAll).after == 2
    assert first(sample, m.ShowCount).at_most == 10
    shown = [(x.claim.cards, x.claim.holds) for x in first(sample, m.ShowCount).examples]
    assert shown == [(10, True), (1, False)]
    assert first(sample, m.Advice).from_out == m.Unlimited.ANY_COUNT
    assert first(sample, m.FinalGouji).places == ("first", "second")
    rev = first(sample, m.Revolution)
    assert (rev.without, rev.counts_as, rev.counts_as_if_teammates_top, rev.void_at) == (("BJ", "SJ", "2"), "fourth",
                                                                                         "third", 2)


def test_tribute_and_call(sample):
    tribute = first(sample, m.Tribute)
    assert [(t.count, t.giver, t.receiver) for t in tribute.places] == [(2, "last", "first"), (1, "second-last",
                                                                                               "second")]
    assert tribute.legal == ("BJ", "SJ", "2") and tribute.after_sweep == m.AfterSweep.TO_OPPOSITE
    assert claims(tribute) == [m.TributeClaim(2, ("SJ", "2", "2", "K"), ("SJ", "2")),
                               m.TributeClaim(1, ("K", "Q", "3"), ()),
                               m.TributePlacesClaim((1, 2, 3, 4, 5, 6), (m.TributeFlow(6, 2, 1), m.TributeFlow(5, 1, 2))),
                               m.TributePlacesClaim((1, 3, 5, 2, 4, 6), (m.TributeFlow(2, 1, 5), m.TributeFlow(4, 1, 1),
                                                                         m.TributeFlow(6, 1, 3)), ("same-team-tribute",))]
    revolution = first(sample, m.Revolution)
    assert claims(revolution) == [m.RevoltClaim(("A", "K", "K", "5"), m.CallVerdict.MAY),
                                  m.RevoltClaim(("A", "K", "2"), m.CallVerdict.MAY_NOT),
                                  m.RevoltClaim(("A", "K", "K", "5"), m.CallVerdict.NEED_NOT),
                                  m.RevolutionPlacesClaim((2, 3, 4, 5, 6), (1,), (2, 3, 4, 1, 5, 6)),
                                  m.RevolutionPlacesClaim((3, 4, 5, 6), (1, 2), None)]
    call = first(sample, m.Call)
    assert (call.marked, call.cards, call.forced, call.lone_emperor, call.seize) == ("BJ", (3, 4), 3, 4,
                                                                                    m.Permission.ALLOWED)
    assert [x.verdict for x in claims(call) if isinstance(x, m.CallClaim)] == [m.CallVerdict.MAY, m.CallVerdict.MAY_NOT,
                                                                                 m.CallVerdict.MUST]
    called = [x for x in claims(call) if isinstance(x, m.CallingClaim)]
    assert [(c.emperor, c.guard, c.lone) for c in called] == [(2, 4, False), (1, None, True), (None, None, False)]
    assert [s.action for s in called[0].steps] == ["pass", "call"] and str(called[2].aside[0]) == "AH"
    assert claims(call)[0].hand[0].suit == "H"


def test_resolved_fields_and_keys(sample):
    library = resolve_texts(p=open(os.path.join(FIXTURES, "every-climbing-construct.variant"), encoding="utf-8")
                            .read().replace("every-climbing-construct", "p"),
                            k="variant k extends p {\n  remove settlement seized because \"no seizing\"\n"
                              "  remove set plain because \"x\"\n  override rank order BJ > SJ > A\n}\n")
    parent, child = library.resolve("p"), library.resolve("k")
    assert parent.is_climbing and parent.settlement("seized") is not None and parent.sets[0].name == "plain"
    assert child.settlement("seized") is None and child.sets == () and child.rank_order.ranks == ("BJ", "SJ", "A")
    assert {(ch.key, ch.action) for ch in child.changes} == {("settlement seized", "removed"), ("set plain", "removed"),
                                                             ("rank order", "overridden")}


def test_a_suit_in_a_set_is_kept_in_the_model():
    """Suits written in a climbing claim are kept (symbols as letters): Big Two ranks them, a straight flush and a
    wild card need them; a game whose sets have no suits reads the ranks alone (Gouji: "8S 8H SJ" is two eights with
    a small joker)."""
    (kind,) = parse_fragment('set plain {\n  example: "8♠ 8H SJ" is a set\n}').statements
    assert kind.examples[0].claim.cards == ("8S", "8H", "SJ")


@pytest.mark.parametrize("text, code", [
    ("rank order BJ > SJ > BJ", "E216"), ("beat {\n cover SJ: dead, as-many\n}", "E217"),
    ("beat {\n cover SJ: big-jokers, big-jokers\n}", "E217"), ("settlement nromal {\n}", "E203"),
])
def test_bad_values(text, code):
    with pytest.raises(DiagnosticError) as caught:
        parse_fragment(text)
    assert [d.code for d in caught.value.diagnostics] == [code]
