"""The compiled checker of Domineering proofs: its own move generator, counting lemma and board images.

This module shares no code with the search (:mod:`combgames.analysis.domineering_kernels`); of the shared base it
uses only :func:`~combgames.base.bitboard_kernels.popcount`. A position is the ``uint64`` mask of the empty cells of a ``rows`` x ``cols`` board (cell
``r * cols + c``, as in :mod:`combgames.games.domineering`) and the player to move (0 Left, vertical dominoes; 1
Right, horizontal ones). :func:`check_walk` walks every line of play of a stored memoryless strategy of the
winner (:mod:`combgames.analysis.domineering_proof` states what is proved); it needs at each of the winner's
turns either a stored move or one of two facts it recomputes itself:

**The counting lemma** (:func:`counting_verdict`; the safe-move argument of Lachmann, Moore and Rapaport [1]_,
section 2, with the refinement of Breuker, Uiterwijk and van den Herik [2]_ and Bullock [3]_). For a player P:

- *P's packing* is the most P-dominoes that fit apart on the empty cells: the sum over the maximal runs of empty
  cells along P's lines (columns for Left, rows for Right) of floor(length / 2). It bounds the number of moves P
  can ever make from here, since every P-move lies inside one run and moves never free a cell.
- *P's safe cells* are the empty cells with no empty neighbour across P's direction: the opponent can never
  cover them (its dominoes lie across), now or later. The packing of the safe cells gives P that many moves
  whatever the opponent does.
- *P's open moves* are a packing of the other empty cells: one opposing domino covers two cells and so destroys
  at most two of them. Moving first and playing them first, P makes at least ceil(v / 3) of v; moving second, at
  least floor(v / 3).

So the player to move *wins* if its safe packing plus ceil(open / 3) exceeds the opponent's packing (it can
always answer, and the opponent runs out first), and *loses* if it has no move or its packing is at most the
opponent's safe packing plus floor(open / 3) of the opponent's open moves (the opponent always answers).

**One move ahead**: the winner to move also wins when one of its moves leaves the loser, to move, lost by the
lemma.

**Images**: a reflection of the board in its horizontal or vertical axis maps vertical dominoes to vertical ones
and horizontal to horizontal, so it maps a position to one with the same winner, and a winning move to a winning
move. Stored positions are the least of their four images (:func:`least_image`); the stored move is in that
image's frame and is mapped back by the same reflection. A transposition maps Left's dominoes to Right's: a
proof for one board and first player is walked as a proof for the transposed board with the other player
first, each position transposed before it is looked up (``transposed``).

References
----------
.. [1] M. Lachmann, C. Moore, I. Rapaport, "Who wins Domineering on rectangular boards?", in More Games of No
   Chance, MSRI Publications 42 (2002) 307-315.
.. [2] D. M. Breuker, J. W. H. M. Uiterwijk, H. J. van den Herik, "Solving 8x8 Domineering", Theoretical
   Computer Science 230 (2000) 195-206.
.. [3] N. Bullock, "Domineering: solving large combinatorial search spaces", ICGA Journal 25 (2002) 67-84.
"""

from __future__ import annotations

import numpy as np

from combgames.base.bitboard_kernels import popcount
from combgames.base.kernels import jitable

__all__ = ["CHECK_CONTROL_SIZE", "CHECK_STOP", "EXPANDED", "LEMMA_LEAVES", "LOSER_TURNS", "NOT_DECIDED", "ILLEGAL",
           "OUT_OF_BOARD", "STACK_FULL", "WINNER_TURNS", "check_walk", "counting_verdict", "least_image",
           "line_packing", "moves_of", "reflect", "safe_cells", "transpose"]

CHECK_STOP, WINNER_TURNS, LOSER_TURNS, EXPANDED, LEMMA_LEAVES = range(5)
CHECK_CONTROL_SIZE = 5
NOT_DECIDED, ILLEGAL, OUT_OF_BOARD, STACK_FULL = 1, 2, 3, 4
"""Failure codes of :func:`check_walk`: a winner's turn the proof does not decide; a stored move that is not
legal there; a stored move that is not a domino of the board; more pending positions than the stack holds."""

_ZERO = np.uint64(0)
_ONE = np.uint64(1)
_STACK = 8192


@jitable
def _has(cells, cell):
    """Whether ``cell`` is in the mask ``cells``."""
    return (cells >> np.uint64(cell)) & _ONE != _ZERO


@jitable
def _bit(cell):
    return _ONE << np.uint64(cell)


@jitable
def _lines(rows, cols, vertical):
    """(the mask of the first line across the direction, the shift to the next one, how many): for the vertical
    direction the first row, shifted by cols, rows times; for the horizontal one the first column, shifted by 1,
    cols times."""
    if vertical:
        return (_ONE << np.uint64(cols)) - _ONE, cols, rows
    first_column = _ZERO
    for r in range(rows):
        first_column |= _bit(r * cols)
    return first_column, 1, cols


