"""The catalogue of built-in boards: Picaria and its relatives, Tapatan, Three Men's Morris, Pong Hau K'i and
Mu Torere, each built from its drawing with :meth:`~combgames.games.boards.Board.from_drawing`.

:func:`make_board` returns a board by name (:func:`board_names` lists them); the table of boards and their
sources is in :mod:`combgames.games.boards`.
"""

from __future__ import annotations

import math
from dataclasses import replace

from combgames.base.checks import check_int
from combgames.games.boards.board import Board

__all__ = ["POLYGON_MAX", "board_names", "make_board", "mu_torere", "picaria", "picaria13", "polygon_board",
           "pong_hau_ki", "tapatan", "three_mens_morris", "three_mens_morris_diagonals"]

POLYGON_MAX = 256
"""The most sides of :func:`polygon_board` (513 points; the drawing costs O(s^2))."""


def _grid_points(n: int = 3) -> dict[str, tuple[float, float]]:
    """Points of an n x n grid named algebraically: columns a, b, c.. left to right, rows 1..n bottom up."""
    return {f"{chr(97 + c)}{r + 1}": (float(c), float(r)) for r in range(n - 1, -1, -1) for c in range(n)}


_ROWS_COLS = [("a1", "c1"), ("a2", "c2"), ("a3", "c3"), ("a1", "a3"), ("b1", "b3"), ("c1", "c3")]
_DIAGONALS = [("a1", "c3"), ("a3", "c1")]
_SHORT_DIAGONALS = [("b3", "a2"), ("b3", "c2"), ("b1", "a2"), ("b1", "c2")]


def picaria(*, lines: str = "consecutive") -> Board:
    """Return Picaria's 9-point board, points numbered row-major 0..8 from the top-left.

    The board is a 3 x 3 grid of points joined along the rows, the columns, both main diagonals and the four
    short diagonals between adjacent side midpoints [#picaria-1]_, [#picaria-2]_: every point is adjacent to every
    neighbouring point horizontally, vertically or diagonally ("Adjacency here means a neighboring node,
    horizontally, vertically or diagonally", [#picaria-1]_, Introduction). The winning lines are the 3 rows, 3 columns
    and 2 main diagonals (a short diagonal holds only two points).

    Points are named algebraically: ``a3 b3 c3 / a2 b2 c2 / a1 b1 c1`` are points ``0 1 2 / 3 4 5 / 6 7 8``.

    Parameters
    ----------
    lines : {"consecutive", "any"}
        Line rule (:data:`LINE_RULES`); on this board both give the same 8 lines.

    References
    ----------
    .. [#picaria-1] U. Larsson, I. Rocha, "Eternal Picaria", seed ``000_673cd376e7bd542d.txt``,
       Figure 1.
    .. [#picaria-2] seed ``002_e4f40bb950069833.txt``, "Оборудование", first version.

    Examples
    --------
    >>> b = picaria()
    >>> b.points[0], b.points[4], b.points[8]
    ('a3', 'b2', 'c1')
    >>> sorted(b.neighbours[1])
    [0, 2, 3, 4, 5]
    """
    return Board.from_drawing("picaria", _grid_points(3), _ROWS_COLS + _DIAGONALS + _SHORT_DIAGONALS, lines=lines)


