"""Benchmark of the engine: whole deals under the fixed random policy R1, `simulate`, and the referee's rulings.
Prints figures; asserts nothing.

    .venv/bin/python benchmarks/engine.py [--deals 300] [--same-deals 300] [--rulings 2000] [--variant ID ...]
    .venv/bin/python benchmarks/engine.py --against 948d3af [--rounds 3]
    .venv/bin/python benchmarks/engine.py --compiled [--rounds 3]
    .venv/bin/python benchmarks/engine.py --against 948d3af --compiled [--rounds 3]

R1, the policy any engine can be driven by (so that engines are compared on the same play): at each dealt card,
declare with probability 0.15 when a declaration is possible (uniformly among the possible ones); lead a throw with
probability 0.10 when the variant has throws and one is possible, else a single, a pair or a tractor chosen uniformly
among those held (`lead_options`); follow with a legal play chosen uniformly among at most 256 candidates (the first
256 legal plays in the order of `follow_candidates` below); bury uniformly among the cards that may be buried. The
kitty overcall, the tribute's return, the exchange and the friend's call are uniform too (overcalling with
probability 0.15); decisions R1 does not name (a bid, the trump a bid names) are the project's random player's. The "legal-move queries" are the engine's answers to those questions: the declarations, the
leads, the follows; their median time and their share of the wall time are printed.
The referee's rulings (`follow_ruling`, `throw_ruling` on random hands of 25 and 39 cards) are timed two ways: the
median of each case's best of five rulings (steady; from the second ruling of a hand on, the runtime's memos answer
it) and the median of each case's first ruling (a hand the process has not ruled before: what a referee pays for a new
hand).

Every variant of spec/ is played (a variant no engine here can play is listed as skipped); the climbing games (Gouji,
Baohuang) by R1 carried over to them (benchmarks/climbing_r1.py: every decision of the play uniform among the legal
actions, a lead among every set the hand may lead), with deals/s, decisions/s, the median µs of the legal-move
queries (leads and answers apart) and their share of the wall time, and `simulate`. `--against REV` checks REV out into a temporary git worktree and runs
this same benchmark there and here, interleaved, for `--rounds` rounds, and prints each round's ratio (here / there,
or there / here for times) and the median. The machine is shared and noisy: ratios within one run are the figure,
absolute rates are not. `--compiled` runs it the same way on the compiled runtime (the `compiled` extra, built by
`python -m verifier.native_build`) and on the pure-Python one (VERIFIER_PURE=1), and checks that both played the same
deals. `--against REV` runs the pure-Python runtime on both sides (the reference: a build left in the checkout is not
used); `--against REV --compiled` runs the compiled one here, against REV's pure Python. Every round prints the runtime
each side loaded, and a side that loaded another (a stale build: some modules pure) stops the run.

On a revision whose runtime has no `follow_options` (948d3af), R1's follows are enumerated here with the
referee's own ruling (`follow_candidates`), which gives the same candidates in the same order, so both revisions
play the very same deals (the run checks that the records' digests agree). That R1 ("R1 own queries") asks each
revision its own queries, so against 948d3af its ratio mixes the engine's speed with a better query's. Beside it, "R1
same queries" (`--same-deals`, default `--deals`; in a process of its own) asks the same of every revision: the
follows enumerated here and each ruled by the referee (`follow_candidates`), a lead drawn from `lead_options`; it
plays the same deals, and its ratio is the engine's alone.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))  # checkout.py, climbing_r1.py beside this one

from checkout import HERE, module, use_checkout  # noqa: E402

ROOT = use_checkout(__name__)  # before `verifier` is imported

import climbing_r1  # noqa: E402
engine = module("play.engine", "engine")
P = module("play.trick.players", "players")
# the players' legal actions: one module before it was split into leads, follows and keys
L = module("runtime.trick.actions.leads", "runtime.trick.actions", "runtime.actions")
F = module("runtime.trick.actions.follows", "runtime.trick.actions", "runtime.actions")
K = module("runtime.trick.actions.keys", "runtime.trick.actions", "runtime.actions")
I = module("runtime.trick.ids", "runtime.ids")
play_match = module("runtime.trick.match", "runtime.match").play_match
follow_ids = module("runtime.trick.play.follow", "runtime.trick.play", "runtime.play").follow_ids

LIMIT = 256  # R1's follows: uniformly among at most this many legal plays


# R1 -----------------------------------------------------------------------------------------------------------------

def _multisets(items, k: int):
    """Every k-multiset of (card, available) items, in a fixed order: the first item's count from high to low."""
    if k == 0:
        yield []
        return
    if not items:
        return
    (card, avail), rest = items[0], items[1:]
    room = sum(a for _, a in rest)
    for take in range(min(avail, k), max(0, k - room) - 1, -1):
        for tail in _multisets(rest, k - take):
            yield [card] * take + tail


