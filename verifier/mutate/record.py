"""The recorded mutation scores (`verifier mutate … --record FILE`; spec/'s are docs/checks/mutation.json): each
variant's score, its floor, the fingerprint of the files it was measured on, and the verdict of every one of its
mutants, one letter each in the order the mutants are made.

A full study of spec/ takes minutes of CPU, too long for every test run, so the test suite
(tests/test_mutation_floors.py) reads the record: every variant is in it, measured on the files as they are now
(the fingerprint), at or above its floor; and a few mutants of each variant, spread over the file, are tried again
to show the record still says what the checker does. The floor is a ratchet: recording never lowers it, and raises
it to the score reached (to the whole percent below), up to FLOOR."""
from __future__ import annotations

import hashlib
import json
import math

from .study import CRASHED, EQUIVALENT, KILLED, SURVIVED, UNWRITABLE

FLOOR = 0.95  # the score every variant is to reach (issue 29): the floor stops rising there
VERSION = 1  # of the mutants made (operators.py): a change of what is mutated makes every record stale
LETTERS = {KILLED: "k", SURVIVED: "s", EQUIVALENT: "e", UNWRITABLE: "u", CRASHED: "c"}
SAMPLE = 4  # the mutants of each variant the test suite tries again


class Incomplete(ValueError):
    """A study that did not try every mutant: its score is no score of the variant."""


def fingerprint(workspace, vid: str) -> str:
    """The digest of the texts of the variant's file and its ancestors' (what a study of its own rules reads), and
    of the version of the mutants."""
    parts = [f"mutants {VERSION}"]
    while vid:
        parts.append(vid + "\n" + workspace.sources[workspace.paths[vid]])
        vid = workspace.files[vid].parent
    return hashlib.sha256("\0".join(parts).encode("utf-8")).hexdigest()


def verdicts(study) -> str:
    return "".join(LETTERS[t.status] for t in study.tried)


def ratchet(score: float | None, old: float | None) -> float:
    """The new floor: the old one never lowered; raised to the score (whole percents, rounded down) up to FLOOR."""
    reached = 1.0 if score is None else math.floor(round(score * 100, 6)) / 100
    return max(old or 0.0, min(FLOOR, reached))


def entry(study, workspace, old: dict | None) -> dict:
    if len(study.tried) < study.generated:
        raise Incomplete(f"`{study.variant}`: {len(study.tried)} of {study.generated} mutants tried: raise --budget "
                         "to record its score")
    score = None if study.score is None else round(study.score, 4)
    return {"family": study.family, "score": score, "floor": ratchet(score, (old or {}).get("floor")),
            "killed": study.count(KILLED), "survived": study.count(SURVIVED),
            "fingerprint": fingerprint(workspace, study.variant), "verdicts": verdicts(study)}


def load(path: str) -> dict:
    try:
        with open(path, encoding="utf-8") as handle:
            return json.load(handle)
    except FileNotFoundError:
        return {}


def record(path: str, studies, workspace) -> dict:
    """Write the studies into the record at `path` (the other variants' entries kept); returns the record."""
    kept = load(path)
    for one in studies:
        kept[one.variant] = entry(one, workspace, kept.get(one.variant))
    text = json.dumps(dict(sorted(kept.items())), ensure_ascii=False, indent=1) + "\n"
    with open(path, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(text)
    return kept


def sample(count: int, size: int = SAMPLE) -> list[int]:
    """`size` indices spread evenly over `count` mutants (all of them when there are fewer)."""
    if count <= size:
        return list(range(count))
    return sorted({(2 * k + 1) * count // (2 * size) for k in range(size)})


def tables(kept: dict, zh: bool = False) -> str:
    """The two tables of "What the examples notice" in docs/checks/index.md (and its Chinese twin): each family's
    score over its variants' mutants, then each variant's score and floor."""
    words = ({"trick-taking": "升级类", "climbing": "爬牌类"} if zh else
             {"trick-taking": "trick-taking", "climbing": "climbing"})
    guard = ("95% reached", "ratchet") if not zh else ("已达 95%", "棘轮")
    head = ("| family | variants | noticed | not noticed | score |\n|---|---|---|---|---|\n" if not zh else
            "| 玩法家族 | 变体 | 注意到 | 没有注意到 | 得分 |\n|---|---|---|---|---|\n")
    rows = []
    for family in ("trick-taking", "climbing"):
        members = [e for e in kept.values() if e["family"] == family]
        killed, survived = sum(e["killed"] for e in members), sum(e["survived"] for e in members)
        rows.append(f"| {words[family]} | {len(members)} | {killed} | {survived} | {killed / (killed + survived):.0%} |")
    second = ("| variant | family | score | floor | noticed | not noticed | guard |\n|---|---|---|---|---|---|---|\n"
              if not zh else "| 变体 | 玩法家族 | 得分 | 下限 | 注意到 | 没有注意到 | 守护 |\n|---|---|---|---|---|---|---|\n")
    lines = []
    for vid, e in sorted(kept.items()):
        score = "—" if e["score"] is None else f"{e['score']:.0%}"
        lines.append(f"| `{vid}` | {words[e['family']]} | {score} | {e['floor']:.0%} | {e['killed']} | {e['survived']} | "
                     f"{guard[0] if e['floor'] >= FLOOR else guard[1]} |")
    return head + "\n".join(rows) + "\n\n" + second + "\n".join(lines) + "\n"
