"""Every construct of the language builds the model it means (the fixture holds each one at least once)."""
import pytest

from verifier import model as m
from verifier.runtime.cards import Card
from verifier.diagnostics import DiagnosticError

from conftest import parse_fragment, resolve_texts


def first(vfile, cls):
    return next(s for s in vfile.statements if isinstance(s, cls))


def only(vfile):
    (statement,) = vfile.statements
    return statement


def test_header(every_construct):
    v = every_construct
    assert first(v, m.Title).names == (m.LocalName("zh", "样例"), m.LocalName("en", "Sample"))
    assert first(v, m.FamilyRule).family == m.Family.TRICK_TAKING
    source = first(v, m.Source)
    assert (source.alias, source.file, source.section) == ("s", "000_79ebff438be5e347.txt", "打扑克牌升级都有些什么规则")


def test_deal(every_construct):
    v = every_construct
    players = first(v, m.Players)
    assert (players.least, players.most) == (4, 5)
    assert players.cites == (m.Cite(source="s", quote="该游戏由4位游戏者参与"),)
    assert first(v, m.Teams).kind == m.TeamKind.PARTNERS
    assert first(v, m.DirectionRule).cites == (m.Cite(decision="why not"),)
    decks = first(v, m.Decks)
    assert (decks.count, decks.jokers, decks.removed) == (3, False, (Card("3", "S"), Card("3", "H")))
    assert first(v, m.Hand).size == 25 and first(v, m.Kitty).size == 8
    assert first(v, m.Points).values == (m.PointValue("5", 5), m.PointValue("10", 10), m.PointValue("K", 10))


def test_levels_and_order(every_construct):
    v = every_construct
    assert (first(v, m.Levels).first, first(v, m.Levels).last) == ("2", "A")
    assert first(v, m.MandatoryLevels).ranks == ("5", "10", "K")
    assert first(v, m.PastTopRule).then == m.PastTop.MATCH_WON
    assert first(v, m.Ranks).order[:3] == ("A", "K", "Q")
    assert first(v, m.PermanentTrumps).ranks == ("2", "3")
    tiers = first(v, m.TrumpOrder).tiers
    assert tiers == (
        m.Tier(m.TierCards.BIG_JOKER), m.Tier(m.TierCards.SMALL_JOKER),
        m.Tier(m.TierCards.LEVEL, None, m.SuitGroup.TRUMP_SUIT), m.Tier(m.TierCards.LEVEL, None, m.SuitGroup.OTHER_SUITS),
        m.Tier(m.TierCards.RANK, "2", m.SuitGroup.TRUMP_SUIT), m.Tier(m.TierCards.RANK, "2", m.SuitGroup.OTHER_SUITS),
        m.Tier(m.TierCards.RANK, "3"), m.Tier(m.TierCards.TRUMP_SUIT))


def test_levels_of_chosen_ranks():
    levels = only(parse_fragment("levels 5, 10, K"))
    assert (levels.first, levels.last, levels.ranks) == ("5", "K", ("5", "10", "K"))
    assert levels.steps == ("5", "10", "K")
    run = only(parse_fragment("levels 2 to 5"))
    assert (run.ranks, run.steps) == ((), ("2", "3", "4", "5"))


def test_levels_of_chosen_ranks_override_a_run():
    library = resolve_texts(p="variant p {\n  levels 2 to A\n}\n",
                            c="variant c extends p {\n  override levels 5, 10, K\n}\n")
    assert library.resolve("c").levels.steps == ("5", "10", "K")
    assert library.resolve("p").levels.steps[-1] == "A"


def test_levels_listed_twice_is_an_error():
    with pytest.raises(DiagnosticError) as caught:
        parse_fragment("levels 5, 10, 5")
    (diag,) = caught.value.diagnostics
    assert diag.code == "E215" and (diag.span.line, diag.span.column) == (2, 15)