def follow_candidates(hand, lead, order, limit: int = LIMIT):
    """The reference enumeration of R1's follows: the first `limit` legal plays, each ruled by the referee.

    A play takes min(held, led) cards of the led group (what following the suit asks; any number when the variant
    does not ask it) and the rest from the other cards: the led group's cards strongest first, the others by id.
    """
    n = len(lead)
    group = order.g[lead[0]]
    inside = [(c, hand[c]) for c in order.members[group] if hand[c]]
    outside = [(c, hand[c]) for c in range(I.COUNT) if hand[c] and order.g[c] != group]
    held = sum(a for _, a in inside)
    ks = [min(held, n)] if order.rules.follow_suit else range(min(held, n), -1, -1)
    found = []
    for k in ks:
        for head in _multisets(inside, k):
            for tail in _multisets(outside, n - k):
                play = head + tail
                if follow_ids(hand, lead, play, order).legal:
                    found.append(play)
                    if len(found) >= limit:
                        return found
    return found


FOLLOWS = getattr(F, "follow_options", None) or follow_candidates


def _choose_lead(hand, order, rng):
    """A lead uniformly among `lead_options`: `rng.choice` of the list, or where the runtime has it,
    `random_lead`, which draws the same index without joining the groups' lists."""
    return rng.choice(L.lead_options(hand, order))


LEAD = getattr(L, "random_lead", None) or _choose_lead


class R1:
    """The fixed random policy; `times` collects the legal-move queries (seconds) by kind. `follows` and `leads` are
    how it asks for them: by default each side's own queries (the runtime's `follow_options` and `random_lead` where
    it has them); SAME_QUERIES asks the same of every revision."""

    name = "R1"

    def __init__(self, rng: random.Random, times: dict, follows=None, leads=None):
        self.rng, self.times = rng, times
        self.follows, self.leads = follows or FOLLOWS, leads or LEAD

    def _timed(self, kind, fn, *args):
        t = time.perf_counter()
        out = fn(*args)
        self.times[kind].append(time.perf_counter() - t)
        return out

    def declare(self, deal, seat):
        options = self._timed("declare", deal.declaration_options, seat)
        if options and self.rng.random() < 0.15:
            return self.rng.choice(options)
        return None

    def kitty_overcall(self, deal, seat):
        options = deal.kitty_overcall_options(seat)
        if options and self.rng.random() < 0.15:
            return self.rng.choice(options)
        return None

    def tribute_return(self, deal, seat, count):
        o, hand = deal.order, deal.hands[seat]
        allowed = [c for c in range(I.COUNT) for _ in range(hand[c]) if o.g[c] != 0 and o.point[c] == 0]
        return self.rng.sample(allowed, min(count, len(allowed)))

    def exchange(self, deal, seat, count, receiver):
        kinds = getattr(deal, "exchange_kinds", None)
        if kinds is not None and kinds(seat)[1]:  # cards of the kinds asked for first (an eaten exchange, in kind)
            return P._exchange_pick(deal, seat, count, self.rng.sample)
        return self.rng.sample(deal.hand_ids(seat), count)

    def call_friend(self, deal, seat):
        return P._random_call(deal, seat, self.rng)

    def __getattr__(self, name):
        """A decision R1 does not define (bidding, naming a trump, ...): the project's random player decides, with
        R1's generator."""
        if name.startswith("__"):
            raise AttributeError(name)
        return getattr(P.RandomPlayer(self.rng), name)

    def bury(self, deal, seat):
        hand = deal.hands[seat]
        size = deal.bury_size() if hasattr(deal, "bury_size") else len(deal.kitty)
        allowed = [c for c in range(I.COUNT) for _ in range(hand[c]) if deal.bury_allowed(c)]
        if len(allowed) < size:
            allowed = [c for c in range(I.COUNT) for _ in range(hand[c])]
        chosen = self.rng.sample(allowed, size)
        big_first = getattr(P, "_big_first", None)  # a big joker buried before a small one, where the variant says
        return big_first(deal, seat, chosen) if big_first else chosen

    def lead(self, deal, seat):
        hand, o = deal.hands[seat], deal.order
        t = time.perf_counter()
        play = None
        if deal.rules.throw and self.rng.random() < 0.10:
            play = L.throw_candidate(hand, o, self.rng)
            if play and getattr(deal, "throw_closed", None) and deal.throw_closed(play) is not None:
                play = None  # no throw is possible now (a side suit's first rounds only)
        if not play:
            play = self.leads(hand, o, self.rng)
        self.times["lead"].append(time.perf_counter() - t)
        return play

    def follow(self, deal, seat):
        lead = deal.current[0][1]
        options = self._timed("follow", self.follows, deal.hands[seat], lead, deal.order, LIMIT)
        if not options:
            raise P.NoLegalAction(f"no legal follow to {' '.join(I.names(lead))}")
        return self.rng.choice(options)


