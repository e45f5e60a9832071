"""What a newcomer needs before the rules: how a deal goes, a whole deal played out with the referee's reasons, and
the figures of simulated deals. Written from the compiled rules, the engine's own play and rulebook/figures.py, in the
page's language (the words are in `WORDS`, one entry per language, so the two pages say the same)."""
from __future__ import annotations

import functools

from ...runtime.cards import parse_cards
from ...runtime.trick import ids as I
from ...runtime.trick.combos import kind_of_ids
from ...runtime.trick.play.follow import follow_ids
from ...play.reasons_zh import zh
from ..markdown import esc, table
from ..plots import bars

WORDS = {
    "en": {
        "teams=partners": "in two teams of partners sitting opposite each other",
        "teams=friends": "each for themselves at first: the declarer calls a card, and whoever plays it becomes the "
                         "declarer's secret friend for the deal",
        "teams=declarer-alone": "the winner of the bidding against all the others",
        "object": "{players} players, {teams}, play with {decks} deck(s), {cards} cards. In every deal one side "
                  "declares (the declarers, 庄家) and the other side (the attackers, 闲家) tries to take point cards "
                  "in tricks — {points} points in the deck. The outcome raises a side's level (级): the levels run "
                  "{ladder}, and {top}.",
        "top=match-won": "the first side to pass the top level wins the match",
        "top=restart": "past the top level a side starts again from the bottom and scores a round",
        "top=new-round": "past the top level a new round starts from the bottom",
        "top=restart-keeping-steps": "past the top level both sides start again from the bottom, and the side that "
        "passed it rises the steps it had left",
        "top=wrap-around": "past the top level a side starts again from the bottom with the steps it had left, and "
        "scores a round; the match has no end",
        "deal": "**Dealing and declaring.** The cards are dealt one by one, {hand} to each player{kitty}. While they "
                "arrive, a player may [declare](#declaring): show a level card (of the rank being played) or jokers "
                "as the variant allows, to fix the trump suit; a stronger declaration overcalls the standing one.",
        "kitty": "; {kitty} are left face down as the kitty (底牌)",
        "bidding": "**Bidding.** Before any card is played the players [bid](#bidding) for the attackers' target; the "
                   "winner of the bidding is the declarer and names the trump suit.",
        "nobody": " If nobody declares: {fallback}.",
        "kitty-step": "**The kitty.** The declarer takes the kitty and [buries](#kitty) as many cards face down.",
        "kitty-overcall": " Then the others may overcall the kitty (反底) and bury it again, raising the stake.",
        "friends": "**The friend.** The declarer [calls a card](#friends); the player who plays that copy of it "
                   "joins the declarer's side, unknown until then.",
        "exchange": "**The exchange.** Players give each other cards as the [exchange](#exchange) says.",
        "tricks": "**Tricks.** The declarer leads the first trick with {combos}{more}; the others "
                  "[follow](#play) {direction} with as many cards, of the led suit while they have it. A player "
                  "void in it may ruff with trumps. The strongest play wins the trick and its points, and its "
                  "player leads next.",
        "throws": ", or a throw of several top combinations",
        "or": " or ", "single": "a single", "pair": "a pair", "triple": "a triple", "tractor": "a tractor",
        "triple-tractor": "a triple tractor", "bomb": "a bomb",
        "bonus": "**The last trick.** If the attackers win the last trick, the kitty's points go to them, "
                 "[multiplied](#kitty-bonus) by the combination that won it.",
        "scoring": "**Scoring.** The attackers' points decide the deal by the [scoring table](#scoring): the "
                   "declarers rise when the attackers take little, the attackers take over (上台) when they take "
                   "enough.",
        "next": "**The next deal.** The [next declarer](#next-declarer) is chosen by the outcome, and the next deal is "
                "played at the declarers' level.",
        "ccw": "counter-clockwise", "cw": "clockwise",
        "worked-intro": "One deal as the engine plays it (seed {seed}, greedy players), card by card. Each follow shows "
                        "the referee's ruling of it and the rule it applies.",
        "declared": "Player {player} declares with {cards} after {after} cards",
        "no-declaration": "Nobody declares: {fallback}.",
        "trump-is": "Trump: {trump}; level {level}; player {declarer} is the declarer and buries {buried}.",
        "trick": "Trick", "lead": "Lead", "plays": "Plays and rulings", "winner": "Winner", "points": "Points",
        "player": "player", "leads": "leads", "failed": "a failed throw of {cards}: only {forced} stands",
        "result": "The attackers take {points} points (kitty bonus {bonus}): {outcome} ({rule}).",
        "stats-intro": "{deals} deals of seeded matches played by the greedy players at every seat (`verifier "
                       "simulate`): the declarers win {rate} of them; {violations} invariant violations. The full "
                       "report of these deals, every figure with its 95% interval, by seat and for the first "
                       "declarer, with plots: `verifier analyse {id} --games {deals}` ([balance "
                       "reports](../agents.md#reports)).",
        "points-title": "Attackers' points per deal", "points-x": "points (5-point steps); dashed: scoring rows",
        "deals": "deals", "bonus-title": "The last trick", "bonus-x": "kitty multiplier (none: declarers won it)",
        "length-title": "Length of a match", "length-x": "deals until a side passed the top", "matches": "matches",
        "unplayable": "The engine cannot play this variant: {reason}.",
        "none": "none", "nt": "no-trump", "h-overview": "How a deal goes {#overview}",
        "h-worked": "A deal played out {#worked-deal}", "h-stats": "Simulated deals {#statistics}",
        "side=declarers": "the declarers", "side=attackers": "the attackers", "kind=keep": "keep the declaring",
        "kind=take-over": "take over", "kind=give": "give levels", "kind=nothing": "nothing changes",
    },
    "zh": {
        "teams=partners": "分成两方，对家为同伴",
        "teams=friends": "起初各自为战：庄家叫一张牌，打出那张牌的人就是庄家这一副的暗中朋友",
        "teams=declarer-alone": "竞标的赢家一人对其他所有人",
        "object": "{players} 人{teams}，用 {decks} 副牌共 {cards} 张。每一副牌由一方做庄（庄家），另一方（闲家）在各墩中抓分牌，"
                  "整副牌共 {points} 分。结果决定哪一方升级：级从 {ladder}，{top}。",
        "top=match-won": "先打过最高一级的一方赢得整局",
        "top=restart": "打过最高一级后从最低一级重新开始，并记一轮",
        "top=new-round": "打过最高一级后从最低一级开始新的一轮",
        "top=restart-keeping-steps": "打过最高一级后双方从最低一级重新开始，打过的一方再升没升完的级数",
        "top=wrap-around": "打过最高一级的一方从最低一级重新开始，再升没升完的级数，并记一轮；比赛没有终点",
        "deal": "**发牌和亮主。** 一张一张发牌，每人 {hand} 张{kitty}。发牌时玩家可以[亮主](#declaring)：亮出级牌（本副所打点数的牌）"
                "或本玩法允许的王，定下主花色；更强的亮主可以反掉已亮的主。",
        "kitty": "，余下 {kitty} 张扣作底牌",
        "bidding": "**竞标。** 出牌前玩家[竞标](#bidding)闲家的目标分；竞标的赢家做庄并定主花色。",
        "nobody": "如果没人亮主：{fallback}。",
        "kitty-step": "**底牌。** 庄家拿起底牌，再[扣下](#kitty)同样多的牌。",
        "kitty-overcall": "然后其他人可以反底并重新扣底，赌注加倍。",
        "friends": "**找朋友。** 庄家[叫一张牌](#friends)；打出这一张的人加入庄家一方，此前无人知道。",
        "exchange": "**换牌。** 玩家按[换牌](#exchange)的规定互相给牌。",
        "tricks": "**出牌。** 庄家首先出牌，可以出{combos}{more}；其他人{direction}依次[跟牌](#play)，张数相同，"
                  "有首家的花色就必须跟。没有这门花色的可以用主牌毙。最大的牌赢得这一墩和其中的分，由他接着出牌。",
        "throws": "，或者甩牌（同时出几个最大的牌型）",
        "or": "或", "single": "单张", "pair": "对子", "triple": "三张", "tractor": "拖拉机", "triple-tractor": "连刻",
        "bomb": "炸弹",
        "bonus": "**最后一墩。** 如果闲家赢得最后一墩，底牌的分归闲家，并按赢得这一墩的牌型[翻倍](#kitty-bonus)。",
        "scoring": "**计分。** 闲家的得分按[计分表](#scoring)决定这一副：闲家得分少，庄家升级；得分够多，闲家上台。",
        "next": "**下一副。** 按结果决定[下一副的庄家](#next-declarer)，下一副打庄家一方的级。",
        "ccw": "按逆时针", "cw": "按顺时针",
        "worked-intro": "引擎打的一副牌（随机种子 {seed}，贪心玩家），一张一张地列出。每次跟牌都附上裁判的理由和所依据的规则。",
        "declared": "玩家 {player} 在发到第 {after} 张时亮出 {cards}",
        "no-declaration": "没人亮主：{fallback}。",
        "trump-is": "主：{trump}；打 {level}；玩家 {declarer} 做庄，扣下 {buried}。",
        "trick": "墩", "lead": "首家", "plays": "出牌和裁定", "winner": "赢家", "points": "分",
        "player": "玩家", "leads": "首先出", "failed": "甩 {cards} 失败：只出 {forced}",
        "result": "闲家得 {points} 分（抠底 {bonus} 分）：{outcome}（{rule}）。",
        "stats-intro": "每个座位都是贪心玩家，按种子打的整局中的 {deals} 副牌（`verifier simulate`）：庄家方赢了其中的 "
                       "{rate}；违反不变量 {violations} 次。这些牌的完整报告（每个数字都带 95% 置信区间，按座位和首个庄家"
                       "分列，附图）：`verifier analyse {id} --games {deals}`（[平衡报告](../agents.md#reports)）。",
        "points-title": "每副牌闲家的得分", "points-x": "得分（每 5 分一格）；虚线：计分表的分界",
        "deals": "副数", "bonus-title": "最后一墩", "bonus-x": "抠底倍数（无：庄家方赢得最后一墩）",
        "length-title": "一整局的长度", "length-x": "直到一方打过最高一级的副数", "matches": "局数",
        "unplayable": "引擎还不能打这个玩法：{reason}。",
        "none": "无", "nt": "无主", "h-overview": "一副牌怎么打 {#overview}", "h-worked": "打完一副的例子 {#worked-deal}",
        "h-stats": "模拟的牌局 {#statistics}",
        "side=declarers": "庄家方", "side=attackers": "闲家", "kind=keep": "守庄", "kind=take-over": "上台",
        "kind=give": "送级", "kind=nothing": "不变",
    },
}


