"""numba kernels of the compiled positional solver (bitboards of at most 64 points).

Positions are two ``uint64`` bitmasks ``x`` (player 0) and ``o`` (player 1); ``ns`` is the number of stones
(the player to move is ``ns & 1``). ``cnt[p, l]`` counts player p's stones on line l and is kept incrementally
(make / unmake around each child): the line counts of :mod:`combgames.solvers.compiled._line_kernels`, shared with
the proof-number kernels. Every kernel is recursive over the plies (at most 64 deep) and compiled with
``cache=True``, so a second process loads the machine code from disk.

Scores are for the player to move. In *distance* mode they follow :mod:`combgames.solvers.values`: a win in d
plies is ``MATE - d``, a loss in d plies ``d - MATE``, a draw 0; in *value* mode a win is 1, a loss -1.

The context ``ctx`` is an int64 array: ``[nodes, max_nodes, stopped, distance, threat_depth, key_depth,
root_move, n, vcf_nodes, es_top, interrupt]``; ``es_top`` > 0 turns on the Erdos-Selfridge draw test with
potentials in units of 2**-es_top (the longest line); ``interrupt`` is the stop flag of
:func:`combgames.base.kernels.run_interruptible` (set from another thread, it stops the search at the next node as
``max_nodes`` does).

The generic :func:`combgames.solvers.search.alphabeta` is the reference these kernels are tested against
(the kernels are recursive, so they are compiled directly rather than through :func:`combgames.base.kernels.kernel`).
"""

from __future__ import annotations

import numpy as np

from combgames.base.bitboard_kernels import has_line, lowest_bit, pair_hash, popcount
from combgames.base.kernels import njit
from combgames.base.orbit_kernels import GENERATORS, from_representative, orbit_entry, representative, to_representative
from combgames.solvers.compiled._line_kernels import (count_lines, line_weight, new_wins, place, scan_sides,
                                                      threat_makers)

MATE = 1000
INF = 1 << 30
EXACT, LOWER, UPPER, EMPTY = 0, 1, 2, 3

(NODES, MAX_NODES, STOPPED, DISTANCE, THREAT_DEPTH, KEY_DEPTH, ROOT_MOVE, POINTS, VCF_NODES, ES_TOP,
 INTERRUPT) = range(11)
CONTEXT_SIZE = 11

_ONE = np.uint64(1)


@njit
def canonical(x, o, ptab, n):
    """The least image ``(x', o')`` (x' first) of the position under the listed group elements, and the element
    giving it (``ptab[e, i]`` is the bit of the image of point i under element e; element 0 is the identity)."""
    xs = np.empty(64, dtype=np.int64)
    os_ = np.empty(64, dtype=np.int64)
    nx = 0
    no = 0
    for i in range(n):
        b = _ONE << np.uint64(i)
        if x & b:
            xs[nx] = i
            nx += 1
        elif o & b:
            os_[no] = i
            no += 1
    bx, bo = x, o
    best = 0
    for e in range(ptab.shape[0]):
        ix = np.uint64(0)
        for j in range(nx):
            ix |= ptab[e, xs[j]]
            if ix > bx:  # the image only grows as bits are added
                break
        if ix > bx:
            continue
        io = np.uint64(0)
        for j in range(no):
            io |= ptab[e, os_[j]]
            if ix == bx and io > bo:
                break
        if ix < bx or io < bo:
            bx, bo = ix, io
            best = e
    return bx, bo, best


@njit
def win_points(me, opp, lmask):
    """The points completing a line of ``me``: lines with no stone of ``opp`` and one free point."""
    w = np.uint64(0)
    for j in range(lmask.shape[0]):
        line = lmask[j]
        if not line & opp:
            rest = line & ~me
            if rest and not rest & (rest - np.uint64(1)):
                w |= rest
    return w


@njit
def line_owner(x, o, lmask):
    """0 if x holds a whole line, 1 if o does (x looked at first), -1 if neither."""
    if has_line(x, lmask):
        return 0
    if has_line(o, lmask):
        return 1
    return -1


@njit
def reply_images(x, o, ptab, n, lmask, out):
    """The least images (rows of ``out``: x, o) of the positions after each reply of the player to move, leaving
    out the replies after which the other player completes a line at once (he has a point completing a line
    other than the reply, and the reply completes no line of the mover); returns how many rows were written."""
    mover_x = popcount(x) == popcount(o)
    me, opp = (x, o) if mover_x else (o, x)
    theirs = win_points(opp, me, lmask)
    mine = win_points(me, opp, lmask)
    k = 0
    for i in range(n):
        b = _ONE << np.uint64(i)
        if (x | o) & b:
            continue
        if theirs & ~b and not mine & b:
            continue
        cx, co = (x | b, o) if mover_x else (x, o | b)
        bx, bo, _ = canonical(cx, co, ptab, n)
        out[k, 0] = bx
        out[k, 1] = bo
        k += 1
    return k


