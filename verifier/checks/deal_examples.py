"""Worked examples about the course of a deal (C912–C914): the tribute of the next deal, declarations face down, the
turn to declare. Each is proved on the deal the example describes, by the engine's own phases
(verifier/deal_examples.py); a refuted example points at the rule that decided."""
from __future__ import annotations

from collections import Counter

from .. import deal_examples as D
from .. import model as m
from ..cards import format_cards
from ..diagnostics import Label
from ..runtime import ids as I
from ..runtime.declaring import _fits
from ..runtime.game import Engine
from ..runtime.order import Context
from . import Finding, Verdict
from .examples import _refute, _rule_label as _at, _subject


def _setting(block, name: str, text: str) -> list[Label]:
    span = block.setting_span(name) if block is not None else None
    return [Label(span, text)] if span is not None else []


_LAST: list = [None, None]  # the last variant's engine: a variant's examples are proved one after the other


def _engine_of(variant: m.Variant) -> Engine:
    """The engine's rules of the variant, whole (the tribute, the bury and exchange settings: generate/engine.py),
    as the facade plays a variant file."""
    if _LAST[0] is not variant:
        from ..generate.engine import game_rules
        _LAST[:] = [variant, Engine(game_rules(variant))]
    return _LAST[1]


def prove(variant: m.Variant, rules, example: m.Example, claim) -> Finding:
    engine = _engine_of(variant)
    rules = engine.rules
    if isinstance(claim, m.TributeDealClaim):
        return _prove_tribute(variant, rules, example, claim)
    if isinstance(claim, m.FaceDownClaim):
        return _prove_face_down(variant, rules, example, claim)
    return _prove_turn(variant, rules, example, claim)



# C912: the tribute ----------------------------------------------------------------------------------------------------

def _tribute_text(found: D.Tribute) -> str:
    if found.giver is None:
        return "`nothing`" + (" (the giver's partner holds the cards that turn it round)"
                              if found.turned == "cancelled" else "")
    if found.turned == "reversed":
        return f"`receiver gives {found.count} to giver` (turned round; the {found.side} owe it)"
    return f"`{found.side} give {found.count}`"


def _tribute_holds(claim: m.TributeDealClaim, found: D.Tribute) -> bool:
    given = claim.given
    if isinstance(given, m.TributeTurned):
        return (found.giver, found.receiver, found.count) == (given.giver.value, given.receiver.value, given.count)
    if given.kind == m.OutcomeKind.NOTHING:
        return found.giver is None
    return found.turned is None and (found.side, found.count) == (given.side.value, given.amount)


def _prove_tribute(variant, rules, example, claim: m.TributeDealClaim) -> Finding:
    if not rules.tribute:
        return _refute(variant, example, "C912", "the variant gives no tribute (no `tribute` rows)", {})
    engine = _engine_of(variant)
    names = [str(c) for c in claim.kitty + claim.held]
    deck = Counter(I.NAMES[c] for c in engine.deck())
    extra = next((card for card, n in Counter(names).items() if n > deck[card]), None)
    if extra is not None:
        why = f"{extra} is not in this variant's deck" if not deck[extra] else \
            f"the kitty and the hand hold {Counter(names)[extra]} copies of {extra} between them, but the deck " \
            f"holds {deck[extra]}"
        return _refute(variant, example, "C909", why, {"kitty": format_cards(claim.kitty),
                                                       "held": format_cards(claim.held)})
    least, step = rules.least_points(), rules.point_step()
    if claim.points < least or claim.points % step:
        return _refute(variant, example, "C910", f"no deal ends with {claim.points} attacker points: scores are "
                       f"multiples of {step} from {least}", {"points": claim.points, "least": least, "step": step},
                       label="unreachable")
    kitty = I.ids(claim.kitty) if claim.kitty else None
    held = I.ids(claim.held) if claim.held else ()
    holder = claim.holder.value if claim.holder else None
    for side in [claim.last_trick.value] if claim.last_trick else ["declarers", "attackers"]:
        found = D.tribute(engine, claim.points, side, kitty, holder, held)
        if _tribute_holds(claim, found):
            continue
        labels = _at(variant, found.row, "the row that applies") if found.row else []
        if found.turned == "reversed" or (holder and isinstance(claim.given, m.TributeTurned)):
            labels += _setting(variant.tribute, "reversal", "the cards that turn the tribute round")
        if found.turned == "cancelled" or holder == "partner":
            labels += _setting(variant.tribute, "reversal-partner", "when the giver's partner holds them")
        return _refute(variant, example, "C912", f"{claim.points} points with the last trick to the {side}"
                       + (f", the {holder} holding {format_cards(claim.held)}" if holder else "")
                       + f": the next deal's tribute is {_tribute_text(found)}",
                       {"points": claim.points, "last_trick": side, "owed": [found.side, found.count] if found.side
                        else None, "turned": found.turned}, labels)
    return Finding("C901", Verdict.PROVED, _subject(example))


