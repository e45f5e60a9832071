"""C951–C963: every climbing worked example holds, proved by running it on the climbing engine (the runtime the
referee plays), as `checks/examples.py` does for the trick-taking family.

The variant is compiled (`compile_climbing`) and each claim asked of the engine: a set (C951) and a beat (C952) of
the facade's rulings, a gouji set (C953) of its table; whether a hand may answer a set played by its opposite, a
teammate or another opponent (C954) and whether it may burn a gouji set (C955) by playing the lead in a real round and
passing round to the hand's turn (the facade's situations); the call of the emperor (C956); a settlement (C957) by the
engine's settle; a tribute (C958) by the engine's tribute cards, or by its tribute phase after a finishing order; a
bid for the landlord (C959) by the steps made in the deal's own bidding; the first lead (C960) by the function a deal
starts its play with; a revolution (C961) by its condition and the places the engine gives revolutionaries;
a round (C962) by its steps played on the engine's own round; a shown count (C963) by the engine's rule of
报牌. A refuted
example is an error at the example, with the engine's reason and the rule it cites.
"""
from __future__ import annotations

from ...diagnostics import Diagnostic, Severity
from ...play.climbing.game import SetError
from ...model import Block, Family, Node, Variant
from ...model import (CALL, ROB, AnswerClaim, CallingClaim, ShownClaim, BeatClaim, BiddingClaim, BurnClaim, CallClaim, CallVerdict, GoujiClaim,
                     LeadClaim, RevolutionPlacesClaim, RevoltClaim, RoundClaim, SetClaim, Settlement, SettleClaim, TributeClaim,
                     TributePlacesClaim)
from ...language.printer.climbing import claim as claim_text
from ...language.walk import nodes
from ..registry import Finding, Verdict, check
from ..solver import labels
from ...runtime.climbing import deal as D

CODES = {SetClaim: "C951", BeatClaim: "C952", GoujiClaim: "C953", AnswerClaim: "C954", BurnClaim: "C955",
         CallClaim: "C956", SettleClaim: "C957", TributeClaim: "C958", BiddingClaim: "C959", LeadClaim: "C960",
         TributePlacesClaim: "C958", RevoltClaim: "C961", RevolutionPlacesClaim: "C961",
         RoundClaim: "C962", CallingClaim: "C956", ShownClaim: "C963"}
ROLES = ("emperor", "guard", "rebel", "landlord", "peasant")


class Refuted(Exception):
    def __init__(self, said: str, found: str, rule: str = ""):
        super().__init__(found)
        self.said, self.found, self.rule = said, found, rule


def climbing_examples(variant: Variant):
    """(the block it sits in, the example) for every climbing example of the variant."""
    for node in nodes(variant):
        if isinstance(node, Block) or node is variant:
            for example in getattr(node, "examples", ()):
                if type(example.claim) in CODES:
                    yield node, example


@check("C951", "every climbing worked example holds on the engine", family=Family.CLIMBING)
def examples_hold(variant: Variant, ctx):
    # Once per example object (a child holds its parent's very objects); by identity, not by value: two examples
    # written alike at two lines are two examples, each with its finding.
    cases = list({(id(block), id(example)): (block, example) for block, example in climbing_examples(variant)}.values())
    if not cases:
        return
    from ...compile.climbing import compile_climbing
    from ...play.climbing.game import ClimbingGame
    from ...runtime.climbing.table import Unsupported

    try:
        game = ClimbingGame(compile_climbing(variant))
    except Unsupported as exc:  # shaped sets with Gouji's own rules: C107 refuses them, and no example can be asked
        for _block, example in cases:
            yield _not_asked(variant, example, exc)
        return
    for block, example in cases:
        claim = example.claim
        code = CODES[type(claim)]
        subject = f"example: {claim_text(claim)}"
        try:
            PROVERS[type(claim)](_at(game, example), block, claim)
        except Unsupported as exc:  # an example on rules the engine does not play with these sets (C107 says which)
            yield _not_asked(variant, example, exc)
            continue
        except (Refuted, SetError) as exc:
            if isinstance(exc, SetError):  # cards the game does not have (a rank the rank order left out)
                exc = Refuted(f"`{claim_text(claim)}`", f"its cards are no cards of this game: {exc.message}", exc.rule)
            cited = _rule_span(variant, exc.rule)
            notes = (f"the engine cites {exc.rule}",) if exc.rule and cited is None else ()
            diag = Diagnostic(code, Severity.ERROR, f"the example says {exc.said}, but {exc.found}", example.span,
                              label="refuted by the rules", secondary=labels((cited, "the rule the engine cites")),
                              notes=notes, variant=variant.id,
                              witness={"claim": claim_text(claim), "engine": exc.found})
            yield Finding(code, Verdict.REFUTED, subject, diag)
            continue
        yield Finding(code, Verdict.PROVED, subject)


