"""Situations where two trick-taking rule sets rule differently, found on the referee's facade (play/trick/game.py)
and written as the worked examples the checker proves: two cards in order, a combination, a follow, an overcall, a
score, a kitty multiplier. Each generator yields (example, the original's verdict in words) where the original's
facade and the changed one's disagree, the claim stated as the original rules it; `budget` counts the situations
looked at."""
from __future__ import annotations

import itertools
import random

from .. import model as m
from ..language.printer import claim as claim_text
from ..play.trick.game import Game
from ..runtime.cards import JOKERS, RANKS, SUITS, parse_cards
from ..runtime.trick.situations.deal import seat_of
from .search import Budget, in_turn


def _cards(text: str):
    return parse_cards(text)


def _deck(rules) -> list[str]:
    removed = set(rules.removed)
    return [f"{r}{s}" for s in SUITS for r in RANKS if f"{r}{s}" not in removed] + \
        [j for j in JOKERS if j not in removed]


def _contexts(game: Game) -> list:
    level = game.rules.ladder[0] if game.rules.ladder else "2"
    return [game.context(level, "S"), game.context(level, "NT")]


def _example(context, claim) -> m.Example:
    ctx = m.TrumpContext(context.level, context.trump) if context is not None else None
    return m.Example(None, ctx, claim)


def orders(original: Game, changed: Game, budget: Budget):
    """Two single cards: which beats the other when it follows it (`"BJ" > "SJ"`, `"10S" = "10C"`)."""
    deck = _deck(original.rules)
    for ctx in _contexts(original):
        for a, b in _near_first(deck, ctx):
            if not budget.spend():
                return
            x, y = original.cards(a), original.cards(b)
            found = [(g.trick_winner([x, y], ctx), g.trick_winner([y, x], ctx)) for g in (original, changed)]
            if found[0] == found[1]:
                continue
            forward, backward = found[0]
            if forward == 1:
                claim, said = m.OrderClaim(_cards(b), _cards(a)), f"{b} beats {a}"
            elif backward == 1:
                claim, said = m.OrderClaim(_cards(a), _cards(b)), f"{a} beats {b}"
            else:
                claim, said = m.OrderClaim(_cards(a), _cards(b), equal=True), f"neither of {a} and {b} beats the other"
            yield _example(ctx, claim), said


def _near_first(deck: list[str], ctx) -> list[tuple[str, str]]:
    """Every two cards of the deck, those a change of the card order most likely reverses first: two of one suit,
    or jokers and level cards, then the others."""
    def near(pair) -> bool:
        a, b = pair
        special = [c in JOKERS or c.startswith(ctx.level) and c[len(ctx.level):] in SUITS for c in pair]
        return any(special) or a[-1] == b[-1]
    pairs = list(itertools.combinations(deck, 2))
    return [p for p in pairs if near(p)] + [p for p in pairs if not near(p)]


def combinations(original: Game, changed: Game, budget: Budget):
    """Two pairs (three triples with three decks or more) of different cards: a tractor or not."""
    deck = _deck(original.rules)
    copies = [2] + ([3] if original.rules.decks >= 3 else [])
    for ctx in _contexts(original):
        for n, (a, b) in itertools.product(copies, itertools.combinations(deck, 2)):
            if not budget.spend():
                return
            cards = " ".join([a] * n + [b] * n)
            kinds = [g.combination(original.cards(cards), ctx) for g in (original, changed)]
            kind = "tractor" if n == 2 else "triple-tractor"
            holds = [k == kind for k in kinds]
            if holds[0] != holds[1]:
                claim = m.CombinationClaim(_cards(cards), m.ComboKind(kind), holds[0])
                yield _example(ctx, claim), f"{'a' if holds[0] else 'not a'} {kind}"


