"""C9xx: every worked example of a variant, proved against its own rules by the runtime that the engine uses."""
from __future__ import annotations

from collections import Counter
from dataclasses import replace

from ... import model as m
from ...runtime.cards import Card, format_cards
from ...compile.trick import compile_rules
from ...diagnostics import Label, error
from ...runtime.trick import declaring, scoring
from ...runtime.trick import ids as I
from ...runtime.trick.combos import components, is_combination, kind_of
from ...runtime.trick.order import TRUMP, order_for
from ...runtime.trick.play.follow import follow_ruling
from ...runtime.trick.play.throw import throw_ruling
from ...runtime.trick.play.winner import trick_winner
from ...language.walk import nodes
from .. import example_proofs
from ..registry import CheckContext, Finding, Verdict, check
from .refutation import refute as _refute, rule_label as _rule_label, subject as _subject


def _cards(cs) -> str:
    return format_cards(cs)


def _claim_cards(claim):
    """Every card a claim names (also in its parts: an exchange's gives, a turn's steps)."""
    for name in claim.__dataclass_fields__:
        value = getattr(claim, name)
        if isinstance(value, tuple):
            for item in value:
                if isinstance(item, Card):
                    yield item
                elif isinstance(item, tuple):
                    yield from item
                elif isinstance(item, m.Node):
                    yield from _claim_cards(item)


_CARD_ORDER = (("ranks", "the order of the ranks"), ("trump_order", "the card order"))
_ORDER_HELP = ("the example depends on the card order (`ranks`, `trump order`): if that changed, correct the "
               "change or the example")


def _with_card_order(variant, rules, finding: Finding) -> Finding:
    """A refuted card example also points at the card-order lines it depends on, often in a parent's file: a change
    to `ranks` or `trump order` is then found where it was made, not only at the examples it breaks."""
    diag = finding.diagnostic
    shown = {label.span for label in diag.secondary}
    spans = [(getattr(getattr(variant, key, None), "span", None), text) for key, text in _CARD_ORDER]
    extra = [Label(span, text) for span, text in spans
             if span is not None and not any(span.file == s.file and span.line == s.line for s in shown)]
    return Finding(finding.check, finding.verdict, finding.subject,
                   replace(diag, secondary=diag.secondary + tuple(extra), help=diag.help or _ORDER_HELP))


@check("C901", "worked examples hold", family=m.Family.TRICK_TAKING)
def worked_examples(variant: m.Variant, ctx: CheckContext):
    rules = compile_rules(variant)
    in_kitty_overcall = {id(ex) for ex in variant.kitty_overcall.examples} if variant.kitty_overcall else set()
    given = example_proofs.kept(ctx, rules, _copies(variant))  # proofs of variants of the run with equal rules
    for example in (n for n in nodes(variant) if isinstance(n, m.Example)):
        if type(example.claim) not in m.CLIMBING_CLAIMS:  # never proved here: C106 reports them
            kitty = id(example) in in_kitty_overcall
            yield example_proofs.proved(given, example, kitty, lambda: _prove(variant, rules, example, kitty))


def _card_lists(claim):
    """Each list of cards a claim names (a play, a hand, a declaration): one player's cards at one time."""
    for name in claim.__dataclass_fields__:
        value = getattr(claim, name)
        if isinstance(value, tuple) and value and isinstance(value[0], Card):
            yield value
        elif isinstance(value, tuple):
            yield from (item for item in value if isinstance(item, tuple) and item and isinstance(item[0], Card))
            for item in value:
                if isinstance(item, m.Node):
                    yield from _card_lists(item)


def _copies(variant: m.Variant) -> int | None:
    return variant.decks.count if variant.decks is not None else None


def _prove(variant, rules, example: m.Example, kitty: bool = False) -> Finding:
    found = _prove_claim(variant, rules, example, kitty)
    if found.verdict == Verdict.REFUTED and example.context is not None and found.check in _ORDER_CODES:
        return _with_card_order(variant, rules, found)
    return found


_ORDER_CODES = ("C901", "C902", "C903", "C904", "C905", "C907")  # claims whose truth hangs on the card order