def test_combinations(every_construct):
    combos = {c.kind: c for c in every_construct.statements if isinstance(c, m.Combination)}
    assert set(combos) == {m.ComboKind.SINGLE, m.ComboKind.PAIR, m.ComboKind.TRIPLE, m.ComboKind.TRACTOR,
                           m.ComboKind.TRIPLE_TRACTOR}
    tractor = combos[m.ComboKind.TRACTOR]
    assert (tractor.min_length, tractor.adjacency) == (2, m.Adjacency.CARD_ORDER)
    kkqq, aa22 = tractor.examples
    assert kkqq.name == "kkqq" and kkqq.context == m.TrumpContext("10", "S")
    assert kkqq.claim == m.CombinationClaim(tuple(Card(r, "S") for r in "KKQQ"), m.ComboKind.TRACTOR, True)
    assert kkqq.cites == (m.Cite(source="s", quote="KKQQ"),)
    assert aa22.claim.holds is False
    assert combos[m.ComboKind.TRIPLE_TRACTOR].adjacency == m.Adjacency.NATURAL_RANKS
    assert combos[m.ComboKind.PAIR].examples[0].claim.combination == m.ComboKind.PAIR


def test_throw(every_construct):
    throw = first(every_construct, m.Throw)
    assert (throw.suits, throw.judge, throw.on_failure, throw.penalty, throw.penalty_levels) == (
        "one-suit", m.ThrowJudge.EACH_COMPONENT, m.ThrowFailure.SMALLEST_BEATEN, 10, 1)
    fails, stands = (e.claim for e in throw.examples)
    assert fails.stands is False and fails.forced == (Card("9", "S"),)
    assert fails.others == ((Card("J", "S"),), (Card("3", "S"),))
    assert stands.stands is True and stands.forced == ()


