"""The comparison of the variants, by topic and in words: one table per topic, a row per variant, a few columns that
answer one question each (how many players, how trump is chosen, what the last trick is worth ...).

The answers come from the rules the engine plays (`compile.game_rules`: the model with its defaults filled in), so two
variants that play alike read alike, and the words from `WORDS` and the site's own template (the trick-taking one: the
combination names, the kitty multiplier), never from the variant language. With a row per variant and a few columns,
every table fits a laptop's screen; a narrower one scrolls the table inside its own frame (the site's CSS)."""
from __future__ import annotations

from .markdown import esc, table

WORDS = {
    "en": {
        "variant": "Variant", "none": "—", "sep": ", ", "semi": "; ", "then": ", else ",
        "intro": "The variants side by side, topic by topic, in the words of their rulebooks (each name links to its "
                 "page). What every cell says comes from the rules the engine plays. For two variants rule by rule, "
                 "`python -m verifier diff A B` lists every difference (`--format json` for tools).",
        # Topics
        "t:table": "Players and cards", "t:trump": "Trump and declaring", "t:play": "Playing the tricks",
        "t:scoring": "The kitty, scoring and levels", "t:climbing": "The climbing games",
        "t:climbing-end": "The climbing games: the end of a deal",
        # Column headings
        "h:players": "Players", "h:teams": "Sides", "h:cards": "Cards", "h:points": "Points in the deck",
        "h:trump_by": "Trump is chosen", "h:declarations": "Declarations, weakest first",
        "h:nobody": "If nobody declares", "h:permanent": "Always trump", "h:combos": "Combinations",
        "h:throws": "Throws", "h:void": "Void in the led suit", "h:kitty": "The kitty",
        "h:bonus": "Last trick won by the attackers", "h:take_over": "Attackers take over from",
        "h:best": "Declarers rise most", "h:levels": "Levels", "h:c_players": "Players", "h:c_teams": "Sides",
        "h:c_cards": "Cards", "h:sets": "A set", "h:beat": "Beating a set", "h:special": "Special rules",
        "h:settlement": "Settlement", "h:tribute": "Between deals",
        # Values
        "teams=partners": "two teams of partners", "teams=friends": "finding friends: the declarer calls a card",
        "teams=declarer-alone": "the bidder alone against the others",
        "cards-line": "{decks} × {cards}: {hand} each, kitty {kitty}", "cards-line-no-kitty": "{decks} × {cards}: {hand} each",
        "trump-by=declaring": "declared with level cards or jokers while the cards are dealt",
        "trump-by=bidding": "the winner of the bidding names it ({better} bid wins)",
        "better=lower": "the lowest", "better=higher": "the highest",
        "show": "{parts}", "show-part": "{n} {what}", "level-card": "level card", "level-cards": "level cards",
        "suited-card": "card of a suit", "suited-cards": "identical cards of a suit",
        "BJ": "big joker", "BJs": "big jokers", "SJ": "small joker", "SJs": "small jokers",
        "suits=H,D": "red", "suits=S,C": "black", "plus": " + ", "first-deal": "first deal: {show}",
        "target=no-trump": " (no-trump)", "target=chosen-suit": " (any suit)",
        "target=next-drawn-suit": " (the next suit drawn)",
"self-overcall": "; overcalling oneself allowed",
        "nobody=no-trump": "no-trump", "nobody=redeal": "deal again",
        "nobody=draw-kitty-card": "a kitty card turned gives the trump",
        "nobody=kitty-match": "kitty cards turned to the level rank decide",
        "nobody=lowest-kitty-card": "the lowest kitty card turned decides",
        "permanent-rank": "every {rank}", "permanent-card": "{card}",
        "throws=yes": "yes", "throws=penalty": "yes; a failed throw costs {n} points", "throws=no": "no",
        "throws=first-rounds": " (in a side suit's first {n} tricks)",
        "void=may-ruff": "may ruff or discard", "void=must-ruff": "must ruff",
        "kitty-line": "{n} cards, buried by the declarer", "kitty-overcall": "; may be overcalled (反底)",
        "kitty-none": "none", "bonus-none": "nothing more", "bonus-cap": " (at most ×{n})",
        "take-over-at": "{points} points", "take-over-bid": "{points} points (for a bid of {bid})",
        "best-line": "+{n} (the attackers take {points})", "levels-range": "{first} to {last}",
        "levels-list": "{ranks}", "mandatory": "; must play {ranks}", "top=match-won": "; passing the top wins",
        "top=restart": "; past the top, start again", "top=new-round": "; past the top, a new round",
        "top=restart-keeping-steps": "; past the top, start again with the steps left over",
        "top=wrap-around": "; past the top, the passer alone starts again with the steps left over",
        "per-player": "; each player has a level",
        "c-teams=alternate": "two teams, seats alternating; each player's opposite sits across",
        "c-teams=emperor": "the emperor (and a guard) against the rebels",
        "c-teams=none": "each player for themselves", "c-teams=landlord": "the landlord, after a bid, against the others",
        "c-shaped": "{n} kinds of set{features}", "c-run": "runs", "c-kicker": "attachments", "c-flush": "flushes",
        "c-jokers": "jokers alone", "c-bombs": "; bombs beat every other kind", "c-ladder": "; five-card kinds on a ladder",
        "c-suits": "; of equal ranks the suit decides", "bidding": "a bid for the landlord",
        "c-left": "by the cards left in hand, to the first out", "c-stake": "at the bid's stake, doubled by bombs and a "
        "spring",
        "c-cards": "{decks} decks, {cards} cards: {hand} each",
        "c-set": "cards of one rank{attach}", "c-attach": ", jokers attached", "c-money": ", money (2s) attached",
        "c-beat": "as many cards, a higher rank", "c-beat-any": "a higher rank",
        "c-cover": "; {attached}: {by}", "c-attached=small": "with small jokers", "c-attached=big": "with big jokers",
        "c-by=big": "only by big jokers", "c-by=any": "only by jokers", "c-by=nothing": "by nothing (dead)",
        "gouji": "gouji sets answered by the opposite", "burning": "burning", "revolution": "revolution",
        "calling": "calling the emperor", "no-opposite": "no opposite (无头)", "free-for-all": "free for all",
        "wind": "taking the wind",
        "c-points": "by finishing place: {points}", "c-zero": " (sums to zero)", "c-positive": " (positive sums only)",
        "c-sweep": "; a sweep of the first {n} places scores {amount}",
        "c-tribute": "tribute from the last places to the first", "c-no-tribute": "none",
    },
    "zh": {
        "variant": "玩法", "none": "—", "sep": "、", "semi": "；", "then": "，否则",
        "intro": "按主题把各玩法并排列出，用的是规则书的说法（玩法名链接到它的规则书）。每一格都来自引擎所打的规则。"
                 "逐条比较两个玩法：`python -m verifier diff A B` 列出每一处区别（`--format json` 输出 JSON）。",
        "t:table": "人数和牌", "t:trump": "主和亮主", "t:play": "出牌", "t:scoring": "底牌、计分和升级",
        "t:climbing": "出牌比大类（够级、保皇）", "t:climbing-end": "出牌比大类：一副牌的结束",
        # Column headings
        "h:players": "人数", "h:teams": "分方", "h:cards": "牌", "h:points": "整副牌的分", "h:trump_by": "怎样定主",
        "h:declarations": "亮主（从弱到强）", "h:nobody": "没人亮主时", "h:permanent": "常主", "h:combos": "牌型", "h:throws": "甩牌",
        "h:void": "没有首家的花色时", "h:kitty": "底牌", "h:bonus": "闲家赢得最后一墩", "h:take_over": "闲家上台的分数", "h:best": "庄家最多升",
        "h:levels": "级", "h:c_players": "人数", "h:c_teams": "分方", "h:c_cards": "牌", "h:sets": "一套牌", "h:beat": "管牌",
        "h:special": "特别规则", "h:settlement": "计分", "h:tribute": "两副牌之间",
        "teams=partners": "对家为同伴，分两方", "teams=friends": "找朋友：庄家叫一张牌",
        "teams=declarer-alone": "竞标赢家一人对其他人",
        "cards-line": "{decks} 副 × {cards} 张：每人 {hand} 张，底牌 {kitty} 张", "cards-line-no-kitty": "{decks} 副 × {cards} 张：每人 {hand} 张",
        "trump-by=declaring": "发牌时亮级牌或王定主", "trump-by=bidding": "竞标的赢家定主（{better}者赢）",
        "better=lower": "叫分最低", "better=higher": "叫分最高",
        "show": "{parts}", "show-part": "{n} 张{what}", "level-card": "级牌", "level-cards": "级牌", "suited-card": "同一花色的牌", "suited-cards": "同一花色的相同的牌",
        "BJ": "大王", "BJs": "大王", "SJ": "小王", "SJs": "小王",
        "suits=H,D": "红色", "suits=S,C": "黑色", "plus": "加 ", "first-deal": "第一副：{show}",
        "target=no-trump": "（无主）", "target=chosen-suit": "（任选花色）", "target=next-drawn-suit": "（下一张摸到的花色）",
"self-overcall": "；可以自反",
        "nobody=no-trump": "打无主", "nobody=redeal": "重新发牌", "nobody=draw-kitty-card": "翻一张底牌定主",
        "nobody=kitty-match": "翻底牌找级牌决定", "nobody=lowest-kitty-card": "各翻一张底牌，最小的决定",
        "permanent-rank": "所有的 {rank}", "permanent-card": "{card}",
        "throws=yes": "可以", "throws=penalty": "可以；甩牌失败罚 {n} 分", "throws=no": "不可以",
        "throws=first-rounds": "（副牌的前 {n} 轮）",
        "void=may-ruff": "可以毙或垫牌", "void=must-ruff": "必须毙",
        "kitty-line": "{n} 张，庄家扣底", "kitty-overcall": "；可以反底", "kitty-none": "无",
        "bonus-none": "不加分", "bonus-cap": "（最多 ×{n}）",
        "take-over-at": "{points} 分", "take-over-bid": "{points} 分（叫 {bid} 分时）",
        "best-line": "+{n}（闲家得 {points} 分）", "levels-range": "{first} 到 {last}", "levels-list": "{ranks}",
        "mandatory": "；必打 {ranks}", "top=match-won": "；打过最高一级即赢", "top=restart": "；打过最高一级后重新开始",
        "top=new-round": "；打过最高一级后开始新的一轮", "per-player": "；每人各有自己的级",
        "top=restart-keeping-steps": "；打过最高一级后重新开始，没升完的级数接着升",
        "top=wrap-around": "；打过最高一级的一方重新开始，没升完的级数接着升",
        "c-teams=alternate": "隔座两方，对面坐的是对头", "c-teams=emperor": "皇帝（和保皇派）对革命党",
        "c-teams=none": "各自为战", "c-teams=landlord": "叫分后地主对其余的人",
        "c-shaped": "{n} 种牌型{features}", "c-run": "连牌", "c-kicker": "带牌", "c-flush": "同花", "c-jokers": "王炸",
        "c-bombs": "；炸弹大过其他一切牌型", "c-ladder": "；五张牌型按阶梯比大小", "c-suits": "；点数相同比花色",
        "bidding": "叫地主", "c-left": "按手中剩牌付给头家", "c-stake": "按叫分计底注，炸弹和春天翻倍",
        "c-cards": "{decks} 副牌，{cards} 张：每人 {hand} 张",
        "c-set": "同一点数的牌{attach}", "c-attach": "，可以挂花", "c-money": "，可以贴钱（2）",
        "c-beat": "张数相同，点数更大", "c-beat-any": "点数更大",
        "c-cover": "；{attached}：{by}", "c-attached=small": "挂小王的", "c-attached=big": "挂大王的",
        "c-by=big": "只能用大王管", "c-by=any": "只能用王管", "c-by=nothing": "谁也管不了（死牌）",
        "gouji": "够级牌只由对头管", "burning": "烧牌", "revolution": "革命", "calling": "叫庄",
        "no-opposite": "无头", "free-for-all": "四人乱缠", "wind": "接风",
        "c-points": "按名次：{points}", "c-zero": "（总和为零）", "c-positive": "（只记正分）",
        "c-sweep": "；一方包揽前 {n} 名得 {amount}",
        "c-tribute": "名次靠后的向靠前的进贡", "c-no-tribute": "无",
    },
}


