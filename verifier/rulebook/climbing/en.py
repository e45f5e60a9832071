"""The English page of a climbing variant: the words of `sections.Climbing` (added to the words every page uses, in
../en.py) and its claims in words, in the glossary's English terms (set, lead, beat, pass, defer, close, take the wind,
first out … last, team, opposite, gouji set, burn, revolution, emperor, guard, rebels)."""
from __future__ import annotations

from ...model import (CALL, ROB, CallingClaim, ShownClaim, LeadClaim, RevolutionPlacesClaim, RevoltClaim, RoundClaim, TributePlacesClaim, AnswerClaim, BeatClaim, BiddingClaim, BurnClaim, CallClaim, GoujiClaim, SetClaim,
                      SettleClaim, TributeClaim)
from ..en import EnglishBook
from .sections import Climbing

W = {
    **EnglishBook.W,  # the words every page uses
    "h:rank-order": "Rank order", "h:sets": "Sets", "h:beat": "The beat relation",
    "h:answering": "Answering rights and the gouji sets", "h:round": "A round", "h:call": "Calling the emperor",
    "h:settlement": "Settlement", "h:tribute": "Tribute between deals", "h:levels": "Levels", "h:revolution": "Revolution",
    "hd:divided": "the cards divided equally: {n} each", "hd:left-over": ", {n} left over", "hd:left-where": " ({where})",
    "lead": "Rules of the climbing variant <code>{id}</code>{title}, generated from its variant file. Every rule shows "
            "the source it comes from; where the sources disagree, the [notes](#notes) say how this variant decided. "
            "The checker proves every worked example on this page, the beat relation a strict order and every "
            "settlement table.",
    "h:burn": "Burning (烧牌)", "h:no-opposite": "No opposite (无头)", "h:free-for-all": "Free for all (四人乱缠)",
    "h:final-gouji": "The last set of the first outs (够死级)", "h:first-lead": "The first lead",
    "h:show-count": "Showing the count (报牌)", "h:advice": "Advice (挑牌)",
    "then": ", ", "rank": "Rank", "called": "Called", "list-sep": ", ", "money-name": "money (钱)",
    "level-name": "the level card (级牌) of the first deal: each deal's level rank stands here, its heart wild where the wild card follows the level",
    "rank-name:BJ": "big joker, big flower (大王, 大花)", "rank-name:SJ": "small joker, small flower (小王, 小花)",
    "rank-name:A": "the hat (帽子)", "rank-name:K": "old K (老K)",
    "rank-order-intro-suits": "Cards are ranked by their rank; of two cards of one rank, the suit order below decides. "
                              "The ranks, from the highest:",
    "suit-order-line": "Suits, from the highest: {suits}. Of two sets equal in everything else, the one whose highest "
                       "card has the higher suit beats.",
    "sets-intro-shapes": "Every play is one set (一套牌) of one of the kinds below: each says its shape (cards of one "
                         "rank, a run of consecutive ranks, jokers only, or cards of one suit), how many cards, and "
                         "what may be attached to it. A play whose cards read as several sets is judged as the beat "
                         "relation says.",
    "shape=run": "a run: consecutive ranks of the run ranks, as many cards of each as its width",
    "shape=jokers": "jokers only, of either kind", "shape=flush": "cards of one suit, any ranks",
    "setting:count": "Cards", "setting:width": "Cards of each rank of the run", "setting:length": "Ranks in the run",
    "setting:min-length": "Fewest ranks in the run", "setting:max-length": "Most ranks in the run",
    "setting:run-ranks": "Ranks a run may hold, lowest first", "setting:suits": "Suits",
    "suits=same": "all of one suit", "suits=any": "any",
    "setting:with": "Attached to it (带)", "with=single": "a single, of a rank not of the core",
    "with=pair": "a pair, of a rank not of the core (each pair of its own rank)",
    "setting:with-count": "How many attached",
    "setting:readings": "A play that reads as several sets",
    "readings=best": "is judged by its best reading (one that beats each other reading; none: the play is refused)",
    "readings=declared": "is judged by the reading the player declares (without one: its best reading, if it has one)",
    "wild-intro": "A wild card (逢人配) stands for another card in a set:",
    "setting:Wild:rank": "Its rank", "setting:Wild:suit": "Its suit", "setting:stands-for": "Stands for",
    "stands-for=any-but-jokers": "any card but a joker (itself included)",
    "levels-line": "Each team has its level, from {first} up to {last}, both teams starting at {first}. A deal is played "
    "at the level of the team that won the deal before: that rank is the level card (级牌), placed as the rank order "
    "shows, and its heart is the wild card where the wild card follows the level. After a deal the team of the first "
    "out climbs as many levels as it scored in the settlement.",
    "sentence-join": " ",  # between the sentences of one paragraph
    "defended-line": "A team stops on {ranks} and passes it only by winning a deal played at it as its own level "
                     "(打 A).",
    "defended-needs=partner-not-last": "Winning it means going out first with the partner not out last (a first and "
                                       "second, or first and third, finish).",
    "defended-failures": "A team that has played its {ranks} {count} times without passing it goes back to {back}.",
    "past-top=match-won": "A team that passes the top level wins the match; both teams then start again from the bottom.",
    "past-top=restart": "A team that passes the top level starts again from the bottom, and so does the other.",
    "Wild:rank=level": "the level rank of each deal (the heart level card, 逢人配)",
    "later-deals=tribute-giver": "who gave the tribute, the larger of two (no tribute: the first out of the deal before)",
    "setting:gives": "The card given", "gives=highest-but-wild": "the giver's highest card but the wild card",
    "setting:return-at-most": "The card returned is at most (by its natural rank)",
    "setting:double-down": "When the last two are partners (双下)",
    "double-down=both-give": "both give: the larger tribute to the first out, the other to the second",
    "setting:resist": "No tribute (抗贡) when the givers hold", "resist=cards": "{cards} between them",
    "bombs-line": "Bombs (炸弹), weakest first: {kinds}. A bomb beats every set that is no bomb and a bomb of a lower "
                  "class; of two bombs of one class, the one with more cards beats, then the higher rank.",
    "ladder-line": "A ladder of kinds, weakest first: {kinds}. A kind higher on it beats a lower one of as many cards.",
    "rank-order-intro": "Suits never matter: cards of one rank are equal whatever their suit (“不论花色，点数为准”). "
                        "The ranks, from the highest:",
    "money-line": "Money (钱): {ranks}. Money may be attached to a set of another rank, and then counts as a card "
                  "of that rank (贴钱).",
    "sets-intro": "Every play is one set (一套牌): cards of one rank, with the jokers (and the money) the variant "
                  "allows attached. A set is counted, not listed: its rank, how many cards of it, and how many of "
                  "each kind of joker and money go with them.",
    "deal-intro": "The deal: every card of the decks is dealt; there is no kitty.",
    "beat-intro": "A set is led (发牌); each player in turn, in the direction of play, beats the standing set (顺牌, "
                  "上牌) with a stronger one or passes (过牌).",
    "covers-intro": "A standing set with jokers attached is beaten only as its row says (the strongest kind of joker "
                    "it holds decides):",
    "standing-set": "Standing set", "beaten-by": "Beaten only by a set", "as-written": "As written",
    "cover-standing": "with {kind} attached",
    "cover-dead": "none: the set is dead (死牌), nothing beats it",
    "cover-line": "{by}, {count}, {rank}", "cover-by:big-jokers": "with big jokers attached",
    "cover-by:any-jokers": "with jokers attached", "cover-by:dead": "none",
    "cover-count:as-many": "at least as many as the standing set's {kind}",
    "cover-count:more": "more than the standing set's {kind}", "cover-count:one": "at least one",
    "cover-rank:higher-rank": "on a higher rank", "cover-rank:any-rank": "on any rank",
    "no-big-row": "A set with a big joker attached has no row of its own: it is beaten as a plain set.",
    "setting:Beat:count": "Number of cards", "Beat:count=same": "the same as the standing set (张数相同), jokers and "
    "money counted", "Beat:count=any": "any",
    "setting:Beat:rank": "Rank", "Beat:rank=higher": "strictly higher (步步高)",
    "setting:jokers-on-plain": "Jokers on a plain set", "jokers-on-plain=allowed": "a set with jokers attached may "
    "beat a set without (its rank still higher)", "jokers-on-plain=forbidden": "a plain set is beaten by a plain set",
    "setting:shape": "Shape", "shape=same-rank": "cards of one rank", "setting:min-count": "Fewest cards of the rank",
    "setting:max-count": "Most cards of the rank", "setting:attach": "May be attached",
    "attach=small-jokers": "small jokers (小花)", "attach=big-jokers": "big jokers (大花)", "attach=money": "money (钱)",
    "setting:attached-money": "An attached 2", "attached-money=core-rank": "counts as a card of the set's rank "
    "(“视为该牌中的普通一员”)",
    "setting:jokers-only": "A set of jokers only", "jokers-only=lowest-core": "its weakest joker is its rank, the "
    "others attached (SJ SJ BJ is two small jokers with a big one)", "jokers-only=forbidden": "not a set",
    "setting:leftover": "Cards that do not divide", "leftover=none": "none: the cards divide among the players",
    "leftover=set-aside": "set aside, out of the deal", "leftover=first-receivers": "dealt on: the first receivers "
    "hold one more", "leftover=emperor": "set aside, then taken by the emperor after the call",
    "gouji-intro": "A gouji set (够级牌) is a set of at least as many cards of its rank as the table says; only the "
                   "opposite (对头) may answer it, burns and no-opposite aside (“只有对头才有资格上牌”).",
    "gouji-from": "A gouji set from", "from-cards": "{n} cards", "from-card": "{n} card",
    "setting:answer": "Who may answer a gouji set", "answer=opposite": "only the opposite (对头)",
    "setting:attached-jokers": "A set with a joker attached", "attached-jokers=gouji-set": "is a gouji set whatever "
    "its count", "attached-jokers=by-count": "is a gouji set by its count only",
    "burn-intro": "A player may burn (烧牌) a gouji set: take it over out of turn, before the opposite answers.",
    "setting:precedence": "Who burns first", "precedence=teammates-first": "the gouji set's player's teammates, then "
    "the others (联邦烧牌优先)", "precedence=turn-order": "in turn order",
    "setting:Burn:same-team": "Burners of one team", "same-team=turn-order": "in turn order",
    "same-team=teammates-first": "teammates first", "setting:Tribute:same-team": "Between teammates",
    "same-team=players-choose": "given only when the players agreed to it before the match (可自行商定)",
    "setting:condition": "After a burn", "condition=jokers-until-last": "every later set carries a joker, the last "
    "excepted", "condition=one-rank-left": "or the hand left is one rank", "setting:again": "Others may burn again",
    "again=allowed": "yes", "again=forbidden": "no",
    "no-opposite-intro": "Once a player is out, their opposite has no opposite (无头): anyone may beat that player's "
                         "sets in turn, and that player anyone's.",
    "setting:NoOpposite:after": "From", "after=first-out": "the first out",
    "free-for-all-intro": "When enough players are out, the others play without answering rights, burns, deferring "
                          "or the pass rule: a player who passed may play again in the round (四人乱缠).",
    "setting:FreeForAll:after": "Players out", "setting:keeps": "Still holds", "keeps=turn-order": "the turn order",
    "keeps=show-count": "showing the count", "keeps=close": "closing",
    "final-gouji-intro": "The last set (底牌) of a player going out in one of these places is answered as a gouji set: "
                         "burns aside, by their opposite alone; that answer is answered by a burn only, and otherwise "
                         "its player leads (够死级).",
    "setting:places": "Places", "setting:chances": "Chances",
    "round-intro": "A round (一轮) is a lead, then beats in turn, until the round ends; the player of its last set "
                   "leads the next.",
    "setting:pass": "A pass (过牌)", "pass=round": "leaves the player out of the round",
    "pass=round-except-opposite": "leaves the player out of the round, except to answer their opposite",
    "pass=set": "passes only this set", "setting:may-pass": "Passing while able to beat",
    "may-pass=True": "allowed", "may-pass=False": "not allowed: a player who can beat must",
    "setting:defer": "Defer (让牌)", "defer=first-circle": "in the first circle; the deferrer answers in the second",
    "defer=next-two": "the two next players answer first; if both pass, the deferrer beats or closes",
    "setting:defer-on": "What may be deferred", "defer-on=any-set": "any set",
    "defer-on=opposite-set": "the opposite's set the two players before passed",
    "setting:after-defer": "A set played over a deferral", "after-defer=in-turn": "is answered in turn",
    "after-defer=deferrer-opposite": "is answered by the deferrer's opposite alone, while the deferrer waits",
    "setting:ends": "The round ends", "ends=all-pass": "when every other player passed",
    "ends=circles": "when the standing set went round with no beat", "setting:circles": "Circles with no beat",
    "setting:close": "Closing a dead set (扣牌)", "close=opposite": "by the player's opposite",
    "setting:next-lead": "Next lead", "next-lead=last-set": "the player of the round's last set",
    "setting:take-the-wind": "Take the wind (接风)", "take-the-wind=next-player": "after a last set nobody beats, "
    "the next player leads (when the others agree)", "take-the-wind=teammate": "the finisher's teammate leads",
    "take-the-wind=none": "nobody", "first-lead-intro": "Who leads the first set of a deal.",
    "setting:FirstLead:first-deal": "First deal", "setting:later-deals": "Later deals",
    "FirstLead:first-deal=most-threes": "who shows the most 3s of one suit (亮 3; more take it over: 顶班)",
    "FirstLead:first-deal=emperor": "the emperor", "later-deals=same": "as the first deal",
    "later-deals=emperor": "the emperor", "later-deals=most-threes": "who shows the most 3s of one suit",
    "setting:threes": "Fewest 3s shown",
    "FirstLead:first-deal=holder": "the holder of the card named below", "later-deals=holder": "the holder of the "
    "card named below", "later-deals=first-out": "the first out of the deal before",
    "setting:FirstLead:rank": "The named card's rank", "setting:FirstLead:suit": "Its suit",
    "setting:in-lead": "The first lead holds the named card", "in-lead=True": "yes, it is played in it",
    "in-lead=False": "no, any set is led", "end=first-out": "when one player is out",
    "settlement-intro:left": "A deal is settled by the cards left in hand: each other player pays the first out so "
                             "much for every card they hold, the rate by how many they hold.",
    "cards-left": "Cards left", "per-card": "Paid per card", "left-span": "{least} to {most}", "left-one": "{least}",
    "teams=none": "each player for themselves",
    "teams=landlord": "the landlord (地主) alone against the peasants (农民), after a bid",
    "h:bid": "Bidding for the landlord (叫分, 叫地主)",
    "bid-intro": "From the first player dealt to, each player once bids more points than the bid before, or passes; "
                 "the top bid ends the bidding at once. The highest bidder is the landlord, alone against the others.",
    "bid-rob-intro": "From the first player dealt to, each player in turn may call the landlord (叫地主) until one "
                     "does; each player after the caller may then rob (抢地主), once, and each rob doubles the stake. "
                     "The last to call or rob is the landlord, alone against the others; the stake of the deal is 1, "
                     "doubled by each rob.",
    "setting:by": "Bid by", "by=points": "points (叫分)", "by=call-and-rob": "a call, then robs (叫地主, 抢地主)",
    "setting:rob-back": "The caller robs back", "rob-back=True": "yes, once, when someone robbed",
    "rob-back=False": "no",
    "setting:bids": "Bids, in points", "setting:Bid:void": "Nobody bids", "Bid:void=redeal": "the cards are dealt again",
    "setting:bottom": "The bottom cards (底牌)", "bottom=landlord": "shown to all and taken by the landlord",
    "FirstLead:first-deal=landlord": "the landlord", "later-deals=landlord": "the landlord",
    "setting:stake": "Multiplied by", "stake=bid": "the winning bid", "setting:doubles": "Doubled by",
    "doubles=bomb": "each bomb or rocket played", "doubles=spring": "a spring or counter-spring (春天, 反春)",
    "role:landlord": "landlord", "role:peasant": "peasant", "role:peasants": "peasants",
    "show-count-intro": "A small hand shows its count to every player (报牌).", "setting:at-most": "From (cards)",
    "advice-intro": "Teammates may advise a player with a small hand (挑牌). This is table talk: printed as the source "
                    "states it, not refereed by the engine.", "setting:from": "Who advises",
    "from=teammates": "the teammates", "setting:from-out": "A teammate who is out",
    "from-out=any-count": "may advise at any count",
    "call-intro": "The holder of the marked card may call (叫庄) and become the emperor; the guard (保皇派) holds a card "
                  "of the calling rank and suit.",
    "setting:marked": "Marked card", "setting:Call:cards": "Calling cards", "setting:same": "The calling cards",
    "same=rank-and-suit": "of one rank and one suit", "setting:Call:jokers": "Jokers as calling cards",
    "Call:jokers=allowed": "allowed", "Call:jokers=forbidden": "not allowed",
    "setting:pass-the-call": "Passing the call (让庄)", "pass-the-call=clockwise": "clockwise",
    "pass-the-call=counter-clockwise": "counter-clockwise", "setting:forced": "Forced call (逼庄)",
    "setting:forced-from": "Forced from", "forced-from=first-player": "the first player",
    "setting:void": "Nobody calls (黄庄)", "void=redeal": "the cards are dealt again",
    "setting:seize": "Seizing (抢庄)", "seize=allowed": "allowed", "seize=forbidden": "not allowed",
    "setting:open-lone": "Open lone emperor (明独)", "open-lone=allowed": "allowed", "open-lone=forbidden": "not allowed",
    "setting:seized-guard": "Guard of a seized deal", "seized-guard=none": "none",
    "setting:lone-emperor": "Lone emperor (独保)", "setting:guard": "The guard",
    "guard=calling-card": "the holder of a card of the calling rank and suit",
    "setting:open-guard": "Open guard (明保)", "open-guard=allowed": "allowed", "open-guard=forbidden": "not allowed",
    "setting:no-guard": "A call with no guard", "no-guard=redeal": "(a copy of the calling card set aside) the deal "
    "is void and dealt again, as 黄庄", "no-guard=lone-emperor": "(a copy of the calling card set aside) settled as "
    "the lone emperor (独保)",
    "places-intro": "Players go out as they play their last set; the places are, from the first out:",
    "setting:end": "The deal ends", "end=one-left": "when all but one player are out",
    "settlement-intro": "A deal is settled by places: each place's points are summed per team, then split among the "
                        "members as the table says.",
    "settlement-intro:per-team": "A deal is settled by places: each place's points are summed per team; the team is "
                                 "the scoring unit.",
    "kind:normal": "A normal deal", "kind:open-guard": "Open guard (明保)", "kind:lone-emperor": "Lone emperor (独保)",
    "kind:open-lone-emperor": "Open lone emperor (明独)", "kind:seized": "Seized (抢庄, 抢杠)",
    "of-line": "As {of}, multiplied by {n}.", "points": "Points", "role": "Role", "share": "Share of the team's sum",
    "when": "When", "scores": "Scores", "fixed-when": "the {role} finishes {place}",
    "fixed-when-not": "the {role} does not finish {place}",
    "setting:scored": "Scored", "scored=per-team": "per team (the team is the scoring unit)",
    "scored=per-player": "per player (each their share)", "setting:positive-only": "Negative sums",
    "positive-only=True": "count 0 (“只记正分，不记负分”)", "positive-only=False": "count as they are",
    "setting:sweep": "Sweep (串三户)", "setting:sweep-multiplier": "A sweep multiplies by",
    "setting:of": "Takes the rows of", "setting:multiplier": "Multiplied by", "setting:zero-sum": "Zero-sum",
    "zero-sum=True": "yes: a deal's scores sum to zero", "zero-sum=False": "no, by design",
    "splits-intro": "Worked splits:", "finish": "Finishing order (first out first)", "team-sums": "Places' points per team",
    "role:emperor": "emperor", "role:guard": "guard", "role:rebel": "rebel", "role:rebels": "rebels",
    "climbing-tribute-intro": "Between deals, the last places give their best cards to the first (进贡); the receiver "
                              "gives as many back (还贡).",
    "giver": "Giver", "receiver": "Receiver", "cards-given": "Cards",
    "setting:legal": "Legal tribute cards, highest first", "setting:none-held": "Holding none",
    "none-held=none-given": "none is given (“若没有摸到法定贡牌，则不予进贡”)", "returned=same-number":
    "as many cards back (还贡)", "setting:refuse": "Refusing a returned card", "refuse=rank-not-held": "allowed for "
    "a rank the giver holds none of", "setting:after-sweep": "After a sweep", "after-sweep=none": "no tribute",
    "after-sweep=to-opposite": "each swept player gives one card to their opposite",
    "setting:after-sweep-agreed": "After a sweep, when the players agreed to it",
    "after-sweep-agreed=none": "no tribute", "after-sweep-agreed=to-opposite": "each swept player gives one card to "
    "their opposite", "setting:given": "Tribute is given", "given=always": "after every deal but the first",
    "given=by-agreement": "only when the players agreed to it before the match", "setting:choose-last":
    "A last and second-last of one team", "choose-last=allowed": "choose which of them gives as the last (the last "
    "is asked)", "choose-last=forbidden": "give as they finished",
    "revolution-intro": "A player dealt none of these cards may declare a revolution (革命) and sit the deal out.",
    "setting:without": "Holding none of", "setting:optional": "May play on", "optional=True": "yes",
    "optional=False": "no", "setting:counts-as": "Counts as", "setting:counts-as-if-teammates-top":
    "Counts as, when both teammates take the first two places", "setting:void-at": "Revolutionaries that void a deal",
    "setting:opposite-final-gouji": "The opposite's 够死级 chances",
    "setting:Revolution:decline": "Declining them", "Revolution:decline=allowed": "allowed: the opposite then has no "
    "opposite (无头)", "Revolution:decline=forbidden": "not allowed",
    "remarks": "Remarks (not refereed by the engine; each says why)",
    "teams=alternate": "two teams of alternate seats (联邦); the opposite (对头) sits across",
    "teams=partners": "two teams of partners sitting opposite each other",
    "no-answering": "*Anyone may beat in turn: the variant has no gouji sets or answering rights.*",
}