# R1 with the same queries on every revision: the follows enumerated by this benchmark and each ruled by the
# referee (follow_candidates), a lead drawn from the list of every lead (lead_options). What each side's own R1 asks
# differs between revisions (948d3af has neither follow_options nor random_lead), so its ratio mixes the engine's
# speed with the speed of a better query; this one measures the same work on both sides. It plays the very same deals
# as the own R1 (the same candidates in the same order, the same draws: `same_digest` agrees with `digest`).
SAME_QUERIES = {"follows": follow_candidates, "leads": _choose_lead}
OWN = ("the runtime's follow_options" if FOLLOWS is not follow_candidates else "follows enumerated and ruled here") \
    + (" and random_lead" if LEAD is not _choose_lead else " and lead_options")
SAME = "follows enumerated here and each ruled by the referee, leads from lead_options"


def bench_r1(game, deals: int, queries: dict | None = None) -> dict:
    """Whole deals under R1 (matches of seed 1, 2, ..., at most 50 deals each), invariants checked; `queries`:
    the follows and leads asked (SAME_QUERIES), else each side's own."""
    times = {"declare": [], "lead": [], "follow": []}
    played = decisions = violations = 0
    digest = hashlib.sha256()
    seed = 0
    started = time.perf_counter()
    cpu = 0.0  # of the matches only: the digest below is the benchmark's, not the engine's
    while played < deals:
        seed += 1
        agents = [R1(random.Random(f"player:{seed}:{seat}"), times, **(queries or {}))
                  for seat in range(game.rules.players)]
        counts = []

        def on_deal(deal):
            nonlocal violations
            counts.append(deal.stats.decisions)
            violations += len(deal.check_invariants())
        cpu -= time.process_time()
        record = play_match(game.engine, seed, agents, min(50, deals - played), on_deal)
        cpu += time.process_time()
        for entry in record["deals"]:  # what was played, not how the engine keeps it
            digest.update(json.dumps([entry["deck"], entry["declarations"], entry["buried"],
                                      [[p["cards"] for p in t["plays"]] for t in entry["tricks"]]]).encode())
        played += len(counts)
        decisions += sum(counts)
    elapsed = time.perf_counter() - started
    queries = sum(sum(v) for v in times.values())
    med = {k: statistics.median(v) * 1e6 if v else None for k, v in times.items()}
    # Rates per second of this process's CPU time: on a shared machine the wall clock counts the others' work too.
    return {"deals": played, "seconds": cpu, "deals_per_second": played / cpu,
            "decisions_per_second": decisions / cpu, "query_share": queries / elapsed,
            "declare_us": med["declare"], "lead_us": med["lead"], "follow_us": med["follow"],
            "violations": violations, "digest": digest.hexdigest()[:16]}


