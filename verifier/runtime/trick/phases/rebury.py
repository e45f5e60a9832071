"""After the declarer's burial, the other players bury jokers into the shown kitty (扣王) and pick up as many of its
smallest cards without points (`bury { others-bury-jokers: allowed  pick-up: smallest-non-point }`).

Each other player in turn, once, in the direction of play from the one after the declarer, may bury one or more
jokers from the hand (big jokers first with `joker-order: big-first`) and picks up as many of the kitty's smallest
cards without points: side cards before trumps, side cards by rank, trumps by the card order; of equal cards of
different suits the player chooses. Jokers are never picked up, so a player buries at most as many jokers as the
kitty holds other cards without points. Nobody may when the declarer buried only point cards, or point cards and
jokers (`all-points-closes: yes`), nor into a dry pot (干锅, `dry-pot: yes`): a kitty shown after the deal of only
trumps or only side cards, which the declarer does not exchange either, and whose jokers give no extra levels and no
tribute (phases/end.py).
"""
from __future__ import annotations

from collections import Counter
from itertools import combinations

from .. import ids as I
from ..order import T
from ..state import Illegal

OPTIONS_SHOWN = 40  # the most burials offered to a player (the page lists them; ties between suits multiply them)


class ReburyPhase:
    """A part of runtime.game.Deal, which holds the state and calls these in order."""

    _pickable = None  # (the kitty, the card order, _pool): the cards that may be picked up

    # 4a. Others bury jokers (扣王) ----------------------------------------------------------------------------------

    def keeps_dry_pot(self) -> bool:
        """干锅 (`dry-pot: yes`): a kitty shown after the deal (a declaration stands: 若没人亮主，底牌不公开) of only
        trumps or only side cards is not exchanged: it stays as dealt, buried as it is."""
        if not self.rules.dry_pot or self.standing is None:
            return False
        trumps = sum(1 for c in self.kitty if self.order.g[c] == T)
        if trumps not in (0, len(self.kitty)):
            return False
        self.dry_pot = True
        self.buried = list(self.kitty)
        self.declarer_buried = list(self.kitty)
        self.burier = self.declarer
        return True

    def _rebury(self, agents) -> None:
        rules = self.rules
        if not rules.others_bury_jokers or self.rebury_closed() is not None:
            return
        self.phase = "rebury"
        for k in range(1, self.n):
            seat = (self.declarer + k) % self.n
            if not self.may_rebury(seat):
                continue  # nothing this player could bury: not asked
            ask = getattr(agents[seat], "rebury", None)
            choice = ask(self, seat) if ask is not None else None
            self.stats.decisions += 1
            if choice is None:
                continue
            jokers, picked = (list(part) for part in choice)
            self.judge_rebury(seat, jokers, picked)
            for c in jokers:
                self.hands[seat][c] -= 1
            kitty = list(self.buried)
            for c in picked:
                kitty.remove(c)
                self.hands[seat][c] += 1
            self.buried = kitty + jokers
            self.reburied.append({"player": seat, "buried": I.names(jokers), "picked": I.names(picked)})

    def rebury_closed(self) -> str | None:
        """Why nobody may bury jokers into this kitty (None: they may), with the rule's key in the refs."""
        if self.dry_pot:
            return "the kitty is a dry pot (干锅): only trumps or only side cards, so no jokers are buried into it"
        if self.rules.all_points_closes and all(self.order.point[c] or I.SUIT_OF[c] is None
                                                for c in self.declarer_buried):
            return "the declarer buried only point cards (and jokers): nobody else buries jokers"
        return None

    def smallness(self, card: int) -> tuple[int, int]:
        """How small a kitty card is for the pick-up: side cards before trumps; side cards by rank (the suits equal),
        trumps by the card order."""
        o = self.order
        if o.g[card] == T:
            return (1, o.v[card])
        return (0, -self.rules.ranks.index(I.RANK_OF[card]))

    def pickable(self) -> list[int]:
        """The kitty's cards that may be picked up (no point cards, no jokers), smallest first."""
        return list(self._pool()[0])

    def _pool(self) -> tuple[tuple[int, ...], tuple]:
        """pickable, with the smallness of each card. Kept while the kitty and the card order are the same objects
        (each burial makes a new kitty): every player's options read them."""
        kept, o = self._pickable, self.order
        if kept is None or kept[0] is not self.buried or kept[1] is not o:
            pool = sorted((c for c in self.buried if not o.point[c] and I.SUIT_OF[c] is not None), key=self.smallness)
            kept = self._pickable = (self.buried, o, (tuple(pool), tuple(map(self.smallness, pool))))
        return kept[2]

    def judge_rebury(self, seat: int, jokers: list[int], picked: list[int]) -> None:
        where = self.where(player=seat)
        rule = self.ref("others-bury-jokers") or self.ref("bury")
        if not self.rules.others_bury_jokers:
            raise Illegal(where, "only the declarer buries: the variant lets nobody else bury jokers", self.ref("bury"))
        if seat == self.declarer:
            raise Illegal(where, "the declarer has buried: only the other players bury jokers now", rule)
        closed = self.rebury_closed()
        if closed:
            raise Illegal(where, closed, self.ref("dry-pot" if self.dry_pot else "all-points-closes") or rule)
        if not jokers:
            raise Illegal(where, "bury at least one joker, or pass", rule)
        others = [c for c in jokers if I.SUIT_OF[c] is not None]
        if others:
            raise Illegal(where, f"only jokers are buried into the kitty: {' '.join(I.names(others))} is not one", rule)
        self.require_in_hand(seat, jokers, where, rule)
        if self.rules.bury_big_first and I.SJ in jokers and self.hands[seat][I.BJ] > jokers.count(I.BJ):
            raise Illegal(where, "a big joker is buried before any small joker: SJ buried while the hand keeps BJ",
                          self.ref("joker-order") or rule)
        pick_rule = self.ref("pick-up") or rule
        pool = self.pickable()
        if len(jokers) > len(pool):
            raise Illegal(where, f"{len(jokers)} joker(s) buried, but the kitty holds only {len(pool)} card(s) without "
                          f"points to pick up (jokers are not picked up)", pick_rule)
        if len(picked) != len(jokers):
            raise Illegal(where, f"as many cards are picked up as jokers buried (扣几张捡几张): {len(jokers)}, not "
                          f"{len(picked)}", pick_rule)
        missing = Counter(picked) - Counter(self.buried)
        if missing:
            raise Illegal(where, f"{' '.join(I.names(list(missing.elements())))} not in the kitty", pick_rule)
        smallest = Counter(self.smallness(c) for c in pool[:len(jokers)])
        if Counter(self.smallness(c) for c in picked if c in pool) != smallest or any(c not in pool for c in picked):
            want = " ".join(I.names(pool[:len(jokers)]))
            raise Illegal(where, f"the smallest cards without points are picked up (side cards before trumps, then by "
                          f"rank; of equal cards any suit): {want}, or equal cards of other suits", pick_rule)

    def may_rebury(self, seat: int) -> bool:
        """Whether the player could bury jokers now (rebury_options offers something): one joker held, and one card
        of the kitty to pick up for it, are a burial (the big joker with `joker-order: big-first`)."""
        if not self.rules.others_bury_jokers or seat == self.declarer or self.rebury_closed() is not None:
            return False
        hand = self.hands[seat]
        return hand[I.BJ] + hand[I.SJ] > 0 and len(self._pool()[0]) > 0

    def rebury_options(self, seat: int, limit: int = OPTIONS_SHOWN) -> list[tuple[list[int], list[int]]]:
        """Burials the player could make now: (jokers, cards picked up), fewest jokers first; at most `limit`."""
        if not self.may_rebury(seat):
            return []
        rules, hand = self.rules, self.hands[seat]
        big, small = hand[I.BJ], hand[I.SJ]
        pool, smallness = self._pool()
        found: list[tuple[list[int], list[int]]] = []
        for count in range(1, min(big + small, len(pool)) + 1):
            for bjs in range(min(big, count), -1, -1):
                sjs = count - bjs
                if sjs > small or (rules.bury_big_first and sjs and bjs < big):
                    continue
                jokers = [I.BJ] * bjs + [I.SJ] * sjs
                for picked in self._picks(pool, smallness, count):
                    found.append((jokers, picked))
                    if len(found) >= limit:
                        return found
        return found

    @staticmethod
    def _picks(pool, smallness, count: int):
        """The ways to pick up `count` smallest cards of the pool (with the smallness of each): the cards below the
        last tied class, and any of that class."""
        edge = smallness[count - 1]
        below = [c for c, small in zip(pool[:count], smallness) if small != edge]
        tied = [c for c, small in zip(pool, smallness) if small == edge]
        seen = set()
        for chosen in combinations(tied, count - len(below)):
            key = tuple(sorted(chosen))
            if key not in seen:
                seen.add(key)
                yield below + list(chosen)