class Comparison:
    """The comparison page's topic tables in one language (`book` is the site's template in that language: the
    trick-taking one)."""

    def __init__(self, book):
        self.book, self.site, self.lang = book, book.site, book.lang
        self.w = WORDS[self.lang]

    def _rules(self, vid: str):
        from ..compile import game_rules
        return game_rules(self.site.variants[vid])

    def tables(self) -> str:
        trick = [vid for vid, v in self.site.variants.items() if not v.is_climbing]
        climbing = [vid for vid, v in self.site.variants.items() if v.is_climbing]
        out = []
        if trick:
            rules = {vid: self._rules(vid) for vid in trick}
            for topic, columns in self.TRICK_TOPICS:
                out.append(self._topic(topic, columns, trick, rules))
        if climbing:
            rules = {vid: self._rules(vid) for vid in climbing}
            for topic, columns in self.CLIMBING_TOPICS:
                out.append(self._topic(topic, columns, climbing, rules))
        return "\n\n".join(out)

    def _topic(self, topic: str, columns, ids, rules) -> str:
        w = self.w
        body = [[self.book.link(vid)] + [getattr(self, name)(vid, rules[vid]) for name in columns] for vid in ids]
        return f"### {w['t:' + topic]} {{#{topic}}}\n\n" + table([w["variant"]] + [w["h:" + c] for c in columns], body)

    # Players and cards ---------------------------------------------------------------------------------------------

    def players(self, vid, r) -> str:
        return str(r.players)

    def teams(self, vid, r) -> str:
        return self.w[f"teams={r.teams}"]

    def cards(self, vid, r) -> str:
        from ..runtime.trick.engine import Engine
        size = len(Engine(r).deck())
        key = "cards-line" if r.kitty else "cards-line-no-kitty"
        return self.w[key].format(decks=r.decks, cards=size // max(1, r.decks), hand=r.hand, kitty=r.kitty)

    def points(self, vid, r) -> str:
        from ..runtime.trick.scoring import deck_points
        return str(deck_points(r))

    # Trump and declaring -------------------------------------------------------------------------------------------

    def trump_by(self, vid, r) -> str:
        if r.bid_better:
            return self.w["trump-by=bidding"].format(better=self.w[f"better={r.bid_better}"])
        return self.w["trump-by=declaring"]

    def _show(self, show) -> str:
        w = self.w
        parts = []
        for p in show.parts:
            if p.cards in ("level", "suited"):
                what = w[f"{p.cards}-card" if p.count == 1 else f"{p.cards}-cards"]
                colour = w.get("suits=" + ",".join(p.suits)) if p.suits else None
                what = f"{colour} {what}" if colour and self.lang == "en" else (colour or "") + what
            else:
                what = w.get(p.cards + ("" if p.count == 1 else "s"), esc(p.cards))
            parts.append(w["show-part"].format(n=p.count, what=what))
        return w["plus"].join(parts) + w.get(f"target={show.target}", "")

    def declarations(self, vid, r) -> str:
        w = self.w
        if r.bid_better:
            return w["none"]
        shows = {s.name: s for s in r.shows}
        order = list(dict.fromkeys(name for name, _suit in r.overcall)) or [s.name for s in r.shows]
        text = " < ".join(self._show(shows[name]) for name in order if name in shows)
        first = [s for s in r.shows if s.name not in order and s.scope == "first-deal"]
        if first:
            text = w["semi"].join([w["first-deal"].format(show=" < ".join(self._show(s) for s in first)), text])
        if r.self_overcall:
            text += w["self-overcall"]
        return text or w["none"]

    def nobody(self, vid, r) -> str:
        if r.bid_better:
            return self.w["none"]
        return self.w["then"].join(self.w[f"nobody={f}"] for f in r.nobody_declares)

    def permanent(self, vid, r) -> str:
        found = []
        for t in r.tiers:
            if t.cards != "rank":
                continue
            text = (self.w["permanent-card"].format(card=f"{esc(t.rank)}{self.book.suit(t.suit)}") if t.suit
                    else self.w["permanent-rank"].format(rank=esc(t.rank)))
            if text not in found:
                found.append(text)
        return self.w["sep"].join(found) or self.w["none"]

    # Playing the tricks ---------------------------------------------------------------------------------------------

    def combos(self, vid, r) -> str:
        kinds = list(dict.fromkeys(c.kind for c in r.combos)) or ["single"]
        return self.w["sep"].join(self.book.W["combo:" + k].lower() if self.lang == "en" else self.book.W["combo:" + k]
                                  for k in kinds)

    def throws(self, vid, r) -> str:
        w = self.w
        if not r.throw:
            return w["throws=no"]
        text = w["throws=penalty"].format(n=r.throw_penalty) if r.throw_penalty else w["throws=yes"]
        if r.throw_first_rounds:
            text += w["throws=first-rounds"].format(n=r.throw_first_rounds)
        return text

    def void(self, vid, r) -> str:
        return self.w[f"void={r.ruff_when_void}"]

    # The kitty, scoring and levels -----------------------------------------------------------------------------------

    def kitty(self, vid, r) -> str:
        w = self.w
        if not r.kitty:
            return w["kitty-none"]
        return w["kitty-line"].format(n=r.kitty) + (w["kitty-overcall"] if r.kitty_overcall else "")

    def bonus(self, vid, r) -> str:
        w = self.w
        v = self.site.variants[vid]
        if v.kitty_bonus is None or not v.kitty_bonus.rows:
            return w["bonus-none"]
        book = self.book  # the trick-taking template: its words and multipliers
        words = []
        for row in v.kitty_bonus.rows:
            name = book.W["combo:" + row.combination] if row.combination != "any" else book.W["any-combination"]
            words.append(f"{name.lower() if self.lang == 'en' else name} {book.multiplier(row.multiplier)}")
        text = w["semi"].join(words)
        if r.bonus_cap:
            text += w["bonus-cap"].format(n=r.bonus_cap)
        return text

    def _settle(self, r, points: int):
        from ..runtime.trick.scoring import settle
        return settle(points, "declarers", r)

    def take_over(self, vid, r) -> str:
        from ..runtime.trick.scoring import deck_points
        top = deck_points(r)
        for points in range(0, top + 5, 5):
            s = self._settle(r, points)
            if s is not None and s.kind == "take-over":
                if r.bid_reference:
                    return self.w["take-over-bid"].format(points=points, bid=r.bid_reference)
                return self.w["take-over-at"].format(points=points)
        return self.w["none"]

    def best(self, vid, r) -> str:
        s = self._settle(r, 0)
        if s is None or s.side != "declarers" or not s.amount:
            return self.w["none"]
        return self.w["best-line"].format(n=s.amount, points=0)

    def levels(self, vid, r) -> str:
        w = self.w
        ladder = r.levels or ("2", "A")
        # A ladder of a few ranks is listed (`levels 5, 10, K`); a longer one is a run, written by its ends.
        text = (w["levels-list"].format(ranks=w["sep"].join(ladder)) if 2 < len(ladder) <= 4 or len(ladder) < 2
                else w["levels-range"].format(first=ladder[0], last=ladder[-1]))
        if r.mandatory:
            text += w["mandatory"].format(ranks=w["sep"].join(r.mandatory))
        text += w[f"top={r.past_top}"]
        if r.levels_per_player or r.teams == "friends":
            text += w["per-player"]
        return text

    TRICK_TOPICS = (
        ("table", ("players", "teams", "cards", "points")),
        ("trump", ("trump_by", "declarations", "nobody", "permanent")),
        ("play", ("combos", "throws", "void")),
        ("scoring", ("kitty", "bonus", "take_over", "best", "levels")),
    )

    # The climbing games ---------------------------------------------------------------------------------------------

    def c_players(self, vid, r) -> str:
        return str(r.players)

    def c_teams(self, vid, r) -> str:
        return self.w.get(f"c-teams={r.teams.kind}", esc(r.teams.kind))

    def c_cards(self, vid, r) -> str:
        return self.w["c-cards"].format(decks=r.decks, cards=r.deck_size, hand=r.hand_size)

    def sets(self, vid, r) -> str:
        w = self.w
        if r.shaped:  # several kinds: what they hold, in words
            shapes = {k.shape for k in r.sets}
            found = [w[key] for key, on in (("c-run", "run" in shapes), ("c-kicker", any(k.kicker for k in r.sets)),
                                            ("c-flush", "flush" in shapes), ("c-jokers", "jokers" in shapes)) if on]
            features = f" ({w['sep'].join(found)})" if found and self.lang == "en" else \
                f"（{w['sep'].join(found)}）" if found else ""
            return w["c-shaped"].format(n=len(r.sets), features=features)
        kind = r.sets[0]
        attach = (w["c-attach"] if (kind.small or kind.big) and r.jokers and r.jokers.attach else "") + \
            (w["c-money"] if kind.money and r.money else "")
        return w["c-set"].format(attach=attach)

    def beat(self, vid, r) -> str:
        w = self.w
        text = w["c-beat" if r.beat.same_count else "c-beat-any"]
        text += (w["c-bombs"] if r.beat.bombs else "") + (w["c-ladder"] if r.beat.ladders else "") + \
            (w["c-suits"] if r.suits else "")
        for cover in r.beat.covers:
            text += w["c-cover"].format(attached=w[f"c-attached={cover.attached}"], by=w[f"c-by={cover.by}"])
        return text

    def special(self, vid, r) -> str:
        w = self.w
        found = [name for name, on in (("gouji", r.gouji_sets), ("burning", r.burning), ("no-opposite", r.no_opposite),
                                       ("free-for-all", r.free_for_all), ("revolution", r.revolution),
                                       ("calling", r.calling), ("bidding", r.bidding)) if on is not None]
        return w["sep"].join(w[name] for name in found) or w["none"]

    def settlement(self, vid, r) -> str:
        w = self.w
        normal = r.table("normal") or (r.settlement[0] if r.settlement else None)
        if normal is not None and normal.left:
            return w["c-left"]
        if normal is not None and normal.stake:
            return w["c-stake"]
        if normal is None or not normal.points:
            return w["none"]
        points = " ".join(f"{p:+d}" if p else "0" for p in normal.points)
        text = w["c-points"].format(points=points)
        if normal.positive_only:
            text += w["c-positive"]
        elif normal.zero_sum:
            text += w["c-zero"]
        if normal.sweep_places:
            text += w["c-sweep"].format(n=normal.sweep_places, amount=normal.sweep_amount)
        return text

    def tribute(self, vid, r) -> str:
        return self.w["c-tribute" if r.tribute is not None else "c-no-tribute"]

    CLIMBING_TOPICS = (
        ("climbing", ("c_players", "c_teams", "c_cards", "sets", "beat")),
        ("climbing-end", ("special", "settlement", "tribute")),
    )
