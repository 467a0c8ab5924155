"""Counting Latin squares of small order: all, reduced, isotopy classes and main classes.

A Latin square is *reduced* (normalised) when its first row and first column are 0, 1, ..., n-1. Two squares
are *isotopic* when an isotopism (a permutation of rows, of columns and of symbols) maps one onto the other;
they are in the same *main class* (paratopic) when an isotopism combined with a conjugation (a permutation of
the roles of rows, columns and symbols) does.

Counting method. :func:`reduced_latin_squares` enumerates reduced squares by backtracking with bitmasks.
Every Latin square is obtained exactly once from a reduced square by permuting all n columns and the last
n - 1 rows, so the total is n! (n - 1)! times the reduced count. Every isotopy class contains a reduced
square, so the classes are the distinct nauty certificates of the reduced squares, using the standard
graph of a Latin square: a vertex per row, column and symbol, and a vertex per cell joined to its row,
column and symbol. Rows, columns and symbols in three colour classes give isotopy; one colour class for
all three gives main classes, since the three types are recovered from the graph (two line vertices share
a cell exactly when they have different types).

Reference values are the OEIS sequences A002860 (all), A000315 (reduced), A040082 (isotopy classes) and
A003090 (main classes); they are compared in the tests and the reproduce table, never used here.

Examples
--------
>>> from designs.counting import number_of_reduced_latin_squares, number_of_isotopy_classes
>>> number_of_reduced_latin_squares(4), number_of_isotopy_classes(4)
(4, 2)
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from math import factorial

import numpy as np

from designs._kernels import count_reduced_python
from designs.latin import LatinSquare
from combgames.base.checks import check_int, check_one_of
from combgames.base.kernels import BACKENDS, kernel
from combgames.base.nauty import ColouredGraph

__all__ = [
    "reduced_latin_squares",
    "all_latin_squares",
    "number_of_reduced_latin_squares",
    "number_of_latin_squares",
    "number_of_isotopy_classes",
    "number_of_main_classes",
    "are_isotopic",
    "are_paratopic",
    "isotopy_certificate",
    "normalised_mols",
    "isotopy_class_representatives",
    "main_class_certificate",
]


def _check_order(n: int, limit: int = 7) -> int:
    return check_int(n, "n", minimum=1, maximum=limit, why="the order of squares to enumerate")


def _reduced_arrays(n: int) -> Iterator[np.ndarray]:
    """Yield reduced Latin squares of order n as int arrays (explicit-stack backtracking)."""
    a = np.zeros((n, n), dtype=np.int64)
    a[0] = np.arange(n)
    a[:, 0] = np.arange(n)
    if n <= 2:
        if n == 2:
            a[1, 1] = 0
        yield a.copy()
        return
    full = (1 << n) - 1
    rows = [full] * n   # symbols still free in each row
    cols = [full] * n
    for i in range(n):
        rows[i] &= ~(1 << int(a[i, 0]))
        cols[0] &= ~(1 << i)
    for j in range(1, n):
        rows[0] &= ~(1 << j)
        cols[j] &= ~(1 << j)
    cells = [(i, j) for i in range(1, n) for j in range(1, n)]
    depth = 0
    cand = [0] * len(cells)
    i, j = cells[0]
    cand[0] = rows[i] & cols[j]
    while depth >= 0:
        i, j = cells[depth]
        if cand[depth] == 0:
            depth -= 1
            if depth >= 0:
                pi, pj = cells[depth]
                s = int(a[pi, pj])
                rows[pi] |= 1 << s
                cols[pj] |= 1 << s
            continue
        low = cand[depth] & -cand[depth]
        cand[depth] ^= low
        s = low.bit_length() - 1
        a[i, j] = s
        rows[i] &= ~low
        cols[j] &= ~low
        if depth == len(cells) - 1:
            yield a.copy()
            rows[i] |= low
            cols[j] |= low
            continue
        depth += 1
        ni, nj = cells[depth]
        cand[depth] = rows[ni] & cols[nj]


def reduced_latin_squares(n: int) -> Iterator[LatinSquare]:
    """Yield every reduced Latin square of order n (n <= 7), over symbols 0..n-1.

    Examples
    --------
    >>> from designs.counting import reduced_latin_squares
    >>> [L.to_list() for L in reduced_latin_squares(3)]
    [[[0, 1, 2], [1, 2, 0], [2, 0, 1]]]
    """
    n = _check_order(n)
    for a in _reduced_arrays(n):
        yield LatinSquare._trusted(a)


def all_latin_squares(n: int) -> Iterator[LatinSquare]:
    """Yield every Latin square of order n <= 4 (reduced squares, all column and row permutations).

    Intended as a brute-force reference; n! (n - 1)! squares per reduced square.
    """
    from itertools import permutations

    n = _check_order(n, limit=4)
    seen = set()
    for R in _reduced_arrays(n):
        for cp in permutations(range(n)):
            for rp in permutations(range(1, n)):
                a = R[[0, *rp]][:, list(cp)]
                key = a.tobytes()
                if key not in seen:
                    seen.add(key)
                    yield LatinSquare._trusted(a)


def number_of_reduced_latin_squares(n: int, *, backend: str = "python") -> int:
    """Return the number of reduced Latin squares of order n <= 7, by exhaustive backtracking.

    Parameters
    ----------
    n : int
    backend : {"python", "numba", "auto"}, keyword-only
        ``"python"`` (default) runs the plain counting loop (n = 6: about 0.3 s; n = 7 takes many minutes);
        ``"numba"`` compiles the same function (:func:`combgames.base.kernels.kernel`; about 1.5 s the first
        time, then cached on disk) and counts n = 7 in a few seconds; ``"auto"`` is numba when installed.
        The default stays the plain loop because compiling costs more than counting for n <= 6.

    Raises
    ------
    ValueError
        If n is not in 1..7 or the backend is unknown.

    Examples
    --------
    >>> from designs.counting import number_of_reduced_latin_squares
    >>> [number_of_reduced_latin_squares(n) for n in range(1, 6)]
    [1, 1, 1, 4, 56]
    """
    n = _check_order(n)
    check_one_of(backend, "backend", BACKENDS)
    return int(kernel(count_reduced_python, backend)(n))


def number_of_latin_squares(n: int, *, backend: str = "python") -> int:
    """Return the number of Latin squares of order n: n! (n - 1)! times the number of reduced squares.

    Every Latin square arises exactly once from a reduced one by permuting all n columns and the last
    n - 1 rows. `backend` as for :func:`number_of_reduced_latin_squares`.
    """
    n = _check_order(n)
    return factorial(n) * factorial(n - 1) * number_of_reduced_latin_squares(n, backend=backend)


def _graph(a: np.ndarray, main_class: bool) -> ColouredGraph:
    """The coloured graph of a Latin square: points 0..3n-1 (rows, columns, symbols), the cells as blocks.

    Isotopy keeps rows, columns and symbols in three colour classes; the main class merges them.
    """
    n = a.shape[0]
    cells = [(i, n + j, 2 * n + int(a[i, j])) for i in range(n) for j in range(n)]
    classes = None if main_class else [range(n), range(n, 2 * n), range(2 * n, 3 * n)]
    return ColouredGraph.incidence(3 * n, cells, point_classes=classes)


def isotopy_certificate(square: LatinSquare) -> bytes:
    """Return a certificate equal for two squares exactly when they are isotopic (nauty)."""
    return _graph(LatinSquare(square).array, main_class=False).certificate()


def main_class_certificate(square: LatinSquare) -> bytes:
    """Return a certificate equal for two squares exactly when they are in the same main class (nauty)."""
    return _graph(LatinSquare(square).array, main_class=True).certificate()


def isotopy_class_representatives(n: int) -> tuple[LatinSquare, ...]:
    """Return one reduced Latin square per isotopy class of order n (n <= 6 in reasonable time).

    The first reduced square (in enumeration order) of each class is kept.
    """
    return tuple(LatinSquare._trusted(np.frombuffer(b, dtype=np.int64).reshape(n, n))
                 for b in _isotopy_representatives(_check_order(n)))


@lru_cache(maxsize=8)
def _isotopy_representatives(n: int) -> tuple[bytes, ...]:
    reps: dict[bytes, bytes] = {}
    for a in _reduced_arrays(n):
        reps.setdefault(_graph(a, False).certificate(), a.tobytes())
    return tuple(reps.values())


def are_isotopic(a: LatinSquare, b: LatinSquare) -> bool:
    """Return True if some isotopism (rows, columns, symbols) maps square `a` onto square `b`.

    Examples
    --------
    >>> from designs import LatinSquare, mols
    >>> from designs.counting import are_isotopic
    >>> are_isotopic(LatinSquare.cyclic(4), mols(4)[0]), are_isotopic(mols(4)[0], mols(4)[1])
    (False, True)
    """
    a, b = LatinSquare(a), LatinSquare(b)
    return a.order == b.order and isotopy_certificate(a) == isotopy_certificate(b)


def are_paratopic(a: LatinSquare, b: LatinSquare) -> bool:
    """Return True if the two squares are in the same main class (isotopism combined with a conjugation)."""
    a, b = LatinSquare(a), LatinSquare(b)
    return a.order == b.order and main_class_certificate(a) == main_class_certificate(b)


def number_of_isotopy_classes(n: int) -> int:
    """Return the number of isotopy classes of Latin squares of order n (n <= 6 in reasonable time).

    Notes
    -----
    One nauty certificate per reduced square: about 6 s for n = 6 (9408 squares).
    """
    return len(_isotopy_representatives(_check_order(n)))


def number_of_main_classes(n: int) -> int:
    """Return the number of main classes of Latin squares of order n (n <= 6 in reasonable time).

    Main classes are unions of isotopy classes, so only one square per isotopy class is certified again.
    """
    reps = _isotopy_representatives(_check_order(n))
    return len({_graph(np.frombuffer(b, dtype=np.int64).reshape(n, n), True).certificate() for b in reps})


def normalised_mols(n: int, k: int) -> Iterator[tuple[LatinSquare, ...]]:
    """Yield every k-MOLS(n) in normal form: the first square reduced, the others with first row 0..n-1,
    listed in increasing order of their arrays (n <= 5).

    Every k-MOLS(n) can be brought to normal form by permuting rows and columns (the same for all
    squares), relabelling each square's symbols and reordering the squares; these operations do not change
    the TD or plane the squares define up to isomorphism. So the planes of ``AffinePlane.from_mols`` over the
    normal forms with k = n - 1 represent every affine plane of order n.

    Examples
    --------
    >>> from designs.counting import normalised_mols
    >>> len(list(normalised_mols(4, 3)))
    1
    """
    from itertools import permutations

    n = _check_order(n, limit=5)
    k = check_int(k, "k", minimum=1)
    reduced = [a for a in _reduced_arrays(n)]
    first_row = sorted({a[[0, *rp]].tobytes() for a in reduced for rp in permutations(range(1, n))})
    rows = [np.frombuffer(b, dtype=np.int64).reshape(n, n) for b in first_row]
    codes = [a.ravel() for a in rows]
    n2 = n * n

    def orth(x: np.ndarray, y: np.ndarray) -> bool:
        return np.unique(x * n + y).size == n2

    for a in reduced:
        mates = [i for i, c in enumerate(codes) if orth(a.ravel(), c)]
        stack = [((), 0)]
        while stack:
            chosen, start = stack.pop()
            if len(chosen) == k - 1:
                yield (LatinSquare._trusted(a),) + tuple(LatinSquare._trusted(rows[i]) for i in chosen)
                continue
            for pos in range(len(mates) - 1, start - 1, -1):
                i = mates[pos]
                if all(orth(codes[i], codes[j]) for j in chosen):
                    stack.append((chosen + (i,), pos + 1))
