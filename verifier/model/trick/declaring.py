"""Declaring the trump (亮主), overcalling, the kitty overcall (反底) and burying the kitty (扣底)."""
from __future__ import annotations

from ...runtime.frozen import dataclass
from ..block import Block
from ..node import Node, Permission, Rule, items, setting
from .words import DealScope, DeclareTarget, DeclareTurn, DrawnJoker, Face, Fallback, FirstDeclarer, FirstReceiver, JokerOrder, KittyDeclarer, KittyOvercaller, PassTo, PickUp, Reinforce, UndeclaredDeclarer


# Declaring -----------------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class ShowPart(Node):
    """`2 level cards`, `1 BJ`, `1 level card in H or D`, `2 suited cards` (a pair of any rank of one suit)."""

    count: int
    cards: str  # "level", "suited" (identical cards of any rank with a suit), "BJ", "SJ"
    suits: tuple[str, ...] = ()  # the suits the level or suited cards may be of; empty: any


@dataclass(frozen=True)
class ShowAbsence(Node):
    """`without level cards`: the show is valid only while the hand holds no such card beside those shown
    (当你手中没有所规定升级的2的时候); `in SUIT (or SUIT)*` narrows the level cards to those suits."""

    cards: str  # "level", "BJ", "SJ"
    suits: tuple[str, ...] = ()


@dataclass(frozen=True)
class Show(Rule):
    """One kind of declaration: what is shown and which trump it makes."""

    name: str
    parts: tuple[ShowPart, ...]
    target: DeclareTarget
    scope: DealScope | None = None
    without: ShowAbsence | None = None  # a card the hand may not hold for the show to be valid


@dataclass(frozen=True)
class OvercallStep(Node):
    show: str  # a Show's name
    suit: str | None = None


@dataclass(frozen=True)
class OvercallOrder(Rule):
    """Weakest first; each step overcalls every step before it."""

    steps: tuple[OvercallStep, ...]


@dataclass(frozen=True)
class Declare(Block):
    shows: tuple[Show, ...] = items("The kinds of declaration.")
    order: OvercallOrder | None = None
    reinforce: Reinforce | None = setting("May a player strengthen their own standing declaration (自保), and (with "
                                          "`while-equivalent`) one another player has overcalled, up to the standing "
                                          "declaration's strength?", default=Reinforce.ALLOWED)
    self_overcall: Permission | None = setting("May a player overcall their own declaration (自反)?",
                                                "self-overcall", default=Permission.FORBIDDEN)
    nobody_declares: tuple[Fallback, ...] | None = setting("What happens when the deal ends with no declaration, in "
                                                           "order of fallback.", "nobody-declares")
    nobody_declares_first_deal: tuple[Fallback, ...] | None = setting(
        "The same for the first deal, where it differs.", "nobody-declares-first-deal", default=())
    first_declarer: FirstDeclarer | None = setting("Who becomes declarer in the first deal.", "first-declarer",
                                                   default=FirstDeclarer.FIRST_TO_DECLARE)
    stake: int | None = setting("Factor by which each overcall multiplies the stake.")
    overcall_limit: int | None = setting("The most overcalls allowed in one deal.", "overcall-limit")
    step_by_step: tuple[str, ...] | None = setting(
        "Shows whose steps of the overcall order an overcall must follow one at a time: from one of their steps, "
        "only the next of their steps overcalls (不可以越过所说的顺序反牌).", "step-by-step", default=())
    drawn_joker: DrawnJoker | None = setting("What a joker drawn from the kitty for trump (`draw-kitty-card`) makes.",
                                             "drawn-joker", default=DrawnJoker.DRAW_AGAIN)
    first_receiver: FirstReceiver | None = setting(
        "Who is dealt the first card of the first deal, the cards going round in the direction of play, and turns the "
        "kitty's cards first where they decide the declarer: `first-seat` (unset: player 1) or `random` (a player "
        "drawn at random). In later deals the declarer is dealt first.", "first-receiver",
                                                   default=FirstReceiver.FIRST_SEAT)
    nobody_declares_declarer: UndeclaredDeclarer | None = setting(
        "Who becomes the declarer when nobody declares and no declarer carries over.", "nobody-declares-declarer",
                                                                  default=UndeclaredDeclarer.FIRST_RECEIVER)
    turn: DeclareTurn | None = setting(
        "Who may make the first declaration of a later deal: `declarers`, only the side the deal passes to (定主的数"
        "优先你), and its player who declares first is the declarer, keeping the kitty and leading whoever "
        "overcalls; the others may overcall once it stands.")
    passing: PassTo | None = setting(
        "When the side whose turn it is has not declared by the end of the last round (弃权): `other-side`, the other "
        "side has a round to declare at its own level, and its first declarer becomes the declarer, with the kitty "
        "(你对方就可以定他的主，规则一样。原始底牌该他们所有).", "pass")
    face: Face | None = setting(
        "How declarations are shown: `up`, as they are made, each overcalling the standing one; `down`, face down "
        "(把牌盖住): each player may declare once whatever the others declared, and once the deal is over the "
        "biggest stands and eats the others (摸完牌后比大小,大的把小的吃掉).", default=Face.UP)


@dataclass(frozen=True)
class KittyOvercall(Block):
    """After the kitty is buried, others overcall and re-bury it (反底, 炒地皮)."""

    shows: tuple[Show, ...] = items("Extra kinds of declaration valid for a kitty overcall.")
    order: OvercallOrder | None = None
    overcaller: KittyOvercaller | None = setting("Who may overcall the kitty once it is buried.",
                                                 default=KittyOvercaller.OTHER_PLAYERS)
    declarer: KittyDeclarer | None = setting("Who is the declarer after a kitty overcall.",
                                             default=KittyDeclarer.UNCHANGED)
    undeclared: Permission | None = setting("May the kitty be overcalled in a deal where nobody declared (the trump "
                                            "came from a fallback)?", default=Permission.FORBIDDEN)
    limit: int | None = setting("The most kitty overcalls in one deal.")
    stake: int | None = setting("Factor by which each kitty overcall multiplies the stake.")


@dataclass(frozen=True)
class Bury(Block):
    points: Permission | None = setting("May point cards be buried in the kitty?", default=Permission.ALLOWED)
    jokers: Permission | None = setting("May jokers be buried in the kitty?", default=Permission.ALLOWED)
    show_jokers: bool | None = setting("Must buried jokers be shown to all?", "show-jokers", default=False)
    joker_order: JokerOrder | None = setting("In which order jokers are buried.", "joker-order", default=JokerOrder.ANY)
    others_bury_jokers: Permission | None = setting(
        "After the declarer's burial, may each other player in turn bury jokers into the kitty, picking up as many "
        "of its cards (`pick-up`)?", "others-bury-jokers", default=Permission.FORBIDDEN)
    pick_up: PickUp | None = setting("What a player who buries jokers into the kitty picks up from it.", "pick-up",
                                     default=PickUp.SMALLEST_NON_POINT)
    all_points_closes: bool | None = setting(
        "Does a burial of only point cards, or point cards and jokers, by the declarer close the kitty to the other "
        "players' jokers?", "all-points-closes", default=False)
    dry_pot: bool | None = setting(
        "干锅: is a kitty shown after the deal of only trumps or only side cards kept as dealt (the declarer does not "
        "exchange it, nobody buries jokers into it), its jokers giving no extra levels and no tribute?", "dry-pot",
                                   default=False)
