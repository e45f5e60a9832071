"""Game records: a whole match as JSON (schema: verifier/play/record.schema.json), and the judge that replays one.

A record holds the seed, and for every deal the deck in deal order (the decks dealt again first, under `redeals`),
the decisions (declarations, the tribute returned, the cards exchanged, the buried cards, the kitty overcalls with the cards buried again,
every play, with the attempted throw where one failed) and what the rules made of them (trump, declarer, trick winners and points, the settlement, the levels).
`judge` replays the decisions through the engine: the first illegal one is reported with where, why and the rule
(file:line); a record whose stated results differ from the rules' is reported at the first difference.
"""
from __future__ import annotations

import functools
import json
import os
import random
import sys
from dataclasses import dataclass

from ..runtime.cards import NO_TRUMP_LEVEL
from ..runtime.trick import ids as I
from ..runtime.trick.game import play_deal
from ..runtime.trick.state import EngineError, Illegal
from .recorddiff import MISSING, first_difference, show
from ..runtime.trick.match import FORMAT, chance_rng, match_result

SCHEMA_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "record.schema.json")


def schema() -> dict:
    with open(SCHEMA_PATH, encoding="utf-8") as handle:
        return json.load(handle)


def _inlined(node, defs: dict, depth: int = 0):
    """The schema with its `$ref`s to `$defs` written out (the record schema is not recursive): validating then needs
    no reference lookups, which took most of a judge's time."""
    if depth > 50:
        raise ValueError("the record schema is recursive")
    if isinstance(node, dict):
        if "$ref" in node and node["$ref"].startswith("#/$defs/"):
            base = _inlined(defs[node["$ref"][len("#/$defs/"):]], defs, depth + 1)
            return {**base, **{k: _inlined(v, defs, depth + 1) for k, v in node.items() if k != "$ref"}}
        return {k: _inlined(v, defs, depth + 1) for k, v in node.items() if k != "$defs"}
    if isinstance(node, list):
        return [_inlined(v, defs, depth + 1) for v in node]
    return node


@functools.lru_cache(maxsize=1)
def _validator():
    import jsonschema

    whole = schema()
    return jsonschema.Draft202012Validator(_inlined(whole, whole.get("$defs", {})))


