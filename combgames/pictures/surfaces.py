"""Pictures of boards on closed surfaces (torus, Klein bottle, projective plane), stones and their loops.

The board is drawn as its fundamental domain: for the hex grid the rhombus of hexagons of Schepler's
6 x 6 diagram [1]_ (rows shift half a cell to the right going down, so the columns lean like the text's
``\\ \\ \\``, and the corners A6 and F1 touch), for the square grid a square of cells. Its outline carries
the classical gluing marks: one arrowhead on the left and right sides, two on the top and bottom, pointing
the same way on glued sides that are identified straight and opposite ways on sides glued with a flip
(the Klein bottle's top and bottom, both pairs on the projective plane).

Stones are discs (colour 0 black, colour 1 white). For every component of one colour that contains a
non-contractible loop (found with :class:`topology.CoverUnionFind`), one such loop is found by
breadth-first search in the universal cover and drawn through the stones' centres; where the loop crosses
an identified edge it runs out to the side of the domain and re-enters from the glued side, exactly where
the gluing puts it. On the torus the loop is labelled with its class (x, y).

Registered pictures (:mod:`combgames.pictures.dispatch`): a ``topology.Surface`` board.

References
----------
.. [1] A. Schepler, "A three-player connection game", seeds/003_4502657011210c81.txt (the 6 x 6 board, its
   loops and classes).
"""

from __future__ import annotations

import math
from typing import Any, Mapping, Sequence

from combgames.pictures._style import BOARD, LIGHT, PLAYER_COLOURS, items_of
from combgames.pictures.dispatch import scene_of
from combgames.pictures.scene import MAX_CELLS, Scene, check_picture_size
from topology import Surface
from topology.loops import cell_index, find_loops

__all__ = ["surface_scene"]

