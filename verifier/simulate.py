"""`verifier simulate VARIANT --games N --seed S`: play N deals with runtime players and print statistics.

The N deals are the first N deals of a sequence of matches: match j (j = 0, 1, ...) has the seed S * 1000003 + j and
is played until a side wins it or it reaches the deal limit; then the next match starts. The figures are therefore
the same whatever `--jobs` is (workers play whole matches; the parent keeps the first N deals in match order).

Every deal is checked for the invariants: cards conserved, points adding up to the deck's total, a legal action
always found, the deal ending. An exception inside a deal (a rule the engine cannot apply) counts as a violation too.
"""
from __future__ import annotations

import json
import os
import random
import statistics
import sys
import time
from collections import Counter

from .players import make
from .runtime.game import Deal
from .runtime.match import play_match

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


def run_match(args) -> tuple[int, list[dict], dict]:
    """Play one match (in a worker): its index, the summaries of its deals, and its record."""
    variant, seed, index, players, deal_limit, generated = args
    from .engine import load
    global _GAME
    if _GAME is None or _GAME.id != variant:
        _GAME = load(variant, generated)
    game = _GAME
    s = match_seed(seed, index)
    agents = [make(kind, player_rng(s, seat)) for seat, kind in enumerate(players)]
    summaries: list[dict] = []
    record = play_match(game.engine, s, agents, deal_limit, lambda deal: summaries.append(_summary(deal)),
                        names=list(players), catch=True)
    error = record["result"].get("error")
    if error:  # the deal that failed: a violation of its own
        summaries.append({"error": error, "violations": [error]})
    return index, summaries, record


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
             generated: str | None = None) -> dict:
    """Play `games` deals and return the statistics (and write the records to `record_dir`)."""
    from .engine import load
    game = load(variant, generated)
    game.engine.check_sizes()
    players = tuple(players) if players else ("random",) * game.rules.players
    if len(players) != game.rules.players:
        raise ValueError(f"{game.rules.id} is played by {game.rules.players} players; {len(players)} given")
    bar = Progress(games, f"simulate {game.id}", enabled=progress)
    started = time.perf_counter()
    deals: list[dict] = []
    matches = 0
    match_ends = Counter()
    if record_dir:
        os.makedirs(record_dir, exist_ok=True)

    def take(index, summaries, record):
        nonlocal matches
        room = games - len(deals)
        kept = summaries[:room]
        deals.extend(kept)
        matches += 1
        cut = len(kept) < len(summaries)
        if cut:
            record["deals"] = record["deals"][:len([k for k in kept if "error" not in k])]
            last = record["deals"][-1]["result"] if record["deals"] else None
            record["result"] = {"deals": len(record["deals"]), "over": bool(last and last["match_over"]),
                                "winner": last["winner"] if last else None,
                                "levels": [game.rules.ladder.index(x) for x in last["levels"]] if last else [0, 0],
                                "rounds": last["rounds"] if last else [0, 0],
                                "next_declarer": last["next_declarer"] if last else None, "cut": True}
        result = record["result"]
        match_ends["error" if result.get("error") else "won" if result["over"] else
                   "cut at N deals" if result.get("cut") else "deal limit"] += 1
        if record_dir:
            path = os.path.join(record_dir, f"{game.id}-{seed}-{index:05d}.json")
            with open(path, "w", encoding="utf-8") as handle:
                json.dump(record, handle, ensure_ascii=False, separators=(",", ":"))
        bar.update(len(deals))

    work = ((game.id if not os.path.exists(variant) else variant, seed, i, tuple(players), deal_limit, generated)
            for i in range(10 ** 9))
    if jobs <= 1:
        for args in work:
            if len(deals) >= games:
                break
            take(*run_match(args))
    else:
        import multiprocessing
        with multiprocessing.get_context("fork" if hasattr(os, "fork") else "spawn").Pool(jobs) as pool:
            for index, summaries, record in pool.imap(run_match, work, chunksize=1):
                take(index, summaries, record)
                if len(deals) >= games:
                    pool.terminate()
                    break
    bar.close()
    elapsed = time.perf_counter() - started
    return statistics_of(game, deals, matches, match_ends, elapsed, seed, players, jobs)


