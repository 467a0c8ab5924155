"""Grids as bitmasks: cell (r, c) of a rows x cols grid is bit ``r * cols + c``.

The one home of the bit-parallel grid operations that games and their theory share (the 4-connected components
of a set of cells, the masks that stop a shift from wrapping round a row): Tactix's components
(:mod:`combgames.grundy.tactix`) and the regions of Domineering and Clobber (:mod:`combgames.games.partizan`).

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

__all__ = ["column_masks", "grid_components"]


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


def grid_components(rows: int, cols: int, occupied: int) -> list[int]:
    """The 4-connected components of the cells of ``occupied`` (bitmasks, lowest cell's component first).

    Each component grows from its lowest cell by shifting the whole set one step in the four directions at
    once (a flood fill in bit-parallel form), so a component of k cells costs about its diameter in steps.
    """
    parts = []
    left = occupied
    not_first, not_last = column_masks(rows, cols)
    while left:
        comp = left & -left
        while True:
            grow = (comp | ((comp << 1) & not_first) | ((comp >> 1) & not_last) | (comp << cols)
                    | (comp >> cols)) & occupied
            if grow == comp:
                break
            comp = grow
        parts.append(comp)
        left &= ~comp
    return parts
