"""Benchmark of the engine: whole deals of random play, and the referee's rulings. Prints figures; asserts nothing.

    .venv/bin/python benchmarks/engine.py [--deals 1000] [--rulings 2000] [--variant classic-2deck]

Goals on one core: at least 300 whole deals per second of random play; follow_ruling and throw_ruling under 50 µs.
Deals are played as matches (seed 1, 2, ...) of four random players, with the invariants checked after each deal;
decisions count every declaration, tribute, burial, lead and follow. Rulings go through the facade
(verifier.engine), on hands made by game.cards() (as a server would keep them), with leads taken from the hand's
own combinations (pairs and tractors where it has them) and throws of two or three parts.
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from verifier import engine  # noqa: E402
from verifier.players import RandomPlayer  # noqa: E402
from verifier.runtime import actions as A  # noqa: E402
from verifier.runtime import ids as I  # noqa: E402
from verifier.runtime.match import play_match  # noqa: E402


def bench_deals(game, deals: int) -> dict:
    played = decisions = matches = violations = 0
    started = time.perf_counter()
    seed = 0
    while played < deals:
        seed += 1
        agents = [RandomPlayer(random.Random(f"player:{seed}:{seat}")) for seat in range(game.rules.players)]
        counts = []

        def on_deal(deal):
            counts.append(deal.stats.decisions)
            nonlocal violations
            violations += len(deal.check_invariants())
        play_match(game.engine, seed, agents, min(50, deals - played), on_deal)
        played += len(counts)
        decisions += sum(counts)
        matches += 1
    elapsed = time.perf_counter() - started
    return {"deals": played, "matches": matches, "seconds": elapsed, "deals_per_second": played / elapsed,
            "decisions_per_second": decisions / elapsed, "decisions_per_deal": decisions / played,
            "violations": violations}


def _median_us(fn, cases, repeat: int = 5) -> float:
    times = []
    for case in cases:
        best = None
        for _ in range(repeat):
            t = time.perf_counter()
            fn(*case)
            dt = time.perf_counter() - t
            best = dt if best is None or dt < best else best
        times.append(best)
    return statistics.median(times) * 1e6


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
        options = A.lead_options(counts[0], order)
        big = [o for o in options if len(o) > 1] or options
        lead = rng.choice(big if rng.random() < 0.7 else options)
        play = A.legal_follow(counts[1], lead, order, A.random_key(rng), rng)
        if play is None:
            continue
        if rng.random() < 0.3:  # some plays at random from the hand: many of them illegal
            play = rng.sample(hands[1], len(lead))
        as_cards = [game.cards(I.to_cards(h)) for h in hands]
        follows.append((as_cards[1], game.cards(I.to_cards(lead)), game.cards(I.to_cards(play)), ctx))
        throw = A.throw_candidate(counts[0], order, rng)
        if throw:
            throws.append((game.cards(I.to_cards(throw)), as_cards[1:], ctx))
    return follows, throws[:count]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--rulings", type=int, default=2000)
    parser.add_argument("--variant", default="classic-2deck")
    args = parser.parse_args(argv)
    game = engine.load(args.variant)
    print(f"engine benchmark: {game.id} ({game.origin}), Python {sys.version.split()[0]}, one process")
    d = bench_deals(game, args.deals)
    print(f"random play: {d['deals']} deals in {d['matches']} matches, {d['seconds']:.2f} s: "
          f"{d['deals_per_second']:.0f} deals/s (goal >= 300), {d['decisions_per_second']:.0f} decisions/s, "
          f"{d['decisions_per_deal']:.0f} decisions a deal; invariant violations: {d['violations']}")
    for size in (25, 39):
        follows, throws = ruling_cases(game, size, args.rulings)
        follow = _median_us(game.follow_ruling, follows)
        legal = sum(game.follow_ruling(*c).legal for c in follows)
        line = f"{size}-card hands: follow_ruling median {follow:.1f} µs ({len(follows)} cases, {legal} legal)"
        if game.rules.throw and throws:
            throw = _median_us(game.throw_ruling, throws)
            failed = sum(not game.throw_ruling(*c).legal for c in throws)
            line += f"; throw_ruling median {throw:.1f} µs ({len(throws)} cases, {failed} failed)"
        print(line + " (goal < 50 µs)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
