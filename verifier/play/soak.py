"""`verifier soak [PATHS]`: play every variant with each kind of player and report the invariants broken.

A soak is `simulate` run over many variants: for each variant of the paths (default spec/) and each player kind
(`--players random,greedy`: that kind at every seat), N seeded deals, with what `simulate` checks on every deal. It
prints, per variant and player, the deals played, the invariant violations, the errors (a deal the engine could not
play: an exception), the time, and where the first problem is (its match, the match's seed and the deal's number)
with the command that replays it. The exit status is 1 when any deal broke an invariant or raised.

What each family checks on every deal:
- trick-taking (verifier/play/simulate.py, `Deal.check_invariants`): cards conserved (the cards played and buried are the
  deck; no card left in a hand), the points of the tricks and the kitty add up to the deck's total, every hand played
  out, a legal action always found;
- climbing (verifier/play/climbing/simulate.py): every action legal, every deal ends within the step limit, cards
  conserved, the places an order of the seats, the settlement summing as its table says.

The figures are those of `verifier simulate` with the same seed: match j of a run has the seed S * 1000003 + j in both
families, so a problem found here replays there (and `--record` gives the match's record for `verifier judge`).
"""
from __future__ import annotations

import json
import os
import sys
import time

FAMILY_INVARIANTS = {
    "trick-taking": "cards conserved, points add up, a legal action exists, the deal ends",
    "climbing": "legal actions, the deal ends, cards conserved, places an order, settlement sums",
}


def targets(paths: list[str]) -> list[tuple[str, str]]:
    """The variants the paths name, as (variant id, the name to load it by): the id where the package's generated
    engine is of that very file, else the file itself (a variant of your own, compiled where it is played)."""
    from .engine import SPEC
    from ..language.workspace import Workspace, default_targets, select

    workspace = Workspace()
    ids = select(workspace, paths or default_targets())
    out = []
    for vid in ids:
        path = workspace.paths.get(vid, vid)
        shipped = os.path.join(SPEC, f"{vid}.variant")
        same = os.path.exists(shipped) and os.path.realpath(shipped) == os.path.realpath(path)
        out.append((vid, vid if same else path))
    return out


def soak_one(name: str, kind: str, games: int, seed: int, jobs: int = 1, backend: str | None = None,
             batch: int | None = None, deal_limit: int = 50, address: str | None = None) -> dict:
    """Play `games` deals of one variant with `kind` at every seat; the row of the report."""
    from .backends import BackendError
    from .engine import load

    started = time.perf_counter()
    row = {"variant": name, "player": kind, "deals": 0, "violations": 0, "errors": 0, "first": None}
    try:
        game = load(name)
        row["variant"] = game.id
        climbing = getattr(game, "family", "") == "climbing"
        row["family"] = "climbing" if climbing else "trick-taking"
        players = (kind,) * game.rules.players
        if climbing:
            _climbing(row, name, games, seed, players, jobs, backend, batch, deal_limit, address)
        else:
            _trick_taking(row, name, games, seed, players, jobs, backend, batch, deal_limit, address)
    except BackendError:
        raise
    except Exception as exc:  # noqa: BLE001 - a variant that cannot be played at all is an error of the report
        row["errors"] += 1
        row.setdefault("family", "?")
        row["first"] = row["first"] or {"kind": "error", "text": f"{type(exc).__name__}: {exc}"}
    row["seconds"] = round(time.perf_counter() - started, 1)
    if row["first"] and "match" in row["first"]:
        f = row["first"]
        row["first"]["replay"] = (f"verifier simulate {name} --seed {seed} --games {f['through']} --players {kind} "
                                  f"--deal-limit {deal_limit} --record DIR  (match {f['match']}, seed {f['seed']}, "
                                  f"deal {f['deal']})")
    return row


def _trick_taking(row, name, games, seed, players, jobs, backend, batch, deal_limit, address) -> None:
    from .simulate import match_seed, simulate

    def observe(index: int, number: int, summary: dict, ordinal: int) -> None:
        if not summary["violations"]:
            return
        error = "error" in summary
        row["errors" if error else "violations"] += 1 if error else len(summary["violations"])
        if row["first"] is None:
            row["first"] = {"kind": "error" if error else "violation", "text": summary["violations"][0],
                            "match": index, "seed": match_seed(seed, index), "deal": number, "through": ordinal}

    stats = simulate(name, games, seed, jobs=jobs, players=players, deal_limit=deal_limit, progress=False,
                     backend=backend, batch=batch, address=address, observe=observe)
    row["deals"] = stats["deals"]
    row["backend"] = stats["backend"]


