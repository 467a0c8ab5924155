"""The compiled kernel of the coalition solver of placement games (:mod:`combgames.solvers.coalition_kernel`).

Composed of the shared orbit ranks of two-colour boards (:mod:`combgames.base.rank_kernels`); run as Python
(``backend="python"``) it is its own reference, which the tests compare with the compiled run.
"""

from __future__ import annotations

import numpy as np

from combgames.base.rank_kernels import orbit_ranks, placed_orbit_ranks

__all__ = ["placement_search"]


def placement_search(cells: int, players: int, outcome: np.ndarray, full_board: int, x0: int, o0: int,
                      mover0: int, perms: np.ndarray, team: np.ndarray, goal: np.ndarray, pow3: np.ndarray,
                      values: np.ndarray, counts: np.ndarray) -> None:
    """Depth-first search over the boards reachable from stones (x0, o0), mover0 to move (a kernel).

    ``values[key]`` gets the answer bits of every position reached, with bit 63 set (done). The key of a board
    is the least rank sum colour(c) 3^g(c) over the cell permutations g in ``perms`` (rows; a group containing
    the identity) and over the two colourings (x = 1, o = 2, and swapped: every player places either colour,
    so the swap is a symmetry of the rules); each frame keeps the 2 |G| ranks and a move updates each by one
    term. ``goal[players]`` are the bits of a draw. ``counts``: [positions, moves, game-ending moves, endings won
    by a player other than the mover, drawn endings, stop flag]: the search looks at the stop flag
    (:func:`combgames.base.kernels.run_interruptible`) every 4096 positions and returns early, its work unfinished,
    once it is set.
    """
    done = np.uint64(1) << np.uint64(63)
    group = perms.shape[0]
    width = 2 * group
    depth = cells + 1
    st_x = np.zeros(depth, dtype=np.int64)
    st_o = np.zeros(depth, dtype=np.int64)
    st_key = np.zeros(depth, dtype=np.int64)
    st_ranks = np.zeros((depth, width), dtype=np.int64)
    st_mover = np.zeros(depth, dtype=np.int64)
    st_next = np.zeros(depth, dtype=np.int64)
    st_any = np.zeros(depth, dtype=np.uint64)
    st_all = np.zeros(depth, dtype=np.uint64)
    st_moves = np.zeros(depth, dtype=np.int64)
    child_ranks = np.zeros(width, dtype=np.int64)
    full = (1 << cells) - 1
    all_bits = ~done
    draw_index = full_board if full_board >= 0 else players
    key0 = orbit_ranks(x0, o0, perms, pow3, st_ranks[0])
    st_x[0], st_o[0], st_key[0], st_mover[0] = x0, o0, key0, mover0
    st_next[0], st_any[0], st_all[0], st_moves[0] = 0, np.uint64(0), all_bits, 0
    sp = 1
    while sp > 0:
        t = sp - 1
        occupied = st_x[t] | st_o[t]
        k = st_next[t]
        while k < 2 * cells and (occupied >> (k >> 1)) & 1:
            k += 2
        if k >= 2 * cells:
            m = st_mover[t]
            if st_moves[t] == 0:
                v = goal[draw_index]
            else:
                v = (st_any[t] & team[m]) | (st_all[t] & ~team[m] & all_bits)
            values[st_key[t]] = v | done
            counts[0] += 1
            if counts[0] % 4096 == 0 and counts[5]:
                return
            sp -= 1
            if sp > 0:
                st_any[sp - 1] |= v
                st_all[sp - 1] &= v
            continue
        st_next[t] = k + 1
        st_moves[t] += 1
        counts[1] += 1
        cell = k >> 1
        colour = k & 1
        m = st_mover[t]
        mask = st_x[t] if colour == 0 else st_o[t]
        r = outcome[mask, cell, m]
        if r != -2:
            counts[2] += 1
            if r == -1:
                counts[4] += 1
                v = goal[players]
            else:
                if r != m:
                    counts[3] += 1
                v = goal[r]
            st_any[t] |= v
            st_all[t] &= v
            continue
        best = placed_orbit_ranks(st_ranks[t], cell, colour, perms, pow3, child_ranks)
        cv = values[best]
        if cv & done:
            cv = cv & all_bits
            st_any[t] |= cv
            st_all[t] &= cv
            continue
        nx = st_x[t] | (1 << cell) if colour == 0 else st_x[t]
        no = st_o[t] | (1 << cell) if colour == 1 else st_o[t]
        if (nx | no) == full:  # the board is full without an ending: no moves left
            v = goal[draw_index]
            values[best] = v | done
            counts[0] += 1
            st_any[t] |= v
            st_all[t] &= v
            continue
        st_x[sp], st_o[sp], st_key[sp] = nx, no, best
        for g in range(width):
            st_ranks[sp, g] = child_ranks[g]
        st_mover[sp] = (m + 1) % players
        st_next[sp], st_any[sp], st_all[sp], st_moves[sp] = 0, np.uint64(0), all_bits, 0
        sp += 1
