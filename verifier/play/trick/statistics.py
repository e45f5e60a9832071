"""The statistics of a trick-taking simulation: what each deal contributes (`summary`, computed where the deal is
played), the figures of deals added one at a time in constant memory (`Accumulator`), and their text
(`render_text`): win rates, attacker points, settlements, the kitty bonus, throws, kitty overcalls, trumps, found
friends and the invariants broken."""
from __future__ import annotations

from collections import Counter

from ...runtime.trick.game import Deal


def summary(deal: Deal) -> dict:
    """What the statistics need of one deal, with its invariant violations."""
    r = deal.result
    s = r["settlement"]
    return {
        "declarers_won": s["side"] == "declarers", "attackers_won": s["side"] == "attackers",
        "points": r["attacker_points"], "settlement": _settlement_name(s),
        "last_trick": r["last_trick"], "multiplier": r["kitty_multiplier"], "bonus": r["kitty_bonus"],
        "throws": deal.stats.throws, "failed_throws": deal.stats.failed_throws, "decisions": deal.stats.decisions,
        "kitty_overcalls": deal.stats.kitty_overcalls, "stake": r.get("stake", 1),
        "fallback": deal.fallback, "trump": deal.trump, "redeals": len(deal.redeals),
        "match_over": r["match_over"],
        "violations": deal.check_invariants(),
        **({"friend": "found" if deal.friend is not None else "declarer" if deal.friend_found else "unplayed",
            "friend_trick": deal.friend_trick} if deal.friends else {}),
    }


def _settlement_name(s: dict) -> str:
    who = s["side"] or ""
    if s["kind"] == "take-over":
        text = f"attackers take over +{s['levels']}" if s["levels"] else "attackers take over"
    elif s["kind"] == "keep":
        text = f"{who} +{s['levels']}" if s["levels"] else f"{who} keep"
    else:
        text = f"{who} {s['kind']}".strip()
    if s["round_ends"]:
        text += ", round ends"
    return text


def _mean(total: int, n: int):
    """The mean of n integers summing to total, as statistics.mean gives it (an int when it is whole)."""
    return total // n if total % n == 0 else total / n


