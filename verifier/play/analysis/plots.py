"""The plots of a balance report: SVG drawn by matplotlib (the `plots` extra), and a plain-text fallback where it is
not installed (`available()` says which). The SVG is made reproducible: no date, a fixed id salt."""
from __future__ import annotations

import io

WIDTH, HEIGHT = 7.0, 3.2  # inches
COLOURS = ("#c62828", "#1565c0", "#2e7d32", "#6a1b9a")


def available() -> bool:
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        return False
    return True


def _figure():
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    matplotlib.rcParams["svg.hashsalt"] = "verifier"
    matplotlib.rcParams["svg.fonttype"] = "none"
    fig, ax = plt.subplots(figsize=(WIDTH, HEIGHT))
    return plt, fig, ax


def _svg(plt, fig) -> str:
    out = io.StringIO()
    fig.tight_layout()
    fig.savefig(out, format="svg", metadata={"Date": None})
    plt.close(fig)
    text = out.getvalue()
    return text[text.index("<svg"):]


def bars(series: list[tuple[str, list[float], list[tuple[float, float]] | None]], labels: list[str], title: str,
         x_label: str, y_label: str, lines: list[tuple[float, str]] = (), percent: bool = False) -> str:
    """Bars per label, one colour per series ((name, values, intervals or None)); `lines` are dashed vertical marks
    at a bar position (a scoring row's boundary). SVG with matplotlib, else text."""
    if not available():
        return text_bars(series, labels, title, percent)
    plt, fig, ax = _figure()
    k = max(1, len(series))
    width = 0.8 / k
    for i, (name, values, cis) in enumerate(series):
        xs = [j + (i - (k - 1) / 2) * width for j in range(len(labels))]
        scale = 100 if percent else 1
        ys = [v * scale if v is not None else 0 for v in values]
        err = None
        if cis:
            err = [[max(0, (v or 0) * scale - (lo if lo is not None else v or 0) * scale) for v, (lo, _) in zip(values, cis)],
                   [max(0, (hi if hi is not None else v or 0) * scale - (v or 0) * scale) for v, (_, hi) in zip(values, cis)]]
        ax.bar(xs, ys, width=width, color=COLOURS[i % len(COLOURS)], label=name, yerr=err, capsize=2 if err else 0)
    for x, text in lines:
        ax.axvline(x, color="#555", linestyle="--", linewidth=0.8)
        ax.text(x, ax.get_ylim()[1] * 0.95, text, fontsize=7, ha="left", va="top")
    step = max(1, len(labels) // 16)
    ax.set_xticks(range(0, len(labels), step))
    ax.set_xticklabels(labels[::step], fontsize=8)
    ax.set_title(title, fontsize=10)
    ax.set_xlabel(x_label, fontsize=9)
    ax.set_ylabel(y_label + (" (%)" if percent else ""), fontsize=9)
    if len(series) > 1:
        ax.legend(fontsize=8)
    return _svg(plt, fig)


def forest(rows: list[tuple[str, float, float, float]], title: str) -> str:
    """Differences with their intervals, one row each ((label, value, low, high)), around a line at 0."""
    if not available():
        return "\n".join([title] + [f"  {label}: {v:+.4f} [{lo:+.4f}, {hi:+.4f}]" for label, v, lo, hi in rows])
    plt, fig, ax = _figure()
    fig.set_size_inches(WIDTH, max(1.6, 0.32 * len(rows) + 0.8))
    ys = list(range(len(rows)))[::-1]
    for y, (label, v, lo, hi) in zip(ys, rows):
        ax.plot([lo, hi], [y, y], color=COLOURS[0])
        ax.plot([v], [y], "o", color=COLOURS[0], markersize=3)
    ax.axvline(0, color="#555", linewidth=0.8)
    ax.set_yticks(ys)
    ax.set_yticklabels([r[0] for r in rows], fontsize=7)
    ax.set_title(title, fontsize=10)
    return _svg(plt, fig)


def text_bars(series, labels, title: str, percent: bool = False) -> str:
    """The plain-text fallback: one line per label and series, a bar of # scaled to the largest value."""
    top = max((abs(v) for _, values, _ in series for v in values if v is not None), default=0) or 1
    lines = [title]
    for j, label in enumerate(labels):
        for name, values, cis in series:
            v = values[j]
            if v is None:
                continue
            shown = f"{100 * v:.1f}%" if percent else f"{v:.3g}"
            ci = ""
            if cis and cis[j][0] is not None:
                lo, hi = cis[j]
                ci = f" [{100 * lo:.1f}, {100 * hi:.1f}]" if percent else f" [{lo:.3g}, {hi:.3g}]"
            lines.append(f"  {label:>8} {name[:12]:<12} {'#' * round(30 * abs(v) / top):<30} {shown}{ci}")
    return "\n".join(lines)
