"""The worked examples of a trick-taking variant in words, in English and in Chinese: `EnglishClaims`, `ChineseClaims`.

A claim of the variant language (`Q♠ Q♠ is a pair`, a deal's points and its outcome, a bidding, a friend call ...) is
written as a sentence of the page's language; the phrases it shares with the rules (`outcome`, `side`, `condition`) are
the language template's (en.py, zh.py), which puts these mixins first.
"""
from __future__ import annotations

from ... import model as m




def _ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, … 11th, 12th, 13th, 21st."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"

class EnglishClaims:
    """The trick-taking claims in English."""

    def claim(self, claim) -> str:
        if isinstance(claim, m.CombinationClaim):
            return f"{self.cards(claim.cards)} {'is' if claim.holds else 'is not'} a {claim.combination.value}."
        if isinstance(claim, m.OrderClaim):
            if claim.equal:
                return f"{self.cards(claim.higher)} and {self.cards(claim.lower)} are equal."
            return f"{self.cards(claim.higher)} beats {self.cards(claim.lower)}."
        if isinstance(claim, m.ThrowClaim):
            led = f" as the {_ordinal(claim.round)} trick led in its suit" if claim.round is not None else ""
            if claim.refused:
                return f"Throw {self.cards(claim.throw)}{led}: the throw may not be led then."
            others = "; ".join(self.cards(o) for o in claim.others)
            verdict = "the throw stands." if claim.stands else (
                f"the throw fails: the leader must play {self.cards(claim.forced)}.")
            return f"Throw {self.cards(claim.throw)}{led}; the other hands hold {others} of the suit: {verdict}"
        if isinstance(claim, m.TrickClaim):
            plays = ", then ".join(self.cards(p) for p in claim.plays)
            return f"Lead {plays}: play {claim.winner} ({self.cards(claim.plays[claim.winner - 1])}) wins the trick."
        if isinstance(claim, m.FollowClaim):
            return (f"Holding {self.cards(claim.hand)}, on a lead of {self.cards(claim.lead)}, playing "
                    f"{self.cards(claim.play)} is {'legal' if claim.legal else 'not legal'}.")
        if isinstance(claim, m.OvercallClaim):
            verb = "overcalls" if claim.holds else "does not overcall"
            return f"{self.cards(claim.declaration)} {verb} {self.cards(claim.standing)}."
        if isinstance(claim, m.DeclareClaim):
            verb = "may" if claim.holds else "may not"
            when = "" if claim.first_deal is None else \
                f" in {'the first' if claim.first_deal else 'a later'} deal" + \
                (" once the last card is dealt" if claim.after_deal else "")
            makes = "" if claim.makes is None else ": " + {
                "NT": "there is no trump suit", "chosen-suit": "the declarer names the trump suit",
                "next-drawn-suit": "the suit of the next card the declarer draws is trump"}.get(
                claim.makes, f"{self.suit(claim.makes)} is trump")
            return (f"Holding {self.cards(claim.hand)}, a player {verb} declare "
                    f"{self.cards(claim.declaration)}{when}{makes}.")
        if isinstance(claim, m.ReinforceClaim):
            verb = "may" if claim.holds else "may not"
            against = f", overcalled by {self.cards(claim.standing)}," if claim.standing is not None else ""
            return (f"A player who declared {self.cards(claim.own)}{against} {verb} reinforce it with "
                    f"{self.cards(claim.declaration)}.")
        if isinstance(claim, m.KittyBonusClaim):
            return f"Last trick won with {self.cards(claim.last_trick)}: the kitty's points count ×{claim.multiplier}."
        if isinstance(claim, m.WorthClaim):
            verb = "counts" if len(claim.cards) == 1 else "count"
            return f"{self.cards(claim.cards)} {verb} {claim.points} point{'' if claim.points == 1 else 's'} to the " \
                "side that takes them."
        if isinstance(claim, m.ShareClaim):
            return self.share_claim(claim)
        if isinstance(claim, m.TributeDealClaim):
            return self.tribute_claim(claim)
        if isinstance(claim, m.FaceDownClaim):
            shown = ", then ".join(self.cards(d) for d in claim.declarations)
            return (f"Declared face down in this order, {shown}: once the deal is over, declaration {claim.stands} "
                    f"({self.cards(claim.declarations[claim.stands - 1])}) stands and eats the others.")
        if isinstance(claim, m.NextDealClaim):
            return self.next_deal_claim(claim)
        if isinstance(claim, m.NobodyDeclaresClaim):
            return self.nobody_declares_claim(claim)
        if isinstance(claim, m.KittyOvercallClaim):
            return self.kitty_overcall_claim(claim)
        if isinstance(claim, m.BuryClaim):
            return self.bury_claim(claim)
        if isinstance(claim, m.FriendCallClaim):
            return self.friend_call_claim(claim)
        if isinstance(claim, m.BiddingClaim):
            return self.bidding_claim(claim)
        if isinstance(claim, m.ExchangeClaim):
            return self.exchange_claim(claim)
        if isinstance(claim, m.TurnDeclarerClaim):
            return self.turn_declarer_claim(claim)
        if isinstance(claim, m.FirstDeclarerClaim):
            return self.first_declarer_claim(claim)
        if isinstance(claim, m.TurnClaim):
            verb = "may" if claim.holds else "may not"
            if claim.turn == m.TurnMoment.FIRST:
                return (f"In a later deal, whose turn is the declarers', {self.side(claim.side)} {verb} make the "
                        f"first declaration with {self.cards(claim.declaration)}.")
            return (f"In a later deal, once the declarers (the side in turn) have passed, {self.side(claim.side)} "
                    f"{verb} declare {self.cards(claim.declaration)} at their own level.")
        last = f", last trick to {self.W[claim.last_trick.value]}" if claim.last_trick else ""
        bid = f" at a bid of {claim.bid}" if claim.bid is not None else ""
        kitty = f", the kitty {self.cards(claim.kitty)}" if claim.kitty else ""
        return f"{claim.points} points{last}{kitty}{bid}: {self.outcome(claim.outcome)}."

    ROLES = {"declarer": "the declarer", "friend": "the friend", "attackers": "each attacker"}

    SEATS = {"same-player": "the declarer again", "partner": "the declarer's partner",
             "next-player": "the declarer's next player", "next-attacker": "the first attacker after the declarer",
             "first-to-declare": "the first to declare (declared anew, as a first deal)"}

    def next_deal_claim(self, claim: m.NextDealClaim) -> str:
        """A next-deal example in words: the deal, then the levels and the declarer of the next deal."""
        facts = f"{claim.points} points"
        facts += f", last trick to {self.W[claim.last_trick.value]}" if claim.last_trick else ""
        facts += f" (won with {self.cards(claim.last_cards)})" if claim.last_cards else ""
        facts += f", the kitty {self.cards(claim.kitty)}" if claim.kitty else ""
        facts += f", played at level {claim.level}"
        facts += f" (the attackers at {claim.attackers_level})" if claim.attackers_level else ""
        said = [f"{self.SEATS[f.declarer.value]} declares" if f.declarer else
                f"{self.side(f.side)} win the match" if f.match_won else f"{self.side(f.side)} play level {f.level}"
                for f in claim.facts]
        return f"{facts}: in the next deal {', and '.join(said)}."

    def exchange_claim(self, claim: m.ExchangeClaim) -> str:
        """An exchange example (换三张) in words: the declarations face down, the hands, then each give in order."""
        shown = ", then ".join(self.cards(d) for d in claim.declarations)
        held = "".join(f", player {h.player} holding {self.cards(h.cards)} besides" for h in claim.holdings)
        gives = ", then ".join(f"player {g.giver} {'gives' if g.holds else 'may not give'} {self.cards(g.cards)} "
                               f"to player {g.receiver}" for g in claim.gives)
        return (f"Declared face down in this order, {shown} (player N makes declaration N){held}: in the exchange "
                f"{gives}.")

    def bidding_claim(self, claim: m.BiddingClaim) -> str:
        """A bidding in words: each step in turn (player 1 bids first), then who wins it."""
        steps = ", ".join("a pass" if s is None else str(s) for s in claim.steps)
        text = f"Bidding in turn from player 1: {steps}"
        if claim.revealed is not None:
            n = claim.revealed
            text = f"Once {n} card{'s' if n != 1 else ''} of the kitty {'are' if n != 1 else 'is'} turned up, bidding " \
                   f"in turn from player 1: {steps}"
        if claim.refused:
            last = claim.steps[-1]
            return f"{text}: the last {'pass' if last is None else 'bid'} is refused."
        if claim.winner is None:
            return f"{text}: every player passes and the cards are dealt again."
        return f"{text}: player {claim.winner} wins the bidding at {claim.bid} and is the declarer."

    def friend_call_claim(self, claim: m.FriendCallClaim) -> str:
        """A friend call in words: the card and its copy, the plays of it (player 1 the declarer), the friend."""
        nth = {1: "first", 2: "second", 3: "third"}.get(claim.copy, f"{claim.copy}th")
        held = f", holding {self.cards(claim.held)}" if claim.held else ""
        text = f"The declarer (player 1){held} calls the {nth} {self.cards(claim.card)} played"
        if claim.plays:
            text += "; then " + ", ".join(f"player {p.player} plays {self.cards(p.cards)}" for p in claim.plays)
        if claim.refused:
            return f"{text}: the call is refused."
        if claim.friend is None:
            return f"{text}: the declarer has no friend and plays alone."
        return f"{text}: player {claim.friend} is the friend."

    def bury_claim(self, claim: m.BuryClaim) -> str:
        """A burial in words: the declarer's (扣底), or another player's jokers into the kitty (扣王)."""
        verb = "may" if claim.holds else "may not"
        if not claim.kitty:
            return (f"The declarer, holding {self.cards(claim.hand)} with the kitty taken up, {verb} bury "
                    f"{self.cards(claim.buried)}.")
        picked = f" and pick up {self.cards(claim.picked)}" if claim.picked else ""
        return (f"Once the declarer has buried {self.cards(claim.kitty)}, another player holding "
                f"{self.cards(claim.hand)} {verb} bury {self.cards(claim.buried)} into the kitty{picked}.")

    def nobody_declares_claim(self, claim: m.NobodyDeclaresClaim) -> str:
        """A deal nobody declares in, in words: the deal and its kitty, then the trump and the declarer."""
        deal = "the first deal" if claim.first_deal else "a later deal (the declarer carried over is player 1)"
        facts = (f"Nobody declares in {deal}, at level {claim.level}; the kitty, turned over in this order: "
                 f"{self.cards(claim.kitty)}")
        if claim.trump is None:
            return f"{facts}. The cards are dealt again."
        trump = "the deal is played at no-trump" if claim.trump == "NT" else f"trump is {self.suit(claim.trump)}"
        who = f", and player {claim.declarer} (from the first receiver) is the declarer" \
            if claim.declarer is not None else ""
        return f"{facts}. Then {trump}{who}."

    def kitty_overcall_claim(self, claim: m.KittyOvercallClaim) -> str:
        """Overcalling the kitty, in words: the declaration that stood, the overcalls, then what they make."""
        stood = "nobody declared (player 1 is the declarer and buries the kitty)" if claim.standing is None else \
            f"player {claim.standing.player} won the bidding, named {self.suit(claim.bid_trump)} trump and buried " \
            f"the kitty" if claim.bid_trump else \
            f"player {claim.standing.player} declared {self.cards(claim.standing.cards)} and buried the kitty"
        steps = ", then ".join(f"player {s.player} overcalls it with {self.cards(s.cards)}" for s in claim.steps)
        facts = f"In the first deal, at level {claim.level}, {stood}; {steps}"
        if claim.refused:
            return f"{facts}: player {claim.steps[-1].player} may not."
        made = ([("no-trump" if claim.trump == "NT" else f"trump is {self.suit(claim.trump)}")]
                if claim.trump is not None else []) + \
            ([f"player {claim.declarer} is the declarer"] if claim.declarer is not None else []) + \
            ([f"the stake is x{claim.stake}"] if claim.stake is not None else []) + \
            ([f"player {claim.steps[-1].player} has taken up {claim.exchanged} cards of the kitty and buried as many"]
             if claim.exchanged is not None else [])
        return f"{facts}. Then {', '.join(made)}."

    def turn_declarer_claim(self, claim: m.TurnDeclarerClaim) -> str:
        """Who becomes the declarer of a later deal, in words: the passes and declarations, then the declarer."""
        steps = ", then ".join(f"{self.side(s.side)} declare {self.cards(s.declaration)}" if s.declaration
                               else f"{self.side(s.side)} pass" for s in claim.steps)
        side = [s for s in claim.steps if s.declaration][claim.declarer - 1].side
        return (f"In a later deal whose turn is the declarers': {steps}. The player of declaration {claim.declarer} "
                f"({self.side(side)}) is the declarer.")

    def first_declarer_claim(self, claim: m.FirstDeclarerClaim) -> str:
        """Who becomes the first deal's declarer, in words: the declarations in order, then the declarer."""
        steps = ", then ".join(f"player {s.player} declares {self.cards(s.declaration)}" for s in claim.steps)
        if claim.refused is not None:
            return (f"In the first deal, {steps}: player {claim.refused.player} may not then declare "
                    f"{self.cards(claim.refused.declaration)}.")
        stake = f" The deal's stake is then x{claim.stake}." if claim.stake is not None else ""
        if claim.drawn:
            return f"In the first deal, {steps}: the declarer is drawn at random, whoever declared.{stake}"
        return f"In the first deal, {steps}: player {claim.declarer} is the declarer.{stake}"

    TRIBUTE_ROLES = {"giver": "the giver", "receiver": "the receiver", "partner": "the giver's partner"}

    def tribute_claim(self, claim: m.TributeDealClaim) -> str:
        """A tribute example (进贡) in words: the deal, then who gives how many cards to whom in the next deal."""
        facts = f"{claim.points} points"
        facts += f", last trick to {self.W[claim.last_trick.value]}" if claim.last_trick else ""
        facts += f", the kitty {self.cards(claim.kitty)}" if claim.kitty else ""
        facts += f", {self.TRIBUTE_ROLES[claim.holder.value]} holding {self.cards(claim.held)}" if claim.holder else ""
        given = claim.given
        if isinstance(given, m.TributeTurned):
            turned = " (the tribute turned round)" if given.giver == m.TributeRole.RECEIVER else ""
            n = given.count
            return (f"{facts}: in the next deal {self.TRIBUTE_ROLES[given.giver.value]} gives "
                    f"{self.TRIBUTE_ROLES[given.receiver.value]} {n} card{'s' if n != 1 else ''}{turned}.")
        if given.kind == m.OutcomeKind.NOTHING:
            return f"{facts}: no tribute is given in the next deal."
        n = given.amount
        return f"{facts}: in the next deal {self.side(given.side)} give {n} card{'s' if n != 1 else ''} as tribute."

    def share_claim(self, claim: m.ShareClaim) -> str:
        """A level-share example (级差权) in words: the deal, then what each player gains."""
        facts = [f"{claim.points} points"]
        if claim.alone:
            facts.append("the declarer found no friend")
        if claim.level:
            facts.append(f"the declarers play {claim.level}")
        if claim.last_trick:
            played = f" with {self.cards(claim.last_cards)}" if claim.last_cards else ""
            facts.append(f"the last trick won{played} by {self.ROLES[claim.last_trick.value].replace('each ', 'an ')}")
        if claim.spoils:
            facts.append(f"the spoils given to {self.ROLES[claim.spoils.value]}")
        gains = [f"{self.ROLES[s.role.value]} {'gains' if s.levels >= 0 else 'loses'} {abs(s.levels)}{self.rise(s)}"
                 for s in claim.shares] or ["nobody gains a level"]
        if claim.next_declarer is not None:
            gains.append(f"player {claim.next_declarer} declares the next deal (player 1 is the declarer, 2 the friend)")
        return f"{', '.join(facts)}: {', '.join(gains)}."

    @staticmethod
    def rise(share: m.RoleShare) -> str:
        """` and rises to J (a mandatory level), 5 levels left over to give`: where the rise takes the role."""
        if share.reaches is None:
            return ""
        if share.left is None:
            return f" and rises to {share.reaches}"
        if not share.left:
            return f" and rises to {share.reaches} (no level left over)"
        n = share.left
        way = "lost" if share.left_lost else "to give on"
        return f" and rises to {share.reaches} (stopped there: {n} level{'s' if n != 1 else ''} left over, {way})"


