"""The decisions of a climbing deal in the order they were taken, the engine's own steps among them (a pass of a seat
that cannot beat, the close of a dead set), by round: what the table shows as each seat's last play and the round's
history, and what each seat may know of it (a hidden guard's choice, a kept hand, the cards of a tribute are not
everyone's to see)."""
from __future__ import annotations

from ...runtime.climbing import actions as A
from ...runtime.climbing.match import action_to_data

PRIVATE = {A.HIDDEN, A.KEEP}  # choices that would tell the others who made them (the guard, a hand without jokers)


class History:
    """Filled by `sync` before every decision of the deal (the table is shown then) and at its end."""

    def __init__(self):
        self.deal = None
        self.entries: list[dict] = []  # {seat, phase, kind, set?, card?, round, auto?}
        self._log = self._auto = 0
        self._play = None
        self._round = 0  # the round of the decision about to be taken

    def sync(self, deal) -> None:
        if deal is not self.deal:
            self.deal, self.entries, self._log, self._auto, self._play = deal, [], 0, 0, None
        table = deal.t
        for phase, seat, action in deal.log[self._log:]:
            entry = action_to_data(table, phase, seat, action)
            entry["round"] = self._round if phase == "play" else 0
            self.entries.append(entry)
            play = deal.play
            if play is not None:
                if play is not self._play:
                    self._play, self._auto = play, 0
                for auto_seat, auto in play.auto[self._auto:]:
                    self.entries.append({**action_to_data(table, "play", auto_seat, auto), "round": entry["round"],
                                         "auto": True})
                self._auto = len(play.auto)
        self._log = len(deal.log)
        if deal.play is not None and not deal.play.over:
            self._round = deal.play.rounds

    def seen_by(self, viewer: int | None) -> list[dict]:
        """The entries a seat may see (None: a spectator): a hidden guard's or a kept hand's choice only by its maker,
        the card of a tribute only by the two seats it passes between."""
        deal = self.deal
        out = []
        for entry in self.entries:
            if entry["kind"] in PRIVATE and entry["seat"] != viewer:
                continue
            if entry["phase"] == "tribute" and "card" in entry and viewer not in _tribute_pair(deal, entry):
                entry = {k: v for k, v in entry.items() if k != "card"}
            out.append(entry)
        return out


def _tribute_pair(deal, entry: dict) -> tuple:
    """The seats a tribute decision passes between: the one who decided and the other of its step."""
    tribute = deal.tribute if deal is not None else None
    for giver, receiver, _ in (tribute.given if tribute else ()):
        if entry["seat"] in (giver, receiver):
            return giver, receiver
    return (entry["seat"],)
