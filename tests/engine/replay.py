"""A worked example of the trick-taking family asked of the engine's facade (the referee a game server loads), as the
engine reads it: the replay of every example of spec/ (test_examples.py) and of every generated variant's examples
(tests/properties/). An AssertionError says the engine disagrees with the example."""
import pytest

from verifier import model as m
from verifier.language.printer.climbing import claim as claim_text
from verifier.runtime.climbing.sets import SetError
from verifier.runtime.trick import ids as I

ROLES = ("emperor", "guard", "rebel", "landlord", "peasant")


def replay_trick(game, example, kitty: bool, cited: str = "spec/"):
    """Ask the facade what `example` claims; `kitty`: an overcall written in `kitty overcall`; `cited`: how the
    rules the engine cites begin (the folder of the variant files)."""
    claim = example.claim
    ctx = game.context(example.context.level, example.context.trump) if example.context else None
    if isinstance(claim, m.CombinationClaim):
        cards = game.cards(claim.cards)
        if claim.combination == m.ComboKind.TRACTOR:
            assert game.is_tractor(cards, ctx) == claim.holds
        else:
            assert (game.combination(cards, ctx) == claim.combination.value) == claim.holds
    elif isinstance(claim, m.OrderClaim):
        forward = game.trick_winner([claim.lower, claim.higher], ctx)
        backward = game.trick_winner([claim.higher, claim.lower], ctx)
        if claim.equal:
            assert (forward, backward) == (0, 0)
        else:
            assert (forward, backward) == (1, 0)
    elif isinstance(claim, m.TrickClaim):
        assert game.trick_winner(claim.plays, ctx) + 1 == claim.winner
    elif isinstance(claim, m.FollowClaim):
        ruling = game.follow_ruling(claim.hand, claim.lead, claim.play, ctx)
        assert ruling.legal == claim.legal, ruling.reason
        assert ruling.rule.startswith(cited) or ruling.legal
    elif isinstance(claim, m.ThrowClaim):
        if claim.round is not None:  # the deal's trick phase: may a throw be led in that round of its suit
            assert (game.throw_closed(claim.throw, ctx, claim.round) is not None) == claim.refused
            if claim.refused:
                return
        ruling = game.throw_ruling(claim.throw, claim.others, ctx)
        assert ruling.legal == claim.stands, ruling.reason
        if not claim.stands:
            assert sorted(ruling.forced) == sorted(claim.forced)
            assert ruling.rule.startswith(cited)
    elif isinstance(claim, m.OvercallClaim):
        assert game.overcalls(claim.declaration, claim.standing, ctx, kitty=kitty) == claim.holds
    elif isinstance(claim, m.ReinforceClaim):  # the referee of a deal: own declared, then standing, then the show
        assert game.may_reinforce(claim.declaration, claim.own, claim.standing, ctx) == claim.holds
    elif isinstance(claim, m.DeclareClaim):  # the referee of a deal, with the claim's hand
        # without a deal stated, the first deal's last round, where every scope but later deals counts
        when = (True, True) if claim.first_deal is None else (claim.first_deal, claim.after_deal)
        made = game.declaration_made(claim.hand, claim.declaration, ctx, *when)
        assert (made is not None) == claim.holds
        assert claim.makes is None or made == claim.makes
    elif isinstance(claim, m.KittyBonusClaim):
        assert game.kitty_multiplier(claim.last_trick, ctx) == claim.multiplier
    elif isinstance(claim, m.WorthClaim):
        assert game.worth(claim.cards) == claim.points
    elif isinstance(claim, m.ScoreClaim):
        sides = [claim.last_trick.value] if claim.last_trick else ["declarers", "attackers"]
        want = claim.outcome
        for side in sides:
            got = game.settle(claim.points, last_trick=side, bid=claim.bid, kitty=claim.kitty or None)
            assert got.side == (want.side.value if want.side else None)
            assert got.kind == want.kind.value
            points = min(claim.points, game.rules.scoring_cap or claim.points)
            levels = want.amount
            for e in want.extras:
                if isinstance(e, m.PerPoints):
                    distance = points - e.reference if e.position == m.Position.OVER else e.reference - points
                    levels += e.amount * (distance // e.points) if distance > 0 else 0
            per_card = tuple((e.amount, e.card) for e in want.extras if isinstance(e, m.PerKittyCard))
            if claim.kitty:  # with the kitty given, the per-card extras are counted into the levels
                levels += sum(amount * sum(1 for c in claim.kitty if c.rank == card) for amount, card in per_card)
                per_card = ()
            assert got.levels == levels
            assert got.per_kitty_card == per_card
            assert got.round_ends == any(isinstance(e, m.RoundEnds) for e in want.extras)
            assert got.rule.startswith(cited)
    elif isinstance(claim, m.ShareClaim):  # the engine's end phase shares the levels out (级差权)
        wanted = {s.role.value: s.levels for s in claim.shares}
        winners = [claim.last_trick.value] if claim.last_trick else \
            ["declarer", "attackers"] + ([] if claim.alone else ["friend"])
        for winner in winners:
            gains = game.level_shares(claim.points, winner, alone=claim.alone,
                                      spoils=claim.spoils.value if claim.spoils else None, level=claim.level,
                                      last_cards=claim.last_cards or None,
                                      trump=example.context.trump if example.context else "NT")
            attackers = gains[1:] if claim.alone else gains[2:]
            assert gains[0] == wanted.get("declarer", 0)
            assert claim.alone or gains[1] == wanted.get("friend", 0)
            assert set(attackers) == {wanted.get("attackers", 0)}
            if any(s.reaches is not None for s in claim.shares):  # the end phase's rise by seat
                rise = game.rise_with_friends(claim.points, winner, alone=claim.alone,
                                              spoils=claim.spoils.value if claim.spoils else None, level=claim.level)
                seats = {"declarer": [0], "friend": [] if claim.alone else [1],
                         "attackers": list(range(1 if claim.alone else 2, len(rise.levels)))}
                for share in claim.shares:
                    for seat in seats[share.role.value] if share.reaches is not None else ():
                        assert not rise.passed[seat] and rise.levels[seat] == share.reaches
                        if share.left is not None:
                            assert rise.stopped[seat] == share.left
                            assert not share.left or (rise.offered[seat] == 0) == share.left_lost
            if claim.next_declarer is not None:  # the end phase's own next declarer (players from 1)
                seat = game.next_declarer_with_friends(claim.points, winner, alone=claim.alone, level=claim.level,
                                                       trump=example.context.trump if example.context else "NT")
                assert seat + 1 == claim.next_declarer
    elif isinstance(claim, m.TributeDealClaim):  # the next deal's tribute phase, with the holder's cards
        sides = [claim.last_trick.value] if claim.last_trick else ["declarers", "attackers"]
        for side in sides:
            got = game.tribute(claim.points, side, kitty=claim.kitty or None,
                               holder=claim.holder.value if claim.holder else None, held=claim.held)
            given = claim.given
            if isinstance(given, m.TributeTurned):
                assert (got.giver, got.count, got.receiver) == (given.giver.value, given.count,
                                                                given.receiver.value)
            elif given.kind == m.OutcomeKind.NOTHING:
                assert got.giver is None and got.count == 0
            else:
                assert (got.side, got.count, got.giver, got.turned) == (given.side.value, given.amount, "giver", None)
                assert got.row.startswith(cited)
    elif isinstance(claim, m.FaceDownClaim):  # each player declares in turn during the deal; the biggest stands
        assert game.face_down(claim.declarations, ctx) == claim.stands
    elif isinstance(claim, m.ExchangeClaim):  # the exchange after declarations face down, give by give
        found = game.exchange_after_face_down(claim.declarations, ctx, {h.player: h.cards for h in claim.holdings},
                                              [(g.giver, g.cards, g.receiver) for g in claim.gives])
        made = [(giver + 1, sorted(cards), receiver + 1) for giver, receiver, cards in found.gives]
        assert made == [(g.giver, sorted(I.ids(g.cards)), g.receiver) for g in claim.gives]
        assert (found.refusal is None) == claim.gives[-1].holds and found.unstated is None
    elif isinstance(claim, m.TurnDeclarerClaim):  # a later deal's declaring: who becomes the declarer
        steps = [(s.side.value, s.declaration or None) for s in claim.steps]
        assert game.turn_declarer(steps, ctx) == claim.declarer
    elif isinstance(claim, m.FirstDeclarerClaim):  # the first deal's declaring: who becomes the declarer
        from verifier.runtime.trick.situations.deal import Refusal
        steps = [(s.player, s.declaration) for s in claim.steps]
        if claim.refused is not None:
            found = game.first_declarer(steps + [(claim.refused.player, claim.refused.declaration)], ctx)
            assert isinstance(found, Refusal) and found.index == len(steps) + 1
        else:
            assert game.first_declarer(steps, ctx) == (None if claim.drawn else claim.declarer)
            if claim.stake is not None:
                assert game.first_deal_stake(steps, ctx) == claim.stake
    elif isinstance(claim, m.NextDealClaim):  # the deal's end: the rise, mandatory and defended levels, the seat
        from verifier.runtime.trick.situations.deal import seat_of
        for side in [claim.last_trick.value] if claim.last_trick else ["declarers", "attackers"]:
            found = game.next_deal(claim.points, side, claim.level, claim.attackers_level, claim.kitty or None,
                                   claim.last_cards or None)
            for fact in claim.facts:
                if fact.declarer is not None:
                    assert found.declarer == seat_of(fact.declarer.value, game.engine.rules.players)
                elif fact.match_won:
                    assert found.winner == fact.side.value
                else:
                    assert found.levels[fact.side.value] == fact.level
    elif isinstance(claim, m.BiddingClaim):  # the bids and passes in turn: who wins, or the last step refused
        found = game.bidding(claim.steps)
        assert [bid for _, bid in found.steps] == list(claim.steps[:len(found.steps)])
        if claim.refused:
            assert found.refusal is not None and found.refusal.index == len(claim.steps)
        else:
            assert (found.refusal, found.unstated, len(found.steps)) == (None, None, len(claim.steps))
            assert (found.winner, found.bid) == (claim.winner, claim.bid)
            assert claim.revealed is None or found.revealed == claim.revealed  # the kitty cards turned up
    elif isinstance(claim, m.FriendCallClaim):  # the call, then the plays of the called card: who is the friend
        found = game.friend_after_call(claim.card, claim.copy, [(p.player, p.cards) for p in claim.plays], ctx,
                                       claim.held)
        assert (found.refusal is not None) == claim.refused
        if not claim.refused:
            assert found.friend == (None if claim.friend is None else claim.friend - 1)
    elif isinstance(claim, m.BuryClaim):  # the declarer's burial, or another player's jokers into the kitty
        assert game.may_bury(claim.hand, claim.buried, ctx, claim.kitty or None, claim.picked) == claim.holds
    elif isinstance(claim, m.NobodyDeclaresClaim):  # a deal nobody declares in: the fallbacks on its kitty
        found = game.nobody_declares(claim.first_deal, claim.level, claim.kitty)
        assert found.trump == claim.trump
        if claim.declarer is not None:
            assert (found.declarer, found.drawn) == (claim.declarer, False)
    elif isinstance(claim, m.KittyOvercallClaim):  # overcalls of the kitty in turn: the trump, declarer and stake
        standing = (claim.standing.player, claim.standing.cards) if claim.standing is not None else None
        found = game.kitty_overcalls(claim.level, standing, [(s.player, s.cards) for s in claim.steps],
                                     claim.bid_trump)
        assert hasattr(found, "reason") == claim.refused
        if claim.refused:
            assert found.index == len(claim.steps)
        else:
            stated = (claim.trump, claim.declarer, claim.stake, claim.exchanged)
            assert tuple(s if s is None else f for s, f in zip(stated, (found.trump, found.declarer + 1,
                                                                        found.stake, found.exchanged))) == stated
    elif isinstance(claim, m.TurnClaim):  # a later deal's referee, the side in turn being the declarers
        after = claim.turn == m.TurnMoment.AFTER_PASS
        assert game.may_declare_in_turn(claim.side.value, claim.declaration, ctx, after) == claim.holds
    else:  # pragma: no cover - a new kind of claim needs a case here
        pytest.fail(f"no facade check for {type(claim).__name__}")


def _roles(order):
    """Team labels of a finishing order (`a`, `b`) as the facade's team names; roles stay roles."""
    labels = list(dict.fromkeys(r for r in order if r not in ROLES))
    return [r if r in ROLES else f"team {labels.index(r)}" for r in order]


def replay_climbing(game, block, example, cited: str = "spec/"):
    """Ask the climbing facade what `example`, written in `block`, claims."""
    claim = example.claim
    if example.context is not None:  # the deal's level (Guandan's `level=5`)
        game = game.at(example.context.level)
    if isinstance(claim, m.SetClaim):
        ruling = game.set_ruling(" ".join(claim.cards))
        assert ruling.legal == claim.holds, ruling.reason
    elif isinstance(claim, m.BeatClaim):
        ruling = game.beats(" ".join(claim.beater), " ".join(claim.standing))
        assert ruling.legal == claim.holds, ruling.reason
        assert ruling.legal or ruling.rule.startswith(cited)
    elif isinstance(claim, m.GoujiClaim):
        try:
            found = game.is_gouji(" ".join(claim.cards))
        except SetError:  # no set is a gouji set
            found = False
        assert found == claim.holds
    elif isinstance(claim, m.SettleClaim):
        kind = claim.table or (str(block.kind) if isinstance(block, m.Settlement) else "normal")
        from verifier.runtime.climbing.settlement import stake_of
        stake = stake_of(game.rules.table(kind), claim.bid, claim.bombs, claim.spring) if claim.bid is not None else 1
        found = game.settle(tuple(range(len(claim.order))), _roles(claim.order), kind, claim.left, stake)
        got = {claim.order[seat]: score for seat, score in enumerate(found.seats)}
        assert {s.role: got[s.role] for s in claim.scores} == {s.role: s.score for s in claim.scores}
        assert found.rule.startswith(cited)
    elif isinstance(claim, m.AnswerClaim):
        ruling = game.may_answer(" ".join(claim.hand), " ".join(claim.standing), claim.source.value)
        assert ruling.legal == claim.holds, ruling.reason
    elif isinstance(claim, m.BurnClaim):
        ruling = game.may_burn(" ".join(claim.hand), " ".join(claim.standing))
        assert ruling.legal == claim.holds, ruling.reason
    elif isinstance(claim, m.CallClaim):
        verdict, rule = game.call(" ".join(str(card) for card in claim.hand))
        # a hand the forced call makes call may also call of its own accord (as C956 reads `may call`)
        assert verdict in (("may", "must") if claim.verdict == m.CallVerdict.MAY else (claim.verdict.value,))
        assert rule.startswith(cited)
    elif isinstance(claim, m.TributeClaim):
        assert game.tribute(claim.count, " ".join(claim.hand)) == list(claim.given)
    elif isinstance(claim, m.LeadClaim):  # who leads the first set: players from 1, seats from 0
        hands = [[] for _ in range(game.rules.players)]
        for held in claim.holds:
            hands[held.player - 1] += [str(card) for card in held.cards]
        roles = {fact.role: fact.player - 1 for fact in claim.roles}
        previous = [p - 1 for p in claim.after] if claim.after is not None else None
        found = game.leader(hands, previous, roles.get("emperor"), roles.get("landlord"),
                            None if claim.giver is None else claim.giver - 1)
        assert found + 1 == claim.leader
        if claim.cards:  # may the leader lead this set first
            ruling = game.first_lead_ruling(hands, " ".join(claim.cards), previous, roles.get("emperor"),
                                            roles.get("landlord"), None if claim.giver is None else claim.giver - 1)
            assert ruling.legal == claim.may
    elif isinstance(claim, m.RevoltClaim):  # a hand that must revolt may too
        verdict, rule = game.revolt(" ".join(claim.hand))
        assert rule.startswith(cited)
        assert {"may": verdict in ("may", "must"), "must": verdict == "must", "may-not": verdict == "may-not",
                "need-not": verdict == "may"}[claim.verdict.value]
    elif isinstance(claim, m.RevolutionPlacesClaim):
        found = game.revolution_places([p - 1 for p in claim.order], [p - 1 for p in claim.revolted])
        assert (None if found is None else tuple(s + 1 for s in found)) == claim.places
    elif isinstance(claim, m.RoundClaim):  # the steps on the engine's round, then who leads or may the player
        steps = [(s.player - 1, s.action, " ".join(s.cards) or None, s.out) for s in claim.steps]
        if claim.action == "over":
            assert game.round_after(steps)[0] is None
        elif claim.action == "lead":
            assert game.round_after(steps)[0] == (claim.player - 1, "lead")
        else:
            asked = (claim.player - 1, claim.action, " ".join(claim.cards) or None)
            assert game.round_after(steps, asked)[1].legal == claim.holds
    elif isinstance(claim, m.CallingClaim):  # the call of the emperor step by step: players from 1, seats from 0
        steps = [(s.player - 1, s.action, [str(c) for c in s.cards]) for s in claim.steps]
        holds = {}
        for h in claim.holds:
            holds.setdefault(h.player - 1, []).extend(str(c) for c in h.cards)
        emperor, guard, lone = game.calling(steps, holds, [str(c) for c in claim.aside])
        assert (None if emperor is None else emperor + 1) == claim.emperor and lone == claim.lone
        assert claim.lone or claim.emperor is None or (None if guard is None else guard + 1) == claim.guard
    elif isinstance(claim, m.ShownClaim):  # 报牌: the engine's own rule of a hand's shown count
        assert (game.rules.public_count(claim.cards) is not None) == claim.holds
    elif isinstance(claim, m.TributePlacesClaim):  # who gives tribute to whom: players from 1, seats from 0
        found = game.tribute_flows([p - 1 for p in claim.after], claim.agreed,
                                   None if claim.last is None else claim.last - 1)
        assert sorted((g + 1, k, r + 1) for g, k, r in found) == \
            sorted((f.giver, f.count, f.receiver) for f in claim.flows)
    else:  # pragma: no cover - a new kind of claim needs a case here
        pytest.fail(f"no facade check for `{claim_text(claim)}`")
