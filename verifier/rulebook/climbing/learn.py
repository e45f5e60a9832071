"""What a newcomer needs on a climbing variant's page (Gouji 够级, Baohuang 保皇): the object of the game and how a
deal goes, a whole round and a whole deal of a seeded game played out with the referee's reasons, and the figures of
simulated deals. Written from the compiled rules (`ClimbingRules`), the climbing engine's own play and
rulebook/figures.py, in the page's language (the words are in `WORDS`, one entry per language).

The engine rules on every action as it is taken; a legal action has no refusal to quote, so the reason shown for it
is what the engine required of it at that moment (the beat relation's requirement for the standing set, the
answering rights of a gouji set, the wind), with the rule the engine cites.
"""
from __future__ import annotations

import functools

from ...runtime.climbing import actions as A
from ..common import esc, table
from ..plots import bars

WORDS = {
    "en": {
        "h-overview": "How a deal goes {#overview}", "h-round": "A round played out {#worked-round}",
        "h-deal": "A deal played out {#worked-deal}", "h-stats": "Simulated deals {#statistics}",
        "object": "{players} players, {teams}, play with {decks} decks ({cards} cards); suits never matter, only "
                  "ranks. Everyone tries to be rid of their cards first: the order in which the players go out, "
                  "first out to last, is what the [settlement](#settlement) pays.",
        "teams=alternate": "in two teams with seats alternating (each player's opposite, 对头, sits across)",
        "teams=emperor": "the emperor (皇帝) and a hidden guard (保皇派) against the rebels (革命党)",
        "deal": "**Dealing.** All the cards are dealt, {hand} to each player{aside}.",
        "aside": "; {n} left over are set aside",
        "calling": "**Calling the emperor.** The holder of the marked card ({marked}) may [call](#call): they become "
                   "the emperor and name a card; whoever holds it is the guard, unknown to the others unless they "
                   "show themself.",
        "revolution": "**Revolution.** A player dealt no joker and no 2 may [fold the hand](#revolution) (革命); "
                      "{n} revolutions in one deal void it.",
        "tribute": "**Tribute.** From the second deal on, the last places give their best cards to the first places "
                   "([tribute](#tribute), 进贡) and get cards back.",
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
        "worked-intro": "One deal as the engine plays it (seed {seed}, greedy players). Each decision shows the "
                        "referee's reason: what the rules asked of it at that moment, and the rule.",
        "round-intro": "The first round, decision by decision:", "before": "Before the first lead:",
        "deal-intro": "The whole deal, round by round ({rounds} rounds): who led, the sets played in turn, who "
                      "won the round and who went out.",
        "seat": "Seat", "action": "Decision", "reason": "The referee's reason", "rule": "Rule", "round-n": "Round",
        "leader": "Led by", "sets": "Sets played (seat: set)", "won": "Won by", "went-out": "Went out",
        "player": "seat {seat}", "leads": "leads {set}", "beats": "beats with {set}", "passes": "passes",
        "auto-pass": "passes (cannot beat)", "defers": "defers (让牌)", "closes": "closes the dead set (扣牌)",
        "burns": "burns with {set} (烧牌)", "declines": "does not burn", "calls": "calls the emperor with {card}",
        "pass-call": "passes the call (让庄)", "seize": "seizes the emperor (抢庄)", "open": "shows themself as guard "
        "(明保)", "hidden": "stays a hidden guard (暗保)", "revolt": "folds the hand (革命)", "keep": "keeps the hand",
        "return": "returns {card}", "other": "{kind}",
        "r-first-lead": "leads first: {who}", "r-lead": "the leader of a round may play any set of their hand",
        "r-wind": "takes the wind (接风): {out} went out and nobody beat the last set",
        "r-beat": "as many cards ({n}) and a higher rank than {standing}",
        "r-beat-any": "a higher rank than {standing}", "r-big": "; at least {n} big joker(s) attached",
        "r-jokers": "; at least {n} joker(s) attached",
        "r-gouji": "; {standing} is a gouji set: only its player's opposite, seat {opposite}, may answer it (or "
                   "a burn)",
        "r-pass": "a player may pass", "r-auto": "no set of the hand beats {standing}",
        "r-defer": "may let the next players answer first", "r-close": "nothing beats a dead set; its opposite "
        "closes it", "r-burn": "takes over a gouji set out of turn", "r-call": "holds the cards the call needs",
        "r-guard": "the guard chooses to show themself or not", "r-other": "",
        "out-line": "{seat} goes out: {place}", "place": "place {n}", "nobody": "—",
        "result": "Finishing order: {order}. Settlement ({rule}): {scores}.",
        "stats-intro": "{deals} deals of seeded matches of {per} deals, played by the greedy players (`verifier "
                       "simulate`); {violations} invariant violations.",
        "first-title": "Who goes out first", "first-x": "the first out's role", "deals": "deals",
        "rounds-title": "Rounds in a deal", "rounds-x": "rounds (in steps of {step})",
        "last-title": "Who goes out last", "last-x": "the last out's role",
        "means": "The mean settlement of a deal, per player of each role: {means}.",
        "kinds": "Settled by: {kinds}.", "sweeps": " Sweeps: {n}.", "revolutions": " Revolutions: {n}.",
        "voids": " Void deals dealt again: {n}.", "unplayable": "The engine cannot play this variant: {reason}.",
        "role:team 0": "team 0", "role:team 1": "team 1", "role:emperor": "emperor", "role:guard": "guard",
        "role:rebel": "rebel",
    },
    "zh": {
        "h-overview": "一副牌怎么打 {#overview}", "h-round": "打完一轮的例子 {#worked-round}",
        "h-deal": "打完一副的例子 {#worked-deal}", "h-stats": "模拟的牌局 {#statistics}",
        "object": "{players} 人，{teams}，用 {decks} 副牌（{cards} 张）；不论花色，只看点数。每个人都想先出完手里的牌："
                  "出完的先后（头科到大落）决定[计分](#settlement)。",
        "teams=alternate": "隔座分成两个联邦（对面坐的是自己的对头）",
        "teams=emperor": "皇帝和暗中的保皇派对革命党",
        "deal": "**发牌。** 所有的牌都发完，每人 {hand} 张{aside}。",
        "aside": "，余下 {n} 张放在一边",
        "calling": "**叫庄。** 拿到标记牌（{marked}）的人可以[叫庄](#call)：他做皇帝并叫一张牌；拿着那张牌的人是保皇派，"
                   "除非他自己亮明，别人不知道。",
        "revolution": "**革命。** 没有王也没有 2 的人可以[革命](#revolution)（扣下这手牌）；一副牌里有 {n} 人革命就作废。",
        "tribute": "**进贡。** 从第二副牌起，名次靠后的把最好的牌[进贡](#tribute)给名次靠前的，再换回牌。",
        "lead=most-threes": "亮 3 最多的人", "lead=emperor": "皇帝", "lead=seat-0": "第一个拿牌的人",
        "lead=last-place": "上一副的大落",
        "round": "**一轮。** {first}先出第一[轮](#round)：一套同一点数的牌{attach}。其他人依次用张数相同、点数更大的一套牌"
                 "管上，或者过牌。没人再管时，最后管上的人出下一轮。",
        "attach": "，可以挂花", "attach-money": "（和贴钱：2）",
        "gouji": "[够级牌](#answering)（{thresholds}）只能由出牌人的对头来管——除非别人烧牌。",
        "out": "**出完。** 出完最后一张牌的人就出完了；如果没人管他最后那套牌，下一个人接风先出。只剩一人时这副牌结束。",
        "settle": "**计分。** 出完的名次按[计分表](#settlement)记分：按名次依次为 {points}。",
        "next": "**下一副**照样发牌；一整局把每副的分加起来。",
        "worked-intro": "引擎打的一副牌（随机种子 {seed}，贪心玩家）。每一步都附上裁判的理由：规则此时对这一步的要求，以及所依据的规则。",
        "round-intro": "第一轮，一步一步：", "before": "第一轮出牌之前：",
        "deal-intro": "整副牌，一轮一轮（共 {rounds} 轮）：谁先出，依次出的牌，谁赢了这一轮，谁出完了。",
        "seat": "座位", "action": "这一步", "reason": "裁判的理由", "rule": "规则", "round-n": "轮",
        "leader": "先出", "sets": "依次出的牌（座位：牌）", "won": "赢家", "went-out": "出完",
        "player": "座位 {seat}", "leads": "先出 {set}", "beats": "用 {set} 管上", "passes": "过牌",
        "auto-pass": "过牌（管不上）", "defers": "让牌", "closes": "扣牌（死牌）", "burns": "用 {set} 烧牌",
        "declines": "不烧", "calls": "用 {card} 叫庄", "pass-call": "让庄", "seize": "抢庄", "open": "明保",
        "hidden": "暗保", "revolt": "革命", "keep": "不革命", "return": "还 {card}", "other": "{kind}",
        "r-first-lead": "第一轮由{who}先出", "r-lead": "一轮的先出者可以出手里的任何一套牌",
        "r-wind": "接风：{out}出完了，没人管他最后那套牌",
        "r-beat": "张数相同（{n} 张），点数比 {standing} 大", "r-beat-any": "点数比 {standing} 大",
        "r-big": "；至少挂 {n} 张大王", "r-jokers": "；至少挂 {n} 张王",
        "r-gouji": "；{standing} 是够级牌：只有出牌人的对头（座位 {opposite}）可以管（或者烧牌）",
        "r-pass": "可以过牌", "r-auto": "手里没有能管 {standing} 的牌", "r-defer": "可以让下家先管",
        "r-close": "死牌谁也管不了，由对头扣牌", "r-burn": "不按顺序抢管够级牌", "r-call": "手里有叫庄需要的牌",
        "r-guard": "保皇派自己决定亮明与否", "r-other": "",
        "out-line": "{seat}出完：{place}", "place": "第 {n} 名", "nobody": "—",
        "result": "出完的顺序：{order}。计分（{rule}）：{scores}。",
        "stats-intro": "贪心玩家按种子打的整局（每局 {per} 副）中的 {deals} 副牌（`verifier simulate`）；违反不变量 {violations} 次。",
        "first-title": "谁先出完", "first-x": "头科的身份", "deals": "副数",
        "rounds-title": "一副牌有几轮", "rounds-x": "轮数（每 {step} 轮一格）",
        "last-title": "谁最后出完", "last-x": "大落的身份", "means": "每副牌每个玩家按身份的平均得分：{means}。",
        "kinds": "按这些计分表计分：{kinds}。", "sweeps": "串三户 {n} 次。", "revolutions": "革命 {n} 次。",
        "voids": "作废重发 {n} 次。", "unplayable": "引擎还不能打这个玩法：{reason}。",
        "role:team 0": "联邦 0", "role:team 1": "联邦 1", "role:emperor": "皇帝", "role:guard": "保皇派",
        "role:rebel": "革命党",
    },
}

