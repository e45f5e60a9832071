"""`verifier simulate VARIANT --games N --seed S`: play N deals with runtime players and print statistics.

The N deals are the first N deals of a sequence of matches: match j (j = 0, 1, ...) has the seed S * 1000003 + j and
is played until a side wins it or it reaches the deal limit; then the next match starts. Matches are played in
batches (`--batch` per task) on a backend (verifier/play/backends.py: this process, `--jobs` processes, or a Ray cluster)
and merged in match order, so the figures are the same whatever the backend, the workers and the batches. The
statistics are accumulated deal by deal (`Accumulator`), and `--jsonl` streams one line per deal: memory stays
constant however many deals are played.

Every deal is checked for the invariants: cards conserved, points adding up to the deck's total, a legal action
always found, the deal ending. An exception inside a deal (a rule the engine cannot apply) counts as a violation too.
"""
from __future__ import annotations

import errno
import json
import os
import random
import sys
import time
from collections import Counter

from .trick.players import make
from ..runtime.trick.game import Deal
from ..runtime.trick.match import play_match

SEED_STRIDE = 1000003
_GAME = None


def match_seed(seed: int, index: int) -> int:
    return seed * SEED_STRIDE + index


def player_rng(seed: int, seat: int) -> random.Random:
    return random.Random(f"player:{seed}:{seat}")


def _summary(deal: Deal) -> dict:
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


def run_match(args) -> tuple[int, list[dict], dict | None, bool]:
    """Play one match (in a worker): its index, the summaries of its deals, its record (None unless asked for: a
    7th argument, true), and whether it was cut (an 8th argument: at most that many deals are played; the match is
    cut when it needed more)."""
    variant, seed, index, players, deal_limit, generated = args[:6]
    keep_record = args[6] if len(args) > 6 else True
    stop = args[7] if len(args) > 7 else None
    from .engine import load
    global _GAME
    if _GAME is None or _GAME.id != variant and _GAME.origin != variant:
        _GAME = load(variant, generated)
    game = _GAME
    s = match_seed(seed, index)
    agents = [make(kind, player_rng(s, seat)) for seat, kind in enumerate(players)]
    summaries: list[dict] = []
    record = play_match(game.engine, s, agents, deal_limit, lambda deal: summaries.append(_summary(deal)),
                        names=list(players), catch=True, stop=stop, deals=keep_record)
    result = record["result"]
    error = result.get("error")
    if error:  # the deal that failed: a violation of its own
        summaries.append({"error": error, "violations": [error]})
    return index, summaries, record if keep_record else None, bool(result.get("cut"))


def run_batch(args) -> list[tuple[int, list[dict], dict | None, bool]]:
    """Play a batch of matches (one task of a backend): `args` is (variant, seed, first index, count, players,
    deal_limit, generated, keep_records[, budget]). Each match's seed comes from the run's seed and the match's index
    alone (match_seed), so the batches and the workers that play them change nothing in the figures. `budget`, the
    deals still wanted when the task was made (or more), stops the batch there: the match that reaches it is cut
    after its deals within the budget, and the matches after it are not played."""
    variant, seed, first, count, players, deal_limit, generated, keep = args[:8]
    budget = args[8] if len(args) > 8 else None
    results = []
    for index in range(first, first + count):
        if budget is not None and budget <= 0:
            break
        found = run_match((variant, seed, index, players, deal_limit, generated, keep, budget))
        results.append(found)
        if budget is not None:
            budget -= len(found[1])
    return results