class ChineseClaims:
    """The trick-taking claims in Chinese."""

    def claim(self, claim) -> str:
        if isinstance(claim, m.CombinationClaim):
            kind = self.W["combo:" + claim.combination.value]
            return f"{self.cards(claim.cards)} {'是' if claim.holds else '不是'}{kind}。"
        if isinstance(claim, m.OrderClaim):
            if claim.equal:
                return f"{self.cards(claim.higher)} 和 {self.cards(claim.lower)} 一样大。"
            return f"{self.cards(claim.higher)} 大于 {self.cards(claim.lower)}。"
        if isinstance(claim, m.ThrowClaim):
            led = f"这门花色第 {claim.round} 轮时" if claim.round is not None else ""
            if claim.refused:
                return f"{led}甩 {self.cards(claim.throw)}：这时不能甩牌。"
            others = "；".join(self.cards(o) for o in claim.others)
            verdict = "甩牌成功。" if claim.stands else f"甩牌失败：首家必须出 {self.cards(claim.forced)}。"
            return f"{led}甩 {self.cards(claim.throw)}，其他三家这个花色的牌是 {others}：{verdict}"
        if isinstance(claim, m.TrickClaim):
            plays = "，然后 ".join(self.cards(p) for p in claim.plays)
            return f"首家出 {plays}：第 {claim.winner} 家（{self.cards(claim.plays[claim.winner - 1])}）赢得这一轮。"
        if isinstance(claim, m.FollowClaim):
            return (f"手中有 {self.cards(claim.hand)}，首家出 {self.cards(claim.lead)}，出 {self.cards(claim.play)}"
                    f"{'合规' if claim.legal else '不合规'}。")
        if isinstance(claim, m.OvercallClaim):
            verb = "可以反" if claim.holds else "不能反"
            return f"{self.cards(claim.declaration)} {verb} {self.cards(claim.standing)}。"
        if isinstance(claim, m.DeclareClaim):
            verb = "可以" if claim.holds else "不能"
            when = "" if claim.first_deal is None else \
                ("第一局" if claim.first_deal else "以后各局") + ("发完牌后" if claim.after_deal else "") + "，"
            makes = "" if claim.makes is None else "，" + {
                "NT": "打无主", "chosen-suit": "由亮主的人叫主花色",
                "next-drawn-suit": "亮主的人摸到的下一张花色牌的花色为主"}.get(
                claim.makes, f"{self.suit(claim.makes)}为主")
            return f"{when}手中有 {self.cards(claim.hand)}，{verb}亮 {self.cards(claim.declaration)}{makes}。"
        if isinstance(claim, m.ReinforceClaim):
            verb = "可以" if claim.holds else "不能"
            against = f"，被 {self.cards(claim.standing)} 反了之后，" if claim.standing is not None else ""
            return f"亮了 {self.cards(claim.own)} 的玩家{against}{verb}用 {self.cards(claim.declaration)} 加固。"
        if isinstance(claim, m.KittyBonusClaim):
            return f"用 {self.cards(claim.last_trick)} 赢得最后一轮：底分 ×{claim.multiplier}。"
        if isinstance(claim, m.WorthClaim):
            return f"{self.cards(claim.cards)} 共 {claim.points} 分，归赢得它们的一方。"
        if isinstance(claim, m.ShareClaim):
            return self.share_claim(claim)
        if isinstance(claim, m.TributeDealClaim):
            return self.tribute_claim(claim)
        if isinstance(claim, m.FaceDownClaim):
            shown = "，然后 ".join(self.cards(d) for d in claim.declarations)
            return (f"扣着亮主，依次为 {shown}：摸完牌后第 {claim.stands} 个"
                    f"（{self.cards(claim.declarations[claim.stands - 1])}）最大，吃掉其他的。")
        if isinstance(claim, m.NextDealClaim):
            return self.next_deal_claim(claim)
        if isinstance(claim, m.NobodyDeclaresClaim):
            return self.nobody_declares_claim(claim)
        if isinstance(claim, m.KittyOvercallClaim):
            return self.kitty_overcall_claim(claim)
        if isinstance(claim, m.BuryClaim):
            return self.bury_claim(claim)
        if isinstance(claim, m.FriendCallClaim):
            return self.friend_call_claim(claim)
        if isinstance(claim, m.BiddingClaim):
            return self.bidding_claim(claim)
        if isinstance(claim, m.ExchangeClaim):
            return self.exchange_claim(claim)
        if isinstance(claim, m.TurnDeclarerClaim):
            return self.turn_declarer_claim(claim)
        if isinstance(claim, m.FirstDeclarerClaim):
            return self.first_declarer_claim(claim)
        if isinstance(claim, m.TurnClaim):
            verb = "可以" if claim.holds else "不能"
            if claim.turn == m.TurnMoment.FIRST:
                return f"之后的一副轮到庄家方定主：{self.side(claim.side)}{verb}先亮 {self.cards(claim.declaration)}。"
            return (f"之后的一副，轮到定主的庄家方弃权后，{self.side(claim.side)}{verb}以自己的级亮 "
                    f"{self.cards(claim.declaration)}。")
        last = f"，最后一轮由{self.W[claim.last_trick.value]}赢得" if claim.last_trick else ""
        bid = f"（竞标 {claim.bid} 分）" if claim.bid is not None else ""
        kitty = f"，底牌是 {self.cards(claim.kitty)}" if claim.kitty else ""
        return f"闲家得 {claim.points} 分{last}{kitty}{bid}：{self.outcome(claim.outcome)}。"

    ROLES = {"declarer": "庄家", "friend": "朋友", "attackers": "每个闲家"}

    SEATS = {"same-player": "庄家连庄", "partner": "庄家的对家坐庄", "next-player": "庄家的下家坐庄",
             "next-attacker": "庄家之后的第一个闲家坐庄", "first-to-declare": "先亮主者坐庄（重新抢庄，如第一副）"}

    def next_deal_claim(self, claim: m.NextDealClaim) -> str:
        """下一副的例子：这一副的情形，然后下一副各方的级和谁坐庄。"""
        facts = f"闲家得 {claim.points} 分"
        facts += f"，最后一轮由{self.W[claim.last_trick.value]}赢得" if claim.last_trick else ""
        facts += f"（以 {self.cards(claim.last_cards)} 赢得）" if claim.last_cards else ""
        facts += f"，底牌是 {self.cards(claim.kitty)}" if claim.kitty else ""
        facts += f"，这一副打 {claim.level}"
        facts += f"（闲家打 {claim.attackers_level}）" if claim.attackers_level else ""
        said = [self.SEATS[f.declarer.value] if f.declarer else
                f"{self.side(f.side)}赢得整场" if f.match_won else f"{self.side(f.side)}打 {f.level}"
                for f in claim.facts]
        return f"{facts}：下一副{'，'.join(said)}。"

    def exchange_claim(self, claim: m.ExchangeClaim) -> str:
        """换三张的例子：扣着亮的主、各家另有的牌，然后依次换牌。"""
        shown = "，然后 ".join(self.cards(d) for d in claim.declarations)
        held = "".join(f"；玩家 {h.player} 另有 {self.cards(h.cards)}" for h in claim.holdings)
        gives = "，然后".join(f"玩家 {g.giver}{'把' if g.holds else '不能把'} {self.cards(g.cards)} 给玩家 {g.receiver}"
                             for g in claim.gives)
        return f"扣着亮主，依次为 {shown}（玩家 N 亮第 N 个）{held}：换牌时{gives}。"

    def bidding_claim(self, claim: m.BiddingClaim) -> str:
        """竞标的例子：从 1 号玩家起依次出分或放弃，然后谁赢得竞标。"""
        steps = "，".join("放弃" if s is None else f"{s} 分" for s in claim.steps)
        text = f"从 1 号玩家起依次竞标：{steps}"
        if claim.revealed is not None:
            text = f"先翻开底牌中的 {claim.revealed} 张，再从 1 号玩家起依次竞标：{steps}"
        if claim.refused:
            return f"{text}：最后一{'次放弃' if claim.steps[-1] is None else '次出分'}不被接受。"
        if claim.winner is None:
            return f"{text}：都放弃，重新发牌。"
        return f"{text}：{claim.winner} 号玩家以 {claim.bid} 分赢得竞标，做庄家。"

    def friend_call_claim(self, claim: m.FriendCallClaim) -> str:
        """找朋友的例子：叫哪张牌的第几张、打出这张牌的各手（1 号玩家是庄家）、谁是朋友。"""
        held = f"（手中有 {self.cards(claim.held)}）" if claim.held else ""
        text = f"庄家（1 号玩家）{held}叫打出的第 {claim.copy} 张 {self.cards(claim.card)}"
        if claim.plays:
            text += "；然后" + "，".join(f" {p.player} 号玩家出 {self.cards(p.cards)}" for p in claim.plays)
        if claim.refused:
            return f"{text}：不许这样叫。"
        if claim.friend is None:
            return f"{text}：庄家没找到朋友，独自打其余各家。"
        return f"{text}：{claim.friend} 号玩家是朋友。"

    def bury_claim(self, claim: m.BuryClaim) -> str:
        """扣底的例子：庄家扣底，或其他玩家在底牌中扣王。"""
        verb = "可以" if claim.holds else "不可以"
        if not claim.kitty:
            return f"庄家拿起底牌后手中有 {self.cards(claim.hand)}，{verb}扣 {self.cards(claim.buried)}。"
        picked = f"，并捡 {self.cards(claim.picked)}" if claim.picked else ""
        return (f"庄家扣了 {self.cards(claim.kitty)} 之后，手中有 {self.cards(claim.hand)} 的其他玩家{verb}"
                f"在底牌中扣 {self.cards(claim.buried)}{picked}。")

    def nobody_declares_claim(self, claim: m.NobodyDeclaresClaim) -> str:
        """无人亮主的例子：哪一副、底牌依次翻出的牌，然后主花色和谁坐庄。"""
        deal = "第一副" if claim.first_deal else "之后的一副（延续下来的庄家为 1 号玩家）"
        facts = f"{deal}打 {claim.level}，无人亮主；底牌依次翻出 {self.cards(claim.kitty)}"
        if claim.trump is None:
            return f"{facts}：重新发牌。"
        trump = "打无主" if claim.trump == "NT" else f"{self.suit(claim.trump)}为主"
        who = f"，从第一个拿牌的玩家数起第 {claim.declarer} 号玩家坐庄" if claim.declarer is not None else ""
        return f"{facts}：{trump}{who}。"

    def kitty_overcall_claim(self, claim: m.KittyOvercallClaim) -> str:
        """反底的例子：原来的亮主、依次反底，然后主花色、庄家和基数。"""
        stood = "无人亮主（1 号玩家坐庄并扣底）" if claim.standing is None else \
            f"{claim.standing.player} 号玩家赢得竞标，指定{self.suit(claim.bid_trump)}为主并扣底" if claim.bid_trump else \
            f"{claim.standing.player} 号玩家亮 {self.cards(claim.standing.cards)} 并扣底"
        steps = "，然后".join(f"{s.player} 号玩家以 {self.cards(s.cards)} 反底" for s in claim.steps)
        facts = f"第一副打 {claim.level}，{stood}；{steps}"
        if claim.refused:
            return f"{facts}：{claim.steps[-1].player} 号玩家不能反底。"
        made = ([("打无主" if claim.trump == "NT" else f"{self.suit(claim.trump)}为主")]
                if claim.trump is not None else []) + \
            ([f"{claim.declarer} 号玩家坐庄"] if claim.declarer is not None else []) + \
            ([f"基数 x{claim.stake}"] if claim.stake is not None else []) + \
            ([f"{claim.steps[-1].player} 号玩家从底牌中换了 {claim.exchanged} 张"] if claim.exchanged is not None else [])
        return f"{facts}。于是{'，'.join(made)}。"

    def turn_declarer_claim(self, claim: m.TurnDeclarerClaim) -> str:
        """之后一副谁坐庄的例子：弃权与亮主，然后谁是庄家。"""
        steps = "，然后".join(f"{self.side(s.side)}亮 {self.cards(s.declaration)}" if s.declaration
                             else f"{self.side(s.side)}弃权" for s in claim.steps)
        side = [s for s in claim.steps if s.declaration][claim.declarer - 1].side
        return f"之后的一副轮到庄家方定主：{steps}。第 {claim.declarer} 个亮主的玩家（{self.side(side)}）坐庄。"

    def first_declarer_claim(self, claim: m.FirstDeclarerClaim) -> str:
        """第一副谁坐庄的例子：依次亮主，然后谁是庄家。"""
        steps = "，然后".join(f"{s.player} 号玩家亮 {self.cards(s.declaration)}" for s in claim.steps)
        if claim.refused is not None:
            return f"第一副：{steps}；{claim.refused.player} 号玩家此后不能亮 {self.cards(claim.refused.declaration)}。"
        stake = f"这一副的倍数为 x{claim.stake}。" if claim.stake is not None else ""
        if claim.drawn:
            return f"第一副：{steps}；庄家随机产生，与谁亮主无关。{stake}"
        return f"第一副：{steps}；{claim.declarer} 号玩家坐庄。{stake}"

    TRIBUTE_ROLES = {"giver": "进贡者", "receiver": "受贡者", "partner": "进贡者的对家"}

    def tribute_claim(self, claim: m.TributeDealClaim) -> str:
        """进贡的例子：这一副的情形，然后下一副谁向谁进贡几张。"""
        facts = f"闲家得 {claim.points} 分"
        facts += f"，最后一轮由{self.W[claim.last_trick.value]}赢得" if claim.last_trick else ""
        facts += f"，底牌是 {self.cards(claim.kitty)}" if claim.kitty else ""
        facts += f"，{self.TRIBUTE_ROLES[claim.holder.value]}拿到 {self.cards(claim.held)}" if claim.holder else ""
        given = claim.given
        if isinstance(given, m.TributeTurned):
            turned = "（反进贡）" if given.giver == m.TributeRole.RECEIVER else ""
            return (f"{facts}：下一副{self.TRIBUTE_ROLES[given.giver.value]}向{self.TRIBUTE_ROLES[given.receiver.value]}"
                    f"进贡 {given.count} 张{turned}。")
        if given.kind == m.OutcomeKind.NOTHING:
            return f"{facts}：下一副不进贡。"
        return f"{facts}：下一副{self.side(given.side)}进贡 {given.amount} 张。"

    def share_claim(self, claim: m.ShareClaim) -> str:
        """级差权的例子：这一副的情形，然后每个玩家升（降）几级。"""
        facts = [f"闲家得 {claim.points} 分"]
        if claim.alone:
            facts.append("庄家没找到朋友（1打4）")
        if claim.level:
            facts.append(f"庄家方打 {claim.level}")
        if claim.last_trick:
            who = {"declarer": "庄家", "friend": "朋友", "attackers": "闲家"}[claim.last_trick.value]
            played = f"用 {self.cards(claim.last_cards)} " if claim.last_cards else ""
            facts.append(f"最后一轮由{who}{played}赢得")
        if claim.spoils:
            facts.append(f"战利品分给{self.ROLES[claim.spoils.value]}")
        gains = [f"{self.ROLES[s.role.value]}{'升' if s.levels >= 0 else '降'} {abs(s.levels)} 级{self.rise(s)}"
                 for s in claim.shares] or ["无人升级"]
        if claim.next_declarer is not None:
            gains.append(f"下一局由玩家 {claim.next_declarer} 坐庄（玩家 1 是庄家，2 是朋友）")
        return f"{'，'.join(facts)}：{'，'.join(gains)}。"

    @staticmethod
    def rise(share: m.RoleShare) -> str:
        """「，升到 J，停在那里，剩下 5 级可以转给别人」：升级到达哪一级。"""
        if share.reaches is None:
            return ""
        if share.left is None:
            return f"，升到 {share.reaches}"
        if not share.left:
            return f"，升到 {share.reaches}（没有剩下的级数）"
        way = "作废" if share.left_lost else "可以转给别人"
        return f"，升到 {share.reaches}（在此停住，剩下 {share.left} 级{way}）"
