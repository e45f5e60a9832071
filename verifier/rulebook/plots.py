"""Bar charts as static SVG, drawn with the standard library, for the statistics on the rulebook pages.

Inline SVG (no file, no script, no font download) so that the pages stay offline and byte-identical for the same
figures. Every label comes from the caller, in the page's language.
"""
from __future__ import annotations

from html import escape

WIDTH, HEIGHT = 640, 230
MIN_WIDTH = 480  # px: narrower, a plot's text would be too small to read
LEFT, RIGHT, TOP, BOTTOM = 48, 12, 26, 40
BAR = "#c62828"
MARK = "#1b5e20"


def _num(x: float) -> str:
    return f"{x:.1f}".rstrip("0").rstrip(".")


def bars(values: list[tuple[str, int]], title: str, x_label: str, y_label: str,
         marks: tuple[tuple[int, str], ...] = (), label_every: int = 1) -> str:
    """A bar per (label, count), left to right; `marks` are (bar index, text): dashed lines before those bars (the
    boundaries of a table's rows, say)."""
    n = max(1, len(values))
    top = max((v for _, v in values), default=0) or 1
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM
    step = plot_w / n
    # In a frame that scrolls sideways where the screen is narrower than the plot's least width (a phone): the text
    # stays at least 9.75 px high (13 px of the 640 the plot is drawn in, at 480 px).
    out = [f'<div class="plot" style="overflow-x:auto"><svg xmlns="http://www.w3.org/2000/svg" '
           f'viewBox="0 0 {WIDTH} {HEIGHT}" width="100%" role="img" aria-label="{escape(title)}" '
           f'style="max-width:{WIDTH}px;min-width:{MIN_WIDTH}px;font:13px sans-serif">',
           f'<text x="{LEFT}" y="16" font-weight="bold">{escape(title)}</text>',
           f'<line x1="{LEFT}" y1="{TOP + plot_h}" x2="{WIDTH - RIGHT}" y2="{TOP + plot_h}" stroke="#555"/>',
           f'<line x1="{LEFT}" y1="{TOP}" x2="{LEFT}" y2="{TOP + plot_h}" stroke="#555"/>',
           f'<text x="{LEFT - 6}" y="{TOP + 4}" text-anchor="end">{top}</text>',
           f'<text x="{LEFT - 6}" y="{TOP + plot_h}" text-anchor="end">0</text>',
           f'<text x="{LEFT + plot_w / 2:.0f}" y="{HEIGHT - 6}" text-anchor="middle">{escape(x_label)}</text>',
           f'<text x="12" y="{TOP + plot_h / 2:.0f}" text-anchor="middle" transform="rotate(-90 12 '
           f'{TOP + plot_h / 2:.0f})">{escape(y_label)}</text>']
    for i, (label, value) in enumerate(values):
        h = plot_h * value / top
        x = LEFT + i * step
        out.append(f'<rect x="{_num(x + step * 0.1)}" y="{_num(TOP + plot_h - h)}" width="{_num(step * 0.8)}" '
                   f'height="{_num(h)}" fill="{BAR}"><title>{escape(label)}: {value}</title></rect>')
        if i % label_every == 0:
            out.append(f'<text x="{_num(x + step / 2)}" y="{TOP + plot_h + 13}" text-anchor="middle">'
                       f'{escape(label)}</text>')
    for index, text in marks:
        x = LEFT + index * step
        out.append(f'<line x1="{_num(x)}" y1="{TOP}" x2="{_num(x)}" y2="{TOP + plot_h}" stroke="{MARK}" '
                   f'stroke-dasharray="3,3"/>')
        out.append(f'<text x="{_num(x + 2)}" y="{TOP + 9}" fill="{MARK}">{escape(text)}</text>')
    out.append("</svg></div>")
    return "".join(out)