def _together(claim) -> list[tuple[str, tuple]]:
    """The cards that different players hold at one time in a claim: they share the decks' copies."""
    if isinstance(claim, m.TrickClaim):
        return [("the plays of this trick", tuple(c for play in claim.plays for c in play))]
    if isinstance(claim, m.ThrowClaim):
        return [("the throw and the other hands", claim.throw + tuple(c for o in claim.others for c in o))]
    if isinstance(claim, m.FollowClaim):  # the play comes out of the hand
        return [("the hand and the lead", claim.hand + claim.lead)]
    if isinstance(claim, m.DeclareClaim):  # the declaration is shown out of the hand
        return [("the hand", claim.hand)]
    if isinstance(claim, m.FaceDownClaim):  # each player's declaration, all held during the deal
        return [("the declarations", tuple(c for d in claim.declarations for c in d))]
    if isinstance(claim, m.ExchangeClaim):  # the declarations and the rest of the hands, all held at once
        return [("the declarations and the hands", tuple(c for d in claim.declarations for c in d)
                 + tuple(c for h in claim.holdings for c in h.cards))]
    if isinstance(claim, m.TurnDeclarerClaim):  # each player's declaration, all held during the deal
        return [("the declarations", tuple(c for s in claim.steps for c in s.declaration))]
    if isinstance(claim, m.FirstDeclarerClaim):  # each player holds the cards of all its declarations
        return [("the declarations", _held_by_players(claim.steps + ((claim.refused,) if claim.refused else ())))]
    if isinstance(claim, m.ReinforceClaim) and claim.standing is not None:  # two players' declarations
        return [("the two players' declarations", claim.declaration + claim.standing)]
    return []


def _held_by_players(steps) -> tuple:
    """The cards players hold to make these declarations: of each card, the most any one of a player's shows."""
    held: dict = {}
    for step in steps:
        mine = held.setdefault(step.player, {})
        for card in set(step.declaration):
            mine[card] = max(mine.get(card, 0), step.declaration.count(card))
    return tuple(card for mine in held.values() for card, count in mine.items() for _ in range(count))


def _trump_words(trump: str | None) -> str:
    """A trump as a declaration makes it (declaring.makes), in words."""
    if trump is None:
        return "no trump of its own (its cards name no suit)"
    return {"NT": "no trump", "chosen-suit": "a suit of the declarer's choice",
            "next-drawn-suit": "the suit of the next card drawn"}.get(trump, f"trump {trump}")


def _malformed(variant, rules, example: m.Example, order, kitty: bool) -> Finding | None:
    """A claim that holds whatever the rules say (C910): a play holding a card its hand lacks is never legal; cards
    that are no declaration never overcall."""
    claim = example.claim
    if isinstance(claim, m.FollowClaim):
        missing = Counter(claim.play) - Counter(claim.hand)
        if missing:
            cards = sorted(missing.elements(), key=str)
            return _refute(variant, example, "C910", f"the play holds {_cards(cards)}, which the hand "
                           f"`{_cards(claim.hand)}` lacks: the example says nothing about the rules",
                           {"hand": _cards(claim.hand), "play": _cards(claim.play), "not_in_hand": _cards(cards)},
                           help="a play is taken from its hand: add the cards to the hand, or play others",
                           label="trivially true")
    if isinstance(claim, m.DeclareClaim) and not claim.holds:
        missing = Counter(claim.declaration) - Counter(claim.hand)
        fits = any(declaring._fits(s, tuple(claim.declaration), order.ctx) is not None for s in rules.shows)
        if missing or not fits:
            why = f"the hand `{_cards(claim.hand)}` lacks {_cards(sorted(missing.elements(), key=str))}" if missing \
                else "no `show` fits it"
            return _refute(variant, example, "C910", f"`{_cards(claim.declaration)}` is never declarable here: {why}, "
                           f"so the claim holds whatever the shows say",
                           {"context": str(example.context), "hand": _cards(claim.hand),
                            "declaration": _cards(claim.declaration)},
                           help="write a hand that holds cards a `show` of the variant fits", label="trivially true")
    if isinstance(claim, (m.OvercallClaim, m.ReinforceClaim)):
        roles = (("declaration", claim.declaration), ("standing declaration", claim.standing)) \
            if isinstance(claim, m.OvercallClaim) else \
            (("declaration", claim.declaration), ("own declaration", claim.own), ("standing declaration",
                                                                                  claim.standing))
        for role, cards in ((r, c) for r, c in roles if c is not None):
            if declaring.rank(cards, rules, order.ctx, kitty) is None:
                return _refute(variant, example, "C910", f"`{_cards(cards)}` is no declaration of this variant "
                               f"(no `show` fits it), so the claim holds whatever the overcall order says",
                               {"context": str(example.context), role.replace(" ", "_"): _cards(cards)},
                               _rule_label(variant, rules.ref("kitty overcall" if kitty else "declare"), "the shows"),
                               help="write cards that a `show` of the variant fits", label="trivially true")
    return None