@jitable
def line_packing(cells, rows, cols, vertical):
    """The sum, over the maximal runs of ``cells`` along the columns (``vertical``) or the rows, of
    floor(run length / 2): the most dominoes of that direction placed apart on ``cells``. All the runs are
    paired greedily at once, one line across them at a time: a cell pairs with the unpaired cell before it in its
    run, or waits for the next."""
    across, shift, count = _lines(rows, cols, vertical)
    waiting = _ZERO
    total = 0
    for i in range(count):
        line = (cells >> np.uint64(i * shift)) & across
        paired = waiting & line
        total += popcount(paired)
        waiting = line & ~paired
    return total


@jitable
def safe_cells(empty, rows, cols, vertical):
    """The empty cells that dominoes across the given direction can never cover: for the vertical player, the
    empty cells whose left and right neighbours are not empty; for the horizontal one, above and below."""
    if not vertical:
        return empty & ~(empty << np.uint64(cols)) & ~(empty >> np.uint64(cols))
    first_column, _, _ = _lines(rows, cols, False)
    last_column = first_column << np.uint64(cols - 1)
    return empty & ~((empty & ~last_column) << _ONE) & ~((empty & ~first_column) >> _ONE)


@jitable
def counting_verdict(empty, rows, cols, side):
    """1 if the player to move (``side``) wins by the counting lemma (module docstring), 0 if it loses by it (or
    has no move), -1 if the lemma does not decide."""
    mine = mine_safe = mine_open = theirs = theirs_safe = theirs_open = 0
    for player in range(2):
        vertical = player == 0
        safe = safe_cells(empty, rows, cols, vertical)
        for part in range(3):
            cells = empty if part == 0 else safe if part == 1 else empty & ~safe
            count = line_packing(cells, rows, cols, vertical)
            if player == side:
                if part == 0:
                    mine = count
                elif part == 1:
                    mine_safe = count
                else:
                    mine_open = count
            elif part == 0:
                theirs = count
            elif part == 1:
                theirs_safe = count
            else:
                theirs_open = count
    if mine == 0 or mine <= theirs_safe + theirs_open // 3:
        return 0
    if mine_safe + (mine_open + 2) // 3 > theirs:
        return 1
    return -1


@jitable
def moves_of(empty, rows, cols, side, out):
    """Write into ``out`` the first cells of every domino ``side`` can place (Left: cells k and k + cols; Right:
    k and k + 1, in one row) and return how many."""
    n = 0
    for r in range(rows):
        for c in range(cols):
            cell = r * cols + c
            if side == 0:
                fits = r + 1 < rows and _has(empty, cell) and _has(empty, cell + cols)
            else:
                fits = c + 1 < cols and _has(empty, cell) and _has(empty, cell + 1)
            if fits:
                out[n] = cell
                n += 1
    return n


@jitable
def _after(empty, cols, side, cell):
    """The empty cells after ``side`` places its domino with first cell ``cell``."""
    second = cell + cols if side == 0 else cell + 1
    return empty & ~(_bit(cell) | _bit(second))


@jitable
def reflect(cells, rows, cols, image):
    """The image of the mask ``cells`` under the reflection ``image``: bit 0 reverses the rows, bit 1 the
    columns (each its own inverse)."""
    out = _ZERO
    for r in range(rows):
        for c in range(cols):
            if _has(cells, r * cols + c):
                rr = rows - 1 - r if image & 1 else r
                cc = cols - 1 - c if image & 2 else c
                out |= _bit(rr * cols + cc)
    return out


@jitable
def least_image(cells, rows, cols):
    """(the least of the four images of ``cells`` under the reflections in the board's axes, the image giving
    it), the identity winning ties."""
    best = cells
    which = 0
    for image in range(1, 4):
        candidate = reflect(cells, rows, cols, image)
        if candidate < best:
            best = candidate
            which = image
    return best, which


@jitable
def transpose(cells, rows, cols):
    """The mask of the ``cols`` x ``rows`` board whose cell (c, r) is cell (r, c) of ``cells``."""
    out = _ZERO
    for r in range(rows):
        for c in range(cols):
            if _has(cells, r * cols + c):
                out |= _bit(c * rows + r)
    return out


@jitable
def _find(positions, key):
    """The index of ``key`` in the increasing array ``positions``, or -1 (binary search)."""
    lo = 0
    hi = positions.shape[0]
    while lo < hi:
        mid = (lo + hi) // 2
        if positions[mid] < key:
            lo = mid + 1
        else:
            hi = mid
    if lo < positions.shape[0] and positions[lo] == key:
        return lo
    return -1


