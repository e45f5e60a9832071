"""A round and a deal of a seeded climbing game played out (Gouji 够级, Baohuang 保皇), each decision with the referee's
reason, then the figures of simulated deals: the part of a climbing page after its rules. The deal is the climbing
engine's own play (greedy players), replayed through the engine, in the page's language (the words are learn.py's).

The engine rules on every action as it is taken; a legal action has no refusal to quote, so the reason shown for it
is what the engine required of it at that moment (the beat relation's requirement for the standing set, the
answering rights of a gouji set, the wind), with the rule the engine cites.
"""
from __future__ import annotations

import functools

from ...runtime.climbing import actions as A
from ..markdown import esc, table
from .learn import WORDS, role_name, rules_of, statistics, word

EN_PLACES = ("first out", "second out", "third out", "fourth out", "fifth out", "sixth out")


def _rule(refs: str) -> str:
    """The rules a reason rests on ("file:line", several separated by spaces), by file name and line."""
    return " ".join(f"<small>({esc(ref.split('/')[-1])})</small>" for ref in refs.split())


# A deal played out ----------------------------------------------------------------------------------------------------

@functools.lru_cache(maxsize=None)
def _record(rules, seed: int):
    from ...play.climbing.players import make, player_rng
    from ...runtime.climbing.match import play_match
    from ...runtime.climbing.table import Table
    table = Table(rules)
    agents = [make("greedy", player_rng(seed, seat)) for seat in range(rules.players)]
    return table, play_match(table, seed, agents, 1)["deals"][0]


