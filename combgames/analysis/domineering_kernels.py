"""The compiled outcome search of Domineering rectangles (at most 64 cells): who wins with a player to move.

A position is the ``uint64`` mask ``empty`` of the empty cells of a ``rows`` x ``cols`` board (cell
``r * cols + c``, as in :mod:`combgames.games.domineering`) and the player to move, ``side`` (0 Left, who places
vertical dominoes covering cells k and k + cols; 1 Right, horizontal dominoes covering k and k + 1). A move is
the index k of its first cell. :func:`outcome_search` answers whether the player to move wins (normal play: who
cannot move loses) by a depth-first proof search (a boolean negamax) on an explicit stack, with the techniques of
Breuker, Uiterwijk and van den Herik [1]_ and Bullock [2]_:

- a transposition table in arrays (two-slot buckets, the slot of less work replaced), keyed by the least image of
  the board under the reflections in its two axes (which keep each player's dominoes), holding the result and
  the move that won, in the frame of that image;
- a static test of *safe moves* [2]_ (:func:`static_result`): a player's safe moves are dominoes on cells the
  opponent can never cover (no empty neighbour in the opponent's direction), counted as a packing of their
  runs; the opponent's moves are bounded above by the packing of its runs. The player to move wins when its safe
  moves outnumber every move the opponent can ever make (it plays safe moves only), and loses when the opponent's
  safe moves are at least its own packing (the opponent answers every move with a safe one);
- a second count of Bullock's kind: the mover's other moves, on cells that are not safe (disjoint dominoes, a
  packing), can each be destroyed by the opponent, but one opposing domino destroys at most two of them; so the
  mover playing them first gets at least ceil(v / 3) of v (floor(v / 3) moving second), which adds to its safe
  moves in both tests;
- move ordering: the table's move first, then by the opponent's moves taken (twice), the mover's own moves taken
  (minus) and the cells that become the mover's safe cells (plus). On 7x7 the last term cuts the nodes from 7.6
  to 2.0 million.

The context ``control`` (int64) holds ``[stop, nodes, max_nodes, table_hits, static_cuts, recorded]``: ``stop`` is the
flag of :func:`combgames.base.kernels.run_interruptible`, polled every 1024 nodes; the search returns -1 when it
is set, -2 when ``nodes`` exceeds ``max_nodes`` (0: no limit).

References
----------
.. [1] D. M. Breuker, J. W. H. M. Uiterwijk, H. J. van den Herik, "Solving 8x8 Domineering", Theoretical
   Computer Science 230 (2000) 195-206.
.. [2] N. Bullock, "Domineering: solving large combinatorial search spaces", ICGA Journal 25 (2002) 67-84.
"""

from __future__ import annotations

import numpy as np

from combgames.base.bitboard_kernels import insert_by_score, lowest_bit, pair_hash, popcount
from combgames.base.kernels import jitable

__all__ = ["CONTROL_SIZE", "MAX_NODES", "NODES", "RECORDED", "STATIC_CUTS", "STOP", "TABLE_HITS",
           "canonical_image", "map_move", "outcome_search", "packing", "record_proof", "solve", "static_result"]

STOP, NODES, MAX_NODES, TABLE_HITS, STATIC_CUTS, RECORDED = range(6)
CONTROL_SIZE = 6

_ZERO = np.uint64(0)
_ONE = np.uint64(1)
GAIN = 1
"""The weight of the safe cells a move makes for the mover, in the move ordering (:func:`_order_moves`)."""


@jitable
def packing(cells, step, starts):
    """The most dominoes of one direction (``step``: cols vertical, 1 horizontal) placed apart on ``cells``
    (``starts``: the cells where such a domino may begin): the sum of floor(L / 2) over the runs of the cells in
    that direction, by placing greedily from the first cell of each run."""
    s = np.uint64(step)
    pairs = cells & (cells >> s) & starts
    count = 0
    while pairs:
        b = pairs & (~pairs + _ONE)
        count += 1
        pairs &= ~(b | (b << s))
    return count


