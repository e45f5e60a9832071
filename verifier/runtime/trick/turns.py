"""Whose turn it is to fix the trump in a later deal (轮到定主), and the pass to the other side (弃权).

`turn: declarers`: in every deal but the first, only the side the deal passes to (the declarer carried over and their
partner: 归你洗牌，定主的数优先你) may make the first declaration; the others may overcall it once it stands, and the
player of the first declaration is the declarer, who keeps the kitty and leads whoever overcalls (底牌归第一个定主的
人 … 就回到第一个定主手里，从他开始). `pass: other-side`: when that side has not declared once the last round is over,
it has passed (你没有上面可以搭配的牌，那么你叫弃权); the other side then has one round, from the first receiver on, to
declare at its own level (你对方就可以定他的主，规则一样), and its first declarer is the declarer, with the kitty
(原始底牌该他们所有). A part of runtime.game.Deal (a mixin of DeclaringPhase's deal)."""
from __future__ import annotations


class TurnPhase:
    """A part of runtime.game.Deal: the turn to declare, and the pass round."""

    passed = False  # in the other side's round, after the side in turn passed

    def turn_team(self) -> int | None:
        """The team whose turn it is to make the first declaration; None when anyone may (the first deal too)."""
        if self.rules.turn != "declarers" or self.first_deal or self.match.declarer is None:
            return None
        team = self.match.team(self.match.declarer)
        return 1 - team if self.passed else team

    def turn_refusal(self, seat: int) -> tuple[str, str] | None:
        """Why this player may not declare now for whose turn it is (a reason and the rule's key), or None."""
        team = self.turn_team()
        if team is None or self.match.team(seat) == team:
            return None
        if self.passed:
            return ("the declarers' side passed: only the other side declares in this round, at its own level",
                    "pass")
        if self.standing is None:
            return ("the first declaration of this deal is the declarers' side's: the others may only overcall it",
                    "turn")
        return None

    def _pass_round(self, agents) -> None:
        """`pass: other-side`: the side in turn declared nothing; the other side declares at its own level."""
        if self.rules.pass_to != "other-side" or self.turn_team() is None or self.declarations:
            return
        match = self.match
        turn = match.team(match.declarer)
        kept = self.level
        self.passed = True
        self.level = self.rules.ladder[match.levels[1 - turn]]
        self._show_cards = None  # the shows' cards and the options are the level's
        self._options_memo = {}
        for offset in range(self.n):
            seat = (self.first + offset) % self.n
            if match.team(seat) == turn:
                continue
            choice = agents[seat].declare(self, seat)
            if choice is not None:
                self.declare(seat, *choice)
        if not self.declarations:  # neither side declared: the deal stays the side in turn's, at its level
            self.level = kept
            self._show_cards = None
            self._options_memo = {}
        self.passed = False

    def turn_declarer(self) -> int | None:
        """With `turn: declarers`, a later deal's declarer: the player of its first declaration."""
        if self.rules.turn != "declarers" or self.first_deal or not self.declarations:
            return None
        return self.declarations[0].player
