"""The model builder's callbacks for the trick-taking family's scoring: the `scoring` block and its cap, the rows of
a table (`when points >= 80 -> attackers take over +1`), their conditions, outcomes and extras."""
from __future__ import annotations

from lark import Token, v_args

from .... import model as m
from ....runtime.cards import JOKERS
from ..blocks import BlockBuilder
from ..values import unquote


@v_args(meta=True)
class TrickScoring(BlockBuilder):
    """One callback per rule of the grammar's scoring tables."""

    def scoring(self, meta, c):
        return self._block_rule(m.Scoring, meta, c[0])

    def scoring_cap(self, meta, c):
        return self.make(m.ScoringCap, meta, self.integer(c[0]))

    def table_row(self, meta, c):
        body, cites = self.cites(c)
        conditions = tuple(x for x in body if isinstance(x, (m.PointsCondition, m.LastTrickCondition,
                                                             m.KittyCondition)))
        outcome = next(x for x in body if isinstance(x, m.Outcome))
        extras = tuple(x for x in body if isinstance(x, (m.PerPoints, m.PerKittyCard, m.RoundEnds)))
        label = next((unquote(str(x)) for x in body if isinstance(x, Token) and x.type == "STRING"), None)
        outcome = m.Outcome(outcome.side, outcome.kind, outcome.amount, extras, self._also(outcome, body),
                            span=outcome.span)
        return m.TableRow(conditions, outcome, label, cites=cites, span=self.span(meta))

    def _also(self, outcome: m.Outcome, body) -> m.Rise | None:
        """The other side's rise of `declarers +1 and attackers +1`, checked against the outcome it follows."""
        also = next((x for x in body if isinstance(x, m.Rise)), None)
        if also is None:
            return None
        if outcome.kind in (m.OutcomeKind.GIVE, m.OutcomeKind.NOTHING):
            self.fail("E209", f"`and {also.side.value} {also.amount:+d}` follows an outcome that raises nobody",
                      also.span, "the other side's rise", help="both sides rise after a rise or a take-over: "
                      "`declarers +1 and attackers +1`")
            return None
        if also.side == outcome.side:
            self.fail("E209", f"`and {also.side.value} {also.amount:+d}` raises the side the outcome already names",
                      also.span, "the same side", help=f"write one rise for the {also.side.value}, or raise the "
                      "other side: `declarers +1 and attackers +1`")
            return None
        if also.amount < 1:
            self.fail("E209", f"`and {also.side.value} {also.amount:+d}` raises nobody", also.span, "not a rise",
                      help="the other side rises by at least one level: `and attackers +1`")
            return None
        return also

    def also_rise(self, meta, c):
        return m.Rise(self.word(m.Side, c[0]), self.integer(c[1]), span=self.span(meta))

    def points_condition(self, meta, c):
        return m.PointsCondition(m.Compare(str(c[0])), self.integer(c[1]), span=self.span(meta))

    def last_trick_condition(self, meta, c):
        return m.LastTrickCondition(self.word(m.Side, c[0]), span=self.span(meta))

    def kitty_condition(self, meta, c):
        return m.KittyCondition(self.integer(c[0]), self._kitty_card(c[1]), span=self.span(meta))

    def _kitty_card(self, token) -> str:
        """A card of the kitty counted by rank: a joker (`BJ`, `SJ`) or a rank."""
        card = str(token).upper()
        return card if card in JOKERS else self.rank(token)

    def _outcome(self, meta, kind, side, amount=0):
        return m.Outcome(m.Side(str(side)) if side is not None else None, kind, amount, span=self.span(meta))

    def keep_outcome(self, meta, c):
        if str(c[0]) == "attackers" and len(c) < 2:  # `attackers +1` rises without taking over (到点即升级)
            self.fail("E209", "the attackers cannot keep: only the declarers keep declaring", c[0],
                      "not an outcome", help="write `declarers keep`, `attackers +N` (they rise, the declarer "
                      "stays) or `attackers take over +N`")
        return self._outcome(meta, m.OutcomeKind.KEEP, c[0], self.integer(c[1]) if len(c) > 1 else 0)

    def take_over_outcome(self, meta, c):
        return self._outcome(meta, m.OutcomeKind.TAKE_OVER, c[0], self.integer(c[1]) if len(c) > 1 else 0)

    def give_outcome(self, meta, c):
        return self._outcome(meta, m.OutcomeKind.GIVE, c[0], self.integer(c[1]))

    def no_outcome(self, meta, c):
        return self._outcome(meta, m.OutcomeKind.NOTHING, None)

    def per_points(self, meta, c):
        return m.PerPoints(self.integer(c[0]), self.integer(c[1]), m.Position(str(c[2])), self.integer(c[3]),
                           span=self.span(meta))

    def per_kitty_card(self, meta, c):
        return m.PerKittyCard(self.integer(c[0]), self._kitty_card(c[1]), span=self.span(meta))

    def round_ends(self, meta, c):
        return m.RoundEnds(span=self.span(meta))
