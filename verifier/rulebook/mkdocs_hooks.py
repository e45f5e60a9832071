"""MkDocs hooks (mkdocs.yml `hooks:`): bring the generated rulebooks into the site, in both languages.

`verifier build` writes the rulebook pages under generated/rulebooks/ (`<id>.en.md`, `<id>.zh.md`, an index and the
comparison, in each language) and nowhere else. This hook makes them pages of the site without copying them:

1. on_config: the nav's "Rulebooks" section (the entry holding `rulebooks/index.md`) gets one entry per variant and
   the comparison; optional pages (docs/engine.md, docs/checks/) are added when they exist; generated/rulebooks/ is
   watched by `mkdocs serve`; the glossary's Chinese terms are given to jieba, which segments the Chinese search
   index, so that 拖拉机, 抠底 or 反主 are indexed as words.
2. on_files (before mkdocs-static-i18n, which sorts files by language suffix): every generated page becomes a file
   `rulebooks/<name>` of docs_dir, so the i18n plugin treats `.zh.md` pages as Chinese and `.en.md` ones as English.
3. on_nav (after the i18n plugin has rebuilt its files): each of those files is pointed at its generated source.
"""
from __future__ import annotations

import os

from mkdocs.plugins import event_priority
from mkdocs.structure.files import File

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FOLDER = "rulebooks"

# The glossary's Chinese terms (shared/glossary.md), as whole words for the search index.
GLOSSARY_WORDS = (
    "升级", "拖拉机", "双升", "打百分", "级牌", "主级牌", "副级牌", "主牌", "常主", "主花色", "定主", "无主", "副牌",
    "大王", "小王", "亮主", "亮牌", "叫主", "反主", "抢亮", "自保", "加固", "自反", "反无主", "反底", "炒地皮", "庄家",
    "庄家方", "闲家", "抓分方", "对家", "底牌", "扣底", "抠底", "挖底", "保底", "单抠", "对抠", "分牌", "单张", "对子",
    "棒子", "三张", "滚子", "联对", "连对", "连刻", "泰坦尼克", "甩牌", "甩牌失败", "毙牌", "盖毙", "垫牌", "上台",
    "光头", "大光头", "小光头", "必打", "进贡", "还贡", "喝血", "吃贡", "找朋友", "跟牌", "下家", "上家",
    # The climbing family (够级, 保皇)
    "够级", "保皇", "一套牌", "挂花", "贴钱", "发牌", "顺牌", "上牌", "过牌", "让牌", "扣牌", "接风", "头科", "二科",
    "三科", "四科", "二落", "大落", "联邦", "对头", "够级牌", "烧牌", "革命", "皇帝", "保皇派", "革命党", "明保", "暗保",
    "独保", "叫庄", "让庄", "逼庄", "抢庄", "黄庄", "串三户", "无头", "四人乱缠", "报牌", "挑牌", "够死级", "大花", "小花",
)

_sources: dict[str, str] = {}  # src_uri under docs_dir -> the generated file


def _generated(config) -> str:
    return os.path.join(os.path.dirname(config.config_file_path or os.path.join(ROOT, "mkdocs.yml")),
                        "generated", FOLDER)


def _pages(config) -> list[str]:
    folder = _generated(config)
    return sorted(name for name in os.listdir(folder) if name.endswith(".md")) if os.path.isdir(folder) else []


def _variant_ids(config) -> list[str]:
    special = {"index", "comparison"}
    return sorted({name.split(".")[0] for name in _pages(config)} - special)


def _find_section(nav, target: str):
    """The list in the nav that holds `target` (a path), searching nested sections."""
    for item in nav or []:
        value = next(iter(item.values())) if isinstance(item, dict) else item
        if value == target:
            return nav
        if isinstance(value, list):
            found = _find_section(value, target)
            if found is not None:
                return found
    return None


def _paths(section) -> set:
    values = (next(iter(i.values())) if isinstance(i, dict) else i for i in section)
    return {v for v in values if isinstance(v, str)}


@event_priority(100)
def on_config(config):
    section = _find_section(config.nav, f"{FOLDER}/index.md")
    if section is not None:
        known = _paths(section)
        for vid in _variant_ids(config):
            if f"{FOLDER}/{vid}.md" not in known:
                section.append(f"{FOLDER}/{vid}.md")
        if f"{FOLDER}/comparison.md" not in known:
            section.append(f"{FOLDER}/comparison.md")
    docs = config.docs_dir
    reference = _find_section(config.nav, "language.md")
    if reference is not None:
        known = _paths(reference)
        if os.path.exists(os.path.join(docs, "engine.md")) and "engine.md" not in known:
            reference.append({"Engine API": "engine.md"})
        checks = os.path.join(docs, "checks")
        if os.path.isdir(checks) and not any(isinstance(i, dict) and "Checks" in i for i in reference):
            pages = sorted(n for n in os.listdir(checks) if n.endswith(".md") and n != "index.md" and n.count(".") == 1)
            first = ["checks/index.md"] if os.path.exists(os.path.join(checks, "index.md")) else []
            reference.append({"Checks": first + [f"checks/{n}" for n in pages]})
    if os.path.isdir(_generated(config)) and _generated(config) not in config.watch:
        config.watch.append(_generated(config))
    try:
        import jieba
    except ImportError:  # the search index is then not segmented; the site still builds
        return config
    for word in GLOSSARY_WORDS:
        jieba.add_word(word, freq=100000)
    return config


@event_priority(100)
def on_files(files, config):
    folder = _generated(config)
    for name in _pages(config):
        src_uri = f"{FOLDER}/{name}"
        if files.get_file_from_path(src_uri) is not None:
            continue
        _sources[src_uri] = os.path.join(folder, name)
        files.append(File(src_uri, config.docs_dir, config.site_dir, config.use_directory_urls))
    return files


@event_priority(-200)
def on_nav(nav, config, files):
    for file in files:
        source = _sources.get(file.src_uri)
        if source is not None:
            file.abs_src_path = source
    return nav
