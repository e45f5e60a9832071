"""C566: a settlement by cards left has exactly one row for every count a loser can hold: from 1 (a player one card
short of going out) to the hand (a player who played nothing). A count without a row leaves a deal unsettled; a count
in two rows settles it twice."""
from __future__ import annotations

from ...model import Family, Variant
from ..registry import check
from ..solver import labels, proved, refuted
from .deal import climbing_deals


@check("C566", "a settlement by cards left has one row for every count a loser can hold", family=Family.CLIMBING)
def cards_left_rows(variant: Variant, ctx):
    for table in variant.settlements:
        if not table.left:
            continue
        hands = {case.hand for case in climbing_deals(variant, ctx) if case.adds_up and case.hand}
        most = max(hands) if hands else max(row.most for row in table.left)
        subject = f"settlement {table.kind}: cards left"
        found = False
        for count in range(1, most + 1):
            rows = [row for row in table.left if row.least <= count <= row.most]
            if len(rows) == 1:
                continue
            found = True
            if not rows:
                yield refuted("C566", subject, f"a player left with {count} card{'s' * (count > 1)} pays nothing "
                              f"the table says: no `left` row holds {count} (a hand holds {most})", table.span,
                              variant, label=f"no row for {count}", witness={"left": count},
                              help=f"add a row for {count} cards left (`left {count}: N per card`)")
            else:
                yield refuted("C566", subject, f"a player left with {count} card{'s' * (count > 1)} is in two rows: "
                              "the deal is settled twice", rows[1].span, variant, label="second row",
                              secondary=labels((rows[0].span, "first row")), witness={"left": count},
                              help="make the rows' counts disjoint")
            break
        outside = [row for row in table.left if row.most > most]
        if not found and outside:
            found = True
            yield refuted("C566", subject, f"no player can be left with {outside[0].most} cards: a hand holds {most}",
                          outside[0].span, variant, label="never settled", witness={"hand": most},
                          help=f"end the rows at {most} cards")
        if not found:
            yield proved("C566", f"{subject}: one row for each count from 1 to {most}")
