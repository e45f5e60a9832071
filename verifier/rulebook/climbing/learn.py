"""What a newcomer needs on a climbing variant's page (Gouji 够级, Baohuang 保皇): the object of the game and how a
deal goes, written from the compiled rules (`ClimbingRules`), and the figures of simulated deals (rulebook/figures.py),
in the page's language. The words of these parts and of the deal played out (worked.py) are in `WORDS`, one entry per
language.
"""
from __future__ import annotations

from ..markdown import esc
from ..plots import bars

WORDS = {
    "en": {
        "h-overview": "How a deal goes {#overview}", "h-round": "A round played out {#worked-round}",
        "h-deal": "A deal played out {#worked-deal}", "h-stats": "Simulated deals {#statistics}",
        "object": "{players} players, {teams}, play with {decks} decks ({cards} cards); {suits}. Everyone tries to "
                  "be rid of their cards first: the order in which the players go out, first out to last, is what "
                  "the [settlement](#settlement) pays.",
        "suits": "suits never matter, only ranks", "suits=call": "in play suits never matter, only ranks; the call "
        "of the emperor names a card's rank and suit", "suits=threes": "in play suits never matter, only ranks; "
        "the first lead goes to who shows the most 3s of one suit",
        "teams=alternate": "in two teams with seats alternating (each player's opposite, 对头, sits across)",
        "teams=emperor": "the emperor (皇帝) and a hidden guard (保皇派) against the rebels (革命党)",
        "teams=none": "each for themselves",
        "teams=landlord": "one player, the landlord (地主), against the two others, the peasants (农民), after a bid",
        "object-side": "{players} players, {teams}, play with {decks} decks ({cards} cards); {suits}. Everyone tries "
                       "to be rid of their cards first: the first out ends the deal and wins it for their side, as the "
                       "[settlement](#settlement) says.",
        "bidding": "**Bidding.** From the first player dealt to, each player once [bids](#bid) {bids} points, more "
                   "than the bid before, or passes; a bid of {top} ends it. The highest bidder is the landlord and "
                   "takes the {n} bottom cards (底牌), shown to all; if nobody bids, the cards are dealt again.",
        "lead=landlord": "the landlord",
        "bids": "bids {card}", "pass-bid": "does not bid", "r-bid": "a bid is higher than the bid before",
        "calls-landlord": "calls the landlord (叫地主)", "robs": "robs (抢地主): the stake is now {card}",
        "r-call-landlord": "the first to call is the landlord unless robbed", "r-rob": "each rob doubles the stake",
        "bidding-rob": "**Bidding.** From the first player dealt to, each player in turn may [call the landlord](#bid) "
                       "(叫地主) until one does; each player after the caller may then rob (抢地主) once, each rob "
                       "doubling the stake{back}. The last to call or rob is the landlord and takes the {n} bottom "
                       "cards (底牌), shown to all; if nobody calls, the cards are dealt again.",
        "rob-back": "; when someone robbed, the caller may rob back once",
        "stake-rob": "1, doubled by each rob",
        "r-bomb": "a bomb beats {standing}: a set that is no bomb, or a lower bomb",
        "r-ladder": "a kind higher on the ladder than {standing}'s, of as many cards",
        "r-beat-kind": "a set of the kind and length of {standing}, higher",
        "settle-stake": "**Settlement.** By the [table](#settlement), multiplied by the stake: {stake}.",
        "stake-bid": "the winning bid", "stake-bomb": "doubled by each bomb and rocket played",
        "stake-spring": "doubled by a spring (春天: the losers played no set; 反春: the landlord played only the first "
                        "lead)",
        "object-first": "{players} players, {teams}, play with {decks} decks ({cards} cards); {suits}. Everyone tries "
                        "to be rid of their cards first: the first out ends the deal, and the others pay by the cards "
                        "they hold, as the [settlement](#settlement) says.",
        "suits=rank": "of two cards of one rank the suit decides (the [rank order](#rank-order))",
        "suits=holder": "suits never rank; a card of one suit names the first leader",
        "lead=holder": "the holder of {card}", "lead=holder-in": "the holder of {card} (who must play it)",
        "round-shaped": "**Rounds.** {first} leads the first [round](#round) with a set of one of the [kinds](#sets). "
                        "Each player in turn beats the standing set with a higher set of its kind and length{bombs}, "
                        "or passes{must}. When every other player has passed, the last player to have played leads "
                        "the next round.",
        "bombs": ", or with a bomb, which beats every other kind", "ladder": ", or with a five-card set higher on the "
        "ladder of kinds", "must": " — but a player who can beat must (有大必压)",
        "out-first": "**Going out.** The first player to be rid of their cards ends the deal; the others are placed "
                     "by the cards they still hold, fewest first.",
        "settle-left": "**Settlement.** Each other player pays the first out for every card left in hand: {rows}.",
        "left-row": "{cards}: {n} a card", "left-span": "{least} to {most} cards", "left-one": "{n} cards", "left-one:1": "1 card",
        "deal": "**Dealing.** All the cards are dealt, {hand} to each player{aside}.",
        "aside": "; {n} left over are set aside",
        "calling": "**Calling the emperor.** The holder of the marked card ({marked}) may [call](#call): they become "
                   "the emperor and name a card; whoever holds it is the guard, unknown to the others unless they "
                   "show themself.",
        "revolution": "**Revolution.** A player dealt no joker and no 2 may [fold the hand](#revolution) (革命); "
                      "{n} revolutions in one deal void it.",
        "tribute": "**Tribute.** From the second deal on, the last places give their best cards to the first places "
                   "([tribute](#tribute), 进贡) and get cards back.",
        "tribute=agreed": "**Tribute.** Only when the players agree to it before the match: from the second deal on, "
                          "the last places give their best cards to the first places ([tribute](#tribute), 进贡) "
                          "and get cards back.",
        "lead=most-threes": "the player showing the most 3s", "lead=emperor": "the emperor",
        "lead=seat-0": "the first player dealt to", "lead=last-place": "the last out of the deal before",
        "round": "**Rounds.** {first} leads the first [round](#round) with a set: cards of one rank{attach}. Each "
                 "player in turn beats the standing set with one of as many cards and a higher rank, or passes. "
                 "When nobody beats it any more, the last player to have beaten it leads the next round.",
        "attach": ", with jokers attached if they like", "attach-money": " (and 2s, money)",
        "gouji": " A [gouji set](#answering) (够级牌: {thresholds}) may be answered only by the player's opposite — "
                 "unless another player burns it (烧牌).",
        "out": "**Going out.** A player who plays their last card goes out; if nobody beats that set, the next "
               "player takes the wind (接风) and leads. The deal ends when one player is left.",
        "settle": "**Settlement.** The finishing order is scored by the [table](#settlement): {points} by place, "
                  "first out first.",
        "next": "**The next deal** is dealt the same way; the settlements add up over a match.",
        "teams=partners": "in two teams of partners sitting opposite each other",
        "suits=wild": "suits matter only in a straight flush and for the wild card, the heart level card (逢人配)",
        "object-levels": "{players} players, {teams}, play with {decks} decks ({cards} cards); {suits}. Everyone tries "
                         "to be rid of their cards first: a team's finishing order decides how many [levels](#levels) "
                         "it climbs.",
        "tribute-shaped": "**Tribute.** From the second deal on, the last out gives the first out its highest card "
                          "but the wild card and gets back one of {top} or lower; after a double down (双下) both "
                          "losers give; holding both big jokers between them, they give nothing (抗贡): see "
                          "[tribute](#tribute).",
        "out=teammate": "**Going out.** A player who plays their last card goes out; if nobody beats that set, their "
                        "partner takes the wind (接风) and leads. The deal ends when one player is left.",
        "next=levels": "**The next deal** is played at the [level](#levels) of the team that won this one: that rank "
                       "is the level card, its heart the wild card; who gave the tribute leads.",
        "worked-intro": "One deal as the engine plays it (seed {seed}). The players play greedy, but {shows} when "
                        "they may{guard}, so that the deal shows those rules at work. Each decision shows the "
                        "referee's reason: what the rules asked of it at that moment, and the rule.",
        "shows-defer": "defer", "shows-burn": "burn a gouji set", "shows-seize": "seize the emperor's place",
        "shows-guard": ", and the guard shows themself or stays hidden at random", "shows-none": "nothing else",
        "round-intro": "Round {n}, decision by decision{features}:", "features": ": {list}", "and": " and ",
        "f-defer": "a deferral (让牌)", "f-burn": "a burn (烧牌)", "f-gouji": "a gouji set answered by its opposite",
        "f-call": "the call of the emperor (叫庄)", "f-guard": "the guard's choice (明保 or 暗保)",
        "seize-intro": "In another deal (seed {seed}) the call goes otherwise: {who} seizes the emperor's place "
                       "(抢庄) — {reason} {rule}.",
        "r-seize": "a player may seize in their turn of the call, without a calling card, and then has no guard",
        "accept": "accepts the card returned", "refuse": "refuses the card returned",
        "before": "Before the first lead:",
        "deal-intro": "The whole deal, round by round ({rounds} rounds): who led, the sets played in turn, who "
                      "won the round and who went out.",
        "seat": "Seat", "action": "Decision", "reason": "The referee's reason", "rule": "Rule", "round-n": "Round",
        "leader": "Led by", "sets": "Sets played (seat: set)", "won": "Won by", "went-out": "Went out",
        "player": "seat {seat}", "leads": "leads {set}", "beats": "beats with {set}", "passes": "passes",
        "auto-pass": "passes (cannot beat)", "defers": "defers (让牌)", "closes": "closes the dead set (扣牌)",
        "burns": "burns with {set} (烧牌)", "declines": "does not burn", "calls": "calls the emperor with {card}",
        "pass-call": "passes the call (让庄)", "seize": "seizes the emperor (抢庄)", "open": "shows themself as guard "
        "(明保)", "hidden": "stays a hidden guard (暗保)", "revolt": "folds the hand (革命)", "keep": "keeps the hand",
        "return": "returns {card}", "other": "{kind}", "no-seize": "does not seize (抢庄)",
        "keep-chances": "keeps the 够死级 chances", "decline-chances": "declines the 够死级 chances (无头)",
        "keep-last": "gives as the last", "swap-last": "lets the second-last teammate give as the last",
        "r-first-lead": "leads first: {who}", "r-lead": "the leader of a round may play any set of their hand",
        "r-wind": "takes the wind (接风): {out} went out and nobody beat the last set",
        "r-beat": "as many cards ({n}) and a higher rank than {standing}",
        "r-beat-any": "a higher rank than {standing}", "r-big": "; at least {n} big joker(s) attached",
        "r-jokers": "; at least {n} joker(s) attached",
        "r-gouji": "; {standing} is a gouji set: only its player's opposite, seat {opposite}, may answer it (or "
                   "a burn)",
        "r-final": "; {standing} is the last set of a player out first or second: only their opposite, seat "
                   "{opposite}, may answer it (够死级)",
        "r-pass": "a player may pass", "r-auto": "no set of the hand beats {standing}",
        "r-defer": "may let the next players answer first", "r-close": "nothing beats a dead set; its opposite "
        "closes it", "r-burn": "takes over a gouji set out of turn; ", "r-call": "holds the cards the call needs",
        "r-guard": "the guard chooses to show themself or not", "r-other": "",
        "out-line": "{seat} goes out: {place}", "place": "place {n}", "nobody": "—",
        "result": "Finishing order: {order}. Settlement ({rule}): {scores}.",
        "stats-intro": "{deals} deals of seeded matches of {per} deals, played by the greedy players at every seat "
                       "(`verifier simulate`); {violations} invariant violations. The full report of these deals, every "
                       "figure with its 95% interval, places by seat and by team or role, with plots: `verifier "
                       "analyse {id} --games {deals}` ([balance reports](../agents.md#reports)).",
        "first-title": "Who goes out first", "first-x": "the first out's role", "deals": "deals",
        "rounds-title": "Rounds in a deal", "rounds-x": "rounds (in steps of {step})",
        "last-title": "Who goes out last", "last-x": "the last out's role",
        "means": "The mean settlement of a deal, per player of each role: {means}.",
        "kinds": "Settled by: {kinds}.", "sweeps": " Sweeps: {n}.", "revolutions": " Revolutions: {n}.",
        "voids": " Void deals dealt again: {n}.", "unplayable": "The engine cannot play this variant: {reason}.",
        "role:team 0": "team 0", "role:team 1": "team 1", "role:emperor": "emperor", "role:guard": "guard",
        "role:rebel": "rebel", "role:landlord": "landlord", "role:peasant": "peasant",
    },
    "zh": {
        "h-overview": "一局怎么打 {#overview}", "h-round": "打完一轮的例子 {#worked-round}",
        "h-deal": "打完一局的例子 {#worked-deal}", "h-stats": "模拟的牌局 {#statistics}",
        "object": "{players} 人，{teams}，用 {decks} 副牌（{cards} 张）；{suits}。每个人都想先出完手里的牌："
                  "出完的先后（头科到大落）决定[计分](#settlement)。",
        "suits": "不论花色，只看点数", "suits=call": "出牌不论花色，只看点数；叫庄时叫的牌要论点数和花色",
        "suits=threes": "出牌不论花色，只看点数；首发牌由亮出同花色 3 最多的人出",
        "teams=alternate": "隔座分成两个联邦（对面坐的是自己的对头）",
        "teams=emperor": "皇帝和暗中的保皇派对革命党",
        "teams=none": "各自为战",
        "teams=landlord": "叫分后地主一人对两个农民",
        "object-side": "{players} 人，{teams}，用 {decks} 副牌（{cards} 张）；{suits}。每个人都想先出完手里的牌：有人出完这一局"
                       "就结束，他的一方获胜，按[计分](#settlement)结算。",
        "bidding": "**叫分。** 从第一个拿牌的人起，每人[叫分](#bid)一次：{bids} 分，须比前一个叫分高，或者不叫；叫 {top} 分"
                   "立即结束。叫分最高的人是地主，拿走 {n} 张底牌（亮给大家看）；没人叫分就重新发牌。",
        "lead=landlord": "地主",
        "bids": "叫 {card} 分", "pass-bid": "不叫", "r-bid": "叫分须比前一个高",
        "calls-landlord": "叫地主", "robs": "抢地主：底分现在是 {card}",
        "r-call-landlord": "第一个叫的人当地主，除非被抢", "r-rob": "每抢一次底分翻一倍",
        "bidding-rob": "**叫地主。** 从第一个拿牌的人起，依次问[叫不叫地主](#bid)，直到有人叫；叫地主的人之后的每个人可以抢地主一次，"
                       "每抢一次底分翻一倍{back}。最后叫或抢的人是地主，拿走 {n} 张底牌（亮给大家看）；没人叫就重新发牌。",
        "rob-back": "；有人抢过时，叫地主的人可以再抢一次",
        "stake-rob": "1 分，每抢一次翻一倍",
        "r-bomb": "炸弹可以管 {standing}：它不是炸弹，或是更小的炸弹",
        "r-ladder": "牌型阶梯上比 {standing} 更高的牌型，张数相同",
        "r-beat-kind": "与 {standing} 同一牌型、同样长度而更大的一手牌",
        "settle-stake": "**计分。** 按[计分表](#settlement)，再乘以底注：{stake}。",
        "stake-bid": "叫的分", "stake-bomb": "每打出一个炸弹或火箭翻一倍",
        "stake-spring": "春天（输的一方一手牌也没出）或反春（地主只出了首出的一手）翻一倍",
        "object-first": "{players} 人，{teams}，用 {decks} 副牌（{cards} 张）；{suits}。每个人都想先出完手里的牌：有人出完"
                        "这一局就结束，其余的人按手中剩牌[计分](#settlement)。",
        "suits=rank": "点数相同时比花色（见[牌的大小](#rank-order)）",
        "suits=holder": "花色不分大小；由持某张牌的人先出",
        "lead=holder": "持 {card} 的人", "lead=holder-in": "持 {card} 的人（首出须含这张牌）",
        "round-shaped": "**一轮。** {first}先出第一[轮](#round)：任一[牌型](#sets)的一手牌。其他人依次用同一牌型、同样长度而"
                        "更大的一手牌管上{bombs}，或者过牌{must}。其余的人都过牌时，最后出牌的人出下一轮。",
        "bombs": "，或者用炸弹管上（炸弹大过其他一切牌型）", "ladder": "，或者用牌型阶梯上更高的五张牌管上",
        "must": "——但能管上的必须管（有大必压）",
        "out-first": "**出完。** 第一个出完手中牌的人结束这一局；其余的人按手中剩牌的多少排名次，剩得少的在前。",
        "settle-left": "**计分。** 其余每人按手中剩余的每张牌付给头家：{rows}。",
        "left-row": "{cards}每张 {n} 分", "left-span": "剩 {least} 到 {most} 张", "left-one": "剩 {n} 张", "left-one:1": "剩 1 张",
        "deal": "**发牌。** 所有的牌都发完，每人 {hand} 张{aside}。",
        "aside": "，余下 {n} 张放在一边",
        "calling": "**叫庄。** 拿到标记牌（{marked}）的人可以[叫庄](#call)：他做皇帝并叫一张牌；拿着那张牌的人是保皇派，"
                   "除非他自己亮明，别人不知道。",
        "revolution": "**革命。** 没有王也没有 2 的人可以[革命](#revolution)（扣下这手牌）；一局里有 {n} 人革命就作废。",
        "tribute": "**进贡。** 从第二局起，名次靠后的把最好的牌[进贡](#tribute)给名次靠前的，再换回牌。",
        "tribute=agreed": "**进贡。** 只有玩家在对局开始前约定了才进贡：从第二局起，名次靠后的把最好的牌[进贡](#tribute)给名次靠前的，"
                          "再换回牌。",
        "lead=most-threes": "亮 3 最多的人", "lead=emperor": "皇帝", "lead=seat-0": "第一个拿牌的人",
        "lead=last-place": "上一局的大落",
        "round": "**一轮。** {first}先出第一[轮](#round)：一套同一点数的牌{attach}。其他人依次用张数相同、点数更大的一套牌"
                 "管上，或者过牌。没人再管时，最后管上的人出下一轮。",
        "attach": "，可以挂花", "attach-money": "（和贴钱：2）",
        "gouji": "[够级牌](#answering)（{thresholds}）只能由出牌人的对头来管——除非别人烧牌。",
        "out": "**出完。** 出完最后一张牌的人就出完了；如果没人管他最后那套牌，下一个人接风先出。只剩一人时这一局结束。",
        "settle": "**计分。** 出完的名次按[计分表](#settlement)记分：按名次依次为 {points}。",
        "next": "**下一局**照样发牌；一场对局把每局的分加起来。",
        "teams=partners": "分成两队，对面坐的是同伴",
        "suits=wild": "只有同花顺和逢人配（红桃级牌）看花色",
        "object-levels": "{players} 人，{teams}，用 {decks} 副牌（{cards} 张）；{suits}。每个人都想先出完手里的牌："
                         "一队出完的名次决定它升几[级](#levels)。",
        "tribute-shaped": "**进贡。** 从第二局起，末游把除逢人配外最大的一张牌进贡给头游，换回一张 {top} 以下的牌；双下时"
                          "两人都进贡；两人合起来有两张大王时不进贡（抗贡）：见[进贡](#tribute)。",
        "out=teammate": "**出完。** 出完最后一张牌的人就出完了；如果没人管他最后那套牌，由他的同伴接风先出。只剩一人时这一局结束。",
        "next=levels": "**下一局**打这一局赢方的[级别](#levels)：这一级的牌为级牌，其红桃为逢人配；由进贡的人先出。",
        "worked-intro": "引擎打的一局（随机种子 {seed}）。玩家按贪心的打法出牌，但在可以的时候{shows}{guard}，好让这一局用上"
                        "这些规则。每一步都附上裁判的理由：规则此时对这一步的要求，以及所依据的规则。",
        "shows-defer": "让牌", "shows-burn": "烧够级牌", "shows-seize": "抢庄", "shows-guard": "，保皇派随机决定明保还是暗保",
        "shows-none": "不做别的",
        "round-intro": "第 {n} 轮，一步一步{features}：", "features": "（{list}）", "and": "、",
        "f-defer": "有让牌", "f-burn": "有烧牌", "f-gouji": "有对头管够级牌", "f-call": "有叫庄",
        "f-guard": "有保皇派明保或暗保",
        "seize-intro": "另一局（随机种子 {seed}）叫庄的情形不同：{who}抢庄——{reason} {rule}。",
        "r-seize": "轮到叫庄的人可以不用叫庄牌抢庄，抢庄的皇帝没有保皇派",
        "accept": "接受还回来的牌", "refuse": "拒绝还回来的牌",
        "before": "第一轮出牌之前：",
        "deal-intro": "整局，一轮一轮（共 {rounds} 轮）：谁先出，依次出的牌，谁赢了这一轮，谁出完了。",
        "seat": "座位", "action": "这一步", "reason": "裁判的理由", "rule": "规则", "round-n": "轮",
        "leader": "先出", "sets": "依次出的牌（座位：牌）", "won": "赢家", "went-out": "出完",
        "player": "座位 {seat}", "leads": "先出 {set}", "beats": "用 {set} 管上", "passes": "过牌",
        "auto-pass": "过牌（管不上）", "defers": "让牌", "closes": "扣牌（死牌）", "burns": "用 {set} 烧牌",
        "declines": "不烧", "calls": "用 {card} 叫庄", "pass-call": "让庄", "seize": "抢庄", "open": "明保",
        "hidden": "暗保", "revolt": "革命", "keep": "不革命", "return": "还 {card}", "other": "{kind}",
        "no-seize": "不抢庄", "keep-chances": "保留够死级的权力", "decline-chances": "放弃够死级的权力（视为无头）",
        "keep-last": "仍为大落进贡", "swap-last": "由同伙二落作大落进贡",
        "r-first-lead": "第一轮由{who}先出", "r-lead": "一轮的先出者可以出手里的任何一套牌",
        "r-wind": "接风：{out}出完了，没人管他最后那套牌",
        "r-beat": "张数相同（{n} 张），点数比 {standing} 大", "r-beat-any": "点数比 {standing} 大",
        "r-big": "；至少挂 {n} 张大王", "r-jokers": "；至少挂 {n} 张王",
        "r-gouji": "；{standing} 是够级牌：只有出牌人的对头（座位 {opposite}）可以管（或者烧牌）",
        "r-final": "；{standing} 是头科或二科的底牌：只有其对头（座位 {opposite}）可以管（够死级）",
        "r-pass": "可以过牌", "r-auto": "手里没有能管 {standing} 的牌", "r-defer": "可以让下家先管",
        "r-close": "死牌谁也管不了，由对头扣牌", "r-burn": "不按顺序抢管够级牌；", "r-call": "手里有叫庄需要的牌",
        "r-guard": "保皇派自己决定亮明与否", "r-other": "",
        "out-line": "{seat}出完：{place}", "place": "第 {n} 名", "nobody": "—",
        "result": "出完的顺序：{order}。计分（{rule}）：{scores}。",
        "stats-intro": "每个座位都是贪心玩家，按种子打的对局（每场 {per} 局）中的 {deals} 局（`verifier simulate`）；"
                       "违反不变量 {violations} 次。这些牌局的完整报告（每个数字都带 95% 置信区间，按座位、按队伍或身份"
                       "列出名次，附图）：`verifier analyse {id} --games {deals}`（[平衡报告](../agents.md#reports)）。",
        "first-title": "谁先出完", "first-x": "头科的身份", "deals": "局数",
        "rounds-title": "一局有几轮", "rounds-x": "轮数（每 {step} 轮一格）",
        "last-title": "谁最后出完", "last-x": "大落的身份", "means": "每局每个玩家按身份的平均得分：{means}。",
        "kinds": "按这些计分表计分：{kinds}。", "sweeps": "串三户 {n} 次。", "revolutions": "革命 {n} 次。",
        "voids": "作废重发 {n} 次。", "unplayable": "引擎还不能打这个玩法：{reason}。",
        "role:team 0": "联邦 0", "role:team 1": "联邦 1", "role:emperor": "皇帝", "role:guard": "保皇派",
        "role:rebel": "革命党", "role:landlord": "地主", "role:peasant": "农民",
    },
}


