"""A balance report as a page (HTML with the plots inline as SVG, no script, nothing fetched) and as text."""
from __future__ import annotations

from html import escape

from . import plots


def _ci(ci: dict, percent: bool = False) -> str:
    if ci is None or ci.get("value") is None:
        return "n/a"
    f = (lambda x: f"{100 * x:.1f}%") if percent else (lambda x: f"{x:.3f}")
    if ci.get("low") is None:
        return f(ci["value"])
    return f"{f(ci['value'])} [{f(ci['low'])}, {f(ci['high'])}]"


def rows(report: dict) -> list[tuple[str, str, str]]:
    """(figure, this variant, the other or "") of the report's headline figures, in words."""
    a = report["figures"]
    b = report.get("against", {}).get("figures") if report.get("against") else None
    out = []

    def add(name, get, percent=False):
        out.append((name, _ci(get(a), percent), _ci(get(b), percent) if b else ""))
    if a["family"] == "trick-taking":
        add("declarers' win rate", lambda f: f["declarers_win_rate"], True)
        add("declarers' levels against the attackers, per deal", lambda f: f["declarer_levels"])
        add("the first declarer's win rate (a match's first deal)", lambda f: f["first_declarer"]["win_rate"], True)
        for s in range(len(a["by_declarer_seat"])):
            add(f"declarers' win rate, declarer at seat {s}", lambda f, s=s: f["by_declarer_seat"][s]["win_rate"]
                if s < len(f["by_declarer_seat"]) else None, True)
        add("attackers' points per deal", lambda f: f["attacker_points"]["mean"])
        add("attackers won the last trick", lambda f: f["kitty_bonus"]["attackers_won_last_trick"], True)
        add("a kitty bonus was paid", lambda f: f["kitty_bonus"]["bonus_paid"], True)
        add("throws per deal", lambda f: f["throws"]["per_deal"])
        add("throws that failed", lambda f: f["throws"]["failure_rate"], True)
        add("decisions per deal", lambda f: f["deal_length"]["decisions"])
        add("deals per match (matches played to their end)", lambda f: f["match_length"]["deals"])
    else:
        for s in range(len(a["by_seat"])):
            add(f"mean finishing place, seat {s}", lambda f, s=s: f["by_seat"][s]["place"]
                if s < len(f["by_seat"]) else None)
        for role in a["by_role"]:
            add(f"{role}: mean place", lambda f, r=role: f["by_role"].get(r, {}).get("place"))
            add(f"{role}: first out", lambda f, r=role: f["by_role"].get(r, {}).get("first_out"), True)
            add(f"{role}: mean settlement", lambda f, r=role: f["by_role"].get(r, {}).get("score"))
        add("sweeps", lambda f: f["sweeps"], True)
        add("rounds per deal", lambda f: f["rounds"]["mean"])
        add("tribute cards returned per deal", lambda f: f["tribute_returns"])
        add("revolutions per deal", lambda f: f["revolutions"])
        add("decisions per deal", lambda f: f["decisions"])
    return out


