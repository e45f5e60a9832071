"""The model builder's callbacks for the trick-taking family: its rules and their blocks' items (rules.py), its
scoring tables (scoring.py) and its worked examples' claims (claims.py), joined in `TrickBuilder` with the names of
its items and blocks for the messages of a block."""
from __future__ import annotations

from .... import model as m
from .claims import TrickClaims
from .rules import TrickRules


class TrickBuilder(TrickRules, TrickClaims):
    """The trick-taking family's callbacks."""

    item_names = {m.Show: "`show`", m.OvercallOrder: "`order`", m.LedRule: "a `… led:` rule",
                  m.BonusRow: "a multiplier row", m.TableRow: "a `when … ->` row"}
    item_places = {m.Show: "`show` belongs in `declare` or `kitty overcall`",
                   m.OvercallOrder: "`order` belongs in `declare` or `kitty overcall`",
                   m.LedRule: "`… led:` rules belong in `follow`",
                   m.BonusRow: "multiplier rows belong in `kitty bonus`",
                   m.TableRow: "`when` rows belong in `scoring` or `tribute`"}
    block_words = {m.KittyBonus: "kitty bonus", m.KittyOvercall: "kitty overcall", m.NextDeclarer: "next declarer"}
