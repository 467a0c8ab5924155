"""numba kernels of the compiled retrograde analysis of stone games (imported only by the function that runs them).

Positions are ranks (:mod:`combgames.solvers.ranking`); the rules are the arrays of the game's
``stone_structure()``: ``nbr[c]`` (cells a stone on c slides to), ``lines`` (masks), ``stones`` (kx, ko),
``rules = [placement, place_forbidden, place_forbidden_early, slide_forbidden, guarded]`` and ``witnesses[c]``.
Ranks are computed over the set bits of the masks (SWAR popcounts give a bit's index), and ``state[i]`` holds minus the outcome of a labelled position (-1 win,
-2 loss, -3 draw, for the player to move, as in :mod:`combgames.solvers.retrograde`) or, while it is unknown,
the number of its moves not yet known to be won for the opponent: one array, so a parent costs one memory
access. The queue of labelled positions keeps each position's masks beside its rank, so nothing is unranked.
"""

from __future__ import annotations

from numba import njit

__all__ = ["initial_labels", "propagate"]

_WIN, _LOSS, _DRAW = 1, 2, 3
_TURN = 1 << 62          # the player to move is kept in bit 62 of the queued O mask


@njit(cache=True, nogil=True)
def _popcount(m):
    """Bits set in m (0 <= m < 2**62), by the SWAR sums (Knuth, TAOCP 4A, 7.1.3, (62))."""
    m = m - ((m >> 1) & 0x5555555555555555)
    m = (m & 0x3333333333333333) + ((m >> 2) & 0x3333333333333333)
    m = (m + (m >> 4)) & 0x0F0F0F0F0F0F0F0F
    return ((m * 0x0101010101010101) & 0x7FFFFFFFFFFFFFFF) >> 56


@njit(cache=True, nogil=True)
def _has_line(mask, lines):
    for L in lines:
        if mask & L == L:
            return True
    return False


@njit(cache=True, nogil=True)
def _colex(mask, binom):
    """colex_rank over the set bits only (the index of a lowest bit is the popcount below it)."""
    r = 0
    i = 1
    while mask:
        low = mask & -mask
        r += binom[_popcount(low - 1), i]
        i += 1
        mask ^= low
    return r


@njit(cache=True, nogil=True)
def _gather(o, x):
    """O's mask written in the cells outside x: cell c becomes c minus the cells of x below it."""
    out = 0
    while o:
        low = o & -o
        out |= 1 << (_popcount(low - 1) - _popcount(x & (low - 1)))
        o ^= low
    return out


@njit(cache=True, nogil=True)
def _rank(x, o, t, n, binom, layer_of, offset):
    """The rank of (x, o, t) (see :class:`combgames.solvers.ranking.StoneRanking`), or -1 when its layer is not
    in the space."""
    a = _popcount(x)
    b = _popcount(o)
    layer = layer_of[a, b, t]
    if layer < 0:
        return -1
    return offset[layer] + _colex(x, binom) * binom[n - a, b] + _colex(_gather(o, x), binom)


@njit(cache=True, nogil=True)
def _rank_given_x(x, a, rx, o, t, n, binom, layer_of, offset):
    """:func:`_rank` when X's popcount ``a`` and colex rank ``rx`` are known (parents where only O moved)."""
    b = _popcount(o)
    layer = layer_of[a, b, t]
    if layer < 0:
        return -1
    return offset[layer] + rx * binom[n - a, b] + _colex(_gather(o, x), binom)