def schema_errors(record) -> list[str]:
    """Where the record breaks the JSON Schema (empty when it conforms, or when jsonschema is not installed)."""
    try:
        validator = _validator()
    except ImportError:
        return []
    if validator.is_valid(record):
        return []
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
        if self.where == {"record": "file"}:  # not judged at all: the file is not a record
            return f"{path + ': ' if path else ''}error: {self.reason}\n"
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
        mine = [given for given in self.book.entry.get("exchange") or [] if given.get("player") == seat]
        for given in mine:  # with `with: eaten` the eater gives to each player it ate
            if given.get("receiver") == receiver:
                return _cards(given.get("cards") or [], where, "exchange")
        for given in mine:
            raise Illegal(where, f"the record has player {seat} give to player {given.get('receiver')}; the "
                          f"rules give to player {receiver}", deal.ref("exchange"))
        raise Illegal(where, f"the record has no cards given by player {seat} in the exchange", deal.ref("exchange"))

    def bury(self, deal, seat):
        if deal.phase == "kitty-overcall":  # the kitty overcaller buries again
            made = self.book.kitty_overcalls()[len(deal.kitty_overcalls) - 1]
            return _cards(made.get("buried") or [], deal.where(player=seat), "buried")
        return _cards(self.book.entry.get("buried") or [], deal.where(player=seat), "buried")

    def kitty_overcall(self, deal, seat):
        return self.book.kitty_overcall(deal, seat)

    def rebury(self, deal, seat):
        """The record's jokers buried into the kitty by this player (扣王), or None."""
        for made in self.book.entry.get("rebury") or []:
            if made.get("player") == seat:
                where = deal.where(player=seat)
                return _cards(made.get("buried") or [], where, "jokers buried"), \
                    _cards(made.get("picked") or [], where, "picked up")
        return None

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

    def name_demoted(self, deal, seat, count, candidates):
        named = (((self.book.entry.get("result") or {}).get("settlement") or {}).get("demotion") or {}).get("named")
        index = self.book.named
        if not named or index >= len(named) or named[index].get("player") != seat:
            raise Illegal(deal.where(player=seat), f"the record has no players named by player {seat}, but the kitty "
                          f"demotion asks them to name who loses {count} level(s)",
                          deal.ref("kitty demotion " + deal.level))
        self.book.named += 1
        return named[index].get("seats")

    def _transfers(self) -> list[dict]:
        return ((self.book.entry.get("result") or {}).get("settlement") or {}).get("transfers") or []

    def transfer_levels(self, deal, seat, count, same, others):
        made = self._transfers()
        index = self.book.transfers
        if index >= len(made) or made[index].get("player") != seat:
            raise Illegal(deal.where(player=seat), f"the record has no levels given by player {seat}, but a mandatory "
                          f"level left them {count} level(s) to give (级数不浪费)", deal.ref("friends"))
        self.book.transfers += 1
        return made[index].get("given")

    def accept_levels(self, deal, seat, giver, count):
        made = self._transfers()
        current = made[self.book.transfers - 1] if self.book.transfers else {}
        return seat not in (current.get("refused") or [])

    def give_spoils(self, deal, seat, spoils, receivers):
        given = ((self.book.entry.get("result") or {}).get("settlement") or {}).get("spoils")
        if not given or given.get("giver") != seat:
            raise Illegal(deal.where(player=seat), f"the record has no spoils given by player {seat}, but the kitty "
                          f"keeper gives out {spoils} level(s) (弹性分配)", deal.ref("friends"))
        return given.get("given")

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
        self.named = 0  # the kitty demotion's namings handed out so far
        self.transfers = 0  # the transfers of levels left over (级数不浪费) handed out so far

    def declaration(self, deal, seat):
        attempt = len(deal.redeals)
        for index, d in enumerate(self.attempts[attempt] if attempt < len(self.attempts) else []):
            if (attempt, index) in self.used:
                continue
            if d.get("player") == seat and d.get("after") == deal.dealt and \
                    bool(d.get("last_round")) == deal.last_round and bool(d.get("passed")) == deal.passed:
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


# A record that states a settlement states all of it: each key is a fact of the deal (`jack_rule`: who was knocked
# back), and leaving one out is a different settlement, not silence.
WHOLE = frozenset({("result", "settlement")})
# The keys of a deal's record in the order of the game, so that the first difference found is the earliest.
DEAL_ORDER = ("number", "before", "level", "first", "redeals", "deck", "declarations", "bidding", "fallback", "trump",
              "declarer", "tribute", "exchange", "kitty", "buried", "rebury", "dry_pot", "kitty_overcalls", "friend_call",
              "tricks",
              "friend", "friend_trick", "result")
# The rule that decides each fact of a deal (the first the variant states), for the verdict's citation.
_RULE_OF = {"bidding": ("bidding",), "bid": ("bidding",), "before": ("levels",), "level": ("levels",),
            "first": ("declare", "bidding", "direction"), "redeals": ("declare", "bidding"),
            "declarations": ("declare",), "fallback": ("declare", "bidding"), "trump": ("declare", "bidding"),
            "declarer": ("declare", "bidding", "next declarer"), "tribute": ("tribute",), "exchange": ("exchange",),
            "kitty": ("kitty",), "buried": ("bury", "kitty"), "kitty_overcalls": ("kitty overcall",),
            "rebury": ("others-bury-jokers", "bury"), "dry_pot": ("dry-pot", "bury"),
            "friend_call": ("friends",), "friend": ("friends",), "friend_trick": ("friends",),
            "tricks": ("follow",), "leader": ("direction",), "winner": ("ruff", "follow"), "points": ("points",),
            "plays": ("direction",), "attacker_points": ("points",), "trick_points": ("points",),
            "kitty_points": ("kitty bonus", "points"), "kitty_multiplier": ("kitty bonus",),
            "kitty_bonus": ("kitty bonus",), "last_trick": ("kitty bonus",), "next_declarer": ("next declarer",),
            "levels": ("levels",), "rounds": ("past the top", "levels"), "match_over": ("past the top", "levels"),
            "winner_of_match": ("past the top", "levels"), "tribute_owed": ("tribute",),
            "stake": ("declare", "bidding", "kitty overcall", "scoring")}