def word(lang: str, key: str, **args) -> str:
    return WORDS[lang][key].format(**args)


def rules_of(variant):
    from ...compile import game_rules
    return game_rules(variant)


def role_name(book, role: str) -> str:
    if role.startswith("player ") and role[7:].isdigit():  # each for themselves: the seat
        return word(book.lang, "player", seat=int(role[7:]))
    return WORDS[book.lang].get(f"role:{role}", esc(role))


# How a deal goes ------------------------------------------------------------------------------------------------------

def overview(book, rules) -> str:
    lang = book.lang
    if rules.shaped:
        return shaped_overview(book, rules)
    suits = "suits=call" if rules.calling is not None else \
        "suits=threes" if "most-threes" in (rules.first_lead.first, rules.first_lead.later) else "suits"
    steps = [word(lang, "object", players=rules.players, teams=word(lang, f"teams={rules.teams.kind}"),
                decks=rules.decks, cards=rules.deck_size, suits=word(lang, suits))]
    left = rules.deck_size - rules.hand_size * rules.players
    steps.append(word(lang, "deal", hand=rules.hand_size, aside=word(lang, "aside", n=left) if left > 0 else ""))
    if rules.calling is not None:
        steps.append(word(lang, "calling", marked=book.rank(rules.calling.marked) if hasattr(book, "rank")
                        else esc(rules.calling.marked)))
    if rules.revolution is not None:
        steps.append(word(lang, "revolution", n=rules.revolution.void_at))
    if rules.tribute is not None:
        steps.append(word(lang, "tribute=agreed" if rules.tribute.by_agreement else "tribute"))
    kind = rules.sets[0]
    attach = ""
    if rules.jokers is not None and rules.jokers.attach and (kind.small or kind.big):
        attach = word(lang, "attach") + (word(lang, "attach-money") if kind.money and rules.money else "")
    first = WORDS[lang].get(f"lead={rules.first_lead.first}", esc(rules.first_lead.first))
    text = word(lang, "round", first=first[0].upper() + first[1:] if lang == "en" else first, attach=attach)
    if rules.gouji_sets is not None:
        sep = ", " if lang == "en" else "、"
        thresholds = sep.join(f"{n} × {book.rank(r) if hasattr(book, 'rank') else esc(r)}"
                              for r, n in rules.gouji_sets.thresholds)
        text += word(lang, "gouji", thresholds=thresholds)
    steps.append(text)
    steps.append(word(lang, "out"))
    normal = rules.table("normal") or (rules.settlement[0] if rules.settlement else None)
    if normal is not None and normal.points:
        steps.append(word(lang, "settle", points=" ".join(f"{p:+d}" if p else "0" for p in normal.points)))
    steps.append(word(lang, "next"))
    return "\n".join(f"{n}. {step}" for n, step in enumerate(steps, 1))



