"""numba kernels of the compiled proof-number search for positional games (bitboards of at most 64 points).

Depth-first proof-number search (df-pn, Nagai 2002, with the 1 + epsilon threshold of Pawlewicz and Lew 2007)
proving whether the *attacker* (``ctx[ATTACKER]``, player 0 or 1) wins. Positions are two ``uint64`` masks
``x`` (player 0) and ``o`` (player 1) with ``ns`` stones (player ``ns & 1`` to move); ``cnt[p, l]`` counts player
p's stones on line l and is kept incrementally: the line counts of :mod:`combgames.solvers.compiled._line_kernels`,
shared with the alpha-beta kernels of :mod:`combgames.solvers.compiled._kernels`.

Node rules (Allis 1994, Chapter 5 for Qubic; each sound on its own):

- attacker to move (OR node): a win point proves; two threats of the defender (and no win) disprove; no line the
  attacker can still complete disproves; one defender threat: the block is the only move; a *threat sequence*
  (:func:`threat_sequence`) proves; otherwise every free point on a live line is a move, and if the defender
  would have a threat sequence after a pass of the attacker (with ``ctx[COUNTER]``), only the points that may
  break it (:func:`relevant_defences` with the roles exchanged): any other move leaves the defender's sequence
  intact and loses;
- defender to move (AND node): a win point of the defender disproves; two attacker threats prove; no line the
  attacker can still complete disproves; one attacker threat: the block is the only move; a threat sequence of
  the defender (with ``ctx[COUNTER]``) disproves; otherwise, if the
  attacker would have a threat sequence after a pass of the defender, the defender's only relevant moves are the
  squares of that sequence and the points of lines where the defender could make a threat of his own with the
  help of the sequence's squares (:func:`relevant_defences`): any other move leaves the sequence intact and
  loses. Points on no live line are never better than a pass and are not searched (the extra-point argument).
  With ``ctx[ZONE_ROUNDS]`` more sequences are searched (:func:`defence_zone`) and the zones intersected: a move
  outside any of them leaves that sequence intact; an empty intersection settles the node for the sequences'
  owner.

The transposition table is keyed by a pair of 64-bit Zobrist hashes of the least image under the game's group:
each ply keeps the hashes of the position's images under every listed element, so a child's key is one pass
over them. Entries hold the two key words, the proof and disproof numbers and the work below the node (nodes
searched; -1 marks a free entry); a bucket of four entries keeps the ones with the most work.

The context ``ctx`` is an int64 array indexed by the names below.
"""

from __future__ import annotations

import numpy as np

from combgames.base.bitboard_kernels import insert_by_score, lowest_bit, pair_hash, popcount
from combgames.base.kernels import njit
from combgames.solvers.compiled._line_kernels import (count_lines, line_weight, new_wins, place, scan_sides,
                                                      threat_makers)

INF = np.int64(1) << np.int64(40)

(NODES, MAX_NODES, STOPPED, ATTACKER, POINTS, TSS_NODES, TSS_LIMIT, TSS_BUDGET, TSS_DEPTH, TSS_MOVE, EPS_NUM,
 RET_PN, RET_DN, EVALUATED, TT_STORES, TT_OVERWRITES, TSS_TOP, TSS_GEN, COUNTER, ZONE_ROUNDS, ZONE_PROVED,
 INTERRUPT) = range(22)
CONTEXT_SIZE = 22
"""``ctx[INTERRUPT]`` is the stop flag of :func:`combgames.base.kernels.run_interruptible`: set from another thread, it
stops the search at the next node as ``ctx[MAX_NODES]`` does (the table keeps the numbers found so far)."""

TSS_TABLE = 1 << 12
"""Entries of the table of failed threat-sequence positions (one search's; stamped by generation)."""

_ONE = np.uint64(1)
_ZERO = np.uint64(0)


