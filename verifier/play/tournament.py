"""`verifier tournament VARIANT --players A,B[,…] --games N --seed S`: player kinds against each other on duplicate
deals.

Deal g is the first deal of a match seeded S × 1000003 + g; it is played once for every seating of the kinds, the
seatings being the rotations of the pattern the kinds make around the table (two kinds at four seats: A B A B and
B A B A; one kind per seat: every rotation), so that each kind holds every seat over the same cards and the luck of
the cards cancels out. Each seat's result of a deal is its score (trick-taking: the levels its side gained against the
other's; climbing: its settlement against the mean of the others'), a win (1, 0.5 for a draw, 0) and, in the climbing
family, its finishing place. A kind's figure of a deal is the mean over the seats it held in that deal's seatings; the
figures are the means over the deals with Student's 95% interval, and each pair of kinds is compared by the mean of
its per-deal differences (paired by the deal), significant when the interval excludes 0. The players' generators are
seeded by the run's seed, the deal, the seating and the seat, so the figures are the same on every backend.
"""
from __future__ import annotations

import json
import random
import time

from .confidence import Moments, significant
from .errors import refused
from .registry import PlayerError, check_kind, make_player
from .simulate import match_seed

_GAME = None


def seatings(kinds: list[str], n: int) -> list[tuple[str, ...]]:
    """The rotations of the kinds' pattern around n seats (one kind per seat, or the kinds repeated), each once."""
    base = list(kinds) if len(kinds) == n else [kinds[s % len(kinds)] for s in range(n)]
    out = []
    for r in range(n):
        seating = tuple(base[(s - r) % n] for s in range(n))
        if seating not in out:
            out.append(seating)
    return out


def _game(variant: str, generated):
    from .engine import load
    global _GAME
    if _GAME is None or (_GAME.id != variant and _GAME.origin != variant):
        _GAME = load(variant, generated)
    return _GAME


def play_game(task) -> dict:
    """One deal played in every seating (a task of a backend): each seating's per-seat results and the search
    players' decisions and CPU seconds."""
    variant, seed, index, patterns, generated = task
    game = _game(variant, generated)
    climbing = getattr(game, "family", "") == "climbing"
    if climbing:
        from .climbing.outcomes import duel
        table = game.table
    else:
        from .trick.outcomes import duel
        table = game.engine
    deal_seed = match_seed(seed, index)
    out = []
    for r, seating in enumerate(patterns):
        agents = [make_player(kind, "climbing" if climbing else "trick",
                              random.Random(f"tournament:{seed}:{index}:{r}:{s}")) for s, kind in enumerate(seating)]
        found = duel(table, deal_seed, agents)
        searched = {}
        for kind, agent in zip(seating, agents):
            count, seconds = searched.get(kind, (0, 0.0))
            searched[kind] = (count + getattr(agent, "searches", 0), seconds + getattr(agent, "search_seconds", 0.0))
        out.append({"seating": list(seating), **found, "searched": searched})
    return {"index": index, "seatings": out}


class Tally:
    """The figures of the deals merged so far, per kind and per pair of kinds (constant memory)."""

    def __init__(self, kinds: list[str], climbing: bool):
        self.kinds, self.climbing = list(dict.fromkeys(kinds)), climbing
        self.score = {k: Moments() for k in self.kinds}
        self.win = {k: Moments() for k in self.kinds}
        self.place = {k: Moments() for k in self.kinds}
        self.pairs = {(a, b): {m: Moments() for m in ("score", "win", "place")}
                      for i, a in enumerate(self.kinds) for b in self.kinds[i + 1:]}
        self.searched = {k: [0, 0.0] for k in self.kinds}
        self.deals = self.plays = 0

    def add(self, game: dict) -> None:
        self.deals += 1
        sums = {k: {"score": [], "win": [], "place": []} for k in self.kinds}
        for s in game["seatings"]:
            self.plays += 1
            for seat, kind in enumerate(s["seating"]):
                sums[kind]["score"].append(s["score"][seat])
                sums[kind]["win"].append(s["win"][seat])
                if s["place"] is not None:
                    sums[kind]["place"].append(s["place"][seat])
            for kind, (count, seconds) in s["searched"].items():
                self.searched[kind][0] += count
                self.searched[kind][1] += seconds
        means = {k: {m: sum(v) / len(v) for m, v in sums[k].items() if v} for k in self.kinds}
        for k in self.kinds:
            for m, target in (("score", self.score), ("win", self.win), ("place", self.place)):
                if m in means[k]:
                    target[k].add(means[k][m])
        for (a, b), moments in self.pairs.items():
            for m, target in moments.items():
                if m in means[a] and m in means[b]:
                    target.add(means[a][m] - means[b][m])

    def report(self) -> dict:
        kinds = {}
        for k in self.kinds:
            count, seconds = self.searched[k]
            kinds[k] = {"score": self.score[k].interval(), "win_rate": self.win[k].interval(),
                        **({"place": self.place[k].interval()} if self.climbing else {}),
                        **({"search": {"decisions": count, "cpu_seconds": round(seconds, 2),
                                       "decisions_per_second": round(count / seconds, 2) if seconds else None}}
                           if count else {})}
        pairs = []
        for (a, b), moments in self.pairs.items():
            entry = {"a": a, "b": b}
            for m, target in moments.items():
                if target.n:
                    ci = target.interval()
                    entry[m] = {**ci, "significant": significant(ci)}
            pairs.append(entry)
        if self.climbing:  # a better place is a smaller one
            ranking = sorted(self.kinds, key=lambda k: (self.place[k].mean, -(self.score[k].mean or 0)))
        else:
            ranking = sorted(self.kinds, key=lambda k: (-(self.score[k].mean or 0), -(self.win[k].mean or 0)))
        return {"deals": self.deals, "plays": self.plays, "kinds": kinds, "pairs": pairs, "ranking": ranking}


