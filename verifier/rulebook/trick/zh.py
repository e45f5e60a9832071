"""The Chinese template of a trick-taking variant's page: the trick-taking words (added to the words every page uses,
zh.py) and the Chinese phrases of `sections.TrickTaking`, in the glossary's Chinese terms; its worked examples' claims
in words are in claims.py."""
from __future__ import annotations

from ... import model as m
from ..markdown import esc, signed
from ..zh import ChineseBook, code
from .claims import ChineseClaims
from .sections import TrickTaking

W = {
    **ChineseBook.W,
    # Headings, by the section's anchor
    "h:card-order": "牌的大小", "h:combinations": "牌型", "h:declaring": "亮主与反主", "h:bidding": "竞标",
    "h:kitty": "底牌与扣底", "h:play": "出牌：跟牌、毙牌、甩牌", "h:kitty-bonus": "抠底", "h:scoring": "计分与升级",
    "h:next-declarer": "下一副的庄家", "h:friends": "找朋友", "h:kitty-demotion": "抠底降级", "h:tribute": "进贡",
    "h:exchange": "换牌",
    # 概要表（TrickTaking.header_rows）：发牌、分牌、级
    "row:kitty": "底牌", "row:deal": "发牌", "row:points": "分牌", "row:levels": "级", "row:mandatory": "必打",
    "row:defended": "须守级", "row:jack": "勾J", "row:past-top": "打过最高级", "row:permanent": "常主",
    "hd:players-range": "{least} 到 {most} 人", "hd:decks-less": "，去掉 {cards}", "hd:kitty": "{size} 张",
    "hd:deck-has": "（整副牌有 {size} 张）", "hd:point": "{rank} = {value} 分", "hd:point-sep": "，",
    "hd:points": "{values}；整副牌共 {total} 分", "hd:level-ranks": "只打 {ranks}", "hd:level-run": "从 {first} 打到 {last}",
    "hd:defended": "：升级到此为止；只有庄家方坐庄打过这一级才能升过",
    "hd:jack": "庄家方打 J 时，抓分方{won}赢得最后一轮，庄家方{back}（先退级，再按本副结果升级）",
    "hd:jack-single": "以单张 J", "hd:jack-holding": "以含 J 的牌", "hd:jack-bottom": "退回最低一级",
    "hd:jack-back": "退 {n} 级",
    # Page furniture
    "list-sep": "、", "more-examples": "更多例子", "cards": "牌", "class": "类别", "suit": "花色", "high-to-low": "从大到小",
    "name": "名称",
    # Card order
    "order-intro": "牌的大小取决于本副牌的级和主花色。下表以{context}为例；同一行的牌一样大（一样大的牌，先出者为大）。"
                   "任何主牌都大于任何副牌。多副牌时，每张牌每副各有一张。",
    "side-intro": "副牌（非主牌）每个花色从大到小如下；副牌只能大过同花色的牌：",
    "nt-order": "打 {level} 无主时，只有这些牌是主牌：{order}。",
    "tier:BJ": "大王", "tier:SJ": "小王", "tier:card": "{card}（常主）", "tier:level": "级牌", "tier:level:trump-suit": "主级牌（主花色的级牌）",
    "tier:level:other-suits": "副级牌（其他花色的级牌）", "tier:rank": "常主 {rank}",
    "tier:rank:trump-suit": "主花色的常主 {rank}", "tier:rank:other-suits": "其他花色的常主 {rank}",
    "tier:trump-suit": "主花色 {suit}",
    # Combinations
    "combo:single": "单张", "combo:pair": "对子", "combo:triple": "三张", "combo:tractor": "拖拉机",
    "combo:triple-tractor": "连刻", "combo:throw": "甩牌", "any-combination": "任何牌型",
    "combo-desc:single": "任意一张牌。",
    "combo-desc:pair": "两张完全相同的牌（点数和花色都相同）。",
    "combo-desc:triple": "三张完全相同的牌（点数和花色都相同）；需要三副或更多的牌。",
    "combo-desc:tractor": "两个或更多在大小顺序上相邻的对子。",
    "combo-desc:triple-tractor": "两个或更多在大小顺序上相邻的三张。",
    "combo:bomb": "炸弹", "combo:sequence": "顺子", "combo:quad": "四张相同的牌", "combo:rainbow": "彩虹",
    "combo-desc:rainbow": "同一点数、跨牌序中四个组（主牌算一个组）的牌（彩虹）；级牌都是主牌，组不成彩虹。它是唯一可以跨花色首出的牌型；"
                          "一轮中的彩虹以点数最大者为大（一样大则先出者为大），别的牌都大不过它。",
    "combo:triple-with-single": "三带一", "combo:triple-with-pair": "三带一对",
    "combo-desc:triple-with-single": "三张加同一花色（或主牌）的任一单张。单张不算大小：只有三张更大的三带一（同花色或主牌）才能大过它。",
    "combo-desc:triple-with-pair": "三张加同一花色（或主牌）的任一对子。对子不算大小：只有三张更大的三带一对（同花色或主牌）才能大过它。",
    "combo-desc:sequence": "同一花色（或主牌）在大小顺序中相连的单张（顺子、句）；只有同样长、更大的同花色顺子或主牌顺子才能大过它。",
    "setting:Combination:cards": "炸弹的牌", "cards=identical": "完全相同的牌（点数和花色都相同）",
    "cards=same-rank": "同一点数的牌，不分花色，在同一花色或主牌之内",
    "setting:Combination:jokers": "王", "jokers=pairs": "一对大王加一对小王也是炸弹",
    "combo-desc:bomb": "四张或更多完全相同的牌一起出；需要四副或更多的牌。一轮中各家出的张数相同，所以相遇的炸弹一样长："
                       "主牌炸弹大过副牌炸弹，同类的两个炸弹比牌的大小（一样大则先出者为大）。",
    "setting:Combination:min-size": "最少几张", "setting:Combination:beats": "炸弹能管",
    "beats=any": "任何张数相同、又不是更大炸弹的牌，不论首家出什么（包括主牌拖拉机）",
    "beats=bombs": "只管首家出的更小的炸弹：它像对子一样是一个牌型",
    "setting:Combination:void": "没有首家花色的玩家",
    "void=trump-only": "只能用主牌炸弹；别的副牌花色的炸弹算垫牌",
    "void=any-suit": "可以用任何花色的炸弹",
    "setting:Follow:quad": "四张相同的牌（不是炸弹时）",
    "quad=two-pairs": "读作两个对子，跟牌时算两个对子（不算三张）",
    "quad=triple-and-single": "读作一个三张加一张，跟牌时算一个三张和一个对子",
    "setting:min-length": "最少几组", "setting:adjacency": "相邻的意思",
    "adjacency=card-order": "在本副牌的大小顺序中相邻：级牌的点数跳过，相邻的主牌类别（王、级牌、主花色）也相连",
    "adjacency=natural-ranks": "同一花色的自然点数相邻；级牌的点数把拖拉机断开",
    "removed-note": "**本玩法没有{rule}：** {parent} 有这条规则，本玩法去掉了它，理由是“{reason}”。",
    # Declaring
    "declare-intro": "发牌过程中，玩家可以亮出牌来亮主，亮主决定主花色。更大的亮主可以反主，取代原来的亮主。"
                     "下表从小到大列出各种亮主：每一种都可以反它上面的各种。",
    "overcall-rank": "大小", "declaration": "亮主", "shown": "亮出的牌", "makes-trump": "定的主",
    "when": "适用", "every-deal": "每一副", "scope=first-deal": "只在第一副", "scope=later-deals": "从第二副起",
    "target=own-suit": "所亮级牌的花色", "target=own-suit:suited": "所亮对子的花色",
    "target=no-trump": "无主", "target=chosen-suit": "庄家任选的花色（不能是无主）",
    "scope=after-the-deal": "牌全部发完后（发牌过程中不能）",
    "step-by-step-line": "{shows}之间反主须按顺序一步一步来：从其中一步只能反到紧接的下一步（{chain}），不可越过。",
    "target=next-drawn-suit": "亮主者接着摸到的第一张花色牌的花色",
    "order-line": "反主的顺序，从小到大：{order}。",
    "outside-order": "标 — 的亮主不在反主顺序里：别人反不了它，它也反不了别人。",
    "setting:reinforce": "自保（加固）", "setting:self-overcall": "自反", "setting:nobody-declares": "无人亮主",
    "setting:nobody-declares-first-deal": "第一副无人亮主", "setting:first-declarer": "第一副的庄家",
    "setting:nobody-declares-declarer": "无人亮主（且没有上一局的庄家）时的庄家",
    "nobody-declares-declarer=first-receiver": "摸第一张牌的玩家", "nobody-declares-declarer=random": "随机指定的一名玩家",
    "setting:first-receiver": "第一副牌摸第一张牌的玩家（按出牌方向发牌；以后各副从庄家开始发）",
    "first-receiver=first-seat": "玩家 1", "first-receiver=random": "随机确认的一名玩家，需要翻底牌定庄家时也从他开始翻",
    "setting:face": "亮主", "face=up": "亮出即公开，每次反现有的亮主",
    "face=down": "扣着亮：每人亮一次，不论别人亮了什么；牌发完后最大的成立（同样大的以先亮者为准），吃掉其他的",
    "setting:turn": "后面各副的第一次亮主", "turn=anyone": "谁都可以亮",
    "turn=declarers": "由本副所属的一方亮，打这一方的级；先亮主的人当庄家，不论谁反主都由他拿底牌并首出；另一方可以反",
    "setting:pass": "轮到的一方亮不了主时", "pass=none": "按上面的兜底",
    "pass=other-side": "弃权：另一方在最后一轮之后再有一轮，以自己的级亮主，先亮主的人当庄家，拿底牌",
    "setting:drawn-joker": "从底牌抽中王", "drawn-joker=draw-again": "不算，继续抽", "drawn-joker=no-trump": "本局打无主",
    "setting:stake": "倍数", "setting:overcall-limit": "最多反几次",
    "reinforce=allowed": "可以：玩家可以加固自己的亮主", "reinforce=forbidden": "不可以",
    "reinforce=while-equivalent": "可以；自己的亮主被别人反了之后，也可以加固到与当前亮主同等大小，并取而代之（对王的亮主仍须更大的亮主才能反）",
    "self-overcall=allowed": "可以：玩家可以反自己的亮主", "self-overcall=forbidden": "不可以",
    "nobody-declares=no-trump": "打无主", "nobody-declares=redeal": "重新发牌",
    "nobody-declares=draw-kitty-card": "从底牌中抽一张，以它的花色为主花色（抽到王继续抽）",
    "nobody-declares=kitty-match": "从底牌中抽牌对点配对，决定庄家",
    "nobody-declares=lowest-kitty-card": "每家从底牌中翻一张，翻出最小牌的一家当庄家，以该牌的花色为主花色",
    "first-declarer=first-to-declare": "先亮主者", "first-declarer=last-to-declare": "最后亮主者",
    "first-declarer=random": "随机",
    # The kitty
    "kitty-line": "发牌后剩下 {n} 张牌，是底牌。庄家拿起底牌，再扣底：扣回同样多的牌。",
    "setting:points": "扣分牌", "setting:show-jokers": "扣王要亮出",
    "points=allowed": "可以", "points=forbidden": "不可以", "jokers=allowed": "可以", "jokers=forbidden": "不可以",
    "show-jokers=True": "是：扣的王要亮给大家看", "show-jokers=False": "否", "setting:joker-order": "扣王的顺序",
    "joker-order=any": "不限", "joker-order=big-first": "先扣大王：手中没有大王了才能扣小王",
    "setting:others-bury-jokers": "其他玩家扣王", "others-bury-jokers=allowed": "可以：庄家扣完底牌后，从庄家的下家起，"
    "其他玩家依次可以在底牌中扣王", "others-bury-jokers=forbidden": "不可以：只有庄家扣底",
    "setting:pick-up": "扣王后捡回", "pick-up=smallest-non-point": "扣几张捡几张底牌中最小的非分牌：副牌比主牌小，"
    "副牌按点数比，主牌按牌的大小比；点数相同、花色不同的任选一张（王不捡回）",
    "setting:all-points-closes": "底牌全是分牌", "all-points-closes=True": "庄家扣的全是分牌或分牌和王牌时，其他玩家不能扣王",
    "all-points-closes=False": "不限", "setting:dry-pot": "干锅",
    "dry-pot=True": "发牌后公开的底牌全是主或全是副牌时，底牌原样不动：庄家不换底，别人不能扣王，底牌中的王不追加升级也不算血",
    "dry-pot=False": "无此规则",
    "kitty-overcall": "反底（炒地皮）", "kitty-overcall-intro": "扣底之后，玩家可以用下表中比现有亮主更大的牌反底：亮出这些牌，拿起底牌，"
    "重新扣底（炒地皮），主牌改为所亮牌的主。从最后扣底者的下家起依次轮流，直到一整圈无人反底为止。",
    "kitty-order-line": "反底大小，从小到大：{order}。",
    "kitty-below-order": "现有亮主不在此表中的，比表中所有的都小。",
    "setting:overcaller": "谁可以反底", "overcaller=other-players": "除最后扣底者以外的其他玩家（包括庄家的对家）",
    "overcaller=attackers": "只有闲家", "setting:declarer": "反底后的庄家",
    "declarer=unchanged": "不变：庄家不变，仍首先出牌；反底者只拿底牌并重新扣底", "declarer=overcaller": "反底者成为庄家",
    "setting:undeclared": "无人亮主时", "undeclared=allowed": "可以用表中任何亮主反底",
    "undeclared=forbidden": "不能反底：没有可反的亮主", "setting:limit": "最多反底几次",
    # Play
    "following": "跟牌", "ruffing": "毙牌", "throws": "甩牌",
    "setting:suit": "跟花色", "suit=must-follow": "有首家出的花色时必须跟这个花色",
    "setting:ties": "一样大的牌", "ties=first-played": "一样大的牌，先出者为大",
    "setting:protect": "不必拆开", "led-intro": "首家出什么牌型，跟牌的人必须出什么（按顺序，能出前面的就必须出前面的）：",
    "led": "首家出", "must-play": "必须出", "ladder-sep": "；没有就出",
    "setting:when-void": "没有首家的花色时", "when-void=may-ruff": "可以用主牌毙，也可以垫牌",
    "when-void=must-ruff": "必须用主牌毙", "setting:shape": "毙牌的牌型",
    "shape=must-match": "拖拉机和对子的数目不得少于首家，否则算垫牌", "shape=any": "张数够的主牌都可以毙",
    "setting:compare": "多家毙牌", "compare=lead-shape": "首家有拖拉机或对子时比拖拉机和对子的大小，否则比最大的牌（大者盖毙）",
    "compare=highest-card": "比最大的牌",
    "compare=every-component": "每个部分都大过对方相应的部分才算大",
    "compare=trick-unit-length": "先比最长的部分，再比其次的部分",
    "on-failure=smallest-unit-beaten": "首家必须出被大过的部分中张数最少的（先单张），其中最小的那个",
    "throw-intro": "首家可以甩牌：同一花色的几个最大的牌型一起出。",
    "setting:judge": "怎样判断", "judge=each-component": "每个部分都必须是别家大不过的",
    "judge=highest-card": "比最大的牌", "judge=longest-component": "比最长的部分",
    "setting:on-failure": "甩牌失败", "on-failure=smallest-beaten": "首家必须出被别家大过的部分中最小的那个",
    "on-failure=smallest-card": "首家必须出最小的牌", "setting:penalty": "罚分（给闲家）",
    "setting:penalty-levels": "罚级（给对方）",
    "setting:suits": "可以一起甩的牌", "suits=one-suit": "同一花色（或都是主牌）",
    # Kitty bonus
    "bonus-intro": "闲家赢得最后一轮时抠底：底牌中的分按倍数加给闲家。倍数取决于赢得最后一轮的牌型。",
    "last-trick-won-with": "最后一轮的牌型", "multiplier": "底分倍数",
    "setting:throw": "甩牌赢得最后一轮", "throw=largest-component": "按其中张数最多的牌型计算",
    "bonus-cap": "抠底最多乘 {n} 倍。",
    # Scoring
    "scoring-intro": "最后一轮之后，闲家的得分（含抠底）决定哪一方升几级、下一副谁当庄家。",
    "first-row": "几行都适用时，以先写的一行为准。", "attacker-points": "闲家得分", "last-trick": "最后一轮",
    "result": "结果", "scoring-cap": "超过 {n} 分按 {n} 分算。", "declarers": "庄家方", "attackers": "闲家",
    # Next declarer
    "setting:when-declarers-keep": "庄家方保住并升级时",
    "setting:when-declarers-stay": "庄家方保住但不升级时", "setting:when-attackers-take-over": "闲家上台时",
    "seat=same-player": "原庄家继续坐庄", "seat=partner": "庄家的对家", "seat=next-player": "庄家的下家",
    "seat=first-to-declare": "先亮主者", "seat=random": "随机", "seat=next-attacker": "庄家之后的第一个闲家",
    # Bidding
    "bidding-intro": "摸牌时不亮主：牌摸完后，玩家依次竞标闲家要抓的分数。竞标胜出者做庄家，一人对其余玩家，并指定主花色；"
                     "计分表按竞标分数等比例换算。",
    "setting:Bidding:bid": "竞标的是", "Bidding:bid=target-points": "闲家升级要抓到的分数",
    "setting:Bidding:better": "哪个竞标更好", "Bidding:better=lower": "更低的：出最低分者为庄家",
    "Bidding:better=higher": "更高的", "setting:Bidding:highest": "最高竞标分", "setting:Bidding:lowest": "最低竞标分",
    "setting:Bidding:step": "竞标分是它的倍数", "setting:Bidding:first-bidder": "谁先竞标",
    "Bidding:first-bidder=first-receiver": "摸第一张牌的玩家，然后按出牌方向轮流",
    "Bidding:first-bidder=next-player": "上一副庄家的下家",
    "setting:Bidding:pass": "放弃", "Bidding:pass=final": "放弃的玩家不再竞标",
    "Bidding:pass=may-return": "放弃的玩家还可以再竞标", "setting:Bidding:revealed": "竞标前翻开的底牌张数",
    "setting:Bidding:trump": "主花色", "Bidding:trump=winner-names-suit": "由竞标胜出者指定一种花色",
    "setting:Bidding:kitty": "底牌", "Bidding:kitty=winner": "竞标胜出者拿起底牌，再扣下同样多张",
    "setting:Bidding:scoring-reference": "计分表按这个竞标分写成",
    "setting:Bidding:counter-exchange": "反牌者从底牌中换的张数",
    "setting:Bidding:counter-draw": "换哪些底牌", "Bidding:counter-draw=random": "随机抽取，不能挑选",
    "setting:Bidding:opening": "第一个竞标的玩家", "Bidding:opening=required": "必须出分",
    "Bidding:opening=optional": "可以放弃；都放弃时重新发牌",
    "setting:first-rounds": "只在副牌的前几轮可以甩牌（边三轮）",
    "levels-per-player": "（每个人单独记级）",
    "levels-no-trump": "；最后的 NT 是无主级：这一级没有级牌，这一级的牌不论亮什么、翻出什么都打无主（只有王和常主是主牌）",
    "demotion-intro": "庄家方打下列级时，若闲家分数够（抠底分计算在内）并以只由该点数组成的一手牌赢得最后一轮（抠底），"
    "庄家和朋友降级（在本副升级之后）。任何人最低降到级别序列的第一级：降不了的级数按顺序转给下一位。",
    "demotion-rank": "庄家方打 {rank}", "down-to": "降到 {rank}", "loses": "降 {n} 级",
    "role:declarer": "庄家", "role:friend": "朋友",
    "setting:KittyDemotion:points": "闲家至少得分（抠底分计算在内）",
    "setting:KittyDemotion:overflow": "降不了的级数转给",
    "KittyDemotion:overflow=friend": "朋友（陪降）",
    "KittyDemotion:overflow=others-by-declarer": "抠底玩家以外的闲家，每一级由庄家指定",
    "KittyDemotion:overflow=attackers-by-friend": "任何闲家，每一级由朋友指定（1打4时由庄家指定）",
    "KittyDemotion:overflow=kitty-winner": "抠底的闲家",
    "friends-intro": "庄家没有固定的对家：庄家叫一张牌，打出被叫那一张的玩家就是暗中的朋友。每个玩家各自升级；"
                     "计分表的级数按级差权分给各个玩家。",
    "setting:Friends:call": "叫朋友", "Friends:call=nth-copy": "庄家叫一张牌，并说明打出的第几张算数（第一张、第二张……）；"
    "打出这一张的玩家就是朋友",
    "setting:Friends:count": "朋友人数", "setting:Friends:call-time": "叫朋友的时机",
    "Friends:call-time=after-kitty": "扣底之后、首轮出牌之前",
    "setting:Friends:own-card": "叫自己手里的牌", "Friends:own-card=allowed": "可以；庄家自己打出被叫的那一张，"
    "或那一张在底牌里，庄家就没有朋友（1打4）", "Friends:own-card=forbidden": "不可以",
    "setting:Friends:reveal": "朋友何时公开", "Friends:reveal=when-played": "被叫的那一张打出时",
    "setting:Friends:points": "抓分方的分数", "Friends:points=final-sides": "一副牌结束时不在庄家方的玩家所得的分，"
    "不论何时得到",
    "setting:Friends:level-shares": "级差权", "Friends:level-shares=balanced": "攻防双方总体级差权相等：每个抓分方玩家"
    "升计分表的级数，庄家方按抓分方人数升相应倍数（2打3：1+1+1=2+1；1打4：1+1+1+1=4）",
    "Friends:level-shares=each": "各升各的：升级一方的每名玩家都升计分表的级数",
    "setting:Friends:smaller-side-bonus": "庄家方人数少于所叫（没找到朋友）而守住本局时",
    "setting:Friends:split": "庄家方级数的分配", "Friends:split=kitty-keeper": "硬性分配：庄家和朋友中赢得最后一轮（保底）"
    "的一方得三分之二（被抠底时为庄家），另一方得其余",
    "setting:Friends:unused-levels": "被必打级挡住的级数",
    "Friends:unused-levels=lost": "作废",
    "Friends:unused-levels=transfer": "不浪费（级数不浪费）：被挡住的玩家逐级给出，为本方玩家升级（升到必打的点数为止）或为对方玩家降级"
    "（降到 2 为止）；被指定的胜利方玩家有权拒绝",
    "Friends:split=flexible": "弹性分配：庄家和朋友各得三分之一；赢得最后一轮（保底）的一方（被抠底时为庄家）分配剩下的三分之一，"
    "即战利品，每一级给庄家或朋友",
    # Tribute
    "tribute-intro": "拿底牌之前进贡：进贡几张取决于上一副闲家的得分。",
    "setting:match-per-level": "比赛积分：每升一级", "setting:match-take-over": "比赛积分：上台",
    "setting:match-per-tribute-card": "比赛积分：每张进贡",
    # Exchange
    "exchange-intro": "每个玩家把自己选的牌给另一个玩家（换牌）；先选好再交换，收到的牌不再转给别人。",
    "setting:Exchange:count": "每人给几张", "setting:Exchange:with": "给谁", "setting:Exchange:time": "何时",
    "setting:Exchange:cards": "给什么牌",
    "Exchange:with=opponents": "按出牌方向，给自己后面的对手（从前面的对手收牌）", "Exchange:with=partner": "给对家：对家互换",
    "Exchange:time=after-deal": "摸完牌、定了主和庄家以后，拿底牌之前", "Exchange:time=after-kitty": "扣完底牌（和反底）以后，出第一轮牌之前",
    "Exchange:cards=any": "手中任意的牌",
    "exchange-intro:eaten": "摸完牌后比亮主的大小，大的吃掉小的：亮主成立的玩家与被吃掉亮主的每名玩家换牌，被吃的一方交出所亮的牌，"
                            "吃的一方还回同样张数的牌（从自己原有的牌中选）。",
    "Exchange:with=eaten": "亮主成立的玩家与其吃掉的每名亮主者（以其最后一次亮主为准）：被吃的牌换吃者同样张数的牌",
    "Exchange:cards=in-kind": "按收到的牌还牌：每张花色牌还一张同花色的牌（不能是固定主），每张王还一张固定主；"
                              "某类牌不够时以任意牌补足",
    "score": "得分",
    # 概要表的值
    "past=match-won": "打过即赢得整局", "past=restart": "从最低一级重新打起",
    "past=new-round": "新的一轮：从最低一级重新打起，下一副像第一副那样重新亮牌抢庄",
    "past=restart-keeping-steps": "双方从最低一级重新打起，打过的一方再升本次没升完的级数",
    "past=wrap-around": "只有打过的一方从最低一级重新打起，并升本次没升完的级数；另一方级别不变",
}

