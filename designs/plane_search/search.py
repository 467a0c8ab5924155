"""The search per Latin square: the lines through P and Q, the completions, and the planes found.

:func:`arc_extensions` finds every set of 2n - 5 lines through the cells P, Q of
:func:`~designs.plane_search.triangle.arc_cells` that extends the triangle's lines (the 40 columns at n = 9); it
runs in the compiled kernels of :mod:`designs.plane_search_kernels` (:func:`arc_extension_masks`), returning to
Python every ``_BUDGET`` nodes, with ``backend="python"`` as the reference. :func:`completions` finds the
remaining lines of a partial plane (an exact cover, Knuth's Algorithm X [1]_). :func:`search_square` runs both
steps on one square and identifies the planes by nauty (:func:`plane_certificate`); :func:`search_squares` sums a
list of squares.

References
----------
.. [1] D. E. Knuth, "Dancing links", in Millennial Perspectives in Computer Science, Palgrave, 2000, 187-214.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from designs.plane_search_kernels import (CONTROL_FOUND, CONTROL_NODES, CONTROL_SIZE, DONE, PAUSED, WORD, arc_search,
                                          arc_setup, cell_lines, words)
from designs.planes import ProjectivePlane
from combgames.base.kernels import kernel, resolve_backend
from combgames.base.nauty import ColouredGraph
from designs.plane_search.triangle import (Line, TriangleLayout, arc_cells, line_mask, lines_through, square_rows,
                                           triangle_lines, triangle_points)

__all__ = ["arc_extensions", "arc_extension_masks", "completions", "plane_certificate", "plane_of_lines",
           "SquareSearch", "search_square", "SearchSummary", "search_squares"]

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
    masks, found = arc_extension_masks(np.array(square_rows(square), dtype=np.int64), resolve_backend(backend))
    return [sorted(tuple(_mask_points(masks[i])) for i in chosen) for chosen in found]


def arc_extension_masks(square: np.ndarray, backend: str, log: dict[str, int] | None = None
                        ) -> tuple[np.ndarray, list[list[int]]]:
    """The step through P and Q of :func:`arc_extensions` on a square already checked, as the kernels give it.

    Parameters
    ----------
    square : numpy.ndarray
        The square's rows: an m x m int64 array, already checked Latin.
    backend : str
        A resolved backend (:func:`combgames.base.kernels.resolve_backend`).
    log : dict, optional
        Receives ``log["nodes"]``, the search's node count (lines chosen).

    Returns
    -------
    (numpy.ndarray, list of list of int)
        The masks of the lines through P or Q (rows of words of :data:`designs.plane_search_kernels.WORD` bits)
        and the extensions, each the list of its lines' indices into the masks.
    """
    lister, setup, search = _kernels(backend)
    m = square.shape[0]
    P = TriangleLayout(m)
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
                joined |= line_mask(line)
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
    n = len(square_rows(square)) + 1
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
    rows = square_rows(square)
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