EN_PLACES = ("first out", "second out", "third out", "fourth out", "fifth out", "sixth out")


def _w(lang: str, key: str, **args) -> str:
    return WORDS[lang][key].format(**args)


def _rules(variant):
    from ...compile import game_rules
    return game_rules(variant)


def _rule(refs: str) -> str:
    """The rules a reason rests on ("file:line", several separated by spaces), by file name and line."""
    return " ".join(f"<small>({esc(ref.split('/')[-1])})</small>" for ref in refs.split())


# How a deal goes ------------------------------------------------------------------------------------------------------

def overview(book, rules) -> str:
    lang = book.lang
    steps = [_w(lang, "object", players=rules.players, teams=_w(lang, f"teams={rules.teams.kind}"),
                decks=rules.decks, cards=rules.deck_size)]
    left = rules.deck_size - rules.hand_size * rules.players
    steps.append(_w(lang, "deal", hand=rules.hand_size, aside=_w(lang, "aside", n=left) if left > 0 else ""))
    if rules.calling is not None:
        steps.append(_w(lang, "calling", marked=book.rank(rules.calling.marked) if hasattr(book, "rank")
                        else esc(rules.calling.marked)))
    if rules.revolution is not None:
        steps.append(_w(lang, "revolution", n=rules.revolution.void_at))
    if rules.tribute is not None:
        steps.append(_w(lang, "tribute"))
    kind = rules.sets[0]
    attach = ""
    if rules.jokers is not None and rules.jokers.attach and (kind.small or kind.big):
        attach = _w(lang, "attach") + (_w(lang, "attach-money") if kind.money and rules.money else "")
    first = WORDS[lang].get(f"lead={rules.first_lead.first}", esc(rules.first_lead.first))
    text = _w(lang, "round", first=first[0].upper() + first[1:] if lang == "en" else first, attach=attach)
    if rules.gouji_sets is not None:
        sep = ", " if lang == "en" else "、"
        thresholds = sep.join(f"{n} × {book.rank(r) if hasattr(book, 'rank') else esc(r)}"
                              for r, n in rules.gouji_sets.thresholds)
        text += _w(lang, "gouji", thresholds=thresholds)
    steps.append(text)
    steps.append(_w(lang, "out"))
    normal = rules.table("normal") or (rules.settlement[0] if rules.settlement else None)
    if normal is not None and normal.points:
        steps.append(_w(lang, "settle", points=" ".join(f"{p:+d}" if p else "0" for p in normal.points)))
    steps.append(_w(lang, "next"))
    return "\n".join(f"{n}. {step}" for n, step in enumerate(steps, 1))