@njit
def _threats_through(w, pm, cnt, lmask, llen, pstart, pidx, occupied):
    """The win points of player pm on lines through point w (pm owning all but one point of a line, the other
    player none of it)."""
    t = _ZERO
    for k in range(pstart[w], pstart[w + 1]):
        l = pidx[k]
        if cnt[1 - pm, l] == 0 and cnt[pm, l] == llen[l] - 1:
            t |= lmask[l] & ~occupied
    return t


@njit
def threat_sequence(me, opp, pm, depth, cnt, lmask, llen, pstart, pidx, ctx, blocks):
    """The squares of a threat sequence of player pm (the attacker here), or 0 if none is found.

    A threat sequence (Allis, van den Herik and Huntjens 1993, restricted to one-move threats): the attacker plays
    a point making exactly one win point, the defender must block it; if the block makes a win point of the
    defender, the attacker must take it, and that move must again make a win point (a forced chain); the sequence
    ends with a move making two win points while the defender has none. Preconditions: pm has no win point and
    the other player none either. ``depth`` bounds the attacker's free choices; ``ctx[TSS_LIMIT]`` the nodes.
    The squares are every point the sequence plays and the final win points. At depth ``ctx[TSS_TOP]`` (the
    first call) the first move is written to ``ctx[TSS_MOVE]``; the defender's squares of the sequence found (its
    blocks) are added to ``blocks[0]``."""
    if depth <= 0 or ctx[TSS_NODES] >= ctx[TSS_LIMIT]:
        return _ZERO
    # a position this search already failed from (reached by another order of the same threats)
    hk = pair_hash(me, opp, 31)
    hs = 1 + 2 * np.int64(hk & np.uint64(TSS_TABLE - 1))
    gen = np.uint64(ctx[TSS_GEN])
    if blocks[hs] == hk and blocks[hs + 1] == gen:
        return _ZERO
    ctx[TSS_NODES] += 1
    cands = threat_makers(pm, cnt, lmask, llen, me)
    placed = np.empty(64, dtype=np.int64)  # (point, player) pairs to undo
    while cands:
        m = lowest_bit(cands)
        bm = _ONE << np.uint64(m)
        cands &= ~bm
        nw = new_wins(m, pm, cnt, lmask, llen, pstart, pidx, me)
        if nw == 0:
            continue
        if popcount(nw) >= 2:
            if depth == ctx[TSS_TOP]:
                ctx[TSS_MOVE] = m
            return bm | nw
        # play the chain: attacker move a, defender block w, while the block makes a defender threat
        k = 0
        squares = _ZERO
        me2, opp2 = me, opp
        a = m
        found = _ZERO
        defended = _ZERO
        while True:
            w = lowest_bit(nw)
            bw = _ONE << np.uint64(w)
            ba = _ONE << np.uint64(a)
            place(a, pm, cnt, pstart, pidx, 1)
            place(w, 1 - pm, cnt, pstart, pidx, 1)
            placed[k] = a
            placed[k + 1] = w
            k += 2
            me2 |= ba
            opp2 |= bw
            squares |= ba | bw
            defended |= bw
            t = _threats_through(w, 1 - pm, cnt, lmask, llen, pstart, pidx, me2 | opp2)
            if t == 0:
                sub = threat_sequence(me2, opp2, pm, depth - 1, cnt, lmask, llen, pstart, pidx, ctx, blocks)
                if sub:
                    found = squares | sub
                break
            if popcount(t) >= 2:
                break
            a = lowest_bit(t)  # the forced answer must itself threaten
            nw = new_wins(a, pm, cnt, lmask, llen, pstart, pidx, me2)
            if nw == 0:
                break
            if popcount(nw) >= 2:
                found = squares | t | nw
                break
        for j in range(k - 1, -1, -1):
            place(placed[j], pm if j % 2 == 0 else 1 - pm, cnt, pstart, pidx, -1)
        if found:
            blocks[0] |= defended
            if depth == ctx[TSS_TOP]:
                ctx[TSS_MOVE] = m
            return found
    if ctx[TSS_NODES] < ctx[TSS_LIMIT]:  # a complete failure (not cut by the budget)
        blocks[hs] = hk
        blocks[hs + 1] = gen
    return _ZERO


