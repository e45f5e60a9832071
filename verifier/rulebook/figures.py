"""The figures of simulated deals for the rulebooks: kept in generated/stats/<id>.json (by generate/stats.py) and
drawn as plots on the pages.

Simulating deals takes seconds per variant, so the figures are kept with the fingerprint of the rules they come from
(the compiled rules the engine plays, without their source locations): `build` simulates again only a variant whose
rules changed (or whose figures are missing), and `build --check` finds them stale the same way. The deals are seeded and played by
the greedy players, so the same files give the same figures.
"""
from __future__ import annotations

import dataclasses
import json
import os
import re

from ..play.engine import GENERATED, digest
from ..runtime.frozen import field_default

FOLDER = "stats"
DEALS = 10_000  # deals simulated per variant (seconds each on one core; `build` pays it only when the rules change)
SEED = 1
VERSION = 1  # of the figures' format: a change simulates every variant again


_PLACE = re.compile(r"\.variant:\d+$")


# Fields of the compiled rules that the play never reads: the source locations, the names and the remarks (rules
# stated but not enforced). A change to them changes no figure.
NOT_PLAYED = ("ref", "refs", "id", "title", "remarks")


def _without_places(value):
    """The compiled rules without what the play never reads (NOT_PLAYED) and without the settings that hold their
    default value: moving a line, adding an example, a citation or a remark changes no figure, nor does a new setting
    of the rules that a variant leaves at its default (only the variants that set it are simulated again)."""
    if dataclasses.is_dataclass(value):
        return tuple((f.name, _without_places(getattr(value, f.name))) for f in dataclasses.fields(value)
                     if f.name not in NOT_PLAYED and getattr(value, f.name) != field_default(f))
    if isinstance(value, (tuple, list)):
        return tuple(_without_places(x) for x in value)
    if isinstance(value, str) and _PLACE.search(value):
        return ""  # a "file:line" kept beside a rule
    return value


def fingerprint(project, vid: str) -> str | None:
    """The fingerprint of the figures: their settings and the rules the engine plays (None when the variant cannot
    be compiled)."""
    from ..compile import game_rules
    try:
        rules = game_rules(project.variants[vid])
    except Exception:  # noqa: BLE001 - a variant the engine cannot compile has no figures
        return None
    return digest([f"stats {VERSION} {DEALS} {SEED}", repr(_without_places(rules))])


def _kept(vid: str) -> dict | None:
    path = os.path.join(GENERATED, FOLDER, f"{vid}.json")
    if not os.path.exists(path):
        return None
    try:
        with open(path, encoding="utf-8") as handle:
            return json.load(handle)
    except (OSError, ValueError):
        return None


_FRESH: dict[str, dict] = {}  # figures simulated by this process, by fingerprint
_GAMES: dict = {}  # the Game (or climbing Table) of each Rules, built once per process: a worker plays many matches


def _match(task) -> tuple[list[dict], dict]:
    """One whole match of greedy players (a task of the backend): the summaries of its deals and its result."""
    from ..play.trick.game import Game
    from ..play.trick.players import make
    from ..runtime.trick.match import play_match
    from ..play.simulate import match_seed, player_rng
    from ..play.trick.statistics import summary
    rules, index = task
    game = _GAMES.get(rules)
    if game is None:
        game = _GAMES[rules] = Game(rules)
    seed = match_seed(SEED, index)
    players = ("greedy",) * rules.players
    agents = [make(kind, player_rng(seed, seat)) for seat, kind in enumerate(players)]
    summaries: list[dict] = []
    record = play_match(game.engine, seed, agents, 50, lambda deal: summaries.append(summary(deal)),
                        names=list(players), catch=True)
    result = record["result"]
    return summaries, {"error": result.get("error"), "over": result["over"], "deals": result["deals"]}