def test_declare(every_construct):
    declare = first(every_construct, m.Declare)
    shows = {s.name: s for s in declare.shows}
    assert shows["single"].parts == (m.ShowPart(1, "level"),)
    assert shows["pair"].scope == m.DealScope.LATER_DEALS
    assert shows["red"].parts == (m.ShowPart(1, "BJ"), m.ShowPart(1, "level", ("H", "D")))
    assert shows["red"].scope == m.DealScope.FIRST_DEAL
    assert shows["nt"].scope == m.DealScope.AFTER_THE_DEAL
    assert {n: s.target for n, s in shows.items()} == {
        "single": m.DeclareTarget.OWN_SUIT, "pair": m.DeclareTarget.OWN_SUIT, "red": m.DeclareTarget.OWN_SUIT,
        "nt": m.DeclareTarget.NO_TRUMP, "any": m.DeclareTarget.CHOSEN_SUIT, "grab": m.DeclareTarget.NEXT_DRAWN_SUIT}
    assert declare.order.steps == (m.OvercallStep("single"), m.OvercallStep("pair"), m.OvercallStep("pair", "S"),
                                   m.OvercallStep("nt"), m.OvercallStep("any"))
    assert (declare.reinforce, declare.self_overcall) == (m.Reinforce.ALLOWED, m.Permission.FORBIDDEN)
    assert declare.step_by_step == ("pair",)
    assert declare.nobody_declares == (m.Fallback.DRAW_KITTY_CARD, m.Fallback.REDEAL)
    assert declare.nobody_declares_first_deal == (m.Fallback.LOWEST_KITTY_CARD,)
    assert (declare.first_declarer, declare.stake, declare.overcall_limit) == (m.FirstDeclarer.FIRST_TO_DECLARE, 2, 10)
    (yes, own, other, no, face_down, first_turn, after_pass, made_pair, made_late, made_any, made_next, too_early,
     exchange, declarer, first_declarer, drawn, refused, nobody, again) = (e.claim for e in declare.examples)
    ten_h = (Card("10", "H"),) * 2
    assert made_pair == m.DeclareClaim(ten_h + (Card("4", "C"),), ten_h, True, False, False, "H")
    assert made_late == m.DeclareClaim((Card("SJ"),) * 2, (Card("SJ"),) * 2, True, True, True, "NT")
    assert made_any == m.DeclareClaim((Card("BJ"),) * 3, (Card("BJ"),) * 3, True, None, False, "chosen-suit")
    assert made_next.makes == "next-drawn-suit" and made_next.first_deal is False
    assert too_early == m.DeclareClaim(ten_h, ten_h, False, True, False, None)
    assert nobody == m.NobodyDeclaresClaim(True, "10", (Card("BJ"), Card("9", "H"), Card("5", "C"), Card("6", "S")),
                                           "C", 3)
    assert again == m.NobodyDeclaresClaim(False, "9", (Card("BJ"), Card("SJ")), None)
    assert exchange == m.ExchangeClaim(((Card("10", "S"),), (Card("10", "H"),) * 2),
                                       (m.ExchangeGive(1, (Card("10", "S"),), 2),
                                        m.ExchangeGive(2, (Card("4", "H"),), 1, False)),
                                       (m.PlayerHolds(2, (Card("4", "H"),)),))
    assert declarer == m.TurnDeclarerClaim((m.TurnStep(m.Side.DECLARERS), m.TurnStep(m.Side.ATTACKERS, (Card("10", "H"),)),
                                            m.TurnStep(m.Side.ATTACKERS, (Card("10", "S"),) * 2)), 1)
    assert face_down == m.FaceDownClaim(((Card("10", "S"),), (Card("10", "H"),) * 2), 2)
    assert first_declarer == m.FirstDeclarerClaim((m.FirstStep(1, (Card("10", "H"),)),
                                                   m.FirstStep(2, (Card("10", "S"),) * 2)), 1, stake=2)
    assert drawn == m.FirstDeclarerClaim((m.FirstStep(1, (Card("10", "H"),)), m.FirstStep(1, (Card("10", "H"),) * 2)),
                                         drawn=True)
    assert refused == m.FirstDeclarerClaim((m.FirstStep(1, (Card("10", "H"),)),),
                                           refused=m.FirstStep(1, (Card("10", "S"),) * 2))
    assert first_turn == m.TurnClaim(m.Side.ATTACKERS, (Card("10", "H"),), m.TurnMoment.FIRST, False)
    assert after_pass == m.TurnClaim(m.Side.DECLARERS, (Card("10", "H"),), m.TurnMoment.AFTER_PASS, True)
    assert yes == m.OvercallClaim((Card("10", "H"),) * 2, (Card("10", "S"),), True) and no.holds is False
    assert own == m.ReinforceClaim((Card("10", "S"),) * 2, (Card("10", "S"),), None, True)
    assert other == m.ReinforceClaim((Card("10", "H"),) * 2, (Card("10", "H"),), (Card("10", "S"),) * 2, False)
    assert declare.remarks[0].text == "first come first served"


def test_kitty_overcall_and_bury(every_construct):
    ko = first(every_construct, m.KittyOvercall)
    assert [s.suit for s in ko.order.steps] == ["D", "C", "H", "S"] and ko.stake == 2
    assert (ko.overcaller, ko.declarer, ko.undeclared, ko.limit) == (
        m.KittyOvercaller.ATTACKERS, m.KittyDeclarer.OVERCALLER, m.Permission.ALLOWED, 3)
    made, refused = (e.claim for e in ko.examples)
    pair = lambda suit: (Card("10", suit),) * 2  # noqa: E731
    assert made == m.KittyOvercallClaim((m.KittyStep(2, pair("H")), m.KittyStep(4, pair("S"))), m.KittyStep(1, pair("D")),
                                        "10", "S", 4, 4)
    assert refused == m.KittyOvercallClaim((m.KittyStep(2, pair("C")),), None, "9", refused=True)
    bury = first(every_construct, m.Bury)
    declarer, others = (e.claim for e in bury.examples)
    assert declarer == m.BuryClaim((Card("BJ"), Card("5", "S"), Card("4", "S")), (Card("BJ"), Card("5", "S")), False)
    assert others == m.BuryClaim((Card("BJ"), Card("9", "S")), (Card("BJ"),), True, (Card("3", "C"), Card("4", "C")),
                                 (Card("3", "C"),))
    assert (bury.points, bury.jokers, bury.show_jokers) == (m.Permission.ALLOWED, m.Permission.FORBIDDEN, True)
    assert (bury.others_bury_jokers, bury.pick_up, bury.all_points_closes, bury.dry_pot) == (
        m.Permission.ALLOWED, m.PickUp.SMALLEST_NON_POINT, True, False)