def shaped_overview(book, rules) -> str:
    """How a deal of shaped sets goes (Big Two, Paodekuai): the deal, the round, going out, the settlement."""
    lang = book.lang
    lead = rules.first_lead
    suits = "suits=rank" if rules.suits else "suits=wild" if rules.wild else "suits=holder" if lead.card else "suits"
    normal = rules.table("normal")
    opening = "object-levels" if rules.levels else "object" if rules.end != "first-out" else "object-first" if \
        normal is not None and normal.left else "object-side"
    teams = "partners" if rules.teams.kind == "alternate" and rules.players == 4 else rules.teams.kind
    steps = [word(lang, opening, players=rules.players, teams=word(lang, f"teams={teams}"),
                  decks=rules.decks, cards=rules.deck_size, suits=word(lang, suits))]
    left = rules.deck_size - rules.hand_size * rules.players
    steps.append(word(lang, "deal", hand=rules.hand_size, aside=word(lang, "aside", n=left) if left > 0 else ""))
    robs = rules.bidding is not None and rules.bidding.by == "call-and-rob"
    if robs:
        steps.append(word(lang, "bidding-rob", back=word(lang, "rob-back") if rules.bidding.rob_back else "",
                          n=rules.deal.bottom or left))
    elif rules.bidding is not None:
        bids = rules.bidding.bids
        steps.append(word(lang, "bidding", bids=(", " if lang == "en" else "、").join(map(str, bids)), top=max(bids),
                          n=rules.deal.bottom or left))
    if rules.tribute is not None and rules.tribute.gives:
        steps.append(word(lang, "tribute-shaped", top=esc(rules.tribute.return_at_most or "")))
    if lead.first == "holder" and lead.card:
        first = word(lang, "lead=holder-in" if lead.card_in_lead else "lead=holder", card=esc(lead.card))
    else:
        first = WORDS[lang].get(f"lead={lead.first}", esc(lead.first))
    extra = word(lang, "bombs") if rules.beat.bombs else ""
    extra += word(lang, "ladder") if rules.beat.ladders else ""
    steps.append(word(lang, "round-shaped", first=first[0].upper() + first[1:] if lang == "en" else first,
                      bombs=extra, must="" if rules.round.may_pass else word(lang, "must")))
    steps.append(word(lang, "out-first" if rules.end == "first-out" else
                      "out=teammate" if rules.round.wind_to == "teammate" else "out"))
    normal = rules.table("normal")
    if normal is not None and normal.left:
        one = {1: "left-one:1"}
        rows = [word(lang, "left-row", n=row.per_card, cards=word(lang, one.get(row.least, "left-one"), n=row.least)
                     if row.least == row.most else word(lang, "left-span", least=row.least, most=row.most))
                for row in normal.left]
        steps.append(word(lang, "settle-left", rows=(", " if lang == "en" else "；").join(rows)))
    elif normal is not None and normal.stake:
        parts = [word(lang, "stake-rob" if robs else "stake-bid")] + [word(lang, f"stake-{d}") for d in normal.doubles]
        steps.append(word(lang, "settle-stake", stake=(", " if lang == "en" else "，").join(parts)))
    elif normal is not None and normal.points:
        steps.append(word(lang, "settle", points=" ".join(f"{p:+d}" if p else "0" for p in normal.points)))
    steps.append(word(lang, "next=levels" if rules.levels else "next"))
    return "\n".join(f"{n}. {step}" for n, step in enumerate(steps, 1))


