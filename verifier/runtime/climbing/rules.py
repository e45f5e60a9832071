"""The contract between the climbing family's rule model and its engine: everything the engine reads, as plain data.

`verifier.compile.trick` (for a variant of `family climbing`) builds one `ClimbingRules` from the resolved rule model; the
engine generator writes it as a Python literal into `generated/engines/<id>.py`; `verifier.runtime.climbing` plays
it. Only the standard library is needed here (no Lark, no Z3), so a game server can ship a generated engine with the
runtime alone.

How to read it
--------------
* Every dataclass is frozen and built of ints, strs, bools, tuples and other dataclasses of this module, so that
  `repr()` of a `ClimbingRules` is a Python literal that rebuilds it.
* Names are those of shared/glossary.md's climbing section: set, lead, beat, pass, defer, close, take the wind,
  first out ... last, team, opposite, gouji set, burn, revolution, emperor, guard, rebels, call, seize, lone emperor.
* Every block that states a rule has a `rule` field: the location of the statement it was compiled from,
  `"spec/NAME.variant:LINE"`. Rulings cite it; `""` means the engine's documented default applies (the checker reports
  silences separately, so a default never hides a gap in the sources).
* `None` for an optional block means the variant does not have that rule (Baohuang has no `gouji_sets`, Gouji has no
  `calling`); the engine then plays without it.
* Ranks are strings of the card notation (`"3"` ... `"A"`, `"2"`, `"SJ"`, `"BJ"`); suits only matter where a rule
  names them (calling the emperor by rank and suit, showing the 3s of one suit for the first lead). The order of play
  has no suits: `ranks` is weakest first, and a rank's strength is its index there.
* Seats are numbered 0 .. players-1 in the direction of play (`direction`): seat s+1 plays after seat s.

A set (一套牌) is counts, not cards: `count` cards of a `core` rank, plus `small` small jokers, `big` big jokers and
`money` 2s attached (`verifier/runtime/climbing/sets.py`). What a set may be is `sets` (one `SetKind` per kind: Gouji
and Baohuang have one, `same-rank`; Guandan's runs and bombs or Dou Dizhu's trio-with-pair would be further kinds, so a
new climbing game is data, not code). Which set beats which is `beat` (a `Beat`): same number of cards or not, a
higher rank, and how jokers attached must be covered (`JokerCover`, one per kind of joker). A round is `round` (a
`Round`: pass and its scope, defer and its scope, how it ends, who leads next, take the wind). Answering rights,
burning and the rest of Gouji's own rules are optional blocks (`gouji_sets`, `burning`, `no_opposite`,
`free_for_all`, `revolution`); Baohuang's calling is `calling`. Places, the settlement by places with the split among a
team's members, and the tribute between deals close the deal.

Thin deltas this is meant to allow: Dou Dizhu is 3 players, one deck, teams `landlord`, a calling block with bidding
(not yet here), set kinds for runs and bombs and a `Beat` with `bombs`; Guandan is 4 players, 2 decks, teams
`alternate`, `wind_to: teammate`, a wildcard (not yet here); a regional Gouji changes a threshold row or a
`JokerCover`. The engine refuses a kind it cannot play yet with a clear message, never by guessing.
"""
from __future__ import annotations

from dataclasses import field

from ..frozen import dataclass  # `dataclasses.dataclass(frozen=True)` made faster (verifier/runtime/frozen.py, stdlib only)
# The rules after a deal (settlement tables, tribute, team levels), kept in their own module and named here too, so
# that a generated engine imports every name of its rules from this one module.
from .after_deal import (AFTER_SWEEP, AGREEMENTS, SAME_TEAM, TRIBUTE, FixedRow, LeftRow, Levels, Share,  # noqa: F401
                         Table, Tribute, TributeRow)

# The rank order of Gouji and Baohuang, weakest first ("大花 > 小花 > 2 > A > K > ... > 3").
CLIMBING_RANKS = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2", "SJ", "BJ")


@dataclass(frozen=True)
class Jokers:
    """The flowers (花): the two jokers. Any number of them may be attached to a set (挂花) where `attach` says so."""

    small: str = "SJ"  # the small joker, 小花 / 小王 / 小鬼 / 小虎
    big: str = "BJ"  # the big joker, 大花 / 大王 / 大鬼 / 大虎
    attach: bool = True  # may jokers be attached to a set of another rank (挂花)
    # A set of jokers only: its core is its weakest joker, the others attached ("lowest"), so SJ SJ BJ is two small
    # jokers with a big joker attached; "none": jokers may not form a set of their own.
    alone: str = "lowest"
    rule: str = ""


