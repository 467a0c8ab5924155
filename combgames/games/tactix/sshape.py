"""S-shaped Tactix boards: the closed formula r(a, b) and the exact dynamic programme.

An *S-shaped board* S(a, b) has a counters in a top row and b counters in a bottom row, the bottom row
starting directly below the last counter of the top row, so the two rows share exactly one vertical pair::

    x x x x            (a = 4)
          x x x        (b = 3)

It is the two-row monotonic board (:mod:`combgames.games.tactix.staircase`). Iacono and Mazur state
(seeds/004_7c4ca64fa9fabca3.txt, "Result") that its Nim value is r(a, b), where, with m the largest power of
two <= a, a' = a - m and b' = b - m:

* if the largest power of two <= b is not m, r(a, b) = a + b (the number of counters);
* else if r(a', b') < a' + b', r(a, b) = r(a', b');
* else if a' + b' < m - 1, r(a, b) = a' + b' + 1;
* else r(a, b) = a + b.

Here "m is the lowest power of 2 below or at a" in the text must be read as the *largest* power of two
<= a (the smallest is always 1; that literal reading is wrong already at S(2, 2), see ``power=`` of
:func:`s_formula`). The text gives no base case, and the recursion reaches a' = 0 or b' = 0 (then "the largest power of two
<= 0" is undefined). The base case it must mean, and the one that makes the formula agree with the exact
values (checked for all a, b <= 256 in the tests), is the board with an empty row: a single row of
counters is a Nim heap, so **r(a, 0) = a and r(0, b) = b** (in particular r(0, 0) = 0). Reading the base
case as 0 (an "empty" S) gives wrong values, e.g. at (a, b) = (2, 3).

Exact values: a move in the top row removes a run leaving a heap of i counters (left) and S(a'', b) with
i + a'' = a - 1; symmetrically in the bottom row; the vertical pair leaves two heaps a - 1 and b - 1. So
``R(a, b) = mex({i ^ R(a'', b)} u {R(a, b'') ^ k} u {(a - 1) ^ (b - 1)})``, computed by :func:`s_table`.
"""

from __future__ import annotations

import numpy as np

from combgames.games.tactix import _kernels
from combgames.base.checks import LimitError, check_int, check_one_of, check_size
from combgames.base.kernels import kernel, resolve_backend

__all__ = ["MAX_OPERATIONS", "s_formula", "s_table", "s_value", "s_board_text"]


def _check(a: int, b: int) -> tuple[int, int]:
    return check_int(a, "a", minimum=0), check_int(b, "b", minimum=0)


def s_formula(a: int, b: int, *, base: str = "heap", power: str = "largest") -> int:
    """Return the seed's closed formula r(a, b) for the S-shaped board with a top and b bottom counters.

    Parameters
    ----------
    a, b : int
        Counters in the top and bottom rows (any size; Python integers).
    base : {"heap", "zero"}
        The base case for a row with no counters: ``"heap"`` (default, the one the text must mean:
        r(a, 0) = a, r(0, b) = b) or ``"zero"`` (r = 0 whenever a row is empty; kept to exhibit that this
        reading is wrong).
    power : {"largest", "smallest"}
        Which power of two m is: ``"largest"`` <= a (default; the only reading under which the formula is
        right) or ``"smallest"``, the literal reading of the text's "the lowest power of 2 below or at a",
        which is always m = 1 (kept to exhibit that it is a slip of wording).

    Returns
    -------
    int

    Notes
    -----
    Each step removes the common leading bit of a and b, so there are at most log2(max(a, b)) + 1 steps,
    each O(log n) on Python integers (an iterative loop; no recursion limit).

    Examples
    --------
    >>> s_formula(2, 2), s_formula(5, 6), s_formula(3, 4), s_formula(10**18, 10**18)
    (1, 11, 7, 1)
    """
    a, b = _check(a, b)
    check_one_of(base, "base", ("heap", "zero"))
    check_one_of(power, "power", ("largest", "smallest"))
    if power == "smallest":
        return _literal_formula(a, b)
    # walk down: record (a, b, m) while the leading powers agree
    frames = []
    while a and b and a.bit_length() == b.bit_length():
        m = 1 << (a.bit_length() - 1)
        frames.append((a, b, m))
        a, b = a - m, b - m
    if base == "zero" and frames and (a == 0 or b == 0):
        r = 0
    else:
        r = a + b  # a row is empty (a Nim heap), or the leading powers differ: the number of counters
    for a, b, m in reversed(frames):
        a1, b1 = a - m, b - m
        if r < a1 + b1:
            continue
        r = a1 + b1 + 1 if a1 + b1 < m - 1 else a + b
    return r


