"""The referee's reasons in Chinese: `zh(reason)` turns a reason the engine gives (a refusal, or why a follow was
legal) into Chinese, for the Chinese rulebook pages and the web app's Chinese mode.

The engine words its reasons in English from a fixed set of templates (Illegal, Ruling, SetError … in
verifier/runtime/): each template has one pattern here, in the glossary's Chinese terms. What a template fills in (cards,
set names, numbers, seats) is kept; a show's name in backticks is the variant's own word and stays as written. A
reason no pattern knows is returned unchanged, and tests/test_reasons_zh.py finds every template of the runtime that
has no pattern, so that a new reason cannot go untranslated unnoticed.
"""
from __future__ import annotations

import re

_UNITS = {"single": "单张", "pair": "对子", "triple": "三张", "tractor": "拖拉机", "triple-tractor": "连刻",
          "any": "任意牌", "throw": "甩牌", "singles": "单张", "pairs": "对子", "triples": "三张", "tractors": "拖拉机",
          "triple-tractors": "连刻"}
_KINDS = {"play": "出牌", "pass": "过牌", "defer": "让牌", "close": "扣牌", "burn": "烧牌", "decline": "不烧",
          "revolt": "革命", "keep": "不革命", "return": "还贡", "accept": "接受", "refuse": "拒绝", "call": "叫庄",
          "pass-call": "让庄", "seize": "抢庄", "open": "明保", "hidden": "暗保"}
_TURN = {"lead": "先出", "answer": "管牌", "close the dead set": "扣牌", "burn or decline": "烧牌或不烧",
         "call": "叫庄", "guard": "决定明保或暗保", "forced": "逼庄", "call or pass the call": "叫庄或让庄",
         "call (forced)": "逼庄叫庄", "say open or hidden": "说明保还是暗保", "seize or not": "决定是否抢庄",
         "say whether they fold (revolution)": "说是否革命", "keep or decline their 够死级 chances": "保留或放弃够死级的机会"}


def _shape(text: str) -> str:
    """`describe` of a shape ("a pair + 2 singles", "pairs") in Chinese."""
    words = []
    for part in text.split(" + "):
        m = re.fullmatch(r"(?:(a|\d+) )?([\w-]+)", part.strip())
        if not m:
            return text
        count, unit = m.groups()
        name = _UNITS.get(unit, unit)
        if unit == "any":
            words.append("任意的牌")
        elif count is None:
            words.append(f"尽可能多的{name}" if unit.endswith("s") else name)
        else:
            words.append(f"一个{name}" if count == "a" else f"{count} 个{name}")
    return "".join(w if i == 0 else ("加 " if w[0].isdigit() else "加") + w for i, w in enumerate(words))


_SUIT_NAMES = {"S": "黑桃", "H": "红桃", "C": "梅花", "D": "方块"}


def _suit(text: str) -> str:
    if text == "trump":
        return "主牌"
    m = re.fullmatch(r"the led suit \((\w+)\)", text)
    return f"首家的花色（{_SUIT_NAMES.get(m.group(1), m.group(1))}）" if m else text


def _missing(text: str) -> str:
    """`it holds 1 × 9, the set needs 3` (one per rank short, separated by `; `) in Chinese."""
    parts = []
    for part in text.split("; "):
        m = re.fullmatch(r"it holds (\d+) × (\S+), the set needs (\d+)", part)
        parts.append(f"只有 {m.group(1)} 张 {m.group(2)}，这套牌要 {m.group(3)} 张" if m else part)
    return "；".join(parts)


def _who(text: str) -> str:
    return {"the declarer": "庄家", "the kitty overcaller": "反底的人"}.get(text, text)


def _absent(text: str) -> str:
    """`level cards in H or D`, `BJ`: what a show's `without` forbids."""
    m = re.fullmatch(r"level cards(?: in (.+))?", text)
    if m:
        return (m.group(1).replace(" or ", "、") + " 的" if m.group(1) else "") + "级牌"
    return {"BJ": "大王", "SJ": "小王"}.get(text, text)


def _better(text: str) -> str:
    return {"lower": "更低", "higher": "更高"}.get(text, text)


