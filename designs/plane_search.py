"""Projective planes of order n searched from the Latin squares of order n - 1 (Lam, Kolesova and Thiel).

Lam, Kolesova and Thiel [1]_ proved that the four known projective planes of order 9 are the only ones by a
search that starts from the 283,657 main classes of Latin squares of order 8. This module is that search, per
Latin square, for any order n (tested in full at n = 4, 5, 7, 8, where the plane is unique; at n = 9 on the
squares of the four known planes).

The triangle and its Latin square
---------------------------------
Let A, B, C be three non-collinear points of a projective plane of order n, and m = n - 1. Besides the three
sides, m lines pass through each vertex: the *rows* (through A), *columns* (through B) and *symbols* (through
C). The m^2 points off the sides are the *cells*: a cell lies on exactly one row, one column and one symbol line,
and two cells on the same row and column are equal, so symbol(row, column) is a Latin square of order m. Each
row meets BC in a point X_r, each column meets CA in Y_c, each symbol line meets AB in Z_s. So the square gives,
on a fixed set of n^2 + n + 1 points (:func:`triangle_points`), the 3n lines through the vertices
(:func:`triangle_lines`; n = 9: the 27 columns of the incidence matrix in [1]_), and conversely every triangle
of a plane gives a square (:func:`triangle_square`); paratopic squares give isomorphic partial planes.

Every other line meets each side once off the vertices and misses A, B, C: it is {X_r, Y_c, Z_s} and m - 1
cells, one on each row but r, each column but c, each symbol but s (a *near transversal* of the square; the
missing row, column and symbol name its points on the sides). These are the candidate lines.

The 40 columns
--------------
Only the abstract of [1]_ was available here: "another program attempts to complete each of these incidence
matrices to 40 columns"; it does not say which 13 lines. This module takes the lines through the five points
A, B, C, P, Q, where P and Q are two cells in different rows, columns and symbols (:func:`arc_cells`: P the
first cell of row 0, Q the first cell of row 1 in general position with P). No three of the five points are
collinear, so the lines through them number 5(n + 1) - 10 = 5n - 5: the 3n through the triangle, n - 2 more
through P and n - 3 more through Q (for n = 9: 27 + 7 + 6 = 40, the only configuration of five points giving
exactly 40 lines). Any two cells in general position are two points of every plane containing the triangle, so
a square that lies in a plane extends at every such P, Q: fixing them loses no plane.

The counts that do not depend on the choice of the 13 lines are recomputed from the four known planes
(:func:`expected_squares`, the paper's consistency argument): their triangles give exactly 21 main classes of
squares, and 325 labelled completions in all (PG(2, 9) 2, the Hall plane 114, its dual 114, the Hughes plane
95), the paper's 21 and 325. Through the 5-arc the 21 squares give 325 partial planes of 40 lines, one per
completion: the paper's 326 (one of which does not complete) come from its own 13 lines, a slightly weaker
filter.

The searches
------------
Both steps are exact cover problems: the *items* are the pairs of points not yet on a common line, the
candidates are the near-transversal lines covering only such pairs, and a line set is an extension when every
pair through the chosen points (:func:`lines_through`: P and Q for the 40 columns) or every pair at all
(:func:`completions`: the whole plane) is covered exactly once -- the axiom "two points on exactly one line" is
literally an exact cover. Knuth's Algorithm X [2]_ (:func:`designs.completion.exact_covers`, fewest candidates
first; for the step through P and Q the same rule on bitsets in the compiled kernels of
:mod:`designs.plane_search_kernels`, with the points to join to P and to Q as items) is the natural tool: the
problem is already a set of exactly-once constraints with small candidate lists, the count of all solutions is
wanted (a SAT solver proves one and must be re-run with blocking clauses to count),
and the search log of a refutation (the branch sizes at each node) is itself a certificate a separate checker
can replay (:mod:`designs.plane_search_check`).

Certificates
------------
* For every square, the number of extensions through P and Q (:func:`search_piece` keeps the nonzero ones per
  piece; the others are zero).
* For every extension, the search tree of its completions (:func:`completion_tree`, plain JSON): the planes at
  its leaves, or, when it has none, its refutation. :mod:`designs.plane_search_check` replays a tree with code
  of its own (its candidate lines are cliques of open pairs, not near transversals) and confirms that the
  listed lines at each node are all the possible ones.
* For every plane, its nauty certificate (:attr:`SquareSearch.certificates`).

The whole run's certificate, in one file with a format of its own (below), is written by
:func:`search_representatives` (the run from the shipped representatives) and checked by
:func:`designs.plane_search_check.check_certificate`: for the squares with no extension it keeps the count
(zero) and the search's node count (the log), and the checker recounts the extensions of a random sample of
squares with a search of its own (cliques of open pairs, its own exact cover), not the refutation tree of
each square: those trees have a few thousand nodes each at order 8 (about 10^9 in all), too many to keep.

Cost
----
The step through P and Q runs compiled (:mod:`designs.plane_search_kernels`; ``backend="python"`` runs the same
code as Python, the reference). Measured by ``benchmarks/bench_plane_search.py`` on a shared machine (load
average 8-10 on 2 cores), the methods interleaved: on the 33 main classes of 30 random pieces of order 8 and the
cyclic square, 4.5 CPU ms per square compiled against 150 ms for the former pure-Python bitset search (33x;
the same extensions in the same order), 16 s as Python; loading the compiled kernels from numba's disk cache
takes 0.5 CPU s per process, compiling them afresh 19 s. The whole run (:func:`estimate_run`, 100 random
pieces of the 93,561 of the shipped split, 281 main classes, seed 2026) is projected at 2.8 +- 0.6 CPU hours
(standard error), against the issue's goal of 4 (27 before the kernel); 86% of it is the generation of the
main classes (:func:`designs.latin_classes.main_class_representatives`), not the search. The 21 main classes
of the known planes take 140 CPU s in all, their 325 completions and nauty certificates
(:func:`plane_certificate`) included.

From the shipped representatives (:func:`search_representatives`, run here on 2 worker processes) the whole run
took 1,551 CPU s: 1,336 for the step through P and Q (4.7 ms a square, 142 tasks of 2,000 squares, about 9.4 CPU s
each) and the rest for the completions, the certificate and nauty, of which one square (280 extensions) takes
about 3 CPU minutes alone. On c cores the wall time is about 1,551 / c s but not under that longest task: about
13 min on 2 cores, 3-4 min on 16, and on 128 the 3 min of the largest completion (splitting a square's
completions into tasks would be the next step there); the per-task cost of the executors
(:mod:`designs.latin_classes`: 0.6-1.6 ms a task for a process pool, 9.4-16.8 ms for a local Dask cluster) is
negligible at 142 tasks.

Running the whole search
------------------------
:func:`search_in_pieces` runs one task per piece through any executor of
:func:`combgames.base.executors.make_executor` (a process pool, a local Dask cluster or a running one), and
appends each finished piece to a journal (the squares with an extension are kept there, with their counts); the
same call or command resumes from it, running only the pieces not in it::

    python -m designs.plane_search --journal o9.journal                    # one process
    python -m designs.plane_search --journal o9.journal --workers 2        # a process pool
    python -m designs.plane_search --journal o9.journal --scheduler tcp://HOST:8786

The run from a file of representatives
--------------------------------------
:func:`search_representatives` runs in two stages, each as tasks of any executor
(:func:`combgames.base.executors.results_of_pieces`: in this process, a process pool, a local Dask cluster or a
running one):

1. one task per chunk of ``chunk`` squares (by index in the file): :func:`search_main_classes`,
   the number of extensions through P and Q of each square and its search-node count;
2. one task per square with an extension (:func:`complete_square`): for each extension (a partial plane of
   5n - 5 lines: 40 at n = 9), its search tree (:func:`completion_tree`) and the nauty
   certificate of the plane at each complete leaf.

Each finished task is appended to the run's journal (:class:`combgames.base.checkpoint.PieceJournal`) as it
arrives; the same call or command resumes from it. The journal names the run by the representatives file's
SHA-256, its number of squares, the order, the chunk size and the 5-arc rule: another run's journal is refused
and left as it is. When every task is done, the distinct planes are identified (nauty certificates; the
collineation group's order by :meth:`designs.incidence.IncidenceStructure.automorphism_group`; named among the
known planes by comparing certificates: PG(2, n), and at n = 9 the Hall plane, its dual and the Hughes plane of
:mod:`designs.nondesarguesian`) and the certificate is written, whole or not at all::

    python -m designs.plane_search --representatives --journal o9.journal --workers 2
    python -m designs.plane_search --representatives PATH --journal o9.journal --scheduler tcp://HOST:8786

(on a cluster the representatives file must be at the same path on every worker: each task reads its chunk
from it and checks its SHA-256.)

The certificate (format 1)
--------------------------
One gzip-compressed file of JSON lines (UTF-8), in this order:

1. The header: ``{"format": "combgames plane-search certificate, format 1", "order": n, "representatives":
   {"sha256": HEX, "classes": N, "order": n - 1}, "points": TEXT, "arc": TEXT, "chunk": K}``. The points of the
   triangle's plane are numbered A, B, C = 0, 1, 2, X_r = 3 + r (row r meets BC), Y_c = 3 + m + c (column c
   meets CA), Z_s = 3 + 2m + s (symbol s meets AB), and the cell (r, c) = 3 + 3m + r m + c (m = n - 1); the
   triangle's 3n lines are the sides {A, B, Z_*}, {B, C, X_*}, {A, C, Y_*}, the rows {A, X_r, cells of row r},
   the columns {B, Y_c, cells of column c} and the symbols {C, Z_s, cells holding s}. The 5-arc rule: P is the
   cell (0, 0), Q the cell (1, c) of the least c >= 1 with L[1][c] != L[0][0].
2. The counts, one line per chunk in index order: ``{"counts": [start, stop], "extensions": {"i": k, ...},
   "nodes": [...]}``: the squares start <= i < stop were searched; those with k > 0 extensions through P and Q
   are listed (every other has none); ``nodes`` is the search's node count (lines chosen) of each square, the
   log. The chunks cover 0..N - 1 exactly.
3. The extensions, by square and then in the order found: ``{"square": i, "rows": TEXT, "extension": j,
   "lines": [[...], ...], "tree": TREE}``: the square's rows (the text of :mod:`designs.latin_text`), the
   5n - 5 lines of the partial plane (the triangle's and the new lines through P or Q, each sorted), and its
   completion tree, whose format :mod:`designs.plane_search_check` states (the planes at its leaves, or its
   refutation).
4. The planes, one line per isomorphism class: ``{"plane": HEX, "group_order": G, "name": NAME, "completions":
   C}``: the nauty certificate (:meth:`designs.incidence.IncidenceStructure.canonical_certificate`, hex), the
   order of the collineation group, the known plane it is (``null`` for none) and the number of leaves of the
   trees that are this plane.
5. The end: ``{"end": {"squares": N, "extending": S, "extensions": E, "completing": C, "completions": T,
   "planes": P, "nodes": D}}``: the squares searched, those with an extension, the partial planes, those with a
   completion, the completions, the planes up to isomorphism, the nodes in all. A file without it is cut short.

References
----------
.. [1] C. W. H. Lam, G. Kolesova, L. Thiel, "A computer search for finite projective planes of order 9",
   Discrete Math. 92 (1991) 187-195.
.. [2] D. E. Knuth, "Dancing links", in Millennial Perspectives in Computer Science, Palgrave, 2000, 187-214.
"""

