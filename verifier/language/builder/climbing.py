"""The model builder's callbacks for the climbing family's rules, items and claims (grammar: the climbing section).

`Tree2Model` (build.py) inherits them; values are checked here as everywhere in the builder: a rank of the rank order,
a term of a `cover` row, a set written in a worked example, each with the closest valid word.
"""
from __future__ import annotations

from lark import Token, v_args

from ...model import climbing as c
from . import Builder, unquote
from ...runtime.cards import JOKERS, RANKS, CardError, parse_card
from ...diagnostics import Span
from ...diagnostics.suggest import closest, did_you_mean

CLIMBING_RANKS = (*RANKS, *JOKERS)

# How an item is named in "does not belong in this block", and where it belongs.
DESCRIBE = {c.CoverRow: "a `cover` row", c.ThresholdRow: "a `threshold` row", c.ShareRow: "a `share` row",
            c.FixedRow: "an `if … :` row", c.PlaceTribute: "a `give … from … to …` row",
            c.PlaceName: "a `place NAME \"…\"` row"}
BELONGS = {c.CoverRow: "`cover` rows belong in `beat`", c.ThresholdRow: "`threshold` rows belong in `gouji sets`",
           c.ShareRow: "`share` rows belong in `settlement`", c.FixedRow: "`if … :` rows belong in `settlement`",
           c.PlaceTribute: "`give … from … to …` rows belong in `tribute`",
           c.PlaceName: "the names of places belong in `places`"}

# The facets of a `cover` row: one term of each at most.
_FACETS = {"what the beater has attached": (c.CoverTerm.BIG_JOKERS, c.CoverTerm.ANY_JOKERS, c.CoverTerm.DEAD),
           "how many": (c.CoverTerm.AS_MANY, c.CoverTerm.MORE, c.CoverTerm.ONE),
           "the rank": (c.CoverTerm.HIGHER_RANK, c.CoverTerm.ANY_RANK)}


