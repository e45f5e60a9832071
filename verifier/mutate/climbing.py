"""Situations where two climbing rule sets rule differently, found on the referee's facade (play/climbing/game.py)
and written as the worked examples the checker proves: a set, a beat of two sets, a gouji set, an answer, a
settlement of a finishing order, a tribute. Each generator yields (example, the original's verdict in words) where
the two facades disagree, the claim stated as the original rules it; `budget` counts the situations looked at."""
from __future__ import annotations

import itertools
import random

from .. import model as m
from ..play.climbing.game import ClimbingGame
from .search import Budget, in_turn


def _example(claim) -> m.Example:
    return m.Example(None, None, claim)


def _ranks(game: ClimbingGame) -> list[str]:
    """The ranks, weakest first (a game of shaped sets has no rank table of Gouji's: its rules' ranks)."""
    return list(game.ranks.names) if game.ranks is not None else list(game.rules.ranks)


def _candidate_sets(game: ClimbingGame) -> list[str]:
    """Sets of one rank (1 to 5 cards), with a joker or a 2 attached, jokers alone, and the shortest run of each
    kind of run from each of its ranks."""
    ranks = _ranks(game)
    plain = [r for r in ranks if r not in ("BJ", "SJ")]
    found = [" ".join([r] * n) for r in ranks for n in (1, 2, 3, 5)]
    found += [f"{j} " + " ".join([r] * n) for j in ("SJ", "BJ") for r in plain for n in (2, 3)]
    found += [f"2 {r} {r}" for r in plain if r != "2"]
    return found + _with_kickers(game, plain) + _runs(game)


def _with_kickers(game: ClimbingGame, plain: list[str]) -> list[str]:
    """A set of each kind of one rank with kickers (a full house, four with one), from each rank, the lowest other
    rank as the kicker."""
    found = []
    for kind in game.rules.sets:
        if kind.shape != "same-rank" or kind.kicker is None:
            continue
        for rank in plain:
            other = next(r for r in plain if r != rank)
            kicker = [other] * (2 if kind.kicker == "pair" else 1) * (kind.kickers or 1)
            found.append(" ".join([rank] * kind.min_count + kicker))
    return found


def _runs(game: ClimbingGame) -> list[str]:
    """The shortest run of every kind of run (straights, pair runs, planes), one from each rank it may start at: a
    run rank swapped or dropped changes which of them are runs and which beats which. A kind of one suit (a straight
    flush) is written in spades; a kind with kickers (a plane with wings) takes the lowest other ranks as them."""
    found = []
    plain = [r for r in _ranks(game) if r not in ("BJ", "SJ")]
    for kind in game.rules.sets:
        if kind.shape != "run":
            continue
        ranks, length = list(kind.run_ranks), max(kind.min_length, 1)
        for start in range(len(ranks) - length + 1):
            core = ranks[start:start + length]
            cards = [r + ("S" if kind.suited else "") for r in core for _ in range(kind.width)]
            if kind.kicker is not None:
                others = [r for r in plain if r not in core][:kind.kickers or length]
                cards += [r for r in others for _ in range(2 if kind.kicker == "pair" else 1)]
            found.append(" ".join(cards))
    return list(dict.fromkeys(found))


def _ruled(ruling) -> bool | None:
    try:
        return ruling().legal
    except Exception:  # noqa: BLE001 - a situation one of the two cannot read
        return None


def sets(original: ClimbingGame, changed: ClimbingGame, budget: Budget):
    for cards in _candidate_sets(original) + [f"{a} {b}" for a, b in itertools.combinations(_ranks(original), 2)]:
        if not budget.spend():
            return
        found = [_ruled(lambda g=g: g.set_ruling(cards)) for g in (original, changed)]
        if None not in found and found[0] != found[1]:
            yield _example(m.SetClaim(tuple(cards.split()), found[0])), "a set" if found[0] else "not a set"


def _pairs(game: ClimbingGame):
    """(beater, standing) of sets of the original, of as many cards first (singles first: every rank against every
    other), then of different sizes."""
    candidates = sorted((c for c in _candidate_sets(game) if _ruled(lambda c=c: game.set_ruling(c))),
                        key=lambda c: len(c.split()))
    pairs = list(itertools.permutations(candidates, 2))
    return [p for p in pairs if len(p[0].split()) == len(p[1].split())] + \
        [p for p in pairs if len(p[0].split()) != len(p[1].split())]