def picaria13(*, lines: str = "consecutive") -> Board:
    """Return the article's 13-point Picaria board.

    The 9-point board of :func:`picaria` plus four points where the short diagonals cross the main diagonals
    ([#picaria13-2]_, "Оборудование": "Четыре дополнительных ... точки пересечения находятся на пересечении четырех
    дополнительных диагональных линий с линиями больших диагоналей"). The extra points are named ``p``
    (upper left), ``q`` (upper right), ``r`` (lower left), ``s`` (lower right), at (0.5, 1.5), (1.5, 1.5),
    (0.5, 0.5), (1.5, 0.5). A main diagonal now holds five points (corner, extra, centre, extra, corner) and
    each short diagonal three (midpoint, extra, midpoint).

    With the default ``lines="consecutive"`` the lines are the 3 rows, 3 columns, the 3 consecutive triples
    of each main diagonal and the 4 short diagonals (16 lines); with ``lines="any"`` a main diagonal gives
    all C(5, 3) = 10 triples (30 lines).

    References
    ----------
    .. [#picaria13-2] seed ``002_e4f40bb950069833.txt``, "Оборудование", second version.

    Examples
    --------
    >>> b = picaria13()
    >>> len(b.points), len(b.edges), len(b.lines), len(b.with_lines("any").lines)
    (13, 28, 16, 30)
    >>> [len(r) for r in b.rows]
    [3, 2, 3, 2, 3]
    """
    pts = _grid_points(3)
    pts.update({"p": (0.5, 1.5), "q": (1.5, 1.5), "r": (0.5, 0.5), "s": (1.5, 0.5)})
    return Board.from_drawing("picaria13", pts, _ROWS_COLS + _DIAGONALS + _SHORT_DIAGONALS, lines=lines)


def tapatan(*, lines: str = "consecutive") -> Board:
    """Return the Tapatan / Achi board: 3 x 3 points joined along rows, columns and the two main diagonals.

    It is Picaria's board without the four short diagonals (16 edges, 8 lines) [#tapatan-2]_.

    References
    ----------
    .. [#tapatan-2] seed ``002_e4f40bb950069833.txt``, "Оборудование" (the short diagonals distinguish the Picaria
       board from Tapatan or Achi).

    Examples
    --------
    >>> b = tapatan()
    >>> len(b.edges), len(b.lines), (1, 3) in b.edges
    (16, 8, False)
    """
    return Board.from_drawing("tapatan", _grid_points(3), _ROWS_COLS + _DIAGONALS, lines=lines)


def three_mens_morris(*, lines: str = "consecutive") -> Board:
    """Return the Three Men's Morris board used here: 3 x 3 points joined along rows and columns only.

    Stones move orthogonally; the lines are the 3 rows and 3 columns (no diagonal is drawn, so no diagonal
    line). 12 edges, 6 lines.

    Examples
    --------
    >>> b = three_mens_morris()
    >>> len(b.edges), len(b.lines)
    (12, 6)
    """
    return Board.from_drawing("three_mens_morris", _grid_points(3), _ROWS_COLS, lines=lines)


def three_mens_morris_diagonals(*, lines: str = "consecutive") -> Board:
    """Return Three Men's Morris with diagonal lines: orthogonal moves, the 8 lines of tic-tac-toe.

    Stones move along the rows and columns only (the 12 edges of :func:`three_mens_morris`), but three in a
    row on either main diagonal wins too: the two diagonals are drawn as lines that carry no moves
    (:attr:`Board.line_segments`). 12 edges, 8 lines; the symmetry group is the square's 8 symmetries.

    Examples
    --------
    >>> b = three_mens_morris_diagonals()
    >>> len(b.edges), len(b.lines), b.edges == three_mens_morris().edges, b.lines == tapatan().lines
    (12, 8, True, True)
    """
    return Board.from_drawing("three_mens_morris_diagonals", _grid_points(3), _ROWS_COLS, lines=lines,
                              line_segments=_DIAGONALS)