@njit
def run_threat_sequence(me, opp, pm, cnt, lmask, llen, pstart, pidx, ctx, budget, depth, blocks):
    """:func:`threat_sequence` with a fresh node budget and ``blocks[0]`` cleared."""
    ctx[TSS_LIMIT] = ctx[TSS_NODES] + budget
    ctx[TSS_TOP] = depth
    ctx[TSS_GEN] += 1
    blocks[0] = _ZERO
    return threat_sequence(me, opp, pm, depth, cnt, lmask, llen, pstart, pidx, ctx, blocks)


@njit
def relevant_defences(seq, blocks, att, cnt, lmask, llen, occupied):
    """The defender's moves that may break the attacker's threat sequence with squares ``seq`` (``blocks`` the
    defender's among them): the sequence's free squares, and every free point of a line holding no attacker stone
    where the defender's stones and blocks leave at most two points (a defender stone there could make a
    defender threat during the sequence, or a second one, which would stop it). Any other defender move leaves
    the sequence intact: its moves stay free, its threats' lines hold no defender stone, and every defender
    threat arising on the way is one the sequence met."""
    r = seq & ~occupied
    for l in range(lmask.shape[0]):
        if cnt[att, l] == 0:
            k = cnt[1 - att, l] + popcount(lmask[l] & blocks)
            if k >= llen[l] - 2:
                r |= lmask[l] & ~occupied
    return r


@njit
def defence_zone(seq, att_stones, def_stones, att, cnt, lmask, llen, pstart, pidx, ctx, blocks):
    """The intersection of the :func:`relevant_defences` of the attacker's threat sequence ``seq`` (just found by
    :func:`run_threat_sequence`, its defender squares in ``blocks[0]``) and of up to ``ctx[ZONE_ROUNDS]`` more
    sequences: each further one is searched with defender stones added on the squares the earlier ones began
    with (or on the least point still in the zone). A sequence found with extra defender stones is a sequence
    of the real position too (fewer defender stones: every forced reply is the same, every defender threat on the
    way is one the search met, or none), so a defence must lie in every zone: any other leaves one of the
    sequences intact.

    That holds only while the extra stones give the defender no point completing a line: the threat-sequence
    search assumes the defender has none at its start, and a block on such a point would complete the line, a
    win the search does not look for (it only follows the defender's new threats). An extra stone that makes
    one is taken off again and no sequence is searched with it. (Qubic, X 0 / O 63: without this check a
    sequence through a block that completed the defender's line left out the one defence that holds.)"""
    occupied = att_stones | def_stones
    zone = relevant_defences(seq, blocks[0], att, cnt, lmask, llen, occupied)
    extra = _ZERO
    tried = _ZERO
    for r in range(ctx[ZONE_ROUNDS]):
        s = ctx[TSS_MOVE]
        if s < 0 or not (zone >> np.uint64(s)) & _ONE or (tried >> np.uint64(s)) & _ONE:
            rest = zone & ~tried
            if rest == 0:
                break
            s = lowest_bit(rest)
        tried |= _ONE << np.uint64(s)
        ctx[TSS_MOVE] = -1
        place(s, 1 - att, cnt, pstart, pidx, 1)
        if _threats_through(s, 1 - att, cnt, lmask, llen, pstart, pidx, occupied | extra | (_ONE << np.uint64(s))):
            place(s, 1 - att, cnt, pstart, pidx, -1)  # the defender would have a win point: not a search for X
            continue
        extra |= _ONE << np.uint64(s)
        more = run_threat_sequence(att_stones, def_stones | extra, att, cnt, lmask, llen, pstart, pidx, ctx,
                                   ctx[TSS_BUDGET], ctx[TSS_DEPTH], blocks)
        if more == 0:
            continue
        # the zone of the new sequence in the real position (the extra stones taken off again)
        e = extra
        while e:
            t = lowest_bit(e)
            e &= ~(_ONE << np.uint64(t))
            place(t, 1 - att, cnt, pstart, pidx, -1)
        zone &= relevant_defences(more, blocks[0], att, cnt, lmask, llen, occupied)
        e = extra
        while e:
            t = lowest_bit(e)
            e &= ~(_ONE << np.uint64(t))
            place(t, 1 - att, cnt, pstart, pidx, 1)
        if zone == 0:
            break
    while extra:
        t = lowest_bit(extra)
        extra &= ~(_ONE << np.uint64(t))
        place(t, 1 - att, cnt, pstart, pidx, -1)
    return zone