def test_follow_and_ruff(every_construct):
    follow = first(every_construct, m.Follow)
    assert (follow.suit, follow.ties) == (m.FollowSuit.MUST_FOLLOW, m.Ties.FIRST_PLAYED)
    led = {rule.led: rule.ladder for rule in follow.led}
    assert led[m.ComboKind.TRACTOR] == (m.Shape((m.ShapeTerm(None, "tractor"),)),
                                        m.Shape((m.ShapeTerm(None, "pair", True),)),
                                        m.Shape((m.ShapeTerm(None, "any"),)))
    titanic = led[m.ComboKind.TRIPLE_TRACTOR]
    assert titanic[1] == m.Shape((m.ShapeTerm(None, "tractor"), m.ShapeTerm(2, "any")))
    assert titanic[2] == m.Shape((m.ShapeTerm(2, "triple", True),))
    assert titanic[-1] == m.Shape((m.ShapeTerm(6, "single", True),))
    assert follow.protect == (m.ComboKind.TRIPLE, m.ComboKind.TRACTOR)
    legal, illegal = (e.claim for e in follow.examples)
    assert legal.legal and not illegal.legal and illegal.play == (Card("4", "H"),)
    ruff = first(every_construct, m.Ruff)
    assert (ruff.when_void, ruff.shape, ruff.compare) == (m.RuffWhenVoid.MAY_RUFF, m.RuffShape.MUST_MATCH,
                                                          m.RuffCompare.LEAD_SHAPE)
    trick = ruff.examples[0].claim
    assert len(trick.plays) == 3 and trick.winner == 3


def test_kitty_bonus(every_construct):
    bonus = first(every_construct, m.KittyBonus)
    rows = {r.combination: r.multiplier for r in bonus.rows}
    assert rows["single"] == m.Multiplier(2)
    assert rows["tractor"] == m.Multiplier(8, False, "x", 2, "pair")
    assert rows["triple-tractor"] == m.Multiplier(6, False, "+", 2, "triple")
    assert rows["any"] == m.Multiplier(2, True)
    assert bonus.throw == m.BonusThrow.LARGEST_COMPONENT
    assert bonus.examples[0].claim == m.KittyBonusClaim((Card("4", "S"),) * 2, 4)
    assert first(every_construct, m.KittyBonusCap).multiplier == 64


def test_scoring(every_construct):
    scoring = first(every_construct, m.Scoring)
    assert scoring.precedence == m.Precedence.FIRST_ROW
    rows = scoring.rows
    assert rows[0].conditions == (m.PointsCondition(m.Compare.EQ, 0),) and rows[0].label == "大光头"
    assert rows[0].outcome == m.Outcome(m.Side.DECLARERS, m.OutcomeKind.KEEP, 3)
    assert rows[2].outcome == m.Outcome(m.Side.DECLARERS, m.OutcomeKind.KEEP, 0)
    assert rows[3].outcome.extras == (m.PerPoints(1, 40, m.Position.OVER, 200),)
    assert rows[3].outcome.also == m.Rise(m.Side.DECLARERS, 1)  # both sides rise
    assert rows[5].conditions[1] == m.LastTrickCondition(m.Side.ATTACKERS)
    assert rows[5].outcome.extras == (m.PerKittyCard(2, "BJ"), m.PerKittyCard(1, "SJ"), m.RoundEnds())
    assert rows[6].outcome == m.Outcome(None, m.OutcomeKind.NOTHING, 0, (m.RoundEnds(),))
    score, kitty = (e.claim for e in scoring.examples[:2])
    assert score == m.ScoreClaim(35, None, m.Outcome(m.Side.DECLARERS, m.OutcomeKind.KEEP, 2))
    assert kitty.last_trick == m.Side.ATTACKERS and kitty.outcome.kind == m.OutcomeKind.TAKE_OVER
    assert first(every_construct, m.ScoringCap).points == 200


