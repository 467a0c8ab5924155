"""Compiled kernels of the torus connection games: the classes a stone closes, and the coalition prover.

A stone on cell c closes a non-contractible loop when two of its neighbours v, w of its colour lie in one
component of that colour and the two paths c-v-...-w-c lift to the cover with different ends: the component
is lifted by breadth-first search (offset(v) = offset(u) - h(u, v) along an edge labelled h(u, v),
:func:`lift_component`), and the class closed is (h(c, v) + offset(v)) - (h(c, w) + offset(w)), as in
:meth:`topology.CoverUnionFind.add` (the Python reference of the same lifting). :func:`closing_code` turns the
classes a stone closes into the owners' bits the rules read; both are jitables
(:func:`combgames.base.kernels.jitable`), written once and composed by the two kernels:

- :func:`closing_codes`: the table of codes of every mask of one colour's stones and every cell (the outcome
  table of the game's ``placement_rules()``, read by the compiled coalition solver);
- :func:`prove_team_goal`: the depth-first AND-OR proof search of one coalition question on boards of any size
  (driven by :func:`combgames.games.torus.search.prove_question`), keyed by the orbit ranks of
  :mod:`combgames.base.rank_kernels`.

Each kernel run with ``backend="python"`` is its own reference, which the tests compare with the compiled run.
"""

from __future__ import annotations

import numpy as np

from combgames.base.kernels import jitable
from combgames.base.rank_kernels import orbit_ranks, placed_orbit_ranks

__all__ = ["HAS_LOOP", "NOT_PRIMITIVE", "closing_code", "closing_codes", "lift_component", "prove_team_goal"]

HAS_LOOP = 1 << 20
"""The code of every cell for a mask of stones that already holds a non-contractible loop."""
NOT_PRIMITIVE = 1 << 21
"""The code of a stone that closes a class with no owner (not primitive, or beyond the table's bound)."""

_HASH = 6364136223846793005
"""Knuth's MMIX multiplier: the hash of a key in the prover's table (open addressing, linear probing)."""


@jitable(inline=True)
def lift_component(mask, start, nbr, hx, hy, root, offx, offy, queue):
    """Lift the component of ``start`` among the stones ``mask`` to the cover: ``root[v] = start`` and the offsets
    ``(offx[v], offy[v])`` of its cells (``root`` must be -1 on the cells not yet lifted). Return True when two
    lifts of one cell disagree: the component holds a non-contractible loop."""
    degree = nbr.shape[1]
    root[start], offx[start], offy[start] = start, 0, 0
    head, tail = 0, 1
    queue[0] = start
    loop = False
    while head < tail:
        u = queue[head]
        head += 1
        for k in range(degree):
            v = nbr[u, k]
            if v == u or not (mask >> v) & 1:
                continue
            vx, vy = offx[u] - hx[u, k], offy[u] - hy[u, k]
            if root[v] < 0:
                root[v], offx[v], offy[v] = start, vx, vy
                queue[tail] = v
                tail += 1
            elif offx[v] != vx or offy[v] != vy:
                loop = True
    return loop


@jitable(inline=True)
def closing_code(cell, mask, nbr, hx, hy, bound, owners, norms, root, offx, offy):
    """The code of a stone on the empty ``cell`` next to the lifted stones ``mask``: 0 if it closes no
    non-contractible loop; else bits 0-2 the owners of the classes it closes and bits 3-5 the owners of those of
    least norm (``owners[i]``, ``norms[i]`` of class (x, y) at i = (x + bound)(2 bound + 1) + y + bound);
    :data:`NOT_PRIMITIVE` for a class with no owner."""
    side = 2 * bound + 1
    degree = nbr.shape[1]
    own, least, least_norm, primitive = 0, 0, -1, True
    for a in range(degree):
        v = nbr[cell, a]
        if v == cell or not (mask >> v) & 1:
            continue
        for b in range(a + 1, degree):
            w = nbr[cell, b]
            if w == cell or not (mask >> w) & 1 or root[w] != root[v]:
                continue
            x = hx[cell, a] + offx[v] - hx[cell, b] - offx[w]
            y = hy[cell, a] + offy[v] - hy[cell, b] - offy[w]
            if x == 0 and y == 0:
                continue
            if x < -bound or x > bound or y < -bound or y > bound:
                primitive = False
                continue
            i = (x + bound) * side + y + bound
            p = owners[i]
            if p < 0:
                primitive = False
                continue
            own |= 1 << p
            if least_norm < 0 or norms[i] < least_norm:
                least_norm, least = norms[i], 1 << p
            elif norms[i] == least_norm:
                least |= 1 << p
    # one return, after the loops: an early return from inside them, inlined into the prover, cost it a fifth of
    # its time on 5 x 5 proofs (interleaved with the kernel written in one piece)
    if not primitive:
        return NOT_PRIMITIVE
    return own if own == 0 else own | (least << 3)