@dataclass(frozen=True)
class Money:
    """Money (钱): ranks that may be attached to any set and then lose their own rank (贴钱, "视为该牌中的普通一员")."""

    ranks: tuple[str, ...] = ("2",)
    rule: str = ""


@dataclass(frozen=True)
class Deal:
    """How the decks are dealt. `hand` None: the cards divided equally (the checker proves it divides)."""

    hand: int | None = None  # cards per player (36 in Gouji)
    # What happens to the cards that do not divide among the players (216 cards to 5 players):
    # "none" (they must divide), "set-aside" (left out of the deal), "first-receivers" (dealt on, so the first
    # receivers hold one more), "emperor" (set aside, then taken by the emperor after the call).
    leftover: str = "none"
    removed: tuple[str, ...] = ()  # cards taken out of every deck before dealing, in card notation
    first_receiver: str = "seat-0"  # "seat-0", "first-lead" (the previous deal's), "last-place" (the previous 大落)
    bottom: int = 0  # the bottom cards (底牌, Dou Dizhu's three), set aside for the landlord: the cards left over
    rule: str = ""


@dataclass(frozen=True)
class SetKind:
    """One kind of set. Gouji and Baohuang: "same-rank" (N cards of one rank, N ≥ 1, with jokers and money attached)."""

    name: str = "set"
    # "same-rank" (cards of one rank), "run" (consecutive ranks of `run_ranks`, `width` cards of each), "jokers"
    # (jokers only, of either kind: the rocket), "flush" (cards of one suit, any ranks). Deals play "same-rank" alone
    # today (Gouji, Baohuang); every shape is read, compared and generated (shapes.py, order.py, generate.py).
    shape: str = "same-rank"
    min_count: int = 1  # the fewest cards of the core rank (with money attached, money counts as the core rank)
    max_count: int | None = None  # None: any number the decks allow
    small: bool = True  # may small jokers be attached
    big: bool = True  # may big jokers be attached
    money: bool = False  # may money (the 2s) be attached
    width: int = 1  # a run: the cards of each of its ranks (1 singles, 2 pairs, 3 triples)
    min_length: int = 1  # a run: the fewest ranks
    max_length: int | None = None  # a run: the most ranks (None: as many as `run_ranks`)
    run_ranks: tuple[str, ...] = ()  # a run: the ranks it may hold, lowest first (a rank may stand at both ends)
    suited: bool = False  # every card of the set (its core) is of one suit (straight flush, flush)
    kicker: str | None = None  # what is attached to the core: "single", "pair" (三带一, 三带二, 飞机带翅膀, 四带二)
    kickers: int | None = None  # how many (None: one for each rank of the core)
    rule: str = ""


@dataclass(frozen=True)
class JokerCover:
    """How a set with jokers of one kind attached may be beaten (the beat relation's joker rules).

    Gouji: a set with small jokers is beaten only by one with big jokers on a rank at least one higher, and
    "大花不得少于小花数量": `by="big"`, `at_least="small"`. A set with a big joker attached is dead: `by="nothing"`,
    and with `closed_by="opposite"` its opposite must close it (扣牌). Baohuang's "在花和牌点两个方面都大过此牌":
    `by="big"`, `at_least="small"` (2 small jokers + 3 nines beaten by 2 big + 3 jacks or 3 big + 2 jacks).
    """

    attached: str  # "small" or "big": the standing set has jokers of this kind attached (and none of a bigger kind)
    by: str = "big"  # what the beater must have attached: "big" (big jokers), "any" (any jokers), "nothing" (dead)
    # How many: "small" (the beater's big jokers ≥ the standing set's small jokers), "big" (≥ its big jokers),
    # "big+1" (more big jokers than it has), "one" (at least one), "all" (the beater's big jokers ≥ all the
    # standing set's jokers, small and big).
    at_least: str = "small"
    rank: str = "higher"  # the beater's core rank must be "higher" (步步高) or "any"
    closed_by: str | None = None  # "opposite": a dead set must be closed (扣牌) by its player's opposite
    rule: str = ""


