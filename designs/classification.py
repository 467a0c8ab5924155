"""Isotopy classes and main classes of Latin squares, classified by generation (canonical augmentation).

A *Latin rectangle* k x n has k rows, each a permutation of the symbols 0..n-1, no symbol twice in a column;
a Latin square is the case k = n. An *isotopism* permutes rows, columns and symbols; a *paratopism* also
permutes the three roles (a conjugation). The *autotopism group* Atp(L) is the group of isotopisms fixing L;
the *autoparatopism group* Par(L) the paratopisms fixing L. The isotopy class of L has (n!)^3 / ``|Atp(L)|``
squares and its main class 6 (n!)^3 / ``|Par(L)|`` (orbit-stabiliser), so the sums of these class sizes over the
classes are the number of Latin squares of order n: the *orbit-counting identity* that
:meth:`Classification.number_of_latin_squares` uses and the tests check.

Method: canonical augmentation (McKay [1]_), row by row; the graph of a Latin square and the numbers to
compare with are those of McKay, Meynert and Myrvold [2]_. Every k x n rectangle (one canonical representative
per isotopy class) is extended by every row compatible with it; the child (k + 1 rows) is kept only when the
new row is in the orbit, under the autotopisms of the child, of its *canonical row*: among the rows with the
largest invariant (the sorted list of the cycle types of the permutations row_i^-1 row_j to the other rows, an
isotopy invariant), the one with the least nauty canonical label. Children of one parent that are isotopic are
merged by their canonical form. Each isotopy class of (k + 1)-row rectangles is then produced exactly once,
from the class obtained by deleting its canonical row [1]_, so no global table of classes is needed and the
subtrees below the classes of a level are independent pieces of work (:func:`square_classes_below`). The graph
handed to nauty (:mod:`combgames.base.nauty`) is the usual one [2]_: a vertex per row, column and symbol, in three
colour classes, and a vertex per cell joined to its row, its column and its symbol; the rows are split further
by their invariant, which gives nauty a finer start. Most candidate rows fail the invariant test and never
reach nauty; that test runs as a numba kernel (:mod:`designs.classification_kernels`) when numba is installed
(``backend=``; the plain-Python twin gives the same rows). Below a rectangle whose only autotopism is the identity (from five rows on, nearly
every rectangle of order 8), a child whose new row has strictly the largest invariant is accepted, is
rigid, and is not isotopic to any sibling, all without nauty (:func:`_children`); so nauty runs only where
invariants tie and on the squares, whose canonical forms are the output.

Main classes are read off the isotopy classes: the main-class canonical form M(L) (nauty on the same graph
with rows, columns and symbols in one colour class) picks one isotopy class in each main class, the one
containing M(L), so each main class is counted once, at that isotopy class, and Par(L) is the automorphism
group of the one-colour graph.

Representatives are canonical forms (:func:`isotopy_canonical_form`, :func:`main_class_canonical_form`): the
square read off nauty's canonically labelled graph, so a representative does not depend on the order of the
generation. :mod:`designs.latin_text` saves and loads them, one square per line.

Published counts (the numbers of classes and of squares, OEIS A040082, A003090, A002860, A000315) are
compared in the tests and the reproduce table only.

References
----------
.. [1] B. D. McKay, "Isomorph-free exhaustive generation", J. Algorithms 26 (1998) 306-324.
.. [2] B. D. McKay, A. Meynert, W. Myrvold, "Small Latin squares, quasigroups and loops", J. Combin. Des. 15
   (2007) 98-119.

Examples
--------
>>> from designs.classification import classify_latin_squares
>>> c = classify_latin_squares(4)
>>> len(c.isotopy_classes), len(c.main_classes), c.number_of_latin_squares()
(2, 2, 576)
>>> sorted(k.group_order for k in c.isotopy_classes)
[32, 96]
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from math import factorial
from typing import Any

import numpy as np

from designs.classification_kernels import largest_invariant_rows, pair_codes
from designs.latin import LatinSquare
from combgames.base.checks import check_int
from combgames.base.kernels import kernel, resolve_backend
from combgames.base.nauty import ColouredGraph

__all__ = [
    "LatinSquareClass",
    "Classification",
    "GenerationStats",
    "classify_latin_squares",
    "rectangle_classes",
    "square_classes_below",
    "isotopy_canonical_form",
    "main_class_canonical_form",
    "autotopism_group_order",
    "autoparatopism_group_order",
    "main_class_leader",
    "main_class_record",
    "METHOD",
]

Rows = tuple[tuple[int, ...], ...]
"""A Latin rectangle as a tuple of rows (symbol indices 0..n-1): the internal form of the generation."""

METHOD = 2
"""The version of the canonical forms and of the choice of canonical rows. Which squares lie below which
rectangle depends on it, so pieces computed under different versions must not be added up (the checkpoints
of :mod:`designs.latin_classes` record it)."""

MAX_ORDER = 7
"""The largest order :func:`classify_latin_squares` does in one process (order 8 is split into pieces by
:mod:`designs.latin_classes`)."""


# --------------------------------------------------------------------------- graphs and canonical forms
def _graph(rows: Rows, n: int, *, main_class: bool = False,
           invariants: Sequence[Any] | None = None) -> ColouredGraph:
    """The graph of a k x n rectangle: rows 0..k-1, columns k.., symbols k+n.., then one vertex per cell.

    Rows, columns and symbols are three colour classes (isotopy) or one (main class, squares only), split
    further by invariants, largest first, so that nauty starts from a finer partition: the rows of a
    rectangle by :func:`_row_invariants` (`invariants`, computed when not given), and for a square also the
    columns and the symbols by :func:`_line_invariants`; for the main class the 3n lines together by the
    same invariants. Each is an isotopy (and, for lines, a paratopy) invariant, so canonical forms stay
    canonical. The graph is built from data made here (a cached template of the row and column edges), so
    it is handed to nauty without a second check.
    """
    k = len(rows)
    base = k + 2 * n
    template, columns_class, symbols_class, cells = _template(n, k)
    adjacency = dict(template)
    by_symbol: list[list[int]] = [[] for _ in range(n)]
    cell = base
    for row in rows:
        for s in row:
            by_symbol[s].append(cell)
            cell += 1
    for s, joined in enumerate(by_symbol):
        adjacency[k + n + s] = joined
    if main_class:
        lines = [inv for kind in _line_invariants(rows, n) for inv in kind]
        return ColouredGraph._trusted(base + k * n, adjacency, _row_classes(lines) + [cells])
    if invariants is None:
        invariants = _row_invariants(rows, n)
    colouring = _row_classes(invariants)
    if k == n:
        _, columns, symbols = _line_invariants(rows, n, row_invariants=invariants)
        colouring += [{k + c for c in group} for group in _row_classes(columns)]
        colouring += [{k + n + s for s in group} for group in _row_classes(symbols)]
    else:
        colouring += [columns_class, symbols_class]
    return ColouredGraph._trusted(base + k * n, adjacency, colouring + [cells])


@lru_cache(maxsize=None)
def _template(n: int, k: int) -> tuple[dict[int, list[int]], set[int], set[int], set[int]]:
    """What the graph of a k x n rectangle has whatever its entries, shared by every such graph (nauty only
    reads it): the edges from each row vertex and each column vertex to its cells, and the colour classes of
    the columns, of the symbols and of the cells."""
    base = k + 2 * n
    adjacency = {i: [base + i * n + c for c in range(n)] for i in range(k)}
    adjacency.update({k + c: [base + i * n + c for i in range(k)] for c in range(n)})
    return adjacency, set(range(k, k + n)), set(range(k + n, base)), set(range(base, base + k * n))


def _line_invariants(rows: Rows, n: int, *, row_invariants: Sequence[Any] | None = None) -> list[list[Any]]:
    """For a square, the invariants of its rows, columns and symbols (three lists).

    A line of each kind is a permutation between the two other kinds (row i: column -> symbol; column j:
    row -> symbol; symbol s: row -> column), and its invariant is the sorted list of the cycle types of
    p_x^-1 p_y for the other lines y of its kind. The cycle type does not depend on which of the two other
    kinds is the domain (the two permutations are conjugate up to inversion), so the invariant of a line is
    the same in every conjugate of the square: a paratopy invariant.
    """
    columns = tuple(tuple(rows[i][j] for i in range(n)) for j in range(n))
    where = [[0] * n for _ in range(n)]
    for i, row in enumerate(rows):
        for c, s in enumerate(row):
            where[s][i] = c
    symbols = tuple(tuple(w) for w in where)
    first = list(row_invariants) if row_invariants is not None else _row_invariants(rows, n)
    return [first, _row_invariants(columns, n), _row_invariants(symbols, n)]


def _row_invariants(rows: Rows, n: int) -> list[list[int]]:
    """For each row, the codes (:func:`_type_code`) of the cycle types of row_i^-1 row_j for the other rows
    j, sorted (largest first)."""
    k = len(rows)
    if k < 2:
        return [[] for _ in range(k)]
    codes = np.zeros((k, k), dtype=np.int64)
    _pair_codes_kernel("auto")(np.array(rows, dtype=np.int64), n, codes)
    return [sorted(c[:i] + c[i + 1:], reverse=True) for i, c in enumerate(codes.tolist())]


def _type_code(cycle_type: Sequence[int], n: int) -> int:
    """A cycle type (lengths, largest first) as the integer with those base-(n + 1) digits, padded with
    zeros to n digits: integer order is the order of the tuples (their lengths sum to n). Written with tuples
    for the plain-Python path; the kernels code the cycle type of a permutation directly
    (:func:`designs.classification_kernels.cycle_type_code`), and the tests compare the two."""
    code = 0
    for t in range(n):
        code = code * (n + 1) + (cycle_type[t] if t < len(cycle_type) else 0)
    return code


def _row_classes(invariants: Sequence[Any]) -> list[list[int]]:
    """The rows grouped by equal invariant, the largest invariant first."""
    groups: dict[Any, list[int]] = {}
    for i, inv in enumerate(invariants):
        groups.setdefault(tuple(inv), []).append(i)
    return [groups[key] for key in sorted(groups, reverse=True)]


def _labels(graph: ColouredGraph, lines: int) -> list[int]:
    """position[v] = the canonical label of vertex v, for the row, column and symbol vertices v < lines.

    They come first in the colouring, so they take the labels 0..lines-1 (the cells take the rest).
    """
    lab = graph.canonical_labelling()
    position = [0] * lines
    for label in range(lines):
        position[lab[label]] = label
    return position


def _canonical_rows(rows: Rows, n: int, position: Sequence[int]) -> Rows:
    """The rectangle read off the canonically labelled isotopy graph (the isotopy canonical form)."""
    k = len(rows)
    out = [[0] * n for _ in range(k)]
    for i, row in enumerate(rows):
        r = position[i]
        for c, s in enumerate(row):
            out[r][position[k + c] - k] = position[k + n + s] - k - n
    return tuple(tuple(r) for r in out)


def _isotopy_form(rows: Rows, n: int) -> Rows:
    return _canonical_rows(rows, n, _labels(_graph(rows, n), len(rows) + 2 * n))


def _main_form(rows: Rows, n: int) -> Rows:
    """The square read off the canonically labelled one-colour graph (the main-class canonical form)."""
    return _main_form_at(rows, n, _labels(_graph(rows, n, main_class=True), 3 * n))


def _main_form_at(rows: Rows, n: int, position: Sequence[int]) -> Rows:
    """The main-class canonical form from the canonical labels of the one-colour graph.

    The roles are ordered by the least label of their points, the values of each role by their labels.
    """
    roles = sorted(range(3), key=lambda t: min(position[t * n:(t + 1) * n]))
    new_role = {t: r for r, t in enumerate(roles)}
    value = [0] * (3 * n)
    for t in range(3):
        for rank, v in enumerate(sorted(range(n), key=lambda v: position[t * n + v])):
            value[t * n + v] = rank
    out = [[0] * n for _ in range(n)]
    for i, row in enumerate(rows):
        for c, s in enumerate(row):
            e = [0, 0, 0]
            for t, x in enumerate((i, c, s)):
                e[new_role[t]] = value[t * n + x]
            out[e[0]][e[1]] = e[2]
    return tuple(tuple(r) for r in out)


def _rows_of(square: Any) -> tuple[Rows, int]:
    a = LatinSquare(square).array
    return tuple(tuple(int(x) for x in r) for r in a), a.shape[0]


def _square(rows: Rows) -> LatinSquare:
    return LatinSquare._trusted(np.array(rows, dtype=np.int64))


def isotopy_canonical_form(square: Any) -> LatinSquare:
    """Return the canonical representative of the isotopy class of a Latin square.

    Two squares are isotopic exactly when their canonical forms are equal. The form is the square read off
    nauty's canonical labelling of the square's graph (module docstring); its symbols are 0..n-1.

    Parameters
    ----------
    square : LatinSquare or anything :class:`designs.LatinSquare` accepts

    Raises
    ------
    ValueError
        If `square` is not a Latin square.

    Examples
    --------
    >>> from designs import LatinSquare
    >>> from designs.classification import isotopy_canonical_form
    >>> L = LatinSquare.cyclic(5)
    >>> isotopy_canonical_form(L) == isotopy_canonical_form(L.isotope([1, 0, 2, 4, 3], range(5), [4, 3, 2, 1, 0]))
    True
    """
    rows, n = _rows_of(square)
    return _square(_isotopy_form(rows, n))


def main_class_canonical_form(square: Any) -> LatinSquare:
    """Return the canonical representative of the main class (paratopy class) of a Latin square.

    Two squares are paratopic exactly when their main-class canonical forms are equal.

    Examples
    --------
    >>> from designs import LatinSquare
    >>> from designs.classification import main_class_canonical_form
    >>> L = LatinSquare([[0, 1, 2, 3], [1, 0, 3, 2], [2, 3, 1, 0], [3, 2, 0, 1]])
    >>> main_class_canonical_form(L) == main_class_canonical_form(L.conjugate("src"))
    True
    """
    rows, n = _rows_of(square)
    return _square(_main_form(rows, n))


def autotopism_group_order(square: Any) -> int:
    """Return ``|Atp(L)|``, the number of isotopisms (rows, columns, symbols) mapping the square onto itself.

    Examples
    --------
    >>> from designs import LatinSquare
    >>> from designs.classification import autotopism_group_order
    >>> autotopism_group_order(LatinSquare.cyclic(3))    # n^2 |Aut(Z_3)| = 9 * 2
    18
    """
    rows, n = _rows_of(square)
    return _graph(rows, n).automorphism_group().order


def autoparatopism_group_order(square: Any) -> int:
    """Return ``|Par(L)|``, the number of paratopisms (isotopisms combined with conjugations) fixing the square.

    Examples
    --------
    >>> from designs import LatinSquare
    >>> from designs.classification import autoparatopism_group_order
    >>> autoparatopism_group_order(LatinSquare.cyclic(3))
    108
    """
    rows, n = _rows_of(square)
    return _graph(rows, n, main_class=True).automorphism_group().order


def main_class_leader(square: Any) -> bool:
    """Return True if the square's isotopy class is the one its main class is counted at.

    That is the isotopy class of the main-class canonical form; exactly one isotopy class per main class
    is its leader.
    """
    rows, n = _rows_of(square)
    return _isotopy_form(rows, n) == _isotopy_form(_main_form(rows, n), n)


def main_class_record(rows: Sequence[Sequence[int]], n: int) -> tuple[bool, int]:
    """Return (leader, ``|Par|``) for a square given as the rows of its isotopy canonical form.

    The square must be its own isotopy canonical form (:func:`isotopy_canonical_form`, or a square from
    :func:`square_classes_below`): the leader test compares it with the isotopy canonical form of its
    main-class canonical form. One graph gives both the main-class canonical labelling and ``|Par|``.

    ``leader`` says whether the main class is counted at this isotopy class (:func:`main_class_leader`);
    ``|Par|`` is the order of the autoparatopism group. Used square by square when the isotopy classes come in
    pieces (:func:`square_classes_below`), so main classes are counted without a table of all of them.

    Examples
    --------
    >>> from designs import LatinSquare
    >>> from designs.classification import isotopy_canonical_form, main_class_record
    >>> main_class_record(isotopy_canonical_form(LatinSquare.cyclic(3)).to_list(), 3)
    (True, 108)
    """
    square = tuple(tuple(int(x) for x in r) for r in rows)
    graph = _graph(square, n, main_class=True)
    form = _main_form_at(square, n, _labels(graph, 3 * n))
    return _isotopy_form(form, n) == square, graph.automorphism_group().order


# --------------------------------------------------------------------------- canonical augmentation
def _cycle_type(a: Sequence[int], b: Sequence[int], n: int) -> tuple[int, ...]:
    """The cycle type (sorted cycle lengths) of the permutation a[c] -> b[c] of the symbols."""
    perm = [0] * n
    for x, y in zip(a, b):
        perm[x] = y
    seen = [False] * n
    lengths = []
    for start in range(n):
        if not seen[start]:
            length, x = 0, start
            while not seen[x]:
                seen[x] = True
                x = perm[x]
                length += 1
            lengths.append(length)
    lengths.sort(reverse=True)
    return tuple(lengths)


def _extensions(rows: Rows, n: int) -> Iterator[tuple[int, ...]]:
    """Every row extending the rectangle, by a recursive search over columns (plain and easy to check)."""
    allowed = [(1 << n) - 1] * n
    for row in rows:
        for c, s in enumerate(row):
            allowed[c] &= ~(1 << s)
    row = [0] * n

    def fill(c: int, used: int) -> Iterator[tuple[int, ...]]:
        options = allowed[c] & ~used
        while options:
            low = options & -options
            options ^= low
            row[c] = low.bit_length() - 1
            if c == n - 1:
                yield tuple(row)
            else:
                yield from fill(c + 1, used | low)

    return fill(0, 0)


@dataclass
class GenerationStats:
    """What a generation did: partial squares (candidate rows) tried and nauty calls, per level and in all.

    ``positions[k]`` counts the (k + 1)-row rectangles formed (parent plus one compatible row), ``nauty`` the
    canonical labellings and automorphism groups computed.
    """

    positions: dict[int, int] = field(default_factory=dict)
    accepted: dict[int, int] = field(default_factory=dict)
    nauty: int = 0
    seconds: float = 0.0

    @property
    def total_positions(self) -> int:
        """All candidate rectangles formed."""
        return sum(self.positions.values())

    def merge(self, other: "GenerationStats") -> None:
        """Add another run's counts to these."""
        for k, v in other.positions.items():
            self.positions[k] = self.positions.get(k, 0) + v
        for k, v in other.accepted.items():
            self.accepted[k] = self.accepted.get(k, 0) + v
        self.nauty += other.nauty
        self.seconds += other.seconds