@njit
def node_moves(x, o, ns, cnt, lmask, llen, pstart, pidx, ctx, out, blocks):
    """Evaluate a node and list its moves in ``out`` (ordered: threats, then line weights). Returns
    ``(status, k)``: status 1 proved, -1 disproved, 0 open with k moves."""
    att = ctx[ATTACKER]
    n = ctx[POINTS]
    pm = ns & 1
    me = x if pm == 0 else o
    opp = o if pm == 0 else x
    win, threat, live, pm_live, other_live = scan_sides(pm, cnt, lmask, llen, me, opp, n - ns)
    live &= ~(me | opp)  # the free points of the live lines
    if pm == att:
        if win:
            return 1, 0
        if popcount(threat) >= 2 or not pm_live:
            return -1, 0
        if threat:
            out[0] = lowest_bit(threat)
            return 0, 1
        if run_threat_sequence(me, opp, pm, cnt, lmask, llen, pstart, pidx, ctx, ctx[TSS_BUDGET], ctx[TSS_DEPTH],
                               blocks):
            return 1, 0
        cand = live
        if ctx[COUNTER]:  # the defender's threat sequence after a pass: only moves that may break it
            dseq = run_threat_sequence(opp, me, 1 - att, cnt, lmask, llen, pstart, pidx, ctx, ctx[TSS_BUDGET],
                                       ctx[TSS_DEPTH], blocks)
            if dseq:
                cand &= defence_zone(dseq, opp, me, 1 - att, cnt, lmask, llen, pstart, pidx, ctx, blocks)
    else:
        if win or not other_live:
            return -1, 0
        if popcount(threat) >= 2:
            return 1, 0
        if threat:
            out[0] = lowest_bit(threat)
            return 0, 1
        if ctx[COUNTER] and run_threat_sequence(me, opp, pm, cnt, lmask, llen, pstart, pidx, ctx, ctx[TSS_BUDGET],
                                                ctx[TSS_DEPTH], blocks):
            return -1, 0  # the defender to move has a threat sequence: he wins
        seq = run_threat_sequence(opp, me, att, cnt, lmask, llen, pstart, pidx, ctx, ctx[TSS_BUDGET],
                                  ctx[TSS_DEPTH], blocks)
        cand = live
        if seq:
            cand &= defence_zone(seq, opp, me, att, cnt, lmask, llen, pstart, pidx, ctx, blocks)
            if cand == 0:
                ctx[ZONE_PROVED] += 1
                return 1, 0  # no defence breaks every sequence found
    return 0, order_moves(cand, pm, cnt, lmask, llen, pstart, pidx, me, out)


@njit
def order_moves(cand, pm, cnt, lmask, llen, pstart, pidx, me, out):
    """Write the points of ``cand`` to ``out``, best first: the win points they make, then the weights of the
    live lines through them (own stones count more than the other's). Returns how many."""
    scores = np.empty(64, dtype=np.int64)
    k = 0
    while cand:
        m = lowest_bit(cand)
        cand &= ~(_ONE << np.uint64(m))
        sc = (popcount(new_wins(m, pm, cnt, lmask, llen, pstart, pidx, me)) << 40) + line_weight(m, pm, cnt, pstart,
                                                                                                 pidx)
        k = insert_by_score(scores, out, k, sc, m)
    return k