@njit
def image(m, e, ptab):
    """The image of point m under element e."""
    return lowest_bit(ptab[e, m])


@njit
def preimage(m, e, ptab, n):
    """The point whose image under element e is m."""
    b = _ONE << np.uint64(m)
    for i in range(n):
        if ptab[e, i] == b:
            return i
    return -1


@njit
def slot(kx, ko, size_mask):
    """The transposition-table slot of the key ``(kx, ko)`` (``size_mask``: the table's size less one)."""
    return np.int64(pair_hash(kx, ko, 29) & size_mask)


@njit
def vcf(x, o, ns, depth, cnt, lmask, llen, pstart, pidx, ctx):
    """True if the mover wins by continuous threats (Allis, van den Herik and Huntjens 1993, threat-space
    search restricted to one-move threats): each attacking move makes a threat the defender must block, and the
    block gives the defender no threat of his own; it ends with a double threat. Preconditions: the mover has no
    win point and the opponent no threat. Only the answer is returned: no attacking move is recorded (a
    position won this way is stored with no best move)."""
    if depth <= 0:
        return False
    ctx[VCF_NODES] += 1
    pm = ns & 1
    me = x if pm == 0 else o
    opp = o if pm == 0 else x
    cands = threat_makers(pm, cnt, lmask, llen, me)
    while cands:
        m = lowest_bit(cands)
        bm = _ONE << np.uint64(m)
        cands &= ~bm
        nw = new_wins(m, pm, cnt, lmask, llen, pstart, pidx, me)
        if nw == 0:
            continue
        if popcount(nw) >= 2:
            return True
        w = lowest_bit(nw)
        bw = _ONE << np.uint64(w)
        place(m, pm, cnt, pstart, pidx, 1)
        place(w, 1 - pm, cnt, pstart, pidx, 1)
        if pm == 0:
            x2, o2 = x | bm, o | bw
        else:
            x2, o2 = x | bw, o | bm
        me2 = me | bm
        opp2 = opp | bw
        win, threat, _, _, _ = scan_sides(pm, cnt, lmask, llen, me2, opp2, 64)
        ok = False
        if win:
            ok = True
        elif not threat:
            ok = vcf(x2, o2, ns + 2, depth - 1, cnt, lmask, llen, pstart, pidx, ctx)
        place(w, 1 - pm, cnt, pstart, pidx, -1)
        place(m, pm, cnt, pstart, pidx, -1)
        if ok:
            return True
    return False


@njit
def erdos_selfridge_draw(pm, cnt, llen, pstart, pidx, free, n, top):
    """True when each player can stop the other from completing a line by the Erdos-Selfridge potential
    argument (Erdos and Selfridge 1973; as in :mod:`combgames.games.positional`): with the weight 2**-(points
    still missing) summed over the lines a player can still complete, the player not to move is stopped when his
    sum is below 1, and the player to move when his sum plus the largest gain of one move is below 1."""
    one = np.int64(1) << top
    phi_m = np.int64(0)
    phi_o = np.int64(0)
    for l in range(llen.shape[0]):  # a line with no stone counts for both players: either can complete it
        cm = cnt[pm, l]
        co = cnt[1 - pm, l]
        if co == 0:
            phi_m += np.int64(1) << (top - (llen[l] - cm))
        if cm == 0:
            phi_o += np.int64(1) << (top - (llen[l] - co))
    if phi_o >= one or phi_m >= one:
        return False
    if 2 * phi_m < one:
        return True
    best = np.int64(0)
    for i in range(n):
        if not free & (_ONE << np.uint64(i)):
            continue
        g = np.int64(0)
        for k in range(pstart[i], pstart[i + 1]):
            l = pidx[k]
            if cnt[1 - pm, l] == 0:
                g += np.int64(1) << (top - (llen[l] - cnt[pm, l]))
        if g > best:
            best = g
    return phi_m + best < one


@njit
def parent_score(s, distance):
    if not distance:
        return -s
    if s > 0:
        return -s + 1
    if s < 0:
        return -s - 1
    return 0