# A deal played out ----------------------------------------------------------------------------------------------------

@functools.lru_cache(maxsize=None)
def _record(rules, seed: int):
    from ...play.climbing.players import make, player_rng
    from ...runtime.climbing.match import play_match
    from ...runtime.climbing.table import Table
    table = Table(rules)
    agents = [make("greedy", player_rng(seed, seat)) for seat in range(rules.players)]
    return table, play_match(table, seed, agents, 1)["deals"][0]


class _Replay:
    """The recorded deal replayed through the engine, each decision with the reason the rules gave it then."""

    def __init__(self, book, table, entry):
        from ...runtime.climbing.game import Deal
        self.book, self.lang, self.t, self.rules = book, book.lang, table, table.rules
        self.deal = Deal(table, list(entry["deck"]), int(entry.get("first_receiver", 0)), None)
        self.entry = entry
        self.steps: list[dict] = []  # {round, seat, text, reason, rule, out}

    def set_text(self, s) -> str:
        return esc(self.t.ranks.format(s))

    def run(self) -> None:
        from ...runtime.climbing.match import action_from_data
        first = True
        for data in self.entry["actions"]:
            deal = self.deal
            seat = data["seat"]
            action = action_from_data(self.t, data)
            play = deal.play
            round_before = play.rounds if play else 0
            auto_before = len(play.auto) if play else 0
            out_before = len(play.places) if play else 0
            leader_wind = None
            if play is not None and play.standing is None and self.steps and round_before > 1:
                previous = self.steps[-1]
                if previous.get("out_seat") is not None and previous["seat"] != seat:
                    leader_wind = previous["out_seat"]
            text, reason, rule = self.explain(seat, action, first, leader_wind)
            standing = action.set if action.kind in (A.PLAY, A.BURN) else (play.standing if play else None)
            first = first and deal.phase != "play"
            assert deal.ruling(seat, action).legal, (seat, action)  # the record is the engine's own play
            deal.apply(seat, action)
            step = {"round": round_before, "seat": seat, "text": text, "reason": reason, "rule": rule,
                    "set": self.set_text(action.set) if action.kind in (A.PLAY, A.BURN) else None}
            self.steps.append(step)
            play = deal.play
            if play is not None:
                for auto_seat, auto in play.auto[auto_before:]:
                    if auto.kind == A.PASS:
                        self.steps.append({"round": round_before, "seat": auto_seat, "text": _w(self.lang, "auto-pass"),
                                           "reason": _w(self.lang, "r-auto", standing=self.set_text(standing)),
                                           "rule": self.rules.beat.rule})
                    else:
                        self.steps.append({"round": round_before, "seat": auto_seat, "text": _w(self.lang, "closes"),
                                           "reason": _w(self.lang, "r-close"), "rule": self.rules.beat.rule})
                if len(play.places) > out_before:
                    step["out_seat"] = seat
                    step["out"] = [(s, len(play.places[:play.places.index(s)]) + 1)
                                   for s in play.places[out_before:]]

    def explain(self, seat: int, action, first: bool, wind_from) -> tuple[str, str, str]:
        lang, rules, deal = self.lang, self.rules, self.deal
        kind = action.kind
        if deal.phase != "play":
            word = {A.CALL: "calls", A.PASS_CALL: "pass-call", A.SEIZE: "seize", A.OPEN: "open", A.HIDDEN: "hidden",
                    A.REVOLT: "revolt", A.KEEP: "keep", A.RETURN: "return"}.get(kind, "other")
            card = ""
            if action.card is not None:
                rank, suit = action.card
                card = self.book.rank(rank) + (self.book.suit(suit) if suit else "") if hasattr(self.book, "rank") \
                    else esc(rank)
            if action.rank is not None:
                card = esc(self.t.ranks.names[action.rank])
            reason = {A.CALL: "r-call", A.OPEN: "r-guard", A.HIDDEN: "r-guard"}.get(kind, "r-other")
            rule = (rules.calling.rule if rules.calling and kind in (A.CALL, A.PASS_CALL, A.SEIZE, A.OPEN, A.HIDDEN)
                    else rules.revolution.rule if rules.revolution and kind in (A.REVOLT, A.KEEP)
                    else rules.tribute.rule if rules.tribute else "")
            return _w(lang, word, card=card, kind=esc(kind)), _w(lang, reason), rule
        play = deal.play
        standing = play.standing
        if kind == A.PLAY and standing is None:
            text = _w(lang, "leads", set=self.set_text(action.set))
            if first:
                who = WORDS[lang].get(f"lead={rules.first_lead.first}", esc(rules.first_lead.first))
                return text, _w(lang, "r-first-lead", who=who), rules.first_lead.rule
            if wind_from is not None:
                return text, _w(lang, "r-wind", out=_w(lang, "player", seat=wind_from)), rules.round.wind_rule
            return text, _w(lang, "r-lead"), rules.round.rule
        if kind in (A.PLAY, A.BURN):
            req = self.t.relation.requirement(standing)
            shown = self.set_text(standing)
            reason = _w(lang, "r-beat", n=req.cards, standing=shown) if req.cards is not None \
                else _w(lang, "r-beat-any", standing=shown)
            if req.big:
                reason += _w(lang, "r-big", n=req.big)
            elif req.jokers:
                reason += _w(lang, "r-jokers", n=req.jokers)
            rule = req.rule
            if kind == A.BURN:
                return _w(lang, "burns", set=self.set_text(action.set)), _w(lang, "r-burn") + "; " + reason, \
                    rules.burning.rule
            if play._gouji_now(standing) and self.t.seating.opposite(play._player) == seat:
                reason += _w(lang, "r-gouji", standing=shown, opposite=seat)
                rule = f"{rule} {rules.gouji_sets.rule}"
            return _w(lang, "beats", set=self.set_text(action.set)), reason, rule
        if kind == A.PASS:
            return _w(lang, "passes"), _w(lang, "r-pass"), rules.round.rule
        if kind == A.DEFER:
            return _w(lang, "defers"), _w(lang, "r-defer"), rules.round.defer.rule if rules.round.defer else ""
        if kind == A.DECLINE:
            return _w(lang, "declines"), "", rules.burning.rule if rules.burning else ""
        return _w(lang, "other", kind=esc(kind)), "", ""

    # The tables ---------------------------------------------------------------------------------------------------

    def place(self, n: int) -> str:
        if self.lang == "en":
            if n == self.rules.players:
                return "last"
            return EN_PLACES[n - 1] if n <= len(EN_PLACES) else _w("en", "place", n=n)
        names = self.book.v.places.names if self.book.v.places else ()
        return esc(names[n - 1].label) if n <= len(names) and names[n - 1].label else _w("zh", "place", n=n)

    def _out_text(self, step) -> str:
        return "; ".join(_w(self.lang, "out-line", seat=_w(self.lang, "player", seat=s), place=self.place(n))
                         for s, n in step.get("out", ()))

    def round_table(self, number: int = 1) -> str:
        lang = self.lang
        body = []
        for step in self.steps:
            if step["round"] != number:
                continue
            text = step["text"] + (f" — {self._out_text(step)}" if step.get("out") else "")
            body.append([str(step["seat"]), text, step["reason"], _rule(step["rule"])])
        return table([_w(lang, "seat"), _w(lang, "action"), _w(lang, "reason"), _w(lang, "rule")], body)

    def deal_table(self) -> str:
        lang = self.lang
        rounds: dict[int, list[dict]] = {}
        for step in self.steps:
            if step["round"] > 0:
                rounds.setdefault(step["round"], []).append(step)
        body = []
        for number, steps in sorted(rounds.items()):
            plays = [s for s in steps if s.get("set")]
            sets = [f"{s['seat']}: {s['set']}" for s in plays]
            winner = plays[-1]["seat"] if plays else ""
            out = "; ".join(self._out_text(s) for s in steps if s.get("out"))
            body.append([str(number), str(steps[0]["seat"]), "<br>".join(sets), str(winner), out or _w(lang, "nobody")])
        return table([_w(lang, "round-n"), _w(lang, "leader"), _w(lang, "sets"), _w(lang, "won"), _w(lang, "went-out")],
                     body)

    def before_play(self) -> str:
        """The decisions before the first lead (the call, revolutions, tribute), one line each with its reason."""
        colon = ": " if self.lang == "en" else "："
        lines = [f"- {_w(self.lang, 'player', seat=s['seat'])}{colon}{s['text']}"
                 + (f" — {s['reason']}" if s["reason"] else "") + (f" {_rule(s['rule'])}" if s["rule"] else "")
                 for s in self.steps if s["round"] == 0]
        return (_w(self.lang, "before") + "\n\n" + "\n".join(lines)) if lines else ""


