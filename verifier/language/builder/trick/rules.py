"""The model builder's callbacks for the trick-taking family's rules and their blocks' items: levels, the order of
cards, combinations and throws, declaring, following and ruffing, kitty bonus and demotion, the sides' blocks."""
from __future__ import annotations

from lark import Token, Tree, v_args

from .... import model as m
from ....runtime.cards import JOKERS, LEVELS, RANKS, SUIT_SYMBOLS, SUITS
from ....diagnostics.suggest import closest, did_you_mean
from ..blocks import BlockBuilder, Setting


@v_args(meta=True)
class TrickRules(BlockBuilder):
    """One callback per rule of the trick-taking family and per item of its blocks (but scoring's, in scoring.py)."""

    # Levels and card order ---------------------------------------------------------------------------------------------

    def levels(self, meta, c):
        per = bool(c) and c[-1] == "per_player"
        return self.make(m.Levels, meta, self.level(c[0]), self.level(c[1]), per_player=per)

    def per_player(self, meta, c):
        return "per_player"

    def levels_list(self, meta, c):
        per = bool(c) and c[-1] == "per_player"
        if per:
            c = c[:-1]
        ranks, seen = [], set()
        for token in c:
            rank = self.level(token)
            if rank in seen and rank in LEVELS:
                self.fail("E215", f"level {rank} is listed twice", token, "listed again here",
                          help="name each level of the ladder once, in playing order")
                continue
            seen.add(rank)
            ranks.append(rank)
        return self.make(m.Levels, meta, ranks[0], ranks[-1], tuple(ranks), per_player=per)

    def mandatory_levels(self, meta, c):
        return self.make(m.MandatoryLevels, meta, tuple(self.level(t) for t in c))

    def defended_levels(self, meta, c):
        block = c[-1] if c and isinstance(c[-1], tuple) else None  # `{ needs: …  failures: 3  back-to: 2 }`
        ranks = tuple(self.level(t) for t in (c[:-1] if block else c))
        return self._block_rule(m.DefendedLevels, meta, block, ranks=ranks)

    def jack_rule(self, meta, c):
        return self.make(m.JackRule, meta, self.word(m.JackWin, c[0]), self.integer(c[1]) if len(c) > 1 else None)

    def past_top(self, meta, c):
        return self.make(m.PastTopRule, meta, self.word(m.PastTop, c[0]))

    def ranks(self, meta, c):
        return self.make(m.Ranks, meta, tuple(self.rank(t) for t in c))

    def permanent_trumps(self, meta, c):
        return self.make(m.PermanentTrumps, meta, tuple(self.rank(t) for t in c))

    def trump_order(self, meta, c):
        return self.make(m.TrumpOrder, meta, tuple(c))

    def tier(self, meta, c):
        word, group = str(c[0]), (c[1] if len(c) > 1 else None)
        if word.upper() in JOKERS:
            if group is not None:
                self.fail("E208", f"a joker has no suit: `{word} in {group.value.replace('-', ' ')}`", meta,
                          "remove the suit group")
            return m.Tier(m.TierCards(word.upper()), span=self.span(meta))
        card = _tier_card(word)
        if card is not None:  # one card, `5H`: a rank in a fixed suit (Hong Wu)
            if group is not None:
                self.fail("E208", f"`{word}` is one card of one suit: it takes no suit group", meta,
                          "remove the suit group")
            return m.Tier(m.TierCards.RANK, card[0], None, card[1], span=self.span(meta))
        return m.Tier(m.TierCards.RANK, self.rank(c[0]), group, span=self.span(meta))

    def level_tier(self, meta, c):
        return m.Tier(m.TierCards.LEVEL, None, c[0] if c else None, span=self.span(meta))

    def trump_suit_tier(self, meta, c):
        return m.Tier(m.TierCards.TRUMP_SUIT, span=self.span(meta))

    def in_trump_suit(self, meta, c):
        return m.SuitGroup.TRUMP_SUIT

    def in_other_suits(self, meta, c):
        return m.SuitGroup.OTHER_SUITS

    # Blocks ---------------------------------------------------------------------------------------------------------

    def combination(self, meta, c):
        kind = self.word(m.ComboKind, c[0])
        return self._block_rule(m.Combination, meta, c[1] if len(c) > 1 else None, kind=kind)

    def throw(self, meta, c):
        return self._block_rule(m.Throw, meta, c[0] if c else None)

    def declare(self, meta, c):
        rule = self._block_rule(m.Declare, meta, c[0])
        known = [show.name for show in rule.shows]  # `override declare` states the whole block: its shows are here
        for item in c[0][1] if c[0] else []:
            if isinstance(item, Setting) and item.name == "step-by-step":
                for token in item.values:
                    if str(token) not in known:
                        self.fail("E221", f"unknown declaration `{token}` in `step-by-step`", token,
                                  "no `show` has this name", help=did_you_mean(str(token), known) or
                                  "name shows of this block: `step-by-step: NAME, …`", guess=closest(str(token), known))
        return rule

    def kitty_overcall(self, meta, c):
        return self._block_rule(m.KittyOvercall, meta, c[0])

    def bury(self, meta, c):
        return self._block_rule(m.Bury, meta, c[0])

    def follow(self, meta, c):
        return self._block_rule(m.Follow, meta, c[0])

    def ruff(self, meta, c):
        return self._block_rule(m.Ruff, meta, c[0])

    def kitty_bonus(self, meta, c):
        return self._block_rule(m.KittyBonus, meta, c[0])

    def exchange(self, meta, c):
        return self._block_rule(m.Exchange, meta, c[0])

    def bidding(self, meta, c):
        return self._block_rule(m.Bidding, meta, c[0])

    def next_declarer(self, meta, c):
        return self._block_rule(m.NextDeclarer, meta, c[0])

    def friends(self, meta, c):
        return self._block_rule(m.Friends, meta, c[0])

    def kitty_demotion(self, meta, c):
        return self._block_rule(m.KittyDemotion, meta, c[1], rank=self.rank(c[0]))

    def demotion_row(self, meta, c):
        body, cites = self.cites(c)
        losses = tuple(x for x in body if isinstance(x, m.DemotionLoss))
        return m.DemotionRow(str(body[0]), losses, cites=cites, span=self.span(meta))

    def loss_levels(self, meta, c):
        amount = self.integer(c[1])
        if amount >= 0 and len(str(c[1]).lstrip("+-")) <= 9:  # (a longer number is E207 already)
            self.fail("E207", f"a demotion loses levels: `{c[1]}` is not a loss", c[1], "expected a negative number",
                      help="write the levels lost with a minus sign: `friend -2`")
        return m.DemotionLoss(self.word(m.ShareRole, c[0]), -amount, span=self.span(meta))

    def loss_to(self, meta, c):
        return m.DemotionLoss(self.word(m.ShareRole, c[0]), to=self.rank(c[1]), span=self.span(meta))

    def kitty_bonus_cap(self, meta, c):
        return self.make(m.KittyBonusCap, meta, self.integer(c[0]))

    # Declaring -----------------------------------------------------------------------------------------------------

    def show(self, meta, c):
        body, cites = self.cites(c)
        name, rest = str(body[0]), body[1:]
        parts = tuple(p for p in rest if isinstance(p, m.ShowPart))
        words = [t for t in rest if isinstance(t, Token)]
        target = self.word(m.DeclareTarget, words[0])
        scope = self.word(m.DealScope, words[1]) if len(words) > 1 else None
        without = next((p for p in rest if isinstance(p, m.ShowAbsence)), None)
        return m.Show(name, parts, target, scope, without, cites=cites, span=self.span(meta))

    def show_absence(self, meta, c):
        what = self.joker_or_level(c[0])
        if what == "suited":
            self.fail("E205", "`suited` cannot follow `without`", c[0], "expected `level`, `BJ` or `SJ`",
                      help="`without level cards` asks that the hand hold no level card beside those shown")
        suits = tuple(self.suit(t) for t in c[1:] if t.type != "CARD_WORD")
        if suits and what != "level":
            self.fail("E208", f"a joker has no suit: `without {what} in …`", c[1], "only level cards have a suit")
        return m.ShowAbsence(what, suits, span=self.span(meta))

    def show_part(self, meta, c):
        count, what = self.integer(c[0]), self.joker_or_level(c[1])
        suits = tuple(self.suit(t) for t in c[2:] if t.type != "CARD_WORD")
        if suits and what not in ("level", "suited"):
            self.fail("E208", f"a joker has no suit: `{what} in …`", c[2], "only level and suited cards have a suit",
                      help=f"to show a joker with level cards of a suit, write `1 {what} + 1 level card in …`")
        return m.ShowPart(count, what, suits, span=self.span(meta))

    def overcall_order(self, meta, c):
        body, cites = self.cites(c)
        return m.OvercallOrder(tuple(body), cites=cites, span=self.span(meta))

    def overcall_step(self, meta, c):
        return m.OvercallStep(str(c[0]), self.suit(c[1]) if len(c) > 1 else None, span=self.span(meta))

    # Following -----------------------------------------------------------------------------------------------------

    def led_rule(self, meta, c):
        body, cites = self.cites(c)
        return m.LedRule(self.word(m.ComboKind, body[0]), tuple(body[1:]), cites=cites, span=self.span(meta))

    def shape(self, meta, c):
        return m.Shape(tuple(c), span=self.span(meta))

    def shape_term(self, meta, c):
        count = self.integer(c[0]) if len(c) > 1 else None
        word = str(c[-1])
        plural = c[-1].type == "UNITS"
        unit = word[:-1] if plural else word
        if count is not None and count > 1 and c[-1].type == "COMBO":
            unit, plural = unit, True  # "2 triple" reads as "2 triples"
        return m.ShapeTerm(count, unit, plural, span=self.span(meta))

    # Kitty bonus ---------------------------------------------------------------------------------------------------

    def bonus_row(self, meta, c):
        body, cites = self.cites(c)
        combination, multiplier = str(body[0]), body[1]
        unit = {"tractor": "pair", "triple-tractor": "triple"}.get(combination)
        if multiplier.step_unit is not None and multiplier.step_unit != unit:
            expected = f"`per further {unit}`" if unit else "no step: only tractors grow by a unit"
            self.fail("E214", f"a {combination} does not grow by a {multiplier.step_unit}", multiplier.span,
                      f"expected {expected}", help="a tractor grows by a pair, a triple tractor by a triple")
        return m.BonusRow(combination, multiplier, cites=cites, span=self.span(meta))

    def multiplier(self, meta, c):
        base = self.integer(c[0])
        power = any(isinstance(x, Tree) and x.data == "power" for x in c[1:])
        step = next((x for x in c[1:] if isinstance(x, tuple)), None)
        op, amount, unit = step if step else (None, None, None)
        return m.Multiplier(base, power, op, amount, unit, span=self.span(meta))

    def step(self, meta, c):
        return (str(c[0]), self.integer(c[1]), str(c[2]))


def _tier_card(word: str) -> tuple[str, str] | None:
    """(rank, suit) when a trump-order tier is written as one card (`5H`, `5♥`), else None."""
    suit = SUIT_SYMBOLS.get(word[-1:], word[-1:].upper())
    rank = word[:-1].upper()
    return (rank, suit) if rank in RANKS and suit in SUITS else None