def test_settlements(every_construct):
    nd = first(every_construct, m.NextDeclarer)
    assert (nd.first_deal, nd.when_declarers_keep, nd.when_declarers_stay, nd.when_attackers_take_over) == (
        m.SeatChoice.FIRST_TO_DECLARE, m.SeatChoice.PARTNER, m.SeatChoice.SAME_PLAYER, m.SeatChoice.NEXT_PLAYER)
    (next_deal,) = (e.claim for e in nd.examples)
    assert next_deal == m.NextDealClaim(100, m.Side.ATTACKERS, "9", "K", (
        m.NextFact(m.Side.ATTACKERS, "A"), m.NextFact(declarer=m.SeatChoice.NEXT_PLAYER),
        m.NextFact(m.Side.ATTACKERS, match_won=True)), (Card("BJ"),), (Card("J", "H"),))
    tribute = first(every_construct, m.Tribute)
    assert (tribute.giver, tribute.receiver, tribute.cards, tribute.returned) == (
        "player-before-declarer", "declarer", "highest-non-point", "side-non-point")
    assert (tribute.reversal, tribute.reversal_partner) == ((Card("BJ"), Card("10", "S")),
                                                            m.ReversalPartner.NO_TRIBUTE)
    kitty_row = first(every_construct, m.Scoring).rows[-1]
    assert kitty_row.conditions[0] == m.KittyCondition(2, "BJ")
    assert first(every_construct, m.Scoring).examples[2].claim.kitty[:2] == (Card("BJ"), Card("BJ"))
    assert tribute.rows[0].outcome == m.Outcome(m.Side.ATTACKERS, m.OutcomeKind.GIVE, 1,
                                                (m.PerPoints(1, 10, m.Position.UNDER, 80),))
    plain, turned, partner = (e.claim for e in tribute.examples)
    assert plain == m.TributeDealClaim(60, None, m.Outcome(m.Side.ATTACKERS, m.OutcomeKind.GIVE, 3))
    assert turned == m.TributeDealClaim(60, m.Side.ATTACKERS, m.TributeTurned(m.TributeRole.RECEIVER, 3,
                                                                              m.TributeRole.GIVER),
                                        (Card("BJ"), Card("3", "C")), m.TributeRole.GIVER, (Card("BJ"), Card("10", "S")))
    assert (partner.holder, partner.given.kind) == (m.TributeRole.PARTNER, m.OutcomeKind.NOTHING)
    places = first(every_construct, m.Places)
    assert [(r.place, r.score) for r in places.rows] == [("first", 4), ("second", 2), ("third", 0), ("last", -4)]


def test_top_level_examples_and_remarks(every_construct):
    examples = [s for s in every_construct.statements if isinstance(s, m.Example)]
    assert [e.claim for e in examples] == [
        m.OrderClaim((Card("10", "H"),), (Card("10", "S"),)),
        m.OrderClaim((Card("10", "H"),), (Card("10", "S"),), equal=True),
        m.FriendCallClaim((Card("A", "H"),), 2, (m.CalledPlay(3, (Card("A", "H"),)), m.CalledPlay(4, (Card("A", "H"),))),
                          4, held=(Card("A", "H"),)),
        m.FriendCallClaim((Card("A", "H"),), 1, (m.CalledPlay(1, (Card("A", "H"),)),), None),
        m.FriendCallClaim((Card("A", "H"),), 3, (), None, refused=True),
        m.BiddingClaim((150, None, 120, None), 3, 120), m.BiddingClaim((150, 155), None, refused=True),
        m.BiddingClaim((None, None), None)]
    assert examples[1].context == m.TrumpContext("10", "NT")
    (remark,) = [s for s in every_construct.statements if isinstance(s, m.Remark)]
    assert (remark.name, remark.text, remark.cites) == ("time", "出牌时限为30秒", (m.Cite(decision="not enforced"),))


