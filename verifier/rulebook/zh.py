"""The Chinese words every rulebook page uses, in the glossary's Chinese terms, and the Chinese of the generic page:
`ChineseBook`.

Each family's Chinese template adds its own words to `W` and its sections before this book (trick/zh.py `Chinese`,
climbing/zh.py `ClimbingChinese`); the same keys as en.py. Strings written in the variant files (quotes of the seeds,
decisions, remarks) are shown as written: the quotes are Chinese already, the decisions and remarks are the variant
author's words.
"""
from __future__ import annotations

from .. import model as m
from ..language.resolve import rule_key
from .book import Book
from .markdown import esc
from .site import Note

W = {
    # Headings, by the section's anchor
    "h:header": "概要", "h:sources": "出处", "h:places": "名次", "h:remarks": "附注",
    "h:notes": "出处的矛盾与裁定", "h:changes": "与 {parent} 的不同", "h:family": "玩法家族",
    "h:index": "规则书", "h:comparison": "玩法比较",
    # 页首的一段（Book.lead）：玩法、英文名、本页怎样生成
    "lead": "玩法 <code>{id}</code>{title}的规则，由玩法文件生成。每条规则都注明出处；出处有矛盾的地方，[裁定](#notes)说明本玩法怎样取舍。"
            "本页的每个例子都经过检查器证明。",
    "lead-title": "（{title}）",
    # The index page
    "index-intro": "`spec/` 中每个玩法一页，由玩法文件生成：发牌、牌的大小、牌型、亮主、出牌、抠底、计分，"
                   "每条规则都注明出处和裁定。同样的页面也有英文版。",
    "section-title": "《{title}》", "index:variant": "玩法", "index:id": "编号", "index:extends": "继承", "index:players": "人数",
    "index:decks": "几副牌", "index:decisions": "裁定",
    "index-comparison": "[比较](comparison.md)一页把所有玩法的每条规则并排列出。",
    # 概要表（两类玩法的 header_rows 都写的行，以及 Book.lineage_rows）
    "row:family": "类别", "row:players": "人数", "row:teams": "组队", "row:direction": "出牌方向", "row:decks": "牌数",
    "row:hand": "每人张数", "row:parent": "上级玩法", "row:lineage": "继承关系", "row:file": "玩法文件",
    "hd:players": "{least} 人", "hd:decks": "{count} 副牌", "hd:jokers": "（带王）", "hd:no-jokers": "（不带王）",
    "hd:deck-size": "，共 {size} 张", "hd:hand": "每人 {size} 张", "hd:root": "无：这是根玩法",
    "hd:file": "<code>{file}</code>（编号 <code>{id}</code>）",
    "family=trick-taking": "打墩类（升级、拖拉机）", "family=climbing": "出牌比大类（够级、保皇）",
    "teams=partners": "固定对家，相对而坐", "teams=friends": "找朋友：庄家叫一张牌，拿到这张牌的人是暗中的朋友",
    "teams=emperor": "保皇：皇帝和保皇派对革命党", "direction=counter-clockwise": "逆时针",
    "direction=clockwise": "顺时针", "teams=declarer-alone": "庄家一人对其余所有玩家",
    # Page furniture
    "default": "默认（未写出）", "rule": "规则", "value": "内容", "source": "出处", "setting": "设定", "examples": "例子",
    "remarks": "附注（引擎不强制执行的规则）", "decision": "裁定", "then": "；否则",
    "silent": "*出处没有说明；本玩法没有这条规则。*",
    "context": "打 {level}，主花色 {trump}", "context-level": "打 {level}", "no-trump": "无主 (NT)", "strength": "序", "place": "名次",
    "alias": "简称", "seed-file": "原始文件", "section": "章节", "citations": "引用次数", "inherited-from": "继承自",
    "examples-in": "例子（都是{context}）", "colon": "：", "change": "变化", "reason": "理由",
    # Notes and changes
    "notes-intro": "各个出处有时互相矛盾、自相矛盾，或者没有说明。每一条是本玩法的一个裁定：它关于哪条规则、怎样裁定，以及这条规则引用的原文。"
                   "裁定的文字是玩法文件作者写的原文。",
    "no-notes": "本玩法没有裁定：它引用的出处没有矛盾。",
    "against": "这条规则的出处", "no-remarks": "*没有其他附注。*",
    "root": "这是一个根玩法：每一条规则都由它自己写明。", "children": "继承它的玩法：{children}。",
    "changes-intro": "本玩法继承 {parent}，改变了其中 {n} 条规则；其余规则原样继承。",
    "changes-after": "逐条设定的全部区别：`python -m verifier diff {a} {b}`，或看[所有玩法的比较](comparison.md)。",
    "action=added": "新增", "action=overridden": "替换", "action=removed": "去掉",
    "unnamed-example": "一个例子（第 {line} 行）",
    # Setting names the notes of a climbing page read too (`describe` names a setting `setting:NAME`)
    "setting:jokers": "扣王", "setting:first-deal": "第一副",
    # Tribute, a block both families state
    "setting:giver": "谁进贡", "setting:receiver": "谁受贡", "setting:cards": "进贡什么牌", "setting:returned": "还贡",
    "giver=player-before-declarer": "庄家的上家", "receiver=declarer": "庄家",
    "cards=highest-non-point": "进贡者手中最大的牌（分牌除外）", "returned=side-non-point": "同样数量的副牌，不能是分牌",
    "setting:reversal": "反进贡", "reversal=cards": "进贡者拿到 {cards}：改由庄家向进贡者进贡同样张数，进贡和还贡的办法不变",
    "setting:reversal-partner": "进贡者的对家拿到这些牌", "reversal-partner=no-tribute": "不进贡，庄家也不反进贡",
    "reversal-partner=unchanged": "照常进贡",
}

# The rules of both families a note may be about, by `rule_key` (`describe`); a family adds its own.
_RULE_NAMES = {
    "title": "名称", "family": "类别", "players": "人数", "teams": "组队", "direction": "出牌方向", "decks": "牌数",
    "hand": "每人张数", "kitty": "底牌", "points": "分牌", "tribute": "进贡", "places": "名次", "sources": "出处",
    "examples": "例子", "remarks": "附注",
}
W.update({f"rule:{key}": name for key, name in _RULE_NAMES.items()})


class ChineseBook(Book):
    """The generic page in Chinese; a family's template puts its sections before it."""

    lang = "zh"
    W = W

    def joker(self, rank: str) -> str:
        return "大王" if rank == "BJ" else "小王"

    def unnamed(self, name: str) -> str:
        return code(name)  # a Chinese page writes a name it has no word for as the code it is

    def describe(self, note: Note) -> str:
        """What a note of a decision is about: the rule, and the setting it follows."""
        rule = note.rule
        if rule is None:
            return "玩法"
        setting = f"，{self.W.get('setting:' + note.setting, code(note.setting))}" if note.setting else ""
        return self.what(rule) + setting

    def what(self, rule: m.Node) -> str:
        """A rule in a note's words; a family's template names its own items and rows first."""
        if isinstance(rule, m.Example):
            return f"例子 {code(rule.name)}" if rule.name else "一个例子"
        if isinstance(rule, m.Remark):
            return f"附注 {code(rule.name)}"
        key = rule_key(rule)
        return self.W.get(f"rule:{key}", code(key))


def code(name: str) -> str:
    """A name of the language (a setting, a rule's key, an example's or a remark's name) in a Chinese sentence: as
    code, the name it is in the variant file."""
    return f"<code>{esc(name)}</code>"