def _prove_claim(variant, rules, example: m.Example, kitty: bool = False) -> Finding:
    claim, context = example.claim, example.context
    order = order_for(rules, context.level, context.trump) if context else None
    if order is None and isinstance(claim, m.FirstDeclarerClaim) and rules.ladder:  # the first deal's deck
        order = order_for(rules, rules.ladder[0], "NT")
    subject = _subject(example)
    ok = Finding("C901", Verdict.PROVED, subject)
    if order is not None:
        absent = sorted({str(c) for c in _claim_cards(claim) if c not in order.strength})
        if absent:
            return _refute(variant, example, "C909", f"{', '.join(absent)} not in this variant's deck",
                           {"cards": absent})
        decks = _copies(variant)
        for cards in _card_lists(claim) if decks else ():
            counts = Counter(cards)
            card, need = max(counts.items(), key=lambda item: (item[1], str(item[0])))
            if need > decks:
                return _refute(variant, example, "C909", f"`{_cards(cards)}` holds {need} copies of {card}, but "
                               f"{decks} deck(s) hold {decks}", {"cards": _cards(cards), "card": str(card),
                                                                  "copies": need, "in_the_deck": decks},
                               [Label(variant.decks.span, f"{decks} deck(s)")] if variant.decks.span else [])
        for who, cards in _together(claim) if decks else ():
            counts = Counter(cards)
            card, need = max(counts.items(), key=lambda item: (item[1], str(item[0])))
            if need > decks:
                return _refute(variant, example, "C909", f"{who} hold {need} copies of {card} between them, but "
                               f"{decks} deck(s) hold {decks}", {"card": str(card), "copies": need,
                                                                 "in_the_deck": decks},
                               [Label(variant.decks.span, f"{decks} deck(s)")] if variant.decks.span else [],
                               help="each card is held by one player: the hands of one moment share the decks")
        bad = _malformed(variant, rules, example, order, kitty)
        if bad is not None:
            return bad
    if isinstance(claim, m.CombinationClaim):
        found = is_combination(claim.cards, claim.combination.value, order, rules)
        if found == claim.holds:
            return ok
        parts = [f"{p.kind} {_cards(p.cards)}" for p in components(claim.cards, order, rules)]
        verb = "is not" if claim.holds else "is"
        return _refute(variant, example, "C901", f"`{_cards(claim.cards)}` {verb} a {claim.combination.value} "
                       f"in {context}", {"context": str(context), "reads_as": parts})
    if isinstance(claim, m.OrderClaim):
        forward = trick_winner([claim.lower, claim.higher], order, rules)
        backward = trick_winner([claim.higher, claim.lower], order, rules)
        holds = (forward == 0 and backward == 0) if claim.equal else (forward == 1 and backward == 0)
        if holds:
            return ok
        strengths = {_cards(c): [f"{order[x].group}{order[x].value}" for x in c] for c in (claim.higher, claim.lower)}
        relation = "equal to" if claim.equal else "higher than"
        return _refute(variant, example, "C902", f"`{_cards(claim.higher)}` is not {relation} "
                       f"`{_cards(claim.lower)}` in {context}", {"context": str(context), "strengths": strengths},
                       _rule_label(variant, rules.ref("trump order"), "the card order"))
    if isinstance(claim, m.TrickClaim):
        winner = trick_winner(claim.plays, order, rules) + 1
        if winner == claim.winner:
            return ok
        return _refute(variant, example, "C903", f"play {winner} wins this trick, not play {claim.winner}",
                       {"context": str(context), "plays": [_cards(p) for p in claim.plays], "winner": winner},
                       _rule_label(variant, rules.ref("ruff"), "how plays compare"))
    if isinstance(claim, m.FollowClaim):
        ruling = follow_ruling(claim.hand, claim.lead, claim.play, order, rules)
        if ruling.legal == claim.legal:
            return ok
        return _refute(variant, example, "C904", f"the play is {'legal' if ruling.legal else 'illegal'}: "
                       f"{ruling.reason}", {"context": str(context), "hand": _cards(claim.hand),
                                            "lead": _cards(claim.lead), "play": _cards(claim.play)},
                       _rule_label(variant, ruling.rule, "the rule applied"))
    if isinstance(claim, m.ThrowClaim):
        if not rules.throw:
            return _refute(variant, example, "C905", "the variant has no throws", {})
        if claim.round is not None:
            closed = _throw_round(variant, example, claim, order)
            if closed is not None:
                return closed
            if claim.refused:
                return ok
        ruling = throw_ruling(claim.throw, claim.others, order, rules)
        if ruling.legal == claim.stands and (claim.stands or sorted(ruling.forced) == sorted(claim.forced)):
            return ok
        verdict = "stands" if ruling.legal else f"fails and forces `{_cards(ruling.forced)}`"
        return _refute(variant, example, "C905", f"the throw {verdict}", {
            "context": str(context), "throw": _cards(claim.throw), "others": [_cards(o) for o in claim.others],
            "reason": ruling.reason}, _rule_label(variant, rules.ref("throw"), "the throw rule"))
    if isinstance(claim, m.OvercallClaim):
        holds = declaring.overcalls(claim.declaration, claim.standing, rules, order.ctx, kitty)
        if holds == claim.holds:
            return ok
        ranks = {_cards(c): declaring.rank(c, rules, order.ctx, kitty) for c in (claim.declaration, claim.standing)}
        which = "kitty overcall" if kitty else "declare"
        new, old = ranks[_cards(claim.declaration)], ranks[_cards(claim.standing)]
        skip = None if kitty or new is None or old is None else declaring.skipped(new, old, rules)
        if skip is not None:  # the order ranks it higher, but `step-by-step` forbids skipping a step
            name, suit = rules.overcall[skip]
            return _refute(variant, example, "C906", f"`{_cards(claim.declaration)}` does not overcall "
                           f"`{_cards(claim.standing)}`: it would skip the step `{name}{' in ' + suit if suit else ''}`",
                           {"context": str(context), "positions_in_order": ranks, "skips": skip},
                           [Label(variant.declare.setting_span("step-by-step"), "overcalls follow these shows step "
                                                                                 "by step")])
        return _refute(variant, example, "C906", f"`{_cards(claim.declaration)}` "
                       f"{'overcalls' if holds else 'does not overcall'} `{_cards(claim.standing)}`"
                       + (" (as a kitty overcall)" if kitty else ""),
                       {"context": str(context), "positions_in_order": ranks, **({"order": which} if kitty else {})},
                       _rule_label(variant, rules.ref(which), "the kitty overcall order" if kitty else "the overcall order"))
    if isinstance(claim, m.DeclareClaim):  # asked of a deal at the context's level: one of the ladder (C910)
        from .situations.deal import _engine_of, off_ladder
        refused = off_ladder(variant, example, _engine_of(variant).rules)
        if refused is not None:
            return refused
        when = None if claim.first_deal is None else (claim.first_deal, claim.after_deal)
        found = declaring.declarable(claim.hand, claim.declaration, rules, order.ctx, when)
        show = found[0] if isinstance(found, tuple) else next(
            (s for s in rules.shows if declaring._fits(s, tuple(claim.declaration), order.ctx) is not None), None)
        shown = next((s for s in variant.declare.shows if s.name == show.name), None) \
            if show is not None and variant.declare else None

        def decided_by(what: str) -> list[Label]:  # the show's own line, else the block's
            if shown is not None and shown.span is not None:
                return [Label(shown.span, what)]
            return _rule_label(variant, rules.ref("declare"), "the shows")

        facts = {"context": str(context), "hand": _cards(claim.hand), "declaration": _cards(claim.declaration)}
        if isinstance(found, tuple) == claim.holds:
            trump = declaring.makes(*found) if isinstance(found, tuple) else None
            if claim.makes is None or trump == claim.makes:
                return ok
            return _refute(variant, example, "C906", f"`{_cards(claim.declaration)}` is declared by `{show.name}`, "
                           f"which makes {_trump_words(trump)}, not {_trump_words(claim.makes)}",
                           {**facts, "show": show.name, "makes": trump}, decided_by("the trump it makes"))
        why = f"`{found[0].name}` fits it and the hand allows it" if isinstance(found, tuple) else found
        return _refute(variant, example, "C906", f"holding `{_cards(claim.hand)}`, `{_cards(claim.declaration)}` "
                       f"{'may' if isinstance(found, tuple) else 'may not'} be declared: {why}",
                       facts, decided_by("this show decides"))
    if isinstance(claim, m.ReinforceClaim):  # made in a deal at the context's level: one of the ladder (C910)
        from .situations.deal import _engine_of, off_ladder
        refused = off_ladder(variant, example, _engine_of(variant).rules)
        if refused is not None:
            return refused
        holds = declaring.reinforces(claim.declaration, claim.own, claim.standing, rules, order.ctx)
        if holds == claim.holds:
            return ok
        ranks = {_cards(c): declaring.rank(c, rules, order.ctx) for c in (claim.declaration, claim.own,
                                                                          claim.standing) if c is not None}
        against = f" against `{_cards(claim.standing)}`" if claim.standing is not None else ""
        return _refute(variant, example, "C906", f"`{_cards(claim.declaration)}` "
                       f"{'reinforces' if holds else 'does not reinforce'} `{_cards(claim.own)}`{against}",
                       {"context": str(context), "positions_in_order": ranks,
                        "reinforce": variant.declare.reinforce.value if variant.declare and variant.declare.reinforce
                        else None},
                       [Label(variant.declare.setting_span("reinforce"), "how a player may reinforce")]
                       if variant.declare else [])
    if isinstance(claim, m.KittyBonusClaim):
        kind = kind_of(claim.last_trick, order, rules)
        if kind is None or (kind == "throw" and not rules.throw):
            groups = sorted({"trumps" if order[c].group == TRUMP else c.suit for c in claim.last_trick})
            why = f"its cards are of several groups ({', '.join(groups)})" if kind is None else \
                "it is not one combination, and the variant has no throws"
            return _refute(variant, example, "C907", f"`{_cards(claim.last_trick)}` cannot win the last trick in "
                           f"{context}: {why}", {"context": str(context), "last_trick": _cards(claim.last_trick),
                                                   "groups": groups if kind is None else None},
                           _rule_label(variant, rules.ref("throw") or rules.ref("follow"), "what one play is"))
        value = scoring.kitty_multiplier(claim.last_trick, order, rules)
        if value == claim.multiplier:
            return ok
        return _refute(variant, example, "C907", f"the kitty multiplier is {value}, not {claim.multiplier}",
                       {"context": str(context), "last_trick": _cards(claim.last_trick), "multiplier": value},
                       _rule_label(variant, rules.ref("kitty bonus"), "the kitty bonus"))
    if isinstance(claim, m.WorthClaim):
        return _prove_worth(variant, rules, example, claim)
    if isinstance(claim, m.ScoreClaim):
        return _prove_score(variant, rules, example, claim)
    if isinstance(claim, m.ShareClaim):
        from .shares import prove_shares
        return prove_shares(variant, rules, example, claim)
    if isinstance(claim, (m.TributeDealClaim, m.FaceDownClaim, m.TurnClaim, m.ExchangeClaim,
                          m.TurnDeclarerClaim, m.FirstDeclarerClaim, m.NextDealClaim)):  # on a deal (C912–C916, C922)
        from .situations.deal import prove
        return prove(variant, rules, example, claim)
    if isinstance(claim, m.NobodyDeclaresClaim):  # a deal nobody declares in (C917)
        from .situations.nobody import prove
        return prove(variant, rules, example, claim)
    if isinstance(claim, m.KittyOvercallClaim):  # overcalling the kitty (C923)
        from .situations.kitty_overcall import prove
        return prove(variant, rules, example, claim)
    if isinstance(claim, m.BuryClaim):  # burying the kitty (C918)
        from .situations.bury import prove
        return prove(variant, rules, example, claim)
    if isinstance(claim, m.FriendCallClaim):  # calling a friend (C919)
        from .situations.friends import prove
        return prove(variant, rules, example, claim)
    if isinstance(claim, m.BiddingClaim):  # who wins the bidding (C920)
        from .situations.bidding import prove
        return prove(variant, rules, example, claim)
    return Finding("C901", Verdict.UNKNOWN, subject, error("C901", "this kind of example cannot be proved yet",
                                                             example.span, variant=variant.id))


