"""The Wythoff kernel: the Sprague-Grundy values of Wythoff's game on a square of heap pairs, by bit sets.

A position of Wythoff's game is a pair of heaps (a, b); a move takes tokens from one heap or the same number
from both: the queen of Wyt Queens moving down, left or diagonally down-left on a quarter-plane (Berlekamp,
Conway, Guy, *Winning Ways*, vol. 1, ch. 3). G(a, b) is the mex of the values in the same row to the left, the
same column below and the same diagonal below-left. :func:`wythoff_grundy_table` keeps the values met so far
in each row, column and diagonal as bit sets of 64-bit words, so the mex of a cell is the lowest bit clear in
the union of three bit sets, found a word at a time (G(a, b) <= a + b: the union has a clear bit below a + b + 1).

It is plain Python over numpy arrays: the reference (``backend="python"``) and, unchanged, the compiled kernel
(:func:`combgames.base.kernels.kernel`); :mod:`combgames.games.wythoff` runs it.
"""

from __future__ import annotations

import numpy as np

from combgames.base.bitboard_kernels import lowest_bit

__all__ = ["wythoff_grundy_table"]

_ZERO = np.uint64(0)
_ONE = np.uint64(1)
_LOW6 = np.int64(63)


def wythoff_grundy_table(size, out, row_bits, col_bits, diag_bits):
    """Fill ``out[a, b]`` (0 <= a, b < ``size``) with the Sprague-Grundy value of Wythoff's game at heaps (a, b).

    ``row_bits`` and ``col_bits`` are zero ``uint64`` arrays of shape (size, words) and ``diag_bits`` of shape
    (2 * size - 1, words), with ``words * 64 > 2 * size``: bit g of ``row_bits[a]`` says that a cell of row a
    already has the value g (and likewise for columns and the diagonals a - b + size - 1).
    """
    for a in range(size):
        for b in range(size):
            d = a - b + size - 1
            w = 0
            free = ~(row_bits[a, 0] | col_bits[b, 0] | diag_bits[d, 0])
            while free == _ZERO:
                w += 1
                free = ~(row_bits[a, w] | col_bits[b, w] | diag_bits[d, w])
            g = np.int64(w * 64) + np.int64(lowest_bit(free))
            out[a, b] = g
            word = g >> np.int64(6)
            bit = _ONE << np.uint64(g & _LOW6)
            row_bits[a, word] |= bit
            col_bits[b, word] |= bit
            diag_bits[d, word] |= bit
