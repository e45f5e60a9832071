"""The Chinese page of a climbing variant: the words of `sections.Climbing` (added to the words every page uses, in
../zh.py) and its claims in words, in the glossary's Chinese terms (一套牌, 发牌, 顺牌, 过牌, 让牌, 扣牌, 接风, 头科 … 大落,
联邦, 对头, 够级牌, 烧牌, 革命, 皇帝, 保皇派, 革命党)."""
from __future__ import annotations

from ...model import CALL, ROB, CallingClaim, ShownClaim, LeadClaim, RevolutionPlacesClaim, RevoltClaim, RoundClaim, TributePlacesClaim, AnswerClaim, BeatClaim, BiddingClaim, BurnClaim, CallClaim, CoverRow, GoujiClaim, \
    PlaceTribute, SetClaim, Settlement, SetKind, SettleClaim, ShareRow, ThresholdRow, TributeClaim
from ..markdown import esc
from ..zh import ChineseBook
from .sections import Climbing

W = {
    **ChineseBook.W,  # the words every page uses
    "h:rank-order": "牌的大小", "h:sets": "一套牌", "h:beat": "顺牌：什么牌管什么牌", "h:answering": "上牌权与够级牌",
    "h:round": "一轮", "h:call": "叫庄", "h:settlement": "计分", "h:tribute": "进贡与还贡", "h:levels": "级别", "h:revolution": "革命",
    "hd:divided": "均分：每人 {n} 张", "hd:left-over": "，余 {n} 张", "hd:left-where": "（{where}）",
    "lead": "出牌比大类玩法 <code>{id}</code>{title}的规则，由玩法文件生成。每条规则都注明出处；出处有矛盾的地方，[裁定](#notes)"
            "说明本玩法怎样取舍。本页的每个例子、顺牌规则是严格的大小顺序、每张计分表都经过检查器证明。",
    "h:burn": "烧牌", "h:no-opposite": "无头", "h:free-for-all": "四人乱缠", "h:final-gouji": "够死级",
    "h:first-lead": "首发牌", "h:show-count": "报牌", "h:advice": "挑牌（看牌）",
    "then": "、", "rank": "牌点", "called": "俗称", "list-sep": "，", "money-name": "钱",
    "level-name": "首局的级牌：每局的级牌都排在这里（逢人配随级牌而定时，其红桃为逢人配）",
    "rank-name:BJ": "大王（大花、大虎、大鬼）", "rank-name:SJ": "小王（小花、小虎、小鬼）", "rank-name:A": "帽子",
    "rank-name:K": "老 K",
    "rank-order-intro-suits": "先比点数；点数相同时按下面的花色顺序比。牌点从大到小：",
    "suit-order-line": "花色从大到小：{suits}。其余都相同的两套牌，最大那张牌花色更大的一套更大。",
    "sets-intro-shapes": "每次出的牌是下面某一种牌型的一套牌：每种牌型说明其形状（同一点数的牌、点数相连的顺子、只有王、"
                         "同一花色的牌）、张数，以及可以带什么。能读成几种牌型的牌按管牌规则裁定。",
    "shape=run": "顺：牌点相连（按可连的点数），每个点数的张数等于其宽度",
    "shape=jokers": "只有王（大小王均可）", "shape=flush": "同一花色的牌，点数不限",
    "setting:count": "张数", "setting:width": "顺中每个点数几张", "setting:length": "顺有几个点数",
    "setting:min-length": "顺最少几个点数", "setting:max-length": "顺最多几个点数",
    "setting:run-ranks": "可连的点数（从小到大）", "setting:suits": "花色",
    "suits=same": "同一花色", "suits=any": "不限",
    "setting:with": "带", "with=single": "单张，点数不同于主体",
    "with=pair": "对子，点数不同于主体（各对点数不同）",
    "setting:with-count": "带几个",
    "setting:readings": "能读成几套牌的牌",
    "readings=best": "按其中最大的读法裁定（须大过其他每种读法；没有则不能出）",
    "readings=declared": "按出牌人声明的读法裁定（未声明时按最大的读法，若有）",
    "wild-intro": "逢人配：一张可以代替其他牌的牌：",
    "setting:Wild:rank": "点数", "setting:Wild:suit": "花色", "setting:stands-for": "可代替",
    "stands-for=any-but-jokers": "除大小王外的任何牌（包括它自己）",
    "levels-line": "两队各记各的级别，从 {first} 打到 {last}，开始时都打 {first}。每局打上一局赢方的级别：这一级的牌为级牌，"
    "按点数顺序所示的位置排列，逢人配随级牌而定时其红桃为逢人配。一局之后，头游所在的一队按结算的得分升级。",
    "sentence-join": "",  # between the sentences of one paragraph
    "defended-line": "升到 {ranks} 时停下，只有在打自己这一级的一局中取胜才能过（打 A）。",
    "defended-needs=partner-not-last": "取胜指拿到头游且对家不是末游（双上或一三名）。",
    "defended-failures": "打自己的 {ranks} {count} 次不过的一队退回 {back}。",
    "past-top=match-won": "打过最高一级的一队赢得比赛，随后两队从最低一级重新开始。",
    "past-top=restart": "打过最高一级的一队从最低一级重新开始，另一队也一样。",
    "Wild:rank=level": "每局的级牌（红桃级牌，逢人配）",
    "later-deals=tribute-giver": "进贡的人，两人进贡时为贡牌大的人（没有进贡时为上一局的头游）",
    "setting:gives": "进贡的牌", "gives=highest-but-wild": "除逢人配外最大的一张牌",
    "setting:return-at-most": "还贡的牌不大于（按自然点数）",
    "setting:double-down": "双下（最后两名是同伴）", "double-down=both-give": "两人都进贡：大的给头游，另一张给二游",
    "setting:resist": "抗贡：进贡的人合起来有", "resist=cards": "{cards} 时不进贡",
    "bombs-line": "炸弹从小到大：{kinds}。炸弹大过任何不是炸弹的牌和更小一级的炸弹；同一级的两个炸弹，张数多的大，"
                  "张数相同比点数。",
    "ladder-line": "牌型从小到大：{kinds}。张数相同时，牌型更大的一套牌大过牌型更小的。",
    "rank-order-intro": "不论花色，点数为准：同点数的牌一样大。牌点从大到小：",
    "money-line": "钱：{ranks}。钱可以随任何牌一起出（贴钱），贴出的钱视为该牌中的普通一员。",
    "sets-intro": "每次出的牌是一套牌：同一点数的牌，加上本玩法允许挂的王（和钱）。一套牌按张数计：什么点数、几张，"
                  "挂几个小王、几个大王、几张钱。",
    "deal-intro": "发牌：所有的牌都发给玩家，没有底牌。",
    "beat-intro": "一家发牌，其余各家按出牌方向依次顺牌（上牌），出更大的一套牌，或者过牌。",
    "covers-intro": "挂了王的牌只能按下表管（看它挂的最大的王）：",
    "standing-set": "前面的牌", "beaten-by": "只能用这样的牌管", "as-written": "玩法语言",
    "cover-standing": "挂{kind}", "cover-dead": "无：死牌，谁也管不了",
    "cover-line": "{by}，{count}，{rank}", "cover-by:big-jokers": "挂大王", "cover-by:any-jokers": "挂王",
    "cover-by:dead": "无", "cover-count:as-many": "个数不少于前面牌的{kind}", "cover-count:more": "个数多于前面牌的{kind}",
    "cover-count:one": "至少一个", "cover-rank:higher-rank": "牌点更大", "cover-rank:any-rank": "牌点不限",
    "no-big-row": "挂大王的牌没有单独的规则：按不挂王的牌来管。",
    "setting:Beat:count": "张数", "Beat:count=same": "与前面的牌相同（张数相同，王和钱都算）", "Beat:count=any": "不限",
    "setting:Beat:rank": "牌点", "Beat:rank=higher": "必须更大（步步高）",
    "setting:jokers-on-plain": "用挂王的牌管不挂王的牌", "jokers-on-plain=allowed": "可以（牌点仍须更大）",
    "jokers-on-plain=forbidden": "不可以：不挂王的牌只能用不挂王的牌管",
    "setting:shape": "形状", "shape=same-rank": "同一点数的牌", "setting:min-count": "该点数最少几张",
    "setting:max-count": "该点数最多几张", "setting:attach": "可以挂", "attach=small-jokers": "小王（小花）",
    "attach=big-jokers": "大王（大花）", "attach=money": "钱（贴钱）",
    "setting:attached-money": "贴出的 2", "attached-money=core-rank": "视为该牌中的普通一员",
    "setting:jokers-only": "只有王的一套牌", "jokers-only=lowest-core": "以其中最小的王为点数，其余算挂的王"
    "（小王 小王 大王 即两个小王挂一个大王）", "jokers-only=forbidden": "不算一套牌",
    "setting:leftover": "除不尽的牌", "leftover=none": "无：牌正好均分", "leftover=set-aside": "放在一边，不发",
    "leftover=first-receivers": "接着发：先拿牌的几家多一张", "leftover=emperor": "放在一边，叫庄后归皇帝",
    "gouji-intro": "够级牌：某一点数的牌张数达到下表的最低数量。够级牌除烧牌或无头外，只有对头才有资格上牌。",
    "gouji-from": "够级的最少张数", "from-cards": "{n} 张", "from-card": "{n} 张",
    "setting:answer": "谁能管够级牌", "answer=opposite": "只有对头",
    "setting:attached-jokers": "挂王的牌", "attached-jokers=gouji-set": "不论张数都是够级牌",
    "attached-jokers=by-count": "只按张数算是否够级",
    "burn-intro": "烧牌：有人发够级牌时，符合条件者可以抢在对头之前上牌。",
    "setting:precedence": "谁先烧", "precedence=teammates-first": "发够级牌者的联邦先烧（联邦烧牌优先）",
    "precedence=turn-order": "按出牌顺序", "setting:Burn:same-team": "烧牌者同属一方时",
    "same-team=turn-order": "按出牌顺序", "same-team=teammates-first": "联邦优先", "setting:Tribute:same-team": "联邦内进贡",
    "same-team=players-choose": "对局开始前约定了才进贡（可自行商定）", "setting:condition": "烧牌的条件",
    "condition=jokers-until-last": "此后每次发牌都要挂王，最后一次除外", "condition=one-rank-left": "或手中只剩一种点数的牌",
    "setting:again": "其他人可以再烧", "again=allowed": "可以", "again=forbidden": "不可以",
    "no-opposite-intro": "无头：头科产生后，其对头的够级对象不复存在；其他人按顺序对无头者所发的任何牌都可灭之，"
                         "无头者对其他人亦然。",
    "setting:NoOpposite:after": "从何时起", "after=first-out": "头科产生后",
    "free-for-all-intro": "四人乱缠：走科的人数到了之后，其余的人不再按够级、过牌、让牌、烧牌等规则进行（过牌者在这一轮仍可再出牌）。",
    "setting:FreeForAll:after": "走科人数", "setting:keeps": "仍然遵守", "keeps=turn-order": "按顺序发牌",
    "keeps=show-count": "报牌", "keeps=close": "扣牌",
    "final-gouji-intro": "够死级：这些名次的底牌按够级牌处理，除烧牌外只有其对头可以上牌；对头的这次上牌只有烧牌可以管，否则由他发牌。",
    "setting:places": "名次", "setting:chances": "机会",
    "round-intro": "一轮：一家发牌，其余各家依次顺牌，直到这一轮结束；最后出牌的人发下一轮。",
    "setting:pass": "过牌", "pass=round": "这一轮再无权出牌", "pass=round-except-opposite": "除对头牌外，这一轮再无权出牌",
    "pass=set": "只过这一套牌", "setting:may-pass": "能管也可以过牌", "may-pass=True": "可以",
    "may-pass=False": "不可以：能管就必须管",
    "setting:defer": "让牌", "defer=first-circle": "第一圈可以让牌，第二圈再顺牌或过牌",
    "defer=next-two": "让下两家先上牌；如都过牌，再由让牌人上牌或扣牌",
    "setting:defer-on": "什么牌可以让", "defer-on=any-set": "任何牌", "defer-on=opposite-set": "上两家都过牌的对头牌",
    "setting:after-defer": "对让牌人顺的牌", "after-defer=in-turn": "按顺序上牌",
    "after-defer=deferrer-opposite": "让牌人等待期间，唯有其对头才有上牌权",
    "setting:ends": "一轮结束", "ends=all-pass": "其余各家都过牌", "ends=circles": "最后一套牌过牌几圈没人上牌",
    "setting:circles": "几圈", "setting:close": "扣牌（死牌）", "close=opposite": "由对头扣牌",
    "setting:next-lead": "下一轮谁发牌", "next-lead=last-set": "这一轮最后出牌的人",
    "setting:take-the-wind": "接风", "take-the-wind=next-player": "上家的底牌无人灭时，下家（其余各家同意）获得发牌权",
    "take-the-wind=teammate": "走科者的对家发牌", "take-the-wind=none": "没有接风",
    "first-lead-intro": "每局第一套牌由谁发。", "setting:FirstLead:first-deal": "第一局",
    "setting:later-deals": "以后各局", "FirstLead:first-deal=most-threes": "亮出同花色 3 最多的人（亮 3；更多者顶班）",
    "FirstLead:first-deal=emperor": "皇帝", "later-deals=same": "同第一局", "later-deals=emperor": "皇帝",
    "later-deals=most-threes": "亮出同花色 3 最多的人", "setting:threes": "最少亮几张 3",
    "show-count-intro": "报牌：手中的牌不多时，张数要显示给其他玩家。", "setting:at-most": "剩几张起（含）",
    "advice-intro": "挑牌（看牌）：手中的牌不多时，可由本方其他人提示出牌。这是牌桌上的交谈：照出处写出，引擎不裁判。",
    "setting:from": "谁可以提示",
    "from=teammates": "本方的人", "setting:from-out": "已走科的联邦", "from-out=any-count": "不受张数限制",
    "call-intro": "叫庄：拿到有特殊标记的大王的玩家可以叫庄，成为皇帝；手中有与叫庄牌同点数同花色牌的玩家是保皇派。",
    "setting:marked": "特殊标记的牌", "setting:Call:cards": "叫庄牌张数", "setting:same": "叫庄牌",
    "same=rank-and-suit": "同点数同花色", "setting:Call:jokers": "王作叫庄牌", "Call:jokers=allowed": "可以",
    "Call:jokers=forbidden": "不可以", "setting:pass-the-call": "让庄", "pass-the-call=clockwise": "按顺时针方向让给下一位",
    "pass-the-call=counter-clockwise": "按逆时针方向让给下一位", "setting:forced": "逼庄（有且只有这么多张同点数同花色的牌）",
    "setting:forced-from": "逼庄从谁开始", "forced-from=first-player": "第一个玩家", "setting:void": "黄庄",
    "void=redeal": "重新发牌", "setting:seize": "抢庄", "seize=allowed": "可以", "seize=forbidden": "不可以",
    "setting:open-lone": "明独", "open-lone=allowed": "可以", "open-lone=forbidden": "不可以",
    "setting:seized-guard": "抢庄时的保皇派", "seized-guard=none": "没有保皇派", "setting:lone-emperor": "独保（叫庄牌张数）",
    "setting:guard": "保皇派", "guard=calling-card": "手中有与叫庄牌同点数同花色牌的玩家",
    "setting:open-guard": "明保", "open-guard=allowed": "可以", "open-guard=forbidden": "不可以",
    "setting:no-guard": "叫庄后没有保皇派", "no-guard=redeal": "（叫庄牌的一张放在一边）这一局作废，重新发牌，同黄庄",
    "no-guard=lone-emperor": "（叫庄牌的一张放在一边）按独保计分",
    "places-intro": "玩家出完手中的牌即走科；名次从先出完的算起：",
    "setting:end": "一局结束", "end=one-left": "除一玩家外其他玩家都已出完", "end=first-out": "有一人出完时",
    "FirstLead:first-deal=holder": "持下面所指那张牌的人", "later-deals=holder": "持下面所指那张牌的人",
    "later-deals=first-out": "上一局的头家", "setting:FirstLead:rank": "所指牌的点数",
    "setting:FirstLead:suit": "所指牌的花色", "setting:in-lead": "首出须含这张牌", "in-lead=True": "是，须打出",
    "in-lead=False": "否，出任何牌均可",
    "settlement-intro:left": "每局按手中剩牌计分：其余每人按手中剩余的每张牌付给头家，单价按剩牌张数而定。",
    "cards-left": "剩牌张数", "per-card": "每张付", "left-span": "{least} 到 {most}", "left-one": "{least}",
    "teams=none": "各自为战",
    "teams=landlord": "叫分后地主一人对两个农民",
    "h:bid": "叫分（叫地主）",
    "bid-rob-intro": "从第一个拿牌的人起，每人依次可以叫地主，直到有人叫；叫地主的人之后的每个人可以抢地主一次，每抢一次底分翻一倍。"
                     "最后叫或抢的人是地主，一人对其余的人；这一局的底分是 1，每抢一次翻一倍。",
    "setting:by": "怎样定地主", "by=points": "叫分", "by=call-and-rob": "叫地主，再抢地主",
    "setting:rob-back": "叫地主的人再抢", "rob-back=True": "可以，有人抢过时再抢一次", "rob-back=False": "不可以",
    "bid-intro": "从第一个拿牌的人起，每人叫分一次，须比前一个叫分高，或者不叫；叫到最高分立即结束。叫分最高的人是地主，一人对其余的人。",
    "setting:bids": "叫分（分数）", "setting:Bid:void": "没人叫分", "Bid:void=redeal": "重新发牌",
    "setting:bottom": "底牌", "bottom=landlord": "亮给大家看，由地主拿走",
    "FirstLead:first-deal=landlord": "地主", "later-deals=landlord": "地主",
    "setting:stake": "乘以", "stake=bid": "叫的分", "setting:doubles": "翻倍",
    "doubles=bomb": "每打出一个炸弹或火箭", "doubles=spring": "春天或反春",
    "role:landlord": "地主", "role:peasant": "农民", "role:peasants": "农民",
    "settlement-intro": "每局按名次计分：各方把成员名次的分相加，再按下表分给各人。",
    "settlement-intro:per-team": "每局按名次计分：各方把成员名次的分相加，以方为计分单位。",
    "kind:normal": "一般的一局", "kind:open-guard": "明保", "kind:lone-emperor": "独保", "kind:open-lone-emperor": "明独",
    "kind:seized": "抢庄（抢杠）", "of-line": "同{of}，再乘以 {n}。", "points": "分", "role": "身份",
    "share": "占本方总分", "when": "条件", "scores": "得分", "fixed-when": "{role}是{place}", "fixed-when-not": "{role}不是{place}",
    "setting:scored": "计分单位", "scored=per-team": "每方（联邦为计分方）", "scored=per-player": "每人（按各自的份额）",
    "setting:positive-only": "负分", "positive-only=True": "记 0（只记正分，不记负分）", "positive-only=False": "照记",
    "setting:sweep": "串三户（一方包揽前几名）", "setting:sweep-multiplier": "串三户记分乘以",
    "setting:of": "沿用", "setting:multiplier": "乘以", "setting:zero-sum": "总分为零",
    "zero-sum=True": "是：每局各人得分之和为零", "zero-sum=False": "否（按规则如此）",
    "splits-intro": "计算实例：", "finish": "名次（先出完的在前）", "team-sums": "各方名次分之和",
    "role:emperor": "皇帝", "role:guard": "保皇派", "role:rebel": "革命党", "role:rebels": "革命党",
    "climbing-tribute-intro": "每局之后，末几名把最大的牌贡给前几名（进贡）；吃贡方返还同等数量的牌（还贡）。",
    "giver": "进贡", "receiver": "吃贡", "cards-given": "张数", "setting:legal": "法定贡牌（取大者）",
    "setting:none-held": "没有法定贡牌", "none-held=none-given": "不予进贡", "returned=same-number": "返还同等数量的牌",
    "setting:refuse": "拒绝还贡牌", "refuse=rank-not-held": "进贡方没有同点数的牌时可以拒绝，请吃贡方换",
    "setting:after-sweep": "串三户之后", "after-sweep=none": "不进贡", "after-sweep=to-opposite": "被串三户的一方向各自的对头进 1 张",
    "setting:after-sweep-agreed": "串三户之后（约定时）", "after-sweep-agreed=none": "不进贡",
    "after-sweep-agreed=to-opposite": "被串三户的一方向各自的对头进 1 张", "setting:given": "是否进贡",
    "given=always": "第一局之后每局都进贡", "given=by-agreement": "对局开始前约定了才进贡",
    "setting:choose-last": "大落、二落同属一方", "choose-last=allowed": "可以商定谁作大落进贡（问大落）",
    "choose-last=forbidden": "按名次进贡",
    "revolution-intro": "革命：摸到的牌中没有这些牌的玩家可以声明革命，弃牌不参与这一局。",
    "setting:without": "没有", "setting:optional": "可以不革命", "optional=True": "可以", "optional=False": "不可以",
    "setting:counts-as": "视为", "setting:counts-as-if-teammates-top": "两个同伙分获头科、二科时视为",
    "setting:void-at": "几个革命者时该局作废", "setting:opposite-final-gouji": "其对头够死级的次数",
    "setting:Revolution:decline": "放弃够死级", "Revolution:decline=allowed": "可以，放弃即视为无头",
    "Revolution:decline=forbidden": "不可以", "remarks": "附注（引擎不裁判的内容，各附原因）",
    "teams=alternate": "交叉 3 人为一方（联邦）；对门为对头",
    "teams=partners": "两队，对面坐的是同伴",
    "no-answering": "*按顺序谁都可以顺牌：本玩法没有够级牌和上牌权的规则。*",
}

