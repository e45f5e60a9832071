"""Declarations shown face down (`declare { face: down }`, 三五番: 定主的时候把牌盖住,一人定完主别人也可以定,摸完牌后比
大小,大的把小的吃掉): each player may declare once, whatever the others declared (nobody sees it), and when the deal
is over the biggest declaration stands (of equal ones the first made) and eats the others (`exchange { with: eaten }`
then swaps their cards). A part of runtime.game.Deal."""
from __future__ import annotations


class FaceDownPhase:
    """A part of runtime.game.Deal: declaring face down."""

    def face_down(self) -> bool:
        return self.rules.face == "down"

    def face_down_refusal(self, seat: int) -> str | None:
        """Why this player may not declare face down now (they already did), or None."""
        if any(d.player == seat for d in self.declarations):
            return "declarations are face down: each player declares once"
        return None

    def biggest(self, decl):
        """The declaration standing once `decl` is made face down: the biggest so far, the first of equal ones (a
        declaration outside the overcall order ranks below every step)."""
        standing = self.standing
        if standing is None:
            return decl
        rank = -1 if decl.rank is None else decl.rank
        return decl if rank > (-1 if standing.rank is None else standing.rank) else standing

    def seen_standing(self, seat: int):
        """The standing declaration as the player at `seat` sees it: none while declarations are face down and the
        cards are being dealt (the player sees only their own)."""
        if self.face_down() and self.phase in ("dealing", "declaring"):
            return None
        return self.standing