def polygon_board(s: int, *, lines: str = "consecutive") -> Board:
    """Return the s-sided relative of Picaria (s >= 3); s = 4 gives exactly :func:`picaria`'s edges and lines.

    The seed's Figure 2 [#polygon_board-1]_ ("Relatives of Picaria, with three, five, six and seven sides") is
    lost, so the family is defined here as the natural generalisation of Picaria's board seen as a square: take
    a regular s-gon with one side at the bottom and draw

    - its s sides, each through a corner, the side's midpoint and the next corner;
    - the 2s spokes from the centre to every corner and every side midpoint;
    - the s "short diagonals" joining the midpoints of adjacent sides (the inner s-gon).

    Points: the centre, the s corners and the s side midpoints (2s + 1 points). Moves: along the sides
    (corner-midpoint), the spokes (centre to every other point) and the short diagonals (midpoint to
    midpoint): 5s edges. Lines of three consecutive points: the s sides, and the s straight lines through
    the centre (for even s the s/2 corner-centre-corner and s/2 midpoint-centre-midpoint diameters; for odd s
    the s lines corner-centre-opposite midpoint): 2s lines. The short diagonals hold only two points each.

    For s = 4 the square is axis-aligned and the points, numbered in reading order like every board here,
    are exactly Picaria's 0..8 with the same 20 edges and 8 lines (only the names differ).

    Point names: ``c`` the centre, ``v0`` .. ``v{s-1}`` the corners and ``m0`` .. ``m{s-1}`` the midpoints,
    counter-clockwise from the bottom side (``m0`` is the midpoint of the bottom side, between ``v0`` and
    ``v1``).

    Parameters
    ----------
    s : int
        Number of sides, 3..:data:`POLYGON_MAX`.
    lines : {"consecutive", "any"}
        Line rule; on these boards every drawn line has at most 3 points, so both agree.

    Raises
    ------
    ValueError
        If ``s`` is not an integer in 3..:data:`POLYGON_MAX`.

    References
    ----------
    .. [#polygon_board-1] U. Larsson, I. Rocha, "Eternal Picaria", seed ``000_673cd376e7bd542d.txt``, Final Remarks,
       Figure 2.

    Examples
    --------
    >>> b4, p = polygon_board(4), picaria()
    >>> b4.edges == p.edges and b4.lines == p.lines
    True
    >>> [(len(polygon_board(s).points), len(polygon_board(s).edges), len(polygon_board(s).lines))
    ...  for s in (3, 5)]
    [(7, 15, 6), (11, 25, 10)]
    """
    s = check_int(s, "s", minimum=3, maximum=POLYGON_MAX, why="number of sides")
    pts: dict[str, tuple[float, float]] = {"c": (0.0, 0.0)}
    start = -math.pi / 2 - math.pi / s  # v0 at the lower left end of the bottom side
    corners = []
    for j in range(s):
        a = start + 2 * math.pi * j / s
        corners.append((math.cos(a), math.sin(a)))
    for j in range(s):
        pts[f"v{j}"] = corners[j]
    for j in range(s):
        (x1, y1), (x2, y2) = corners[j], corners[(j + 1) % s]
        pts[f"m{j}"] = ((x1 + x2) / 2, (y1 + y2) / 2)
    # scale so that s = 4 has corners at (+-1, +-1) and coordinates snap to exact values
    scale = 1 / math.cos(math.pi / s) if s == 4 else 1.0
    pts = {nm: (_snap(x * scale), _snap(y * scale)) for nm, (x, y) in pts.items()}
    if s == 4:  # shift onto Picaria's 0..2 grid
        pts = {nm: (x + 1, y + 1) for nm, (x, y) in pts.items()}
    segs = []
    for j in range(s):
        segs.append((f"v{j}", f"v{(j + 1) % s}"))
        segs.append((f"m{j}", f"m{(j + 1) % s}"))
    # spokes: each point to the point straight across the centre if there is one (a line through the centre)
    for nm, (x, y) in pts.items():
        if nm == "c":
            continue
        cx, cy = pts["c"]
        across = [o for o, (u, v) in pts.items() if o not in ("c", nm)
                  and abs((x - cx) * (v - cy) - (y - cy) * (u - cx)) < 1e-9 and (x - cx) * (u - cx) + (y - cy) * (v - cy) < 0]
        segs.append((nm, across[0]) if across else ("c", nm))
    return Board.from_drawing(f"polygon{s}", pts, segs, lines=lines)


def _snap(x: float) -> float:
    r = round(x)
    return float(r) if abs(x - r) < 1e-12 else x


