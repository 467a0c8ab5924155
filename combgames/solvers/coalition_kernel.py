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
from combgames.base.rank_kernels import orbit_ranks

from combgames.game import Game, capabilities, final_result
from combgames.solvers._coalition_kernels import placement_search
from combgames.solvers.coalition_table import CoalitionTable, question_bits

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
    q = question_bits(game.players)
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
        search = kernel(placement_search, used)
        run_interruptible(lambda: search(rules.cells, rules.players, rules.outcome, rules.full_board, x0, o0, m0,
                                         perms, team, goal, pow3, values, counts), counts, 5, progress=progress,
                          report=lambda: {"phase": "coalition search", "positions": int(counts[0]),
                                          "seconds": time.perf_counter() - t0})
    seconds = time.perf_counter() - t0
    all_bits = np.uint64(q.all)
    ranks = np.zeros(2 * len(perms), dtype=np.int64)

    def rank(p: Any) -> int:
        x, o, _ = rules.encode(p)
        return int(orbit_ranks(x, o, perms, pow3, ranks))

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