@jitable
def static_result(empty, side, cols, not_first, not_last, not_last_row):
    """1 if the player to move (``side``) wins by the safe-move test, 0 if it loses by it (or has no move), -1 if
    the test does not decide (see the module docstring)."""
    c = np.uint64(cols)
    vertical_safe = _safe_cells(empty, 0, c, not_first, not_last)
    horizontal_safe = _safe_cells(empty, 1, c, not_first, not_last)
    if side == 0:
        mine = packing(empty, cols, not_last_row)
        theirs = packing(empty, 1, not_last)
        safe_mine = packing(vertical_safe, cols, not_last_row)
        safe_theirs = packing(horizontal_safe, 1, not_last)
        open_mine = packing(empty & ~vertical_safe, cols, not_last_row)
        open_theirs = packing(empty & ~horizontal_safe, 1, not_last)
    else:
        mine = packing(empty, 1, not_last)
        theirs = packing(empty, cols, not_last_row)
        safe_mine = packing(horizontal_safe, 1, not_last)
        safe_theirs = packing(vertical_safe, cols, not_last_row)
        open_mine = packing(empty & ~horizontal_safe, 1, not_last)
        open_theirs = packing(empty & ~vertical_safe, cols, not_last_row)
    result = -1
    if mine == 0 or mine <= safe_theirs + open_theirs // 3:
        result = 0
    elif safe_mine + (open_mine + 2) // 3 > theirs:
        result = 1
    return result


@jitable
def canonical_image(empty, rows, cols, reverse):
    """(the least of the board's four images under the reflections in its horizontal and vertical axes, the image
    giving it: bit 0 rows reversed, bit 1 columns reversed). ``reverse[p]`` is the row pattern p read backwards."""
    c = np.uint64(cols)
    row_mask = (_ONE << c) - _ONE
    flipped = _ZERO
    mirrored = _ZERO
    both = _ZERO
    for r in range(rows):
        line = (empty >> np.uint64(r * cols)) & row_mask
        back = reverse[np.int64(line)]
        up = np.uint64((rows - 1 - r) * cols)
        flipped |= line << up
        mirrored |= back << np.uint64(r * cols)
        both |= back << up
    best = empty
    image = 0
    if flipped < best:
        best = flipped
        image = 1
    if mirrored < best:
        best = mirrored
        image = 2
    if both < best:
        best = both
        image = 3
    return best, image


@jitable
def map_move(k, side, image, rows, cols):
    """The first cell of the image of the domino starting at cell ``k`` (of player ``side``) under ``image``
    (bit 0 rows reversed, bit 1 columns reversed); the map is its own inverse."""
    r = k // cols
    c = k % cols
    if image & 1:
        r = rows - 1 - r - (1 - side)
    if image & 2:
        c = cols - 1 - c - side
    return r * cols + c


@jitable
def _order_moves(empty, side, cols, not_first, not_last, not_last_row, first, out):
    """Write the moves of ``side`` into ``out`` best first and return how many: ``first`` (the table's move) if
    legal, then by ``2 taken - own + GAIN gained``: the opponent's moves taken (the covered cells' empty neighbours
    in the opponent's direction), the mover's own other moves taken, and the cells that become the mover's safe
    cells (no empty neighbour in the opponent's direction left)."""
    c = np.uint64(cols)
    if side == 0:
        step = c
        pairs = empty & (empty >> c) & not_last_row
    else:
        step = _ONE
        pairs = empty & (empty >> _ONE) & not_last
    safe = _safe_cells(empty, side, c, not_first, not_last)
    scores = np.empty(64, dtype=np.int64)
    n = 0
    while pairs:
        b = pairs & (~pairs + _ONE)
        pairs ^= b
        k = lowest_bit(b)
        covered = b | (b << step)
        if side == 0:
            taken = popcount((covered << _ONE) & not_first & empty) + popcount((covered >> _ONE) & not_last & empty)
            own = popcount(((b >> c) | (b << np.uint64(2 * cols))) & empty)
        else:
            taken = popcount(((covered << c) | (covered >> c)) & empty)
            own = popcount(((b >> _ONE) & not_last & empty) | ((b << np.uint64(2)) & not_first & empty))
        gained = popcount(_safe_cells(empty & ~covered, side, c, not_first, not_last) & ~safe)
        score = 2 * taken - own + GAIN * gained
        if k == first:
            score = 1000
        n = insert_by_score(scores, out, n, score, k)
    return n


@jitable
def _safe_cells(empty, side, c, not_first, not_last):
    """The empty cells the opponent of ``side`` can never cover: no empty neighbour in its direction."""
    if side == 0:
        safe = empty & ~(((empty << _ONE) & not_first) | ((empty >> _ONE) & not_last))
    else:
        safe = empty & ~((empty << c) | (empty >> c))
    return safe


@jitable
def _probe(key, side, tt_key, tt_data, size_mask):
    """The table's entry of (key, side): its data word, or 0."""
    slot = np.int64(pair_hash(key, np.uint64(side), 29) & size_mask) & ~np.int64(1)
    found = 0
    for j in range(2):
        d = tt_data[slot + j]
        if d != 0 and tt_key[slot + j] == key and (d >> 1) & 1 == side:
            found = d
    return found