def _w(lang: str, key: str, **args) -> str:
    return WORDS[lang][key].format(**args)


def _cards(book, names) -> str:
    return book.cards(parse_cards(" ".join(names)))


def _settlement(lang: str, s: dict) -> str:
    """A deal's settlement (the runtime's dict) in words."""
    side = _w(lang, f"side={s['side']}") if s["side"] else ""
    kind = _w(lang, f"kind={s['kind']}")
    levels = f" {s['levels']:+d}" if s["levels"] else ""
    return f"{side} {kind}{levels}".strip()


def _rules(variant):
    from ...compile import game_rules
    return game_rules(variant)


def overview_part(book) -> list[str]:
    """The page's opening for a newcomer: the heading and the steps of a deal (trick-taking variants)."""
    if book.v.is_climbing:
        return []
    return ["## " + WORDS[book.lang]["h-overview"], overview(book, _rules(book.v))]


def played_part(book) -> list[str]:
    """A whole deal played out, and the figures of simulated deals (trick-taking variants)."""
    if book.v.is_climbing:
        return []
    from ..figures import figures
    rules = _rules(book.v)
    out = ["## " + WORDS[book.lang]["h-worked"], worked_deal(book, rules)]
    found = figures(book.site, book.v.id)
    if found:
        out += ["## " + WORDS[book.lang]["h-stats"], statistics(book, rules, found)]
    return out


