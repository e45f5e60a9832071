"""The play of a climbing deal: the round (lead, beat, pass, defer, close, take the wind), the first lead, and
Gouji's own rules (gouji sets and their thresholds, burning, 无头, 四人乱缠, showing the count, advice, 够死级,
revolution)."""
from __future__ import annotations

from ..block import Block
from ..node import Permission, Rule, items, setting
from ...runtime.frozen import dataclass
from .words import AdviceFrom, AfterDefer, Answerer, AttachedJokers, BurnCondition, BurnPrecedence, Closer, DeferOn, DeferScope, FreeForAllKeeps, LeadBy, NextLead, NoOppositeWhen, PassScope, RoundEnd, Unlimited, Wind


@dataclass(frozen=True)
class Round(Block):
    """A round (一轮): a lead (发牌), then beats in turn (顺牌) or passes (过牌), until the round ends."""

    passing: PassScope | None = setting("What a pass (过牌) leaves the player out of.", "pass",
                                        default=PassScope.ROUND)
    may_pass: bool | None = setting("May a player pass while able to beat?", "may-pass", default=True)
    defer: DeferScope | None = setting("Defer (让牌): who answers first when a player defers.")
    defer_on: DeferOn | None = setting("Which sets a player may defer.", "defer-on", default=DeferOn.ANY_SET)
    after_defer: AfterDefer | None = setting("Who answers a set played over a deferred one while the deferrer waits.",
                                             "after-defer")
    ends: RoundEnd | None = setting("When a round ends.", default=RoundEnd.ALL_PASS)
    circles: int | None = setting("For `ends: circles`: how many circles with no beat end the round.", default=1)
    close: Closer | None = setting("Who closes a dead set (扣牌) before the next lead.")
    next_lead: NextLead | None = setting("Who leads the next round.", "next-lead", default=NextLead.LAST_SET)
    take_the_wind: Wind | None = setting("Who takes the wind (接风) after a player's last set (底牌) that nobody "
                                         "beats.", "take-the-wind", default=Wind.NEXT_PLAYER)


@dataclass(frozen=True)
class FirstLead(Block):
    """Who leads the first set of a deal (Gouji: 上班, 亮 3, 顶班; Baohuang: the emperor)."""

    first_deal: LeadBy | None = setting("Who leads the first deal.", "first-deal")
    later_deals: LeadBy | None = setting("Who leads the later deals.", "later-deals", default=LeadBy.SAME)
    threes: int | None = setting("For `most-threes`: the fewest 3s of one suit that may be shown.", default=2)
    rank: str | None = setting("For `holder`: the rank of the named card.")
    suit: str | None = setting("For `holder`: the suit of the named card (S H C D).")
    in_lead: bool | None = setting("For `holder`: must the first lead hold the named card?", "in-lead")


@dataclass(frozen=True)
class ThresholdRow(Rule):
    """`threshold Q: 3`: a set of this rank is a gouji set from this many cards."""

    rank: str
    count: int


@dataclass(frozen=True)
class GoujiSets(Block):
    """The gouji sets (够级牌) and who may answer them."""

    thresholds: tuple[ThresholdRow, ...] = items("The legal minimum count of a gouji set, by rank.")
    answer: Answerer | None = setting("Who may answer a gouji set, burns and 无头 aside.", default=Answerer.OPPOSITE)
    attached_jokers: AttachedJokers | None = setting("Is a set with a joker attached a gouji set whatever its "
                                                     "count?", "attached-jokers", default=AttachedJokers.GOUJI_SET)


@dataclass(frozen=True)
class Burn(Block):
    """Burning (烧牌): taking a gouji set over out of turn, before the opposite answers."""

    precedence: BurnPrecedence | None = setting("Who burns first when players of both teams would.",
                                                default=BurnPrecedence.TEAMMATES_FIRST)
    same_team: BurnPrecedence | None = setting("The order when every burner is of one team.", "same-team",
                                               default=BurnPrecedence.TURN_ORDER)
    condition: tuple[BurnCondition, ...] | None = setting("What the burner's hand must satisfy after the burn "
                                                          "(either condition).",
                                                          default=(BurnCondition.JOKERS_UNTIL_LAST,))
    again: Permission | None = setting("May the others burn again after a burn?", default=Permission.ALLOWED)


@dataclass(frozen=True)
class NoOpposite(Block):
    """无头: a player whose opposite is out has no opposite: anyone may beat their sets in turn, and they anyone's."""

    after: NoOppositeWhen | None = setting("After whom goes out their opposite has no opposite.",
                                           default=NoOppositeWhen.FIRST_OUT)


@dataclass(frozen=True)
class FreeForAll(Block):
    """四人乱缠: once this many players are out, the others play without answering rights, burning or deferring."""

    after: int | None = setting("How many players out start it.", default=2)
    keeps: tuple[FreeForAllKeeps, ...] | None = setting("What still holds.")


@dataclass(frozen=True)
class ShowCount(Block):
    """Showing the count (报牌): a hand of this many cards or fewer shows its count to every player."""

    at_most: int | None = setting("The count from which a hand is shown.", "at-most")


@dataclass(frozen=True)
class Advice(Block):
    """Advice (挑牌, 看牌): a teammate may tell a player what to play."""

    REFEREED = False  # table talk: the rulebook prints it, no referee can see it

    at_most: int | None = setting("The count of the player's hand from which teammates may advise.", "at-most")
    advice_from: AdviceFrom | None = setting("Who may advise.", "from", default=AdviceFrom.TEAMMATES)
    from_out: Unlimited | None = setting("A teammate who is out may advise at any count.", "from-out",
                                         default=Unlimited.ANY_COUNT)


@dataclass(frozen=True)
class FinalGouji(Block):
    """够死级: the last set (底牌) of a player who goes out in one of these places is answered as a gouji set, burns
    aside, by their opposite alone, whose answer only a burn answers before they lead."""

    places: tuple[str, ...] | None = setting("The places whose last set gives it.")
    chances: int | None = setting("How many 够死级 chances a last set gives the opposite: the answer to it, and "
                                  "beyond one, as many of their next gouji sets, answered by a burn only.", default=1)


@dataclass(frozen=True)
class Revolution(Block):
    """Revolution (革命): a player dealt none of these cards may fold and sit the deal out."""

    without: tuple[str, ...] | None = setting("The ranks a revolutionary holds none of.")
    optional: bool | None = setting("May a player who qualifies play on?", default=True)
    counts_as: str | None = setting("The place a revolutionary counts as.", "counts-as")
    counts_as_if_teammates_top: str | None = setting("The place they count as when their two teammates take the "
                                                     "first two places.", "counts-as-if-teammates-top")
    void_at: int | None = setting("How many revolutionaries in one deal void it.", "void-at", default=2)
    opposite_final_gouji: int | None = setting("How many of the revolutionary's opposite's gouji sets are 够死级: "
                                               "answered by burners only.", "opposite-final-gouji", default=0)
    decline: Permission | None = setting("May the revolutionary's opposite decline those chances, and then have no "
                                         "opposite (无头)?", default=Permission.FORBIDDEN)
