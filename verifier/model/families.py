"""Which rules each family reads. A variant is of one family (`family climbing`, else trick-taking); the fields of
`Variant` that only one family reads are listed here, so the checker asks each variant only for its own family's rules,
C106 finds the other family's rules in a variant (dead text), and `diff` tells the rules two families share."""
from __future__ import annotations

from .node import Family, TeamKind
from .variant import Variant


def family_of(variant: Variant) -> Family:
    """The variant's family; a variant that does not state one is trick-taking (the family the language began with)."""
    return variant.family.family if variant.family is not None else Family.TRICK_TAKING


# The fields of `Variant` that only one family reads. What both read (the deck, the seats, the teams, the point
# values, a kitty, examples and remarks) is in neither list.
OWN = {
    Family.TRICK_TAKING: ("mandatory_levels", "jack_rule", "ranks",
                          "permanent_trumps", "trump_order", "combinations", "throw", "declare", "kitty_overcall", "bury", "follow", "ruff",
                          "kitty_bonus", "kitty_bonus_cap", "scoring", "scoring_cap", "next_declarer", "friends",
                          "bidding", "exchange"),
    Family.CLIMBING: ("places", "rank_order", "money", "deal", "sets", "beat", "round", "first_lead", "settlements",
                      "gouji_sets", "burn", "no_opposite", "free_for_all", "show_count", "advice", "final_gouji",
                      "revolution", "call", "suit_order", "wild"),
}
# Kinds of teams that only one family plays.
OWN_TEAMS = {Family.TRICK_TAKING: (TeamKind.FRIENDS, TeamKind.DECLARER_ALONE),
             Family.CLIMBING: (TeamKind.EMPEROR, TeamKind.ALTERNATE)}


def foreign_rules(variant: Variant):
    """(rule, the family it belongs to) for every rule of the variant that only the other family reads."""
    mine = family_of(variant)
    for family, names in OWN.items():
        if family == mine:
            continue
        for name in names:
            value = getattr(variant, name, None)
            for rule in value if isinstance(value, tuple) else (value,) if value is not None else ():
                yield rule, family
    teams = variant.teams
    for family, kinds in OWN_TEAMS.items():
        if family != mine and teams is not None and teams.kind in kinds:
            yield teams, family
