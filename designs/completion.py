"""Latin squares as exact cover problems: completion of partial squares, transversals, orthogonal mates.

An *exact cover* problem asks for a set of rows (candidate pieces) that covers every primary column exactly
once (and every secondary column at most once). Knuth's Algorithm X [1]_ solves it by always branching on
the column with fewest remaining candidates and removing the rows that clash with a choice; :func:`exact_covers`
implements it on dictionaries of sets (the "dancing links" bookkeeping done with set operations, undone on
backtracking), with an explicit stack, as a generator.

Three Latin-square problems are exact covers:

* :func:`latin_square_completions` / :func:`complete_latin_square`: a *partial Latin square* of order n
  (some cells empty, no symbol twice in a row or column) extends to a Latin square when the empty cells
  can be filled so that every (row, column), (row, symbol) and (column, symbol) pair is covered once [1]_.
* :func:`transversals`: a *transversal* of a Latin square of order n is a set of n cells, one in each row
  and each column, with n different symbols [2]_ (III.1); it covers rows, columns and symbols once.
* :func:`orthogonal_mates`: a square M is an *orthogonal mate* of L when L and M are orthogonal; the cells
  of each symbol of M form a transversal of L, so the mates are the partitions of the n^2 cells into n
  disjoint transversals [2]_ (III.3). Mates are listed *normalised* (first row 0, 1, ..., n - 1), one
  per partition.

References
----------
.. [1] D. E. Knuth, "Dancing links", in Millennial Perspectives in Computer Science, Palgrave, 2000,
   187-214 (arXiv:cs/0011047).
.. [2] C. J. Colbourn, J. H. Dinitz (eds.), Handbook of Combinatorial Designs, 2nd ed., 2007.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator, Mapping, Sequence
from typing import Any

import numpy as np

from designs.latin import LatinSquare, as_latin_square
from combgames.base.checks import check_int

__all__ = [
    "exact_covers",
    "parse_partial_latin_square",
    "latin_square_completions",
    "complete_latin_square",
    "transversals",
    "orthogonal_mates",
]

EMPTY_TEXT = (".", "-", "_", "*")
"""Entries read as an empty cell in partial-square text."""


def exact_covers(rows: Mapping[Hashable, Sequence[Hashable]], primary: Sequence[Hashable] | None = None, *,
                 limit: int | None = None) -> Iterator[list[Hashable]]:
    """Yield the exact covers of an exact cover problem (Knuth's Algorithm X, minimum-remaining-values).

    Parameters
    ----------
    rows : mapping
        Row name -> the columns it covers.
    primary : sequence, optional
        The columns to cover exactly once (default: every column named by a row). Other columns named by
        rows are secondary: covered at most once.
    limit : int, optional, keyword-only
        Stop after this many covers.

    Yields
    ------
    list
        The names of the rows of one cover, in the order chosen.

    Examples
    --------
    >>> from designs.completion import exact_covers
    >>> rows = {"A": [1, 4, 7], "B": [1, 4], "C": [4, 5, 7], "D": [3, 5, 6], "E": [2, 3, 6, 7], "F": [2, 7]}
    >>> [sorted(c) for c in exact_covers(rows)]
    [['B', 'D', 'F']]
    """
    cols: dict[Hashable, set] = {}
    for r, cs in rows.items():
        for c in cs:
            cols.setdefault(c, set()).add(r)
    primary_set = set(cols) if primary is None else set(primary)
    for c in primary_set:
        cols.setdefault(c, set())
    limit = None if limit is None else check_int(limit, "limit", minimum=0)
    found = 0
    solution: list[Hashable] = []
    # a stack of (candidates left to try at this level, the removals made by the current choice)
    stack: list[tuple[list[Hashable], list | None]] = []

    def select(r: Hashable) -> list:
        removed = []
        for c in rows[r]:
            for other in list(cols[c]):
                for c2 in rows[other]:
                    if c2 != c:
                        cols[c2].discard(other)
            removed.append((c, cols.pop(c)))
        return removed

    def deselect(removed: list) -> None:
        for c, members in reversed(removed):
            cols[c] = members
            for other in members:
                for c2 in rows[other]:
                    if c2 != c:
                        cols[c2].add(other)

    def branch() -> list[Hashable] | None:
        live = [c for c in cols if c in primary_set]
        if not live:
            return None
        col = min(live, key=lambda c: len(cols[c]))
        return sorted(cols[col], key=repr, reverse=True)

    if limit == 0:
        return
    first = branch()
    if first is None:
        yield []
        return
    stack.append((first, None))
    while stack:
        candidates, removed = stack[-1]
        if removed is not None:
            deselect(removed)
            solution.pop()
        if not candidates:
            stack.pop()
            continue
        r = candidates.pop()
        removed = select(r)
        solution.append(r)
        stack[-1] = (candidates, removed)
        nxt = branch()
        if nxt is None:
            yield list(solution)
            found += 1
            if limit is not None and found >= limit:
                deselect(removed)
                return
        else:
            stack.append((nxt, None))


def parse_partial_latin_square(partial: Any) -> tuple[np.ndarray, tuple]:
    """Read a partial Latin square: rows of symbols with None (or ``.``, ``-``, ``_``, ``*`` in text) for empty.

    Parameters
    ----------
    partial : nested sequence or str
        n rows of n entries; text has one row per line, entries separated by spaces.

    Returns
    -------
    (array, symbols)
        An n x n int array of symbol indices with -1 for empty cells, and the symbol labels (the distinct
        entries, sorted; if fewer than n distinct symbols appear, 0..n-1 are the labels and entries must be
        among them).

    Raises
    ------
    ValueError
        If the array is not square, has more than n symbols, or repeats a symbol in a row or a column (the
        message names the two cells).

    Examples
    --------
    >>> from designs.completion import parse_partial_latin_square
    >>> a, s = parse_partial_latin_square([[0, None], [None, None]])
    >>> a.tolist(), s
    ([[0, -1], [-1, -1]], (0, 1))
    """
    if isinstance(partial, str):
        rows = [[None if t in EMPTY_TEXT else (int(t) if t.lstrip("-").isdigit() else t)
                 for t in line.replace(",", " ").split()] for line in partial.strip().splitlines() if line.split()]
    else:
        rows = [list(r) for r in partial]
    n = len(rows)
    if n == 0 or any(len(r) != n for r in rows):
        raise ValueError(f"a partial Latin square must be n x n; got rows of lengths {[len(r) for r in rows]}")
    entries = {x for r in rows for x in r if x is not None}
    if len(entries) > n:
        raise ValueError(f"a partial Latin square of order {n} has at most {n} symbols, not {len(entries)}")
    if len(entries) == n:
        symbols = tuple(sorted(entries, key=lambda x: (str(type(x)), x)))
    else:
        symbols = tuple(range(n))
        bad = [x for x in entries if x not in symbols]
        if bad:
            raise ValueError(f"with fewer than {n} distinct symbols the entries must be among 0..{n - 1}; "
                             f"{bad[0]!r} is not")
    index = {s: k for k, s in enumerate(symbols)}
    arr = np.array([[-1 if x is None else index[x] for x in r] for r in rows], dtype=np.int64)
    for what, a in (("row", arr), ("column", arr.T)):
        for i in range(n):
            seen: dict[int, int] = {}
            for j, s in enumerate(a[i]):
                if s < 0:
                    continue
                if s in seen:
                    cells = ((i, seen[s]), (i, j)) if what == "row" else ((seen[s], i), (j, i))
                    raise ValueError(f"not a partial Latin square: symbol {symbols[s]!r} appears twice in {what} "
                                     f"{i}, cells {cells[0]} and {cells[1]}")
                seen[int(s)] = j
    return arr, symbols


def latin_square_completions(partial: Any, *, limit: int | None = None) -> Iterator[LatinSquare]:
    """Yield the Latin squares that complete a partial Latin square (exact cover; see the module docstring).

    Parameters
    ----------
    partial : nested sequence or str
        As for :func:`parse_partial_latin_square`.
    limit : int, optional, keyword-only
        Stop after this many completions.

    Raises
    ------
    ValueError
        If ``partial`` is not a partial Latin square (a clash is named by its cells).

    Examples
    --------
    >>> from designs.completion import latin_square_completions
    >>> len(list(latin_square_completions([[None] * 3] * 3)))        # all 12 Latin squares of order 3
    12
    """
    arr, symbols = parse_partial_latin_square(partial)
    n = arr.shape[0]
    rows: dict[tuple[int, int, int], tuple] = {}
    for i in range(n):
        for j in range(n):
            choices = [int(arr[i, j])] if arr[i, j] >= 0 else range(n)
            for s in choices:
                rows[(i, j, s)] = (("cell", i, j), ("row", i, s), ("col", j, s))
    for cover in exact_covers(rows, limit=limit):
        out = np.empty((n, n), dtype=np.int64)
        for i, j, s in cover:
            out[i, j] = s
        yield LatinSquare._trusted(out, symbols)


def complete_latin_square(partial: Any) -> LatinSquare | None:
    """Return one completion of a partial Latin square, or None if it has none (the search is exhaustive).

    Examples
    --------
    >>> from designs.completion import complete_latin_square
    >>> complete_latin_square('''
    ... 1 . .
    ... . . 1
    ... . . .''').to_list()                        # symbols 0, 1, 2 (fewer than 3 appear)
    [[1, 0, 2], [0, 2, 1], [2, 1, 0]]
    >>> complete_latin_square([[0, None], [None, 1]]) is None      # the other diagonal cannot be filled
    True
    """
    return next(latin_square_completions(partial, limit=1), None)


def transversals(square: Any, *, limit: int | None = None) -> Iterator[tuple[int, ...]]:
    """Yield the transversals of a Latin square, each as the tuple of its columns, row by row.

    A transversal is a set of n cells, one per row and column, holding n distinct symbols; ``t[i]`` is the
    column of its cell in row i.

    Raises
    ------
    ValueError
        If ``square`` is not a Latin square.

    Examples
    --------
    >>> from designs import LatinSquare
    >>> from designs.completion import transversals
    >>> len(list(transversals(LatinSquare.cyclic(5)))), len(list(transversals(LatinSquare.cyclic(4))))
    (15, 0)
    """
    L = as_latin_square(square, "square")
    n = L.order
    a = L.array
    rows = {(i, j): (("row", i), ("col", j), ("sym", int(a[i, j]))) for i in range(n) for j in range(n)}
    for cover in exact_covers(rows, limit=limit):
        t = [0] * n
        for i, j in cover:
            t[i] = j
        yield tuple(t)


def orthogonal_mates(square: Any, *, limit: int | None = None) -> Iterator[LatinSquare]:
    """Yield the normalised orthogonal mates of a Latin square (first row 0, 1, ..., n - 1), one per partition
    of its cells into n disjoint transversals.

    Every mate is a relabelling of exactly one normalised mate. The transversals are listed first
    (:func:`transversals`), then the partitions are the exact covers of the n^2 cells by them.

    Raises
    ------
    ValueError
        If ``square`` is not a Latin square.

    Examples
    --------
    >>> from designs import LatinSquare, are_orthogonal
    >>> from designs.completion import orthogonal_mates
    >>> L = LatinSquare.cyclic(5)
    >>> mates = list(orthogonal_mates(L))
    >>> len(mates), all(are_orthogonal(L, M) for M in mates)
    (3, True)
    >>> list(orthogonal_mates(LatinSquare.cyclic(4)))              # no transversal, no mate
    []
    """
    L = as_latin_square(square, "square")
    n = L.order
    ts = list(transversals(L))
    rows = {k: tuple((i, t[i]) for i in range(n)) for k, t in enumerate(ts)}
    cells = [(i, j) for i in range(n) for j in range(n)]
    for cover in exact_covers(rows, cells, limit=limit):
        out = np.empty((n, n), dtype=np.int64)
        for k in cover:
            t = ts[k]
            for i in range(n):
                out[i, t[i]] = t[0]             # the symbol of a transversal is its column in row 0
        yield LatinSquare._trusted(out)