class _Replay:
    """The recorded deal replayed through the engine, each decision with the reason the rules gave it then."""

    def __init__(self, book, table, entry):
        from ...runtime.climbing.game import Deal
        self.book, self.lang, self.t, self.rules = book, book.lang, table, table.rules
        self.deal = Deal(table, list(entry["deck"]), int(entry.get("first_receiver", 0)), None)
        self.entry = entry
        self.steps: list[dict] = []  # {round, seat, text, reason, rule, out}

    def set_text(self, s) -> str:
        return esc(self.t.ranks.format(s))

    def run(self) -> None:
        from ...runtime.climbing.match import action_from_data
        first = True
        for data in self.entry["actions"]:
            deal = self.deal
            seat = data["seat"]
            action = action_from_data(self.t, data)
            play = deal.play
            round_before = play.rounds if play else 0
            auto_before = len(play.auto) if play else 0
            out_before = len(play.places) if play else 0
            leader_wind = None
            if play is not None and play.standing is None and self.steps and round_before > 1:
                previous = self.steps[-1]
                if previous.get("out_seat") is not None and previous["seat"] != seat:
                    leader_wind = previous["out_seat"]
            text, reason, rule = self.explain(seat, action, first, leader_wind)
            standing = action.set if action.kind in (A.PLAY, A.BURN) else (play.standing if play else None)
            first = first and deal.phase != "play"
            assert deal.ruling(seat, action).legal, (seat, action)  # the record is the engine's own play
            deal.apply(seat, action)
            step = {"round": round_before, "seat": seat, "text": text, "reason": reason, "rule": rule,
                    "set": self.set_text(action.set) if action.kind in (A.PLAY, A.BURN) else None}
            self.steps.append(step)
            play = deal.play
            if play is not None:
                for auto_seat, auto in play.auto[auto_before:]:
                    if auto.kind == A.PASS:
                        self.steps.append({"round": round_before, "seat": auto_seat, "text": word(self.lang, "auto-pass"),
                                           "reason": word(self.lang, "r-auto", standing=self.set_text(standing)),
                                           "rule": self.rules.beat.rule})
                    else:
                        self.steps.append({"round": round_before, "seat": auto_seat, "text": word(self.lang, "closes"),
                                           "reason": word(self.lang, "r-close"), "rule": self.rules.beat.rule})
                if len(play.places) > out_before:
                    step["out_seat"] = seat
                    step["out"] = [(s, len(play.places[:play.places.index(s)]) + 1)
                                   for s in play.places[out_before:]]

    def explain(self, seat: int, action, first: bool, wind_from) -> tuple[str, str, str]:
        lang, rules, deal = self.lang, self.rules, self.deal
        kind = action.kind
        if deal.phase != "play":
            said = {A.CALL: "calls", A.PASS_CALL: "pass-call", A.SEIZE: "seize", A.OPEN: "open", A.HIDDEN: "hidden",
                    A.REVOLT: "revolt", A.KEEP: "keep", A.RETURN: "return"}.get(kind, "other")
            said = {("calling", A.DECLINE): "no-seize", ("chances", A.KEEP): "keep-chances",
                    ("chances", A.DECLINE): "decline-chances", ("tribute", A.KEEP): "keep-last",
                    ("tribute", A.SWAP): "swap-last"}.get((deal.phase, kind), said)
            card = ""
            if action.card is not None:
                rank, suit = action.card
                card = self.book.rank(rank) + (self.book.suit(suit) if suit else "") if hasattr(self.book, "rank") \
                    else esc(rank)
            if action.rank is not None:
                card = esc(self.t.ranks.names[action.rank])
            reason = {A.CALL: "r-call", A.OPEN: "r-guard", A.HIDDEN: "r-guard"}.get(kind, "r-other")
            rule = (rules.calling.rule if deal.phase == "calling"
                    else rules.revolution.chances_rule if deal.phase == "chances"
                    else rules.revolution.rule if deal.phase == "revolution"
                    else rules.tribute.rule if rules.tribute else "")
            return word(lang, said, card=card, kind=esc(kind)), word(lang, reason), rule
        play = deal.play
        standing = play.standing
        if kind == A.PLAY and standing is None:
            text = word(lang, "leads", set=self.set_text(action.set))
            if first:
                who = WORDS[lang].get(f"lead={rules.first_lead.first}", esc(rules.first_lead.first))
                return text, word(lang, "r-first-lead", who=who), rules.first_lead.rule
            if wind_from is not None:
                return text, word(lang, "r-wind", out=word(lang, "player", seat=wind_from)), rules.round.wind_rule
            return text, word(lang, "r-lead"), rules.round.rule
        if kind in (A.PLAY, A.BURN):
            req = self.t.relation.requirement(standing)
            shown = self.set_text(standing)
            reason = word(lang, "r-beat", n=req.cards, standing=shown) if req.cards is not None \
                else word(lang, "r-beat-any", standing=shown)
            if req.big:
                reason += word(lang, "r-big", n=req.big)
            elif req.jokers:
                reason += word(lang, "r-jokers", n=req.jokers)
            rule = req.rule
            if kind == A.BURN:
                return word(lang, "burns", set=self.set_text(action.set)), word(lang, "r-burn") + "; " + reason, \
                    rules.burning.rule
            if play._final_for == seat:
                reason += word(lang, "r-final", standing=shown, opposite=seat)
                rule = f"{rule} {rules.final_gouji.rule}"
            elif play._gouji_now(standing) and self.t.seating.opposite(play._player) == seat:
                reason += word(lang, "r-gouji", standing=shown, opposite=seat)
                rule = f"{rule} {rules.gouji_sets.rule}"
            return word(lang, "beats", set=self.set_text(action.set)), reason, rule
        if kind == A.PASS:
            return word(lang, "passes"), word(lang, "r-pass"), rules.round.rule
        if kind == A.DEFER:
            return word(lang, "defers"), word(lang, "r-defer"), rules.round.defer.rule if rules.round.defer else ""
        if kind == A.DECLINE:
            return word(lang, "declines"), "", rules.burning.rule if rules.burning else ""
        return word(lang, "other", kind=esc(kind)), "", ""

    # The tables ---------------------------------------------------------------------------------------------------

    def place(self, n: int) -> str:
        if self.lang == "en":
            if n == self.rules.players:
                return "last"
            return EN_PLACES[n - 1] if n <= len(EN_PLACES) else word("en", "place", n=n)
        names = self.book.v.places.names if self.book.v.places else ()
        return esc(names[n - 1].label) if n <= len(names) and names[n - 1].label else word("zh", "place", n=n)

    def _out_text(self, step) -> str:
        return "; ".join(word(self.lang, "out-line", seat=word(self.lang, "player", seat=s), place=self.place(n))
                         for s, n in step.get("out", ()))

    def round_table(self, number: int = 1) -> str:
        lang = self.lang
        body = []
        for step in self.steps:
            if step["round"] != number:
                continue
            text = step["text"] + (f" — {self._out_text(step)}" if step.get("out") else "")
            body.append([str(step["seat"]), text, step["reason"], _rule(step["rule"])])
        return table([word(lang, "seat"), word(lang, "action"), word(lang, "reason"), word(lang, "rule")], body)

    def deal_table(self) -> str:
        lang = self.lang
        rounds: dict[int, list[dict]] = {}
        for step in self.steps:
            if step["round"] > 0:
                rounds.setdefault(step["round"], []).append(step)
        body = []
        for number, steps in sorted(rounds.items()):
            plays = [s for s in steps if s.get("set")]
            sets = [f"{s['seat']}: {s['set']}" for s in plays]
            winner = plays[-1]["seat"] if plays else ""
            out = "; ".join(self._out_text(s) for s in steps if s.get("out"))
            body.append([str(number), str(steps[0]["seat"]), "<br>".join(sets), str(winner), out or word(lang, "nobody")])
        return table([word(lang, "round-n"), word(lang, "leader"), word(lang, "sets"), word(lang, "won"), word(lang, "went-out")],
                     body)

    def before_play(self) -> str:
        """The decisions before the first lead (the call, revolutions, tribute), one line each with its reason."""
        colon = ": " if self.lang == "en" else "："
        lines = [f"- {word(self.lang, 'player', seat=s['seat'])}{colon}{s['text']}"
                 + (f" — {s['reason']}" if s["reason"] else "") + (f" {_rule(s['rule'])}" if s["rule"] else "")
                 for s in self.steps if s["round"] == 0]
        return (word(self.lang, "before") + "\n\n" + "\n".join(lines)) if lines else ""