@dataclass(frozen=True)
class Beat:
    """The beat relation: when a set beats the standing set (顺牌 / 上牌)."""

    same_count: bool = True  # "张数相同": the beater has as many cards as the standing set (jokers and money counted)
    rank: str = "higher"  # "higher": a strictly higher core rank (步步高); "higher-or-equal" is not a strict order
    covers: tuple[JokerCover, ...] = ()  # the joker rules, by the kind of joker attached to the standing set
    # A plain set (no jokers attached) may be beaten by a set with jokers attached (still needing a higher rank).
    jokers_beat_plain: bool = True
    # The bomb classes (炸弹), weakest first: names of set kinds; a bomb beats every set that is no bomb, a higher class
    # a lower one, and within a class more cards, then a higher core.
    bombs: tuple[str, ...] = ()
    bombs_rule: str = ""
    # Ladders of kinds, each weakest first: a kind higher on a ladder beats a lower one of as many cards (Big Two's
    # five-card hands); (names, "file:line") per ladder.
    ladders: tuple[tuple[tuple[str, ...], str], ...] = ()
    # A play that reads as several sets (a wild card) is judged by its "best" reading (the one that beats every other
    # reading of it; none: the play is refused as ambiguous) or by the one the player "declared".
    readings: str = "best"
    readings_rule: str = ""
    rule: str = ""


@dataclass(frozen=True)
class Wild:
    """A wild card (逢人配): `rank` of `suit` stands for any card but a joker ("any-but-jokers"), itself included."""

    rank: str = "2"
    suit: str = "H"
    stands_for: str = "any-but-jokers"
    rule: str = ""


@dataclass(frozen=True)
class Defer:
    """Defer (让牌): let the next players answer first, keeping the right to answer afterwards."""

    # "first-circle" (Baohuang: in the first circle after a set; a deferrer answers in the second circle, where a
    # first-circle pass still counts), "next-two" (Gouji: the two next players answer first; when both pass the
    # deferrer beats or closes).
    scope: str = "first-circle"
    # When a player may defer: "any" set, or "opposite-set" (Gouji: the opposite's set that the two players before
    # passed, "对上两家过牌的对头牌").
    when: str = "any"
    then: str = "in-turn"  # who answers a set played over it while the deferrer waits: or "deferrer-opposite"
    rule: str = ""
    then_rule: str = ""


@dataclass(frozen=True)
class Round:
    """A round (一轮): a lead, then beats in turn, until nobody beats the standing set."""

    # Pass (过牌): "round" (out of this round), "round-except-opposite" (Gouji: out of this round except to answer
    # one's opposite, "过牌者除对头牌外，这一轮再无权发牌"), "set" (only this set).
    pass_scope: str = "round"
    defer: Defer | None = None
    # How a round ends: "all-pass" (every other player passed the standing set), "circles" (the standing set went
    # `circles` circles with no beat, "过牌 2 圈"; passers are skipped).
    ends: str = "all-pass"
    circles: int = 1
    # After a player's last set (底牌) that nobody beats, who leads: "next" (take the wind, 接风: the next player
    # still holding cards), "teammate" (Guandan: the finisher's teammate), "none".
    wind_to: str = "next"
    # A pass is allowed even when the hand could beat ("may-pass"), or a player able to beat must ("must-beat").
    may_pass: bool = True
    rule: str = ""
    wind_rule: str = ""


@dataclass(frozen=True)
class GoujiSets:
    """The gouji sets (够级牌) and who may answer them (only the opposite, 对头)."""

    # The legal minimum per rank, weakest rank last: ("A", 2), ("K", 2), ("Q", 3), ("J", 4), ("10", 5). A set of a
    # rank higher than every row's (the 2s, the jokers) is a gouji set from one card (`always`).
    thresholds: tuple[tuple[str, int], ...] = (("A", 2), ("K", 2), ("Q", 3), ("J", 4), ("10", 5))
    always: tuple[str, ...] = ("2", "SJ", "BJ")  # "1 张大、小花及钱": one card of these is a gouji set
    jokers_make_gouji: bool = True  # a set with any joker attached is a gouji set
    answer: str = "opposite"  # who may answer a gouji set (except a burn or no opposite): "opposite"
    rule: str = ""


@dataclass(frozen=True)
class Burning:
    """Burn (烧牌): take over a gouji set out of turn, before the opposite answers.

    Precedence ("烧牌优先和联邦烧牌优先"): the gouji set's player's teammates first, then the others, in turn order.
    The condition: the burner beats the gouji set, and every later set of theirs carries a joker (the last may not),
    or after the burn the hand is a single set of one rank ("手中所剩牌为同一点数的牌").
    """

    precedence: str = "teammates-first"  # or "turn-order"
    jokers_after: bool = True  # every later set of the burner carries a joker, the last excepted
    rule: str = ""