def _prove_score(variant, rules, example, claim: m.ScoreClaim) -> Finding:
    from ...compile.trick import _outcome

    least, step = rules.least_points(), rules.point_step()
    if claim.points < least or claim.points % step:
        return _refute(variant, example, "C910", f"no deal ends with {claim.points} attacker points: scores are "
                       f"multiples of {step} from {least}", {"points": claim.points, "least": least, "step": step},
                       help="below 0 only where a throw penalty takes points from the attackers", label="unreachable")
    expected = scoring.evaluate(_outcome(claim.outcome), claim.points)
    sides = [claim.last_trick.value] if claim.last_trick else ["declarers", "attackers"]
    if claim.bid is not None and rules.bid_reference is None:
        return _refute(variant, example, "C908", f"a score at a bid of {claim.bid}, but the variant has no bidding "
                       f"whose bid scales the scoring table (`bidding {{ scoring-reference: … }}`)",
                       {"points": claim.points, "bid": claim.bid})
    kitty = I.ids(claim.kitty) if claim.kitty else None  # the rows on the kitty's cards need it
    for side in sides:
        got = scoring.settle(claim.points, side, rules, claim.bid, kitty)
        if got is None or (got.side, got.kind, got.amount, got.per_kitty_card, got.round_ends, got.also) != (
                expected.side, expected.kind, expected.amount, expected.per_kitty_card, expected.round_ends,
                expected.also):
            shown = "no single row applies" if got is None else _settlement_text(got)
            return _refute(variant, example, "C908", f"{claim.points} points with the last trick to the {side} "
                           f"give: {shown}", {"points": claim.points, "last_trick": side},
                           _rule_label(variant, got.ref if got else "", "the row that applies"))
    return Finding("C901", Verdict.PROVED, _subject(example))


