"""Worked examples about the course of a deal (C912–C916): the tribute of the next deal, declarations face down and the
exchange that follows, the turn to declare and who becomes the declarer, the levels and the declarer of the next
deal. Each is proved on the deal the example describes, by the engine's own phases
(verifier/runtime/trick/situations/deal.py); a refuted example points at the rule that decided."""
from __future__ import annotations

from collections import Counter

from ....runtime.trick.situations import deal as D
from .... import model as m
from ....runtime.cards import format_cards
from ....diagnostics import Diagnostic, Label, Severity
from ....runtime.trick import ids as I
from ....runtime.trick.declaring import _fits
from ....runtime.trick.engine import Engine
from ....runtime.trick.order import Context
from ....runtime.trick.state import EngineError
from ...registry import Finding, Verdict
from .labels import level_refusal
from ..refutation import refute as _refute, rule_label as _at, subject as _subject


def _setting(block, name: str, text: str) -> list[Label]:
    """A label on the setting as written, or on its block saying that the default decided."""
    span = block.setting_span(name) if block is not None else None
    if span is None:
        return []
    written = any(s.setting == name for s in block.setting_cites)
    return [Label(span, text if written else f"{text} (`{name}` not written: the default)")]


def _merged(labels: list[Label]) -> list[Label]:
    """One label a place: a setting not written labels its block, which can be the rule applied too."""
    texts: dict = {}
    for label in labels:
        texts.setdefault(label.span, []).append(label.message)
    return [Label(span, "; ".join(dict.fromkeys(shown))) for span, shown in texts.items()]


_LAST: list = [None, None]  # the last variant's engine: a variant's examples are proved one after the other


def _engine_of(variant: m.Variant) -> Engine:
    """The engine's rules of the variant, whole (the tribute, the bury and exchange settings: generate/engine.py),
    as the facade plays a variant file."""
    if _LAST[0] is not variant:
        from ....compile import compiled
        _LAST[:] = [variant, Engine(compiled(variant)[0])]
    return _LAST[1]


def prove(variant: m.Variant, rules, example: m.Example, claim) -> Finding:
    try:
        return _prove(variant, example, claim)
    except EngineError as exc:  # a deal the engine cannot make (the deck does not divide: C101 says why)
        return cannot_deal(variant, example, exc)


def on_a_deal(judge):
    """A claim's `prove(variant, rules, example, claim)` from `judge(variant, example, claim)`, which plays a deal of
    the variant: where the engine cannot make that deal (the deck does not divide: C101 says why), C901 unknown."""
    def prove(variant: m.Variant, rules, example: m.Example, claim) -> Finding:
        try:
            return off_ladder(variant, example, _engine_of(variant).rules) or judge(variant, example, claim)
        except EngineError as exc:
            return cannot_deal(variant, example, exc)
    return prove


def cannot_deal(variant: m.Variant, example: m.Example, exc: EngineError) -> Finding:
    """Unknown (a warning): the example needs a deal of the variant, which the engine cannot make."""
    diag = Diagnostic("C901", Severity.WARNING, f"could not decide: the example needs a deal of the variant, "
                      f"which the engine cannot make ({exc})", example.span,
                      notes=("this is not a proof; correct the variant's deal",), variant=variant.id)
    return Finding("C901", Verdict.UNKNOWN, _subject(example), diag)


def off_ladder(variant: m.Variant, example: m.Example, rules) -> Finding | None:
    """C910 for an example of a deal at a level off the variant's ladder (no deal is played there), else None."""
    level = example.context.level if example.context is not None else None
    if level is None:
        return None
    return level_refusal(variant, example, level, rules.ladder, {"context": str(example.context)})