def overcalls(original: Game, changed: Game, budget: Budget):
    """Two declarations (level cards of a suit, jokers): whether the first may replace the second."""
    rules = original.rules
    for ctx in _contexts(original)[:1]:
        shown = [" ".join([f"{ctx.level}{s}"] * n) for s in SUITS for n in range(1, rules.decks + 1)] + \
            [" ".join([j] * n) for j in JOKERS for n in range(1, rules.decks + 1)]
        for new, old in itertools.permutations(shown, 2):
            if not budget.spend():
                return
            try:
                found = [g.overcalls(_cards(new), _cards(old), ctx) for g in (original, changed)]
            except Exception:  # noqa: BLE001 - cards that are no declaration of one of the two
                continue
            if found[0] != found[1]:
                claim = m.OvercallClaim(_cards(new), _cards(old), found[0])
                yield _example(ctx, claim), f"{new} {'overcalls' if found[0] else 'does not overcall'} {old}"


# A lead of each combination a follow ladder is for, as counts of consecutive ranks of one suit from a low one
# (a throw: a pair and a lower single); the others (a rainbow, a throw of several suits) are not drawn.
_LEADS = {"single": (1,), "pair": (2,), "triple": (3,), "tractor": (2, 2), "triple-tractor": (3, 3), "bomb": (4,),
          "throw": (2, 0, 1)}


def led_follows(original: Game, changed: Game, budget: Budget):
    """For each combination a follow ladder of either rule set is for: a lead of it in a side suit, a hand holding
    cards of that suit in ones, pairs, triples and more (as the decks allow) and a few others, and each play of the
    lead's length: legal or not."""
    rules, draw = original.rules, random.Random(31)
    ctx = _contexts(original)[0]
    deck = _deck(rules)
    kinds = list(dict.fromkeys(led.led for game in (original, changed) for led in game.rules.led
                               if led.led in _LEADS))
    plain = [r for r in RANKS[::-1] if r != ctx.level and r not in rules.permanent]
    while kinds and budget.left > 0:
        kind = kinds[draw.randrange(len(kinds))]
        counts = _LEADS[kind]
        if max(counts) > rules.decks:
            kinds.remove(kind)
            continue
        suit = draw.choice([x for x in SUITS if x != ctx.trump])
        low = draw.randrange(len(plain) - len(counts))
        lead = [f"{plain[low + i]}{suit}" for i, n in enumerate(counts) for _ in range(n)]
        others = [r for r in plain if f"{r}{suit}" not in lead]
        hand = [f"{r}{suit}" for r in draw.sample(others, 4) for _ in range(draw.randint(1, rules.decks))]
        hand += draw.sample([c for c in deck if not c.endswith(suit)], 3)
        for play in dict.fromkeys(itertools.combinations(sorted(hand), len(lead))):
            if not budget.spend():
                return
            texts = " ".join(hand), " ".join(lead), " ".join(play)
            try:
                shown = [original.cards(x) for x in texts]
                legal = [g.follow_ruling(*shown, ctx).legal for g in (original, changed)]
            except Exception:  # noqa: BLE001 - a situation one of the two cannot read
                continue
            if legal[0] != legal[1]:
                claim = m.FollowClaim(*map(_cards, texts), legal[0])
                yield _example(ctx, claim), "legal" if legal[0] else "not legal"


# When a declaration is shown: the first deal or a later one, while the cards are dealt or after the last card.
_WHEN = ((True, False), (False, False), (True, True), (False, True))


def _show_cards(show, level: str) -> list[str]:
    """The cards that make a show, one set per suit its level or suited cards may be of (a suited part as aces)."""
    sets = []
    for suit in SUITS:
        cards = []
        for part in show.parts:
            if part.cards in ("level", "suited"):
                if part.suits and suit not in part.suits:
                    break
                cards += [f"{level if part.cards == 'level' else 'A'}{suit}"] * part.count
            else:
                cards += [part.cards] * part.count
        else:
            sets.append(" ".join(cards))
    return list(dict.fromkeys(sets))