def _throw_round(variant, example: m.Example, claim: m.ThrowClaim, order) -> Finding | None:
    """The engine's ruling on a throw led as the claim's round of its suit (runtime/trick/situations/throws.py): a
    refutation where it differs from the claim (refused or not), the finding of a deal the engine cannot make, or
    None where the claim's word on the round holds (`is refused`: proved; else the throw is judged as usual)."""
    from ...runtime.trick.situations.throws import throw_closed
    from ...runtime.trick.state import EngineError
    from .situations.deal import _engine_of, cannot_deal, off_ladder

    try:
        engine = _engine_of(variant)
        refused = off_ladder(variant, example, engine.rules)
        if refused is not None:
            return refused
        why = throw_closed(engine, order.ctx.level, order.ctx.trump, I.ids(claim.throw), claim.round)
    except EngineError as exc:
        return cannot_deal(variant, example, exc)
    if (why is not None) == claim.refused:
        return None
    block = variant.throw
    span = block.setting_span("first-rounds") if block is not None else None
    labels = [Label(span, "the rounds a throw may be led in")] if span is not None else []
    witness = {"context": str(order.ctx), "throw": _cards(claim.throw), "round": claim.round}
    if why is not None:
        return _refute(variant, example, "C905", f"the throw is refused in round {claim.round} of its suit: {why}",
                       {**witness, "reason": why}, labels)
    return _refute(variant, example, "C905", f"the throw may be led in round {claim.round} of its suit",
                   witness, labels or _rule_label(variant, engine.rules.ref("throw"), "the throw rule"))