def _prove(variant: m.Variant, example: m.Example, claim) -> Finding:
    rules = _engine_of(variant).rules
    refused = off_ladder(variant, example, rules)  # the deal is played at that level: it must be one
    if refused is not None:
        return refused
    if isinstance(claim, m.TributeDealClaim):
        return _prove_tribute(variant, rules, example, claim)
    if isinstance(claim, m.FaceDownClaim):
        return _prove_face_down(variant, rules, example, claim)
    if isinstance(claim, m.ExchangeClaim):
        return _prove_exchange(variant, rules, example, claim)
    if isinstance(claim, m.TurnDeclarerClaim):
        return _prove_turn_declarer(variant, rules, example, claim)
    if isinstance(claim, m.FirstDeclarerClaim):
        return _prove_first_declarer(variant, rules, example, claim)
    if isinstance(claim, m.NextDealClaim):
        return _prove_next_deal(variant, rules, example, claim)
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
                       witness, _merged((face if rules.face != "down" else []) +
                                        _at(variant, found.rule, "the rule applied")))
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
    why = f" ({found.reason})" if found is not None else ""  # the reason may hold a colon of its own
    return _refute(variant, example, "C914", f"the {claim.side.value} {'may not' if found else 'may'} declare "
                   f"`{format_cards(claim.declaration)}` {moment}{why}",
                   {"context": str(example.context), "side": claim.side.value,
                    "declaration": format_cards(claim.declaration), "turn": rules.turn,
                    "pass": rules.pass_to}, labels)


# C914: who becomes the declarer of a later deal -----------------------------------------------------------------------

def _prove_turn_declarer(variant, rules, example, claim: m.TurnDeclarerClaim) -> Finding:
    engine = _engine_of(variant)
    steps = [(step.side.value, I.ids(step.declaration)) for step in claim.steps]
    seats = D.turn_seats(engine, steps)
    witness = {"context": str(example.context), "steps": [f"{step.side.value} "
                                                          f"{format_cards(step.declaration) or 'pass'}"
                                                          for step in claim.steps]}
    if -1 in seats:
        side = [step for step in claim.steps if step.declaration][seats.index(-1)].side.value
        return _refute(variant, example, "C910", f"more declarations of the {side} than the side has players: "
                       f"each declaration is by another player", witness, label="more declarations than players")
    found = D.turn_declarer(engine, steps, example.context.level)
    turn = _setting(variant.declare, "turn", "whose turn it is")
    if isinstance(found, D.Refusal):
        shown = format_cards([step for step in claim.steps if step.declaration][found.index - 1].declaration)
        return _refute(variant, example, "C914", f"declaration {found.index} (`{shown}`) is refused: {found.reason}",
                       witness, _at(variant, found.rule, "the rule applied") or turn)
    player = seats.index(found.declarer) + 1 if found.declarer in seats else None
    if player == claim.declarer:
        return Finding("C901", Verdict.PROVED, _subject(example))
    side = "declarers" if engine.new_match().team(found.declarer) == engine.new_match().team(0) else "attackers"
    who = f"player {player} (the {side})" if player else \
        f"the {side}' player the deal passed to, who made none of these declarations"
    passed = bool(claim.steps) and not claim.steps[0].declaration
    if rules.turn == "declarers":  # the first declarer of the side in turn, or of the other side after a pass
        labels = (_setting(variant.declare, "pass", "the side that declares after a pass") if passed else []) + turn
    else:  # anyone declares; the declarer is the one carried to this deal
        nd = variant.next_declarer
        labels = [Label(nd.span, "who declares the next deal")] if nd is not None and nd.span else []
    return _refute(variant, example, "C914", f"the declarer is {who}, not player {claim.declarer}",
                   {**witness, "declarer": player, "declarer_side": side, "level": found.level,
                    "trump": found.trump}, labels)


# C922: who becomes the first deal's declarer ---------------------------------------------------------------------------

def _first_labels(variant, rules) -> list[Label]:
    """Where the first deal's declarer is decided: `next declarer`'s `first-deal` where it names one, else
    `first-declarer` (as trump.py's _settle_trump reads them)."""
    nd = variant.next_declarer
    if rules.next_first_deal not in (None, "first-to-declare") and nd is not None:
        return _setting(nd, "first-deal", "who declares the first deal") or \
            ([Label(nd.span, "who declares the first deal")] if nd.span else [])
    return _setting(variant.declare, "first-declarer", "who becomes the first deal's declarer")


