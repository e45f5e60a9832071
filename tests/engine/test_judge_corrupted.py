"""`judge` against corrupted records: real records of every variant of spec/, each corrupted in many ways (a card
changed, plays swapped, deleted, duplicated or appended, a leader, a seat, a winner, a result, a level, a
declaration, the match's result...). Each corrupted record is rejected at the deal (and trick) it was corrupted in or
later, never earlier, with the rule cited, or is still a legal game that the judge confirms in every field. Seeded
and bounded: one two-deal match per trick-taking variant, each kind of corruption once, at a place the seed picks;
for the climbing variants, every field path of the record (tests/engine/corrupt.py), each in every way its type
allows."""
import copy
import json
import random

import pytest

from verifier.play import engine
from verifier.play.climbing.players import make, player_rng
from verifier.play.judge import judge_record
from verifier.play.records import schema
from verifier.runtime.climbing import actions as A
from verifier.runtime.climbing.deal import deck as climbing_deck
from verifier.runtime.climbing.rules import AGREEMENTS

from .conftest import ALL_VARIANTS, CLIMBING_VARIANTS, VARIANTS
from .corrupt import corruptions, leaf_paths
from .hands import seeded_players

SUITS = ("S", "H", "C", "D")


def _trick(rng, deal):
    return rng.randrange(len(deal["tricks"]))


def _other(rng, value, choices):
    return rng.choice([c for c in choices if c != value])


def _other_card(rng, card, deck):
    return _other(rng, card, sorted(set(deck)))


# Each corruption: (record, deal index, rng) -> (trick index or None, always illegal) after changing the record in
# place, or None where it does not apply to this record.

def change_a_card(rec, d, rng):
    deal = rec["deals"][d]
    t = _trick(rng, deal)
    play = rng.choice(deal["tricks"][t]["plays"])
    i = rng.randrange(len(play["cards"]))
    play["cards"][i] = _other_card(rng, play["cards"][i], deal["deck"])
    play.pop("attempted", None)
    return t, True


def swap_two_plays(rec, d, rng):
    plays = rec["deals"][d]["tricks"][t := _trick(rng, rec["deals"][d])]["plays"]
    i, j = rng.sample(range(len(plays)), 2)
    plays[i], plays[j] = plays[j], plays[i]
    return t, True


def swap_plays_of_one_player(rec, d, rng):
    """Two plays of one player in two tricks exchanged: may still be a legal game (then every result must agree)."""
    tricks = rec["deals"][d]["tricks"]
    t, u = sorted(rng.sample(range(len(tricks)), 2))
    seat = rng.choice([p["player"] for p in tricks[t]["plays"]])
    a = next(p for p in tricks[t]["plays"] if p["player"] == seat)
    b = next(p for p in tricks[u]["plays"] if p["player"] == seat)
    if a == b:
        return None
    a["cards"], b["cards"] = b["cards"], a["cards"]
    a.pop("attempted", None), b.pop("attempted", None)
    return t, False


def delete_a_play(rec, d, rng):
    plays = rec["deals"][d]["tricks"][t := _trick(rng, rec["deals"][d])]["plays"]
    del plays[rng.randrange(len(plays))]
    return (t, True) if plays else None


def duplicate_a_play(rec, d, rng):
    plays = rec["deals"][d]["tricks"][t := _trick(rng, rec["deals"][d])]["plays"]
    i = rng.randrange(len(plays))
    plays.insert(i, copy.deepcopy(plays[i]))
    return t, True


def append_a_play(rec, d, rng):
    """One play more than there are players: the plays of a trick were compared with zip, which dropped it."""
    plays = rec["deals"][d]["tricks"][t := _trick(rng, rec["deals"][d])]["plays"]
    plays.append({"player": rng.randrange(len(rec["players"])), "cards": list(plays[0]["cards"])})
    return t, True


def delete_a_trick(rec, d, rng):
    tricks = rec["deals"][d]["tricks"]
    t = _trick(rng, rec["deals"][d])
    del tricks[t]
    return t, True


