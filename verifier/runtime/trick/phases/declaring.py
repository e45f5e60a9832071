"""Dealing card by card with declarations, then the trump and the declarer."""

from __future__ import annotations


from ...cards import NO_TRUMP_LEVEL, SUITS
from .. import ids as I
from ..combos import _count
from ..declaring import _fits, absence, equivalent, forbidden, in_scope, skipped, step_rank
from ..kept import remembered
from ..order import Context
from ..rules import Show
from ..state import Declaration, EngineError, Illegal, MAX_REDEALS


class DeclaringPhase:
    """A part of runtime.game.Deal, which holds the state and calls these in order."""

    _show_cards = None  # (last round, a hand's counts of the cards the shows use, their needs): declaration_options
    _options_memo = None  # the declaration options by the state they depend on (declaration_options)

    # 1. Dealing ------------------------------------------------------------------------------------------------

    def _deal(self, agents) -> None:
        n, first, deck, hands, sizes = self.n, self.first, self.deck, self.hands, self.sizes
        total = n * self.rules.hand
        bidding = self.bidding  # (a property of the rules: read once, not at every card)
        pending: Declaration | None = None
        # A player whose class says it declares only on a level card or a joker (`declares_on_level_cards`) is not
        # asked at the other cards but the last: it would answer None there.
        picky = [getattr(type(agent), "declares_on_level_cards", False) is True
                 and "declare" not in getattr(agent, "__dict__", ()) for agent in agents]  # (not a declare of its own)
        receivers = _receivers(first, n, total)
        if bidding:  # no declaring while the cards are dealt: the bidding comes after
            asked = [False] * total
        elif not any(picky):
            asked = [True] * total
        else:  # whether the receiver of each card is asked (made in C where every player is picky)
            wanted = _level_cards_and_jokers(self.level)
            asked = list(map(wanted.__getitem__, deck[:total])) if all(picky) else \
                [not picky[seat] or wanted[card] for seat, card in zip(receivers, deck)]
            if asked:
                asked[-1] = True  # the last card: asked, whatever it is
        for k, seat, card, ask in zip(range(total), receivers, deck, asked):
            hands[seat][card] += 1
            sizes[seat] += 1
            if pending is not None and pending.player == seat and I.SUIT_OF[card] is not None and not pending.suit:
                pending.suit = I.SUIT_OF[card]
            if not ask:
                continue
            self.dealt = k + 1  # (what a player asked reads; set for all the cards once they are dealt)
            choice = agents[seat].declare(self, seat)
            if choice is not None:
                self.declare(seat, *choice)
                if self.standing is not None and not self.standing.suit:
                    pending = self.standing
        self.dealt = total
        self.last_round = True
        if self.bidding:
            return
        for offset in range(self.n):  # a last chance for everyone, from the first receiver on
            seat = (self.first + offset) % self.n
            choice = agents[seat].declare(self, seat)
            if choice is not None:
                self.declare(seat, *choice)
        self._pass_round(agents)  # `pass: other-side` (runtime/turns.py)

    def show_for(self, cards: list[int]) -> tuple[Show, str] | None:
        """The show (in scope for this deal) that these cards make, and the suit its level cards name ("")."""
        # it depends only on the cards shown, the level and the scope (first deal, after the deal)
        return remembered(self.engine.show_memo, (self.level, self.first_deal, self.last_round, tuple(cards)),
                          lambda: self._first_show(cards))

    def _first_show(self, cards: list[int]) -> tuple[Show, str] | None:
        """show_for, not kept."""
        ctx = Context(self.level, "NT")
        shown = tuple(I.CARDS[c] for c in cards)
        found = None
        for show in self.rules.shows:
            if not in_scope(show, self.first_deal, self.last_round):
                continue
            suit = _fits(show, shown, ctx)
            if suit is not None:
                found = show, suit
                break
        return found

    def overcall_rank(self, show: Show, suit: str) -> int | None:
        """The show's step in the overcall order (declaring.step_rank), kept with the engine's shows: it depends
        only on the rules."""
        memo = self.engine.show_memo
        key = ("rank", show.name, suit)
        if key in memo:
            return memo[key]
        found = memo[key] = step_rank(self.rules.overcall, show.name, suit)
        return found

    def trump_of(self, show: Show, suit: str, chosen: str | None, where: dict, ref: str) -> str:
        """The trump a show makes: a suit, "NT", or "" while the next drawn suit is awaited; or Illegal."""
        target = show.target
        if target == "no-trump":
            return "NT"
        if target == "own-suit":
            if not suit:
                raise Illegal(where, f"the show `{show.name}` names no suit", ref)
            return suit
        if target == "chosen-suit":
            if chosen not in SUITS:
                raise Illegal(where, f"the show `{show.name}` names a suit of the declarer's choice: none named",
                              ref)
            return chosen
        if target == "next-drawn-suit":
            return ""
        raise EngineError(f"declaration target `{target}` is not supported")

    def judge_declaration(self, seat: int, cards: list[int], chosen: str | None = None) -> Declaration:
        """The declaration these cards make now, or Illegal."""
        found = self._judge_declaration(seat, cards, chosen)
        if isinstance(found, Declaration):
            return found
        where = self.where(player=seat, after=self.dealt)
        if self.last_round:
            where["last_round"] = True
        if found is None:  # cards not in the hand: the shared check says which
            self.require_in_hand(seat, cards, where, self.ref("declare"))
        reason, rule = found if isinstance(found, tuple) else (found, "declare")
        raise Illegal(where, reason, self.ref(rule) or self.ref("declare"))

    def _judge_declaration(self, seat: int, cards: list[int], chosen: str | None,
                           build: bool = True) -> Declaration | str | tuple | bool | None:
        """The declaration, or why not (a sentence, or a sentence and the key of the rule it cites), or None for
        cards the hand does not hold. With `build` False, True instead of the declaration (declaration_options asks
        only whether the cards may be declared)."""
        if not cards:
            return "a declaration shows at least one card"
        hand = self.hands[seat]
        if len(cards) == 1:
            if hand[cards[0]] < 1:
                return None
        elif any(hand[c] < cards.count(c) for c in cards):
            return None
        turn = self.turn_refusal(seat)  # `turn: declarers`, `pass: other-side` (runtime/turns.py)
        if turn is not None:
            return turn
        return self._judge_made(seat, cards, chosen, self._made(cards, chosen), build)

    def _made(self, cards, chosen: str | None) -> tuple | None:
        """What the cards make when shown in this deal, whoever shows them: (show, the suit its level cards name,
        the trump it makes, its overcall rank, None), or (show, suit, None, None, why it names no trump); None when
        they make no show. Kept with the engine's shows: it depends only on the cards, the level and the scope."""
        return remembered(self.engine.show_memo,
                          ("made", self.level, self.first_deal, self.last_round, tuple(cards), chosen),
                          lambda: self._what_made(cards, chosen))

    def _what_made(self, cards, chosen: str | None) -> tuple | None:
        """_made, not kept."""
        found = self.show_for(cards)
        if found is not None:
            show, suit = found
            try:
                trump = self.trump_of(show, suit, chosen, {}, "")
            except Illegal as exc:
                found = show, suit, None, None, exc.reason
            else:
                found = show, suit, trump, self.overcall_rank(show, trump or suit), None
        return found

    def _judge_made(self, seat: int, cards, chosen: str | None, made: tuple | None,
                    build: bool) -> Declaration | str | tuple | bool:
        """_judge_declaration once the hand is known to hold the cards and the turn allows the player: `made` is
        what the cards make (_made)."""
        if made is None:
            return f"`{' '.join(I.names(cards))}` is no declaration of this deal at level {self.level}"
        show, suit, trump, rank, refusal = made
        if show.without is not None:  # 当你手中没有所规定升级的2的时候: valid only while none is held
            hand = self.hands[seat]
            held = next((card for card in forbidden(show, self.level) if hand[I.ID[card]] > cards.count(I.ID[card])),
                        None)
            if held is not None:
                return (f"`{show.name}` is declared only without {absence(show)}: the hand holds {held}",
                        f"show {show.name}")
        if refusal is not None:
            return refusal
        standing = self.standing
        if self.face_down():  # face down (runtime/facedown.py): once each, whatever the others declared
            again = self.face_down_refusal(seat)
            if again is not None:
                return again
            standing = None
        if standing is not None:
            if standing.rank is None:
                return (f"the standing declaration `{standing.show.name}` cannot be overcalled: it is not in the "
                        f"overcall order")
            if rank is None:
                return f"`{show.name}` is not in the overcall order and cannot overcall"
            # reinforced to the standing declaration's strength (`while-equivalent`), or an overcall
            equal = False
            if standing.player != seat and self.rules.reinforce_equivalent:  # (else no declaration is equivalent)
                own = next((d for d in reversed(self.declarations) if d.player == seat), None)
                equal = equivalent(rank, trump or suit, own and (own.rank, own.suit), standing.rank, self.rules)
            if rank <= standing.rank and not equal:
                return (f"`{show.name}` does not overcall the standing `{standing.show.name}`: only a later step of "
                        f"the overcall order does")
            skip = skipped(rank, standing.rank, self.rules)
            if skip is not None:
                name, suit = self.rules.overcall[skip]
                step = name + (f" in {suit}" if suit else "")
                return (f"`{show.name}{' in ' + (trump or suit) if trump or suit else ''}` may not overcall the "
                        f"standing `{standing.show.name}` by skipping `{step}`: overcalls follow the order step by "
                        f"step"), "step-by-step"
            if standing.player == seat:
                same = trump == standing.suit
                if same and not self.rules.reinforce:
                    return "a player may not reinforce their own declaration"
                if not same and not self.rules.self_overcall:
                    return "a player may not overcall their own declaration"
            if self.rules.overcall_limit is not None and self.overcalls >= self.rules.overcall_limit:
                return f"at most {self.rules.overcall_limit} overcall(s) in a deal"
        if not build:
            return True
        return Declaration(seat, list(cards), self.dealt, show, trump, rank, chosen if show.target == "chosen-suit"
                           else None, self.last_round, passed=self.passed)

    def declare(self, seat: int, cards: list[int], chosen: str | None = None) -> None:
        decl = self.judge_declaration(seat, cards, chosen)
        if self.face_down():  # no overcall: the biggest stands once the deal is over
            self.declarations.append(decl)
            self.standing = self.biggest(decl)
            self.stats.decisions += 1
            return
        if self.standing is not None:
            self.overcalls += 1
            reinforcing = self.standing.player == seat and decl.suit == self.standing.suit
            if self.rules.stake and not reinforcing:  # reinforcing (自保) is no overcall of the stake
                self.stake *= self.rules.stake
        self.declarations.append(decl)
        self.standing = decl
        self.stats.decisions += 1

    def declaration_options(self, seat: int) -> list[tuple[list[int], str | None]]:
        """Every declaration the player could make now: (cards, chosen suit)."""
        standing = self.standing
        if standing is not None and standing.rank is None and not self.face_down():
            return []  # nothing overcalls a declaration outside the overcall order
        # Within a deal the options change only with the player's cards that shows use, and with the standing
        # declaration: asked at every card dealt, they are mostly found again.
        kept = self._show_cards  # the level and the first deal are the deal's: one look-up a round
        last_round = self.last_round
        if kept is None or kept[0] != last_round:
            kept = self._show_cards = (last_round,) + self._option_tables()
        shown = kept[1](self.hands[seat])
        if not any(shown):
            return []  # none of the cards the shows use (every show shows at least one of them)
        key = (seat, shown, len(self.declarations), id(standing), standing.suit if standing else None,
               self.overcalls, last_round)
        memo = self._options_memo
        if memo is None:
            memo = self._options_memo = {}
        found = memo.get(key)
        if found is None:
            found = memo[key] = self._options(seat, kept[2])
        return [(list(cards), chosen) for cards, chosen in found] if found else []

    def _options(self, seat: int, judged) -> list[tuple[tuple[int, ...], str | None]]:
        """The declarations of a table of _option_tables that the player may make now: those the hand holds the
        cards of, judged as _judge_declaration does (the turn once for all, what the cards make read from the
        table)."""
        if self.turn_refusal(seat) is not None:
            return []
        hand, judge = self.hands[seat], self._judge_made
        options = []
        for counts, cards, chosen, made in judged:
            for card, count in counts:
                if hand[card] < count:
                    break
            else:
                if judge(seat, cards, chosen, made, False) is True:
                    options.append((cards, chosen))
        return options

    def _option_tables(self) -> tuple:
        """For this deal's level and scope: the function giving a hand's counts of the cards the shows use
        (Engine.show_cards), and the declarations of Engine.show_needs that make a show naming a trump, as (the counts
        of their cards, the cards, the suit chosen, what they make: _made). Kept with the engine's shows."""
        return remembered(self.engine.show_memo, ("options", self.level, self.first_deal, self.last_round),
                          self._make_option_tables)

    def _make_option_tables(self) -> tuple:
        """_option_tables, not kept."""
        level, first_deal, last_round = self.level, self.first_deal, self.last_round
        engine, shows = self.engine, self.rules.shows
        judged = []
        for _needs, cards, chosen in engine.show_needs(shows, level, first_deal, last_round):
            made = self._made(cards, chosen)
            if made is None or made[4] is not None:
                continue  # (no show, or one naming no trump: the judge never admits them)
            # (counted as the judge counts them: a card named twice, in the show and its level part)
            judged.append((tuple(_count(cards).items()), cards, chosen, made))
        return engine.show_cards(shows, level, first_deal, last_round), judged

    def _show_candidates(self, seat: int, shows) -> list[tuple[list[int], str | None]]:
        """The declarations of these shows (in scope for this deal) that the player's hand can make."""
        return self._candidates(self.hands[seat], self.engine.show_needs(shows, self.level, self.first_deal,
                                                                        self.last_round))

    @staticmethod
    def _candidates(hand, needs_table) -> list[tuple[list[int], str | None]]:
        """The declarations of a table of Engine.show_needs that the hand (counts by card id) holds the cards of."""
        options = []
        for needs, cards, chosen in needs_table:
            for card, count in needs:
                if hand[card] < count:
                    break
            else:
                options.append((list(cards), chosen))
        return options

    # 2. Trump and declarer -----------------------------------------------------------------------------------

    def _settle_trump(self) -> bool:
        """Fix the trump and the declarer; False when the deal must be dealt again."""
        rules = self.rules
        if self.standing is not None:
            decl = self.standing
            if not decl.suit:  # the next drawn suit never came: the first suited card of the kitty
                decl.suit = next((I.SUIT_OF[c] for c in self.kitty if I.SUIT_OF[c]), "NT")
            self.trump = decl.suit
            turned = self.turn_declarer()  # `turn: declarers`: the first declarer keeps the kitty and leads
            if turned is not None:
                self.declarer = turned
            if self.declarer is None:
                how = rules.next_first_deal if rules.next_first_deal not in (None, "first-to-declare") \
                    else rules.first_declarer
                if how == "last-to-declare":
                    self.declarer = decl.player
                elif how == "random":
                    self.declarer = self.rng.randrange(self.n)
                else:
                    self.declarer = self.declarations[0].player
            return True
        fallbacks = rules.nobody_declares_first_deal if self.first_deal and rules.nobody_declares_first_deal \
            else rules.nobody_declares
        for fallback in fallbacks:
            if fallback == "redeal":
                if len(self.redeals) >= MAX_REDEALS:
                    continue
                self.fallback = "redeal"
                return False
            done = self._fallback(fallback)
            if done:
                self.fallback = fallback
                return True
        self.fallback = "no-trump"
        self.trump = "NT"
        self._undeclared_declarer()
        return True

    def _no_trump_level(self) -> None:
        """At the no-trump level (`levels … to NT`) the deal has no trump suit, whatever was shown, bid or drawn
        (rbtying/shengji's trump_for(Rank::NoTrump, _)): no card is a level card there, so only a show without level
        cards (jokers) could be made, and it or the nobody-declares fallback decides only the declarer."""
        if self.level == NO_TRUMP_LEVEL:
            self.trump = "NT"

    def _undeclared_declarer(self) -> None:
        """Nobody declared and no declarer carries over: the first receiver, or a player drawn at random
        (`nobody-declares-declarer: random`, with the deal's chance generator, which the judge replays)."""
        if self.declarer is None:
            random_pick = self.rules.nobody_declares_declarer == "random"
            self.declarer = self.rng.randrange(self.n) if random_pick else self.first

    def _fallback(self, fallback: str) -> bool:
        if fallback == "no-trump":
            self.trump = "NT"
            self._undeclared_declarer()
            return True
        if fallback == "draw-kitty-card":
            if self.rules.drawn_joker == "no-trump" and self.kitty and I.SUIT_OF[self.kitty[0]] is None:
                self.trump = "NT"  # the drawn card is a joker: no-trump
                self._undeclared_declarer()
                return True
            suit = next((I.SUIT_OF[c] for c in self.kitty if I.SUIT_OF[c]), None)
            if suit is None:
                return False
            self.trump = suit
            self._undeclared_declarer()
            return True
        if fallback == "kitty-match":
            for index, card in enumerate(self.kitty):
                if I.RANK_OF[card] == self.level:
                    self.trump = I.SUIT_OF[card]
                    if self.declarer is None:
                        self.declarer = (self.first + index) % self.n
                    return True
            return False
        if fallback == "lowest-kitty-card":
            turned = self.kitty[:self.n]
            ranks = self.rules.ranks

            def low(card: int) -> int:  # natural strength: jokers highest, then the rank order of a suit
                return 100 + card if I.SUIT_OF[card] is None else len(ranks) - ranks.index(I.RANK_OF[card])
            # a permanent trump (常主) is never the smallest card, whatever its rank: it is a trump, not a suit's card
            suited = [(low(c), i, c) for i, c in enumerate(turned)
                      if I.SUIT_OF[c] and I.RANK_OF[c] not in self.rules.permanent]
            if not suited:
                return False
            _, index, card = min(suited)
            self.trump = I.SUIT_OF[card]
            if self.declarer is None:
                self.declarer = (self.first + index) % self.n
            return True
        raise EngineError(f"nobody-declares fallback `{fallback}` is not supported")


_LEVEL_CARDS: dict[str, tuple[bool, ...]] = {}


def _level_cards_and_jokers(level: str) -> tuple[bool, ...]:
    """By card id: whether the card is a joker or of the level's rank (the cards a picky declarer is asked at)."""
    found = _LEVEL_CARDS.get(level)
    if found is None:
        found = _LEVEL_CARDS[level] = tuple(I.SUIT_OF[c] is None or I.RANK_OF[c] == level for c in range(I.COUNT))
    return found


_RECEIVERS: dict[tuple[int, int, int], tuple[int, ...]] = {}


def _receivers(first: int, players: int, total: int) -> tuple[int, ...]:
    """The seat receiving each card dealt, from the first receiver on in the direction of play."""
    key = (first, players, total)
    found = _RECEIVERS.get(key)
    if found is None:
        found = _RECEIVERS[key] = tuple((first + k) % players for k in range(total))
    return found