def bench_simulate(game, deals: int) -> dict:
    """`simulate` with its random players, in this process: the deals it played per second, counted as they are
    summed up (`summary`, once per deal played in every revision), not the deals it reports. (Before 2026-12 the
    last match was played to its end and its deals past the N-th thrown away: a rate of the deals kept would count
    that waste against the older revision.)"""
    sim = module("play.simulate", "simulate")
    name = "summary" if hasattr(sim, "summary") else "_summary"  # (`_summary` before the house's step 3)
    summary, played = getattr(sim, name), [0]

    def counted(deal):
        played[0] += 1
        return summary(deal)
    setattr(sim, name, counted)
    try:
        cpu = time.process_time()
        stats = sim.simulate(game.id, deals, 1, progress=False)
        cpu = time.process_time() - cpu
    finally:
        setattr(sim, name, summary)
    return {"sim_deals_per_second": played[0] / cpu, "sim_deals_played": played[0], "sim_deals": stats["deals"]}


# The referee's rulings ------------------------------------------------------------------------------------------

def _median_us(fn, cases, repeat: int = 5) -> tuple[float, float]:
    """The median over the cases of the best of `repeat` rulings, and the median of each case's first ruling.

    The best of several is steady on a noisy machine, but from the second ruling of a hand on, the runtime's memos
    (the order's memo of a hand's duty, its parts, its supply) answer it; the first ruling of each case, a hand not
    ruled before in the process, is what a referee pays for a new hand: both are printed."""
    best_times, first_times = [], []
    for case in cases:
        best = None
        for _ in range(repeat):
            t = time.perf_counter()
            fn(*case)
            dt = time.perf_counter() - t
            if best is None:
                first_times.append(dt)
            best = dt if best is None or dt < best else best
        best_times.append(best)
    return statistics.median(best_times) * 1e6, statistics.median(first_times) * 1e6


