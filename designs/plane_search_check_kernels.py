"""The checker's compiled recount of the extensions through P and Q (:mod:`designs.plane_search_check`).

Written from the definitions, for the checker alone: it shares no code with the plane search or its kernels.
A Latin square L of order m = n - 1 gives the 3n lines of a triangle A, B, C in a plane of order n, on the
n^2 + n + 1 points numbered as the certificate's header states (A, B, C = 0, 1, 2; X_r = 3 + r on BC,
Y_c = 3 + m + c on AC, Z_s = 3 + 2m + s on AB; cell (r, c) = 3 + 3m + r m + c): AB, BC, AC; the row lines
{A, X_r} + row r; the column lines {B, Y_c} + column c; the symbol lines {C, Z_s} + the cells of symbol s.
P is cell (0, 0) and Q cell (1, c) for the least c >= 1 with L[1][c] != L[0][0]. An *extension* is a set of
new lines, each through P or Q, that with the triangle's lines joins P and Q to every point exactly once,
no two points lying on two lines; :func:`count_square` counts them.

- A new line is a set of n + 1 points pairwise on no common line so far: a clique of n + 1 points in the
  graph of *open* pairs. A line of a plane not through A meets each of the n + 1 lines through A (AB, AC and
  the m row lines) exactly once, and a line through P or Q misses A (A is joined to P and Q by rows 0 and 1):
  so the cliques through a vertex v are found one point per line through A, in the order AB, AC, rows, the
  line of v skipped (two points of one of those lines are joined, so no clique has two there).
- The cliques through Q that hold P are those through P already; each candidate appears once.
- Exact cover (Algorithm X, D. E. Knuth, "Dancing links", arXiv:cs/0011047, here on bitsets): the items are
  the pairs {P, x} and {Q, x} still open (x != P for Q, so the line PQ counts once); a candidate covers the
  pairs of its points with P or Q; two candidates *conflict* when they share two points (their lines would
  meet twice; this includes covering the same item). Each step branches on the item with the fewest live
  candidates.

Sets of points, of candidates and of items are rows of ``uint64`` words (bit x of word x // 64). Each square's
count takes milliseconds; :func:`count_squares` does a batch and returns, so its caller regains control (and
Ctrl-C) between batches.
"""

from __future__ import annotations

import numpy as np

from combgames.base.bitboard_kernels import lowest_bit, popcount
from combgames.base.kernels import jitable, njit

__all__ = ["count_square", "count_squares", "triangle_line"]

_ONE = np.uint64(1)
_ZERO = np.uint64(0)
_BIT = np.array([1 << i for i in range(64)], dtype=np.uint64)
"""_BIT[i]: the word with bit i alone."""


@jitable
def _pop_lowest(rows, row):
    """Remove the lowest bit of ``rows[row]`` and return its index, or -1 when it is empty."""
    found = -1
    for w in range(rows.shape[1]):
        word = rows[row, w]
        if word != _ZERO:
            found = 64 * w + lowest_bit(word)
            rows[row, w] = word & (word - _ONE)
            break
    return found


@jitable
def triangle_line(square, k, line):
    """Write into ``line`` (n + 1 points) the k-th line of the square's triangle: k = 0 AB, 1 BC, 2 AC,
    3 + r row r, 3 + m + c column c, 3 + 2m + s symbol s (the numbering of the module docstring)."""
    m = square.shape[0]
    cells = 3 + 3 * m
    if k < 3:
        line[0] = 0 if k != 1 else 1
        line[1] = 1 if k == 0 else 2
        base = 3 + 2 * m if k == 0 else (3 if k == 1 else 3 + m)
        for i in range(m):
            line[2 + i] = base + i
    elif k < 3 + m:
        r = k - 3
        line[0] = 0
        line[1] = 3 + r
        for c in range(m):
            line[2 + c] = cells + r * m + c
    elif k < 3 + 2 * m:
        c = k - 3 - m
        line[0] = 1
        line[1] = 3 + m + c
        for r in range(m):
            line[2 + r] = cells + r * m + c
    else:
        s = k - 3 - 2 * m
        line[0] = 2
        line[1] = 3 + 2 * m + s
        at = 2
        for r in range(m):
            for c in range(m):
                if square[r, c] == s:
                    line[at] = cells + r * m + c
                    at += 1