def _role(book, role: str) -> str:
    return WORDS[book.lang].get(f"role:{role}", esc(role))


def worked(book, rules, seed: int = 1) -> str:
    from ...runtime.climbing.match import Illegal, Unending
    lang = book.lang
    try:
        table_, entry = _record(rules, seed)
    except (ValueError, Illegal, Unending) as exc:  # rules the engine cannot play (yet): said, the page stands
        return _w(lang, "unplayable", reason=esc(str(exc)))
    replay = _Replay(book, table_, entry)
    replay.run()
    result = entry["result"]
    sep = ", " if lang == "en" else "、"
    order = sep.join(f"{_w(lang, 'player', seat=s)} ({_role(book, result['roles'][s])})" for s in result["places"])
    scores = sep.join(f"{_w(lang, 'player', seat=s)} {v:+d}" if v else f"{_w(lang, 'player', seat=s)} 0"
                      for s, v in enumerate(result["settlement"]["seats"]))
    rounds = max((s["round"] for s in replay.steps), default=0)
    return "\n\n".join(x for x in [
        "## " + WORDS[lang]["h-round"], _w(lang, "worked-intro", seed=seed), _w(lang, "round-intro"),
        replay.round_table(1),
        "## " + WORDS[lang]["h-deal"], replay.before_play(), _w(lang, "deal-intro", rounds=rounds),
        replay.deal_table(),
        _w(lang, "result", order=order, rule=_rule(result["settlement"]["rule"]), scores=scores)])