def _candidates(rows: Rows, n: int, backend: str
                ) -> tuple[list[tuple[tuple[int, ...], list[int]]], int, list[list[int]]]:
    """The rows to test as new rows, each with the codes of row_i^-1 new (i < k) followed by the number of
    rows whose invariant ties with the new row's (-1: not counted), how many compatible rows there are,
    and the rows' invariants in the rectangle (:func:`_row_invariants`). `backend` is
    resolved (``"numba"`` or ``"python"``).

    With numba, only the rows whose invariant can be the largest (:func:`designs.classification_kernels.largest_invariant_rows`);
    otherwise every compatible row (the test in :func:`_children` rejects the others).
    """
    k = len(rows)
    if backend == "python":
        every = [(new, [_type_code(_cycle_type(rows[i], new, n), n) for i in range(k)] + [-1])
                 for new in _extensions(rows, n)]
        return every, len(every), _row_invariants(rows, n)
    out, codes = _buffers(n)
    own = np.zeros((k, k), dtype=np.int64)
    kept, tried = _filter_kernel("numba")(np.array(rows, dtype=np.int64), n, out, codes, own)
    invariants = [sorted(c[:i] + c[i + 1:], reverse=True) for i, c in enumerate(own.tolist())]
    return list(zip(map(tuple, out[:kept].tolist()), codes[:kept, :k + 1].tolist())), int(tried), invariants


