"""The rules of one variant as plain data: what the engine, the referee and the example prover read.

Built from the rule model by verifier.compile.trick; written as literals by the engine generator. Only the standard
library is needed here, so that a game server can ship a generated variant and this runtime alone.
"""
from __future__ import annotations

from dataclasses import field
from functools import cached_property

from ..frozen import dataclass  # `dataclasses.dataclass(frozen=True)` made faster (verifier/runtime/frozen.py, stdlib only)


@dataclass(frozen=True)
class Tier:
    cards: str  # "BJ", "SJ", "level", "rank", "trump-suit"
    rank: str | None = None
    suits: str | None = None  # "trump-suit", "other-suits" or None (every suit)
    suit: str | None = None  # a fixed suit: the tier holds the one card `rank` of `suit` ("5", "H": Hong Wu)


@dataclass(frozen=True)
class Combo:
    kind: str  # "single", "pair", "triple", "tractor", "triple-tractor", "bomb"
    min_length: int = 2
    adjacency: str = "card-order"
    size: int = 4  # a bomb's fewest identical cards
    beats: str = "any"  # a bomb beats any play of as many cards, or only lower "bombs"
    void: str = "trump-only"  # a void player bombs with trumps only, or with a bomb of "any-suit"
    cards: str = "identical"  # a bomb's (or a triple-with's) cards: "identical", or "same-rank" (any suits of a group)
    jokers: str = ""  # "pairs": BJ BJ SJ SJ is a bomb


@dataclass(frozen=True)
class ShapeTerm:
    count: int | None  # None: one, or "as many as possible" when plural
    unit: str  # "single", "pair", "triple", "tractor", "triple-tractor", "any"
    plural: bool = False


@dataclass(frozen=True)
class LedRule:
    led: str
    ladder: tuple[tuple[ShapeTerm, ...], ...]
    ref: str = ""


@dataclass(frozen=True)
class BonusRow:
    combination: str  # a combination kind, or "any"
    base: int
    power_of_cards: bool = False
    step_op: str | None = None
    step: int | None = None


@dataclass(frozen=True)
class Outcome:
    side: str | None  # "declarers", "attackers", None for nothing
    kind: str  # "keep", "take-over", "give", "nothing"
    amount: int = 0
    per_points: tuple[tuple[int, int, str, int], ...] = ()  # (amount, points, "over"/"under", reference)
    per_kitty_card: tuple[tuple[int, str], ...] = ()  # (amount, card)
    round_ends: bool = False
    also: tuple[tuple[str, int], ...] = ()  # (side, levels): the other side rises too (`… and attackers +1`)


@dataclass(frozen=True)
class Row:
    conditions: tuple[tuple[str, int], ...]  # (compare, value) on the attackers' points
    last_trick: str | None  # the side that must have won the last trick, if the row says
    outcome: Outcome
    ref: str = ""
    label: str | None = None
    kitty: tuple[tuple[int, str], ...] = ()  # (count, card): the kitty holds at least that many (`3 BJ in kitty`)


SUITED_PARTS = ("level", "suited")  # the show parts whose identical cards are of a suit, which the show may name


@dataclass(frozen=True)
class ShowPart:
    count: int
    cards: str  # "level", "suited" (identical cards of any rank with a suit), "BJ", "SJ"
    suits: tuple[str, ...] = ()


@dataclass(frozen=True)
class Show:
    name: str
    parts: tuple[ShowPart, ...]
    target: str
    scope: str | None = None
    without: ShowPart | None = None  # `without level cards`: no such card held beside those shown (its count is 0)


