"""Octal games given by their code: Grundy sequences and (proved) periodicity.

An *octal game* is played on heaps of tokens. Its code ``d0.d1 d2 d3 ...`` has one octal digit per number k
of tokens removed: a move removes k tokens from one heap and is allowed to leave

* no heap (bit 1 of d_k): the heap had exactly k tokens,
* one non-empty heap (bit 2),
* two non-empty heaps (bit 4): the rest of the heap is split in two.

``d0`` (k = 0, before the point) may only use bit 4: split a heap in two without removing anything.
Examples: Kayles is 0.77 (knock down one or two adjacent pins), Dawson's Kayles is 0.07 (two adjacent
pins), Nim is 0.333... (infinite; not finite octal), 0.6 and 0.137 (Dawson's chess) are others.

The rule on one heap, :class:`OctalCode`, lives with the games (:mod:`combgames.games.heaps`), and so do the
one compiled kernel of the Grundy sequence and the period finder (:mod:`combgames.games.octal`, where
:class:`~combgames.games.octal.OctalGame` values heaps of any size with them); this module gives them their
theory-side entry points.

Values. A position is a sum of heaps, so its value is the XOR of the heap values G(n);
:func:`octal_values` computes G(0..N) with the take-and-break kernel
(:func:`~combgames.games.octal_kernels.take_break_sequence`), compiled or as its Python twin by size, or, for
large N and a code that splits heaps, by the sparse-space method (:mod:`combgames.grundy.octal_sparse`:
``method="sparse"`` or ``"auto"``; .6 to 2^21 in about 14 CPU s where the quadratic kernel takes about 22 minutes,
extrapolated from 2^17).

Periodicity (Guy and Smith's octal periodicity theorem [1]_, [2]_). For a finite octal game whose last non-zero digit
is d_t, if ``G(n + p) = G(n)`` for all n with ``n0 <= n < 2 n0 + p + t``, then it holds for all n >= n0.
:func:`find_period` searches the smallest period p (and, for it, the smallest pre-period n0) that the
computed values *prove* by this theorem.

References
----------
.. [1] R. K. Guy and C. A. B. Smith, "The G-values of various games", Proc. Cambridge Philos. Soc. 52
   (1956) 514-526.
.. [2] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical Plays*, ch. 4.
"""

from __future__ import annotations

import time
from dataclasses import replace
from typing import Any

import numpy as np

from combgames.games.heaps import OctalCode
from combgames.games.octal import (
    MAX_OPERATIONS,
    Periodicity,
    check_sequence_cost,
    code_period,
    find_arithmetic_period,
    find_period,
    grundy_sequence,
)
from combgames.base.checks import check_int, check_one_of
from combgames.base.tables import Table
from combgames.grundy.octal_sparse import METHODS, SPARSE_FROM, octal_sparse_values, splits_heaps

__all__ = ["GrundySequence", "MAX_OPERATIONS", "OctalCode", "Periodicity", "find_arithmetic_period", "find_period",
           "octal_values", "octal_periodicity"]

SHOWN_ROWS = 50
"""The rows of a Grundy sequence its text and HTML forms show (:meth:`GrundySequence.table` shows any number)."""


class GrundySequence(np.ndarray):
    """The Grundy values G(0), ..., G(N) of single heaps: a 1-D numpy array (``values[n] = G(n)``) that prints
    as the published tables of Guy and Smith (1956) and *Winning Ways* (ch. 4) do, rows of heaps with the row's
    first heap on the left (text, and HTML in Jupyter; :meth:`table`).

    Everything else is the array's: indexing, ``tolist()``, comparisons, arithmetic. A slice, or the result
    of arithmetic, is a plain array (its heaps no longer start at 0).

    Parameters
    ----------
    values : array_like of int
        G(0), G(1), ...
    name : str
        What the values are of (the game's code, ``"0.77"``), for the title.

    Examples
    --------
    >>> g = octal_values("0.77", 23, backend="python")      # Kayles
    >>> print(g.table(per_row=12))                          # Winning Ways' rows of 12 (the period)
    Grundy values G(n) of 0.77, n = row + column
           0   1   2   3   4   5   6   7   8   9  10  11
        ________________________________________________
      0|   0   1   2   3   1   4   3   2   1   4   2   6
     12|   4   1   2   7   1   4   3   2   1   4   6   7
    >>> int(g[13]), type(g[12:]).__name__, g.tolist()[:4]
    (1, 'ndarray', [0, 1, 2, 3])
    """

    name: str

    def __new__(cls, values: Any, name: str = "") -> "GrundySequence":
        obj = np.asarray(values).view(cls)
        obj.name = name
        return obj

    def __array_finalize__(self, obj: Any) -> None:
        self.name = getattr(obj, "name", "")

    def __getitem__(self, key: Any) -> Any:
        return np.asarray(self)[key]

    def __array_ufunc__(self, ufunc: Any, method: str, *inputs: Any, **kwargs: Any) -> Any:
        plain = tuple(np.asarray(x) if isinstance(x, GrundySequence) else x for x in inputs)
        if "out" in kwargs:
            kwargs["out"] = tuple(np.asarray(x) if isinstance(x, GrundySequence) else x for x in kwargs["out"])
        return getattr(ufunc, method)(*plain, **kwargs)

    def __reduce__(self) -> Any:
        return GrundySequence, (np.asarray(self), self.name)

    def table(self, per_row: int = 10, max_rows: int | None = None) -> Table:
        """The values as a number grid (:class:`~combgames.base.tables.Table`): ``per_row`` heaps a row (10; 12
        for Kayles as in *Winning Ways*), labelled by the row's first heap, the value of heap n at row + column;
        at most ``max_rows`` rows (all if None; a note says what is left out)."""
        per_row = check_int(per_row, "per_row", minimum=1)
        values = np.asarray(self).ravel().tolist()
        starts = list(range(0, len(values), per_row))
        shown = starts if max_rows is None else starts[:check_int(max_rows, "max_rows", minimum=1)]
        rows = [values[r:r + per_row] + [None] * (r + per_row - len(values)) for r in shown]
        notes = () if len(shown) == len(starts) else (
            f"heaps {shown[-1] + per_row}..{len(values) - 1} not shown (table(max_rows=None) shows them)",)
        what = f" of {self.name}" if self.name else ""
        return Table([str(i) for i in range(per_row)], rows, index=shown, grid=True, notes=notes,
                     title=f"Grundy values G(n){what}, n = row + column")

    def __str__(self) -> str:
        if self.ndim != 1:
            return str(np.asarray(self))
        return str(self.table(max_rows=SHOWN_ROWS))

    def _repr_html_(self) -> str | None:
        if self.ndim != 1:
            return None  # Jupyter shows the array's repr
        return self.table(max_rows=SHOWN_ROWS)._repr_html_()