_SQ3 = math.sqrt(3.0)
_HEX_STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1))
_SQUARE_STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))
_LOOP_COLOURS = ("#d62728", "#1f77b4", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b")
_GLUE_COLOURS = ("#1f77b4", "#e6550d")  # left/right sides, top/bottom sides


def cell_centre(surface: Any, i: int) -> tuple[float, float]:
    """Plane position of cell i of a surface's board, as drawn: hex lattice steps (1, 0) right, (0, 1) up-left;
    square cells of side 1. Package-internal (not in ``__all__``), also used by
    :mod:`combgames.pictures.coalitions` to ring cells of the same drawing."""
    col, row = surface.coords(i)
    if surface.grid == "hex":
        return col + row / 2.0, -row * _SQ3 / 2.0
    return float(col), -float(row)


def _vector(surface: Any, step: tuple[int, int]) -> tuple[float, float]:
    """Plane vector of a lattice step (dx, dy) (dx columns right, dy rows up)."""
    dx, dy = step
    if surface.grid == "hex":
        return dx - dy / 2.0, dy * _SQ3 / 2.0
    return float(dx), float(dy)


def _steps(surface: Any) -> list[list[tuple[int, int]]]:
    """For each cell, the lattice step of each entry of ``surface.neighbours[cell]``.

    The surfaces list neighbours in the order of their grid's steps ((1, 0), (-1, 0), (0, 1), (0, -1)
    and for hex (1, 1), (-1, -1)); this is checked on every edge inside the board, so a change of that
    convention fails loudly here instead of drawing wrong loops.
    """
    steps = _HEX_STEPS if surface.grid == "hex" else _SQUARE_STEPS
    identity = surface.group.identity
    out = []
    for i, nbrs in enumerate(surface.neighbours):
        if len(nbrs) != len(steps):
            raise ValueError(f"cell {surface.cell_name(i)} has {len(nbrs)} neighbours; a {surface.grid} board "
                             f"needs {len(steps)}")
        col, row = surface.coords(i)
        for (j, h), (dx, dy) in zip(nbrs, steps):
            if h == identity and surface.coords(j) != (col + dx, row - dy):
                raise ValueError(f"neighbour order of {surface.name} does not follow the grid steps at cell "
                                 f"{surface.cell_name(i)}; the picture cannot place its edges")
        out.append(list(steps))
    return out


def _normalise_stones(surface: Any, stones: Any) -> dict[int, int]:
    """Map cell index -> colour (0 or 1) from a mapping, an iterable of cells, or board text."""
    if stones is None:
        return {}
    if isinstance(stones, str):
        rows = [r.strip() for r in stones.replace("\n", "/").split("/") if r.strip()]
        rows = [r.replace(" ", "") for r in rows]
        if len(rows) != surface.height or any(len(r) != surface.width for r in rows):
            raise ValueError(f"stone text must have {surface.height} rows of {surface.width} cells "
                             f"('x', 'o' or '.'), not {stones!r}")
        out = {}
        for row, text in enumerate(rows):
            for col, ch in enumerate(text):
                if ch in "xX":
                    out[surface.index(col, row)] = 0
                elif ch in "oO":
                    out[surface.index(col, row)] = 1
                elif ch not in ".-_":
                    raise ValueError(f"stone text row {row + 1}: expected 'x', 'o' or '.', got {ch!r}")
        return out
    items = stones.items() if isinstance(stones, Mapping) else (
        (c, 0) for c in items_of(stones, "stones", "a dict cell -> colour, an iterable of cells or board text"))
    out = {}
    for cell, colour in items:
        i = cell_index(surface, cell)
        if colour not in (0, 1):
            raise ValueError(f"stone colour must be 0 or 1, not {colour!r}")
        out[i] = colour
    return out


def _loop_label(surface: Any, walk: Sequence[int]) -> str:
    element = surface.walk_element(list(walk))
    if surface.kind == "torus":
        from topology import LoopClass

        return str(LoopClass.of(*element))
    if surface.kind == "klein bottle":  # element (i, j) = a^i g^j (topology.surfaces.KleinBottleGroup)
        i, j = element
        return f"a^{i} g^{j}, non-contractible"
    return "non-contractible"


def surface_scene(surface: Any, stones: Any = None, *, loops: bool | Sequence[Sequence[int]] = True,
                  names: bool | None = None, caption: str | None = None, max_cells: int = MAX_CELLS) -> Scene:
    """Return a scene of a surface board with stones and their non-contractible loops.

    Parameters
    ----------
    surface : topology.Surface
        A board from :func:`topology.hex_torus`, :func:`topology.square_torus`,
        :func:`topology.hex_klein_bottle`, :func:`topology.square_klein_bottle` or
        :func:`topology.square_projective_plane`.
    stones : mapping, iterable or str, optional
        Stones: ``{cell: colour}`` (cells as indices or names like "C4", colours 0 or 1), an iterable of
        cells (all colour 0), or board text in the text's layout (rows top to bottom, ``x``, ``o``, ``.``;
        rows separated by ``/`` or newlines).
    loops : bool or sequence of closed walks
        True (default): draw one non-contractible loop per component of each colour that has one
        (:func:`topology.loops.find_loops`); False: none; or the closed walks (lists of cells) to draw.
    names : bool, optional
        Write the cell names ("C4") in empty cells (default: boards of at most 100 cells).
    caption : str, optional
        Text under the board (default: the surface's name and the loops' classes).
    max_cells : int
        Refuse a board of more cells than this (default 40,000).

    Raises
    ------
    ValueError
        For stones off the board or malformed stone text, or a board of more than ``max_cells`` cells.
    """
    n, m = surface.width, surface.height
    check_picture_size(surface.size, f"the {surface.name} board", max_cells)
    hexes = surface.grid == "hex"
    stone_of = _normalise_stones(surface, stones)
    steps = _steps(surface)
    if names is None:
        names = surface.size <= 100
    # fundamental domain: (col, row) in [-1/2, n - 1/2] x [-1/2, m - 1/2]
    def plane(col: float, row: float) -> tuple[float, float]:
        return (col + row / 2.0, -row * _SQ3 / 2.0) if hexes else (col, -row)

    corners = [plane(-0.5, -0.5), plane(n - 0.5, -0.5), plane(n - 0.5, m - 0.5), plane(-0.5, m - 0.5)]
    xs = [c[0] for c in corners]
    ys = [c[1] for c in corners]
    pad = 0.9
    walks: list[tuple[list[int], int]] = []
    if loops is True:
        for colour in (0, 1):
            for w in find_loops(surface, [c for c, k in stone_of.items() if k == colour]):
                walks.append((w, colour))
    elif loops:
        walks = [([cell_index(surface, c) for c in items_of(w, "each loop", "a closed walk (a list of cells)")], 0)
                 for w in items_of(loops, "loops", "True, False or a sequence of closed walks")]
        for w, _ in walks:
            if not w:
                raise ValueError("each loop must be a closed walk of at least one cell, not an empty one")
    labels = [_loop_label(surface, w) for w, _ in walks]
    if caption is None:
        caption = surface.name
    bottom = min(ys) - pad - 0.5 - 0.5 * len(walks)
    legend_width = max([0.8 + 0.6 * 0.32 * len(f"x loop {lab}") for lab in labels] + [0.6 * 0.36 * len(caption)])
    half = max((max(xs) - min(xs)) / 2 + pad, legend_width / 2 + 0.3)
    mid = (min(xs) + max(xs)) / 2
    scene = Scene((mid - half, bottom, mid + half, max(ys) + pad),
                  scale=max(18.0, min(48.0, 640.0 / max(max(xs) - min(xs), 1.0))), title=surface.name)
    # cells
    for i in range(surface.size):
        cx, cy = cell_centre(surface, i)
        if hexes:
            r = 1 / _SQ3
            pts = [(cx + r * math.cos(math.radians(30 + 60 * k)), cy + r * math.sin(math.radians(30 + 60 * k)))
                   for k in range(6)]
            scene.polygon(pts, fill="#f4efe6", stroke=LIGHT, width=1.0)
        else:
            scene.rect((cx - 0.5, cy - 0.5), 1, 1, fill="#f4efe6", stroke=LIGHT, width=1.0)
    # stones and names
    for i in range(surface.size):
        c = cell_centre(surface, i)
        if i in stone_of:
            k = stone_of[i]
            scene.circle(c, 0.36, fill=PLAYER_COLOURS[k], stroke=BOARD, width=1.5)
        elif names:
            scene.text(c, surface.cell_name(i), size=0.26, colour="#8a8a8a")
    # loops
    for idx, (walk, colour) in enumerate(walks):
        ink = _LOOP_COLOURS[idx % len(_LOOP_COLOURS)]
        for a, b in zip(walk, walk[1:] + walk[:1]):
            _draw_step(scene, surface, steps, a, b, ink, _loop_width(idx, len(walks)))
    # the fundamental domain and its gluing marks, on top of the loops
    flips = {"torus": (False, False), "klein bottle": (False, True), "projective plane": (True, True)}
    flip_lr, flip_tb = flips.get(surface.kind, (False, False))
    tl, tr, br, bl = corners
    sides = [  # (start, end, colour, heads): arrows point start -> end
        (bl, tl, _GLUE_COLOURS[0], 1),                                  # left, upwards
        ((tr, br) if flip_lr else (br, tr)) + (_GLUE_COLOURS[0], 1),    # right
        (tl, tr, _GLUE_COLOURS[1], 2),                                  # top, rightwards
        ((br, bl) if flip_tb else (bl, br)) + (_GLUE_COLOURS[1], 2),    # bottom
    ]
    for a, b, colour, heads in sides:
        scene.line(a, b, stroke=colour, width=2.5)
        _chevrons(scene, a, b, colour, heads)
    scene.text(((min(xs) + max(xs)) / 2, bottom + 0.45 + 0.5 * len(walks)), caption, size=0.36)
    for i, ((_, k), lab) in enumerate(zip(walks, labels)):  # legend: a coloured sample per loop
        ink = _LOOP_COLOURS[i % len(_LOOP_COLOURS)]
        x = mid - legend_width / 2
        y = bottom + 0.45 + 0.5 * (len(walks) - 1 - i)
        scene.line((x, y), (x + 0.6, y), stroke=ink, width=_loop_width(i, len(walks)))
        scene.text((x + 0.8, y), f"{'xo'[k]} loop {lab}", size=0.32, anchor="start")
    return scene


def _loop_width(index: int, count: int) -> float:
    """Line width of the index-th of count loops: earlier loops wider, so that shared edges show every loop."""
    return 5.0 + 4.0 * (count - 1 - index)


def _draw_step(scene: Scene, surface: Any, steps: list, a: int, b: int, ink: str, width: float) -> None:
    """Draw the loop's edge a -> b: straight inside the board, out and back in across a glued side."""
    identity = surface.group.identity
    entries = [(k, h) for k, (v, h) in enumerate(surface.neighbours[a]) if v == b]
    if not entries:
        raise ValueError(f"loop cells {surface.cell_name(a)} and {surface.cell_name(b)} are not adjacent")
    k, h = min(entries, key=lambda e: e[1] != identity)  # prefer the edge inside the board
    ca, cb = cell_centre(surface, a), cell_centre(surface, b)
    if h == identity:
        scene.line(ca, cb, stroke=ink, width=width)
        return
    va = _vector(surface, steps[a][k])
    back = [kk for kk, (v, hh) in enumerate(surface.neighbours[b]) if v == a and hh == surface.group.inv(h)]
    vb = _vector(surface, steps[b][back[0]]) if back else (-va[0], -va[1])
    scene.line(ca, (ca[0] + va[0] / 2, ca[1] + va[1] / 2), stroke=ink, width=width)
    scene.line(cb, (cb[0] + vb[0] / 2, cb[1] + vb[1] / 2), stroke=ink, width=width)
    for end, v in ((ca, va), (cb, vb)):  # a small bar where the loop meets the side
        px, py = end[0] + v[0] / 2, end[1] + v[1] / 2
        scene.circle((px, py), 0.08, fill=ink, stroke=None)


def _chevrons(scene: Scene, a: tuple[float, float], b: tuple[float, float], colour: str, heads: int) -> None:
    """Arrowheads at the middle of side ab pointing from a to b (one or two, the gluing mark)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy)
    ux, uy = dx / length, dy / length
    size = 0.32
    for j in range(heads):
        t = 0.5 + (j - (heads - 1) / 2) * 0.28 / max(length, 1e-9) * 1.6
        tip = (a[0] + dx * t + ux * size / 2, a[1] + dy * t + uy * size / 2)
        base = (tip[0] - ux * size, tip[1] - uy * size)
        half = size * 0.55
        scene.polyline([(base[0] - uy * half, base[1] + ux * half), tip, (base[0] + uy * half, base[1] - ux * half)],
                       stroke=colour, width=3.0)


scene_of.register(Surface, surface_scene)