@dataclass(frozen=True)
class NoOpposite:
    """无头: once a player is out, their opposite has no opposite; anyone may beat that player's sets in turn, and that
    player may beat anyone's, gouji sets included."""

    rule: str = ""


@dataclass(frozen=True)
class FreeForAll:
    """四人乱缠: after `after` players are out, the others play without answering rights, burning or deferring (in turn,
    closing and showing the count still apply)."""

    after: int = 2
    rule: str = ""


@dataclass(frozen=True)
class FinalGouji:
    """够死级: the last set (底牌) of a player going out in one of `places` (1 = first out) is answered as a gouji set,
    burns aside, by their opposite alone, whose answer only burns answer ("除有烧牌者外，够死级者即获重新发牌权");
    `chances` - 1 more of the opposite's gouji sets are then played so (the seed: one chance, "分别有一次")."""

    places: tuple[int, ...] = (1, 2)
    chances: int = 1
    rule: str = ""


@dataclass(frozen=True)
class Revolution:
    """Revolution (革命): a player dealt none of `without` may fold their hand and sit the deal out."""

    without: tuple[str, ...] = ("BJ", "SJ", "2")
    optional: bool = True  # "符合革命条件者有权不革命"
    place: int = 4  # the place a revolutionary is given ("通常视为四科")
    # ... unless both teammates take the first and second places: then this place ("视为三科", so the other team is
    # swept).
    place_if_teammates_top: int = 3
    void_at: int = 2  # this many revolutionaries in one deal void it ("2 个以上革命者，则该局作废")
    # This many of the revolutionary's opposite's gouji sets are answered by burns only (够死级); then, or with 0, 无头.
    opposite_chances: int = 0
    decline: bool = False  # the opposite may decline the chances and be 无头 from the start ("声明放弃此权力即视为无头")
    rule: str = ""
    chances_rule: str = ""


@dataclass(frozen=True)
class Teams:
    """Who plays with whom."""

    # "alternate" (Gouji's 联邦: seats of the same parity; Guandan's partners), "emperor" (Baohuang: the emperor and
    # the guard against the rebels, known after the call), "landlord" (Dou Dizhu: one against the rest).
    kind: str = "alternate"
    opposite: str | None = None  # "across": seat s faces s + players/2 (Gouji's 对头); None: no opposites
    rule: str = ""


@dataclass(frozen=True)
class Calling:
    """Calling the emperor (Baohuang: 叫庄, 让庄, 逼庄, 黄庄, 抢庄, 独保, 明保 / 暗保)."""

    marked: str = "BJ"  # the marked card: its holder may call first
    counts: tuple[int, ...] = (3, 4)  # a call needs this many cards of one rank and suit (jokers of one kind count)
    jokers: bool = True  # may jokers be calling cards ("大王、小王也可以作为叫庄牌")
    pass_direction: str = "clockwise"  # 让庄: the marked card goes on to the next player this way
    forced: int | None = 3  # 逼庄: when nobody called, from the first player on whoever holds exactly this many must
    void: str = "redeal"  # 黄庄: nobody called or was forced: deal again
    seize: bool = True  # 抢庄: a player may take the marked card and be emperor without calling cards; no guard
    lone_at: int = 4  # 独保: a call with this many cards makes the emperor their own guard
    no_guard: str = "redeal"  # a call of fewer whose other copies are set aside: void, or "lone-emperor" (独保)
    open_guard: bool = True  # 明保: the guard may show themself before the play (the settlement doubles)
    open_lone: bool = True  # 明独: the lone emperor may show themself before the play (the settlement doubles)
    rule: str = ""
    forced_rule: str = ""
    seize_rule: str = ""
    lone_rule: str = ""


@dataclass(frozen=True)
class Bidding:
    """Bidding for the landlord (Dou Dizhu), `by` points (叫分) or call and rob (叫地主 / 抢地主: bidding.py). The
    winner is the landlord and takes the cards set aside (底牌, shown to all); nobody bidding voids the deal."""

    by: str = "points"
    bids: tuple[int, ...] = (1, 2, 3)
    rob_back: bool = True
    void: str = "redeal"
    bottom: str = "landlord"
    rule: str = ""


