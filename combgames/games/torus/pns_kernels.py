"""Compiled depth-first proof-number search (df-pn) of one coalition question of the three-player torus game.

The question: do the players of bitmask ``team`` force the game to end with a winner in bitmask ``goal``
(:mod:`combgames.solvers.coalition`)? It is an AND-OR tree: a position where a team member moves is an OR node
(one move must keep the goal forced), one where another player moves an AND node (every reply must). Every
node carries a *proof number* pn (the fewest leaves still to prove to prove it) and a *disproof number* dn
[1]_: at an OR node pn = min over its children, dn = their sum; at an AND node pn = the sum, dn = the min; a
proved node has (0, INF), a disproved one (INF, 0). Depth-first proof-number search [2]_ (df-pn) visits the
most-proving child with thresholds instead of keeping the tree: it stays below a node while the node's numbers
are under its thresholds (th_pn, th_dn); the child's are, at an OR node, th_pn(c) = min(th_pn, pn2 + 1) (pn2:
the second least pn of the children) and th_dn(c) = th_dn - dn + dn(c) (AND nodes alike with pn and dn
exchanged), with the 1 + epsilon widening of [3]_ on the first (pn2 + pn2 / 4 + 1) against thrashing. The
numbers of the nodes left go into a transposition table in arrays (key: the orbit rank of the board over the
board's symmetries and the colour swap, :mod:`combgames.base.rank_kernels`; an acyclic game, so no
graph-history problem); an unvisited child counts (1, 1). A child's key is its orbit rank alone
(:func:`~combgames.base.rank_kernels.placed_orbit_rank`), and whether a stone may close a loop is read from
bitmasks of the neighbours (:func:`neighbour_masks`): together 2.1 times the positions a second of the counting
loops and stored ranks before them (6 x 6, 400,000 positions, the same search entry for entry).

The connection game's threat logic prunes the children of a node before they are counted:

- a move that ends the game (a stone closing a loop class) is looked at first, as in
  :func:`combgames.games.torus._kernels.prove_team_goal`: the mover plays one that ends it well for its side;
  every other ending is never better for it, so it is not a child;
- a *forced block*: when the next player is of the other side and has a move ending the game well for that
  side (a *threat*), a move of the mover that leaves some threat standing loses at once (the next player plays
  it), so it is not a child either; what stays is the stone on a threatened cell, or one of the threat's
  colour that changes what the threat's stone would close (checked by recomputing its closing code).

A node with no child left is decided: an OR node disproved (no move helps the team), an AND node proved (every
reply is answered). The proof is the same as the depth-first search's; the tests compare the two on every
question of the 3 x 3 and 4 x 4 boards and with the full coalition solve.

The table has a fixed size: a key is looked for in 8 slots from its hash; a new key takes the first empty one,
else replaces the entry of least *work* (positions expanded under it) among the 8, so the search goes on when
the table is full (a replaced entry is searched again if needed).

*Path protection.* The numbers the search is working with are never lost to a replacement, so a small table
makes the search slower, never endless: every frame of the search path keeps the numbers of its children
(read from the table once, when the node is expanded, and updated when a child returns, for every child of the
same orbit), and the entry of a position on the path is stamped (work :data:`ON_PATH`) and replaced by nothing
until the position leaves the path with its numbers. Without the frames' numbers (the table alone, as before),
a table smaller than the siblings of the path livelocked: a child's numbers were replaced while a sibling was
searched, so the parent chose it again at (1, 1), re-searched it and lost the sibling's (4 x 4 with a table of
2^6 entries: 14 of the 18 questions at the start never ended, with 2^8: 7). With them, every call below a frame
returns numbers past the child's threshold, so the frame's numbers rise until it leaves, and by induction on
the depth the search ends (the argument of Nagai's MID [2]_ with each frame's children kept). If the path
itself cannot be stamped (the 8 slots of a path position's key all on the path) the search stops with
:data:`TABLE_TOO_SMALL`.

References
----------
.. [1] L. V. Allis, M. van der Meulen, H. J. van den Herik, "Proof-number search", Artificial Intelligence 66
   (1994) 91-124 (the numbers and their rules; read as summarized in [2]).
.. [2] A. Nagai, "Df-pn algorithm for searching AND/OR trees and its applications", PhD thesis, University of
   Tokyo, 2002 (the thresholds; not read, the rules as summarized in [3] and in public descriptions).
.. [3] J. Pawlewicz, L. Lew, "Improving depth-first PN-search: 1 + epsilon trick", Computers and Games 2006
   (not read; the rule min(th, ceil(pn2 (1 + epsilon))) as commonly stated).
"""

