"""The English words every rulebook page uses, in the glossary's English terms, and the English of the generic page:
`EnglishBook`.

Each family's English template adds its own words to `W` and its sections before this book (trick/en.py `English`,
climbing/en.py `ClimbingEnglish`). A word is here when the generic `Book` or both families read it: the headings and
the furniture of every page, the index, the header's shared rows, the notes and changes, and the words of `tribute`,
a block both families state.
"""
from __future__ import annotations

from .. import model as m
from ..language.resolve import rule_key
from .book import Book
from .markdown import esc
from .site import Note

W = {
    # Headings, by the section's anchor
    "h:header": "At a glance", "h:sources": "Sources", "h:places": "Places", "h:remarks": "Remarks",
    "h:notes": "Notes on the sources", "h:changes": "Changes from {parent}", "h:family": "Family",
    "h:index": "Rulebooks", "h:comparison": "Comparison of the variants",
    # The page's first paragraph (Book.lead): the variant, its title in Chinese, how the page was made
    "lead": "Rules of the variant <code>{id}</code>{title}, generated from its variant file. Every rule shows the "
            "source it comes from; where the sources disagree, the [notes](#notes) say how this variant decided. The "
            "checker proves every worked example on this page against the rules.",
    "lead-title": " ({title})",
    # The index page
    "index-intro": "One page for each variant in `spec/`, generated from the variant file: the deal, the card order, "
                   "the combinations, declaring, the play, the kitty bonus, the scoring, with every source and every "
                   "decision. The same pages exist in Chinese.",
    "section-title": "{title}", "index:variant": "Variant", "index:id": "Id", "index:extends": "Extends", "index:players": "Players",
    "index:decks": "Decks", "index:decisions": "Decisions",
    "index-comparison": "The [comparison](comparison.md) shows every rule of every variant side by side.",
    # The first table (the rows both families' `header_rows` write, and Book.lineage_rows)
    "row:family": "Family", "row:players": "Players", "row:teams": "Teams", "row:direction": "Direction of play",
    "row:decks": "Decks", "row:hand": "Hand", "row:parent": "Parent variant", "row:lineage": "Lineage",
    "row:file": "Variant file",
    "hd:players": "{least}", "hd:decks": "{count} deck{s}", "hd:jokers": " with jokers", "hd:no-jokers": " without jokers",
    "hd:deck-size": ": {size} cards", "hd:hand": "{size} cards to each player", "hd:root": "none: a root variant",
    "hd:file": "<code>{file}</code> (id <code>{id}</code>)",
    "family=trick-taking": "trick-taking (Shengji, Tractor)", "family=climbing": "climbing (Gouji, Baohuang)",
    "teams=partners": "fixed partners, opposite each other (对家)", "teams=friends": "Finding Friends (找朋友): "
    "the declarer calls a card; its holder is the secret partner", "teams=emperor": "emperor and guard against the "
    "rebels (保皇)", "direction=counter-clockwise": "counter-clockwise", "direction=clockwise": "clockwise",
    "teams=declarer-alone": "the declarer alone against all the others",
    # Page furniture
    "default": "default (not stated)", "rule": "Rule", "value": "Value", "source": "Source", "setting": "Setting", "examples": "Worked examples",
    "remarks": "Remarks (rules the engine does not enforce)", "decision": "decision", "then": ", then ",
    "silent": "*The sources do not say; this variant states no such rule.*",
    "context": "level {level}, trump {trump}", "context-level": "level {level}", "no-trump": "no-trump (NT)", "strength": "#", "place": "Place",
    "alias": "Alias", "seed-file": "Seed file", "section": "Section", "citations": "Citations",
    "inherited-from": "Inherited from", "examples-in": "Worked examples (all at {context})", "colon": ": ",
    "change": "Change", "reason": "Reason",
    # Notes and changes
    "notes-intro": "The sources disagree, contradict themselves or say nothing in places. Each note is a decision "
                   "of this variant: the rule it is about, what was decided, and the quotes it reconciles.",
    "no-notes": "This variant records no decision: its sources agree wherever it cites them.",
    "against": "The rule's sources", "no-remarks": "*No further remarks.*",
    "root": "This is a root variant: it states every rule itself.",
    "children": "Variants that extend it: {children}.",
    "changes-intro": "This variant extends {parent} and changes {n} of its rules; every other rule is inherited as "
                     "it is.",
    "changes-after": "Every difference, setting by setting: `python -m verifier diff {a} {b}`, or the "
                     "[comparison of all variants](comparison.md).",
    "action=added": "added", "action=overridden": "replaced", "action=removed": "removed",
    "unnamed-example": "an example (line {line})",
    # Setting names the Chinese notes of a climbing page read too (`describe` names a setting `setting:NAME`); here
    # to keep the two tables alike
    "setting:jokers": "Bury jokers", "setting:first-deal": "First deal",
    # Tribute, a block both families state
    "setting:giver": "Who gives", "setting:receiver": "Who receives", "setting:cards": "Which cards",
    "setting:returned": "Tribute return (还贡)", "giver=player-before-declarer": "the player before the declarer "
    "(上家)", "receiver=declarer": "the declarer", "cards=highest-non-point": "the giver's highest cards that are "
    "not point cards", "returned=side-non-point": "as many side-suit cards, not point cards",
    "setting:reversal": "Reversal (反进贡)", "reversal=cards": "the giver holding {cards}: the declarer gives the giver "
    "as many cards instead, the same way", "setting:reversal-partner": "The giver's partner holding them",
    "reversal-partner=no-tribute": "nobody gives (no tribute, none returned)", "reversal-partner=unchanged":
    "the tribute as owed",
}


class EnglishBook(Book):
    """The generic page in English; a family's template puts its sections before it."""

    lang = "en"
    W = W

    def joker(self, rank: str) -> str:
        return f'<abbr title="{"big" if rank == "BJ" else "small"} joker">{rank}</abbr>'

    def describe(self, note: Note) -> str:
        """What a note of a decision is about: the rule, and the setting it follows."""
        rule = note.rule
        if rule is None:
            return "The variant"
        return self.what(rule) + (f", {esc(note.setting)}" if note.setting else "")

    def what(self, rule: m.Node) -> str:
        """A rule in a note's words; a family's template names its own items and rows first."""
        if isinstance(rule, m.Example):
            return f"example {esc(rule.name)}" if rule.name else "an example"
        if isinstance(rule, m.Remark):
            return f"remark {esc(rule.name)}"
        return esc(rule_key(rule))
