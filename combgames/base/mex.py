"""The minimum excludant, the one operation of Sprague-Grundy theory every layer needs.

``mex(S)`` is the least non-negative integer not in S: the Grundy value of a position whose options have the
values S (Sprague-Grundy theorem). It lives in the shared base so that the generic Grundy evaluator
(:mod:`combgames.solvers.grundy`) and a game's own theory (:mod:`combgames.games.tactix`) use the same one.
"""

from __future__ import annotations

from typing import Iterable

__all__ = ["mex"]


def mex(values: Iterable[int]) -> int:
    """Return the minimum excludant: the least non-negative integer not in ``values``.

    Examples
    --------
    >>> mex([]), mex([0, 1, 3]), mex([1, 2])
    (0, 2, 0)
    """
    seen = set(values)
    m = 0
    while m in seen:
        m += 1
    return m