def overview(book, rules) -> str:
    """How a deal goes, in order, from the compiled rules."""
    lang = book.lang
    v = book.v
    decks = v.decks.count if v.decks else 1
    from ...runtime.trick.scoring import deck_points
    from ...runtime.trick.engine import Engine
    cards = len(Engine(rules).deck())
    ladder = rules.levels or ("2", "A")
    points = deck_points(rules)
    steps = [_w(lang, "object", players=rules.players, teams=_w(lang, f"teams={rules.teams}"), decks=decks,
                cards=cards, points=points,
                ladder=f"{ladder[0]} → {ladder[-1]}" if lang == "en" else f"{ladder[0]} 到 {ladder[-1]}",
                top=_w(lang, f"top={rules.past_top}"))]
    kitty = _w(lang, "kitty", kitty=rules.kitty) if rules.kitty else ""
    if rules.bid_better:
        steps.append(_w(lang, "bidding"))
    else:
        steps.append(_w(lang, "deal", hand=rules.hand, kitty=kitty) +
                     _w(lang, "nobody", fallback=", ".join(book.unnamed(f) for f in rules.nobody_declares)))
    if rules.kitty:
        steps.append(_w(lang, "kitty-step") + (_w(lang, "kitty-overcall") if rules.kitty_overcall else ""))
    if rules.exchange_count:
        steps.append(_w(lang, "exchange"))
    if rules.teams == "friends":
        steps.append(_w(lang, "friends"))
    kinds = list(dict.fromkeys(c.kind for c in rules.combos))
    named = [WORDS[lang].get(k) or book.unnamed(k) for k in kinds] or [WORDS[lang]["single"]]  # silent: singles
    combos = (", " if lang == "en" else "、").join(named[:-1]) + (_w(lang, "or") if len(named) > 1 else "") + named[-1]
    steps.append(_w(lang, "tricks", combos=combos, more=_w(lang, "throws") if rules.throw else "",
                    direction=_w(lang, "ccw" if rules.direction == "counter-clockwise" else "cw")))
    if rules.bonus:
        steps.append(_w(lang, "bonus"))
    steps.append(_w(lang, "scoring"))
    steps.append(_w(lang, "next"))
    return "\n".join(f"{n}. {step}" for n, step in enumerate(steps, 1))