# C913: declarations face down -----------------------------------------------------------------------------------------

def _prove_face_down(variant, rules, example, claim: m.FaceDownClaim) -> Finding:
    if len(claim.declarations) > rules.players:
        return _refute(variant, example, "C910", f"{len(claim.declarations)} declarations face down, but each of the "
                       f"{rules.players} players declares once", {"declarations": len(claim.declarations)},
                       label="more declarations than players")
    engine = _engine_of(variant)
    found = D.face_down(engine, [I.ids(d) for d in claim.declarations], example.context.level)
    witness = {"context": str(example.context), "declarations": [format_cards(d) for d in claim.declarations]}
    face = _setting(variant.declare, "face", "how declarations are shown")
    if isinstance(found, D.Refusal):
        shown = format_cards(claim.declarations[found.index - 1])
        return _refute(variant, example, "C913", f"declaration {found.index} (`{shown}`) is refused: {found.reason}",
                       witness, (face if rules.face != "down" else []) + _at(variant, found.rule, "the rule applied"))
    if found == claim.stands:
        return Finding("C901", Verdict.PROVED, _subject(example))
    order = [Label(variant.declare.order.span, "the order that compares them")] \
        if variant.declare and variant.declare.order and variant.declare.order.span else []
    return _refute(variant, example, "C913", f"declaration {found} stands, not declaration {claim.stands}",
                   {**witness, "stands": found}, face + order)


# C914: the turn to declare --------------------------------------------------------------------------------------------

def _prove_turn(variant, rules, example, claim: m.TurnClaim) -> Finding:
    engine = _engine_of(variant)
    context = Context(example.context.level, example.context.trump)
    if not claim.holds and not any(_fits(s, tuple(claim.declaration), context) is not None for s in rules.shows):
        return _refute(variant, example, "C910", f"`{format_cards(claim.declaration)}` is never declarable here: no "
                       f"`show` fits it, so the claim holds whatever the turn says",
                       {"context": str(example.context), "declaration": format_cards(claim.declaration)},
                       help="write cards that a `show` of the variant fits", label="trivially true")
    after = claim.turn == m.TurnMoment.AFTER_PASS
    found = D.declare_in_turn(engine, claim.side.value, I.ids(claim.declaration), example.context.level, after)
    if (found is None) == claim.holds:
        return Finding("C901", Verdict.PROVED, _subject(example))
    moment = "after the side in turn passed" if after else "as the first declaration of a later deal"
    labels = _setting(variant.declare, "pass" if after else "turn", "whose turn it is")
    if found is not None:
        labels = _at(variant, found.rule, "the rule applied") or labels
    why = f": {found.reason}" if found is not None else ""
    return _refute(variant, example, "C914", f"the {claim.side.value} {'may not' if found else 'may'} declare "
                   f"`{format_cards(claim.declaration)}` {moment}{why}",
                   {"context": str(example.context), "side": claim.side.value,
                    "declaration": format_cards(claim.declaration), "turn": rules.turn,
                    "pass": rules.pass_to}, labels)