@dataclass(frozen=True)
class FirstLead:
    """Who leads the first set of a deal."""

    # "most-threes" (Gouji's 上班: who shows the most 3s of one suit, two at least; 顶班 by more), "emperor"
    # (Baohuang), "holder" (the holder of `card`: Big Two's 3♦), "seat-0"; `later` is the same for the deals after
    # the first ("last-place": the previous 大落; "first-out": the previous deal's first out; "same": as the first
    # deal).
    first: str = "seat-0"
    later: str = "same"
    min_threes: int = 2
    card: str | None = None  # for "holder": the named card, in card notation ("3D")
    card_in_lead: bool = False  # the named card must be in the first lead (Big Two: the 3♦ is played)
    rule: str = ""
    card_rule: str = ""


@dataclass(frozen=True)
class ClimbingRules:
    """The rules of one climbing variant (Gouji, Baohuang, ...), as the engine reads them."""

    id: str
    title: tuple[tuple[str, str], ...] = ()  # (language, text)
    players: int = 6
    decks: int = 4
    direction: str = "counter-clockwise"  # the order of play (seats are numbered this way)
    ranks: tuple[str, ...] = CLIMBING_RANKS  # weakest first, no suits ("不论花色，点数为准")
    ranks_rule: str = ""
    jokers: Jokers | None = field(default_factory=Jokers)  # None: a deck without jokers
    money: Money | None = None  # Gouji: the 2s; Baohuang: none
    suits: tuple[str, ...] = ()  # the suits, weakest first, where they break ties (Big Two); (): suits do not rank
    suits_rule: str = ""
    wild: Wild | None = None
    deal: Deal = field(default_factory=Deal)
    sets: tuple[SetKind, ...] = (SetKind(),)
    beat: Beat = field(default_factory=Beat)
    round: Round = field(default_factory=Round)
    teams: Teams = field(default_factory=Teams)
    first_lead: FirstLead = field(default_factory=FirstLead)
    gouji_sets: GoujiSets | None = None
    burning: Burning | None = None
    no_opposite: NoOpposite | None = None
    free_for_all: FreeForAll | None = None
    final_gouji: FinalGouji | None = None
    revolution: Revolution | None = None
    calling: Calling | None = None
    bidding: Bidding | None = None
    show_count: int | None = None  # 报牌: a hand of this many cards or fewer is shown as a count to everyone
    show_count_rule: str = ""
    # The end of a deal: "one-left" (when all but one player are out, "除一玩家外其他玩家都已经出完"), "first-out" (when
    # one player is out: Big Two, Paodekuai; the others are placed by the cards they hold, fewest first).
    end: str = "one-left"
    end_rule: str = ""
    settlement: tuple[Table, ...] = ()
    tribute: Tribute | None = None
    levels: Levels | None = None  # each team's level (Guandan): the deal's level rank and wild card follow it
    remarks: tuple[tuple[str, str, str], ...] = ()  # (name, text, "file:line"): rules stated but not enforced

    @property
    def family(self) -> str:
        return "climbing"

    @property
    def hand_size(self) -> int:
        """Cards per player: the deal's `hand`, else the deck divided (the leftover handled as `deal.leftover`)."""
        if self.deal.hand is not None:
            return self.deal.hand
        return self.deck_size // self.players

    @property
    def deck_size(self) -> int:
        jokers = () if self.jokers is None else (self.jokers.small, self.jokers.big)
        plain = sum(1 for r in self.ranks if r not in jokers)
        return self.decks * (plain * 4 + len(jokers)) - self.decks * len(self.deal.removed)

    @property
    def shaped(self) -> bool:
        """Whether the sets are more than Gouji's and Baohuang's one kind of one rank: runs, attachments, several
        kinds, bombs, ladders, suits that rank or a wild card (read by shapes.py, not sets.py)."""
        kinds = self.sets
        return (len(kinds) != 1 or kinds[0].shape != "same-rank" or kinds[0].kicker is not None or kinds[0].suited
                or bool(self.beat.bombs or self.beat.ladders or self.suits) or self.wild is not None)

    def public_count(self, left: int) -> int | None:
        """报牌: a hand's count, shown to everyone when it is at or under `show_count` (None: hidden); both plays
        (round.py, shaped_play.py) and the worked examples of a shown count ask it."""
        limit = self.show_count
        return left if limit is not None and left <= limit else None

    def table(self, when: str) -> Table | None:
        """The settlement table for a kind of deal ("normal", "open-guard", ...); None when the variant has none."""
        for t in self.settlement:
            if t.when == when:
                return t
        return None
