"""C104: the teams fit the players. Fixed partners sit in alternate seats, so their number is even; found friends
need a `friends` block that leaves the attackers at least one player, and a `friends` block needs `teams friends`."""
from __future__ import annotations

from ..diagnostics import Label
from ..model import TeamKind, Variant
from .registry import check
from .solver import proved, refuted


_WHO = {TeamKind.PARTNERS: "fixed partners", TeamKind.ALTERNATE: "teams of alternate seats"}


@check("C104", "the teams fit the players: even for partners; a friends block for found friends")
def teams_fit(variant: Variant, ctx):
    teams, players, friends = variant.teams, variant.players, variant.friends
    if teams is None:
        return
    kind = teams.kind
    if kind in (TeamKind.PARTNERS, TeamKind.ALTERNATE) and players is not None:  # alternate seats
        odd = [n for n in range(players.least, players.most + 1) if n % 2]
        if odd:
            yield refuted("C104", "partners", f"{_WHO[kind]} sit in alternate seats, but {odd[0]} players cannot "
                          "make two even teams", teams.span, variant, label=_WHO[kind],
                          secondary=(Label(players.span, "the players"),), witness={"players": odd[0]},
                          help="state an even number of players, or `teams friends`")
            return
    if kind == TeamKind.FRIENDS and friends is None:
        yield refuted("C104", "friends", "found friends, but the variant does not say how friends are called",
                      teams.span, variant, label="teams friends", help="add a `friends { … }` block")
        return
    if friends is not None and kind != TeamKind.FRIENDS:
        yield refuted("C104", "friends", f"a `friends` block, but the teams are `{kind.value}`", friends.span,
                      variant, label="never used", secondary=(Label(teams.span, "the teams"),),
                      help="write `teams friends`, or remove the block")
        return
    if friends is not None and friends.count is not None and players is not None:
        if friends.count > players.least - 2:
            yield refuted("C104", "friends", f"{players.least} players and {friends.count} friend(s) leave the "
                          f"declarer's side {friends.count + 1} strong and the attackers "
                          f"{players.least - friends.count - 1}", friends.setting_span("count"), variant,
                          label="too many friends", secondary=(Label(players.span, "the players"),),
                          witness={"players": players.least, "friends": friends.count},
                          help="the attackers need at least one player: call fewer friends")
            return
    yield proved("C104", f"teams {kind.value} fit the players")
