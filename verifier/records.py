"""Game records: a whole match as JSON (schema: verifier/record.schema.json), and the judge that replays one.

A record holds the seed, and for every deal the deck in deal order (the decks dealt again first, under `redeals`),
the decisions (declarations, the tribute returned, the cards exchanged, the buried cards, the kitty overcalls with the cards buried again,
every play, with the attempted throw where one failed) and what the rules made of them (trump, declarer, trick winners and points, the settlement, the levels).
`judge` replays the decisions through the engine: the first illegal one is reported with where, why and the rule
(file:line); a record whose stated results differ from the rules' is reported at the first difference.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass

from .runtime import ids as I
from .runtime.game import EngineError, Illegal, play_deal
from .runtime.match import FORMAT, chance_rng

SCHEMA_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "record.schema.json")


def schema() -> dict:
    with open(SCHEMA_PATH, encoding="utf-8") as handle:
        return json.load(handle)


def schema_errors(record) -> list[str]:
    """Where the record breaks the JSON Schema (empty when it conforms, or when jsonschema is not installed)."""
    try:
        import jsonschema
    except ImportError:
        return []
    validator = jsonschema.Draft202012Validator(schema())
    return [f"{'/'.join(str(p) for p in e.absolute_path) or '(record)'}: {e.message}"
            for e in sorted(validator.iter_errors(record), key=lambda e: list(map(str, e.absolute_path)))]


@dataclass
class Verdict:
    ok: bool
    deals: int = 0  # deals confirmed
    where: dict | None = None
    reason: str = ""
    rule: str = ""

    def render(self, path: str = "") -> str:
        if self.ok:
            return f"{path + ': ' if path else ''}confirmed: {self.deals} deal(s), every action legal and every result " \
                   f"as the rules give it\n"
        place = ", ".join(f"{k} {v}" for k, v in (self.where or {}).items())
        text = f"{path + ': ' if path else ''}illegal: {place}: {self.reason}\n"
        if self.rule:
            text += f"  rule: {self.rule}\n"
        return text

    def to_json(self) -> dict:
        return {"ok": self.ok, "deals": self.deals, "where": self.where, "reason": self.reason, "rule": self.rule}


def _cards(words, where: dict, what: str) -> list[int]:
    try:
        return I.from_names(words)
    except (KeyError, ValueError, IndexError):
        raise Illegal(where, f"{what}: `{' '.join(map(str, words))}` is not card notation") from None


class RecordedSeat:
    """Answers the engine's questions for one seat from a deal's record."""

    def __init__(self, seat: int, book: "Book"):
        self.seat, self.book = seat, book

    def declare(self, deal, seat):
        return self.book.declaration(deal, seat)

    def tribute_return(self, deal, seat, count):
        tribute = self.book.entry.get("tribute") or {}
        return _cards(tribute.get("returned") or [], deal.where(player=seat), "tribute returned")

    def exchange(self, deal, seat, count, receiver):
        where = deal.where(player=seat)
        for given in self.book.entry.get("exchange") or []:
            if given.get("player") == seat:
                if given.get("receiver") != receiver:
                    raise Illegal(where, f"the record has player {seat} give to player {given.get('receiver')}; the "
                                  f"rules give to player {receiver}", deal.ref("exchange"))
                return _cards(given.get("cards") or [], where, "exchange")
        raise Illegal(where, f"the record has no cards given by player {seat} in the exchange", deal.ref("exchange"))

    def bury(self, deal, seat):
        if deal.phase == "kitty-overcall":  # the kitty overcaller buries again
            made = self.book.kitty_overcalls()[len(deal.kitty_overcalls) - 1]
            return _cards(made.get("buried") or [], deal.where(player=seat), "buried")
        return _cards(self.book.entry.get("buried") or [], deal.where(player=seat), "buried")

    def kitty_overcall(self, deal, seat):
        return self.book.kitty_overcall(deal, seat)

    def bid(self, deal, seat):
        return self.book.bid(deal, seat)

    def name_trump(self, deal, seat):
        return (self.book.entry.get("bidding") or {}).get("named")

    def call_friend(self, deal, seat):
        call = self.book.entry.get("friend_call")
        where = deal.where(player=seat)
        if not call:
            raise Illegal(where, "the record has no friend call, but the declarer calls a friend after the kitty",
                          deal.ref("friends"))
        return _cards([call.get("card")], where, "friend call")[0], call.get("nth")

    def lead(self, deal, seat):
        if not deal.tricks:
            self.book.kitty_overcalls_done(deal)
        play = self.book.play(deal, seat, 0)
        return _cards(play.get("attempted") or play["cards"], deal.where(player=seat), "lead")

    def follow(self, deal, seat):
        position = len(deal.current)
        play = self.book.play(deal, seat, position)
        return _cards(play["cards"], deal.where(player=seat), "play")


class Book:
    """The decisions of one deal's record, handed out as the engine asks for them."""

    def __init__(self, entry: dict):
        self.entry = entry
        self.attempts = [r.get("declarations") or [] for r in entry.get("redeals") or []] + \
            [entry.get("declarations") or []]
        self.used: set[tuple[int, int]] = set()

    def declaration(self, deal, seat):
        attempt = len(deal.redeals)
        for index, d in enumerate(self.attempts[attempt] if attempt < len(self.attempts) else []):
            if (attempt, index) in self.used:
                continue
            if d.get("player") == seat and d.get("after") == deal.dealt and \
                    bool(d.get("last_round")) == deal.last_round:
                self.used.add((attempt, index))
                return _cards(d["cards"], deal.where(player=seat, after=deal.dealt), "declaration"), d.get("suit")
        return None

    def bid(self, deal, seat):
        """The record's next bid (None for a pass), when it is this player's turn in the record too."""
        bids = (self.entry.get("bidding") or {}).get("bids") or []
        index = len(deal.bids)
        where = deal.where(player=seat)
        if index >= len(bids):
            raise Illegal(where, f"the record's bidding ends after {len(bids)} turn(s), but player {seat} is to bid",
                          deal.ref("bidding"))
        if bids[index].get("player") != seat:
            raise Illegal(where, f"the record has player {bids[index].get('player')} bid here, but it is player "
                          f"{seat}'s turn (the players bid in turn, in the direction of play)", deal.ref("bidding"))
        return bids[index].get("bid")

    def kitty_overcalls(self) -> list[dict]:
        return self.entry.get("kitty_overcalls") or []

    def kitty_overcall(self, deal, seat):
        """The record's next kitty overcall, when it is this player's."""
        made = self.kitty_overcalls()
        index = len(deal.kitty_overcalls)
        if index < len(made) and made[index].get("player") == seat:
            return _cards(made[index]["cards"], deal.where(player=seat), "kitty overcall"), made[index].get("suit")
        return None

    def kitty_overcalls_done(self, deal) -> None:
        """Before the first trick: every kitty overcall of the record was made, else the next one was out of turn."""
        made = self.kitty_overcalls()
        if len(made) > len(deal.kitty_overcalls):
            d = made[len(deal.kitty_overcalls)]
            raise Illegal({"deal": deal.number, "phase": "kitty-overcall", "player": d.get("player")},
                          "a kitty overcall at a moment when the player had no turn to make one (after the burying, "
                          "each other player in turn, from the one after the player who buried last, while the "
                          "variant allows one)", deal.ref("kitty overcall") or deal.ref("declare"))

    def unused(self) -> list[tuple[int, dict]]:
        return [(a, d) for a, ds in enumerate(self.attempts) for i, d in enumerate(ds) if (a, i) not in self.used]

    def play(self, deal, seat, position) -> dict:
        tricks = self.entry.get("tricks") or []
        number = len(deal.tricks)
        where = deal.where(player=seat)
        if number >= len(tricks):
            raise Illegal(where, f"the record ends after {len(tricks)} trick(s), but the deal goes on",
                          deal.ref("hand"))
        plays = tricks[number].get("plays") or []
        if position >= len(plays):
            raise Illegal(where, f"the record's trick has {len(plays)} play(s); player {seat} is to play",
                          deal.ref("direction"))
        play = plays[position]
        if play.get("player") != seat:
            who = "lead" if position == 0 else "play"
            rule = deal.ref("direction") if position else deal.ref("follow")
            raise Illegal(where, f"the record has player {play.get('player')} {who} here, but it is player {seat}'s "
                          f"turn" + (" (the winner of the last trick leads)" if position == 0 else ""), rule)
        return play


