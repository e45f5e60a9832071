"""`verifier play` for a trick-taking variant: a person at the terminal (`HumanPlayer`) against runtime players.

The hand is shown sorted in the trump context and typed in card notation; every play is ruled by the engine, and a
rejected one is explained with the rule (file:line); `hint` asks the search player for a lead or a follow (its top
moves with their estimated values) and the greedy player for the other decisions. A search player among the opponents
shows the time it took for each of its moves.
"""
from __future__ import annotations

import json
import random

from ...runtime.cards import SUITS, CardError, parse_cards
from ...runtime.trick import ids as I
from ...runtime.trick.game import Deal
from ...runtime.trick.state import Illegal
from ...runtime.trick.match import match_result, play_match
from ...runtime.trick.play.follow import follow_ids
from ...runtime.trick.play.throw import throw_ids
from ..citations import cited
from ..search.budget import Budget
from .players import GreedyPlayer, make
from .search import SearchPlayer

HINT_BUDGET = Budget()  # the hint's search: the default budget (about 0.15 s of CPU)


class HumanPlayer:
    """A person at the terminal: the hand sorted in the trump context, card notation, rejected plays explained."""

    name = "you"

    def __init__(self, read=input, write=print):
        self.read, self.write = read, write

    def _hand(self, deal: Deal, seat: int) -> str:
        return " ".join(I.names(deal.hand_ids(seat)))

    HELP = ("Type cards in card notation, rank then suit, separated by spaces: 10H KS KS SJ BJ (the order does not "
            "matter).\n  hint   the search player's choice here, with its top moves and their values\n  help   this text\n  quit   end the "
            "match (the record is still written with --record)")

    def _ask(self, prompt: str) -> str:
        """A line typed at a prompt; `quit` ends the match and `help` is answered at every prompt."""
        while True:
            try:
                answer = self.read(prompt).strip()
            except EOFError:
                raise SystemExit(0)
            if answer.lower() in ("quit", "exit", "q"):
                raise SystemExit(0)
            if answer.lower() not in ("help", "?"):
                return answer
            self.write("  " + self.HELP)

    def _cards(self, prompt: str, deal: Deal | None = None, seat: int = 0, hint=None) -> list[int]:
        while True:
            text = self._ask(prompt)
            if text.lower() == "hint":
                if hint is None:
                    self.write("  no hint here; `help` says what to type")
                else:
                    self.write(f"  hint: {' '.join(I.names(hint()))}")  # (a search writes its reasons first)
                continue
            try:
                return I.ids(parse_cards(text))
            except CardError as exc:
                self.write(f"  {exc.message}" + (f" ({exc.hint})" if exc.hint else "") + "; `help` for help")

    def declare(self, deal: Deal, seat: int):
        total = deal.n * deal.rules.hand
        if deal.dealt < total and deal.dealt % deal.n and I.SUIT_OF[deal.deck[deal.dealt - 1]] is not None \
                and I.RANK_OF[deal.deck[deal.dealt - 1]] != deal.level:
            return None
        options = deal.declaration_options(seat)
        if not options:
            return None
        self.write(f"\nYour cards so far ({deal.dealt}/{total} dealt): {self._hand(deal, seat)}")
        seen = deal.seen_standing(seat)  # none while declarations are face down
        if seen:
            self.write(f"Standing declaration: player {seen.player} showed {' '.join(I.names(seen.cards))}")
        for n, (cards, suit) in enumerate(options, 1):
            self.write(f"  {n}: show {' '.join(I.names(cards))}" + (f", naming {suit}" if suit else ""))
        answer = self._ask("Declare? number, or Enter to pass: ")
        if answer.isdigit() and 1 <= int(answer) <= len(options):
            return options[int(answer) - 1]
        return None

    def rebury(self, deal: Deal, seat: int):
        options = deal.rebury_options(seat)
        if not options:
            return None
        self.write(f"\nThe declarer buried the kitty: {' '.join(I.names(deal.buried))}. You may bury jokers into it "
                   f"and pick up as many of its smallest cards without points (扣王). Your hand: {self._hand(deal, seat)}")
        for n, (jokers, picked) in enumerate(options, 1):
            self.write(f"  {n}: bury {' '.join(I.names(jokers))}, pick up {' '.join(I.names(picked))}")
        answer = self._ask("Bury jokers? number, or Enter to pass: ")
        if answer.isdigit() and 1 <= int(answer) <= len(options):
            return options[int(answer) - 1]
        return None

    def kitty_overcall(self, deal: Deal, seat: int):
        options = deal.kitty_overcall_options(seat)
        if not options:
            return None
        self.write(f"\nThe kitty is buried; player {deal.burier} buried it last. Standing declaration: "
                   + (f"player {deal.standing.player} showed {' '.join(I.names(deal.standing.cards))}"
                      if deal.standing else "none") + f". Your hand: {self._hand(deal, seat)}")
        for n, (cards, suit) in enumerate(options, 1):
            self.write(f"  {n}: overcall the kitty with {' '.join(I.names(cards))}" + (f", naming {suit}" if suit
                                                                                      else ""))
        answer = self._ask("Overcall the kitty (反底)? number, or Enter to pass: ")
        if answer.isdigit() and 1 <= int(answer) <= len(options):
            return options[int(answer) - 1]
        return None

    def call_friend(self, deal: Deal, seat: int):
        self.write(f"\nCall your friend: a card and which copy of it played makes its player your friend. Hand: "
                   f"{self._hand(deal, seat)}")
        advisor = GreedyPlayer(random.Random(f"hint:{deal.number}:call"))
        while True:
            cards = self._cards("Card to call: ", deal, seat, lambda: [advisor.call_friend(deal, seat)[0]])
            answer = self._ask("Which copy played (1, 2, ...): ")
            if len(cards) != 1 or not answer.isdigit():
                self.write("  rejected: one card, then a number")
                continue
            why = deal.call_allowed(seat, cards[0], int(answer))
            if why is None:
                return cards[0], int(answer)
            self.write(f"  rejected: {why} [{cited(deal.ref('friends'))}]")

    def transfer_levels(self, deal: Deal, seat: int, count: int, same, others):
        self.write(f"\nA mandatory level stopped your rise: {count} level(s) left over (级数不浪费). Raise a player of "
                   f"your side ({', '.join(map(str, same)) or 'none'}) or lower one of the other side "
                   f"({', '.join(map(str, others))}) [{cited(deal.ref('friends'))}]")
        while True:
            words = self._ask("For each level: player up|down (e.g. `3 down 4 down`), or Enter to keep them: ").split()
            if len(words) % 2 == 0 and all(w.isdigit() for w in words[::2]) and \
                    all(w in ("up", "down") for w in words[1::2]) and len(words) // 2 <= count:
                return [[int(words[i]), words[i + 1]] for i in range(0, len(words), 2)]
            self.write(f"  rejected: at most {count} pairs of a player and up or down")

    def accept_levels(self, deal: Deal, seat: int, giver: int, count: int) -> bool:
        answer = self._ask(f"\nPlayer {giver} gives you {count} level(s) left over (级数不浪费): accept? [Y/n] ")
        return answer.lower() not in ("n", "no")

    def name_demoted(self, deal: Deal, seat: int, count: int, candidates):
        self.write(f"\nKitty demotion (抠底降级): name who loses each of {count} level(s), among players "
                   f"{', '.join(map(str, candidates))} [{cited(deal.ref('kitty demotion ' + deal.level))}]")
        while True:
            answer = self._ask(f"{count} player number(s), separated by spaces: ").split()
            if len(answer) == count and all(a.isdigit() and int(a) in candidates for a in answer):
                return [int(a) for a in answer]
            self.write(f"  rejected: {count} of {', '.join(map(str, candidates))}")

    def give_spoils(self, deal: Deal, seat: int, spoils: int, receivers):
        others = [r for r in receivers if r != seat]
        self.write(f"\nYou kept the kitty (保底): give out the spoils (战利品), {spoils} level(s), between you and "
                   f"player {others[0] if others else seat} [{cited(deal.ref('friends'))}]")
        while True:
            answer = self._ask(f"Levels you keep (0..{spoils}): ")
            if answer.isdigit() and int(answer) <= spoils:
                kept = int(answer)
                return [seat] * kept + [others[0] if others else seat] * (spoils - kept)
            self.write(f"  rejected: a number from 0 to {spoils}")

    def exchange(self, deal: Deal, seat: int, count: int, receiver: int):
        self.write(f"\nThe exchange: give {count} card(s) to player {receiver}. Trump: {deal.trump}. Hand: "
                   f"{self._hand(deal, seat)}")
        while True:
            cards = self._cards(f"Give {count} cards: ")
            why = deal.exchange_refusal(seat, cards, count)
            if why is None:
                return cards
            self.write(f"  rejected: {why} [{cited(deal.ref('exchange'))}]")

    def tribute_return(self, deal: Deal, seat: int, count: int):
        self.write(f"\nYou received a tribute; return {count} side card(s) without points. Hand: "
                   f"{self._hand(deal, seat)}")
        return self._cards("Return: ")

    def bid(self, deal: Deal, seat: int):
        options = deal.bid_options(seat)
        shown = f" The kitty shows {' '.join(I.names(deal.revealed))}." if deal.revealed else ""
        standing = f"Standing bid: {deal.bid} by player {deal.bidder}." if deal.bid is not None else "No bid yet."
        self.write(f"\nThe bidding (竞标): the attackers' target.{shown} {standing} Your hand: {self._hand(deal, seat)}")
        while True:
            answer = self._ask(f"Bid ({options[0]}..{options[-1]}), or Enter to pass: " if options else
                               "Enter to pass: ")
            bid = int(answer) if answer.isdigit() else None
            try:
                deal.judge_bid(seat, bid)
                return bid
            except Illegal as exc:
                self.write(f"  rejected: {exc.reason}" + (f" [{cited(exc.rule)}]" if exc.rule else ""))

    def name_trump(self, deal: Deal, seat: int):
        self.write(f"\nYou won the bidding at {deal.bid}: name the trump suit. Hand: {self._hand(deal, seat)}")
        while True:
            answer = self._ask("Trump suit (S, H, C or D): ").upper()
            if answer in SUITS:
                return answer
            self.write(f"  rejected: one of S, H, C, D [{cited(deal.ref('bidding'))}]")

    def bury(self, deal: Deal, seat: int):
        if deal.phase == "kitty-overcall":
            self.write(f"\nYou overcalled the kitty: it is yours to bury again. Trump: {deal.trump}. The kitty was "
                       f"{' '.join(I.names(deal.buried))}.")
        else:
            self.write(f"\nYou are the declarer. Trump: {deal.trump}. The kitty was {' '.join(I.names(deal.kitty))}.")
        while True:
            self.write(f"Hand: {self._hand(deal, seat)}")
            advisor = GreedyPlayer(random.Random(f"hint:{deal.number}:bury"))
            cards = self._cards(f"Bury {deal.bury_size()} cards: ", deal, seat, lambda: advisor.bury(deal, seat))
            try:
                deal.judge_bury(seat, cards)
                return cards
            except Illegal as exc:
                self.write(f"  rejected: {exc.reason}" + (f" [{cited(exc.rule)}]" if exc.rule else ""))

    def _hint(self, deal: Deal, seat: int, lead: bool):
        def hint():
            adviser = SearchPlayer(random.Random(f"hint:{deal.number}:{len(deal.tricks)}"), HINT_BUDGET)
            result = adviser.analyse(deal, seat)
            if len(result.choices) > 1:
                self.write(f"  the search player's top moves ({result.iterations} playouts, {result.seconds:.2f} s of "
                           f"CPU; value: levels for your side, with a share of the points):")
                for choice in result.choices[:3]:
                    self.write(f"    {' '.join(I.names(choice.action)):<24} value {choice.value:+.2f}  "
                               f"({choice.visits} playouts)")
            return list(result.best)
        return hint

    def lead(self, deal: Deal, seat: int):
        self._show_table(deal, seat)
        while True:
            cards = self._cards("Lead: ", deal, seat, self._hint(deal, seat, lead=True))
            hand = deal.hands[seat]
            counts = I.counts(cards)
            if not cards or any(counts[c] > hand[c] for c in cards):
                self.write(f"  rejected: not in your hand [{cited(deal.ref('hand'))}]")
                continue
            from ...runtime.trick.combos import kind_of_ids
            kind = kind_of_ids(cards, deal.order)
            if kind is None:
                self.write(f"  rejected: a lead is of one suit, or of trumps only [{cited(deal.ref('follow'))}]")
                continue
            if kind == "throw" and not deal.rules.throw:
                self.write(f"  rejected: not one combination, and the variant has no throws [{cited(deal.ref('follow'))}]")
                continue
            if kind == "throw":
                closed = deal.throw_closed(cards)
                if closed:
                    self.write(f"  rejected: {closed} [{cited(deal.ref('throw'))}]")
                    continue
                stands, reason, forced = throw_ids(cards, deal.others(seat), deal.order)
                if not stands:
                    self.write(f"  Your throw {' '.join(I.names(cards))} fails: {reason}. The rules make you play "
                               f"{' '.join(I.names(forced))} instead [{cited(deal.ref('throw'))}]")
            return cards

    def follow(self, deal: Deal, seat: int):
        self._show_table(deal, seat)
        lead = deal.current[0][1]
        while True:
            cards = self._cards("Play: ", deal, seat, self._hint(deal, seat, lead=False))
            ruling = follow_ids(deal.hands[seat], lead, cards, deal.order)
            if ruling.legal:
                return cards
            self.write(f"  rejected: {ruling.reason}" + (f" [{cited(ruling.rule)}]" if ruling.rule else ""))

    def _who(self, deal: Deal, player: int, seat: int) -> str:
        if player == seat:
            return "you"
        if not deal.friends and not deal.alone and deal.same_side(player, seat):
            return f"player {player} (your partner)"
        return f"player {player}"

    def _announce(self, deal: Deal, seat: int) -> None:
        """Once a deal, before its first trick: who declared and with what, the declarer, who took the kitty."""
        if getattr(self, "_announced", None) == deal.number:
            return
        self._announced = deal.number
        for d in deal.declarations:
            self.write(f"{self._who(deal, d.player, seat).capitalize()} declared with {' '.join(I.names(d.cards))}"
                       + (f", naming {d.chosen}" if d.chosen else "") + f" (after {d.after} cards dealt).")
        if deal.fallback:
            self.write(f"Nobody declared: {deal.fallback}.")
        self.write(f"Trump {deal.trump}, level {deal.level}. The declarer is {self._who(deal, deal.declarer, seat)}.")
        if deal.kitty:
            self.write(f"{self._who(deal, deal.declarer, seat).capitalize()} took the kitty "
                       f"({len(deal.kitty)} cards) and buried {len(deal.declarer_buried)}.")
        for made in deal.kitty_overcalls:
            self.write(f"{self._who(deal, made['player'], seat).capitalize()} overcalled the kitty with "
                       f"{' '.join(made['cards'])}, took it and buried again.")
        if deal.friends:
            self.write("Finding friends: there is no fixed partner.")
            if deal.call is not None:
                card, nth = deal.call
                self.write(f"The declarer calls the {_ordinal(nth)} {I.NAMES[card]} played: whoever plays it is the "
                           f"declarer's friend (the declarer alone, if the declarer plays it or nobody does).")

    def _points(self, deal: Deal, seat: int) -> str:
        """The running count: points won in tricks so far, by side where the sides are known."""
        if deal.friends and not deal.friend_found:
            won = ", ".join(f"{self._who(deal, p, seat)} {deal.points[p]}" for p in range(deal.n) if deal.points[p])
            return f"Points won so far: {won or 'none'} (the friend is not known yet)"
        attackers = sum(deal.points[p] for p in range(deal.n) if not deal.same_side(p, deal.declarer))
        side = "your side" if not deal.same_side(seat, deal.declarer) else "the other side"
        return f"Points won so far by the attackers ({side}): {attackers}"

    def _show_table(self, deal: Deal, seat: int):
        self.write("")
        self._announce(deal, seat)
        if deal.friends and deal.friend_found and getattr(self, "_friend_told", None) != deal.number:
            self._friend_told = deal.number
            self.write(f"The called card was played in trick {deal.friend_trick}: " +
                       (f"{self._who(deal, deal.friend, seat)} is the declarer's friend." if deal.friend is not None
                        else "the declarer played it, and plays alone."))
        if deal.tricks and (deal.number, len(deal.tricks)) != getattr(self, "_shown", None):
            self._shown = (deal.number, len(deal.tricks))
            last = deal.tricks[-1]
            plays = "; ".join(f"player {p['player']}: {' '.join(p['cards'])}" +
                              (f" (throw {' '.join(p['attempted'])} failed)" if p.get("attempted") else "")
                              for p in last["plays"])
            self.write(f"Last trick: {plays} -> player {last['winner']} wins {last['points']} point(s)")
        if deal.current:
            for who, cards in deal.current:
                self.write(f"  player {who}: {' '.join(I.names(cards))}")
        if deal.tricks:
            self.write(self._points(deal, seat))
        self.write(f"Trick {len(deal.tricks) + 1}, trump {deal.trump}, level {deal.level}. Your hand: "
                   f"{self._hand(deal, seat)}")