@njit(cache=True, nogil=True)
def _next_subset(v):
    """The next larger integer with as many set bits (Gosper's hack: the next subset in colex order)."""
    c = v & -v
    r = v + c
    return (((r ^ v) >> 2) // c) | r


@njit(cache=True, nogil=True)
def _deposit(oc, x, n):
    """Bit j of ``oc`` onto the j-th cell outside ``x`` (the inverse of gathering)."""
    out = 0
    j = 0
    for c in range(n):
        if not (x >> c) & 1:
            if (oc >> j) & 1:
                out |= 1 << c
            j += 1
    return out


@njit(cache=True, nogil=True)
def _count_moves(x, o, t, n, nbr, stones, rules, witnesses):
    """The number of legal moves of the player to move (the game is not over)."""
    own = x if t == 0 else o
    opp = o if t == 0 else x
    empty = ((1 << n) - 1) & ~(x | o)
    if rules[0] and _popcount(own) < stones[t]:
        allowed = empty & ~rules[1]
        if x == 0 or o == 0:
            allowed &= ~rules[2]
        return _popcount(allowed)
    count = 0
    targets = empty & ~rules[3]
    rest = own
    while rest:
        bit = rest & -rest
        rest ^= bit
        a = _popcount(bit - 1)
        to = nbr[a] & targets
        if to & rules[4] and not witnesses[a] & opp:
            to &= ~rules[4]
        count += _popcount(to)
    return count


@njit(cache=True, nogil=True)
def initial_labels(n, offset, layer_nx, layer_no, layer_turn, nbr, lines, stones, rules, witnesses, no_move,
                   state, queue, queue_x, queue_o):
    """Label the terminal positions and count every other position's moves, enumerating each layer in rank
    order (X's sets in colex order, then O's within the cells left); return (queued, moves counted).

    ``no_move``: the outcome of a player with no move (1 win, 2 loss, 3 draw).
    """
    tail = 0
    edges = 0
    for layer in range(layer_nx.shape[0]):
        a = layer_nx[layer]
        b = layer_no[layer]
        t = layer_turn[layer]
        i = offset[layer]
        x = (1 << a) - 1
        while x < (1 << n):
            oc = (1 << b) - 1
            while oc < (1 << (n - a)):
                o = _deposit(oc, x, n)
                if _has_line(o if t == 0 else x, lines):  # the player who just moved has a line
                    state[i] = -_LOSS
                    queue[tail], queue_x[tail], queue_o[tail] = i, x, o | (t * _TURN)
                    tail += 1
                else:
                    k = _count_moves(x, o, t, n, nbr, stones, rules, witnesses)
                    edges += k
                    if k:
                        state[i] = k
                    else:
                        state[i] = -no_move
                        if no_move != _DRAW:
                            queue[tail], queue_x[tail], queue_o[tail] = i, x, o | (t * _TURN)
                            tail += 1
                i += 1
                if b == 0:
                    break
                oc = _next_subset(oc)
            if a == 0:
                break
            x = _next_subset(x)
    return tail, edges


@njit(cache=True, nogil=True)
def _visit(i, px, po, p, j, state, distance, queue, queue_x, queue_o, tail):
    """Parent i = (px, po, p) of the labelled child j: label i when j decides it; return the new queue tail."""
    if i < 0 or state[i] <= 0:
        return tail
    if state[j] == -_LOSS:
        state[i] = -_WIN
    elif state[i] == 1:
        state[i] = -_LOSS
    else:
        state[i] -= 1
        return tail
    distance[i] = distance[j] + 1
    queue[tail], queue_x[tail], queue_o[tail] = i, px, po | (p * _TURN)
    return tail + 1


@njit(cache=True, nogil=True)
def propagate(n, binom, offset, layer_of, nbr, lines, stones, rules, witnesses,
              state, distance, queue, queue_x, queue_o, tail):
    """Backward breadth-first propagation from the queued labels (first in, first out, so distances grow).

    The parents of a position are generated by undoing a move of the player who made it (a slide back, or
    taking a placed stone back), each checked to be a legal move from a position where the game went on.
    Returns the number of positions labelled (the final queue length).
    """
    head = 0
    full = (1 << n) - 1
    into = nbr.copy()      # into[b]: the cells a stone slides to b from
    for b in range(n):
        into[b] = 0
        for a in range(n):
            if (nbr[a] >> b) & 1:
                into[b] |= 1 << a
    while head < tail:
        j = queue[head]
        x = queue_x[head]
        o = queue_o[head] & (_TURN - 1)
        t = queue_o[head] >> 62
        head += 1
        p = 1 - t                                   # the player who moved into j
        mine = o if p == 1 else x                   # that player's stones
        other = x if p == 1 else o                  # the stones of the player to move in j (unchanged)
        if _has_line(other, lines):                 # a parent would have been over already
            continue
        empty = full & ~(x | o)
        sliding = _popcount(mine) == stones[p]
        a_x = _popcount(x)
        r_x = _colex(x, binom) if p == 1 else 0      # X's stones are the parents' too when O moved
        rest = mine
        while rest:
            bit = rest & -rest
            rest ^= bit
            b = _popcount(bit - 1)
            # undo a slide a -> b: the parent had the stone on an empty cell a next to b
            if sliding and not (rules[3] >> b) & 1:
                sources = empty & into[b]
                while sources:
                    low = sources & -sources
                    sources ^= low
                    a = _popcount(low - 1)
                    if (rules[4] >> b) & 1 and not witnesses[a] & other:
                        continue
                    before = mine ^ bit ^ low
                    px = before if p == 0 else other
                    po = other if p == 0 else before
                    if p == 1:
                        i = _rank_given_x(px, a_x, r_x, po, p, n, binom, layer_of, offset)
                    else:
                        i = _rank(px, po, p, n, binom, layer_of, offset)
                    tail = _visit(i, px, po, p, j, state, distance, queue, queue_x, queue_o, tail)
            # undo a placement on b: the parent had one stone fewer, in hand
            if rules[0] and not (rules[1] >> b) & 1:
                before = mine ^ bit
                px = before if p == 0 else other
                po = other if p == 0 else before
                if (rules[2] >> b) & 1 and (px == 0 or po == 0):
                    continue
                if p == 1:
                    i = _rank_given_x(px, a_x, r_x, po, p, n, binom, layer_of, offset)
                else:
                    i = _rank(px, po, p, n, binom, layer_of, offset)
                tail = _visit(i, px, po, p, j, state, distance, queue, queue_x, queue_o, tail)
    return tail
