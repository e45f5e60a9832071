"""The rule model of the climbing family (Gouji 够级, Baohuang 保皇, and the games they belong with).

A climbing variant shares the deck, the seats and teams, the scoring by tables and the citations with the
trick-taking family (verifier/model.py); what is its own is the flow of a deal: the rank order without suits, what a
set is (一套牌), the beat relation, the round (lead, beat, pass, defer, close, take the wind), the finishing places
and the settlement by places, and each game's own rules (Gouji's gouji sets, burning, 无头, 四人乱缠, revolution;
Baohuang's call of the emperor). The words are those of shared/glossary.md's climbing section.

A set is held as counts, never as a list of suited cards: a core rank with its count, plus the small jokers, big
jokers and money (the 2s of Gouji) attached. Worked examples write a set as its cards without suits: `"SJ 8 8 8"`.
As everywhere in the model, a setting a file does not state is None: the sources are silent.
"""
from __future__ import annotations

from ..runtime.cards import Card
from ..runtime.frozen import dataclass  # `dataclasses.dataclass`, made faster for frozen classes (see there)
# model.py imports this module just before its `Variant`, once everything named here exists.
from . import Block, Direction, Node, Permission, PlaceRow, Rule, Word, items, setting


# Enumerations ------------------------------------------------------------------------------------------------------

class SetShape(Word):
    SAME_RANK = "same-rank"  # N cards of one rank, with jokers (and money) attached: Gouji, Baohuang


class Attach(Word):
    """What may be attached to a set of another rank (挂花, 贴钱)."""

    SMALL_JOKERS = "small-jokers"
    BIG_JOKERS = "big-jokers"
    MONEY = "money"


class AttachedMoney(Word):
    CORE_RANK = "core-rank"  # an attached 2 counts as a card of the set's rank ("视为该牌中的普通一员")


class JokersOnly(Word):
    """A set of jokers only (`"SJ SJ BJ"`)."""

    LOWEST_CORE = "lowest-core"  # its core is its weakest joker, the others attached: SJ SJ BJ is 2 SJ + 1 BJ
    FORBIDDEN = "forbidden"


class BeatCount(Word):
    SAME = "same"  # "张数相同": as many cards as the standing set (jokers and money counted)
    ANY = "any"


class BeatRank(Word):
    HIGHER = "higher"  # "步步高": a strictly higher rank


class CoverTerm(Word):
    """One term of a `cover` row: what a set must have to beat a standing set with jokers of one kind attached."""

    BIG_JOKERS = "big-jokers"  # the beater has big jokers attached
    ANY_JOKERS = "any-jokers"  # the beater has jokers of either kind attached
    DEAD = "dead"  # nothing beats it (死牌)
    AS_MANY = "as-many"  # at least as many (of the beater's kind) as the standing set has of this kind
    MORE = "more"  # more than the standing set has of this kind
    ONE = "one"  # at least one
    HIGHER_RANK = "higher-rank"  # on a strictly higher rank
    ANY_RANK = "any-rank"  # on any rank


class PassScope(Word):
    ROUND = "round"  # a player who passes is out of the round
    ROUND_EXCEPT_OPPOSITE = "round-except-opposite"  # out of the round except to answer their opposite (对头牌)
    SET = "set"  # only this set is passed


class DeferScope(Word):
    FIRST_CIRCLE = "first-circle"  # in the first circle after a set; the deferrer answers in the second
    NEXT_TWO = "next-two"  # the two next players answer first; when both pass the deferrer beats or closes


class DeferOn(Word):
    ANY_SET = "any-set"
    OPPOSITE_SET = "opposite-set"  # the opposite's set that the two players before passed ("对上两家过牌的对头牌")


class RoundEnd(Word):
    ALL_PASS = "all-pass"  # every other player passed the standing set
    CIRCLES = "circles"  # the standing set went `circles` circles with no beat ("过牌 2 圈")


class Closer(Word):
    OPPOSITE = "opposite"  # the player's opposite (对头) closes a dead set (扣牌)


class NextLead(Word):
    LAST_SET = "last-set"  # the player of the round's last set leads the next round


