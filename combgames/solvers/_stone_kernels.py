"""numba kernels of the compiled retrograde analysis of stone games (imported only by the function that runs them).

Positions are ranks (:mod:`combgames.solvers.ranking`): in layer ``(nx, no, turn)``,
``rank = offset + colex(m) * C(n - |m|, |s|) + colex(s')``, m the stones of the player who just moved, s those of
the player to move, ``s'`` the set s written in the cells outside m (:func:`_gather`). Colex ranks are read from
the byte table of :func:`combgames.solvers.ranking.colex_table` (one lookup per 8 cells). The rules are the
arrays of the game's ``stone_structure()``: ``nbr[c]`` (cells a stone on c slides to), ``into[c]`` (cells a stone
slides to c from), ``lines`` (masks), ``stones`` (kx, ko), ``rules = [placement, place_forbidden,
place_forbidden_early, slide_forbidden, guarded]`` and ``witnesses[c]``.

One array ``state`` holds everything known of a position: while it is unknown, the number (> 0) of its moves not
yet known to lead to a position won for the opponent; 0 for a draw by the no-move rule; once labelled,
``-(2 d + 1)`` when it is won in d plies and ``-(2 d + 2)`` when it is lost in d (so a parent costs one memory
access, and :func:`split_state` turns the array into the outcome and distance arrays at the end).

Labelled positions wait in a first-in first-out queue as their masks, not their ranks:
``x | o << 30 | turn << 60 | lost << 61`` in one int64 for n <= 30 cells, two words (``x | lost << 62``,
``o | turn << 62``) above. Distances are the levels of the breadth-first order (all terminal labels have
distance 0, and a parent labelled while the queue's level d is read gets d + 1), so the queue holds no distance,
and the order within a level is free: a level is read in chunks, each sorted by the stones of its positions'
player to move (:func:`_sort_chunk`). Those stones are the major set of every parent (undoing a move leaves
them alone), so the parents of a run of positions with the same stones fall in one block of ranks, and the
array is read in runs instead of at random.

Both long kernels poll a stop flag (:func:`combgames.base.kernels.run_interruptible`) every :data:`POLL` positions
and return early when it is set: ``control[STOP]`` of :func:`initial_labels` (which counts the positions done in
``control[DONE]``), ``where[WHERE_STOP]`` of :func:`propagate` (whose ``where`` holds the queue's head and tail).
"""

from __future__ import annotations

from combgames.base.bitboard_kernels import has_line, popcount
from combgames.base.kernels import njit

__all__ = ["initial_labels", "propagate", "split_state"]

STOP, DONE = 0, 1
"""The control array of :func:`initial_labels`: the stop flag, the positions done."""
WHERE_STOP = 4
"""The stop flag's place in the ``where`` array of :func:`propagate` (after head, tail, level, level end)."""
POLL = 1 << 14
"""Positions between two looks at the stop flag (well under a millisecond of work)."""

_WIN, _LOSS, _DRAW = 1, 2, 3
_LOW30 = (1 << 30) - 1
_LOW62 = (1 << 62) - 1
SORT_BUCKETS = 1 << 13
"""The buckets of the sort of a level: the player to move and the 12 highest cells of their stones."""


@njit
def _colex(mask, table):
    """The colex rank of the set ``mask``, a byte at a time: ``table[c, byte, k]`` is the part of the rank
    given by the cells of byte c when k cells lie below it (:func:`combgames.solvers.ranking.colex_table`)."""
    r = 0
    k = 0
    c = 0
    while mask:
        byte = mask & 255
        r += table[c, byte, k]
        k += popcount(byte)
        mask >>= 8
        c += 1
    return r


@njit
def _gather(o, x):
    """O's mask written in the cells outside x: cell c becomes c minus the cells of x below it."""
    out = 0
    while o:
        low = o & -o
        out |= 1 << (popcount(low - 1) - popcount(x & (low - 1)))
        o ^= low
    return out


