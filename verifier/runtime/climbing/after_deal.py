"""The rules after a deal of a climbing game, as plain data (part of the contract of rules.py, which names them too):
the settlement tables by places, by cards left or at a stake; the tribute between deals (进贡 / 还贡); and the teams'
levels (级), which set the level rank and the wild card of the next deal (Guandan)."""
from __future__ import annotations

from ..frozen import dataclass


@dataclass(frozen=True)
class Share:
    """A role's part of its team's score: numerator / denominator (emperor 2/3, guard 1/3, each rebel 1/3)."""

    role: str  # "emperor", "guard", "rebel", "member" (every member of an alternate team)
    numerator: int = 1
    denominator: int = 1


@dataclass(frozen=True)
class FixedRow:
    """A fixed amount per role when a role finishes in one of `places` (抢杠: the emperor first -> +40, each rebel -10)."""

    role: str  # whose place decides
    places: tuple[int, ...]  # 1 = first out
    amounts: tuple[tuple[str, int], ...]  # (role, amount for each player of that role)
    rule: str = ""


@dataclass(frozen=True)
class LeftRow:
    """A loser left with `least` to `most` cards pays the first out `per_card` for each (锄大地: 8 or 9 cards, 2)."""

    least: int
    most: int
    per_card: int
    rule: str = ""


@dataclass(frozen=True)
class Table:
    """One settlement table: points by place, summed per team, then split among the members."""

    # Which deals it settles: "normal", "open-guard", "lone-emperor", "open-lone-emperor", "seized".
    when: str = "normal"
    points: tuple[int, ...] = ()  # by place, first out first (Gouji 4 2 0 0 -2 -4; Baohuang 6 3 0 -3 -6)
    positive_only: bool = False  # Gouji: "只记正分，不记负分": a team's negative sum counts 0
    sweep_places: int | None = None  # 串三户: one team takes the first this many places ...
    sweep_amount: int = 0  # ... and scores this instead (12)
    shares: tuple[Share, ...] = ()  # () : the team is the scoring unit (Gouji: 联邦为计分方)
    multiplier: int = 1  # 明保 / 明独 double
    fixed: tuple[FixedRow, ...] = ()  # fixed amounts instead of the points (抢杠)
    zero_sum: bool = True  # the variant says the scores of a deal sum to zero (the simulation checks it)
    # By cards left in hand (Big Two, Paodekuai): each other player pays the first out so much per card left, the
    # rate by how many are left; () : by places.
    left: tuple[LeftRow, ...] = ()
    stake: str | None = None  # "bid": every amount is multiplied by the winning bid (Dou Dizhu)
    doubles: tuple[str, ...] = ()  # what doubles the stake: "bomb" (each bomb played, a rocket too), "spring"
    rule: str = ""


@dataclass(frozen=True)
class TributeRow:
    """Who gives whom how many cards: by finishing place (-1 = last, 大落; -2 = second-last, 二落; 1 = first out)."""

    giver: int
    receiver: int
    count: int
    rule: str = ""


@dataclass(frozen=True)
class Tribute:
    """Tribute between deals (进贡 / 还贡)."""

    rows: tuple[TributeRow, ...] = ()  # Gouji: (-1 -> 1, 2 cards), (-2 -> 2, 1 card)
    cards: tuple[str, ...] = ("BJ", "SJ", "2")  # the legal tribute cards, highest first; the highest held are given
    none_held: str = "none-given"  # "若没有摸到法定贡牌，则不予进贡"
    returned: str = "same-number"  # the receiver returns as many cards of their choice (还贡)
    refuse: bool = True  # the giver may refuse a returned card of a rank they do not hold; the receiver changes it
    same_team: str = "give"  # giver and receiver on one team: "give", "skip", or "agree" (the agreement SAME_TEAM)
    by_agreement: bool = False  # given only when the players agreed (TRIBUTE: "采取积分制一般不再进贡")
    after_sweep: str = "none"  # after 串三户: "none" (no tribute), "to-opposite" (1 card each to their opposite)
    after_sweep_agreed: str | None = None  # after 串三户 when the players agreed (`AFTER_SWEEP`): "to-opposite"
    choose_last: bool = False  # a last and second-last of one team choose who gives as the last ("自行商定谁为大落")
    # Guandan (a deal of shaped sets): "highest-but-wild", the giver's highest card but the wild card, instead of
    # the legal cards; the returned card of at most this rank in the natural order (10); 双下, both losers give, the
    # larger tribute to the first out; 抗贡, no tribute when the givers hold these cards between them (BJ BJ).
    gives: str | None = None
    return_at_most: str | None = None
    double_down: bool = False
    resist: tuple[str, ...] = ()
    rule: str = ""
    choose_last_rule: str = ""


# The agreements the players of a match may make before it (a match's `agreed`), each waiving a "一般" of the rules.
TRIBUTE, SAME_TEAM, AFTER_SWEEP = "tribute", "same-team-tribute", "sweep-tribute"
AGREEMENTS = (TRIBUTE, SAME_TEAM, AFTER_SWEEP)


@dataclass(frozen=True)
class Levels:
    """Each team's level (级, Guandan): a deal is played at the level of the team that won the deal before (the first
    deal at the ladder's bottom); the level rank then stands at `place` of the rank order and, where `wild`, the wild
    card is of the level rank. After a deal the team of the first out climbs its points of the `normal` settlement
    (双上 +3 …), stopping on a defended level, which it passes only by winning a deal played at it, as the team whose
    level it is (with its partner not last, where `partner_not_last`); after `failures` deals played at it without
    passing, the team goes back to the ladder's `back_to` (打A三次不过); passing the top is `past_top` ("match-won":
    the match is won, and both teams start again from the bottom)."""

    ladder: tuple[str, ...]  # the levels, bottom first ("2" … "A")
    natural: tuple[str, ...]  # the rank order without the level's place, weakest first
    place: int  # the index, weakest first, where the deal's level rank stands (Guandan: just below the small joker)
    wild: bool = False  # the wild card is of the level rank (逢人配)
    defended: tuple[str, ...] = ()  # levels a team passes only by winning a deal played at it (打 A)
    partner_not_last: bool = False  # passing one needs the partner not out last, too
    failures: int = 0  # deals played at a defended level without passing before the team goes back (0: never)
    back_to: int = 0  # where it goes back to: an index of the ladder
    past_top: str = "match-won"
    rule: str = ""
    defended_rule: str = ""
