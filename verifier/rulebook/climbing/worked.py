"""A round and a deal of a seeded climbing game played out (Gouji 够级, Baohuang 保皇), each decision with the referee's
reason, then the figures of simulated deals: the part of a climbing page after its rules.

The deal is the climbing engine's own play, told by play/climbing/narrate.py in the page's language (the words are
learn.py's). Greedy players never defer, burn or seize, so the players of the worked deal are greedy but take those
choices when they may (`Showing`), and the page shows the first seeded deal whose round holds what the variant's rules
have of them (a deferral, a burn, a gouji set answered by its opposite) and whose call holds the call and the guard's
choice; a seize, which ends a call, is told from another deal. What is looked for comes from the rules (a variant with
no burning is not looked through for a burn), never from the variant's id.
"""
from __future__ import annotations

import functools
import random

from ...play.climbing.narrate import narrate
from ...runtime.climbing import actions as A
from ..markdown import esc, table
from .learn import WORDS, role_name, rules_of, statistics, word

EN_PLACES = ("first out", "second out", "third out", "fourth out", "fifth out", "sixth out")
SEEDS = 200  # seeded deals looked through for one that shows the rules at work


def _rule(refs: str) -> str:
    """The rules a reason rests on ("file:line", several separated by spaces), by file name and line."""
    return " ".join(f"<small>({esc(ref.split('/')[-1])})</small>" for ref in refs.split())


# The players and the deal shown -------------------------------------------------------------------------------------

class Showing:
    """A greedy player who defers, burns and seizes when it may (half the time, a third of the calls), and whose
    guard shows themself or not at random: a deal of these players shows those rules at work."""

    def __init__(self, rng: random.Random):
        from ...play.climbing.players import GreedyPlayer
        self.rng, self.greedy = rng, GreedyPlayer(rng)

    def act(self, deal, seat: int) -> A.Action:
        mode, legal = deal.mode(), deal.legal()
        if mode == "burn":
            burns = [a for a in legal if a.kind == A.BURN]
            if burns:
                ranks = deal.t.ranks
                return min(burns, key=lambda a: (ranks.smalls(a.set) + 2 * ranks.bigs(a.set), a.set.core))
        if mode == "answer" and A.Action(A.DEFER) in legal and self.rng.random() < 0.5:
            return A.Action(A.DEFER)
        if mode == "call" and A.Action(A.SEIZE) in legal and self.rng.random() < 0.3:
            return A.Action(A.SEIZE)
        if mode == "guard":
            return A.Action(self.rng.choice((A.OPEN, A.HIDDEN)))
        return self.greedy.act(deal, seat)


def _wanted(rules) -> tuple[set, set]:
    """What a round and a call of this variant can show: (round features, call features)."""
    round_ = {f for f, block in (("defer", rules.round.defer), ("burn", rules.burning), ("gouji", rules.gouji_sets))
              if block is not None}
    call = {"call", "guard"} if rules.calling is not None and rules.calling.open_guard else \
        {"call"} if rules.calling is not None else set()
    return round_, call


def _features(steps) -> tuple[dict[int, set], set]:
    """Each round's features, and the call's, among a deal's steps."""
    rounds: dict[int, set] = {}
    call: set = set()
    for step in steps:
        found = rounds.setdefault(step.round, set())
        if step.kind == A.DEFER:
            found.add("defer")
        elif step.kind == A.BURN:
            found.add("burn")
        elif any(key == "r-gouji" for key, _ in step.why):
            found.add("gouji")
        elif step.kind == A.CALL:
            call.add("call")
        elif step.kind in (A.OPEN, A.HIDDEN):
            call.add("guard")
        elif step.kind == A.SEIZE:
            call.add("seize")
    return rounds, call