@lru_cache(maxsize=None)
def _filter_kernel(backend: str) -> Callable[..., Any]:
    """:func:`designs.classification_kernels.largest_invariant_rows` for ``backend``, looked up once per process
    (:func:`combgames.base.kernels.kernel` looks for numba at each call)."""
    return kernel(largest_invariant_rows, backend)


@lru_cache(maxsize=None)
def _pair_codes_kernel(backend: str) -> Callable[..., Any]:
    """:func:`designs.classification_kernels.pair_codes` for ``backend``, looked up once per process."""
    return kernel(pair_codes, backend)


@lru_cache(maxsize=None)
def _resolved(backend: str) -> str:
    """:func:`combgames.base.kernels.resolve_backend`, once per process and name (it looks for numba each time)."""
    return resolve_backend(backend)


def _buffers(n: int) -> tuple[np.ndarray, np.ndarray]:
    """Two reusable n! x n arrays for the kernel's output, rows and codes (one pair per order and thread)."""
    local = _BUFFERS.__dict__
    if n not in local:
        local[n] = (np.zeros((factorial(n), n), dtype=np.int64), np.zeros((factorial(n), n), dtype=np.int64))
    return local[n]


_BUFFERS = threading.local()


def _children(rows: Rows, n: int, stats: GenerationStats, backend: str = "auto", *, rigid: bool = False
              ) -> list[tuple[Rows, int]]:
    """The canonical children of a rectangle: (child, |Atp(child)|, or 0 when not computed).

    Without `rigid`, the rectangle must be canonical (any representative of its class does), the children
    are isotopy canonical forms, and the group order is given for squares (k + 1 = n), from the same graph
    as the canonical labelling, and left 0 for rectangles.

    With `rigid` (the caller knows that the rectangle P has only the trivial autotopism), nauty is called
    only where needed: a new row whose invariant is strictly the largest is the canonical row of the
    child, which is then accepted without nauty; an isomorphism between two accepted children could be
    composed with an automorphism to map new row to new row, giving an autotopism of P, the identity, so
    the accepted children are pairwise non-isotopic and no canonical form is needed to tell them apart; and
    an autotopism of such a child fixes the new row, so it is an autotopism of P: the child is rigid too.
    Rectangle children are then left as they are (P plus the new row) with order 1 when known rigid; squares
    are always returned in canonical form with their group order.
    """
    k = len(rows)
    backend = _resolved(backend)
    children: dict[Rows, int] = {}
    candidates, tried, own = _candidates(rows, n, backend)
    square = k + 1 == n
    lines = k + 1 + 2 * n
    for new, to_new in candidates:
        if rigid and to_new[k] == 0 and not square:
            children[rows + (new,)] = 1
            continue
        del to_new[k]
        mine = sorted(to_new, reverse=True)
        theirs = [sorted(own[i] + [to_new[i]], reverse=True) for i in range(k)]
        if any(t > mine for t in theirs):
            continue
        child = rows + (new,)
        ties = [i for i in range(k) if theirs[i] == mine]
        if rigid and not ties and not square:
            children[child] = 1
            continue
        graph = _graph(child, n, invariants=theirs + [mine])
        stats.nauty += 1
        position = _labels(graph, lines)
        group = None
        if ties:
            # the canonical row is the least label among the rows of largest invariant (labels 0..); accept
            # the new row if it is that row or in its orbit under the autotopisms of the child
            chosen = min([k] + ties, key=lambda i: position[i])
            if chosen != k:
                stats.nauty += 1
                group = graph.automorphism_group()
                if group.orbits[chosen] != group.orbits[k]:
                    continue
        form = _canonical_rows(child, n, position)
        if form in children:
            continue
        if rigid and not ties:
            children[form] = 1
        elif group is not None:
            children[form] = group.order
        elif square:
            stats.nauty += 1
            children[form] = graph.automorphism_group().order
        else:
            children[form] = 0
    stats.positions[k] = stats.positions.get(k, 0) + tried
    stats.accepted[k + 1] = stats.accepted.get(k + 1, 0) + len(children)
    return list(children.items())


