"""Boards of three-in-a-row and blockade games: points, move edges and winning lines from a drawing.

A *board* is a finite set of named points in the plane together with the straight segments drawn between
them. Everything a game needs is derived from that drawing:

- a *move edge* joins two points that are consecutive along a drawn segment (a stone slides along it);
- a *line* is a set of three points on one drawn segment: either three *consecutive* points (the default,
  "three in a row") or, with ``lines="any"``, any three points of the segment.

Two drawn segments may cross without a point at the crossing (the short diagonals of Picaria's 9-point board
cross its main diagonals); then there is no stop there. Points are numbered in *reading order*: from the top
row down, each row from left to right (rows are points with equal y, with y pointing up). For the 3 x 3
boards this is row-major numbering 0..8 from the top-left, the numbering used throughout the package.

Start with :func:`picaria` (the 9-point board of the seed ``000_673cd376e7bd542d.txt``, Figure 1), or
:func:`polygon_board` for its relatives with s sides. :meth:`Board.from_drawing` builds any other board from
points and segments.

Built-in boards
---------------
===================================  ================================================================================
:func:`picaria`                      3 x 3 points; rows, columns, both main diagonals and the four short diagonals
                                     joining adjacent side midpoints (20 edges, 8 lines) [1]_, [2]_.
:func:`picaria13`                    the article's second board: :func:`picaria` plus the four points where the short
                                     diagonals cross the main diagonals (13 points) [2]_.
:func:`tapatan`                      Tapatan / Achi: rows, columns and main diagonals, no short diagonals.
:func:`three_mens_morris`            rows and columns only (orthogonal moves and lines).
:func:`three_mens_morris_diagonals`  orthogonal moves, the 8 lines of tic-tac-toe (rows, columns, diagonals).
:func:`polygon_board`                the s-sided relatives of Picaria (s = 4 is :func:`picaria`) [1]_, Figure 2.
:func:`pong_hau_ki`                  a square with both diagonals and one side (the top) missing; 5 points.
:func:`mu_torere`                    an octagon of 8 points (kewai) with spokes to the centre (putahi); 9 points.
===================================  ================================================================================

References
----------
.. [1] U. Larsson, I. Rocha, "Eternal Picaria", seed ``000_673cd376e7bd542d.txt`` (Introduction, Figure 1;
   Final Remarks, Figure 2).
.. [2] "Пикария" (Picaria), seed ``002_e4f40bb950069833.txt``, section "Оборудование" (equipment).
.. [3] P. D. Straffin, "Position Graphs for Pong Hau K'i and Mu Torere", Mathematics Magazine 68 (1995),
   cited as [2] by [1].

Examples
--------
>>> from combgames.games.boards import picaria
>>> b = picaria()
>>> len(b.points), len(b.edges), len(b.lines)
(9, 20, 8)
>>> (0, 4) in b.edges, (1, 3) in b.edges, (0, 2) in b.edges
(True, True, False)
>>> print(b.diagram())
a3 - b3 - c3
|  X |  X |
a2 - b2 - c2
|  X |  X |
a1 - b1 - c1
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field, replace
from functools import cached_property
from itertools import combinations
from typing import TYPE_CHECKING, Mapping, Sequence

from combgames.base.checks import check_int, check_one_of, is_int

if TYPE_CHECKING:
    import networkx

__all__ = [
    "Board",
    "LINE_RULES",
    "POLYGON_MAX",
    "board_names",
    "column_name",
    "grid_diagram",
    "make_board",
    "mu_torere",
    "picaria",
    "picaria13",
    "polygon_board",
    "pong_hau_ki",
    "tapatan",
    "three_mens_morris",
    "three_mens_morris_diagonals",
    "with_coordinates",
]

LINE_RULES = ("consecutive", "any")
"""How lines are read off a drawn segment: three consecutive points, or any three of its points."""

POLYGON_MAX = 256
"""The most sides of :func:`polygon_board` (513 points; the drawing costs O(s^2))."""

_TOL = 1e-9


def _on_segment(p: tuple[float, float], a: tuple[float, float], b: tuple[float, float]) -> float | None:
    """Return the parameter t in [0, 1] of ``p`` on segment ab, or None if ``p`` is not on it."""
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    length2 = dx * dx + dy * dy
    if length2 <= _TOL:
        return None
    cross = (p[0] - ax) * dy - (p[1] - ay) * dx
    if abs(cross) > _TOL * math.sqrt(length2) * 1e3:
        return None
    t = ((p[0] - ax) * dx + (p[1] - ay) * dy) / length2
    if t < -_TOL or t > 1 + _TOL:
        return None
    return t


@dataclass(frozen=True, eq=False)
class Board:
    """A board: named points with coordinates, the drawn segments through them, move edges and lines.

    Build boards with :meth:`from_drawing` or the built-in constructors (:func:`picaria`, ...); the
    attributes are derived from the drawing and never edited.

    Attributes
    ----------
    name : str
        A short name, e.g. ``"picaria"``.
    points : tuple of str
        Point names, index i is point i (reading order: top row first, left to right).
    coordinates : tuple of (float, float)
        (x, y) of each point, y pointing up.
    segments : tuple of tuple of int
        The drawn straight segments, each as the points on it in order along it.
    edges : tuple of (int, int)
        Move edges: pairs ``(i, j)``, ``i < j``, consecutive on some segment; sorted.
    lines : tuple of (int, int, int)
        Winning lines: sorted triples of points on one segment (consecutive, or any, see ``line_rule``); sorted.
    rows : tuple of tuple of int
        Points grouped by equal y, top row first, each row left to right (the layout of the text format).
    line_rule : {"consecutive", "any"}
        How ``lines`` were read off the segments.
    line_segments : tuple of tuple of int
        Drawn straight lines that carry winning lines but no moves (points in order along each); empty for
        most boards.

    Notes
    -----
    Two boards compare equal when their points, coordinates (to 1e-9), edges and lines agree.
    """

    name: str
    points: tuple[str, ...]
    coordinates: tuple[tuple[float, float], ...]
    segments: tuple[tuple[int, ...], ...]
    edges: tuple[tuple[int, int], ...]
    lines: tuple[tuple[int, int, int], ...]
    rows: tuple[tuple[int, ...], ...]
    line_rule: str = "consecutive"
    line_segments: tuple[tuple[int, ...], ...] = ()
    _index: dict = field(default_factory=dict, repr=False, compare=False)

    # ------------------------------------------------------------------ construction
    @classmethod
    def from_drawing(cls, name: str, points: Mapping[str, tuple[float, float]],
                     segments: Sequence[tuple[str, str]], *, lines: str = "consecutive",
                     line_segments: Sequence[tuple[str, str]] = ()) -> "Board":
        """Build a board from named points and straight segments drawn between pairs of them.

        Every point lying on a drawn segment (endpoints included) is a stop on it; consecutive stops are
        joined by a move edge. Lines are read off each segment by the rule ``lines``.

        Parameters
        ----------
        name : str
            The board's name.
        points : mapping str -> (x, y)
            Point names and coordinates (y pointing up). Names must be distinct and non-empty.
        segments : sequence of (str, str)
            The drawn segments, each by the names of its two endpoints.
        lines : {"consecutive", "any"}
            ``"consecutive"``: three consecutive points of a segment form a line; ``"any"``: any three points
            of one segment do.
        line_segments : sequence of (str, str), optional
            Segments that carry winning lines (read by the same rule) but no move edges.

        Returns
        -------
        Board

        Raises
        ------
        ValueError
            If a segment names an unknown point or has equal endpoints, two points coincide, or ``lines`` is
            not a known rule.

        Examples
        --------
        >>> b = Board.from_drawing("path", {"a": (0, 0), "b": (1, 0), "c": (2, 0)}, [("a", "c")])
        >>> b.edges, b.lines
        (((0, 1), (1, 2)), ((0, 1, 2),))
        """
        check_one_of(lines, "lines", LINE_RULES)
        if not isinstance(name, str):
            raise TypeError(f"a board's name must be a str, not {type(name).__name__}")
        for what, given in (("segments", segments), ("line_segments", line_segments)):
            if isinstance(given, (str, bytes)) or not hasattr(given, "__iter__"):
                raise TypeError(f"{what} must be a sequence of (name, name) pairs, not {given!r}")
        if not isinstance(points, Mapping):
            raise TypeError(f"points must be a mapping name -> (x, y), not {type(points).__name__}")
        if not points:
            raise ValueError("a board needs at least one point")
        names = list(points)
        for nm in names:
            if not isinstance(nm, str) or not nm or any(ch.isspace() or ch in "/-," for ch in nm):
                raise ValueError(f"point names must be non-empty strings without spaces, '/', '-' or ',': {nm!r}")
        coords = {}
        for nm in names:
            xy = points[nm]
            try:
                x, y = (float(v) for v in xy)
            except (TypeError, ValueError) as err:
                raise ValueError(f"point {nm!r}: coordinates must be a pair of numbers (x, y), not {xy!r}") from err
            if not (math.isfinite(x) and math.isfinite(y)):
                raise ValueError(f"point {nm!r}: coordinates must be finite, not {xy!r}")
            coords[nm] = (x, y)
        for a, b in combinations(names, 2):
            if math.dist(coords[a], coords[b]) <= _TOL:
                raise ValueError(f"points {a!r} and {b!r} coincide at {coords[a]}")
        # reading order: y descending (rounded), then x ascending
        order = sorted(names, key=lambda nm: (-round(coords[nm][1], 6), round(coords[nm][0], 6)))
        idx = {nm: i for i, nm in enumerate(order)}
        xy = [coords[nm] for nm in order]

        def stops(segment_list, what: str) -> list[tuple[int, ...]]:
            out = []
            for k, seg in enumerate(segment_list):
                if len(seg) != 2:
                    raise ValueError(f"{what} {k} must be a pair of endpoint names, not {seg!r}")
                a, b = seg
                for end in (a, b):
                    if end not in idx:
                        raise ValueError(f"{what} {k} {seg!r} names an unknown point {end!r}")
                if a == b:
                    raise ValueError(f"{what} {k} {seg!r} has equal endpoints")
                on = []
                for i, p in enumerate(xy):
                    t = _on_segment(p, coords[a], coords[b])
                    if t is not None:
                        on.append((t, i))
                out.append(tuple(i for _, i in sorted(on)))
            return out

        segs = stops(segments, "segment")
        line_segs = stops(line_segments, "line segment")
        edge_set = set()
        line_set = set()
        for seg in segs:
            for u, v in zip(seg, seg[1:]):
                edge_set.add((min(u, v), max(u, v)))
        for seg in segs + line_segs:
            if lines == "consecutive":
                triples = (seg[j:j + 3] for j in range(len(seg) - 2))
            else:
                triples = combinations(seg, 3)
            for t in triples:
                line_set.add(tuple(sorted(t)))
        row_keys: dict[float, list[int]] = {}
        for i, (_, y) in enumerate(xy):
            row_keys.setdefault(round(y, 6), []).append(i)
        rows = tuple(tuple(row_keys[y]) for y in sorted(row_keys, reverse=True))
        return cls(name=name, points=tuple(order), coordinates=tuple(xy), segments=tuple(segs),
                   edges=tuple(sorted(edge_set)), lines=tuple(sorted(line_set)), rows=rows, line_rule=lines,
                   line_segments=tuple(line_segs), _index=dict(idx))

    def with_lines(self, lines: str) -> "Board":
        """Return the same drawing with lines read by rule ``lines`` ("consecutive" or "any")."""
        pts = {nm: xy for nm, xy in zip(self.points, self.coordinates)}
        segs = [(self.points[s[0]], self.points[s[-1]]) for s in self.segments]
        line_segs = [(self.points[s[0]], self.points[s[-1]]) for s in self.line_segments]
        board = Board.from_drawing(self.name, pts, segs, lines=lines, line_segments=line_segs)
        return board

    def cache_key(self) -> str:
        """The board as a game sees it: the number of points, the move edges and the winning lines.

        Equal boards have equal keys; boards that differ in an edge or a line have different keys. (Names and
        coordinates change neither moves nor wins, and are left out.)

        Examples
        --------
        >>> picaria().cache_key() == polygon_board(4).cache_key() != tapatan().cache_key()
        True
        """
        edges = " ".join(f"{u}-{v}" for u, v in self.edges)
        lines = " ".join(".".join(map(str, line)) for line in self.lines)
        return f"points={len(self.points)};edges={edges};lines={lines}"

    # ------------------------------------------------------------------ access
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Board):
            return NotImplemented
        return (self.points == other.points and self.edges == other.edges and self.lines == other.lines
                and all(math.dist(a, b) <= 1e-9 for a, b in zip(self.coordinates, other.coordinates)))

    def __hash__(self) -> int:
        return hash((self.points, self.edges, self.lines))

    def __len__(self) -> int:
        return len(self.points)

    def index(self, point: str | int) -> int:
        """Return the index of a point given by name (``"b2"``) or index (``4`` or ``"4"``).

        Raises
        ------
        ValueError
            If there is no such point.
        """
        if isinstance(point, bool):
            raise ValueError(f"not a point of board {self.name!r}: {point!r}")
        if is_int(point):
            if 0 <= point < len(self.points):
                return int(point)
            raise ValueError(f"point index must be in 0..{len(self.points) - 1}, not {point}")
        if isinstance(point, str):
            text = point.strip()
            if text in self._index:
                return self._index[text]
            if text.isdigit() and int(text) < len(self.points):
                return int(text)
        raise ValueError(f"not a point of board {self.name!r}: {point!r} (points: {', '.join(self.points)})")

    @cached_property
    def neighbours(self) -> tuple[tuple[int, ...], ...]:
        """``neighbours[i]``: the points joined to point i by a move edge, ascending."""
        nb: list[list[int]] = [[] for _ in self.points]
        for u, v in self.edges:
            nb[u].append(v)
            nb[v].append(u)
        return tuple(tuple(sorted(n)) for n in nb)

    @cached_property
    def line_masks(self) -> tuple[int, ...]:
        """The lines as bitmasks (bit i = point i)."""
        return tuple(sum(1 << i for i in line) for line in self.lines)

    @cached_property
    def centre(self) -> int | None:
        """The point of largest degree if it is unique (the centre of the symmetric boards), else None."""
        degrees = [len(n) for n in self.neighbours]
        top = max(degrees)
        return degrees.index(top) if degrees.count(top) == 1 else None

    def graph(self) -> "networkx.Graph":
        """Return the move graph as a networkx Graph, in the schema of :mod:`combgames.base.graphs`.

        Point i is node i (``kind="point"``, ``label`` its name, ``pos`` its coordinates, ready for
        ``networkx.draw(G, pos=nx.get_node_attributes(G, "pos"))``); the move edges have ``kind="edge"``; the
        graph attributes are ``name``, ``points`` and ``lines`` (the winning lines, as point triples).

        Examples
        --------
        >>> G = picaria().graph()
        >>> G.number_of_nodes(), G.number_of_edges(), G.nodes[4]["label"], G.graph["points"]
        (9, 20, 'b2', 9)
        """
        from combgames.base.graphs import incidence_graph

        G = incidence_graph(self.points, edges=self.edges, positions=self.coordinates, name=self.name)
        G.graph["lines"] = self.lines
        return G

    @cached_property
    def symmetry_group(self):
        """The automorphism group: point permutations preserving both the move edges and the lines.

        Computed by :func:`combgames.symmetry.board_automorphism_group` (nauty on the incidence graph of
        points, lines and edges). For the 3 x 3 boards the elements carry the names of
        :func:`combgames.symmetry.dihedral_square` (e, R90, ..., D2) when the groups agree.

        Returns
        -------
        combgames.symmetry.CellGroup
        """
        from combgames.symmetry import board_automorphism_group, dihedral_square

        group = board_automorphism_group(self)
        if len(self.points) == 9 and self._grid() is not None:
            try:
                return group.named_like(dihedral_square(3))
            except ValueError:
                return group
        return group

    @cached_property
    def automorphisms(self) -> tuple[tuple[int, ...], ...]:
        """The elements of :attr:`symmetry_group` as tuples (array form: point i goes to g[i]), identity first.

        Examples
        --------
        >>> len(picaria().automorphisms), len(polygon_board(5).automorphisms)
        (8, 10)
        """
        rows = [tuple(int(v) for v in g) for g in self.symmetry_group.elements]
        identity = tuple(range(len(self.points)))
        return (identity,) + tuple(sorted(r for r in rows if r != identity))

    # ------------------------------------------------------------------ pictures
    def stone_cells(self, x: int, o: int) -> list[str]:
        """Per point: ``"x"`` if bit i of ``x`` is set, ``"o"`` if bit i of ``o`` is, else ``"."``."""
        return ["x" if x >> i & 1 else "o" if o >> i & 1 else "." for i in range(len(self.points))]

    def format_stones(self, x: int, o: int) -> str:
        """The stones as row text: the board's rows from the top, ``/``-separated, cells x, o or ``.``."""
        cells = self.stone_cells(x, o)
        return "/".join("".join(cells[i] for i in row) for row in self.rows)

    def parse_stones(self, rows_text: str, *, text: str | None = None, x_chars: str = "x", o_chars: str = "o",
                     empty_chars: str = ".") -> tuple[int, int]:
        """Parse row text (see :meth:`format_stones`) into the bitmasks ``(x, o)``.

        ``text`` is the whole text quoted in error messages (default ``rows_text``); the ``*_chars``
        parameters say which characters stand for an X stone, an O stone and an empty point.

        Raises
        ------
        PositionFormatError
            For a wrong number of rows, a row with the wrong number of cells, or an unknown character.
        """
        from combgames.game import PositionFormatError

        quoted = rows_text if text is None else text
        rows = rows_text.split("/")
        want = [len(r) for r in self.rows]
        if len(rows) != len(want):
            raise PositionFormatError(f"position text {quoted!r}: expected {len(want)} rows for board "
                                      f"{self.name!r} (cells per row {want}), got {len(rows)}")
        x = o = 0
        for r, (row_text, row) in enumerate(zip(rows, self.rows)):
            if len(row_text) != len(row):
                raise PositionFormatError(f"position text {quoted!r}: row {r + 1} must have {len(row)} cells, "
                                          f"got {len(row_text)} ({row_text!r})")
            for ch, i in zip(row_text, row):
                if ch in x_chars:
                    x |= 1 << i
                elif ch in o_chars:
                    o |= 1 << i
                elif ch not in empty_chars:
                    raise PositionFormatError(f"position text {quoted!r}: row {r + 1} has unknown cell {ch!r} "
                                              "(expected x, o or .)")
        return x, o

    def diagram(self, labels: Sequence[str] | None = None) -> str:
        """Return a text picture of the board.

        Boards whose points form a square grid (the 3 x 3 boards) are drawn with their edges (``-``, ``|``,
        ``\\``, ``/``; an ``X`` marks two crossing diagonals); other boards list each row of points.

        Parameters
        ----------
        labels : sequence of str, optional
            What to print at each point (default the point names); all labels are padded to one width.
        """
        named = labels is not None
        labels = list(self.points if labels is None else labels)
        if len(labels) != len(self.points):
            raise ValueError(f"labels must give one label per point: {len(labels)} for {len(self.points)} points")
        width = max(len(s) for s in labels)
        labels = [s.ljust(width) for s in labels]
        grid = self._grid()
        if grid is None:
            out = []
            for row in self.rows:  # each label after its point's name, so every point can be told
                out.append("   ".join(f"{self.points[i]} {labels[i]}" if named else labels[i] for i in row))
            edge_text = ", ".join(f"{self.points[u]}-{self.points[v]}" for u, v in self.edges)
            return "\n".join(out + [f"edges: {edge_text}"])
        n, pos = grid
        cell = width + 3
        lines_out = []
        es = set(self.edges)
        at = {rc: i for i, rc in enumerate(pos)}
        for r in range(n):
            row_txt = ""
            for c in range(n):
                i = at[(r, c)]
                row_txt += labels[i]
                if c < n - 1:
                    row_txt += " - " if (min(i, at[(r, c + 1)]), max(i, at[(r, c + 1)])) in es else "   "
            lines_out.append(row_txt.rstrip())
            if r < n - 1:
                between = [" "] * (n * cell)
                for c in range(n):
                    i, below = at[(r, c)], at[(r + 1, c)]
                    if (min(i, below), max(i, below)) in es:
                        between[c * cell] = "|"
                    if c < n - 1:
                        a, d = at[(r, c)], at[(r + 1, c + 1)]
                        b, e = at[(r, c + 1)], at[(r + 1, c)]
                        down = (min(a, d), max(a, d)) in es
                        up = (min(b, e), max(b, e)) in es
                        mid = c * cell + (cell + 1) // 2
                        between[mid] = "X" if down and up else "\\" if down else "/" if up else " "
                lines_out.append("".join(between).rstrip())
        frame = self._grid_coordinates(n, pos) if named else None
        if frame is None:
            return "\n".join(lines_out)
        row_names, column_names = frame
        return with_coordinates(lines_out, {2 * r: name for r, name in enumerate(row_names)},
                                {c * cell: name for c, name in enumerate(column_names)})

    def _grid_coordinates(self, n: int, pos: list[tuple[int, int]]) -> tuple[list[str], list[str]] | None:
        """The row numbers (top row first) and column letters of an n x n grid board whose points are named
        algebraically (column letters, then the row number), else None."""
        rows: list[set[str]] = [set() for _ in range(n)]
        columns: list[set[str]] = [set() for _ in range(n)]
        for name, (r, c) in zip(self.points, pos):
            parts = re.fullmatch(r"([a-z]+)([0-9]+)", name)
            if parts is None:
                return None
            columns[c].add(parts[1])
            rows[r].add(parts[2])
        if any(len(s) != 1 for s in rows + columns):
            return None
        return [s.pop() for s in rows], [s.pop() for s in columns]

    def _grid(self) -> tuple[int, list[tuple[int, int]]] | None:
        """If the points form an n x n grid (n*n points, n rows of n), return (n, [(row, col) per point])."""
        n = len(self.rows)
        if n < 2 or any(len(r) != n for r in self.rows):
            return None
        xs = sorted({round(x, 6) for x, _ in self.coordinates})
        if len(xs) != n:
            return None
        pos = [(0, 0)] * len(self.points)
        for r, row in enumerate(self.rows):
            for i in row:
                pos[i] = (r, xs.index(round(self.coordinates[i][0], 6)))
        return n, pos

    def __repr__(self) -> str:
        return (f"Board({self.name!r}, points={len(self.points)}, edges={len(self.edges)}, "
                f"lines={len(self.lines)})")