from __future__ import annotations

import numpy as np

from combgames.base.kernels import jitable
from combgames.base.rank_kernels import image_powers, orbit_ranks, placed_orbit_rank, placed_orbit_ranks
from combgames.games.torus._kernels import NOT_PRIMITIVE, code_of_stone

__all__ = [
    "INF", "ON_PATH", "PROBES", "TABLE_TOO_SMALL", "dfpn_team_goal", "move_codes", "neighbour_masks",
    "proved_team_move", "tt_lookup", "tt_store", "two_neighbours",
]

INF = (1 << 31) - 1
"""The proof or disproof number of a decided node; the numbers of the others are capped at INF - 1."""
PROBES = 8
"""Slots of the table looked at for one key."""
_HASH = 6364136223846793005
"""Knuth's MMIX multiplier (the hash of a key)."""
ON_PATH = -1
"""The work of a table entry whose position is on the current search path: it is never replaced."""
TABLE_TOO_SMALL = -3
"""What :func:`dfpn_team_goal` returns when a position of the path finds its 8 slots taken by the path."""


@jitable
def tt_lookup(keys, key):
    """The slot of ``key`` in the table, or -1."""
    mask = keys.shape[0] - 1
    h = (int(key) * _HASH) & mask
    for _ in range(PROBES):
        if keys[h] == key:
            return h
        if keys[h] < 0:
            return -1
        h = (h + 1) & mask
    return -1


@jitable
def tt_store(keys, pns, dns, works, key, pn, dn, work):
    """Store (pn, dn, work) for ``key``: its own slot, else the first empty one of its 8, else the one of least
    work among them that is not on the search path (``work`` < 0: :data:`ON_PATH`). ``work`` = ON_PATH marks the
    entry as on the path (protected until it is stored again with its work). Return 1 if an empty slot was taken,
    0 if a slot was reused, -1 if every slot of the 8 is on the path (the table is too small)."""
    mask = keys.shape[0] - 1
    h = (int(key) * _HASH) & mask
    victim = -1
    for _ in range(PROBES):
        if keys[h] == key or keys[h] < 0:
            victim = h
            break
        if works[h] >= 0 and (victim < 0 or works[h] < works[victim]):
            victim = h
        h = (h + 1) & mask
    if victim < 0:
        return -1
    new = 1 if keys[victim] < 0 else 0
    if keys[victim] != key:  # a new entry starts undecided; a path mark keeps the numbers already stored
        pns[victim] = 1
        dns[victim] = 1
    keys[victim] = key
    if work != ON_PATH:
        pns[victim] = pn
        dns[victim] = dn
    works[victim] = min(work, INF)
    return new


@jitable
def _good(w, goal):
    """Whether the winner ``w`` (-1 a draw) is in ``goal``."""
    return w >= 0 and ((goal >> w) & 1) == 1


@jitable
def _favours(player, w, team, goal):
    """Whether an end with winner ``w`` is a good one for the side of ``player``."""
    return _good(w, goal) if (team >> player) & 1 else not _good(w, goal)


