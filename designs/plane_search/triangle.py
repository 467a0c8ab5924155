"""The triangle of a projective plane and its Latin square: the points, the lines through the vertices, the
candidate lines, and the exact cover that extends a set of lines.

Three non-collinear points A, B, C of a projective plane of order n = m + 1 give a Latin square of order m: the
rows, columns and symbols are the lines through A, B and C, and the cells the m^2 points off the sides
(:mod:`designs.plane_search` states the construction). The points are numbered once for all
(:class:`TriangleLayout`, :func:`triangle_points`): A, B, C = 0, 1, 2, X_r = 3 + r, Y_c = 3 + m + c,
Z_s = 3 + 2m + s, the cell (r, c) = 3 + 3m + r m + c. From a square, :func:`triangle_lines` gives the 3n lines
through the vertices and :func:`candidate_lines` every other possible line (a near transversal with its three
points on the sides); from a plane, :func:`triangle_square` gives the square of a triangle. :func:`lines_through`
is the exact cover "every pair of points on exactly one line" restricted to some points; :func:`arc_cells` picks
the cells P and Q of the 5-arc (:data:`METHOD`).

Source: C. W. H. Lam, G. Kolesova, L. Thiel, "A computer search for finite projective planes of order 9",
Discrete Math. 92 (1991) 187-195; only its abstract was read here (see :mod:`designs.plane_search`).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence
from typing import Any

from designs.completion import exact_covers
from designs.latin import LatinSquare, as_latin_square

__all__ = ["Line", "TriangleLayout", "square_rows", "triangle_points", "triangle_lines", "triangle_square", "arc_cells",
           "point_pairs", "candidate_lines", "lines_through", "pencils", "line_mask", "METHOD"]

Line = tuple[int, ...]
"""A line as the sorted tuple of its point indices (on :func:`triangle_points`)."""


class TriangleLayout:
    """Point indices of the triangle's plane of order n = m + 1: A, B, C, X_r, Y_c, Z_s, then the cells."""

    def __init__(self, m: int) -> None:
        self.m = m
        self.A, self.B, self.C = 0, 1, 2
        self.num_points = m * m + 3 * m + 3

    def X(self, r: int) -> int:
        return 3 + r

    def Y(self, c: int) -> int:
        return 3 + self.m + c

    def Z(self, s: int) -> int:
        return 3 + 2 * self.m + s

    def cell(self, r: int, c: int) -> int:
        return 3 + 3 * self.m + r * self.m + c


def square_rows(square: Any) -> list[list[int]]:
    """The rows of a Latin square of order at least 2 as lists of ints (ValueError for anything else)."""
    L = as_latin_square(square, "square")
    if L.order < 2:
        raise ValueError(f"the square must have order at least 2 (a plane of order at least 3), not {L.order}")
    return [[int(x) for x in row] for row in L.array]


def triangle_points(n: int) -> tuple:
    """Return the labels of the points of the triangle's plane of order n, in index order.

    ``"A"``, ``"B"``, ``"C"``, then ``("X", r)`` on BC, ``("Y", c)`` on CA, ``("Z", s)`` on AB (r, c, s < n - 1),
    then the cells ``(r, c)`` row by row: n^2 + n + 1 points.

    Examples
    --------
    >>> from designs.plane_search import triangle_points
    >>> len(triangle_points(9)), triangle_points(3)[:6]
    (91, ('A', 'B', 'C', ('X', 0), ('X', 1), ('Y', 0)))
    """
    m = n - 1
    return (("A", "B", "C") + tuple(("X", r) for r in range(m)) + tuple(("Y", c) for c in range(m))
            + tuple(("Z", s) for s in range(m)) + tuple((r, c) for r in range(m) for c in range(m)))


def triangle_lines(square: Any) -> list[Line]:
    """Return the 3n lines through the vertices of the triangle whose Latin square (order n - 1) is given.

    In order: the sides AB, BC, CA, then the rows (A, X_r and the cells of row r), the columns (B, Y_c and the
    cells of column c) and the symbols (C, Z_s and the cells holding s).

    Raises
    ------
    ValueError
        If ``square`` is not a Latin square of order at least 2.

    Examples
    --------
    >>> from designs import LatinSquare
    >>> from designs.plane_search import triangle_lines
    >>> len(triangle_lines(LatinSquare.cyclic(8)))       # the 27 columns of Lam-Kolesova-Thiel
    27
    """
    rows = square_rows(square)
    m = len(rows)
    P = TriangleLayout(m)
    lines = [(P.A, P.B, *(P.Z(s) for s in range(m))), (P.B, P.C, *(P.X(r) for r in range(m))),
             (P.A, P.C, *(P.Y(c) for c in range(m)))]
    lines += [(P.A, P.X(r), *(P.cell(r, c) for c in range(m))) for r in range(m)]
    lines += [(P.B, P.Y(c), *(P.cell(r, c) for r in range(m))) for c in range(m)]
    lines += [(P.C, P.Z(s), *(P.cell(r, c) for r in range(m) for c in range(m) if rows[r][c] == s))
              for s in range(m)]
    return [tuple(sorted(line)) for line in lines]