class Accumulator:
    """The statistics of deals added one at a time, in constant memory: counts, sums and the distribution of points
    (from which the median is exact), never the list of deals."""

    def __init__(self, game):
        self.game = game
        self.deals = self.matches = self.played = 0
        self.match_ends: Counter = Counter()
        self.points: Counter = Counter()
        self.c: Counter = Counter()  # sums of the counted fields
        self.settlements: Counter = Counter()
        self.multipliers: Counter = Counter()
        self.kitty: Counter = Counter()
        self.stakes: Counter = Counter()
        self.trumps: Counter = Counter()
        self.fallbacks: Counter = Counter()
        self.violations = 0
        self.examples: list[str] = []
        self.friend: Counter = Counter()
        self.reveal_tricks: list[int] = [0, 0]  # sum, count
        self.friend_wins: Counter = Counter()

    def add(self, d: dict) -> None:
        self.deals += 1
        self.violations += len(d["violations"])
        for v in d["violations"]:
            if len(self.examples) < 10:
                self.examples.append(v)
        if "error" in d:
            return
        self.played += 1
        self.points[d["points"]] += 1
        c = self.c
        c["declarers_won"] += d["declarers_won"]
        c["attackers_won"] += d["attackers_won"]
        c["attackers_last"] += d["last_trick"] == "attackers"
        c["bonus"] += d["bonus"] > 0
        if d["last_trick"] == "attackers" and d["multiplier"]:
            self.multipliers[d["multiplier"]] += 1
        c["decisions"] += d["decisions"]
        c["throws"] += d["throws"]
        c["failed_throws"] += d["failed_throws"]
        c["redeals"] += d["redeals"]
        self.kitty[d.get("kitty_overcalls", 0)] += 1
        self.stakes[d.get("stake", 1)] += 1
        self.settlements[d["settlement"]] += 1
        self.trumps[d["trump"]] += 1
        if d["fallback"]:
            self.fallbacks[d["fallback"]] += 1
        if "friend" in d:
            self.friend[d["friend"]] += 1
            found = d["friend"] == "found"
            if found:
                self.reveal_tricks[0] += d["friend_trick"]
                self.reveal_tricks[1] += 1
            self.friend_wins[(found, "deals")] += 1
            self.friend_wins[(found, "won")] += d["declarers_won"]

    def _median(self):
        n = self.played
        if not n:
            return None
        values = sorted(self.points)

        def at(k):  # the k-th smallest point total (0-based)
            seen = 0
            for v in values:
                seen += self.points[v]
                if seen > k:
                    return v
        return at(n // 2) if n % 2 else (at(n // 2 - 1) + at(n // 2)) / 2

    def statistics(self, elapsed, seed, players, jobs, backend="serial") -> dict:
        game, n, c = self.game, self.played, self.c
        total_points = sum(v * k for v, k in self.points.items())
        width = 40
        top = max(self.points, default=0)
        bins = Counter()
        for v, k in self.points.items():
            bins[v // width] += k
        distribution = [{"from": b * width, "to": b * width + width - 5, "deals": bins.get(b, 0)}
                        for b in range(0, top // width + 1)]
        multipliers = sum(self.multipliers.values())
        kitty_total = sum(v * k for v, k in self.kitty.items())
        extra = {"friends": self._friends()} if game.rules.teams == "friends" else {}
        rate = lambda k: round(k / n, 4) if n else None  # noqa: E731
        return {
            "variant": game.id, "seed": seed, "players": list(players), "jobs": jobs,
            "deals": self.deals, "matches": self.matches, "match_ends": dict(self.match_ends),
            "seconds": round(elapsed, 3), "deals_per_second": round(self.deals / elapsed, 1) if elapsed else None,
            "decisions_per_second": round(c["decisions"] / elapsed, 1) if elapsed else None,
            "declarers_win_rate": rate(c["declarers_won"]),
            "attackers_take_over_rate": rate(c["attackers_won"]),
            "attacker_points": {"mean": round(_mean(total_points, n), 2) if n else None,
                                "median": self._median(),
                                "min": min(self.points, default=None), "max": max(self.points, default=None),
                                "distribution": distribution},
            "settlements": dict(self.settlements.most_common()),
            "kitty_bonus": {"attackers_won_last_trick": rate(c["attackers_last"]),
                            "bonus_paid": rate(c["bonus"]),
                            "mean_multiplier": round(_mean(sum(v * k for v, k in self.multipliers.items()), multipliers), 2)
                            if multipliers else None,
                            "multipliers": {str(k): v for k, v in sorted(self.multipliers.items())}},
            "throws": {"attempted": c["throws"], "failed": c["failed_throws"]},
            "kitty_overcalls": {"offered": bool(game.rules.kitty_overcall), "total": kitty_total,
                                "per_deal": round(_mean(kitty_total, n), 3) if n else None,
                                "deals_with": rate(n - self.kitty.get(0, 0)),
                                "max": max(self.kitty, default=0),
                                "distribution": {str(k): v for k, v in sorted(self.kitty.items())}},
            "stakes": {str(k): v for k, v in sorted(self.stakes.items())},
            "trumps": dict(self.trumps.most_common()),
            "nobody_declared": dict(self.fallbacks.most_common()),
            "redeals": c["redeals"],
            "invariants": {"checked_deals": self.deals, "violations": self.violations, "examples": self.examples},
            "backend": backend,
            **extra,
        }

    def _friends(self) -> dict:
        """Found friends: how the friend was found, in which trick, and how the declarers fared with and without one."""
        n = self.played
        ways, w = self.friend, self.friend_wins
        found = ways.get("found", 0)

        def rate(flag):
            deals = w.get((flag, "deals"), 0)
            return round(w.get((flag, "won"), 0) / deals, 4) if deals else None
        return {"found": found, "declarer_played_it": ways.get("declarer", 0),
                "never_played": ways.get("unplayed", 0), "found_rate": round(found / n, 4) if n else None,
                "mean_reveal_trick": round(_mean(*self.reveal_tricks), 2)
                if self.reveal_tricks[1] else None,
                "declarers_win_rate_with_friend": rate(True), "declarers_win_rate_alone": rate(False)}


def render_text(stats: dict) -> str:
    s = stats
    pct = lambda x: "n/a" if x is None else f"{100 * x:.1f}%"  # noqa: E731
    lines = [f"{s['variant']}: {s['deals']} deals in {s['matches']} match(es), seed {s['seed']}, players "
             f"{', '.join(s['players'])}; {s['seconds']} s ({s['deals_per_second']} deals/s, "
             f"{s['decisions_per_second']} decisions/s, {s.get('backend', 'serial')} backend, {s['jobs']} worker(s))",
             "matches: " + ", ".join(f"{v} {k}" for k, v in s["match_ends"].items()),
             f"declarers won {pct(s['declarers_win_rate'])} of the deals; the attackers took over in "
             f"{pct(s['attackers_take_over_rate'])}",
             f"attacker points: mean {s['attacker_points']['mean']}, median {s['attacker_points']['median']}, "
             f"from {s['attacker_points']['min']} to {s['attacker_points']['max']}"]
    total = max(1, s["deals"])
    for b in s["attacker_points"]["distribution"]:
        bar = "#" * round(50 * b["deals"] / total)
        lines.append(f"  {b['from']:>4}-{b['to']:<4} {b['deals']:>6}  {bar}")
    lines.append("settlements:")
    for name, count in s["settlements"].items():
        lines.append(f"  {name:<40} {count:>6}  ({100 * count / total:.1f}%)")
    kb = s["kitty_bonus"]
    paid = (f"; mean multiplier {kb['mean_multiplier']} ({', '.join(f'x{k}: {v}' for k, v in kb['multipliers'].items())})"
            if kb["mean_multiplier"] is not None else "")  # (no bonus paid: no multiplier to tell)
    lines.append(f"kitty bonus: attackers won the last trick in {pct(kb['attackers_won_last_trick'])} of the deals; "
                 f"a bonus was paid in {pct(kb['bonus_paid'])}{paid}")
    lines.append(f"throws: {s['throws']['attempted']} attempted, {s['throws']['failed']} failed")
    ko = s["kitty_overcalls"]
    if ko["offered"]:
        lines.append(f"kitty overcalls: {ko['total']} in all, {ko['per_deal']} per deal, in {pct(ko['deals_with'])} of "
                     f"the deals, at most {ko['max']} in one ("
                     + ", ".join(f"{k}: {v}" for k, v in ko["distribution"].items()) + " deals)")
    if ko["offered"] or set(s["stakes"]) - {"1"}:
        lines.append("stakes: " + ", ".join(f"x{k}: {v}" for k, v in s["stakes"].items()))
    lines.append(f"trumps: {', '.join(f'{k} {v}' for k, v in s['trumps'].items())}; nobody declared: "
                 f"{', '.join(f'{k} {v}' for k, v in s['nobody_declared'].items()) or 'never'}; "
                 f"redeals: {s['redeals']}")
    fr = s.get("friends")
    if fr:
        lines.append(f"friends: found in {pct(fr['found_rate'])} of the deals ({fr['found']}; the declarer played the "
                     f"called copy in {fr['declarer_played_it']}, it was never played in {fr['never_played']}); "
                     f"revealed in trick {fr['mean_reveal_trick']} on average; the declarers won "
                     f"{pct(fr['declarers_win_rate_with_friend'])} with a friend, {pct(fr['declarers_win_rate_alone'])} "
                     f"alone")
    inv = s["invariants"]
    lines.append(f"invariants: {inv['violations']} violation(s) in {inv['checked_deals']} deals "
                 f"(cards conserved, points add up, a legal action exists, the deal ends)")
    lines += [f"  {v}" for v in inv["examples"]]
    return "\n".join(lines) + "\n"
