"""`verifier play` for a climbing variant: you are seat 0, the other seats are runtime players. Every action you type
is ruled by the engine; an illegal one is answered with the reason and the rule, and you try again. `hint` lists the
legal actions and, in the play, the search player's top moves with their values; `help` says what to type, `quit`
ends the match (the deals played in full are still recorded with --record, the record marked unfinished); a search
player among the opponents shows the time each of its moves took."""
from __future__ import annotations

import json
import random

from ...runtime.climbing import actions as A
from ...runtime.climbing.sets import SetError
from ..citations import cited
from ..search.budget import Budget
from .players import make, player_rng
from .search import SearchPlayer
from .words import HELP, describe, parse

HINT_BUDGET = Budget(100)

COMMANDS = ("  hint   the legal actions and the search player's top moves\n  help   this text\n  quit   end the match (with "
            "--record the deals played in full are written, marked unfinished)")


class Quit(Exception):
    """The person typed `quit` (or closed the input)."""


class HumanPlayer:
    def __init__(self, read, write):
        self.read, self.write = read, write

    def act(self, deal, seat: int) -> A.Action:
        mode = deal.mode()
        self._show(deal, seat, mode)
        while True:
            try:
                line = self.read(f"[{mode}] > ").strip()
            except EOFError:
                raise Quit() from None
            word = line.lower()
            if word in ("quit", "exit", "q"):
                raise Quit()
            if word in ("help", "?"):
                self.write(f"  {HELP.get(mode, '')}\n{COMMANDS}")
                continue
            if word == "hint":
                self.write("  legal: " + ", ".join(describe(deal, a) for a in deal.legal()[:30]))
                self._hint(deal, seat)
                continue
            try:
                action = parse(deal, mode, line)
            except SetError as error:
                self.write(f"  not legal: {error.message} [{cited(error.rule)}]")
                continue
            if action is None:
                self.write(f"  {HELP.get(mode, '?')}; `help` for help")
                continue
            ruling = deal.ruling(seat, action)
            if ruling.legal:
                return action
            self.write(f"  not legal: {ruling.reason} [{cited(ruling.rule)}]")

    def _hint(self, deal, seat: int) -> None:
        result = SearchPlayer(random.Random(f"hint:{len(deal.log)}"), HINT_BUDGET).analyse(deal, seat)
        if result is None:
            return
        worth = "your settlement against the others', in hands of cards" if getattr(deal, "shaped", False) \
            else "your settlement against the others' and your place"
        self.write(f"  the search player's top moves ({result.iterations} playouts, {result.seconds:.2f} s of CPU; "
                   f"value: {worth}):")
        for choice in result.choices[:3]:
            self.write(f"    {describe(deal, choice.action):<24} value {choice.value:+.2f}  ({choice.visits} playouts)")

    def _show(self, deal, seat: int, mode: str) -> None:
        ranks = deal.t.ranks
        if deal.phase == "play":
            play = deal.play
            self.write(f"\nYour hand ({play.left[seat]}): {ranks.format_counts(play.hands[seat])}")
            counts = ", ".join(f"{s}: {play.public_count(s)}" for s in range(len(play.hands))
                               if s != seat and play.public_count(s) is not None)
            if counts:
                self.write(f"Cards shown (报牌): {counts}")
            if play.standing is not None:
                self.write(f"Standing: {ranks.format(play.standing)} by seat {play._player}")
        else:
            shaped_or_dealt = deal.phase != "tribute" or getattr(deal, "shaped", False)  # (shaped: cards with suits)
            self.write(f"\nYour cards: {' '.join(sorted(deal.cards[seat]))}" if shaped_or_dealt else
                       f"\nYour hand: {ranks.format_counts(deal.tribute.hands[seat])}")
        self.write(HELP.get(mode, "") + "; `hint`, `help`, `quit`")


class Timed:
    """An opponent whose searched moves are shown with the time they took."""

    def __init__(self, agent, seat: int, write):
        self.agent, self.seat, self.write = agent, seat, write

    def act(self, deal, seat: int) -> A.Action:
        action = self.agent.act(deal, seat)
        result = getattr(self.agent, "last", None)
        if result is not None and deal.phase == "play":
            self.write(f"  (seat {self.seat} searched {result.seconds:.2f} s of CPU, {result.iterations} playouts, "
                       f"for {describe(deal, action)})")
        return action


def _cards_words(game) -> str:
    if game.shapes is None:
        return "Cards are ranks without suits (BJ SJ 2 A K … 3)."
    order = " ".join(reversed(game.shapes.names))
    if game.shapes.suited:
        return (f"Cards are ranks ({order}) with suits (S H C D: 3D, 10S); a play may name its kind "
                "(`… as plane`).")
    return f"Cards are ranks without suits ({order}); a play may name its kind (`… as plane`)."


def run_play(args, game, read=input, write=print, make_agent=make) -> int:
    seed = args.seed if args.seed is not None else random.randrange(10 ** 6)
    n = game.rules.players
    agents = [HumanPlayer(read, write)] + [Timed(make_agent(args.opponents, player_rng(seed, s)), s, write)
                                           for s in range(1, n)]
    title = dict(game.rules.title).get("en") or game.id
    write(f"{title} ({game.id}), seed {seed}. You are seat 0 of {n}; play goes 0, 1, 2, … "
          f"{_cards_words(game)} Type `help` at any prompt; `quit` (or Ctrl-D) ends the match.")

    def on_deal(deal, entry):
        r = entry["result"]
        s = r["settlement"]
        write(f"\nDeal {entry['number']} over: places {r['places']} (first out first); roles {r['roles']}; "
              f"scores {s['seats']} [{cited(s['rule'])}]")

    record: dict = {}  # filled as the match goes, so that quitting still leaves the deals played in full
    try:
        game.play_match(seed, agents, deals=4, on_deal=on_deal, names=["you"] + [args.opponents] * (n - 1),
                        into=record)
    except Quit:
        record["unfinished"] = True
        write(f"\nbye: {len(record.get('deals') or [])} deal(s) played in full.")
    else:
        write(f"\nMatch over: totals {record['totals']}")
    if getattr(args, "record", None):
        try:
            with open(args.record, "w", encoding="utf-8") as handle:
                json.dump(record, handle, ensure_ascii=False, indent=1)
        except OSError as exc:
            write(f"verifier: play: cannot write {args.record}: {exc.strerror or exc}")
            return 2
        write(f"The record is in {args.record} (`verifier judge {args.record}` replays it).")
    return 0