# Simulated deals ------------------------------------------------------------------------------------------------------

def statistics(book, figures: dict | None) -> str:
    if not figures:
        return ""
    lang = book.lang
    s = [word(lang, "stats-intro", deals=figures["deals"], per=figures["deals_per_match"],
              violations=figures["violations"], id=book.v.id)]
    first = figures["first_out_by_role"]
    s.append(bars([(role_name(book, r), n) for r, n in sorted(first.items())], word(lang, "first-title"),
                  word(lang, "first-x"), word(lang, "deals")))
    rounds = {int(k): v for k, v in figures["rounds"].items()}
    if rounds:
        step = figures["rounds_step"]
        top = max(rounds)
        s.append(bars([(str(b), rounds.get(b, 0)) for b in range(0, top + step, step)], word(lang, "rounds-title"),
                      word(lang, "rounds-x", step=step), word(lang, "deals"), label_every=max(1, (top // step) // 12)))
    last = figures["last_out_by_role"]
    s.append(bars([(role_name(book, r), n) for r, n in sorted(last.items())], word(lang, "last-title"),
                  word(lang, "last-x"), word(lang, "deals")))
    sep = ", " if lang == "en" else "、"
    s.append(word(lang, "means", means=sep.join(f"{role_name(book, r)} {v:+.2f}"
                                              for r, v in sorted(figures["mean_score_by_role"].items()))))
    kinds = (", " if lang == "en" else "、").join(f"{book.W.get('kind:' + k, esc(k))} {v}"
                                                  for k, v in sorted(figures["tables"].items()))
    line = word(lang, "kinds", kinds=kinds)
    if figures.get("sweeps"):
        line += word(lang, "sweeps", n=figures["sweeps"])
    if figures.get("revolutions"):
        line += word(lang, "revolutions", n=figures["revolutions"])
    if figures.get("void_deals"):
        line += word(lang, "voids", n=figures["void_deals"])
    s.append(line)
    return "\n\n".join(s)


def overview_part(book) -> list[str]:
    return ["## " + WORDS[book.lang]["h-overview"], overview(book, rules_of(book.v))]


__all__ = ["overview", "overview_part", "statistics", "WORDS"]