def _at(game, example):
    """The game of the example's deal: at its level (`level=5`, team levels), else the first deal's."""
    if example.context is None:
        return game
    try:
        return game.at(example.context.level)
    except ValueError as exc:
        raise Refuted(f"`level={example.context.level}`", str(exc), game.rules.levels.rule if game.rules.levels
                      else "") from None


def _not_asked(variant: Variant, example, exc) -> Finding:
    """An example the engine cannot be asked (its rules are not played with this game's sets): undecided, said at the
    example, never counted as proved."""
    code = CODES[type(example.claim)]
    diag = Diagnostic(code, Severity.WARNING, f"this example cannot be asked of the engine: {exc}", example.span,
                      label="not asked", variant=variant.id)
    return Finding(code, Verdict.UNKNOWN, f"example: {claim_text(example.claim)}", diag)


def _rule_span(variant: Variant, ref: str):
    """The span of the rule a ruling cites (`file:line`, as `compile_climbing` writes it), where the variant has it."""
    file, _, line = ref.rpartition(":")
    if not line.isdigit():
        return None
    found = [n.span for n in nodes(variant) if isinstance(n, Node) and n.span is not None and n.span.file == file
             and n.span.line == int(line)]
    return min(found, key=lambda span: span.column) if found else None


def _cards(cards) -> str:
    return " ".join(cards)


def _against_ruling(ruling, claim, said: str, legal: str) -> None:
    """Refute a claim that the engine's ruling contradicts; `legal` says what the engine found when it allows it."""
    if ruling.legal != claim.holds:
        raise Refuted(said, legal if ruling.legal else f"the engine rules: {ruling.reason}", ruling.rule)


def _set(game, claim: SetClaim, _block=None):
    said = f"\"{_cards(claim.cards)}\" {'is' if claim.holds else 'is not'} a set"
    _against_ruling(game.set_ruling(_cards(claim.cards)), claim, said, "the engine reads it as a set")


def _beat(game, claim: BeatClaim):
    said = f"\"{_cards(claim.beater)}\" {'beats' if claim.holds else 'does not beat'} \"{_cards(claim.standing)}\""
    ruling = game.beats(_cards(claim.beater), _cards(claim.standing))
    if ruling.legal and not claim.holds:  # the engine cites no rule for a beat that stands: name the one that decides
        raise Refuted(said, "it beats it", _deciding_rule(game, claim.standing))
    _against_ruling(ruling, claim, said, "it beats it")


def _deciding_rule(game, standing) -> str:
    """The rule by which a set beats the standing one: the `cover` row of the jokers attached to it, else the beat
    relation (a higher rank, by the rank order, where the relation says nothing of its own)."""
    rules = game.rules
    if game.shapes is None:  # Gouji's and Baohuang's sets: the beat relation's requirement names its rule
        try:
            return game.table.relation.requirement(game.set(_cards(standing))).rule or rules.ranks_rule
        except SetError:
            pass
    return rules.beat.rule or rules.ranks_rule


def _gouji(game, claim: GoujiClaim):
    said = f"\"{_cards(claim.cards)}\" {'is' if claim.holds else 'is not'} a gouji set"
    try:  # asked as the facade is asked: a game without gouji sets (Unsupported) before the cards
        found = game.is_gouji(_cards(claim.cards))
    except SetError as error:  # no set is a gouji set (as no set beats another: `beats`)
        if claim.holds:
            raise Refuted(said, f"it is not a set: {error.message}", error.rule) from None
        return
    if found != claim.holds:
        rules = game.rules.gouji_sets
        raise Refuted(said, f"by the gouji table it {'is' if found else 'is not'} one", rules.rule if rules else "")


def _answer(game, claim: AnswerClaim):
    said = (f"a hand \"{_cards(claim.hand)}\" {'may' if claim.holds else 'may not'} answer "
            f"\"{_cards(claim.standing)}\" from its {claim.source.value}")
    _against_ruling(game.may_answer(_cards(claim.hand), _cards(claim.standing), claim.source.value), claim, said,
                    "it may")