_COMPARED = ("level", "first", "trump", "declarer", "fallback", "kitty", "friend", "friend_trick")


def _compare(deal, entry: dict) -> tuple[str, str] | None:
    """The first stated fact of a deal's record that the rules contradict: (reason, rule)."""
    ours = deal.to_record()
    for key in _COMPARED:
        if key in entry and entry[key] != ours.get(key):
            return f"the record says {key} {entry[key]!r}; the rules give {ours.get(key)!r}", \
                deal.ref("declare") if key in ("trump", "declarer", "fallback") else \
                deal.ref("friends") if key.startswith("friend") else ""
    for number, (theirs, mine) in enumerate(zip(entry.get("kitty_overcalls") or [], ours.get("kitty_overcalls") or []),
                                            1):
        if "trump" in theirs and theirs["trump"] != mine["trump"]:
            return f"kitty overcall {number}: the record says trump {theirs['trump']!r}; the rules give " \
                   f"{mine['trump']!r}", deal.ref("kitty overcall")
        if "drawn" in theirs and theirs["drawn"] != mine.get("drawn"):
            return f"kitty overcall {number}: the record says the cards drawn from the kitty were " \
                   f"{' '.join(theirs['drawn'])}; the rules' draw gives {' '.join(mine.get('drawn') or [])}", \
                deal.ref("bidding")
    if entry.get("bidding"):
        bids = entry["bidding"].get("bids") or []
        if len(bids) > len(deal.bids):
            extra = bids[len(deal.bids)]
            return f"the record has player {extra.get('player')} bid after the bidding ended", deal.ref("bidding")
        for key in ("revealed", "bid"):
            if key in entry["bidding"] and entry["bidding"][key] != ours["bidding"][key]:
                return f"the record's bidding says {key} {entry['bidding'][key]!r}; the rules give " \
                       f"{ours['bidding'][key]!r}", deal.ref("bidding")
    for number, (theirs, mine) in enumerate(zip(entry.get("tricks") or [], ours["tricks"]), 1):
        for play_t, play_m in zip(theirs.get("plays") or [], mine["plays"]):
            if play_t.get("attempted") and play_t["cards"] != play_m["cards"]:
                return f"trick {number}: the failed throw of player {play_m['player']} forces " \
                       f"{' '.join(play_m['cards'])}, not {' '.join(play_t['cards'])}", deal.ref("throw")
            if not play_t.get("attempted") and play_m.get("attempted"):
                return f"trick {number}: the throw {' '.join(play_m['attempted'])} of player {play_m['player']} " \
                       f"fails and forces {' '.join(play_m['cards'])}", deal.ref("throw")
        for key in ("winner", "points"):
            if key in theirs and theirs[key] != mine[key]:
                return f"trick {number}: the record says {key} {theirs[key]}; the rules give {mine[key]}", \
                    deal.ref("ruff") if key == "winner" else deal.ref("points")
    theirs = entry.get("result") or {}
    mine = ours["result"]
    for key in ("bid", "attacker_points", "kitty_multiplier", "last_trick", "stake", "settlement", "next_declarer", "levels",
                "match_over", "winner", "tribute_owed"):
        if key in theirs and theirs[key] != mine[key]:
            rule = {"settlement": mine["settlement"]["rule"], "kitty_multiplier": deal.ref("kitty bonus"),
                    "next_declarer": deal.ref("next declarer"), "levels": deal.ref("levels")}.get(key, "")
            return f"the record's result says {key} {theirs[key]!r}; the rules give {mine[key]!r}", rule
    if entry.get("tribute") and deal.tribute and entry["tribute"].get("given") != deal.tribute["given"]:
        return f"the tribute given is {deal.tribute['given']}, not {entry['tribute'].get('given')}", \
            deal.ref("tribute")
    return None


