"""Declarations: which kind of declaration some shown cards make, and whether one overcalls another."""
from __future__ import annotations

from collections import Counter

from ..cards import SUITS, Card
from .order import Context
from .rules import SUITED_PARTS, Rules, Show


def _fits(show: Show, cards: tuple[Card, ...], ctx: Context) -> str | None:
    """The suit the show declares with these cards ("" for none), or None when the cards are not this show."""
    counts = Counter(cards)
    suit = ""
    for part in show.parts:
        if part.cards in SUITED_PARTS:  # identical cards of one suit: level cards, or of any rank
            options = [c for c, n in counts.items() if c.suit is not None and n >= part.count
                       and (part.cards == "suited" or c.rank == ctx.level)
                       and (not part.suits or c.suit in part.suits)]
            if not options:
                return None
            card = options[0]
            suit = card.suit
        else:
            card = Card(part.cards)
            if counts[card] < part.count:
                return None
        counts[card] -= part.count
    return suit if not +counts else None


def forbidden(show: Show, level: str) -> tuple[Card, ...]:
    """The cards a hand may not hold beside those shown for the show to be valid (`without level cards`: 当你手中
    没有所规定升级的2的时候); none for most shows."""
    part = show.without
    if part is None:
        return ()
    if part.cards == "level":
        return tuple(Card(level, suit) for suit in (part.suits or SUITS))
    return (Card(part.cards),)


def holding_forbidden(show: Show, hand, cards, level: str) -> Card | None:
    """A card of `forbidden` that the hand (a Counter of Cards) holds beside the shown `cards`, or None."""
    shown = Counter(cards)
    return next((card for card in forbidden(show, level) if hand[card] > shown[card]), None)


def declarable(hand, cards, rules: Rules, ctx: Context, when: tuple[bool, bool] | None = None) \
        -> tuple[Show, str] | str:
    """Whether a player holding `hand` may show `cards` as a declaration: the show and suit they make, or why not.
    `when` (first deal, after the last card) puts the shows' `only` scopes in; without it they are set aside, as the
    overcall claims do."""
    hand, cards = Counter(hand), tuple(cards)
    if +(Counter(cards) - hand):
        return "the hand does not hold these cards"
    found = [(show, suit) for show in rules.shows if (suit := _fits(show, cards, ctx)) is not None]
    if not found:
        return "no `show` fits these cards"
    if when is not None:
        timely = [(show, suit) for show, suit in found if in_scope(show, *when)]
        if not timely:
            return f"`{found[0][0].name}` is shown only {SCOPE_WORDS[found[0][0].scope]}"
        found = timely
    for show, suit in found:
        if holding_forbidden(show, hand, cards, ctx.level) is None:
            return show, suit
    show = found[0][0]
    held = holding_forbidden(show, hand, cards, ctx.level)
    return f"`{show.name}` is declared only without {absence(show)}: the hand holds {held}"


def absence(show: Show) -> str:
    part = show.without
    what = "level cards" if part.cards == "level" else part.cards
    return what + (f" in {' or '.join(part.suits)}" if part.suits else "")


SCOPE_WORDS = {"first-deal": "in the first deal", "later-deals": "in later deals",
               "after-the-deal": "after the last card is dealt"}


def makes(show: Show, suit: str) -> str | None:
    """The trump a show makes with the suit its cards name (`_fits`): that suit, "NT", or "chosen-suit" and
    "next-drawn-suit" while the declarer's choice or the next drawn card is awaited; None when the show takes the
    suit of its cards and they name none."""
    target = show.target
    if target == "own-suit":
        return suit or None
    return "NT" if target == "no-trump" else target


def in_scope(show: Show, first_deal: bool, after_deal: bool) -> bool:
    """Whether a show may be made now: `only first-deal`, `only later-deals`, `only after-the-deal` (once every card
    is dealt, in the last round of declaring)."""
    scope = show.scope
    if scope == "first-deal":
        return first_deal
    if scope == "later-deals":
        return not first_deal
    if scope == "after-the-deal":
        return after_deal
    return True


