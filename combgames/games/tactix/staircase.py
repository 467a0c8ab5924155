"""Monotonic (staircase) Tactix boards: a dynamic programme polynomial in the number of counters.

A *monotonic* board has rows of lengths l_1, ..., l_k (each >= 1) where row i + 1 starts in the column
where row i ends, one row lower::

    x x x
        x x
          x x x x

Read row by row, left to right, its counters form a path in which consecutive counters are adjacent, and
every legal move (a run in one row or one column) is a run of consecutive counters of that path. So every
group of counters that can arise is an interval [s, e] of the path, "one per start and end point", and a
move inside it is a sub-interval [i, j] lying in one row or one column, leaving the intervals [s, i - 1]
and [j + 1, e], whose values XOR (seeds/004_7c4ca64fa9fabca3.txt, "Monotonic boards"). Memoising the
O(n^2) intervals gives a polynomial algorithm; the seed states O(n^4) time.

The S-shaped boards of :mod:`combgames.games.tactix.sshape` are the two-row case.

The monotonic boards with n counters are in one-to-one correspondence with the *compositions* of n (ordered
row lengths >= 1): :func:`compositions` lists them and :func:`staircase_cells` gives a board's cells.
:func:`combgames.games.tactix.staircase_game` builds the board as a :class:`~combgames.games.tactix.Tactix` game,
and :func:`combgames.games.tactix.monotone_boards` yields every board with n counters, so the dynamic programme
can be checked against the generic solver on all of them (they live with the game, which values its boards by
this module).
"""

from __future__ import annotations

from typing import Iterable, Iterator, Sequence

from combgames.base.mex import mex
from combgames.base.checks import LimitError, check_int, check_size, is_int

__all__ = ["MAX_OPERATIONS", "compositions", "staircase_cells", "staircase_intervals", "staircase_value",
           "staircase_values"]


MAX_COUNTERS = 10**6
"""Limit on the counters of a monotonic board built cell by cell."""

MAX_OPERATIONS = 5 * 10**8
"""Default limit on the steps of :func:`staircase_values`: intervals times moves (about 20 s in Python)."""


def _check_lengths(lengths: Sequence[int]) -> tuple[int, ...]:
    if isinstance(lengths, (str, bytes)) or not isinstance(lengths, Iterable):
        raise TypeError(f"row lengths must be a sequence of positive integers, not {type(lengths).__name__} "
                        f"{lengths!r}")
    ls = tuple(lengths)
    if not ls or any(not is_int(x) or x < 1 for x in ls):
        text = repr(list(ls)) if len(ls) <= 20 else repr(list(ls[:20]))[:-1] + ", ...]"
        raise ValueError(f"row lengths must be a non-empty sequence of positive integers, not {text}")
    total = sum(int(x) for x in ls)
    if total > MAX_COUNTERS:
        raise ValueError(f"a monotonic board of {total:,} counters is more than the {MAX_COUNTERS:,} built cell by cell")
    return tuple(int(x) for x in ls)


def compositions(total: int) -> Iterator[tuple[int, ...]]:
    """Yield the compositions of ``total``: the ordered tuples of positive integers with sum ``total``.

    There are ``2 ** (total - 1)`` of them for total >= 1 (one cut or none between consecutive units), and one,
    the empty tuple, for total = 0. They come in the order of the cut sets read as binary numbers: bit i of
    the number set means a new part starts after unit i + 1.

    Raises
    ------
    ValueError
        If ``total`` is not a non-negative integer.

    Examples
    --------
    >>> list(compositions(3))
    [(3,), (1, 2), (2, 1), (1, 1, 1)]
    >>> sum(1 for _ in compositions(10))
    512
    """
    total = check_int(total, "total", minimum=0)
    if total == 0:
        yield ()
        return
    for cuts in range(1 << (total - 1)):
        lengths, run = [], 1
        for i in range(total - 1):
            if cuts >> i & 1:
                lengths.append(run)
                run = 0
            run += 1
        lengths.append(run)
        yield tuple(lengths)


def staircase_cells(lengths: Sequence[int]) -> list[tuple[int, int]]:
    """Return the ``(row, col)`` cells of the monotonic board with the given row lengths, in path order.

    Examples
    --------
    >>> staircase_cells([3, 2])
    [(0, 0), (0, 1), (0, 2), (1, 2), (1, 3)]
    """
    ls = _check_lengths(lengths)
    cells = []
    col = 0
    for r, n in enumerate(ls):
        cells.extend((r, col + c) for c in range(n))
        col += n - 1
    return cells


def staircase_intervals(lengths: Sequence[int]) -> list[tuple[int, int]]:
    """Return the legal moves of the full board as path intervals ``(i, j)``: runs in one row or column."""
    cells = staircase_cells(lengths)
    n = len(cells)
    out = []
    for i in range(n):
        for j in range(i, n):
            rows = {cells[t][0] for t in range(i, j + 1)}
            cols = {cells[t][1] for t in range(i, j + 1)}
            if len(rows) == 1 or len(cols) == 1:
                out.append((i, j))
            elif len(rows) > 1 and len(cols) > 1:
                break  # longer intervals with the same start only bend more
    return out


def staircase_values(lengths: Sequence[int], *, max_operations: int = MAX_OPERATIONS) -> list[list[int]]:
    """Return ``V`` with ``V[s][e]`` the Grundy value of the path interval [s, e] (``V[s][s - 1] = 0``).

    Raises
    ------
    ValueError
        For bad row lengths.
    combgames.base.checks.LimitError
        Refused (``refused=True``) when the programme's steps, (number of intervals) x (number of moves), would
        be more than ``max_operations`` (default 5 * 10^8, about 20 s; the message gives the count).

    Notes
    -----
    Intervals are processed by increasing length; each takes one mex over the straight sub-intervals it
    contains: O(n^2) intervals times O(n^2) moves, O(n^4) in all (with word-sized values), as in the seed.
    """
    moves = staircase_intervals(lengths)
    n = len(staircase_cells(lengths))
    max_operations = check_int(max_operations, "max_operations", minimum=1)
    try:  # the exact count of the programme's steps: a refusal up front
        check_size(n * (n + 1) // 2 * len(moves), max_operations, call="staircase_values",
                   what=f"the board of {n:,} counters ({n * (n + 1) // 2:,} intervals, {len(moves):,} moves)",
                   name="max_operations", unit="steps", verb="compute")
    except ValueError as err:
        raise LimitError(str(err), refused=True) from None
    # V[s][e + 1] holds the value of [s, e]; V[s][s] = 0 for the empty interval
    V = [[0] * (n + 1) for _ in range(n + 1)]
    for length in range(1, n + 1):
        for s in range(0, n - length + 1):
            e = s + length - 1
            V[s][e + 1] = mex(V[s][i] ^ V[j + 1][e + 1] for i, j in moves if s <= i and j <= e)
    return [[V[s][e + 1] for e in range(n)] for s in range(n)]


def staircase_value(lengths: Sequence[int], *, max_operations: int = MAX_OPERATIONS) -> int:
    """Return the normal-play Grundy value of the full monotonic board with these row lengths (refused over
    ``max_operations`` steps, as :func:`staircase_values`).

    Examples
    --------
    >>> staircase_value([4]), staircase_value([1, 1]), staircase_value([2, 2])
    (4, 2, 1)
    """
    return staircase_values(lengths, max_operations=max_operations)[0][-1]