def closing_codes(cells, nbr, hx, hy, bound, owners, norms, codes):  # pragma: no cover - compiled
    """For every mask M of stones of one colour and every empty cell c, ``codes[M, c]``: the
    :func:`closing_code` of a stone on c, or :data:`HAS_LOOP` if M already holds a loop (a kernel)."""
    root = np.zeros(cells, dtype=np.int64)
    offx = np.zeros(cells, dtype=np.int64)
    offy = np.zeros(cells, dtype=np.int64)
    queue = np.zeros(cells, dtype=np.int64)
    for mask in range(1 << cells):
        for c in range(cells):
            root[c] = -1
        loop = False
        for s in range(cells):
            if (mask >> s) & 1 and root[s] < 0:
                if lift_component(mask, s, nbr, hx, hy, root, offx, offy, queue):
                    loop = True
        for c in range(cells):
            if not (mask >> c) & 1:
                codes[mask, c] = HAS_LOOP if loop else closing_code(c, mask, nbr, hx, hy, bound, owners, norms,
                                                                    root, offx, offy)


@jitable(inline=True)
def code_of_stone(cell, mask, nbr, hx, hy, bound, owners, norms, root, offx, offy, queue):
    """:func:`closing_code` of a stone on ``cell``, lifting only the components next to it."""
    for c in range(root.shape[0]):
        root[c] = -1
    for a in range(nbr.shape[1]):
        v = nbr[cell, a]
        if v != cell and (mask >> v) & 1 and root[v] < 0:
            lift_component(mask, v, nbr, hx, hy, root, offx, offy, queue)
    return closing_code(cell, mask, nbr, hx, hy, bound, owners, norms, root, offx, offy)


@jitable(inline=True)
def _endings(x, o, mover, team, goal, cells, nbr, hx, hy, bound, owners, norms, winners, root, offx, offy, queue):
    """Look at every move of a fresh position that ends the game: return 1 if a team member (``mover`` in
    ``team``) ends it with a winner in ``goal``, 0 if another player ends it with a winner outside, -2 for a
    stone closing a class with no owner, else -1 (undecided); with the cells where an x, an o stone ends the
    game (those moves need no search): ``(r, ends_x, ends_o)``."""
    ours = (team >> mover) & 1
    occupied = x | o
    ends_x = 0
    ends_o = 0
    r = -1
    for cell in range(cells):
        if (occupied >> cell) & 1:
            continue
        for colour in range(2):  # both colours of a cell are looked at before deciding
            mask = x if colour == 0 else o
            code = code_of_stone(cell, mask, nbr, hx, hy, bound, owners, norms, root, offx, offy, queue)
            if code == 0:
                continue
            if code == NOT_PRIMITIVE:
                return -2, ends_x, ends_o
            w = winners[code & 7, code >> 3, mover]
            good = w >= 0 and ((goal >> w) & 1) == 1
            if ours == 1 and good:
                r = 1
            elif ours == 0 and not good:
                r = 0
            if colour == 0:
                ends_x |= 1 << cell
            else:
                ends_o |= 1 << cell
        if r >= 0:
            return r, ends_x, ends_o
    return -1, ends_x, ends_o


@jitable(inline=True)
def _table_find(keys, values, key):
    """The value stored for ``key`` in the prover's table, or -1."""
    size = keys.shape[0]
    h = (int(key) * _HASH) & (size - 1)
    while keys[h] >= 0:
        if keys[h] == key:
            return values[h]
        h = (h + 1) & (size - 1)
    return -1


@jitable(inline=True)
def _table_store(keys, values, key, value):
    """Store ``value`` for ``key``; return 1 if it took a new entry, else 0."""
    size = keys.shape[0]
    h = (int(key) * _HASH) & (size - 1)
    while keys[h] >= 0 and keys[h] != key:
        h = (h + 1) & (size - 1)
    new = 1 if keys[h] < 0 else 0
    keys[h] = key
    values[h] = value
    return new