def _ordinal(n: int) -> str:
    return {1: "first", 2: "second", 3: "third"}.get(n, f"{n}th")


class Timed:
    """An opponent whose searched moves are shown with the time they took (a search player keeps its last search
    in `last`)."""

    def __init__(self, agent, seat: int, write):
        self.agent, self.seat, self.write = agent, seat, write

    def __getattr__(self, name):
        return getattr(self.agent, name)

    def _shown(self, cards):
        result = getattr(self.agent, "last", None)
        if result is not None:
            self.write(f"  (player {self.seat} searched {result.seconds:.2f} s of CPU, {result.iterations} playouts, "
                       f"for {' '.join(I.names(cards))})")
        return cards

    def lead(self, deal, seat):
        return self._shown(self.agent.lead(deal, seat))

    def follow(self, deal, seat):
        return self._shown(self.agent.follow(deal, seat))


def run_play(args, game, read=input, write=print, make_agent=make) -> int:
    """`verifier play` for a trick-taking variant: you are seat 0, the other seats are runtime players (built by
    `make_agent(kind, rng)`); in a game of two fixed teams your partner sits opposite."""
    seed = args.seed if args.seed is not None else random.randrange(10 ** 6)
    n = game.rules.players
    agents = [HumanPlayer(read, write)] + [Timed(make_agent(args.opponents, random.Random(f"player:{seed}:{seat}")),
                                                 seat, write) for seat in range(1, n)]
    title = dict(game.rules.title).get("en") or game.id
    teams = game.rules.teams
    partner = ("there is no fixed partner: the declarer calls a card, and its player becomes the friend"
               if teams == "friends" else "the declarer plays alone against the others" if teams == "declarer-alone"
               else f"your partner is player {n // 2}")
    write(f"{title} ({game.id}), seed {seed}. You are player 0; {partner}. Cards are written rank then suit: "
          f"10H KS SJ BJ. Type `help` at any prompt; `quit` (or Ctrl-D) ends the match.")

    played: dict = {}  # the match's result after the last deal played in full, for a record cut short by `quit`

    def on_deal(deal):
        played["result"] = match_result(deal.match, deal.number)
        r = deal.result
        s = r["settlement"]
        stake = f" Stake x{r['stake']}." if r.get("stake", 1) > 1 else ""
        write(f"\nDeal {deal.number} over: the attackers have {r['attacker_points']} points "
              f"(kitty bonus {r['kitty_bonus']}). {s['side'] or ''} {s['kind']} {s['levels']:+d} "
              f"[{cited(s['rule'])}]. Levels: team 0 {r['levels'][0]}, team 1 {r['levels'][1]}.{stake}")

    record: dict = {}  # filled as the match goes, so that quitting early still leaves the deals played
    try:
        play_match(game.engine, seed, agents, None, on_deal, names=["you"] + [args.opponents] * (n - 1),
                   into=record)
    except SystemExit:
        record["unfinished"] = True
        if "result" in played:
            record["result"] = played["result"]
        write(f"\nbye: {len(record.get('deals') or [])} deal(s) played in full.")
    else:
        result = record["result"]
        write(f"\nThe match is over after {result['deals']} deal(s): team {result['winner']} wins.")
    if args.record:
        try:
            with open(args.record, "w", encoding="utf-8") as handle:
                json.dump(record, handle, ensure_ascii=False)
        except OSError as exc:
            write(f"verifier: play: cannot write {args.record}: {exc.strerror or exc}")
            return 2
        write(f"The record is in {args.record} (`verifier judge {args.record}` replays it).")
    return 0