def _first_row(n: int) -> Rows:
    return (tuple(range(n)),)


def rectangle_classes(n: int, k: int, *, stats: GenerationStats | None = None, backend: str = "auto"
                      ) -> list[Rows]:
    """Return one canonical k x n Latin rectangle per isotopy class, by canonical augmentation.

    Parameters
    ----------
    n : int
        The number of columns and symbols (1 <= n <= 8).
    k : int
        The number of rows (1 <= k <= n).
    stats : GenerationStats, optional
        Counts are added to it.
    backend : str
        ``"numba"`` (the filter of candidate rows compiled), ``"python"`` or ``"auto"`` (numba when
        installed); :mod:`combgames.base.kernels`. The result is the same.

    Returns
    -------
    list of tuple of tuple of int
        The rectangles as tuples of rows (symbols 0..n-1), in generation order.

    Raises
    ------
    ValueError
        If n or k is out of range.

    Examples
    --------
    >>> from designs.classification import rectangle_classes
    >>> len(rectangle_classes(6, 2))      # one class per cycle type of row_0^-1 row_1: 6, 4+2, 3+3, 2+2+2
    4
    """
    n = check_int(n, "n", minimum=1, maximum=8, why="the order of the rectangles")
    k = check_int(k, "k", minimum=1, maximum=n, why="the number of rows, at most n")
    resolve_backend(backend)
    stats = GenerationStats() if stats is None else stats
    start = time.perf_counter()
    level = [_first_row(n)]
    for _ in range(k - 1):
        level = [child for rows in level for child, _ in _children(rows, n, stats, backend)]
    stats.seconds += time.perf_counter() - start
    return level