@njit
def child_key(h1, h2, z1, z2, m):
    """The key (least first hash over the images, and the second hash of that image) after placing a stone whose
    per-element hashes are ``z1[:, m]``, ``z2[:, m]``."""
    best = h1[0] ^ z1[0, m]
    e_best = 0
    for e in range(1, h1.shape[0]):
        v = h1[e] ^ z1[e, m]
        if v < best:
            best = v
            e_best = e
    return best, h2[e_best] ^ z2[e_best, m]


@njit
def tt_find(k1, k2, tk1, tk2):
    base = np.int64(k1 & np.uint64(tk1.shape[0] - 1)) & ~np.int64(3)
    for i in range(base, base + 4):
        if tk1[i] == k1 and tk2[i] == k2:
            return i
    return -1


@njit
def tt_store(k1, k2, pn, dn, work, tk1, tk2, tpn, tdn, twork, ctx):
    base = np.int64(k1 & np.uint64(tk1.shape[0] - 1)) & ~np.int64(3)
    slot = -1
    least = np.int64(1) << np.int64(62)
    for i in range(base, base + 4):
        if tk1[i] == k1 and tk2[i] == k2:
            slot = i
            break
        if twork[i] < least:
            least = twork[i]
            slot = i
    if not (tk1[slot] == k1 and tk2[slot] == k2):
        if twork[slot] >= 0:
            ctx[TT_OVERWRITES] += 1
        twork[slot] = work
    else:
        twork[slot] = max(twork[slot], work)
    ctx[TT_STORES] += 1
    tk1[slot], tk2[slot], tpn[slot], tdn[slot] = k1, k2, pn, dn
    return slot


@njit
def initial_numbers(status, k, or_node):
    """Proof and disproof numbers of a node just evaluated: settled, or (1, k) at the attacker's nodes and (k, 1)
    at the defender's (k its moves)."""
    if status == 1:
        return np.int64(0), INF
    if status == -1:
        return INF, np.int64(0)
    if or_node:
        return np.int64(1), np.int64(max(k, 1))
    return np.int64(max(k, 1)), np.int64(1)