@functools.lru_cache(maxsize=None)
def _shown(rules):
    """(seed, deal entry, round shown, its features) of the first deal that shows what the rules have (else the one
    that shows most), and (seed, entry) of a deal with a seize when the rules allow one."""
    from ...runtime.climbing.match import play_match
    from ...runtime.climbing.table import table_for
    table = table_for(rules)
    want_round, want_call = _wanted(rules)
    best, seize = None, None
    seizing = rules.calling is not None and rules.calling.seize
    for seed in range(1, SEEDS + 1):
        agents = [Showing(random.Random(f"showing:{seed}:{s}")) for s in range(rules.players)]
        entry = play_match(table, seed, agents, 1)["deals"][0]
        steps = [step for step, _ in narrate(table, entry)]
        rounds, call = _features(steps)
        shown = _rounds_shown(rounds, want_round) if want_round else _longest(steps)
        found = set().union(*(f for _, f in shown))
        score = (len(found) + len(call & want_call), -len(shown), -seed)
        if "seize" in call:
            seize = seize or (seed, entry)
            continue
        if best is None or score > best[0]:
            best = (score, seed, entry, shown, call & want_call)
        if found >= want_round and call >= want_call and (seize or not seizing):
            break
    return table, best[1:], seize


def _longest(steps) -> list[tuple[int, set]]:
    """Where the rules have nothing particular to show in a round (no defer, burn or gouji set): the round with the
    most decisions (the earliest of equals), which shows the beat relation at most."""
    sizes: dict[int, int] = {}
    for step in steps:
        if step.round > 0:
            sizes[step.round] = sizes.get(step.round, 0) + 1
    return [(max(sorted(sizes), key=sizes.get, default=1), set())]


def _rounds_shown(rounds: dict[int, set], want: set) -> list[tuple[int, set]]:
    """The rounds told step by step, with what each shows: the round that shows most of what is wanted, and where it
    lacks something, the round that shows most of the rest (a burn takes a gouji set from its opposite, so one round
    seldom holds both)."""
    ranked = sorted(((n, f & want) for n, f in rounds.items() if n > 0), key=lambda x: (-len(x[1]), x[0]))
    if not ranked:
        return [(1, set())]
    first = ranked[0]
    missing = want - first[1]
    second = max(((n, f) for n, f in ranked[1:] if f & missing), key=lambda x: (len(x[1] & missing), -x[0]),
                 default=None)
    return sorted([first] + ([second] if second else []))


# The deal told ------------------------------------------------------------------------------------------------------

class _Told:
    """A deal's steps in the page's words: the round's table, the deal's rounds, the decisions before the play."""

    def __init__(self, book, table, entry):
        self.book, self.lang, self.t, self.rules = book, book.lang, table, table.rules
        self.steps = [step for step, _ in narrate(table, entry)]

    def say(self, key: str, values: dict) -> str:
        lang = self.lang
        values = {k: self.card(v) if k == "card" else esc(v) if isinstance(v, str) else v for k, v in values.items()}
        if "who" in values:
            values["who"] = WORDS[lang].get(values["who"], values["who"]).replace(
                "{card}", esc(self.rules.first_lead.card or ""))
        if "out" in values:
            values["out"] = word(lang, "player", seat=values["out"])
        return word(lang, key, **values)

    def card(self, card: str) -> str:
        """A card called (rank and suit: `9S`) or returned (a rank), as the page writes cards."""
        if len(card) > 1 and card[-1] in "SHCD" and card[:-1] in self.t.ranks.index:
            return self.book.rank(card[:-1]) + self.book.suit(card[-1])
        return self.book.rank(card)

    def why(self, step) -> str:
        return "".join(self.say(key, values) for key, values in step.why)

    def place(self, n: int) -> str:
        if self.lang == "en":
            if n == self.rules.players:
                return "last"
            return EN_PLACES[n - 1] if n <= len(EN_PLACES) else word("en", "place", n=n)
        names = self.book.v.places.names if self.book.v.places else ()
        return esc(names[n - 1].label) if n <= len(names) and names[n - 1].label else word("zh", "place", n=n)

    def out_text(self, step) -> str:
        return "; ".join(word(self.lang, "out-line", seat=word(self.lang, "player", seat=s), place=self.place(n))
                         for s, n in step.out)

    def round_table(self, number: int) -> str:
        lang = self.lang
        body = []
        for step in self.steps:
            if step.round != number:
                continue
            text = self.say(*step.said) + (f" — {self.out_text(step)}" if step.out else "")
            body.append([str(step.seat), text, self.why(step), _rule(step.rule)])
        return table([word(lang, "seat"), word(lang, "action"), word(lang, "reason"), word(lang, "rule")], body)

    def deal_table(self) -> str:
        lang = self.lang
        rounds: dict[int, list] = {}
        for step in self.steps:
            if step.round > 0:
                rounds.setdefault(step.round, []).append(step)
        body = []
        for number, steps in sorted(rounds.items()):
            plays = [s for s in steps if s.set]
            sets = [f"{s.seat}: {esc(s.set)}" for s in plays]
            winner = plays[-1].seat if plays else ""
            out = "; ".join(self.out_text(s) for s in steps if s.out)
            body.append([str(number), str(steps[0].seat), "<br>".join(sets), str(winner), out or word(lang, "nobody")])
        return table([word(lang, "round-n"), word(lang, "leader"), word(lang, "sets"), word(lang, "won"),
                      word(lang, "went-out")], body)

    def before_play(self) -> str:
        """The decisions before the first lead (the call, revolutions, tribute), one line each with its reason."""
        colon = ": " if self.lang == "en" else "："
        lines = [f"- {word(self.lang, 'player', seat=s.seat)}{colon}{self.say(*s.said)}"
                 + (f" — {self.why(s)}" if s.why else "") + (f" {_rule(s.rule)}" if s.rule else "")
                 for s in self.steps if s.round == 0]
        return (word(self.lang, "before") + "\n\n" + "\n".join(lines)) if lines else ""


