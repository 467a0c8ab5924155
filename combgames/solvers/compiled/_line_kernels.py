"""The line counts of a positional game inside compiled kernels: jitables shared by alpha-beta and df-pn.

A positional game on at most 64 points is given by its lines: ``lmask[l]`` (the points of line l as a
``uint64`` mask), ``llen[l]`` (how many), and the lines through each point m, ``pidx[pstart[m]:pstart[m + 1]]``.
A position is two masks ``x`` (player 0) and ``o`` (player 1); kernels keep ``cnt[p, l]``, the stones of player p
on line l, and update it by :func:`place` around each move instead of counting again. Everything a search asks
of the lines is read off these counts: a line with none of the other player's stones is *live* for a player,
and one point short of complete it gives a *win point* (the mover's) or a *threat* (the other player's).

Both compiled searches of positional games, the alpha-beta of :mod:`combgames.solvers.compiled._kernels` and the
proof-number search of :mod:`combgames.solvers.compiled._pns_kernels`, compose these pieces (numba compiles each
inline, :func:`combgames.base.kernels.jitable`); their threat rules are those of Allis, van den Herik and
Huntjens 1993 (threat-space search).
"""

from __future__ import annotations

import numpy as np

from combgames.base.bitboard_kernels import popcount
from combgames.base.kernels import jitable

__all__ = ["count_lines", "line_weight", "new_wins", "place", "scan_sides", "threat_makers"]

_ONE = np.uint64(1)
_ZERO = np.uint64(0)


@jitable
def count_lines(x, o, cnt, lmask):
    """Fill ``cnt[p, l]`` with the stones of player p (``x`` for 0, ``o`` for 1) on line l."""
    for l in range(lmask.shape[0]):
        cnt[0, l] = popcount(x & lmask[l])
        cnt[1, l] = popcount(o & lmask[l])


@jitable
def place(m, pm, cnt, pstart, pidx, delta):
    """Add ``delta`` (1: a stone of player pm placed on point m; -1: taken back) to pm's count of every line
    through m."""
    for k in range(pstart[m], pstart[m + 1]):
        cnt[pm, pidx[k]] += delta


@jitable
def scan_sides(pm, cnt, lmask, llen, me, opp, free_count):
    """``(win, threat, live, mover_live, other_live)`` of the position with player pm (stones ``me``) to move,
    the other player's stones ``opp`` and ``free_count`` free points left.

    ``win``: the mover's win points (the free point of a line holding all but one of its points and none of the
    other's); ``threat``: the other player's; ``live``: the points of lines still live for somebody (stones
    included); ``mover_live``, ``other_live``: whether each side can still complete some line, a live one
    missing no more points than the side has moves left (the mover ``ceil(free / 2)``, the other
    ``floor(free / 2)``).
    """
    mover_moves = (free_count + 1) // 2
    other_moves = free_count // 2
    win = _ZERO
    threat = _ZERO
    live = _ZERO
    mover_live = False
    other_live = False
    for l in range(lmask.shape[0]):
        cm = cnt[pm, l]
        co = cnt[1 - pm, l]
        if co == 0:
            live |= lmask[l]
            if llen[l] - cm <= mover_moves:
                mover_live = True
            if cm == 0 and llen[l] <= other_moves:
                other_live = True
            if cm == llen[l] - 1:
                win |= lmask[l] & ~me
        elif cm == 0:
            live |= lmask[l]
            if llen[l] - co <= other_moves:
                other_live = True
            if co == llen[l] - 1:
                threat |= lmask[l] & ~opp
    return win, threat, live, mover_live, other_live


@jitable
def threat_makers(pm, cnt, lmask, llen, me):
    """The points where player pm (stones ``me``) makes a win point: the free points of lines holding all but
    two of its points and none of the other player's (the attacking moves of a threat sequence)."""
    cands = _ZERO
    for l in range(lmask.shape[0]):
        if cnt[1 - pm, l] == 0 and cnt[pm, l] == llen[l] - 2:
            cands |= lmask[l] & ~me
    return cands


@jitable
def new_wins(m, pm, cnt, lmask, llen, pstart, pidx, me):
    """The win points player pm (stones ``me``) would have after claiming point m: the other points of the
    lines through m one short after it."""
    nw = _ZERO
    bm = _ONE << np.uint64(m)
    for k in range(pstart[m], pstart[m + 1]):
        l = pidx[k]
        if cnt[1 - pm, l] == 0 and cnt[pm, l] == llen[l] - 2:
            nw |= lmask[l] & ~me & ~bm
    return nw


@jitable
def line_weight(m, pm, cnt, pstart, pidx):
    """The weight of point m for player pm in move ordering: over the lines through m, ``2^(3 c + 1)`` for a line
    live for pm with c of its stones and ``2^(3 c)`` for a line of the other player's with c of his (blocking
    counts a little less than building)."""
    weight = np.int64(0)
    for j in range(pstart[m], pstart[m + 1]):
        l = pidx[j]
        cm = cnt[pm, l]
        co = cnt[1 - pm, l]
        if co == 0:
            weight += np.int64(1) << (3 * cm + 1)
        elif cm == 0:
            weight += np.int64(1) << (3 * co)
    return weight