@jitable
def neighbour_masks(nbr):
    """For the cover's neighbour table ``nbr``: ``near[c]``, the bitmask of the cells other than c among the
    neighbours of c, and ``twice[c]``, of those listed more than once (a narrow board, where two sides of a
    cell meet the same cell); for :func:`two_neighbours`."""
    cells = nbr.shape[0]
    near = np.zeros(cells, dtype=np.int64)
    twice = np.zeros(cells, dtype=np.int64)
    for c in range(cells):
        for a in range(nbr.shape[1]):
            v = nbr[c, a]
            if v != c:
                twice[c] |= near[c] & (1 << v)
                near[c] |= 1 << v
    return near, twice


@jitable
def two_neighbours(cell, mask, near, twice):
    """Whether at least two of the sides of ``cell`` meet a cell of ``mask`` other than itself (counted with
    multiplicity, :func:`neighbour_masks`): two neighbours in the mask, or one met twice."""
    m = near[cell] & mask
    return (m & (m - 1)) != 0 or (twice[cell] & mask) != 0


@jitable
def _expand_endings(x, o, mover, team, goal, cells, nbr, hx, hy, bound, owners, norms, winners, root, offx, offy,
                    queue, out, near, twice, every=False):
    """Every move of a fresh position that ends the game: ``out`` = [ends_x, ends_o, threat_x, threat_o, other]
    (the cells where an x, an o stone ends it; where the next player, of the other side, would end it well for
    that side; ``other``: 1 if some ending is not good for the mover's side).
    Return 1 if the mover's side can end it well (a team member: the team's goal; another player: outside it), -2
    for a stone closing a class with no owner, else -1. ``every``: no early return on an ending good for the
    mover's side (the whole ``out`` is filled; the return is then -1 or -2)."""
    nxt = (mover + 1) % 3
    other_side = ((team >> mover) & 1) != ((team >> nxt) & 1)
    occupied = x | o
    out[0] = 0
    out[1] = 0
    out[2] = 0
    out[3] = 0
    out[4] = 0
    for cell in range(cells):
        if (occupied >> cell) & 1:
            continue
        for colour in range(2):
            mask = x if colour == 0 else o
            if not two_neighbours(cell, mask, near, twice):  # a loop closes only between two of its colour
                continue
            code = code_of_stone(cell, mask, nbr, hx, hy, bound, owners, norms, root, offx, offy, queue)
            if code == 0:
                continue
            if code == NOT_PRIMITIVE:
                return -2
            if _favours(mover, winners[code & 7, code >> 3, mover], team, goal):
                if not every:
                    return 1
            else:
                out[4] = 1
            out[colour] |= 1 << cell
            if other_side and _favours(nxt, winners[code & 7, code >> 3, nxt], team, goal):
                out[2 + colour] |= 1 << cell
    return -1


@jitable
def _leaves_threat(x, o, cell, colour, mover, team, goal, threat_x, threat_o, nbr, hx, hy, bound, owners, norms,
                   winners, root, offx, offy, queue):
    """Whether a stone of ``colour`` on ``cell`` leaves the next player a threat (an end good for its side)."""
    nxt = (mover + 1) % 3
    # threats of the other colour stand: that colour's stones do not change
    other = (threat_o if colour == 0 else threat_x) & ~(1 << cell)
    if other != 0:
        return True
    same = (threat_x if colour == 0 else threat_o) & ~(1 << cell)
    if same == 0:
        return False
    mask = (x if colour == 0 else o) | (1 << cell)
    t = 0
    while same != 0:
        if (same >> t) & 1:
            same &= ~(1 << t)
            code = code_of_stone(t, mask, nbr, hx, hy, bound, owners, norms, root, offx, offy, queue)
            if code != 0 and code != NOT_PRIMITIVE and _favours(nxt, winners[code & 7, code >> 3, nxt], team, goal):
                return True
        t += 1
    return False