def _prove_first_declarer(variant, rules, example, claim: m.FirstDeclarerClaim) -> Finding:
    steps = claim.steps + ((claim.refused,) if claim.refused is not None else ())
    witness = {"context": str(example.context) if example.context else None,
               "declarations": [f"player {s.player} {format_cards(s.declaration)}" for s in steps]}
    beyond = next((s for s in steps if s.player > rules.players), None)
    if beyond is not None:
        return _refute(variant, example, "C910", f"player {beyond.player} of a game of {rules.players} players",
                       witness, label="no such player")
    engine = _engine_of(variant)
    level = example.context.level if example.context is not None else None
    found = D.first_declarer(engine, [(s.player - 1, I.ids(s.declaration)) for s in steps], level)
    refusal = found.refusal
    if claim.refused is not None and refusal is not None and refusal.index == len(steps):
        return Finding("C901", Verdict.PROVED, _subject(example))
    if refusal is not None:
        step = steps[refusal.index - 1]
        labels = _at(variant, refusal.rule, "the rule applied")
        if step.player in {s.player for s in steps[:refusal.index - 1]}:
            labels = _merged(labels + _setting(variant.declare, "self-overcall",
                                               "whether a player may overcall their own declaration"))
        return _refute(variant, example, "C922", f"declaration {refusal.index} (player {step.player} "
                       f"`{format_cards(step.declaration)}`) is refused: {refusal.reason}", witness, labels)
    if claim.refused is not None:
        own = claim.refused.player in {s.player for s in claim.steps}
        labels = _setting(variant.declare, "self-overcall", "whether a player may overcall their own declaration") \
            if own else []
        return _refute(variant, example, "C922", f"player {claim.refused.player} may declare "
                       f"`{format_cards(claim.refused.declaration)}` after these declarations: the referee takes it",
                       witness, labels)
    players = sorted(seat + 1 for seat in found.drawn)
    if claim.drawn and found.declarer is not None:
        return _refute(variant, example, "C922", f"the declarer is player {found.declarer + 1} whatever the draw, "
                       f"not drawn at random", {**witness, "declarer": found.declarer + 1},
                       _first_labels(variant, rules))
    if not claim.drawn and found.declarer is None:
        return _refute(variant, example, "C922", f"the declarer is drawn at random (the draws gave players "
                       f"{', '.join(map(str, players))}), not player {claim.declarer} whatever the draw",
                       {**witness, "drawn": players}, _first_labels(variant, rules))
    if not claim.drawn and found.declarer + 1 != claim.declarer:
        return _refute(variant, example, "C922", f"the declarer is player {found.declarer + 1}, not player "
                       f"{claim.declarer}", {**witness, "declarer": found.declarer + 1, "trump": found.trump},
                       _first_labels(variant, rules))
    if claim.stake is not None and found.stake != claim.stake:
        return _refute(variant, example, "C922", f"the stake is x{found.stake} once these declarations are made, not "
                       f"x{claim.stake}", {**witness, "stake": found.stake},
                       _setting(variant.declare, "stake", "the stake of each overcall"))
    return Finding("C901", Verdict.PROVED, _subject(example))


# C915: the exchange after declarations face down ----------------------------------------------------------------------

def _give_text(give) -> str:
    giver, receiver, cards = give
    return f"player {giver + 1} gives `{format_cards(I.to_cards(cards))}` to player {receiver + 1}"