def judge_record(record: dict, game=None) -> Verdict:
    """Replay a record; the verdict confirms it or names the first illegal action."""
    if record.get("family") == "climbing":
        from .play.climbing_records import judge
        return judge(record, game)
    problems = schema_errors(record)
    if problems:
        return Verdict(False, 0, {"record": "schema"}, "the record does not follow the record schema: " + problems[0])
    if record.get("format") != FORMAT:
        return Verdict(False, 0, {"record": "format"}, f"not a match record (format {record.get('format')!r})")
    if game is None:
        from .engine import LoadError, load
        try:
            game = load(record["variant"])
        except LoadError as exc:
            return Verdict(False, 0, {"record": "variant"}, str(exc))
    engine = game.engine
    players = len(record.get("players") or []) or game.rules.players
    match = engine.new_match(players)
    chance = chance_rng(record.get("seed"))
    for number, entry in enumerate(record["deals"], 1):
        book = Book(entry)
        agents = [RecordedSeat(seat, book) for seat in range(players)]
        where = {"deal": number}
        try:
            decks = [_cards(r["deck"], where, "deck") for r in entry.get("redeals") or []] + \
                [_cards(entry["deck"], where, "deck")]
            for deck in decks:
                if sorted(deck) != sorted(engine.deck()):
                    raise Illegal(where, "the deck of the record is not the variant's deck", game.rules.ref("decks"))
            deal = play_deal(engine, match, agents, None, chance, decks)
            if len(deal.redeals) != len(decks) - 1:
                raise Illegal({"deal": number, "phase": "declaring"}, "the record deals again, but the deal stood",
                              game.rules.ref("declare"))
            left = book.unused()
            if left:
                _, d = left[0]
                raise Illegal({"deal": number, "phase": "dealing", "player": d.get("player"),
                               "after": d.get("after")}, "a declaration at a moment when the player had no turn to "
                              "declare (a player declares when receiving a card, or in the last round)",
                              game.rules.ref("declare"))
            book.kitty_overcalls_done(deal)
            if len(deal.tricks) < len(entry.get("tricks") or []):
                raise Illegal({"deal": number, "trick": len(deal.tricks) + 1}, "the record has tricks after the "
                              "hands are played out", game.rules.ref("hand"))
        except Illegal as exc:
            return Verdict(False, number - 1, exc.where, exc.reason, exc.rule)
        except EngineError as exc:
            return Verdict(False, number - 1, where, f"the engine cannot apply the rules: {exc}")
        differs = _compare(deal, entry)
        if differs:
            return Verdict(False, number - 1, where, differs[0], differs[1])
    return Verdict(True, len(record["deals"]))


