"""Grids as bitmasks: cell (r, c) of a rows x cols grid is bit ``r * cols + c``.

The one home of the bit-parallel grid operations that games and their theory share (the 4-connected components
of a set of cells, the masks that stop a shift from wrapping round a row): Tactix's components
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

__all__ = ["column_masks", "grid_component", "grid_components"]


@lru_cache(maxsize=1024)
def column_masks(rows: int, cols: int) -> tuple[int, int]:
    """(cells not in the first column, cells not in the last column) of a rows x cols grid.

    A set shifted left by one (``m << 1``) and masked by the first keeps the cells whose left neighbour is in
    the set; shifted right and masked by the second, those whose right neighbour is.
    """
    row_not_first = (1 << cols) - 2
    row_not_last = (1 << (cols - 1)) - 1
    not_first = not_last = 0
    for r in range(rows):
        not_first |= row_not_first << (r * cols)
        not_last |= row_not_last << (r * cols)
    return not_first, not_last


def grid_component(seed: int, within: int, cols: int, not_first: int, not_last: int) -> int:
    """The cells of ``within`` 4-connected to ``seed`` (a subset of it) in a grid of ``cols`` columns, with the
    grid's :func:`column_masks` ``not_first, not_last``.

    The set grows by shifting it one step in the four directions at once (a flood fill in bit-parallel form),
    so a component costs about its diameter in steps.
    """
    comp = seed
    while True:
        grow = (comp | ((comp << 1) & not_first) | ((comp >> 1) & not_last) | (comp << cols)
                | (comp >> cols)) & within
        if grow == comp:
            return comp
        comp = grow


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