def _prove_exchange(variant, rules, example, claim: m.ExchangeClaim) -> Finding:
    witness = {"context": str(example.context), "declarations": [format_cards(d) for d in claim.declarations]}
    if len(claim.declarations) > rules.players:
        return _refute(variant, example, "C910", f"{len(claim.declarations)} declarations face down, but each of the "
                       f"{rules.players} players declares once", witness, label="more declarations than players")
    block = variant.exchange
    if not rules.exchange_count:
        return _refute(variant, example, "C915", "the variant exchanges no cards (no `exchange` block)", witness)
    hands = {}
    for h in claim.holdings:
        hands[h.player - 1] = hands.get(h.player - 1, ()) + tuple(I.ids(h.cards))
    last = claim.gives[-1]
    if not last.holds:  # a give the hand cannot make is refused whatever the exchange says
        held = Counter(I.ids(claim.declarations[last.giver - 1])) + Counter(hands.get(last.giver - 1, ()))
        lacking = Counter(I.ids(last.cards)) - held
        if lacking:
            missing = [c for c in last.cards if lacking[I.ID[c]] and not lacking.subtract({I.ID[c]: 1})]
            return _refute(variant, example, "C910", f"player {last.giver} does not hold "
                           f"`{format_cards(missing)}`, so the give is refused whatever "
                           f"the exchange says", witness, help="give cards of the player's declaration or of what "
                           "they hold (`player N holds \"…\"`)", label="trivially true")
    engine = _engine_of(variant)
    gives = [(g.giver - 1, g.receiver - 1, tuple(I.ids(g.cards))) for g in claim.gives]
    found = D.exchange(engine, [I.ids(d) for d in claim.declarations], hands, gives, example.context.level)
    face = _setting(variant.declare, "face", "how declarations are shown")
    if isinstance(found, D.Refusal):
        shown = format_cards(claim.declarations[found.index - 1])
        return _refute(variant, example, "C915", f"declaration {found.index} (`{shown}`) is refused: {found.reason}",
                       witness, _merged((face if rules.face != "down" else []) +
                                        _at(variant, found.rule, "the rule applied")))
    witness["stands"] = found.standing
    who = _setting(block, "with", "who exchanges with whom")
    for i, want in enumerate(claim.gives):
        made = found.gives[i] if i < len(found.gives) else None
        if made is None:  # the exchange ended before this give
            return _refute(variant, example, "C915", f"the exchange has {len(found.gives)} give(s): give {i + 1} "
                           f"(player {want.giver} to player {want.receiver}) is never made",
                           {**witness, "gives": [_give_text(g) for g in found.gives]}, who)
        refused = found.refusal is not None and found.refusal.index == i + 1
        same = (made[0], made[1]) == (want.giver - 1, want.receiver - 1) and \
            Counter(made[2]) == Counter(I.ids(want.cards))
        if not same:
            return _refute(variant, example, "C915", f"give {i + 1} is {_give_text(made)}, not player {want.giver} "
                           f"gives `{format_cards(want.cards)}` to player {want.receiver}",
                           {**witness, "gives": [_give_text(g) for g in found.gives[:i + 1]]},
                           who + _setting(block, "count", "how many cards"))
        if refused != (not want.holds):
            cards = _setting(block, "cards", "which cards are given back")
            if refused:
                return _refute(variant, example, "C915", f"player {want.giver} may not give "
                               f"`{format_cards(want.cards)}` to player {want.receiver}: {found.refusal.reason}",
                               {**witness, "gives": [_give_text(g) for g in found.gives]},
                               cards or _at(variant, found.refusal.rule, "the rule applied"))
            return _refute(variant, example, "C915", f"player {want.giver} may give `{format_cards(want.cards)}` "
                           f"to player {want.receiver}: the referee accepts it",
                           {**witness, "gives": [_give_text(g) for g in found.gives[:i + 1]]}, cards)
    if found.unstated is not None:
        giver, receiver, count = found.unstated
        return _refute(variant, example, "C915", f"then player {giver + 1} gives {count} card(s) to player "
                       f"{receiver + 1}, which the example does not state",
                       {**witness, "gives": [_give_text(g) for g in found.gives]}, who)
    if claim.gives[-1].holds and len(found.gives) > len(claim.gives):
        return _refute(variant, example, "C915", f"then {_give_text(found.gives[len(claim.gives)])}, which the "
                       f"example does not state", {**witness, "gives": [_give_text(g) for g in found.gives]}, who)
    return Finding("C901", Verdict.PROVED, _subject(example))


# C916: the next deal --------------------------------------------------------------------------------------------------

def _span_label(node, text: str) -> list[Label]:
    return [Label(node.span, text)] if node is not None and node.span is not None else []


def _fact_text(fact: m.NextFact) -> str:
    if fact.declarer is not None:
        return f"{fact.declarer.value} declares"
    return f"{fact.side.value} win the match" if fact.match_won else f"{fact.side.value} at {fact.level}"


