"""The figures of a trick-taking balance report, from the deals' summaries (trick/balance.py), each rate with its
Wilson 95% interval and each mean with Student's: the declarers' win rate and level gains, by the declarer's seat and
for the first declarer (a match's first deal), the attackers' points against the scoring rows, the kitty bonus,
throws attempted and failed, the length of a deal and of a match."""
from __future__ import annotations

from collections import Counter

from ..confidence import Moments, rate
from .counting import Counting

POINT_BIN = 5


class TrickFigures(Counting):
    family = "trick-taking"

    def __init__(self, game):
        self.game = game
        n = game.rules.players
        super().__init__()
        self.won = 0.0
        self.levels = Moments()
        self.by_seat = [[0, 0, Moments()] for _ in range(n)]  # deals declared, won, declarer levels
        self.first = [0, 0, Moments()]
        self.points = Counter()
        self.points_m = Moments()
        self.settlements = Counter()
        self.last = self.bonus = 0
        self.multipliers = Counter()
        self.throws = Moments()
        self.failed = self.attempted = 0
        self.decisions = Moments()
        self.tricks = Moments()
        self.match_deals: Counter = Counter()  # deals per match, of every match merged
        self.matches_over: dict = {}  # match -> whether its last deal ended it

    def add(self, d: dict) -> None:
        if not self.counted(d):
            return
        won = d["declarers_won"]
        self.won += won
        self.levels.add(d["declarer_levels"])
        seat = self.by_seat[d["declarer"]]
        seat[0] += 1
        seat[1] += won
        seat[2].add(d["declarer_levels"])
        if d["first_deal"]:
            self.first[0] += 1
            self.first[1] += won
            self.first[2].add(d["declarer_levels"])
        self.points[d["points"] // POINT_BIN * POINT_BIN] += 1
        self.points_m.add(d["points"])
        self.settlements[d["settlement"]] += 1
        self.last += d["last_trick"] == "attackers"
        self.bonus += d["bonus"] > 0
        if d["last_trick"] == "attackers" and d["multiplier"]:
            self.multipliers[d["multiplier"]] += 1
        self.throws.add(d["throws"])
        self.attempted += d["throws"]
        self.failed += d["failed_throws"]
        self.decisions.add(d["decisions"])
        self.tricks.add(d["tricks"])
        self.match_deals[d["match"]] += 1
        self.matches_over[d["match"]] = d["match_over"]

    def report(self) -> dict:
        n = self.played
        rules = self.game.rules
        rows = sorted({value for row in rules.scoring for _, value in row.conditions if value > 0})
        lengths = Moments()
        length_counts = Counter()
        for match, count in self.match_deals.items():
            if self.matches_over.get(match):
                lengths.add(count)
                length_counts[count] += 1
        return {
            "family": self.family, "deals": self.deals, "violations": self.violations, "examples": self.examples,
            "declarers_win_rate": rate(self.won, n),
            "declarer_levels": self.levels.interval(),
            "by_declarer_seat": [{"seat": s, "deals": k, "win_rate": rate(w, k), "levels": m.interval()}
                                 for s, (k, w, m) in enumerate(self.by_seat)],
            "first_declarer": {"deals": self.first[0], "win_rate": rate(self.first[1], self.first[0]),
                               "levels": self.first[2].interval()},
            "attacker_points": {"mean": self.points_m.interval(), "bin": POINT_BIN,
                                "distribution": {str(k): v for k, v in sorted(self.points.items())},
                                "scoring_rows": rows},
            "settlements": {name: rate(k, n) for name, k in self.settlements.most_common()},
            "kitty_bonus": {"attackers_won_last_trick": rate(self.last, n), "bonus_paid": rate(self.bonus, n),
                            "multipliers": {str(k): v for k, v in sorted(self.multipliers.items())}},
            "throws": {"per_deal": self.throws.interval(), "attempted": self.attempted, "failed": self.failed,
                       "failure_rate": rate(self.failed, self.attempted)},
            "deal_length": {"decisions": self.decisions.interval(), "tricks": self.tricks.interval()},
            "match_length": {"deals": lengths.interval(),
                             "distribution": {str(k): v for k, v in sorted(length_counts.items())},
                             "matches_ended": lengths.n},
        }