def declarations(original: Game, changed: Game, budget: Budget):
    """Each show's cards (of the original rules and of the changed ones) held with a card of no show, shown in the
    first or a later deal, while the cards are dealt or after the last: whether the referee takes them, and the
    trump they make (a show's target and scope)."""
    ctx = _contexts(original)[0]
    spare = next(f"{r}C" for r in ("4", "5") if r != ctx.level)
    shown = dict.fromkeys(cards for game in (original, changed) for show in game.rules.shows
                          for cards in _show_cards(show, ctx.level))
    for cards, (first, after) in itertools.product(shown, _WHEN):
        if not budget.spend():
            return
        hand = f"{cards} {spare}"
        try:
            made = [g.declaration_made(_cards(hand), _cards(cards), ctx, first, after) for g in (original, changed)]
        except Exception:  # noqa: BLE001 - cards one of the two cannot read
            continue
        if made[0] != made[1]:
            claim = m.DeclareClaim(_cards(hand), _cards(cards), made[0] is not None, first, after, made[0])
            yield _example(ctx, claim), "may not be declared" if made[0] is None else f"makes {made[0]}"


def _first_sequences(rules, shown: list[str]):
    """Declarations of a first deal to try, as (player, cards) steps: one player's alone, two players' (the second
    perhaps overcalling the first), then one player's two (a reinforcement or a self-overcall); none holding more
    copies of a card than the decks have."""
    yield from ([(1, cards)] for cards in shown)
    for mine in (False, True):
        for a, b in itertools.permutations(shown, 2):
            if mine:
                held = {c: max(a.split().count(c), b.split().count(c)) for c in set(a.split() + b.split())}
            else:
                held = {c: a.split().count(c) + b.split().count(c) for c in set(a.split() + b.split())}
            if max(held.values()) <= rules.decks:
                yield [(1, a), (1 if mine else 2, b)]


def first_declarers(original: Game, changed: Game, budget: Budget):
    """The first deal's declarations (each show's cards, by one player or two): who becomes its declarer, a declarer
    drawn at random, or the last declaration refused (`first-declarer`, `self-overcall`, `next declarer`'s
    `first-deal`)."""
    level = original.rules.ladder[0] if original.rules.ladder else "2"
    shown = list(dict.fromkeys(cards for game in (original, changed) for show in game.rules.shows
                               for cards in _show_cards(show, level)))
    for steps in _first_sequences(original.rules, shown):
        if not budget.spend():
            return
        plain = [(player, _cards(cards)) for player, cards in steps]
        try:
            found = [g.first_declarer(plain) for g in (original, changed)]
            stakes = [g.first_deal_stake(plain) for g in (original, changed)]
        except Exception:  # noqa: BLE001 - cards one of the two cannot read
            continue
        if found[0] == found[1] and stakes[0] == stakes[1]:
            continue
        said, refused = found[0], getattr(found[0], "index", None)
        stake = stakes[0] if stakes[0] != stakes[1] and isinstance(stakes[0], int) else None
        if refused is not None and refused < len(steps):
            continue  # refused before the last step: the example would state less than the steps
        made = tuple(m.FirstStep(player, cards) for player, cards in plain)
        if refused is not None:
            claim = m.FirstDeclarerClaim(made[:-1], refused=made[-1])
            words = f"player {steps[-1][0]} may not declare {steps[-1][1]}"
        elif said is None:
            claim, words = m.FirstDeclarerClaim(made, drawn=True, stake=stake), "the declarer is drawn at random"
        else:
            claim, words = m.FirstDeclarerClaim(made, declarer=said, stake=stake), f"player {said} is the declarer"
        if stake is not None:
            words += f", stake x{stake}"
        yield _example(None, claim), words