class Wind(Word):
    """Who takes the wind (接风) after a player's last set (底牌) that nobody beats."""

    NEXT_PLAYER = "next-player"  # the next player, on request, when all the others pass
    TEAMMATE = "teammate"  # the finisher's teammate (Guandan)
    NONE = "none"


class LeadBy(Word):
    MOST_THREES = "most-threes"  # who shows the most 3s of one suit (亮 3; more take it over: 顶班)
    EMPEROR = "emperor"  # the emperor (Baohuang)
    SAME = "same"  # for later deals: as the first deal


class Leftover(Word):
    """The cards of the decks that do not divide among the players (216 cards to five)."""

    NONE = "none"  # they must divide
    SET_ASIDE = "set-aside"  # left out of the deal
    FIRST_RECEIVERS = "first-receivers"  # dealt on: the first receivers hold one more
    EMPEROR = "emperor"  # set aside, then taken by the emperor after the call


class DealEnd(Word):
    ONE_LEFT = "one-left"  # the deal ends when all but one player are out ("除一玩家外其他玩家都已经出完")


class Answerer(Word):
    OPPOSITE = "opposite"  # only the opposite may answer a gouji set (except a burn or 无头)


class AttachedJokers(Word):
    """Whether a set with a joker attached is a gouji set whatever its count."""

    GOUJI_SET = "gouji-set"
    BY_COUNT = "by-count"  # only by the threshold of its rank, the jokers counted as cards of it


class BurnPrecedence(Word):
    TEAMMATES_FIRST = "teammates-first"  # the gouji set's player's teammates burn before the others
    TURN_ORDER = "turn-order"  # in the order of play


class BurnCondition(Word):
    """What a burner's hand must satisfy after beating the gouji set (either condition suffices)."""

    JOKERS_UNTIL_LAST = "jokers-until-last"  # every later set carries a joker, the last excepted
    ONE_RANK_LEFT = "one-rank-left"  # the hand left is cards of one rank (one set)


class NoOppositeWhen(Word):
    FIRST_OUT = "first-out"  # once the first player is out, their opposite has no opposite


class FreeForAllKeeps(Word):
    """What still holds in 四人乱缠."""

    TURN_ORDER = "turn-order"
    SHOW_COUNT = "show-count"
    CLOSE = "close"


class AdviceFrom(Word):
    TEAMMATES = "teammates"


class Unlimited(Word):
    ANY_COUNT = "any-count"  # whatever the number of cards held


class CallSame(Word):
    RANK_AND_SUIT = "rank-and-suit"  # the calling cards are of one rank and one suit ("同点数同花色")


class ForcedFrom(Word):
    FIRST_PLAYER = "first-player"  # from the first player on, in the direction of passing the call


class VoidDeal(Word):
    REDEAL = "redeal"  # 黄庄: deal again


class GuardBy(Word):
    CALLING_CARD = "calling-card"  # the holder of a card of the calling rank and suit is the guard


class SeizedGuard(Word):
    NONE = "none"  # a seized deal has no guard ("抢庄的情况下没有保皇派")


class Scored(Word):
    PER_TEAM = "per-team"  # the team is the scoring unit (Gouji: 联邦为计分方)
    PER_PLAYER = "per-player"  # each player scores their share of the team's sum (Baohuang)


class DealKind(Word):
    """Which deals a settlement table settles."""

    NORMAL = "normal"
    OPEN_GUARD = "open-guard"  # 明保
    LONE_EMPEROR = "lone-emperor"  # 独保
    OPEN_LONE_EMPEROR = "open-lone-emperor"  # 明独
    SEIZED = "seized"  # 抢庄 / 抢杠


class Relation(Word):
    """Who played the standing set, seen from the player answering it (in answer claims)."""

    OPPOSITE = "opposite"
    TEAMMATE = "teammate"
    OPPONENT = "opponent"  # an opponent who is not the opposite


class NoneHeld(Word):
    NONE_GIVEN = "none-given"  # a giver who holds no legal tribute card gives none ("若没有摸到法定贡牌，则不予进贡")


class Refuse(Word):
    RANK_NOT_HELD = "rank-not-held"  # the giver may refuse a returned card of a rank they hold none of