# The climbing rules a note may be about, by `rule_key` (`describe`).
W.update({f"rule:{key}": name for key, name in {
    "rank order": "牌的大小", "money": "钱", "deal": "发牌", "beat": "顺牌", "round": "一轮", "first lead": "首发牌",
    "gouji sets": "够级牌", "burn": "烧牌", "no opposite": "无头", "free for all": "四人乱缠", "show count": "报牌",
    "advice": "挑牌", "final gouji": "够死级", "revolution": "革命", "call": "叫庄"}.items()})

_BID_STEP = {None: "不叫", CALL: "叫地主", ROB: "抢地主"}
_RELATION = {"opposite": "对头", "teammate": "本方", "opponent": "对方（非对头）"}
_CALL = {"may": "可以叫庄", "may-not": "不可以叫庄", "must": "必须叫庄（逼庄）"}


_REVOLT = {"may": "可以革命", "may-not": "不可以革命", "must": "必须革命", "need-not": "可以革命，也可以不革命"}

# 对局开始前玩家可约定的事项（runtime/climbing/after_deal.py 的 AGREEMENTS）在句中的说法。
AGREED_ZH = {"tribute": "进贡", "same-team-tribute": "联邦之间进贡", "sweep-tribute": "串三户后进贡"}

class ClimbingChinese(Climbing, ChineseBook):
    W = W

    def describe(self, note) -> str:
        """A note's rule and setting in Chinese, the setting by its block's own word where it has one."""
        rule = note.rule
        if rule is None or not note.setting:
            return super().describe(note)
        label = self.W.get(f"setting:{type(rule).__name__}:{note.setting}") or \
            self.W.get(f"setting:{note.setting}", esc(note.setting))
        return f"{self.what(rule)}，{label}"

    def what(self, rule) -> str:
        if isinstance(rule, SetKind):
            return f"一套牌 <code>{esc(rule.name)}</code>"
        if isinstance(rule, Settlement):
            return "计分：" + self.W.get(f"kind:{rule.kind}", esc(str(rule.kind)))
        if isinstance(rule, CoverRow):
            return f"挂{self.joker(rule.attached)}的牌怎么管"
        if isinstance(rule, ThresholdRow):
            return f"够级牌 {self.rank(rule.rank)}"
        if isinstance(rule, ShareRow):
            return f"{self.role(rule.role)}的份额"
        if isinstance(rule, PlaceTribute):
            return f"{self.place_words(rule.giver)}向{self.place_words(rule.receiver)}进贡"
        return super().what(rule)

    def claim(self, claim) -> str:
        c = self.set_cards
        if isinstance(claim, SetClaim):
            return f"{c(claim.cards)}{'是' if claim.holds else '不是'}一套牌。"
        if isinstance(claim, BeatClaim):
            return f"{c(claim.beater)}{'管得了' if claim.holds else '管不了'}{c(claim.standing)}。"
        if isinstance(claim, GoujiClaim):
            return f"{c(claim.cards)}{'是' if claim.holds else '不是'}够级牌。"
        if isinstance(claim, AnswerClaim):
            who = _RELATION.get(claim.source.value, claim.source.value)
            return f"手中有{c(claim.hand)}，{'可以' if claim.holds else '不可以'}管{who}出的{c(claim.standing)}。"
        if isinstance(claim, BurnClaim):
            return f"手中有{c(claim.hand)}，{'可以' if claim.holds else '不可以'}烧{c(claim.standing)}。"
        if isinstance(claim, CallClaim):
            return f"手中有 {self.cards(claim.hand)}，{_CALL[claim.verdict.value]}。"
        if isinstance(claim, SettleClaim):
            order = "、".join(self.role(r) for r in claim.order)
            if claim.left is not None:
                order += f"，手中各剩 {'、'.join(map(str, claim.left))} 张"
            if claim.bid is not None:
                order += f"，叫 {claim.bid} 分" + (f"，打出 {claim.bombs} 个炸弹" if claim.bombs else "") + \
                    ("，春天" if claim.spring else "")
            table_ = f"（{self.W.get('kind:' + claim.table, claim.table)}）" if claim.table else ""
            scores = "，".join(f"{self.role(s.role)} {s.score:+d}" if s.score else f"{self.role(s.role)} 0"
                              for s in claim.scores)
            return f"名次依次为{order}{table_}：{scores}。"
        if isinstance(claim, TributeClaim):
            given = c(claim.given) if claim.given else "不进贡"
            return f"从{c(claim.hand)}进贡 {claim.count} 张：{given}。"
        if isinstance(claim, BiddingClaim):
            steps = "，".join(_BID_STEP.get(s, f"叫 {s} 分") for s in claim.steps)
            if claim.refused:
                return f"从玩家 1 起：{steps}；最后一步不允许。"
            if claim.winner is None:
                return f"从玩家 1 起：{steps}；没人叫，重新发牌。"
            return f"从玩家 1 起：{steps}；玩家 {claim.winner} 当地主，底分 {claim.bid}。"
        if isinstance(claim, LeadClaim):
            deal = "第一局" if claim.after is None else f"上一局名次依次为玩家 {'、'.join(map(str, claim.after))}，下一局"
            facts = [f"玩家 {h.player} 手中有 {self.cards(h.cards)}" for h in claim.holds] + \
                [f"玩家 {r.player} 是{self.role(r.role)}" for r in claim.roles] + \
                ([f"玩家 {claim.giver} 进贡"] if claim.giver is not None else [])
            facts_ = f"，{'，'.join(facts)}" if facts else ""
            if claim.cards:
                return f"{deal}{facts_}：玩家 {claim.leader} 先出，{'可以' if claim.may else '不可以'}先出" \
                    f"{c(claim.cards)}（玩家 1 第一个拿牌）。"
            return f"{deal}{facts_}：玩家 {claim.leader} 先出（玩家 1 第一个拿牌）。"
        if isinstance(claim, RoundClaim):
            words = {"play": "出", "pass": "过牌", "defer": "让牌"}
            steps = "，".join(f"玩家 {s.player} {words[s.action]}" + (c(s.cards) if s.action == "play" else "")
                             + ("出完" if s.out else "") for s in claim.steps)
            what = {"play": f"出{c(claim.cards)}", "pass": "过牌", "defer": "让牌"}.get(claim.action, "")
            result = "这一局结束" if claim.action == "over" else f"玩家 {claim.player} 发下一轮牌" if claim.action == "lead" else \
                f"玩家 {claim.player} {'可以' if claim.holds else '不可以'}{what}"
            return f"一轮中{steps}：{result}（玩家 1 第一个拿牌）。"
        if isinstance(claim, ShownClaim):
            return f"手中剩 {claim.cards} 张牌的玩家{'要' if claim.holds else '不'}把张数显示给所有人。"
        if isinstance(claim, CallingClaim):
            steps = "，".join(f"玩家 {s.player} 让庄" if s.action == "pass" else f"玩家 {s.player} 用 {self.cards(s.cards)} 叫庄"
                             for s in claim.steps)
            facts = "".join(f"，玩家 {h.player} 手中有 {self.cards(h.cards)}" for h in claim.holds) + \
                (f"，{self.cards(claim.aside)} 放在一旁" if claim.aside else "")
            if claim.emperor is None:
                result = "这一局重新发牌"
            elif claim.lone:
                result = f"玩家 {claim.emperor} 是独保的皇帝"
            else:
                result = f"玩家 {claim.emperor} 是皇帝" + (f"，玩家 {claim.guard} 是保皇派" if claim.guard is not None else "")
            return f"叫庄时玩家 {claim.steps[0].player} 持有有标记的那张牌，{steps}{facts}：{result}（玩家 1 第一个拿牌）。"
        if isinstance(claim, RevoltClaim):
            return f"摸到的牌为{c(claim.hand)}，{_REVOLT[claim.verdict.value]}。"
        if isinstance(claim, RevolutionPlacesClaim):
            who = "、".join(f"玩家 {p}" for p in claim.revolted)
            result = "该局作废" if claim.places is None else f"名次依次为玩家 {'、'.join(map(str, claim.places))}"
            return f"{who} 革命，其余玩家依次走科为玩家 {'、'.join(map(str, claim.order))}：{result}。"
        if isinstance(claim, TributePlacesClaim):
            agreed = f"，玩家约定了{'和'.join(AGREED_ZH.get(a, a) for a in claim.agreed)}" if claim.agreed else ""
            last = f"，由玩家 {claim.last} 作大落进贡" if claim.last is not None else ""
            flows = "；".join(f"玩家 {f.giver} 向玩家 {f.receiver} 进 {f.count} 张贡牌" for f in claim.flows) or "没人进贡"
            return f"上一局名次依次为玩家 {'、'.join(map(str, claim.after))}{agreed}{last}：{flows}（玩家 1 第一个拿牌）。"
        return super().claim(claim)