def _burn(game, claim: BurnClaim):
    said = f"a hand \"{_cards(claim.hand)}\" {'may' if claim.holds else 'may not'} burn \"{_cards(claim.standing)}\""
    _against_ruling(game.may_burn(_cards(claim.hand), _cards(claim.standing)), claim, said, "it may")


def _call(game, claim: CallClaim):
    verdict, rule = game.call([str(card) for card in claim.hand])
    _may(claim.verdict, verdict, rule, "call", "the call's rules")


def _shown(game, claim: ShownClaim):
    """Ask the engine's own rule of a shown count (报牌) of a hand of that many cards."""
    rules = game.rules
    said = f"a hand of {claim.cards} card{'' if claim.cards == 1 else 's'} is {'' if claim.holds else 'not '}shown"
    shown = rules.public_count(claim.cards) is not None
    if shown != claim.holds:
        found = f"its count is shown (at most {rules.show_count} cards)" if shown else \
            "its count is hidden" + (f" (at most {rules.show_count} cards are shown)" if rules.show_count is not None
                                     else ": this game shows no count")
        raise Refuted(said, found, rules.show_count_rule)


def _calling(game, claim: CallingClaim):
    """Play the claim's call on the engine's own call (players from 1 are seats from 0): who the emperor and the
    guard are, or whether the deal is dealt again."""
    from ...language.printer.climbing import calling_claim

    said = calling_claim(claim).split(" -> ")[1]
    n = game.rules.players
    named = [*(s.player for s in claim.steps), *(h.player for h in claim.holds)] + \
        [p for p in (claim.emperor, claim.guard) if p is not None]
    off = next((p for p in named if not 1 <= p <= n), None)
    if off is not None:
        raise Refuted(said, f"there is no player {off}: the players are 1 to {n}")
    steps = [(s.player - 1, s.action, [str(c) for c in s.cards]) for s in claim.steps]
    holds: dict[int, list[str]] = {}
    for h in claim.holds:
        holds.setdefault(h.player - 1, []).extend(str(c) for c in h.cards)
    try:
        emperor, guard, lone = game.calling(steps, holds, [str(c) for c in claim.aside])
    except SetError as exc:
        raise Refuted(said, _as_players(exc.message), exc.rule) from None
    rule = game.rules.calling.rule
    if emperor is None:
        if claim.emperor is not None:
            raise Refuted(said, "by the call's rules the deal is dealt again", game.rules.calling.rule)
        return
    found = f"player {emperor + 1} is the lone emperor" if lone else f"player {emperor + 1} is the emperor" + \
        (f", player {guard + 1} is the guard" if guard is not None else "")
    if claim.emperor is None or (emperor + 1, lone) != (claim.emperor, claim.lone) or \
            (not lone and (guard is None and claim.guard is not None or guard is not None and guard + 1 != claim.guard)):
        raise Refuted(said, f"by the call's rules {found}", rule)


def _revolt(game, claim: RevoltClaim):
    verdict, rule = game.revolt(_cards(claim.hand))
    _may(claim.verdict, verdict, rule, "revolt", "the revolution's rules")


def _may(said: CallVerdict, verdict: str, rule: str, act: str, rules: str) -> None:
    """A may / may not / must claim against the engine's verdict ("may", "must", "may-not"): a hand that must may too
    (the forced call, 逼庄, lets the hand call of its own accord; nothing keeps one that must revolt from it)."""
    holds = {CallVerdict.MAY: verdict in ("may", "must"), CallVerdict.MUST: verdict == "must",
             CallVerdict.MAY_NOT: verdict == "may-not", CallVerdict.NEED_NOT: verdict == "may"}[said]
    if not holds:
        raise Refuted(f"the hand {said.value.replace('-', ' ')} {act}",
                      f"by {rules} it {verdict.replace('-', ' ')} {act}", rule)


def _revolution_places(game, claim: RevolutionPlacesClaim):
    """Ask the engine's own placing of revolutionaries (the function a deal's places come from); players from 1."""
    rules, n = game.rules, game.rules.players
    said = "the deal is void" if claim.places is None else f"the places are {', '.join(map(str, claim.places))}"
    named = [*claim.order, *claim.revolted, *(claim.places or ())]
    off = next((p for p in named if not 1 <= p <= n), None)
    if off is not None:
        raise Refuted(said, f"there is no player {off}: the players are 1 to {n}")
    if sorted(claim.order + claim.revolted) != list(range(1, n + 1)):
        raise Refuted(said, "the finishing order and the revolutionaries do not name each of the "
                      f"{n} players once", rules.end_rule)
    if claim.places is not None and sorted(claim.places) != list(range(1, n + 1)):
        raise Refuted(said, f"the places do not name each of the {n} players once", rules.end_rule)
    if rules.revolution is None:
        raise Refuted(said, "the variant has no revolution", rules.end_rule)
    got = game.revolution_places([p - 1 for p in claim.order], [p - 1 for p in claim.revolted])
    got = None if got is None else tuple(s + 1 for s in got)
    if got != claim.places:
        found = "the deal is void" if got is None else f"the places are {', '.join(map(str, got))}"
        raise Refuted(said, f"by the revolution's rules {found}", rules.revolution.rule)


