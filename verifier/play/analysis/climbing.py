"""The figures of a climbing balance report, from the deals' summaries (climbing/balance.py), each rate with its
Wilson 95% interval and each mean with Student's: finishing places by seat and by team (or role), first out and
last out, the settlement by role, sweeps, rounds per deal, tribute cards returned, revolutions, void deals, decisions
per deal."""
from __future__ import annotations

from collections import Counter

from ..confidence import Moments, rate
from .counting import Counting


class ClimbingFigures(Counting):
    family = "climbing"

    def __init__(self, game):
        self.game = game
        n = self.n = game.rules.players
        super().__init__()
        self.place = [Moments() for _ in range(n)]
        self.places = [Counter() for _ in range(n)]  # seat -> place -> deals
        self.role_place: dict[str, Moments] = {}
        self.role_score: dict[str, Moments] = {}
        self.role_first: Counter = Counter()
        self.role_seen: Counter = Counter()
        self.swept = 0
        self.rounds = Moments()
        self.rounds_dist: Counter = Counter()
        self.tributes = Moments()
        self.revolutions = Moments()
        self.voids = 0
        self.decisions = Moments()
        self.kinds: Counter = Counter()

    def add(self, d: dict) -> None:
        if not self.counted(d):
            return
        roles = d["roles"]
        for k, seat in enumerate(d["places"]):
            self.place[seat].add(k + 1)
            self.places[seat][k + 1] += 1
            role = roles[seat]
            self.role_place.setdefault(role, Moments()).add(k + 1)
            self.role_seen[role] += 1
            if k == 0:
                self.role_first[role] += 1
        for seat, score in enumerate(d["seats"]):
            self.role_score.setdefault(roles[seat], Moments()).add(score)
        self.swept += d["swept"]
        self.rounds.add(d["rounds"])
        self.rounds_dist[d["rounds"]] += 1
        self.tributes.add(d["tributes"])
        self.revolutions.add(d["revolutions"])
        self.voids += d["voids"]
        self.decisions.add(d["decisions"])
        self.kinds[d["kind"]] += 1

    def report(self) -> dict:
        n = self.played
        seats = []
        for s in range(self.n):
            seats.append({"seat": s, "place": self.place[s].interval(),
                          "first_out": rate(self.places[s].get(1, 0), n),
                          "last_out": rate(self.places[s].get(self.n, 0), n),
                          "places": {str(k): v for k, v in sorted(self.places[s].items())}})
        roles = {role: {"place": self.role_place[role].interval(), "score": self.role_score[role].interval(),
                        "first_out": rate(self.role_first[role], self.role_seen[role])}
                 for role in sorted(self.role_place)}
        return {
            "family": self.family, "deals": self.deals, "violations": self.violations, "examples": self.examples,
            "by_seat": seats, "by_role": roles, "sweeps": rate(self.swept, n),
            "rounds": {"mean": self.rounds.interval(),
                       "distribution": {str(k): v for k, v in sorted(self.rounds_dist.items())}},
            "tribute_returns": self.tributes.interval(), "revolutions": self.revolutions.interval(),
            "void_deals": self.voids, "decisions": self.decisions.interval(),
            "tables": {k: rate(v, n) for k, v in self.kinds.most_common()},
        }