class _Recorder:
    """A greedy player whose follows are ruled as they are made, so that the page can say why each was legal."""

    def __init__(self, inner, rulings: dict):
        self.inner, self.rulings = inner, rulings

    def __getattr__(self, name):
        return getattr(self.inner, name)

    def follow(self, deal, seat):
        play = list(self.inner.follow(deal, seat))
        ruling = follow_ids(deal.hands[seat], deal.current[0][1], play, deal.order)
        self.rulings[(len(deal.tricks), seat)] = (ruling.reason, ruling.rule)
        return play


@functools.lru_cache(maxsize=None)
def _worked(rules, seed: int):
    from ...play.trick.players import make
    from ...runtime.trick.engine import Engine
    from ...runtime.trick.match import play_match
    from ...play.simulate import player_rng
    engine = Engine(rules)
    rulings: dict = {}
    agents = [_Recorder(make("greedy", player_rng(seed, seat)), rulings) for seat in range(rules.players)]
    record = play_match(engine, seed, agents, 1)
    return record["deals"][0], rulings, engine


def worked_deal(book, rules, seed: int = 1) -> str:
    """A whole deal, trick by trick, with the referee's ruling of every follow."""
    from ...runtime.trick.state import EngineError
    lang = book.lang
    try:
        deal, rulings, engine = _worked(rules, seed)
    except EngineError as exc:  # a variant the engine cannot play (yet): say so, the page stands
        return _w(lang, "unplayable", reason=esc(str(exc)))
    order = engine.order(deal["level"], deal["trump"] or "NT")
    s = [_w(lang, "worked-intro", seed=seed)]
    lines = [_w(lang, "declared", player=d["player"], cards=_cards(book, d["cards"]), after=d["after"])
             for d in deal["declarations"]]
    if not deal["declarations"] and not deal.get("bidding"):
        lines.append(_w(lang, "no-declaration", fallback=deal.get("fallback") or _w(lang, "none")))
    trump = _w(lang, "nt") if deal["trump"] in (None, "NT") else book.suit(deal["trump"])
    lines.append(_w(lang, "trump-is", trump=trump, level=deal["level"], declarer=deal["declarer"],
                    buried=_cards(book, deal["buried"]) if deal["buried"] else _w(lang, "none")))
    s.append("\n".join(f"- {line}" for line in lines))
    body = []
    for number, trick in enumerate(deal["tricks"]):
        cells = []
        for k, play in enumerate(trick["plays"]):
            who = f"{_w(lang, 'player')} {play['player']}"
            if k == 0:
                kind = kind_of_ids(I.ids(I.cards(" ".join(play["cards"]))), order)
                named = book.W.get(f"combo:{kind}", kind).lower() if lang == "en" else book.W.get(f"combo:{kind}")
                brackets = " ({})" if lang == "en" else "（{}）"
                text = f"{who} {_w(lang, 'leads')} {_cards(book, play['cards'])}" + (
                    brackets.format(esc(named)) if kind and named else "")
                if play.get("attempted"):
                    text += " — " + _w(lang, "failed", cards=_cards(book, play["attempted"]),
                                       forced=_cards(book, play["cards"]))
            else:
                reason, rule = rulings.get((number, play["player"]), ("", ""))
                text = f"{who}{': ' if lang == 'en' else '：'}{_cards(book, play['cards'])}"
                if reason:
                    text += f" — {esc(reason if lang == 'en' else zh(reason))}"
                if rule:
                    text += f" <small>({esc(rule.split('/')[-1])})</small>"
            cells.append(text)
        body.append([str(number + 1), "<br>".join(cells), str(trick["winner"]), str(trick["points"])])
    s.append(table([_w(lang, "trick"), _w(lang, "plays"), _w(lang, "winner"), _w(lang, "points")], body))
    r = deal["result"]
    settlement = r["settlement"]
    s.append(_w(lang, "result", points=r["attacker_points"], bonus=r["kitty_bonus"],
                outcome=_settlement(lang, settlement), rule=esc(settlement["rule"].split("/")[-1])))
    return "\n\n".join(s)


