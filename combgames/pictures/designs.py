"""Pictures of Latin squares, sets of MOLS, and the tic-tac-toe grid of an affine plane (pi_4, Figure 4).

- :func:`latin_square_scene`: an n x n array of cells, each coloured by its symbol and labelled with it.
- :func:`mols_scene`: k squares side by side, or (``superimpose=True``) one grid whose cells show the
  k-tuple of entries: k squares are mutually orthogonal exactly when no tuple-pair repeats, which the
  striped cells make visible.
- :func:`grid_scene`: a :class:`designs.GridView` (the paper's Figure 4 for its source module's ``pi4_grid()``):
  each cell shows its point (``r2`` printed r₂, ``alpha4`` printed α₄), coloured by the line of the index class
  through it (so the four "index types" of the paper are the four colours); optionally the letters of the
  diagonals of another parallel class (Figure 5), marks of a tic-tac-toe position, and one line outlined.
- :func:`affine_plane_scene`: an :class:`designs.AffinePlane` as the grid of its first two parallel classes.

Registered pictures (:mod:`combgames.pictures.dispatch`): ``LatinSquare``, sequences of ``LatinSquare``
(MOLS), ``GridView`` and ``AffinePlane``.

References
----------
.. [1] P. Danziger, M. A. Huggan, R. Malik, T. G. Marbach, "Tic-Tac-Toe on an affine plane of order 4",
   seeds/001_b5e936bd6e3419b9.txt, Figures 1, 4 and 5.
"""

from __future__ import annotations

from typing import Any, Hashable, Iterable, Sequence

from combgames.pictures._style import BOARD, PLAYER_COLOURS, items_of, pretty_label, symbol_colours
from combgames.pictures.dispatch import scene_of, sequence_scene_of
from combgames.pictures.scene import MAX_CELLS, Scene, check_picture_size
from designs import AffinePlane, GridView, LatinSquare
from combgames.base.checks import is_int

__all__ = ["affine_plane_scene", "grid_scene", "latin_square_scene", "mols_scene"]


def _cell_scale(n: int) -> float:
    """Pixels per cell: large for small squares, shrinking so that big squares stay on a screen."""
    return max(18.0, min(56.0, 560.0 / max(n, 1)))


def _draw_square(scene: Scene, square: Any, x0: float, y0: float, colours: Sequence[str], *,
                 labels: bool, caption: str | None) -> None:
    """Draw ``square`` with its top-left corner at (x0, y0) (cells of size 1, rows downwards)."""
    n = square.order
    arr = square.array
    syms = square.symbols
    for i in range(n):
        for j in range(n):
            k = int(arr[i, j])
            scene.rect((x0 + j, y0 - i - 1), 1, 1, fill=colours[k], stroke="white", width=1.0)
            if labels:
                scene.text((x0 + j + 0.5, y0 - i - 0.5), str(syms[k]), size=_font(syms, 0.5))
    scene.rect((x0, y0 - n), n, n, stroke=BOARD, width=1.5)
    if caption:
        scene.text((x0 + n / 2, y0 + 0.25), caption, size=0.5, baseline="bottom")


def _font(symbols: Sequence[Hashable], base: float) -> float:
    longest = max(len(str(s)) for s in symbols)
    return base if longest <= 2 else base * 2.2 / longest


def latin_square_scene(square: Any, *, labels: bool = True, colours: Sequence[str] | None = None,
                       title: str | None = None, max_cells: int = MAX_CELLS) -> Scene:
    """Return a scene of a Latin square: cells coloured by symbol, each labelled with its symbol.

    Parameters
    ----------
    square : designs.LatinSquare
    labels : bool
        Write the symbol in each cell (default True).
    colours : sequence of str, optional
        One colour per symbol index (default: :func:`~combgames.pictures._style.symbol_colours`).
    title : str, optional
        A caption above the square.
    max_cells : int
        Refuse a square of more cells than this (default 40,000: order 200).

    Raises
    ------
    ValueError
        If fewer colours than symbols are given, or the square has more than ``max_cells`` cells.
    """
    n = square.order
    check_picture_size(n * n, f"a Latin square of order {n}", max_cells)
    colours = _colours(colours, n)
    top = 1.0 if title else 0.2
    scene = Scene((-0.2, -n - 0.2, n + 0.2, top), scale=_cell_scale(n), title=title or f"Latin square of order {n}")
    _draw_square(scene, square, 0.0, 0.0, colours, labels=labels, caption=title)
    return scene


def _colours(colours: Sequence[str] | None, n: int) -> list[str]:
    if colours is None:
        return symbol_colours(n)
    colours = items_of(colours, "colours", "a sequence of colours (str), one per symbol")
    bad = [c for c in colours if not isinstance(c, str)]
    if bad:
        raise TypeError(f"colours must be str such as '#8dd3c7' or 'red', not {bad[0]!r}")
    if len(colours) < n:
        raise ValueError(f"colours must give one colour per symbol: {n} needed, {len(colours)} given")
    return colours