@v_args(meta=True)
class ClimbingBuilder(Builder):
    """One callback per rule of the grammar's climbing section."""

    # Values ------------------------------------------------------------------------------------------------------

    def _climbing_rank(self, token: Token) -> str:
        """A rank of a climbing game: 3 … A, 2, or a joker (no suit)."""
        word = str(token).upper()
        if word in CLIMBING_RANKS:
            return word
        self.fail("E201", f"unknown rank `{token}`", token, "not a rank",
                  help=did_you_mean(word, CLIMBING_RANKS) or "ranks are 2..10, J, Q, K, A, and the jokers SJ, BJ",
                  guess=closest(word, CLIMBING_RANKS))
        return word

    def _set_cards(self, token: Token) -> tuple[str, ...]:
        """A set or a hand in a climbing claim: ranks without suits, `"SJ 8 8 8"` (a suit, if written, is dropped)."""
        text = unquote(str(token))
        out = []
        for word, start in _words(text):
            upper = word.upper()
            if upper in CLIMBING_RANKS:
                out.append(upper)
                continue
            try:
                out.append(parse_card(word).rank)
            except CardError:
                at = token.start_pos + 1 + start
                span = Span.of_text(self.file, self.text, at, at + len(word))
                self.fail("E206", f"`{word}` is not a card", span, "not a card",
                          help=did_you_mean(upper, CLIMBING_RANKS) or
                          "a set is written as its ranks without suits, e.g. `SJ 8 8 8`",
                          guess=closest(upper, CLIMBING_RANKS))
        if not out and text.strip() == "":
            self.fail("E206", "no cards given", token, "an empty list of cards")
        return tuple(out)

    def _ranks_once(self, tokens, what: str) -> tuple[str, ...]:
        ranks, seen = [], set()
        for token in tokens:
            rank = self._climbing_rank(token)
            if rank in seen:
                self.fail("E216", f"{rank} is listed twice in the {what}", token, "listed again here",
                          help=f"name each rank of the {what} once")
                continue
            seen.add(rank)
            ranks.append(rank)
        return tuple(ranks)

    # Rules -------------------------------------------------------------------------------------------------------

    def rank_order(self, meta, ch):
        return self.make(c.RankOrder, meta, self._ranks_once(ch, "rank order"))

    def money(self, meta, ch):
        return self.make(c.Money, meta, self._ranks_once(ch, "money"))

    def deal(self, meta, ch):
        return self._block_rule(c.Deal, meta, ch[0])

    def set(self, meta, ch):
        return self._block_rule(c.SetKind, meta, ch[1] if len(ch) > 1 else None, name=str(ch[0]))

    def beat(self, meta, ch):
        return self._block_rule(c.Beat, meta, ch[0])

    def round(self, meta, ch):
        return self._block_rule(c.Round, meta, ch[0])

    def first_lead(self, meta, ch):
        return self._block_rule(c.FirstLead, meta, ch[0])

    def settlement(self, meta, ch):
        return self._block_rule(c.Settlement, meta, ch[1], kind=self.word(c.DealKind, ch[0]))

    def gouji_sets(self, meta, ch):
        return self._block_rule(c.GoujiSets, meta, ch[0])

    def burn(self, meta, ch):
        return self._block_rule(c.Burn, meta, ch[0])

    def no_opposite(self, meta, ch):
        return self._block_rule(c.NoOpposite, meta, ch[0] if ch else None)

    def free_for_all(self, meta, ch):
        return self._block_rule(c.FreeForAll, meta, ch[0])

    def show_count(self, meta, ch):
        return self._block_rule(c.ShowCount, meta, ch[0])

    def advice(self, meta, ch):
        return self._block_rule(c.Advice, meta, ch[0])

    def final_gouji(self, meta, ch):
        return self._block_rule(c.FinalGouji, meta, ch[0])

    def revolution(self, meta, ch):
        return self._block_rule(c.Revolution, meta, ch[0])

    def call(self, meta, ch):
        return self._block_rule(c.Call, meta, ch[0])

    # Items -------------------------------------------------------------------------------------------------------

    def place_name(self, meta, ch):
        body, cites = self.cites(ch)
        label = unquote(str(body[1])) if len(body) > 1 else None
        return c.PlaceName(str(body[0]), label, cites=cites, span=self.span(meta))

    def cover_row(self, meta, ch):
        body, cites = self.cites(ch)
        attached = str(body[0]).upper()
        if attached not in JOKERS:
            self.fail("E205", f"`{body[0]}` is not a kind of joker", body[0], "expected `SJ` or `BJ`",
                      help=did_you_mean(attached, JOKERS) or "a `cover` row says what beats a set with small "
                                                            "jokers (`cover SJ`) or big jokers (`cover BJ`) attached",
                      guess=closest(attached, JOKERS))
        terms = tuple(self.word(c.CoverTerm, t) for t in body[1:])
        given = {}
        for token, term in zip(body[1:], terms):
            facet = next((name for name, members in _FACETS.items() if term in members), None)
            if facet is None:
                continue
            if facet in given:
                self.fail("E217", f"`{term}` and `{given[facet]}` both say {facet}", token, "a second term of "
                          "this kind", help="keep one of them")
            given[facet] = term
        if c.CoverTerm.DEAD in terms and len(given) > 1:
            self.fail("E217", "a dead set is beaten by nothing: `dead` takes no other term", meta,
                      "`dead` with other terms", help="write `dead` alone, or what the beater needs without it")
        return c.CoverRow(attached, terms, cites=cites, span=self.span(meta))

    def threshold_row(self, meta, ch):
        body, cites = self.cites(ch)
        return c.ThresholdRow(self._climbing_rank(body[0]), self.integer(body[1]), cites=cites, span=self.span(meta))

    def share_row(self, meta, ch):
        body, cites = self.cites(ch)
        numerator, denominator = self.integer(body[1]), self.integer(body[2])
        if denominator == 0:
            self.fail("E207", "a share cannot be divided by 0", body[2], "expected a whole number above 0")
        return c.ShareRow(str(body[0]), numerator, denominator, cites=cites, span=self.span(meta))

    def fixed_row(self, meta, ch):
        body, cites = self.cites(ch)
        holds = not any(isinstance(x, Token) and x.type == "NOT" for x in body)
        names = [x for x in body if isinstance(x, Token) and x.type == "NAME"]
        scores = tuple(x for x in body if isinstance(x, c.RoleScore))
        return c.FixedRow(str(names[0]), str(names[1]), holds, scores, cites=cites, span=self.span(meta))

    def tribute_row(self, meta, ch):
        body, cites = self.cites(ch)
        names = [x for x in body if isinstance(x, Token) and x.type == "NAME"]
        return c.PlaceTribute(self.integer(body[0]), str(names[0]), str(names[1]), cites=cites, span=self.span(meta))

    def role_score(self, meta, ch):
        return c.RoleScore(str(ch[0]), int(str(ch[1])), span=self.span(meta))

    # Claims ------------------------------------------------------------------------------------------------------

    def set_claim(self, meta, ch):
        return c.SetClaim(self._set_cards(ch[0]), not _negated(ch), span=self.span(meta))

    def gouji_claim(self, meta, ch):
        return c.GoujiClaim(self._set_cards(ch[0]), not _negated(ch), span=self.span(meta))

    def beat_claim(self, meta, ch):
        return c.BeatClaim(self._set_cards(ch[0]), self._set_cards(ch[-1]), not _negated(ch), span=self.span(meta))

    def answer_claim(self, meta, ch):
        strings = [x for x in ch if x.type == "STRING"]
        source = self.word(c.Relation, ch[-1])
        return c.AnswerClaim(self._set_cards(strings[0]), self._set_cards(strings[1]), source, not _negated(ch),
                             span=self.span(meta))

    def burn_claim(self, meta, ch):
        strings = [x for x in ch if x.type == "STRING"]
        return c.BurnClaim(self._set_cards(strings[0]), self._set_cards(strings[1]), not _negated(ch),
                           span=self.span(meta))

    def call_claim(self, meta, ch):
        verdict = c.CallVerdict.MAY_NOT if _negated(ch) else c.CallVerdict.MAY
        return c.CallClaim(self.cards(ch[0]), verdict, span=self.span(meta))

    def must_call_claim(self, meta, ch):
        return c.CallClaim(self.cards(ch[0]), c.CallVerdict.MUST, span=self.span(meta))

    def settle_claim(self, meta, ch):
        order = tuple(str(x) for x in ch if isinstance(x, Token) and x.type == "NAME")
        table = next((x for x in ch if isinstance(x, tuple)), (None,))[0]
        scores = tuple(x for x in ch if isinstance(x, c.RoleScore))
        return c.SettleClaim(order, table, scores, span=self.span(meta))

    def settle_table(self, meta, ch):
        return (str(self.word(c.DealKind, ch[0])),)

    def tribute_claim(self, meta, ch):
        given = self._set_cards(ch[2]) if len(ch) > 2 else ()
        return c.TributeClaim(self.integer(ch[0]), self._set_cards(ch[1]), given, span=self.span(meta))


def _negated(children) -> bool:
    return any(isinstance(x, Token) and x.type == "NOT" for x in children)


def _words(text: str):
    start = None
    for i, ch in enumerate(text + " "):
        if ch.isspace():
            if start is not None:
                yield text[start:i], start
                start = None
        elif start is None:
            start = i