# ---------------------------------------------------------------------- coordinates around text pictures
def with_coordinates(picture: Sequence[str], rows: Mapping[int, str], columns: Mapping[int, str], *,
                     columns_above: bool = False) -> str:
    """The lines of a text ``picture`` framed by coordinates: the row names ``rows`` ({line index: name}) right
    aligned at the left of their lines, and the column names ``columns`` ({character offset in the picture:
    name}) on a line under the picture (over it with ``columns_above``).

    Examples
    --------
    >>> print(with_coordinates([". x", "o ."], {0: "2", 1: "1"}, {0: "a", 2: "b"}))
    2 . x
    1 o .
      a b
    """
    width = max((len(name) for name in rows.values()), default=0)
    out = [f"{rows.get(k, '').rjust(width)} {line}".rstrip() for k, line in enumerate(picture)]
    end = max((at + len(name) for at, name in columns.items()), default=0)
    under = [" "] * end
    for at, name in columns.items():
        under[at:at + len(name)] = name
    names = " " * (width + 1) + "".join(under).rstrip()
    return "\n".join([names] + out if columns_above else out + [names])


def grid_diagram(cells: Sequence[Sequence[str]], *, a1: str = "bottom", capitals: bool = False) -> str:
    """A rectangular grid of cell texts (``cells[r][c]``, row r from the top) with its coordinates.

    The toolkit's one convention for square grids (``a1="bottom"``): columns ``a, b, ...`` from the left
    (:func:`column_name`), written under the board, and rows numbered from 1 at the bottom, written at the
    left, so ``a1`` is the bottom-left cell, as on a chess board. ``a1="top"`` numbers the rows from the top
    and writes the column names over the board: the convention of the Hex boards, whose cells are named
    ``A1`` from the top left (``capitals=True`` writes the column names in capitals).

    Examples
    --------
    >>> print(grid_diagram([["x", ".", "."], [".", "o", "."], [".", ".", "."]]))
    3 x . .
    2 . o .
    1 . . .
      a b c
    """
    check_one_of(a1, "a1", ("bottom", "top"))
    n_rows = len(cells)
    n_cols = max((len(row) for row in cells), default=0)
    names = [column_name(c).upper() if capitals else column_name(c) for c in range(n_cols)]
    width = max([len(s) for row in cells for s in row] + [len(s) for s in names] + [1])
    lines = [" ".join(s.ljust(width) for s in row).rstrip() for row in cells]
    numbers = {r: str(n_rows - r if a1 == "bottom" else r + 1) for r in range(n_rows)}
    return with_coordinates(lines, numbers, {c * (width + 1): name for c, name in enumerate(names)},
                            columns_above=a1 == "top")


# ---------------------------------------------------------------------- built-in boards
def column_name(c: int) -> str:
    """The name of column c (0-based) of a grid: a, b, ..., z, aa, ab, ... (spreadsheet style).

    Examples
    --------
    >>> [column_name(c) for c in (0, 25, 26, 27, 701, 702)]
    ['a', 'z', 'aa', 'ab', 'zz', 'aaa']
    """
    c = check_int(c, "column", minimum=0)
    name = ""
    c += 1
    while c:
        c, rem = divmod(c - 1, 26)
        name = chr(ord("a") + rem) + name
    return name


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
    lower left. 16 edges, no lines (a blockade game [3]_).

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