def dfpn_team_goal(cells, x0, o0, mover0, team, goal, nbr, hx, hy, bound, owners, norms, winners, perms, pow3,
                   tt_keys, tt_pn, tt_dn, tt_work, max_nodes, counts, universal=0):  # pragma: no cover - compiled
    """Whether the players of bitmask ``team`` force a winner in bitmask ``goal`` from stones (x0, o0), mover0 to
    move, by df-pn (module docstring; a kernel). Returns 1 (proved), 0 (disproved), -1 when ``max_nodes``
    positions were expanded, the stop flag was set or a stone closed a class with no owner, or
    :data:`TABLE_TOO_SMALL` when a position of the search path finds the 8 slots of its key held by the path.

    ``universal`` = R > 0 asks the question of every position within R plies of the start at once: a node with
    fewer than R stones placed since (x0, o0) is an AND node whoever moves (its mover counts as of the other
    side: the node's *effective team* is ``team`` without the mover), later nodes as ever. A proved root then
    shows the team forcing the goal from every position *in play* within R plies (an AND node proved has every
    child proved, and a position whose every child is forced is forced whoever moves); a disproved root has a
    position in play within R plies where the goal is not forced. The endings of a universal node: another
    player's move ending the game outside the goal disproves it (that player wins from there); a team member's
    moves that end the game are no children (no position in play follows), and a member with no move in play
    is forced if one of them ends it in the goal (or a forced block answers a move). The endings and the forced
    blocks of a node use its mover's bit of the node's effective team and the next player's bit of the *next*
    node's (at the last universal ply the next player is again of its own side, earlier it is not: no block is
    forced between two universal plies). A key (orbit rank) fixes the stones, so a table entry is universal or
    not whatever the path. R = 0: the question at the one position, as before (the same search, position for
    position).

    The table (``tt_keys`` (-1: empty), ``tt_pn``, ``tt_dn``, ``tt_work``; a power of 2 long) keeps its entries
    after the call: the proof can be read from it (:func:`tt_lookup`). ``counts``: [positions expanded, table
    entries, stop flag, children pruned by a forced block].
    """
    width = 2 * perms.shape[0]
    depth = cells + 2
    moves = 2 * cells
    st_x = np.zeros(depth, dtype=np.int64)
    st_o = np.zeros(depth, dtype=np.int64)
    st_mover = np.zeros(depth, dtype=np.int64)
    st_key = np.zeros(depth, dtype=np.int64)
    st_fresh = np.zeros(depth, dtype=np.int64)
    st_th_pn = np.zeros(depth, dtype=np.int64)
    st_th_dn = np.zeros(depth, dtype=np.int64)
    st_start = np.zeros(depth, dtype=np.int64)
    st_count = np.zeros(depth, dtype=np.int64)
    st_cpn = np.zeros((depth, moves), dtype=np.int64)  # the numbers of the children of the path (path protection)
    st_cdn = np.zeros((depth, moves), dtype=np.int64)
    st_move = np.zeros((depth, moves), dtype=np.int64)
    st_ckey = np.zeros((depth, moves), dtype=np.int64)
    st_ranks = np.zeros((depth, width), dtype=np.int64)
    images = image_powers(perms, pow3)  # the children's orbit ranks (placed_orbit_rank)
    near, twice = neighbour_masks(nbr)  # the test of a stone that may close a loop
    ends = np.zeros(5, dtype=np.int64)
    root = np.zeros(cells, dtype=np.int64)
    offx = np.zeros(cells, dtype=np.int64)
    offy = np.zeros(cells, dtype=np.int64)
    queue = np.zeros(cells, dtype=np.int64)
    full = (1 << cells) - 1
    st_x[0], st_o[0], st_mover[0], st_fresh[0] = x0, o0, mover0, 1
    st_th_pn[0], st_th_dn[0] = INF, INF
    st_key[0] = orbit_ranks(x0, o0, perms, pow3, st_ranks[0])
    st_start[0] = counts[0]
    sp = 1
    pn_out, dn_out = 1, 1
    while sp > 0:
        t = sp - 1
        m = st_mover[t]
        side = team  # the node's effective team: its mover's bit and the next node's mover's bit
        member = 0  # a universal node whose mover is of the team (its endings are not children)
        if t < universal:  # frame t is t moves from the start (each frame one stone more): a universal node
            member = (team >> m) & 1
            side &= ~(1 << m)
            if t + 1 < universal:
                side &= ~(1 << ((m + 1) % 3))
        ours = (side >> m) & 1
        pn, dn = -1, -1
        if st_fresh[t] == 1:  # expand: the endings, the forced blocks, the children's keys
            counts[0] += 1
            if counts[0] > max_nodes or counts[2]:
                return -1
            st_fresh[t] = 0
            placed = tt_store(tt_keys, tt_pn, tt_dn, tt_work, st_key[t], 1, 1, ON_PATH)
            if placed < 0:
                counts[0] -= 1
                return TABLE_TOO_SMALL
            counts[1] += placed
            xt, ot = st_x[t], st_o[t]
            r = _expand_endings(xt, ot, m, side, goal, cells, nbr, hx, hy, bound, owners, norms, winners, root,
                                offx, offy, queue, ends, near, twice, member == 1)
            if r == -2:
                return -1
            if r == 1:
                pn, dn = (0, INF) if ours == 1 else (INF, 0)
            else:
                count = 0
                cut = 0
                occupied = xt | ot
                if occupied != full:
                    threats = ends[2] | ends[3]
                    for k in range(moves):
                        cell = k >> 1
                        colour = k & 1
                        if (occupied >> cell) & 1 or (ends[colour] >> cell) & 1:
                            continue
                        if threats != 0 and _leaves_threat(xt, ot, cell, colour, m, side, goal, ends[2], ends[3],
                                                           nbr, hx, hy, bound, owners, norms, winners, root, offx,
                                                           offy, queue):
                            counts[3] += 1
                            cut += 1
                            continue
                        ckey = placed_orbit_rank(st_ranks[t], cell, colour, images)
                        st_move[t, count] = k
                        st_ckey[t, count] = ckey
                        count += 1
                # the children's numbers in a loop of their own: the table's cache misses overlap there, not
                # between rank computations (inside the loop above the search was 1.37 times slower, 5 x 5)
                for i in range(count):
                    h = tt_lookup(tt_keys, st_ckey[t, i])
                    st_cpn[t, i], st_cdn[t, i] = (tt_pn[h], tt_dn[h]) if h >= 0 else (1, 1)
                st_count[t] = count
                if count == 0 and member == 1:  # a team member with no move in play: forced if a move ends well
                    pn, dn = (0, INF) if ends[4] == 1 or cut > 0 else (INF, 0)
                elif count == 0:  # no move helps the team / every reply is answered (a full board: no goal)
                    pn, dn = (INF, 0) if ours == 1 else (0, INF)
        if pn < 0:  # the numbers from the children
            best, best_v, second_v, best_pn, best_dn = -1, INF, INF, 0, 0
            sum_v = 0
            for i in range(st_count[t]):
                cpn, cdn = st_cpn[t, i], st_cdn[t, i]
                v, s = (cpn, cdn) if ours == 1 else (cdn, cpn)  # minimized, summed
                if v < best_v:
                    second_v = best_v
                    best, best_v, best_pn, best_dn = i, v, cpn, cdn
                elif v < second_v:
                    second_v = v
                if s >= INF:
                    sum_v = INF
                elif sum_v < INF:
                    sum_v = min(sum_v + s, INF - 1)
            if ours == 1:
                pn, dn = best_v, sum_v
            else:
                pn, dn = sum_v, best_v
            if pn < st_th_pn[t] and dn < st_th_dn[t]:  # go down to the most-proving child
                th_pn, th_dn = st_th_pn[t], st_th_dn[t]
                widened = second_v + second_v // 4 + 1 if second_v < INF else INF
                if ours == 1:
                    c_th_pn = min(th_pn, widened)
                    c_th_dn = th_dn if th_dn >= INF else min(th_dn - dn + best_dn, INF)
                else:
                    c_th_dn = min(th_dn, widened)
                    c_th_pn = th_pn if th_pn >= INF else min(th_pn - pn + best_pn, INF)
                k = st_move[t, best]
                cell = k >> 1
                colour = k & 1
                placed_orbit_ranks(st_ranks[t], cell, colour, perms, pow3, st_ranks[sp])
                st_x[sp] = st_x[t] | (1 << cell) if colour == 0 else st_x[t]
                st_o[sp] = st_o[t] | (1 << cell) if colour == 1 else st_o[t]
                st_mover[sp] = (m + 1) % 3
                st_key[sp] = st_ckey[t, best]
                st_th_pn[sp], st_th_dn[sp] = c_th_pn, c_th_dn
                st_start[sp] = counts[0]
                st_fresh[sp] = 1  # a child seen before (its children's keys are not kept) is expanded again
                sp += 1
                continue
        # the node at t leaves: its numbers go to the table and to its parent
        counts[1] += tt_store(tt_keys, tt_pn, tt_dn, tt_work, st_key[t], pn, dn, counts[0] - st_start[t])  # its slot
        sp -= 1
        pn_out, dn_out = pn, dn
        if sp > 0:  # the parent's children of the same orbit (one key) take the numbers
            u = sp - 1
            for i in range(st_count[u]):
                if st_ckey[u, i] == st_key[t]:
                    st_cpn[u, i], st_cdn[u, i] = pn, dn
    if pn_out == 0:
        return 1
    if dn_out == 0:
        return 0
    return -1