class SameTeamTribute(Word):
    PLAYERS_CHOOSE = "players-choose"  # between players of one team, they agree whether to give ("可自行商定")


class AfterSweep(Word):
    NONE = "none"  # no tribute after a sweep
    TO_OPPOSITE = "to-opposite"  # each swept player gives one card to their opposite


class CallVerdict(Word):
    MAY = "may"
    MAY_NOT = "may-not"
    MUST = "must"


# Worked examples ---------------------------------------------------------------------------------------------------
# A set or a hand in a climbing claim is its ranks without suits ("不论花色"): ("SJ", "8", "8", "8").

@dataclass(frozen=True)
class SetClaim(Node):
    """`"SJ 8 8 8" is a set` / `"8 9" is not a set`."""

    cards: tuple[str, ...]
    holds: bool


@dataclass(frozen=True)
class BeatClaim(Node):
    """`"BJ BJ J J J" beats "SJ SJ 9 9 9"` / `… does not beat …`."""

    beater: tuple[str, ...]
    standing: tuple[str, ...]
    holds: bool


@dataclass(frozen=True)
class GoujiClaim(Node):
    """`"Q Q Q" is a gouji set` / `"Q Q" is not a gouji set`."""

    cards: tuple[str, ...]
    holds: bool


@dataclass(frozen=True)
class AnswerClaim(Node):
    """`hand "A A" may not answer "K K" from teammate`: whether a hand may beat a set played by that player."""

    hand: tuple[str, ...]
    standing: tuple[str, ...]
    source: Relation
    holds: bool


@dataclass(frozen=True)
class BurnClaim(Node):
    """`hand "BJ A A 5" may burn "K K"`: whether the hand may take the gouji set over out of turn (烧牌)."""

    hand: tuple[str, ...]
    standing: tuple[str, ...]
    holds: bool


@dataclass(frozen=True)
class CallClaim(Node):
    """`hand "AH AH AH 5S" may call` / `may not call` / `must call` (Baohuang's call of the emperor)."""

    hand: tuple[Card, ...]
    verdict: CallVerdict


@dataclass(frozen=True)
class RoleScore(Node):
    """`emperor +2`: what each player of a role (or team) scores."""

    role: str
    score: int


@dataclass(frozen=True)
class SettleClaim(Node):
    """`finish emperor, rebel, rebel, guard, rebel -> emperor +2, guard +1, rebel -1`: the roles (or team labels)
    of the players in finishing order, first out first, settle as stated (under the table named by `table`, or the
    table the example sits in, or `normal`)."""

    order: tuple[str, ...]
    table: str | None
    scores: tuple[RoleScore, ...]


@dataclass(frozen=True)
class TributeClaim(Node):
    """`tribute 2 from "SJ 2 2 K" is "SJ 2"` (or `is nothing`): the cards a hand gives as tribute."""

    count: int
    hand: tuple[str, ...]
    given: tuple[str, ...]


CLIMBING_CLAIMS = (SetClaim, BeatClaim, GoujiClaim, AnswerClaim, BurnClaim, CallClaim, SettleClaim, TributeClaim)


# Rules -------------------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class RankOrder(Rule):
    """The ranks of a climbing game, high to low, without suits ("不论花色，点数为准"): `BJ > SJ > 2 > A > … > 3`."""

    ranks: tuple[str, ...]


@dataclass(frozen=True)
class Money(Rule):
    """Money (钱): the ranks that may be attached to a set of another rank and then count as cards of it (贴钱)."""

    ranks: tuple[str, ...]


@dataclass(frozen=True)
class Deal(Block):
    """How the decks are dealt in a game without a kitty."""

    leftover: Leftover | None = setting("What happens to the cards that do not divide among the players.")


@dataclass(frozen=True)
class SetKind(Block):
    """What a set is (一套牌): one kind of set, named (`set plain`); Guandan's runs or bombs would be more kinds."""

    name: str
    shape: SetShape | None = setting("The shape of the set's core: `same-rank`, N cards of one rank.")
    min_count: int | None = setting("The fewest cards of the core rank.", "min-count")
    max_count: int | None = setting("The most cards of the core rank (unset: as many as the decks allow).",
                                    "max-count")
    attach: tuple[Attach, ...] | None = setting("What may be attached to a set of another rank (挂花, 贴钱).")
    attached_money: AttachedMoney | None = setting("What an attached 2 counts as (贴钱).", "attached-money")
    jokers_only: JokersOnly | None = setting("How a set of jokers only is read.", "jokers-only")


