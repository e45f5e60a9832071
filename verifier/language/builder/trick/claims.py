"""The model builder's callbacks for the trick-taking family's claims: what a worked example states (`"KK" is a
pair`, a trick, a follow, a score, a tribute, the next deal, a friend called…; the bidding's claim is both families': bidding.py), each value checked."""
from __future__ import annotations

from lark import Token, Tree, v_args

from .... import model as m
from .scoring import TrickScoring


@v_args(meta=True)
class TrickClaims(TrickScoring):
    """One callback per claim of the trick-taking family and per part of one (a score's outcome is scoring's)."""

    def combination_claim(self, meta, c):
        holds = not any(isinstance(x, Token) and x.type == "NOT" for x in c)
        return m.CombinationClaim(self.cards(c[0]), self.word(m.ComboKind, c[-1]), holds, span=self.span(meta))

    def order_claim(self, meta, c):
        return m.OrderClaim(self.cards(c[0]), self.cards(c[1]), span=self.span(meta))

    def equal_claim(self, meta, c):
        return m.OrderClaim(self.cards(c[0]), self.cards(c[1]), equal=True, span=self.span(meta))

    def throw_claim(self, meta, c):
        verdict = c[-1]
        rounds = [x for x in c[1:-1] if isinstance(x, tuple)]
        others = tuple(self.cards(t) for t in c[1:-1] if not isinstance(t, tuple))
        forced = self.cards(verdict.children[0]) if verdict.data == "throw_fails" else ()
        return m.ThrowClaim(self.cards(c[0]), others, verdict.data == "throw_stands", forced,
                            round=rounds[0][1] if rounds else None, span=self.span(meta))

    def throw_refused_claim(self, meta, c):
        return m.ThrowClaim(self.cards(c[0]), (), False, round=c[1][1], refused=True, span=self.span(meta))

    def throw_round(self, meta, c):
        number = self.integer(c[0])
        if number < 1:
            self.fail("E207", f"round {number}", c[0], "expected a round from 1",
                      help="round 1 is the first trick led in the thrown suit")
        return ("round", number)

    def throw_stands(self, meta, c):
        return Tree("throw_stands", c, meta)

    def throw_fails(self, meta, c):
        return Tree("throw_fails", c, meta)

    def trick_claim(self, meta, c):
        plays = tuple(self.cards(t) for t in c[:-1])
        return m.TrickClaim(plays, self._one_of(c[-1], len(plays), "play"), span=self.span(meta))

    def _one_of(self, token, count: int, what: str) -> int:
        """The number `token` names one of a claim's `count` numbered items (E207 if it is not)."""
        n = self.integer(token)
        if not 1 <= n <= count:
            self.fail("E207", f"{what} {n} is not one of the {count} {what}s", token, f"expected 1 to {count}")
        return n

    def follow_claim(self, meta, c):
        legal = not any(isinstance(x, Token) and x.type == "NOT" for x in c)
        return m.FollowClaim(self.cards(c[0]), self.cards(c[1]), self.cards(c[2]), legal, span=self.span(meta))

    def overcall_claim(self, meta, c):
        holds = not any(isinstance(x, Token) and x.type == "NOT" for x in c)
        return m.OvercallClaim(self.cards(c[0]), self.cards(c[-1]), holds, span=self.span(meta))

    def declare_claim(self, meta, c):
        holds = not any(isinstance(x, Token) and x.type == "NOT" for x in c)
        lists = [x for x in c if isinstance(x, Token) and x.type == "STRING"]
        when = next((x[1:] for x in c if isinstance(x, tuple) and x[0] == "when"), (None, False))
        makes = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "makes"), None)
        return m.DeclareClaim(self.cards(lists[0]), self.cards(lists[1]), holds, *when, makes, span=self.span(meta))

    def while_dealt(self, meta, c):
        return "when", c[0], False

    def after_last_card(self, meta, c):
        return "when", c[0], True

    def makes_trump(self, meta, c):
        return "makes", self.suit(c[0])

    def makes_no_trump(self, meta, c):
        return "makes", "NT"

    def makes_chosen_suit(self, meta, c):
        return "makes", "chosen-suit"

    def makes_next_drawn_suit(self, meta, c):
        return "makes", "next-drawn-suit"

    def reinforce_claim(self, meta, c):
        holds = not any(isinstance(x, Token) and x.type == "NOT" for x in c)
        lists = [self.cards(x) for x in c if not (isinstance(x, Token) and x.type == "NOT")]
        return m.ReinforceClaim(lists[0], lists[1], lists[2] if len(lists) > 2 else None, holds,
                                span=self.span(meta))

    def kitty_bonus_claim(self, meta, c):
        return m.KittyBonusClaim(self.cards(c[0]), self.integer(c[1]), span=self.span(meta))

    def worth_claim(self, meta, c):
        return m.WorthClaim(self.cards(c[0]), self.integer(c[1]), span=self.span(meta))

    def score_claim(self, meta, c):
        side = next((self.word(m.Side, x) for x in c[1:] if isinstance(x, Token) and x.type == "NAME"), None)
        outcome = next(x for x in c if isinstance(x, m.Outcome))
        extras = tuple(x for x in c if isinstance(x, (m.PerPoints, m.PerKittyCard, m.RoundEnds)))
        outcome = m.Outcome(outcome.side, outcome.kind, outcome.amount, extras, self._also(outcome, c),
                            span=outcome.span)
        bid = next((x[1] for x in c if isinstance(x, tuple) and x and x[0] == "at_bid"), None)
        kitty = next((x[1] for x in c if isinstance(x, tuple) and x and x[0] == "with_kitty"), ())
        return m.ScoreClaim(self.integer(c[0]), side, outcome, bid, kitty, span=self.span(meta))

    def tribute_deal_claim(self, meta, c):
        side = next((self.word(m.Side, x) for x in c[1:] if isinstance(x, Token) and x.type == "NAME"), None)
        given = next(x for x in c if isinstance(x, (m.Outcome, m.TributeTurned)))
        if isinstance(given, m.Outcome) and given.kind not in (m.OutcomeKind.GIVE, m.OutcomeKind.NOTHING):
            self.fail("E203", "a tribute example ends with the tribute given: `SIDE give N`, `ROLE gives N to ROLE` "
                      "or `nothing`", given.span, "not a tribute", help="e.g. `-> attackers give 2`")
        kitty = next((x[1] for x in c if isinstance(x, tuple) and x and x[0] == "with_kitty"), ())
        holds = next((x[1:] for x in c if isinstance(x, tuple) and x and x[0] == "holds"), (None, ()))
        return m.TributeDealClaim(self.integer(c[0]), side, given, kitty, holds[0], holds[1], span=self.span(meta))

    def tribute_holds(self, meta, c):
        return ("holds", self.word(m.TributeRole, c[0]), self.cards(c[1]))

    def tribute_turned(self, meta, c):
        giver, receiver = self.word(m.TributeRole, c[0]), self.word(m.TributeRole, c[2])
        if {giver, receiver} != {m.TributeRole.GIVER, m.TributeRole.RECEIVER}:
            self.fail("E203", f"the tribute goes between the giver and the receiver, not from {c[0]} to {c[2]}",
                      c[0], "not the tribute's players", help="`giver gives N to receiver`, or turned round "
                      "`receiver gives N to giver`")
        return m.TributeTurned(giver, self.integer(c[1]), receiver, span=self.span(meta))

    def face_down_claim(self, meta, c):
        declarations = tuple(self.cards(t) for t in c[:-1])
        return m.FaceDownClaim(declarations, self._one_of(c[-1], len(declarations), "declaration"), span=self.span(meta))

    def turn_claim(self, meta, c):
        holds = not any(isinstance(x, Token) and x.type == "NOT" for x in c)
        turn = next(x for x in c if isinstance(x, m.TurnMoment))
        return m.TurnClaim(m.Side(str(c[0])), self.cards(next(x for x in c if isinstance(x, Token)
                                                              and x.type == "STRING")), turn, holds,
                           span=self.span(meta))

    def exchange_claim(self, meta, c):
        declarations = tuple(self.cards(t) for t in c if isinstance(t, Token))
        parts = [x for x in c if isinstance(x, tuple)]  # (node, the tokens of its player numbers)
        holdings = tuple(x for x, _ in parts if isinstance(x, m.PlayerHolds))
        gives = tuple(x for x, _ in parts if isinstance(x, m.ExchangeGive))
        n = len(declarations)
        for token in (t for _, tokens in parts for t in tokens):
            if len(str(token)) <= 9 and not 1 <= int(token) <= n:  # (a longer number is E207 already)
                self.fail("E207", f"player {token} made none of the {n} declarations", token,
                          f"expected a player from 1 to {n}", help="player N is the player of declaration N")
        refused = next((i for i, g in enumerate(gives) if not g.holds), None)
        if refused is not None and refused != len(gives) - 1:
            self.fail("E203", "a give the referee refuses ends the exchange: `may not give` is the example's last",
                      gives[refused].span, "not the last give", help="move it to the end, or make it a give")
        return m.ExchangeClaim(declarations, gives, holdings, span=self.span(meta))

    def exchange_holds(self, meta, c):
        return m.PlayerHolds(self.integer(c[0]), self.cards(c[1]), span=self.span(meta)), (c[0],)

    def exchange_given(self, meta, c, holds=True):
        giver, receiver = self.integer(c[0]), self.integer(c[2])
        if giver == receiver:
            self.fail("E203", f"player {giver} gives to themselves", c[2], "the giver again",
                      help="an exchange gives cards to another player")
        return m.ExchangeGive(giver, self.cards(c[1]), receiver, holds, span=self.span(meta)), (c[0], c[2])

    def exchange_refused(self, meta, c):
        return self.exchange_given(meta, c, holds=False)

    def turn_declarer_claim(self, meta, c):
        steps = tuple(x for x in c if isinstance(x, m.TurnStep))
        for i, step in enumerate(steps):
            if not step.declaration and (i or step.side != m.Side.DECLARERS):
                self.fail("E203", "only the side in turn passes, before anyone declares: `turn declarers pass, …`",
                          step.span, "not the declarers' pass first", help="the declarers (the side the deal "
                          "passes to) pass first; then the attackers declare")
        declared = sum(1 for step in steps if step.declaration)
        declarer = self.integer(c[-1])
        if not 1 <= declarer <= declared:
            self.fail("E207", f"player {declarer} made none of the {declared} declarations", c[-1],
                      f"expected a player from 1 to {declared}" if declared else "no declaration",
                      help="player N is the player of declaration N (passes are not counted)")
        return m.TurnDeclarerClaim(steps, declarer, span=self.span(meta))

    def first_declarer_claim(self, meta, c):
        steps, result = tuple(c[:-1]), c[-1]
        for step in steps + ((result,) if isinstance(result, m.FirstStep) else ()):
            if step.player < 1:
                self.fail("E207", f"there is no player {step.player}", step.span, "expected a player from 1",
                          help="players are counted from the first receiver (player 1) in the order of play")
        if isinstance(result, m.FirstStep):
            return m.FirstDeclarerClaim(steps, refused=result, span=self.span(meta))
        stakes = [self.integer(x.children[0]) for x in result.children if isinstance(x, Tree)]
        stake = stakes[0] if stakes else None
        if stake is not None and stake < 1:
            self.fail("E207", f"a stake of x{stake}", result.children[-1].children[0], "expected x1 or more",
                      help="the stake multiplies the deal's base: x1 for none")
        if result.data == "first_drawn":
            return m.FirstDeclarerClaim(steps, drawn=True, stake=stake, span=self.span(meta))
        token = result.children[0]
        declarer = self.integer(token)
        if declarer not in {step.player for step in steps}:
            self.fail("E207", f"player {declarer} made none of these declarations", token,
                      "not a player who declared", help="the first deal's declarer is one of the players who declared")
        return m.FirstDeclarerClaim(steps, declarer=declarer, stake=stake, span=self.span(meta))

    def first_step(self, meta, c):
        return m.FirstStep(self.integer(c[0]), self.cards(c[1]), span=self.span(meta))

    def first_is_declarer(self, meta, c):
        return Tree("first_is_declarer", c, meta)

    def first_drawn(self, meta, c):
        return Tree("first_drawn", c, meta)

    def first_stake(self, meta, c):
        return Tree("first_stake", c, meta)

    def first_refused(self, meta, c):
        return m.FirstStep(self.integer(c[0]), self.cards(c[1]), span=self.span(meta))

    def next_deal_claim(self, meta, c):
        last = next((self.word(m.Side, x) for x in c[1:] if isinstance(x, Token) and x.type == "NAME"), None)
        level = next(self.level(x) for x in c[1:] if isinstance(x, Token) and x.type in ("ATOM", "INT"))
        other = next((x for x in c if isinstance(x, tuple) and x[0] != "with_kitty"), None)
        kitty = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "with_kitty"), ())
        if other is not None and other[0] != m.Side.ATTACKERS:
            self.fail("E203", "the deal is played at the declarers' level; the other level given is the attackers'",
                      other[2], "not the attackers", help="e.g. `at level 9, attackers at 5`")
        facts = tuple(x for x in c if isinstance(x, m.NextFact))
        won = next((self.cards(x) for x in c if isinstance(x, Token) and x.type == "STRING"), ())
        return m.NextDealClaim(self.integer(c[0]), last, level, other[1] if other else None, facts, kitty, won,
                               span=self.span(meta))

    def next_levels(self, meta, c):
        return (m.Side(str(c[0])), self.level(c[1]), c[0])

    def next_level(self, meta, c):
        return m.NextFact(m.Side(str(c[0])), self.level(c[1]), span=self.span(meta))

    def next_declares(self, meta, c):
        seat = self.word(m.SeatChoice, c[0])
        if seat == m.SeatChoice.RANDOM:
            self.fail("E203", "a random declarer is no fact an example can state", c[0], "random",
                      help="name the seat: same-player, partner, next-player, next-attacker or first-to-declare")
        return m.NextFact(declarer=seat, span=self.span(meta))

    def next_match_won(self, meta, c):
        return m.NextFact(m.Side(str(c[0])), match_won=True, span=self.span(meta))

    def friend_call_claim(self, meta, c):
        card = self.cards(c[0])
        if len(card) != 1:
            self.fail("E206", "a friend is called by one card", c[0], "not one card", help='e.g. `call "AH" copy 2`')
        copy = self.integer(c[1])
        if copy < 1:
            self.fail("E207", f"there is no copy {copy}", c[1], "expected 1 for the first copy played, 2 for the next")
        held = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "held"), ())
        plays = tuple(x for x in c if isinstance(x, m.CalledPlay))
        result = c[-1]
        return m.FriendCallClaim(card, copy, plays, result[0], result[1], held,
                                 span=self.span(meta))

    def call_held(self, meta, c):
        return ("held", self.cards(c[0]))

    def called_play(self, meta, c):
        player = self.integer(c[0])
        if player < 1:
            self.fail("E207", f"there is no player {player}", c[0], "expected a player from 1",
                      help="player 1 is the declarer, player 2 the next in the direction of play")
        return m.CalledPlay(player, self.cards(c[1]), span=self.span(meta))

    def call_friend(self, meta, c):
        if str(c[1]) != "friend":
            self.fail("E203", f"`{c[1]}` is not a valid value here", c[1], "expected `friend`",
                      help="`player N is the friend`", guess="friend")
        return self.integer(c[0]), False

    def call_alone(self, meta, c):
        return None, False

    def call_refused(self, meta, c):
        return None, True

    def bury_claim(self, meta, c):
        holds = not any(isinstance(x, Token) and x.type == "NOT" for x in c)
        lists = [self.cards(x) for x in c if isinstance(x, Token) and x.type == "STRING"]
        into = next((x for x in c if isinstance(x, tuple)), ((), ()))
        return m.BuryClaim(lists[0], lists[1], holds, into[0], into[1], span=self.span(meta))

    def bury_into(self, meta, c):
        return self.cards(c[0]), self.cards(c[1]) if len(c) > 1 else ()

    def nobody_declares_claim(self, meta, c):
        level = self.level(c[1])
        trump, declarer = c[3]
        return m.NobodyDeclaresClaim(c[0], level, c[2][1], trump, declarer, span=self.span(meta))

    def kitty_overcall_claim(self, meta, c):
        *steps, standing, level, (trump, declarer, stake, refused, exchanged) = c
        if exchanged is not None and exchanged[0] != steps[-1].player:
            self.fail("E203", f"player {exchanged[0]} made no overcall here: only the last overcaller's exchange is "
                      f"stated (player {steps[-1].player}'s)", steps[-1].span, "the last overcall",
                      help=f"`player {steps[-1].player} exchanges {exchanged[1]} cards`")
        if refused is not None and refused != steps[-1].player:
            self.fail("E203", f"player {refused} made no overcall here: only the last overcall can be refused "
                      f"(player {steps[-1].player}'s)", steps[-1].span, "the last overcall",
                      help=f"`-> player {steps[-1].player} may not overcall`")
        bid_trump = None
        if isinstance(standing, tuple):  # after a bidding: (its winner, the trump named)
            standing, bid_trump = standing
        return m.KittyOvercallClaim(tuple(steps), standing, self.level(level), trump, declarer, stake,
                                    refused is not None, bid_trump, exchanged[1] if exchanged else None,
                                    span=self.span(meta))

    def kitty_step(self, meta, c):
        return m.KittyStep(self._player(c[0]), self.cards(c[1]), span=self.span(meta))

    def kitty_declared(self, meta, c):
        return self.kitty_step(meta, c)

    def kitty_undeclared(self, meta, c):
        return None

    def kitty_bid_won(self, meta, c):
        return m.KittyStep(self._player(c[0]), (), span=self.span(meta)), self.suit(c[1], allow_nt=True)

    def kitty_made(self, meta, c):
        facts = dict(c)
        return facts.get("trump"), facts.get("declarer"), facts.get("stake"), None, facts.get("exchanged")

    def kitty_refused(self, meta, c):
        return None, None, None, self._player(c[0]), None

    def kitty_exchanged(self, meta, c):
        count = self.integer(c[1])
        if count < 1:
            self.fail("E207", f"{count} cards exchanged", c[1], "expected a number of cards from 1",
                      help="the overcaller takes up the kitty's cards (or a few of them) and buries as many")
        return "exchanged", (self._player(c[0]), count)

    def kitty_trump(self, meta, c):
        return "trump", self.suit(c[0], allow_nt=True)

    def kitty_declarer(self, meta, c):
        return "declarer", self._player(c[0])

    def kitty_stake(self, meta, c):
        stake = self.integer(c[0])
        if stake < 1:
            self.fail("E207", f"a stake of x{stake}", c[0], "expected a factor from 1",
                      help="the stake starts at x1 and each overcall multiplies it (`stake`)")
        return "stake", stake

    def _player(self, token) -> int:
        player = self.integer(token)
        if player < 1:
            self.fail("E207", f"there is no player {player}", token, "expected a player from 1",
                      help="player 1 receives the first card, player 2 the next")
        return player

    def first_deal(self, meta, c):
        return True

    def later_deal(self, meta, c):
        return False

    def nobody_trump(self, meta, c):
        declarer = self.integer(c[1]) if len(c) > 1 else None
        if declarer is not None and declarer < 1:
            self.fail("E207", f"there is no player {declarer}", c[1], "expected a player from 1",
                      help="player 1 receives the first card (in a later deal, the declarer), player 2 the next")
        return self.suit(c[0], allow_nt=True), declarer

    def nobody_dealt_again(self, meta, c):
        return None, None

    def turn_pass(self, meta, c):
        return m.TurnStep(m.Side(str(c[0])), span=self.span(meta))

    def turn_declares(self, meta, c):
        return m.TurnStep(m.Side(str(c[0])), self.cards(c[1]), span=self.span(meta))

    def turn_first(self, meta, c):
        return m.TurnMoment.FIRST

    def turn_after_pass(self, meta, c):
        return m.TurnMoment.AFTER_PASS

    def shares_claim(self, meta, c):
        facts = dict(x for x in c if isinstance(x, tuple))
        shares = tuple(x for x in c if isinstance(x, m.RoleShare))
        last = facts.get("last")
        return m.ShareClaim(self.integer(c[0]), last[0] if last else None, shares,
                            last_cards=last[1] if last else (), alone="alone" in facts, level=facts.get("level"),
                            spoils=facts.get("spoils"), next_declarer=facts.get("next"), span=self.span(meta))

    def share_next(self, meta, c):
        return ("next", self.integer(c[0]))

    def share_last_trick(self, meta, c):
        cards = self.cards(c[0]) if len(c) > 1 else ()
        return ("last", (self.word(m.ShareRole, c[-1]), cards))

    def share_alone(self, meta, c):
        return ("alone", True)

    def share_level(self, meta, c):
        return ("level", self.rank(c[0]))

    def share_spoils(self, meta, c):
        return ("spoils", self.word(m.ShareRole, c[0]))

    def share(self, meta, c):
        rise = c[2] if len(c) > 2 else {}
        return m.RoleShare(self.word(m.ShareRole, c[0]), self.integer(c[1]), reaches=rise.get("reaches"),
                           left=rise.get("left"), left_lost=rise.get("lost", False), span=self.span(meta))

    def share_rise(self, meta, c):
        return {"reaches": self.rank(c[0]), **(c[1] if len(c) > 1 else {})}

    def share_to_give(self, meta, c):
        return {"left": self.integer(c[0])}

    def share_lost(self, meta, c):
        return {"left": self.integer(c[0]), "lost": True}

    def at_bid(self, meta, c):
        return ("at_bid", self.integer(c[0]))

    def with_kitty(self, meta, c):
        return ("with_kitty", self.cards(c[0]))
