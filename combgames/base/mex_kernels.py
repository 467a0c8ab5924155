"""The minimum excludant inside compiled kernels: one jitable, called by every kernel that takes a mex.

A kernel that computes Grundy values position after position keeps one array ``seen`` and marks the value of
each option of the current position with a *stamp* that is new for that position (its index, say): then the
mex of the options' values is the least ``g`` with ``seen[g] != stamp``, and no array is cleared between
positions. This is the plain :func:`combgames.base.mex.mex` of the values stamped (Sprague-Grundy theorem:
the value of a position is the mex of its options' values), written for arrays so that numba compiles it
inline (:func:`combgames.base.kernels.jitable`); run as Python it works on lists too.

Examples
--------
>>> seen = [7, 7, 3, 7, 0]
>>> stamped_mex(seen, 7)
2
"""

from __future__ import annotations

from combgames.base.kernels import jitable

__all__ = ["stamped_mex"]


@jitable
def stamped_mex(seen, stamp):
    """The least ``g >= 0`` with ``seen[g] != stamp``: the mex of the values marked ``stamp`` in ``seen``.

    ``seen`` must have an unmarked entry at or below the largest value marked plus one (a table one longer
    than the largest value an option can have).
    """
    g = 0
    while seen[g] == stamp:
        g += 1
    return g
