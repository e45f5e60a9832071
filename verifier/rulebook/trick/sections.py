"""The sections of a trick-taking variant's page (Shengji, Tractor, Finding Friends), shared by both languages.

`TrickTaking` is a mixin placed before a language's book (trick/en.py `English`, trick/zh.py `Chinese`): it writes the
header's rows of the deal and the levels, the card order (from the runtime's order for the variant's most used trump
context), the combinations, declaring and bidding, the kitty, the exchange, finding friends and the play, and lays the
trick-taking sections out in the page's order; the sections that settle a deal are in scoring.py. The words are the
language's `W`, the phrases (`tier`, `show_parts`, `shape`, ...) the language's methods.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import fields

from ... import model as m
from ...compile.trick import compile_rules
from ...language.diff import ABSENT
from ...language.resolve import rule_key
from ...runtime.cards import Card
from ...runtime.trick.order import TRUMP, order_for
from ..book import Book
from ..markdown import esc, fence, table
from . import learn
from .scoring import Scoring

DEFAULT_CONTEXT = ("10", "S")


def all_examples(variant: m.Variant) -> list[m.Example]:
    found = list(variant.examples)
    for f in fields(variant):
        value = getattr(variant, f.name)
        for rule in value if isinstance(value, tuple) else (value,):
            if isinstance(rule, m.Block):
                found += rule.examples
    return found


def example_context(variant: m.Variant) -> tuple[str, str]:
    """The trump context of the card-order table: the one the variant's examples use most (level 10, ♠ if none)."""
    counts = Counter((ex.context.level, ex.context.trump) for ex in all_examples(variant)
                     if ex.context is not None and ex.context.trump != "NT")
    return counts.most_common(1)[0][0] if counts else DEFAULT_CONTEXT


