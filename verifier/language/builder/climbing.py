"""The model builder's callbacks for the climbing family's rules, items and claims (grammar: the climbing section).

`Tree2Model` (builder/__init__.py) inherits them; values are checked here as everywhere in the builder: a rank of the
rank order, a term of a `cover` row, a set written in a worked example, each with the closest valid word.
"""
from __future__ import annotations

import dataclasses

from lark import Token, v_args

from ... import model as m
from ...model.climbing import keys
from ...runtime.cards import JOKERS, RANKS, SUIT_SYMBOLS, SUITS, CardError, parse_card
from ...model.climbing.sets import LEVEL
from ...diagnostics import Span
from ...diagnostics.suggest import closest, did_you_mean
from .blocks import BlockBuilder
from .values import unquote

CLIMBING_RANKS = (*RANKS, *JOKERS)

# The facets of a `cover` row: one term of each at most.
_FACETS = {"what the beater has attached": (m.CoverTerm.BIG_JOKERS, m.CoverTerm.ANY_JOKERS, m.CoverTerm.DEAD),
           "how many": (m.CoverTerm.AS_MANY, m.CoverTerm.MORE, m.CoverTerm.ONE),
           "the rank": (m.CoverTerm.HIGHER_RANK, m.CoverTerm.ANY_RANK)}