def _climbing(row, name, games, seed, players, jobs, backend, batch, deal_limit, address) -> None:
    """A climbing variant's run, on the same backends (its simulator finds the first violation itself: a match
    whose play raised has no deals to observe)."""
    from .simulate import simulate

    stats = simulate(name, games, seed, jobs=jobs, players=players, deal_limit=deal_limit, progress=False,
                     backend=backend, batch=batch, address=address)  # (matches of at most 4 deals, as it plays them)
    row["deals"] = stats["deals"]
    row["backend"] = stats["backend"]
    row["violations"] = stats["invariants"]["violations"]
    first = stats["first_violation"]
    if first:
        row["first"] = {"kind": "violation", **first}


def soak(names: list[tuple[str, str]], kinds: list[str], games: int, seed: int, jobs: int = 1,
         backend: str | None = None, batch: int | None = None, deal_limit: int = 50, address: str | None = None,
         on_row=None) -> list[dict]:
    rows = []
    for _vid, name in names:
        for kind in kinds:
            row = soak_one(name, kind, games, seed, jobs, backend, batch, deal_limit, address)
            rows.append(row)
            if on_row is not None:
                on_row(row)
    return rows


HEADER = f"{'variant':<30} {'family':<12} {'player':<7} {'deals':>7} {'violations':>10} {'errors':>6} {'seconds':>8}"


def render_row(row: dict) -> str:
    line = (f"{row['variant']:<30} {row.get('family', '?'):<12} {row['player']:<7} {row['deals']:>7} "
            f"{row['violations']:>10} {row['errors']:>6} {row['seconds']:>8}")
    first = row["first"]
    if first:
        line += f"\n  first {first['kind']}: {first['text']}"
        if "replay" in first:
            line += f"\n  replay: {first['replay']}"
    return line


def render_total(rows: list[dict], seed: int) -> str:
    bad = [r for r in rows if r["violations"] or r["errors"]]
    return (f"soak: {len(rows)} run(s) of {len({r['variant'] for r in rows})} variant(s), seed {seed}: "
            f"{sum(r['deals'] for r in rows)} deals, {sum(r['violations'] for r in rows)} invariant violation(s), "
            f"{sum(r['errors'] for r in rows)} error(s)" + (f" in {len(bad)} run(s)" if bad else "") +
            f"; {round(sum(r['seconds'] for r in rows), 1)} s")


def run(args) -> int:
    """The `soak` command."""
    from .backends import BackendError
    from ..language.workspace import UsageError

    kinds = list(dict.fromkeys(k.strip() for k in args.players.split(",")))
    try:
        names = targets(args.paths)
    except UsageError as exc:
        print(f"verifier: soak: {exc}", file=sys.stderr)
        return 2
    if not names:
        print("verifier: soak: no variant in " + " ".join(args.paths or ["spec/"]), file=sys.stderr)
        return 2
    text = args.format == "text"
    if text:
        print(HEADER, flush=True)

    def show(row):
        if text:
            print(render_row(row), flush=True)
        elif args.format == "jsonl":
            print(json.dumps(row, ensure_ascii=False), flush=True)
    try:
        rows = soak(names, kinds, args.games, args.seed, args.jobs, args.backend, args.batch, args.deal_limit,
                    args.address, on_row=show)
    except BackendError as exc:
        print(f"verifier: soak: {exc}", file=sys.stderr)
        return 2
    if text:
        print(render_total(rows, args.seed))
        for family in sorted({r.get("family") for r in rows} & set(FAMILY_INVARIANTS)):
            print(f"invariants checked on every {family} deal: {FAMILY_INVARIANTS[family]}")
    elif args.format == "json":
        print(json.dumps({"seed": args.seed, "games": args.games, "players": kinds, "runs": rows,
                          "invariants": FAMILY_INVARIANTS}, indent=2, ensure_ascii=False))
    return 1 if any(r["violations"] or r["errors"] for r in rows) else 0