@jitable
def _store(key, side, result, move, work, tt_key, tt_data, size_mask):
    """Enter (key, side) -> result and move (in the key's frame); data word: 1 | side << 1 | result << 2 |
    (move + 1) << 3 | work << 16 (work: the bit length of the subtree's node count)."""
    slot = np.int64(pair_hash(key, np.uint64(side), 29) & size_mask) & ~np.int64(1)
    data = 1 | (side << 1) | (result << 2) | ((move + 1) << 3) | (work << 16)
    target = -1
    for j in range(2):
        d = tt_data[slot + j]
        if d != 0 and tt_key[slot + j] == key and (d >> 1) & 1 == side:
            target = slot + j
    if target < 0:
        if (tt_data[slot] >> 16) <= (tt_data[slot + 1] >> 16):
            target = slot
        else:
            target = slot + 1
    tt_key[target] = key
    tt_data[target] = data


def outcome_search(empty, side, rows, cols, masks, reverse, tt_key, tt_data, control):
    """1 if the player to move (``side``) wins from ``empty``, 0 if it loses; -1 if stopped, -2 past the node
    limit (see the module docstring). ``masks`` is ``[not_first_column, not_last_column, not_last_row]``;
    ``tt_key`` (uint64) and ``tt_data`` (int64) are the table, of a power-of-two length, kept between calls."""
    return solve(empty, side, rows, cols, masks, reverse, tt_key, tt_data, control)


@jitable
def solve(empty, side, rows, cols, masks, reverse, tt_key, tt_data, control):
    """The search of :func:`outcome_search`, a jitable that :func:`record_proof` compiles in too."""
    not_first = masks[0]
    not_last = masks[1]
    not_last_row = masks[2]
    size_mask = np.uint64(tt_key.shape[0] - 1)
    depth_limit = rows * cols // 2 + 2
    board = np.empty(depth_limit, dtype=np.uint64)
    keys = np.empty(depth_limit, dtype=np.uint64)
    images = np.empty(depth_limit, dtype=np.int64)
    moves = np.empty((depth_limit, 64), dtype=np.int64)
    counts = np.empty(depth_limit, dtype=np.int64)
    index = np.empty(depth_limit, dtype=np.int64)
    started = np.empty(depth_limit, dtype=np.int64)
    d = 0
    board[0] = empty
    entering = True
    result = 0
    while True:
        s = (side + d) & 1
        if entering:
            control[NODES] += 1
            nodes = control[NODES]
            if nodes & 1023 == 0:
                if control[STOP] != 0:
                    return -1
                if control[MAX_NODES] > 0 and nodes > control[MAX_NODES]:
                    return -2
            e = board[d]
            result = static_result(e, s, cols, not_first, not_last, not_last_row)
            if result >= 0:
                control[STATIC_CUTS] += 1
            else:
                key, image = canonical_image(e, rows, cols, reverse)
                data = _probe(key, s, tt_key, tt_data, size_mask)
                first = -1
                if data != 0:
                    if (data >> 3) & 8191 > 0:
                        first = map_move(((data >> 3) & 8191) - 1, s, image, rows, cols)
                    control[TABLE_HITS] += 1
                    result = (data >> 2) & 1
                if result < 0:
                    keys[d] = key
                    images[d] = image
                    started[d] = nodes
                    counts[d] = _order_moves(e, s, cols, not_first, not_last, not_last_row, first, moves[d])
                    index[d] = 0
                    step = np.uint64(cols) if s == 0 else _ONE
                    b = _ONE << np.uint64(moves[d, 0])
                    board[d + 1] = e & ~(b | (b << step))
                    d += 1
                    continue
            entering = False
            if d == 0:
                return result
            d -= 1
            continue
        # back from the child at index[d], whose player to move wins iff result == 1
        if result == 0:
            won = 1
        else:
            index[d] += 1
            if index[d] < counts[d]:
                step = np.uint64(cols) if s == 0 else _ONE
                b = _ONE << np.uint64(moves[d, index[d]])
                board[d + 1] = board[d] & ~(b | (b << step))
                d += 1
                entering = True
                continue
            won = 0
        work = 0
        spent = control[NODES] - started[d]
        while spent > 0:
            work += 1
            spent >>= 1
        move = -1
        if won == 1:
            move = map_move(moves[d, index[d]], s, images[d], rows, cols)
        _store(keys[d], s, won, move, work, tt_key, tt_data, size_mask)
        result = won
        if d == 0:
            return result
        d -= 1


@jitable
def _list_moves(empty, side, cols, not_last, not_last_row, out):
    """Write the first cells of the moves of ``side`` into ``out`` (lowest first); return how many."""
    if side == 0:
        pairs = empty & (empty >> np.uint64(cols)) & not_last_row
    else:
        pairs = empty & (empty >> _ONE) & not_last
    n = 0
    while pairs:
        b = pairs & (~pairs + _ONE)
        pairs ^= b
        out[n] = lowest_bit(b)
        n += 1
    return n