def load_record(path: str) -> dict:
    with open(path, encoding="utf-8") as handle:
        return json.load(handle)


def run_judge(args) -> int:
    """The `judge` command: exit 0 when every record is confirmed, 1 at the first illegal action."""
    status = 0
    results = []
    paths = []
    for target in args.records:
        if os.path.isdir(target):
            paths += sorted(os.path.join(target, f) for f in os.listdir(target) if f.endswith(".json"))
        else:
            paths.append(target)
    games = {}
    for path in paths:
        try:
            record = load_record(path)
        except (OSError, ValueError) as exc:
            verdict = Verdict(False, 0, {"record": "file"}, f"cannot read the record: {exc}")
        else:
            variant = record.get("variant") if isinstance(record, dict) else None
            game = games.get(variant)
            if game is None and isinstance(variant, str):
                from .engine import LoadError, load
                try:
                    game = games[variant] = load(variant)
                except LoadError:
                    game = None
            verdict = judge_record(record, game) if isinstance(record, dict) else \
                Verdict(False, 0, {"record": "file"}, "a record is a JSON object")
        results.append((path, verdict))
        if not verdict.ok:
            status = 1
    if getattr(args, "format", "text") == "json":
        print(json.dumps([{"record": p, **v.to_json()} for p, v in results], indent=2, ensure_ascii=False))
    else:
        for path, verdict in results:
            if not verdict.ok or not getattr(args, "quiet", False):
                print(verdict.render(path), end="")
        if len(results) > 1:
            print(f"{sum(v.ok for _, v in results)} of {len(results)} record(s) confirmed")
    return status
