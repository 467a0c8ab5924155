"""Bit operations on bitboards inside compiled kernels: jitables, written once, called by every kernel.

A *bitboard* is a set of cells (or points) as the bits of one machine word: ``uint64`` in the positional
solvers, a non-negative ``int64`` in the retrograde analysis of stone games and in Tactix. Each function here is
a :func:`combgames.base.kernels.jitable`: plain Python, compiled inline into the kernels that call it, and
written so that it compiles for either integer type without mixing signed and unsigned words (numba types a
``uint64`` combined with an ``int64`` as a float); run as Python, on Python ints or numpy scalars, it gives the
same values.

- :func:`popcount` and :func:`lowest_bit`: the number of cells of a word and the index of its lowest cell;
- :func:`pair_hash`: a 64-bit hash of a position's two masks, for the slots of transposition tables;
- :func:`has_line`: whether a set of cells holds a whole line of a list of lines (the end of a positional or
  stone game);
- :func:`insert_by_score`: a cell put into a best-first list of moves by its score (the move ordering of the
  searches). Each returns once, after its loop: early returns from inside a loop, inlined into a kernel,
  cost the torus prover a fifth of its time.

The flood fill of a grid's cells is in :mod:`combgames.base.grid_kernels` (without numpy, for the games that
run without it).

Examples
--------
>>> import numpy as np
>>> int(popcount(np.uint64(0b1011))), int(lowest_bit(np.uint64(0b1000))), int(popcount(2 ** 63 + 2 ** 61 + 1))
(3, 3, 3)
>>> has_line(0b111, np.array([0b11000, 0b00111])), has_line(0b101, np.array([0b11000, 0b00111]))
(True, False)
"""

from __future__ import annotations

import numpy as np

from combgames.base.kernels import jitable

__all__ = ["has_line", "insert_by_score", "lowest_bit", "pair_hash", "popcount"]

_M1 = np.uint64(0x5555555555555555)
_M2 = np.uint64(0x3333333333333333)
_M4 = np.uint64(0x0F0F0F0F0F0F0F0F)
_H01 = np.uint64(0x0101010101010101)
_ONE = np.uint64(1)
_GOLDEN = np.uint64(0x9E3779B97F4A7C15)
_XXH2 = np.uint64(0xC2B2AE3D27D4EB4F)
_OFFSET = np.uint64(0x632BE59BD9B4E019)


@jitable
def popcount(v):
    """The number of set bits of a 64-bit word ``v`` (``uint64``, or a non-negative ``int64``), as ``int64``.

    The sideways sums of Knuth, TAOCP 4A, 7.1.3, (62): bit pairs, nibbles, bytes, then the bytes summed by one
    multiplication; LLVM recognises the pattern and emits the ``popcnt`` instruction.
    """
    v = np.uint64(v)
    v = v - ((v >> _ONE) & _M1)
    v = (v & _M2) + ((v >> np.uint64(2)) & _M2)
    v = (v + (v >> np.uint64(4))) & _M4
    return np.int64(np.multiply(v, _H01) >> np.uint64(56))  # np.multiply: wraps round without a warning


@jitable
def lowest_bit(v):
    """The index of the lowest set bit of a non-zero 64-bit word ``v`` (the number of bits below it)."""
    u = np.uint64(v)
    return popcount((u & (~u + _ONE)) - _ONE)


@jitable
def has_line(cells, lines):
    """Whether the set ``cells`` holds every cell of some line of ``lines`` (an array of masks of its type)."""
    found = False
    for j in range(lines.shape[0]):
        if cells & lines[j] == lines[j]:
            found = True
            break
    return found


@jitable
def pair_hash(a, b, shift):
    """A 64-bit hash of the pair of ``uint64`` words ``(a, b)`` (a position's two masks), whose low bits pick a
    table slot: ``h = a K1 xor (b + C) K2 (mod 2^64)``, then ``h xor (h >> shift)`` folds high bits down.

    K1 is 2^64 over the golden ratio (Knuth's multiplicative hashing, TAOCP 3, 6.4), K2 a prime of xxHash64; the
    products wrap round (``np.multiply``, ``np.add``: no warning when run as Python).
    """
    h = np.multiply(a, _GOLDEN) ^ np.multiply(np.add(b, _OFFSET), _XXH2)
    return h ^ (h >> np.uint64(shift))


@jitable
def insert_by_score(scores, items, n, score, item):
    """Insert ``item`` with ``score`` into the first ``n`` entries of ``items`` (and ``scores``), kept in order of
    decreasing score, after the entries of equal score (so equal scores keep the order they came in); the
    arrays need room for ``n + 1``. Returns ``n + 1``."""
    j = n
    while j > 0 and scores[j - 1] < score:
        scores[j] = scores[j - 1]
        items[j] = items[j - 1]
        j -= 1
    scores[j] = score
    items[j] = item
    return n + 1