def beats(original: ClimbingGame, changed: ClimbingGame, budget: Budget):
    for beater, standing in _pairs(original):
        if not budget.spend():
            return
        found = [_ruled(lambda g=g: g.beats(beater, standing)) for g in (original, changed)]
        if None not in found and found[0] != found[1]:
            claim = m.BeatClaim(tuple(beater.split()), tuple(standing.split()), found[0])
            yield _example(claim), "it beats it" if found[0] else "it does not beat it"


def goujis(original: ClimbingGame, changed: ClimbingGame, budget: Budget):
    if original.table is None or changed.table is None:
        return
    for cards in _candidate_sets(original):
        if not budget.spend():
            return
        try:
            found = [g.is_gouji(cards) for g in (original, changed)]
        except Exception:  # noqa: BLE001 - no set of one of the two
            continue
        if found[0] != found[1]:
            yield _example(m.GoujiClaim(tuple(cards.split()), found[0])), "a gouji set" if found[0] else \
                "not a gouji set"


def answers(original: ClimbingGame, changed: ClimbingGame, budget: Budget):
    if original.table is None or changed.table is None:
        return
    for (beater, standing), source in itertools.product(_pairs(original), m.Relation):
        if not budget.spend():
            return
        hand = f"{beater} {_low(original, beater)}"
        found = [_ruled(lambda g=g: g.may_answer(hand, standing, source.value)) for g in (original, changed)]
        if None not in found and found[0] != found[1]:
            claim = m.AnswerClaim(tuple(hand.split()), tuple(standing.split()), source, found[0])
            yield _example(claim), "it may" if found[0] else "it may not"


def _low(game: ClimbingGame, beater: str) -> str:
    """Two low cards besides the beater (a hand that keeps something after answering), of ranks not in it."""
    return " ".join([r for r in _ranks(game) if r not in beater.split()][:2])