@njit
def child_bound(b, distance):
    if not distance:
        return -b
    if b > 0:
        return -(b + 1)
    if b < 0:
        return -(b - 1)
    return 0


@njit
def negamax(x, o, ns, alpha, beta, cnt, lmask, llen, pstart, pidx, symtab, tt_key, tt_v, tt_f, tt_m,
            order, ctx, root_ns, orbits):
    """Fail-soft negamax alpha-beta over the positional game (see the module docstring). ``order`` is a
    (2, 65, 64) work array: the candidate moves (``order[0]``) and their ordering scores (``order[1]``), one row
    per stone count (one array rather than two: every array argument is copied at each recursive call). ``orbits`` is an orbit table of
    :mod:`combgames.base.orbit_kernels`: with generators in it and no listed group, positions of up to
    ``key_depth`` stones are keyed by their orbit's representative."""
    ctx[NODES] += 1
    if ctx[NODES] > ctx[MAX_NODES] or ctx[INTERRUPT]:
        ctx[STOPPED] = 1
        return 0
    distance = ctx[DISTANCE] != 0
    win_score = MATE if distance else 1
    pm = ns & 1
    me = x if pm == 0 else o
    opp = o if pm == 0 else x
    n = ctx[POINTS]
    win, threat, live, mover_live, other_live = scan_sides(pm, cnt, lmask, llen, me, opp, n - ns)
    if win:
        if ns == root_ns:
            ctx[ROOT_MOVE] = lowest_bit(win)
        return win_score - 1 if distance else 1
    free = ~(x | o)
    if n < 64:
        free &= (_ONE << np.uint64(n)) - _ONE
    if threat:
        if ns == root_ns:
            ctx[ROOT_MOVE] = lowest_bit(threat)
        if popcount(threat) >= 2:
            return -(win_score - 2) if distance else -1
        cand = threat
    else:
        cand = live & free
        if cand == 0 or (ctx[ES_TOP] > 0 and erdos_selfridge_draw(pm, cnt, llen, pstart, pidx, free, n,
                                                                 ctx[ES_TOP])):
            if ns == root_ns:
                ctx[ROOT_MOVE] = -1
            return 0
    # a side that can complete no line cannot win: the score is at most 0 (at least 0 for the other side), which
    # is a fail-soft bound outside the window when 0 <= alpha (resp. beta <= 0)
    if ns != root_ns and ((not mover_live and alpha >= 0) or (not other_live and beta <= 0)):
        return 0
    # transposition table
    ent = -1
    kx, ko, sym = x, o, 0
    if ns <= ctx[KEY_DEPTH]:
        if symtab.shape[0] > 1:
            kx, ko, sym = canonical(x, o, symtab, n)
        elif orbits[GENERATORS] > 0:
            ent = orbit_entry(x, o, orbits)
            if ent >= 0:
                kx, ko = representative(ent, orbits)
    size_mask = np.uint64(tt_key.shape[0] - 1)
    h = slot(kx, ko, size_mask)
    tt_move = -1
    if tt_f[h] != EMPTY and tt_key[h, 0] == kx and tt_key[h, 1] == ko:
        f = tt_f[h]
        s = np.int64(tt_v[h])
        if tt_m[h] >= 0:  # stored in the canonical frame: the point whose image under sym it is
            tt_move = (preimage(tt_m[h], sym, symtab, n) if ent < 0
                       else from_representative(tt_m[h], ent, orbits))
        if ns != root_ns or tt_move >= 0:
            if f == EXACT or (f == LOWER and s >= beta) or (f == UPPER and s <= alpha):
                if ns == root_ns:
                    ctx[ROOT_MOVE] = tt_move
                return s
    # candidates: double threats win in 3; order by threats and line weights
    k = 0
    for m in range(n):
        bm = _ONE << np.uint64(m)
        if not cand & bm:
            continue
        nw = new_wins(m, pm, cnt, lmask, llen, pstart, pidx, me)
        c = popcount(nw)
        if c >= 2:
            s = win_score - 3 if distance else 1
            tt_key[h, 0], tt_key[h, 1], tt_v[h], tt_f[h] = kx, ko, s, EXACT
            tt_m[h] = image(m, sym, symtab) if ent < 0 else to_representative(m, ent, orbits)
            if ns == root_ns:
                ctx[ROOT_MOVE] = m
            return s
        sc = (c << 40) + line_weight(m, pm, cnt, pstart, pidx)
        if m == tt_move:
            sc = 1 << 60
        # insertion sort, best first
        i = k
        while i > 0 and order[1, ns, i - 1] < sc:
            order[1, ns, i] = order[1, ns, i - 1]
            order[0, ns, i] = order[0, ns, i - 1]
            i -= 1
        order[1, ns, i] = sc
        order[0, ns, i] = m
        k += 1
    # threat-space search (value mode only: a threat sequence is a win, not necessarily the fastest)
    if not distance and not threat and ctx[THREAT_DEPTH] > 0:
        if vcf(x, o, ns, ctx[THREAT_DEPTH], cnt, lmask, llen, pstart, pidx, ctx):
            tt_key[h, 0], tt_key[h, 1], tt_v[h], tt_f[h], tt_m[h] = kx, ko, 1, EXACT, -1
            if ns == root_ns:
                ctx[ROOT_MOVE] = -1
            return 1
    best = -INF
    best_move = -1
    a = alpha
    for i in range(k):
        m = order[0, ns, i]
        bm = _ONE << np.uint64(m)
        place(m, pm, cnt, pstart, pidx, 1)
        if pm == 0:
            r = negamax(x | bm, o, ns + 1, child_bound(beta, distance), child_bound(a, distance), cnt, lmask, llen,
                        pstart, pidx, symtab, tt_key, tt_v, tt_f, tt_m, order, ctx, root_ns, orbits)
        else:
            r = negamax(x, o | bm, ns + 1, child_bound(beta, distance), child_bound(a, distance), cnt, lmask, llen,
                        pstart, pidx, symtab, tt_key, tt_v, tt_f, tt_m, order, ctx, root_ns, orbits)
        place(m, pm, cnt, pstart, pidx, -1)
        if ctx[STOPPED]:
            return 0
        s = parent_score(r, distance)
        if s > best:
            best = s
            best_move = m
            if s > a:
                a = s
                if a >= beta:
                    break
    if best <= alpha:
        f = UPPER
    elif best >= beta:
        f = LOWER
    else:
        f = EXACT
    tt_key[h, 0], tt_key[h, 1], tt_v[h], tt_f[h] = kx, ko, best, f
    if best_move < 0:
        tt_m[h] = -1
    else:
        tt_m[h] = image(best_move, sym, symtab) if ent < 0 else to_representative(best_move, ent, orbits)
    if ns == root_ns:
        ctx[ROOT_MOVE] = best_move
    return best