@dataclass(frozen=True)
class CoverRow(Rule):
    """`cover SJ: big-jokers, as-many, higher-rank`: what beats a standing set with jokers of this kind attached
    (and none of a bigger kind)."""

    attached: str  # "SJ" or "BJ"
    terms: tuple[CoverTerm, ...]

    def term(self, *choices: CoverTerm) -> CoverTerm | None:
        return next((t for t in self.terms if t in choices), None)

    @property
    def by(self) -> CoverTerm | None:
        return self.term(CoverTerm.BIG_JOKERS, CoverTerm.ANY_JOKERS, CoverTerm.DEAD)

    @property
    def count(self) -> CoverTerm | None:
        return self.term(CoverTerm.AS_MANY, CoverTerm.MORE, CoverTerm.ONE)

    @property
    def rank(self) -> CoverTerm | None:
        return self.term(CoverTerm.HIGHER_RANK, CoverTerm.ANY_RANK)


@dataclass(frozen=True)
class Beat(Block):
    """The beat relation (顺牌, 上牌): when a set beats the standing set."""

    count: BeatCount | None = setting("Whether the beater has as many cards as the standing set (\"张数相同\").")
    rank: BeatRank | None = setting("How the beater's rank compares (\"步步高\").")
    jokers_on_plain: Permission | None = setting("May a set with jokers attached beat a plain set (no "
                                                    "jokers), its rank being higher?", "jokers-on-plain")
    covers: tuple[CoverRow, ...] = items("What beats a set with jokers attached, by the kind of joker.")


@dataclass(frozen=True)
class Round(Block):
    """A round (一轮): a lead (发牌), then beats in turn (顺牌) or passes (过牌), until the round ends."""

    passing: PassScope | None = setting("What a pass (过牌) leaves the player out of.", "pass")
    may_pass: bool | None = setting("May a player pass while able to beat?", "may-pass")
    defer: DeferScope | None = setting("Defer (让牌): who answers first when a player defers.")
    defer_on: DeferOn | None = setting("Which sets a player may defer.", "defer-on")
    ends: RoundEnd | None = setting("When a round ends.")
    circles: int | None = setting("For `ends: circles`: how many circles with no beat end the round.")
    close: Closer | None = setting("Who closes a dead set (扣牌) before the next lead.")
    next_lead: NextLead | None = setting("Who leads the next round.", "next-lead")
    take_the_wind: Wind | None = setting("Who takes the wind (接风) after a player's last set (底牌) that nobody "
                                         "beats.", "take-the-wind")


@dataclass(frozen=True)
class FirstLead(Block):
    """Who leads the first set of a deal (Gouji: 上班, 亮 3, 顶班; Baohuang: the emperor)."""

    first_deal: LeadBy | None = setting("Who leads the first deal.", "first-deal")
    later_deals: LeadBy | None = setting("Who leads the later deals.", "later-deals")
    threes: int | None = setting("For `most-threes`: the fewest 3s of one suit that may be shown.")


@dataclass(frozen=True)
class PlaceName(Rule):
    """`place first "头科"`: a finishing place, in finishing order, with its name in the sources."""

    place: str
    label: str | None = None


@dataclass(frozen=True)
class ShareRow(Rule):
    """`share emperor: 2/3`: a role's part of its team's sum."""

    role: str
    numerator: int
    denominator: int


@dataclass(frozen=True)
class FixedRow(Rule):
    """`if emperor first: emperor +40, rebel -10`: fixed amounts, per player of each role, when a role finishes (or
    does not finish) in a place."""

    role: str
    place: str
    holds: bool  # False for `if emperor not first`
    scores: tuple[RoleScore, ...]


