"""A rule written as a block, with its worked examples and remarks. A block of either family may hold an example
of either family's claims (C106 warns about the other family's), so `Claim` joins both families' claims here."""
from __future__ import annotations

from dataclasses import field

from ..diagnostics import Span
from ..runtime.frozen import dataclass
from .node import Cite, Node, Rule, TrumpContext
from .climbing.claims import (AnswerClaim, BeatClaim, BurnClaim, CallClaim, GoujiClaim, LeadClaim, SetClaim,
                              SettleClaim, TributeClaim, TributePlacesClaim, RevoltClaim, RevolutionPlacesClaim, RoundClaim,
                              CallingClaim, ShownClaim)
from .trick.claims import TrickTakingClaim


@dataclass(frozen=True)
class Example(Rule):
    name: str | None
    context: TrumpContext | None
    claim: Claim


@dataclass(frozen=True)
class Remark(Rule):
    """A rule the sources state that the engine does not enforce (a time limit, a screen convention)."""

    name: str
    text: str
    text_zh: str | None = None  # `remark NAME "text" zh "中文"`: the Chinese text, for the Chinese rulebook


@dataclass(frozen=True)
class SettingCites(Node):
    """Where one setting of a block is written, and the citations after it (`judge: each-component  @qq "…"`)."""

    setting: str  # the setting as written, e.g. "on-failure"
    cites: tuple[Cite, ...]


@dataclass(frozen=True)
class Block(Rule):
    """A rule written as a block: settings, items, worked examples and remarks."""

    setting_cites: tuple[SettingCites, ...] = field(default=(), kw_only=True,
                                                    metadata={"doc": "where each setting is written, and its "
                                                                     "citations"})
    examples: tuple[Example, ...] = field(default=(), kw_only=True, metadata={"doc": "worked examples"})
    remarks: tuple[Remark, ...] = field(default=(), kw_only=True, metadata={"doc": "rules not enforced"})

    def setting_span(self, name: str) -> Span | None:
        """The span of a setting as written (`on-failure`), or the block's own span when it is not written."""
        return next((s.span for s in self.setting_cites if s.setting == name), self.span)


# Every claim a worked example may make, of either family.
Claim = TrickTakingClaim | SetClaim | BeatClaim | GoujiClaim | AnswerClaim | BurnClaim | CallClaim | SettleClaim | \
    TributeClaim | LeadClaim | TributePlacesClaim | RevoltClaim | RevolutionPlacesClaim | RoundClaim | CallingClaim | \
    ShownClaim