def _rule(game_rules, *keys: str) -> str:
    for key in keys:
        for name in _RULE_OF.get(key, (key,)):
            if game_rules.ref(name):
                return game_rules.ref(name)
    return ""


def _explain(path: tuple, theirs, mine, ours: dict, number: int, rules) -> Illegal:
    """The first difference of a deal's record from the replay, as an Illegal at the action it concerns."""
    where: dict = {"deal": number}
    head = path[0]
    what = "/".join(map(str, path))
    reason = f"the record says {what} {show(theirs)}; the rules give {show(mine)}"
    rule = _rule(rules, head)
    if head == "tricks" and len(path) >= 2:
        trick = ours["tricks"][path[1]] if path[1] < len(ours["tricks"]) else {}
        where["trick"] = path[1] + 1
        if len(path) == 2:
            reason = "the record has a trick after the hands are played out" if mine is MISSING else \
                "the record ends before the hands are played out"
            rule = _rule(rules, "hand")
        elif path[2] == "plays" and len(path) >= 4:
            plays = trick.get("plays") or []
            if len(path) == 4:
                where["player"] = theirs.get("player") if isinstance(theirs, dict) else None
                reason = f"the record's trick has {path[3] + 1 if mine is MISSING else path[3]} or more play(s); " \
                         f"every player plays once in a trick, {len(plays)} in all"
            else:
                play = plays[path[3]]
                where["player"] = play["player"]
                if path[4] == "cards" and play.get("attempted"):
                    reason = f"the throw {show(play['attempted'])} of player {play['player']} fails and forces " \
                             f"{show(play['cards'])}, not {show(theirs)}"
                    rule = _rule(rules, "throw")
                elif path[4] == "player":
                    reason = f"the record has player {show(theirs)} play here; it is player {show(mine)}'s turn"
                    rule = _rule(rules, "direction")
            rule = rule if path[-1] != "plays" else _rule(rules, "direction")
        else:
            key = path[2]
            rule = _rule(rules, key)
            reason = f"the record says {key} {show(theirs)}; the rules give {show(mine)}" + \
                (" (the winner of the last trick leads)" if key == "leader" and path[1] else
                 " (the declarer leads the first trick)" if key == "leader" else "")
    elif head == "trump" and ours.get("level") == NO_TRUMP_LEVEL and rules.ref("levels"):
        rule = _rule(rules, "levels")  # the no-trump level: whatever was shown or drawn, the deal is no-trump
        reason += f" (level {NO_TRUMP_LEVEL} is the no-trump level: its deals have no trump suit)"
    elif head == "result" and len(path) >= 2:
        where["phase"] = "end"
        key = path[1]
        settlement = ours.get("result", {}).get("settlement") or {}
        rule = settlement.get("rule", "") if key == "settlement" else _rule(rules, key, "scoring")
        reason = f"the record's result says {'/'.join(map(str, path[1:]))} {show(theirs)}; the rules give {show(mine)}"
        if key == "levels" and mine in rules.defended and rules.ref("defended levels"):  # the level held the rise
            rule = rules.ref("defended levels")
            reason += f" ({mine} is a defended level: only the declarers rise from it, and a rise stops on it)"
        elif key in ("levels", "settlement") and settlement.get("jack_rule") is not None and rules.ref("jack rule"):
            rule = rules.ref("jack rule")
            reason += " (the Jack rule knocked the declarers back: the attackers won the last trick with a jack)"
        elif key == "levels" and settlement.get("also") and settlement.get("rule"):
            rule = settlement["rule"]  # the row that raises both sides
            reason += " (the scoring row raises both sides)"
    elif head in ("declarations", "redeals", "kitty_overcalls", "exchange") and len(path) >= 2:
        mine_list = ours.get(head) or []
        entry = mine_list[path[1]] if path[1] < len(mine_list) else theirs  # the engine's, else the record's
        where["phase"] = {"declarations": "dealing", "redeals": "declaring", "kitty_overcalls": "kitty-overcall",
                          "exchange": "exchange"}[head]
        if isinstance(entry, dict) and "player" in entry:
            where["player"] = entry["player"]
        label = {"declarations": "declaration", "redeals": "redeal", "kitty_overcalls": "kitty overcall",
                 "exchange": "exchange"}[head]
        if len(path) == 2:
            reason = f"the record has {show(theirs)} as {label} {path[1] + 1}; the rules give {show(mine)}"
        else:
            reason = f"{label} {path[1] + 1}: the record says {'/'.join(map(str, path[2:]))} {show(theirs)}; the " \
                     f"rules give {show(mine)}"
    elif head == "bidding" and len(path) >= 3 and path[1] == "bids" and mine is MISSING:
        where.update(phase="bidding", player=theirs.get("player") if isinstance(theirs, dict) else None)
        reason = "the record has a bid after the bidding ended"
    elif head == "before":
        reason = f"before this deal the record has the match at {'/'.join(map(str, path[1:]))} {show(theirs)}; " \
                 f"the deals before give {show(mine)}"
    return Illegal(where, reason, rule)


