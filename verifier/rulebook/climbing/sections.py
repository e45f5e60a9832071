"""The rulebook of the climbing family (Gouji 够级, Baohuang 保皇): the sections a climbing variant's page has in place of
the trick-taking ones, shared by both languages.

`Climbing` is a mixin placed before a language's book (en.py `ClimbingEnglish`, zh.py `ClimbingChinese`): it reads the climbing rules of the model (rank order, sets, the beat relation, answering rights and the gouji table,
the round, places and settlements, tribute, the call) and writes them with the words of the language's `W`. The worked
splits of the settlement tables are computed from the model by the checker's evaluator (`checks/climbing/settle.py`),
the same that proves every finishing order of every table.
"""
from __future__ import annotations

from fractions import Fraction

from ...checks.climbing import settle
from ...model import (first_level, ranks_at_first_level, BidBy, CoverRow, CoverTerm, FixedRow, LadderRow, LeftRow, PlaceName, PlaceTribute, Scored, SetShape, ShareRow,
                      ThresholdRow)
from ..book import Book
from ..markdown import esc, table
from . import learn, worked

SUIT_SIGNS = {"S": "♠", "H": "♥", "C": "♣", "D": "♦"}

JOKERS = ("BJ", "SJ")
# The settings whose values are place names (`first`, `fourth`): written with the variant's labels (头科, 四科).
PLACE_SETTINGS = {("FinalGouji", "places"), ("Revolution", "counts-as"), ("Revolution", "counts-as-if-teammates-top")}