def _simulate(variant, print_digest: str, backend=None) -> dict:
    """Play DEALS deals of whole matches (greedy players, seeded as `simulate` seeds them) and keep the figures. The
    matches are the tasks of `backend` (verifier/play/backends.py), merged in their order: the figures are the same on any
    backend."""
    from collections import Counter
    from itertools import count

    from ..play.backends import Serial
    from ..play.trick.game import Game
    from ..play.trick.statistics import Accumulator
    from ..compile import game_rules
    rules = game_rules(variant)
    game = Game(rules)
    players = ("greedy",) * game.rules.players
    acc = Accumulator(game)
    lengths: Counter = Counter()
    points: Counter = Counter()
    matches = 0
    tasks = ((rules, index) for index in count())
    for summaries, result in (backend or Serial()).run(_match, tasks, lambda: acc.deals >= DEALS):
        matches += 1
        if result["error"]:
            summaries.append({"error": result["error"], "violations": [result["error"]]})
        for summary in summaries[:DEALS - acc.deals]:
            acc.add(summary)
            if "error" not in summary:
                points[summary["points"] // 5 * 5] += 1
        acc.matches += 1
        acc.match_ends["error" if result["error"] else "won" if result["over"] else "deal limit"] += 1
        if result["over"]:  # the length of a match played to its end
            lengths[result["deals"]] += 1
        if acc.deals >= DEALS:
            break
    stats = acc.statistics(0.0, SEED, players, 1)
    return {"digest": print_digest, "deals": acc.deals, "seed": SEED, "players": "greedy",
            "declarers_win_rate": stats["declarers_win_rate"],
            "points": {str(k): v for k, v in sorted(points.items())}, "settlements": stats["settlements"],
            "kitty_bonus": stats["kitty_bonus"], "match_lengths": {str(k): v for k, v in sorted(lengths.items())},
            "matches": matches, "match_ends": dict(sorted(acc.match_ends.items())),
            "violations": stats["invariants"]["violations"]}


CLIMBING_DEALS_PER_MATCH = 4  # as `verifier simulate` plays a climbing match (tribute runs from the second deal)


def _climbing_match(task) -> list[dict]:
    """One seeded match of a climbing variant played by the greedy players: what the figures need of each deal."""
    from ..play.climbing.players import make, player_rng
    from ..play.climbing.simulate import deal_violations, match_seed
    from ..runtime.climbing.match import Illegal, Unending, play_match
    from ..runtime.climbing.table import table_for
    rules, index = task
    table = _GAMES.get(rules)
    if table is None:
        table = _GAMES[rules] = table_for(rules)
    seed = match_seed(SEED, index)
    agents = [make("greedy", player_rng(seed, seat)) for seat in range(rules.players)]
    try:
        record = play_match(table, seed, agents, CLIMBING_DEALS_PER_MATCH)
    except (Illegal, Unending) as exc:
        return [{"violations": [f"match {index}: {exc}"]}]
    out = []
    for entry in record["deals"]:
        result = entry["result"]
        places, roles = result["places"], result["roles"]
        out.append({"violations": deal_violations(rules, entry), "first": roles[places[0]], "last": roles[places[-1]],
                    "rounds": result["rounds"], "kind": result["settlement"]["kind"],
                    "swept": result["settlement"]["swept"], "revolutions": len(result["revolutionaries"]),
                    "voids": len(entry["redeals"]), "scores": list(zip(roles, result["settlement"]["seats"]))})
    return out


ROUNDS_STEP = 2  # the rounds of a climbing deal, counted in bins of this many


def _simulate_climbing(variant, print_digest: str, backend=None) -> dict:
    """DEALS deals of seeded climbing matches (greedy players), on `backend`, merged in the order of the matches."""
    from collections import Counter
    from itertools import count

    from ..play.backends import Serial
    from ..compile import game_rules
    rules = game_rules(variant)
    deals = matches = violations = sweeps = revolutions = voids = 0
    first, last, rounds, kinds = Counter(), Counter(), Counter(), Counter()
    totals, seats = Counter(), Counter()
    tasks = ((rules, index) for index in count())
    for summaries in (backend or Serial()).run(_climbing_match, tasks, lambda: deals >= DEALS):
        matches += 1
        for d in summaries[:DEALS - deals]:
            deals += 1
            violations += len(d["violations"])
            if "first" not in d:
                continue
            first[d["first"]] += 1
            last[d["last"]] += 1
            rounds[d["rounds"] // ROUNDS_STEP * ROUNDS_STEP] += 1
            kinds[d["kind"]] += 1
            sweeps += d["swept"]
            revolutions += d["revolutions"]
            voids += d["voids"]
            for role, score in d["scores"]:
                totals[role] += score
                seats[role] += 1
        if deals >= DEALS:
            break
    return {"digest": print_digest, "family": "climbing", "deals": deals, "matches": matches, "seed": SEED,
            "players": "greedy", "deals_per_match": CLIMBING_DEALS_PER_MATCH, "violations": violations,
            "first_out_by_role": dict(sorted(first.items())), "last_out_by_role": dict(sorted(last.items())),
            "rounds": {str(k): v for k, v in sorted(rounds.items())}, "rounds_step": ROUNDS_STEP,
            "tables": dict(sorted(kinds.items())), "sweeps": sweeps, "revolutions": revolutions, "void_deals": voids,
            "mean_score_by_role": {role: round(totals[role] / seats[role], 3) for role in sorted(seats)}}


def figures(project, vid: str, simulate: bool = False) -> dict | None:
    """The figures of a variant (`project` has `variants` and `paths`): the kept ones while its rules are
    unchanged, or those this process simulated; with `simulate`, simulated now when there are none."""
    variant = project.variants[vid]
    print_digest = fingerprint(project, vid)
    if print_digest is None:
        return None
    kept = _kept(vid)
    if kept is not None and kept.get("digest") == print_digest:
        return kept
    if print_digest not in _FRESH and simulate:
        run = _simulate_climbing if variant.is_climbing else _simulate
        _FRESH[print_digest] = run(variant, print_digest, _backend())
    return _FRESH.get(print_digest)


_POOL: list = []  # the worker processes of this `build`, started when a first variant needs simulating


def _backend():
    """The process backend on every core (the serial one on a single core), started once and closed by `stats`."""
    from ..play.backends import Processes, Serial
    if not _POOL:
        jobs = os.cpu_count() or 1
        _POOL.append(Processes(jobs) if jobs > 1 else Serial())
    return _POOL[0]


def close() -> None:
    """Close the worker processes `figures` started (a `build` closes them once every variant is done)."""
    while _POOL:
        _POOL.pop().close()