def _prove_next_deal(variant, rules, example, claim: m.NextDealClaim) -> Finding:
    witness = {"points": claim.points, "level": claim.level, "attackers_level": claim.attackers_level or claim.level}
    if rules.teams == "friends":
        return _refute(variant, example, "C910", "a next-deal example needs two sides known before the deal (fixed "
                       "partners, or the declarer alone); with found friends the levels are stated by a level-share "
                       "example (`shares …`)", witness, label="no side levels")
    if rules.teams != "partners" and not rules.levels_per_player:
        return _refute(variant, example, "C910", f"a next-deal example needs two sides with a level each (fixed "
                       f"partners) or a level for each player (`levels … per player`); this variant's teams are "
                       f"`{rules.teams}` and its levels are not the players'", witness, label="no side levels")
    ladder = list(rules.ladder)
    named = [claim.level, claim.attackers_level] + [f.level for f in claim.facts]
    off = next((level for level in named if level is not None and level not in ladder), None)
    if off is not None:
        return _refute(variant, example, "C910", f"{off} is no level of this variant (the levels are "
                       f"{', '.join(ladder)})", witness, _span_label(variant.levels, "the levels"),
                       label="no such level")
    least, step = rules.least_points(), rules.point_step()
    if claim.points < least or claim.points % step:
        return _refute(variant, example, "C910", f"no deal ends with {claim.points} attacker points: scores are "
                       f"multiples of {step} from {least}", {**witness, "least": least, "step": step},
                       label="unreachable")
    engine = _engine_of(variant)
    for side in [claim.last_trick.value] if claim.last_trick else ["declarers", "attackers"]:
        found = D.next_deal(engine, claim.points, side, claim.level, claim.attackers_level, I.ids(claim.kitty),
                            I.ids(claim.last_cards))
        if found is None:
            return _refute(variant, example, "C916", f"{claim.points} points with the last trick to the {side}: no "
                           f"single row of the scoring table settles the deal", {**witness, "last_trick": side},
                           _span_label(variant.scoring, "the scoring table"))
        n = engine.rules.players
        seat = {0: "same-player", 2 % n: "partner", 1 % n: "next-player"}
        got = {"levels": found.levels, "declarer": "bid-for" if engine.rules.bid_better is not None else
               seat.get(found.declarer, f"seat {found.declarer}") if found.declarer is not None else
               "first-to-declare", "winner": found.winner,
               **({"jack_rule": found.jacked} if claim.last_cards else {})}
        for fact in claim.facts:
            if fact.declarer is not None and engine.rules.bid_better is not None:
                return _refute(variant, example, "C916", f"`{_fact_text(fact)}`, but the next deal's declarer is bid "
                               f"for (`bidding`): no declarer carries over", {**witness, "last_trick": side, **got},
                               _span_label(variant.bidding, "the bidding"))
            if fact.declarer is not None:
                want = D.seat_of(fact.declarer.value, engine.rules.players)
                holds = want == found.declarer
                labels = _span_label(variant.next_declarer, "who declares the next deal") + \
                    (_span_label(variant.past_top, "past the top") if found.declarer is None else [])
            elif fact.match_won:
                holds = found.winner == fact.side.value
                labels = _span_label(variant.past_top, "past the top")
            else:
                holds = found.levels[fact.side.value] == fact.level
                labels = _at(variant, found.row, "the row that applies")
                for node, text in ((variant.mandatory_levels, "a mandatory level stops a rise"),
                                   (variant.defended_levels, "a defended level"),
                                   (variant.past_top, "past the top"),
                                   (variant.jack_rule if claim.last_cards else None, "the Jack rule")):
                    labels += _span_label(node, text)
            if holds:
                continue
            return _refute(variant, example, "C916", f"{claim.points} points with the last trick to the {side}, at "
                           f"level {claim.level}: not `{_fact_text(fact)}` in the next deal (the declarers at "
                           f"{found.levels['declarers']}, the attackers at {found.levels['attackers']}, "
                           + ("the declarer bid for" if engine.rules.bid_better is not None else
                              f"{got['declarer']} declares")
                           + (f", the {found.winner} win the match" if found.winner else "")
                           + (", knocked back by the Jack rule first" if found.jacked else "") + ")",
                           {**witness, "last_trick": side, **got}, labels)
    return Finding("C901", Verdict.PROVED, _subject(example))
