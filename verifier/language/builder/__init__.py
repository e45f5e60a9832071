"""From a syntax tree to the rule model: every value checked, every node given its span.

`Tree2Model` is the builder of a variant file: one callback per grammar rule (see grammar/variant.lark), joined from
the modules below, each of which holds one part of the grammar:

- values.py: the base, `Builder`: spans, errors, and the values every rule is made of (ranks, suits, cards, words);
- blocks.py: a block's settings (read by the model's field metadata) and items;
- variant.py: the file's structure (overrides, removals, citations, examples and remarks);
- deal.py: the rules both families state (the header, the deal, tribute); bidding.py: the claim of a bidding,
  which both families make;
- trick/ and climbing.py: each family's rules, items and claims. Neither imports the other: both build on the
  modules above, and only this face joins them (with the names of both families' items and blocks).
"""
from __future__ import annotations

from .bidding import BiddingBuilder
from .climbing import ClimbingBuilder
from .deal import DealBuilder
from .trick import TrickBuilder
from .variant import VariantBuilder


class Tree2Model(VariantBuilder, DealBuilder, BiddingBuilder, TrickBuilder, ClimbingBuilder):
    """One callback per grammar rule; see grammar/variant.lark."""

    item_names = {**TrickBuilder.item_names, **ClimbingBuilder.item_names}
    item_places = {**TrickBuilder.item_places, **ClimbingBuilder.item_places}
    block_words = {**TrickBuilder.block_words, **ClimbingBuilder.block_words}