@njit
def mid(x, o, ns, k1, k2, thpn, thdn, cnt, lmask, llen, pstart, pidx, z1, z2, h1, h2, mv, ck1, ck2,
        tk1, tk2, tpn, tdn, twork, ctx, blocks):
    """Multiple iterative deepening at one node (df-pn): search below until its proof number reaches ``thpn`` or
    its disproof number ``thdn``, or it is settled; the numbers are left in the table and in ``ctx[RET_PN]``,
    ``ctx[RET_DN]``. ``h1[ns]``, ``h2[ns]`` hold the position's image hashes; row ``ns`` of ``mv``, ``ck1``,
    ``ck2`` its moves and their children's keys."""
    ctx[NODES] += 1
    start = ctx[NODES]
    att = ctx[ATTACKER]
    pm = ns & 1
    or_node = pm == att
    moves = mv[ns]
    status, k = node_moves(x, o, ns, cnt, lmask, llen, pstart, pidx, ctx, moves, blocks)
    if status != 0 or k == 0:
        if status == 0:
            status = -1  # no move on a live line: the attacker cannot win here
        pn, dn = initial_numbers(status, 0, or_node)
        tt_store(k1, k2, pn, dn, 1, tk1, tk2, tpn, tdn, twork, ctx)
        ctx[RET_PN], ctx[RET_DN] = pn, dn
        return pn
    # children keys (a child symmetric to an earlier one is dropped); evaluate children never seen
    kept = 0
    for i in range(k):
        m = moves[i]
        a, b = child_key(h1[ns], h2[ns], z1[pm], z2[pm], m)
        dup = False
        for j in range(kept):
            if ck1[ns, j] == a and ck2[ns, j] == b:
                dup = True
                break
        if dup:
            continue
        moves[kept] = m
        ck1[ns, kept], ck2[ns, kept] = a, b
        kept += 1
        if tt_find(a, b, tk1, tk2) < 0:
            bm = _ONE << np.uint64(m)
            cx, co = (x | bm, o) if pm == 0 else (x, o | bm)
            place(m, pm, cnt, pstart, pidx, 1)
            s, kk = node_moves(cx, co, ns + 1, cnt, lmask, llen, pstart, pidx, ctx, mv[ns + 1], blocks)
            place(m, pm, cnt, pstart, pidx, -1)
            ctx[EVALUATED] += 1
            cpn, cdn = initial_numbers(s, kk, not or_node)
            if s == 0 and kk == 0:
                cpn, cdn = INF, np.int64(0)
            tt_store(a, b, cpn, cdn, 0, tk1, tk2, tpn, tdn, twork, ctx)
    k = kept
    eps = ctx[EPS_NUM]
    while True:
        # the node's numbers from its children
        best = -1
        v1 = INF + 1
        v2 = INF + 1
        total = np.int64(0)
        best_other = np.int64(0)
        for i in range(k):
            j = tt_find(ck1[ns, i], ck2[ns, i], tk1, tk2)
            if j < 0:
                cpn, cdn = np.int64(1), np.int64(1)
            else:
                cpn, cdn = tpn[j], tdn[j]
            sel, other = (cpn, cdn) if or_node else (cdn, cpn)
            if sel < v1:
                v2 = v1
                v1 = sel
                best = i
                best_other = other
            elif sel < v2:
                v2 = sel
            if total < INF:
                total = min(total + other, INF - 1) if other < INF else INF
        if or_node:
            pn, dn = v1, (INF if v1 == 0 else (0 if total == 0 else total))
            if v1 >= INF:
                pn, dn = INF, np.int64(0)
        else:
            dn, pn = v1, (INF if v1 == 0 else (0 if total == 0 else total))
            if v1 >= INF:
                pn, dn = np.int64(0), INF
        if pn == 0 or dn == 0 or pn >= thpn or dn >= thdn or ctx[STOPPED]:
            break
        if ctx[NODES] >= ctx[MAX_NODES] or ctx[INTERRUPT]:
            ctx[STOPPED] = 1
            break
        # thresholds of the most-proving child (1 + epsilon trick)
        v2c = min(v2, INF - 1)
        grow = v2c + 1 + (v2c * eps) // 16
        if or_node:
            cthpn = min(thpn, grow)
            cthdn = thdn - dn + best_other if thdn < INF else thdn
        else:
            cthdn = min(thdn, grow)
            cthpn = thpn - pn + best_other if thpn < INF else thpn
        m = moves[best]
        bm = _ONE << np.uint64(m)
        for e in range(h1.shape[1]):
            h1[ns + 1, e] = h1[ns, e] ^ z1[pm, e, m]
            h2[ns + 1, e] = h2[ns, e] ^ z2[pm, e, m]
        cx, co = (x | bm, o) if pm == 0 else (x, o | bm)
        place(m, pm, cnt, pstart, pidx, 1)
        mid(cx, co, ns + 1, ck1[ns, best], ck2[ns, best], cthpn, cthdn, cnt, lmask, llen, pstart, pidx, z1, z2,
            h1, h2, mv, ck1, ck2, tk1, tk2, tpn, tdn, twork, ctx, blocks)
        place(m, pm, cnt, pstart, pidx, -1)
    tt_store(k1, k2, pn, dn, ctx[NODES] - start + 1, tk1, tk2, tpn, tdn, twork, ctx)
    ctx[RET_PN], ctx[RET_DN] = pn, dn
    return pn


@njit
def position_hashes(x, o, z1, z2, h1row, h2row, n):
    """The image hashes of a position (row of ``h1``, ``h2``) and its key."""
    for e in range(h1row.shape[0]):
        a = _ZERO
        b = _ZERO
        for i in range(n):
            bi = _ONE << np.uint64(i)
            if x & bi:
                a ^= z1[0, e, i]
                b ^= z2[0, e, i]
            elif o & bi:
                a ^= z1[1, e, i]
                b ^= z2[1, e, i]
        h1row[e] = a
        h2row[e] = b
    best = 0
    for e in range(1, h1row.shape[0]):
        if h1row[e] < h1row[best]:
            best = e
    return h1row[best], h2row[best]