def tournament(variant: str, kinds: list[str], games: int, seed: int = 1, jobs: int = 1, backend: str | None = None,
               address: str | None = None, generated: str | None = None,
               progress: bool = True, observe=None) -> dict:
    """Play `games` duplicate deals of the kinds and return the figures (module docstring). `observe(game)` is
    called with each deal's results as they are merged."""
    from .backends import make_backend
    from .simulate import Progress
    game = _game(variant, generated)
    climbing = getattr(game, "family", "") == "climbing"
    n = game.rules.players
    if len(kinds) > n or len(set(kinds)) < 2 and len(kinds) != n:
        raise ValueError(f"give two kinds or more (at most one per seat: {n})")
    for kind in dict.fromkeys(kinds):
        check_kind(kind)
    patterns = seatings(kinds, n)
    tally = Tally(kinds, climbing)
    backend = backend or ("process" if jobs > 1 else "serial")
    runner = make_backend(backend, jobs, address)
    bar = Progress(games, f"tournament {game.id}", enabled=progress)
    name = variant
    started = time.perf_counter()
    tasks = ((name, seed, index, patterns, generated) for index in range(games))
    try:
        for result in runner.run(play_game, tasks, lambda: tally.deals >= games):
            tally.add(result)
            if observe is not None:
                observe(result)
            bar.update(tally.deals)
    finally:
        runner.close()
    bar.close()
    report = tally.report()
    return {"variant": game.id, "family": "climbing" if climbing else "trick-taking", "players": list(kinds),
            "seatings": [list(p) for p in patterns], "seed": seed, "games": games,
            "seconds": round(time.perf_counter() - started, 2), "backend": backend, **report}


def from_lines(lines, kinds: list[str], climbing: bool) -> dict:
    """The figures of deals written by `--jsonl` (a run stopped early gives those of the deals it finished)."""
    tally = Tally(kinds, climbing)
    for line in lines:
        if line.strip():
            tally.add(json.loads(line))
    return tally.report()


def render_text(t: dict) -> str:
    pct = lambda ci: "n/a" if ci["value"] is None else \
        f"{100 * ci['value']:.1f}% [{100 * (ci['low'] or 0):.1f}, {100 * (ci['high'] or 0):.1f}]"  # noqa: E731
    num = lambda ci: "n/a" if ci["value"] is None else \
        f"{ci['value']:+.3f} [{ci['low'] if ci['low'] is None else round(ci['low'], 3)}, " \
        f"{ci['high'] if ci['high'] is None else round(ci['high'], 3)}]"  # noqa: E731
    what = "settlement against the others" if t["family"] == "climbing" else "levels against the other side"
    lines = [f"{t['variant']}: {t['deals']} duplicate deals ({t['plays']} played: {len(t['seatings'])} seating(s) "
             f"each), seed {t['seed']}, {t['seconds']} s",
             "seatings: " + "; ".join(" ".join(s) for s in t["seatings"]),
             f"per kind, the mean per deal with its 95% interval (score: {what}):"]
    for rank, kind in enumerate(t["ranking"], 1):
        k = t["kinds"][kind]
        line = f"  {rank}. {kind:<16} win {pct(k['win_rate'])}  score {num(k['score'])}"
        if "place" in k:
            line += f"  place {num(k['place'])}"
        if "search" in k:
            line += f"  ({k['search']['decisions']} searches, {k['search']['decisions_per_second']}/s)"
        lines.append(line)
    for p in t["pairs"]:
        parts = []
        for m in ("win", "score", "place"):
            if m in p:
                mark = " significant" if p[m]["significant"] else ""
                parts.append(f"{m} {num(p[m])}{mark}")
        lines.append(f"  {p['a']} - {p['b']}: " + ", ".join(parts))
    return "\n".join(lines) + "\n"


def run(args) -> int:
    """The `tournament` command."""
    from .backends import BackendError
    from .engine import LoadError
    kinds = [k.strip() for k in args.players.split(",")]
    stream = open(args.jsonl, "w", encoding="utf-8") if getattr(args, "jsonl", None) else None

    def observe(game):  # each deal's results as it is merged: a long run stopped early still has them
        stream.write(json.dumps(game, separators=(",", ":")) + "\n")
        stream.flush()
    try:
        result = tournament(args.variant, kinds, args.games, args.seed, args.jobs, args.backend, args.address,
                            progress=not args.quiet, observe=observe if stream else None)
    except (LoadError, PlayerError, ValueError, BackendError) as exc:
        return refused("tournament", exc)
    finally:
        if stream is not None:
            stream.close()
    if args.format == "json":
        print(json.dumps(result, indent=2, ensure_ascii=False))
    else:
        print(render_text(result), end="")
    return 0