@njit
def search_root(x, o, alpha, beta, cnt, lmask, llen, pstart, pidx, symtab, tt_key, tt_v, tt_f, tt_m, order,
                ctx, orbits):
    """Score of any position (terminal included) for the player to move; fills ``cnt`` from the masks first."""
    count_lines(x, o, cnt, lmask)
    ns = popcount(x) + popcount(o)
    pm = ns & 1
    distance = ctx[DISTANCE] != 0
    ctx[ROOT_MOVE] = -1
    for l in range(lmask.shape[0]):
        if cnt[1 - pm, l] == llen[l]:
            return -MATE if distance else -1
    return negamax(x, o, ns, alpha, beta, cnt, lmask, llen, pstart, pidx, symtab, tt_key, tt_v, tt_f, tt_m,
                   order, ctx, ns, orbits)


@njit
def threat_value(x, o, depth, cnt, lmask, llen, pstart, pidx, ctx):
    """What threats alone settle for the player to move: 1 = a win (a point completing a line, a double threat
    with no threat of the opponent, or a threat sequence of at most ``depth`` attacking moves), -1 = a loss (the
    opponent has two threat points and the mover no win), 2 = a draw (no line winnable by either player), 0 =
    not settled. Fills ``cnt`` from the masks first."""
    count_lines(x, o, cnt, lmask)
    ns = popcount(x) + popcount(o)
    pm = ns & 1
    me = x if pm == 0 else o
    opp = o if pm == 0 else x
    win, threat, live, _, _ = scan_sides(pm, cnt, lmask, llen, me, opp, 64)
    if win:
        return 1
    if threat:
        return -1 if popcount(threat) >= 2 else 0
    free = ~(x | o)
    cand = live & free
    if cand == 0:
        return 2
    while cand:
        m = lowest_bit(cand)
        cand &= ~(_ONE << np.uint64(m))
        if popcount(new_wins(m, pm, cnt, lmask, llen, pstart, pidx, me)) >= 2:
            return 1
    if vcf(x, o, ns, depth, cnt, lmask, llen, pstart, pidx, ctx):
        return 1
    return 0
