"""Tribute, the kitty, and kitty overcalls."""

from __future__ import annotations

from itertools import chain, islice, repeat
from operator import mul

from .. import ids as I
from ..declaring import _fits, in_scope, kitty_rank, step_rank
from ..kept import kept, remembered
from ..order import Context, T
from ..reversal import turned
from ..state import Declaration, EngineError, Illegal


class KittyPhase:
    """A part of runtime.game.Deal, which holds the state and calls these in order."""

    # 3. Tribute -------------------------------------------------------------------------------------------------

    def _tribute(self, agents) -> None:
        owed = self.match.tribute
        if not owed or owed[1] <= 0:
            return
        rules = self.rules
        side, count = owed
        if rules.tribute_giver not in (None, "player-before-declarer") or \
                rules.tribute_receiver not in (None, "declarer") or \
                rules.tribute_cards not in (None, "highest-non-point") or \
                rules.tribute_returned not in (None, "side-non-point"):
            raise EngineError("the engine supports the tribute of a player-before-declarer to the declarer, of the "
                              "highest-non-point cards, returned with side-non-point cards")
        self.phase = "tribute"
        giver, receiver, turn = turned(self, (self.declarer - 1) % self.n, self.declarer)
        if turn == "cancelled":  # the giver's partner holds the reversal cards: nobody gives
            self.tribute = {"giver": giver, "receiver": receiver, "side": side, "given": [], "returned": [],
                            "turned": turn}
            return
        hand, highest = self.hands[giver], tribute_order(self.order)
        given = list(islice(chain.from_iterable(map(repeat, highest, map(hand.__getitem__, highest))), count))
        for c in given:
            self.hands[giver][c] -= 1
            self.hands[receiver][c] += 1
        returned = list(agents[receiver].tribute_return(self, receiver, len(given))) if given else []
        self.judge_tribute_return(receiver, returned, len(given))
        for c in returned:
            self.hands[receiver][c] -= 1
            self.hands[giver][c] += 1
        self.tribute = {"giver": giver, "receiver": receiver, "side": side, "given": I.names(given),
                        "returned": I.names(returned)}
        if turn:
            self.tribute["turned"] = turn
        self.stats.decisions += 1

    def judge_tribute_return(self, seat: int, returned, count: int) -> None:
        """As many cards as were given, from the hand: side cards without points, and only when the hand holds fewer
        of those than it owes, any others to make up the count (hands keep their size: the tricks need it)."""
        o = self.order
        side_cards = returned_first(o)[0]
        allowed = sum(map(mul, self.hands[seat], side_cards))
        where = self.where(player=seat)
        if len(returned) != count:
            raise Illegal(where, f"the tribute of {count} card(s) is returned with as many cards, side cards without "
                          f"points first (the hand holds {allowed}); {len(returned)} returned", self.ref("tribute"))
        self.require_in_hand(seat, returned, where, self.ref("tribute"))
        side = sum(map(side_cards.__getitem__, returned))
        if side < min(count, allowed):
            other = next(c for c in returned if o.g[c] == T or o.point[c])
            raise Illegal(where, f"{I.NAMES[other]} cannot be returned: only side cards without points, from the "
                          f"hand, while it holds any", self.ref("tribute"))

    # 4. The kitty -----------------------------------------------------------------------------------------------

    def _kitty(self, agents) -> None:
        self.phase = "kitty"
        if self.keeps_dry_pot():  # 干锅: the kitty stays as dealt (phases/rebury.py)
            return
        d = self.declarer
        for c in self.kitty:
            self.hands[d][c] += 1
        buried = list(agents[d].bury(self, d))
        self.judge_bury(d, buried)
        for c in buried:
            self.hands[d][c] -= 1
        self.buried = buried
        self.declarer_buried = list(buried)
        self.burier = d
        self.stats.decisions += 1

    def bury_allowed(self, card: int) -> bool:
        if not self.rules.bury_points and self.order.point[card]:
            return False
        if not self.rules.bury_jokers and I.SUIT_OF[card] is None:
            return False
        return True

    def buriable(self) -> tuple[int, ...]:
        """By card id: 1 where bury_allowed, else 0 (made once per card order and burial rules)."""
        rules = self.rules
        return by_order(self.order, ("buriable", rules.bury_points, rules.bury_jokers),
                        lambda o: tuple(int(self.bury_allowed(c)) for c in range(I.COUNT)))

    def bury_size(self) -> int:
        """How many cards the player burying now buries: as many as the kitty, or as many as a counter-bidder drew
        from it (`counter-exchange`)."""
        if self.phase == "kitty-overcall" and self.rules.counter_exchange is not None:
            return min(self.rules.counter_exchange, len(self.kitty))
        return len(self.kitty)

    def judge_bury(self, seat: int, buried: list[int]) -> None:
        where = self.where(player=seat)
        ref = self.ref("bury") or self.ref("kitty")
        size = self.bury_size()
        if len(buried) != size:
            exchanged = size != len(self.kitty)
            raise Illegal(where, f"{'the declarer' if seat == self.declarer else 'the kitty overcaller'} buries "
                          f"{size} cards, as many as {'drawn from ' if exchanged else ''}the kitty; {len(buried)} "
                          f"buried", self.ref("bidding") if exchanged else self.ref("kitty"))
        self.require_in_hand(seat, buried, where, self.ref("kitty"))
        hand, buriable = self.hands[seat], self.buriable()
        forbidden = [c for c in buried if not buriable[c]]
        if forbidden:
            others = sum(map(mul, hand, buriable))
            if others >= size:
                raise Illegal(where, f"{' '.join(I.NAMES[c] for c in forbidden)} may not be buried", ref)
        if self.rules.bury_big_first and I.SJ in buried and hand[I.BJ] > buried.count(I.BJ):
            raise Illegal(where, "a big joker is buried before any small joker: SJ buried while the hand keeps BJ",
                          self.ref("joker-order") or ref)

    # 4b. Kitty overcalls (反底, 炒地皮) ---------------------------------------------------------------------------

    def kitty_overcall_open(self) -> bool:
        """Whether the variant has kitty overcalls and this deal allows one: a declaration stands, or the variant
        allows kitty overcalls where nobody declared (`undeclared: allowed`)."""
        rules = self.rules
        if not rules.kitty_overcall or (self.standing is None and not rules.kitty_undeclared):
            return False
        return rules.kitty_limit is None or len(self.kitty_overcalls) < rules.kitty_limit

    def may_overcall_kitty(self, seat: int) -> bool:
        """Whether the player is one who may overcall the kitty now (`overcaller`)."""
        if seat == self.burier:
            return False
        return self.rules.kitty_overcaller != "attackers" or not self.is_declarer_side(seat)

    def _kitty_overcalls(self, agents) -> None:
        """Each other player in turn, from the one after the player who buried last, may overcall the kitty; after
        an overcall the round starts again after the overcaller; it ends when a whole round passes."""
        while self.kitty_overcall_open():
            self.phase = "kitty-overcall"
            made = False
            for k in range(1, self.n):
                seat = (self.burier + k) % self.n
                if not self.may_overcall_kitty(seat):
                    continue
                ask = getattr(agents[seat], "kitty_overcall", None)
                choice = ask(self, seat) if ask is not None else None
                if choice is not None:
                    self.overcall_kitty(seat, *choice, agents=agents)
                    made = True
                    break
            if not made:
                break

    def _kitty_standing_rank(self) -> int:
        """The standing declaration's position in the kitty overcall order (-1: below every step, or none)."""
        d = self.standing
        if d is None:
            return -1
        if d.kitty:
            return d.rank
        # it depends only on the cards shown, the suit named and the level: kept with the engine's shows
        return remembered(self.engine.show_memo, ("kitty standing", self.level, tuple(d.cards), d.suit),
                          lambda: self._kitty_rank_of(d))

    def _kitty_rank_of(self, d: Declaration) -> int:
        """_kitty_standing_rank of a declaration made while the cards were dealt, not kept."""
        ctx = Context(self.level, "NT")
        shown = tuple(I.CARDS[c] for c in d.cards)
        fitting = [(show, d.suit if show.target == "chosen-suit" else suit)
                   for show in self.rules.shows + self.rules.kitty_shows
                   if (suit := _fits(show, shown, ctx)) is not None]
        return kitty_rank(fitting, self.rules)

    def judge_kitty_overcall(self, seat: int, cards: list[int], chosen: str | None = None) -> Declaration:
        """The kitty overcall these cards make now, or Illegal."""
        found = self._kitty_overcall(seat, cards, chosen)
        if isinstance(found, Declaration):
            return found
        where = self.where(player=seat)
        reason, key = found
        if reason is None:  # cards not in the hand: the shared check says which
            self.require_in_hand(seat, cards, where, self.ref(key))
        raise Illegal(where, reason, self.ref(key))

    def _kitty_overcall(self, seat: int, cards: list[int], chosen: str | None, standing: int | None = None,
                        checked: bool = False) -> Declaration | tuple[str | None, str]:
        """The kitty overcall these cards make now, or why not: (the reason, the key of the rule it cites), the
        reason None for cards not in the hand. Nothing is raised, so that the options (kitty_overcall_options) try
        every candidate cheaply; `standing` is the standing declaration's rank when known, `checked` that the
        phase is open, the player may overcall and the cards are held (as the options know)."""
        rules = self.rules
        if not checked:
            if not self.kitty_overcall_open():
                if not rules.kitty_overcall:
                    return "the variant has no kitty overcalls", "declare"
                if self.standing is None and not rules.kitty_undeclared:
                    return "nobody declared in this deal: there is no declaration to overcall", "kitty overcall"
                return f"at most {rules.kitty_limit} kitty overcall(s) in a deal", "kitty overcall"
            if seat == self.burier:
                return "the player who buried the kitty last cannot overcall it", "kitty overcall"
            if not self.may_overcall_kitty(seat):
                return "only the attackers may overcall the kitty", "kitty overcall"
            if not cards:
                return "a kitty overcall shows at least one card", "kitty overcall"
            hand = self.hands[seat]
            if any(cards.count(c) > hand[c] for c in cards):
                return None, "kitty overcall"
        best = self._kitty_step(cards, chosen)
        if best is None:
            return f"`{' '.join(I.names(cards))}` is no declaration of the kitty overcall order at level " \
                   f"{self.level}", "kitty overcall"
        show, suit, rank = best
        try:
            trump = self.trump_of(show, suit, chosen, {}, "")
        except Illegal as refused:  # a show naming no suit, or a chosen suit not named
            return refused.reason, "kitty overcall"
        if not trump:
            raise EngineError(f"a kitty overcall cannot wait for the next drawn suit (show `{show.name}`)")
        if standing is None:
            standing = self._kitty_standing_rank()
        if rank <= standing:
            return f"`{show.name}` does not overcall the standing `{self.standing.show.name}`: only a later step of " \
                   f"the kitty overcall order does", "kitty overcall"
        return Declaration(seat, list(cards), self.dealt, show, trump, rank,
                           chosen if show.target == "chosen-suit" else None, kitty=True)

    def _kitty_step(self, cards: list[int], chosen: str | None):
        """(show, suit, rank) of the latest step of the kitty overcall order these cards make, or None. It depends
        only on the cards, the suit chosen, the level and the first deal: kept with the engine's shows."""
        return remembered(self.engine.show_memo, ("kitty step", self.level, self.first_deal, tuple(cards), chosen),
                          lambda: self._latest_step(cards, chosen))

    def _latest_step(self, cards: list[int], chosen: str | None):
        """_kitty_step, not kept."""
        rules = self.rules
        ctx = Context(self.level, "NT")
        shown = tuple(I.CARDS[c] for c in cards)
        best = None
        for show in rules.shows + rules.kitty_shows:
            if not in_scope(show, self.first_deal, True):  # the kitty is overcalled after the deal
                continue
            suit = _fits(show, shown, ctx)
            if suit is None:
                continue
            named = chosen if show.target == "chosen-suit" else suit
            found = step_rank(rules.kitty_overcall, show.name, named)
            if found is not None and (best is None or found > best[2]):
                best = (show, suit, found)
        return best

    def overcall_kitty(self, seat: int, cards: list[int], chosen: str | None = None, agents=None) -> None:
        """A kitty overcall: the trump changes, the stake multiplies, the overcaller takes the kitty and buries as
        many cards (asking `agents[seat].bury`)."""
        decl = self.judge_kitty_overcall(seat, cards, chosen)
        rules = self.rules
        self.standing = decl
        self.trump = decl.suit
        self._no_trump_level()
        self.order = self.engine.order(self.level, self.trump)
        if rules.kitty_declarer == "overcaller":
            self.declarer = seat
        if rules.kitty_stake:
            self.stake *= rules.kitty_stake
        entry = {"player": seat, "cards": I.names(cards)}
        if decl.chosen:
            entry["suit"] = decl.chosen
        entry["trump"] = self.trump
        self.kitty_overcalls.append(entry)
        self.stats.kitty_overcalls += 1
        self.stats.decisions += 1
        kept: list[int] = []
        drawn = self.buried
        if rules.counter_exchange is not None:  # the counter-bidder draws a few kitty cards at random, unseen
            picks = set(self.rng.sample(range(len(self.buried)), self.bury_size()))
            drawn = [c for i, c in enumerate(self.buried) if i in picks]
            kept = [c for i, c in enumerate(self.buried) if i not in picks]
            entry["drawn"] = I.names(drawn)
        for c in drawn:
            self.hands[seat][c] += 1
        buried = list(agents[seat].bury(self, seat))
        self.judge_bury(seat, buried)
        for c in buried:
            self.hands[seat][c] -= 1
        self.buried = kept + buried
        self.burier = seat
        entry["buried"] = I.names(buried)
        self.stats.decisions += 1

    def kitty_overcall_options(self, seat: int) -> list[tuple[list[int], str | None]]:
        """Every kitty overcall the player could make now: (cards, chosen suit)."""
        if not self.kitty_overcall_open() or not self.may_overcall_kitty(seat):
            return []
        legal = []
        standing = self._kitty_standing_rank()  # (the same for every candidate)
        for cards, chosen in self._show_candidates(seat, self.rules.shows + self.rules.kitty_shows):
            # a candidate is held (the candidates are the hand's) and the phase is open to the player (above)
            if self._kitty_overcall(seat, cards, chosen, standing, True).__class__ is not Declaration:
                continue
            if (cards, chosen) not in legal:
                legal.append((cards, chosen))
        return legal


_BY_ORDER: dict = {}  # (id of an order, kind) -> (the order, its table): by_order


def by_order(order, kind, build):
    """A table of a card order's cards, made once per order and kind by build(order): an engine keeps its orders, and
    every deal reads them."""
    return kept(_BY_ORDER, (id(order), kind), order, lambda: build(order))


def tribute_order(order) -> tuple[int, ...]:
    """The cards a tribute is given with, the highest first: no point cards; trumps, then by strength."""
    return by_order(order, "tribute", lambda o: tuple(sorted((c for c in range(I.COUNT) if o.point[c] == 0),
                                                             key=lambda c: (o.g[c] != T, -o.v[c], c))))


def returned_first(order) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """By card id: 1 for the cards a tribute is returned with first (side cards without points), else 0; and the
    other way round."""
    def build(o):
        first = tuple(int(o.g[c] != T and o.point[c] == 0) for c in range(I.COUNT))
        return first, tuple(1 - f for f in first)
    return by_order(order, "returned", build)