@dataclass(frozen=True)
class Settlement(Block):
    """A settlement table by finishing places (`settlement normal { … }`): each place's points are summed per team,
    then split among the members (`share` rows) or scored by the team."""

    kind: DealKind | str = ""  # which deals it settles; the written name
    rows: tuple[PlaceRow, ...] = items("Points by finishing place.")
    shares: tuple[ShareRow, ...] = items("Each role's part of its team's sum.")
    fixed: tuple[FixedRow, ...] = items("Fixed amounts instead of the points by place.")
    scored: Scored | None = setting("Whether the team or each player is scored.")
    positive_only: bool | None = setting("Is a team's negative sum counted as 0 (\"只记正分，不记负分\")?",
                                         "positive-only")
    sweep: int | None = setting("串三户: a team that takes the first this many places sweeps the other.")
    sweep_multiplier: int | None = setting("What a sweep multiplies the sweeping team's sum by.",
                                           "sweep-multiplier")
    of: DealKind | None = setting("The table whose rows this one takes (an open guard's table is the normal one, "
                                  "doubled).")
    multiplier: int | None = setting("What the table's result is multiplied by (明保, 明独 double).")
    zero_sum: bool | None = setting("Does the variant say a deal's scores sum to zero?", "zero-sum")


@dataclass(frozen=True)
class PlaceTribute(Rule):
    """`give 2 cards from last to first`: after a deal, the player of one place gives cards to the player of another
    (进贡); the receiver returns as many (还贡)."""

    count: int
    giver: str
    receiver: str


@dataclass(frozen=True)
class ThresholdRow(Rule):
    """`threshold Q: 3`: a set of this rank is a gouji set from this many cards."""

    rank: str
    count: int


@dataclass(frozen=True)
class GoujiSets(Block):
    """The gouji sets (够级牌) and who may answer them."""

    thresholds: tuple[ThresholdRow, ...] = items("The legal minimum count of a gouji set, by rank.")
    answer: Answerer | None = setting("Who may answer a gouji set, burns and 无头 aside.")
    attached_jokers: AttachedJokers | None = setting("Is a set with a joker attached a gouji set whatever its "
                                                     "count?", "attached-jokers")


@dataclass(frozen=True)
class Burn(Block):
    """Burning (烧牌): taking a gouji set over out of turn, before the opposite answers."""

    precedence: BurnPrecedence | None = setting("Who burns first when players of both teams would.")
    same_team: BurnPrecedence | None = setting("The order when every burner is of one team.", "same-team")
    condition: tuple[BurnCondition, ...] | None = setting("What the burner's hand must satisfy after the burn "
                                                          "(either condition).")
    again: Permission | None = setting("May the others burn again after a burn?")


@dataclass(frozen=True)
class NoOpposite(Block):
    """无头: a player whose opposite is out has no opposite: anyone may beat their sets in turn, and they anyone's."""

    after: NoOppositeWhen | None = setting("After whom goes out their opposite has no opposite.")


@dataclass(frozen=True)
class FreeForAll(Block):
    """四人乱缠: once this many players are out, the others play without answering rights, burning or deferring."""

    after: int | None = setting("How many players out start it.")
    keeps: tuple[FreeForAllKeeps, ...] | None = setting("What still holds.")


@dataclass(frozen=True)
class ShowCount(Block):
    """Showing the count (报牌): a hand of this many cards or fewer shows its count to every player."""

    at_most: int | None = setting("The count from which a hand is shown.", "at-most")


@dataclass(frozen=True)
class Advice(Block):
    """Advice (挑牌, 看牌): a teammate may tell a player what to play."""

    at_most: int | None = setting("The count of the player's hand from which teammates may advise.", "at-most")
    advice_from: AdviceFrom | None = setting("Who may advise.", "from")
    from_out: Unlimited | None = setting("A teammate who is out may advise at any count.", "from-out")


@dataclass(frozen=True)
class FinalGouji(Block):
    """够死级: the opposite of a player who goes out in one of these places answers their last set (底牌) as a gouji
    set without anyone else's right, this many times, and then leads."""

    places: tuple[str, ...] | None = setting("The places whose last set gives it.")
    chances: int | None = setting("How many times the opposite may answer so.")


