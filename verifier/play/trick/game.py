"""The referee facade of a trick-taking variant (what `engine.load` returns for `family trick-taking`): `Game`, one
variant's rulings on cards, tricks, follows, throws, declarations, the kitty, the score and the course of a deal, and
whole matches; `Outcome` (a deal's settlement) and `TrickRuling` (who wins a trick, and how). docs/engine.md
documents every name; verifier/play/engine.py loads a variant into it.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from ...runtime.cards import LEVELS, SUITS
from ...runtime.trick import ids as I
from ...runtime.trick.combos import kind_of_ids
from ...runtime.trick.declaring import overcalls as _overcalls
from ...runtime.trick.game import Deal
from ...runtime.trick.engine import Engine
from ...runtime.trick.state import Illegal, MatchState
from ...runtime.trick.order import Context, Order
from ...runtime.trick.play.ruling import Ruling
from ...runtime.trick.play.follow import follow_ids
from ...runtime.trick.play.throw import throw_ids
from ...runtime.trick.play.winner import winner_ids, winner_reading_ids
from ...runtime.trick.rules import Rules
from ...runtime.trick.scoring import multiplier_ids, settle as _settle


@dataclass(frozen=True)
class Outcome:
    """The settlement of a deal: which side it favours, the kind of outcome, the levels, who declares next."""

    side: str | None  # "declarers", "attackers", or None (nothing)
    kind: str  # "keep", "take-over", "nothing"
    levels: int  # levels gained (with the kitty-card extras when the kitty was given)
    next_declarer: str  # a seat choice: "partner", "next-player", "same-player", ...
    round_ends: bool = False
    per_kitty_card: tuple[tuple[int, str], ...] = ()  # extras still to count when no kitty was given
    rule: str = ""  # the scoring row, "file:line"
    label: str | None = None
    also: tuple[tuple[str, int], ...] = ()  # (side, levels): the other side rises too (both sides rising)


@dataclass(frozen=True)
class TrickRuling:
    """Who wins a trick, and which reading of the winning play won it (a play may split into combinations in
    several ways: the one that matches the lead and competes best is taken)."""

    winner: int  # the index of the winning play, 0 = the lead
    reading: tuple[str, ...]  # the combinations of the winning play, in card notation, largest first
    kinds: tuple[str, ...]  # their kinds: "triple", "pair", "single", ...
    reason: str = ""
    rule: str = ""  # "file:line" of the ruff rule when a ruff wins, else of the follow rule


class Game:
    """One variant's referee: its Rules and the orders of its trump contexts."""

    family = "trick-taking"

    def __init__(self, rules: Rules, tables: dict | None = None, origin: str = ""):
        self.rules = rules
        self.engine = Engine(rules, tables)
        self.origin = origin  # the generated module or the variant file it came from

    @property
    def id(self) -> str:
        return self.rules.id

    def __repr__(self) -> str:
        return f"<Game {self.rules.id} from {self.origin}>"

    # Cards and contexts -----------------------------------------------------------------------------------------

    def context(self, level: str, trump: str = "NT") -> Context:
        level, trump = str(level).upper(), str(trump).upper()
        if level not in LEVELS:
            raise ValueError(f"`{level}` is not a level: a rank (2..10, J, Q, K, A) or NT")
        if trump not in SUITS + ("NT",):
            raise ValueError(f"`{trump}` is not a suit (S H C D) or NT")
        return Context(level, trump)

    def cards(self, text) -> I.Hand:
        """Cards from notation (`"KH KH QH QH"`) or from Cards; raises verifier.runtime.cards.CardError on a bad token."""
        return I.cards(text)

    def order(self, ctx: Context) -> Order:
        return self.engine.order(ctx.level, ctx.trump)

    def sort(self, cards, ctx: Context) -> I.Hand:
        """Cards in hand order in a context: trumps first, then the suits; strongest first."""
        order = self.order(ctx)
        return I.Hand(I.to_cards(order.sort_ids(I.ids(cards))))

    # Rulings ----------------------------------------------------------------------------------------------------

    def combination(self, cards, ctx: Context) -> str | None:
        """The combination the cards make: single, pair, triple, tractor, triple-tractor; "throw"; None if mixed."""
        return kind_of_ids(I.ids(cards), self.order(ctx))

    def is_tractor(self, cards, ctx: Context) -> bool:
        return self.combination(cards, ctx) == "tractor"

    def trick_winner(self, plays, ctx: Context) -> int:
        """The index of the play that wins the trick (0 = the lead)."""
        return winner_ids([I.ids(p) for p in plays], self.order(ctx))

    def trick_ruling(self, plays, ctx: Context) -> TrickRuling:
        """Who wins the trick and the reading of the winning play that won it (its combinations), with the rule."""
        index, reading = winner_reading_ids([I.ids(p) for p in plays], self.order(ctx))
        found = tuple(" ".join(I.NAMES[c] for c in part.ids) for part in reading)
        kinds = " + ".join(part.kind for part in reading)
        reason = f"play {index + 1} wins" + (f", read as {kinds}: {', '.join(found)}" if len(plays[index]) > 1 else "")
        rule = self.rules.ref("ruff") if index and self.order(ctx).g[I.ids(plays[index])[0]] != \
            self.order(ctx).g[I.ids(plays[0])[0]] else self.rules.ref("follow")
        if reading and reading[0].kind in ("bomb", "rainbow"):  # a bomb (a rainbow) wins by its own rule
            rule = self.rules.ref(reading[0].kind)
        return TrickRuling(index, found, tuple(part.kind for part in reading), reason, rule)

    def follow_ruling(self, hand, lead, play, ctx: Context) -> Ruling:
        """Whether `play` is a legal reply to `lead` from `hand` (the hand before playing), and why."""
        return follow_ids(I.counts_of(hand), I.ids(lead), I.ids(play), self.order(ctx))

    def throw_ruling(self, throw, other_hands, ctx: Context) -> Ruling:
        """Whether a throw stands against the other hands (their whole hands, or their cards of the thrown suit)."""
        order = self.order(ctx)
        ref = self.rules.ref("throw")
        if not self.rules.throw:
            return Ruling(False, "the variant has no throws", self.rules.ref("follow"))
        stands, reason, forced = throw_ids(I.ids(throw), [I.counts_of(h) for h in other_hands], order)
        return Ruling(True, reason, ref) if stands else Ruling(False, reason, ref, I.to_cards(forced))

    def kitty_multiplier(self, winning_play, ctx: Context) -> int | None:
        """The multiplier of the kitty's points for the play that won the last trick (None: no row applies)."""
        return multiplier_ids(I.ids(winning_play), self.order(ctx))

    def worth(self, cards) -> int:
        """The points these cards count to the side that takes them (the engine's own point table)."""
        from ...runtime.trick.order import point_table

        table = point_table(self.rules)
        return sum(table[i] for i in I.ids(cards))

    def overcalls(self, declaration, standing, ctx: Context, kitty: bool = False) -> bool:
        """Whether the shown cards `declaration` overcall the standing declaration; with `kitty`, whether they
        overcall the buried kitty (反底) by the kitty overcall order."""
        return _overcalls(tuple(declaration), tuple(standing), self.rules, ctx, kitty)

    def _step(self, level: str) -> int:
        """The index of `level` on the ladder, for a deal played at it; ValueError naming the ladder otherwise."""
        if level not in self.rules.ladder:
            raise ValueError(f"no deal is played at level {level}: the levels are {', '.join(self.rules.ladder)}")
        return self.rules.ladder.index(level)

    def may_declare(self, hand, declaration, ctx: Context) -> bool:
        """Whether the referee lets a player holding `hand` show `declaration` as the first declaration of a deal at
        the context's level, in the first deal's last round of declaring (so that shows made once every card is dealt
        count): declaration_made, in the deal of its defaults."""
        return self.declaration_made(hand, declaration, ctx) is not None

    def declaration_made(self, hand, declaration, ctx: Context, first_deal: bool = True,
                         after_deal: bool = True) -> str | None:
        """The trump the referee gives a player holding `hand` who shows `declaration` as the first declaration of a
        deal at the context's level: a suit, "NT", "chosen-suit" (the declarer names one: asked here with spades) or
        "next-drawn-suit"; None when it refuses the declaration. In the first deal or a later one (player 1 declared
        the one before), while the cards are dealt or in the last round, once every card is dealt (`after_deal`)."""
        engine = self.engine
        match = engine.new_match()
        match.levels = [self._step(ctx.level)] * len(match.levels)
        if not first_deal:
            match.declarer = 0
        deal = Deal(engine, match, engine.deck(), random.Random(0))
        deal.last_round = after_deal
        for card in I.ids(hand):
            deal.hands[0][card] += 1
        try:
            made = deal.judge_declaration(0, I.ids(declaration), chosen="S")
        except Illegal:
            return None
        return "chosen-suit" if made.chosen else made.suit or "next-drawn-suit"

    def may_reinforce(self, declaration, own, standing, ctx: Context) -> bool:
        """Whether the referee lets the player who declared `own` show `declaration` to reinforce it, while `standing`
        (another player's declaration, made after `own`) stands, or, with `standing` None, while `own` stands: a
        deal at the context's level, in the last round of declaring, the first deal or a later one (a show may be
        limited to either), as a claim of the overcall order speaks of no deal in particular."""
        from collections import Counter

        engine = self.engine
        shows = [(0, I.ids(own))] + ([(1, I.ids(standing))] if standing is not None else [])
        held = {0: Counter(I.ids(own)) | Counter(I.ids(declaration)), 1: Counter(I.ids(standing or ()))}
        for first_deal in (True, False):
            match = engine.new_match()
            match.levels = [self._step(ctx.level)] * len(match.levels)
            deal = Deal(engine, match, engine.deck(), random.Random(0))
            deal.last_round, deal.first_deal = True, first_deal
            for seat, cards in held.items():
                for card, count in cards.items():
                    deal.hands[seat][card] += count
            try:
                for seat, cards in shows:
                    deal.declare(seat, cards)
            except Illegal:  # the declarations before it cannot be made in this deal
                continue
            try:
                deal.judge_declaration(0, I.ids(declaration))
            except Illegal:
                continue
            return True
        return False

    def tribute(self, attacker_points: int, last_trick: str, kitty=None, holder: str | None = None, held=()):
        """The tribute the next deal gives after a deal of `attacker_points` with the last trick to `last_trick`
        ("declarers" or "attackers") and `kitty` buried, where `holder` ("giver", "receiver" or "partner", the
        giver's) holds `held` (cards that may turn it round): a verifier.runtime.trick.situations.deal.Tribute, played by the next
        deal's tribute phase."""
        from ...runtime.trick.situations.deal import tribute
        return tribute(self.engine, attacker_points, last_trick, I.ids(kitty) if kitty else None, holder,
                       I.ids(held) if held else ())

    def face_down(self, declarations, ctx: Context):
        """Declarations made face down, in this order, by different players in a deal at the context's level: the
        number of the one that stands once the deal is over (1 for the first), or the referee's Refusal of one."""
        from ...runtime.trick.situations.deal import face_down
        return face_down(self.engine, [I.ids(d) for d in declarations], ctx.level)

    def may_declare_in_turn(self, side: str, declaration, ctx: Context, after_pass: bool = False) -> bool:
        """Whether a player of `side` ("declarers": the side a later deal passes to) may show `declaration` as the
        first declaration of a later deal at the context's level, or `after_pass`, once the side in turn has passed
        (at the level of the side declaring)."""
        from ...runtime.trick.situations.deal import declare_in_turn
        return declare_in_turn(self.engine, side, I.ids(declaration), ctx.level, after_pass) is None

    def exchange_after_face_down(self, declarations, ctx: Context, holdings=None, gives=()):
        """Declarations made face down, in this order, by different players (player N makes declaration N) in a deal
        at the context's level, player N holding `holdings[N]` besides; then the exchange, in which the players give
        `gives` ((giver, cards, receiver) by player number, in order; the eaten cards are the referee's): a
        verifier.runtime.trick.situations.deal.Exchanged (players by seat: player N at seat N - 1), or the Refusal of a declaration."""
        from ...runtime.trick.situations.deal import exchange
        held = {player - 1: I.ids(cards) for player, cards in (holdings or {}).items()}
        return exchange(self.engine, [I.ids(d) for d in declarations], held,
                        [(giver - 1, receiver - 1, I.ids(cards)) for giver, cards, receiver in gives], ctx.level)

    def turn_declarer(self, steps, ctx: Context):
        """Who becomes the declarer of a later deal at the context's level whose turn to declare is the declarers'
        (`turn`, `pass`), after `steps`: (side, cards) declarations, each by the side's next player who has not
        declared, or ("declarers", None), their pass, first. Player N (of declaration N), None for the player the deal
        passed to when they made none of them, or the Refusal of a declaration."""
        from ...runtime.trick.situations.deal import Refusal, turn_declarer, turn_seats
        plain = [(side, I.ids(cards) if cards else []) for side, cards in steps]
        found = turn_declarer(self.engine, plain, ctx.level)
        if isinstance(found, Refusal):
            return found
        seats = turn_seats(self.engine, plain)
        return seats.index(found.declarer) + 1 if found.declarer in seats else None

    def first_declarer(self, steps, ctx: Context | None = None):
        """Who becomes the first deal's declarer after `steps`, (player, cards) declarations in the order made (player
        1 the first receiver), at the context's level (else the first deal's): player N; None when the deal's chance
        draw decides (`first-declarer: random`); or the Refusal of a declaration (1 for the first)."""
        from ...runtime.trick.situations.deal import first_declarer
        found = first_declarer(self.engine, [(player - 1, I.ids(cards)) for player, cards in steps],
                               ctx.level if ctx is not None else None)
        if found.refusal is not None:
            return found.refusal
        return None if found.declarer is None else found.declarer + 1

    def first_deal_stake(self, steps, ctx: Context | None = None):
        """The first deal's stake once `steps` are declared (as first_declarer): 1, multiplied by `stake` at each
        overcall; or the Refusal of a declaration."""
        from ...runtime.trick.situations.deal import first_declarer
        found = first_declarer(self.engine, [(player - 1, I.ids(cards)) for player, cards in steps],
                               ctx.level if ctx is not None else None)
        return found.refusal if found.refusal is not None else found.stake

    def next_deal(self, attacker_points: int, last_trick: str, level: str, attackers_level: str | None = None,
                  kitty=None, last_play=None):
        """The next deal after a deal of `attacker_points` with the last trick to `last_trick` ("declarers" or
        "attackers"), played at `level` (the declarers'; the attackers at `attackers_level`, else the same), `kitty`
        buried: a verifier.runtime.trick.situations.deal.NextDeal (each side's level, who declares as a seat from this deal's declarer
        at seat 0, the match's winner), or None when no single row settles the deal. `last_play`: the cards that won
        the last trick, for the Jack rule."""
        from ...runtime.trick.situations.deal import next_deal
        return next_deal(self.engine, attacker_points, last_trick, level, attackers_level,
                         I.ids(kitty) if kitty else (), I.ids(self.cards(last_play)) if last_play else ())

    def bidding(self, steps):
        """A first deal's bidding with these steps (a bid in points, None for a pass) in the order the players are
        asked: a verifier.runtime.trick.situations.bidding.Bidding (the steps made, players from 1 for the first bidder; the
        winner and the winning bid; the refusal of the last step; the player asked next when the steps ran out)."""
        from ...runtime.trick.situations.bidding import bidding
        return bidding(self.engine, self.engine.rules.ladder[0], list(steps))

    def friend_after_call(self, card, copy: int, plays, ctx: Context, held=()):
        """The declarer (player 1, holding `held`) calls the `copy`th copy of `card` played; then `plays` ((player,
        cards), players from 1 for the declarer, in order) are made: a verifier.runtime.trick.situations.friends.Called (the
        friend's seat, None when the declarer has none; the refusal of the call)."""
        from ...runtime.trick.situations.friends import friend_call
        return friend_call(self.engine, ctx.level, ctx.trump, I.ids(self.cards(card))[0], copy,
                           I.ids(self.cards(held)) if held else [],
                           [(player - 1, I.ids(self.cards(cards))) for player, cards in plays])

    def may_bury(self, hand, buried, ctx: Context, kitty=None, picked=()) -> bool:
        """Whether the declarer holding `hand` (the kitty taken up) may bury `buried` in this trump context; with
        `kitty`, whether another player holding `hand` may bury the jokers `buried` into the kitty the declarer buried
        and pick up `picked` from it (扣王). The refusal's reason: verifier.runtime.trick.situations.bury.bury / rebury."""
        from ...runtime.trick.situations.bury import bury, rebury
        if kitty:
            found = rebury(self.engine, ctx.level, ctx.trump, I.ids(self.cards(kitty)), I.ids(self.cards(hand)),
                           I.ids(self.cards(buried)), I.ids(self.cards(picked)) if picked else [])
        else:
            found = bury(self.engine, ctx.level, ctx.trump, I.ids(self.cards(hand)), I.ids(self.cards(buried)))
        return found is None

    def nobody_declares(self, first_deal: bool, level: str, kitty):
        """A deal at `level` that ends with nobody declaring (the match's first deal, or a later one whose declarer
        carried over), its kitty `kitty` in the order it is turned over: a verifier.runtime.trick.situations.nobody.Undeclared
        (the trump, None when the cards are dealt again; the declarer as player N from the first receiver; the
        fallback of `nobody-declares` that decided), as the deal's own fallbacks settle it."""
        from ...runtime.trick.situations.nobody import nobody_declares
        return nobody_declares(self.engine, first_deal, level, I.ids(self.cards(kitty)))

    def kitty_overcalls(self, level: str, standing, steps, named: str | None = None):
        """In the first deal at `level`, the declaration `standing` ((player, cards), players from 1 for the first
        receiver; None: nobody declared, player 1 the declarer) stands, or (`named`) the bidding's winner (standing's
        player, no cards) named that trump, and the declarer buries the kitty; then each step (player, cards)
        overcalls the kitty in turn: a verifier.runtime.trick.situations.kitty_overcall.KittyOvercalled (the trump,
        the declarer's seat and the stake after the last), or the Refusal of a step."""
        from ...runtime.trick.situations.kitty_overcall import kitty_overcalls

        def seat(step):
            return step[0] - 1, I.ids(self.cards(step[1]))
        return kitty_overcalls(self.engine, level, seat(standing) if standing is not None else None,
                               [seat(step) for step in steps], named)

    def settle(self, attacker_points: int, last_trick: str | None = None, kitty=None, bid: int | None = None) -> Outcome:
        """The settlement of a deal from the scoring table.

        `last_trick` ("declarers" or "attackers") is needed only where the table depends on it; `kitty` (the buried
        cards) counts the levels per kitty card that some rows add; `bid` (with a bidding) is the winning bid, by
        which the table's points figures scale.
        """
        least, step = self.rules.least_points(), self.rules.point_step()
        if attacker_points < least or attacker_points % step:
            raise ValueError(f"no deal ends with {attacker_points} attacker points: scores are multiples of {step} "
                             f"from {least}" + ("" if least else " (no throw penalty can take the attackers below 0)"))
        sides = [last_trick] if last_trick else ["declarers", "attackers"]
        buried = I.ids(kitty) if kitty is not None else None
        found = [_settle(attacker_points, side, self.rules, bid, buried) for side in sides]
        if any(f is None for f in found):
            raise ValueError(f"no single row of the scoring table applies to {attacker_points} points")
        keys = {(f.side, f.kind, f.amount, f.per_kitty_card, f.round_ends, f.also) for f in found}
        if len(keys) > 1:
            raise ValueError(f"for {attacker_points} points the scoring table depends on who won the last trick: "
                             f"pass last_trick=\"declarers\" or \"attackers\"")
        s = found[0]
        levels, extras = s.amount, s.per_kitty_card
        if kitty is not None:
            buried = [I.RANK_OF[c] for c in I.ids(kitty)]
            levels += sum(amount * buried.count(card) for amount, card in extras)
            extras = ()
        if s.kind == "take-over":
            after = self.rules.next_take_over
        elif s.kind == "keep" and (levels > 0 or extras):
            after = self.rules.next_keep
        else:
            after = self.rules.next_stay
        label = next((row.label for row in self.rules.scoring if row.ref == s.ref), None)
        return Outcome(s.side, s.kind, levels, after, s.round_ends, extras, s.ref, label, s.also)

    def level_shares(self, attacker_points: int, last_trick: str, alone: bool = False, spoils: str | None = None,
                     level: str | None = None, last_cards=None, trump: str = "NT") -> list[int]:
        """With found friends, the levels each seat gains at the end of a deal (级差权), as the engine's end phase
        shares them out: the declarer at seat 0, the friend at seat 1 (none when `alone`), the attackers after;
        `last_trick` names who won it ("declarer", "friend" or "attackers"), `spoils` who gets the flexible split's
        spoils ("declarer" or "friend"), `level` the level every player is at (the ladder's first by default),
        `last_cards` the play that won the last trick (for a kitty demotion, whose losses count as negative shares,
        before any floor), `trump` the trump suit."""
        return self._friends_end(attacker_points, last_trick, alone, spoils, level, last_cards, trump)[0]

    def throw_closed(self, cards, ctx: Context, round_: int) -> str | None:
        """Why the throw `cards` may not be led as the `round_`th trick of its suit (`first-rounds`, 边三轮) in a deal
        at `ctx`, or None: the deal's own trick phase rules."""
        from ...runtime.trick.situations.throws import throw_closed
        return throw_closed(self.engine, ctx.level, ctx.trump, I.ids(self.cards(cards)), round_)

    def rise_with_friends(self, attacker_points: int, last_trick: str, alone: bool = False,
                          spoils: str | None = None, level: str | None = None):
        """With found friends, where each player's rise goes after the deal `level_shares` describes, every player at
        `level` (the ladder's first by default): a verifier.runtime.trick.situations.rise.Rise (each seat's level
        reached, the levels a mandatory level stopped, the levels the end phase asked it to give on, whether it
        passed the top), or None when no single row settles the deal."""
        from ...runtime.trick.situations.rise import friends_rise
        n = self.rules.players
        winner = {"declarer": 0, "friend": 1, "attackers": 1 if alone else 2}[last_trick] % n
        return friends_rise(self.engine, attacker_points, winner, level or self.rules.ladder[0],
                            None if alone else 1, 1 if spoils == "friend" else 0)

    def next_declarer_with_friends(self, attacker_points: int, last_trick: str, alone: bool = False,
                                   level: str | None = None, trump: str = "NT") -> int:
        """With found friends, the seat that declares the next deal, as the engine's end phase names it after the
        deal `level_shares` describes (the declarer at seat 0, the friend at seat 1)."""
        return self._friends_end(attacker_points, last_trick, alone, None, level, None, trump)[1]

    def _friends_end(self, attacker_points, last_trick, alone, spoils, level, last_cards, trump):
        from ...runtime.trick.game import Deal
        import random as _random

        match = self.engine.new_match()
        match.declarer = 0
        if level is not None:
            match.levels = [self._step(level)] * len(match.levels)
        deal = Deal(self.engine, match, self.engine.deck(), _random.Random(0))
        deal.friend = None if alone else 1
        deal.stopped = {}  # the end phase's record of levels a mandatory level stopped
        side = {0} if alone else {0, 1}
        winner = {"declarer": 0, "friend": 1, "attackers": len(side)}[last_trick]
        found = self.settle(attacker_points, "declarers" if winner in side else "attackers")

        class _Giver:  # gives every level of the spoils to the seat named; names the first who can lose a level
            def give_spoils(self, _deal, _seat, count, _receivers):
                return [0 if spoils == "declarer" else 1] * count

            def transfer_levels(self, _deal, _seat, _count, _same, _others):
                return []  # the shares are before any mandatory stop: nothing is given on here

            def accept_levels(self, _deal, _seat, _giver, _count):
                return True

            def name_demoted(self, deal, _seat, count, candidates):
                room = {s: deal.match.levels[s] for s in candidates}
                return [s for s in candidates for _ in range(room[s])][:count]

        settlement: dict = {}
        agents = [_Giver()] * self.rules.players
        deal.order = self.engine.order(deal.level, trump)
        gains = list(deal._advance_friends(found.side, found.kind, found.levels, found.round_ends, side, winner,
                                           agents, settlement))
        if self.rules.demotions and last_cards is not None:
            deal._kitty_demotion(agents, attacker_points, "declarers" if winner in side else "attackers", winner,
                                 I.ids(last_cards), side, settlement)
            lost = settlement.get("demotion", {}).get("shares") or [0] * len(gains)
            gains = [g + x for g, x in zip(gains, lost)]
        return gains, deal.match.declarer

    # Whole deals ------------------------------------------------------------------------------------------------

    def new_match(self, players: int | None = None) -> MatchState:
        return self.engine.new_match(players)

    def play_match(self, seed: int, agents, deal_limit: int | None = None, on_deal=None) -> dict:
        """Play a match (to its end, or `deal_limit` deals) and return its record (verifier/play/record.schema.json is
        its JSON Schema)."""
        from ...runtime.trick.match import play_match
        return play_match(self.engine, seed, agents, deal_limit, on_deal)