@jitable
def _stored_domino(e, rows, cols, winner, transposed, positions, moves, used):
    """The stored move at the winner's turn ``e`` as the mask of its two cells in the board's own frame; 0 if
    the position is not stored, 1 if it was expanded already, 2 if the stored move is not a domino of the
    stored board."""
    if transposed:
        frame = transpose(e, rows, cols)
        srows = cols
        scols = rows
        stored_side = 1 - winner
    else:
        frame = e
        srows = rows
        scols = cols
        stored_side = winner
    key, image = least_image(frame, srows, scols)
    i = _find(positions, key)
    if i < 0:
        return _ZERO
    if used[i]:
        return _ONE
    used[i] = 1
    k = np.int64(moves[i])
    if stored_side == 0:
        second = k + scols
        fits = second < srows * scols
    else:
        second = k + 1
        fits = k % scols + 1 < scols
    if k < 0 or not fits:
        return np.uint64(2)
    domino = reflect(_bit(k) | _bit(second), srows, scols, image)
    if transposed:
        domino = transpose(domino, srows, scols)
    return domino


@jitable
def _is_move(e, domino, rows, cols, side):
    """Whether the two-cell mask ``domino`` is a domino ``side`` may place on the empty cells ``e``."""
    first = -1
    for cell in range(rows * cols):
        if first < 0 and _has(domino, cell):
            first = cell
    if first < 0 or (domino & e) != domino:
        return False
    if side == 0:
        return first + cols < rows * cols and domino == (_bit(first) | _bit(first + cols))
    return first % cols + 1 < cols and domino == (_bit(first) | _bit(first + 1))


def check_walk(rows, cols, first, winner, transposed, positions, moves, used, control, failure):
    """Check that ``winner`` wins the empty ``rows`` x ``cols`` board with ``first`` to move by the stored
    strategy: 0 when every line of play ends in the loser's defeat, else a failure code (:data:`NOT_DECIDED`,
    :data:`ILLEGAL`, :data:`OUT_OF_BOARD`, :data:`STACK_FULL`) with the failing position (the winner to move) in
    ``failure[0]``; -1 when the stop flag ``control[CHECK_STOP]`` is set (polled every 1024 positions).

    At each of the winner's turns: the stored move if the position (its least image, transposed first if
    ``transposed``) is in ``positions`` (the move's first cell in ``moves``, in that image's frame; ``used``
    marks it expanded, and a position met again is not walked again), else a win by the counting lemma, else a
    move after which the lemma says the loser loses; at each of the loser's turns, a loss by the lemma, else
    every reply is followed. The counters go to ``control``; the stack holds the winner's turns (kind 0) and the
    loser's (kind 1)."""
    loser = 1 - winner
    full = _ZERO
    for cell in range(rows * cols):
        full |= _bit(cell)
    stack = np.empty(_STACK, dtype=np.uint64)
    kinds = np.empty(_STACK, dtype=np.int64)
    replies = np.empty(64, dtype=np.int64)
    stack[0] = full
    kinds[0] = 0 if winner == first else 1
    top = 1
    walked = 0
    while top > 0:
        top -= 1
        e = stack[top]
        kind = kinds[top]
        walked += 1
        if walked & 1023 == 0 and control[CHECK_STOP] != 0:
            return -1
        if kind == 0:
            control[WINNER_TURNS] += 1
            domino = _stored_domino(e, rows, cols, winner, transposed, positions, moves, used)
            if domino == _ONE:
                continue
            if domino == np.uint64(2):
                failure[0] = e
                return OUT_OF_BOARD
            if domino != _ZERO:
                if not _is_move(e, domino, rows, cols, winner):
                    failure[0] = e
                    return ILLEGAL
                control[EXPANDED] += 1
                stack[top] = e & ~domino
                kinds[top] = 1
                top += 1
                continue
        else:
            control[LOSER_TURNS] += 1
        mover = winner if kind == 0 else loser
        n = moves_of(e, rows, cols, mover, replies)
        # the lemma: the winner to move wins; one of its moves leaves the loser lost; the loser to move loses
        decided = False
        for j in range(-1, n if kind == 0 else 0):
            probe = e if j < 0 else _after(e, cols, winner, replies[j])
            side = mover if j < 0 else loser
            verdict = counting_verdict(probe, rows, cols, side)
            if (side == winner and verdict == 1) or (side == loser and verdict == 0):
                decided = True
                break
        if decided:
            if kind == 0:
                control[LEMMA_LEAVES] += 1
            continue
        if kind == 0:
            failure[0] = e
            return NOT_DECIDED
        if top + n > _STACK:
            failure[0] = e
            return STACK_FULL
        for j in range(n):
            stack[top] = _after(e, cols, loser, replies[j])
            kinds[top] = 0
            top += 1
    return 0
