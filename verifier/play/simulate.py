"""`verifier simulate VARIANT --games N --seed S`: play N deals with runtime players and print statistics.

The N deals are the first N deals of a sequence of matches: match j (j = 0, 1, ...) has the seed S * 1000003 + j and
is played until a side wins it or it reaches the deal limit; then the next match starts. Matches are played in
batches (`--batch` per task) on a backend (verifier/play/backends.py: this process, `--jobs` processes, or a Ray cluster)
and merged in match order, so the figures are the same whatever the backend, the workers and the batches. The
statistics are accumulated deal by deal (trick/statistics.py), and `--jsonl` streams one line per deal: memory stays
constant however many deals are played.

Every deal is checked for the invariants: cards conserved, points adding up to the deck's total, a legal action
always found, the deal ending. An exception inside a deal (a rule the engine cannot apply) counts as a violation too.

The matches played here are trick-taking ones; a climbing variant's simulation is climbing/simulate.py, to which the
command hands it. The batches stay in this shared module because a worker loads its variant by name through the
facade (engine.load), which knows both families.
"""
from __future__ import annotations

import errno
import json
import os
import random
import sys
import time

from ..runtime.trick.match import play_match
from .errors import refused
from .registry import make_player
from .trick.statistics import Accumulator, render_text, summary

SEED_STRIDE = 1000003
_GAME = None


def match_seed(seed: int, index: int) -> int:
    return seed * SEED_STRIDE + index


def player_rng(seed: int, seat: int) -> random.Random:
    return random.Random(f"player:{seed}:{seat}")


def run_match(args) -> tuple[int, list[dict], dict | None, bool]:
    """Play one match (in a worker): its index, the summaries of its deals, its record (None unless asked for: a
    7th argument, true), and whether it was cut (an 8th argument: at most that many deals are played; the match is
    cut when it needed more)."""
    variant, seed, index, players, deal_limit, generated = args[:6]
    keep_record = args[6] if len(args) > 6 else True
    stop = args[7] if len(args) > 7 else None
    game = _loaded(variant, generated)
    s = match_seed(seed, index)
    agents = [make_player(kind, "trick", player_rng(s, seat)) for seat, kind in enumerate(players)]
    summaries: list[dict] = []
    record = play_match(game.engine, s, agents, deal_limit, lambda deal: summaries.append(summary(deal)),
                        names=list(players), catch=True, stop=stop, deals=keep_record)
    result = record["result"]
    error = result.get("error")
    if error:  # the deal that failed: a violation of its own
        summaries.append({"error": error, "violations": [error]})
    return index, summaries, record if keep_record else None, bool(result.get("cut"))


def _loaded(variant: str, generated: str | None):
    """The variant's game, loaded once per worker (the serial backend's is the one `simulate` loaded)."""
    from .engine import load
    global _GAME
    if _GAME is None or _GAME.id != variant and _GAME.origin != variant:
        _GAME = load(variant, generated)
    return _GAME


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


def run_climbing_batch(args) -> list[dict]:
    """Play a batch of climbing matches (one task of a backend): `args` is (variant, seed, first index, count,
    players, deals a match, generated, keep_records, deals wanted). A climbing match plays all its deals, so match j
    holds the deals from j x (deals a match) on: each match knows its deals, and none is played past the N-th. The
    players are the registry's (every kind), made in the worker from their seeds (climbing/simulate.py: play_one)."""
    from .climbing.simulate import play_one

    variant, seed, first, count, players, per_match, generated, keep, games = args
    game = _loaded(variant, generated)
    results = []
    for index in range(first, first + count):
        left = games - index * per_match
        if left <= 0:
            break
        results.append(play_one(game, index, seed, players, min(per_match, left), True, _climbing_player, keep))
    return results


def _climbing_player(kind: str, rng: random.Random):
    return make_player(kind, "climbing", rng)