_BID_STEP = {None: "pass", CALL: "call", ROB: "rob"}


# What the players may agree before a match (runtime/climbing/after_deal.py AGREEMENTS), as a sentence names it.
AGREED_EN = {"tribute": "tribute", "same-team-tribute": "tribute between teammates",
             "sweep-tribute": "tribute after a sweep"}

class ClimbingEnglish(Climbing, EnglishBook):
    W = W

    def claim(self, claim) -> str:
        c = self.set_cards
        if isinstance(claim, SetClaim):
            return f"{c(claim.cards)} {'is' if claim.holds else 'is not'} a set."
        if isinstance(claim, BeatClaim):
            return f"{c(claim.beater)} {'beats' if claim.holds else 'does not beat'} {c(claim.standing)}."
        if isinstance(claim, GoujiClaim):
            return f"{c(claim.cards)} {'is' if claim.holds else 'is not'} a gouji set."
        if isinstance(claim, AnswerClaim):
            verb = "may" if claim.holds else "may not"
            return f"A hand {c(claim.hand)} {verb} answer {c(claim.standing)} played by its {claim.source.value}."
        if isinstance(claim, BurnClaim):
            return f"A hand {c(claim.hand)} {'may' if claim.holds else 'may not'} burn {c(claim.standing)}."
        if isinstance(claim, CallClaim):
            return f"A hand {self.cards(claim.hand)} {claim.verdict.value.replace('-', ' ')} call."
        if isinstance(claim, SettleClaim):
            order = ", ".join(self.role(r) for r in claim.order)
            if claim.left is not None:
                order += f" with {', '.join(map(str, claim.left))} cards left"
            if claim.bid is not None:
                order += f", at a bid of {claim.bid}" + (f" with {claim.bombs} bomb(s)" if claim.bombs else "") + \
                    (" and a spring" if claim.spring else "")
            table_ = f" ({self.W.get('kind:' + claim.table, claim.table)})" if claim.table else ""
            scores = ", ".join(f"{self.role(s.role)} {s.score:+d}" if s.score else f"{self.role(s.role)} 0"
                               for s in claim.scores)
            return f"Finishing {order}{table_}: {scores}."
        if isinstance(claim, TributeClaim):
            given = c(claim.given) if claim.given else "nothing"
            return f"Giving {claim.count} card(s) of tribute from {c(claim.hand)}: {given}."
        if isinstance(claim, BiddingClaim):
            steps = ", ".join(_BID_STEP.get(s, f"bid {s}") for s in claim.steps)
            if claim.refused:
                return f"Player 1 first: {steps}; the last is refused."
            if claim.winner is None:
                return f"Player 1 first: {steps}; nobody bids, the cards are dealt again."
            return f"Player 1 first: {steps}; player {claim.winner} is the landlord, at a stake of {claim.bid}."
        if isinstance(claim, LeadClaim):
            deal = "In the first deal" if claim.after is None else \
                f"After a deal finished {', '.join(map(str, claim.after))} (first out first)"
            facts = [f"player {h.player} holds {self.cards(h.cards)}" for h in claim.holds] + \
                [f"player {r.player} is the {self.role(r.role)}" for r in claim.roles] + \
                ([f"player {claim.giver} gave the tribute"] if claim.giver is not None else [])
            facts_ = f", where {' and '.join(facts)}" if facts else ""
            if claim.cards:
                return f"{deal}{facts_}, player {claim.leader} leads and {'may' if claim.may else 'may not'} lead " \
                    f"{c(claim.cards)} (player 1 is dealt to first)."
            return f"{deal}{facts_}, player {claim.leader} leads (player 1 is dealt to first)."
        if isinstance(claim, RoundClaim):
            words = {"play": "plays", "pass": "passes", "defer": "defers"}
            steps = "; ".join(f"player {s.player} {words[s.action]}" + (f" {c(s.cards)}" if s.action == "play" else "")
                              + (" and goes out" if s.out else "") for s in claim.steps)
            what = f"play {c(claim.cards)}" if claim.action == "play" else claim.action
            result = "the deal is over" if claim.action == "over" else \
                f"player {claim.player} leads the next round" if claim.action == "lead" else \
                f"player {claim.player} {'may' if claim.holds else 'may not'} {what}"
            return f"In a round where {steps}: {result} (player 1 is dealt to first)."
        if isinstance(claim, ShownClaim):
            many = f"{claim.cards} card{'' if claim.cards == 1 else 's'}"
            return f"A player holding {many} {'shows' if claim.holds else 'does not show'} that count to everyone."
        if isinstance(claim, CallingClaim):
            steps = "; ".join(f"player {s.player} passes the call" if s.action == "pass" else
                              f"player {s.player} calls with {self.cards(s.cards)}" for s in claim.steps)
            facts = "".join(f"; player {h.player} holds {self.cards(h.cards)}" for h in claim.holds) + \
                (f"; {self.cards(claim.aside)} is set aside" if claim.aside else "")
            if claim.emperor is None:
                result = "the deal is dealt again"
            elif claim.lone:
                result = f"player {claim.emperor} is the lone emperor (独保)"
            else:
                result = f"player {claim.emperor} is the emperor" + \
                    (f", player {claim.guard} the guard" if claim.guard is not None else "")
            return f"In a call where player {claim.steps[0].player} holds the marked card; {steps}{facts}: {result} " \
                "(player 1 is dealt to first)."
        if isinstance(claim, RevoltClaim):
            return f"Dealt {c(claim.hand)}, a player {claim.verdict.value.replace('-', ' ')} revolt."
        if isinstance(claim, RevolutionPlacesClaim):
            who = " and ".join(f"player {p}" for p in claim.revolted)
            result = "the deal is void" if claim.places is None else \
                f"the places are {', '.join(map(str, claim.places))}"
            return f"When {who} revolted and the others went out {', '.join(map(str, claim.order))} (first out " \
                f"first): {result}."
        if isinstance(claim, TributePlacesClaim):
            agreed = f", the players having agreed to {' and '.join(AGREED_EN.get(a, a) for a in claim.agreed)}" \
                if claim.agreed else ""
            last = f", and player {claim.last} giving as the last" if claim.last is not None else ""
            flows = "; ".join(f"player {f.giver} gives {f.count} card{'s' if f.count != 1 else ''} to player "
                              f"{f.receiver}" for f in claim.flows) or "nobody gives tribute"
            return f"After a deal finished {', '.join(map(str, claim.after))} (first out first){agreed}{last}: " \
                f"{flows} (player 1 is dealt to first)."
        return super().claim(claim)