def proved_team_move(cells, x, o, mover, goal, nbr, hx, hy, bound, owners, norms, winners, perms, pow3, tt_keys,
                     tt_pn, ranks, child_ranks, root, offx, offy, queue):  # pragma: no cover - compiled
    """The move (2 cell + colour, colour 0 x and 1 o) of a team member ``mover`` at stones (x, o) that a df-pn
    proof (the table ``tt_keys``, ``tt_pn``) takes: the first that ends the game with a winner in ``goal``, else
    the first that does not end it and whose position the table holds as proved (pn 0); -1 when there is none (a
    kernel; the proof is read out by :func:`combgames.games.torus.search.proof_tree`)."""
    orbit_ranks(x, o, perms, pow3, ranks)
    near, twice = neighbour_masks(nbr)
    occupied = x | o
    chosen = -1
    for k in range(2 * cells):
        cell = k >> 1
        colour = k & 1
        if (occupied >> cell) & 1:
            continue
        mask = x if colour == 0 else o
        code = 0
        if two_neighbours(cell, mask, near, twice):
            code = code_of_stone(cell, mask, nbr, hx, hy, bound, owners, norms, root, offx, offy, queue)
        if code != 0:
            if code != NOT_PRIMITIVE and _good(winners[code & 7, code >> 3, mover], goal):
                return k
            continue
        if chosen < 0:
            h = tt_lookup(tt_keys, placed_orbit_ranks(ranks, cell, colour, perms, pow3, child_ranks))
            if h >= 0 and tt_pn[h] == 0:
                chosen = k
    return chosen


def move_codes(cells, x, o, nbr, hx, hy, bound, owners, norms, root, offx, offy, queue, out):  # pragma: no cover
    """For every move k = 2 cell + colour (colour 0 x, 1 o) at stones (x, o), in ``out[k]``: -1 when the cell is
    taken, else the closing code of the stone (0: it closes no class; ``NOT_PRIMITIVE``; else owners and least
    owners, the index of the cross-policy table ``winners``), so that the children of a position are made
    without replaying the rules move by move (a kernel; :func:`combgames.games.torus.search.proof_tree`)."""
    near, twice = neighbour_masks(nbr)
    occupied = x | o
    for k in range(2 * cells):
        cell = k >> 1
        if (occupied >> cell) & 1:
            out[k] = -1
            continue
        mask = x if (k & 1) == 0 else o
        out[k] = 0
        if two_neighbours(cell, mask, near, twice):
            out[k] = code_of_stone(cell, mask, nbr, hx, hy, bound, owners, norms, root, offx, offy, queue)