class TrickTaking(Scoring):
    """The trick-taking sections; `W` holds the words, the language's subclass the phrases and `claim`."""

    ITEMS = Book.ITEMS + (m.Show, m.TableRow, m.BonusRow, m.LedRule, m.OvercallOrder, m.PlaceRow)

    # The header ------------------------------------------------------------------------------------------------------

    def point_total(self) -> int | None:
        v = self.v
        if v.points is None or v.decks is None:
            return None
        ranks = set(v.ranks.order) if v.ranks else None
        return sum(p.value * 4 * v.decks.count for p in v.points.values if ranks is None or p.rank in ranks)

    def header_rows(self) -> list[tuple[str, str, m.Rule | None]]:
        """The rows of the page's first table: (label, value, the rule it comes from), in the words `row:*`, `hd:*`."""
        v, w = self.v, self.W
        rows = []
        if v.family:
            rows.append((w["row:family"], w[f"family={v.family.family.value}"], v.family))
        if v.players:
            p = v.players
            rows.append((w["row:players"], w["hd:players" if p.most == p.least else "hd:players-range"].format(
                least=p.least, most=p.most), p))
        if v.teams:
            rows.append((w["row:teams"], w[f"teams={v.teams.kind.value}"], v.teams))
        if v.direction:
            rows.append((w["row:direction"], w[f"direction={v.direction.direction.value}"], v.direction))
        if v.decks:
            d = v.decks
            text = self.decks_words(d)
            if d.removed:
                text += w["hd:decks-less"].format(cards=self.cards(d.removed))
            rows.append((w["row:decks"], text + w["hd:deck-size"].format(size=self.deck_size()), d))
        if v.hand:
            rows.append((w["row:hand"], w["hd:hand"].format(size=v.hand.size), v.hand))
        if v.kitty:
            rows.append((w["row:kitty"], w["hd:kitty"].format(size=v.kitty.size), v.kitty))
        if v.players and v.hand and v.kitty and v.decks:
            total = v.players.least * v.hand.size + v.kitty.size
            rows.append((w["row:deal"], f"{v.players.least} × {v.hand.size} + {v.kitty.size} = {total}"
                         + ("" if total == self.deck_size() else w["hd:deck-has"].format(size=self.deck_size())), None))
        if v.points:
            values = w["hd:point-sep"].join(w["hd:point"].format(rank=esc(p.rank), value=p.value)
                                            for p in v.points.values)
            rows.append((w["row:points"], w["hd:points"].format(values=values, total=self.point_total()), v.points))
        if v.levels:
            lv = v.levels
            ladder = (w["hd:level-ranks"].format(ranks=self.ranks_words(lv.ranks)) if lv.ranks
                      else w["hd:level-run"].format(first=esc(lv.first), last=esc(lv.last)))
            if lv.per_player:  # the note on the ladder first, then the clause on its NT level
                ladder += w["levels-per-player"]
            if "NT" in lv.steps:
                ladder += w["levels-no-trump"]
            rows.append((w["row:levels"], ladder, lv))
        if v.mandatory_levels:
            rows.append((w["row:mandatory"], self.ranks_words(v.mandatory_levels.ranks), v.mandatory_levels))
        if v.defended_levels:
            rows.append((w["row:defended"], self.ranks_words(v.defended_levels.ranks) + w["hd:defended"],
                         v.defended_levels))
        if v.jack_rule:
            j = v.jack_rule
            back = w["hd:jack-bottom"] if j.back is None else w["hd:jack-back"].format(n=j.back,
                                                                                         s="s" if j.back != 1 else "")
            won = w["hd:jack-single" if j.won_with.value == "single-jack" else "hd:jack-holding"]
            rows.append((w["row:jack"], w["hd:jack"].format(won=won, back=back), j))
        if v.past_top:
            rows.append((w["row:past-top"], w[f"past={v.past_top.then.value}"], v.past_top))
        if v.permanent_trumps:
            rows.append((w["row:permanent"], self.ranks_words(v.permanent_trumps.ranks), v.permanent_trumps))
        rows += self.lineage_rows()
        return rows

    def ranks_words(self, ranks) -> str:
        return self.W["list-sep"].join(esc(r) for r in ranks)

    # Card order ------------------------------------------------------------------------------------------------------

    def card_order(self):
        """(context, trump rows [(cards, tier)], side suits [(suit, cards)], no-trump rows), or None."""
        v = self.v
        if v.trump_order is None or v.ranks is None:
            return None
        level, trump = example_context(v)
        rules = compile_rules(v)
        order = order_for(rules, level, trump)
        by_value: dict[int, list[Card]] = {}
        tier_of: dict[int, int] = {}
        for card, strength in order.strength.items():
            if strength.group == TRUMP:
                by_value.setdefault(strength.value, []).append(card)
                tier_of[strength.value] = strength.tier
        suit_rank = {"S": 0, "H": 1, "C": 2, "D": 3}
        trumps = [(sorted(by_value[value], key=lambda c: (c.suit != trump, suit_rank.get(c.suit, -1))),
                   v.trump_order.tiers[tier_of[value]]) for value in sorted(by_value, reverse=True)]
        sides = []
        for suit in ("S", "H", "C", "D"):
            if suit == trump:
                continue
            cards = sorted((c for c, s in order.strength.items() if s.group == suit),
                           key=lambda c: -order.strength[c].value)
            sides.append((suit, cards))
        nt = order_for(rules, level, "NT")
        nt_values: dict[int, list[Card]] = {}
        for card, strength in nt.strength.items():
            if strength.group == TRUMP:
                nt_values.setdefault(strength.value, []).append(card)
        no_trump = [sorted(nt_values[value], key=lambda c: suit_rank.get(c.suit, -1))
                    for value in sorted(nt_values, reverse=True)]
        return (level, trump), trumps, sides, no_trump

    def tier(self, tier: m.Tier, trump: str) -> str:
        """A class of trumps in words (`tier:*`: the jokers, the level cards, a permanent trump, the trump suit)."""
        if tier.suit is not None:
            return self.W["tier:card"].format(card=esc(f"{tier.rank}{tier.suit}"))
        key = f"tier:{tier.cards.value}" + (f":{tier.suits.value}" if tier.suits else "")
        return self.W[key].format(rank=esc(tier.rank or ""), suit=self.suit(trump))

    def card_order_section(self) -> str:
        got = self.card_order()
        v = self.v
        if got is None:
            return self.W["silent"]
        (level, trump), trumps, sides, no_trump = got
        out = [self.W["order-intro"].format(context=self.context(m.TrumpContext(level, trump)))]
        body = []
        for n, (cards, tier) in enumerate(trumps, 1):
            shown = " = ".join(self.card(c) for c in cards)
            body.append([str(n), shown, self.tier(tier, trump)])
        out.append(table([self.W["strength"], self.W["cards"], self.W["class"]], body))
        side_body = [[self.suit(suit), " > ".join(self.card(c) for c in cards)] for suit, cards in sides]
        out.append(self.W["side-intro"])
        out.append(table([self.W["suit"], self.W["high-to-low"]], side_body))
        nt_text = " > ".join(" = ".join(self.card(c) for c in cls) for cls in no_trump)
        out.append(self.W["nt-order"].format(level=esc(level), order=nt_text))
        code = [self.code_of(r) for r in (v.ranks, v.permanent_trumps, v.trump_order) if r is not None]
        out.append(fence("\n".join(code)))
        cited = [[f"<code>{rule_key(r)}</code>", self.cites(r.cites)]
                 for r in (v.ranks, v.permanent_trumps, v.trump_order) if r is not None and r.cites]
        if cited:
            out.append(table([self.W["rule"], self.W["source"]], cited))
        out.append(self.examples(self.examples_of(m.OrderClaim)))
        return "\n\n".join(x for x in out if x)

    # Combinations ----------------------------------------------------------------------------------------------------

    def removed(self, key: str) -> m.Change | None:
        return next((c for c in self.v.changes if c.key == key and c.action == "removed"), None)

    def removed_note(self, key: str) -> str:
        change = self.removed(key)
        if change is None:
            return ""
        return self.W["removed-note"].format(rule=f"<code>{esc(key)}</code>", parent=self.link(self.v.parent),
                                             reason=self.said(change.reason or "", change.reason_zh))

    def combinations_section(self) -> str:
        v = self.v
        out = []
        for combo in v.combinations:
            kind = combo.kind.value
            part = [f'### {self.W["combo:" + kind]} {{#{kind}}}',
                    self.W["combo-desc:" + kind] + f" <small>(<code>{kind}</code>)</small>"]
            part.append(self.settings_table(combo))
            part.append(self.block_cites(combo))
            part.append(self.examples(combo.examples))
            part.append(self.remarks(combo.remarks))
            out.append("\n\n".join(x for x in part if x))
        for kind in m.ComboKind:
            note = self.removed_note(kind.value)
            if note:
                out.append(note)
        more = self.examples_of(m.CombinationClaim)
        if more:
            out.append(f'### {self.W["more-examples"]} {{#combination-examples}}\n\n' + self.examples(more))
        return "\n\n".join(out) if out else self.W["silent"]

    # Declaring, bidding, the kitty, the exchange, friends --------------------------------------------------------------

    def show_parts(self, show: m.Show) -> str:
        raise NotImplementedError

    def overcall_table(self, block, known: dict[str, m.Show] | None = None) -> str:
        """The shows of a block in the order of its overcall order; `known` are shows its order may name besides
        its own (the shows of `declare`, for `kitty overcall`)."""
        shows = {**(known or {}), **{s.name: s for s in block.shows}}
        steps = list(block.order.steps) if block.order else []
        ordered = [(str(i + 1), shows.get(step.show), step) for i, step in enumerate(steps)]
        named = {step.show for step in steps}
        ordered += [(ABSENT, s, None) for s in block.shows if s.name not in named]
        body = []
        for rank, show, step in ordered:
            if show is None:
                body.append([rank, f"<code>{esc(step.show)}</code>", "", "", "", ""])
                continue
            suit = f" ({self.suit(step.suit.upper())})" if step and step.suit else ""
            scope = self.W[f"scope={show.scope.value}"] if show.scope else self.W["every-deal"]
            target = f"target={show.target.value}"
            if any(part.cards == "suited" for part in show.parts) and target + ":suited" in self.W:
                target += ":suited"  # the suit is the pair's, of any rank, not the level cards'
            body.append([rank, f"<code>{esc(show.name)}</code>{suit}", self.show_parts(show), self.W[target], scope,
                         self.cites(show.cites)])
        return table([self.W["overcall-rank"], self.W["declaration"], self.W["shown"], self.W["makes-trump"],
                      self.W["when"], self.W["source"]], body)

    def declaring_section(self) -> str:
        d = self.v.declare
        if d is None:
            return self.W["silent"]
        out = [self.W["declare-intro"], self.overcall_table(d)]
        if d.order is not None:
            out.append(self.sourced(self.W["order-line"].format(
                order=" &lt; ".join(f"<code>{esc(s.show)}</code>" for s in d.order.steps)), d.order.cites))
        if any(s.name not in {st.show for st in (d.order.steps if d.order else ())} for s in d.shows):
            out.append(self.W["outside-order"])
        if d.step_by_step and d.order is not None:
            chain = [s for s in d.order.steps if s.show in d.step_by_step]
            out.append(self.sourced(self.W["step-by-step-line"].format(
                shows=self.W["list-sep"].join(f"<code>{esc(name)}</code>" for name in d.step_by_step),
                chain=" → ".join(f"<code>{esc(s.show)}</code>" + (f" ({self.suit(s.suit)})" if s.suit else "")
                                 for s in chain)), self.setting_cites(d, "step-by-step")))
        out += [self.settings_table(d, skip=("step-by-step",)), self.block_cites(d), self.remarks(d.remarks),
                self.examples(d.examples + tuple(self.examples_of(m.OvercallClaim, m.ReinforceClaim, m.DeclareClaim,
                                                                  m.FaceDownClaim, m.TurnClaim,
                                                                  m.TurnDeclarerClaim, m.FirstDeclarerClaim)))]
        return "\n\n".join(x for x in out if x)

    def kitty_section(self) -> str:
        v = self.v
        out = []
        if v.kitty is not None:
            out.append(self.sourced(self.W["kitty-line"].format(n=v.kitty.size), v.kitty.cites))
        if v.bury is not None:
            out += [self.settings_table(v.bury), self.block_cites(v.bury), self.remarks(v.bury.remarks),
                    self.examples(v.bury.examples)]
        if v.kitty_overcall is not None:
            k = v.kitty_overcall
            out += [f'### {self.W["kitty-overcall"]} {{#kitty-overcall}}', self.W["kitty-overcall-intro"]]
            if k.shows or k.order:
                declared = {s.name: s for s in v.declare.shows} if v.declare else {}
                out.append(self.overcall_table(k, declared))
                named = {step.show for step in k.order.steps} if k.order else set()
                if k.order is not None:
                    out.append(self.sourced(self.W["kitty-order-line"].format(
                        order=" &lt; ".join(f"<code>{esc(st.show)}</code>" + (f" ({self.suit(st.suit)})" if st.suit
                                                                              else "") for st in k.order.steps)),
                        k.order.cites))
                if any(name not in named for name in declared):
                    out.append(self.W["kitty-below-order"])
            out += [self.settings_table(k), self.block_cites(k), self.remarks(k.remarks), self.examples(k.examples)]
        return "\n\n".join(x for x in out if x) or self.W["silent"]

    def bidding_section(self) -> str:
        b = self.v.bidding
        out = [self.W["bidding-intro"], self.settings_table(b), self.block_cites(b), self.remarks(b.remarks),
               self.examples(b.examples)]
        return "\n\n".join(x for x in out if x)

    def exchange_section(self) -> str:
        e = self.v.exchange
        eaten = e.given_to is not None and e.given_to.value == "eaten"
        out = [self.W["exchange-intro:eaten" if eaten else "exchange-intro"], self.settings_table(e), self.block_cites(e),
               self.remarks(e.remarks), self.examples(e.examples + tuple(self.examples_of(m.ExchangeClaim)))]
        return "\n\n".join(x for x in out if x)

    def friends_section(self) -> str:
        f = self.v.friends
        out = [self.W["friends-intro"], self.settings_table(f), self.block_cites(f), self.remarks(f.remarks),
               self.examples(f.examples + tuple(self.examples_of(m.ShareClaim)))]
        return "\n\n".join(x for x in out if x)

    # The play --------------------------------------------------------------------------------------------------------

    def shape(self, shape: m.Shape) -> str:
        raise NotImplementedError

    def play_section(self) -> str:
        v = self.v
        out = [f'### {self.W["following"]} {{#following}}']
        if v.follow is None:
            out.append(self.W["silent"])
        else:
            f = v.follow
            out.append(self.settings_table(f))
            if f.led:
                body = [[self.W["combo:" + r.led.value], self.W["ladder-sep"].join(self.shape(s) for s in r.ladder),
                         self.cites(r.cites)] for r in f.led]
                out.append(self.W["led-intro"])
                out.append(table([self.W["led"], self.W["must-play"], self.W["source"]], body))
            out += [self.block_cites(f), self.remarks(f.remarks), self.examples(f.examples)]
        out.append(f'### {self.W["ruffing"]} {{#ruffing}}')
        if v.ruff is None:
            out.append(self.W["silent"])
        else:
            r = v.ruff
            out += [self.settings_table(r), self.block_cites(r), self.remarks(r.remarks), self.examples(r.examples)]
        out.append(f'### {self.W["throws"]} {{#throws}}')
        if v.throw is not None:
            t = v.throw
            out += [self.W["throw-intro"], self.settings_table(t), self.block_cites(t), self.remarks(t.remarks),
                    self.examples(t.examples)]
        else:
            out.append(self.removed_note("throw") or self.W["silent"])
        more = self.examples_of(m.TrickClaim, m.FollowClaim, m.ThrowClaim)
        if more:
            out.append(f'### {self.W["more-examples"]} {{#play-examples}}\n\n' + self.examples(more))
        return "\n\n".join(x for x in out if x)

    # The page --------------------------------------------------------------------------------------------------------

    def family_sections(self) -> list[tuple[str, str]]:
        """(anchor, text) of the sections between the sources and the remarks, in the page's order: a section whose
        block the variant does not write is left out."""
        v = self.v
        sections = [("card-order", self.card_order_section()), ("combinations", self.combinations_section()),
                    ("declaring", self.declaring_section())]
        if v.bidding is not None:
            sections.append(("bidding", self.bidding_section()))
        sections += [("kitty", self.kitty_section()), ("play", self.play_section()),
                     ("kitty-bonus", self.kitty_bonus_section()), ("scoring", self.scoring_section()),
                     ("next-declarer", self.next_declarer_section())]
        for anchor, present, section in (("friends", v.friends is not None, self.friends_section),
                                         ("kitty-demotion", bool(v.kitty_demotions), self.kitty_demotion_section),
                                         ("tribute", v.tribute is not None, self.tribute_section),
                                         ("exchange", v.exchange is not None, self.exchange_section),
                                         ("places", v.places is not None, self.places_section)):
            if present:
                sections.append((anchor, section()))
        return sections

    def overview_part(self) -> list[str]:
        return learn.overview_part(self)

    def played_part(self) -> list[str]:
        return learn.played_part(self)
