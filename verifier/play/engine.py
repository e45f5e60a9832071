"""The referee facade: load a variant's engine and rule on cards, tricks, follows, throws, the kitty and the score.

    from verifier import engine
    game = engine.load("classic-2deck")               # a variant id or a variant file
    ctx = game.context(level="10", trump="H")         # trump="NT" for no-trump
    cards = game.cards("KH KH QH QH")                 # the card notation of design.md
    game.is_tractor(cards, ctx)                       # -> True
    game.trick_winner(plays, ctx)                     # plays in turn order, the lead first -> index of the winner
    game.follow_ruling(hand, lead, play, ctx)         # -> Ruling: .legal, .reason, .rule ("spec/…:line")
    game.throw_ruling(throw, other_hands, ctx)        # -> Ruling; when the throw fails, .forced = what must be played
    game.kitty_multiplier(winning_play, ctx)          # -> int, for the play that won the last trick
    game.settle(attacker_points)                      # -> Outcome: .side, .levels, .next_declarer

A variant id is looked up in generated/engines/ first (a generated engine needs only the standard library and
verifier.runtime); a variant file, or an id whose generated engine is missing or stale, is compiled from spec/ (which
needs the parser). docs/engine.md documents every name.

This module loads; the referee it returns is its family's facade: `Game` of a trick-taking variant (trick/game.py,
with `Outcome` and `TrickRuling`), `ClimbingGame` of a climbing one (climbing/game.py). Both families' names stay
reachable here, as the documentation shows them (`engine.Game`, `engine.Ruling`, `engine.Context`).
"""
from __future__ import annotations

import hashlib
import importlib.util
import os
import re

from ..runtime.trick.order import Context
from ..runtime.trick.play.ruling import Ruling
from ..language.shipped import shipped_spec
from .trick.game import Game, Outcome, TrickRuling

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # the checkout
GENERATED = os.environ.get("SHENGJI_GENERATED") or os.path.join(ROOT, "generated")
SPEC = shipped_spec() or os.path.join(ROOT, "spec")  # the shipped variants (verifier/spec when installed)

__all__ = ["load", "Game", "Outcome", "Ruling", "TrickRuling", "Context", "LoadError"]


class LoadError(Exception):
    """The variant could not be found or compiled. `status` is the command line's exit status for it: 1 for a variant
    with errors or with rules the engine does not play (as `check` says of it), 2 for one that cannot be found or
    read."""

    def __init__(self, message: str, status: int = 2):
        super().__init__(message)
        self.status = status


def _module_path(variant_id: str, folder: str) -> str:
    return os.path.join(folder, "engines", re.sub(r"[^0-9A-Za-z]", "_", variant_id) + ".py")


_MODULES: dict[str, tuple[tuple[int, int], object]] = {}  # path -> ((mtime_ns, size), module): loaded once


def load_module(path: str):
    """Import a generated engine module from its file (once per process while the file is unchanged: compiling a
    module of tables is most of a short simulation's time where no bytecode is cached)."""
    stat = os.stat(path)
    stamp = (stat.st_mtime_ns, stat.st_size)
    known = _MODULES.get(path)
    if known is not None and known[0] == stamp:
        return known[1]
    name = "verifier_engine_" + os.path.splitext(os.path.basename(path))[0]
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    _MODULES[path] = (stamp, module)
    return module


def from_module(module, origin: str = "") -> Game:
    if _climbing(module.RULES):
        return _climbing_game(module.RULES, origin or getattr(module, "__file__", ""))
    tables = {"strength": module.STRENGTH, "lower": module.LOWER}
    return Game(module.RULES, tables, origin or getattr(module, "__file__", ""))


def _climbing(rules) -> bool:
    """Whether compiled rules are of the climbing family (their referee is verifier.play.climbing.game)."""
    return getattr(rules, "family", "") == "climbing"


