"""Positions of stone games ranked to integers by combinatorial indexing (no dictionaries).

A position of a game with stones on n cells is a pair of disjoint stone sets ``(x, o)`` (bitmasks) and the
player to move. Positions with the same numbers of stones and the same player to move form a *layer*
``(nx, no, turn)``; within a layer a position is ranked by the stones ``m`` of the player who just moved (X's
when O is to move, turn 1; O's when X is, turn 0) and the stones ``s`` of the player to move:

    ``rank = colex(m) * C(n - |m|, |s|) + colex(s')``,

where ``colex`` is the colexicographic rank of a k-subset {c_1 < ... < c_k} of {0, ..., m - 1},
``colex = C(c_1, 1) + C(c_2, 2) + ... + C(c_k, k)`` (Knuth, TAOCP 4A, 7.2.1.3, Theorem L, the combinatorial
number system), and ``s'`` is the set s written in the cells m leaves empty (cell c becomes its index among
the ``n - |m|`` cells outside m). The layers are laid end to end, so every position of the game gets one index in
``0 .. size - 1`` and the map is a bijection: :meth:`StoneRanking.rank` and :meth:`StoneRanking.unrank` are
inverse. Arrays indexed by rank replace the dictionaries of the generic solvers.

The major set is the one a move leaves alone: the positions one move before a position (x, o, turn) keep the
stones of its player to move, which are the parents' major set, so they share one block of
``C(n - |m|, |s|)`` consecutive ranks (the retrograde analysis reads them together).

The functions over masks are written so that numba compiles them unchanged (they are the reference of the
compiled retrograde kernels, :mod:`combgames.solvers.compiled_retrograde`).

Examples
--------
>>> r = StoneRanking(5, [(2, 2, 0), (2, 2, 1)])
>>> r.size, r.rank(0b01100, 0b00011, 0), r.unrank(r.rank(0b10001, 0b00110, 1))
(60, 0, (17, 6, 1))
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cached_property

import numpy as np

from combgames.base.checks import check_int

__all__ = ["StoneRanking", "binomials", "colex_rank", "colex_table", "colex_unrank", "compress", "expand",
           "stone_layers"]


def binomials(n: int) -> np.ndarray:
    """The table ``C[a, b]`` = a choose b for 0 <= a, b <= n + 1 (int64; zero for b > a).

    Examples
    --------
    >>> int(binomials(6)[6, 3])
    20
    """
    table = np.zeros((n + 2, n + 2), dtype=np.int64)
    for a in range(n + 2):
        table[a, 0] = 1
        for b in range(1, a + 1):
            table[a, b] = table[a - 1, b - 1] + table[a - 1, b]
    return table


def colex_rank(mask: int, cells: int, binom: np.ndarray) -> int:
    """The colexicographic rank of the set of cells in ``mask`` among the sets of its size.

    Examples
    --------
    >>> C = binomials(5)
    >>> [int(colex_rank(m, 4, C)) for m in (0b0011, 0b0101, 0b0110, 0b1001)]
    [0, 1, 2, 3]
    """
    r = 0
    i = 1
    for c in range(cells):
        if (mask >> c) & 1:
            r += binom[c, i]
            i += 1
    return r


def colex_table(n: int) -> np.ndarray:
    """The colex ranks of the sets of cells below n, a byte at a time.

    ``table[c, byte, k]`` is the sum of ``C(8 c + j, k + i)`` over the i-th cell j (i = 1, 2, ...) of ``byte``:
    the terms of :func:`colex_rank` given by cells 8c .. 8c + 7 when k cells of the set lie below 8c. So
    ``colex_rank(mask) = sum over c of table[c, byte c of mask, cells of mask below byte c]``, one lookup per 8
    cells instead of one term per cell (the kernels' colex). Cells from n on count 0 (no set has them).

    Examples
    --------
    >>> T, C = colex_table(20), binomials(20)
    >>> m = 0b1011_0000_0110_0101
    >>> int(T[0, m & 255, 0] + T[1, m >> 8, 4]) == int(colex_rank(m, 20, C))
    True
    """
    check_int(n, "n", minimum=1, maximum=62, why="masks are 64-bit integers")
    chunks = (n + 7) // 8
    binom = binomials(n + 8)
    k = np.arange(n + 1)
    table = np.zeros((chunks, 256, n + 1), dtype=np.int64)
    for c in range(chunks):
        for byte in range(1, 256):
            cells = [8 * c + j for j in range(8) if (byte >> j) & 1 and 8 * c + j < n]
            for i, cell in enumerate(cells, start=1):
                table[c, byte] += binom[cell, k + i]
    return table


def colex_unrank(rank: int, k: int, cells: int, binom: np.ndarray) -> int:
    """The k-subset of ``0..cells-1`` (a bitmask) of colexicographic rank ``rank``.

    Examples
    --------
    >>> C = binomials(5)
    >>> [colex_unrank(r, 2, 4, C) for r in range(4)] == [0b0011, 0b0101, 0b0110, 0b1001]
    True
    """
    mask = 0
    c = cells - 1
    for i in range(k, 0, -1):
        while binom[c, i] > rank:
            c -= 1
        mask |= 1 << c
        rank -= binom[c, i]
        c -= 1
    return mask


def compress(o: int, x: int, cells: int) -> int:
    """``o`` written in the cells outside ``x``: cell c becomes its index among the cells not in ``x``."""
    out = 0
    j = 0
    for c in range(cells):
        if not (x >> c) & 1:
            if (o >> c) & 1:
                out |= 1 << j
            j += 1
    return out


def expand(oc: int, x: int, cells: int) -> int:
    """The inverse of :func:`compress`: bit j of ``oc`` goes to the j-th cell outside ``x``."""
    out = 0
    j = 0
    for c in range(cells):
        if not (x >> c) & 1:
            if (oc >> j) & 1:
                out |= 1 << c
            j += 1
    return out


def stone_layers(stones: tuple[int, int], placement: bool) -> list[tuple[int, int, int]]:
    """The layers ``(nx, no, turn)`` of a stone game, in order of play.

    Turns alternate from X (player 0). With a placement phase a player places on each turn while they have
    stones in hand, so after T turns X has ``min(ceil(T / 2), kx)`` stones on the board and O
    ``min(floor(T / 2), ko)``; without one, every stone is on the board from the start.

    Examples
    --------
    >>> stone_layers((2, 2), True)
    [(0, 0, 0), (1, 0, 1), (1, 1, 0), (2, 1, 1), (2, 2, 0), (2, 2, 1)]
    >>> stone_layers((2, 2), False)
    [(2, 2, 0), (2, 2, 1)]
    """
    kx, ko = stones
    if not placement:
        return [(kx, ko, 0), (kx, ko, 1)]
    out: list[tuple[int, int, int]] = []
    for turns in range(2 * (kx + ko) + 2):
        layer = (min((turns + 1) // 2, kx), min(turns // 2, ko), turns % 2)
        if layer not in out:
            out.append(layer)
    return out


class StoneRanking:
    """The bijection between the positions of given layers of a stone game on n cells and 0..size-1.

    Parameters
    ----------
    cells : int
        The number of cells n (at most 62: masks are int64 in the kernels).
    layers : iterable of (nx, no, turn)
        The layers, in the order their ranks are laid out.

    Attributes
    ----------
    binom : numpy.ndarray
        :func:`binomials` of n.
    layer_nx, layer_no, layer_turn, offset : numpy.ndarray
        The layers and where each starts (``offset[len(layers)]`` is the size).
    layer_of : numpy.ndarray
        ``layer_of[nx, no, turn]``: the layer's index, or -1.

    Raises
    ------
    ValueError
        For more than 62 cells, or a layer with more stones than cells.
    """

    def __init__(self, cells: int, layers: Iterable[tuple[int, int, int]]):
        self.cells = n = check_int(cells, "cells", minimum=1, maximum=62, why="masks are 64-bit integers")
        layers = list(layers)
        self.binom = binomials(n)
        self.layer_of = np.full((n + 1, n + 1, 2), -1, dtype=np.int64)
        self.layer_nx = np.array([a for a, _, _ in layers], dtype=np.int64)
        self.layer_no = np.array([b for _, b, _ in layers], dtype=np.int64)
        self.layer_turn = np.array([t for _, _, t in layers], dtype=np.int64)
        self.offset = np.zeros(len(layers) + 1, dtype=np.int64)
        for i, (a, b, t) in enumerate(layers):
            if a < 0 or b < 0 or a + b > n or t not in (0, 1):
                raise ValueError(f"layer {(a, b, t)} is not (nx, no, turn) with nx + no <= {n} and turn 0 or 1")
            self.layer_of[a, b, t] = i
            self.offset[i + 1] = self.offset[i] + int(self.binom[n, a]) * int(self.binom[n - a, b])

    @cached_property
    def colex_table(self) -> np.ndarray:
        """:func:`colex_table` of n (built on first use)."""
        return colex_table(self.cells)

    @property
    def size(self) -> int:
        """The number of positions ranked."""
        return int(self.offset[-1])

    def rank(self, x: int, o: int, turn: int) -> int:
        """The index of position ``(x, o, turn)``.

        Raises
        ------
        KeyError
            If the position's layer is not ranked here.
        """
        n = self.cells
        a, b = x.bit_count(), o.bit_count()
        layer = int(self.layer_of[a, b, turn]) if a <= n and b <= n and turn in (0, 1) else -1
        if layer < 0:
            raise KeyError(f"no layer ({a}, {b}, {turn}) of {a} x and {b} o stones with player {turn} to move")
        major, minor = (x, o) if turn == 1 else (o, x)
        return int(self.offset[layer] + colex_rank(major, n, self.binom) * self.binom[n - major.bit_count(),
                                                                                      minor.bit_count()]
                   + colex_rank(compress(minor, major, n), n - major.bit_count(), self.binom))

    def unrank(self, index: int) -> tuple[int, int, int]:
        """The position ``(x, o, turn)`` of an index in ``0 .. size - 1``."""
        check_int(index, "index", minimum=0, maximum=self.size - 1)
        layer = int(np.searchsorted(self.offset, index, side="right")) - 1
        turn = int(self.layer_turn[layer])
        a, b = int(self.layer_nx[layer]), int(self.layer_no[layer])
        if turn == 0:
            a, b = b, a                    # the major set is O's
        r_major, r_minor = divmod(index - int(self.offset[layer]), int(self.binom[self.cells - a, b]))
        major = colex_unrank(r_major, a, self.cells, self.binom)
        minor = expand(colex_unrank(r_minor, b, self.cells - a, self.binom), major, self.cells)
        return (major, minor, turn) if turn == 1 else (minor, major, turn)