def kitty_overcalls(original: Game, changed: Game, budget: Budget):
    """Overcalls of the kitty after player 1's level card of spades, or after nobody declared (after a bidding: player
    1 won it and named spades): by each other player
    with the cards of each show, then a second overcall by the player after; the trump, declarer and stake the
    overcalls make and the kitty cards the last overcaller exchanged, or the last one refused."""
    if not (original.rules.kitty_overcall or changed.rules.kitty_overcall):
        return
    level = _contexts(original)[0].level
    shown = list(dict.fromkeys(cards for game in (original, changed)
                               for show in game.rules.shows + game.rules.kitty_shows
                               for cards in _show_cards(show, level)))
    n = original.rules.players
    firsts = [[(player, cards)] for player in range(2, n + 1) for cards in shown]
    seconds = [[(2, a), (3 if n > 2 else 1, b)] for a, b in itertools.permutations(shown, 2)]
    bidding = original.rules.bid_better is not None  # the bidding's winner named the trump, or a declaration stood
    standings = [((1, ""), "S")] if bidding else [((1, f"{level}S"), None), (None, None)]
    for (standing, named), steps in itertools.product(standings, firsts + seconds):
        if not budget.spend():
            return
        try:
            found = [g.kitty_overcalls(level, standing, steps, named) for g in (original, changed)]
        except Exception:  # noqa: BLE001 - cards one of the two cannot read
            continue
        said = [_overcalled(f, len(steps)) for f in found]
        if said[0] != said[1] and said[0] is not None:
            trump, declarer, stake, exchanged = said[0] if said[0] != "refused" else (None, None, None, None)
            claim = m.KittyOvercallClaim(tuple(m.KittyStep(p, _cards(c)) for p, c in steps),
                                         m.KittyStep(standing[0], _cards(standing[1])) if standing else None,
                                         level, trump, declarer, stake, said[0] == "refused", named, exchanged)
            yield _example(None, claim), said[0] if said[0] == "refused" else f"trump {trump}, player {declarer}, " \
                f"stake x{stake}, {exchanged} cards exchanged"


def _overcalled(found, steps: int):
    """What a kitty overcall example can state of the engine's answer: (trump, declarer, stake, the cards the last
    overcaller exchanged), "refused" (the last step), or None (an earlier step refused)."""
    if hasattr(found, "reason"):
        return "refused" if found.index == steps else None
    return found.trump, found.declarer + 1, found.stake, found.exchanged


def bidding_reveals(original: Game, changed: Game, budget: Budget):
    """The kitty cards turned up before a bidding (`revealed`): the first bidder bids, every other player passes,
    and the example says who wins at what bid and how many cards were shown."""
    rules = original.rules
    if rules.bid_better is None or rules.bid_revealed == changed.rules.bid_revealed or not budget.spend():
        return
    bids = [b for b in (rules.bid_highest, rules.bid_lowest) if b is not None]
    for bid in bids[:1] if rules.bid_better == "lower" else bids[1:]:
        steps = [bid] + [None] * (rules.players - 1)
        try:
            found = original.bidding(steps)
        except Exception:  # noqa: BLE001 - a bidding the engine cannot make
            return
        if found.winner is None or found.refusal is not None or found.unstated is not None:
            return
        claim = m.BiddingClaim(tuple(steps), found.winner, found.bid, revealed=found.revealed)
        yield _example(None, claim), f"{found.revealed} kitty cards shown"


def throw_rounds(original: Game, changed: Game, budget: Budget):
    """A throw of hearts led in each round of the suit (`first-rounds`, 边三轮): refused, or, where it may be led, a
    throw of the suit's two highest cards that stands against its lowest."""
    rounds = [g.rules.throw_first_rounds for g in (original, changed)]
    if rounds[0] == rounds[1] or not original.rules.throw:
        return
    ctx = _contexts(original)[0]
    ranks = [r for r in original.rules.ranks if r != ctx.level]
    if len(ranks) < 3:
        return
    throw, lowest = f"{ranks[0]}H {ranks[1]}H", f"{ranks[-1]}H"
    for number in range(1, max(r or 0 for r in rounds) + 3):
        if not budget.spend():
            return
        try:
            closed = [g.throw_closed(_cards(throw), ctx, number) is not None for g in (original, changed)]
            stands = original.throw_ruling(_cards(throw), [_cards(lowest)], ctx).legal
        except Exception:  # noqa: BLE001 - cards one of the two cannot read
            continue
        if closed[0] == closed[1] or not (closed[0] or stands):
            continue
        claim = m.ThrowClaim(_cards(throw), () if closed[0] else (_cards(lowest),), not closed[0], round=number,
                             refused=closed[0])
        yield _example(ctx, claim), "refused" if closed[0] else "stands"