def _code(code: str | OctalCode) -> OctalCode:
    return code if isinstance(code, OctalCode) else OctalCode(code)


def octal_values(code: str | OctalCode, limit: int, *, method: str = "auto", backend: str = "auto",
                 max_operations: int = MAX_OPERATIONS) -> GrundySequence:
    """Return the Grundy values ``G(0), ..., G(limit)`` of single heaps of the octal game ``code`` (an array
    that prints as a table, :class:`GrundySequence`).

    Parameters
    ----------
    code : str or OctalCode
    limit : int
        Largest heap size (>= 0).
    method : {"quadratic", "sparse", "auto"}
        ``"quadratic"``: the take-and-break kernel. ``"sparse"``: the sparse-space method
        (:func:`~combgames.grundy.octal_sparse.octal_sparse_values`: the quadratic kernel to heap
        :data:`~combgames.grundy.octal_sparse.HEAD`, then about limit x (rare heaps) steps; finite codes whose
        moves leave at most two heaps). ``"auto"``: the quadratic kernel below
        :data:`~combgames.grundy.octal_sparse.SPARSE_FROM` heaps or for a code that splits no heap (or one the
        sparse method does not take); above, the sparse method unless the head's rare heaps foresee it slower
        (:data:`~combgames.grundy.octal_sparse.QUADRATIC_FACTOR`). Every method gives the same values (tested).
    backend : {"auto", "numba", "python"}
        Compiled kernel or its pure-Python twin; ``"auto"`` chooses by size
        (:func:`~combgames.games.octal.sequence_backend`: the twin below
        :data:`~combgames.games.octal.PYTHON_OPERATIONS` steps until the process has loaded the kernel).
    max_operations : int
        Refuse a sequence whose cost (below) is more than this (default 2 * 10^10, about 15 s with numba); for
        the sparse method, the cost it foresees once the head is computed
        (:func:`~combgames.grundy.octal_sparse.sparse_cost`).

    Raises
    ------
    ValueError
        For a bad code, limit, method or backend, a code the sparse method does not take (``method="sparse"``), or
        a cost over ``max_operations`` (the message gives the cost).

    Notes
    -----
    Quadratic method: O(limit^2) when some digit has bit 4 (splitting), O(limit * t) otherwise. Computed by
    :func:`~combgames.games.octal.grundy_sequence` (which returns a tuple for a short sequence and needs no
    numpy: the command line calls it directly).

    Examples
    --------
    >>> octal_values("0.77", 12, backend="python").tolist()
    [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4]
    """
    c = _code(code)
    limit = check_int(limit, "limit", minimum=0)
    check_one_of(method, "method", METHODS)
    if method == "auto" and (limit < SPARSE_FROM or not splits_heaps(c)):
        method = "quadratic"
    if method != "quadratic":
        found = octal_sparse_values(c, limit, method=method, backend=backend, max_operations=max_operations)
        return GrundySequence(found.values.astype(np.int64), str(c))
    check_sequence_cost(c, limit, max_operations, f"octal_values({str(c)!r}, {limit})")
    return GrundySequence(np.array(grundy_sequence(c, limit, backend=backend), dtype=np.int64), str(c))


def octal_periodicity(code: str | OctalCode, limit: int = 2000, *, backend: str = "auto",
                      max_operations: int = MAX_OPERATIONS) -> Periodicity | None:
    """Compute ``G(0..limit)`` and return the proved period (see :func:`find_period`), or None if none yet.

    Raises
    ------
    ValueError
        As :func:`octal_values` (a sequence costing more than ``max_operations`` is refused up front).

    Examples
    --------
    >>> per = octal_periodicity("0.07", 200)   # Dawson's Kayles
    >>> (per.preperiod, per.period, per.proven, per.exceptions)
    (53, 34, True, (0, 1, 15, 17, 18, 32, 35, 52))
    """
    c = _code(code)
    t0 = time.perf_counter()
    values = octal_values(c, limit, backend=backend, max_operations=max_operations)
    res = code_period(c, values)
    if res is None:
        return None
    return replace(res, seconds=time.perf_counter() - t0)