def _climbing_game(rules, origin: str):
    from .climbing.game import ClimbingGame
    from ..runtime.climbing.table import Unsupported
    try:
        return ClimbingGame(rules, origin)
    except Unsupported as exc:
        raise LoadError(f"the engine cannot play `{rules.id}` yet: {exc}") from None


def digest(texts) -> str:
    """The fingerprint of a variant's files (the variant's own first, then its ancestors'), kept in its engine."""
    h = hashlib.sha256()
    for text in texts:
        h.update(text.encode("utf-8"))
        h.update(b"\0")
    return h.hexdigest()


def _stale(module) -> bool:
    """Whether the variant files a generated engine came from have changed since (False when they are absent)."""
    texts = []
    for path in module.SOURCES:
        full = os.path.join(ROOT, path)
        if not os.path.exists(full):
            return False
        with open(full, encoding="utf-8") as handle:
            texts.append(handle.read())
    return digest(texts) != module.DIGEST


def load(name: str, generated: str | None = None, prefer: str = "auto") -> Game:
    """A variant's referee: `name` is a variant id (generated/engines/, else spec/) or a variant file.

    prefer="generated" never compiles (no parser needed); prefer="spec" always compiles from the variant files.
    """
    folder = generated or GENERATED
    is_file = name.endswith(".variant") or os.path.sep in name or "/" in name
    if not is_file and prefer != "spec":
        path = _module_path(name, folder)
        if os.path.exists(path):
            module = load_module(path)
            if module.VARIANT_ID == name and (prefer == "generated" or not _stale(module)):
                return from_module(module, path)
        if prefer == "generated":
            raise LoadError(f"no generated engine for `{name}` in {folder}/engines (run `python -m verifier build`)")
    return _compile(name)


def _compile(name: str) -> Game:
    try:
        from ..compile import Unplayable, game_rules
        from ..language.workspace import Workspace, resolve_all, select
    except ImportError as exc:  # a server without the parser
        raise LoadError(f"`{name}` needs compiling, which needs the parser ({exc})") from None
    from ..diagnostics import Severity
    from ..language.workspace import UsageError
    workspace = Workspace()
    # the package's spec/, never the working directory's (a file named explicitly shadows it); written relative
    # when it lies below the working directory, so that rules cite "spec/…:line"
    spec = os.path.relpath(SPEC)
    try:
        ids = select(workspace, [name], SPEC if spec.startswith("..") else spec)
    except UsageError as exc:
        raise LoadError(str(exc)) from None
    if not ids:  # the file was found but not read: its diagnostics say why (a syntax error, a bad value, not text)
        errors = [d for d in workspace.diagnostics if d.severity == Severity.ERROR]
        raise LoadError(_explained(errors) or f"cannot read `{name}`", 1 if errors else 2)
    variants, diags = resolve_all(workspace, ids[:1])
    errors = [d for d in workspace.diagnostics + diags if d.severity == Severity.ERROR]
    if errors or not variants:
        raise LoadError(_explained(errors) or f"cannot resolve `{name}`", 1)
    variant = next(iter(variants.values()))
    try:
        rules = game_rules(variant)
    except Unplayable as exc:  # what `check` reports as C107, in the same words
        raise LoadError(f"the engine cannot play `{variant.id}`: {exc} (`verifier check` shows where)", 1) from None
    if _climbing(rules):
        return _climbing_game(rules, workspace.paths.get(variant.id, name))
    return Game(rules, None, workspace.paths.get(variant.id, name))


def _explained(errors) -> str:
    """Diagnostics in one line each: where, what, and the "did you mean" when there is one."""
    return "; ".join(f"{d.span}: error[{d.code}]: {d.message}" + (f" ({d.help})" if d.help else "") for d in errors)


def variant_ids(generated: str | None = None) -> list[str]:
    """The ids of the variants with a generated engine."""
    folder = os.path.join(generated or GENERATED, "engines")
    found = []
    if os.path.isdir(folder):
        for file in sorted(os.listdir(folder)):
            if file.endswith(".py"):
                found.append(load_module(os.path.join(folder, file)).VARIANT_ID)
    return found
