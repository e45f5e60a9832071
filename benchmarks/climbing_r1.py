"""R1 for the climbing family: the rows benchmarks/engine.py prints for Gouji and Baohuang.

R1, the fixed random policy, carried over to the climbing games: in the play, every decision is uniform among the
legal actions the engine lists (a lead among every set the hand may lead; an answer among the sets that beat the
standing one, with the pass and the defer where they are allowed; a burn among the burns and declining), so that any
climbing engine can be driven the same way; the decisions before the play (calling the emperor, revolution, tribute)
are the project's random player's, with R1's generator, as R1 leaves bidding to it in the trick-taking games. Deals
are played as `simulate` plays them (matches of four deals with tribute between them, the referee ruling on every
action); the legal-move queries are `deal.legal()` in the play, timed apart for leads and for answers.
"""
from __future__ import annotations

import hashlib
import json
import random
import statistics
import time

DEALS_PER_MATCH = 4


class ClimbingR1:
    """The fixed random policy; `times` collects the legal-move queries (seconds) by kind."""

    name = "R1"

    def __init__(self, rng: random.Random, times: dict):
        from checkout import module
        RandomPlayer = module("play.climbing.players", "play.climbing_players").RandomPlayer
        self.rng, self.times = rng, times
        self.before_play = RandomPlayer(rng)

    def act(self, deal, seat: int):
        if deal.phase != "play":
            return self.before_play.act(deal, seat)
        kind = "lead" if deal.mode() == "lead" else "answer"
        start = time.perf_counter()
        legal = deal.legal()
        self.times[kind].append(time.perf_counter() - start)
        return self.rng.choice(legal)


def bench_r1(game, deals: int) -> dict:
    """Whole deals under R1 (matches of seed 1, 2, ...), every action ruled, the invariants of `simulate` checked."""
    from checkout import module
    from verifier.runtime.climbing.match import Illegal, Unending, play_match
    deal_violations = module("play.climbing.simulate", "play.climbing_simulate").deal_violations

    times = {"lead": [], "answer": []}
    played = decisions = violations = 0
    digest = hashlib.sha256()
    seed = 0
    cpu = 0.0  # of the matches only, not of the digest
    started = time.perf_counter()
    while played < deals:
        seed += 1
        agents = [ClimbingR1(random.Random(f"climbing-R1:{seed}:{seat}"), times) for seat in range(game.rules.players)]
        count = min(DEALS_PER_MATCH, deals - played)
        lost = []

        def on_deal(deal, entry):
            if deal.cards_in_play() != len(deal.order):
                lost.append(entry["number"])

        cpu -= time.process_time()
        try:
            record = play_match(game.table, seed, agents, count, on_deal)
        except (Illegal, Unending):
            cpu += time.process_time()
            violations += 1
            played += count
            continue
        cpu += time.process_time()
        violations += len(lost)
        for entry in record["deals"]:
            violations += len(deal_violations(game.rules, entry))
            decisions += len(entry["actions"])
            digest.update(json.dumps([entry["deck"], entry["actions"]], ensure_ascii=False).encode())
        played += len(record["deals"])
    elapsed = time.perf_counter() - started
    queries = sum(sum(v) for v in times.values())
    med = {k: statistics.median(v) * 1e6 if v else None for k, v in times.items()}
    return {"family": "climbing", "deals": played, "seconds": cpu, "deals_per_second": played / cpu,
            "decisions_per_second": decisions / cpu, "query_share": queries / elapsed,
            "lead_us": med["lead"], "answer_us": med["answer"], "violations": violations,
            "digest": digest.hexdigest()[:16]}


def bench_simulate(game, deals: int) -> dict:
    """The climbing `simulate` with its random players, in this process."""
    from checkout import module
    simulate = module("play.climbing.simulate", "play.climbing_simulate").simulate
    cpu = time.process_time()
    stats = simulate(game, deals, seed=1, players=("random",))
    return {"sim_deals_per_second": stats["deals"] / (time.process_time() - cpu)}


def measure(game, deals: int, sim_deals: int) -> dict:
    figures = {"variant": game.id}
    figures.update(bench_r1(game, deals))
    if sim_deals:
        figures.update(bench_simulate(game, sim_deals))
    return figures


def render(f: dict, fmt) -> str:
    line = (f"{f['variant']}: R1 {f['deals']} deals in {f['seconds']:.2f} s of CPU: {f['deals_per_second']:.0f} "
            f"deals/s, {f['decisions_per_second']:.0f} decisions/s; legal-move queries (median µs): lead (every "
            f"lead) {fmt(f['lead_us'])}, answer (the beats) {fmt(f['answer_us'])}; {100 * f['query_share']:.0f}% of "
            f"the wall time in them; invariant violations: {f['violations']}")
    if "sim_deals_per_second" in f:
        line += f"\n  simulate (random players): {f['sim_deals_per_second']:.0f} deals/s"
    return line