def triangle_square(plane: Any, a: int, b: int, c: int) -> LatinSquare:
    """Return the Latin square of order n - 1 of the triangle a, b, c (point indices) of a projective plane.

    Rows are the lines through a other than ab and ac, columns those through b, symbols those through c, each
    in the order of the plane's blocks; the cell (row, column) holds the symbol line through their meeting point.

    Raises
    ------
    ValueError
        If a, b, c are collinear or not three distinct points of the plane.

    Examples
    --------
    >>> from designs.planes import projective_plane
    >>> from designs.plane_search import triangle_square
    >>> from designs.classification import main_class_canonical_form
    >>> from designs import LatinSquare
    >>> L = triangle_square(projective_plane(9), 0, 1, 9)       # a triangle of PG(2, 9)
    >>> main_class_canonical_form(L) == main_class_canonical_form(LatinSquare.cyclic(8))   # GF(9)* is cyclic
    True
    """
    blocks = [set(block) for block in plane.blocks]
    if len({a, b, c}) != 3 or not all(0 <= p < plane.num_points for p in (a, b, c)):
        raise ValueError(f"a triangle needs three distinct points of the plane, not {a}, {b}, {c}")
    if any({a, b, c} <= blk for blk in blocks):
        raise ValueError(f"points {a}, {b}, {c} are collinear: not a triangle")

    def through(p: int, q1: int, q2: int) -> list[set]:
        return [blk for blk in blocks if p in blk and q1 not in blk and q2 not in blk]

    rows, cols, syms = through(a, b, c), through(b, a, c), through(c, a, b)
    symbol_of = {p: s for s, blk in enumerate(syms) for p in blk if p != c}
    return LatinSquare([[symbol_of[next(iter(row & col))] for col in cols] for row in rows])


def arc_cells(square: Any) -> tuple[tuple[int, int], tuple[int, int]]:
    """Return the cells P and Q whose lines, with the triangle's, are the 5n - 5 lines of the second search.

    P is cell (0, 0); Q is the first cell (1, c) of row 1 in a column other than 0 whose symbol differs from
    P's, so that no three of A, B, C, P, Q are collinear.

    Raises
    ------
    ValueError
        If the square has order below 3 (no such Q: a plane of order 3 has no 5-arc).

    Examples
    --------
    >>> from designs import LatinSquare
    >>> from designs.plane_search import arc_cells
    >>> arc_cells(LatinSquare.cyclic(8))
    ((0, 0), (1, 1))
    """
    rows = square_rows(square)
    for c in range(1, len(rows)):
        if rows[1][c] != rows[0][0]:
            return (0, 0), (1, c)
    raise ValueError(f"a square of order {len(rows)} has no two cells in general position")


def _near_transversals(rows: list[list[int]], fixed: tuple[int, int] | None = None,
                       joined: list[int] | None = None) -> Iterator[tuple[int, int, int, tuple[tuple[int, int], ...]]]:
    """Yield (missing row, missing column, missing symbol, cells) for each near transversal of the square.

    A near transversal has m - 1 cells in distinct rows, columns and symbols; ``fixed`` restricts to those
    through one cell. With ``joined`` (point -> the mask of the points already on a line with it) only the
    near transversals whose line X_r, Y_c, Z_s, cells has no two points already joined are yielded, the others
    cut off as soon as a joined pair appears.
    """
    m = len(rows)
    P = TriangleLayout(m)
    full = (1 << m) - 1
    cells: list[tuple[int, int]] = []

    def walk(r: int, cols: int, syms: int, skipped: int, forbidden: int) -> Iterator:
        if r == m:
            if skipped >= 0:
                c, s = (full & ~cols).bit_length() - 1, (full & ~syms).bit_length() - 1
                ends = (P.X(skipped), P.Y(c), P.Z(s))
                if joined is not None and (any(forbidden >> x & 1 for x in ends) or
                                           any(joined[x] >> y & 1 for x, y in itertools.combinations(ends, 2))):
                    return
                yield (skipped, c, s, tuple(cells))
            return
        if skipped < 0 and (fixed is None or fixed[0] != r):
            yield from walk(r + 1, cols, syms, r, forbidden)
        choices = [fixed[1]] if fixed is not None and fixed[0] == r else range(m)
        for c in choices:
            s = rows[r][c]
            y = P.cell(r, c)
            if not (cols >> c) & 1 and not (syms >> s) & 1 and not forbidden >> y & 1:
                cells.append((r, c))
                yield from walk(r + 1, cols | 1 << c, syms | 1 << s, skipped,
                                forbidden | (joined[y] if joined is not None else 0))
                cells.pop()

    yield from walk(0, 0, 0, -1, 0)


def point_pairs(line: Sequence[int]) -> list[tuple[int, int]]:
    """The pairs of points of a line, each sorted (the items it covers in the exact cover)."""
    return list(itertools.combinations(sorted(line), 2))