def _round(game, claim: RoundClaim):
    """Play the claim's steps on the engine's own round (players from 1 are seats from 0), then ask who leads or
    whether the player may play the set, pass or defer; the engine's reasons name seats, told as players here."""
    rules, n = game.rules, game.rules.players
    what = f"play \"{_cards(claim.cards)}\"" if claim.action == "play" else claim.action
    said = "the deal is over" if claim.action == "over" else f"player {claim.player} leads" if claim.action == "lead" \
        else f"player {claim.player} may {'' if claim.holds else 'not '}{what}"
    asked_about = [] if claim.action == "over" else [claim.player]
    off = next((p for p in [*asked_about, *(s.player for s in claim.steps)] if not 1 <= p <= n), None)
    if off is not None:
        raise Refuted(said, f"there is no player {off}: the players are 1 to {n}")
    if claim.steps[0].action != "play":
        raise Refuted(said, "a round starts with a lead: its first step is a play", rules.round.rule)
    steps = [(s.player - 1, s.action, _cards(s.cards) if s.cards else None, s.out) for s in claim.steps]
    asked = None if claim.action in ("lead", "over") else (claim.player - 1, claim.action, _cards(claim.cards) or None)
    try:
        turn, ruling = game.round_after(steps, asked)
    except SetError as exc:
        raise Refuted(said, _as_players(exc.message), exc.rule) from None
    if claim.action == "over":
        if turn is not None:
            found = f"player {turn[0] + 1} is asked to {'lead' if turn[1] == 'lead' else turn[1]}"
            raise Refuted(said, f"after these steps the deal goes on: {found}", rules.end_rule or rules.round.rule)
    elif claim.action == "lead":
        if turn is None or turn[1] != "lead" or turn[0] != claim.player - 1:
            found = "the deal is over" if turn is None else \
                f"player {turn[0] + 1} is asked to {'lead' if turn[1] == 'lead' else turn[1]}"
            raise Refuted(said, f"after these steps {found}", rules.round.rule)
    elif ruling.legal != claim.holds:
        found = "the player may" if ruling.legal else f"the player may not: {_as_players(ruling.reason)}"
        raise Refuted(said, found, ruling.rule or rules.round.rule)


def _as_players(text: str) -> str:
    """The engine's words with its seats (from 0) told as the example's players (from 1)."""
    import re

    return re.sub(r"\bseats? (\d+)", lambda m: f"player {int(m.group(1)) + 1}", text)


def _settle(game, block, claim: SettleClaim):
    kind = claim.table or (str(block.kind) if isinstance(block, Settlement) else "normal")
    labels = list(dict.fromkeys(r for r in claim.order if r not in ROLES))
    roles = [r if r in ROLES else f"team {labels.index(r)}" for r in claim.order]
    from ...runtime.climbing.settlement import SettlementError, stake_of
    try:
        stake = stake_of(game.rules.table(kind), claim.bid, claim.bombs, claim.spring) if claim.bid is not None else 1
        found = game.settle(tuple(range(len(claim.order))), roles, kind, claim.left, stake)
    except SettlementError as exc:
        raise Refuted("a settlement", f"the engine rules: {exc.message}", exc.rule)
    got = {claim.order[seat]: score for seat, score in enumerate(found.seats)}
    said = {s.role: s.score for s in claim.scores}
    if any(got.get(role) != score for role, score in said.items()):
        scores = ", ".join(f"{role} {got.get(role, 0):+d}" for role in said)
        raise Refuted(", ".join(f"{r} {s:+d}" for r, s in said.items()), f"the engine settles {scores}", found.rule)


def _tribute(game, claim: TributeClaim):
    rules = game.rules
    given = game.tribute(claim.count, _cards(claim.hand))
    if sorted(given) != sorted(claim.given):
        raise Refuted(f"the tribute is \"{_cards(claim.given)}\"" if claim.given else "nothing is given",
                      f"the engine gives \"{_cards(given)}\"" if given else "the engine gives nothing",
                      rules.tribute.rule if rules.tribute else "")