class Progress:
    def __init__(self, total: int, label: str, stream=sys.stderr, enabled: bool = True):
        self.total, self.label, self.stream, self.enabled = total, label, stream, enabled
        self.started = time.perf_counter()
        self.shown = -1

    def update(self, done: int) -> None:
        if not self.enabled:
            return
        step = max(1, self.total // 100)
        if done != self.total and done // step == self.shown:
            return
        self.shown = done // step
        width = 30
        filled = width * done // max(1, self.total)
        rate = done / max(1e-9, time.perf_counter() - self.started)
        self.stream.write(f"\r{self.label} [{'#' * filled}{'.' * (width - filled)}] {done}/{self.total} deals "
                          f"{rate:.0f}/s")
        self.stream.flush()

    def close(self) -> None:
        if self.enabled:
            self.stream.write("\n")
            self.stream.flush()


def simulate(variant: str, games: int, seed: int, jobs: int = 1, record_dir: str | None = None,
             players=None, deal_limit: int = 50, progress: bool = True,
             generated: str | None = None, backend: str | None = None, batch: int | None = None,
             address: str | None = None, jsonl=None, observe=None) -> dict:
    """Play `games` deals and return the statistics (and write the records to `record_dir`).

    `backend` is "serial", "process" (`jobs` worker processes) or "ray" (a Ray cluster: `address`, else the one
    already started in this process, else a local one with `jobs` CPUs); by default "process" when jobs > 1.
    Matches are played in batches of `batch` per task; the deals kept are the first `games` in match order, whatever
    the backend, the number of workers or the batch size. `jsonl`, a text stream, receives one JSON line per deal as
    the deals are merged; nothing is kept per deal, so memory stays constant however many deals are played.
    `observe(match, deal, summary, ordinal)`, when given, is called for every deal merged (`verifier soak` finds the
    first violation's match and deal so).
    """
    from .backends import make_backend
    from .engine import load
    global _GAME
    game = load(variant, generated)
    game.engine.check_sizes()
    players = tuple(players) if players else ("random",) * game.rules.players
    if len(players) != game.rules.players:
        raise ValueError(f"{game.rules.id} is played by {game.rules.players} players; {len(players)} given")
    backend = backend or ("process" if jobs > 1 else "serial")
    bar = Progress(games, f"simulate {game.id}", enabled=progress)
    started = time.perf_counter()
    acc = Accumulator(game)
    if record_dir:
        if os.path.exists(record_dir) and not os.path.isdir(record_dir):  # (makedirs would say "File exists")
            raise NotADirectoryError(errno.ENOTDIR, "not a folder: the records are written into a folder, a file "
                                     "a match", record_dir)
        os.makedirs(record_dir, exist_ok=True)
    name = game.id if not os.path.exists(variant) else variant
    _GAME = game  # the serial backend plays in this process with the game just loaded
    if batch is not None and batch < 1:  # (a task of no match would never bring the deals asked for)
        raise ValueError(f"a batch holds at least one match; {batch} given")
    batch = batch or (1 if backend == "serial" else 4)

    def tasks():  # each with the deals still wanted when it is made: no match plays past the N-th deal
        first = 0
        while True:
            yield (name, seed, first, batch, tuple(players), deal_limit, generated, bool(record_dir),
                   games - acc.deals)
            first += batch

    runner = make_backend(backend, jobs, address)
    try:
        for results in runner.run(run_batch, tasks(), lambda: acc.deals >= games):
            for index, summaries, record, cut in results:
                if acc.deals >= games:
                    break
                _take(game, acc, games, seed, index, summaries, record, record_dir, jsonl, observe, cut)
            bar.update(acc.deals)
            if acc.deals >= games:
                break
    finally:
        runner.close()
    bar.close()
    return acc.statistics(time.perf_counter() - started, seed, players, runner.workers, backend)


def _take(game, acc, games, seed, index, summaries, record, record_dir, jsonl, observe=None, stopped=False) -> None:
    """Merge one match: its deals (up to the N asked for) into the statistics and the stream, its record. A match
    is cut where the N-th deal falls in it: whether its worker `stopped` it there (it knew the deals still wanted)
    or played it further (a task made before others were merged), the deals kept, the record and the figures are
    the same."""
    kept = summaries[:games - acc.deals]
    for number, summary in enumerate(kept, 1):
        acc.add(summary)
        if observe is not None:
            observe(index, number, summary, acc.deals)
        if jsonl is not None:
            jsonl.write(json.dumps({"match": index, "deal": number, **summary}, ensure_ascii=False,
                                   separators=(",", ":")) + "\n")
    cut = stopped or len(kept) < len(summaries)
    last = next((k for k in reversed(kept) if "error" not in k), None)
    if cut:  # the match is cut at the N-th deal: it ends as its last kept deal left it
        end = "won" if last and last["match_over"] else \
            f"cut at {len([k for k in kept if 'error' not in k])} deals"
    else:
        end = ("error" if summaries and "error" in summaries[-1] else
               "won" if last and last["match_over"] else "deal limit")
    if record is not None and cut:
        record["deals"] = record["deals"][:len([k for k in kept if "error" not in k])]
        last = record["deals"][-1]["result"] if record["deals"] else None
        record["result"] = {"deals": len(record["deals"]), "over": bool(last and last["match_over"]),
                            "winner": last["winner"] if last else None,
                            "levels": [game.rules.ladder.index(x) for x in last["levels"]] if last else [0, 0],
                            "rounds": last["rounds"] if last else [0, 0],
                            "next_declarer": last["next_declarer"] if last else None, "cut": True}
    acc.match_ends[end] += 1
    acc.matches += 1
    if record_dir and record is not None:
        path = os.path.join(record_dir, f"{game.id}-{seed}-{index:05d}.json")
        with open(path, "w", encoding="utf-8") as handle:
            json.dump(record, handle, ensure_ascii=False, separators=(",", ":"))


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


def run(args) -> int:
    """The `simulate` command."""
    players = tuple(args.players.split(",")) if args.players else None
    from .engine import LoadError, load
    try:
        game = load(args.variant)
    except LoadError as exc:
        print(f"verifier: simulate: {exc}", file=sys.stderr)
        return 2
    if getattr(game, "family", "") == "climbing":
        from .climbing.simulate import run as run_climbing
        return run_climbing(args, game)
    players = players or ("random",) * game.rules.players
    if len(players) == 1:
        players = players * game.rules.players
    if len(players) != game.rules.players:
        print(f"verifier: simulate: {game.rules.id} is played by {game.rules.players} players; --players names "
              f"{len(players)}", file=sys.stderr)
        return 2
    from .backends import BackendError
    jsonl = open(args.jsonl, "w", encoding="utf-8") if getattr(args, "jsonl", None) else None
    try:
        stats = simulate(args.variant, args.games, args.seed, args.jobs, args.record, players, args.deal_limit,
                         progress=not args.quiet, backend=getattr(args, "backend", None),
                         batch=getattr(args, "batch", None), address=getattr(args, "address", None), jsonl=jsonl)
    except BackendError as exc:
        print(f"verifier: simulate: {exc}", file=sys.stderr)
        return 2
    finally:
        if jsonl is not None:
            jsonl.close()
    if args.format == "json":
        print(json.dumps(stats, indent=2, ensure_ascii=False))
    else:
        print(render_text(stats), end="")
    return 1 if stats["invariants"]["violations"] else 0
