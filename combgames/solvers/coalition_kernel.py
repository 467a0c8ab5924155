"""The compiled coalition solver of placement games (the ``"kernel"`` method of :func:`coalition_values`).

A *placement game* (:class:`PlacementRules`) places stones of two colours, one per move, on empty cells; every
player may place either colour; a table gives the result of each placement. A game declares itself one with
``placement_rules()`` (the three-player torus game does). :func:`kernel_solve` searches every position
reachable from a start depth first, over boards ranked in base 3 and keyed by the least rank over the game's
declared cell symmetries and the colour swap, keeping one word of answer bits per key in an array of 3^cells
words (so boards of at most :data:`MAX_KERNEL_CELLS` cells). The answers are those of
:mod:`combgames.solvers.coalition` (one bit per question, OR at a team member's move, AND at another's); the
generic search there is the reference the tests compare it with, position by position.

Examples
--------
>>> from combgames.games.torus import TorusConnectionGame
>>> from combgames.solvers.coalition import coalition_values
>>> t = coalition_values(TorusConnectionGame(3), method="kernel")
>>> t.stats["positions"], t.table()[(0, 1)]       # positions in play, up to translation, half-turn, colour swap
(264, True)
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Callable, Iterator

import numpy as np

from combgames.base.checks import LimitError, check_size
from combgames.base.kernels import kernel, resolve_backend, run_interruptible

from combgames.game import Game, capabilities, final_result
from combgames.solvers.coalition import CoalitionTable, _questions

__all__ = ["MAX_KERNEL_CELLS", "PlacementRules", "kernel_solve"]

MAX_KERNEL_CELLS = 17
"""The most cells of a placement game the compiled kernel takes (it keeps an array of 3^cells words)."""

_DONE = np.uint64(1 << 63)


@dataclass(frozen=True)
class PlacementRules:
    """A *placement game* as the compiled coalition kernel reads it.

    Stones of two colours are placed one per move on empty cells 0 .. cells - 1; every player may place either
    colour; players move in turn. Placing a stone of a colour on ``c`` next to that colour's stones ``M`` (a
    bitmask, ``c`` not in it) by player ``i`` ends the game with ``outcome[M, c, i]``: a winner, ``DRAW`` (-1), or
    ``-2`` (play goes on). A full board that has not ended gives ``full_board``. A game declares these rules as
    ``placement_rules()`` returning the keywords of this class (``encode(p)`` gives the stones ``(x, o)`` as
    bitmasks and the player to move of a position that is not over; ``symmetries`` optionally the cell
    permutations, as rows of an array, that preserve the outcomes: a group, with the identity).
    """

    cells: int
    players: int
    outcome: np.ndarray
    full_board: int
    encode: Callable[[Any], tuple[int, int, int]]
    symmetries: np.ndarray | None = None



def _placement_search(cells: int, players: int, outcome: np.ndarray, full_board: int, x0: int, o0: int,
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
    key0 = -1
    for g in range(group):
        r = 0
        s = 0
        for c in range(cells):
            if x0 >> c & 1:
                r += pow3[perms[g, c]]
                s += 2 * pow3[perms[g, c]]
            elif o0 >> c & 1:
                r += 2 * pow3[perms[g, c]]
                s += pow3[perms[g, c]]
        st_ranks[0, g] = r
        st_ranks[0, group + g] = s
        if key0 < 0 or r < key0:
            key0 = r
        if s < key0:
            key0 = s
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
        best = -1
        for g in range(group):
            p3 = pow3[perms[g, cell]]
            a = st_ranks[t, g] + (colour + 1) * p3
            b = st_ranks[t, group + g] + (2 - colour) * p3
            child_ranks[g] = a
            child_ranks[group + g] = b
            if best < 0 or a < best:
                best = a
            if b < best:
                best = b
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


def kernel_solve(game: Game, p0: Any, rule: str, backend: str = "auto", symmetry: bool = True,
                 progress: Callable[[dict], Any] | None = None) -> CoalitionTable:
    """Solve every coalition question from ``p0`` by the compiled kernel (see the module docstring).

    Use :func:`combgames.solvers.coalition.coalition_values` with ``method="kernel"``; this is its body.
    ``progress`` is called about once a second while the kernel runs, with ``{"phase": "coalition search",
    "positions", "seconds"}``; the kernel is interruptible (:func:`combgames.base.kernels.run_interruptible`).

    Raises
    ------
    TypeError
        If the game does not declare ``placement_rules()``, or has too many players for 63 answer bits.
    ValueError
        If the board has more than :data:`MAX_KERNEL_CELLS` cells.
    """
    describe = capabilities(game).placement_rules
    if describe is None:
        raise TypeError(f"method='kernel' needs a placement game (placement_rules()); {type(game).__name__} does not "
                        "declare one (use method='search' or 'retrograde')")
    q = _questions(game.players)
    if len(q.pairs) > 63:
        raise TypeError(f"method='kernel' answers at most 63 questions; {game.players} players ask {len(q.pairs)}")
    try:
        rules = PlacementRules(**describe())
    except ValueError as err:  # a board too large for the table: say which method still applies
        raise LimitError(f"method='kernel': {err}; method='search' solves it generically (slower)",
                         refused=True) from err
    check_size(3 ** rules.cells, 3 ** MAX_KERNEL_CELLS, call=f"coalition_values({game!r}, method='kernel')",
               what="its array of ranked boards", name="MAX_KERNEL_CELLS", unit="entries")
    used = resolve_backend(backend)
    identity = np.arange(rules.cells, dtype=np.int64)[None, :]
    perms = np.asarray(rules.symmetries, dtype=np.int64) if symmetry and rules.symmetries is not None else identity
    pow3 = np.array([3 ** c for c in range(rules.cells)], dtype=np.int64)
    values = np.zeros(3 ** rules.cells, dtype=np.uint64)
    counts = np.zeros(6, dtype=np.int64)  # the kernel's five counts and its stop flag
    team = np.array(q.team, dtype=np.uint64)
    goal = np.array(q.goal, dtype=np.uint64)
    t0 = time.perf_counter()
    if final_result(game, p0, None, rule) is None:
        x0, o0, m0 = rules.encode(p0)
        search = kernel(_placement_search, used)
        run_interruptible(lambda: search(rules.cells, rules.players, rules.outcome, rules.full_board, x0, o0, m0,
                                         perms, team, goal, pow3, values, counts), counts, 5, progress=progress,
                          report=lambda: {"phase": "coalition search", "positions": int(counts[0]),
                                          "seconds": time.perf_counter() - t0})
    seconds = time.perf_counter() - t0
    all_bits = np.uint64(q.all)
    weights = pow3[perms]  # weights[g, c] = 3^g(c)

    def rank(p: Any) -> int:
        x, o, _ = rules.encode(p)
        digits = np.array([1 if x >> c & 1 else 2 if o >> c & 1 else 0 for c in range(rules.cells)], dtype=np.int64)
        swapped = (3 - digits) % 3
        return int(min((weights * digits).sum(axis=1).min(), (weights * swapped).sum(axis=1).min()))

    def lookup(p: Any) -> int:
        v = values[rank(p)]
        if not v & _DONE:
            raise KeyError(f"position {p!r} is not reachable from the solved start")
        return int(v & all_bits)

    def nodes() -> Iterator[tuple[Any, int]]:
        for r in np.flatnonzero(values):
            yield _unrank(int(r), rules.cells), int(values[r] & all_bits)

    stats = {"positions": int(counts[0]), "edges": int(counts[1]), "endings": int(counts[2]),
             "endings by another player": int(counts[3]), "drawn endings": int(counts[4]), "backend": used,
             "symmetries": 2 * len(perms), "kernel seconds": seconds,
             "positions per second": float(counts[0] / max(seconds, 1e-9))}
    return CoalitionTable(game, p0, "kernel", rule, symmetry, stats, ranked=values, symmetries=perms, _lookup=lookup,
                          _nodes=nodes)


def _unrank(r: int, cells: int) -> tuple[int, int]:
    x = o = 0
    for c in range(cells):
        r, d = divmod(r, 3)
        if d == 1:
            x |= 1 << c
        elif d == 2:
            o |= 1 << c
    return x, o