def _tribute_places(game, claim: TributePlacesClaim):
    """Ask the engine's own tribute phase who gives how many cards to whom after the claim's finishing order; players
    from 1 are seats from 0."""
    from ...runtime.climbing.rules import AGREEMENTS
    from ...diagnostics.suggest import did_you_mean

    rules, n = game.rules, game.rules.players
    flows = ", ".join(f"player {f.giver} gives {f.count} to player {f.receiver}" for f in claim.flows)
    said = flows or "nothing is given"
    named = [*claim.after, *(p for f in claim.flows for p in (f.giver, f.receiver))] + \
        ([claim.last] if claim.last is not None else [])
    off = next((p for p in named if not 1 <= p <= n), None)
    if off is not None:
        raise Refuted(said, f"there is no player {off}: the players are 1 to {n}")
    if sorted(claim.after) != list(range(1, n + 1)):
        raise Refuted(said, f"the finishing order {', '.join(map(str, claim.after))} does not name each of the {n} "
                      "players once", rules.end_rule)
    for word in claim.agreed:
        if word not in AGREEMENTS:
            guess = did_you_mean(word, AGREEMENTS)
            raise Refuted(said, f"`{word}` is no agreement the players make before a match (they are "
                          f"{', '.join(AGREEMENTS)}){'; ' + guess if guess else ''}")
    if rules.tribute is None:
        raise Refuted(said, "the variant gives no tribute", rules.end_rule)
    try:
        got = game.tribute_flows(tuple(p - 1 for p in claim.after), claim.agreed,
                                 None if claim.last is None else claim.last - 1)
    except SetError as exc:  # a choice of who gives as the last that the rules do not give
        raise Refuted(said, exc.message, exc.rule) from None
    found = sorted((g + 1, k, r + 1) for g, k, r in got)
    if found != sorted((f.giver, f.count, f.receiver) for f in claim.flows):
        words = ", ".join(f"player {g} gives {k} to player {r}" for g, k, r in found)
        raise Refuted(said, f"by the tribute's rules {words or 'nothing is given'}", rules.tribute.rule)


def _lead(game, claim: LeadClaim):
    """Ask the engine's own first lead (the function both deal kinds start their play with) with the claim's facts;
    players from 1 are seats from 0, the first receiver seat 0."""
    rules, n = game.rules, game.rules.players
    said = f"player {claim.leader} leads" if not claim.cards else \
        f"player {claim.leader} may {'' if claim.may else 'not '}lead \"{_cards(claim.cards)}\""
    named = [claim.leader, *(h.player for h in claim.holds), *(r.player for r in claim.roles)] + \
        ([claim.giver] if claim.giver is not None else []) + list(claim.after or ())
    off = next((p for p in named if not 1 <= p <= n), None)
    if off is not None:
        raise Refuted(said, f"there is no player {off}: the players are 1 to {n}")
    if claim.after is not None and sorted(claim.after) != list(range(1, n + 1)):
        raise Refuted(said, f"the finishing order {', '.join(map(str, claim.after))} does not name each of the {n} "
                      "players once", rules.end_rule)
    hands: list[list[str]] = [[] for _ in range(n)]
    for held in claim.holds:
        hands[held.player - 1].extend(str(card) for card in held.cards)
    deck = D.deck(rules)
    for card in {c for hand in hands for c in hand}:
        held, copies = sum(hand.count(card) for hand in hands), deck.count(card)
        if held > copies:
            if not copies:
                raise Refuted(said, f"`{card}` is no card of this game (a card is named with its suit here: 3H)",
                              rules.ranks_rule)
            raise Refuted(said, f"the players hold {held} of `{card}`; the decks have {copies}")
    roles = {}
    for fact in claim.roles:
        if fact.role not in ("emperor", "landlord"):
            raise Refuted(said, f"`{fact.role}` is no role that leads: the emperor or the landlord",
                          rules.first_lead.rule)
        roles[fact.role] = fact.player - 1
    previous = tuple(p - 1 for p in claim.after) if claim.after is not None else None
    giver = claim.giver - 1 if claim.giver is not None else None
    got = game.leader(hands, previous, roles.get("emperor"), roles.get("landlord"), giver) + 1
    if got != claim.leader:
        raise Refuted(said, f"by the rule of the first lead, player {got} leads", rules.first_lead.rule)
    if claim.cards:  # the leader, holding the set too, leads it on the play the deal starts
        try:
            ruling = game.first_lead_ruling(hands, _cards(claim.cards), previous, roles.get("emperor"),
                                            roles.get("landlord"), giver)
        except SetError as exc:
            raise Refuted(said, exc.message, exc.rule) from None
        if ruling.legal != claim.may:
            found = "the player may" if ruling.legal else f"the player may not: {ruling.reason}"
            raise Refuted(said, found, ruling.rule or rules.first_lead.rule)


