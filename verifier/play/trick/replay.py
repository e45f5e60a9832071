"""The seats of a replayed trick-taking record: `RecordedSeat` answers the engine's questions for one seat from a
deal's record (its declarations, bids, burials, exchanges, plays), handed out by the deal's `Book` as the engine asks;
a decision the record lacks, or makes out of turn, is an Illegal with the rule."""
from __future__ import annotations

from ...runtime.trick import ids as I
from ...runtime.trick.state import Illegal


def read_cards(words, where: dict, what: str) -> list[int]:
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
        return read_cards(tribute.get("returned") or [], deal.where(player=seat), "tribute returned")

    def exchange(self, deal, seat, count, receiver):
        where = deal.where(player=seat)
        mine = [given for given in self.book.entry.get("exchange") or [] if given.get("player") == seat]
        for given in mine:  # with `with: eaten` the eater gives to each player it ate
            if given.get("receiver") == receiver:
                return read_cards(given.get("cards") or [], where, "exchange")
        for given in mine:
            raise Illegal(where, f"the record has player {seat} give to player {given.get('receiver')}; the "
                          f"rules give to player {receiver}", deal.ref("exchange"))
        raise Illegal(where, f"the record has no cards given by player {seat} in the exchange", deal.ref("exchange"))

    def bury(self, deal, seat):
        if deal.phase == "kitty-overcall":  # the kitty overcaller buries again
            made = self.book.kitty_overcalls()[len(deal.kitty_overcalls) - 1]
            return read_cards(made.get("buried") or [], deal.where(player=seat), "buried")
        return read_cards(self.book.entry.get("buried") or [], deal.where(player=seat), "buried")

    def kitty_overcall(self, deal, seat):
        return self.book.kitty_overcall(deal, seat)

    def rebury(self, deal, seat):
        """The record's jokers buried into the kitty by this player (扣王), or None."""
        for made in self.book.entry.get("rebury") or []:
            if made.get("player") == seat:
                where = deal.where(player=seat)
                return read_cards(made.get("buried") or [], where, "jokers buried"), \
                    read_cards(made.get("picked") or [], where, "picked up")
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
        return read_cards([call.get("card")], where, "friend call")[0], call.get("nth")

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
        return read_cards(play.get("attempted") or play["cards"], deal.where(player=seat), "lead")

    def follow(self, deal, seat):
        position = len(deal.current)
        play = self.book.play(deal, seat, position)
        return read_cards(play["cards"], deal.where(player=seat), "play")


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
                return read_cards(d["cards"], deal.where(player=seat, after=deal.dealt), "declaration"), d.get("suit")
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
            return read_cards(made[index]["cards"], deal.where(player=seat), "kitty overcall"), made[index].get("suit")
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
