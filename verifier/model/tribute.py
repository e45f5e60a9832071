"""Tribute (进贡) between deals, a rule both families state: the trick-taking family by the attackers' points (a table
of rows) and with a tribute turned round (反进贡); the climbing family by finishing places, with its legal cards."""
from __future__ import annotations

from ..runtime.cards import Card
from ..runtime.frozen import dataclass
from .block import Block
from .climbing.settlement import PlaceTribute
from .climbing.words import AfterSweep, DoubleDown, NoneHeld, Refuse, SameTeamTribute, TributeCard, TributeGiven
from .node import Permission, items, setting
from .trick.scoring import TableRow
from .trick.words import Precedence, ReversalPartner


@dataclass(frozen=True)
class Tribute(Block):
    """Tribute between deals (进贡): who gives whom how many cards, by the attackers' points (trick-taking: `rows`)
    or by finishing places (climbing: `places`), which cards, and what is given back."""

    rows: tuple[TableRow, ...] = items("Attacker points -> who gives how many cards.")
    precedence: Precedence | None = setting("Which row applies where rows overlap; unset, rows must not overlap.")
    precedence_rows: tuple[int, ...] | None = setting(
        "With `precedence: first-row`, the rows (numbered from 1) that come first on purpose: their overlaps with "
        "later rows are decided without a warning. A row that is a special case of a later one (every score it "
        "matches, the later one matches too) needs no listing.", reader="checker")
    giver: str | None = setting("Who gives the tribute, e.g. `player-before-declarer`.")
    receiver: str | None = setting("Who receives it, e.g. `declarer`.")
    cards: str | None = setting("Which cards are given, e.g. `highest-non-point`.")
    returned: str | None = setting("What is given back, e.g. `side-non-point`.")
    reversal: tuple[Card, ...] | None = setting(
        "Cards that turn the tribute round: when the giver holds them all, the receiver gives the giver as many "
        "cards instead, the same way (若进贡家拿到3个大王，则变为庄家向进贡方进贡).", default=())
    reversal_partner: ReversalPartner | None = setting(
        "What happens when the giver's partner holds the `reversal` cards: `no-tribute` (nobody gives), or "
        "`unchanged`.", "reversal-partner", default=ReversalPartner.UNCHANGED)
    # The climbing family's tribute by places (进贡 between deals).
    places: tuple[PlaceTribute, ...] = items("By finishing place: who gives whom how many cards.")
    given: TributeGiven | None = setting("When tribute is given: after every deal, or only when the players agree "
                                         "before the match.", default=TributeGiven.ALWAYS)
    legal: tuple[str, ...] | None = setting("The legal tribute cards (法定贡牌), highest first: the highest held are "
                                            "given.")
    none_held: NoneHeld | None = setting("What happens when the giver holds no legal tribute card.",
                                                    "none-held", default=NoneHeld.NONE_GIVEN)
    refuse: Refuse | None = setting("When the giver may refuse a returned card.", default=Refuse.RANK_NOT_HELD)
    same_team: SameTeamTribute | None = setting("Tribute between players of one team.", "same-team")
    after_sweep: AfterSweep | None = setting("Tribute after a sweep (串三户).", "after-sweep",
                                             default=AfterSweep.NONE)
    after_sweep_agreed: AfterSweep | None = setting("Tribute after a sweep when the players agree to give it.",
                                                    "after-sweep-agreed")
    choose_last: Permission | None = setting("When the last and second-last are teammates, may they choose which of "
                                             "them gives as the last?", "choose-last", default=Permission.FORBIDDEN)
    # Guandan's tribute (掼蛋: 进贡, 还贡, 抗贡).
    gives: TributeCard | None = setting("Which card a giver gives, when not the legal cards: `highest-but-wild`, the "
                                        "highest card of the hand that is not the wild card.")
    return_at_most: str | None = setting("The returned card is of this rank or lower, in the natural order of the "
                                         "ranks (Guandan: 10, 还贡须 10 以下).", "return-at-most")
    double_down: DoubleDown | None = setting("When the last two places are teammates (双下): `both-give`, each gives, "
                                             "the larger tribute to the first out and the other to the second.",
                                             "double-down")
    resist: tuple[Card, ...] | None = setting("抗贡: no tribute is given when the givers hold these cards between them "
                                              "(Guandan: `BJ, BJ`, both big jokers).", default=())