def _step_word(step) -> str:
    return "a pass" if step is None else f"a {step}" if step in (CALL, ROB) else f"the bid of {step}"


def _bidding(game, claim: BiddingClaim):
    """Make the steps in the deal's own bidding (player 1 the first receiver) and compare how it ends."""
    from ...runtime.climbing import actions as A
    from ...runtime.climbing.bidding import bid_phase

    said = f"`{claim_text(claim)}`"
    bidding = game.rules.bidding
    if bidding is None:
        raise Refuted(said, "the variant has no `bid` block: nobody bids", game.rules.ranks_rule)
    if claim.revealed is not None:
        raise Refuted(said, "no kitty card is turned up before a climbing bidding: the bottom cards (底牌) are taken "
                      "by its winner after it", bidding.rule)
    phase = bid_phase(game.rules, 0)
    for index, step in enumerate(claim.steps, start=1):
        if phase.done:
            raise Refuted(said, f"the bidding ends after {index - 1} steps: step {index} is never asked", bidding.rule)
        if step in (CALL, ROB) and bidding.by != "call-and-rob":
            raise Refuted(said, f"step {index} is {_step_word(step)}, a step of a bidding by call and rob; this one "
                          f"is by points ({', '.join(map(str, bidding.bids))} or a pass)", bidding.rule)
        asked = CALL if phase.high == 0 else ROB
        if step in (CALL, ROB) and step != asked:  # a rob before anyone called, a call after one
            if claim.refused and index == len(claim.steps):
                return
            raise Refuted(said, f"step {index} ({_step_word(step)}) is refused: {_step_word(asked)} or a pass is "
                          "asked now", bidding.rule)
        # a call or a rob is the bid (the stake) it makes: 1, then doubled
        action = A.PASS_ACTION if step is None else \
            A.Action(A.BID, rank=(phase.high * 2 or 1) if step in (CALL, ROB) else step)
        ruling = phase.ruling(phase.turn(), action)
        if not ruling.legal:
            if claim.refused and index == len(claim.steps):
                return
            raise Refuted(said, f"step {index} ({_step_word(step)}) is refused: {ruling.reason}", ruling.rule)
        phase.apply(phase.turn(), action)
    if claim.refused:
        raise Refuted(said, f"the referee accepts step {len(claim.steps)} ({_step_word(claim.steps[-1])})",
                      bidding.rule)
    if not phase.done:
        raise Refuted(said, f"after these {len(claim.steps)} steps the bidding goes on: player {phase.turn() + 1} is "
                      "asked next, which the example does not state", bidding.rule)
    got = (None, None) if phase.void else (phase.winner + 1, phase.high)
    if got != (claim.winner, claim.bid if claim.winner is not None else None):
        found = "every player passes: the cards are dealt again" if got[0] is None else \
            f"player {got[0]} wins at {got[1]}"
        raise Refuted(said, found, bidding.rule)


PROVERS = {SetClaim: lambda g, b, c: _set(g, c), BeatClaim: lambda g, b, c: _beat(g, c),
           GoujiClaim: lambda g, b, c: _gouji(g, c), AnswerClaim: lambda g, b, c: _answer(g, c),
           BurnClaim: lambda g, b, c: _burn(g, c), CallClaim: lambda g, b, c: _call(g, c),
           SettleClaim: _settle, TributeClaim: lambda g, b, c: _tribute(g, c),
           BiddingClaim: lambda g, b, c: _bidding(g, c), LeadClaim: lambda g, b, c: _lead(g, c),
           TributePlacesClaim: lambda g, b, c: _tribute_places(g, c), RevoltClaim: lambda g, b, c: _revolt(g, c),
           RevolutionPlacesClaim: lambda g, b, c: _revolution_places(g, c), RoundClaim: lambda g, b, c: _round(g, c),
           CallingClaim: lambda g, b, c: _calling(g, c), ShownClaim: lambda g, b, c: _shown(g, c)}