def prove_team_goal(cells, x0, o0, mover0, team, goal, nbr, hx, hy, bound, owners, norms, winners, perms, pow3,
                    table_keys, table_values, max_nodes, counts):  # pragma: no cover - compiled
    """Whether the players of bitmask ``team`` force a winner in bitmask ``goal`` from stones (x0, o0), mover0 to
    move: depth-first AND-OR search that stops at the first refutation (a kernel).

    At a position the moves that end the game are looked at first (:func:`_endings`): a team member who can end
    it with a winner in the goal does (true), another player who can end it otherwise does (false); every other
    ending is never better for the one who plays it, so only the moves that do not end the game are searched.
    Results go into a hash table (open addressing; key: the orbit rank over the symmetries ``perms`` and the
    colour swap). Returns 1 or 0, or -1 when ``max_nodes`` positions were expanded or the table filled up.
    ``counts``: [positions expanded, table entries, stop flag]: a set stop flag
    (:func:`combgames.base.kernels.run_interruptible`) ends the search as ``max_nodes`` does, at the next position.
    """
    width = 2 * perms.shape[0]
    depth = cells + 1
    size = table_keys.shape[0]
    st_x = np.zeros(depth, dtype=np.int64)
    st_o = np.zeros(depth, dtype=np.int64)
    st_mover = np.zeros(depth, dtype=np.int64)
    st_next = np.zeros(depth, dtype=np.int64)
    st_key = np.zeros(depth, dtype=np.int64)
    st_end_x = np.zeros(depth, dtype=np.int64)
    st_end_o = np.zeros(depth, dtype=np.int64)
    st_ranks = np.zeros((depth, width), dtype=np.int64)
    child_ranks = np.zeros(width, dtype=np.int64)
    root = np.zeros(cells, dtype=np.int64)
    offx = np.zeros(cells, dtype=np.int64)
    offy = np.zeros(cells, dtype=np.int64)
    queue = np.zeros(cells, dtype=np.int64)
    full = (1 << cells) - 1
    st_x[0], st_o[0], st_mover[0], st_next[0] = x0, o0, mover0, -1
    st_key[0] = orbit_ranks(x0, o0, perms, pow3, st_ranks[0])
    sp = 1
    result = -1
    while sp > 0:
        t = sp - 1
        m = st_mover[t]
        ours = (team >> m) & 1
        r = -1
        if st_next[t] < 0:  # a fresh position: its endings first
            counts[0] += 1
            if counts[0] > max_nodes or counts[2]:
                return -1
            r, st_end_x[t], st_end_o[t] = _endings(st_x[t], st_o[t], m, team, goal, cells, nbr, hx, hy, bound,
                                                   owners, norms, winners, root, offx, offy, queue)
            if r == -2:
                return -1
            st_next[t] = 0
            if r < 0 and (st_x[t] | st_o[t]) == full:
                r = 0  # a full board without a winner: not in any goal
        while r < 0:
            k = st_next[t]
            occupied = st_x[t] | st_o[t]
            while k < 2 * cells:
                cell = k >> 1
                ends = st_end_x[t] if (k & 1) == 0 else st_end_o[t]
                if not (occupied >> cell) & 1 and not (ends >> cell) & 1:
                    break
                k += 1
            if k >= 2 * cells:
                r = 0 if ours == 1 else 1  # no move helps the team / every reply was answered
                break
            st_next[t] = k + 1
            cell = k >> 1
            colour = k & 1
            best = placed_orbit_ranks(st_ranks[t], cell, colour, perms, pow3, child_ranks)
            found = _table_find(table_keys, table_values, best)
            if found >= 0:
                if found == 1 and ours == 1:
                    r = 1
                elif found == 0 and ours == 0:
                    r = 0
                continue
            st_x[sp] = st_x[t] | (1 << cell) if colour == 0 else st_x[t]
            st_o[sp] = st_o[t] | (1 << cell) if colour == 1 else st_o[t]
            st_mover[sp] = (m + 1) % 3
            st_key[sp] = best
            st_next[sp] = -1
            for g in range(width):
                st_ranks[sp, g] = child_ranks[g]
            sp += 1
            break
        if r < 0:
            continue  # a child was pushed
        # the position at t is decided: store it, hand it to its parent
        counts[1] += _table_store(table_keys, table_values, st_key[t], r)
        if 4 * counts[1] > 3 * size:
            return -1
        sp -= 1
        result = r
        while sp > 0:  # apply the result to the parents it decides
            t = sp - 1
            ours = (team >> st_mover[t]) & 1
            if (r == 1 and ours == 1) or (r == 0 and ours == 0):
                counts[1] += _table_store(table_keys, table_values, st_key[t], r)
                sp -= 1
                result = r
                continue
            break
    return result
