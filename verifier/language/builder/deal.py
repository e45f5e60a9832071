"""The rules both families state: the header (title, family, sources), the deal (players, teams, direction, decks,
hand, kitty, points) and tribute between deals."""
from __future__ import annotations

from lark import v_args

from ... import model as m
from .blocks import BlockBuilder
from .values import unquote


@v_args(meta=True)
class DealBuilder(BlockBuilder):
    """One callback per rule of the grammar's header and deal, and `tribute`."""

    def title(self, meta, c):
        names = tuple(m.LocalName(str(c[i]), unquote(str(c[i + 1])), span=self.span(c[i]))
                      for i in range(0, len(c), 2))
        return self.make(m.Title, meta, names)

    def family(self, meta, c):
        return self.make(m.FamilyRule, meta, self.word(m.Family, c[0]))

    def source(self, meta, c):
        section = unquote(str(c[2])) if len(c) > 2 else None
        return self.make(m.Source, meta, str(c[0]), unquote(str(c[1])), section)

    def players(self, meta, c):
        least = self.integer(c[0])
        most = self.integer(c[1]) if len(c) > 1 else least
        if most < least:
            self.fail("E207", f"`players {least} to {most}` counts down", c[1], f"should be at least {least}")
        elif least < 2:
            self.fail("E207", f"a game of {least} player{'s' if least != 1 else ''}", c[0], "at least 2",
                      help="a game is played by two players or more")
        return self.make(m.Players, meta, least, most)

    def teams(self, meta, c):
        return self.make(m.Teams, meta, self.word(m.TeamKind, c[0]))

    def direction(self, meta, c):
        return self.make(m.DirectionRule, meta, self.word(m.Direction, c[0]))

    def decks(self, meta, c):
        jokers, removed = True, ()
        for option in c[1:]:
            if option == "without_jokers":
                jokers = False
            else:
                removed = removed + option
        return self.make(m.Decks, meta, self.integer(c[0]), jokers, removed)

    def without_jokers(self, meta, c):
        return "without_jokers"

    def removed_cards(self, meta, c):
        return self.cards(c[0])

    def hand(self, meta, c):
        return self.make(m.Hand, meta, self.integer(c[0]))

    def kitty(self, meta, c):
        return self.make(m.Kitty, meta, self.integer(c[0]))

    def points(self, meta, c):
        return self.make(m.Points, meta, tuple(c))

    def point_value(self, meta, c):
        return m.PointValue(self.rank(c[0]), self.integer(c[1]), span=self.span(meta))

    def tribute(self, meta, c):
        return self._block_rule(m.Tribute, meta, c[0])