@njit
def prove_root(x, o, cnt, lmask, llen, pstart, pidx, z1, z2, h1, h2, mv, ck1, ck2, tk1, tk2, tpn, tdn,
               twork, ctx, blocks):
    """Run df-pn from a position until it is settled or ``ctx[MAX_NODES]`` is passed. Returns 1 proved,
    -1 disproved, 0 stopped (the root's numbers in ``ctx[RET_PN]``, ``ctx[RET_DN]``)."""
    count_lines(x, o, cnt, lmask)
    ns = popcount(x) + popcount(o)
    k1, k2 = position_hashes(x, o, z1, z2, h1[ns], h2[ns], ctx[POINTS])
    ctx[STOPPED] = 0
    while True:
        mid(x, o, ns, k1, k2, INF - 1, INF - 1, cnt, lmask, llen, pstart, pidx, z1, z2, h1, h2, mv, ck1, ck2,
            tk1, tk2, tpn, tdn, twork, ctx, blocks)
        if ctx[RET_PN] == 0:
            return 1
        if ctx[RET_DN] == 0:
            return -1
        if ctx[STOPPED]:
            return 0


@njit
def lookup(x, o, z1, z2, h1row, h2row, n, tk1, tk2, tpn, tdn):
    """(pn, dn) of a position in the table, (-1, -1) if absent."""
    k1, k2 = position_hashes(x, o, z1, z2, h1row, h2row, n)
    j = tt_find(k1, k2, tk1, tk2)
    if j < 0:
        return np.int64(-1), np.int64(-1)
    return tpn[j], tdn[j]


@njit
def evaluate(x, o, cnt, lmask, llen, pstart, pidx, ctx, out):
    """:func:`node_moves` of a position given by its masks (fills ``cnt`` first)."""
    count_lines(x, o, cnt, lmask)
    ns = popcount(x) + popcount(o)
    return node_moves(x, o, ns, cnt, lmask, llen, pstart, pidx, ctx, out, np.zeros(1 + 2 * TSS_TABLE, dtype=np.uint64))


@njit
def sequence_move(x, o, pm, cnt, lmask, llen, pstart, pidx, ctx, budget, depth):
    """The first move of a threat sequence of player pm in the position (-1 if none found); fills ``cnt``."""
    count_lines(x, o, cnt, lmask)
    me = x if pm == 0 else o
    opp = o if pm == 0 else x
    ctx[TSS_MOVE] = -1
    if run_threat_sequence(me, opp, pm, cnt, lmask, llen, pstart, pidx, ctx, budget, depth,
                           np.zeros(1 + 2 * TSS_TABLE, dtype=np.uint64)):
        return ctx[TSS_MOVE]
    return -1


@njit
def strategy_rule(x, o, attacker, cnt, lmask, llen, pstart, pidx, ctx, budget):
    """The attacker's move by rule (the attacker to move): a win in one; else the block of the defender's only
    threat; else the first move of a threat sequence found with ``budget`` nodes (any depth). Returns -1 when
    the rules give no move, -2 when the defender has two threats (and the attacker no win)."""
    count_lines(x, o, cnt, lmask)
    n = ctx[POINTS]
    ns = popcount(x) + popcount(o)
    me = x if attacker == 0 else o
    opp = o if attacker == 0 else x
    win, threat, _, _, _ = scan_sides(attacker, cnt, lmask, llen, me, opp, n - ns)
    if win:
        return lowest_bit(win)
    if threat:
        return lowest_bit(threat) if popcount(threat) == 1 else -2
    ctx[TSS_MOVE] = -1
    depth = ctx[POINTS]  # any depth (a variable: a literal argument makes a second, uncachable, specialization)
    if run_threat_sequence(me, opp, attacker, cnt, lmask, llen, pstart, pidx, ctx, budget, depth,
                           np.zeros(1 + 2 * TSS_TABLE, dtype=np.uint64)):
        return ctx[TSS_MOVE]
    return -1