def follows(original: Game, changed: Game, budget: Budget):
    """A hand, a lead of a pair or a single of a suit, and each play of the lead's length: legal or not."""
    deck = [c for c in _deck(original.rules)]
    draw = random.Random(29)
    ctx = _contexts(original)[0]
    while budget.left > 0:
        suit = draw.choice([s for s in SUITS if s != ctx.trump])
        plain = [r for r in RANKS if r != ctx.level]
        low = draw.randrange(len(plain) - 1)
        shape = draw.choice([1, 2, 4])  # a single, a pair, a tractor of two pairs
        lead = " ".join([f"{plain[low]}{suit}"] * min(shape, 2) + [f"{plain[low + 1]}{suit}"] * (2 if shape == 4 else 0))
        of_suit = [c for c in deck if c.endswith(suit) and c not in lead.split()]
        hand = draw.sample(deck, 4) + draw.sample(of_suit, 3) + [draw.choice(of_suit)] * 2
        for play in dict.fromkeys(itertools.combinations(sorted(hand), len(lead.split()))):
            if not budget.spend():
                return
            text = " ".join(play)
            try:
                shown = [original.cards(x) for x in (" ".join(hand), lead, text)]
                legal = [g.follow_ruling(*shown, ctx).legal for g in (original, changed)]
            except Exception:  # noqa: BLE001 - a situation one of the two cannot read
                continue
            if legal[0] != legal[1]:
                claim = m.FollowClaim(_cards(" ".join(hand)), _cards(lead), _cards(text), legal[0])
                yield _example(ctx, claim), "legal" if legal[0] else "not legal"


def scores(original: Game, changed: Game, budget: Budget, variant=None):
    """A deal's attacker points (and who won the last trick): the settlement, as the original's row states it."""
    rules = original.rules
    rows = {f"{row.span.file}:{row.span.line}": row for row in (variant.scoring.rows if variant and variant.scoring
                                                               else ()) if row.span is not None}
    step, points = rules.point_step(), rules.least_points()
    while points <= 100 * (rules.decks + 1) and budget.spend():
        for side in ("declarers", "attackers"):
            found = [_settled(g, points, side) for g in (original, changed)]
            if _settles(found[0]) != _settles(found[1]) and found[0] is not None and found[0].rule in rows:
                same = _settled(original, points, "attackers" if side == "declarers" else "declarers")
                last = None if _settles(same) == _settles(found[0]) else m.Side(side)
                claim = m.ScoreClaim(points, last, rows[found[0].rule].outcome)
                yield _example(None, claim), f"{claim_text(claim).partition(' -> ')[2]} by the row of line " \
                                             f"{found[0].rule.rpartition(':')[2]}"
                break
        points += step


def _settles(outcome):
    """What a score example states of a settlement (who declares next is a next deal's fact, not a score's)."""
    if outcome is None:
        return None
    return outcome.side, outcome.kind, outcome.levels, outcome.round_ends, outcome.per_kitty_card, outcome.also


def _settled(game: Game, points: int, side: str):
    try:
        return game.settle(points, side)
    except ValueError:
        return None


def kitty_bonuses(original: Game, changed: Game, budget: Budget):
    """The play that wins the last trick: the kitty's multiplier."""
    deck = _deck(original.rules)
    ctx = _contexts(original)[0]
    plays = [c for c in deck] + [f"{c} {c}" for c in deck] + \
        [f"{a} {a} {b} {b}" for a, b in itertools.combinations(deck, 2)]
    for play in plays:
        if not budget.spend():
            return
        cards = original.cards(play)
        found = [g.kitty_multiplier(cards, ctx) for g in (original, changed)]
        if found[0] != found[1] and found[0] is not None and original.combination(cards, ctx) is not None:
            yield _example(ctx, m.KittyBonusClaim(_cards(play), found[0])), f"x{found[0]}"


