"""`verifier play` for a climbing variant: you are seat 0, the other seats are runtime players. Every action you type
is ruled by the engine; an illegal one is answered with the reason and the rule, and you try again. `hint` lists the
legal actions and, in the play, the search player's top moves with their values; a search player among the opponents
shows the time each of its moves took."""
from __future__ import annotations

import json
import random

from ...runtime.climbing import actions as A
from ...runtime.climbing.sets import SetError
from ..records import located
from ..search.budget import Budget
from .players import make, player_rng
from .search import SearchPlayer

HINT_BUDGET = Budget(100)

HELP = {
    "lead": "type a set (e.g. `SJ 9 9 9`), or `hint`",
    "answer": "type a set that beats it, `pass`, `defer` where allowed, or `hint`",
    "second": "type a set that beats it, or `pass`",
    "burn": "type `burn` and a set to burn the gouji set, or `decline`",
    "call": "`call CARD` (e.g. `call 9S`, `call SJ`), `pass`, or `seize`",
    "seize": "`seize` the marked card before its holder calls (抢庄), or `decline`",
    "forced": "`call CARD`: you hold exactly the forced number of one card",
    "guard": "`open` or `hidden`",
    "revolution": "`revolt` (fold this hand) or `keep`",
    "chances": "`keep` your 够死级 chances (your gouji sets answered by burns only) or `decline` them (无头)",
    "tribute": "`return RANK` (e.g. `return 3`), or `accept` / `refuse` a returned card; as the last, `keep` "
               "giving as the last or `swap` with your teammate the second-last",
}


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
                raise SystemExit(0) from None
            if line in ("hint", "?"):
                self.write("  legal: " + ", ".join(_words(deal, a) for a in deal.legal()[:30]))
                self._hint(deal, seat)
                continue
            try:
                action = _parse(deal, mode, line)
            except SetError as error:
                self.write(f"  not legal: {error.message} [{error.rule}]")
                continue
            if action is None:
                self.write("  " + HELP.get(mode, "?"))
                continue
            ruling = deal.ruling(seat, action)
            if ruling.legal:
                return action
            self.write(f"  not legal: {ruling.reason} [{ruling.rule}]")

    def _hint(self, deal, seat: int) -> None:
        result = SearchPlayer(random.Random(f"hint:{len(deal.log)}"), HINT_BUDGET).analyse(deal, seat)
        if result is None:
            return
        self.write(f"  the search player's top moves ({result.iterations} playouts, {result.seconds:.2f} s of CPU; "
                   f"value: your settlement against the others' and your place):")
        for choice in result.choices[:3]:
            self.write(f"    {_words(deal, choice.action):<24} value {choice.value:+.2f}  ({choice.visits} playouts)")

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
            self.write(f"\nYour cards: {' '.join(sorted(deal.cards[seat]))}" if deal.phase != "tribute" else
                       f"\nYour hand: {ranks.format_counts(deal.tribute.hands[seat])}")
        self.write(HELP.get(mode, ""))


def _words(deal, action: A.Action) -> str:
    if action.set is not None:
        return ("burn " if action.kind == A.BURN else "") + deal.t.ranks.format(action.set)
    if action.card is not None:
        return f"call {action.card}"
    if action.rank is not None:
        return f"return {deal.t.ranks.names[action.rank]}"
    return action.kind


def _parse(deal, mode: str, line: str) -> A.Action | None:
    word, _, rest = line.partition(" ")
    word = word.lower()
    if not line:
        return None
    if mode == "burn":
        if word in ("decline", "pass"):
            return A.Action(A.DECLINE)
        return A.Action(A.BURN, deal.t.ranks.parse(rest if word == "burn" else line))
    if mode == "seize":
        return {"seize": A.Action(A.SEIZE), "decline": A.Action(A.DECLINE), "pass": A.Action(A.DECLINE)}.get(word)
    if mode == "chances":
        return {"keep": A.Action(A.KEEP), "decline": A.Action(A.DECLINE)}.get(word)
    if mode in ("call", "forced"):
        if word == "call" and rest:
            return A.Action(A.CALL, card=rest.strip().upper())
        return {"pass": A.Action(A.PASS_CALL), "seize": A.Action(A.SEIZE)}.get(word)
    if mode == "guard":
        return {"open": A.Action(A.OPEN), "hidden": A.Action(A.HIDDEN)}.get(word)
    if mode == "revolution":
        return {"revolt": A.Action(A.REVOLT), "keep": A.Action(A.KEEP)}.get(word)
    if mode == "tribute":
        if word == "return" and rest:
            return A.Action(A.RETURN, rank=deal.t.ranks.rank_of(rest.strip()))
        return {"accept": A.Action(A.ACCEPT), "refuse": A.Action(A.REFUSE), "keep": A.Action(A.KEEP),
                "swap": A.Action(A.SWAP)}.get(word)
    if word in ("pass", "defer"):
        return A.Action(word)
    return A.Action(A.PLAY, deal.t.ranks.parse(line))


class Timed:
    """An opponent whose searched moves are shown with the time they took."""

    def __init__(self, agent, seat: int, write):
        self.agent, self.seat, self.write = agent, seat, write

    def act(self, deal, seat: int) -> A.Action:
        action = self.agent.act(deal, seat)
        result = getattr(self.agent, "last", None)
        if result is not None and deal.phase == "play":
            self.write(f"  (seat {self.seat} searched {result.seconds:.2f} s of CPU, {result.iterations} playouts, "
                       f"for {_words(deal, action)})")
        return action


def run_play(args, game, read=input, write=print, make_agent=make) -> int:
    seed = args.seed if args.seed is not None else random.randrange(10 ** 6)
    n = game.rules.players
    agents = [HumanPlayer(read, write)] + [Timed(make_agent(args.opponents, player_rng(seed, s)), s, write)
                                           for s in range(1, n)]
    title = dict(game.rules.title).get("en") or game.id
    write(f"{title} ({game.id}), seed {seed}. You are seat 0 of {n}; play goes 0, 1, 2, … "
          f"Cards are ranks without suits (BJ SJ 2 A K … 3); Ctrl-D quits.")

    def on_deal(deal, entry):
        r = entry["result"]
        s = r["settlement"]
        write(f"\nDeal {entry['number']} over: places {r['places']} (first out first); roles {r['roles']}; "
              f"scores {s['seats']} [{located(game.rules, s['rule'])}]")

    try:
        record = game.play_match(seed, agents, deals=4, on_deal=on_deal, names=["you"] + [args.opponents] * (n - 1))
    except SystemExit:
        write("\nbye")
        return 0
    if getattr(args, "record", None):
        with open(args.record, "w", encoding="utf-8") as handle:
            json.dump(record, handle, ensure_ascii=False, indent=1)
    write(f"\nMatch over: totals {record['totals']}")
    return 0