def mols_scene(squares: Sequence[Any], *, names: Sequence[str] | None = None, superimpose: bool = False,
               labels: bool = True, max_cells: int = MAX_CELLS) -> Scene:
    """Return a scene of k mutually orthogonal Latin squares (or any k squares of one order).

    Parameters
    ----------
    squares : sequence of designs.LatinSquare
        One or more squares of the same order n.
    names : sequence of str, optional
        Captions (default ``L1, L2, ...``).
    superimpose : bool
        Draw one grid instead, each cell split into k stripes coloured by the k entries and labelled with
        their tuple (Euler's superimposition: the squares are orthogonal when all tuples differ pairwise in
        every pair of coordinates).
    labels : bool
        Write the symbols.
    max_cells : int
        Refuse more cells than this in all (k n^2, default 40,000).

    Raises
    ------
    ValueError
        If ``squares`` is empty, the orders differ, ``names`` has the wrong length, or the picture has more than
        ``max_cells`` cells.
    """
    squares = list(squares)
    if not squares:
        raise ValueError("squares must hold at least one Latin square")
    n = squares[0].order
    for k, s in enumerate(squares):
        if s.order != n:
            raise ValueError(f"squares must have one order: square 0 has order {n}, square {k} has {s.order}")
    check_picture_size(len(squares) * n * n, f"{len(squares)} squares of order {n}", max_cells)
    if names is None:
        names = [f"L{k + 1}" for k in range(len(squares))]
    names = [str(x) for x in items_of(names, "names", "a sequence of captions, one per square")]
    if len(names) != len(squares):
        raise ValueError(f"names must give one name per square: {len(squares)} squares, {len(names)} names")
    colours = symbol_colours(n)
    k = len(squares)
    if superimpose:
        caption = " × ".join(names)
        half = max(n / 2 + 0.2, 0.6 * 0.42 * len(caption) / 2 + 0.2)
        scene = Scene((n / 2 - half, -n - 0.2, n / 2 + half, 1.0), scale=_cell_scale(n) * max(1.0, k / 2.5),
                      title=f"{k} squares of order {n}, superimposed")
        for i in range(n):
            for j in range(n):
                for t, s in enumerate(squares):
                    scene.rect((j + t / k, -i - 1), 1 / k, 1, fill=colours[int(s.array[i, j])], stroke=None)
                scene.rect((j, -i - 1), 1, 1, stroke="white", width=1.0)
                if labels:
                    text = "".join(str(s.symbols[int(s.array[i, j])]) for s in squares)
                    scene.text((j + 0.5, -i - 0.5), text, size=min(0.4, 0.72 / (0.62 * max(len(text), 1))),
                               halo="white")
        scene.rect((0, -n), n, n, stroke=BOARD, width=1.5)
        scene.text((n / 2, 0.25), caption, size=0.42, baseline="bottom")
        return scene
    gap = 0.8
    width = k * n + (k - 1) * gap
    scene = Scene((-0.2, -n - 0.2, width + 0.2, 1.0), scale=_cell_scale(n) * 0.8 if k > 2 else _cell_scale(n),
                  title=f"{k} Latin squares of order {n}")
    for t, (s, name) in enumerate(zip(squares, names)):
        _draw_square(scene, s, t * (n + gap), 0.0, colours, labels=labels, caption=name)
    return scene


def _index_colouring(plane: Any, colour_by: Any) -> tuple[dict[int, int], int] | None:
    """Map point index -> colour index by the lines of one parallel class (the index class by default)."""
    if colour_by is None:
        return None
    classes = plane.parallel_classes()
    if colour_by == "index":
        blocks = plane.index_class
        if not blocks:
            return None
    else:
        if not is_int(colour_by) or not 0 <= colour_by < len(classes):
            raise ValueError(f"colour_by must be 'index', None or a parallel class position 0..{len(classes) - 1}, "
                             f"not {colour_by!r}")
        blocks = classes[colour_by]
    out = {}
    for c, b in enumerate(blocks):
        for x in plane.blocks[b]:
            out[int(x)] = c
    return out, len(blocks)