class Progress:
    def __init__(self, total: int, label: str, stream=None, enabled: bool = True):
        # (sys.stderr when the bar is made, not when this module was imported: a test's capture replaces it)
        self.total, self.label, self.stream, self.enabled = total, label, stream or sys.stderr, enabled
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
    first violation's match and deal so). A climbing variant is played the same way, in matches of at most 4 deals
    (climbing/simulate.py: its deals' summaries and its statistics).
    """
    from .backends import make_backend
    from .engine import load
    global _GAME
    game = load(variant, generated)
    climbing = getattr(game, "family", "") == "climbing"
    if not climbing:
        game.engine.check_sizes()
    players = _seats(game, players, climbing)
    backend = backend or ("process" if jobs > 1 else "serial")
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
    bar = Progress(games, f"simulate {game.id}", enabled=progress)
    started = time.perf_counter()
    if climbing:
        merge = _ClimbingMerge(game, games, seed, players, min(deal_limit, 4), record_dir, jsonl, observe)
        fn, tasks = run_climbing_batch, merge.tasks(name, batch, generated)
    else:
        acc = Accumulator(game)

        def merge(results):
            for index, summaries, record, cut in results:
                if acc.deals >= games:
                    break
                _take(game, acc, games, seed, index, summaries, record, record_dir, jsonl, observe, cut)
            return acc.deals

        def tasks():  # each with the deals still wanted when it is made: no match plays past the N-th deal
            first = 0
            while True:
                yield (name, seed, first, batch, tuple(players), deal_limit, generated, bool(record_dir),
                       games - acc.deals)
                first += batch

        fn, tasks = run_batch, tasks()
    done = [0]  # the deals merged
    runner = make_backend(backend, jobs, address)
    try:
        for results in runner.run(fn, tasks, lambda: done[0] >= games):
            done[0] = merge(results)
            bar.update(done[0])
            if done[0] >= games:
                break
    finally:
        runner.close()
    bar.close()
    elapsed = time.perf_counter() - started
    if climbing:
        return {**merge.acc.statistics(seed, elapsed), "jobs": runner.workers, "backend": backend}
    return acc.statistics(elapsed, seed, players, runner.workers, backend)


def _seats(game, players, climbing: bool) -> tuple:
    """The players' kinds, one a seat; a climbing variant also takes one kind for every seat."""
    count = game.rules.players
    if climbing:
        if players is not None and len(players) not in (1, count):
            raise ValueError(f"{game.rules.id} is played by {count} players; {len(players)} given")
        from .climbing.simulate import seats
        return seats(game.rules, players)
    players = tuple(players) if players else ("random",) * count
    if len(players) != count:
        raise ValueError(f"{game.rules.id} is played by {count} players; {len(players)} given")
    return players


class _ClimbingMerge:
    """A climbing run's matches merged in match order: the statistics (climbing/simulate.py: Accumulator), the JSON
    Lines stream (one line per deal: the match, the deal's number in it and its summary), the records."""

    def __init__(self, game, games, seed, players, per_match, record_dir, jsonl, observe):
        from .climbing.simulate import Accumulator as ClimbingAccumulator

        self.game, self.games, self.seed, self.players, self.per_match = game, games, seed, players, per_match
        self.record_dir, self.jsonl, self.observe = record_dir, jsonl, observe
        self.acc = ClimbingAccumulator(game.rules, players)

    def tasks(self, name, batch, generated):
        for first in range(0, -(-self.games // self.per_match), batch):
            yield (name, self.seed, first, batch, self.players, self.per_match, generated, bool(self.record_dir),
                   self.games)

    def __call__(self, results) -> int:
        from .climbing.simulate import write_record

        for found in results:
            if self.acc.deals >= self.games:
                break
            for number, deal in enumerate(found["deals"], 1):
                if self.observe is not None:
                    self.observe(found["index"], number, deal, self.acc.deals + number)
                if self.jsonl is not None:
                    self.jsonl.write(json.dumps({"match": found["index"], "deal": number, **deal},
                                                ensure_ascii=False, separators=(",", ":")) + "\n")
            self.acc.add(found)
            if found["record"] is not None:
                write_record(self.record_dir, found["index"], found["record"])
        return self.acc.deals


def _take(game, acc, games, seed, index, summaries, record, record_dir, jsonl, observe=None, stopped=False) -> None:
    """Merge one match: its deals (up to the N asked for) into the statistics and the stream, its record. A match
    is cut where the N-th deal falls in it: whether its worker `stopped` it there (it knew the deals still wanted)
    or played it further (a task made before others were merged), the deals kept, the record and the figures are
    the same."""
    kept = summaries[:games - acc.deals]
    for number, deal in enumerate(kept, 1):
        acc.add(deal)
        if observe is not None:
            observe(index, number, deal, acc.deals)
        if jsonl is not None:
            jsonl.write(json.dumps({"match": index, "deal": number, **deal}, ensure_ascii=False,
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


def run(args) -> int:
    """The `simulate` command, for both families (a climbing variant's statistics are printed by its simulator)."""
    players = tuple(args.players.split(",")) if args.players else None
    from .engine import LoadError, load
    try:
        game = load(args.variant)
    except LoadError as exc:
        return refused("simulate", exc)
    climbing = getattr(game, "family", "") == "climbing"
    players = players or ("random",) * game.rules.players
    if len(players) == 1:
        players = players * game.rules.players
    if len(players) != game.rules.players:
        print(f"verifier: simulate: {game.rules.id} is played by {game.rules.players} players; --players names "
              f"{len(players)}", file=sys.stderr)
        return 2
    backend = getattr(args, "backend", None)
    if getattr(args, "address", None) and backend != "ray":  # (it was ignored: a run meant for a cluster ran here)
        print(f"verifier: simulate: --address names a Ray cluster: it needs --backend ray (the backend is "
              f"{backend or ('process' if args.jobs > 1 else 'serial')})", file=sys.stderr)
        return 2
    from .backends import BackendError
    jsonl = open(args.jsonl, "w", encoding="utf-8") if getattr(args, "jsonl", None) else None
    try:
        stats = simulate(args.variant, args.games, args.seed, args.jobs, args.record, players, args.deal_limit,
                         progress=not args.quiet, backend=backend, batch=getattr(args, "batch", None),
                         address=getattr(args, "address", None), jsonl=jsonl)
    except BackendError as exc:  # (a usage error: BackendError has no status of its own, as LoadError has)
        return refused("simulate", exc)
    finally:
        if jsonl is not None:
            jsonl.close()
    if args.format == "json":
        print(json.dumps(stats, indent=2, ensure_ascii=False))
    elif climbing:
        from .climbing.simulate import render_text as render_climbing
        print(render_climbing(stats), end="")
    else:
        print(render_text(stats), end="")
    return 1 if stats["invariants"]["violations"] else 0