def worked(book, rules, seed: int = 1) -> str:
    from ...runtime.climbing.match import Illegal, Unending
    lang = book.lang
    try:
        table_, entry = _record(rules, seed)
    except (ValueError, Illegal, Unending) as exc:  # rules the engine cannot play (yet): said, the page stands
        return word(lang, "unplayable", reason=esc(str(exc)))
    replay = _Replay(book, table_, entry)
    replay.run()
    result = entry["result"]
    sep = ", " if lang == "en" else "、"
    order = sep.join(f"{word(lang, 'player', seat=s)} ({role_name(book, result['roles'][s])})" for s in result["places"])
    scores = sep.join(f"{word(lang, 'player', seat=s)} {v:+d}" if v else f"{word(lang, 'player', seat=s)} 0"
                      for s, v in enumerate(result["settlement"]["seats"]))
    rounds = max((s["round"] for s in replay.steps), default=0)
    return "\n\n".join(x for x in [
        "## " + WORDS[lang]["h-round"], word(lang, "worked-intro", seed=seed), word(lang, "round-intro"),
        replay.round_table(1),
        "## " + WORDS[lang]["h-deal"], replay.before_play(), word(lang, "deal-intro", rounds=rounds),
        replay.deal_table(),
        word(lang, "result", order=order, rule=_rule(result["settlement"]["rule"]), scores=scores)])



def played_part(book) -> list[str]:
    from ..figures import figures
    rules = rules_of(book.v)
    out = [worked(book, rules)]
    found = figures(book.site, book.v.id)
    if found:
        out += ["## " + WORDS[book.lang]["h-stats"], statistics(book, found)]
    return out


__all__ = ["played_part", "worked"]
