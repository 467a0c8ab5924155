"""Boards of three-in-a-row and blockade games: points, move edges and winning lines from a drawing.

A *board* is a finite set of named points in the plane with the straight segments drawn between them; move
edges, lines and rows are read off the drawing (the definitions are in :mod:`combgames.games.boards`).

:class:`Board` holds the drawing and what is derived from it (move edges, lines, rows, the symmetry group, the
text notation of stones); :meth:`Board.from_drawing` builds any board from points and segments. The built-in
boards are in :mod:`combgames.games.boards.named_boards`, the text pictures in
:mod:`combgames.games.boards.diagrams`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import cached_property
from itertools import combinations
from typing import TYPE_CHECKING, Mapping, Sequence

from combgames.base.checks import check_one_of, is_int
from combgames.games.boards.diagrams import board_diagram

if TYPE_CHECKING:
    import networkx

__all__ = ["Board", "LINE_RULES"]

LINE_RULES = ("consecutive", "any")
"""How lines are read off a drawn segment: three consecutive points, or any three of its points."""

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
        >>> from combgames.games.boards import picaria, polygon_board, tapatan
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
        >>> from combgames.games.boards import picaria
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
        if len(self.points) == 9 and self.square_grid() is not None:
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
        >>> from combgames.games.boards import picaria, polygon_board
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
        """Return a text picture of the board, with ``labels`` at the points (default their names): see
        :func:`~combgames.games.boards.diagrams.board_diagram`."""
        return board_diagram(self.points, self.rows, self.edges, self.square_grid(), labels)

    def square_grid(self) -> tuple[int, list[tuple[int, int]]] | None:
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