def candidate_lines(square: Any, lines: Sequence[Line], through: Sequence[int] | None = None) -> list[Line]:
    """Return the lines that could be added to ``lines``: near-transversal lines sharing no pair with them.

    Parameters
    ----------
    square : Latin square of order n - 1
    lines : sequence of lines
        Lines found so far (at least the triangle's, :func:`triangle_lines`).
    through : sequence of int, optional
        Only the candidates through one of these points (cells; default all candidates).

    Examples
    --------
    >>> from designs import LatinSquare
    >>> from designs.plane_search import candidate_lines, triangle_lines
    >>> L = LatinSquare.cyclic(2)
    >>> candidate_lines(L, triangle_lines(L))          # PG(2, 3): X_r, Y_c, Z_s and one cell
    [(3, 6, 7, 11), (3, 5, 8, 12), (4, 6, 8, 9), (4, 5, 7, 10)]
    """
    rows = square_rows(square)
    m = len(rows)
    P = TriangleLayout(m)
    covered = {p for line in lines for p in point_pairs(line)}
    if through is None:
        starts: list[tuple[int, int] | None] = [None]
    else:
        cell_of = {P.cell(r, c): (r, c) for r in range(m) for c in range(m)}
        bad = [p for p in through if p not in cell_of]
        if bad:
            raise ValueError(f"the search extends through cells only; point {bad[0]} is not a cell")
        starts = [cell_of[p] for p in through]
    joined = [0] * P.num_points
    for line in lines:
        mask = line_mask(line)
        for x in line:
            joined[x] |= mask
    found: dict[Line, None] = {}
    for start in starts:
        for r, c, s, cells in _near_transversals(rows, start, joined):
            line = tuple(sorted((P.X(r), P.Y(c), P.Z(s), *(P.cell(i, j) for i, j in cells))))
            if line not in found and not any(p in covered for p in point_pairs(line)):
                found[line] = None
    return list(found)


def lines_through(square: Any, lines: Sequence[Line], points: Sequence[int] | None = None, *,
                  limit: int | None = None) -> Iterator[list[Line]]:
    """Yield the sets of new lines that, with ``lines``, put every pair through ``points`` on exactly one line.

    An exact cover (module docstring): the primary items are the uncovered pairs with a point in ``points``
    (default: all uncovered pairs, i.e. the completions to a plane); the other uncovered pairs are secondary
    (covered at most once). Each yielded list is sorted.

    Examples
    --------
    >>> from designs import LatinSquare
    >>> from designs.plane_search import lines_through, triangle_lines
    >>> L = LatinSquare.cyclic(2)
    >>> list(lines_through(L, triangle_lines(L)))      # PG(2, 3) from its one square of order 2
    [[(3, 5, 8, 12), (3, 6, 7, 11), (4, 5, 7, 10), (4, 6, 8, 9)]]
    """
    P = TriangleLayout(len(square_rows(square)))
    covered = {p for line in lines for p in point_pairs(line)}
    chosen = None if points is None else set(points)
    primary = [p for p in itertools.combinations(range(P.num_points), 2) if p not in covered
               and (chosen is None or p[0] in chosen or p[1] in chosen)]
    rows = {line: point_pairs(line) for line in candidate_lines(square, lines, None if points is None else
                                                           sorted(chosen))}
    for cover in exact_covers(rows, primary, limit=limit):
        yield sorted(cover)


def pencils(square: Any, lines: Sequence[Line], cell: tuple[int, int]) -> Iterator[list[Line]]:
    """Yield the pencils at a cell: the sets of candidate lines through it that, with ``lines``, join it to
    every other point exactly once (each sorted).

    The points not yet joined to the cell must be split among the new lines through it: an exact cover whose
    items are those points and whose candidates are the near-transversal lines through the cell meeting every
    line of ``lines`` in at most one point.

    Examples
    --------
    >>> from designs import LatinSquare
    >>> from designs.plane_search import pencils, triangle_lines
    >>> L = LatinSquare.cyclic(4)
    >>> len(list(pencils(L, triangle_lines(L), (0, 0))))       # PG(2, 5): two ways through a cell
    2
    """
    rows = square_rows(square)
    P = TriangleLayout(len(rows))
    point = P.cell(*cell)
    joined = {q for line in lines if point in line for q in line}
    masks = [line_mask(line) for line in lines]
    items = [q for q in range(P.num_points) if q not in joined]
    candidates = {}
    for line in _lines_through_cell(rows, cell):
        m = line_mask(line)
        if all((m & k).bit_count() <= 1 for k in masks):
            candidates[line] = [q for q in line if q != point]
    for cover in exact_covers(candidates, items):
        yield sorted(cover)


def line_mask(line: Sequence[int]) -> int:
    """A line as an int whose bit q is set for each point q on it."""
    return sum(1 << q for q in line)


def _lines_through_cell(rows: list[list[int]], cell: tuple[int, int]) -> list[Line]:
    P = TriangleLayout(len(rows))
    return [tuple(sorted((P.X(r), P.Y(c), P.Z(s), *(P.cell(i, j) for i, j in cells))))
            for r, c, s, cells in _near_transversals(rows, cell)]


METHOD = "5-arc A, B, C, P, Q; P = (0, 0), Q the first cell of row 1 in general position"
"""What the second step searches (:func:`arc_cells`), in the identity of a run's journal: a journal of another
choice of the 13 further lines is refused."""