class Climbing:
    """The climbing sections; `W` holds the words, the language's subclass the grammar (`claim`, `header_rows`)."""

    ITEMS = Book.ITEMS + (CoverRow, LadderRow, ThresholdRow, ShareRow, FixedRow, PlaceName, PlaceTribute, LeftRow)

    def value_words(self, block, name, value):
        """The climbing words first (`FirstLead:first-deal=most-threes`), then the language's own."""
        if (type(block).__name__, name) in PLACE_SETTINGS and isinstance(value, str):
            return self.place_words(value)
        for key in (f"{type(block).__name__}:{name}={value}", f"{name}={value}"):
            if key in self.W:
                return self.W[key]
        if isinstance(value, str) and value in JOKERS:
            return self.rank(value)
        return super().value_words(block, name, value)

    def place_words(self, place: str, code: bool = False) -> str:
        """A place of the variant as the page says it: its label on a Chinese page (头科), the name and the label on an
        English one (first, 头科); `code`: the name as written in the variant too."""
        names = self.v.places.names if self.v.places else ()
        label = next((n.label for n in names if n.place == place and n.label), None)
        written = f"<code>{esc(place)}</code>" if code else esc(place)
        if label is None:
            return written
        if self.lang == "zh":
            return f"{esc(label)}（{written}）" if code else esc(label)
        return f"{written} ({esc(label)})"

    # Sets in words --------------------------------------------------------------------------------------------------

    def rank(self, rank: str) -> str:
        return self.joker(rank) if rank in JOKERS else esc(rank)

    def set_cards(self, cards) -> str:
        """A set or a hand of a climbing claim (ranks without suits), jokers as the page writes them."""
        return "“" + " ".join(self.rank(c) if c in JOKERS else esc(c) for c in cards) + "”"

    def sentences(self, *parts: str) -> str:
        return "\n\n".join(p for p in parts if p)

    def section_of(self, block, intro_key: str, skip: tuple[str, ...] = ()) -> str:
        """A block's intro, its settings, its citations, remarks and worked examples."""
        if block is None:
            return ""
        return self.sentences(self.W[intro_key], self.settings_table(block, skip), self.block_cites(block),
                              self.remarks(block.remarks), self.examples(block.examples))

    # The rank order ---------------------------------------------------------------------------------------------------

    def rank_order_section(self) -> str:
        v = self.v
        if v.rank_order is None:
            return self.W["silent"]
        money = set(v.money.ranks) if v.money else set()
        named = v.money is not None or v.call is not None  # Gouji's and Baohuang's names of the ranks (帽子, 老K)
        body = []
        level = first_level(v) if v.rank_order.level_place is not None else None
        for i, rank in enumerate(ranks_at_first_level(v), start=1):
            name = self.W.get(f"rank-name:{rank}", "") if named or rank in JOKERS else ""
            if rank == level:  # team levels (Guandan): the place of every deal's level rank
                name = self.W["level-name"]
            if rank in money:
                name = self.W["money-name"] + (f"{self.W['list-sep']}{name}" if name else "")
            body.append([str(i), self.rank(rank), name])
        intro = self.W["rank-order-intro-suits" if v.suit_order else "rank-order-intro"]
        out = [intro, table([self.W["strength"], self.W["rank"], self.W["called"]], body),
               self.block_cites(v.rank_order)]
        if v.suit_order:
            out.append(self.sourced(self.W["suit-order-line"].format(suits=" > ".join(
                SUIT_SIGNS.get(s, s) for s in v.suit_order.suits)), v.suit_order.cites))
        if v.money:
            out.append(self.sourced(self.W["money-line"].format(ranks=self.W["list-sep"].join(
                esc(r) for r in v.money.ranks)), v.money.cites))
        return self.sentences(*out)

    # Sets ------------------------------------------------------------------------------------------------------------

    def sets_section(self) -> str:
        v = self.v
        if not v.sets:
            return self.W["silent"]
        shaped = len(v.sets) > 1 or any(k.shape not in (None, SetShape.SAME_RANK) or k.with_ for k in v.sets)
        out = [self.W["sets-intro-shapes" if shaped else "sets-intro"]]
        for kind in v.sets:
            if len(v.sets) > 1:
                out.append(f"### <code>{esc(kind.name)}</code>")  # the kind's name as the variant writes it
            out += [self.settings_table(kind), self.block_cites(kind), self.remarks(kind.remarks),
                    self.examples(kind.examples)]
        if v.wild is not None:
            out.append(self.section_of(v.wild, "wild-intro"))
        if v.deal is not None:
            out.append(self.section_of(v.deal, "deal-intro"))
        return self.sentences(*out)

    # The beat relation -------------------------------------------------------------------------------------------------

    def cover_words(self, row: CoverRow) -> str:
        if row.by == CoverTerm.DEAD:
            return self.W["cover-dead"]
        by = self.W[f"cover-by:{(row.by or CoverTerm.BIG_JOKERS).value}"]
        count = self.W[f"cover-count:{(row.count or CoverTerm.ONE).value}"].format(
            kind=self.joker(row.attached))
        rank = self.W[f"cover-rank:{(row.rank or CoverTerm.HIGHER_RANK).value}"]
        return self.W["cover-line"].format(by=by, count=count, rank=rank)

    def beat_section(self) -> str:
        beat = self.v.beat
        if beat is None:
            return self.W["silent"]
        out = [self.W["beat-intro"], self.settings_table(beat)]
        if beat.covers:
            body = [[self.W["cover-standing"].format(kind=self.joker(r.attached)), self.cover_words(r),
                     f"<code>{esc(self.code_of(r, with_cites=False))}</code>", self.cites(r.cites)]
                    for r in beat.covers]
            out += [self.W["covers-intro"], table([self.W["standing-set"], self.W["beaten-by"], self.W["as-written"],
                                                   self.W["source"]], body)]
            if not any(r.attached == "BJ" for r in beat.covers):
                out.append(self.W["no-big-row"])
        for row in beat.ladders:
            kinds = " < ".join(f"<code>{esc(k)}</code>" for k in row.kinds)
            out.append(self.sourced(self.W["bombs-line" if row.bombs else "ladder-line"].format(kinds=kinds),
                                    row.cites))
        out += [self.block_cites(beat), self.remarks(beat.remarks), self.examples(beat.examples)]
        return self.sentences(*out)

    # Answering rights and the gouji sets --------------------------------------------------------------------------------

    def gouji_section(self) -> str:
        g = self.v.gouji_sets
        if g is None:
            return ""
        order = ranks_at_first_level(self.v)
        rows = sorted(g.thresholds, key=lambda r: order.index(r.rank) if r.rank in order else len(order))
        body = [[self.rank(r.rank), self.W["from-cards" if r.count != 1 else "from-card"].format(n=r.count),
                 self.cites(r.cites)] for r in rows]
        return self.sentences(self.W["gouji-intro"], table([self.W["rank"], self.W["gouji-from"], self.W["source"]],
                                                            body),
                              self.settings_table(g), self.block_cites(g), self.remarks(g.remarks),
                              self.examples(g.examples))

    def answering_section(self) -> str:
        v = self.v
        parts = [self.gouji_section()]
        for block, key, heading in ((v.burn, "burn-intro", "burn"), (v.no_opposite, "no-opposite-intro", "no-opposite"),
                                    (v.free_for_all, "free-for-all-intro", "free-for-all"),
                                    (v.final_gouji, "final-gouji-intro", "final-gouji")):
            if block is not None:
                parts.append(f"### {self.W['h:' + heading]}")
                parts.append(self.section_of(block, key))
        return self.sentences(*parts) if any(parts) else self.W["no-answering"]

    # The round ---------------------------------------------------------------------------------------------------------

    def round_section(self) -> str:
        v = self.v
        parts = [self.section_of(v.round, "round-intro") if v.round is not None else self.W["silent"]]
        for block, key, heading in ((v.first_lead, "first-lead-intro", "first-lead"),
                                    (v.show_count, "show-count-intro", "show-count"),
                                    (v.advice, "advice-intro", "advice")):
            if block is not None:
                parts += [f"### {self.W['h:' + heading]}", self.section_of(block, key)]
        return self.sentences(*parts)

    # Places and settlements --------------------------------------------------------------------------------------------

    def places_section(self) -> str:
        p = self.v.places
        if p is None:
            return self.W["silent"]
        out = [self.W["places-intro"]]
        if p.names:
            body = [[str(i), f"<code>{esc(n.place)}</code>", esc(n.label) if n.label else "", self.cites(n.cites)]
                    for i, n in enumerate(p.names, start=1)]
            out.append(table([self.W["strength"], self.W["place"], self.W["called"], self.W["source"]], body))
        out += [self.settings_table(p), self.block_cites(p), self.remarks(p.remarks), self.examples(p.examples)]
        return self.sentences(*out)

    def score(self, value: Fraction) -> str:
        text = str(value)
        return f"+{text}" if value > 0 else text

    def worked_orders(self, roles: list[str]) -> list[tuple[str, ...]]:
        """A few finishing orders worth working through: one team first, the teams in turn, one team last."""
        teams = sorted(set(map(settle.team_of, roles)), key=[settle.team_of(r) for r in roles].index)
        grouped = tuple(sorted(roles, key=lambda r: (teams.index(settle.team_of(r)), r != "emperor")))
        first, rest = [r for r in grouped if settle.team_of(r) == teams[0]], \
            [r for r in grouped if settle.team_of(r) != teams[0]]
        # The first team's leader first out, its others second-last, the other team between and last (the seed's
        # "皇帝获得头科，保皇派为二落，革命党获得二科、第三、大落").
        mixed = first[:1] + rest[:-1] + first[1:] + rest[-1:]
        orders = [grouped, tuple(mixed), tuple(reversed(grouped))]
        return list(dict.fromkeys(orders))

    def split_table(self, table_: settle.Table) -> str:
        places = settle.places_of(self.v)
        roles = settle.roles_for(self.v, table_.kind, len(places))
        if roles is None or table_.problems:
            return ""
        body = []
        for order in self.worked_orders(roles):
            outcome = settle.settle(table_, places, order)
            if outcome.missing:
                continue
            finish = self.W["list-sep"].join(self.role(r) for r in order)
            if settle.per_team(self.v, table_):
                result = self.W["list-sep"].join(f"{self.role(t)} {self.score(s)}" for t, s in outcome.team_scores)
            else:
                seen, words = set(), []
                for role, s in zip(order, outcome.scores):
                    if role not in seen:
                        seen.add(role)
                        words.append(f"{self.role(role)} {self.score(s)}")
                result = self.W["list-sep"].join(words)
            sums = self.W["list-sep"].join(f"{self.role(t)} {self.score(s)}"
                                           for t, s in outcome.team_points or outcome.team_scores)
            body.append([finish, sums, result])
        if not body:
            return ""
        return self.sentences(self.W["splits-intro"], table([self.W["finish"], self.W["team-sums"],
                                                             self.W["scores"]], body))

    def settlement_block(self, table_: settle.Table) -> str:
        block = table_.block
        out = [f"### {self.W.get('kind:' + table_.kind, esc(table_.kind))}"]
        if block.of is not None:
            out.append(self.W["of-line"].format(of=self.W.get(f"kind:{block.of}", esc(block.of)),
                                                n=block.multiplier or 1))
        if block.rows:
            body = [[f"<code>{esc(r.place)}</code>", self.score(Fraction(r.score)), self.cites(r.cites)]
                    for r in block.rows]
            out.append(table([self.W["place"], self.W["points"], self.W["source"]], body))
        if block.shares:
            body = [[self.role(s.role), f"{s.numerator}/{s.denominator}", self.cites(s.cites)] for s in block.shares]
            out.append(table([self.W["role"], self.W["share"], self.W["source"]], body))
        if block.left:
            body = [[self.W["left-span" if r.most != r.least else "left-one"].format(least=r.least, most=r.most),
                     str(r.per_card), self.cites(r.cites)] for r in block.left]
            out.append(table([self.W["cards-left"], self.W["per-card"], self.W["source"]], body))
        if block.fixed:
            body = [[self.W["fixed-when" if r.holds else "fixed-when-not"].format(
                         role=self.role(r.role), place=f"<code>{esc(r.place)}</code>"),
                     self.W["list-sep"].join(f"{self.role(s.role)} {self.score(Fraction(s.score))}" for s in r.scores),
                     self.cites(r.cites)] for r in block.fixed]
            out.append(table([self.W["when"], self.W["scores"], self.W["source"]], body))
        out += [self.settings_table(block, skip=("of", "multiplier") if block.of is not None else ()),
                self.split_table(table_), self.block_cites(block), self.remarks(block.remarks),
                self.examples(block.examples)]
        return self.sentences(*out)

    def settlement_section(self) -> str:
        tables = settle.tables_of(self.v)
        if not tables:
            return self.W["silent"]
        scored = {t.scored for t in tables if t.scored is not None}
        intro = self.W["settlement-intro:per-team" if scored == {Scored.PER_TEAM} else "settlement-intro"]
        if any(t.block.left for t in tables):
            intro = self.W["settlement-intro:left"]
        return self.sentences(intro, *(self.settlement_block(t) for t in tables))

    # Tribute and the call ---------------------------------------------------------------------------------------------

    def tribute_section(self) -> str:
        t = self.v.tribute
        if t is None:
            return ""
        out = [self.W["climbing-tribute-intro"]]
        if t.places:
            body = [[self.place_words(r.giver, code=True), self.place_words(r.receiver, code=True), str(r.count),
                     self.cites(r.cites)] for r in t.places]
            out.append(table([self.W["giver"], self.W["receiver"], self.W["cards-given"], self.W["source"]], body))
        out += [self.settings_table(t), self.block_cites(t), self.remarks(t.remarks), self.examples(t.examples)]
        return self.sentences(*out)

    def levels_section(self) -> str:
        """Team levels (Guandan): the ladder, the deal's level, the climb, a defended level and passing the top."""
        v = self.v
        steps = v.levels.steps
        out = [self.sourced(self.W["levels-line"].format(first=self.rank(steps[0]), last=self.rank(steps[-1])),
                            v.levels.cites)]
        d = v.defended_levels
        if d is not None:
            ranks = self.W["list-sep"].join(self.rank(r) for r in d.ranks)
            lines = [self.W["defended-line"].format(ranks=ranks)]
            if d.needs is not None and f"defended-needs={d.needs.value}" in self.W:
                lines.append(self.W[f"defended-needs={d.needs.value}"])
            if d.failures:
                back = d.back_to if d.back_to is not None else v.levels.steps[0]
                lines.append(self.W["defended-failures"].format(ranks=ranks, count=d.failures, back=self.rank(back)))
            out.append(self.sourced(self.W["sentence-join"].join(lines), d.cites))
        if v.past_top is not None:
            out.append(self.sourced(self.W.get(f"past-top={v.past_top.then.value}", esc(v.past_top.then.value)),
                                    v.past_top.cites))
        return self.sentences(*out)

    def call_section(self) -> str:
        return self.section_of(self.v.call, "call-intro")

    def revolution_section(self) -> str:
        return self.section_of(self.v.revolution, "revolution-intro")

    # The page -------------------------------------------------------------------------------------------------------

    def role(self, role: str) -> str:
        return self.W.get(f"role:{role}", esc(role))

    def header_rows(self):
        v, w = self.v, self.W
        rows = []
        if v.family:
            rows.append((w["row:family"], w[f"family={v.family.family.value}"], v.family))
        if v.players:
            rows.append((w["row:players"], w["hd:players"].format(least=v.players.least), v.players))
        if v.teams:
            kind = v.teams.kind.value
            if kind == "alternate" and v.players and v.players.least == 4:
                kind = "partners"  # two of a team: the partner sits across (Guandan)
            rows.append((w["row:teams"], w.get(f"teams={kind}", kind), v.teams))
        if v.direction:
            rows.append((w["row:direction"], w[f"direction={v.direction.direction.value}"], v.direction))
        if v.decks:
            rows.append((w["row:decks"], self.decks_words(v.decks) + w["hd:deck-size"].format(size=self.deck_size()),
                         v.decks))
        rows.append((w["row:hand"], self.hand_words(), v.hand))
        return rows + self.lineage_rows()

    def hand_words(self) -> str:
        v, cards, w = self.v, self.deck_size(), self.W
        players = v.players.least if v.players else None
        if v.hand:
            return w["hd:hand"].format(size=v.hand.size)
        if cards and players:
            left = cards % players
            text = w["hd:divided"].format(n=cards // players)
            if left:
                where = w.get(f"leftover={v.deal.leftover.value}" if v.deal and v.deal.leftover else "", "")
                text += w["hd:left-over"].format(n=left) + (w["hd:left-where"].format(where=where) if where else "")
            return text
        return "—"

    def family_sections(self) -> list[tuple[str, str]]:
        """(anchor, text) of the climbing sections, in the page's order (Book.page() lays the page out); empty ones are
        left out."""
        v = self.v
        sections = [("rank-order", self.rank_order_section()), ("sets", self.sets_section()),
                    ("beat", self.beat_section()), ("answering", self.answering_section()),
                    ("round", self.round_section())]
        if v.call is not None:
            sections.append(("call", self.call_section()))
        if v.bid is not None:
            robs = v.bid.by == BidBy.CALL_AND_ROB  # the settings of the other way of bidding say nothing here
            sections.append(("bid", self.section_of(v.bid, "bid-rob-intro" if robs else "bid-intro",
                                                     skip=("bids",) if robs else ("rob-back",))))
        sections += [("places", self.places_section()), ("settlement", self.settlement_section())]
        if v.levels is not None:
            sections.append(("levels", self.levels_section()))
        if v.tribute is not None:
            sections.append(("tribute", self.tribute_section()))
        if v.revolution is not None:
            sections.append(("revolution", self.revolution_section()))
        return [(anchor, text) for anchor, text in sections if text]

    def overview_part(self) -> list[str]:
        return learn.overview_part(self)

    def played_part(self) -> list[str]:
        return worked.played_part(self)