def _listed(lang: str, keys: list[str], prefix: str) -> str:
    names = [word(lang, f"{prefix}{k}") for k in keys]
    if not names:
        return ""
    joiner = word(lang, "and")
    return names[0] if len(names) == 1 else (", " if lang == "en" else "、").join(names[:-1]) + joiner + names[-1]


def worked(book, rules) -> str:
    from ...runtime.climbing.match import Illegal, Unending
    lang = book.lang
    try:
        table_, (seed, entry, rounds_told, call), seize = _shown(rules)
    except (ValueError, Illegal, Unending) as exc:  # rules the engine cannot play (yet): said, the page stands
        return word(lang, "unplayable", reason=esc(str(exc)))
    told = _Told(book, table_, entry)
    want_round, _ = _wanted(rules)
    shows = [k for k in ("defer", "burn") if k in want_round]
    if rules.calling is not None and rules.calling.seize:
        shows.append("seize")
    shown = _listed(lang, shows, "shows-") or word(lang, "shows-none")
    guard = word(lang, "shows-guard") if rules.calling is not None and rules.calling.open_guard else ""
    result = entry["result"]
    sep = ", " if lang == "en" else "、"
    places = sep.join(f"{word(lang, 'player', seat=s)} ({role_name(book, result['roles'][s])})"
                      for s in result["places"])
    scores = sep.join(f"{word(lang, 'player', seat=s)} {v:+d}" if v else f"{word(lang, 'player', seat=s)} 0"
                      for s, v in enumerate(result["settlement"]["seats"]))
    rounds = max((s.round for s in told.steps), default=0)
    parts = ["## " + WORDS[lang]["h-round"], word(lang, "worked-intro", seed=seed, shows=shown, guard=guard), told.before_play()]
    if seize is not None:  # the call goes otherwise in another deal: told beside this one's
        other = _Told(book, table_, seize[1])
        step = next(s for s in other.steps if s.kind == A.SEIZE)
        parts.append(word(lang, "seize-intro", seed=seize[0], who=word(lang, "player", seat=step.seat),
                          reason=word(lang, "r-seize"), rule=_rule(step.rule)))
    for number, found in rounds_told:
        order = [k for k in ("defer", "burn", "gouji") if k in found]
        features = word(lang, "features", list=_listed(lang, order, "f-")) if order else ""
        parts += [word(lang, "round-intro", n=number, features=features), told.round_table(number)]
    parts += ["## " + WORDS[lang]["h-deal"], word(lang, "deal-intro", rounds=rounds), told.deal_table(),
              word(lang, "result", order=places, rule=_rule(result["settlement"]["rule"]), scores=scores)]
    return "\n\n".join(x for x in parts if x)


def played_part(book) -> list[str]:
    from ..figures import figures
    rules = rules_of(book.v)
    out = [worked(book, rules)]
    found = figures(book.site, book.v.id)
    if found:
        out += ["## " + WORDS[book.lang]["h-stats"], statistics(book, found)]
    return out


__all__ = ["played_part", "worked", "Showing"]