def skipped(new: int, standing: int, rules: Rules) -> int | None:
    """With `step-by-step`, the step an overcall from `standing` to `new` (positions in the overcall order) would
    skip: the next step of the step-by-step shows after `standing`, when `new` is a later one of them; else None."""
    if not rules.step_by_step or new <= standing:
        return None
    chain = [i for i, (name, _suit) in enumerate(rules.overcall) if name in rules.step_by_step]
    if new not in chain or standing not in chain:
        return None
    following = chain[chain.index(standing) + 1]
    return None if new == following else following


def equivalent(new_rank: int, new_suit: str, own, standing_rank: int, rules: Rules) -> bool:
    """`reinforce: while-equivalent`: a player whose declaration `own` (rank, suit) another player's declaration at
    `standing_rank` has overcalled may reinforce it, in its suit, up to the standing declaration's step, and it then
    stands (rbtying's ReinforceWhileEquivalent). It names the suit of `own`: a declaration of jokers names none, so
    one stands until it is overcalled."""
    if not rules.reinforce_equivalent or own is None:
        return False
    own_rank, own_suit = own
    return new_suit == own_suit != "" and own_rank is not None and own_rank < new_rank == standing_rank


def declaration(cards, rules: Rules, ctx: Context, kitty: bool = False) -> tuple[Show, str] | None:
    """The show these cards make and the suit they name ("" when they name none); with `kitty`, the shows of
    `kitty overcall` count too."""
    for show in rules.shows + (rules.kitty_shows if kitty else ()):
        suit = _fits(show, tuple(cards), ctx)
        if suit is not None:
            return show, suit
    return None


def step_rank(order, name: str, suit: str) -> int | None:
    """Position of a show (with the suit it names) in an overcall order; a step with a suit is more specific."""
    best = None
    for index, (step, step_suit) in enumerate(order):
        if step == name and step_suit in (None, suit):
            if best is None or step_suit is not None:
                best = index
    return best


def kitty_rank(fitting, rules: Rules) -> int:
    """Position in the kitty overcall order of cards that make these (show, suit) declarations: the highest step any
    of them is; -1 (below every step) when the order names none of them."""
    ranks = [r for r in (step_rank(rules.kitty_overcall, show.name, suit) for show, suit in fitting) if r is not None]
    return max(ranks) if ranks else -1


def rank(cards, rules: Rules, ctx: Context, kitty: bool = False) -> int | None:
    """Position in the overcall order (higher overcalls lower); with `kitty`, in the kitty overcall order, where a
    declaration the order does not name ranks below every step (-1). None: the cards are no declaration."""
    if not kitty:
        found = declaration(cards, rules, ctx)
        return None if found is None else step_rank(rules.overcall, found[0].name, found[1])
    cards = tuple(cards)
    fitting = [(show, suit) for show in rules.shows + rules.kitty_shows
               if (suit := _fits(show, cards, ctx)) is not None]
    return kitty_rank(fitting, rules) if fitting else None


def reinforces(new, own, standing, rules: Rules, ctx: Context) -> bool:
    """Whether the player whose declaration is `own` may show `new` to reinforce it: while `own` stands (`standing`
    None), a later step of its suit where reinforcing is allowed; while another player's `standing` stands, an
    overcall of it, or with `reinforce: while-equivalent` a declaration of its step in the suit of `own`."""
    found, mine = declaration(new, rules, ctx), declaration(own, rules, ctx)
    if found is None or mine is None:
        return False
    new_rank, own_rank = step_rank(rules.overcall, found[0].name, found[1]), step_rank(rules.overcall, mine[0].name,
                                                                                       mine[1])
    if standing is None:
        return rules.reinforce and found[1] == mine[1] != "" and overcalls(new, own, rules, ctx)
    if overcalls(new, standing, rules, ctx):
        return True
    theirs = declaration(standing, rules, ctx)
    if theirs is None or new_rank is None:
        return False
    return equivalent(new_rank, found[1], (own_rank, mine[1]), step_rank(rules.overcall, theirs[0].name, theirs[1]),
                      rules)


def overcalls(new, standing, rules: Rules, ctx: Context, kitty: bool = False) -> bool:
    """Whether the cards `new` overcall the `standing` declaration (with `kitty`: overcall the buried kitty)."""
    a, b = rank(new, rules, ctx, kitty), rank(standing, rules, ctx, kitty)
    if kitty and a == -1:
        return False  # a kitty overcall is a step of the kitty overcall order
    if a is None or b is None or a <= b:
        return False
    return kitty or skipped(a, b, rules) is None