def statistics(book, rules, figures: dict | None) -> str:
    """The figures of simulated deals, as plots."""
    if not figures:
        return ""
    lang = book.lang
    rate = f"{figures['declarers_win_rate'] * 100:.1f}%" if figures["declarers_win_rate"] is not None else "—"
    s = [_w(lang, "stats-intro", deals=figures["deals"], rate=rate, violations=figures["violations"], id=book.v.id)]
    points = {int(k): v for k, v in figures["points"].items()}
    top = max(points, default=0)
    bins = list(range(0, top + 5, 5))
    bounds = sorted({value for row in rules.scoring for _, value in row.conditions if 0 < value <= top})
    marks = tuple((b // 5, str(b)) for b in bounds)
    s.append(bars([(str(b), points.get(b, 0)) for b in bins], _w(lang, "points-title"), _w(lang, "points-x"),
                  _w(lang, "deals"), marks, label_every=max(1, len(bins) // 12)))
    bonus = figures["kitty_bonus"]
    multipliers = {int(k): v for k, v in bonus["multipliers"].items()}
    won_by_declarers = figures["deals"] - sum(multipliers.values())
    s.append(bars([(_w(lang, "none"), won_by_declarers)] + [(f"×{k}", v) for k, v in sorted(multipliers.items())],
                  _w(lang, "bonus-title"), _w(lang, "bonus-x"), _w(lang, "deals")))
    lengths = {int(k): v for k, v in figures["match_lengths"].items()}
    if lengths:
        longest = max(lengths)
        s.append(bars([(str(n), lengths.get(n, 0)) for n in range(1, longest + 1)], _w(lang, "length-title"),
                      _w(lang, "length-x"), _w(lang, "matches"), label_every=max(1, longest // 15)))
    return "\n\n".join(s)


__all__ = ["overview", "overview_part", "played_part", "worked_deal", "statistics", "WORDS"]
