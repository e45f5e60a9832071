"""The sections of a trick-taking variant's page that settle a deal: the kitty bonus, the scoring table, the next
declarer, the kitty demotion, tribute and the places, with the tables of rows (attackers' points -> outcome) they share.

`Scoring` is the base of `sections.TrickTaking` (whose `removed_note` says a kitty bonus the variant removes); the
language's template words the rows (`condition`, `outcome`, `multiplier`).
"""
from __future__ import annotations

from ... import model as m
from ..markdown import esc, signed, table


class Scoring:
    """The sections that settle a deal; `W` holds the words."""

    # Tables of rows --------------------------------------------------------------------------------------------------

    def condition(self, row: m.TableRow) -> tuple[str, str]:
        """(points, last trick) of a row, in words."""
        raise NotImplementedError

    def outcome(self, outcome: m.Outcome) -> str:
        raise NotImplementedError

    def side(self, side) -> str:
        """The declarers or the attackers, in words."""
        return self.W[side.value] if side is not None else ""

    def rows_table(self, rows_: tuple[m.TableRow, ...]) -> str:
        body = []
        has_last = any(isinstance(c, m.LastTrickCondition) for r in rows_ for c in r.conditions)
        has_label = any(r.label for r in rows_)
        for row in rows_:
            points, last = self.condition(row)
            cells = [points] + ([last] if has_last else []) + [self.outcome(row.outcome)]
            cells += [esc(row.label) if row.label else ""] if has_label else []
            cells.append(self.cites(row.cites))
            body.append(cells)
        header = ([self.W["attacker-points"]] + ([self.W["last-trick"]] if has_last else []) + [self.W["result"]]
                  + ([self.W["name"]] if has_label else []) + [self.W["source"]])
        return table(header, body)

    def multiplier(self, mult: m.Multiplier) -> str:
        raise NotImplementedError

    def kitty_bonus_section(self) -> str:
        v = self.v
        k = v.kitty_bonus
        if k is None:
            return self.removed_note("kitty bonus") or self.W["silent"]
        out = [self.W["bonus-intro"]]
        body = [[self.W["combo:" + r.combination] if r.combination != "any" else self.W["any-combination"],
                 self.multiplier(r.multiplier), self.cites(r.cites)] for r in k.rows]
        out.append(table([self.W["last-trick-won-with"], self.W["multiplier"], self.W["source"]], body))
        out.append(self.settings_table(k))
        if v.kitty_bonus_cap is not None:
            out.append(self.sourced(self.W["bonus-cap"].format(n=v.kitty_bonus_cap.multiplier),
                                    v.kitty_bonus_cap.cites))
        out += [self.block_cites(k), self.remarks(k.remarks),
                self.examples(k.examples + tuple(self.examples_of(m.KittyBonusClaim)))]
        return "\n\n".join(x for x in out if x)

    def scoring_section(self) -> str:
        v = self.v
        s = v.scoring
        if s is None:
            return self.W["silent"]
        out = [self.W["scoring-intro"]]
        if s.precedence == m.Precedence.FIRST_ROW:
            out.append(self.sourced(self.W["first-row"], self.setting_cites(s, "precedence")))
        out.append(self.rows_table(s.rows))
        out.append(self.settings_table(s, skip=("precedence", "precedence-rows")))  # match points
        if v.scoring_cap is not None:
            out.append(self.sourced(self.W["scoring-cap"].format(n=v.scoring_cap.points), v.scoring_cap.cites))
        out += [self.block_cites(s), self.remarks(s.remarks),
                self.examples(s.examples + tuple(self.examples_of(m.WorthClaim, m.ScoreClaim)))]
        return "\n\n".join(x for x in out if x)

    def next_declarer_section(self) -> str:
        n = self.v.next_declarer
        if n is None:
            return self.W["silent"]
        out = [self.settings_table(n), self.block_cites(n), self.remarks(n.remarks),
               self.examples(n.examples + tuple(self.examples_of(m.NextDealClaim)))]
        return "\n\n".join(x for x in out if x)

    def kitty_demotion_section(self) -> str:
        """Each `kitty demotion RANK`: its conditions, the losses by the combination that won the last trick, and where
        the levels a player cannot lose go."""
        out = [self.W["demotion-intro"]]
        for d in self.v.kitty_demotions:
            out.append(f'### {self.W["demotion-rank"].format(rank=d.rank)} {{#kitty-demotion-{d.rank.lower()}}}')
            out.append(self.settings_table(d))
            body = []
            for row in d.rows:
                losses = {x.role.value: x for x in row.losses}
                cells = [self.W["combo:" + row.combination] if row.combination != "any" else self.W["any-combination"]]
                for role in ("declarer", "friend"):
                    x = losses.get(role)
                    cells.append("" if x is None else self.W["down-to"].format(rank=x.to) if x.to else
                                 self.W["loses"].format(n=x.levels))
                body.append(cells + [self.cites(row.cites)])
            out.append(table([self.W["last-trick-won-with"], self.W["role:declarer"], self.W["role:friend"],
                              self.W["source"]], body))
            out += [self.block_cites(d), self.remarks(d.remarks), self.examples(d.examples)]
        return "\n\n".join(x for x in out if x)

    def tribute_section(self) -> str:
        t = self.v.tribute
        out = [self.W["tribute-intro"], self.settings_table(t, skip=("precedence",))]
        if t.precedence == m.Precedence.FIRST_ROW:
            out.append(self.sourced(self.W["first-row"], self.setting_cites(t, "precedence")))
        out += [self.rows_table(t.rows), self.block_cites(t), self.remarks(t.remarks),
                self.examples(t.examples + tuple(self.examples_of(m.TributeDealClaim)))]
        return "\n\n".join(x for x in out if x)

    def places_section(self) -> str:
        p = self.v.places
        body = [[esc(r.place), signed(r.score), self.cites(r.cites)] for r in p.rows]
        out = [table([self.W["place"], self.W["score"], self.W["source"]], body), self.block_cites(p),
               self.remarks(p.remarks), self.examples(p.examples)]
        return "\n\n".join(x for x in out if x)