def square_classes_below(rows: Sequence[Sequence[int]], n: int, *, stats: GenerationStats | None = None,
                         backend: str = "auto") -> Iterator[tuple[Rows, int]]:
    """Yield the isotopy classes of Latin squares that canonical augmentation reaches from one rectangle.

    The rectangle must be a canonical form produced by :func:`rectangle_classes`; the classes below the
    rectangles of one level are disjoint and together are all the classes of order n, so each call is an
    independent piece of work (order 8 is split this way).

    Yields
    ------
    (square, order) : (tuple of tuple of int, int)
        The isotopy canonical form of a square and the order of its autotopism group.

    Examples
    --------
    >>> from designs.classification import rectangle_classes, square_classes_below
    >>> sum(len(list(square_classes_below(r, 5))) for r in rectangle_classes(5, 2))
    2
    """
    rows = tuple(tuple(int(x) for x in r) for r in rows)
    n = check_int(n, "n", minimum=1, maximum=8, why="the order of the squares")
    if not rows or any(len(r) != n for r in rows) or len(rows) > n:
        raise ValueError(f"rows must be 1..{n} rows of length n = {n}")
    resolve_backend(backend)
    stats = GenerationStats() if stats is None else stats
    if len(rows) == n:
        stats.nauty += 1
        yield rows, _graph(rows, n).automorphism_group().order
        return
    stats.nauty += 1
    stack = [(rows, _graph(rows, n).automorphism_group().order == 1)]
    while stack:
        start = time.perf_counter()
        parent, rigid = stack.pop()
        children = _children(parent, n, stats, backend, rigid=rigid)
        stats.seconds += time.perf_counter() - start
        for child, order in reversed(children):
            if len(child) == n:
                yield child, order
            else:
                stack.append((child, order == 1))