def _settlement_text(got) -> str:
    """A settlement in the words of the language: `attackers take over +1, +2 per BJ in kitty`."""
    verb = {"keep": "", "take-over": " take over", "give": " give", "nothing": "nothing"}[got.kind]
    if got.kind == "give":
        amount = f" {got.amount}"
    else:
        amount = f" {got.amount:+d}" if got.amount else ("" if verb else " keep")
    text = f"{got.side or ''}{verb}{amount}".strip()
    text += "".join(f" and {side} {n:+d}" for side, n in got.also)
    text += "".join(f", {a:+d} per {c} in kitty" for a, c in got.per_kitty_card)
    return text + (", round ends" if got.round_ends else "")


def _prove_worth(variant, rules, example: m.Example, claim: m.WorthClaim) -> Finding:
    """The cards' points by the runtime's own point table (what a trick taken counts, order.py), C921."""
    from ...play.trick.game import Game
    from ...runtime.trick.order import point_table

    table = point_table(rules)
    worth = Game(rules).worth(claim.cards)
    if worth == claim.points:
        return Finding("C901", Verdict.PROVED, _subject(example))
    counted = {str(card): table[i] for card, i in zip(claim.cards, I.ids(claim.cards)) if table[i]}
    return _refute(variant, example, "C921", f"`{_cards(claim.cards)}` are worth {worth} points, not {claim.points}",
                   {"points": counted, "worth": worth},
                   [Label(variant.points.span, "the point values")] if variant.points is not None else [])