def ruling_cases(game, hand_size: int, count: int, seed: int = 1):
    """(hand, lead, play, ctx) follow cases and (throw, others, ctx) throw cases with hands of `hand_size` cards."""
    rng = random.Random(seed)
    decks = max(game.rules.decks, -(-4 * hand_size // 54))
    one = [I.SJ, I.BJ] + [c for c in range(52)]
    follows, throws = [], []
    while len(follows) < count:
        ctx = game.context(rng.choice(game.rules.ladder), rng.choice("SHCDS"))
        order = game.order(ctx)
        deck = one * decks
        rng.shuffle(deck)
        hands = [deck[i * hand_size:(i + 1) * hand_size] for i in range(4)]
        counts = [I.counts(h) for h in hands]
        options = L.lead_options(counts[0], order)
        big = [o for o in options if len(o) > 1] or options
        lead = rng.choice(big if rng.random() < 0.7 else options)
        play = F.legal_follow(counts[1], lead, order, K.random_key(rng), rng)
        if play is None:
            continue
        if rng.random() < 0.3:  # some plays at random from the hand: many of them illegal
            play = rng.sample(hands[1], len(lead))
        as_cards = [game.cards(I.to_cards(h)) for h in hands]
        follows.append((as_cards[1], game.cards(I.to_cards(lead)), game.cards(I.to_cards(play)), ctx))
        throw = L.throw_candidate(counts[0], order, rng)
        if throw:
            throws.append((game.cards(I.to_cards(throw)), as_cards[1:], ctx))
    return follows, throws[:count]


def bench_rulings(game, count: int) -> dict:
    out = {}
    for size in (25, 39):
        follows, throws = ruling_cases(game, size, count)
        out[f"follow{size}_us"], out[f"follow{size}_first_us"] = _median_us(game.follow_ruling, follows)
        out[f"follow{size}_legal"] = sum(game.follow_ruling(*c).legal for c in follows)
        out[f"follow{size}_cases"] = len(follows)
        if game.rules.throw and throws:
            out[f"throw{size}_us"], out[f"throw{size}_first_us"] = _median_us(game.throw_ruling, throws)
            out[f"throw{size}_failed"] = sum(not game.throw_ruling(*c).legal for c in throws)
            out[f"throw{size}_cases"] = len(throws)
    return out


# Running ----------------------------------------------------------------------------------------------------------

def spec_variants(root: str = ROOT) -> list[str]:
    folder = os.path.join(root, "spec")
    return sorted(name[:-len(".variant")] for name in os.listdir(folder) if name.endswith(".variant"))


def playable(vid: str):
    """The Game of a variant, or the reason it is not played here."""
    try:
        game = engine.load(vid)
        if getattr(game, "family", "") == "climbing":
            return game, None
        game.engine.check_sizes()
        return game, None
    except Exception as exc:  # noqa: BLE001 - a variant this engine does not play is listed, not fatal
        return None, f"{type(exc).__name__}: {exc}"


def measure(vid: str, deals: int, sim_deals: int, rulings: int, same_deals: int = 0) -> dict:
    game, why = playable(vid)
    if game is None:
        return {"variant": vid, "skipped": why}
    if getattr(game, "family", "") == "climbing":
        return climbing_r1.measure(game, deals, sim_deals)
    figures = {"variant": vid}
    if deals:
        figures.update(bench_r1(game, deals))
    if same_deals:  # on a new engine, whose memos start empty as the own R1's did (`--against`: another process)
        same = bench_r1(playable(vid)[0] if deals else game, same_deals, SAME_QUERIES)
        figures.update({"same_" + key: same[key] for key in ("deals", "seconds", "deals_per_second", "follow_us",
                                                              "lead_us", "digest")})
    if sim_deals:
        figures.update(bench_simulate(game, sim_deals))
    if rulings:
        figures.update(bench_rulings(game, rulings))
    return figures


def _fmt(x, unit="") -> str:
    return "n/a" if x is None else f"{x:.1f}{unit}" if x < 100 else f"{x:.0f}{unit}"


def render(f: dict) -> str:
    if "skipped" in f:
        return f"{f['variant']}: skipped ({f['skipped']})"
    if f.get("family") == "climbing":
        return climbing_r1.render(f, _fmt)
    lines = [f"{f['variant']}:"]
    if "deals_per_second" in f:
        lines[0] += (f" R1 {f['deals']} deals (its own queries: {OWN}) in {f['seconds']:.2f} s of CPU: "
                     f"{f['deals_per_second']:.0f} deals/s, "
                     f"{f['decisions_per_second']:.0f} decisions/s; legal-move queries (median µs): declare "
                     f"{_fmt(f['declare_us'])}, lead {_fmt(f['lead_us'])}, follow {_fmt(f['follow_us'])}; "
                     f"{100 * f['query_share']:.0f}% of the wall time in them; invariant violations: {f['violations']}")
    if "same_deals_per_second" in f:
        agree = ("the same deals as its own R1" if f["same_digest"] == f.get("digest") else
                 "DIFFERENT DEALS from its own R1" if f["same_deals"] == f.get("deals") else "its own R1 not played")
        lines.append(f"  R1 with the same queries on every revision ({SAME}): {f['same_deals']} deals in "
                     f"{f['same_seconds']:.2f} s of CPU: {f['same_deals_per_second']:.0f} deals/s; median µs: lead "
                     f"{_fmt(f['same_lead_us'])}, follow {_fmt(f['same_follow_us'])}; {agree}")
    if "sim_deals_per_second" in f:
        lines.append(f"  simulate (random players): {f['sim_deals_per_second']:.0f} deals/s "
                     f"({f['sim_deals_played']} deals played for {f['sim_deals']} asked)")
    for size in (25, 39):
        if f"follow{size}_us" in f:
            line = (f"  {size}-card hands: follow_ruling median {f[f'follow{size}_us']:.1f} µs, first of a hand "
                    f"{f[f'follow{size}_first_us']:.1f} µs ({f[f'follow{size}_cases']} cases, "
                    f"{f[f'follow{size}_legal']} legal)")
            if f"throw{size}_us" in f:
                line += (f"; throw_ruling median {f[f'throw{size}_us']:.1f} µs, first of a hand "
                         f"{f[f'throw{size}_first_us']:.1f} µs ({f[f'throw{size}_cases']} cases, "
                         f"{f[f'throw{size}_failed']} failed)")
            lines.append(line)
    return "\n".join(lines)


# Faster is higher for rates, lower for times: a ratio above 1 means this checkout is faster.
RATES = ("deals_per_second", "same_deals_per_second", "sim_deals_per_second")
TIMES = ("declare_us", "lead_us", "answer_us", "follow_us", "same_lead_us", "same_follow_us", "follow25_us", "throw25_us", "follow39_us", "throw39_us",
         "follow25_first_us", "throw25_first_us", "follow39_first_us", "throw39_first_us")


# What each ratio measures, as printed (the keys of the figures are the JSON's).
LABELS = {"deals_per_second": "R1 own queries", "same_deals_per_second": "R1 same queries",
          "sim_deals_per_second": "simulate", "lead_us": "lead (own)", "follow_us": "follow (own)",
          "same_lead_us": "lead (same)", "same_follow_us": "follow (same)"}


def _ratios(row: dict) -> str:
    """A row of ratios (or lists of them: their median), each named by what it measures."""
    return ", ".join(f"{LABELS.get(k, k)} x{statistics.median(v) if isinstance(v, list) else v:.2f}"
                     for k, v in row.items())


def _ratio_row(here: dict, there: dict) -> dict:
    """here against there, each figure as a ratio that is above 1 when here is faster."""
    row = {}
    for key in RATES:
        if here.get(key) and there.get(key):
            row[key] = here[key] / there[key]
    for key in TIMES:
        if here.get(key) and there.get(key):
            row[key] = there[key] / here[key]
    return row


def _child(root: str, vid: str, args, env=None) -> dict:
    """This benchmark's figures for one variant, from a fresh process (of `root`'s checkout, in `env`); R1 with the
    same queries in a process of its own, so that neither R1 finds the other's memos filled by the same deals."""
    def run(deals, sim_deals, rulings, same_deals) -> dict:
        cmd = [sys.executable, os.path.abspath(__file__), "--root", root, "--json", "--variant", vid,
               "--deals", str(deals), "--sim-deals", str(sim_deals), "--rulings", str(rulings),
               "--same-deals", str(same_deals)]
        out = subprocess.run(cmd, capture_output=True, text=True, check=True, env=env).stdout
        return json.loads(out.strip().splitlines()[-1])[0]

    figures = run(args.deals, args.sim_deals, args.rulings, 0)
    if _same_deals(args) and "skipped" not in figures and figures.get("family") != "climbing":
        figures.update({k: v for k, v in run(0, 0, 0, _same_deals(args)).items() if k.startswith("same_")})
    return figures


def runtime_loaded() -> str:
    """The runtime this process ran: "pure", "compiled (N modules)" or "mixed (N of M modules compiled)"; a revision
    without verifier/runtime/native.py (before the compiled runtime, e.g. 948d3af) has only the pure one."""
    try:
        native = module("runtime.native", "native")
    except ImportError:
        return "pure"
    seen = native.status()
    if seen["runtime"] == "compiled":
        return f"compiled ({len(seen['compiled'])} modules loaded, all compiled)"
    if seen["runtime"] == "mixed":
        return f"mixed ({len(seen['compiled'])} of {len(seen['compiled']) + len(seen['pure'])} modules compiled)"
    return "pure"


def _runtime_env(compiled: bool) -> dict:
    """The environment of a side: the compiled runtime where it is asked for, else the pure one (the reference)
    forced, so that a build left in a checkout never changes a pure figure."""
    env = {k: v for k, v in os.environ.items() if k != "VERIFIER_PURE"}
    return env if compiled else {**env, "VERIFIER_PURE": "1"}


def _runtime_line() -> str:
    try:
        native = module("runtime.native", "native")
    except ImportError:
        return "pure Python"
    return native.describe().removeprefix("runtime: ")


def _built_or_why() -> str | None:
    """None when the compiled runtime here is built from the current sources, else what is wrong."""
    native = module("runtime.native", "native")
    if set(native.availability().values()) == {"compiled"}:
        return None
    return ("the compiled runtime is not built from the current sources (python -m verifier.native_build): "
            + native.describe())


def _check_runtime(name: str, figures: dict, compiled: bool) -> str:
    """A side's runtime, as it reported it; a side that did not run the runtime it was meant to stops the run."""
    loaded = figures.get("runtime", "pure")
    if loaded.startswith("compiled") != compiled or loaded.startswith("mixed"):
        raise SystemExit(f"{name} ran the {loaded} runtime, not the {'compiled' if compiled else 'pure'} one")
    return loaded


def compiled_vs_pure(args) -> int:
    """The compiled runtime (verifier/runtime/native.py) against the pure-Python one, interleaved; print the ratios."""
    native = module("runtime.native", "native")
    why = _built_or_why()
    if why:
        print(why, file=sys.stderr)
        return 2
    built = native.availability()
    sides = {"compiled": _runtime_env(True), "pure": _runtime_env(False)}
    variants = args.variant or ["classic-2deck", "shuangsheng-3deck"]
    print(f"engine benchmark: the compiled runtime ({len(built)} modules, Cython) against the pure-Python one, "
          f"{args.rounds} interleaved rounds, {_machine()}")
    ratios: dict = {}
    for r in range(args.rounds):
        for vid in variants:
            names = ("pure", "compiled") if r % 2 == 0 else ("compiled", "pure")
            runs = {name: _child(ROOT, vid, args, sides[name]) for name in names}
            fast, slow = runs["compiled"], runs["pure"]
            loaded = {name: _check_runtime(name, runs[name], name == "compiled") for name in names}
            if "skipped" in fast or "skipped" in slow:
                print(f"round {r + 1} {vid}: skipped ({fast.get('skipped') or slow.get('skipped')})")
                continue
            row = _ratio_row(fast, slow)
            for key, value in row.items():
                ratios.setdefault(vid, {}).setdefault(key, []).append(value)
            same = "same deals" if fast.get("digest") == slow.get("digest") else "DIFFERENT DEALS"
            print(f"round {r + 1} {vid}: " + _ratios(row)
                  + f" ({same}; {loaded['compiled']}: {fast['deals_per_second']:.0f} R1 deals/s, "
                    f"{loaded['pure']}: {slow['deals_per_second']:.0f})")
    print("median ratio (compiled vs pure; above 1: the compiled runtime is faster):")
    for vid, row in ratios.items():
        print(f"  {vid}: " + _ratios(row))
    return 0


def against(rev: str, args) -> int:
    """Run this benchmark on REV (a temporary worktree) and here, interleaved; print the ratios. Both sides run the
    pure-Python runtime, the reference; with --compiled this side runs the compiled one (REV: pure, its reference)."""
    if args.compiled and _built_or_why():
        print(_built_or_why(), file=sys.stderr)
        return 2
    env = {"here": _runtime_env(args.compiled), "there": _runtime_env(False)}
    tmp = tempfile.mkdtemp(prefix="bench-")
    other = os.path.join(tmp, "rev")
    subprocess.run(["git", "-C", HERE, "worktree", "add", "--detach", other, rev], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        variants = args.variant or ["classic-2deck", "shuangsheng-3deck"]
        head = subprocess.run(["git", "-C", HERE, "rev-parse", "--short", "HEAD"], capture_output=True,
                              text=True).stdout.strip()
        print(f"engine benchmark: here ({head}{', modified' if _dirty() else ''}, the "
              f"{'compiled' if args.compiled else 'pure-Python'} runtime) against {rev} (pure Python), "
              f"{args.rounds} interleaved rounds, {_machine()}")
        ratios: dict = {}
        for r in range(args.rounds):
            for vid in variants:
                runs = {}
                order = [("there", other), ("here", HERE)] if r % 2 == 0 else [("here", HERE), ("there", other)]
                for name, root in order:
                    runs[name] = _child(root, vid, args, env[name])
                here, there = runs["here"], runs["there"]
                if "skipped" in here or "skipped" in there:
                    print(f"round {r + 1} {vid}: skipped ({here.get('skipped') or there.get('skipped')})")
                    continue
                loaded = {"here": _check_runtime("here", here, args.compiled),
                          "there": _check_runtime(rev, there, False)}
                row = _ratio_row(here, there)
                for key, value in row.items():
                    ratios.setdefault(vid, {}).setdefault(key, []).append(value)
                digests = {here.get(k) for k in ("digest", "same_digest")} | \
                    {there.get(k) for k in ("digest", "same_digest")}
                same = "same deals" if len(digests - {None}) == 1 else "different deals"  # (both R1s, both sides)
                print(f"round {r + 1} {vid}: " + _ratios(row)
                      + f" ({same}; here ({loaded['here']}): {here['deals_per_second']:.0f} R1 deals/s, "
                      + _details(here) + f"; {rev}: {loaded['there']})")
        print("median ratio (here vs " + rev + "; above 1: here is faster):")
        for vid, row in ratios.items():
            print(f"  {vid}: " + _ratios(row))
    finally:
        subprocess.run(["git", "-C", HERE, "worktree", "remove", "--force", other], check=False,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


def _details(f: dict) -> str:
    if f.get("family") == "climbing":
        return f"lead {f['lead_us']:.1f} µs, answer {f['answer_us']:.1f} µs"
    return (f"follow25 {f.get('follow25_us', 0):.1f} µs (first of a hand {f.get('follow25_first_us', 0):.1f}), "
            f"throw25 {f.get('throw25_us', 0):.1f} µs (first {f.get('throw25_first_us', 0):.1f}), declare "
            f"{f['declare_us']:.1f} µs")


def _same_deals(args) -> int:
    return args.deals if args.same_deals is None else args.same_deals


def _dirty() -> bool:
    out = subprocess.run(["git", "-C", HERE, "status", "--porcelain", "--untracked-files=no"], capture_output=True,
                         text=True).stdout
    return bool(out.strip())


def _machine() -> str:
    import platform
    return f"Python {sys.version.split()[0]}, {platform.machine()}, {os.cpu_count()} cores, " \
           f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=300, help="R1 deals per variant")
    parser.add_argument("--sim-deals", type=int, default=300, help="deals of `simulate` (random players); 0: none")
    parser.add_argument("--rulings", type=int, default=2000, help="ruling cases per hand size; 0: none")
    parser.add_argument("--same-deals", type=int, default=None,
                        help="deals of R1 with the same queries on every revision (default: --deals); 0: none")
    parser.add_argument("--variant", action="append", help="a variant id (repeatable); default: every one of spec/")
    parser.add_argument("--against", metavar="REV", help="compare with another commit, interleaved")
    parser.add_argument("--compiled", action="store_true",
                        help="compare the compiled runtime with the pure-Python one, interleaved; with --against: "
                             "this side runs the compiled runtime (else both run the pure one)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON line")
    parser.add_argument("--root", help=argparse.SUPPRESS)  # read before the imports (see checkout.py)
    args = parser.parse_args(argv)
    if args.against:
        return against(args.against, args)
    if args.compiled:
        return compiled_vs_pure(args)
    variants = args.variant or spec_variants()
    results = []
    if not args.json:
        print(f"engine benchmark: R1 and simulate on one core, {_machine()}; the runtime loads as "
              f"{_runtime_line()}")
    for vid in variants:
        f = measure(vid, args.deals, args.sim_deals, args.rulings, _same_deals(args))
        results.append(f)
        if not args.json:
            print(render(f), flush=True)
    if args.json:
        for f in results:
            f["runtime"] = runtime_loaded()
        print(json.dumps(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