@njit
def _open_graph(square, points, words):
    """(adjacent, through_a): the open pairs as one bitset per point, and the n + 1 lines through A less A."""
    m = square.shape[0]
    joined = np.zeros((points, words), np.uint64)
    through_a = np.zeros((m + 2, words), np.uint64)
    line = np.zeros(m + 2, np.int64)
    at = 0
    for k in range(3 + 3 * m):
        triangle_line(square, k, line)
        for a in range(m + 2):
            for b in range(m + 2):
                joined[line[a], line[b] >> 6] |= _BIT[line[b] & 63]
        if line[0] == 0:
            for a in range(1, m + 2):
                through_a[at, line[a] >> 6] |= _BIT[line[a] & 63]
            at += 1
    adjacent = np.zeros((points, words), np.uint64)
    for x in range(points):
        for y in range(points):
            if not joined[x, y >> 6] & _BIT[y & 63] != _ZERO:
                adjacent[x, y >> 6] |= _BIT[y & 63]
    return adjacent, through_a


@njit
def _cliques(v, skip, adjacent, through_a, found, count):
    """Append to ``found`` (from row ``count``) the cliques of n + 1 points through v, one point on each line
    through A but v's, without the point ``skip`` (-1: none); return the new count, or -1 when ``found`` is
    full."""
    classes = through_a.shape[0]
    words = adjacent.shape[1]
    order = np.zeros(classes - 1, np.int64)
    at = 0
    for k in range(classes):
        if not through_a[k, v >> 6] & _BIT[v & 63] != _ZERO:
            order[at] = k
            at += 1
    depth = classes - 1
    common = np.zeros((depth + 1, words), np.uint64)
    options = np.zeros((depth, words), np.uint64)
    chosen = np.zeros(depth, np.int64)
    for w in range(words):
        common[0, w] = adjacent[v, w]
    if skip >= 0:
        common[0, skip >> 6] &= ~_BIT[skip & 63]
    for w in range(words):
        options[0, w] = common[0, w] & through_a[order[0], w]
    d = 0
    while d >= 0 and count >= 0:
        x = _pop_lowest(options, d)
        if x < 0:
            d -= 1
            continue
        chosen[d] = x
        if d + 1 == depth:
            if count == found.shape[0]:
                count = -1
            else:
                for w in range(words):
                    found[count, w] = _ZERO
                found[count, v >> 6] |= _BIT[v & 63]
                for i in range(depth):
                    found[count, chosen[i] >> 6] |= _BIT[chosen[i] & 63]
                count += 1
            continue
        for w in range(words):
            common[d + 1, w] = common[d, w] & adjacent[x, w]
            options[d + 1, w] = common[d + 1, w] & through_a[order[d + 1], w]
        d += 1
    return count


@njit
def _exact_cover(candidates, items_of, covers, conflicts, items, nodes):
    """The number of exact covers of the items by pairwise non-conflicting candidates (Algorithm X on
    bitsets); ``nodes[0]`` counts the candidates chosen."""
    k_words = covers.shape[1]
    i_words = items_of.shape[1]
    depth = items + 1
    live = np.zeros((depth + 1, k_words), np.uint64)
    left = np.zeros((depth + 1, i_words), np.uint64)
    options = np.zeros((depth + 1, k_words), np.uint64)
    for i in range(candidates):
        live[0, i >> 6] |= _BIT[i & 63]
    for t in range(items):
        left[0, t >> 6] |= _BIT[t & 63]
    total = 0
    d = 0
    entering = True
    while d >= 0:
        if entering:
            best, fewest = -1, -1
            for w in range(i_words):
                word = left[d, w]
                while word != _ZERO:
                    t = 64 * w + lowest_bit(word)
                    word &= word - _ONE
                    size = 0
                    for u in range(k_words):
                        size += popcount(live[d, u] & covers[t, u])
                    if fewest < 0 or size < fewest:
                        best, fewest = t, size
                        if size <= 1:
                            break
                if best >= 0 and fewest <= 1:
                    break
            if best < 0:                      # every item covered: an extension
                total += 1
                d -= 1
                entering = False
                continue
            for u in range(k_words):
                options[d, u] = live[d, u] & covers[best, u]
        i = _pop_lowest(options, d)
        if i < 0:
            d -= 1
            entering = False
            continue
        nodes[0] += 1
        for u in range(k_words):
            live[d + 1, u] = live[d, u] & ~conflicts[i, u]
        for w in range(i_words):
            left[d + 1, w] = left[d, w] & ~items_of[i, w]
        d += 1
        entering = True
    return total


