"""The compiled proof search of the three-player torus game, driven from Python: one coalition question at one position.

:func:`prove_question` runs the kernel :func:`combgames.games.torus._kernels.prove_team_goal` (a depth-first
AND-OR search that stops at the first refutation, looks at the moves that end the game first and keeps the
decided positions in a hash table keyed by orbit ranks) on the arrays of :func:`proof_board`: the board lifted to
the cover (:meth:`TorusConnectionGame.cover_description`), its symmetries and the powers of 3. It takes the team and
the goal as bitmasks of players, already checked; :func:`combgames.analysis.torus3.prove_coalition` names them and
checks them as every coalition solver does, and asks the questions of the seed.

Examples
--------
>>> board = proof_board(3)
>>> r = prove_question(board, None, 0b011, 0b011)      # Vert and Horz force the winner to be one of them
>>> r["forces"], r["positions"] > 0
(True, True)
"""

from __future__ import annotations

import time
from functools import lru_cache
from typing import Any, Callable

import numpy as np

from combgames.base.checks import check_int
from combgames.base.kernels import kernel, resolve_backend, run_interruptible
from combgames.games.torus._kernels import prove_team_goal
from combgames.games.torus.rules import TorusConnectionGame, TorusPosition

__all__ = ["proof_board", "prove_question"]


@lru_cache(maxsize=8)
def proof_board(n: int, m: int | None = None, assignment: str = "sextant", cross_policy: str = "placer",
                centre_stone: bool = False) -> tuple:
    """The game, its cover description, its symmetries (rows of cell images) and the powers of 3 of the n x m
    board and rule variant, built once."""
    game = TorusConnectionGame(n, m, assignment=assignment, cross_policy=cross_policy, centre_stone=centre_stone)
    cells = game.surface.size
    return (game, game.cover_description(), np.asarray(game.symmetry_group.elements, dtype=np.int64),
            np.array([3 ** c for c in range(cells)], dtype=np.int64))


def prove_question(board: tuple, position: TorusPosition | None, team: int, goal: int, *, max_nodes: int = 10**8,
                   table_bits: int = 24, backend: str = "auto",
                   progress: Callable[[dict], Any] | None = None) -> dict[str, Any]:
    """Whether the players of bitmask ``team`` (bit i: player i) force a winner in bitmask ``goal`` from
    ``position`` (default the start) of the game of ``board`` (:func:`proof_board`), by the compiled proof search.

    ``max_nodes`` bounds the positions expanded (the answer is then None); the table of decided positions has
    2^table_bits entries; ``progress`` is called about once a second with ``{"phase": "coalition proof search",
    "positions", "seconds"}`` (the search is interruptible, :func:`combgames.base.kernels.run_interruptible`).

    Returns
    -------
    dict
        ``forces`` (True, False, or None when stopped), ``positions`` expanded, ``stored`` (table entries),
        ``seconds``, ``backend``.

    Raises
    ------
    ValueError
        For a position of another game or one that is over, or limits out of range.
    """
    game, d, perms, pow3 = board
    p = game.initial() if position is None else position
    game.check_position(p)
    if p.winner is not None:
        raise ValueError(f"position {game.format_position(p)!r} is over")
    table_bits = check_int(table_bits, "table_bits", minimum=4, maximum=32)
    limit = check_int(max_nodes, "max_nodes", minimum=1)
    x0, o0, mover = game.placement_state(p)
    cells = game.surface.size
    keys = np.full(1 << table_bits, -1, dtype=np.int64)
    values = np.zeros(1 << table_bits, dtype=np.int8)
    counts = np.zeros(3, dtype=np.int64)  # positions expanded, table entries, stop flag
    used = resolve_backend(backend)
    prove = kernel(prove_team_goal, used)
    start = time.perf_counter()
    r = run_interruptible(
        lambda: prove(cells, x0, o0, mover, team, goal, d["nbr"], d["hx"], d["hy"], d["bound"], d["owners"],
                      d["norms"], d["winners"], perms, pow3, keys, values, limit, counts),
        counts, 2, progress=progress,
        report=lambda: {"phase": "coalition proof search", "positions": int(counts[0]),
                        "seconds": time.perf_counter() - start})
    return {"forces": None if r < 0 else bool(r), "positions": int(counts[0]), "stored": int(counts[1]),
            "seconds": time.perf_counter() - start, "backend": used}