from __future__ import annotations

import functools
import itertools
import os
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from designs.plane_search_kernels import (CONTROL_FOUND, CONTROL_NODES, CONTROL_SIZE, DONE, PAUSED, WORD,
                                          arc_search, arc_setup, cell_lines, words)
from designs.completion import exact_covers
from designs.latin import LatinSquare, _as_square
from designs.planes import ProjectivePlane
from combgames.base.checkpoint import PieceJournal
from combgames.base.kernels import kernel, resolve_backend
from combgames.base.nauty import ColouredGraph

__all__ = [
    "Line",
    "triangle_points",
    "triangle_lines",
    "triangle_square",
    "arc_cells",
    "candidate_lines",
    "lines_through",
    "pencils",
    "arc_extensions",
    "completions",
    "SquareSearch",
    "search_square",
    "SearchSummary",
    "search_squares",
    "PieceSearch",
    "search_piece",
    "triangle_census",
    "ExpectedSquare",
    "expected_squares",
    "ORDER8_MAIN_CLASSES",
    "RunEstimate",
    "estimate_run",
    "METHOD",
    "PlanesOfOrder",
    "search_in_pieces",
    "main",
    "completion_tree",
    "random_triangle",
    "recover_plane",
    "plane_of_lines",
    "plane_certificate",
    "ChunkSearch",
    "search_main_classes",
    "CERTIFICATE_FORMAT",
    "DEFAULT_CHUNK",
    "POINTS",
    "ARC_RULE",
    "SquareCompletion",
    "PlaneClass",
    "RepresentativesRun",
    "complete_square",
    "search_representatives",
    "write_certificate",
    "known_plane_names",
    "leaf_planes",
]

Line = tuple[int, ...]
"""A line as the sorted tuple of its point indices (on :func:`triangle_points`)."""


class _Layout:
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


def _rows(square: Any) -> list[list[int]]:
    L = _as_square(square, "square")
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
    rows = _rows(square)
    m = len(rows)
    P = _Layout(m)
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
    rows = _rows(square)
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
    P = _Layout(m)
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