def worths(original: Game, changed: Game, budget: Budget):
    """What cards are worth: one of each rank that counts under either rule set, together (one example pins every
    value), then each alone."""
    counting = [c for c in _deck(original.rules) if (c.endswith("S") or c in JOKERS)
                and any(g.worth(_cards(c)) for g in (original, changed))]
    for group in [counting] + [[c] for c in counting]:
        if not group or not budget.spend():
            return
        cards = _cards(" ".join(group))
        worth = [g.worth(cards) for g in (original, changed)]
        if worth[0] != worth[1]:
            yield _example(None, m.WorthClaim(cards, worth[0])), f"{worth[0]} points"


def next_deals(original: Game, changed: Game, budget: Budget):
    """A deal's points, who won the last trick and the level it was played at: each side's level in the next deal,
    and whether the match is won."""
    rules = original.rules
    if rules.teams == "friends":  # their levels are a share example's (friends_rises)
        return
    ladder = list(rules.ladder) or ["2"]
    levels = list(dict.fromkeys(ladder[:2] + ladder[-3:] + ladder[2:-3]))
    scores = range(rules.least_points(), 100 * (rules.decks + 1) + 1, rules.point_step() * 8)
    for level, points, side in itertools.product(levels, scores, ("declarers", "attackers")):
        if not budget.spend():
            return
        found = [_next(g, points, side, level) for g in (original, changed)]
        if found[0] is not None and found[0] != found[1]:
            (declarers, attackers), winner, declarer = found[0]
            facts = (m.NextFact(m.Side.DECLARERS, declarers), m.NextFact(m.Side.ATTACKERS, attackers)) + \
                ((m.NextFact(m.Side(winner), match_won=True),) if winner else ()) + \
                ((m.NextFact(declarer=declarer),) if declarer is not None else ())
            other = _next(original, points, "attackers" if side == "declarers" else "declarers", level)
            claim = m.NextDealClaim(points, None if other == found[0] else m.Side(side), level, None, facts)
            yield _example(None, claim), claim_text(claim).partition(" -> ")[2]


def friends_next(original: Game, changed: Game, budget: Budget):
    """With found friends, who declares the next deal after a deal's points, as the end phase names the seat: a share
    example with `player N declares`. The last trick to an attacker first (the claim names the shares it must), then
    the declarer playing alone (where `partner` names the declarer again, and the player after the declarer is an
    attacker), then the last trick to the declarer and to the friend (the kitty keeper's share)."""
    rules = original.rules
    if rules.teams != "friends":
        return
    scores = range(rules.least_points(), 100 * (rules.decks + 1) + 1, rules.point_step() * 8)
    ways = (("attackers", False), ("attackers", True), ("declarer", False), ("friend", False), ("declarer", True))
    for (last, alone), points in itertools.product(ways, scores):
        if not budget.spend():
            return
        try:
            found = [g.next_declarer_with_friends(points, last, alone) for g in (original, changed)]
            gains = original.level_shares(points, last, alone)
        except Exception:  # noqa: BLE001 - a deal the one rule set cannot settle
            continue
        if found[0] != found[1]:
            named = [(m.ShareRole.DECLARER, gains[0])] + ([] if alone else [(m.ShareRole.FRIEND, gains[1])]) + \
                [(m.ShareRole.ATTACKERS, gains[-1])]
            claim = m.ShareClaim(points, m.ShareRole(last), tuple(m.RoleShare(r, g) for r, g in named if g),
                                 alone=alone, next_declarer=found[0] + 1)
            yield _example(None, claim), f"player {found[0] + 1} declares"