@dataclass(frozen=True)
class Revolution(Block):
    """Revolution (革命): a player dealt none of these cards may fold and sit the deal out."""

    without: tuple[str, ...] | None = setting("The ranks a revolutionary holds none of.")
    optional: bool | None = setting("May a player who qualifies play on?")
    counts_as: str | None = setting("The place a revolutionary counts as.", "counts-as")
    counts_as_if_teammates_top: str | None = setting("The place they count as when their two teammates take the "
                                                     "first two places.", "counts-as-if-teammates-top")
    void_at: int | None = setting("How many revolutionaries in one deal void it.", "void-at")
    opposite_final_gouji: int | None = setting("How many times the revolutionary's opposite gets 够死级.",
                                               "opposite-final-gouji")


@dataclass(frozen=True)
class Call(Block):
    """Calling the emperor (Baohuang: 叫庄, 让庄, 逼庄, 黄庄, 抢庄, 独保, 明保 / 暗保)."""

    marked: str | None = setting("The marked card: its holder may call first.")
    cards: tuple[int, ...] | None = setting("How many calling cards a call needs.")
    same: CallSame | None = setting("What the calling cards share.")
    jokers: Permission | None = setting("May jokers be calling cards?")
    pass_the_call: Direction | None = setting("Passing the call (让庄): the marked card goes on this way.",
                                                 "pass-the-call")
    forced: int | None = setting("The forced call (逼庄): when nobody called, whoever holds exactly this many "
                                 "calling cards must call.")
    forced_from: ForcedFrom | None = setting("Where the forced call starts.", "forced-from")
    void: VoidDeal | None = setting("The void deal (黄庄): nobody called or was forced.")
    seize: Permission | None = setting("Seizing (抢庄): may a player take the marked card and be emperor without "
                                          "calling cards?")
    seized_guard: SeizedGuard | None = setting("Who guards a seized deal.", "seized-guard")
    lone_emperor: int | None = setting("The lone emperor (独保): a call with this many cards makes the emperor "
                                       "their own guard.", "lone-emperor")
    guard: GuardBy | None = setting("Who the guard (保皇派) is.")
    open_guard: Permission | None = setting("May the guard show themself before the play (明保; 暗保 "
                                               "otherwise)?", "open-guard")
    open_lone: Permission | None = setting("May the lone emperor show themself before the play (明独)?", "open-lone")


# The rule classes of the climbing family, with the field of `Variant` that holds each and its key word(s).
RULES = {
    RankOrder: ("rank_order", "rank order"), Money: ("money", "money"), Deal: ("deal", "deal"),
    SetKind: ("sets", "set"), Beat: ("beat", "beat"), Round: ("round", "round"),
    FirstLead: ("first_lead", "first lead"), Settlement: ("settlements", "settlement"),
    GoujiSets: ("gouji_sets", "gouji sets"), Burn: ("burn", "burn"), NoOpposite: ("no_opposite", "no opposite"),
    FreeForAll: ("free_for_all", "free for all"), ShowCount: ("show_count", "show count"),
    Advice: ("advice", "advice"), FinalGouji: ("final_gouji", "final gouji"), Revolution: ("revolution", "revolution"),
    Call: ("call", "call"),
}


# How the items of the climbing blocks are named (in notes and messages; an item is no rule of its own to remove).
ITEM_NAMES = {
    CoverRow: lambda x: f"cover {x.attached}", ThresholdRow: lambda x: f"threshold {x.rank}",
    ShareRow: lambda x: f"share {x.role}", FixedRow: lambda x: f"if {x.role} {'' if x.holds else 'not '}{x.place}",
    PlaceTribute: lambda x: f"give from {x.giver} to {x.receiver}", PlaceName: lambda x: f"place {x.place}",
}


def rule_key(rule) -> str | None:
    """The key of a climbing rule (`set plain`, `settlement normal`, `gouji sets`) or the name of a climbing block's
    item (`cover SJ`), or None for another rule."""
    if type(rule) in ITEM_NAMES:
        return ITEM_NAMES[type(rule)](rule)
    entry = RULES.get(type(rule))
    if entry is None:
        return None
    if isinstance(rule, SetKind):
        return f"set {rule.name}"
    if isinstance(rule, Settlement):
        return f"settlement {rule.kind}"
    return entry[1]