@njit
def _rank(x, o, t, n, table, binom, layer_of, offset):
    """The rank of (x, o, t) (see :class:`combgames.solvers.ranking.StoneRanking`), or -1 when its layer is not
    in the space."""
    layer = layer_of[popcount(x), popcount(o), t]
    if layer < 0:
        return -1
    major = x if t == 1 else o
    minor = o if t == 1 else x
    return offset[layer] + _colex(major, table) * binom[n - popcount(major), popcount(minor)] \
        + _colex(_gather(minor, major), table)


@njit
def _next_subset(v):
    """The next larger integer with as many set bits (Gosper's hack: the next subset in colex order)."""
    c = v & -v
    r = v + c
    return (((r ^ v) >> 2) // c) | r


@njit
def _next_subset_of(v, free, n):
    """The next larger subset of ``free`` (cells below n) with as many cells as ``v`` (a nonempty subset of
    ``free``), or -1 after the last.

    Adding v's lowest cell to v with the other cells below n set carries through v's lowest run of cells (in the
    order of ``free``) into the next free cell; the run's other cells go back to the lowest free cells.
    """
    t = (v | (((1 << n) - 1) & ~free)) + (v & -v)
    if t >> n:                     # the carry ran past the last free cell
        return -1
    r = t & free
    need = popcount(v) - popcount(r)
    f = free
    while need:
        low = f & -f
        r |= low
        f ^= low
        need -= 1
    return r


@njit
def _lowest_cells(free, k):
    """The k lowest cells of ``free``."""
    r = 0
    while k:
        low = free & -free
        r |= low
        free ^= low
        k -= 1
    return r


@njit
def _count_moves(x, o, t, n, nbr, stones, rules, witnesses):
    """The number of legal moves of the player to move (the game is not over)."""
    own = x if t == 0 else o
    opp = o if t == 0 else x
    empty = ((1 << n) - 1) & ~(x | o)
    if rules[0] and popcount(own) < stones[t]:
        allowed = empty & ~rules[1]
        if x == 0 or o == 0:
            allowed &= ~rules[2]
        return popcount(allowed)
    count = 0
    targets = empty & ~rules[3]
    rest = own
    while rest:
        bit = rest & -rest
        rest ^= bit
        a = popcount(bit - 1)
        to = nbr[a] & targets
        if to & rules[4] and not witnesses[a] & opp:
            to &= ~rules[4]
        count += popcount(to)
    return count


@njit
def _push(queue, tail, x, o, t, lost, wide):
    """Append the labelled position (x, o, t) (``lost``: 1 when it is lost for the player to move)."""
    if wide:
        queue[2 * tail] = x | (lost << 62)
        queue[2 * tail + 1] = o | (t << 62)
    else:
        queue[tail] = x | (o << 30) | (t << 60) | (lost << 61)
    return tail + 1


@njit
def initial_labels(n, offset, layer_nx, layer_no, layer_turn, nbr, lines, stones, rules, witnesses, no_move,
                   state, queue, wide, control):
    """Label the terminal positions and count every other position's moves, enumerating each layer in rank
    order (the major sets in colex order, then the minor ones among the cells left, in the same order); return
    (queued, moves counted).

    ``no_move``: the outcome of a player with no move (1 win, 2 loss, 3 draw). ``control[DONE]`` counts the
    positions done (every :data:`POLL`); the kernel returns early, its work unfinished, once ``control[STOP]``
    is set.
    """
    tail = 0
    edges = 0
    full = (1 << n) - 1
    for layer in range(layer_nx.shape[0]):
        t = layer_turn[layer]
        a = layer_nx[layer] if t == 1 else layer_no[layer]      # the stones of the player who just moved
        b = layer_no[layer] if t == 1 else layer_nx[layer]
        i = offset[layer]
        major = (1 << a) - 1
        while major <= full:
            free = full & ~major
            won = has_line(major, lines)                       # the player who just moved has a line
            minor = _lowest_cells(free, b)
            while minor >= 0:
                x = major if t == 1 else minor
                o = minor if t == 1 else major
                if won:
                    state[i] = -2
                    tail = _push(queue, tail, x, o, t, 1, wide)
                else:
                    k = _count_moves(x, o, t, n, nbr, stones, rules, witnesses)
                    edges += k
                    if k:
                        state[i] = k
                    elif no_move == _DRAW:
                        state[i] = 0
                    else:
                        state[i] = -1 if no_move == _WIN else -2
                        tail = _push(queue, tail, x, o, t, 1 if no_move == _LOSS else 0, wide)
                i += 1
                if i % POLL == 0:
                    control[DONE] = i
                    if control[STOP]:
                        return tail, edges
                if b == 0:
                    break
                minor = _next_subset_of(minor, free, n)
            if a == 0:
                break
            major = _next_subset(major)
    control[DONE] = i
    return tail, edges


@njit
def _entry(queue, k, wide):
    """The queued position k: (x, o, turn, lost)."""
    if wide:
        return queue[2 * k] & _LOW62, queue[2 * k + 1] & _LOW62, queue[2 * k + 1] >> 62, queue[2 * k] >> 62
    e = queue[k]
    return e & _LOW30, (e >> 30) & _LOW30, (e >> 60) & 1, e >> 61


@njit
def _sort_key(queue, k, wide, shift):
    """The bucket of queued position k: its player to move and the 12 highest cells of that player's stones."""
    x, o, t, _ = _entry(queue, k, wide)
    return (t << 12) | ((o if t else x) >> shift)


@njit
def _sort_chunk(queue, lo, hi, wide, n, count, scratch):
    """Copy ``queue[lo:hi]`` into ``scratch`` sorted by :func:`_sort_key` (a counting sort)."""
    shift = n - 12 if n > 12 else 0
    count[:] = 0
    for k in range(lo, hi):
        count[_sort_key(queue, k, wide, shift)] += 1
    at = 0
    for key in range(count.shape[0]):
        c = count[key]
        count[key] = at
        at += c
    for k in range(lo, hi):
        key = _sort_key(queue, k, wide, shift)
        j = count[key]
        count[key] = j + 1
        if wide:
            scratch[2 * j], scratch[2 * j + 1] = queue[2 * k], queue[2 * k + 1]
        else:
            scratch[j] = queue[k]


@njit
def _label(i, lost, code_win, code_loss, state):
    """Parent i of a labelled child (``lost``: the child is lost for its player to move). Return 1 (won), 2
    (lost) when this child decides it, 0 otherwise."""
    s = state[i]
    if s <= 0:
        return 0
    if lost:
        state[i] = code_win
        return 1
    if s == 1:
        state[i] = code_loss
        return 2
    state[i] = s - 1
    return 0


@njit
def propagate(n, offset, layer_of, table, binom, into, lines, stones, rules, witnesses, state, queue, wide,
              where, count, scratch, max_distance):
    """Backward breadth-first propagation from the queued labels (first in, first out, so distances grow).

    ``where = [head, tail, level, level_end, stop]`` is the queue's state, updated in place (head and tail every
    :data:`POLL` positions; ``stop`` is the stop flag, see the module docstring); ``count``
    (:data:`SORT_BUCKETS` int64) and ``scratch`` (int64, a chunk of the queue) are the room for sorting a level's
    chunks (:func:`_sort_chunk`). The parents of a position are generated by
    undoing a move of the player who made it (a slide a -> b taken back: the parent had the stone on an empty
    cell a next to b; a placed stone taken back: the parent had it in hand), each checked to be a legal move
    from a position where the game went on; they keep the stones of the other player, their major set, so
    their ranks differ only in the colex rank of the mover's stones among the cells left. A parent is won in
    d + 1 by a child lost in d, lost in d + 1 when its last undecided move leads to a child won in d (d: the
    child's level). Returns 1 when the queue is empty, 0 when a distance would pass ``max_distance`` (the
    state's integer type cannot hold it: widen it and call again; nothing is lost), -1 when told to stop (the
    work is unfinished and cannot be resumed).
    """
    head, tail, level, level_end = where[0], where[1], where[2], where[3]
    full = (1 << n) - 1
    chunk = scratch.shape[0] // (2 if wide else 1)
    stop = head                                 # the end of the sorted chunk being read from scratch
    first = head
    while head < tail:
        if head == level_end:
            if level + 2 > max_distance:
                where[0], where[1], where[2], where[3] = head, tail, level, level_end
                return 0
            level += 1
            level_end = tail
        if head == stop:
            first = head
            stop = min(head + chunk, level_end)
            _sort_chunk(queue, head, stop, wide, n, count, scratch)
        x, o, t, lost = _entry(scratch, head - first, wide)
        head += 1
        if head % POLL == 0:
            where[0], where[1] = head, tail
            if where[WHERE_STOP]:
                return -1
        p = 1 - t                                   # the player who moved into the child
        mine = o if p == 1 else x                   # that player's stones
        other = x if p == 1 else o                  # the stones of the player to move in the child
        if has_line(other, lines):                 # a parent would have been over already
            continue
        code_win = -(2 * level + 3)                 # won in level + 1
        code_loss = -(2 * level + 4)                # lost in level + 1
        k = popcount(mine)
        room = full & ~other                        # the cells of the parents' minor sets
        empty = room & ~mine
        oc = _gather(mine, other)
        r_other = _colex(other, table)
        n_other = popcount(other)
        layer = layer_of[popcount(x), popcount(o), p]
        base = offset[layer] + r_other * binom[n - n_other, k] if layer >= 0 else -1
        layer = layer_of[popcount(x) - (1 - p), popcount(o) - p, p] if rules[0] and k else -1
        base_place = offset[layer] + r_other * binom[n - n_other, k - 1] if layer >= 0 else -1
        sliding = k == stones[p] and base >= 0
        rest = mine
        while rest:
            bit = rest & -rest
            rest ^= bit
            b = popcount(bit - 1)
            ib = 1 << popcount(room & (bit - 1))    # b among the cells outside other
            if sliding and not (rules[3] >> b) & 1:
                sources = empty & into[b]
                while sources:
                    low = sources & -sources
                    sources ^= low
                    if (rules[4] >> b) & 1 and not witnesses[popcount(low - 1)] & other:
                        continue
                    i = base + _colex(oc ^ ib ^ (1 << popcount(room & (low - 1))), table)
                    decided = _label(i, lost, code_win, code_loss, state)
                    if decided:
                        before = mine ^ bit ^ low
                        tail = _push(queue, tail, before if p == 0 else other, before if p == 1 else other, p,
                                     decided - 1, wide)
            if base_place >= 0 and not (rules[1] >> b) & 1:
                before = mine ^ bit
                if (rules[2] >> b) & 1 and (before == 0 or other == 0):
                    continue
                decided = _label(base_place + _colex(oc ^ ib, table), lost, code_win, code_loss, state)
                if decided:
                    tail = _push(queue, tail, before if p == 0 else other, before if p == 1 else other, p,
                                 decided - 1, wide)
    where[0], where[1], where[2], where[3] = head, tail, level, level_end
    return 1


@njit
def split_state(state, outcome):
    """Write each position's outcome (1 win, 2 loss, 3 draw) into ``outcome`` and turn ``state`` into the
    distances in place (0 for draws); return the largest distance."""
    most = 0
    for i in range(state.shape[0]):
        s = state[i]
        if s < 0:
            outcome[i] = _WIN if s & 1 else _LOSS       # -(2d + 1) is odd
            d = (-s - 1) // 2
            state[i] = d
            if d > most:
                most = d
        else:
            outcome[i] = _DRAW
            state[i] = 0
    return most
