"""The judge of a trick-taking match record: the decisions are replayed through the engine (trick/replay.py), then
every field of the record is compared, to the type, with the record the engine writes of the replay (recorddiff.py);
the first illegal action, or the first difference in game order, is the verdict, explained at its deal, trick and
player with the rule (file:line).
"""
from __future__ import annotations

import random

from ...runtime.cards import NO_TRUMP_LEVEL
from ...runtime.trick import ids as I
from ...runtime.trick.state import EngineError, Illegal
from ...runtime.trick.game import play_deal
from ...runtime.trick.match import chance_rng, match_result
from ..recorddiff import MISSING, first_difference, show
from ..records import SCHEMA_FILES, TRICK_TAKING, Verdict, legacy_citations, located
from .replay import Book, RecordedSeat, read_cards


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
        rule = located(rules, settlement.get("rule", "")) if key == "settlement" else _rule(rules, key, "scoring")
        reason = f"the record's result says {'/'.join(map(str, path[1:]))} {show(theirs)}; the rules give {show(mine)}"
        if key == "levels" and mine in rules.defended and rules.ref("defended levels"):  # the level held the rise
            rule = rules.ref("defended levels")
            reason += f" ({mine} is a defended level: only the declarers rise from it, and a rise stops on it)"
        elif key in ("levels", "settlement") and settlement.get("jack_rule") is not None and rules.ref("jack rule"):
            rule = rules.ref("jack rule")
            reason += " (the Jack rule knocked the declarers back: the attackers won the last trick with a jack)"
        elif key == "levels" and settlement.get("also") and settlement.get("rule"):
            rule = located(rules, settlement["rule"])  # the row that raises both sides
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
    failed = "error" in theirs and isinstance(theirs["error"], str)
    if failed:  # the writer's engine failed after these deals
        ours["error"] = theirs["error"]
    if "cut" in theirs:  # simulate cuts a match short to play exactly N deals: neither won, failed nor at its limit
        limit = record.get("deal_limit")
        ours["cut"] = not failed and not match.over and (limit is None or deals < limit)
    found = first_difference(theirs, ours)
    if found is None:
        return None
    path, stated, given = found
    key = path[0]
    rule = _rule(rules, {"winner": "winner_of_match", "over": "match_over", "cut": "match_over",
                         "deals": "hand"}.get(key, key))
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


def judge(record: dict, game) -> Verdict:
    """Replay a trick-taking match record with the game's engine (play/judge.py reads it and loads its variant)."""
    if getattr(game, "family", TRICK_TAKING) != TRICK_TAKING:
        return Verdict(False, 0, {"record": "variant"}, f"the record is a trick-taking record, but `{game.id}` is a "
                       f"{game.family} variant", SCHEMA_FILES[TRICK_TAKING])
    if record["variant"] != game.rules.id:
        return Verdict(False, 0, {"record": "variant"}, f"the record is of {record['variant']}, judged as {game.rules.id}")
    if record["version"] == 1:  # its rules cited by the path they were read from
        record = legacy_citations(record)
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
            decks = [read_cards(r["deck"], where, "deck") for r in entry.get("redeals") or []] + \
                [read_cards(entry["deck"], where, "deck")]
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
