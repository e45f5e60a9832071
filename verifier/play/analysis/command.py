"""`verifier analyse VARIANT [--players …] [--games N] [--against OTHER] [--out FILE.html]`, and its Python API
`analyse(...)`: a balance report of a variant (and of another beside it)."""
from __future__ import annotations

import json
import os
import time

from ..errors import refused
from ..registry import PlayerError, check_kind
from .collect import deals
from .compare import compare


def figures(variant: str, players, games: int, seed: int = 1, deal_limit: int = 50, jobs: int = 1, backend=None,
            address=None, generated=None, progress: bool = False) -> dict:
    """The figures of one variant (a family's report)."""
    from ..engine import load
    from ..simulate import Progress
    game = load(variant, generated)
    climbing = getattr(game, "family", "") == "climbing"
    if climbing:
        from .climbing import ClimbingFigures as Figures
    else:
        from .trick import TrickFigures as Figures
    n = game.rules.players
    players = tuple(players or ("greedy",))
    if len(players) == 1:
        players = players * n
    if len(players) != n:
        raise ValueError(f"{game.id} is played by {n} players; {len(players)} given")
    for kind in dict.fromkeys(players):
        check_kind(kind)
    acc = Figures(game)
    bar = Progress(games, f"analyse {game.id}", enabled=progress)
    for summary in deals(variant, players, games, seed, deal_limit, jobs, backend, address, generated, bar.update):
        acc.add(summary)
    bar.close()
    return {"variant": game.id, "players": list(players), **acc.report()}


def analyse(variant: str, players=None, games: int = 1000, seed: int = 1, against: str | None = None,
            against_players=None, **options) -> dict:
    """A balance report: the variant's figures and, with `against`, the other's and every difference."""
    started = time.perf_counter()
    mine = figures(variant, players, games, seed, **options)
    report = {"variant": mine["variant"], "players": mine["players"], "deals": mine["deals"], "seed": seed,
              "figures": mine}
    if against:
        theirs = figures(against, against_players or players, games, seed, **options)
        report["against"] = {"variant": theirs["variant"], "players": theirs["players"], "figures": theirs}
        report["differences"] = compare(mine, theirs)
    report["seconds"] = round(time.perf_counter() - started, 2)
    return report


def run(args) -> int:
    """The `analyse` command: text (or JSON) on stdout, the page and its JSON where `--out` says."""
    from ..backends import BackendError
    from ..engine import LoadError
    from .html import page, text
    players = [k.strip() for k in args.players.split(",")] if args.players else None
    try:
        report = analyse(args.variant, players, args.games, args.seed, args.against, deal_limit=args.deal_limit,
                         jobs=args.jobs, backend=args.backend, address=args.address, progress=not args.quiet)
    except (LoadError, PlayerError, ValueError, BackendError) as exc:
        return refused("analyse", exc)
    if args.out:
        base = args.out[:-5] if args.out.endswith(".html") else args.out
        folder = os.path.dirname(base)
        if folder:
            os.makedirs(folder, exist_ok=True)
        with open(base + ".html", "w", encoding="utf-8") as handle:
            handle.write(page(report))
        with open(base + ".json", "w", encoding="utf-8") as handle:
            json.dump(report, handle, indent=1, ensure_ascii=False)
            handle.write("\n")
    if args.format == "json":
        print(json.dumps(report, indent=2, ensure_ascii=False))
    else:
        print(text(report), end="")
        if args.out:
            print(f"report: {base}.html, {base}.json")
    violations = report["figures"]["violations"] + (report["against"]["figures"]["violations"]
                                                    if report.get("against") else 0)
    return 1 if violations else 0