@dataclass(frozen=True)
class Rules:
    id: str
    players: int = 4
    decks: int = 2
    jokers: bool = True
    hand: int | None = None
    kitty: int | None = None
    points: tuple[tuple[str, int], ...] = ()
    ranks: tuple[str, ...] = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
    permanent: tuple[str, ...] = ()
    tiers: tuple[Tier, ...] = ()
    combos: tuple[Combo, ...] = ()
    throw: bool = False
    throw_judge: str = "each-component"
    throw_failure: str = "smallest-beaten"
    throw_penalty: int = 0
    throw_penalty_levels: int = 0  # levels to the other side of each failed throw (`penalty-levels`)
    follow_suit: bool = True
    ties: str = "first-played"
    led: tuple[LedRule, ...] = ()
    protect: tuple[str, ...] = ()
    quad: str = ""  # four identical cards that are no bomb: "two-pairs", "triple-and-single", "" (as a triple)
    ruff_shape: str = "must-match"
    ruff_compare: str = "lead-shape"
    bonus: tuple[BonusRow, ...] = ()
    bonus_throw: str = "largest-component"
    bonus_cap: int | None = None
    scoring: tuple[Row, ...] = ()
    scoring_cap: int | None = None
    scoring_first_row: bool = False
    match_points: tuple[int, int, int] | None = None  # 比赛积分 (per level, take over, per tribute card); None: none
    shows: tuple[Show, ...] = ()
    overcall: tuple[tuple[str, str | None], ...] = ()  # (show name, suit or None), weakest first
    step_by_step: tuple[str, ...] = ()  # shows whose steps an overcall follows one at a time (no skipping)
    kitty_shows: tuple[Show, ...] = ()  # the extra shows of `kitty overcall`
    kitty_overcall: tuple[tuple[str, str | None], ...] = ()  # its order, weakest first; () = no kitty overcalls
    refs: tuple[tuple[str, str], ...] = field(default=())  # rule key -> "file:line", for citing in rulings
    # The flow of a deal and of a match (filled by the engine's compiler, verifier.generate.engines.trick). Each default is
    # the runtime's reading of a silent model; docs/engine.md lists them.
    title: tuple[tuple[str, str], ...] = ()  # (language, text)
    teams: str = "partners"
    direction: str = "counter-clockwise"
    removed: tuple[str, ...] = ()  # cards taken out of every deck, in card notation
    levels: tuple[str, ...] = ()  # the level ladder, bottom first; () = 2 up to A
    mandatory: tuple[str, ...] = ()  # levels a rise cannot skip
    defended: tuple[str, ...] = ()  # levels a rise stops on, and only the declarers rise from (`defended levels`)
    jack_rule: str | None = None  # 勾J: "single-jack" or "any-jack"; None: no Jack rule
    jack_back: int | None = None  # levels the declarers go back by it; None: to the bottom
    past_top: str = "match-won"  # or "restart", "new-round", "restart-keeping-steps", "wrap-around"
    reinforce: bool = True
    reinforce_equivalent: bool = False  # `reinforce: while-equivalent` (rbtying's ReinforceWhileEquivalent)
    self_overcall: bool = False
    nobody_declares: tuple[str, ...] = ("no-trump",)
    nobody_declares_first_deal: tuple[str, ...] | None = None
    first_declarer: str = "first-to-declare"
    stake: int | None = None
    overcall_limit: int | None = None
    kitty_overcaller: str = "other-players"  # or "attackers"
    kitty_declarer: str = "unchanged"  # or "overcaller"
    kitty_undeclared: bool = False  # may the kitty be overcalled when nobody declared
    kitty_limit: int | None = None
    kitty_stake: int | None = None
    bury_points: bool = True
    bury_jokers: bool = True
    bury_big_first: bool = False  # `joker-order: big-first`: a small joker only once no big joker is left in the hand
    show_jokers: bool = False
    others_bury_jokers: bool = False  # after the declarer, others bury jokers into the kitty (phases/rebury.py)
    all_points_closes: bool = False  # ... not when the declarer buried only point cards (and jokers)
    dry_pot: bool = False  # 干锅: ... nor into a kitty of only trumps or only side cards, whose jokers then count nothing
    ruff_when_void: str = "may-ruff"
    throw_suits: str = "one-suit"
    next_keep: str = "partner"  # next declarer when the declarers keep and rise
    next_stay: str = "same-player"  # ... keep without rising (and after an outcome of `nothing`)
    next_take_over: str = "next-player"  # ... when the attackers take over
    next_first_deal: str | None = None  # declarer of the first deal (else first_declarer decides)
    # Finding Friends (teams "friends"): how the friend is called and found, and the level shares. None: no friends.
    friend_call: str | None = None  # "nth-copy"
    friend_count: int = 1
    friend_own_card: bool = True  # may the declarer call a card they hold
    level_shares: str = "balanced"
    # Kitty demotions (抠底降级): (rank, points, overflow steps, rows, ref); a row is (combination or "any", losses,
    # ref), a loss (role, levels, down-to rank or None). shares.py plays them.
    demotions: tuple = ()
    unused_levels: str = "lost"  # or "transfer" (级数不浪费, shares.py)
    share_split: str = "kitty-keeper"  # or "flexible": the kitty keeper gives out the spoils (shares.py)
    smaller_side_bonus: int = 0  # levels the declarer's side gains beyond the table, keeping with fewer players
    tribute: tuple[Row, ...] = ()
    tribute_first_row: bool = False
    tribute_giver: str | None = None
    tribute_receiver: str | None = None
    tribute_cards: str | None = None
    tribute_returned: str | None = None
    tribute_reversal: tuple[str, ...] = ()  # cards that turn the tribute round when the giver holds them (反进贡)
    tribute_reversal_partner: str = "unchanged"  # or "no-tribute": the giver's partner holding them cancels it
    # An exchange of cards between players (换牌). exchange_count None: no exchange.
    exchange_count: int | None = None
    exchange_with: str = "opponents"  # or "partner"
    exchange_time: str = "after-kitty"  # or "after-deal"
    exchange_cards: str = "any"
    # Levels per player (`levels … per player`): each player keeps a level of their own, as with found friends.
    levels_per_player: bool = False
    drawn_joker: str = "draw-again"  # `draw-kitty-card` meeting a joker: draw on, or "no-trump"
    nobody_declares_declarer: str = "first-receiver"  # or "random": the declarer of an undeclared first deal
    first_receiver: str = "first-seat"  # or "random": who is dealt the first card of the first deal
    turn: str = "anyone"  # or "declarers": a later deal's first declaration is the declarers' side's (轮到定主)
    face: str = "up"  # or "down": declarations face down, each player once, the biggest stands (把牌盖住)
    pass_to: str = "none"  # or "other-side": the side in turn passed (弃权), the other declares at its level
    throw_first_rounds: int | None = None  # throws only in a side suit's first N tricks (边三轮); None: any lead
    # Bidding (竞标) in place of declaring. bid_better None: no bidding.
    bid_better: str | None = None  # "lower" or "higher"
    bid_lowest: int | None = None
    bid_highest: int | None = None
    bid_step: int = 5
    bid_first: str = "first-receiver"  # or "next-player"
    bid_pass: str = "final"  # or "may-return"
    bid_opening: str = "optional"  # or "required"
    bid_revealed: int = 0  # kitty cards turned face up before the bidding
    bid_reference: int | None = None  # the bid the scoring table is written for (figures scale by bid / this)
    counter_exchange: int | None = None  # kitty cards a counter-bidder exchanges (None: the whole kitty)
    remarks: tuple[tuple[str, str, str], ...] = ()  # (name, text, "file:line"): rules the engine does not enforce

    @cached_property
    def _refs(self) -> dict[str, str]:
        return dict(self.refs)

    @cached_property
    def _points(self) -> dict[str, int]:
        return dict(self.points)

    @cached_property
    def _combos(self) -> dict[str, Combo]:
        return {c.kind: c for c in reversed(self.combos)}

    def least_points(self) -> int:
        """The fewest points the attackers can end a deal with: 0, or below where a failed throw costs them points
        (at most one failed throw per trick)."""
        return -self.throw_penalty * (self.hand or 0) if self.throw else 0

    def point_step(self) -> int:
        """Scores move in steps of the point values' greatest common divisor (5 with 5, 10 and K)."""
        from math import gcd
        step = 0
        for _rank, value in self.points:
            step = gcd(step, value)
        return step or 1

    def ref(self, key: str) -> str:
        return self._refs.get(key, "")

    def combo(self, kind: str) -> Combo | None:
        return self._combos.get(kind)

    def point_value(self, rank: str) -> int:
        return self._points.get(rank, 0)

    @property
    def ladder(self) -> tuple[str, ...]:
        """The levels, bottom first."""
        return self.levels or ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