def duplicate_a_trick(rec, d, rng):
    tricks = rec["deals"][d]["tricks"]
    t = _trick(rng, rec["deals"][d])
    tricks.insert(t, copy.deepcopy(tricks[t]))
    return t, True


def append_a_trick(rec, d, rng):
    tricks = rec["deals"][d]["tricks"]
    tricks.append(copy.deepcopy(tricks[-1]))
    return len(tricks) - 2, True


def change_a_leader(rec, d, rng):
    trick = rec["deals"][d]["tricks"][t := _trick(rng, rec["deals"][d])]
    trick["leader"] = _other(rng, trick["leader"], range(len(rec["players"])))
    return t, True


def change_a_seat(rec, d, rng):
    trick = rec["deals"][d]["tricks"][t := _trick(rng, rec["deals"][d])]
    play = rng.choice(trick["plays"])
    play["player"] = _other(rng, play["player"], range(len(rec["players"])))
    return t, True


def change_a_winner(rec, d, rng):
    trick = rec["deals"][d]["tricks"][t := _trick(rng, rec["deals"][d])]
    trick["winner"] = _other(rng, trick["winner"], range(len(rec["players"])))
    return t, True


def change_trick_points(rec, d, rng):
    trick = rec["deals"][d]["tricks"][t := _trick(rng, rec["deals"][d])]
    trick["points"] += rng.choice((5, 10, -5)) if trick["points"] >= 5 else 5
    return t, True


def change_the_result(rec, d, rng):
    result = rec["deals"][d]["result"]
    key = rng.choice([k for k in ("attacker_points", "stake", "kitty_bonus") if isinstance(result.get(k), int)])
    result[key] += 5 if key != "stake" else 1
    return None, True


def change_the_settlement(rec, d, rng):
    settlement = rec["deals"][d]["result"]["settlement"]
    settlement["levels"] += 1
    return None, True


def change_the_levels_after(rec, d, rng):
    result = rec["deals"][d]["result"]
    if not result.get("levels"):
        return None
    result["levels"][0] = _other(rng, result["levels"][0], ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q",
                                                           "K", "A"])
    return None, True


