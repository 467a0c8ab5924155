"""Grids as bitmasks: cell (r, c) of a rows x cols grid is bit ``r * cols + c``.

The one home of the bit-parallel grid operations that games and their theory share (the 4-connected components
of a set of cells, the masks that stop a shift from wrapping round a row; the flood fill of one component is the
jitable :func:`combgames.base.grid_kernels.grid_component`, which compiled kernels call too): Tactix's components
(:mod:`combgames.games.tactix.values`) and the regions of Domineering and Clobber (:mod:`combgames.games.partizan`).

Examples
--------
>>> # the grid  xx.      two components: {0, 1, 4} and {8}
>>> #           .x.
>>> #           ..x
>>> [bin(c) for c in grid_components(3, 3, 0b100010011)]
['0b10011', '0b100000000']
"""

from __future__ import annotations

from functools import lru_cache

from combgames.base import grid_kernels
from combgames.base.grid_kernels import grid_component

__all__ = ["column_masks", "grid_components"]


column_masks = lru_cache(maxsize=1024)(grid_kernels.column_masks)
"""(cells not in the first column, cells not in the last column) of a rows x cols grid: the jitable
:func:`combgames.base.grid_kernels.column_masks`, remembered for Python callers."""


def grid_components(rows: int, cols: int, occupied: int) -> list[int]:
    """The 4-connected components of the cells of ``occupied`` (bitmasks, lowest cell's component first)."""
    parts = []
    left = occupied
    not_first, not_last = column_masks(rows, cols)
    while left:
        comp = grid_component(left & -left, occupied, cols, not_first, not_last)
        parts.append(comp)
        left &= ~comp
    return parts