def pong_hau_ki() -> Board:
    """Return the Pong Hau K'i board: the corners and centre of a square, both diagonals, three sides.

    Points ``a`` (top left), ``b`` (top right), ``o`` (centre), ``c`` (bottom left), ``d`` (bottom right),
    indices 0..4 in reading order. Drawn: the diagonals a-o-d and b-o-c, the sides a-c, b-d and c-d; the top
    side a-b is not drawn. 7 edges, no lines (it is a blockade game [#pong_hau_ki-3]_).

    References
    ----------
    .. [#pong_hau_ki-3] P. D. Straffin, "Position Graphs for Pong Hau K'i and Mu Torere" (1995), cited in seed
       ``000_673cd376e7bd542d.txt``.

    Examples
    --------
    >>> b = pong_hau_ki()
    >>> b.points, b.edges
    (('a', 'b', 'o', 'c', 'd'), ((0, 2), (0, 3), (1, 2), (1, 4), (2, 3), (2, 4), (3, 4)))
    """
    pts = {"a": (0.0, 2.0), "b": (2.0, 2.0), "o": (1.0, 1.0), "c": (0.0, 0.0), "d": (2.0, 0.0)}
    segs = [("a", "d"), ("b", "c"), ("a", "c"), ("b", "d"), ("c", "d")]
    return replace(Board.from_drawing("pong_hau_ki", pts, segs), lines=())


def mu_torere() -> Board:
    """Return the Mu Torere board: 8 outer points (kewai) on an octagon, joined to their neighbours and to the
    centre (putahi).

    The real board is an eight-pointed star; its outline joins neighbouring kewai, drawn here as the
    octagon's sides. Point names: ``t`` the putahi, ``k0`` .. ``k7`` the kewai counter-clockwise from the
    lower left. 16 edges, no lines (a blockade game: Straffin 1995, cited in :mod:`combgames.games.boards`).

    Examples
    --------
    >>> b = mu_torere()
    >>> len(b.points), len(b.edges), b.points[b.centre]
    (9, 16, 't')
    """
    s = 8
    pts: dict[str, tuple[float, float]] = {"t": (0.0, 0.0)}
    start = -math.pi / 2 - math.pi / s
    for j in range(s):
        a = start + 2 * math.pi * j / s
        pts[f"k{j}"] = (_snap(math.cos(a)), _snap(math.sin(a)))
    segs = [(f"k{j}", f"k{(j + 1) % s}") for j in range(s)] + [("t", f"k{j}") for j in range(s)]
    return replace(Board.from_drawing("mu_torere", pts, segs), lines=())


_BOARDS = {
    "picaria": picaria,
    "picaria13": picaria13,
    "tapatan": tapatan,
    "achi": tapatan,
    "three_mens_morris": three_mens_morris,
    "three_mens_morris_diagonals": three_mens_morris_diagonals,
    "pong_hau_ki": pong_hau_ki,
    "mu_torere": mu_torere,
}


def board_names() -> list[str]:
    """Return the names accepted by :func:`make_board` (``polygonS`` for any s >= 3 is accepted too)."""
    return sorted(_BOARDS) + ["polygon3", "polygon5", "polygon6", "polygon7", "polygon8"]


def make_board(name: str | Board, **options) -> Board:
    """Return a built-in board by name (``"picaria"``, ``"picaria13"``, ``"polygon5"``, ...), or a Board as is.

    Names are those of the constructors (:func:`board_names`); words may be joined by ``-`` as in the game
    names of the command line (``"three-mens-morris"`` is ``"three_mens_morris"``).

    Raises
    ------
    ValueError
        For an unknown name (the message lists the known names).

    Examples
    --------
    >>> make_board("polygon4") == polygon_board(4), make_board("pong-hau-ki") == pong_hau_ki()
    (True, True)
    """
    if isinstance(name, Board):
        return name
    if not isinstance(name, str):
        raise TypeError(f"board must be a Board or a board name, not {type(name).__name__}")
    key = name.replace("-", "_")
    if key in _BOARDS:
        return _BOARDS[key](**options)
    digits = name[7:]
    if name.startswith("polygon") and digits.isascii() and digits.isdigit() and len(digits) <= 6:
        return polygon_board(int(digits), **options)
    shown = name if len(name) <= 40 else name[:37] + "..."
    raise ValueError(f"unknown board {shown!r}; known boards: {', '.join(board_names())}, polygonS "
                     f"(3 <= s <= {POLYGON_MAX})")