# The trick-taking rules a note may be about, by `rule_key` (`describe`).
_RULE_NAMES = {
    "levels": "级", "mandatory levels": "必打", "defended levels": "须守级", "jack rule": "勾J", "past the top": "打过最高级",
    "ranks": "副牌大小", "permanent trumps": "常主", "trump order": "主牌大小", "single": "单张", "pair": "对子",
    "triple": "三张", "tractor": "拖拉机", "triple-tractor": "连刻", "throw": "甩牌", "declare": "亮主",
    "kitty overcall": "反底", "bury": "扣底", "follow": "跟牌", "ruff": "毙牌", "kitty bonus": "抠底",
    "kitty bonus cap": "抠底上限", "scoring": "计分", "scoring cap": "得分上限", "next declarer": "下一副的庄家",
    "exchange": "换牌",
}
W.update({f"rule:{key}": name for key, name in _RULE_NAMES.items()})


class Chinese(ChineseClaims, TrickTaking, ChineseBook):
    """A trick-taking variant's page in Chinese."""

    W = W

    def value_words(self, block, name, value):
        if name in ("first-deal", "when-declarers-keep", "when-declarers-stay", "when-attackers-take-over"):
            return self.W.get(f"seat={value}", esc(value))
        if name == "min-size":
            return f"{value} 张"
        if name == "min-length":
            if block.kind == m.ComboKind.SEQUENCE:
                return f"{value} 张"
            return f"{value} 对" if block.kind == m.ComboKind.TRACTOR else f"{value} 组三张"
        if name == "protect":
            return self.W["combo:" + str(value)]
        if name == "stake":
            return f"每反底一次乘 {value}" if isinstance(block, m.KittyOvercall) else f"每反主一次乘 {value}（自保不算）"
        if name == "limit":
            return f"每副牌 {value} 次"
        if name == "penalty":
            return f"{value} 分"
        if name == "penalty-levels":
            return f"每次甩牌失败，甩牌者的对方升 {value} 级（计分表的结果之外另计）"
        if name == "first-rounds":
            return f"某门副牌被领出的前 {value} 轮；主牌不能甩"
        if isinstance(block, m.Bidding) and name in ("highest", "lowest", "step"):
            return f"{value} 分"
        if isinstance(block, m.Bidding) and name == "scoring-reference":
            return f"{value} 分：竞标 b 分时，表中每个分数都乘以 b / {value}"
        if isinstance(block, m.Bidding) and name == "counter-exchange":
            return f"{value} 张（而不是整副底牌）"
        if isinstance(block, m.Bidding) and name == "revealed":
            return f"{value} 张，所有玩家都看得到"
        if name == "overcall-limit":
            return f"{value} 次"
        if name == "smaller-side-bonus":
            return f"比计分表多升 {value} 级"
        return super().value_words(block, name, value)

    # Words -----------------------------------------------------------------------------------------------------------

    def show_parts(self, show: m.Show) -> str:
        parts = []
        for part in show.parts:
            what = f"{part.count} 张" + ("相同的级牌" if part.cards == "level" and part.count > 1 else
                                        "级牌" if part.cards == "level" else
                                        "同花色的相同牌（任何点数）" if part.cards == "suited" and part.count > 1 else
                                        "任何点数的花色牌" if part.cards == "suited" else self.joker(part.cards))
            if part.suits:
                what = "、".join(self.suit(s.upper()) for s in part.suits) + " 花色的" + what
            parts.append(what)
        if show.without:  # 当你手中没有所规定升级的2的时候: valid only while the hand holds none
            none = "级牌" if show.without.cards == "level" else self.joker(show.without.cards)
            if show.without.suits:
                none = "、".join(self.suit(s.upper()) for s in show.without.suits) + " 花色的" + none
            other = "别的" if any(p.cards == show.without.cards for p in show.parts) else ""
            return " + ".join(parts) + f"，且手中没有{other}{none}"
        return " + ".join(parts)

    def shape(self, shape: m.Shape) -> str:
        words = []
        for term in shape.terms:
            if term.unit == "any":
                words.append("任何牌")
                continue
            unit = self.W["combo:" + term.unit]
            if term.count is not None:
                words.append(f"{term.count} 个{unit}")
            elif term.plural:
                words.append(f"手中所有的{unit}")
            else:
                words.append(unit)
        return " + ".join(words)

    def multiplier(self, mult: m.Multiplier) -> str:
        text = (f"{mult.base} 的张数次方" if mult.power_of_cards else f"×{mult.base}")
        unit = {"pair": "对", "triple": "组三张"}.get(mult.step_unit or "", esc(mult.step_unit or ""))
        if mult.step_op == "x":
            text += f"，每多一{unit}再 ×{mult.step}"
        elif mult.step_op == "+":
            text += f"，每多一{unit}再 +{mult.step}"
        return text

    def extra(self, extra) -> str:
        if isinstance(extra, m.PerPoints):
            where = "超过" if extra.position == m.Position.OVER else "低于"
            return f"{where} {extra.reference} 分后每 {extra.points} 分 {signed(extra.amount)}"
        if isinstance(extra, m.PerKittyCard):
            card = self.joker(extra.card) if extra.card in ("BJ", "SJ") else esc(extra.card)
            return f"底牌中每张{card} {signed(extra.amount)}"
        return "这一轮结束，双方重新开始"

    def outcome(self, outcome: m.Outcome) -> str:
        side = self.side(outcome.side)
        if outcome.kind == m.OutcomeKind.NOTHING:
            text = "双方都不升级"
        elif outcome.kind == m.OutcomeKind.GIVE:
            text = f"{side}进贡 {outcome.amount} 张"
        elif outcome.kind == m.OutcomeKind.TAKE_OVER:
            text = f"{side}上台" + (f"并升 {outcome.amount} 级" if outcome.amount else "")
        elif outcome.amount:
            text = f"{side}升 {outcome.amount} 级"
        else:
            text = f"{side}继续坐庄，但不升级"
        if outcome.also is not None:  # 双方同升
            text += f"，{self.side(outcome.also.side)}也升 {outcome.also.amount} 级"
        return text + "".join(f"；{self.extra(e)}" for e in outcome.extras)

    def condition(self, row: m.TableRow) -> tuple[str, str]:
        points = [c for c in row.conditions if isinstance(c, m.PointsCondition)]
        last = next((c for c in row.conditions if isinstance(c, m.LastTrickCondition)), None)
        symbol = {"=": "", "<": "不满 ", "<=": "不超过 ", ">": "超过 ", ">=": "至少 "}
        text = "且".join(f"{symbol[c.compare.value]}{c.value}" for c in points) or "任何得分"
        text += "".join(f"，底牌中至少有 {c.count} 张 {c.card}" for c in row.conditions if isinstance(c, m.KittyCondition))
        return text, (self.W[last.side.value] if last else "任何一方")


    def what(self, rule: m.Node) -> str:
        if isinstance(rule, m.Show):
            return f"亮主 {code(rule.name)}"
        if isinstance(rule, m.OvercallOrder):
            return "反主的顺序"
        if isinstance(rule, m.TableRow):
            points, last = self.condition(rule)
            return f"“{points}”一行" + (f"（最后一轮：{last}）" if any(
                isinstance(c, m.LastTrickCondition) for c in rule.conditions) else "")
        if isinstance(rule, m.BonusRow):
            return f"{self.W.get('combo:' + rule.combination, code(rule.combination))}抠底"
        if isinstance(rule, m.DemotionRow):
            return f"{self.W.get('combo:' + rule.combination, self.W['any-combination'])}抠底降级"
        if isinstance(rule, m.LedRule):
            return f"首家出{self.W['combo:' + rule.led.value]}"
        return super().what(rule)