def test_spans_point_at_the_source(every_construct):
    hand = first(every_construct, m.Hand)
    assert hand.span.file.endswith("every-construct.variant")
    assert (hand.span.line, hand.span.column, hand.span.end_column) == (10, 3, 10)
    tractor = next(c for c in every_construct.statements if isinstance(c, m.Combination) and c.kind.value == "tractor")
    example = tractor.examples[0]
    assert (example.span.line, example.span.column) == (25, 5)
    assert (example.cites[0].span.line, example.cites[0].span.column) == (25, 64)


def test_suit_symbols_and_lowercase_notation():
    vfile = parse_fragment('examples { example level=10 trump=♥: "k♥ q♠" > "10c" }')
    claim = vfile.statements[0].claim
    assert claim.higher == (Card("K", "H"), Card("Q", "S")) and claim.lower == (Card("10", "C"),)
    assert vfile.statements[0].context.trump == "H"


def test_child_resolution(library):
    child = library.resolve("child")
    assert child.lineage == ("child", "every-construct")
    assert child.hand.size == 26 and child.hand.origin == "child"
    assert child.kitty.size == 8 and child.kitty.origin == "every-construct"
    assert child.combination(m.ComboKind.TRACTOR) is None
    assert child.combination(m.ComboKind.PAIR) is not None
    assert [r.name for r in child.remarks] == ["child-note"]
    assert child.kitty_bonus.rows == (m.BonusRow("any", m.Multiplier(2)),)
    assert child.title.names == (m.LocalName("en", "Child"),)
    assert {(c.key, c.action, c.reason) for c in child.changes} == {
        ("title", "added", None), ("hand", "overridden", None), ("tractor", "removed", "no tractors here"),
        ("remark time", "removed", "no clock here"), ("kitty bonus", "overridden", None),
        ("remark child-note", "added", None)}


def test_title_is_not_inherited():
    library = resolve_texts(a='variant a { title en "A" hand 3 }', b="variant b extends a { }")
    assert library.resolve("b").title is None and library.resolve("b").hand.size == 3


def test_the_constructs_of_the_outside_tests():
    """Issue 24's constructs: `rainbow` with `min-size` and its `rainbow led:` ladder, `protect: quad`,
    `friends { smaller-side-bonus, level-shares: each }`, `declare { first-receiver }`; each prints back as written."""
    from verifier.language.printer import print_file
    text = ("rainbow { min-size: 9 }\n"
            "follow {\n  rainbow led: rainbow > any\n  protect: triple, quad\n}\n"
            "friends {\n  level-shares: each\n  smaller-side-bonus: 1\n}\n"
            "declare {\n  show single: 1 level card -> own-suit\n  first-receiver: random\n}")
    vfile = parse_fragment(text)
    rainbow = first(vfile, m.Combination)
    assert (rainbow.kind, rainbow.min_size) == (m.ComboKind.RAINBOW, 9)
    follow = first(vfile, m.Follow)
    (rule,) = follow.led
    assert rule.led == m.ComboKind.RAINBOW and [[t.unit for t in s.terms] for s in rule.ladder] == [["rainbow"], ["any"]]
    assert follow.protect == (m.TupleKind.TRIPLE, m.TupleKind.QUAD)
    friends = first(vfile, m.Friends)
    assert (friends.level_shares, friends.smaller_side_bonus) == (m.LevelShares.EACH, 1)
    assert first(vfile, m.Declare).first_receiver == m.FirstReceiver.RANDOM
    assert parse_fragment(print_file(vfile).split("{", 1)[1].rsplit("}", 1)[0]).statements == vfile.statements