@v_args(meta=True)
class ClimbingBuilder(BlockBuilder):
    """One callback per rule of the grammar's climbing section."""

    # How an item is named in "does not belong in this block", and where it belongs.
    item_names = {m.CoverRow: "a `cover` row", m.LadderRow: "a `bombs` or `ladder` row", m.ThresholdRow: "a `threshold` row", m.ShareRow: "a `share` row",
                  m.FixedRow: "an `if … :` row", m.PlaceTribute: "a `give … from … to …` row",
                  m.PlaceName: "a `place NAME \"…\"` row", m.PlaceRow: "a `place` row",
                  m.LeftRow: "a `left … per card` row"}
    item_places = {m.CoverRow: "`cover` rows belong in `beat`",
                   m.LadderRow: "`bombs` and `ladder` rows belong in `beat`",
                   m.ThresholdRow: "`threshold` rows belong in `gouji sets`",
                   m.ShareRow: "`share` rows belong in `settlement`",
                   m.FixedRow: "`if … :` rows belong in `settlement`",
                   m.PlaceTribute: "`give … from … to …` rows belong in `tribute`",
                   m.PlaceName: "the names of places belong in `places`",
                   m.PlaceRow: "`place` rows belong in `places` or `settlement`",
                   m.LeftRow: "`left … per card` rows belong in `settlement`"}
    block_words = {cls: words for cls, (_, words) in keys.RULES.items()}

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
        """A set or a hand in a climbing claim: its cards, without suits where suits do not matter (`"SJ 8 8 8"`),
        with them where they do (a flush `"3H 7H 9H JH KH"`, a wild card `"2H"`); symbols are written as letters."""
        text = unquote(str(token))
        out = []
        for word, start in _words(text):
            upper = word.upper()
            if upper in CLIMBING_RANKS:
                out.append(upper)
                continue
            try:
                out.append(str(parse_card(word)))
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
        """`rank order BJ > SJ > level > A > … > 2`: the word `level` marks where the deal's level rank (级牌) stands,
        taken out of its place in the order written (Guandan)."""
        places = [i for i, token in enumerate(ch) if str(token).lower() == "level"]
        for extra in places[1:]:
            self.fail("E216", "level is listed twice in the rank order", ch[extra], "listed again here",
                      help="name the level's place once")
        ranks = self._ranks_once([t for t in ch if str(t).lower() != "level"], "rank order")
        return self.make(m.RankOrder, meta, ranks, places[0] if places else None)

    def suit_order(self, meta, ch):
        suits = []
        for token in ch:
            suit = SUIT_SYMBOLS.get(str(token), str(token).upper())
            if suit not in SUITS:
                self.fail("E202", f"unknown suit `{token}`", token, "not a suit",
                          help=did_you_mean(suit, SUITS) or "suits are S, H, C, D (or ♠ ♥ ♣ ♦)",
                          guess=closest(suit, SUITS))
            elif suit in suits:
                self.fail("E216", f"{suit} is listed twice in the suit order", token, "listed again here",
                          help="name each suit once")
            else:
                suits.append(suit)
        return self.make(m.SuitOrder, meta, tuple(suits))

    def wild(self, meta, ch):
        rule = self._block_rule(m.Wild, meta, ch[0])
        for name, valid in (("rank", (*RANKS, LEVEL)), ("suit", SUITS)):
            value = getattr(rule, name, None)
            if value is not None and value not in valid:
                self.fail("E201" if name == "rank" else "E202", f"unknown {name} `{value}` of the wild card",
                          rule.setting_span(name) or meta, f"not a {name}",
                          help=did_you_mean(value, valid) or f"the wild card's {name} is one of {', '.join(valid)}",
                          guess=closest(value, valid))
        return rule

    def money(self, meta, ch):
        return self.make(m.Money, meta, self._ranks_once(ch, "money"))

    def deal(self, meta, ch):
        return self._block_rule(m.Deal, meta, ch[0])

    def set(self, meta, ch):
        return self._block_rule(m.SetKind, meta, ch[1] if len(ch) > 1 else None, name=str(ch[0]))

    def beat(self, meta, ch):
        return self._block_rule(m.Beat, meta, ch[0])

    def round(self, meta, ch):
        return self._block_rule(m.Round, meta, ch[0])

    def first_lead(self, meta, ch):
        return self._block_rule(m.FirstLead, meta, ch[0])

    def settlement(self, meta, ch):
        return self._block_rule(m.Settlement, meta, ch[1], kind=self.word(m.DealKind, ch[0]))

    def gouji_sets(self, meta, ch):
        return self._block_rule(m.GoujiSets, meta, ch[0])

    def burn(self, meta, ch):
        return self._block_rule(m.Burn, meta, ch[0])

    def no_opposite(self, meta, ch):
        return self._block_rule(m.NoOpposite, meta, ch[0] if ch else None)

    def free_for_all(self, meta, ch):
        return self._block_rule(m.FreeForAll, meta, ch[0])

    def show_count(self, meta, ch):
        return self._block_rule(m.ShowCount, meta, ch[0])

    def advice(self, meta, ch):
        return self._block_rule(m.Advice, meta, ch[0])

    def final_gouji(self, meta, ch):
        return self._block_rule(m.FinalGouji, meta, ch[0])

    def revolution(self, meta, ch):
        return self._block_rule(m.Revolution, meta, ch[0])

    def call(self, meta, ch):
        return self._block_rule(m.Call, meta, ch[0])

    def bid(self, meta, ch):
        return self._block_rule(m.Bid, meta, ch[0])

    def places(self, meta, c):
        return self._block_rule(m.Places, meta, c[0])

    # Items -------------------------------------------------------------------------------------------------------

    def place_name(self, meta, ch):
        body, cites = self.cites(ch)
        label = unquote(str(body[1])) if len(body) > 1 else None
        return m.PlaceName(str(body[0]), label, cites=cites, span=self.span(meta))

    def place_row(self, meta, c):
        body, cites = self.cites(c)
        return m.PlaceRow(str(body[0]), self.integer(body[1]), cites=cites, span=self.span(meta))

    def cover_row(self, meta, ch):
        body, cites = self.cites(ch)
        attached = str(body[0]).upper()
        if attached not in JOKERS:
            self.fail("E205", f"`{body[0]}` is not a kind of joker", body[0], "expected `SJ` or `BJ`",
                      help=did_you_mean(attached, JOKERS) or "a `cover` row says what beats a set with small "
                                                            "jokers (`cover SJ`) or big jokers (`cover BJ`) attached",
                      guess=closest(attached, JOKERS))
        terms = tuple(self.word(m.CoverTerm, t) for t in body[1:])
        given = {}
        for token, term in zip(body[1:], terms):
            facet = next((name for name, members in _FACETS.items() if term in members), None)
            if facet is None:
                continue
            if facet in given:
                self.fail("E217", f"`{term}` and `{given[facet]}` both say {facet}", token, "a second term of "
                          "this kind", help="keep one of them")
            given[facet] = term
        if m.CoverTerm.DEAD in terms and len(given) > 1:
            self.fail("E217", "a dead set is beaten by nothing: `dead` takes no other term", meta,
                      "`dead` with other terms", help="write `dead` alone, or what the beater needs without it")
        return m.CoverRow(attached, terms, cites=cites, span=self.span(meta))

    def ladder_row(self, meta, ch):
        body, cites = self.cites(ch)
        names = tuple(str(x) for x in body[1:])  # a kind named twice is a contradiction the checker reports (C315)
        return m.LadderRow(str(body[0]) == "bombs", names, cites=cites, span=self.span(meta))

    def threshold_row(self, meta, ch):
        body, cites = self.cites(ch)
        return m.ThresholdRow(self._climbing_rank(body[0]), self.integer(body[1]), cites=cites, span=self.span(meta))

    def share_row(self, meta, ch):
        body, cites = self.cites(ch)
        numerator, denominator = self.integer(body[1]), self.integer(body[2])
        if denominator == 0:
            self.fail("E207", "a share cannot be divided by 0", body[2], "expected a whole number above 0")
        return m.ShareRow(str(body[0]), numerator, denominator, cites=cites, span=self.span(meta))

    def left_row(self, meta, ch):
        body, cites = self.cites(ch)
        numbers = [self.integer(x) for x in body if isinstance(x, Token) and x.type == "INT"]
        least, most = numbers[0], numbers[1] if len(numbers) == 3 else numbers[0]
        if most < least:
            self.fail("E207", f"a row of cards left from {least} to {most} holds no count", body[1],
                      f"expected a count of {least} or more")
        return m.LeftRow(least, most, numbers[-1], cites=cites, span=self.span(meta))

    def left_counts(self, meta, ch):
        return [self.integer(x) for x in ch]

    def stake_counts(self, meta, ch):
        numbers = [self.integer(x) for x in ch if isinstance(x, Token) and x.type == "INT"]
        return {"bid": numbers[0], "bombs": numbers[1] if len(numbers) > 1 else 0,
                "spring": any(isinstance(x, Token) and x.type == "SPRING" for x in ch)}

    def fixed_row(self, meta, ch):
        body, cites = self.cites(ch)
        holds = not any(isinstance(x, Token) and x.type == "NOT" for x in body)
        names = [x for x in body if isinstance(x, Token) and x.type == "NAME"]
        scores = tuple(x for x in body if isinstance(x, m.RoleScore))
        return m.FixedRow(str(names[0]), str(names[1]), holds, scores, cites=cites, span=self.span(meta))

    def tribute_row(self, meta, ch):
        body, cites = self.cites(ch)
        names = [x for x in body if isinstance(x, Token) and x.type == "NAME"]
        return m.PlaceTribute(self.integer(body[0]), str(names[0]), str(names[1]), cites=cites, span=self.span(meta))

    def role_score(self, meta, ch):
        return m.RoleScore(str(ch[0]), self.integer(ch[1]), span=self.span(meta))

    # Claims ------------------------------------------------------------------------------------------------------

    def set_claim(self, meta, ch):
        return m.SetClaim(self._set_cards(ch[0]), not _negated(ch), span=self.span(meta))

    def gouji_claim(self, meta, ch):
        return m.GoujiClaim(self._set_cards(ch[0]), not _negated(ch), span=self.span(meta))

    def beat_claim(self, meta, ch):
        return m.BeatClaim(self._set_cards(ch[0]), self._set_cards(ch[-1]), not _negated(ch), span=self.span(meta))

    def answer_claim(self, meta, ch):
        strings = [x for x in ch if x.type == "STRING"]
        source = self.word(m.Relation, ch[-1])
        return m.AnswerClaim(self._set_cards(strings[0]), self._set_cards(strings[1]), source, not _negated(ch),
                             span=self.span(meta))

    def burn_claim(self, meta, ch):
        strings = [x for x in ch if x.type == "STRING"]
        return m.BurnClaim(self._set_cards(strings[0]), self._set_cards(strings[1]), not _negated(ch),
                           span=self.span(meta))

    def call_claim(self, meta, ch):
        verdict = m.CallVerdict.MAY_NOT if _negated(ch) else m.CallVerdict.MAY
        return m.CallClaim(self.cards(ch[0]), verdict, span=self.span(meta))

    def must_call_claim(self, meta, ch):
        return m.CallClaim(self.cards(ch[0]), m.CallVerdict.MUST, span=self.span(meta))

    def settle_claim(self, meta, ch):
        order = tuple(str(x) for x in ch if isinstance(x, Token) and x.type == "NAME")
        table = next((x for x in ch if isinstance(x, tuple)), (None,))[0]
        scores = tuple(x for x in ch if isinstance(x, m.RoleScore))
        left = next((tuple(x) for x in ch if isinstance(x, list)), None)
        if left is not None and len(left) != len(order):
            self.fail("E207", f"{len(left)} counts of cards left for {len(order)} players", meta,
                      "expected one count per player, in finishing order")
        stake = next((x for x in ch if isinstance(x, dict)), {})
        return m.SettleClaim(order, table, scores, left, **stake, span=self.span(meta))

    def settle_table(self, meta, ch):
        return (str(self.word(m.DealKind, ch[0])),)

    def tribute_claim(self, meta, ch):
        given = self._set_cards(ch[2]) if len(ch) > 2 else ()
        return m.TributeClaim(self.integer(ch[0]), self._set_cards(ch[1]), given, span=self.span(meta))

    def lead_claim(self, meta, ch):
        after = next((x for x in ch if isinstance(x, tuple) and x[0] == "after"), ("after", None))[1]
        facts = [x for x in ch if isinstance(x, tuple) and x[0] != "after"]
        holds = tuple(m.LeadHolds(player, cards) for kind, player, cards in facts if kind == "holds")
        roles = tuple(m.LeadRole(player, role) for kind, player, role in facts if kind == "role")
        giver = next((player for kind, player, _ in facts if kind == "giver"), None)
        return m.LeadClaim(after, self.integer(ch[-1]), holds, roles, giver, span=self.span(meta))

    def lead_set_claim(self, meta, ch):
        leader = [x for x in ch if isinstance(x, Token) and x.type == "INT"][-1]
        claim = self.lead_claim(meta, [x for x in ch if not (isinstance(x, Token) and x.type in ("STRING", "NOT"))
                                       ] + [leader])
        return dataclasses.replace(claim, cards=self._set_cards(ch[-1]), may=not _negated(ch))

    def tribute_places_claim(self, meta, ch):
        order = tuple(self.integer(x) for x in ch if isinstance(x, Token) and x.type == "INT")
        agreed = next((x[1] for x in ch if isinstance(x, tuple) and x[0] == "agreed"), ())
        last = next((x[1] for x in ch if isinstance(x, tuple) and x[0] == "last"), None)
        flows = next(x[1] for x in ch if isinstance(x, tuple) and x[0] == "flows")
        return m.TributePlacesClaim(order, flows, agreed, last, span=self.span(meta))

    def tribute_agreed(self, meta, ch):
        return ("agreed", tuple(str(x) for x in ch))

    def tribute_last(self, meta, ch):
        return ("last", self.integer(ch[0]))

    def tribute_flows(self, meta, ch):
        return ("flows", tuple(ch))

    def tribute_none(self, meta, ch):
        return ("flows", ())

    def tribute_flow(self, meta, ch):
        return m.TributeFlow(*(self.integer(x) for x in ch), span=self.span(meta))

    def revolt_claim(self, meta, ch):
        verdict = m.CallVerdict.MAY_NOT if _negated(ch) else m.CallVerdict.MAY
        return m.RevoltClaim(self._set_cards(ch[0]), verdict, span=self.span(meta))

    def must_revolt_claim(self, meta, ch):
        return m.RevoltClaim(self._set_cards(ch[0]), m.CallVerdict.MUST, span=self.span(meta))

    def need_not_revolt_claim(self, meta, ch):
        return m.RevoltClaim(self._set_cards(ch[0]), m.CallVerdict.NEED_NOT, span=self.span(meta))

    def revolution_places_claim(self, meta, ch):
        order = tuple(self.integer(x) for x in ch if isinstance(x, Token) and x.type == "INT")
        revolted = tuple(x[1] for x in ch if isinstance(x, tuple) and x[0] == "revolted")
        places = next(x[1] for x in ch if isinstance(x, tuple) and x[0] == "places")
        return m.RevolutionPlacesClaim(order, revolted, places, span=self.span(meta))

    def round_claim(self, meta, ch):
        steps = tuple(x for x in ch if isinstance(x, m.RoundStep))
        player, action, cards, holds = next(x for x in ch if isinstance(x, tuple))
        return m.RoundClaim(steps, player, action, cards, holds, span=self.span(meta))

    def round_plays(self, meta, ch):
        return m.RoundStep(self.integer(ch[0]), "play", self._set_cards(ch[1]), span=self.span(meta))

    def round_plays_out(self, meta, ch):
        return m.RoundStep(self.integer(ch[0]), "play", self._set_cards(ch[1]), True, span=self.span(meta))

    def round_passes(self, meta, ch):
        return m.RoundStep(self.integer(ch[0]), "pass", span=self.span(meta))

    def round_defers(self, meta, ch):
        return m.RoundStep(self.integer(ch[0]), "defer", span=self.span(meta))

    def round_may(self, meta, ch):
        return (self.integer(ch[0]), "play", self._set_cards(ch[-1]), not _negated(ch))

    def round_may_pass(self, meta, ch):
        return (self.integer(ch[0]), "pass", (), not _negated(ch))

    def round_may_defer(self, meta, ch):
        return (self.integer(ch[0]), "defer", (), not _negated(ch))

    def round_leads(self, meta, ch):
        return (self.integer(ch[0]), "lead", (), True)

    def round_over(self, meta, ch):
        return (0, "over", (), True)

    def shown_claim(self, meta, ch):
        return m.ShownClaim(self.integer(ch[0]), not _negated(ch), span=self.span(meta))

    def calling_claim(self, meta, ch):
        steps = tuple(x for x in ch if isinstance(x, m.CallStep))
        holds = tuple(x for x in ch if isinstance(x, m.CallHolds))
        aside = tuple(card for x in ch if isinstance(x, tuple) and x and x[0] == "aside" for card in x[1])
        emperor, guard, lone = next(x[1] for x in ch if isinstance(x, tuple) and x and x[0] == "result")
        return m.CallingClaim(steps, holds, aside, emperor, guard, lone, span=self.span(meta))

    def call_passes(self, meta, ch):
        return m.CallStep(self.integer(ch[0]), "pass", span=self.span(meta))

    def call_calls(self, meta, ch):
        return m.CallStep(self.integer(ch[0]), "call", self.cards(ch[1]), span=self.span(meta))

    def call_holds(self, meta, ch):
        return m.CallHolds(self.integer(ch[0]), self.cards(ch[1]), span=self.span(meta))

    def call_aside(self, meta, ch):
        return ("aside", self.cards(ch[0]))

    def call_crowned(self, meta, ch):
        players = [self.integer(x) for x in ch]
        return ("result", (players[0], players[1] if len(players) > 1 else None, False))

    def call_lone(self, meta, ch):
        return ("result", (self.integer(ch[0]), None, True))

    def call_void(self, meta, ch):
        return ("result", (None, None, False))

    def revolted(self, meta, ch):
        return ("revolted", self.integer(ch[0]))

    def revolt_places(self, meta, ch):
        return ("places", tuple(self.integer(x) for x in ch))

    def revolt_void(self, meta, ch):
        return ("places", None)

    def lead_first_deal(self, meta, ch):
        return ("after", None)

    def lead_after(self, meta, ch):
        return ("after", tuple(self.integer(x) for x in ch))

    def lead_holds(self, meta, ch):
        return ("holds", self.integer(ch[0]), self.cards(ch[1]))

    def lead_role(self, meta, ch):
        return ("role", self.integer(ch[0]), str(ch[1]))

    def lead_giver(self, meta, ch):
        return ("giver", self.integer(ch[0]), None)


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