def _compare(deal, entry: dict, before: dict) -> Illegal | None:
    """The first fact of a deal's record that differs from the replay (every field, to the type), or None."""
    ours = deal.to_record()
    ours["before"] = before
    found = first_difference(entry, ours, DEAL_ORDER, complete=WHOLE)
    if found is None:
        return None
    path, theirs, mine = found
    return _explain(path, theirs, mine, ours, deal.number, deal.rules)


def _compare_match(record: dict, match, deals: int, rules) -> Verdict | None:
    """The match's stated result against the one the replayed deals give (a record may leave it out)."""
    if "result" not in record:
        return None
    theirs = record["result"]
    ours = match_result(match, deals)
    if "cut" in theirs:  # simulate cuts a match short to play exactly N deals: a record of a match not over
        ours["cut"] = not match.over and theirs["cut"] is True
    if "error" in theirs and isinstance(theirs["error"], str):  # the writer's engine failed after these deals
        ours["error"] = theirs["error"]
    found = first_difference(theirs, ours)
    if found is None:
        return None
    path, stated, given = found
    key = path[0]
    rule = _rule(rules, {"winner": "winner_of_match", "over": "match_over", "deals": "hand"}.get(key, key))
    return Verdict(False, deals, {"record": "result"},
                   f"the record's match result says {'/'.join(map(str, path))} {show(stated)}; the "
                   f"{deals} deal(s) of the record give {show(given)}", rule)


def _check_header(record: dict, game) -> Verdict | None:
    """The match's own fields: the players fit the variant, the deal limit holds."""
    rules = game.rules
    players = len(record["players"])
    if players != rules.players:
        return Verdict(False, 0, {"record": "players"}, f"the record has {players} player(s); {rules.id} is played by "
                       f"{rules.players}", rules.ref("players"))
    limit = record.get("deal_limit")
    if isinstance(limit, bool) or (limit is not None and limit < 1):
        return Verdict(False, 0, {"record": "deal_limit"}, f"the deal limit {limit!r} allows no deal: it is a number "
                       "of deals, 1 or more, or null")
    return None


def judge_record(record: dict, game=None) -> Verdict:
    """Replay a record; the verdict confirms it or names the first illegal action or the first wrong fact."""
    if record.get("family") == "climbing":
        from .climbing.records import judge
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
    if record["variant"] != game.rules.id:
        return Verdict(False, 0, {"record": "variant"}, f"the record is of {record['variant']}, judged as {game.rules.id}")
    header = _check_header(record, game)
    if header:
        return header
    engine = game.engine
    players = game.rules.players
    match = engine.new_match(players)
    chance = chance_rng(record.get("seed"))
    # A record with a seed says its decks are that seed's shuffles (as play_match deals them): they are dealt again
    # here and compared. A record without one (a game dealt by hand) may hold any decks of the variant.
    shuffler = random.Random(record["seed"]) if record.get("seed") is not None else None
    for number, entry in enumerate(record["deals"], 1):
        book = Book(entry)
        agents = [RecordedSeat(seat, book) for seat in range(players)]
        where = {"deal": number}
        try:
            if match.over:
                raise Illegal(where, "the record has a deal after the match is over", game.rules.ref("past the top")
                              or game.rules.ref("levels"))
            if record.get("deal_limit") is not None and number > record["deal_limit"]:
                raise Illegal(where, f"the record has {len(record['deals'])} deals; its deal limit is "
                              f"{record['deal_limit']}")
            decks = [_cards(r["deck"], where, "deck") for r in entry.get("redeals") or []] + \
                [_cards(entry["deck"], where, "deck")]
            for attempt, deck in enumerate(decks):
                if sorted(deck) != sorted(engine.deck()):
                    raise Illegal(where, "the deck of the record is not the variant's deck", game.rules.ref("decks"))
                if shuffler is not None:
                    dealt = engine.deck()
                    shuffler.shuffle(dealt)
                    if dealt != deck:
                        first = next(i for i, (a, b) in enumerate(zip(deck, dealt)) if a != b)
                        raise Illegal({**where, **({"redeal": attempt + 1} if attempt < len(decks) - 1 else {})},
                                      f"the deck is not the one the seed {record['seed']!r} shuffles (card "
                                      f"{first + 1} is {I.NAMES[deck[first]]}, not {I.NAMES[dealt[first]]})",
                                      game.rules.ref("decks"))
            before = match.to_record()
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
            differs = _compare(deal, entry, before)
            if differs:
                raise differs
        except Illegal as exc:
            return Verdict(False, number - 1, exc.where, exc.reason, exc.rule)
        except EngineError as exc:
            return Verdict(False, number - 1, where, f"the engine cannot apply the rules: {exc}")
    return _compare_match(record, match, len(record["deals"]), game.rules) or Verdict(True, len(record["deals"]))


