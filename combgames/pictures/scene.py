"""A scene of simple drawing primitives, written out as SVG (pure Python) or PNG (through matplotlib).

Every picture of the package is built as a :class:`Scene`: lines, polylines and polygons (optionally
filled), circles, rectangles and text, placed in *user coordinates* with y pointing up (the coordinates of
the mathematics: board points, lattice cells). A scene knows the box of user coordinates it shows and how
many pixels one unit is (``scale``); both backends draw the same primitives in the same order (later ones
on top), so the SVG and the PNG of a picture agree.

Sizes: line widths are in output pixels (they do not grow with the picture), font sizes and radii in user
units (they do). :meth:`Scene.to_svg` needs nothing but Python; :meth:`Scene.to_png` imports matplotlib
lazily (the optional extra ``plot``: ``pip install combgames[plot]`` or ``pip install matplotlib``).

Examples
--------
>>> from combgames.pictures.scene import Scene
>>> s = Scene((0, 0, 2, 1), scale=50)
>>> s.line((0, 0), (2, 1))
>>> s.circle((1, 0.5), 0.2, fill="white")
>>> s.text((1, 0.5), "a")
>>> svg = s.to_svg()
>>> svg.startswith("<svg") and svg.count("<line") == 1 and "viewBox" in svg
True
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Sequence
from xml.sax.saxutils import escape

from combgames.base.checks import check_one_of, check_size

__all__ = ["MAX_CELLS", "Scene", "Line", "Polyline", "Circle", "Rect", "Text", "check_picture_size",
           "require_matplotlib"]

Point = tuple[float, float]

MAX_CELLS = 40_000
"""Default limit on the cells (or points) one picture draws: a 200 x 200 grid is an SVG of about 8 MB; a larger
one is refused up front with its number of cells (pass ``max_cells`` to the renderer to draw it anyway)."""


def check_picture_size(cells: int, what: str, max_cells: int = MAX_CELLS) -> None:
    """Refuse up front (a :class:`~combgames.base.checks.LimitError`, a ValueError) a picture of ``what`` that would
    draw more than ``max_cells`` cells.

    Examples
    --------
    >>> check_picture_size(10**6, "a Latin square of order 1000")
    Traceback (most recent call last):
    ...
    combgames.base.checks.LimitError: too large to draw: a Latin square of order 1000 would have 10^6 cells, more than max_cells=40,000; an SVG of about 200 MB (pass a larger max_cells to draw it anyway)
    """
    check_size(cells, max_cells, call="too large to draw", what=what, name="max_cells", unit="cells", verb="draw",
               note=f"an SVG of about {max(1, cells * 200 // 10**6):,} MB")


@dataclass(frozen=True)
class Line:
    """A straight segment from ``a`` to ``b``."""

    a: Point
    b: Point
    stroke: str = "black"
    width: float = 1.5
    dash: tuple[float, ...] | None = None
    opacity: float = 1.0


@dataclass(frozen=True)
class Polyline:
    """A path through ``points``; ``closed`` makes it a polygon, which ``fill`` may paint."""

    points: tuple[Point, ...]
    closed: bool = False
    stroke: str | None = "black"
    fill: str | None = None
    width: float = 1.5
    dash: tuple[float, ...] | None = None
    opacity: float = 1.0


@dataclass(frozen=True)
class Circle:
    """A circle of radius ``r`` (user units) about ``centre``."""

    centre: Point
    r: float
    stroke: str | None = "black"
    fill: str | None = None
    width: float = 1.5
    opacity: float = 1.0


@dataclass(frozen=True)
class Rect:
    """An axis-parallel rectangle with lower-left corner ``corner``."""

    corner: Point
    w: float
    h: float
    stroke: str | None = "black"
    fill: str | None = None
    width: float = 1.0
    opacity: float = 1.0


@dataclass(frozen=True)
class Text:
    """A label at ``at``; ``size`` is the font height in user units.

    ``anchor`` is the horizontal alignment ("start", "middle", "end"), ``baseline`` the vertical one
    ("middle": centred on ``at``; "bottom": ``at`` on the baseline; "top": hanging below ``at``).
    """

    at: Point
    text: str
    size: float = 0.3
    colour: str = "black"
    anchor: str = "middle"
    baseline: str = "middle"
    bold: bool = False
    italic: bool = False
    halo: str | None = None


_ANCHORS = ("start", "middle", "end")
_BASELINES = ("middle", "bottom", "top")


def require_matplotlib():
    """Import and return matplotlib, or raise ImportError saying how to install it.

    Raises
    ------
    ImportError
        If matplotlib is not installed (it is the optional extra ``plot``).
    """
    try:
        import matplotlib
    except ImportError as err:
        raise ImportError("PNG output needs matplotlib: pip install matplotlib "
                          "(or pip install 'combgames[plot]')") from err
    return matplotlib


def _fmt(v: float) -> str:
    """A short, stable decimal for SVG attributes."""
    text = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


@dataclass
class Scene:
    """A list of drawing primitives in user coordinates, and the box of user coordinates shown.

    Parameters
    ----------
    box : (xmin, ymin, xmax, ymax)
        The region shown, in user units (y up).
    scale : float
        Output pixels per user unit.
    background : str or None
        Fill of the whole picture (default white); None for transparent.
    title : str or None
        A title for the SVG ``<title>`` element (tooltips, accessibility).

    Raises
    ------
    ValueError
        If the box is empty or the scale is not positive.

    Notes
    -----
    Colours are any SVG/matplotlib colour string: names ("black") or ``#rrggbb``.
    """

    box: tuple[float, float, float, float]
    scale: float = 60.0
    background: str | None = "white"
    title: str | None = None
    items: list = field(default_factory=list)

    def __post_init__(self) -> None:
        x0, y0, x1, y1 = (float(v) for v in self.box)
        if not (x1 > x0 and y1 > y0):
            raise ValueError(f"box must be (xmin, ymin, xmax, ymax) with xmax > xmin and ymax > ymin, not {self.box}")
        if not self.scale > 0:
            raise ValueError(f"scale must be positive, not {self.scale!r}")
        self.box = (x0, y0, x1, y1)

    # ------------------------------------------------------------------ building
    def line(self, a: Point, b: Point, *, stroke: str = "black", width: float = 1.5,
             dash: Sequence[float] | None = None, opacity: float = 1.0) -> None:
        """Add a segment from ``a`` to ``b``."""
        self.items.append(Line(_pt(a), _pt(b), stroke, width, None if dash is None else tuple(dash), opacity))

    def polyline(self, points: Sequence[Point], *, stroke: str | None = "black", width: float = 1.5,
                 dash: Sequence[float] | None = None, opacity: float = 1.0) -> None:
        """Add an open path through ``points``."""
        self.items.append(Polyline(tuple(_pt(p) for p in points), False, stroke, None, width,
                                   None if dash is None else tuple(dash), opacity))

    def polygon(self, points: Sequence[Point], *, fill: str | None = None, stroke: str | None = "black",
                width: float = 1.5, dash: Sequence[float] | None = None, opacity: float = 1.0) -> None:
        """Add a closed polygon through ``points``, filled with ``fill`` (None: not filled)."""
        self.items.append(Polyline(tuple(_pt(p) for p in points), True, stroke, fill, width,
                                   None if dash is None else tuple(dash), opacity))

    def circle(self, centre: Point, r: float, *, fill: str | None = None, stroke: str | None = "black",
               width: float = 1.5, opacity: float = 1.0) -> None:
        """Add a circle of radius ``r`` (user units)."""
        self.items.append(Circle(_pt(centre), float(r), stroke, fill, width, opacity))

    def rect(self, corner: Point, w: float, h: float, *, fill: str | None = None, stroke: str | None = "black",
             width: float = 1.0, opacity: float = 1.0) -> None:
        """Add a rectangle with lower-left corner ``corner``, width ``w`` and height ``h``."""
        self.items.append(Rect(_pt(corner), float(w), float(h), stroke, fill, width, opacity))

    def text(self, at: Point, text: str, *, size: float = 0.3, colour: str = "black", anchor: str = "middle",
             baseline: str = "middle", bold: bool = False, italic: bool = False, halo: str | None = None) -> None:
        """Add a label; see :class:`Text` for the alignment options; ``halo`` outlines it (e.g. "white").

        Raises
        ------
        ValueError
            For an unknown ``anchor`` or ``baseline``.
        """
        check_one_of(anchor, "anchor", _ANCHORS)
        check_one_of(baseline, "baseline", _BASELINES)
        self.items.append(Text(_pt(at), str(text), float(size), colour, anchor, baseline, bold, italic, halo))

    def arrow(self, a: Point, b: Point, *, stroke: str = "black", width: float = 1.5, head: float = 0.15,
              fill: str | None = None) -> None:
        """Add a segment from ``a`` to ``b`` with a triangular head of length ``head`` (user units) at ``b``."""
        self.line(a, b, stroke=stroke, width=width)
        self.items.append(Polyline(_arrow_head(_pt(a), _pt(b), head), True, stroke, fill or stroke, width))

    def place(self, other: "Scene", centre: Point, width: float) -> None:
        """Draw a copy of ``other`` (its whole box, background included) centred at ``centre``, ``width`` wide.

        Coordinates, radii and font sizes scale with it; line widths (pixels) stay as they are.
        """
        x0, y0, x1, y1 = other.box
        k = width / (x1 - x0)
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2

        def tr(p: Point) -> Point:
            return centre[0] + (p[0] - cx) * k, centre[1] + (p[1] - cy) * k

        if other.background:
            self.rect(tr((x0, y0)), (x1 - x0) * k, (y1 - y0) * k, fill=other.background, stroke=None)
        for item in other.items:
            if isinstance(item, Line):
                self.items.append(Line(tr(item.a), tr(item.b), item.stroke, item.width, item.dash, item.opacity))
            elif isinstance(item, Polyline):
                self.items.append(Polyline(tuple(tr(p) for p in item.points), item.closed, item.stroke, item.fill,
                                           item.width, item.dash, item.opacity))
            elif isinstance(item, Circle):
                self.items.append(Circle(tr(item.centre), item.r * k, item.stroke, item.fill, item.width,
                                         item.opacity))
            elif isinstance(item, Rect):
                self.items.append(Rect(tr(item.corner), item.w * k, item.h * k, item.stroke, item.fill, item.width,
                                       item.opacity))
            elif isinstance(item, Text):
                self.items.append(Text(tr(item.at), item.text, item.size * k, item.colour, item.anchor,
                                       item.baseline, item.bold, item.italic, item.halo))

    # ------------------------------------------------------------------ geometry
    @property
    def size(self) -> tuple[int, int]:
        """Output size in pixels, (width, height)."""
        x0, y0, x1, y1 = self.box
        return max(1, round((x1 - x0) * self.scale)), max(1, round((y1 - y0) * self.scale))

    def _px(self, p: Point) -> tuple[float, float]:
        x0, _, _, y1 = self.box
        return (p[0] - x0) * self.scale, (y1 - p[1]) * self.scale

    # ------------------------------------------------------------------ SVG
    def to_svg(self) -> str:
        """Return the scene as an SVG document (a string; no dependency).

        Coordinates are output pixels, y down, with ``viewBox`` set so the drawing scales when resized.
        """
        w, h = self.size
        out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" '
               'font-family="DejaVu Sans, Verdana, sans-serif">']
        if self.title:
            out.append(f"<title>{escape(self.title)}</title>")
        if self.background:
            out.append(f'<rect x="0" y="0" width="{w}" height="{h}" fill="{escape(self.background)}"/>')
        for item in self.items:
            out.append(self._svg_item(item))
        out.append("</svg>")
        return "\n".join(out)

    def _svg_item(self, item) -> str:
        s = self.scale
        if isinstance(item, Line):
            (x1, y1), (x2, y2) = self._px(item.a), self._px(item.b)
            return (f'<line x1="{_fmt(x1)}" y1="{_fmt(y1)}" x2="{_fmt(x2)}" y2="{_fmt(y2)}"'
                    f'{_svg_stroke(item.stroke, item.width, item.dash)}{_svg_opacity(item.opacity)}'
                    ' stroke-linecap="round"/>')
        if isinstance(item, Polyline):
            pts = " ".join(f"{_fmt(x)},{_fmt(y)}" for x, y in map(self._px, item.points))
            tag = "polygon" if item.closed else "polyline"
            fill = escape(item.fill) if (item.fill and item.closed) else "none"
            return (f'<{tag} points="{pts}" fill="{fill}"{_svg_stroke(item.stroke, item.width, item.dash)}'
                    f'{_svg_opacity(item.opacity)} stroke-linejoin="round" stroke-linecap="round"/>')
        if isinstance(item, Circle):
            x, y = self._px(item.centre)
            return (f'<circle cx="{_fmt(x)}" cy="{_fmt(y)}" r="{_fmt(item.r * s)}" '
                    f'fill="{escape(item.fill) if item.fill else "none"}"{_svg_stroke(item.stroke, item.width, None)}'
                    f'{_svg_opacity(item.opacity)}/>')
        if isinstance(item, Rect):
            x, y = self._px((item.corner[0], item.corner[1] + item.h))
            return (f'<rect x="{_fmt(x)}" y="{_fmt(y)}" width="{_fmt(item.w * s)}" height="{_fmt(item.h * s)}" '
                    f'fill="{escape(item.fill) if item.fill else "none"}"{_svg_stroke(item.stroke, item.width, None)}'
                    f'{_svg_opacity(item.opacity)}/>')
        if isinstance(item, Text):
            x, y = self._px(item.at)
            size = item.size * s
            # dominant-baseline is not honoured everywhere; shift by hand (cap height ~ 0.7 em)
            dy = {"middle": 0.35 * size, "bottom": 0.0, "top": 0.75 * size}[item.baseline]
            attrs = ' font-weight="bold"' if item.bold else ""
            attrs += ' font-style="italic"' if item.italic else ""
            head = f'<text x="{_fmt(x)}" y="{_fmt(y + dy)}" font-size="{_fmt(size)}" text-anchor="{item.anchor}"'
            body = f"{attrs}>{escape(item.text)}</text>"
            text = f'{head} fill="{escape(item.colour)}"{body}'
            if item.halo:  # a stroked copy underneath (paint-order is not supported by every renderer)
                halo = escape(item.halo)
                text = (f'{head} fill="{halo}" stroke="{halo}" stroke-width="{_fmt(max(2.0, size / 5))}" '
                        f'stroke-linejoin="round"{body}\n{text}')
            return text
        raise TypeError(f"unknown scene item {item!r}")  # pragma: no cover

    def save_svg(self, path: str | Path) -> Path:
        """Write the SVG document to ``path`` (UTF-8) and return the path."""
        path = Path(path)
        path.write_text(self.to_svg(), encoding="utf-8")
        return path

    # ------------------------------------------------------------------ PNG
    def to_figure(self, *, dpi: float = 100.0):
        """Return a matplotlib ``Figure`` showing the scene (no pyplot, no global state).

        Raises
        ------
        ImportError
            If matplotlib is not installed.
        """
        require_matplotlib()
        from matplotlib.figure import Figure
        from matplotlib.lines import Line2D
        from matplotlib.patches import Circle as MCircle
        from matplotlib.patches import Polygon as MPolygon
        from matplotlib.patches import Rectangle as MRectangle

        w, h = self.size
        fig = Figure(figsize=(w / dpi, h / dpi), dpi=dpi)
        if self.background:
            fig.patch.set_facecolor(self.background)
        else:
            fig.patch.set_alpha(0.0)
        ax = fig.add_axes((0, 0, 1, 1))
        ax.set_axis_off()
        x0, y0, x1, y1 = self.box
        ax.set_xlim(x0, x1)
        ax.set_ylim(y0, y1)
        ax.set_aspect("equal", adjustable="box")
        pt = 72.0 / dpi  # points per output pixel
        from matplotlib.collections import LineCollection

        items = self.items
        z = 0
        while z < len(items):
            item = items[z]
            if isinstance(item, Line):
                # a run of lines in one style is one collection (thousands of graph edges draw fast)
                style = (item.stroke, item.width, item.dash, item.opacity)
                end = z
                while (end < len(items) and isinstance(items[end], Line)
                       and (items[end].stroke, items[end].width, items[end].dash, items[end].opacity) == style):
                    end += 1
                segments = [[line.a, line.b] for line in items[z:end]]
                if len(segments) == 1:
                    ax.add_line(Line2D([item.a[0], item.b[0]], [item.a[1], item.b[1]], color=item.stroke,
                                       linewidth=item.width * pt, alpha=item.opacity, zorder=z,
                                       solid_capstyle="round", **_mpl_dash(item.dash, item.width)))
                else:
                    ax.add_collection(LineCollection(segments, colors=item.stroke, linewidths=item.width * pt,
                                                     alpha=item.opacity, zorder=z, capstyle="round",
                                                     **_mpl_dash(item.dash, item.width)))
                z = end
                continue
            if isinstance(item, Polyline):
                if item.closed:
                    ax.add_artist(MPolygon(list(item.points), closed=True, facecolor=item.fill or "none",
                                          edgecolor=item.stroke or "none", linewidth=item.width * pt,
                                          alpha=item.opacity, zorder=z, joinstyle="round",
                                          **_mpl_dash(item.dash, item.width)))
                elif item.stroke:
                    xs, ys = zip(*item.points)
                    ax.add_line(Line2D(xs, ys, color=item.stroke, linewidth=item.width * pt, alpha=item.opacity,
                                       zorder=z, solid_joinstyle="round", solid_capstyle="round",
                                       **_mpl_dash(item.dash, item.width)))
            elif isinstance(item, Circle):
                ax.add_artist(MCircle(item.centre, item.r, facecolor=item.fill or "none",
                                     edgecolor=item.stroke or "none", linewidth=item.width * pt,
                                     alpha=item.opacity, zorder=z))
            elif isinstance(item, Rect):
                ax.add_artist(MRectangle(item.corner, item.w, item.h, facecolor=item.fill or "none",
                                        edgecolor=item.stroke or "none", linewidth=item.width * pt,
                                        alpha=item.opacity, zorder=z))
            elif isinstance(item, Text):
                va = {"middle": "center_baseline", "bottom": "baseline", "top": "top"}[item.baseline]
                ha = {"start": "left", "middle": "center", "end": "right"}[item.anchor]
                t = ax.text(item.at[0], item.at[1], item.text, fontsize=item.size * self.scale * pt,
                            color=item.colour, ha=ha, va=va, zorder=z, fontweight="bold" if item.bold else "normal",
                            fontstyle="italic" if item.italic else "normal", family="DejaVu Sans")
                if item.halo:
                    from matplotlib import patheffects

                    t.set_path_effects([patheffects.withStroke(
                        linewidth=max(2.0, item.size * self.scale / 5) * pt, foreground=item.halo)])
            z += 1
        return fig

    def to_png(self, path: str | Path, *, dpi: float = 100.0) -> Path:
        """Render the scene to a PNG file through matplotlib and return the path.

        Raises
        ------
        ImportError
            If matplotlib is not installed (``pip install matplotlib``).
        """
        fig = self.to_figure(dpi=dpi)
        from matplotlib.backends.backend_agg import FigureCanvasAgg

        FigureCanvasAgg(fig)
        path = Path(path)
        fig.savefig(path, format="png", dpi=dpi, facecolor=fig.get_facecolor())
        return path


def _pt(p: Sequence[float]) -> Point:
    x, y = p
    return float(x), float(y)


def _svg_stroke(stroke: str | None, width: float, dash: tuple[float, ...] | None) -> str:
    if not stroke:
        return ' stroke="none"'
    out = f' stroke="{escape(stroke)}" stroke-width="{_fmt(width)}"'
    if dash:
        out += f' stroke-dasharray="{",".join(_fmt(d) for d in dash)}"'
    return out


def _svg_opacity(opacity: float) -> str:
    return "" if opacity >= 1.0 else f' opacity="{_fmt(opacity)}"'


def _mpl_dash(dash: tuple[float, ...] | None, width: float) -> dict:
    """A matplotlib dash style; matplotlib scales dash lengths by the line width, so divide by it."""
    if not dash:
        return {}
    return {"linestyle": (0, tuple(d / max(width, 1e-6) for d in dash))}


def _arrow_head(a: Point, b: Point, head: float) -> tuple[Point, ...]:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    bx, by = b[0] - ux * head, b[1] - uy * head
    half = head * 0.45
    return (b, (bx - uy * half, by + ux * half), (bx + uy * half, by - ux * half))
