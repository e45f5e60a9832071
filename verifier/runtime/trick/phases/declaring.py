"""Dealing card by card with declarations: each card dealt, its receiver may declare or overcall (and everyone once
more after the last card); what shown cards make, whether they may be declared now, and the declarations a player
could make. The trump and the declarer that follow are trump.py's."""
from __future__ import annotations

from ...cards import SUITS
from .. import ids as I
from ..combos import _count
from ..declaring import _fits, absence, equivalent, forbidden, in_scope, makes, skipped, step_rank
from ..kept import remembered
from ..order import Context
from ..rules import Show
from ..state import Declaration, EngineError, Illegal


class DeclaringPhase:
    """A part of runtime.game.Deal, which holds the state and calls these in order."""

    _show_cards = None  # (last round, a hand's counts of the cards the shows use, their needs): declaration_options
    _options_memo = None  # the declaration options by the state they depend on (declaration_options)

    # Dealing ---------------------------------------------------------------------------------------------------

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
        self._pass_round(agents)  # `pass: other-side` (turns.py)

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
        trump = makes(show, suit)
        if trump is None:
            raise Illegal(where, f"the show `{show.name}` names no suit", ref)
        if trump == "chosen-suit":
            if chosen not in SUITS:
                raise Illegal(where, f"the show `{show.name}` names a suit of the declarer's choice: none named",
                              ref)
            return chosen
        if trump == "next-drawn-suit":
            return ""
        if trump != "NT" and trump not in SUITS:
            raise EngineError(f"declaration target `{show.target}` is not supported")
        return trump

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
        turn = self.turn_refusal(seat)  # `turn: declarers`, `pass: other-side` (turns.py)
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
        if self.face_down():  # face down (facedown.py): once each, whatever the others declared
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