def _literal_formula(a: int, b: int) -> int:
    """The formula with m = 1 at every step (the smallest power of two <= a), iteratively."""
    steps = min(a, b)
    a1, b1 = a - steps, b - steps
    r = a1 + b1  # one row is empty: a heap
    for k in range(steps):
        a0, b0 = a1 + 1, b1 + 1  # the pair one step up; m = 1, so a' = a1, b' = b1 and m - 1 = 0
        if not r < a1 + b1:
            r = a0 + b0  # a' + b' < m - 1 = 0 never holds
        a1, b1 = a0, b0
    return r


MAX_OPERATIONS = 2 * 10**10
"""Default limit on the kernel steps of :func:`s_table`, max_a * max_b * (max_a + max_b) (about 20 s)."""


def s_table(max_a: int, max_b: int | None = None, *, backend: str = "auto",
            max_operations: int = MAX_OPERATIONS) -> np.ndarray:
    """Return ``R`` with ``R[a, b]`` the exact Grundy value of S(a, b) for all a <= max_a, b <= max_b.

    Dynamic programme over (a, b) in increasing order (kernel ``s_shape_table`` of
    :mod:`combgames.games.tactix._kernels`); the options of S(a, b) from top-row moves are those of S(a - 1, b)
    plus the a new values ``i ^ R[a - 1 - i, b]``, so each cell adds O(a + b) options.

    Parameters
    ----------
    max_a, max_b : int
        Table bounds (``max_b`` defaults to ``max_a``).
    backend : {"auto", "numba", "python"}
        Compiled kernel or its pure-Python twin.
    max_operations : int
        Refuse a table whose cost, max_a * max_b * (max_a + max_b), is more than this (default 2 * 10^10,
        about 20 s with numba: a 2000 x 2000 table).

    Raises
    ------
    ValueError
        For a negative bound or an unknown backend.
    combgames.base.checks.LimitError
        Refused (``refused=True``) when the cost is over ``max_operations`` (the message gives it).

    Notes
    -----
    O(max_a * max_b * (max_a + max_b)) time; about 0.2 s for 512 x 512 with numba.

    Examples
    --------
    >>> s_table(3, backend="python").tolist()
    [[0, 1, 2, 3], [1, 2, 3, 4], [2, 3, 1, 5], [3, 4, 5, 6]]
    """
    if max_b is None:
        max_b = max_a
    max_a = check_int(max_a, "max_a", minimum=0)
    max_b = check_int(max_b, "max_b", minimum=0)
    max_operations = check_int(max_operations, "max_operations", minimum=1)
    try:  # the exact count of the programme's steps: a refusal up front
        check_size(max_a * max_b * (max_a + max_b), max_operations, call=f"s_table({max_a}, {max_b})",
                   what=f"the table of S(a, b) up to a = {max_a}, b = {max_b} (max_a max_b (max_a + max_b))",
                   name="max_operations", unit="steps", verb="compute", note="s_formula gives the closed form")
    except ValueError as err:
        raise LimitError(str(err), refused=True) from None
    fn = kernel(_kernels.s_shape_table, resolve_backend(backend))
    R = np.zeros((max_a + 1, max_b + 1), dtype=np.int64)
    fn(max_a, max_b, R)
    R.flags.writeable = False
    return R


def s_value(a: int, b: int, *, max_operations: int = MAX_OPERATIONS) -> int:
    """Return the exact Grundy value of S(a, b) by :func:`s_table` (O(a b (a + b)) time; refused over
    ``max_operations``, as there)."""
    a, b = _check(a, b)
    return int(s_table(a, b, max_operations=max_operations)[a, b])


def s_board_text(a: int, b: int) -> str:
    """Return the board text of S(a, b) on a 2 x (a + b - 1) grid (a, b >= 1).

    Examples
    --------
    >>> s_board_text(3, 2)
    'xxx./..xx'
    """
    a, b = _check(a, b)
    if a < 1 or b < 1:
        raise ValueError(f"an S-shaped board needs a >= 1 and b >= 1, not a={a}, b={b}")
    if a + b > 10**6:
        raise ValueError(f"s_board_text({a}, {b}): the board text would have 2 (a + b) = {2 * (a + b):,} "
                         "characters, more than 2 * 10^6")
    width = a + b - 1
    return "x" * a + "." * (width - a) + "/" + "." * (a - 1) + "x" * b
