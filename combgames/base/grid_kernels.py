"""Grids as bitmasks inside compiled kernels: the masks of the columns and the flood fill of one component.

Cell (r, c) of a grid of ``cols`` columns is bit ``r * cols + c`` of a mask (:mod:`combgames.base.bitboards`, whose
:func:`~combgames.base.bitboards.grid_components` is the plain Python side). Both pieces are written once here,
as :func:`combgames.base.kernels.jitable` functions: Tactix's table kernel (:mod:`combgames.games.tactix._kernels`)
compiles them inline, and the games call them as Python on Python ints.
No numpy is imported, so the games that run without it keep doing so.

Examples
--------
>>> # the grid  xx.      the component of cell 0 is {0, 1, 4}
>>> #           .x.      (not_first, not_last: the cells not in the first, not in the last column)
>>> #           ..x
>>> bin(grid_component(0b1, 0b100010011, 3, 0b110110110, 0b011011011))
'0b10011'
"""

from __future__ import annotations

from combgames.base.kernels import jitable

__all__ = ["column_masks", "grid_component"]


@jitable
def column_masks(rows, cols):
    """(cells not in the first column, cells not in the last column) of a rows x cols grid.

    A set shifted left by one (``m << 1``) and masked by the first keeps the cells whose left neighbour is in
    the set; shifted right and masked by the second, those whose right neighbour is.
    """
    row_not_first = (1 << cols) - 2
    row_not_last = (1 << (cols - 1)) - 1
    not_first = 0
    not_last = 0
    for r in range(rows):
        not_first |= row_not_first << (r * cols)
        not_last |= row_not_last << (r * cols)
    return not_first, not_last


@jitable
def grid_component(seed, within, cols, not_first, not_last):
    """The cells of ``within`` 4-connected to ``seed`` (a subset of it) in a grid of ``cols`` columns (cell
    (r, c) is bit ``r * cols + c``), with the grid's masks of the cells not in the first column ``not_first``
    and not in the last ``not_last`` (:func:`column_masks`).

    The set grows by shifting it one step in the four directions at once (a flood fill in bit-parallel form),
    so a component costs about its diameter in steps. (It returns once, after its loop: early returns from inside a
    loop, inlined into a kernel, cost the torus prover a fifth of its time.)
    """
    comp = seed
    while True:
        grow = (comp | ((comp << 1) & not_first) | ((comp >> 1) & not_last) | (comp << cols)
                | (comp >> cols)) & within
        if grow == comp:
            break
        comp = grow
    return comp