# --------------------------------------------------------------------------- the classification
@dataclass(frozen=True)
class LatinSquareClass:
    """One class of Latin squares: its canonical representative and the order of its stabiliser.

    Attributes
    ----------
    representative : LatinSquare
        The canonical form (isotopy or main class).
    group_order : int
        ``|Atp(L)|`` for an isotopy class, ``|Par(L)|`` for a main class.
    kind : str
        ``"isotopy"`` or ``"main"``.
    """

    representative: LatinSquare
    group_order: int
    kind: str

    @property
    def order(self) -> int:
        """The order n of the squares."""
        return self.representative.order

    def size(self) -> int:
        """The number of Latin squares in the class: (n!)^3 / ``|Atp|`` or 6 (n!)^3 / ``|Par|`` (orbit-stabiliser)."""
        group = factorial(self.order) ** 3 * (6 if self.kind == "main" else 1)
        return group // self.group_order


@dataclass(frozen=True)
class Classification:
    """The isotopy classes and main classes of Latin squares of one order, with how they were found.

    Attributes
    ----------
    order : int
    isotopy_classes, main_classes : tuple of LatinSquareClass
        Sorted by representative (rows read as tuples).
    stats : GenerationStats
    """

    order: int
    isotopy_classes: tuple[LatinSquareClass, ...]
    main_classes: tuple[LatinSquareClass, ...]
    stats: GenerationStats

    def number_of_latin_squares(self) -> int:
        """The sum of the isotopy class sizes (n!)^3 / ``|Atp(L)|``: the number of Latin squares of order n."""
        return sum(c.size() for c in self.isotopy_classes)

    def number_of_reduced_latin_squares(self) -> int:
        """The number of Latin squares divided by n! (n - 1)! (each square is obtained exactly once from a
        reduced one by permuting the columns and the last n - 1 rows)."""
        n = self.order
        return self.number_of_latin_squares() // (factorial(n) * factorial(n - 1))

    def orbit_counting_check(self) -> bool:
        """True when the main classes count the same squares as the isotopy classes and each main class has
        as many squares as the isotopy classes in it (6 (n!)^3 / ``|Par|`` = the sum of their (n!)^3 / ``|Atp|``)."""
        by_main: dict[LatinSquare, int] = {}
        for c in self.isotopy_classes:
            key = main_class_canonical_form(c.representative)
            by_main[key] = by_main.get(key, 0) + c.size()
        sizes = {c.representative: c.size() for c in self.main_classes}
        return by_main == sizes


