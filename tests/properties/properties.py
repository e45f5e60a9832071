"""The properties every generated variant file must have (tests/properties/test_generated.py draws the files).

1. `verifier check FILE` ends in exit 0 or 1 with diagnostics only: never exit 3, an internal error (E999) or a
   traceback.
2. A file that checks clean (exit 0) plays: `engine.load` takes it (no refusal at play time), random and greedy players
   play its deals (`simulate`, either family) without an invariant broken or an error, and `judge` confirms every
   record written.
3. The worked examples: the checker's proofs and the engine give the same answer (every example the checker proves,
   the engine's facade confirms, as tests/engine/replay.py asks it).

`Tally` counts what ran, for the report of a long run.
"""
from __future__ import annotations

import contextlib
import io
import json
import os
import tempfile
from dataclasses import dataclass, field

from verifier import cli
from verifier import model as m
from verifier.language.parser import parse_text
from verifier.language.resolve import Library
from verifier.language.walk import nodes
from verifier.play.engine import load
from verifier.play.judge import judge_record
from verifier.runtime.trick.state import EngineError

from engine.replay import replay_climbing, replay_trick

from .strategies import GENERATED_ID, SPEC, _parsed

PLAYERS = ("random", "greedy")


@dataclass
class Tally:
    generated: int = 0
    clean: int = 0
    played: int = 0  # clean variants played by both kinds of player
    by_family: dict = field(default_factory=dict)  # family -> clean variants played
    deals: int = 0
    judged: int = 0  # records confirmed by the judge
    examples: int = 0  # worked examples asked of the engine and the checker
    failures: list = field(default_factory=list)

    def figures(self) -> dict:
        return {"generated": self.generated, "clean": self.clean, "played": self.played,
                "played_by_family": dict(sorted(self.by_family.items())), "deals": self.deals, "judged": self.judged,
                "examples": self.examples, "failures": len(self.failures)}


@dataclass
class Checked:
    status: int
    diagnostics: list[dict]
    findings: list[dict]


def check(path: str) -> Checked:
    """Property 1: `verifier check PATH`, in this process, as the command line runs it."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = cli.main(["check", path, "--format", "json", "--jobs", "1"])
    assert status in (0, 1), f"`verifier check` ended in exit {status}: {err.getvalue().strip()}"
    assert "internal error" not in err.getvalue() and "Traceback" not in err.getvalue(), err.getvalue()
    report = json.loads(out.getvalue())
    internal = [d for d in report["diagnostics"] if d["code"] == "E999"]
    assert not internal, f"internal error: {internal[0]['message']}"
    return Checked(status, report["diagnostics"], report.get("findings", []))


def play(path: str, deals: int, seed: int, tally: Tally) -> None:
    """Property 2: a clean variant is loaded, played by each kind of player, and every record is confirmed."""
    game = load(path)  # a refusal here is the failure: a variant that checks clean must be playable
    climbing = getattr(game, "family", "") == "climbing"
    for kind in PLAYERS:
        with tempfile.TemporaryDirectory() as folder:
            if climbing:
                from verifier.play.climbing.simulate import simulate as simulate_climbing
                stats = simulate_climbing(game, deals, seed, (kind,), record_dir=folder)
            else:
                from verifier.play.simulate import simulate
                stats = simulate(path, deals, seed, players=(kind,) * game.rules.players, progress=False,
                                 record_dir=folder)
            assert stats["deals"] == deals, f"{kind} players: {stats['deals']} deals of {deals}"
            broken = stats["invariants"]
            assert broken["violations"] == 0, f"{kind} players: {broken['examples'][:3]}"
            tally.deals += stats["deals"]
            records = sorted(os.listdir(folder))
            assert records, f"{kind} players: no record written"
            for name in records:
                with open(os.path.join(folder, name), encoding="utf-8") as handle:
                    record = json.load(handle)
                verdict = judge_record(record, game)
                assert verdict.ok, f"{kind} players, {name}: the judge refuses its own record: {verdict.render()}"
                tally.judged += 1
    tally.played += 1
    family = "climbing" if climbing else "trick-taking"
    tally.by_family[family] = tally.by_family.get(family, 0) + 1


def resolved(path: str, text: str) -> m.Variant:
    files = dict(_parsed(SPEC))
    files[GENERATED_ID] = parse_text(path, text)
    return Library(files).resolve(GENERATED_ID)


def _example_verdicts(checked: Checked) -> dict[tuple[str, int], dict]:
    """(file, line) -> the checker's diagnostic, for every line of every worked example it refuted (an error) or could
    not decide (a warning): the C9xx checks."""
    out = {}
    for d in checked.diagnostics:
        span = d["primary"]
        if d["code"].startswith("C9") and d["severity"] in ("error", "warning") and span:
            out.update({(os.path.realpath(span["file"]), n): d for n in range(span["line"], span["end_line"] + 1)})
    return out


def _examples(variant: m.Variant):
    """(block, example, written in `kitty overcall`) for every example of the variant."""
    kitty = {id(ex) for ex in variant.kitty_overcall.examples} if variant.kitty_overcall else set()
    seen = set()
    for node in nodes(variant):
        holder = node if isinstance(node, m.Block) else variant if node is variant else None
        for example in getattr(holder, "examples", ()) if holder is not None else ():
            if id(example) not in seen:
                seen.add(id(example))
                yield holder, example, id(example) in kitty


def examples_agree(path: str, text: str, checked: Checked, tally: Tally) -> None:
    """Property 3: every example the checker proves, the engine's facade confirms (the examples use the engine's
    reading). Asked of the variants the checker ran on and the engine loads (a clean one must load: property 2).
    An example the checker refutes is not asked: the checker also refutes examples that cannot apply to the variant
    (a card its deck lacks, level shares without found friends, an example vacuously true), which the facade, asked
    directly, still answers."""
    if not checked.findings:
        return  # the checker did not run (errors before it): no proofs to compare
    try:
        game = load(path)
    except Exception:  # noqa: BLE001 - a variant with errors may be refused; a clean one is property 2's
        if checked.status == 0:
            raise
        return
    climbing = getattr(game, "family", "") == "climbing"
    verdicts = _example_verdicts(checked)
    for block, example, kitty in _examples(resolved(path, text)):
        if isinstance(example.claim, m.CLIMBING_CLAIMS) != climbing:
            continue  # the other family's claim: C106 warns, the engine has no answer
        span = example.span
        if (os.path.realpath(span.file), span.line) in verdicts:
            continue  # refuted, or undecided (a deal the engine cannot make)
        where = f"{span.file}:{span.line}"
        try:
            if climbing:
                replay_climbing(game, block, example, cited="")
            else:
                replay_trick(game, example, kitty, cited="")
        except AssertionError as exc:
            raise AssertionError(f"example at {where}: the checker proves it, the engine denies it: "
                                 f"{exc or 'its answer differs'}") from None
        except EngineError:
            if checked.status == 0:
                raise
            return  # the engine refuses a variant with errors (a deal that does not add up): nothing to ask
        tally.examples += 1