# Simulated deals ------------------------------------------------------------------------------------------------------

def statistics(book, figures: dict | None) -> str:
    if not figures:
        return ""
    lang = book.lang
    s = [_w(lang, "stats-intro", deals=figures["deals"], per=figures["deals_per_match"],
            violations=figures["violations"])]
    first = figures["first_out_by_role"]
    s.append(bars([(_role(book, r), n) for r, n in sorted(first.items())], _w(lang, "first-title"),
                  _w(lang, "first-x"), _w(lang, "deals")))
    rounds = {int(k): v for k, v in figures["rounds"].items()}
    if rounds:
        step = figures["rounds_step"]
        top = max(rounds)
        s.append(bars([(str(b), rounds.get(b, 0)) for b in range(0, top + step, step)], _w(lang, "rounds-title"),
                      _w(lang, "rounds-x", step=step), _w(lang, "deals"), label_every=max(1, (top // step) // 12)))
    last = figures["last_out_by_role"]
    s.append(bars([(_role(book, r), n) for r, n in sorted(last.items())], _w(lang, "last-title"),
                  _w(lang, "last-x"), _w(lang, "deals")))
    sep = ", " if lang == "en" else "、"
    s.append(_w(lang, "means", means=sep.join(f"{_role(book, r)} {v:+.2f}"
                                              for r, v in sorted(figures["mean_score_by_role"].items()))))
    kinds = (", " if lang == "en" else "、").join(f"{book.W.get('kind:' + k, esc(k))} {v}"
                                                  for k, v in sorted(figures["tables"].items()))
    line = _w(lang, "kinds", kinds=kinds)
    if figures.get("sweeps"):
        line += _w(lang, "sweeps", n=figures["sweeps"])
    if figures.get("revolutions"):
        line += _w(lang, "revolutions", n=figures["revolutions"])
    if figures.get("void_deals"):
        line += _w(lang, "voids", n=figures["void_deals"])
    s.append(line)
    return "\n\n".join(s)


def overview_part(book) -> list[str]:
    return ["## " + WORDS[book.lang]["h-overview"], overview(book, _rules(book.v))]


def played_part(book) -> list[str]:
    from ..figures import figures
    rules = _rules(book.v)
    out = [worked(book, rules)]
    found = figures(book.site, book.v.id)
    if found:
        out += ["## " + WORDS[book.lang]["h-stats"], statistics(book, found)]
    return out


__all__ = ["overview", "overview_part", "played_part", "worked", "statistics", "WORDS"]