def _plots(report: dict) -> list[str]:
    a = report["figures"]
    b = report["against"]["figures"] if report.get("against") else None
    names = [report["variant"]] + ([report["against"]["variant"]] if b else [])
    both = [x for x in (a, b) if x is not None]
    out = []
    if a["family"] == "trick-taking":
        keys = sorted({int(k) for f in both for k in f["attacker_points"]["distribution"]})
        labels = [str(k) for k in range(0, (max(keys) if keys else 0) + 5, 5)]
        series = [(name, [f["attacker_points"]["distribution"].get(x, 0) / max(1, f["deals"]) for x in labels], None)
                  for name, f in zip(names, both)]
        marks = [(labels.index(str(r)) - 0.5, str(r)) for r in a["attacker_points"]["scoring_rows"] if str(r) in labels]
        out.append(plots.bars(series, labels, "Attackers' points per deal", "points (dashed: scoring rows)",
                              "share of deals", marks, percent=True))
        seats = [str(s["seat"]) for s in a["by_declarer_seat"]] + ["first", "all"]

        def wins(f):
            cis = [s["win_rate"] for s in f["by_declarer_seat"]] + [f["first_declarer"]["win_rate"],
                                                                  f["declarers_win_rate"]]
            cis += [{"value": None, "low": None, "high": None}] * (len(seats) - len(cis))
            return [c["value"] for c in cis[:len(seats)]], [(c["low"], c["high"]) for c in cis[:len(seats)]]
        out.append(plots.bars([(name, *wins(f)) for name, f in zip(names, both)], seats,
                              "Declarers' win rate by the declarer's seat (95% intervals)",
                              "declarer's seat (first: a match's first deal)", "declarers won", percent=True))
        keys = sorted({int(k) for f in both for k in f["match_length"]["distribution"]})
        if keys:
            labels = [str(k) for k in range(min(keys), max(keys) + 1)]
            out.append(plots.bars([(name, [f["match_length"]["distribution"].get(x, 0) for x in labels], None)
                                   for name, f in zip(names, both)], labels, "Length of a match",
                                  "deals until a side passed the top", "matches"))
    else:
        seats = [str(s["seat"]) for s in a["by_seat"]]
        out.append(plots.bars([(name, [s["place"]["value"] for s in f["by_seat"]],
                                [(s["place"]["low"], s["place"]["high"]) for s in f["by_seat"]])
                               for name, f in zip(names, both)], seats, "Mean finishing place by seat (95% intervals)",
                              "seat", "place (1: first out)"))
        roles = sorted({r for f in both for r in f["by_role"]})
        out.append(plots.bars([(name, [f["by_role"].get(r, {}).get("first_out", {}).get("value") for r in roles],
                                [(f["by_role"].get(r, {}).get("first_out", {}).get("low"),
                                  f["by_role"].get(r, {}).get("first_out", {}).get("high")) for r in roles])
                               for name, f in zip(names, both)], roles, "First out, by team or role (95% intervals)",
                              "team or role", "first out", percent=True))
        keys = sorted({int(k) for f in both for k in f["rounds"]["distribution"]})
        labels = [str(k) for k in range(min(keys), max(keys) + 1)] if keys else []
        out.append(plots.bars([(name, [f["rounds"]["distribution"].get(x, 0) / max(1, f["deals"]) for x in labels],
                                None) for name, f in zip(names, both)], labels, "Rounds per deal", "rounds",
                              "share of deals", percent=True))
    significant = [d for d in report.get("differences", []) if d["significant"]]
    if significant:
        out.append(plots.forest([(d["figure"], d["difference"]["value"], d["difference"]["low"],
                                  d["difference"]["high"]) for d in significant[:30]],
                                f"Significant differences, {names[0]} - {names[-1]} (95% intervals)"))
    return out


def page(report: dict) -> str:
    title = f"Balance report: {report['variant']}" + (f" against {report['against']['variant']}"
                                                      if report.get("against") else "")
    head = ["figure", report["variant"]] + ([report["against"]["variant"]] if report.get("against") else [])
    body = "".join("<tr>" + "".join(f"<td>{escape(c)}</td>" for c in row[:len(head)]) + "</tr>" for row in rows(report))
    table = "<table><tr>" + "".join(f"<th>{escape(h)}</th>" for h in head) + f"</tr>{body}</table>"
    parts = []
    for p in _plots(report):
        parts.append(p if p.startswith("<svg") else f"<pre>{escape(p)}</pre>")
    diffs = report.get("differences", [])
    diff_table = ""
    if diffs:
        lines = "".join(f"<tr><td>{escape(d['figure'])}</td><td>{_ci(d['a'])}</td><td>{_ci(d['b'])}</td>"
                        f"<td>{_ci(d['difference'])}</td><td>{'yes' if d['significant'] else ''}</td></tr>"
                        for d in diffs)
        diff_table = ("<h2>Every figure, side by side</h2><table><tr><th>figure</th><th>A</th><th>B</th>"
                      f"<th>A - B</th><th>significant</th></tr>{lines}</table>")
    meta = (f"{report['deals']} deals, players {escape(', '.join(report['players']))}, seed {report['seed']}; "
            f"every rate with Wilson's 95% interval, every mean with Student's. Made by <code>verifier analyse</code>.")
    style = ("body{font:14px sans-serif;max-width:60em;margin:2em auto;padding:0 1em}table{border-collapse:collapse;"
             "margin:1em 0}td,th{border:1px solid #ccc;padding:2px 8px;text-align:left}svg{max-width:100%;height:auto}")
    return (f"<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>{escape(title)}</title>"
            f"<style>{style}</style></head><body><h1>{escape(title)}</h1><p>{meta}</p>{table}"
            + "".join(f"<figure>{p}</figure>" for p in parts) + f"{diff_table}</body></html>\n")


def text(report: dict) -> str:
    head = f"{report['variant']}" + (f" against {report['against']['variant']}" if report.get("against") else "")
    lines = [f"{head}: {report['deals']} deals, players {', '.join(report['players'])}, seed {report['seed']} "
             f"(95% intervals)"]
    for name, a, b in rows(report):
        lines.append(f"  {name}: {a}" + (f"  |  {b}" if b else ""))
    significant = [d for d in report.get("differences", []) if d["significant"]]
    if report.get("against"):
        lines.append(f"significant differences ({len(significant)} of {len(report['differences'])} figures):")
        lines += [f"  {d['figure']}: {_ci(d['difference'])}" for d in significant]
    return "\n".join(lines) + "\n"