@jitable
def _play(empty, side, cols, k):
    step = np.uint64(cols) if side == 0 else _ONE
    b = _ONE << np.uint64(k)
    return empty & ~(b | (b << step))


@jitable
def _seen_before(key, seen):
    """Whether ``key`` (not 0) is in the open-addressing set ``seen`` (0 marks a free slot); enter it if not."""
    mask = np.uint64(seen.shape[0] - 1)
    slot = pair_hash(key, _ONE, 29) & mask
    while seen[np.int64(slot)] != _ZERO:
        if seen[np.int64(slot)] == key:
            return True
        slot = (slot + _ONE) & mask
    seen[np.int64(slot)] = key
    return False


def record_proof(first, winner, rows, cols, masks, reverse, tt_key, tt_data, control, positions, moves, seen):
    """Record the strategy of ``winner`` from the empty board with ``first`` to move, as the proof checker walks
    it (:mod:`combgames.analysis.domineering_proof_kernels`): at each of the winner's turns that
    :func:`static_result` does not win, and where no move leaves the loser lost by :func:`static_result`, the
    position's least image (:func:`canonical_image`) goes to ``positions`` and a winning move, in that image's
    frame, to ``moves`` (the table's move if the search (:func:`solve`) confirms it, else the first of the
    search's order that it confirms); then every reply of the loser is
    followed. Each image is recorded once (``seen``: a set in an array of a power-of-two length, all 0).

    Returns the number recorded; -1 if stopped; -3 when ``positions`` is full; -4 when the search finds no
    winning move (the winner is not the winner); -5 when the stack is full. ``control[RECORDED]`` counts.
    The stack holds the winner's turns (kind 0) and the loser's turns after a recorded move (kind 1)."""
    not_first = masks[0]
    not_last = masks[1]
    not_last_row = masks[2]
    size_mask = np.uint64(tt_key.shape[0] - 1)
    loser = 1 - winner
    full = _ZERO
    for cell in range(rows * cols):
        full |= _ONE << np.uint64(cell)
    stack = np.empty(8192, dtype=np.uint64)
    kinds = np.empty(8192, dtype=np.int64)
    replies = np.empty(64, dtype=np.int64)
    candidates = np.empty(65, dtype=np.int64)
    stack[0] = full
    kinds[0] = 0 if winner == first else 1
    top = 1
    count = 0
    popped = 0
    while top > 0:
        top -= 1
        e = stack[top]
        kind = kinds[top]
        popped += 1
        if popped & 1023 == 0 and control[STOP] != 0:
            return -1
        mover = winner if kind == 0 else loser
        n = _list_moves(e, mover, cols, not_last, not_last_row, replies)
        # the lemma: the winner to move wins; a winner's move leaves the loser lost; the loser to move loses
        decided = False
        for j in range(-1, n if kind == 0 else 0):
            probe = e if j < 0 else _play(e, winner, cols, replies[j])
            side = mover if j < 0 else loser
            verdict = static_result(probe, side, cols, not_first, not_last, not_last_row)
            if (side == winner and verdict == 1) or (side == loser and verdict == 0):
                decided = True
                break
        if decided:
            continue
        if kind == 1:
            if top + n > stack.shape[0]:
                return -5
            for j in range(n):
                stack[top] = _play(e, loser, cols, replies[j])
                kinds[top] = 0
                top += 1
            continue
        key, image = canonical_image(e, rows, cols, reverse)
        if _seen_before(key, seen):
            continue
        if count >= positions.shape[0]:
            return -3
        # a winning move: the table's, then the search's order; each confirmed by the search
        m = 0
        data = _probe(key, winner, tt_key, tt_data, size_mask)
        if data != 0 and (data >> 2) & 1 == 1 and (data >> 3) & 8191 > 0:
            candidates[0] = map_move(((data >> 3) & 8191) - 1, winner, image, rows, cols)
            m = 1
        m += _order_moves(e, winner, cols, not_first, not_last, not_last_row, -1, candidates[m:])
        k = -1
        for j in range(m):
            r = solve(_play(e, winner, cols, candidates[j]), loser, rows, cols, masks, reverse, tt_key, tt_data,
                       control)
            if r < 0:
                return r
            if r == 0:
                k = candidates[j]
                break
        if k < 0:
            return -4
        positions[count] = key
        moves[count] = map_move(k, winner, image, rows, cols)
        count += 1
        control[RECORDED] = count
        stack[top] = _play(e, winner, cols, k)
        kinds[top] = 1
        top += 1
    return count