def _roles(variant) -> list[str]:
    players = variant.players.least if variant.players else 0
    if variant.teams is not None and variant.teams.kind == m.TeamKind.EMPEROR:
        return ["emperor", "guard"] + ["rebel"] * (players - 2)
    return ["a", "b"] * (players // 2)


def settlements(original: ClimbingGame, changed: ClimbingGame, budget: Budget, variant=None):
    """A finishing order of the roles (or of two teams a and b), under each table: each role's score."""
    roles = _roles(variant)
    kinds = [str(t.kind) for t in variant.settlements] or ["normal"]
    for kind, order in itertools.product(kinds, dict.fromkeys(itertools.permutations(roles))):
        if not budget.spend():
            return
        found = [_scores(g, order, kind) for g in (original, changed)]
        if found[0] is not None and found[0] != found[1]:
            table = None if kind == "normal" else kind
            scores = tuple(m.RoleScore(role, score) for role, score in found[0].items())
            yield _example(m.SettleClaim(tuple(order), table, scores)), \
                ", ".join(f"{role} {score:+d}" for role, score in found[0].items())


def _scores(game: ClimbingGame, order, kind: str) -> dict | None:
    """Each role's score for a finishing order, as the checker reads a settlement claim; None when one role's
    players score differently (no claim can say it) or the engine refuses it."""
    labels = list(dict.fromkeys(r for r in order if r not in ("emperor", "guard", "rebel")))
    roles = [r if r in ("emperor", "guard", "rebel") else f"team {labels.index(r)}" for r in order]
    try:
        found = game.settle(tuple(range(len(order))), roles, kind)
    except Exception:  # noqa: BLE001 - a settlement one of the two refuses
        return None
    scores: dict = {}
    for seat, role in enumerate(order):
        if scores.setdefault(role, found.seats[seat]) != found.seats[seat]:
            return None
    return scores


def tributes(original: ClimbingGame, changed: ClimbingGame, budget: Budget):
    if original.ranks is None:
        return
    ranks = _ranks(original)
    draw = random.Random(29)
    while budget.spend():
        hand = " ".join(draw.choices(ranks, k=6))
        count = draw.choice([1, 2])
        try:
            found = [sorted(g.tribute(count, hand)) for g in (original, changed)]
        except Exception:  # noqa: BLE001 - a hand one of the two cannot read
            continue
        if found[0] != found[1]:
            claim = m.TributeClaim(count, tuple(hand.split()), tuple(found[0]))
            yield _example(claim), " ".join(found[0]) or "nothing"


def leads(original: ClimbingGame, changed: ClimbingGame, budget: Budget):
    """Who leads the first set: the first deal or one after a finishing order, with the cards that decide it (the
    card each rule names, the 3s of a suit), an emperor or landlord, a tribute's giver; the fewest facts first. In a
    game of shaped sets, also whether the leader may lead one of the weakest singles (a first lead that must hold
    the named card)."""
    from ..runtime.cards import parse_card
    from ..runtime.climbing.deal import deck

    n = original.rules.players
    copies = deck(original.rules)
    named = [g.rules.first_lead.card for g in (original, changed) if g.rules.first_lead.card]
    groups = [[card] for card in dict.fromkeys(named + ["3S", "3H", "3C", "3D"])]
    groups += [["3S"] * k for k in (2, 3, 4) if copies.count("3S") >= k]
    afters = [None, tuple(range(1, n)) + (0,), (n - 1,) + tuple(range(n - 1))]  # seats from 0, first out first
    holdings = [()] + [((seat, tuple(cards)),) for cards in groups for seat in range(n - 1, 0, -1)]
    roles = [{}] + [{role: n - 1} for role in ("emperor", "landlord")]
    givers = [None, n - 2]
    shaped = original.shapes is not None and changed.shapes is not None
    firsts = [s for s in _round_sets(original)[:3] if s not in named][:2] if shaped else []
    for size in range(4):  # the fewest facts first
        for after, held, role, giver in itertools.product(afters, holdings, roles, givers):
            if bool(held) + bool(role) + (giver is not None) + (after is not None) != size:
                continue
            if not budget.spend():
                return
            hands = [[] for _ in range(n)]
            for seat, cards in held:
                hands[seat] = list(cards)
            try:
                found = [g.leader(hands, after, role.get("emperor"), role.get("landlord"), giver)
                         for g in (original, changed)]
            except Exception:  # noqa: BLE001 - a situation one of the two cannot read
                continue
            if found[0] != found[1]:
                claim = m.LeadClaim(None if after is None else tuple(s + 1 for s in after), found[0] + 1,
                                    tuple(m.LeadHolds(seat + 1, tuple(parse_card(c) for c in cards))
                                          for seat, cards in held),
                                    tuple(m.LeadRole(seat + 1, r) for r, seat in role.items()),
                                    None if giver is None else giver + 1)
                yield _example(claim), f"player {found[0] + 1} leads"
            for cards in firsts:  # may the leader lead one of the weakest singles (a first lead holding a card)
                try:
                    may = [g.first_lead_ruling(hands, cards, after, role.get("emperor"), role.get("landlord"),
                                               giver).legal for g in (original, changed)]
                except Exception:  # noqa: BLE001 - a situation one of the two cannot read
                    continue
                if may[0] != may[1]:
                    claim = m.LeadClaim(None if after is None else tuple(s + 1 for s in after), found[0] + 1,
                                        tuple(m.LeadHolds(seat + 1, tuple(parse_card(c) for c in cards_))
                                              for seat, cards_ in held),
                                        tuple(m.LeadRole(seat + 1, r) for r, seat in role.items()),
                                        None if giver is None else giver + 1, tuple(cards.split()), may[0])
                    yield _example(claim), f"player {found[0] + 1} may {'' if may[0] else 'not '}lead \"{cards}\""


def tribute_places(original: ClimbingGame, changed: ClimbingGame, budget: Budget):
    """Who gives tribute to whom after a finishing order: the players in turn, a sweep, the last two of one team, then
    other orders drawn; without an agreement, then with each, then with all; where the last may choose, the
    second-last giving as the last too. The fewest facts first."""
    from ..runtime.climbing.rules import AGREEMENTS

    n = original.rules.players
    if original.rules.tribute is None and changed.rules.tribute is None:
        return
    turn = tuple(range(n))
    orders = [turn, tuple(range(0, n, 2)) + tuple(range(1, n, 2)),  # a sweep of the alternate teams
              (0, 2, 1) + tuple(range(4, n)) + (3,) if n > 4 else turn,  # the last two of one team
              turn[::-1]]
    draw = random.Random(31)
    orders += [tuple(draw.sample(turn, n)) for _ in range(40)]
    agreements = [agreed for k in range(len(AGREEMENTS) + 1) for agreed in itertools.combinations(AGREEMENTS, k)]
    for agreed, order, second in itertools.product(agreements, dict.fromkeys(orders), (False, True)):
        if not budget.spend():
            return
        last = order[-2] if second else None
        found = [_flows(g, order, agreed, last) for g in (original, changed)]
        if found[0] is not None and found[0] != found[1]:  # (a choice only the changed rules refuse is a difference)
            claim = m.TributePlacesClaim(tuple(s + 1 for s in order),
                                         tuple(m.TributeFlow(g + 1, k, r + 1) for g, k, r in found[0]), agreed,
                                         None if last is None else last + 1)
            words = ", ".join(f"player {g + 1} gives {k} to player {r + 1}" for g, k, r in found[0])
            yield _example(claim), words or "nothing"


def revolts(original: ClimbingGame, changed: ClimbingGame, budget: Budget):
    """Whether a hand may revolt: a plain hand, then the same with each rank added (one of them may be a card whose
    absence the revolution asks)."""
    if original.ranks is None or (original.rules.revolution is None and changed.rules.revolution is None):
        return
    ranks = _ranks(original)
    plain = [r for r in ranks if r not in ("BJ", "SJ", "2")][:3]
    for extra in [None] + ranks:
        if not budget.spend():
            return
        hand = " ".join(plain + ([extra] if extra else []))
        try:
            found = [g.revolt(hand)[0] for g in (original, changed)]
        except Exception:  # noqa: BLE001 - a hand one of the two cannot read
            continue
        if found[0] != found[1]:
            # `may` holds of a hand that must too: where the changed rules make it must, say it need not
            said = "need-not" if found == ["may", "must"] else found[0]
            yield _example(m.RevoltClaim(tuple(hand.split()), m.CallVerdict(said))), f"{said.replace('-', ' ')} revolt"


def revolution_places(original: ClimbingGame, changed: ClimbingGame, budget: Budget):
    """The places of a deal with revolutionaries: one, then two, then three of them; the others in turn, with the
    first revolutionary's teammates out first and second, in reverse, then in orders drawn."""
    if original.rules.revolution is None or changed.rules.revolution is None:
        return
    n = original.rules.players
    draw = random.Random(37)
    for k in range(1, min(3, n - 1) + 1):
        for revolted in itertools.combinations(range(n), k):
            rest = [s for s in range(n) if s not in revolted]
            mates = [s for s in rest if (s - revolted[0]) % 2 == 0]  # the alternate teams' teammates
            orders = [tuple(rest), tuple(mates + [s for s in rest if s not in mates]), tuple(rest[::-1])]
            orders += [tuple(draw.sample(rest, len(rest))) for _ in range(4)]
            for order in dict.fromkeys(orders):
                if not budget.spend():
                    return
                try:
                    found = [g.revolution_places(order, revolted) for g in (original, changed)]
                except Exception:  # noqa: BLE001 - a deal one of the two cannot place
                    continue
                if found[0] != found[1]:
                    places = None if found[0] is None else tuple(s + 1 for s in found[0])
                    claim = m.RevolutionPlacesClaim(tuple(s + 1 for s in order), tuple(s + 1 for s in revolted), places)
                    yield _example(claim), "the deal is void" if places is None else \
                        f"places {', '.join(map(str, places))}"


def rounds(original: ClimbingGame, changed: ClimbingGame, budget: Budget):
    """A round walked step by step on the original's engine from a lead of the lowest pair (in a game of shaped
    sets, the lowest single), every other walk's lead going out: at each turn, whether its player may play the next pair (single) up, pass or defer (at
    a lead, who leads), asked of both rule sets after the same steps; then a pass, a defer (where the game has one)
    or the next set, drawn. Every walk is compared at each step: the fewest steps first."""
    if (original.ranks is None) != (changed.ranks is None):
        return
    sets = _round_sets(original)
    shaped = original.ranks is None
    draw = random.Random(41)
    for walk in range(60):
        # every other walk's lead is its player's last cards (接风: who leads after them where nobody beats it)
        steps, up = [(0, "play", sets[0], True) if walk % 2 else (0, "play", sets[0])], 1
        for _step in range(4 * original.rules.players):
            if up >= len(sets) or not budget.spend():
                break
            try:
                turn = _shaped_turn(original, steps) if shaped else original.round_after(steps)[0]
            except Exception:  # noqa: BLE001 - a walk the original refuses ends
                break
            if turn is None:  # the deal is over: is it under the changed rules?
                found = _over_difference(original, changed, steps)
                if found is not None:
                    yield found
                    return
                break
            seat, mode = turn
            nxt = sets[up]
            asks = [(seat, "lead")] if mode == "lead" else [(seat, "play", nxt), (seat, "pass"), (seat, "defer")]
            found = next(filter(None, (_round_difference(original, changed, steps, ask) for ask in asks)), None)
            if found is not None:
                yield found
                return
            choice = "play" if mode == "lead" else draw.choice(("pass", "pass", "play") if shaped else
                                                                ("pass", "pass", "play", "defer"))
            steps = steps + [(seat, choice, nxt if choice == "play" else None)]
            up += choice == "play"


def _shaped_turn(game: ClimbingGame, steps):
    """Whose decision a round of shaped sets waits for after `steps`, where every seat could beat: a seat holds only
    what the steps name (and a beat where it is asked whether it may pass), and the engine passes for one that cannot
    beat; so each seat in turn after the last step's is asked whether it may pass, and the first the engine then
    asks is the one. None such: the round's turn as it stands (a lead, or None)."""
    n, last = game.rules.players, steps[-1][0]
    for i in range(1, n + 1):
        seat = (last + i) % n
        turn, _ = game.round_after(steps, (seat, "pass"))
        if turn is not None and turn[0] == seat and turn[1] != "lead":
            return turn
    return game.round_after(steps)[0]


def _round_sets(game: ClimbingGame) -> list[str]:
    """The sets a walked round plays, weakest first: the pairs of the plain ranks, or in a game of shaped sets the
    singles of the deck (with their suits where the game reads them), each once."""
    if game.ranks is not None:
        return [f"{name} {name}" for name in (game.ranks.names[i] for i in game.ranks.plain)]
    from ..runtime.climbing import generate
    from ..runtime.climbing.deal import deck
    from ..runtime.climbing.order import key

    shapes = game.shapes
    singles = [k for k in shapes.kinds if k.sizes() == (1, 1)]
    found = sorted(generate.leads(shapes, shapes.counts(deck(game.rules)), singles), key=key)
    return list(dict.fromkeys(shapes.format(s) for s in found))


def _over_difference(original: ClimbingGame, changed: ClimbingGame, steps):
    """(example, verdict) where the original's deal is over after `steps` and the changed rules' goes on."""
    try:
        other = (_shaped_turn(changed, steps) if changed.ranks is None else changed.round_after(steps)[0])
    except Exception:  # noqa: BLE001 - a step only the changed rules refuse: the round example's own search finds it
        return None
    if other is None:
        return None
    round_steps = tuple(m.RoundStep(s + 1, kind, tuple(c.split()) if c else (), bool(out and out[0]))
                        for s, kind, c, *out in steps)
    return _example(m.RoundClaim(round_steps, 0, "over")), "the deal is over"


def _round_difference(original: ClimbingGame, changed: ClimbingGame, steps, ask):
    """(example, verdict) where the two rule sets answer `ask` differently after `steps`: who leads ((seat,
    "lead")), or may the seat play the cards, pass or defer; None where they agree or the original cannot say."""
    leads = ask[1] == "lead"
    try:
        turn, ruling = original.round_after(steps, None if leads else ask)
    except Exception:  # noqa: BLE001 - a step the original refuses (a defer it does not allow)
        return None
    try:
        other = changed.round_after(steps, None if leads else ask)
    except Exception:  # noqa: BLE001 - a step only the changed rules refuse: a difference
        other = None
    round_steps = tuple(m.RoundStep(s + 1, kind, tuple(c.split()) if c else (), bool(out and out[0]))
                        for s, kind, c, *out in steps)
    seat, action = ask[0], ask[1]
    if leads:
        if turn != (seat, "lead") or (other is not None and other[0] == turn):
            return None
        return _example(m.RoundClaim(round_steps, seat + 1)), f"player {seat + 1} leads"
    if other is not None and other[1] is not None and other[1].legal == ruling.legal:
        return None
    cards = tuple(ask[2].split()) if len(ask) > 2 else ()
    claim = m.RoundClaim(round_steps, seat + 1, action, cards, ruling.legal)
    what = f"play \"{ask[2]}\"" if cards else action
    return _example(claim), f"player {seat + 1} may {'' if ruling.legal else 'not '}{what}"


def showns(original: ClimbingGame, changed: ClimbingGame, budget: Budget):
    """Whether a hand of 1, 2, … cards has its count shown (报牌), up to one past the larger limit."""
    limits = [g.rules.show_count for g in (original, changed) if g.rules.show_count is not None]
    for cards in range(0, max(limits, default=0) + 2):
        if not budget.spend():
            return
        found = [g.rules.public_count(cards) is not None for g in (original, changed)]
        if found[0] != found[1]:
            claim = m.ShownClaim(cards, found[0])
            yield _example(claim), f"{'shown' if found[0] else 'not shown'}"
            return


def callings(original: ClimbingGame, changed: ClimbingGame, budget: Budget):
    """The call of the emperor step by step: the holder of the marked card (player 1), or the player the call comes
    to after one, two, … passes (in the original's order), calls with 1 to all the copies of one card; the others are
    held by the next player after the caller, or (one of them, where the deal sets a card aside) set aside."""
    if original.rules.calling is None or changed.rules.calling is None:
        return
    from ..runtime.cards import parse_cards
    from ..runtime.climbing.deal import deck

    n, card = original.rules.players, "AH"
    copies = deck(original.rules).count(card)
    before: list = []  # the passes so far
    for _passes in range(n):
        caller = _next_caller(original, before)
        if caller is None:
            return
        for count in range(1, copies + 1):
            other = (caller + 1) % n
            for aside in ((), (card,)) if count < copies else ((),):
                if not budget.spend():
                    return
                holds = {other: [card] * (copies - count - len(aside))} if copies - count - len(aside) else {}
                walk = before + [(caller, "call", [card] * count)]
                found = [_called(g, walk, holds, aside) for g in (original, changed)]
                if found[0] is None or found[0] == found[1]:
                    continue
                emperor, guard, lone = found[0]
                claim = m.CallingClaim(
                    tuple(m.CallStep(s + 1, kind, parse_cards(" ".join(cards)) if cards else ()) for s, kind, cards in walk),
                    tuple(m.CallHolds(s + 1, parse_cards(" ".join(cs))) for s, cs in holds.items()),
                    parse_cards(" ".join(aside)) if aside else (),
                    None if emperor is None else emperor + 1, None if guard is None or lone else guard + 1, lone)
                from ..language.printer.climbing import calling_claim
                yield _example(claim), calling_claim(claim).split(" -> ")[1]
                return
        before = before + [(caller, "pass", [])]


def _next_caller(game: ClimbingGame, passes):
    """Whom the call comes to after `passes` (the holder of the marked card, seat 0, first), nobody seizing; None
    where the call is not in its passing stage then."""
    from ..runtime.climbing import actions as A
    from ..runtime.climbing import situations

    hands = [[] for _ in range(game.rules.players)]
    hands[0].append(game.rules.calling.marked)
    calling, refused = situations.call_after(game.rules, hands, 0, [(s, A.PASS_CALL, None) for s, _k, _c in passes])
    while refused is None and calling.stage == "seize":
        calling.apply(calling.turn(), A.Action(A.DECLINE))
    return calling.turn() if refused is None and calling.stage == "call" else None


def _called(game: ClimbingGame, steps, holds, aside):
    try:
        return game.calling(steps, holds, aside)
    except Exception:  # noqa: BLE001 - a step these rules refuse, or a call they leave unfinished
        return None


def _flows(game: ClimbingGame, order, agreed, last):
    try:
        return sorted(game.tribute_flows(order, agreed, last))
    except Exception:  # noqa: BLE001 - a situation the game cannot read (a choice its rules do not give)
        return None


FIRST = {"beat": beats, "rank order": beats, "money": beats, "gouji sets": goujis, "round": (rounds, answers),
         "tribute": (tribute_places, tributes), "places": settlements, "first lead": leads,
         "revolution": (revolts, revolution_places), "call": callings, "direction": callings, "deal": callings,
         "show count": showns}
KINDS = (sets, beats, goujis, answers, settlements, tributes, tribute_places, leads, revolts, revolution_places,
         rounds, callings, showns)


def differences(original_variant, original_rules, changed_rules, rule: str, limit: int):
    """(example, verdict) for situations the two compiled rule sets rule differently, the kinds most likely to show
    a change of `rule` first (half the `limit` of situations looked at), then the others (a share each)."""
    games = ClimbingGame(original_rules), ClimbingGame(changed_rules)
    # a set kind changed shows in what is a set, or, where the set stays one of another kind (a straight flush that
    # is still a flush), in what it beats
    first = FIRST.get(rule) or (settlements if rule.startswith("settlement") else None) or \
        ((sets, beats) if rule.startswith("set ") else None)
    yield from in_turn(KINDS, first, limit, lambda kind, budget: kind(*games, budget, original_variant)
                       if kind is settlements else kind(*games, budget))