def _pairs(line: Sequence[int]) -> list[tuple[int, int]]:
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
    rows = _rows(square)
    m = len(rows)
    P = _Layout(m)
    covered = {p for line in lines for p in _pairs(line)}
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
        mask = _mask(line)
        for x in line:
            joined[x] |= mask
    found: dict[Line, None] = {}
    for start in starts:
        for r, c, s, cells in _near_transversals(rows, start, joined):
            line = tuple(sorted((P.X(r), P.Y(c), P.Z(s), *(P.cell(i, j) for i, j in cells))))
            if line not in found and not any(p in covered for p in _pairs(line)):
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
    P = _Layout(len(_rows(square)))
    covered = {p for line in lines for p in _pairs(line)}
    chosen = None if points is None else set(points)
    primary = [p for p in itertools.combinations(range(P.num_points), 2) if p not in covered
               and (chosen is None or p[0] in chosen or p[1] in chosen)]
    rows = {line: _pairs(line) for line in candidate_lines(square, lines, None if points is None else
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
    rows = _rows(square)
    P = _Layout(len(rows))
    point = P.cell(*cell)
    joined = {q for line in lines if point in line for q in line}
    masks = [_mask(line) for line in lines]
    items = [q for q in range(P.num_points) if q not in joined]
    candidates = {}
    for line in _lines_through_cell(rows, cell):
        m = _mask(line)
        if all((m & k).bit_count() <= 1 for k in masks):
            candidates[line] = [q for q in line if q != point]
    for cover in exact_covers(candidates, items):
        yield sorted(cover)


def _mask(line: Sequence[int]) -> int:
    return sum(1 << q for q in line)


def _lines_through_cell(rows: list[list[int]], cell: tuple[int, int]) -> list[Line]:
    P = _Layout(len(rows))
    return [tuple(sorted((P.X(r), P.Y(c), P.Z(s), *(P.cell(i, j) for i, j in cells))))
            for r, c, s, cells in _near_transversals(rows, cell)]


def arc_extensions(square: Any, *, backend: str = "auto") -> list[list[Line]]:
    """Return every set of 2n - 5 lines through the cells P, Q of :func:`arc_cells` extending the triangle's lines.

    For n = 9 the 13 further lines of the 40 columns (module docstring). One exact cover: the items are the
    points still to be joined to P and those still to be joined to Q, the candidates the near-transversal lines
    through P or Q (the line PQ counts for both), kept while they meet every chosen line in exactly one point
    (as two lines of a plane do); the item with fewest candidates is branched on first. A pencil at P alone
    (:func:`pencils`) is no filter: random squares of order 8 have about two hundred. The search runs in the
    kernels of :mod:`designs.plane_search_kernels` (``backend``: ``"auto"``, ``"numba"`` or ``"python"``,
    :func:`combgames.base.kernels.kernel`; the same extensions in the same order either way).

    Examples
    --------
    >>> from designs import LatinSquare
    >>> from designs.plane_search import arc_extensions
    >>> [len(e) for e in arc_extensions(LatinSquare.cyclic(4))]      # PG(2, 5): 2 ways (5 = 2n - 5 lines each)
    [5, 5]
    """
    masks, found = _arc_search(np.array(_rows(square), dtype=np.int64), resolve_backend(backend))
    return [sorted(tuple(_mask_points(masks[i])) for i in chosen) for chosen in found]


def _arc_search(square: np.ndarray, backend: str, log: dict[str, int] | None = None
                ) -> tuple[np.ndarray, list[list[int]]]:
    """(the masks of the lines through P or Q, the extensions as lists of their indices) for the square's rows
    ``square`` (an m x m int64 array, already checked Latin) on a resolved backend; ``log["nodes"]``, when a
    dict is given, receives the search's node count (lines chosen)."""
    lister, setup, search = _kernels(backend)
    m = square.shape[0]
    P = _Layout(m)
    (pr, pc), (qr, qc) = arc_cells(square.tolist())
    p, q = P.cell(pr, pc), P.cell(qr, qc)
    point_words = words(P.num_points)
    masks = np.concatenate([_cell_lines(lister, square, cell, exclude, point_words)
                            for cell, exclude in (((pr, pc), -1), ((qr, qc), pr * m + pc))])
    lines = len(masks)
    need = np.zeros((2 * m + 2, 2, point_words), dtype=np.int64)
    base = triangle_lines(square.tolist())
    for side, point in enumerate((p, q)):
        joined = 0
        for line in base:
            if point in line:
                joined |= _mask(line)
        need[0, side] = _words_of(((1 << P.num_points) - 1) & ~joined, point_words)
    line_words = words(lines)
    at = np.zeros(lines, dtype=np.int64)
    through = np.zeros((2, P.num_points, line_words), dtype=np.int64)
    on = np.zeros((P.num_points, line_words), dtype=np.int64)
    live = np.zeros((2 * m + 2, line_words), dtype=np.int64)
    options = np.zeros_like(live)
    control = np.zeros(CONTROL_SIZE, dtype=np.int64)
    setup(masks, lines, P.num_points, p, q, need, at, through, on, live, options, control)
    if log is not None:
        log["nodes"] = 0
    if not need[0].any():                 # every point joined to P and Q already: one extension, the empty one
        return masks, [[]]
    meets = np.zeros((lines, line_words), dtype=np.int64)
    made = np.zeros(lines, dtype=np.int64)
    chosen = np.zeros(2 * m + 2, dtype=np.int64)
    out = np.zeros((_OUT_ROWS, 2 * m + 2), dtype=np.int64)
    sizes = np.zeros(_OUT_ROWS, dtype=np.int64)
    found: list[list[int]] = []
    status = PAUSED
    while status != DONE:
        status = search(masks, need, at, through, on, meets, made, live, options, chosen, out, sizes, control,
                        _BUDGET)
        found += [out[k, :sizes[k]].tolist() for k in range(control[CONTROL_FOUND])]
        control[CONTROL_FOUND] = 0
    if log is not None:
        log["nodes"] = int(control[CONTROL_NODES])
    return masks, found


_OUT_ROWS = 64
"""Extensions the search writes before it returns them to Python."""

_BUDGET = 20_000
"""Search nodes per call of the kernel (a few hundredths of a second compiled; the next call continues)."""


@functools.cache
def _kernels(backend: str) -> tuple[Callable[..., Any], ...]:
    """The three kernels for a resolved backend, looked up once per process."""
    return kernel(cell_lines, backend), kernel(arc_setup, backend), kernel(arc_search, backend)


def _cell_lines(lister: Callable[..., Any], square: np.ndarray, cell: tuple[int, int], exclude: int,
                point_words: int) -> np.ndarray:
    """The masks of the near-transversal lines through ``cell`` (leaving out those through the cell number
    ``exclude``)."""
    m = square.shape[0]
    masks = np.zeros((1024, point_words), dtype=np.int64)
    count = lister(square, m, cell[0], cell[1], exclude, masks)
    if count > len(masks):
        masks = np.zeros((count, point_words), dtype=np.int64)
        lister(square, m, cell[0], cell[1], exclude, masks)
    return masks[:count]


def _words_of(mask: int, count: int) -> list[int]:
    """A Python int mask as ``count`` words of :data:`designs.plane_search_kernels.WORD` bits."""
    low = (1 << WORD) - 1
    return [(mask >> (WORD * w)) & low for w in range(count)]


def _mask_points(mask: np.ndarray) -> list[int]:
    """The points of a mask given as words, in increasing order."""
    return [w * WORD + b for w, word in enumerate(mask.tolist()) for b in range(WORD) if word >> b & 1]


def completions(square: Any, lines: Sequence[Line], *, limit: int | None = None) -> Iterator[list[Line]]:
    """Yield the completions of a partial plane on the triangle's points: the remaining lines, sorted.

    Examples
    --------
    >>> from designs import LatinSquare
    >>> from designs.plane_search import completions, triangle_lines
    >>> L = LatinSquare.cyclic(4)
    >>> len(list(completions(L, triangle_lines(L))))
    2
    """
    return lines_through(square, lines, None, limit=limit)


def plane_certificate(plane: Any) -> bytes:
    """Return nauty's certificate of a plane's incidence graph, the same bytes as
    :meth:`~designs.IncidenceStructure.canonical_certificate` (equal exactly for isomorphic planes), found
    faster: nauty runs once (the certificate, not also the labelling) on the plane relabelled with the points
    of its first line first, an order its refinement splits sooner (a completion of order 9 of the Hall plane:
    0.8 CPU s instead of 2.3 + 2.3).

    Examples
    --------
    >>> from designs.planes import projective_plane
    >>> from designs.plane_search import plane_certificate
    >>> plane_certificate(projective_plane(4)) == projective_plane(4).canonical_certificate()
    True
    """
    first = plane.blocks[0]
    order = list(first) + [x for x in range(plane.num_points) if x not in set(first)]
    new = {old: i for i, old in enumerate(order)}
    blocks = [tuple(sorted(new[x] for x in block)) for block in plane.blocks]
    return ColouredGraph.incidence(plane.num_points, blocks).certificate()


def plane_of_lines(square: Any, lines: Sequence[Line]) -> ProjectivePlane:
    """Return the projective plane of a complete line set on the triangle's points (the axioms checked)."""
    n = len(_rows(square)) + 1
    return ProjectivePlane(triangle_points(n), [tuple(line) for line in lines], check=True)


@dataclass
class SquareSearch:
    """What the search found from one Latin square of order n - 1.

    Attributes
    ----------
    extensions : int
        The number of line sets through P and Q (:func:`arc_extensions`; the 40-column matrices for n = 9).
    completed : list of int
        For each extension, the number of its completions to a plane.
    certificates : list of bytes
        The nauty certificate of each plane found, in the order found.
    seconds : float
        CPU seconds (``time.process_time``) of the two searches.
    """

    extensions: int = 0
    completed: list[int] = field(default_factory=list)
    certificates: list[bytes] = field(default_factory=list)
    seconds: float = 0.0


def search_square(square: Any, *, complete: bool = True, backend: str = "auto") -> SquareSearch:
    """Run the search of the module docstring on one Latin square of order n - 1: the line sets through P and Q,
    then (``complete``) the completions of each to a plane, with the planes' nauty certificates.

    Examples
    --------
    >>> from designs import LatinSquare
    >>> from designs.plane_search import search_square
    >>> r = search_square(LatinSquare.cyclic(4))       # PG(2, 5)
    >>> r.extensions, r.completed, len(set(r.certificates))
    (2, [1, 1], 1)
    """
    rows = _rows(square)
    start = time.process_time()
    result = SquareSearch()
    base = triangle_lines(rows)
    for extension in arc_extensions(rows, backend=backend):
        result.extensions += 1
        if not complete:
            continue
        found = 0
        for rest in completions(rows, base + extension):
            found += 1
            result.certificates.append(plane_certificate(plane_of_lines(rows, base + extension + rest)))
        result.completed.append(found)
    result.seconds = time.process_time() - start
    return result


# --------------------------------------------------------------------------- the known planes' side: consistency

def triangle_census(plane: Any) -> dict[tuple[tuple[int, ...], ...], int]:
    """Return, for each isotopy class of Latin squares of order n - 1 met, the number of ordered triangles
    (a, b, c) of the plane whose square (:func:`triangle_square`) lies in it.

    Keys are isotopy canonical forms (:func:`designs.classification.isotopy_canonical_form`) as rows. The plane's
    automorphism group (nauty) is used: the count at a is the same for every a in one point orbit, so only one
    a per orbit is walked (each with all (n^2 + n)n^2 ordered pairs b, c).

    Examples
    --------
    >>> from designs.planes import projective_plane
    >>> from designs.plane_search import triangle_census
    >>> list(triangle_census(projective_plane(4)).values())      # 21 * 20 * 16 ordered triangles, one class
    [6720]
    """
    from designs.classification import isotopy_canonical_form

    blocks = [set(b) for b in plane.blocks]
    census: dict[tuple[tuple[int, ...], ...], int] = {}
    for orbit in plane.point_orbits():
        a = plane.index(orbit[0])
        for b in range(plane.num_points):
            if b == a:
                continue
            ab = next(blk for blk in blocks if a in blk and b in blk)
            for c in range(plane.num_points):
                if c in ab:
                    continue
                form = isotopy_canonical_form(triangle_square(plane, a, b, c))
                key = tuple(tuple(int(x) for x in row) for row in form.array)
                census[key] = census.get(key, 0) + len(orbit)
    return census


@dataclass(frozen=True)
class ExpectedSquare:
    """A main class of Latin squares of order n - 1 met in known planes, and what the search must find from it.

    Attributes
    ----------
    representative : tuple of tuple of int
        The isotopy canonical form of the main-class canonical form (rows): the main class's leader.
    completions : dict
        Plane name -> the number of planes on the triangle's labelled points, isomorphic to that plane, that
        contain the triangle's lines of the representative: sum over the ordered triangles of the plane whose
        square is isotopic to it, of ``|Atp(L)| / |Aut(plane)|`` (an embedding of the partial plane is an
        ordered triangle and an isotopism; each labelled plane is hit by ``|Aut|`` of them).
    """

    representative: tuple[tuple[int, ...], ...]
    completions: dict[str, int]

    @property
    def total(self) -> int:
        """The number of completions to any of the planes."""
        return sum(self.completions.values())


def expected_squares(planes: dict[str, Any]) -> list[ExpectedSquare]:
    """Return the main classes of the squares of all triangles of the given planes, each with the number of
    completions the search must find for it, as Lam, Kolesova and Thiel's consistency check does [1]_.

    Examples
    --------
    >>> from designs.planes import projective_plane
    >>> from designs.plane_search import expected_squares
    >>> [(e.representative, e.completions) for e in expected_squares({"PG(2,4)": projective_plane(4)})]
    [(((0, 2, 1), (1, 0, 2), (2, 1, 0)), {'PG(2,4)': 1})]
    """
    from fractions import Fraction

    from designs.classification import autotopism_group_order, isotopy_canonical_form, main_class_canonical_form

    found: dict[tuple, dict[str, Fraction]] = {}
    for name, plane in planes.items():
        group = plane.automorphism_group().order()
        for rows, triangles in triangle_census(plane).items():
            form = isotopy_canonical_form(main_class_canonical_form(LatinSquare(rows)))
            key = tuple(tuple(int(x) for x in row) for row in form.array)
            if key != rows:                   # count each main class at one isotopy class (its leader's)
                found.setdefault(key, {})
                continue
            share = Fraction(triangles * autotopism_group_order(LatinSquare(rows)), group)
            if share.denominator != 1:
                raise ArithmeticError(f"{name}: {share} completions is not a whole number")  # pragma: no cover
            found.setdefault(key, {})[name] = int(share)
    return [ExpectedSquare(key, counts) for key, counts in sorted(found.items())]


# --------------------------------------------------------------------------- the whole run, in pieces

@dataclass
class PieceSearch:
    """The search of every main class of one piece of the order-(n - 1) classification.

    Attributes
    ----------
    order : int
        n, the order of the planes.
    split_rows, index : int
        The piece (:func:`designs.latin_classes.main_class_representatives`).
    squares : int
        The main classes in the piece.
    extensions : dict
        Position of a square in the piece -> its number of extensions through P and Q (only the nonzero ones;
        the certificate's first part: every other square of the piece has none).
    extending : dict
        Position -> the square itself (its rows as digit strings: the text of :mod:`designs.latin_text`), for
        the squares with an extension.
    seconds : float
        CPU seconds, the generation of the piece's squares included.
    generation_seconds : float
        CPU seconds of the generation alone.
    """

    order: int
    split_rows: int
    index: int
    squares: int = 0
    extensions: dict[int, int] = field(default_factory=dict)
    extending: dict[int, str] = field(default_factory=dict)
    seconds: float = 0.0
    generation_seconds: float = 0.0

    def as_json(self) -> dict[str, Any]:
        """The result as plain JSON data (a line of the run's journal, :func:`search_in_pieces`)."""
        return {"order": self.order, "split_rows": self.split_rows, "index": self.index, "squares": self.squares,
                "extensions": {str(k): v for k, v in self.extensions.items()},
                "extending": {str(k): v for k, v in self.extending.items()}, "seconds": self.seconds,
                "generation_seconds": self.generation_seconds}

    @classmethod
    def from_json(cls, data: Any, order: int, split_rows: int, total: int) -> PieceSearch:
        """The piece of :meth:`as_json` data, checked: a piece of this order and split, counts of their types.

        Raises
        ------
        ValueError
            For data that is not such a piece.
        """
        from designs.latin_text import DIGITS

        fields = {"order": int, "split_rows": int, "index": int, "squares": int, "extensions": dict,
                  "extending": dict, "seconds": float, "generation_seconds": float}
        symbols = set(DIGITS[:order - 1])
        if not (type(data) is dict and set(data) == set(fields)
                and all(type(data[k]) is kind for k, kind in fields.items())
                and (data["order"], data["split_rows"]) == (order, split_rows) and 0 <= data["index"] < total
                and data["squares"] >= 0 and data["seconds"] >= 0 and data["generation_seconds"] >= 0
                and set(data["extensions"]) == set(data["extending"])
                and all(k.isdigit() and int(k) < data["squares"] and type(v) is int and v > 0
                        for k, v in data["extensions"].items())
                and all(type(v) is str and len(v) == (order - 1) * order - 1 and set(v) <= symbols | {" "}
                        for v in data["extending"].values())):
            raise ValueError("not a piece of this run")
        return cls(order, split_rows, data["index"], data["squares"],
                   {int(k): v for k, v in data["extensions"].items()},
                   {int(k): v for k, v in data["extending"].items()}, data["seconds"], data["generation_seconds"])


def search_piece(index: int, split_rows: int = 4, order: int = 9, backend: str = "auto") -> PieceSearch:
    """Run the first two steps (the triangle's lines, then the lines through P and Q) on every main class of
    Latin squares of order ``order - 1`` in one piece of the classification. A plain module-level function of
    plain arguments, so an executor (a process pool, Dask's ``Client.get_executor()``) runs one task per piece;
    its :meth:`PieceSearch.as_json` is what a checkpoint keeps.

    Raises
    ------
    ValueError
        For an order, split or index out of range.

    Examples
    --------
    >>> from designs.plane_search import search_piece
    >>> r = search_piece(0, split_rows=2, order=5)          # the Latin squares of order 4 below one 2-row piece
    >>> r.squares, r.extensions
    (2, {0: 2})
    """
    from designs.latin_classes import main_class_representatives
    from designs.latin_text import format_square

    backend = resolve_backend(backend)
    start = time.process_time()
    squares = main_class_representatives(order - 1, split_rows, index)
    result = PieceSearch(order, split_rows, index, len(squares))
    result.generation_seconds = time.process_time() - start
    for position, rows in enumerate(squares):
        found = len(_arc_search(np.array(rows, dtype=np.int64), backend)[1])
        if found:
            result.extensions[position] = found
            result.extending[position] = format_square(rows)
    result.seconds = time.process_time() - start
    return result


@dataclass
class ChunkSearch:
    """The step through P and Q on the squares ``start <= index < stop`` of a representatives file
    (:mod:`designs.latin_representatives`): one task of :func:`search_representatives`.

    Attributes
    ----------
    start, stop : int
        The squares searched, by their index in the file.
    digest : str
        The SHA-256 of the file searched (:func:`designs.latin_representatives.file_digest`).
    extensions : dict
        Index of a square -> its number of extensions through P and Q (only the nonzero ones).
    nodes : list of int
        For each square, in index order, the nodes of its search (lines chosen): the log.
    seconds : float
        CPU seconds of the task (reading the squares included).
    """

    start: int
    stop: int
    digest: str
    extensions: dict[int, int] = field(default_factory=dict)
    nodes: list[int] = field(default_factory=list)
    seconds: float = 0.0

    def as_json(self) -> dict[str, Any]:
        """Plain JSON data (a line of the run's journal)."""
        return {"kind": "chunk", "start": self.start, "stop": self.stop, "digest": self.digest,
                "extensions": {str(k): v for k, v in self.extensions.items()}, "nodes": self.nodes,
                "seconds": self.seconds}

    @classmethod
    def from_json(cls, data: Any) -> ChunkSearch:
        """The chunk of :meth:`as_json` data, checked; ValueError for data that is not such a chunk."""
        fields = {"kind": str, "start": int, "stop": int, "digest": str, "extensions": dict, "nodes": list,
                  "seconds": float}
        if not (type(data) is dict and set(data) == set(fields)
                and all(type(data[k]) is kind for k, kind in fields.items()) and data["kind"] == "chunk"
                and 0 <= data["start"] <= data["stop"] and len(data["nodes"]) == data["stop"] - data["start"]
                and all(type(x) is int and x >= 0 for x in data["nodes"]) and data["seconds"] >= 0
                and all(k.isdigit() and data["start"] <= int(k) < data["stop"] and type(v) is int and v > 0
                        for k, v in data["extensions"].items())):
            raise ValueError("not a chunk of this run")
        return cls(data["start"], data["stop"], data["digest"],
                   {int(k): v for k, v in data["extensions"].items()}, list(data["nodes"]), data["seconds"])


def search_main_classes(path: Any = None, *, start: int = 0, stop: int | None = None, backend: str = "auto",
                        digest: str | None = None) -> ChunkSearch:
    """Run the step through P and Q (:func:`arc_extensions`) on the main-class representatives ``start <=
    index < stop`` of a representatives file (default the shipped order-8 file,
    :data:`designs.latin_representatives.MAIN_CLASSES_ORDER8`): the number of extensions and the search's node
    count of each square. A plain module-level function of plain arguments: one task of a run in chunks.

    Parameters
    ----------
    digest : str, optional
        The SHA-256 the file must have (a run's tasks refuse a file changed under them).

    Raises
    ------
    ValueError
        For a file that is not a representatives file, of an order below 3, or of another digest.

    Examples
    --------
    >>> import tempfile
    >>> from designs.classification import classify_latin_squares
    >>> from designs.latin_representatives import write_main_classes
    >>> from designs.plane_search import search_main_classes
    >>> path = tempfile.mkdtemp() + "/order4.txt"
    >>> write_main_classes(path, 4, [(-1, c.representative, 1) for c in classify_latin_squares(4).main_classes])
    2
    >>> r = search_main_classes(path, start=0, stop=2)    # planes of order 5: one square extends, twice
    >>> sorted(r.extensions.values()), len(r.nodes)
    ([2], 2)
    """
    from designs.latin_representatives import file_digest, main_classes_header, read_main_classes

    begin = time.process_time()
    header = main_classes_header(path)
    if header.order < 3:
        raise ValueError(f"the search needs squares of order at least 3 (two cells in general position), "
                         f"not {header.order}")
    chosen = path if path is not None else None
    found = file_digest(_representatives_path(chosen))
    if digest is not None and found != digest:
        raise ValueError(f"{_representatives_path(chosen)} has changed (SHA-256 {found[:12]}..., the run's "
                         f"{digest[:12]}...)")
    backend = resolve_backend(backend)
    stop = header.classes if stop is None else min(stop, header.classes)
    result = ChunkSearch(start, max(start, stop), found)
    for entry in read_main_classes(path, start=start, stop=stop):
        log: dict[str, int] = {}
        count = len(_arc_search(np.array(entry.square.array, dtype=np.int64), backend, log)[1])
        result.nodes.append(log["nodes"])
        if count:
            result.extensions[entry.index] = count
    if len(result.nodes) != result.stop - result.start:
        raise ValueError(f"{_representatives_path(chosen)}: squares {start}..{stop - 1} asked, "
                         f"{len(result.nodes)} read")
    result.seconds = time.process_time() - begin
    return result


def _representatives_path(path: Any) -> Any:
    """The file :func:`designs.latin_representatives.read_main_classes` reads for ``path``."""
    from designs.latin_representatives import MAIN_CLASSES_ORDER8

    return MAIN_CLASSES_ORDER8 if path is None else path


@dataclass
class SearchSummary:
    """The counts Lam, Kolesova and Thiel publish for order 9 (21 / 326 / 325 / 4), for a list of squares.

    Attributes
    ----------
    squares : int
        The squares searched.
    extending : int
        Those with at least one extension through P and Q (21 at order 9).
    extensions : int
        The extensions in all (326 at order 9: the 40-column matrices).
    completing : int
        The extensions with at least one completion (325).
    uniquely : int
        The extensions with exactly one completion (325).
    planes : dict
        Canonical certificate -> the number of completions isomorphic to that plane (4 keys at order 9).
    seconds : float
        CPU seconds.
    """

    squares: int = 0
    extending: int = 0
    extensions: int = 0
    completing: int = 0
    uniquely: int = 0
    planes: dict[bytes, int] = field(default_factory=dict)
    seconds: float = 0.0

    def add(self, found: SquareSearch) -> None:
        """Count one square's search."""
        self.squares += 1
        self.extending += found.extensions > 0
        self.extensions += found.extensions
        self.completing += sum(k > 0 for k in found.completed)
        self.uniquely += sum(k == 1 for k in found.completed)
        for cert in found.certificates:
            self.planes[cert] = self.planes.get(cert, 0) + 1
        self.seconds += found.seconds


def search_squares(squares: Sequence[Any], *, backend: str = "auto") -> SearchSummary:
    """Run :func:`search_square` on each square and add up the counts.

    Examples
    --------
    >>> from designs.classification import classify_latin_squares
    >>> from designs.plane_search import search_squares
    >>> s = search_squares([c.representative for c in classify_latin_squares(4).main_classes])   # order 5
    >>> s.squares, s.extending, s.extensions, s.completing, s.uniquely, len(s.planes)
    (2, 1, 2, 2, 2, 1)
    """
    summary = SearchSummary()
    for square in squares:
        summary.add(search_square(square, backend=backend))
    return summary


ORDER8_MAIN_CLASSES = 283_657
"""Main classes of Latin squares of order 8 (the number the shipped classification record adds up to)."""


@dataclass
class RunEstimate:
    """Pieces of the order-9 run (a random sample, or those a run has done), and the whole run projected.

    Attributes
    ----------
    pieces : list of PieceSearch
        The pieces run.
    total_pieces : int
        The pieces of the split.
    """

    pieces: list[PieceSearch]
    total_pieces: int

    @property
    def squares(self) -> int:
        """The main classes searched."""
        return sum(p.squares for p in self.pieces)

    @property
    def seconds(self) -> float:
        """CPU seconds of the pieces (generation of the squares included)."""
        return sum(p.seconds for p in self.pieces)

    @property
    def extending(self) -> int:
        """The main classes with at least one extension through P and Q."""
        return sum(len(p.extensions) for p in self.pieces)

    @property
    def extensions(self) -> int:
        """The extensions through P and Q in all."""
        return sum(sum(p.extensions.values()) for p in self.pieces)

    def cpu_hours(self) -> float:
        """The whole run's CPU hours: the mean CPU time of a piece times the number of pieces."""
        return self.seconds / len(self.pieces) * self.total_pieces / 3600 if self.pieces else 0.0

    def cpu_hours_error(self) -> float:
        """The standard error of :meth:`cpu_hours` when the pieces are a random sample: pieces * s / sqrt(k) times
        the finite-population factor sqrt(1 - k / pieces), s the standard deviation of the k pieces' CPU times
        (0 for fewer than 2 pieces)."""
        k = len(self.pieces)
        if k < 2:
            return 0.0
        values = [p.seconds for p in self.pieces]
        mean = sum(values) / k
        variance = sum((v - mean) ** 2 for v in values) / (k - 1)
        return self.total_pieces * (variance / k * max(0.0, 1 - k / self.total_pieces)) ** 0.5 / 3600

    def per_square(self) -> float:
        """The mean CPU seconds per main class searched (0 if the sample held none)."""
        return self.seconds / self.squares if self.squares else 0.0

    def progress(self) -> str:
        """One line: the pieces done, the squares searched, those extending, the CPU time (and, until the run
        is complete, the mean CPU time of the pieces done times the pieces: a projection only when they are a
        random sample; a run goes in index order, and the first pieces hold the most classes)."""
        line = (f"{len(self.pieces):,} of {self.total_pieces:,} pieces done: {self.squares:,} main classes, "
                f"{self.extending} with an extension ({self.extensions} extensions); {self.seconds:,.0f} CPU s "
                f"({self.per_square() * 1000:.1f} ms per class)")
        if len(self.pieces) < self.total_pieces:
            line += f"; at the mean per piece so far, {self.cpu_hours():.2f} CPU hours in all"
        return line

    def __str__(self) -> str:
        generation = sum(p.generation_seconds for p in self.pieces)
        return (f"{len(self.pieces)} random pieces of {self.total_pieces:,}: {self.squares} main classes, "
                f"{self.seconds:.1f} CPU s ({generation:.1f} s generating them; {self.per_square():.4f} s per "
                "class in all), "
                f"{sum(bool(p.extensions) for p in self.pieces)} with an extension; the whole run projected at "
                f"{self.cpu_hours():.2f} +- {self.cpu_hours_error():.2f} CPU hours (standard error)")


def estimate_run(sample: int, *, seed: int = 0, split_rows: int = 4, backend: str = "auto") -> RunEstimate:
    """Run :func:`search_piece` on ``sample`` random pieces of the order-8 classification and project the run.

    Examples
    --------
    >>> from designs.plane_search import estimate_run
    >>> print(estimate_run(40, seed=2026))          # doctest: +SKIP
    """
    import random

    from designs.latin_classes import piece_rectangles

    total = len(piece_rectangles(8, split_rows))
    chosen = random.Random(seed).sample(range(total), min(sample, total))
    return RunEstimate([search_piece(i, split_rows, 9, backend) for i in chosen], total)


# --------------------------------------------------------------------------- the whole run, resumable

METHOD = "5-arc A, B, C, P, Q; P = (0, 0), Q the first cell of row 1 in general position"
"""What the second step searches (:func:`arc_cells`), in the identity of a run's journal: a journal of another
choice of the 13 further lines is refused."""

JOURNAL_FORMAT = "# combgames plane-search journal, format 1, run"
"""The start of the first line of a run's journal (:func:`search_in_pieces`); the run's digest follows."""


@dataclass(frozen=True)
class PlanesOfOrder:
    """The identity of a run of the plane search (:func:`combgames.base.checkpoint.checkpoint_header`)."""

    n: int

    def cache_key(self) -> str:
        """The order: with the split and the method, all that changes the computation."""
        return f"projective-planes-of-order-{self.n}-from-latin-squares"


class _Journal(PieceJournal):
    """A run's journal (:class:`combgames.base.checkpoint.PieceJournal`): its first line names the run (the
    digest of its checkpoint header), then one line per finished piece (:meth:`PieceSearch.as_json`), appended
    and flushed as each piece arrives; a run stopped in any way, even killed, loses no finished piece. A line
    cut short by a kill is skipped on reading (that piece runs again). Another run's journal, or a file that is
    not a journal, is refused and never written."""

    lost = "a resumed run will run again the pieces finished from now on"

    def __init__(self, path: str | os.PathLike, order: int, split_rows: int, total: int) -> None:
        from combgames.base.checkpoint import checkpoint_header
        from combgames.base.files import check_output_path

        self.order, self.split_rows, self.total = order, split_rows, total
        header = checkpoint_header("plane-search", PlanesOfOrder(order), split_rows=split_rows, method=METHOD)
        super().__init__(check_output_path(path), JOURNAL_FORMAT, header)

    def read(self) -> dict[int, PieceSearch]:
        """The pieces recorded, by index; ValueError for another run's journal or a file that is not a journal
        (left as it is)."""

        def parse(data: Any) -> tuple[int, PieceSearch]:
            piece = PieceSearch.from_json(data, self.order, self.split_rows, self.total)
            return piece.index, piece

        return self.read_pieces(parse)

    def add(self, piece: PieceSearch) -> None:
        """Append one finished piece."""
        self.append(piece.as_json())


def search_in_pieces(order: int = 9, *, split_rows: int = 4, pieces: Sequence[int] | None = None,
                     executor: Executor | None = None, journal: str | os.PathLike | None = None,
                     progress: Callable[[str], Any] | None = None, backend: str = "auto") -> RunEstimate:
    """Run :func:`search_piece` over the pieces of the classification of order ``order - 1`` (all of them by
    default), one task per piece, and return the pieces done (with those of the journal).

    Parameters
    ----------
    order : int
        n, the order of the planes (4..9).
    split_rows : int
        Rows of the rectangles defining the pieces (:func:`designs.latin_classes.piece_rectangles`).
    pieces : sequence of int, optional
        Run only these pieces.
    executor : concurrent.futures.Executor, optional
        Where the pieces run (:func:`combgames.base.executors.make_executor`: a process pool, a local Dask
        cluster or a running one); default one after another in this process.
    journal : path, optional
        Each finished piece is appended there as it arrives (:class:`_Journal`); a later call with the same
        journal runs only the pieces not in it. The journal of another run (another order, split or method)
        is refused and left as it is.
    progress : callable, optional
        Called with a line of text about once a minute and at the end.

    Raises
    ------
    ValueError
        For an order, split or piece out of range, or the journal of another run.

    Examples
    --------
    >>> from designs.plane_search import search_in_pieces
    >>> r = search_in_pieces(7, split_rows=3)           # the 12 main classes of order 6 in 16 pieces
    >>> r.squares, r.extending, r.extensions, len(r.pieces) == r.total_pieces
    (12, 2, 5, True)
    """
    from combgames.base.executors import results_of_pieces

    from combgames.base.checks import check_int
    from designs.latin_classes import piece_rectangles

    order = check_int(order, "order", minimum=4, maximum=9, why="the squares of order n - 1 come in pieces")
    total = len(piece_rectangles(order - 1, split_rows))
    todo = list(range(total)) if pieces is None else [
        check_int(i, "piece", minimum=0, maximum=total - 1, why=f"there are {total} pieces") for i in pieces]
    store = None if journal is None else _Journal(journal, order, split_rows, total)
    done = {} if store is None else store.read()
    todo = [i for i in dict.fromkeys(todo) if i not in done]
    result = RunEstimate(list(done.values()), total)
    last = time.monotonic()

    def record(piece: PieceSearch) -> None:
        nonlocal last
        result.pieces.append(piece)
        if store is not None:
            store.add(piece)
        if progress is not None and time.monotonic() - last > 60:
            progress(result.progress())
            last = time.monotonic()

    pieces = results_of_pieces(executor, search_piece, [(i, split_rows, order, backend) for i in todo])
    try:
        for piece in pieces:
            record(piece)
    except BaseException:  # Ctrl-C, a signal, a failed piece, a lost cluster: what is journalled stays
        pieces.close()
        raise
    finally:
        if store is not None:
            store.close()
    if progress is not None:
        progress(result.progress())
    return result


def main(argv: Sequence[str] | None = None) -> int:
    """Command line: ``python -m designs.plane_search [--order N] [--split K] [--pieces A:B] [--journal PATH]
    [--workers W] [--executor process|dask] [--scheduler ADDRESS]``: the search from every main class of order
    N - 1 (default 9: the 283,657 of order 8), resumable from its journal; exit 2 for bad arguments or the
    journal of another run, 1 when stopped (the journal keeps what is done).

    With ``--representatives [PATH] [--chunk K] [--certificate PATH]`` the squares are read from a
    representatives file (default the shipped order-8 file) and the certificate is written
    (:func:`search_representatives`)."""
    import argparse

    from combgames.base.executors import EXECUTOR_KINDS, run_command

    parser = argparse.ArgumentParser(prog="python -m designs.plane_search",
                                     description="Search projective planes of order N from the Latin squares of "
                                                 "order N - 1 (Lam-Kolesova-Thiel), piece by piece.")
    parser.add_argument("--order", type=int, default=9)
    parser.add_argument("--split", type=int, default=4, help="rows of the rectangles defining the pieces")
    parser.add_argument("--pieces", default=None, metavar="A:B", help="only the pieces A..B-1")
    parser.add_argument("--journal", default=None, help="the run's journal: each finished piece is kept there")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--executor", default=None, choices=list(EXECUTOR_KINDS))
    parser.add_argument("--scheduler", default=None, metavar="ADDRESS", help="a running Dask scheduler")
    parser.add_argument("--backend", default="auto", choices=["auto", "numba", "python"])
    parser.add_argument("--representatives", nargs="?", const="", default=None, metavar="PATH",
                        help="search the squares of a representatives file (default the shipped order-8 "
                             "file) instead of generating them; see the module docstring")
    parser.add_argument("--chunk", type=int, default=2000, help="with --representatives: squares per task")
    parser.add_argument("--certificate", default=None, metavar="PATH",
                        help="with --representatives: where the certificate is written (default: the journal's "
                             "path + .certificate.jsonl.gz)")
    ns = parser.parse_args(argv)
    if ns.representatives is not None:
        return _main_representatives(ns)
    try:
        chosen = None if ns.pieces is None else range(*_piece_range(ns.pieces))
    except ValueError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    kept = "" if ns.journal is None else f"; the pieces finished are in {ns.journal} and the same command resumes"
    code, result = run_command(
        lambda pool: search_in_pieces(ns.order, split_rows=ns.split, pieces=chosen, executor=pool,
                                      journal=ns.journal, backend=ns.backend,
                                      progress=lambda line: print(line, file=sys.stderr, flush=True)),
        executor=ns.executor, workers=ns.workers, scheduler=ns.scheduler, kept=kept)
    if code:
        return code
    print(result.progress())
    return 0


def _main_representatives(ns: Any) -> int:
    """The command with ``--representatives``: :func:`search_representatives`."""
    from combgames.base.executors import run_command

    if ns.pieces is not None or ns.split != 4 or ns.order != 9:
        print("error: --representatives takes its order from the file and has no pieces (--order, --split, "
              "--pieces do not apply)", file=sys.stderr)
        return 2
    path = ns.representatives or None
    certificate = ns.certificate
    if certificate is None and ns.journal is not None:
        certificate = f"{ns.journal}.certificate.jsonl.gz"
    kept = "" if ns.journal is None else f"; the tasks finished are in {ns.journal} and the same command resumes"
    code, run = run_command(
        lambda pool: search_representatives(path, journal=ns.journal, certificate=certificate, chunk=ns.chunk,
                                             executor=pool, backend=ns.backend,
                                             progress=lambda line: print(line, file=sys.stderr, flush=True)),
        executor=ns.executor, workers=ns.workers, scheduler=ns.scheduler, kept=kept)
    if code:
        return code
    print(run.progress())
    if run.certificate is not None:
        print(f"certificate: {run.certificate}")
    return 0


def _piece_range(text: str) -> tuple[int, int]:
    """(A, B) of the text ``A:B``."""
    try:
        a, b = (int(x) for x in text.split(":"))
    except ValueError:
        raise ValueError(f"--pieces takes A:B (the pieces A to B - 1), not {text!r}") from None
    return a, b


# --------------------------------------------------------------------------- certificates: the search tree

def completion_tree(square: Any, lines: Sequence[Line]) -> dict[str, Any]:
    """Search the completions of a partial plane and return the whole search tree, as plain JSON data.

    The search is the exact cover of :func:`completions` written out: each node names the uncovered pair
    ``[u, v]`` with fewest candidate lines (ties: the least pair) and lists those candidates in order, with one
    child per candidate (the node after adding it); a node with no uncovered pair is a plane (``"plane":
    true``) and a node whose pair has no candidate is a dead end (``"lines": []``). The tree of a partial plane
    with no completion is its refutation, the record :func:`designs.plane_search_check.check_tree` replays
    with code of its own; the tree of one that completes lists the completions.

    Examples
    --------
    >>> from designs import LatinSquare
    >>> from designs.plane_search import completion_tree, triangle_lines
    >>> tree = completion_tree(LatinSquare.cyclic(2), triangle_lines(LatinSquare.cyclic(2)))
    >>> tree["pair"], len(tree["lines"])                # PG(2, 3): the first pair open has one line
    ([3, 5], 1)
    """
    n = len(_rows(square)) + 1
    v = n * n + n + 1
    covered = {p for line in lines for p in _pairs(line)}
    open_pairs = {p for p in itertools.combinations(range(v), 2) if p not in covered}
    candidates = [(line, set(_pairs(line))) for line in candidate_lines(square, lines)]
    return _tree(open_pairs, candidates)


def _tree(open_pairs: set, candidates: list) -> dict[str, Any]:
    if not open_pairs:
        return {"plane": True}
    count: dict[tuple[int, int], int] = dict.fromkeys(open_pairs, 0)
    for _, pairs in candidates:
        for p in pairs:
            count[p] += 1
    pair = min(open_pairs, key=lambda p: (count[p], p))
    chosen = [(line, pairs) for line, pairs in candidates if pair in pairs]
    children = []
    for line, pairs in chosen:
        rest = [(k, ps) for k, ps in candidates if not ps & pairs]
        children.append(_tree(open_pairs - pairs, rest))
    return {"pair": list(pair), "lines": [list(line) for line, _ in chosen], "children": children}


def random_triangle(plane: Any, seed: Any = None) -> tuple[int, int, int]:
    """Return three random non-collinear points of a plane (point indices), reproducibly for a seed.

    Examples
    --------
    >>> from designs.planes import projective_plane
    >>> from designs.plane_search import random_triangle
    >>> len(set(random_triangle(projective_plane(3), seed=1)))
    3
    """
    import random

    rng = random.Random(seed)
    blocks = [set(b) for b in plane.blocks]
    while True:
        a, b, c = rng.sample(range(plane.num_points), 3)
        if not any({a, b, c} <= blk for blk in blocks):
            return a, b, c


def recover_plane(plane: Any, triangle: tuple[int, int, int]) -> int | None:
    """Search from the Latin square of a triangle of ``plane`` until a completion isomorphic to ``plane`` is
    found (nauty certificates); return the number of extensions through P and Q tried, or None if none
    gives it back (which would be a bug: the plane itself is one of the completions).

    Examples
    --------
    >>> from designs.planes import projective_plane
    >>> from designs.plane_search import recover_plane
    >>> recover_plane(projective_plane(5), (0, 1, 6))
    1
    """
    target = plane_certificate(plane)
    square = triangle_square(plane, *triangle)
    base = triangle_lines(square)
    for tried, extension in enumerate(arc_extensions(square), 1):
        for rest in completions(square, base + extension, limit=1):
            if plane_certificate(plane_of_lines(square, base + extension + rest)) == target:
                return tried
    return None


# --------------------------------------------------------------------------- the run from a representatives file

CERTIFICATE_FORMAT = "combgames plane-search certificate, format 1"
"""The ``format`` field of a certificate's header (module docstring)."""

DEFAULT_CHUNK = 2000
"""Squares per task of the first stage."""

POINTS = ("A, B, C = 0, 1, 2; X_r = 3 + r; Y_c = 3 + m + c; Z_s = 3 + 2m + s; cell (r, c) = 3 + 3m + r m + c; "
          "m = n - 1")
"""The numbering of the points, as the certificate's header states it."""

ARC_RULE = "P = cell (0, 0); Q = cell (1, c) for the least c >= 1 with L[1][c] != L[0][0]"
"""The 5-arc A, B, C, P, Q, as the certificate's header states it (:func:`designs.plane_search.arc_cells`)."""

REPRESENTATIVES_JOURNAL = "# combgames plane-search journal of a representatives file, format 1, run"
"""The start of the first line of a run's journal; the run's digest follows."""


@dataclass(frozen=True)
class _RunIdentity:
    """What a run computes (:func:`combgames.base.checkpoint.checkpoint_header`)."""

    order: int
    digest: str
    classes: int

    def cache_key(self) -> str:
        return f"planes-of-order-{self.order}-from-representatives-{self.digest}-{self.classes}"


@dataclass
class SquareCompletion:
    """The second stage on one square with an extension (:func:`complete_square`).

    Attributes
    ----------
    index : int
        The square's index in the representatives file.
    rows : str
        The square (:func:`designs.latin_text.format_square`).
    extensions : list of dict
        Per extension, in the order found: ``lines`` (the partial plane), ``tree``
        (:func:`completion_tree`) and ``planes`` (the hex nauty certificate of each
        complete leaf, in the order of a depth-first walk of the tree, :func:`leaf_planes`).
    seconds : float
        CPU seconds.
    """

    index: int
    rows: str
    extensions: list[dict[str, Any]] = field(default_factory=list)
    seconds: float = 0.0

    def as_json(self) -> dict[str, Any]:
        """Plain JSON data (a line of the run's journal)."""
        return {"kind": "square", "index": self.index, "rows": self.rows, "extensions": self.extensions,
                "seconds": self.seconds}

    @classmethod
    def from_json(cls, data: Any) -> SquareCompletion:
        """The square of :meth:`as_json` data, checked; ValueError for data that is not one."""
        fields = {"kind": str, "index": int, "rows": str, "extensions": list, "seconds": float}
        if not (type(data) is dict and set(data) == set(fields) and data["kind"] == "square"
                and all(type(data[k]) is kind for k, kind in fields.items()) and data["index"] >= 0
                and all(type(e) is dict and set(e) == {"lines", "tree", "planes"} and type(e["lines"]) is list
                        and type(e["tree"]) is dict and type(e["planes"]) is list for e in data["extensions"])):
            raise ValueError("not a square of this run")
        return cls(data["index"], data["rows"], data["extensions"], data["seconds"])


def leaf_planes(lines: Sequence[Sequence[int]], tree: dict[str, Any]) -> list[list[tuple[int, ...]]]:
    """The line sets of the complete leaves of a completion tree, in depth-first order (children in order):
    ``lines`` and the lines on the path to the leaf."""
    found: list[list[tuple[int, ...]]] = []
    stack: list[tuple[dict[str, Any], list[tuple[int, ...]]]] = [(tree, [tuple(x) for x in lines])]
    while stack:
        node, path = stack.pop()
        if node.get("plane"):
            found.append(path)
            continue
        for line, child in reversed(list(zip(node.get("lines", []), node.get("children", [])))):
            stack.append((child, path + [tuple(line)]))
    return found


def complete_square(rows: str, index: int) -> SquareCompletion:
    """The second stage on one square (its rows as text): every extension through P and Q, its completion tree
    and the nauty certificates of the planes at its leaves. A plain module-level function: one task.

    Examples
    --------
    >>> from designs import LatinSquare
    >>> from designs.latin_text import format_square
    >>> from designs.plane_search import complete_square
    >>> r = complete_square(format_square(LatinSquare.cyclic(4)), 0)      # PG(2, 5)
    >>> [len(e["lines"]) for e in r.extensions], [len(e["planes"]) for e in r.extensions]
    ([20, 20], [1, 1])
    """
    from designs.latin_text import parse_square_line

    start = time.process_time()
    square = parse_square_line(rows)
    base = triangle_lines(square)
    result = SquareCompletion(index, rows)
    for extension in arc_extensions(square):
        lines = [list(x) for x in base + extension]
        tree = completion_tree(square, base + extension)
        planes = [plane_certificate(plane_of_lines(square, found)).hex() for found in leaf_planes(lines, tree)]
        result.extensions.append({"lines": lines, "tree": tree, "planes": planes})
    result.seconds = time.process_time() - start
    return result


@dataclass(frozen=True)
class PlaneClass:
    """One plane found, up to isomorphism: its hex nauty certificate, the order of its collineation group, its
    name among the known planes (None for none) and the number of completions isomorphic to it."""

    certificate: str
    group_order: int
    name: str | None
    completions: int


def known_plane_names(n: int) -> dict[bytes, str]:
    """Nauty certificate -> name of the known planes of order n: ``"desarguesian"`` (PG(2, n), when n is a prime
    power) and at n = 9 ``"hall"``, ``"dual-hall"``, ``"hughes"`` (:mod:`designs.nondesarguesian`)."""
    from designs.fields import is_prime_power
    from designs.nondesarguesian import planes_of_order_9
    from designs.planes import projective_plane

    if n == 9:
        return {plane.canonical_certificate(): name for name, plane in planes_of_order_9().items()}
    return {projective_plane(n).canonical_certificate(): "desarguesian"} if is_prime_power(n) else {}


@dataclass
class RepresentativesRun:
    """A run of :func:`search_representatives`: what is done so far.

    Attributes
    ----------
    order : int
        n, the order of the planes.
    digest : str
        The SHA-256 of the representatives file.
    classes : int
        The squares of the file.
    chunk : int
        Squares per first-stage task.
    chunks : dict
        Start index -> :class:`ChunkSearch`, the chunks done.
    squares : dict
        Index -> :class:`SquareCompletion`, the squares with an extension completed.
    planes : list of PlaneClass
        The planes found (once the run is complete).
    certificate : Path or None
        Where the certificate was written.
    """

    order: int
    digest: str
    classes: int
    chunk: int
    chunks: dict[int, ChunkSearch] = field(default_factory=dict)
    squares: dict[int, SquareCompletion] = field(default_factory=dict)
    planes: list[PlaneClass] = field(default_factory=list)
    certificate: Path | None = None

    @property
    def searched(self) -> int:
        """The squares searched through P and Q."""
        return sum(c.stop - c.start for c in self.chunks.values())

    @property
    def extension_counts(self) -> dict[int, int]:
        """Square index -> its number of extensions (the nonzero ones)."""
        return {i: k for c in self.chunks.values() for i, k in c.extensions.items()}

    @property
    def extending(self) -> int:
        """The squares with an extension through P and Q."""
        return len(self.extension_counts)

    @property
    def extensions(self) -> int:
        """The partial planes of 5n - 5 lines."""
        return sum(self.extension_counts.values())

    @property
    def completing(self) -> int:
        """The partial planes with a completion."""
        return sum(bool(e["planes"]) for s in self.squares.values() for e in s.extensions)

    @property
    def completing_squares(self) -> int:
        """The squares with a partial plane that completes."""
        return sum(any(e["planes"] for e in s.extensions) for s in self.squares.values())

    @property
    def completions(self) -> int:
        """The completions (leaves of the trees that are planes)."""
        return sum(len(e["planes"]) for s in self.squares.values() for e in s.extensions)

    @property
    def nodes(self) -> int:
        """The search nodes of the first stage."""
        return sum(sum(c.nodes) for c in self.chunks.values())

    @property
    def seconds(self) -> float:
        """CPU seconds of the tasks done."""
        return sum(c.seconds for c in self.chunks.values()) + sum(s.seconds for s in self.squares.values())

    def complete(self) -> bool:
        """Whether every square is searched and every square with an extension completed."""
        return self.searched == self.classes and set(self.squares) == set(self.extension_counts)

    def progress(self) -> str:
        """One line about the run so far."""
        line = (f"{self.searched:,} of {self.classes:,} squares searched, {self.extending} with an extension "
                f"({self.extensions} partial planes), {len(self.squares)} completed: {self.completing} partial "
                f"planes complete, {self.completions} completions; {self.seconds:,.0f} CPU s")
        if self.planes:
            line += "; planes " + ", ".join(f"{p.name or 'unknown'} (|G| = {p.group_order:,}, {p.completions}x)"
                                            for p in self.planes)
        return line


class _RepresentativesJournal(PieceJournal):
    """A run's journal: its first line names the run, then one line per chunk or completed square."""

    lost = "a resumed run will run again the tasks finished from now on"
    differs = "another representatives file, order, chunk size or 5-arc rule"

    def __init__(self, path: str | os.PathLike, identity: _RunIdentity, chunk: int) -> None:
        from combgames.base.checkpoint import checkpoint_header
        from combgames.base.files import check_output_path

        header = checkpoint_header("plane-search-representatives", identity, chunk=chunk, method=METHOD)
        super().__init__(check_output_path(path), REPRESENTATIVES_JOURNAL, header)

    def read(self, digest: str) -> tuple[dict[int, ChunkSearch], dict[int, SquareCompletion]]:
        """The chunks and squares recorded; ValueError for another run's journal (left as it is)."""

        def parse(data: Any) -> tuple[Any, Any]:
            if type(data) is dict and data.get("kind") == "square":
                square = SquareCompletion.from_json(data)
                return ("square", square.index), square
            found = ChunkSearch.from_json(data)
            if found.digest != digest:
                raise ValueError("a chunk of another file")
            return ("chunk", found.start), found

        done = self.read_pieces(parse)
        return ({k[1]: v for k, v in done.items() if k[0] == "chunk"},
                {k[1]: v for k, v in done.items() if k[0] == "square"})


def _chunk_task(path: str | None, start: int, stop: int, backend: str, digest: str) -> ChunkSearch:
    """:func:`search_main_classes` with positional arguments (an executor's task)."""
    return search_main_classes(path, start=start, stop=stop, backend=backend, digest=digest)


def search_representatives(path: str | os.PathLike | None = None, *, journal: str | os.PathLike | None = None,
                           certificate: str | os.PathLike | None = None, chunk: int = DEFAULT_CHUNK,
                           executor: Executor | None = None, progress: Callable[[str], Any] | None = None,
                           backend: str = "auto") -> RepresentativesRun:
    """Run the plane search over every square of a representatives file and write its certificate.

    Parameters
    ----------
    path : path, optional
        The representatives file (:mod:`designs.latin_representatives`; default the shipped order-8 file).
    journal : path, optional
        Each finished task is appended there; a later call with the same journal runs only the tasks not in
        it. Another run's journal (another file, order, chunk size or 5-arc rule) is refused, left as it is.
    certificate : path, optional
        Where the certificate (module docstring) is written when the run is complete.
    chunk : int
        Squares per first-stage task.
    executor : concurrent.futures.Executor, optional
        Where the tasks run (:func:`combgames.base.executors.make_executor`); default this process.
    progress : callable, optional
        Called with a line of text about once a minute and at the end.

    Raises
    ------
    ValueError
        For a file that is not a representatives file (or of order below 3), a bad chunk size, another run's
        journal, or a certificate path that cannot be written.

    Examples
    --------
    >>> import tempfile
    >>> from designs.classification import classify_latin_squares
    >>> from designs.latin_representatives import write_main_classes
    >>> from designs.plane_search import search_representatives
    >>> folder = tempfile.mkdtemp()
    >>> squares = [(-1, c.representative, 1) for c in classify_latin_squares(4).main_classes]
    >>> write_main_classes(f"{folder}/o4.txt", 4, squares)
    2
    >>> r = search_representatives(f"{folder}/o4.txt", certificate=f"{folder}/o5.cert.gz", chunk=1)
    >>> r.searched, r.extending, r.extensions, r.completions, [(p.name, p.group_order) for p in r.planes]
    (2, 1, 2, 2, [('desarguesian', 372000)])
    """
    from combgames.base.checks import check_int
    from combgames.base.executors import results_of_pieces
    from combgames.base.files import check_output_path
    from designs.latin_representatives import file_digest, main_classes_header, read_main_classes
    from designs.latin_text import format_square

    chunk = check_int(chunk, "chunk", minimum=1)
    header = main_classes_header(path)
    if header.order < 3:
        raise ValueError(f"the search needs squares of order at least 3, not {header.order}")
    source = None if path is None else str(path)
    digest = file_digest(_representatives_path(source))
    if certificate is not None:
        certificate = check_output_path(certificate)
    run = RepresentativesRun(header.order + 1, digest, header.classes, chunk)
    store = None if journal is None else _RepresentativesJournal(journal, _RunIdentity(run.order, digest, run.classes), chunk)
    if store is not None:
        run.chunks, run.squares = store.read(digest)
    last = time.monotonic()

    def record(done: Any) -> None:
        nonlocal last
        if isinstance(done, ChunkSearch):
            run.chunks[done.start] = done
        else:
            run.squares[done.index] = done
        if store is not None:
            store.append(done.as_json())
        if progress is not None and time.monotonic() - last > 60:
            progress(run.progress())
            last = time.monotonic()

    def drive(function: Callable[..., Any], arguments: list[tuple]) -> None:
        results = results_of_pieces(executor, function, arguments)
        try:
            for done in results:
                record(done)
        except BaseException:  # Ctrl-C, a signal, a failed task, a lost cluster: what is journalled stays
            results.close()
            raise

    try:
        drive(_chunk_task, [(source, start, min(start + chunk, run.classes), backend, digest)
                            for start in range(0, run.classes, chunk) if start not in run.chunks])
        wanted = set(run.extension_counts) - set(run.squares)
        squares = [(format_square(e.square), e.index) for e in read_main_classes(path) if e.index in wanted]
        drive(complete_square, squares)
    finally:
        if store is not None:
            store.close()
    run.planes = _plane_classes(run)
    if certificate is not None:
        write_certificate(certificate, run)
        run.certificate = Path(certificate)
    if progress is not None:
        progress(run.progress())
    return run


def _plane_classes(run: RepresentativesRun) -> list[PlaneClass]:
    """The planes found, one per nauty certificate: group order (nauty) and name (known planes' certificates)."""
    from designs.latin_text import parse_square_line

    counts: dict[str, int] = {}
    example: dict[str, tuple[str, list[tuple[int, ...]]]] = {}
    expected = run.extension_counts
    for square in sorted(run.squares.values(), key=lambda s: s.index):
        if len(square.extensions) != expected.get(square.index):
            raise ValueError(f"square {square.index}: {len(square.extensions)} extensions completed, "
                             f"{expected.get(square.index, 0)} counted")  # pragma: no cover (a bug)
        for e in square.extensions:
            for cert, lines in zip(e["planes"], leaf_planes(e["lines"], e["tree"])):
                counts[cert] = counts.get(cert, 0) + 1
                example.setdefault(cert, (square.rows, lines))
    if not counts:
        return []
    names = {cert.hex(): name for cert, name in known_plane_names(run.order).items()}
    found = []
    for cert, count in counts.items():
        rows, lines = example[cert]
        group = plane_of_lines(parse_square_line(rows), lines).automorphism_group().order()
        found.append(PlaneClass(cert, int(group), names.get(cert), count))
    return sorted(found, key=lambda p: (-p.group_order, p.name or "~", p.certificate))


def write_certificate(path: str | os.PathLike, run: RepresentativesRun) -> None:
    """Write the certificate of a complete run (module docstring), whole or not at all.

    Raises
    ------
    ValueError
        If the run is not complete.
    """
    import gzip
    import json

    from combgames.base.files import atomic_write

    if not run.complete():
        raise ValueError(f"the run is not complete ({run.progress()}); no certificate written")
    counts = run.extension_counts

    def lines() -> Any:
        yield {"format": CERTIFICATE_FORMAT, "order": run.order,
               "representatives": {"sha256": run.digest, "classes": run.classes, "order": run.order - 1},
               "points": POINTS, "arc": ARC_RULE, "chunk": run.chunk}
        for start in sorted(run.chunks):
            c = run.chunks[start]
            yield {"counts": [c.start, c.stop], "extensions": {str(i): k for i, k in sorted(c.extensions.items())},
                   "nodes": c.nodes}
        for index in sorted(counts):
            square = run.squares[index]
            for j, e in enumerate(square.extensions):
                yield {"square": index, "rows": square.rows, "extension": j, "lines": e["lines"], "tree": e["tree"]}
        for p in run.planes:
            yield {"plane": p.certificate, "group_order": p.group_order, "name": p.name, "completions": p.completions}
        yield {"end": {"squares": run.searched, "extending": run.extending, "extensions": run.extensions,
                       "completing": run.completing, "completions": run.completions, "planes": len(run.planes),
                       "nodes": run.nodes}}

    with atomic_write(path, "wb") as raw, gzip.GzipFile(filename="", fileobj=raw, mode="wb", mtime=0) as f:
        for data in lines():
            f.write((json.dumps(data, separators=(",", ":")) + "\n").encode("utf-8"))


if __name__ == "__main__":
    # run the module's own copy, not __main__'s: the executor's workers then find search_piece by its name
    from designs.plane_search import main as _main

    sys.exit(_main())
