"""C8xx: following. For every lead the variant allows, the obligations name real combinations, add up to the cards
led, and end in a shape any hand can play, so that a legal reply always exists."""
from __future__ import annotations

from dataclasses import replace

from ... import model as m
from ...diagnostics import Severity, error
from ..registry import CheckContext, Finding, Verdict, check
from .cardorder import _finding

_UNIT = {"single": 1, "pair": 2, "triple": 3, "tractor": 4, "triple-tractor": 6, "any": 1}


def _led_size(kind: m.ComboKind, variant: m.Variant) -> int | None:
    combo = variant.combination(kind)
    if kind in (m.ComboKind.TRACTOR, m.ComboKind.TRIPLE_TRACTOR):
        return m.UNIT_SIZE[kind] * ((combo.min_length if combo else None) or 2)
    if kind == m.ComboKind.BOMB:  # the shortest bomb
        return (combo.min_size if combo else None) or m.BOMB_SIZE
    if kind == m.ComboKind.SEQUENCE:
        return (combo.min_length if combo else None) or m.SEQUENCE_LENGTH
    if kind in m.COMPOUND_SIZE:
        return m.COMPOUND_SIZE[kind]
    if kind == m.ComboKind.RAINBOW:  # as long as the lead's, whatever it is
        return None
    return m.UNIT_SIZE.get(kind)


def _shape_size(shape: m.Shape, kind: m.ComboKind, variant: m.Variant) -> int | None:
    total = 0
    for term in shape.terms:
        if (term.count is None and (term.plural or term.unit == "any")) or term.unit == "rainbow":
            return None  # "pairs", "any", "rainbow": as many as the lead needs
        unit = _led_size(m.ComboKind(term.unit), variant) if term.unit in ("tractor", "triple-tractor", "bomb", "sequence", "triple-with-single",
                                                                 "triple-with-pair") else \
            _UNIT[term.unit]
        total += (term.count or 1) * unit
    return total


@check("C801", "every led combination's obligations are well formed and end in a shape any hand can play",
       family=m.Family.TRICK_TAKING)
def obligations(variant: m.Variant, ctx: CheckContext):
    if variant.follow is None:
        yield _finding("C801", Verdict.REFUTED, "follow", "the variant does not say how to follow a lead",
                       variant.span, label="no `follow`", variant=variant.id)
        return
    kinds = {c.kind for c in variant.combinations} | ({m.ComboKind.THROW} if variant.throw is not None else set())
    for rule in variant.follow.led:
        if rule.led not in kinds:
            yield _finding("C802", Verdict.REFUTED, f"{rule.led.value} led",
                           f"an obligation for a {rule.led.value} led, which this variant does not have",
                           rule.span, label="no such combination", variant=variant.id)
            continue
        size = _led_size(rule.led, variant)
        for shape in rule.ladder:
            for term in shape.terms:
                if term.unit not in ("any", "single") and m.ComboKind(term.unit) not in kinds:
                    yield _finding("C803", Verdict.REFUTED, f"{rule.led.value} led",
                                   f"the obligation asks for a {term.unit}, which this variant does not have",
                                   shape.span, label="no such combination", variant=variant.id)
                elif (rule.led == m.ComboKind.RAINBOW) != (term.unit == "rainbow") and term.unit != "any":
                    why = "a rainbow is owed only to a rainbow led" if term.unit == "rainbow" else \
                        "a rainbow led is of no one suit: a follower owes a rainbow, or any cards"
                    yield _finding("C803", Verdict.REFUTED, f"{rule.led.value} led",
                                   f"the obligation asks for a {term.unit}: {why}", shape.span,
                                   label="rainbow or any only" if rule.led == m.ComboKind.RAINBOW else
                                   "no rainbow here", variant=variant.id)
            shape_size = _shape_size(shape, rule.led, variant)
            if shape_size is not None and size is not None and shape_size != size:
                yield _finding("C804", Verdict.REFUTED, f"{rule.led.value} led",
                               f"this obligation plays {shape_size} cards, but a {rule.led.value} is {size}",
                               shape.span, label=f"{shape_size} cards", witness={"led": size, "shape": shape_size},
                               variant=variant.id)
        last = rule.ladder[-1].terms if rule.ladder else ()
        if not all(t.unit in ("any", "single") for t in last):
            yield _finding("C805", Verdict.REFUTED, f"{rule.led.value} led",
                           f"a hand with no tuple of the led suit meets none of the obligations for a "
                           f"{rule.led.value}: the last one should be `any`", rule.span,
                           label="the ladder ends here", witness={"hand": "singles only"}, variant=variant.id)
        else:
            yield _finding("C801", Verdict.PROVED, f"{rule.led.value} led: obligations end in any")
    led = {rule.led for rule in variant.follow.led}
    # a throw without `throw led:` asks only for the suit, which is the common rule: no warning
    for kind in sorted(kinds - led - {m.ComboKind.SINGLE, m.ComboKind.THROW}, key=lambda k: k.value):
        owes = "owes only as many cards" if kind == m.ComboKind.RAINBOW else "only follows suit"
        diag = error("C806", f"no obligation is stated for a {kind.value} led: a follower {owes}",
                     variant.follow.span, label="no `" + kind.value + " led:` here", variant=variant.id)
        # A lint, not a contradiction: refuted, but reported as a warning (the sources may mean it).
        yield Finding("C806", Verdict.REFUTED, f"{kind.value} led", replace(diag, severity=Severity.WARNING))
    yield from _quads(variant)


def _quads(variant: m.Variant):
    """C807: `protect: quad` keeps four or more identical cards whole, and `quad:` reads four identical cards that
    are no bomb: the decks must hold four copies of a card, and for `quad:` four identical cards must not always be
    a bomb. Only where the variant says either."""
    follow = variant.follow
    said = ["protect: quad"] if m.TupleKind.QUAD in (follow.protect or ()) else []
    if follow.quad is not None:
        said.append(f"quad: {follow.quad.value}")
    if not said:
        return
    decks = variant.decks.count if variant.decks else None
    bomb = variant.combination(m.ComboKind.BOMB)
    for text in said:
        why = None
        if decks is not None and decks < 4:
            why = f"the deck holds {decks} of each card: no hand holds four identical cards"
        elif text.startswith("quad:") and bomb is not None and (bomb.min_size or m.BOMB_SIZE) <= 4 and \
                bomb.cards != m.BombCards.SAME_RANK:
            why = "four identical cards are a bomb here (`bomb` of at least 4): no four identical cards are a quad"
        if why is None:
            yield _finding("C807", Verdict.PROVED, f"{text}: four identical cards can be held")
            continue
        diag = error("C807", f"`{text}` never applies: {why}", follow.span, label=f"`{text}` here", variant=variant.id)
        yield Finding("C807", Verdict.REFUTED, text, replace(diag, severity=Severity.WARNING))