def classify_latin_squares(n: int, *, progress: Callable[[str], Any] | None = None,
                           backend: str = "auto") -> Classification:
    """Classify the Latin squares of order n into isotopy classes and main classes by generation.

    Parameters
    ----------
    n : int
        The order, 1 <= n <= 7 (order 7: about a minute; order 8 is split by
        :mod:`designs.latin_classes`).
    progress : callable, optional
        Called with a line of text after each level of rows.
    backend : str
        As for :func:`rectangle_classes`.

    Returns
    -------
    Classification

    Raises
    ------
    ValueError
        If n is not in 1..7.

    Examples
    --------
    >>> from designs.classification import classify_latin_squares
    >>> c = classify_latin_squares(5)
    >>> len(c.isotopy_classes), len(c.main_classes), c.number_of_reduced_latin_squares()
    (2, 2, 56)
    """
    n = check_int(n, "n", minimum=1, maximum=MAX_ORDER,
                  why="orders above 7 are split into pieces by designs.latin_classes")
    resolve_backend(backend)
    stats = GenerationStats()
    start = time.perf_counter()
    level = [(_first_row(n), 0)]
    for k in range(1, n):
        # the rectangles need not be canonical forms here: below a rigid one nauty is skipped (_children)
        level = [child for rows, order in level
                 for child in _children(rows, n, stats, backend, rigid=order == 1)]
        if progress is not None:
            progress(f"order {n}: {len(level)} classes of {k + 1}-row rectangles, "
                     f"{stats.total_positions:,} positions, {time.perf_counter() - start:.1f} s")
    if n == 1:
        level = [(_first_row(1), 1)]
    isotopy = tuple(sorted((LatinSquareClass(_square(rows), order, "isotopy") for rows, order in level),
                           key=lambda c: c.representative.to_list()))
    main = tuple(sorted(_main_classes(level, n), key=lambda c: c.representative.to_list()))
    stats.seconds = time.perf_counter() - start
    return Classification(n, isotopy, main, stats)


def _main_classes(squares: Sequence[tuple[Rows, int]], n: int) -> Iterator[LatinSquareClass]:
    """One main class per leader among the isotopy classes (see :func:`main_class_leader`)."""
    for rows, _ in squares:
        form = _main_form(rows, n)
        if _isotopy_form(form, n) == rows:
            yield LatinSquareClass(_square(form), _graph(form, n, main_class=True).automorphism_group().order,
                                   "main")
