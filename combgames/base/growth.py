"""How a cost grows with the size of the input: a deterministic step count and the growth order that fits it.

A claim "computable in O(f(n)) time" is checked by growth over many sizes, not by one timing: measure the
work W(n) for sizes spread over many orders of magnitude and find which f makes W(n) = c0 + c1 f(n) fit.
Timings vary with the machine and the load; a step count does not. :func:`executed_lines` counts the Python
lines a call executes (in the function and everything it calls in Python), a step count that needs no
instrumentation of the function; :func:`growth_order` fits the candidates of :data:`GROWTH_ORDERS` and
returns the slowest-growing one that fits as well as the best.

Examples
--------
>>> from combgames.base.growth import executed_lines, growth_order
>>> def binary_digits(n):
...     count = 0
...     while n:
...         n >>= 1
...         count += 1
...     return count
>>> sizes = [2 ** k for k in range(1, 41)]
>>> growth_order(sizes, [executed_lines(binary_digits, n)[1] for n in sizes])
'O(log n)'
>>> growth_order(list(range(1, 41)), [executed_lines(binary_digits, 2 ** n)[1] for n in range(1, 41)])
'O(n)'
"""

from __future__ import annotations

import math
import sys
from typing import Any, Callable, Sequence

__all__ = ["GROWTH_ORDERS", "executed_lines", "growth_order"]

#: The candidate orders, slowest-growing first: name -> f(n).
GROWTH_ORDERS: dict[str, Callable[[float], float]] = {
    "O(1)": lambda n: 1.0,
    "O(log n)": lambda n: math.log2(n),
    "O(log^2 n)": lambda n: math.log2(n) ** 2,
    "O(sqrt n)": math.sqrt,
    "O(n)": lambda n: float(n),
    "O(n log n)": lambda n: n * math.log2(n),
    "O(n^2)": lambda n: float(n) ** 2,
}


def executed_lines(function: Callable[..., Any], *args: Any, **kwargs: Any) -> tuple[Any, int]:
    """Call ``function(*args, **kwargs)`` and count the Python lines it executes.

    Every line event of the call and of the Python functions it calls is counted (C functions count as part
    of the line that calls them), so the count is the number of Python steps: deterministic, unlike a
    timing, and proportional to the running time of pure-Python code up to the cost of big-integer steps.

    Parameters
    ----------
    function : callable
    *args, **kwargs
        Its arguments.

    Returns
    -------
    (Any, int)
        The function's result and the number of lines executed.

    Notes
    -----
    Uses :func:`sys.settrace` for the duration of the call and restores the previous trace function (a
    coverage tool sees nothing of the call).
    """
    count = 0

    def trace(frame: Any, event: str, arg: Any) -> Callable:
        nonlocal count
        if event == "line":
            count += 1
        return trace

    previous = sys.gettrace()
    sys.settrace(trace)
    try:
        result = function(*args, **kwargs)
    finally:
        sys.settrace(previous)
    return result, count


def growth_order(sizes: Sequence[float], work: Sequence[float], *, tolerance: float = 0.001) -> str:
    """Return the slowest-growing order f of :data:`GROWTH_ORDERS` with work ~ c0 + c1 f(size), c1 >= 0.

    For each candidate f the least-squares line work = c0 + c1 f(size) is fitted; its error is the root mean
    square residual relative to the spread of the work. The answer is the first candidate (slowest growth)
    whose error is within ``tolerance`` of the smallest error found.

    Parameters
    ----------
    sizes : sequence of float
        Input sizes n >= 1, at least three distinct ones (spread over orders of magnitude for a clear answer).
    work : sequence of float
        The measured work at each size.
    tolerance : float
        How much worse than the best fit (in units of the spread of the work) a slower order may fit and still
        be chosen.

    Returns
    -------
    str
        A key of :data:`GROWTH_ORDERS`, e.g. ``"O(log n)"``.

    Raises
    ------
    ValueError
        If the sequences differ in length, a size is below 1, or there are fewer than three distinct sizes.

    Notes
    -----
    Neighbouring orders (n and n log n, log^2 n and sqrt n) differ little over a narrow range of sizes: give
    many sizes over a wide range, and exact counts rather than timings. Work that does not grow (or shrinks)
    is ``"O(1)"``.
    """
    import numpy as np

    n = np.asarray(sizes, dtype=float)
    w = np.asarray(work, dtype=float)
    if n.shape != w.shape or n.ndim != 1:
        raise ValueError(f"sizes and work must be sequences of equal length, not {n.shape} and {w.shape}")
    if len(set(n.tolist())) < 3:
        raise ValueError(f"growth needs at least three distinct sizes, not {sorted(set(n.tolist()))}")
    if (n < 1).any():
        raise ValueError(f"sizes must be >= 1, not {n.min()}")
    spread = float(np.ptp(w))
    if spread == 0:
        return "O(1)"
    errors = {}
    for name, f in GROWTH_ORDERS.items():
        x = np.array([f(v) for v in n])
        if np.ptp(x) == 0:
            errors[name] = math.sqrt(float(np.mean((w - w.mean()) ** 2))) / spread
            continue
        A = np.column_stack([np.ones_like(x), x])
        (c0, c1), *_ = np.linalg.lstsq(A, w, rcond=None)
        if c1 < 0:
            errors[name] = math.inf
            continue
        errors[name] = math.sqrt(float(np.mean((w - (c0 + c1 * x)) ** 2))) / spread
    best = min(errors.values())
    return next(name for name, e in errors.items() if e <= best + tolerance)