# The actions of a climbing play named in a reason (a refused kind of action).
_KIND = {"pass": "过牌", "defer": "让牌", "burn": "烧牌", "decline": "不烧", "close": "扣牌", "call": "叫庄",
         "seize": "抢庄", "bid": "叫分", "play": "出牌"}


# (pattern, Chinese, converters of the groups): the first pattern that matches the whole reason is used.
_PATTERNS: list[tuple[str, str, dict]] = [
    # The web app wraps a reason of the engine (verifier/web/session.py)
    (r"the engine refused the play: (?P<reason>.+)", "引擎拒绝了这一步：{reason}", {"reason": lambda x: zh(x)}),
    # Games of shaped sets (runtime/climbing/shaped_play.py, bidding.py, table.py, notation.py, deal.py, settlement.py)
    (r"a player who can beat the standing set must \(有大必压\)", "管得上的玩家必须管（有大必压）", {}),
    (r"a (?P<kind>[\w-]+) is not an action of this game's play", "出牌时不能{kind}", {"kind": lambda k: _KIND.get(k, k)}),
    (r"the first lead holds (?P<card>\S+)", "第一手牌必须带上 {card}", {}),
    (r"seat (?P<seat>\d+) does not go out: the steps give it (?P<n>\d+) more card\(s\) to play",
     "座位 {seat} 没有出完：这些步骤之后它还剩 {n} 张牌要出", {}),
    (r"(?P<cards>.+) is no set of this game", "{cards} 不是这种游戏的一套牌", {}),
    (r'"(?P<cards>.+)" is no (?P<kind>.+)', "“{cards}”不是{kind}", {}),
    (r"the bidding is over", "叫分已经结束", {}),
    (r"a (?P<kind>[\w-]+) is not a bid: bid (?P<bids>.+) or pass", "{kind}不是叫分：叫 {bids} 分，或者不叫",
     {"kind": lambda k: _KIND.get(k, k), "bids": lambda b: b.replace(", ", "、")}),
    (r"(?P<n>\d+) is no bid: the bids are (?P<bids>.+)", "{n} 不是可叫的分：可叫的是 {bids} 分",
     {"bids": lambda b: b.replace(", ", "、")}),
    (r"a (?P<kind>[\w-]+) is not a bid: a call or a pass", "{kind}不是叫地主：叫地主，或者不叫",
     {"kind": lambda k: _KIND.get(k, k)}),
    (r"a (?P<kind>[\w-]+) is not a bid: a rob or a pass", "{kind}不是抢地主：抢地主，或者不抢",
     {"kind": lambda k: _KIND.get(k, k)}),
    (r"a rob doubles the stake to (?P<stake>\d+), not (?P<n>\d+): a rob or a pass now",
     "抢地主使底分翻倍到 {stake}，不是 {n}：现在只能抢地主或者不抢", {}),
    (r"a call is a bid of 1, not (?P<n>\d+): a call or a pass now", "叫地主算叫 1，不是 {n}：现在只能叫地主或者不叫", {}),
    (r"a bid is higher than the bid before \((?P<high>\d+)\), not (?P<n>\d+)", "叫分要比前面的（{high} 分）高，不能叫 {n} 分",
     {}),
    (r"(?P<total>\d+) cards dealt (?P<per>\d+) to each of (?P<n>\d+) players leave (?P<left>\d+), not the "
     r"(?P<bottom>\d+) bottom cards", "{total} 张牌每人发 {per} 张、发给 {n} 个玩家，剩下 {left} 张，不是 {bottom} 张底牌", {}),
    (r"the table has no row for a player left with (?P<n>\d+) cards", "计分表没有剩 {n} 张牌的那一行", {}),
    (r"a settlement by cards left needs each player's cards left", "按剩余张数结算需要每个玩家剩下的张数", {}),
    # Following (runtime/trick/play/follow.py)
    (r"no obligation for a single beyond the suit", "单张只须跟花色，没有别的要求", {}),
    (r"no obligation for a (?P<kind>[\w-]+) beyond the suit", "{kind}只须跟花色，没有别的要求", {"kind": _shape}),
    (r"the hand cannot fill the lead from the led suit", "首家花色的牌不够，其余的可以出别的牌", {}),
    (r"no obligation of the ladder can be met", "手里的牌满足不了跟牌的任何一条要求", {}),
    (r"no obligation for a rainbow beyond the number of cards", "跟彩虹只须出同样多的牌，没有别的要求", {}),
    (r"the hand holds a rainbow as long as the lead's, so it must play it", "手里有和首家一样长的彩虹，必须出", {}),
    (r"plays (?P<shape>.+), the first obligation the hand can meet", "出了{shape}：这是手里的牌能满足的第一条要求",
     {"shape": _shape}),
    (r"the hand holds (?P<shape>.+) of the led suit, so it must play it", "手里有首家花色的{shape}，必须出",
     {"shape": _shape}),
    (r"(?P<n>\d+) cards were led; (?P<m>\d+) played", "首家出了 {n} 张，这里出了 {m} 张", {}),
    (r"must follow (?P<suit>.+): the hand holds (?P<n>\d+) such card\(s\)", "必须跟{suit}：手里还有 {n} 张",
     {"suit": _suit}),
    (r"must ruff: void in the led suit, the hand holds (?P<n>\d+) trump\(s\)",
     "必须毙：首家的花色已经没有，手里有 {n} 张主牌", {}),
    (r"(?P<cards>.+) not in the hand", "手里没有 {cards}", {}),
    # Throws and leads
    (r"another hand beats (?P<cards>.+)", "别家有牌大过 {cards}：甩牌失败", {}),
    (r"no other hand beats any part of the throw", "别家没有牌大过甩牌的任何一部分", {}),
    (r"a throw is of one suit \(or of trumps only\)", "甩牌必须是同一花色（或全是主牌）", {}),
    (r"a lead plays at least one card", "首家至少出一张牌", {}),
    (r"a lead is of one suit, or of trumps only", "首家出的牌必须是同一花色，或全是主牌", {}),
    (r"`(?P<cards>.+)` is not one combination, and the variant has no throws", "{cards} 不是一个牌型，而这个玩法不许甩牌", {}),
    (r"trumps are never thrown: only a side suit, in its first rounds", "主牌不能甩：只能在副牌的前几轮甩", {}),
    (r"a side suit is thrown only in its first (?P<n>\d+) rounds; it has been led (?P<m>\d+) times",
     "副牌只能在前 {n} 轮甩；这门花色已经出过 {m} 轮", {}),
    # Declaring (runtime/trick/phases/declaring.py)
    (r"a declaration shows at least one card", "亮主至少亮一张牌", {}),
    (r"`(?P<cards>.+)` is no declaration of this deal at level (?P<level>\S+)", "{cards} 不是打 {level} 时可以亮的主", {}),
    (r"the standing declaration `(?P<show>.+)` cannot be overcalled: it is not in the overcall order",
     "已亮的 `{show}` 不能被反：它不在反主的次序里", {}),
    (r"`(?P<show>.+)` is not in the overcall order and cannot overcall", "`{show}` 不在反主的次序里，不能反主", {}),
    (r"`(?P<show>.+)` does not overcall the standing `(?P<standing>.+)`: only a later step of the overcall order does",
     "`{show}` 反不了已亮的 `{standing}`：只有反主次序里更靠后的才能反", {}),
    (r"`(?P<show>.+)` is declared only without (?P<what>.+?): the hand holds (?P<card>\S+)",
     "`{show}` 只有手中没有{what}时才能亮：手中有 {card}", {"what": _absent}),
    (r"declarations are face down: each player declares once", "亮主扣着亮：每人只亮一次", {}),
    (r"a player may not reinforce their own declaration", "不可以自保", {}),
    (r"a player may not overcall their own declaration", "不可以自反", {}),
    (r"at most (?P<n>\d+) overcall\(s\) in a deal", "一副牌最多反主 {n} 次", {}),
    (r"the show `(?P<show>.+)` names no suit", "`{show}` 没有定花色", {}),
    (r"the show `(?P<show>.+)` names a suit of the declarer's choice: none named", "`{show}` 由亮主的人选花色：没有选", {}),
    (r"nobody declared and the variant deals again, but the record has no further deck",
     "没人亮主，这个玩法要重新发牌，但牌谱里没有下一副牌", {}),
    # The kitty, kitty overcalls, tribute (runtime/phase_kitty.py)
    (r"(?P<who>.+) buries (?P<n>\d+) cards, as many as (?P<drawn>.*?)the kitty; (?P<m>\d+) buried", "{who}要扣 {n} 张，和{drawn}底牌一样多；扣了 {m} 张",
     {"who": _who, "drawn": lambda x: "换到的" if x else ""}),
    (r"(?P<cards>.+) may not be buried", "{cards} 不可以扣底", {}),
    (r"a big joker is buried before any small joker: SJ buried while the hand keeps BJ",
     "扣王要先扣大王：手里还留着大王，却扣了小王", {}),
    (r"the variant has no kitty overcalls", "这个玩法不能反底", {}),
    (r"nobody declared in this deal: there is no declaration to overcall", "这一副没人亮主：没有可反的主", {}),
    (r"at most (?P<n>\d+) kitty overcall\(s\) in a deal", "一副牌最多反底 {n} 次", {}),
    (r"the player who buried the kitty last cannot overcall it", "最后扣底的人不能反底", {}),
    (r"only the attackers may overcall the kitty", "只有闲家可以反底", {}),
    (r"a kitty overcall shows at least one card", "反底至少亮一张牌", {}),
    (r"`(?P<cards>.+)` is no declaration of the kitty overcall order at level (?P<level>\S+)",
     "{cards} 不在打 {level} 时反底的次序里", {}),
    (r"`(?P<show>.+)` does not overcall the standing `(?P<standing>.+)`: only a later step of the kitty overcall "
     r"order does", "`{show}` 反不了已亮的 `{standing}`：只有反底次序里更靠后的才能反", {}),
    (r"the tribute of (?P<n>\d+) card\(s\) is returned with as many cards, side cards without points first \(the "
     r"hand holds (?P<k>\d+)\); (?P<m>\d+) returned", "进贡 {n} 张，要还同样多张牌，先还不带分的副牌（手里有 {k} 张）；还了 {m} 张", {}),
    (r"(?P<card>.+) cannot be returned: only side cards without points, from the hand, while it holds any",
     "{card} 不能还：手里还有不带分的副牌时，只能还这些牌", {}),
    # Others bury jokers into the kitty (扣王, runtime/phase_rebury.py)
    (r"only the declarer buries: the variant lets nobody else bury jokers", "只有庄家扣底：这个玩法不许别人扣王", {}),
    (r"the declarer has buried: only the other players bury jokers now", "庄家已经扣过底：现在只有其他玩家可以扣王", {}),
    (r"the kitty is a dry pot \(干锅\): only trumps or only side cards, so no jokers are buried into it",
     "底牌是干锅：全是主或全是副牌，不能在底牌中扣王", {}),
    (r"the declarer buried only point cards \(and jokers\): nobody else buries jokers",
     "庄家扣的全是分牌（或分牌和王牌）：其他人不能再扣王", {}),
    (r"bury at least one joker, or pass", "至少扣一张王，或者不扣", {}),
    (r"only jokers are buried into the kitty: (?P<cards>.+) is not one", "只能在底牌中扣王：{cards} 不是王", {}),
    (r"(?P<n>\d+) joker\(s\) buried, but the kitty holds only (?P<m>\d+) card\(s\) without points to pick up "
     r"\(jokers are not picked up\)", "扣了 {n} 张王，但底牌中只有 {m} 张不带分的牌可捡（王不捡回）", {}),
    (r"as many cards are picked up as jokers buried \(扣几张捡几张\): (?P<n>\d+), not (?P<m>\d+)",
     "扣几张捡几张：要捡 {n} 张，不是 {m} 张", {}),
    (r"(?P<cards>.+) not in the kitty", "{cards} 不在底牌中", {}),
    (r"the smallest cards without points are picked up \(side cards before trumps, then by rank; of equal cards any "
     r"suit\): (?P<want>.+), or equal cards of other suits",
     "要捡底牌中最小的非分牌（副牌比主牌小，再按点数；点数相同的花色任选）：{want}，或其他花色的同样的牌", {}),
    # Bidding, friends, exchange
    (r"the first bidder must bid", "第一个叫分的人必须叫", {}),
    (r"a bid is a number of points, not (?P<bid>.+)", "叫分是一个分数，不是 {bid}", {}),
    (r"a bid of (?P<bid>\S+): bids are multiples of (?P<step>\d+) from (?P<low>\d+) to (?P<high>\d+)",
     "叫 {bid} 分不行：叫分是 {step} 的倍数，从 {low} 到 {high}", {}),
    (r"a bid of (?P<bid>\S+) does not beat the standing (?P<standing>\S+): a bid must be (?P<better>\w+)",
     "叫 {bid} 分压不过已叫的 {standing} 分：必须叫得{better}", {"better": _better}),
    (r"the declarer names a suit as the trump suit \(S, H, C or D\), not (?P<named>.+)",
     "庄家要定一门花色做主（S、H、C 或 D），不能是 {named}", {}),
    (r"the declarer calls a friend by a card and which copy of it", "庄家找朋友要叫一张牌，并说是第几张", {}),
    (r"the called card is not in the deck", "叫的牌不在这几副牌里", {}),
    (r"the deck holds (?P<n>\d+) (?P<card>\S+): the copy called is copy 1 to (?P<m>\d+)",
     "牌里有 {n} 张 {card}：只能叫第 1 到第 {m} 张", {}),
    (r"the declarer holds (?P<card>\S+) and may not call a card they hold", "庄家手里有 {card}，不能叫自己手里的牌", {}),
    (r"each player gives (?P<n>\d+) card\(s\) in the exchange; (?P<m>\d+) given", "换牌时每人给 {n} 张；给了 {m} 张", {}),
    (r"(?P<card>.+) cannot be given: it is not in the hand", "{card} 不能给：手里没有", {}),
    # The climbing family: sets and the beat relation (runtime/climbing/)
    (r"(?P<set>.+) has a big joker attached: it is dead, nothing beats it(?P<closer>.*)",
     "{set} 挂了大王：是死牌，谁也管不了{closer}", {"closer": lambda x: "，由对头扣牌" if x else ""}),
    (r"a set that beats has as many cards as the standing set \((?P<n>\d+)\), not (?P<m>\d+)",
     "管牌要和桌上的牌张数相同（{n} 张），不是 {m} 张", {}),
    (r"(?P<set>.+) is beaten only by a set with at least (?P<n>\d+) big joker\w*, higher on both counts",
     "{set} 只能用至少挂 {n} 张大王的牌管，两样都要更大", {}),
    (r"(?P<set>.+) is beaten only by a set with at least (?P<n>\d+) jokers", "{set} 只能用至少挂 {n} 张王的牌管", {}),
    (r"jokers may not be attached to beat a plain set", "管不挂王的牌时不能挂王", {}),
    (r"(?P<a>\S+) is not higher than (?P<b>\S+): a set that beats is of a higher rank", "{a} 不比 {b} 大：管牌要点数更大", {}),
    # Sets of many kinds (runtime/climbing/order.py, shapes.py); a kind's name is the variant's own word
    (r"(?P<set>.+) is a bomb: only a higher bomb beats it", "{set} 是炸弹：只有更大的炸弹能管", {}),
    (r"a (?P<a>\S+) is a lower bomb than a (?P<b>\S+)", "{a} 是比 {b} 小的炸弹", {}),
    (r"a bomb of (?P<n>\d+) cards does not beat one of (?P<m>\d+)", "{n} 张的炸弹管不了 {m} 张的", {}),
    (r"a (?P<a>\S+) is lower than a (?P<b>\S+) on the ladder", "牌型顺序中 {a} 比 {b} 小", {}),
    (r"(?P<set>.+) is beaten only by a (?P<kind>\S+)(?P<bomb> or a bomb)?", "{set} 只能用{kind}{bomb}管",
     {"bomb": lambda x: "或炸弹" if x else ""}),
    (r"a (?P<kind>\S+) of (?P<n>\d+) ranks is beaten only by one of as many", "{n} 个点数的{kind}只能用同样多点数的管", {}),
    (r"(?P<a>.+) is not higher than (?P<b>.+): of equal ranks, the higher suit of the highest card beats",
     "{a} 不比 {b} 大：点数相同时比最大那张牌的花色", {}),
    (r"(?P<a>.+) is not higher than (?P<b>.+): a set that beats is of a higher rank", "{a} 不比 {b} 大：管牌要点数更大", {}),
    (r"the cards do not read as a (?P<kind>\S+)", "这些牌不能读作{kind}", {}),
    (r"no set", "不是一套牌", {}),
    (r"the cards read as (?P<a>.+) and as (?P<b>.+): the player declares which", "这些牌可读作 {a}，也可读作 {b}：由出牌人声明", {}),
    (r"the cards read as (?P<a>.+) and as (?P<b>.+), and neither beats the other: the play has no best reading",
     "这些牌可读作 {a}，也可读作 {b}，两者互不能管：没有最大的读法", {}),
    (r"\"(?P<cards>.+)\" is no set of this game \(its kinds: (?P<kinds>.+)\)", "“{cards}”不是这个玩法的一套牌（牌型：{kinds}）", {}),
    (r"`(?P<card>.+)` is not a card: (?P<why>.+)", "`{card}` 不是一张牌：{why}", {}),
    (r"a set has at least one card", "一套牌至少一张", {}),
    (r"a set is cards of one rank \((?P<mixed>.+) are mixed\); only jokers(?P<money>.*) may be attached",
     "一套牌是同一点数的牌（{mixed} 混在一起了）；只能挂王{money}",
     {"money": lambda x: "和贴钱" if x else "", "mixed": lambda x: x.replace(" and ", "、")}),
    (r"jokers may not be attached to a set here", "这里不能挂王", {}),
    (r"jokers do not make a set of their own", "王不能单独成一套牌", {}),
    (r"(?P<what>.+) may not be attached to a set of another rank", "{what} 不能挂在别的点数的牌上", {}),
    (r"not a set of this game", "不是这个玩法的一套牌", {}),
    (r"the set reads as (?P<set>.+)", "这套牌应读作 {set}", {}),
    (r"the hand does not hold (?P<set>.+): (?P<missing>.+)", "手里没有 {set}：{missing}", {"missing": _missing}),
    (r"a play needs a set", "出牌要出一套牌", {}),
    # The round
    (r"the deal is over", "这副牌已经结束", {}),
    (r"seat (?P<seat>\d+) leads: a set must be played \(a (?P<kind>\S+) is not allowed here\)",
     "座位 {seat} 先出：必须出一套牌（这里不能{kind}）", {"kind": lambda x: _KINDS.get(x, x)}),
    (r"the standing set is dead: its opposite closes it", "桌上的是死牌：由对头扣牌", {}),
    (r"seat (?P<seat>\d+) may burn the gouji set or decline", "座位 {seat} 可以烧这套够级牌，或者不烧", {}),
    (r"a player who can beat the standing set must", "管得上的人必须管", {}),
    (r"defer is not allowed here(?P<why>.*)", "这里不能让牌{why}",
     {"why": lambda x: {": this game has no defer": "：这个玩法没有让牌",
                        ": a player defers only their opposite's set, once": "：只能让对头的牌，而且只能让一次",
                        ": a player defers once, in the first circle": "：只能在第一圈让一次"}.get(x, x)}),
    (r"a (?P<kind>\S+) is not an action of the play", "出牌时不能{kind}", {"kind": lambda x: _KINDS.get(x, x)}),
    (r"seat (?P<seat>\d+) may not answer now: a gouji set is answered only by its opposite \(seat (?P<opp>\d+)\), a "
     r"burn or a player with no opposite, and it is seat (?P<turn>\d+)'s turn",
     "座位 {seat} 现在不能管：够级牌只能由对头（座位 {opp}）管，或者烧牌、无头的人管；现在轮到座位 {turn}", {}),
    (r"seat (?P<seat>\d+) has no cards in play", "座位 {seat} 手里已经没有牌", {}),
    (r"seat (?P<seat>\d+) may not answer: the last set of seat (?P<p>\d+) is answered by its opposite \(seat "
     r"(?P<o>\d+)\) alone \(够死级\)", "座位 {seat} 不能管：座位 {p} 的底牌只能由其对头（座位 {o}）管（够死级）", {}),
    (r"seat (?P<seat>\d+) may not answer: seat (?P<p>\d+) played it with a 够死级 chance, and only a burn answers it",
     "座位 {seat} 不能管：座位 {p} 用一次够死级的机会出了这套牌，只有烧牌可以管", {}),
    (r"seat (?P<seat>\d+) may not answer: a set played over seat (?P<d>\d+)'s deferral is answered by its opposite "
     r"\(seat (?P<o>\d+)\) alone", "座位 {seat} 不能管：对座位 {d} 让牌后顺的牌，只有其对头（座位 {o}）可以管", {}),
    (r"it is seat (?P<turn>\d+)'s turn to (?P<what>.+), not seat (?P<seat>\d+)'s",
     "现在轮到座位 {turn}{what}，不是座位 {seat}", {"what": lambda x: _TURN.get(x, x)}),
    (r"a burn must leave one set, or a joker for every later set but the last \((?P<ranks>\d+) ranks left, "
     r"(?P<jokers>\d+) jokers\)", "烧牌后手里要么只剩一套牌，要么除最后一套外每套都能挂王（剩 {ranks} 种点数，{jokers} 张王）", {}),
    (r"after a burn every set of the burner carries a joker, the last excepted", "烧牌以后，除最后一套外每套牌都要挂王", {}),
    # Situations (the facade's may_answer, may_burn)
    (r"the hand holds nothing that beats it", "手里没有管得上的牌", {}),
    (r"this game has no burning", "这个玩法没有烧牌", {}),
    (r"only a gouji set is burnt", "只有够级牌可以烧", {}),
    (r"a burn first beats the gouji set, and the hand holds nothing that does", "烧牌先要管上够级牌，而手里没有管得上的", {}),
    (r"the hand is not offered a burn", "这手牌没有烧牌的机会", {}),
    (r"a gouji set is answered only by its opposite \(or a burn, or a player with no opposite\)",
     "够级牌只能由对头管（或者烧牌、无头的人管）", {}),
    (r"the set is dead: nothing beats it", "这是死牌：谁也管不了", {}),
    # Calling the emperor, revolution, tribute (Baohuang, Gouji)
    (r"the call is over", "叫庄已经结束", {}),
    (r"a (?P<kind>\S+) is not part of the call", "叫庄时不能{kind}", {"kind": lambda x: _KINDS.get(x, x)}),
    (r"the forced call is made with exactly (?P<n>\d+) cards of one kind \(seat (?P<seat>\d+) holds (?P<k>\d+) × "
     r"(?P<card>.+)\)", "逼庄要用正好 {n} 张同样的牌（座位 {seat} 有 {k} 张 {card}）", {}),
    (r"a call needs (?P<n>\S+) cards of one rank and suit; seat (?P<seat>\d+) holds (?P<k>\d+) × (?P<card>.+)",
     "叫庄要 {n} 张同点数同花色的牌；座位 {seat} 有 {k} 张 {card}", {}),
    (r"jokers are not calling cards here", "这里王不能当叫庄牌", {}),
    (r"(?P<who>.+) says open or hidden", "{who}要决定是否亮明身份", {"who": lambda x: {
        "the guard": "保皇派（明保或暗保）", "the lone emperor": "独保的皇帝（明独或暗独）"}.get(x, x)}),
    (r"before the holder of the marked card calls, each other player seizes or declines",
     "持标记牌的人叫庄之前，其他玩家依次抢庄或不抢", {}),
    (r"seizing is not allowed now", "现在不能抢庄", {}),
    (r"the forced call: a player holding exactly (?P<n>\d+) cards of one kind must call",
     "逼庄：手里正好有 {n} 张同样的牌的人必须叫庄", {}),
    (r"the marked card (?P<card>\S+) is not in the deck", "标记牌 {card} 不在牌里", {}),
    (r"a player dealt no joker and no 2 may declare a revolution or keep the hand", "没有王也没有 2 的人可以革命，或者不革命", {}),
    (r"a revolutionary's opposite keeps their 够死级 chances or declines them \(and then has no opposite, 无头\)",
     "革命者的对头保留够死级的机会，或者放弃（即视为无头）", {}),
    (r"the last says whether they give as the last \(keep\) or their teammate the second-last does \(swap\)",
     "大落决定自己作大落进贡（keep），还是由同伙二落作大落（swap）", {}),
    (r"no tribute is owed", "不用进贡", {}),
    (r"it is seat (?P<turn>\d+)'s turn in the tribute, not seat (?P<seat>\d+)'s", "进贡现在轮到座位 {turn}，不是座位 {seat}", {}),
    (r"the receiver returns (?P<a>.+), not (?P<b>.+)", "受贡者要还 {a}，不是 {b}", {}),
    (r"the giver accepts or refuses the returned card", "进贡的人接受或拒绝还回来的牌", {}),
    (r"(?P<n>\d+) cards do not deal (?P<hand>\d+) to each of (?P<players>\d+) players",
     "{n} 张牌不够每人发 {hand} 张（{players} 人）", {}),
    # Settlement
    (r"no fixed row of the table applies to these places", "计分表里没有适用于这些名次的固定行", {}),
    (r"the variant has no settlement table for a (?P<kind>\S+) deal", "这个玩法没有 {kind} 这种牌局的计分表", {}),
    (r"the places (?P<places>.+) are not an order of the (?P<n>\d+) seats", "名次 {places} 不是 {n} 个座位的一种排列", {}),
    (r"the table has (?P<n>\d+) places for (?P<m>\d+) players", "计分表有 {n} 个名次，却有 {m} 个玩家", {}),
    (r"(?P<role>.+)'s share (?P<a>\d+)/(?P<b>\d+) of (?P<c>.+) is not whole", "{role} 分得 {c} 的 {a}/{b}，不是整数", {}),
    # Kitty demotion (抠底降级) and levels not wasted (级数不浪费): runtime/shares.py
    (r"(?P<n>\d+) level\(s\) to lose: name the player who loses each of them", "要降 {n} 级：请指定每一级由哪位玩家降", {}),
    (r"player (?P<seat>\d+) may not be named: the players who may are (?P<who>.+)",
     "不能指定玩家 {seat}：可以指定的玩家是 {who}", {}),
    (r"player (?P<seat>\d+) can lose (?P<n>\d+) level\(s\) only \(down to the ladder's first level\)",
     "玩家 {seat} 只能再降 {n} 级（降到最低一级为止）", {}),
    (r"(?P<n>\d+) level\(s\) left over: name at most (?P<m>\d+) player\(s\), one per level",
     "剩余 {n} 级：最多指定 {m} 位玩家，每级一位", {}),
    (r'each level is given as \[player, "up"\] or \[player, "down"\]', '每一级写成 [玩家, "up"] 或 [玩家, "down"]', {}),
    (r"player (?P<seat>-?\d+) cannot be given a level", "不能把级数给玩家 {seat}", {}),
    (r"player (?P<seat>\d+) is on the other side: a level left over lowers them, it does not raise them",
     "玩家 {seat} 是对方的人：剩余的级数只能让他降级，不能让他升级", {}),
    (r"player (?P<seat>\d+) is on the same side: a level left over raises them, it does not lower them",
     "玩家 {seat} 是己方的人：剩余的级数只能让他升级，不能让他降级", {}),
    (r"player (?P<seat>\d+) can be raised (?P<n>\d+) level\(s\) only \(up to a mandatory level, no further\)",
     "玩家 {seat} 只能再升 {n} 级（升到必打级为止）", {}),
    (r"player (?P<seat>\d+) can be lowered (?P<n>\d+) level\(s\) only \(down to the ladder's first level\)",
     "玩家 {seat} 只能再降 {n} 级（降到最低一级为止）", {}),
    # The web app's own messages (verifier/web/)
    (r"give one number of levels for each of the (?P<n>\d+) players, in seat order",
     "请按座位顺序为 {n} 位玩家各填一个级数", {}),
    (r"accept \(0\) or refuse \(1\) the levels given", "接受（0）或拒绝（1）给你的级数", {}),
    (r"keep from 0 to (?P<n>\d+) level\(s\) of the spoils", "战利品共 {n} 级：自己留 0 到 {n} 级", {}),
    (r"no hint for this question", "这一步没有提示", {}),
    (r"nothing to play now", "现在不用出牌", {}),
]

_COMPILED = [(re.compile(pattern), text, convert) for pattern, text, convert in _PATTERNS]


def zh(reason: str) -> str:
    """The reason in Chinese; unchanged when no pattern knows it (or it is empty)."""
    if not reason:
        return reason
    for pattern, text, convert in _COMPILED:
        m = pattern.fullmatch(reason)
        if m:
            values = {k: (convert[k](v) if k in convert else (v or "")) for k, v in m.groupdict().items()}
            return text.format(**values)
    return reason


def known(reason: str) -> bool:
    """Whether a pattern knows the reason."""
    return any(pattern.fullmatch(reason) for pattern, _, _ in _COMPILED)


__all__ = ["zh", "known"]