def friends_rises(original: Game, changed: Game, budget: Budget):
    """With found friends, where each player's rise goes from a level of the ladder (the end phase's rise by seat: a
    mandatory level stops it, the levels left over are given on or lost): a share example whose roles say `to RANK`
    and `with N to give` or `with N lost`. The levels just under each mandatory level and the top come first."""
    rules = original.rules
    if rules.teams != "friends":
        return
    ladder = list(rules.ladder)
    stops = set(rules.mandatory) | set(changed.rules.mandatory) | {ladder[-1]} if ladder else set()
    near = [ladder[i - k] for i in range(len(ladder)) if ladder[i] in stops for k in (1, 2) if i - k >= 0]
    levels = list(dict.fromkeys(near + ladder))
    scores = range(rules.least_points(), 100 * (rules.decks + 1) + 1, rules.point_step() * 8)
    ways = (("attackers", False), ("declarer", False), ("friend", False), ("attackers", True))
    spoils = "declarer" if rules.share_split == "flexible" else None
    for level, (last, alone), points in itertools.product(levels, ways, scores):
        if not budget.spend():
            return
        try:
            found = [g.rise_with_friends(points, last, alone, spoils, level) for g in (original, changed)]
            gains = original.level_shares(points, last, alone, spoils, level)
        except Exception:  # noqa: BLE001 - a deal the one rule set cannot settle
            continue
        if found[0] is None or found[0] == found[1]:
            continue
        rise = found[0]
        roles = [(m.ShareRole.DECLARER, 0)] + ([] if alone else [(m.ShareRole.FRIEND, 1)]) + \
            [(m.ShareRole.ATTACKERS, 1 if alone else 2)]
        shares = []
        for role, seat in roles:
            if not gains[seat]:
                continue
            if rise.passed[seat]:
                shares.append(m.RoleShare(role, gains[seat]))
                continue
            left = rise.stopped[seat] or None  # nothing left over: not stated
            shares.append(m.RoleShare(role, gains[seat], reaches=rise.levels[seat], left=left,
                                      left_lost=left is not None and not rise.offered[seat]))
        if not any(s.reaches is not None for s in shares):
            continue
        claim = m.ShareClaim(points, m.ShareRole(last), tuple(shares), alone=alone, level=level,
                             spoils=m.ShareRole(spoils) if spoils else None)
        yield _example(None, claim), claim_text(claim).partition(" -> ")[2]


def _next(game: Game, points: int, side: str, level: str):
    try:
        found = game.next_deal(points, side, level)
    except Exception:  # noqa: BLE001 - a deal the one rule set cannot settle
        return None
    if found is None:
        return None
    bid_for = game.rules.bid_better is not None  # with a bidding no declarer carries over: none is claimed
    return (found.levels.get("declarers"), found.levels.get("attackers")), found.winner, \
        None if bid_for else _seat_choice(found.declarer, game.rules.players)


def _seat_choice(seat: int | None, players: int):
    """The `next declarer` word that names a seat from the declarer's (None: none names it alone, as `random`)."""
    for choice in m.SeatChoice:
        if choice != m.SeatChoice.RANDOM and seat_of(choice.value, players) == seat:
            return choice
    return None


# The situations to look at first for a change of each rule; then every other kind.
FIRST = {"scoring": scores, "scoring cap": scores, "declare": (declarations, overcalls, first_declarers),
         "kitty overcall": (kitty_overcalls, overcalls),
         "ranks": orders, "trump order": orders, "permanent trumps": orders, "levels": next_deals,
         "mandatory levels": (next_deals, friends_rises), "defended levels": next_deals, "jack rule": next_deals,
         "past the top": next_deals, "next declarer": (next_deals, first_declarers), "friends next declarer": friends_next,
         "follow": (led_follows, follows), "ruff": follows, "kitty bonus": kitty_bonuses, "tractor": combinations,
         "triple-tractor": combinations, "points": worths, "friends": (friends_rises, friends_next),
         "throw": throw_rounds, "bidding": bidding_reveals}
KINDS = (orders, combinations, follows, led_follows, declarations, overcalls, scores, kitty_bonuses, next_deals, friends_next,
         friends_rises, throw_rounds, bidding_reveals, worths, kitty_overcalls, first_declarers)


def differences(original_variant, original_rules, changed_rules, rule: str, limit: int):
    """(example, verdict) for situations the two compiled rule sets rule differently, the kinds most likely to show
    a change of `rule` first (half the `limit` of situations looked at), then the others (a share each)."""
    games = Game(original_rules), Game(changed_rules)
    first = FIRST.get("friends next declarer" if rule == "next declarer" and original_rules.teams == "friends"
                      else rule)
    yield from in_turn(KINDS, first, limit, lambda kind, budget: kind(*games, budget, original_variant)
                       if kind is scores else kind(*games, budget))
