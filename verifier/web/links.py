"""Where a rule is stated in the variant's rulebook page: the section a link beside a ruling opens (the page exists
when the server has a built site to serve at /docs/; the page leaves the links out otherwise)."""
from __future__ import annotations

# The rule keys of runtime.trick.rules.Rules.ref and the rulebook section that states each (generated/rulebooks/).
TRICK_SECTIONS = (("follow", "following"), ("ruff", "ruffing"), ("throw", "throws"), ("declare", "declaring"),
                  ("kitty overcall", "kitty-overcall"), ("bury", "kitty"), ("kitty", "kitty"), ("friends", "friends"),
                  ("exchange", "exchange"), ("tribute", "tribute"), ("scoring", "scoring"),
                  ("kitty bonus", "kitty-bonus"), ("bidding", "bidding"), ("hand", "header"), ("decks", "header"))


def _climbing_sections(rules) -> list[tuple[str, str]]:
    """(rule, section) of a climbing variant's rules: each block's location and the page section stating it."""
    found = [(rules.ranks_rule, "rank-order"), (rules.deal.rule, "header"), (rules.beat.rule, "beat"),
             (rules.round.rule, "round"), (rules.round.wind_rule, "round"), (rules.first_lead.rule, "round"),
             (rules.show_count_rule, "round"), (rules.end_rule, "places"), (rules.teams.rule, "header")]
    found += [(kind.rule, "sets") for kind in rules.sets]
    found += [(block.rule, "sets") for block in (rules.jokers, rules.money) if block is not None]
    if rules.round.defer is not None:
        found.append((rules.round.defer.rule, "round"))
    found += [(block.rule, "answering") for block in (rules.gouji_sets, rules.burning, rules.no_opposite,
                                                       rules.free_for_all) if block is not None]
    if rules.revolution is not None:
        found.append((rules.revolution.rule, "revolution"))
    if rules.calling is not None:
        c = rules.calling
        found += [(r, "call") for r in (c.rule, c.forced_rule, c.seize_rule, c.lone_rule)]
    if rules.tribute is not None:
        found.append((rules.tribute.rule, "tribute"))
    found += [(table.rule, "settlement") for table in rules.settlement]
    return [(rule, section) for rule, section in found if rule]


def rule_link(game, rule: str) -> dict | None:
    """The rulebook page and section of a rule ("spec/ID.variant:LINE", or several separated by spaces)."""
    if not rule:
        return None
    first = rule.split()[0]
    rules = game.rules
    if getattr(rules, "family", "") == "climbing":
        return {"page": game.id, "anchor": next((s for r, s in _climbing_sections(rules) if r == first), "")}
    for key, anchor in TRICK_SECTIONS:
        if rules.ref(key) == first:
            return {"page": game.id, "anchor": anchor}
    for rank, _points, _overflow, rows, block in getattr(rules, "demotions", ()):  # a section per rank
        if first == block or any(row[2] == first for row in rows):
            return {"page": game.id, "anchor": f"kitty-demotion-{rank.lower()}"}
    return {"page": game.id, "anchor": ""}