def change_the_level(rec, d, rng):
    deal = rec["deals"][d]
    deal["level"] = _other(rng, deal["level"], ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"])
    return None, True


def change_the_match_before(rec, d, rng):
    before = rec["deals"][d]["before"]
    before["levels"][0] += 1
    return None, True


def change_a_declaration_suit(rec, d, rng):
    decls = rec["deals"][d]["declarations"]
    if not decls:
        return None
    decl = rng.choice(decls)
    decl["suit"] = _other(rng, decl.get("suit"), SUITS)
    return None, True


def change_a_declaration_player(rec, d, rng):
    decls = rec["deals"][d]["declarations"]
    if not decls:
        return None
    decl = rng.choice(decls)
    decl["player"] = _other(rng, decl["player"], range(len(rec["players"])))
    return None, True


def change_the_declarer(rec, d, rng):
    deal = rec["deals"][d]
    if deal["declarer"] is None:
        return None
    deal["declarer"] = _other(rng, deal["declarer"], range(len(rec["players"])))
    return None, True


def change_the_trump(rec, d, rng):
    deal = rec["deals"][d]
    deal["trump"] = _other(rng, deal["trump"], SUITS + ("NT",))
    return None, True


def change_a_buried_card(rec, d, rng):
    deal = rec["deals"][d]
    if not deal["buried"]:
        return None
    i = rng.randrange(len(deal["buried"]))
    deal["buried"][i] = _other_card(rng, deal["buried"][i], deal["deck"])
    return None, True


def change_the_kitty(rec, d, rng):
    deal = rec["deals"][d]
    if not deal["kitty"]:
        return None
    deal["kitty"][0] = _other_card(rng, deal["kitty"][0], deal["deck"])
    return None, True


def claim_the_match(rec, d, rng):
    """The match's result claims a winner the deals do not give."""
    result = rec["result"]
    result["over"], result["winner"] = True, _other(rng, result["winner"], (0, 1))
    return "match", True


def no_deals_and_a_winner(rec, d, rng):
    rec["deals"] = []
    rec["result"].update(over=True, winner=0)
    return "match", True


def repeat_a_deal(rec, d, rng):
    rec["deal_limit"] = None  # not stopped by the record's own limit: the rules must reject it
    rec["deals"].insert(d + 1, copy.deepcopy(rec["deals"][d]))
    return ("deal", d + 1), True


def swap_two_cards_of_the_deck(rec, d, rng):
    """The deck is the seed's shuffle: two of its cards exchanged deal other hands (and are caught at once)."""
    deck = rec["deals"][d]["deck"]
    i, j = rng.sample(range(len(deck)), 2)
    if deck[i] == deck[j]:
        return None
    deck[i], deck[j] = deck[j], deck[i]
    return ("deal", d), True


def change_the_seed(rec, d, rng):
    rec["seed"] = rec["seed"] + 1
    return ("deal", 0), True


def a_player_more(rec, d, rng):
    rec["players"].append("random")
    return "match", True


def change_the_settlement_rule(rec, d, rng):
    """The settlement cites the line below its scoring row: another rule (the line was not compared)."""
    settlement = rec["deals"][d]["result"]["settlement"]
    file, line = settlement["rule"].rsplit(":", 1)
    settlement["rule"] = f"{file}:{int(line) + 1}"
    return None, True


def claim_a_cut(rec, d, rng):
    """A match that stopped at its own deal limit says it was cut short (`cut` was taken from the record)."""
    if rec["result"]["over"] or rec.get("deal_limit") is None or rec["result"]["deals"] < rec["deal_limit"]:
        return None
    rec["result"]["cut"] = True
    return "match", True


CORRUPTIONS = [change_a_card, swap_two_plays, swap_plays_of_one_player, delete_a_play, duplicate_a_play,
               append_a_play, delete_a_trick, duplicate_a_trick, append_a_trick, change_a_leader, change_a_seat,
               change_a_winner, change_trick_points, change_the_result, change_the_settlement,
               change_the_levels_after, change_the_level, change_the_match_before, change_a_declaration_suit,
               change_a_declaration_player, change_the_declarer, change_the_trump, change_a_buried_card,
               change_the_kitty, claim_the_match, no_deals_and_a_winner, repeat_a_deal, swap_two_cards_of_the_deck,
               change_the_seed, a_player_more, change_the_settlement_rule, claim_a_cut]


@pytest.fixture(scope="module")
def real_records(games):
    """One two-deal match of random players per variant (the second deal has a match state before it)."""
    out = {}
    for vid in VARIANTS:
        game = games[vid]
        record = game.play_match(5, seeded_players(5, ("random",) * game.rules.players), deal_limit=2)
        assert judge_record(record, game).ok, vid
        out[vid] = record
    return out


def test_every_kind_of_corruption_is_tried():
    assert len(CORRUPTIONS) >= 25


@pytest.mark.parametrize("vid", VARIANTS)
def test_corrupted_records_are_rejected_where_they_were_corrupted(real_records, games, vid):
    rng = random.Random(f"corrupt:{vid}")
    game, original = games[vid], real_records[vid]
    tried = rejected = 0
    for corrupt in CORRUPTIONS:
        record = copy.deepcopy(original)
        d = rng.randrange(len(record["deals"]))
        made = corrupt(record, d, rng)
        if made is None or record == original:
            continue
        place, always = made
        tried += 1
        verdict = judge_record(record, game)
        label = f"{vid}: {corrupt.__name__} (deal {d + 1}, {place}): {verdict.render()}"
        if verdict.ok:
            assert not always, label
            continue
        rejected += 1
        where = verdict.where or {}
        if place == "match":
            assert "record" in where, label
        else:
            deal = place[1] if isinstance(place, tuple) else d
            assert where.get("deal") == deal + 1, label
            if isinstance(place, int) and "trick" in where:
                assert where["trick"] >= place + 1, label  # never before the corrupted trick: those were legal
        assert verdict.rule, f"no rule cited: {label}"
        assert "schema" not in where.values(), label  # the corruptions keep to the schema: the rules reject them
    assert tried >= len(CORRUPTIONS) - 6 and rejected >= tried - 1, (tried, rejected)


def test_the_issues_cases_on_the_command_line(real_records, tmp_path, capsys):
    """The records issue 12 found confirmed, each rejected by `verifier judge` (exit 1), with the rule."""
    from verifier.cli import main

    base = real_records["classic-2deck"]
    cases = {
        "appended-play": lambda r: r["deals"][0]["tricks"][0]["plays"].append(dict(r["deals"][0]["tricks"][0]["plays"][0])),
        "leader": lambda r: r["deals"][0]["tricks"][2].update(leader=(r["deals"][0]["tricks"][2]["leader"] + 1) % 4),
        "match-result": lambda r: r["result"].update(winner=1, over=True),
        "no-deals": lambda r: (r.update(deals=[]), r["result"].update(winner=0, over=True)),
        "declaration-suit": lambda r: r["deals"][0]["declarations"][0].update(
            suit=_other(random.Random(1), r["deals"][0]["declarations"][0].get("suit"), SUITS)),
    }
    for name, corrupt in cases.items():
        record = copy.deepcopy(base)
        corrupt(record)
        path = tmp_path / f"{name}.json"
        path.write_text(json.dumps(record), encoding="utf-8")
        status = main(["judge", str(path)])
        out = capsys.readouterr().out
        assert status == 1 and "illegal:" in out and "rule: " in out, (name, out)


# Climbing records ---------------------------------------------------------------------------------------------------
# Every field path of a climbing record (climbing-record.schema.json), each corrupted in every way its type allows
# (tests/engine/corrupt.py): rejected at the deal, dealing and action it was corrupted in or later, never earlier,
# with the rule cited, or still a legal game that the judge confirms in every field.

class Forcing:
    """A player that folds its hand whenever it may (革命), passes the call whenever it may (让庄) and passes its first
    bid for the landlord (叫分), so that short matches have revolutionaries and void deals; otherwise the player it
    wraps decides."""

    def __init__(self, inner):
        self.inner = inner
        self.bid_passed = False

    def act(self, deal, seat):
        legal = deal.legal()
        if not self.bid_passed and any(a.kind == A.BID for a in legal):
            self.bid_passed = True
            return A.PASS_ACTION
        for kind in (A.REVOLT, A.PASS_CALL):
            if any(a.kind == kind for a in legal):
                return next(a for a in legal if a.kind == kind)
        return self.inner.act(deal, seat)


def _mixed(game, seed, forcing=False):
    agents = [make("random" if seat % 2 else "greedy", player_rng(seed, seat)) for seat in range(game.rules.players)]
    return [Forcing(a) for a in agents] if forcing else agents


def _deck_without(rules, ranks, seats) -> list[str]:
    """A deck order that deals the given seats no card of `ranks` (dealt one card at a time, seat 0 first)."""
    cards = sorted(climbing_deck(rules))
    plain = [c for c in cards if (c if c in ("SJ", "BJ") else c[:-1]) not in ranks]
    special = [c for c in cards if c not in plain]
    return [plain.pop() if i % rules.players in seats or not special else special.pop() for i in range(len(cards))]


def _void_call_deck(rules) -> list[str]:
    """A deck order that deals nobody two copies of a card: nobody can call, nor is forced to (黄庄)."""
    return sorted(climbing_deck(rules))


def _shuffled(rules, seed) -> list[str]:
    order = climbing_deck(rules)
    random.Random(seed).shuffle(order)
    return order


def _climbing_records(game) -> list[dict]:
    """Records that hold every field a climbing record can: a seeded match, one with a void deal dealt again from
    the seed, and one dealt by hand (seed null) with a void deal and a revolutionary where the variant has them."""
    rules = game.rules
    # what the players may agree (Gouji's tribute is given only by agreement): everything, so that the tribute is played
    agreed = AGREEMENTS if rules.tribute is not None and rules.tribute.by_agreement else ()
    records = [game.play_match(5, _mixed(game, 5), 2, agreed=agreed)]
    if rules.levels is not None:  # a match long enough for a team to pass A: the next deal says who won
        greedy = [make("greedy", player_rng(1, seat)) for seat in range(rules.players)]
        records.append(game.play_match(1, greedy, 10))
        assert any("won_before" in d["result"] for d in records[-1]["deals"]), "seed 1 passes no A: pick another"
    if rules.revolution is not None:
        without = rules.revolution.without
        decks = [_deck_without(rules, without, (0, 1)), _deck_without(rules, without, (0,)), _shuffled(rules, 1)]
        records.append(game.play_match(229, _mixed(game, 229, True), 2))
        assert any(d["redeals"] for d in records[-1]["deals"]), "seed 229 no longer deals a void deal: pick another"
    else:
        decks = [_void_call_deck(rules)] + [_shuffled(rules, k) for k in range(1, 9)]  # a bid may void a few
    records.append(game.play_match(None, _mixed(game, 7, True), 2, decks=decks))
    if rules.revolution is not None or rules.calling is not None or rules.bidding is not None:  # a deal can be void
        assert records[-1]["deals"][0]["redeals"], "the deck made to be void is not"
    return [json.loads(json.dumps(r)) for r in records]


@pytest.fixture(scope="module")
def climbing_records():
    return {vid: _climbing_records(engine.load(vid)) for vid in CLIMBING_VARIANTS}


def _schema_paths(node, path=()) -> set[tuple]:
    """The generic paths of the leaves a JSON Schema describes (`*` for list items and free keys)."""
    defs = climbing_schema.get("$defs", {})
    if "$ref" in node:
        return _schema_paths(defs[node["$ref"].split("/")[-1]], path)
    found = set()
    for key, child in node.get("properties", {}).items():
        found |= _schema_paths(child, (*path, key))
    if isinstance(node.get("items"), dict):
        found |= _schema_paths(node["items"], (*path, "*"))
    if isinstance(node.get("additionalProperties"), dict):
        found |= _schema_paths(node["additionalProperties"], (*path, "*"))
    return found or {path}


climbing_schema = schema("climbing")


def _enumerations(node, path=()) -> dict:
    """The values the schema allows at each generic path that has an enumeration."""
    defs = climbing_schema.get("$defs", {})
    if "$ref" in node:
        return _enumerations(defs[node["$ref"].split("/")[-1]], path)
    found = {path: node["enum"]} if "enum" in node else {}
    for key, child in node.get("properties", {}).items():
        found.update(_enumerations(child, (*path, key)))
    if isinstance(node.get("items"), dict):
        found.update(_enumerations(node["items"], (*path, "*")))
    return found


def _free_keys(shape: tuple) -> tuple:
    """A generic path with the free keys of an object (a settlement's team names) as `*`."""
    return tuple("*" if i and shape[i - 1] == "teams" else step for i, step in enumerate(shape))


def test_the_climbing_records_hold_every_field_of_the_schema(climbing_records):
    held = {_free_keys(p) for records in climbing_records.values() for r in records for p in leaf_paths(r)}
    # a void deal ends before the tribute and the play: its decisions are no set and no card; one voided by the bid
    # for the landlord had no bid
    never = {("deals", "*", "redeals", "*", "actions", "*", key) for key in ("set", "card", "as", "bid")}
    # a match the player quit (`verifier play`, `quit`): judged in the terminal's tests (tests/climbing/test_play.py)
    never.add(("unfinished",))
    assert _schema_paths(climbing_schema) - never <= held, _schema_paths(climbing_schema) - never - held


# Changes that are always illegal: the facts a record states (its shape, the seed and decks, the deal numbers, who
# deals, each decision's seat and phase, each result), and the keys a record must state.
ALWAYS_CHANGED = (("format",), ("family",), ("variant",), ("seed",), ("totals",), ("deals", "*", "number"),
                  ("deals", "*", "first_receiver"), ("deals", "*", "deck"), ("deals", "*", "redeals", "*", "deck"),
                  ("deals", "*", "result"), ("deals", "*", "actions", "*", "seat"),
                  ("deals", "*", "actions", "*", "phase"), ("deals", "*", "redeals", "*", "actions", "*", "seat"),
                  ("deals", "*", "redeals", "*", "actions", "*", "phase"))
ALWAYS_LISTS = (("players",), ("totals",), ("deals", "*", "result"))
SEEDED_LISTS = (("deals", "*", "deck"), ("deals", "*", "redeals"))  # a seed says which decks, in which order
REQUIRED = {("format",), ("family",), ("variant",), ("players",), ("deals",), ("deals", "*", "deck"),
            ("deals", "*", "actions"), ("deals", "*", "redeals", "*", "deck"), ("deals", "*", "redeals", "*", "actions")}
SHAPE = {("format",), ("family",)}  # a change here is refused as no record of this shape


def _always(c, record) -> bool:
    g = c.generic
    if c.how == "add key":
        return True
    if c.how == "drop key":
        return g in REQUIRED or g[-1] in ("seat", "phase", "kind") or (g[3:4] == ("settlement",) and len(g) > 4)
    if c.how == "change":
        return any(g[:len(p)] == p for p in ALWAYS_CHANGED)
    if c.how == "swap" and g == ("players",):  # names: any order
        return False
    seeded = record.get("seed") is not None
    return any(g[:len(p)] == p for p in ALWAYS_LISTS) or (seeded and g in SEEDED_LISTS) or \
        (g == ("deals", "*", "deck") and c.how != "swap")


def _judge_as_the_command_does(record):
    """The verdict of `verifier judge` (the variant loaded by the record's id)."""
    return judge_record(record)


def _place_problem(c, verdict) -> str:
    """What is wrong with where the verdict places a corruption, or ""."""
    where, p = verdict.where or {}, c.path
    if where.get("record") in ("schema", "format"):
        return "" if c.how in ("add key", "drop key") or c.generic in SHAPE else "refused by its shape"
    if p and p[0] == "agreed":  # what the players agreed shows in the deals it governs (a tribute owed or not)
        return "" if "record" in where or "deal" in where else "not at the match or a deal"
    if not p or p[0] != "deals":
        return "" if ("record" in where or (p == ("seed",) and where.get("deal") == 1)) else "not at the match"
    if len(p) == 1:
        return "" if "record" in where or "deal" in where else "not at a deal"
    if where.get("deal") != p[1] + 1:
        return f"not at deal {p[1] + 1}"
    if len(p) > 2 and p[2] == "redeals":
        if len(p) > 3 and "redeal" in where and where["redeal"] < p[3] + 1:
            return "at an earlier void deal"
        if len(p) > 5 and where.get("redeal") == p[3] + 1 and where.get("action", p[5] + 1) < p[5] + 1:
            return "at an earlier action"
        return ""
    if "redeal" in where:
        return "at a void deal before the place corrupted"
    if len(p) > 3 and p[2] == "actions" and where.get("action", p[3] + 1) < p[3] + 1:
        return "at an earlier action"
    return ""


@pytest.mark.parametrize("vid", CLIMBING_VARIANTS)
def test_corrupted_climbing_records_are_rejected_where_they_were_corrupted(climbing_records, vid):
    other = next(v for v in ALL_VARIANTS if v != vid)  # another variant, of either family
    tried = rejected = 0
    problems = []
    for n, record in enumerate(climbing_records[vid]):
        assert judge_record(record).ok, (vid, n)
        rng = random.Random(f"corrupt:{vid}:{n}")
        for c in corruptions(record, rng, 1, choices={**_enumerations(climbing_schema), ("variant",): [vid, other]}):
            tried += 1
            verdict = _judge_as_the_command_does(c.record)
            label = f"{vid} record {n}: {c}: {verdict.render()}"
            if verdict.ok:
                if _always(c, record):
                    problems.append(f"confirmed: {label}")
                continue
            rejected += 1
            problem = _place_problem(c, verdict) or ("" if verdict.rule else "no rule cited")
            if problem:
                problems.append(f"{problem}: {label}")
    assert not problems, f"{len(problems)} of {tried}:\n" + "\n".join(problems[:60])
    assert tried >= 150 and rejected >= tried // 2, (tried, rejected)