def grid_scene(grid: Any, *, colour_by: Any = "index", pattern: int | None = None,
               highlight: Iterable[Hashable] | int | None = None, x: Iterable[Hashable] = (),
               o: Iterable[Hashable] = (), title: str | None = None, max_cells: int = MAX_CELLS) -> Scene:
    """Return a scene of the tic-tac-toe grid of an affine plane (Figure 4 of [1]_ for ``pi4_grid()``).

    Cell (i, j) shows the point on the i-th row line and the j-th column line of the
    :class:`designs.GridView`, drawn as in the paper (``alpha4`` as α₄).

    Parameters
    ----------
    grid : designs.GridView
    colour_by : "index", int or None
        Colour the cells by the line through them of the plane's index class (default; for pi_4 the four
        index types r, c, alpha, beta), of the parallel class at this position, or not at all.
    pattern : int, optional
        Also write in each cell's corner the letter of the line of this parallel class through it
        (``2`` and ``3`` give Figure 5(a) and 5(b) for pi_4).
    highlight : int or iterable of labels, optional
        A line (block index) or a set of points (labels) to outline.
    x, o : iterables of labels
        Points claimed by X and O (a tic-tac-toe position), drawn as marks in the cells.
    title : str, optional
        Caption above the grid.
    max_cells : int
        Refuse a grid of more cells than this (default 40,000).

    Raises
    ------
    ValueError
        For a bad ``colour_by`` or ``pattern``, an unknown point label, a point claimed by both X and O, or a
        grid of more than ``max_cells`` cells.
    """
    plane = grid.plane
    n = plane.order
    check_picture_size(n * n, f"the grid of a plane of order {n}", max_cells)
    cells = grid.cells
    colouring = _index_colouring(plane, colour_by)
    palette = symbol_colours(colouring[1]) if colouring else []
    letters = None
    if pattern is not None:
        classes = plane.parallel_classes()
        if not is_int(pattern) or not 0 <= pattern < len(classes):
            raise ValueError(f"pattern must be a parallel class position 0..{len(classes) - 1}, not {pattern!r}")
        letters = grid.class_pattern(pattern)
    marked: set[int] = set()
    if highlight is not None:
        if is_int(highlight):
            if not 0 <= highlight < plane.num_blocks:
                raise ValueError(f"highlight must be a line (block index in range({plane.num_blocks})) or point labels, "
                                 f"not {highlight!r}")
            marked = {int(v) for v in plane.blocks[highlight]}
        else:
            marked = {plane.index(h) for h in items_of(highlight, "highlight", "a line index or point labels")}
    xs = {plane.index(p) for p in items_of(x, "x", "a sequence of point labels")}
    os_ = {plane.index(p) for p in items_of(o, "o", "a sequence of point labels")}
    both = sorted(xs & os_)
    if both:
        names = ", ".join(str(plane.points[pt]) for pt in both)
        raise ValueError(f"a point is claimed by X or by O, not both: {names} given for both")
    top = 0.9 if title else 0.15
    scene = Scene((-0.15, -n - 0.15, n + 0.15, top), scale=max(80.0, _cell_scale(n)),
                  title=title or "tic-tac-toe grid")
    for i in range(n):
        for j in range(n):
            pt = int(cells[i, j])
            fill = palette[colouring[0][pt]] if colouring and pt in colouring[0] else "white"
            scene.rect((j, -i - 1), 1, 1, fill=fill, stroke=BOARD, width=1.0)
            label = pretty_label(plane.points[pt])
            if pt in xs or pt in os_:
                who = 0 if pt in xs else 1
                _mark(scene, (j + 0.5, -i - 0.5), who)
                scene.text((j + 0.12, -i - 0.12), label, size=0.22, anchor="start", baseline="top", colour=BOARD)
            else:
                scene.text((j + 0.5, -i - 0.5), label, size=0.36 if len(label) <= 3 else 0.3)
            if letters is not None:
                scene.text((j + 0.92, -i - 0.92), letters[i][j], size=0.22, anchor="end", baseline="bottom",
                           colour="#555555", italic=True)
    scene.rect((0, -n), n, n, stroke=BOARD, width=2.0)
    for pt in marked:
        i, j = grid.cell_of(plane.points[pt])
        scene.rect((j + 0.06, -i - 0.94), 0.88, 0.88, stroke="#d62728", width=3.0)
    if title:
        scene.text((n / 2, 0.2), title, size=0.3, baseline="bottom")
    return scene


def _mark(scene: Scene, c: tuple[float, float], who: int) -> None:
    """An X (cross) or an O (ring) in a unit cell centred at ``c``."""
    cx, cy = c
    if who == 0:
        d = 0.22
        scene.line((cx - d, cy - d), (cx + d, cy + d), stroke=PLAYER_COLOURS[0], width=4.0)
        scene.line((cx - d, cy + d), (cx + d, cy - d), stroke=PLAYER_COLOURS[0], width=4.0)
    else:
        scene.circle((cx, cy), 0.24, stroke=PLAYER_COLOURS[0], width=3.5)


def affine_plane_scene(plane: AffinePlane, **options: Any) -> Scene:
    """Return :func:`grid_scene` of the plane's grid whose rows and columns are its first two parallel classes.

    Examples
    --------
    >>> from designs import affine_plane
    >>> affine_plane_scene(affine_plane(3)).to_svg().count("<rect") >= 9
    True
    """
    classes = plane.parallel_classes()
    return grid_scene(GridView(plane, classes[0], classes[1]), **options)


def _mols(first: LatinSquare, squares: tuple, **options: Any) -> Scene:
    return mols_scene(squares, **options)


scene_of.register(LatinSquare, latin_square_scene)
scene_of.register(GridView, grid_scene)
scene_of.register(AffinePlane, affine_plane_scene)
sequence_scene_of.register(LatinSquare, _mols)
