"""Grids as bitmasks: cell (r, c) of a rows x cols grid is bit ``r * cols + c``.

The points of any bitmask, Python side (:func:`set_bits`), and the one home of the bit-parallel grid operations that games and their theory share (the 4-connected components
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

__all__ = ["column_masks", "grid_components", "set_bits"]

_BYTE_BITS = [[tuple(8 * k + i for i in range(8) if b >> i & 1) for b in range(256)] for k in range(8)]
"""``_BYTE_BITS[k][b]``: the set bits of byte k of a mask whose bits there are b (the first 64 bits)."""


def set_bits(mask: int) -> list[int]:
    """The indices of the set bits of ``mask`` (a non-negative int: the points or cells of a board), in increasing
    order: a byte at a time by table for the first 64 bits, then the lowest bit at a time.

    Examples
    --------
    >>> set_bits(0b100010011), set_bits(1 << 70 | 1), set_bits(0)
    ([0, 1, 4, 8], [0, 70], [])
    """
    out: list[int] = []
    for table in _BYTE_BITS:
        if not mask:
            return out
        out += table[mask & 255]
        mask >>= 8
    base = 64
    while mask:
        low = mask & -mask
        out.append(base + low.bit_length() - 1)
        mask ^= low
    return out


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