def statistics_of(game, deals, matches, match_ends, elapsed, seed, players, jobs) -> dict:
    played = [d for d in deals if "error" not in d]
    n = len(played)
    points = [d["points"] for d in played]
    violations = [v for d in deals for v in d["violations"]]
    width = 40
    top = max(points, default=0)
    bins = Counter(p // width for p in points)
    distribution = [{"from": b * width, "to": b * width + width - 5, "deals": bins.get(b, 0)}
                    for b in range(0, top // width + 1)]
    attackers_last = sum(d["last_trick"] == "attackers" for d in played)
    bonus = [d for d in played if d["bonus"] > 0]
    multipliers = [d["multiplier"] for d in played if d["last_trick"] == "attackers" and d["multiplier"]]
    decisions = sum(d["decisions"] for d in played)
    kitty_overcalls = [d.get("kitty_overcalls", 0) for d in played]
    stakes = Counter(d.get("stake", 1) for d in played)
    extra = {"friends": _friend_statistics(played)} if game.rules.teams == "friends" else {}
    return {
        "variant": game.id, "seed": seed, "players": list(players), "jobs": jobs,
        "deals": len(deals), "matches": matches, "match_ends": dict(match_ends),
        "seconds": round(elapsed, 3), "deals_per_second": round(len(deals) / elapsed, 1) if elapsed else None,
        "decisions_per_second": round(decisions / elapsed, 1) if elapsed else None,
        "declarers_win_rate": round(sum(d["declarers_won"] for d in played) / n, 4) if n else None,
        "attackers_take_over_rate": round(sum(d["attackers_won"] for d in played) / n, 4) if n else None,
        "attacker_points": {"mean": round(statistics.mean(points), 2) if points else None,
                            "median": statistics.median(points) if points else None,
                            "min": min(points, default=None), "max": max(points, default=None),
                            "distribution": distribution},
        "settlements": dict(Counter(d["settlement"] for d in played).most_common()),
        "kitty_bonus": {"attackers_won_last_trick": round(attackers_last / n, 4) if n else None,
                        "bonus_paid": round(len(bonus) / n, 4) if n else None,
                        "mean_multiplier": round(statistics.mean(multipliers), 2) if multipliers else None,
                        "multipliers": {str(k): v for k, v in sorted(Counter(multipliers).items())}},
        "throws": {"attempted": sum(d["throws"] for d in played),
                   "failed": sum(d["failed_throws"] for d in played)},
        "kitty_overcalls": {"offered": bool(game.rules.kitty_overcall), "total": sum(kitty_overcalls),
                            "per_deal": round(statistics.mean(kitty_overcalls), 3) if kitty_overcalls else None,
                            "deals_with": round(sum(1 for k in kitty_overcalls if k) / n, 4) if n else None,
                            "max": max(kitty_overcalls, default=0),
                            "distribution": {str(k): v for k, v in sorted(Counter(kitty_overcalls).items())}},
        "stakes": {str(k): v for k, v in sorted(stakes.items())},
        "trumps": dict(Counter(d["trump"] for d in played).most_common()),
        "nobody_declared": dict(Counter(d["fallback"] for d in played if d["fallback"]).most_common()),
        "redeals": sum(d["redeals"] for d in played),
        "invariants": {"checked_deals": len(deals), "violations": len(violations), "examples": violations[:10]},
        **extra,
    }


def _friend_statistics(played: list[dict]) -> dict:
    """Found friends: how the friend was found, in which trick, and how the declarers fared with and without one."""
    n = len(played)
    ways = Counter(d["friend"] for d in played)
    tricks = [d["friend_trick"] for d in played if d["friend"] == "found"]
    with_friend = [d for d in played if d["friend"] == "found"]
    alone = [d for d in played if d["friend"] != "found"]
    rate = lambda ds: round(sum(d["declarers_won"] for d in ds) / len(ds), 4) if ds else None  # noqa: E731
    return {"found": ways.get("found", 0), "declarer_played_it": ways.get("declarer", 0),
            "never_played": ways.get("unplayed", 0), "found_rate": round(len(with_friend) / n, 4) if n else None,
            "mean_reveal_trick": round(statistics.mean(tricks), 2) if tricks else None,
            "declarers_win_rate_with_friend": rate(with_friend), "declarers_win_rate_alone": rate(alone)}


def render_text(stats: dict) -> str:
    s = stats
    pct = lambda x: "n/a" if x is None else f"{100 * x:.1f}%"  # noqa: E731
    lines = [f"{s['variant']}: {s['deals']} deals in {s['matches']} match(es), seed {s['seed']}, players "
             f"{', '.join(s['players'])}; {s['seconds']} s ({s['deals_per_second']} deals/s, "
             f"{s['decisions_per_second']} decisions/s, {s['jobs']} job(s))",
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
    lines.append(f"kitty bonus: attackers won the last trick in {pct(kb['attackers_won_last_trick'])} of the deals; "
                 f"a bonus was paid in {pct(kb['bonus_paid'])}; mean multiplier {kb['mean_multiplier']} "
                 f"({', '.join(f'x{k}: {v}' for k, v in kb['multipliers'].items())})")
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
        from .play.climbing_simulate import run as run_climbing
        return run_climbing(args, game)
    players = players or ("random",) * game.rules.players
    if len(players) == 1:
        players = players * game.rules.players
    stats = simulate(args.variant, args.games, args.seed, args.jobs, args.record, players, args.deal_limit,
                     progress=not args.quiet)
    if args.format == "json":
        print(json.dumps(stats, indent=2, ensure_ascii=False))
    else:
        print(render_text(stats), end="")
    return 1 if stats["invariants"]["violations"] else 0