def load_record(path: str) -> dict:
    """A record file's JSON; OSError or ValueError (with a message for the reader) when it cannot be read."""
    if os.path.exists(path) and not os.path.isfile(path):  # a folder inside a folder, a FIFO, a device
        raise OSError(f"{path} is not a regular file")
    with open(path, encoding="utf-8") as handle:
        try:
            return json.load(handle)
        except RecursionError:
            raise ValueError("the JSON is nested too deeply to be a record") from None
        except UnicodeDecodeError as exc:
            raise ValueError(f"not UTF-8 text (byte {exc.start})") from None


def _json_kind(value) -> str:
    """How a JSON value that is not an object reads in a message."""
    return {list: "an array", str: "a string", bool: "a boolean", type(None): "null"}.get(type(value), "a number")


def run_judge(args) -> int:
    """The `judge` command: exit 0 when every record is confirmed, 1 at the first illegal action or wrong fact, 2
    when a record cannot be read (each record is still judged on its own)."""
    status = 0
    results = []
    paths = []
    for target in args.records:
        if os.path.isdir(target):
            found = sorted(os.path.join(target, f) for f in os.listdir(target) if f.endswith(".json"))
            if not found:  # judging nothing is no confirmation
                print(f"verifier: judge: no records (*.json) in the folder {target}", file=sys.stderr)
                return 2
            paths += found
        else:
            paths.append(target)
    games = {}
    unreadable = False
    for path in paths:
        try:
            record = load_record(path)
        except (OSError, ValueError) as exc:
            verdict = Verdict(False, 0, {"record": "file"}, f"cannot read the record: {exc}")
            unreadable = True
        else:
            variant = record.get("variant") if isinstance(record, dict) else None
            game = games.get(variant)
            if game is None and isinstance(variant, str):
                from .engine import LoadError, load
                try:
                    game = games[variant] = load(variant)
                except LoadError:
                    game = None
            if not isinstance(record, dict):  # JSON, but not a record at all: unreadable as one, like bad JSON
                unreadable = True
            try:
                verdict = judge_record(record, game) if isinstance(record, dict) else \
                    Verdict(False, 0, {"record": "file"}, f"a record is a JSON object, not {_json_kind(record)}")
            except RecursionError:  # a value nested deep inside a record that loads
                verdict = Verdict(False, 0, {"record": "schema"}, "the record is nested too deeply to be a record")
        results.append((path, verdict))
        if not verdict.ok:
            status = 1
    if unreadable:
        status = 2
    if getattr(args, "format", "text") == "json":
        print(json.dumps([{"record": p, **v.to_json()} for p, v in results], indent=2, ensure_ascii=False))
    else:
        for path, verdict in results:
            if not verdict.ok or not getattr(args, "quiet", False):
                print(verdict.render(path), end="")
        if len(results) > 1:
            print(f"{sum(v.ok for _, v in results)} of {len(results)} record(s) confirmed")
    return status