@njit
def count_square(square, capacity, nodes):
    """The number of extensions through P and Q of the Latin square ``square`` (int64, m x m, symbols 0..m-1),
    or -1 when it has more than ``capacity`` candidate lines (call again with more); ``nodes[0]`` is increased
    by the candidates chosen in the search. -2 when row 1 has no cell for Q."""
    m = square.shape[0]
    n = m + 1
    points = n * n + n + 1
    words = (points + 63) // 64
    cells = 3 + 3 * m
    p = cells
    q = -1
    for c in range(1, m):
        if q < 0 and square[1, c] != square[0, 0]:
            q = cells + m + c
    if q < 0:
        return -2
    adjacent, through_a = _open_graph(square, points, words)
    found = np.zeros((capacity, words), np.uint64)
    count = 0
    for vertex in range(2):                  # through P, then through Q without P
        if count >= 0:
            count = _cliques(p if vertex == 0 else q, -1 if vertex == 0 else p, adjacent, through_a, found, count)
    if count < 0:
        return -1
    items_of, covers, conflicts, items = _exact_cover_sets(found, count, adjacent, p, q)
    return _exact_cover(count, items_of, covers, conflicts, items, nodes)


@njit
def _exact_cover_sets(found, count, adjacent, p, q):
    """(items_of, covers, conflicts, items) of the exact cover: the items (pairs {P, x}, then {Q, x}, x != P,
    still open) of each candidate, the candidates of each item, the candidates sharing two points with each."""
    points = adjacent.shape[0]
    item_p = np.full(points, -1, np.int64)
    item_q = np.full(points, -1, np.int64)
    items = 0
    for x in range(points):
        if adjacent[p, x >> 6] & _BIT[x & 63] != _ZERO:
            item_p[x] = items
            items += 1
    for x in range(points):
        if x != p and adjacent[q, x >> 6] & _BIT[x & 63] != _ZERO:
            item_q[x] = items
            items += 1
    k_words = (count + 63) // 64 + 1
    on = np.zeros((points, k_words), np.uint64)
    items_of = np.zeros((count + 1, (items + 63) // 64 + 1), np.uint64)
    covers = np.zeros((items + 1, k_words), np.uint64)
    for i in range(count):
        through_p = found[i, p >> 6] & _BIT[p & 63] != _ZERO
        through_q = found[i, q >> 6] & _BIT[q & 63] != _ZERO
        for x in range(points):
            if found[i, x >> 6] & _BIT[x & 63] != _ZERO:
                on[x, i >> 6] |= _BIT[i & 63]
                if through_p and item_p[x] >= 0:
                    items_of[i, item_p[x] >> 6] |= _BIT[item_p[x] & 63]
                    covers[item_p[x], i >> 6] |= _BIT[i & 63]
                if through_q and item_q[x] >= 0:
                    items_of[i, item_q[x] >> 6] |= _BIT[item_q[x] & 63]
                    covers[item_q[x], i >> 6] |= _BIT[i & 63]
    conflicts = np.zeros((count + 1, k_words), np.uint64)
    once = np.zeros(k_words, np.uint64)
    for i in range(count):                    # the candidates on two or more of i's points
        for u in range(k_words):
            once[u] = _ZERO
        for x in range(points):
            if found[i, x >> 6] & _BIT[x & 63] != _ZERO:
                for u in range(k_words):
                    conflicts[i, u] |= once[u] & on[x, u]
                    once[u] |= on[x, u]
    return items_of, covers, conflicts, items


@njit
def count_squares(squares, capacity, counts, nodes):
    """``counts[k]`` = :func:`count_square` of ``squares[k]`` (k x m x m) for k = 0, 1, ... in turn; return the
    number done: all of them, or the first k whose candidates exceed ``capacity`` (its count not written)."""
    done = 0
    for k in range(squares.shape[0]):
        found = count_square(squares[k], capacity, nodes)
        if found == -1:
            break
        counts[k] = found
        done += 1
    return done
